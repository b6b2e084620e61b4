### Glossary (Türkçe): tile = taş, board = tahta, pool = havuz, cell = hücre,
### row = satır, column = sütun, line = dizi, place = koymak, exchange = değiştirmek,
### pass = pas, point = puan, hand (poker) = el, match = maç. Değişkenlere ek getirilmez.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] yüksek kart
    [pair] per
    [two-pair] döper
    [three-of-a-kind] üçlü
    [straight] kent
    [flush] renk
    [full-house] full house
    [four-of-a-kind] kare
    [straight-flush] sıralı renk
    [royal-flush] royal flush
   *[none] hiçbir şey
}

tile-line = { $axis ->
    [row] satır
   *[column] sütun
} { $tiles } — { $why }
tile-line-too-long = taş sayısı { $n }: 6 veya daha uzun dizi 0 puan alır
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = yüksek kart, ama en yüksek taş { $tile } değil: 0
tile-line-not-part = { $hand }, ama { $tile } bunun parçası değil: 0
tile-lines-none = 2 veya daha fazla taşlık bir dizi başlatmıyor: 0 puan
tile-lines-total-emphasis = { $points } puan
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points } puan
tile-seat = { $who } { $emphasis } · taşlar: { $tiles }
tile-seat-no-tiles = yok
tile-board-pool = Tahta: { $board } taş · havuz: { $pool } taş
tile-to-place = taş koyacak{ $stalls }
tile-stalls = üst üste pas ve değişim: { $n }/{ $max }
tile-act = Oyna

tile-last-turn = Son hamle: { $parts }.
tile-then = { $before }, ardından { $after }
tile-last-placed = { $who } { $tile } taşını { $cell } hücresine koydu: { $lines }
tile-last-drew = çekilen taş: { $tile }
tile-last-exchanged = { $who } değiştirdi: verilen { $returned }, çekilen { $drew }
tile-last-passed = { $who } pas geçti
tile-last-clock = { $who } için süre doldu: hamle atlandı
tile-last-skipped = { $who } elinde taş olmadığı için atlandı

tile-result = 52 taşın hepsi yerde. Final skoru: { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Puanlar eşit; yapılan en iyi el: { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Puanlar ve en iyi eller ({ $hand }) eşit; konulan aslar: { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = Kazanan: { $winner }.
tile-verdict-draw = Berabere.

tile-panel = { $match } · sıra sende. Taşların: { $tiles }
    Havuz: { $pool } taş{ $stalls }.
tile-panel-all = Bir taş koy, havuzla bir taş değiştir ya da pas geç.
tile-panel-no-exchange = Bir taş koy ya da pas geç (havuz boş: değişim yok).
tile-panel-must-place = Üst üste iki kez pas geçtin ya da değiştirdin: bir taş koy.
tile-reason-pool-empty = havuz boş
tile-reason-must-place = şimdi taş koymalısın
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · taşların: { $tiles }. İki el de masada, herkes görebilir.

tile-menu-place = Koy: { $tile }
tile-menu-placeholder = Bir taş koy…
tile-menu-nothing = şu an hiçbir yerde puan getirmiyor
tile-menu-best = şu an en iyisi: { $points } puan, { $cell }
tile-cells = { $match } · { $tile } koy: tahtada işaretli { $n } boş hücreden birini seç{ $paging } ya da etiketini yaz.
tile-cells-page = { " " }(sayfa { $page }/{ $pages })
tile-cells-placeholder = Hücre seç: { $tile }…
tile-cell-option = { $cell } — { $points } puan
tile-cell-line = { $axis ->
    [row] satır
   *[column] sütun
}: { $hand }
tile-cell-nothing = puan getirmiyor
tile-modal-title = { $tile } nereye konsun?
tile-modal-placeholder = Resimdeki bir etiket, örn. B3
tile-preview = { $match } · { $tile } → { $cell }: { $lines }.
    Koymak için onayla; ardından havuzdan çekersin{ $empty ->
        [yes] { " " }(boş: çekiş yok)
       *[no] {""}
    }.

tile-button-previous = ◀ Önceki hücreler
tile-button-more = Diğer hücreler ▶
tile-button-type = Hücre yaz
tile-button-other-tile = Başka taş
tile-button-other-cell = Başka hücre
tile-button-confirm-place = Onayla: { $tile } → { $cell }
tile-button-exchange = Taş değiştir
tile-button-pass = Pas
tile-button-confirm-exchange = Onayla: değiştir { $tile }
tile-button-back = Geri

tile-exchange = { $match } · hangi taş havuza dönsün? Ardından rastgele bir taş çekersin.
tile-exchange-option = Değiştir: { $tile }
tile-exchange-placeholder = Değiştirilecek taş…
tile-exchange-confirm = { $match } · { $tile } değiştirilsin mi? Taş havuza döner ve rastgele bir taş çekersin. Bu, taş koymadan geçen bir hamledir (üst üste { $max } kez izinli).

tile-describe-place = { $tile } taşını { $cell } hücresine koymak
tile-describe-exchange = { $tile } taşını havuzla değiştirmek
tile-describe-pass = pas geçmek

tile-done-place = Koydun: { $tile } → { $cell }, { $points } puan.
tile-done-exchange = Değiştirdin: { $tile }.
tile-done-pass = Pas geçtin.

tile-cell = (satır { $row }, sütun { $col })
tile-pick-one = Birini seç.
tile-bad-card = `{ $card }` bir kart değil: önce değer (2-9, T veya 10, J, Q, K, A), sonra renk (S, H, D, C veya ♠ ♥ ♦ ♣) yaz; örn. `AS` veya `10h`.
tile-duplicate-card = `{ $card }` iki kez geçiyor.
tile-not-a-cell = “{ $typed }” tahtada bir hücre değil: resimdeki bir etiketi yaz, örn. { $example }.
tile-error-not-in-hand = Elinde yok: { $tile }.
tile-error-cell-taken = { $cell } dolu: orada { $tile } var.
tile-error-not-connected = { $cell } hiçbir taşa değmiyor: tahtadaki bir taşın yanına koy (çapraz sayılmaz).
tile-error-block = { $yes ->
    [yes] { $cell } hücresine bir taş, { $with } ile 2×2 blok oluşturur: dörtlü blok yasak.
   *[no] { $cell } hücresine bir taş, { $with } ile 2×2 blok oluşturur.
}
tile-error-pool-empty = Havuz boş: değiştirecek taş yok.
tile-error-must-place = Üst üste iki kez pas geçtin ya da değiştirdin: bir taş koymalısın.
tile-error-game-over = Oyun bitti.
tile-error-not-your-turn = Sıra sende değil: oynama sırası { $seat } koltuğunda.

tile-alt-empty = Tahta boş.
tile-alt-row = Satır { $row }: { $tiles }.
tile-alt-at = { $tile }, { $cell }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = koy
tile-rules-emphasis3 = değiştir
tile-rules-emphasis4 = pas
tile-rules-emphasis5 = Örnekler:
tile-rules-emphasis6 = Saat:
tile-rules-emphasis7 = atlanır
tile-rules-emphasis8 = Discord'da:
tile-rules-emphasis9 = Oyna
tile-rules-emphasis10 = Değiştir
tile-rules-emphasis11 = Pas
tile-rules = { $emphasis } — her karta bir taş, 52 taş; tahtayı A♠ açar. Her oyuncunun açık 7 taşı var; kalanı gizli havuzdur.
    Bir hamle şunlardan biridir: tahtaya bitişik bir taş { $emphasis2 } (asla 2×2 blok tamamlama) ve çek; havuzla bir taş { $emphasis3 }; { $emphasis4 } geç (üst üste en fazla 2 koymasız hamle).
    Konulan taş, içinden geçen satır ve sütuna (her biri 2–5 taş) dizinin en iyi poker eline katkı veriyorsa puan kazandırır: yüksek kart veya per 2, döper veya üçlü 3, kent veya renk 5, full house veya kare 8, sıralı renk 13. 6+ taşlık diziler 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, sonra + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    52 taşın hepsi konunca en çok puanı olan kazanır; eşitlikte en iyi el, sonra en çok konulan as belirler.
    { $emphasis6 } süresi dolan hamle { $emphasis7 }; 5 kaçan hamle hükmen yenilgidir.
    { $emphasis8 } masa tahtayı resim olarak, boş hücreleri etiketli (A1, B3…), iki eli, puanları ve son hamleyi gösterir. { $emphasis9 } panelini açar: bir taş, sonra menüden bir hücre (puanıyla) seç ya da etiketini yaz; önizleme onaydan önce puanı gösterir. { $emphasis10 } ve { $emphasis11 }, kurallar yasakladığında nedenini söyler.

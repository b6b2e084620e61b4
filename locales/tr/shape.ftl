### Glossary (Türkçe): Complete = Tam kart (Tam), Single = Tekli kart (Tekli), pile = yığın,
### deal = el (dağıtım: el), pass = pas, option = seçenek, pattern = desen, color = renk,
### shape = şekil, solid = dolu, hollow = boş, partial = yarım, circle = daire, triangle = üçgen,
### square = kare, matched = eşleşmiş, match = maç. Değişkenlere ek getirilmez.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = tıkanır
shape-rules-emphasis3 = Discord'da:
shape-rules-emphasis4 = Oyna
shape-rules-emphasis5 = Turu bir Tekli ile bitir
shape-rules-emphasis6 = Pas
shape-rules = { $emphasis } — 63 kart: 27 Tam (desen × renk × şekil) ve 36 Tekli.
    Her turda yedi seçeneğe göre Tam yığınına ve üç Tekli yığınına olabildiğince çok kart oyna; koşulsuz bir Tekli oynamak ya da pas geçmek turunu bitirir.
    Elini ve yığınını ilk boşaltan eli kazanır ve rakibinin kartlarını puan olarak alır; 10 puana ilk ulaşan kazanır.
    Bir elin ilk turunda açan oyuncu bir Tam oynar; bütün yığınında Tam yoksa pas geçer ve diğeri açar. İkisi de geçerli hamle olmadan art arda pas geçer ve kimse kart çekemezse el { $emphasis2 }: daha az kartı kalan farkı kazanır.
    { $emphasis3 } { $emphasis4 } elini, o anki geçerli hamlelerle seçeneğe göre gruplanmış olarak açar; her hamleden sonra panel yenilenir ve { $emphasis5 } ya da { $emphasis6 } seçene kadar turun sürer. Masada tahta (🔴🟢🔵 renk, ●/○/◐ desen ve şekil) ve biten turun hamleleri görünür.

shape-value = { $value ->
    [solid] Dolu
    [hollow] Boş
    [partial] Yarım
    [red] Kırmızı
    [green] Yeşil
    [blue] Mavi
    [circle] Daire
    [triangle] Üçgen
   *[square] Kare
}
shape-category = { $category ->
    [pattern] Desen
    [color] Renk
   *[shape] Şekil
}
shape-complete-card = { $pattern } { $color } { $shape }
shape-single-card = { $value } (Tekli)
shape-single-named = Tekli: { $value }
shape-empty = boş
shape-no-cards = kart yok

shape-move-open = açılış: { $card }
shape-move-follow = { $card }, üstteki Tam kartın değerine (seçenek 1)
shape-move-share-two = { $card }, iki ortak değerle (seçenek 2)
shape-move-piles = { $card }, Tekli yığınlarının Tam kartı (seçenek 3)
shape-move-free-complete = { $card }, eşleşmiş tahtaya (seçenek 4a)
shape-move-free-singles = { $cards }, eşleşmiş tahtaya (seçenek 4b)
shape-move-combo = { $complete } ve { $single } (seçenek 5)
shape-move-final = { $card }, turu bitirir (seçenek 6)
shape-move-pass = pas (seçenek 7)

shape-table-head = { $title } · { $target } puana ilk ulaşan · El { $deal }
shape-score = Skor: { $a } { $sa } · { $b } { $sb }
shape-top = Üstteki Tam: { $top } (yığında { $n })
shape-top-none = henüz yok: açan oyuncu bir tane oynar
shape-piles = Tekli yığınları: { $piles }
shape-pile = { $category }: { $top }
shape-matched = eşleşmiş (herhangi bir Tam ya da üç Tekli oynanabilir)
shape-cards = Kartlar: { $a } elde { $ha }, yığında { $pa } · { $b } elde { $hb }, yığında { $pb }
shape-last-turn = Son tur, { $who }: { $plays }
shape-passed-forced = pas: geçerli hamle yok
shape-passed = pas
shape-this-turn = Bu turda şimdiye kadar: { $n } hamle
shape-blocking = Bir tıkayan pas: sıradaki oyuncu da oynayamaz ve çekemezse el biter.
shape-last-deal = El { $deal }: { $result }
shape-to-open = eli bir Tam ile açacak
shape-to-play = oynayacak
shape-chapter = El { $deal }
shape-act-open = Aç
shape-act-play = Oyna

shape-deal-out = Kartlarını bitiren: { $who }, { $n } puan alır
shape-deal-blocked = tıkandı; daha az kartı kalan: { $who } ({ $mine } - { $theirs }), { $n } puan alır
shape-deal-even = tıkandı, ikisinde de { $left } kart kaldı: puan yok

shape-event-deal-ended = El { $deal } bitti: { $result }{ $how }. Maç skoru { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(son hamle: { $plays })
shape-event-deal-started = El { $deal }: açan oyuncu { $who }.

shape-hand = { $match } · elin ({ $n }):
shape-panel = { $match } · elin ({ $n }):
shape-board = Tahta: üstteki Tam { $top } · { $piles }
shape-top-none-short = henüz yok
shape-not-your-turn = Sıra sende değil.
shape-open-deal = Eli aç: bir Tam oyna (turun biter).
shape-menu-open = Bir Tam ile aç
shape-no-keep = Şu an turu sürdüren hamle yok: bir Tekli ile bitir (seçenek 6) ya da pas geç.
shape-keep = Turunu sürdüren hamleler: { $n }. Bir Tekli ile bitir (seçenek 6) ya da pas geç.
shape-must-pass = Geçerli hamlen yok: pas geçmelisin.
shape-menu-keep = Oyna ve turu sürdür (seçenek 1–5)
shape-menu-triples = Üç Tekli (seçenek 4b)
shape-menu-final = Turu bir Tekli ile bitir (seçenek 6)
shape-button-pass-forced = Pas (geçerli hamle yok)
shape-button-pass = Pas (seçenek 7)
shape-done = Oynadın: { $play }.

shape-pick-one = Tek bir hamle seç.
shape-not-offered = Bu hamle bu panelin sunduklarından biri değil.
shape-error-not-in-hand = Elinde şu kart yok: { $card }.
shape-error-played-twice = Şu kart iki kez oynanıyor: { $card }.
shape-error-not-a-complete = Şu kart bir Tekli, ama bu hamle bir Tam istiyor: { $card }.
shape-error-not-a-single = Şu kart bir Tam, ama bu hamle bir Tekli istiyor: { $card }.
shape-error-must-open = El, elindeki tek bir Tam ile açılır, başka hiçbir şeyle değil.
shape-error-already-open = El zaten açıldı: açılış Tam kartı masada.
shape-error-does-not-follow = Uymuyor: { $single } → { $top }; gereken { $category }: { $needed }.
shape-error-same-as-pile = { $category } yığını zaten şunu gösteriyor: { $value }; seçenek 1 farklı bir değer ister (seçenek 6 onu oynar ve turunu bitirir).
shape-error-not-two-shared = Ortak değer sayısı { $shared } ({ $complete } ile { $top }): seçenek 2 tam olarak iki ister.
shape-error-not-piles-complete = Tekli yığınlarının Tam kartı bu değil: { $complete }; yığınlar şunu gösteriyor: { $piles }.
shape-error-not-matched = Tahta eşleşmiş değil: Tekli yığınları { $piles }, Tam yığını { $top } gösteriyor.
shape-error-missing-category = Her kategoriden bir Tekli oyna: { $category } Teklisi yok.
shape-error-combo-not-two = { $complete }, Tekli yığınlarından ({ $piles }) { $matching } tanesine uyuyor: seçenek 5 tam olarak iki ister.
shape-error-combo-wrong-single = { $single }, { $complete } kartını tamamlamıyor: onu { $needed } Teklisi ile oyna.

shape-picture-complete = Tam ({ $n })
shape-picture-single = (Tekli)
shape-picture-matched = Eşleşmiş: bir Tam ya da üç Tekli
shape-alt-board = Shape Clash tahtası: { $top } (yığında { $n }); Tekli yığınları: { $piles }{ $matched }.
shape-alt-top = üstteki Tam { $card }
shape-alt-no-top = henüz Tam yok
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } boş
shape-alt-matched = ; eşleşmiş
shape-alt-hand = Elin, { $n } kart: { $cards }.

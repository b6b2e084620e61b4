### Glossary (Türkçe): round = tur, defender = savunan, attacker = saldıran,
### set = grup (4 kartlık grup), set up = dizmek (diziliş), reveal = açmak,
### answer = cevap (cevap vermek), capture = almak, save = ayırmak, hand = el,
### score = skor, point = puan, junk = çöp kart, match = maç, toss = kura.
### Hand classes (poker terimleri): high card = yüksek kart, pair = per, two pair = iki per,
### three of a kind = üçlü, straight = kent, flush = floş, straight flush = sıralı floş,
### four of a kind = kare; Clash'in "flash"i (dört rengin hepsi) = gökkuşağı:
### straight flash = gökkuşağı kent, two pair flash = gökkuşağı iki per, common flash = sade gökkuşağı.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = yüksek kart
clash-category-pair = per
clash-category-two-pair = iki per
clash-category-three-of-a-kind = üçlü
clash-category-straight = kent
clash-category-flush = floş
clash-category-straight-flush = sıralı floş
clash-category-straight-flash = gökkuşağı kent
clash-category-two-pair-flash = gökkuşağı iki per
clash-category-four-of-a-kind = kare
clash-category-common-flash = sade gökkuşağı
clash-rank = { $category } ({ $card } yüksek)
clash-set-line = • { $size } kartlık: { $cards } — { $rank }

## The table
clash-title = { $title } · { $target } puana ilk ulaşan kazanır
clash-score = Skor: { $a } { $sa } · { $b } { $sb } · Tur { $round }
clash-roles = 🛡️ Savunan { $defender } · ⚔️ Saldıran { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = alındı
clash-not-captured = alınamadı
clash-exchange-waiting = cevap bekleniyor
clash-face-down = Kapalı: { $sizes }
clash-size = { $size } kartlık
clash-to-set-up = gruplarını dizecek
clash-to-reveal = bir grup açacak
clash-to-answer = { $size } kartlık gruba cevap verecek
clash-round = Tur { $round }

## The table's action button
clash-act-set-up = Diz
clash-act-reveal = Aç
clash-act-answer = Cevap ver
clash-act-play = Oyna

## A move in words
clash-describe-set-up = şöyle dizmek: { $setup }
clash-describe-reveal = { $size } kartlık grubunu açmak
clash-describe-answer = { $cards } ile cevap vermek

## A finished match's replay

## Public posts
clash-event-set-up = { $who } dört grubunu dizdi.
clash-event-revealed = { $who } { $size } kartlık grubu açıyor: { $cards } — { $rank }
clash-event-answered = { $who } cevap veriyor: { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = alıyor
clash-event-captures = grubu { $emphasis } ({ $n } kart)
clash-event-no-capture = alamıyor
clash-event-round-scored = Tur { $round } bitti: 10 karttan { $captured } tanesi alındı, { $scorer } { $points } puan kazanıyor. Skor { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Tur { $round }: { $who } savunuyor.

## My hand
clash-hand-head = { $match } · kartların
clash-hand-sets = Hâlâ kapalı olan grupların:
clash-saved = Sonraki tur için ayrılan: { $cards }
clash-hand-cards = Elin ({ $n }): { $cards }
clash-hand-empty = Şu anda hiç kartın yok.

## Panels
clash-over = Maç bitti.
clash-your-hand = Elin: { $cards }
clash-choose = { $n } kart seç
clash-button-back = Geri
clash-button-reset = Baştan başla
clash-button-type = Yazarak gir
clash-button-confirm = Onayla
clash-setup-head = Diziliş — Maç #{ $id }
clash-setup-pick-emphasis = { $size } kartlık
clash-setup-pick = Hâlâ boşta olan kartlardan { $emphasis } grubunu seç.
clash-setup-confirm = Bu dizilişi kesinleştirmek için onayla.
clash-reveal-head = Açma — Maç #{ $id }
clash-reveal-choose = Sıradaki açacağın grubu seç:
clash-button-reveal = { $size } kartlık grubu aç
clash-answer-head = Cevap — Maç #{ $id }
clash-answer-set = { $size } kartlık grup: { $cards } — { $rank }
clash-answer-yours = Cevabın: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ onu yener (alır)
clash-answer-not-beats = ❌ onu yenemez
clash-answer-pick = Tam olarak { $n } kart seç (çöp kart kullanılabilir).

## Forms, and what a move tells the mover
clash-setup-form = Dizilişin
clash-answer-form = Cevabın
clash-answer-placeholder = { $n } kart, ör. 7S 7H 7D
clash-done-setup = Dizilişin kesinleşti: { $setup }.
clash-done-reveal = { $size } kartlık grubunu açtın.
clash-done-answer = { $cards } ile cevap verdin.

## Refusals of a panel
clash-stale = Bu panel önceki bir adımdan kaldı; masadaki düğmeyi yeniden kullan.
clash-bad-setup = { $error } Dört grubu `|` ile ayırarak yaz, ör. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Hiçbir şey değişmedi.
clash-already-in-set = { $card } zaten gruplarından birinde.
clash-pick-exactly = Tam olarak { $n } kart seç.
clash-sets-missing = Onaylamadan önce dört grubun hepsini seç.

## The rules' refusals
clash-error-wrong-phase = bu şu anda mümkün değil: { $now }
clash-now-setting-up = savunan gruplarını diziyor
clash-now-revealing = savunan bir grup açıyor
clash-now-answering = saldıran { $size } kartlık gruba cevap veriyor
clash-now-over = maç bitti
clash-now-nothing-to-answer = cevap vermen gereken bir grup yok
clash-now-not-setting-up = şu anda grup dizmiyorsun
clash-error-set-size = { $size } kartlık grubunda { $n } kart var
clash-error-saved-count = tam olarak 3 kart ayırmalısın, { $n } değil
clash-error-not-in-hand = { $card } elinde değil
clash-error-used-twice = { $card } iki kez kullanılmış
clash-error-already-revealed = { $size } kartlık grubun zaten açıldı
clash-error-no-such-set = { $size } kartlık grup yok: gruplar 1 ile 4 kart arasıdır
clash-error-answer-size = { $n } kartla cevap vermelisin, { $got } ile değil
clash-error-set-count = `|` ile ayrılmış 4 grup yaz ({ $n } bulundu)
clash-error-group-size = bir grup 1 ile 4 kart arasıdır, ama `{ $group }` { $n } kart içeriyor
clash-error-two-sets = iki grupta { $n } kart var: 1, 2, 3 ve 4 kartlık birer grup yaz
clash-error-not-a-card = `{ $card }` bir kart değil: önce değeri (2-9, T veya 10, J, Q, K, A), sonra rengi (S, H, D, C veya ♠ ♥ ♦ ♣) yaz, örneğin `AS` ya da `10h`
clash-error-card-twice = `{ $card }` iki kez geçiyor
clash-error-set-cards = bir grup 1 ile 4 kart arasıdır, { $n } değil
clash-error-set-duplicate = { $card } grupta iki kez geçiyor

## /rank
clash-rank-head = { $cards } — { $category } ({ $card } yüksek)
clash-rank-place = { $size } kartlık gruplar için { $count } kategoriden { $place }.: { $names }
clash-rank-beats = Olası { $total } adet { $size } kartlık grubun { $beaten } tanesini yener (%{ $percent }).
clash-rank-refused = Bu sıralanamıyor: { $error }.

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Diziliş.
clash-rules-emphasis3 = 2. Açma ve cevap.
clash-rules-emphasis4 = 3. Puan.
clash-rules-emphasis5 = Sıralama
clash-rules-emphasis6 = Örnekler:
clash-rules-emphasis7 = Elim
clash-rules =
    { $emphasis } (bölünmüş poker) — 10 puana ilk ulaşan kazanır.
    Her turda bir oyuncu savunur, diğeri saldırır; roller her tur değişir.
    { $emphasis2 } Savunan 13 kartı gizlice 1, 2, 3 ve 4 kartlık gruplara ayırır, son 3 kartı sonraki tur için ayırır.
    { $emphasis3 } Savunan grupları istediği sırayla birer birer açar. Saldıran her birine elinden aynı sayıda kartla cevap verir (çöp kart serbest) ve kendi grubu kesinlikle daha yüksekse grubu alır.
    { $emphasis4 } 10 kartın 6+ tanesini alan (alınan − 5) puan kazanır; yoksa savunan 2 puan alır.
    Sonra ayrılan kartlar dışında her şey karılır; herkes 13 kart alır, yeni saldıran ayırdığı 3 kartı ekler (16).
    { $emphasis5 } (yüksekten düşüğe). 2 kart: per > yüksek kart. 3 kart: üçlü > sıralı floş > kent > floş > per > yüksek kart. 4 kart: kare > sıralı floş > gökkuşağı kent (dört rengin hepsiyle kent) > gökkuşağı iki per > kent > floş > üçlü > iki per > per > sade gökkuşağı (dört rengin hepsi) > yüksek kart.
    Aynı kategoride belirleyici kartı yüksek olan kazanır (değer, sonra ♠ > ♥ > ♦ > ♣). As yüksek ya da düşüktür (A-2-3), asla dönmez (K-A-2 olmaz).
    { $emphasis6 } `JS JH`, `JD JC`'yi yener · `2C 2D 2H`, `QS KS AS`'yi yener · `3C 4D 5H 6S` (gökkuşağı kent), `9S 9H 7D 7C`'yi (gökkuşağı iki per) yener · `2H 7H 9H KH` (floş), `AS AH AD 2C`'yi yener.
    Kartlar kuradan önce dağıtılır: kazanan saldırı ya da savunmayı seçmeden önce kura mesajındaki { $emphasis7 } ile kartlarına bak.
    { $rank } komutunu dene.

### Glossary (Türkçe): open stack = yığın, store = depo, stock = çekme destesi, club = sinek,
### to club = sinekle vurmak, hand = el, draw = çekmek, play = oynamak, match = maç.
### Değişkenlere ek getirilmez.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = sinek
clubbed-rules-emphasis3 = deposunda daha az kart olan kazanır
clubbed-rules-emphasis4 = Discord'da:
clubbed-rules-emphasis5 = Elim
clubbed-rules-emphasis6 = Oyna
clubbed-rules-emphasis7 = Kart çek
clubbed-rules = { $emphasis } — elden kart çıkarma oyunu. Herkese 5 kart; bir kart açılıp yığını başlatır.
    Üstteki kartla aynı renkte ya da aynı değerde bir kart veya herhangi bir sinek oyna. Uyan bir kartın varsa oynamak zorundasın; yoksa oynayabilene kadar birer birer çek.
    Bir { $emphasis2 } oynamak bütün yığını rakibinin deposuna gönderir; rakip yeni yığını herhangi bir kartla başlatır.
    Sırası gelen oyuncu oynayamadığında eller depolara gider; { $emphasis3 }.
    { $emphasis4 } elin yalnızca sana görünür: { $emphasis5 } ya da { $emphasis6 } onu, oynayabileceğin her kart için bir düğmeyle gösterir; { $emphasis7 } yalnızca kurallar çekmene izin verdiğinde çıkar. Masada üstteki kart, depolar, el ve deste büyüklükleri ve son tur görünür; her sinek darbesi duyurulur.

clubbed-takes-empty = yığın boş: herhangi bir kart onu başlatır
clubbed-takes-any = üstte { $top } (açılan sinek): herhangi bir kart oynanabilir
clubbed-takes-match = üstte { $top }: bir { $suit } ya da bir { $rank } veya herhangi bir sinek oyna

clubbed-open = Yığın ({ $n }): { $takes }
clubbed-stores = Depolar (az olan kazanır): { $a } { $sa } · { $b } { $sb }
clubbed-sizes = Eller: { $a } { $ha } · { $b } { $hb } · Çekme destesi: { $stock }
clubbed-last = Son tur: { $who }{ $what }
clubbed-last-drew = { " " }{ $n } kart çekti, sonra
clubbed-last-played = { $card } oynadı
clubbed-last-clubbed = { " " }ve sinekle vurdu, rakip { $victim }: { $n } kart deposuna gitti
clubbed-last-refilled = , sonra { $n } kart çekti (eli bitti)
clubbed-drawn = Bu tur çekilen kart: { $who }, { $n } kart.
clubbed-to-play = oynayacak
clubbed-act = Oyna

clubbed-no-cards = kart yok
clubbed-hand = { $match } · elin ({ $n }): { $cards }
clubbed-hand-open = Yığın: { $takes }.
clubbed-their-turn = Sıra şu oyuncuda: { $who }.
clubbed-menu = Bir kart oyna
clubbed-button-play = { $card } oyna
clubbed-button-draw = Kart çek
clubbed-move-club-or-draw = Sıra sende: bir sinek oyna ya da kart çek (elinde uyan kart yok).
clubbed-move-play = Sıra sende: bu kartlardan birini oyna.
clubbed-move-draw = Oynayabileceğin kart yok: oynayabilene kadar çek.
clubbed-move-none = Oynayamazsın.
clubbed-done-draw = Bir kart çektin.
clubbed-done-play = { $card } oynadın.
clubbed-describe-play = { $card } oynamak
clubbed-describe-draw = desteden kart çekmek

clubbed-event-clubbed = Sinek darbesi: { $who } → { $victim }, { $n } kart depoya gitti (şimdi { $store }).
clubbed-event-ended = Oynayamayan oyuncu: { $stuck }; çekme destesi de boş: oyun bitti. Eller depolara gider ({ $a } { $ha }, { $b } { $hb }). Son depolar: { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = Deposunda daha az kartla kazanan: { $winner }.
clubbed-result-draw = Depolar eşit: berabere.

clubbed-pick-one = Tek bir kart seç.
clubbed-bad-card = `{ $code }` bir kart değil: önce bir değer (2-9, T veya 10, J, Q, K, A), sonra bir renk (S, H, D, C veya ♠ ♥ ♦ ♣) yaz; örneğin `AS` ya da `10h`.
clubbed-duplicate-card = `{ $code }` iki kez geçiyor.
clubbed-error-over = Oyun bitti.
clubbed-error-not-your-turn = Sıra sende değil: oynayacak koltuk { $seat }.
clubbed-error-not-in-hand = Elinde şu kart yok: { $card }.
clubbed-error-no-match = { $card } üstteki karta uymuyor ({ $top }): { $top } kartına uyan bir kart ya da bir sinek oynamalısın.
clubbed-error-must-play = Elinde üstteki karta ({ $top }) uyan bir kart var: çekmemeli, oynamalısın.
clubbed-error-must-play-any = Yığın her kartı alıyor ve elinde sinek olmayan bir kart var: çekmemeli, oynamalısın.
clubbed-error-stock-empty = Çekme destesi boş: kart çekemezsin.

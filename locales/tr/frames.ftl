### Glossary (Türkçe): match = maç, round = tur, defender = savunan, attacker = saldıran,
### set = grup (4 kartlık grup), set up = dizmek (diziliş), reveal = açmak, answer = cevap vermek,
### capture = almak, save = ayırmak, hand = el; Clubbed: open stack = yığın, store = depo,
### stock = çekme destesi, club = sinek, to club = sinekle vurmak; Duel: clash = çarpışma,
### library = deste; Shape Clash: Complete = Tam kart (Tam), Single = Tekli kart (Tekli),
### pile = yığın, deal = el, pass = pas, matched = eşleşmiş; Tile Poker: tile = taş,
### board = tahta, pool = havuz, place = koymak, exchange = değiştirmek, point = puan,
### hand (poker) = el. Değişkenlere ek getirilmez.

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = yok
frames-moved = { $who }: { $what }.
frames-clash-set-up-hidden = gruplarını kapalı dizdi

## Clash
frames-clash-target-roles = Hedef { $target } puan · Savunan { $defender } · Saldıran { $attacker }
frames-clash-none-revealed = Bu turda henüz açılan grup yok.
frames-clash-set = Grup
frames-clash-revealed = Açılan
frames-clash-answer = Cevap
frames-clash-result = Sonuç
frames-clash-revealed-set = { $size } kartlık grubu açtı
frames-clash-answered = cevap verdi: { $cards }
frames-clash-captures = { $captures } ({ $n } kart)
frames-clash-captures-it = grubu alıyor

## Clubbed
frames-clubbed-stack = Yığın, alttan üste: { $cards }
frames-clubbed-drew = çekme destesinden kart çekti

## Duel
frames-duel-head = Hedef { $target } çarpışma · Desteler: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = kendi kartını
frames-duel-kept = { $card } kartını üstte tuttu
frames-duel-put = { $card } kartını alta koydu
frames-duel-event-forced = Alta giden kart: { $who }; son çarpışmada üstte tutulmuştu.

## Shape Clash
frames-shape-first-to = Hedef { $target } puan
frames-shape-heading-pile = Yığın
frames-shape-heading-top = Üstteki
frames-shape-heading-cards = Kart
frames-shape-complete = Tam
frames-shape-counts = { $who }: elde { $hand }, yığında { $pile }
frames-shape-opened = eli açtı: { $card }
frames-shape-played = oynadı: { $play }
frames-shape-passed-option = pas geçti (seçenek 7)

## Tile Poker
frames-tile-too-large = (tahta burada çizilemeyecek kadar büyük)
frames-tile-board = Tahta: { $n } taş
frames-tile-tiles = Taşları, { $who }: { $tiles }
frames-tile-placed = { $tile } taşını { $cell } hücresine koydu
frames-tile-exchanged = { $tile } taşını havuzla değiştirdi
frames-tile-passed = pas geçti
frames-tile-scores = { $tile } puanı: { $lines } (toplam { $total })
frames-tile-drew = Çekilen taş ({ $who }): { $tile }.
frames-tile-event-exchanged = { $who } havuza { $returned } verdi ve { $drew } çekti.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n } puan

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 taş
frames-film-wins = kazanan { $winner }
frames-film-draw = berabere
frames-film-final = son
frames-film-heading = Tile Poker, maç #{ $id }: { $n } taş koyuşunun her biri için skorla bir kare, son kare bekletilir. Final skoru: { $a } { $pa }, { $b } { $pb }: { $result }. Son tahta:

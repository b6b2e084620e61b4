### Glossary (Türkçe): puzzle = bulmaca, move = hamle, player = oyuncu, opponent = rakip,
### board = sıralama, rating = puan, streak = seri. Register: sen.

### Günlük bulmacalar: /puzzle (pozisyon, bir cevabın sonucu, retler), bulmaca sıralaması
### (/puzzles ve web sayfası) ve günlük mesaj.

## /puzzle: pozisyon. Üstteki masa oyunun kendi masası.
puzzle-title-emphasis = Günün { $game } bulmacası
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = Sıra sende. En iyi hamleyi bul: burada { $lines } farklı türde hamle var ve biri en iyisi. Tek bir hakkın var.
puzzle-measure-scores = En iyisi şu demek: rakibinin son setini görmediğin kartlarla kurabileceği yolların en çoğuna karşı bu turda sayı alırsın.
puzzle-measure-margin = En iyisi şu demek: iki taraf da sona kadar kusursuz oynadığında ve her kart bilindiğinde senin için en iyi son fark.
puzzle-stats = Bulmaca puanı { $rating } · şimdiye kadar { $tried } kişiden { $right } çözdü
puzzle-opponent = rakip
puzzle-label = Günün bulmacası
puzzle-pick-answered = { $game } (cevaplandı)
puzzle-all-answered = Bugünün bütün bulmacalarını cevapladın. Yenileri gece yarısı gelir.

## Bir cevabın sonucu (yalnızca oyuncu görür).
puzzle-right-emphasis = Doğru!
puzzle-right = ✅ { $emphasis } { $move } en iyi hamle.
puzzle-wrong-emphasis = En iyisi değil.
puzzle-wrong = ❌ { $emphasis } Senin seçimin { $answer }; en iyisi { $move } idi.
puzzle-why-scores = { $move }, son setin kurulabileceği { $of } yolun { $value } tanesine karşı sayı alır.
puzzle-why-scores-other = { $move }: bunların { $value } tanesine karşı.
puzzle-why-margin = { $move } { $value } ile biter.
puzzle-why-margin-other = { $move }: { $value } ile biter.
puzzle-why-others = Diğer hamleler:
puzzle-why-more = …ve { $count } tane daha, hepsi daha kötü.
puzzle-rating-change = Bulmaca puanın: { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Seri: { $current } gün (en iyi { $best })

## Retler.
puzzle-left-out = { $game } için günlük bulmaca yok: oradaki her karar kartı tutmak ya da alta koymak, yani tahmin etmek yarı yarıya doğru çıkardı.
puzzle-left-out-endless = { $game } için günlük bulmaca yok: oynanacak kartın olsa bile her turda pas geçebilirsin, bu yüzden oyunun sonu sonsuza dek dönüp durabilir ve hiçbir hamlenin en iyisi olduğu kanıtlanamaz.
puzzle-not-ready = Bugünün bulmacası henüz hazır değil. Bir dakika sonra yeniden dene.
puzzle-day-over = O, { $date } tarihli bulmacaydı; burada bugün { $today }. Bugünkü için /puzzle kullan.
puzzle-already-right = { $date } tarihli { $game } bulmacasını zaten cevapladın ve en iyi hamleyi buldun. Her bulmaca için tek hak.
puzzle-already-wrong = { $date } tarihli { $game } bulmacasını zaten cevapladın ve en iyi hamle değildi. Her bulmaca için tek hak.
puzzle-not-a-move = Bu hamle bu bulmacada yapılamaz.
puzzle-shutting-down = Bot yeniden başlıyor. Birazdan yeniden dene.

## Sunucunun bulmaca sıralaması.
puzzle-board-title-emphasis = Bulmaca sıralaması
puzzle-board-title = 🧩 { $emphasis } · sayfa { $page } / { $pages }
puzzle-board-row = { $rank }. { $who } · puan { $rating } · { $tried } bulmacadan { $solved } çözüldü · 🔥 { $streak } (en iyi { $best })
puzzle-board-empty = Bu sunucuda henüz kimse bir bulmacayı cevaplamadı. /puzzle ile dene!
puzzle-board-no-page = { $page }. sayfa yok: bulmaca sıralamasında { $pages } sayfa var.
puzzle-board-previous = Önceki
puzzle-board-next = Sonraki

## Günlük mesaj, sunucunun bulmaca kanalında, gece yarısı.
puzzle-post-title-emphasis = Bugünün bulmacaları
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = Her oyun için bir bulmaca: { $games }.
puzzle-post-how = /puzzle ile oyna: cevabını yalnızca sen görürsün, her bulmaca için tek hak var ve sıralama puanını ve serini tutar.
puzzle-post-yesterday = Dün burada:
puzzle-post-count = { $game }: { $tried } kişiden { $right } çözdü

## Sunucunun bulmaca sıralamasının web sayfası.
puzzle-web-title = Bulmaca sıralaması
puzzle-web-intro = Burada günlük bulmacaları kim cevaplıyor: bulmaca puanı, çözülen ve denenen bulmacalar ve çözümlü günlerin serisi. Discord'da /puzzle ile oynanır.
puzzle-web-player = Oyuncu
puzzle-web-rating = Puan
puzzle-web-solved = Çözülen
puzzle-web-tried = Denenen
puzzle-web-streak = Seri
puzzle-web-best = En iyi seri
puzzle-web-empty = Bu sunucuda henüz kimse bir bulmacayı cevaplamadı.
puzzle-web-link = Bulmaca sıralaması

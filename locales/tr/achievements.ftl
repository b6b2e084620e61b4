### Glossary (Türkçe): match = maç, player = oyuncu, opponent = rakip, season = sezon,
### leaderboard = sıralama, rating = puan, rated = puanlı, win = galibiyet,
### achievement = başarım, rarity = nadirlik. Register: sen.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = İlk galibiyet
achievement-first-win-how = Puanlı bir maç kazan.
achievement-played-10 = Müdavim
achievement-played-10-how = 10 puanlı maç oyna.
achievement-played-100 = Kıdemli
achievement-played-100-how = 100 puanlı maç oyna.
achievement-streak-3 = Hat-trick
achievement-streak-3-how = Üst üste 3 puanlı maç kazan.
achievement-streak-5 = Alev alev
achievement-streak-5-how = Üst üste 5 puanlı maç kazan.
achievement-streak-10 = Durdurulamaz
achievement-streak-10-how = Üst üste 10 puanlı maç kazan.
achievement-all-games = Çok yönlü
achievement-all-games-how = Her oyundan puanlı bir maç oyna.
achievement-rating-1700 = Uzman
achievement-rating-1700-how = Bir oyunda 1700 puana ulaş.
achievement-rating-1900 = Usta
achievement-rating-1900-how = Bir oyunda 1900 puana ulaş.
achievement-strong-bot = Bot avcısı
achievement-strong-bot-how = Botu en güçlü seviyesinde yen.
achievement-death-match = Hayatta kalan
achievement-death-match-how = Bir Death Match kazan.
achievement-season-top-3 = Kürsüde
achievement-season-top-3-how = Bir sezonu bir oyunun sıralamasında ilk 3 içinde bitir.
achievement-clash-shutout = Gol yemeden
achievement-clash-shutout-how = Rakibin tek puan almadan bir Clash maçı kazan.
achievement-tile-straight-flush = Sıralı renk
achievement-tile-straight-flush-how = Tile Poker'da sıralı renk bir sırayla puan al.
achievement-clubbed-empty-store = Boş depo
achievement-clubbed-empty-store-how = Deponda hiç kart yokken bir Clubbed maçı kazan.
achievement-shape-shutout = Her el
achievement-shape-shutout-how = Rakibin tek el almadan bir Shape Clash maçı kazan.
achievement-duel-shutout = Kusursuz düello
achievement-duel-shutout-how = Rakibin tek çarpışma almadan bir Duel kazan.

achievements-earned = 🏅 Yeni başarımlar: { $earned }

achievements-title-emphasis = { $player } başarımları
achievements-title = 🏅 { $emphasis }: { $total } içinden { $count }
achievements-none-yours = Bu sunucuda henüz başarımın yok. İlkini almak için puanlı bir maç kazan.
achievements-none = { $player } bu sunucuda henüz başarım almadı.
achievements-entry = { $name }: { $how } (oyuncuların %{ $percent } kadarı)
achievements-by-match = { $match } numaralı maçta alındı { $when }
achievements-by-season = { $season }. sezonun sonunda alındı { $when }

stats-achievements = Başarımlar: { $total } içinden { $count }, en nadiri { $name } (oyuncuların %{ $percent } kadarı)

web-achievements = Başarımlar
web-achievements-none = Henüz başarım yok.
web-achievements-rarity = oyuncuların %{ $percent } kadarı
web-achievements-match = Maç #{ $match }

settings-key-announce_achievements = Sonuç mesajlarında başarımlar
settings-achievements-on = yazılıyor
settings-achievements-off = yazılmıyor
settings-achievements-button = Sonuçlarda başarımlar: { $state }
settings-achievements-turned-on = Sonuç mesajları artık bir maçın kazandırdığı başarımları yazıyor.
settings-achievements-turned-off = Sonuç mesajları artık başarımları yazmıyor (/achievements içinde duruyorlar).

cmd-achievements = başarımlar
cmd-achievements-description = Bir oyuncunun bu sunucudaki başarımları ve nadirlikleri (kimse seçilmezse seninkiler).
cmd-achievements-member = üye
cmd-achievements-member-description = Kimin başarımları (boşsa seninkiler)

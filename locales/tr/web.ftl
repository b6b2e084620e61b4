### Glossary (Türkçe): game = oyun, match = maç, player = oyuncu, opponent = rakip,
### season = sezon, leaderboard/board = sıralama, rating = puan, rated = puanlı,
### rank = sıra, streak = seri, W-L-D = G-M-B (galibiyet-mağlubiyet-beraberlik),
### win = galibiyet, loss = mağlubiyet, draw = beraberlik, forfeit = hükmen yenilgi,
### resign = çekilmek, record (file) = kayıt, organiser = organizatör, host = yönetici,
### tournament = turnuva, round = tur, bye = bay. Değişkenlere ek getirilmez.
### Death Match, EC, DMO, Buchholz, SB, Glicko-2 olduğu gibi kalır.

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = Sıralamalar
web-nav-live = Canlı
web-footer = clash-bot'un salt okunur sayfaları. Puanlar Glicko-2'dir; G-M-B galibiyet, mağlubiyet ve beraberlik demektir.
web-not-found = Bulunamadı
web-not-found-text = Burada bir sayfa yok.
web-index-heading = clash-bot sayfaları
web-back-to-start = Başlangıç sayfasına git
web-too-many = Çok fazla istek
web-too-many-text = Biraz bekleyip yeniden denenebilir.
web-busy = Sayfalar şu anda yoğun
web-busy-text = Birazdan yeniden denenebilir.
web-failed = Bir şeyler ters gitti
web-failed-text = Hata bizden kaynaklandı ve kaydedildi. Daha sonra yeniden denenebilir.
web-index = Sıralamalarını, oyuncularını, maçlarını ve turnuvalarını yayımlayan sunucuların sayfaları. Botun sunucunda paylaştığı bir bağlantıyı izle.
web-page-title = { $name } · clash-bot
web-player-unknown = oyuncu { $user }
web-pager = Sayfalar
web-pager-previous = ‹ Önceki
web-pager-next = Sonraki ›
web-versus = { $a } - { $b }
web-live-badge = canlı
web-all-time = Tüm zamanlar
web-season-name = Sezon { $number }: { $name }

## Table headers
web-wld = G-M-B
web-col-player = Oyuncu
web-col-players = Oyuncular
web-col-rating = Puan
web-col-games = Maçlar
web-col-game = Oyun
web-col-opponent = Rakip
web-col-match = Maç
web-col-result = Sonuç
web-col-score = Skor
web-col-when = Ne zaman
web-col-points = Puan
web-col-board = Masa

## A player's result in a match
web-result-win = galibiyet
web-result-loss = mağlubiyet
web-result-draw = beraberlik

## A server's home
web-home-title = Sıralamalar · clash-bot
web-home-description = Bu sunucunun Clash, Tile Poker, Clubbed, Shape Clash ve Duel sıralamaları, sezonları, turnuvaları ve Death Match'leri.
web-home-heading = Sıralamalar
web-home-running-since = Başlangıç: { $time }.
web-home-whole-board = Tüm sıralama ({ $players } oyuncu) ›
web-home-no-rated-games = Henüz puanlı maç yok.
web-home-seasons = Sezonlar
web-home-season-running = sürüyor
web-home-season-ended = bitti
web-home-season-boards = sıralamalar:
web-home-tournaments = Turnuvalar
web-home-no-tournaments = Henüz turnuva yok.
web-home-deathmatches = Death Match'ler
web-home-no-deathmatches = Henüz Death Match yok.
web-home-dm-players = { $a } (EC) - { $b } (DMO)
web-home-dm-voided = Maç #{ $id } yönetici tarafından geçersiz sayıldı: { $reason }
web-home-status-signup = kayıtlar açık
web-home-status-playing = sürüyor
web-home-status-finished = bitti
web-home-status-cancelled = iptal edildi

## A board's page
web-board-title = { $game } sıralaması · { $scope } · sayfa { $page }
web-board-description = Glicko-2 puanına göre sıralanan { $players } oyuncu ({ $scope }).
web-board-heading = { $game } sıralaması
web-board-facts = { $scope } · { $players } oyuncu · listeye girmek için en az { $games } puanlı maç
web-board-empty = Bu sıralamada henüz kimse yok.

## A player's page
web-player-description = Oyuncu { $name }: puanlar, sonuçlar ve geçmiş.
web-player-description-best = Oyuncu { $name }: puanlar, sonuçlar ve geçmiş ({ $best }).
web-player-rank = Sıra
web-player-rank-of = { $rank } / { $players }
web-player-not-ranked = henüz sıralamada değil ({ $games } puanlı maç gerekiyor)
web-player-streak = Seri
web-player-best-streak = en iyi { $best }
web-player-streak-none = yok
web-player-streak-won = { $count } galibiyet
web-player-streak-lost = { $count } mağlubiyet
web-player-chart = { $game } puanı, son { $games } puanlı maç, { $from } → { $to }
web-player-head-to-head = Karşılıklı
web-player-matches = Maçlar

## A finished match's page
web-match-title = Maç #{ $id }: { $game } — { $a } - { $b }
web-match-heading = Maç #{ $id }: { $game }
web-match-not-finished = Bitmedi.
web-match-played = Oynanma
web-match-moves = Hamleler
web-match-commitment = Dağıtım taahhüdü
web-match-record = Kayıt
web-match-record-where = Yalnızca bu maçın oyuncuları Discord’da { $command } ile alabilir
web-match-step = Adım { $step } / { $last }
web-match-film = Maçın tamamı tek bir hareketli resimde
web-steps = Adımlar
web-steps-start = « Baş
web-steps-back = ◀ Geri
web-steps-next = İleri ▶
web-steps-end = Son »

## One step of a match
web-chapter-round = Tur { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Dağıtım { $n }
web-score-score = Skor
web-score-stores = Yığınlar (az olan kazanır)
web-score-clashes = Kazanılan clash
web-score-points = Puan
web-step-unreadable = (okunamayan adım)
web-step-dealt = Dağıtıldığı hâliyle masa.
web-step-moved-unreadable = { $who } hamle yaptı (okunamayan adım).
web-step-moved = { $who } hamle yaptı.
web-step-timeout-skipped = { $who } süresini doldurdu: sırası atlandı.
web-step-timeout-default = { $who } süresini doldurdu: kuralların varsayılan hamlesi oynandı.
web-step-resigned = { $who } çekildi.
web-step-ruled-out = Yönetici { $who } adlı oyuncuyu dışarıda bıraktı: hükmen yenilgi.
web-step-missed-turns = Kaçırılan sıralar: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = Sıradaki: { $who } { $what }.
web-step-voided-host = Yönetici geçersiz saydı: { $reason }. Sonuç yok, puan yok.
web-step-voided-organiser = Organizatör geçersiz saydı: { $reason }. Sonuç yok, puan yok; oyuncuları yeni bir maç oynar.

## How a match ended
web-outcome-awarded-host = Kazanan { $winner }: maçı yönetici verdi ({ $reason }).
web-outcome-awarded-organiser = Kazanan { $winner }: maçı organizatör verdi ({ $reason }).
web-outcome-dm-draw = Kazanan { $winner }: oyun berabere bitti ve berabere biten bir Death Match DMO'ya gider.
web-outcome-draw = Maç berabere bitti.
web-outcome-won = Maçı { $winner } kazandı.
web-outcome-forfeit = Kazanan { $winner }: { $loser } hükmen yenildi.
web-outcome-missed-turns = Kazanan { $winner }: { $loser } { $turns } sıra kaçırdı ve hükmen yenildi.
web-outcome-dropped-out = Kazanan { $winner }: { $loser } turnuvadan çekildi.
web-outcome-resigned = Kazanan { $winner }: { $loser } çekildi.

## Live matches
web-live-title = Canlı maçlar · clash-bot
web-live-description = Şu anda oynanan { $count } maç.
web-live-heading = Canlı maçlar
web-live-none = Şu anda oynanan maç yok.
web-live-match-title = Maç #{ $id } canlı: { $game } — { $a } - { $b }
web-live-match-description = { $game } şu anda oynanıyor.
web-live-follows = Bu sayfa maçı izler: her hamleden sonra kendini yeniler.

## A tournament's page
web-tournament-title = Turnuva #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players } oyuncu · { $status }
web-tournament-name = Turnuva #{ $id }: { $name }
web-tournament-status-signup = Kayıtlar açık
web-tournament-status-playing = Sürüyor
web-tournament-status-finished = Bitti
web-tournament-status-cancelled = İptal edildi
web-tournament-round-of = tur { $round } / { $rounds }
web-tournament-round-now = tur { $round }
web-tournament-follows = Bu sayfa turnuvayı izler: bir sonuç geldiğinde kendini yeniler.
web-tournament-standings = Puan durumu
web-tournament-dropped = (çekildi)
web-tournament-byes = ({ $byes } bay)
web-tournament-bracket = Eşleşme tablosu
web-tournament-tie-breaks = Eşitlikler önce Buchholz (rakiplerin puanları), sonra Sonneborn-Berger (yenilen rakiplerin puanları ve berabere kalınanların puanlarının yarısı) ile bozulur.
web-tournament-round = Tur { $round }
web-tournament-won = kazanan { $name }
web-tournament-playing = sürüyor
web-tournament-draw = beraberlik
web-tournament-bye = bay
web-tournament-walkover = hükmen geçti
web-tournament-match-playing = #{ $id } (sürüyor)

## A bracket's picture and its words
web-bracket-final = Final
web-bracket-round = Tur { $round }
web-bracket-bye = bay
web-bracket-alt = Eşleşme tablosu: { $name }.
web-bracket-alt-round = Tur { $round }: { $boards }.
web-bracket-through = { $a } tur atladı
web-bracket-beat = { $a }, { $b } karşısında kazandı
web-bracket-playing = { $a } - { $b }, sürüyor

## A film's seat labels (drawn into the picture)
web-film-player = Oyuncu { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = Tahta
web-activity-connecting = Discord'a bağlanılıyor…
web-activity-signing-in = Giriş yapılıyor…
web-activity-finding = Maçın aranıyor…
web-activity-outside = Bu sayfa Discord'un içinde açılır: bir maçın masasının altındaki “Tahtada oyna”yı kullan.
web-activity-denied = Girişe izin vermedin, bu yüzden tahta yerini gösteremiyor.
web-activity-failed = Tahta açılamadı. Kapatıp yeniden dene.
web-activity-no-match = Bu kanalda süren bir maçın yok.
web-activity-busy = Tahta şu an meşgul. Birazdan yeniden dene.

## Discord ile giriş
web-signin = Discord ile giriş yap
web-signout = Çıkış yap
web-signed-in-as = { $name } olarak giriş yapıldı
web-signin-refused = Giriş reddedildi
web-signin-refused-text = Bu giriş bu tarayıcıda başlamadı ya da çok uzun sürdü. Bulunduğun sayfadan yeniden giriş yap.
web-signin-cancelled = Giriş yapılmadı
web-signin-cancelled-text = Discord girişini yapmadı: istek iptal edildi ya da reddedildi.
web-signin-expired = Girişin süresi doldu
web-signin-expired-text = Discord bu girişi artık kabul etmiyor: zaten kullanılmış ya da çok eski. Yeniden giriş yap.
web-signin-discord-down = Discord yanıt vermedi
web-signin-discord-down-text = Giriş için Discord gerekiyor ve beklendiği gibi yanıt vermedi. Birazdan yeniden dene.
web-forged = İstek reddedildi
web-forged-text = Bu istek botun bir sayfasından gelmedi ya da oturumun sona erdi. Sayfayı yenile ve yeniden dene.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Yerin: maç #{ $id }, { $game }
web-seat-your-move = Hamle sende
web-seat-your-hand = Elin
web-seat-last-move = Rakibinin son hamlesi
web-seat-waiting = { $who } bekleniyor.
web-seat-clock = Saatin { $time } itibarıyla doluyor.
web-seat-match-page = Maçın tamamını gör
web-seat-send = Gönder
web-forbidden = İzin yok
web-forbidden-text = Bunu yalnızca bu maçın giriş yapmış bir oyuncusu, kendi sayfasından yapabilir.

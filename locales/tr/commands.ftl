### Glossary (Türkçe): game = oyun, match = maç, turn = hamle sırası, player = oyuncu,
### opponent = rakip, season = sezon, leaderboard = sıralama, rating = puan,
### rated = puanlı, forfeit = hükmen yenilgi, organiser = organizatör, host = yönetici,
### tournament = turnuva, sign-up = kayıt, standings = puan durumu, round = tur,
### record = kayıt, draw = beraberlik; Death Match, EC ve DMO olduğu gibi kalır.

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = meydan_oku
cmd-challenge-description = Bir oyuncuya, bana (bot: hemen oynarız) ya da buradaki herkese (rakip boş) meydan oku.
cmd-challenge-game = oyun
cmd-challenge-game-description = Hangi oyun
cmd-challenge-opponent = rakip
cmd-challenge-opponent-description = Kime meydan okunacak (bota karşı oynamak için ben); boş bırakırsan buradaki herkes kabul edebilir
cmd-challenge-target = hedef
cmd-challenge-target-description = Maçı kazandıran puan (ya da clash); boşsa oyunun varsayılanı
cmd-challenge-turn_seconds = hamle_saniyesi
cmd-challenge-turn_seconds-description = Hamle başına saniye: süresiz için 0; boşsa sunucunun varsayılanı

cmd-practice = antrenman
cmd-practice-description = Bota karşı oyna: her oyun, her zaman. Puansız.
cmd-practice-game = oyun
cmd-practice-game-description = Hangi oyun
cmd-practice-level = seviye
cmd-practice-level-description = Botun ne kadar iyi oynadığı; boşsa güçlü
cmd-practice-level-easy = kolay
cmd-practice-level-strong = güçlü
cmd-practice-level-random = rastgele (yeni başlayanın ilk oyunları)
cmd-practice-target = hedef
cmd-practice-target-description = Maçı kazandıran puan (ya da clash); boşsa oyunun varsayılanı
cmd-practice-turn_seconds = hamle_saniyesi
cmd-practice-turn_seconds-description = Hamle başına saniye: süresiz için 0; boşsa sunucunun varsayılanı

cmd-games = maçlar
cmd-games-description = Devam eden maçların.

cmd-resign = pes_et
cmd-resign-description = Maçlarından birinden çekil (onay ister).
cmd-resign-match = maç
cmd-resign-match-description = Maç numarası (yalnızca birden çok maç oynuyorsan)

cmd-rules = kurallar
cmd-rules-description = Bir oyunun nasıl oynandığı, örneklerle.
cmd-rules-game = oyun
cmd-rules-game-description = Hangi oyun

cmd-rank = değerlendir
cmd-rank-description = 1-4 kartlık bir Clash dizisini değerlendir, ör. `9S 9H 7D 7C`.
cmd-rank-cards = kartlar
cmd-rank-cards-description = 1-4 kart, ör. 9S 9H 7D 7C (on için 10 ya da T; renkler S H D C ya da ♠♥♦♣)

cmd-leaderboard = sıralama
cmd-leaderboard-description = Bu sunucuda bir oyunun sıralaması.
cmd-leaderboard-game = oyun
cmd-leaderboard-game-description = Hangi oyun
cmd-leaderboard-season = sezon
cmd-leaderboard-season-description = Hangi sezon (boşsa süren sezon; tüm zamanlar için all)
cmd-leaderboard-page = sayfa
cmd-leaderboard-page-description = Sayfa, her biri 10 oyuncu (boşsa 1)

cmd-stats = istatistik
cmd-stats-description = Bir oyuncunun puanı, sırası ve karnesi (kimse belirtilmezse seninki).
cmd-stats-user = kullanıcı
cmd-stats-user-description = Kimin istatistikleri (boşsa seninkiler)
cmd-stats-game = oyun
cmd-stats-game-description = Hangi oyun (boşsa oynadığı tüm oyunlar)
cmd-stats-season = sezon
cmd-stats-season-description = Hangi sezon (boşsa süren sezon; tüm zamanlar için all)

cmd-history = geçmiş
cmd-history-description = Bir oyuncunun son puanlı maçları (kimse belirtilmezse seninkiler).
cmd-history-user = kullanıcı
cmd-history-user-description = Kimin maçları (boşsa seninkiler)
cmd-history-game = oyun
cmd-history-game-description = Hangi oyun (boşsa hepsi)
cmd-history-season = sezon
cmd-history-season-description = Hangi sezon (boşsa süren sezon; tüm zamanlar için all)

cmd-season = sezon
cmd-season-description = Sezonlar: sıfırdan başlayan sıralamalar (organizatörler başlatır ve bitirir).

cmd-season-start = başlat
cmd-season-start-description = Yeni bir sezon başlat ve süreni kapat (son ilk 10 listeleri paylaşılır).
cmd-season-start-name = ad
cmd-season-start-name-description = Yeni sezonun adı, ör. Sezon 4
cmd-season-start-soft_reset = yumuşak_sıfırlama
cmd-season-start-soft_reset-description = Oyuncular tüm zamanlar puanının 1500'e yarı yarıya çekilmiş haliyle başlar (varsayılan: herkes 1500)

cmd-season-end = bitir
cmd-season-end-description = Süren sezonu yenisini başlatmadan bitir (son ilk 10 listeleri paylaşılır).

cmd-season-list = liste
cmd-season-list-description = Bu sunucunun sezonları ve tarihleri.

cmd-record = kayıt
cmd-record-description = Biten maçlarından birinin kaydı; `clash-bot verify` ile denetlenecek bir dosya olarak.
cmd-record-match = maç
cmd-record-match-description = Maç numarası

cmd-replay = tekrar
cmd-replay-description = Bu sunucuda biten bir maçı hamle hamle izle.
cmd-replay-match = maç
cmd-replay-match-description = Maç numarası
cmd-replay-public = herkese_açık
cmd-replay-public-description = Herkes izleyebilsin diye kanalda paylaş (boşsa yalnızca sen görürsün)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Death Match yönet (kayıt dışında yalnızca yöneticiler).

cmd-deathmatch-start = başlat
cmd-deathmatch-start-description = Bir Death Match başlat: kimin başlayacağını DMO seçer.
cmd-deathmatch-start-game = oyun
cmd-deathmatch-start-game-description = Hangi oyun
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = Eleme adayı (EC)
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = EC'nin seçtiği Death Match rakibi (DMO)
cmd-deathmatch-start-event = etkinlik
cmd-deathmatch-start-event-description = Death Match'leri gruplayan etkinlik adı, ör. Sezon 4, 2. hafta
cmd-deathmatch-start-turn_seconds = hamle_saniyesi
cmd-deathmatch-start-turn_seconds-description = Hamle başına saniye (varsayılan 60; süresiz için 0)
cmd-deathmatch-start-max_strikes = en_çok_kaçırma
cmd-deathmatch-start-max_strikes-description = Hükmen yenilgi getiren kaçırılmış hamle sayısı (varsayılan 5)
cmd-deathmatch-start-reserve_seconds = yedek_saniye
cmd-deathmatch-start-reserve_seconds-description = Oyuncu başına süre bankası; bir hamle atlanmadan önce harcanır (varsayılan 0)
cmd-deathmatch-start-draw_to_dmo = beraberlik_dmo
cmd-deathmatch-start-draw_to_dmo-description = Beraberlik DMO'ya mı yazılır (varsayılan evet)

cmd-deathmatch-schedule = planla
cmd-deathmatch-schedule-description = Bir Death Match planla: hemen duyurulur, hatırlatılır, check-in yapılır, zamanında başlar.
cmd-deathmatch-schedule-game = oyun
cmd-deathmatch-schedule-game-description = Hangi oyun
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = Eleme adayı (EC)
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = EC'nin seçtiği Death Match rakibi (DMO)
cmd-deathmatch-schedule-at = zaman
cmd-deathmatch-schedule-at-description = Ne zaman: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = ek_süre
cmd-deathmatch-schedule-grace-description = Gelmeyen oyuncunun başlangıçtan sonra hükmen yenilmeden önceki süresi (varsayılan 5m)
cmd-deathmatch-schedule-event = etkinlik
cmd-deathmatch-schedule-event-description = Death Match'leri gruplayan etkinlik adı, ör. Sezon 4, 2. hafta
cmd-deathmatch-schedule-turn_seconds = hamle_saniyesi
cmd-deathmatch-schedule-turn_seconds-description = Hamle başına saniye (varsayılan 60; süresiz için 0)
cmd-deathmatch-schedule-max_strikes = en_çok_kaçırma
cmd-deathmatch-schedule-max_strikes-description = Hükmen yenilgi getiren kaçırılmış hamle sayısı (varsayılan 5)

cmd-deathmatch-reschedule = yeniden_planla
cmd-deathmatch-reschedule-description = Planlı bir Death Match'i veya turnuvayı başka bir zamana taşı (yalnızca yöneticisi).
cmd-deathmatch-reschedule-scheduled = planlı
cmd-deathmatch-reschedule-scheduled-description = Planlı Death Match'in veya turnuvanın numarası
cmd-deathmatch-reschedule-at = zaman
cmd-deathmatch-reschedule-at-description = Yeni zaman: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = planı_iptal_et
cmd-deathmatch-cancel-description = Planlı bir Death Match'i veya turnuvayı nedenini paylaşarak iptal et (yalnızca yöneticisi).
cmd-deathmatch-cancel-scheduled = planlı
cmd-deathmatch-cancel-scheduled-description = Planlı Death Match'in veya turnuvanın numarası
cmd-deathmatch-cancel-reason = neden
cmd-deathmatch-cancel-reason-description = Neden (iptalle birlikte paylaşılır)

cmd-deathmatch-start-now = şimdi_başlat
cmd-deathmatch-start-now-description = Planlı bir Death Match'i veya turnuvayı check-in'e bakmadan şimdi başlat (yalnızca yöneticisi).
cmd-deathmatch-start-now-scheduled = planlı
cmd-deathmatch-start-now-scheduled-description = Planlı Death Match'in veya turnuvanın numarası

cmd-deathmatch-pause = duraklat
cmd-deathmatch-pause-description = Bir Death Match'i duraklat: sürdürülene dek hamle ve saat yok.
cmd-deathmatch-pause-match = maç
cmd-deathmatch-pause-match-description = Maç numarası
cmd-deathmatch-pause-reason = neden
cmd-deathmatch-pause-reason-description = Neden (duraklatmayla birlikte paylaşılır)

cmd-deathmatch-resume = sürdür
cmd-deathmatch-resume-description = Duraklatılmış bir Death Match'i kalan süreyle sürdür.
cmd-deathmatch-resume-match = maç
cmd-deathmatch-resume-match-description = Maç numarası
cmd-deathmatch-resume-reason = neden
cmd-deathmatch-resume-reason-description = Neden (sürdürmeyle birlikte paylaşılır)

cmd-deathmatch-addtime = süre_ekle
cmd-deathmatch-addtime-description = Bir Death Match'in şu anki hamlesine süre ekle.
cmd-deathmatch-addtime-match = maç
cmd-deathmatch-addtime-match-description = Maç numarası
cmd-deathmatch-addtime-seconds = saniye
cmd-deathmatch-addtime-seconds-description = Şu anki hamleye eklenecek saniye
cmd-deathmatch-addtime-reason = neden
cmd-deathmatch-addtime-reason-description = Neden (bununla birlikte paylaşılır)

cmd-deathmatch-void = iptal
cmd-deathmatch-void-description = Bir Death Match'i sonuçsuz ve puansız bitir.
cmd-deathmatch-void-match = maç
cmd-deathmatch-void-match-description = Maç numarası
cmd-deathmatch-void-reason = neden
cmd-deathmatch-void-reason-description = Neden (bununla birlikte paylaşılır)

cmd-deathmatch-award = hükmen_ver
cmd-deathmatch-award-description = Bir Death Match'i bir oyuncunun galibiyetiyle bitir (ör. diskalifiye); hükmen sayılır.
cmd-deathmatch-award-match = maç
cmd-deathmatch-award-match-description = Maç numarası
cmd-deathmatch-award-player = oyuncu
cmd-deathmatch-award-player-description = Kazanan oyuncu
cmd-deathmatch-award-reason = neden
cmd-deathmatch-award-reason-description = Neden (bununla birlikte paylaşılır)

cmd-deathmatch-list = liste
cmd-deathmatch-list-description = Yöneticinin paneli: sunucunun Death Match'leri (ya da bir etkinliğinkiler).
cmd-deathmatch-list-event = etkinlik
cmd-deathmatch-list-event-description = Yalnızca bu etkinliğin Death Match'leri

cmd-deathmatch-record = kayıt
cmd-deathmatch-record-description = Biten bir Death Match'in tam kaydı; yöneticisi ve iki oyuncusu için.
cmd-deathmatch-record-match = maç
cmd-deathmatch-record-match-description = Maç numarası

cmd-tournament = turnuva
cmd-tournament-description = Turnuvalar: İsviçre, tek eleme ya da herkes herkese; eşleştirmeyi ve başlatmayı bot yapar.

cmd-tournament-create = oluştur
cmd-tournament-create-description = Bir turnuvanın kaydını aç (organizatörler).
cmd-tournament-create-game = oyun
cmd-tournament-create-game-description = Hangi oyun
cmd-tournament-create-format = biçim
cmd-tournament-create-format-description = Oyuncuların nasıl eşleştirileceği
cmd-tournament-create-format-swiss = İsviçre sistemi
cmd-tournament-create-format-single-elimination = tek eleme
cmd-tournament-create-format-round-robin = herkes herkese
cmd-tournament-create-name = ad
cmd-tournament-create-name-description = Turnuvanın adı
cmd-tournament-create-rounds = turlar
cmd-tournament-create-rounds-description = Yalnızca İsviçre: kaç tur (varsayılan: net bir kazanan için yeterince)
cmd-tournament-create-target = hedef
cmd-tournament-create-target-description = Her maçın hedefi (varsayılan: oyununki)
cmd-tournament-create-turn_seconds = hamle_saniyesi
cmd-tournament-create-turn_seconds-description = Hamle başına saniye (varsayılan 120); süresi biten hükmen kaybeder
cmd-tournament-create-max_players = en_çok_oyuncu
cmd-tournament-create-max_players-description = En çok bu kadar oyuncu (2 ile 256 arası, varsayılan 256)
cmd-tournament-create-signup_minutes = kayıt_dakikası
cmd-tournament-create-signup_minutes-description = Kayıt kapanıp turnuva başlayana dek dakika (varsayılan 15)
cmd-tournament-create-rated = puanlı
cmd-tournament-create-rated-description = Maçları puanlı mı (varsayılan evet)
cmd-tournament-create-starts_at = başlangıç
cmd-tournament-create-starts_at-description = Planla: ne zaman başlar (o zamana dek kayıt, öncesinde check-in), örn. tomorrow 18:00

cmd-tournament-start = başlat
cmd-tournament-start-description = Kaydı şimdi kapat ve 1. turu eşleştir (organizatörler).
cmd-tournament-start-tournament = turnuva
cmd-tournament-start-tournament-description = Turnuva numarası

cmd-tournament-drop = çekil
cmd-tournament-drop-description = Bir turnuvadan çekil ya da (organizatörler) bir oyuncuyu çıkar.
cmd-tournament-drop-tournament = turnuva
cmd-tournament-drop-tournament-description = Turnuva numarası
cmd-tournament-drop-player = oyuncu
cmd-tournament-drop-player-description = Organizatörler: çıkarılacak oyuncu (varsayılan: sen)
cmd-tournament-drop-reason = neden
cmd-tournament-drop-reason-description = Neden (bununla birlikte paylaşılır)

cmd-tournament-award = hükmen_ver
cmd-tournament-award-description = Süren bir turnuva maçını oyuncularından birine ver (organizatörler).
cmd-tournament-award-match = maç
cmd-tournament-award-match-description = Maç numarası
cmd-tournament-award-player = oyuncu
cmd-tournament-award-player-description = Kazanan oyuncu
cmd-tournament-award-reason = neden
cmd-tournament-award-reason-description = Neden (bununla birlikte paylaşılır)

cmd-tournament-void = iptal
cmd-tournament-void-description = Süren bir turnuva maçını iptal et: sonuç yok, oyuncuları yeniden oynar (organizatörler).
cmd-tournament-void-match = maç
cmd-tournament-void-match-description = Maç numarası
cmd-tournament-void-reason = neden
cmd-tournament-void-reason-description = Neden (bununla birlikte paylaşılır)

cmd-tournament-end = bitir
cmd-tournament-end-description = Turnuvayı şimdi, mevcut puan durumuyla bitir (organizatörler).
cmd-tournament-end-tournament = turnuva
cmd-tournament-end-tournament-description = Turnuva numarası
cmd-tournament-end-reason = neden
cmd-tournament-end-reason-description = Neden (bununla birlikte paylaşılır)

cmd-tournament-list = liste
cmd-tournament-list-description = Bu sunucunun turnuvaları, en yenisi önce.

cmd-tournament-show = göster
cmd-tournament-show-description = Bir turnuvanın kaydı ya da puan durumu (bir sayfası), yalnızca sana gösterilir.
cmd-tournament-show-tournament = turnuva
cmd-tournament-show-tournament-description = Turnuva numarası
cmd-tournament-show-page = sayfa
cmd-tournament-show-page-description = Puan durumunun hangi sayfası (sayfa başına 24 oyuncu; varsayılan 1)

cmd-settings = ayarlar
cmd-settings-description = Bu sunucunun ayarlarını gör ve değiştir (Sunucuyu Yönet).

cmd-puzzle = puzzle
cmd-puzzle-description = Bir oyunun bugünkü bulmacası, yalnızca sana görünür.
cmd-puzzle-game = oyun
cmd-puzzle-game-description = Hangi oyun (boşsa bugün henüz cevaplamadığın ilk oyun)
cmd-puzzles = puzzles
cmd-puzzles-description = Bu sunucunun bulmaca sıralaması: puanlar, çözümler ve seriler.
cmd-puzzles-page = sayfa
cmd-puzzles-page-description = Sayfa, her biri 10 oyuncu (boşsa 1)

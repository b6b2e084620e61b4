### Glossary (Türkçe): challenge = meydan okuma (meydan okumak), open challenge = açık meydan okuma,
### accept = kabul etmek, decline = reddetmek, withdraw = geri çekmek, match = maç, practice =
### antrenman, toss = kura, turn = hamle, move = hamle, clock = saat, forfeit = hükmen yenilgi,
### resign = çekilmek, thread = başlık, player = oyuncu, opponent = rakip, rated = puanlı.
### Meydan okumalar (/meydan_oku), bota karşı antrenman, rövanş, maçların, çekilme ve bir maçın
### başlığı. Kimlikler, adlar, oyunlar, bahsetmeler ve Discord zaman damgaları ($expires, $deadline)
### olduğu gibi aktarılır.

## Meydan okuma gönderisi ve düğmeleri (sunucunun dili).
challenge-accept = Kabul et
challenge-decline = Reddet
challenge-cancel = Geri çek
challenge-anyone = buradaki herkes
challenge-terms-target = { $target } olan kazanır
challenge-terms-untimed = süresiz
challenge-terms-clock = hamle başına { $seconds } sn, { $strikes } kaçırılan hamle hükmen yenilgi
challenge-post-emphasis = Meydan okuma #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger }, { $opponent } oyuncusuna { $game } için meydan okuyor ({ $terms }).
    { $opponent }, kabul ediyor musun? Bu meydan okuma { $expires } sona eriyor.
challenge-post-open-emphasis = Açık meydan okuma #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger }, buradaki herkese { $game } için meydan okuyor ({ $terms }).
    İlk kabul eden oynar. Bu meydan okuma { $expires } sona eriyor.
challenge-accepted-emphasis = Maç #{ $match }
challenge-accepted = ✅ Meydan okuma #{ $id }: { $opponent }, { $challenger } oyuncusunun { $game } meydan okumasını kabul etti — bu { $emphasis }.
challenge-accepted-thread-emphasis = Maç #{ $match }
challenge-accepted-thread = ✅ Meydan okuma #{ $id }: { $opponent }, { $challenger } oyuncusunun { $game } meydan okumasını kabul etti — bu { $emphasis }. Maç, bu mesajdan açılan kendi başlığında oynanıyor.
challenge-accepted-no-thread-emphasis = Maç #{ $match }
challenge-accepted-no-thread = ✅ Meydan okuma #{ $id }: { $opponent }, { $challenger } oyuncusunun { $game } meydan okumasını kabul etti — bu { $emphasis }. Maç bu kanalda oynanıyor: başlığı açılamadı.
# $challenged: bir bahsetme ya da challenge-anyone.
challenge-declined = ❌ Meydan okuma #{ $id }: { $player }, { $challenger } oyuncusunun { $game } meydan okumasını reddetti.
challenge-withdrawn = 🚫 Meydan okuma #{ $id }: { $challenger }, { $challenged } için yaptığı meydan okumayı ({ $game }) geri çekti.
challenge-expired = ⌛ { $challenger } oyuncusunun { $challenged } için meydan okuması #{ $id } ({ $game }) yanıtsız sona erdi.

## Bota karşı bir maç (sunucunun dili; başlık notu oyuncunun dili).
practice-line = 🤖 { $match } — { $player }, { $bot } karşısında { $game } oynuyor ({ $level ->
        [easy] kolay
        [random] rastgele
       *[strong] güçlü
    } seviye). Antrenman: puansız. Sırada kura var.
practice-in-thread = Kendi başlığında oynanıyor, başlık şimdi açılıyor.

## Maçların ve çekilme (okuyucunun dili).
games-none = Devam eden maçın yok. { $command } ile bir tane başlat.
games-head = Devam eden maçların ({ $count }):
# $clock: games-clock ya da boş; $link: " — <masanın bağlantısı>" ya da boş.
games-line = • Maç #{ $id } · { $game } - { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = sıra sende
games-their-move = sıra { $player } oyuncusunda
games-over = bitti
games-list-clock = , süre { $deadline } doluyor
resign-no-such-match = Devam eden #{ $id } numaralı bir maçın yok. { $games } maçlarını listeler.
resign-none = Çekilebileceğin devam eden bir maçın yok.
resign-confirm = Maç #{ $id } ({ $game }) maçından çekilinsin mi? Rakibin hemen kazanır.
resign-which = Birden fazla maç oynuyorsun: hangisinden çekiliyorsun? (ya da { $usage } kullan)
# "/çekil maç:<numara>" içindeki yer tutucu.
resign-number = numara
resign-button = Maç #{ $id } maçından çekil
resign-cancel = Vazgeç

## Bir maçın başlığı (sunucunun dili). Başlık adında kimseden bahsedilemez: oyuncular adlarıyla
## yazılır ($a, $b), toplam en fazla 100 karakter.
thread-bot = bot
thread-someone = bir oyuncu
thread-players = { $a } - { $b }
# $label: turnuvada " · Turnuva #3 · tur 2", yoksa boş.
thread-name = Maç #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } - { $b }: kendi başlığında oynanıyor.
thread-starter-failed = { $match } · { $game } · { $a } - { $b }: bu kanalda oynanıyor: başlığı açılamadı.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) - { $b } (DMO), yönetici { $host }: kendi başlığında oynanıyor.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) - { $b } (DMO), yönetici { $host }: bu kanalda oynanıyor: başlığı açılamadı.
thread-result =
    { $result }
    🧵 Maç: <#{ $thread }>

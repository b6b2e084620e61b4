### Glossary (Türkçe): game = oyun, match = maç, player = oyuncu, opponent = rakip,
### season = sezon, leaderboard/board = sıralama, rating = puan, rated = puanlı,
### rank = sıra, streak = seri, W-L-D = G-M-B (galibiyet-mağlubiyet-beraberlik),
### win = galibiyet, loss = mağlubiyet, draw = beraberlik, forfeit = hükmen yenilgi,
### resign = çekilmek, soft reset = yumuşak sıfırlama, record (file) = kayıt,
### organiser = organizatör. Değişkenlere ek getirilmez (ör. "{ $season }'da" yerine
### "sezon: { $season }").

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = tüm zamanlar
boards-in-season = bu sezonda ({ $season })
boards-on-server = bu sunucuda

## /leaderboard
board-title = { $game } sıralaması
board-page = sayfa { $page } / { $pages }
board-players = { $count ->
    [one] { $count } oyuncu
   *[other] { $count } oyuncu
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } maç
   *[other] { $games } maç
} · seri { $streak }
board-streak-won = G{ $count }
board-streak-lost = M{ $count }
board-legend = Puan · G-M-B (galibiyet-mağlubiyet-beraberlik) · maçlar · güncel seri.
board-provisional = { $mark } geçici bir puanı gösterir (sapma { $deviation } veya daha fazla).
board-min-games = Oyuncular { $games } puanlı maçtan sonra görünür.
board-empty = Bu sıralamada henüz kimse yok: girmek için { $games ->
    [one] puanlı bir maç bitir
   *[other] { $games } puanlı maç bitir
} (oyun: { $game }; birine { $challenge } ile meydan oku).
board-empty-ended = Bu sezon sona erdiğinde sıralamada kimse yoktu: { $season }.
board-previous = Önceki
board-next = Sonraki
board-web = Sıralamanın tamamı web'de
board-no-page = { $page }. sayfa yok: { $game } sıralamasında { $pages ->
    [one] yalnızca 1. sayfa var
   *[other] 1 ile { $pages } arası sayfalar var
}.

## A closed season's placements
placements-title = { $season } final ilk { $top }

## /stats
stats-rating = Puan { $rating }
stats-provisional = (± değeri { $deviation } altına inene dek geçici)
stats-rank = sıra { $rank } / { $players }
stats-unranked = henüz sıralamada değil: { $games } puanlı maç daha gerekli
stats-win-rate = %{ $percent }
stats-record = Karne { $record } (G-M-B, { $games } maç) · galibiyet oranı { $rate } · güncel seri { $streak } · en uzun galibiyet serisi { $best }
stats-top-opponent = En çok oynanan rakip: { $player } ({ $games } maç)
stats-head-to-head-none = Seninle karşılaşmalar: henüz maç yok.
stats-head-to-head = Seninle karşılaşmalar: { $player } { $wins } kez kazandı, sen { $losses } kez kazandın, { $draws } beraberlik.
stats-none-yours = Henüz puanlı maçın yok ({ $place }). Puan almak için bir maç bitir (birine { $challenge } ile meydan oku).
stats-none-yours-game = Henüz { $game } oyununda puanlı maçın yok ({ $place }). Puan almak için bir maç bitir (birine { $challenge } ile meydan oku).
stats-none = { $player }: henüz puanlı maç yok ({ $place }).
stats-none-game = { $player }: henüz { $game } oyununda puanlı maç yok ({ $place }).
stats-web = Web'de oyuncu sayfası

## /history
history-title = { $count ->
    [one] Son puanlı maç
   *[other] Son { $count } puanlı maç
}
history-title-game = { $count ->
    [one] { $game } oyununda son puanlı maç
   *[other] { $game } oyununda son { $count } puanlı maç
}
history-none = { $player }: henüz puanlı maç yok ({ $place }).
history-none-game = { $player }: henüz { $game } oyununda puanlı maç yok ({ $place }).
history-win = Galibiyet
history-loss = Mağlubiyet
history-draw = Beraberlik
history-forfeited = (süreden hükmen yenilgi)
history-opponent-forfeited = (rakip süreden hükmen yenildi)
history-resigned = (çekildi)
history-opponent-resigned = (rakip çekildi)
history-line = { $result } { $how } · rakip { $player } · { $score } · { $change } · Maç #{ $match }
history-line-plain = { $result } · rakip { $player } · { $score } · { $change } · Maç #{ $match }

## The season option's suggestions
season-choice-running = { $season } (sürüyor)
season-choice-all-time = Tüm zamanlar

## The rating lines of a game-over post
ratings = Puanlar: { $changes }
ratings-season = Puanlar ({ $season }): { $changes }
ratings-bot = Puansız: bota karşı oynanan maç hiçbir sıralamada sayılmaz.
ratings-voided = Puansız: yönetici maçı geçersiz saydı.
ratings-too-early = Puansız: maç ilk hamleden önce bitti.

## /record
record-match = Maç #{ $match }
record-file = { $match } ({ $game }) kaydı: tohum ve tuz, her koltuğun eli, her hamle ve sonuç. { $verify } ile doğrula: kura sırasında paylaşılan taahhüdü yeniden hesaplar ve maçı yeniden oynatır.
record-no-match = Maç #{ $match } yok.
record-not-a-player = Maç #{ $match } kaydını yalnızca maçı oynayan { $a } ve { $b } alabilir.
record-not-over = Maç #{ $match } hâlâ sürüyor: kayıt maç bitince alınabilir.

## /season
season-list-empty = Bu sunucunun henüz sezonu yok: sıralamaları tüm zamanlara ait. Organizatörler { $start } ile bir sezon başlatır.
season-list-title = Bu sunucudaki sezonlar ({ $count })
season-list-hint = { $leaderboard }, { $stats } ve { $history } süren sezonu gösterir; { $option } başka bir sezonu, { $all } tüm zamanlar sıralamalarını seçer.
season-running-since = başlangıç: { $date } (sürüyor)
season-soft-reset = yumuşak sıfırlama
season-over = Sezon bitti: { $season } ({ $from } – { $to }).
season-over-nobody = Sıralamalarında kimse yoktu.
season-over-placements = Final sıralamaları aşağıda, her oyun için bir mesaj ({ $games }); { $leaderboard } bunları { $option } { $season } seçilince yeniden gösterir.
season-none-runs = Şu an süren sezon yok: bir sonraki { $start } komutuna dek puanlı maçlar yalnızca tüm zamanlar sıralamalarında sayılır.
season-started = Yeni sezon başladı: { $season }. Bundan sonra biten her puanlı maç bu sezonda (ve tüm zamanlarda) sayılır, süren maçlar dahil.
season-start-soft = Yumuşak sıfırlama: her oyuncu, 1500'e doğru yarı yola çekilmiş tüm zamanlar puanıyla başlar; sapması 350'ye doğru yarı yola yükseltilir.
season-start-fresh = Herkes 1500 puanla sıfırdan başlar.
season-started-hint = { $leaderboard } bu sezonu gösterir; { $all } tüm zamanlar sıralamalarını.

## Season refusals
organisers-only = Bunu yalnızca { $who ->
    [hosts] Death Match yöneticileri
    [tournament] turnuva organizatörleri
   *[other] organizatörler
} yapabilir: "Sunucuyu Yönet" iznine sahip üyeler. Hiçbir şey değiştirilmedi.
organisers-only-roles = Bunu yalnızca { $who ->
    [hosts] Death Match yöneticileri
    [tournament] turnuva organizatörleri
   *[other] organizatörler
} yapabilir: yönetici rolüne sahip üyeler ({ $roles }). Hiçbir şey değiştirilmedi.
season-error-bad-name = Sezon adı tek satırda 1 ile { $max } karakter arasında olmalı.
season-error-reserved = { $all } tüm zamanlar sıralamasının adıdır: sezona başka bir ad ver.
season-error-taken = Bu sunucuda bu adda bir sezon zaten var: { $season }. Başka bir ad seç.
season-error-none-open = Bu sunucuda süren sezon yok: { $start } yeni bir sezon açar.
season-error-no-such = Bu sunucuda bu adda bir sezon yok: { $season }. Listeden birini seç ya da tüm zamanlar için { $all } yaz.

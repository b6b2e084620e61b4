### Glossary (Türkçe): tournament = turnuva, sign-up = kayıt, round = tur,
### standings = puan durumu, bye = bay, seed = seri başı, organiser = organizatör,
### match = maç, W-L-D = G-M-B, Swiss = İsviçre sistemi, single elimination = tek eleme,
### round robin = lig usulü. Buchholz ve SB (Sonneborn-Berger) olduğu gibi kalır.
### Değişkenlere ek getirilmez.

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = İsviçre sistemi
tournament-format-single-elimination = Tek eleme
tournament-format-round-robin = Lig usulü
tournament-format-in-sentence-swiss = İsviçre sistemi
tournament-format-in-sentence-single-elimination = tek eleme
tournament-format-in-sentence-round-robin = lig usulü
tournament-heading = Turnuva #{ $id } · { $name }
tournament-target = hedef { $target }
tournament-turn = hamle başına { $seconds } sn
tournament-rated = puanlı
tournament-not-rated = puansız

## The public message
tournament-join = Katıl
tournament-leave = Ayrıl
tournament-called-off-before = Başlamadan iptal edildi (kayıtlı oyuncu: { $count }).
tournament-round-of = Tur { $round } / { $rounds } · organizatör: { $organiser }
tournament-finished-after-emphasis = son puan durumu
tournament-finished-after = Tur { $round } sonunda bitti · organizatör: { $organiser } · { $emphasis }
tournament-signup = Organizatör: { $organiser }. Kayıt { $relative } kapanır ya da organizatör başlatınca ({ $start }).
tournament-signed-up-emphasis = { $count } oyuncu
tournament-signed-up = Kayıtlı: { $emphasis } (en fazla { $max })
tournament-signed-up-names-emphasis = { $count } oyuncu
tournament-signed-up-names = Kayıtlı: { $emphasis } (en fazla { $max }): { $names }
tournament-and-more = ve { $count } kişi daha
tournament-round = Tur { $round }
tournament-more-boards = …ve { $count } masa daha
tournament-bye = { $player } bay geçiyor (galibiyet sayılır)
tournament-through = { $player } oynamadan tur atlıyor
tournament-match = Maç #{ $match }
tournament-a-match = bir maç
tournament-board = { $match }: { $a } - { $b } — { $state }
tournament-won-by = kazanan: { $player }
tournament-drawn = berabere
tournament-decided = karara bağlandı
tournament-over-state = bitti
tournament-playing = oynanıyor
tournament-dropped = (çekildi)
tournament-line-elimination = seri başı { $seed } · { $wins } galibiyet · { $in ->
    [yes] hâlâ turnuvada
   *[no] elendi
}
tournament-line-points = { $points } { $unit ->
    [one] puan
   *[other] puan
} · Buchholz { $buchholz } · SB { $sb } · { $games } maç ({ $record }{ $byes ->
    [0] {""}
   *[other] , { $byes } bay
})
tournament-legend = -# Maçlar: G-M-B, galibiyet-mağlubiyet-beraberlik.
tournament-pages = Puan durumu sayfa { $page } / { $pages } ({ $players } oyuncu) · sayfa { $next } için { $command }
tournament-web = Web'de canlı sayfa

## Posts in the channel
tournament-reason = Sebep: { $reason }
tournament-started = 🏁 { $name } başladı ({ $how }): { $players } oyuncu, { $rounds } tur, { $format }. Süresi biten maçı hükmen kaybeder, böylece her tur biter.
tournament-started-by = organizatör { $by } başlattı
tournament-started-closed = kayıt kapandı
tournament-cancelled-too-few = ❌ { $name } iptal edildi: kayıt { $players } oyuncuyla kapandı, en az 2 gerekiyor.
tournament-cancelled-by = ❌ { $name }, organizatör { $by } tarafından iptal edildi.{ $reason }
tournament-paired = 📋 { $name } · tur { $round } / { $rounds }:
tournament-pairing = { $a } - { $b }
tournament-pairing-match = { $match }: { $a } - { $b }
tournament-replayed = 🔁 { $name } · tur { $round }: { $a } ile { $b } arasındaki Maç #{ $old } { $voided ->
    [yes] geçersiz sayıldı
   *[no] berabere bitti
}, bu yüzden yeniden oynuyorlar: { $new }.
tournament-dropped-out = 🚪 { $player } turnuvadan çekildi: { $name }.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 Organizatör { $by }, { $player } oyuncusunu turnuvadan çıkardı: { $name }.{ $forfeit }{ $reason }
tournament-forfeited = Maç #{ $match } hükmen kaybedildi.
tournament-awarded = ⚖️ { $name }: organizatör { $by }, Maç #{ $match } galibiyetini verdi: { $winner }.{ $reason }
tournament-a-player = bir oyuncu
tournament-voided = ⚖️ { $name }: organizatör { $by }, Maç #{ $match } sonucunu geçersiz saydı; oyuncuları yeniden oynuyor.{ $reason }
tournament-over = 🏆 { $name } bitti. Son puan durumu:
tournament-over-by = 🏆 { $name } bitti (organizatör { $by } bitirdi).{ $reason } Son puan durumu:

## Replies
tournament-reply-created = { $tournament } açıldı: kaydı bu kanalda paylaşıldı. { $relative } başlar ya da { $start } kullandığında.
tournament-reply-started = { $tournament } başladı: 1. tur bu kanalda paylaşıldı.
tournament-reply-you-off-signup-emphasis = Turnuva #{ $id }
tournament-reply-you-off-signup = { $emphasis } kaydından çıktın.
tournament-reply-off-signup-emphasis = Turnuva #{ $id }
tournament-reply-off-signup = { $player }, { $emphasis } kaydından çıkarıldı.
tournament-reply-you-out-emphasis = Turnuva #{ $id }
tournament-reply-you-out = { $emphasis } dışındasın: artık eşleştirilmezsin ve oynanan maç hükmen kaybedilir.
tournament-reply-out-emphasis = Turnuva #{ $id }
tournament-reply-out = { $player }, { $emphasis } dışında: artık eşleştirilmez ve oynanan maç hükmen kaybedilir.
tournament-reply-awarded = Maç #{ $match } galibiyeti verildi: { $player }; sebebinle birlikte paylaşıldı.
tournament-reply-voided = Maç #{ $match } geçersiz sayıldı; oyuncuları yeni bir maç oynar.
tournament-reply-called-off-emphasis = Turnuva #{ $id }
tournament-reply-called-off = { $emphasis } iptal edildi.
tournament-reply-over-emphasis = Turnuva #{ $id }
tournament-reply-over = { $emphasis } bitti: son puan durumu paylaşıldı.
tournament-list-empty = Bu sunucuda henüz turnuva yok. Bir organizatör { $create } ile açar.
tournament-list-title = Bu sunucunun turnuvaları (en yeni önce):
tournament-list-signing-up = kayıt açık, başlangıç { $relative }
tournament-list-round = tur { $round } / { $rounds }
tournament-list-finished = bitti
tournament-list-called-off = iptal edildi
tournament-no-page = Turnuva #{ $id } puan durumunda { $pages ->
    [one] tek sayfa var
   *[other] 1 ile { $pages } arası sayfalar var
}: sayfa { $page } yok.
tournament-joined-emphasis = Turnuva #{ $id } · { $name }
tournament-joined = { $emphasis } turnuvasındasın. Maçların her tur eşleştirildiğinde burada, etiketinle paylaşılır.
tournament-left-emphasis = Turnuva #{ $id } · { $name }
tournament-left = { $emphasis } turnuvasından ayrıldın. Kayıt açıkken yeniden katılabilirsin.

## Refusals
tournament-error-no-reason = Bir sebep yaz: işlemle birlikte paylaşılır.
tournament-error-reason-too-long = Sebep çok uzun: en fazla { $max } karakter.
tournament-error-bad-name = Turnuvaya 1 ile { $max } karakter arasında bir ad ver.
tournament-error-rounds-not-swiss = Tur sayısı yalnızca İsviçre sistemi içindir: { $format } gerektiği kadar tur oynar.
tournament-error-bad-rounds = İsviçre sistemi turnuva 1 ile { $max } tur arası oynanır.
tournament-error-bad-turn-seconds = Her turun bitmesi için turnuva maçlarının hamle saati olmalı: turn_seconds { $min } ile { $max } arasında olmalı.
tournament-error-bad-max-players = Max_players { $min } ile { $max } arasında olmalı.
tournament-error-bad-signup-minutes = Signup_minutes 1 ile { $max } arasında olmalı.
tournament-error-no-such = Turnuva #{ $id } yok.
tournament-error-not-here = Bu sunucuda Turnuva #{ $id } yok.
tournament-error-not-signing-up = Turnuva #{ $id } oyuncu almıyor: { $why }.
tournament-error-already-joined = Zaten Turnuva #{ $id } içindesin.
tournament-error-full = Turnuva #{ $id } dolu: { $players } oyuncu.
tournament-error-leave-started = Turnuva #{ $id } başladı: { $drop } ile çekilebilirsin.
tournament-error-not-signed-up = Turnuva #{ $id } için kaydın yok.
tournament-error-too-few = Turnuva #{ $id } başlamak için en az { $min } oyuncu istiyor; şu an { $players }.
tournament-error-not-an-entrant = { $player }, Turnuva #{ $id } içinde değil.
tournament-error-already-dropped = { $player } zaten Turnuva #{ $id } turnuvasından çekildi.
tournament-error-over = Turnuva #{ $id } bitti: { $why }.
tournament-error-award-to-outsider = Maç #{ $match } galibiyetini iki oyuncusundan birine ver.
tournament-error-not-a-tournament-match = Maç #{ $match } bu sunucuda bir turnuva maçı değil.
tournament-closed-signing-up = kayıt hâlâ sürüyor
tournament-closed-started = başladı
tournament-closed-over = bitti
tournament-closed-called-off = iptal edildi

### Glossary (Türkçe): scheduled = planlı, Scheduled Death Match = Planlı Death Match, check in = check-in yapmak (düğme: "Check-in yap"), grace = ek süre, announcement = duyuru, reschedule = yeniden planlamak, cancel = iptal etmek, match = maç, host = yönetici, player = oyuncu, forfeit = hükmen yenilgi, event = etkinlik; Death Match, EC ve DMO olduğu gibi kalır.
### Planlı etkinlikler (/deathmatch schedule): duyuru, gönderileri, yöneticiye ve oyunculara yanıtlar
### ve retler. Zamanlar Discord zaman damgalarıdır ($full, $relative), her okuyucuya kendi saat
### diliminde gösterilir; kimlikler, adlar ve bahsetmeler olduğu gibi aktarılır.

## Duyuru (kanalın dili), etkinlik ilerledikçe güncel tutulur.
schedule-title-emphasis = Planlı Death Match #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Planlı turnuva #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Organizatör { $host } · kayıt olan herkes başlangıçtan önce check-in yapar; yapmayan çıkarılır.
schedule-event = Etkinlik: { $event }
schedule-players = { $ec } (EC) vs { $dmo } (DMO) · yönetici { $host }
schedule-when = Başlangıç: { $full } ({ $relative })
schedule-checkin-later = Check-in açılışı: { $opens } (başlangıçtan { $window } önce).
schedule-checkin-open = ✋ Check-in açık: oyuncular, başlangıçtan önce { $button } düğmesine basın.
schedule-checkin-none = Check-in yok: belirlenen saatte başlar.
schedule-checked = Check-in yapanlar: { $names }
schedule-checked-nobody = Check-in yapanlar: henüz kimse
schedule-grace = ⏳ Beklenen: { $missing }. Check-in yapılmazsa hükmen yenilgi: { $deadline }.
schedule-started = ▶️ Başladı: Maç #{ $match }.
schedule-started-tournament = ▶️ Başladı: { $count ->
    [0] ilk turun eşleşmeleri yapılıyor.
   *[other] 1. tur: Maç { $matches }.
}
schedule-forfeited = 🏳️ Check-in yapmadı: { $missing }. Maç #{ $match } diğer oyuncuya verildi.
schedule-lapsed = İki oyuncu da check-in yapmadı: yönetici yeniden planlayabilir ya da iptal edebilir.
schedule-cancelled = ❌ İptal edildi: { $reason }
schedule-cancelled-bare = ❌ İptal edildi: turnuva iptal edildi.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } başlamadan önce bu sunucuda kapatıldı.
schedule-refused-terms = koşulları artık bu sunucuda geçerli değil.
schedule-refused-too-few = yalnızca { $due } kişiden { $checked } kişi check-in yaptı ve bir turnuva en az { $min } kişi gerektirir.
schedule-button-checkin = Check-in yap
schedule-button-event = Discord etkinliği

## Kanaldaki gönderiler (kanalın dili).
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players }: Planlı turnuva #{ $id } ({ $game }) { $relative } başlıyor: { $full }.
       *[other] ⏰ { $players }: Planlı Death Match #{ $id } ({ $game }) { $relative } başlıyor: { $full }.
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players }: Planlı turnuva #{ $id } için check-in açık. Duyurudaki { $button } düğmesine şu zamandan önce basın: { $full }.
       *[other] ✋ { $players }: Planlı Death Match #{ $id } için check-in açık. Duyurudaki { $button } düğmesine şu zamandan önce basın: { $full }.
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ Planlı turnuva #{ $id } için check-in yaptı: { $player }.
       *[other] ✅ Planlı Death Match #{ $id } için check-in yaptı: { $player }.
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ Planlı turnuva #{ $id } için zaman geldi ama check-in yapmayan var: { $missing }. Ek süre bitişi: { $deadline }.
       *[other] ⏳ Planlı Death Match #{ $id } için zaman geldi ama check-in yapmayan var: { $missing }. Ek süre bitişi: { $deadline }.
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ Planlı turnuva #{ $id } şimdi başlıyor: { $players }.
       *[other] ▶️ Planlı Death Match #{ $id } şimdi başlıyor: { $players }.
    }
schedule-post-forfeited = 🏳️ Check-in yapmadı: { $missing }. Planlı Death Match #{ $id } hükmen sonuçlandı.
schedule-post-lapsed = { $host }: Planlı Death Match #{ $id } için iki oyuncu da check-in yapmadı. { $reschedule } ile yeniden planla ya da iptal et.
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players }: Planlı turnuva #{ $id } için yeni zaman: { $full } ({ $relative }).
       *[other] 📅 { $players }: Planlı Death Match #{ $id } için yeni zaman: { $full } ({ $relative }).
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players }: Planlı turnuva #{ $id } iptal edildi: { $reason }
       *[other] ❌ { $players }: Planlı Death Match #{ $id } iptal edildi: { $reason }
    }
schedule-forfeit-reason = Planlı Death Match #{ $id } için check-in yapmadı: { $missing }

## Discord etkinliği (adı en fazla 100 karakter).
schedule-event-name = Death Match: { $ec } vs { $dmo }
schedule-event-name-tournament = Turnuva: { $name }
schedule-event-description = { $kind ->
        [tournament] { $game } turnuvası (Planlı turnuva #{ $id }). Oyuncular başlangıçtan önce botun duyurularında kayıt olur ve check-in yapar.
       *[other] { $game } Death Match (Planlı Death Match #{ $id }). Oyuncular başlangıçtan önce botun duyurusunda check-in yapar.
    }

## Yöneticiye ve oyunculara yanıtlar (kendi dillerinde).
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 Planlı turnuva #{ $id }: { $full } ({ $relative }). Duyurusu paylaşılıyor.
       *[other] 📅 Planlı Death Match #{ $id }: { $full } ({ $relative }). Duyurusu paylaşılıyor.
    }
schedule-reply-gap = Not: { $zone } saat diliminde { $asked } diye bir zaman yok (o gece saatler ileri alınıyor), bu yüzden şu zamana ayarlandı: { $full }.
schedule-reply-overlap = Not: { $zone } saat diliminde { $asked } iki kez yaşanıyor (o gece saatler geri alınıyor); ilki seçildi: { $full }.
schedule-reply-no-events-emphasis = Etkinlikleri Yönet
schedule-reply-no-events = Bu sunucuda Discord etkinliği oluşturamıyorum, bu yüzden planlı Death Match'lerin etkinliği olmayacak. Olması için rolüme { $emphasis } iznini ver (Sunucu Ayarları → Roller). Geri kalan her şey bu izin olmadan da çalışır.
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 Planlı turnuva #{ $id } için yeni zaman: { $full } ({ $relative }).
       *[other] 📅 Planlı Death Match #{ $id } için yeni zaman: { $full } ({ $relative }).
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ Planlı turnuva #{ $id } iptal edildi.
       *[other] ❌ Planlı Death Match #{ $id } iptal edildi.
    }
schedule-reply-started = ▶️ Planlı Death Match #{ $id } başladı: Maç #{ $match }.
schedule-reply-started-tournament = ▶️ Planlı turnuva #{ $id } başladı: ilk turun eşleşmeleri yapılıyor.
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ Planlı turnuva #{ $id } için check-in yaptın; turnuva { $relative } başlıyor.
       *[other] ✅ Planlı Death Match #{ $id } için check-in yaptın; maç { $relative } başlıyor.
    }
schedule-reply-checked-in-start = ✅ Check-in yaptın: herkes burada, maç şimdi başlıyor.

## Retler (okuyucunun dili): her biri bunun yerine ne yapılacağını söyler.
schedule-error-no-such = Bu sunucuda #{ $id } numaralı planlı Death Match yok.
schedule-error-not-host = { $kind ->
        [tournament] Planlı turnuva #{ $id } üzerinde yalnızca yöneticisi değişiklik yapabilir. Hiçbir şey değiştirilmedi.
       *[other] Planlı Death Match #{ $id } üzerinde yalnızca yöneticisi değişiklik yapabilir. Hiçbir şey değiştirilmedi.
    }
schedule-error-not-open = { $kind ->
        [tournament] Planlı turnuva #{ $id } zaten başladı ya da iptal edildi. Hiçbir şey değiştirilmedi.
       *[other] Planlı Death Match #{ $id } zaten başladı ya da iptal edildi. Hiçbir şey değiştirilmedi.
    }
schedule-error-bad-reason = 1 ile { $max } karakter arasında bir neden yaz: iptalle birlikte paylaşılır.
schedule-error-bots = Botlar Death Match oynayamaz: iki kişi seç.
schedule-error-server-zone = Bu sunucunun saat dilimi ayarı artık geçerli değil: bir admin bunu /settings üzerinden yeniden ayarlayabilir.
when-error-empty = Bir zaman gir: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` ya da bir Discord zaman damgası.
when-error-unreadable = `{ $text }` ifadesini zaman olarak okuyamıyorum. Şunları dene: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` ya da bir Discord zaman damgası.
when-error-unknown-zone = `{ $zone }` bildiğim bir saat dilimi değil: `Europe/Berlin`, `UTC` gibi bir ad ya da `+02:00` gibi bir fark kullan.
when-error-bad-date = `{ $date }` bir tarih değil: `YYYY-MM-DD` biçiminde yaz.
when-error-past = O zaman geçti. Henüz gelmemiş bir zaman yaz: `in 2h30m`, `tomorrow 18:00` ya da yalnızca `20:00` gibi bir saat (bir sonraki).
when-error-too-far = Bu bir yıldan daha ileride: en geç { $latest } olabilir. Bundan önceki bir zamanı `YYYY-MM-DD HH:MM` biçiminde ya da `in 30d` gibi yaz.
when-error-bad-duration = `{ $text }` bir süre değil: `5m`, `1h30m` ya da `2d` gibi yaz.
when-error-duration-too-long = Bir süre en fazla bir hafta olabilir.
checkin-error-not-player = Bu planlı Death Match için yalnızca oyuncuları check-in yapabilir.
checkin-error-already = Zaten check-in yaptın.
checkin-error-not-open = Check-in açılışı: { $opens }.
checkin-error-no-checkin = Bu Death Match'te check-in yok: başlangıçta orada olman yeterli.
checkin-error-over = Check-in sona erdi: Death Match başladı ya da iptal edildi.

## Yöneticinin listesi (/deathmatch list), yöneticinin dilinde.
schedule-list-title = Planlı Death Match'ler
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } vs { $dmo } · { $state }
schedule-state-upcoming = planlandı
schedule-state-checkin = check-in açık, { $checked }/{ $due } hazır
schedule-state-grace = bekleniyor: { $missing }
schedule-state-started = başladı: Maç #{ $match }
schedule-state-lapsed = zaman aşımı: kimse gelmedi
schedule-state-cancelled = iptal edildi

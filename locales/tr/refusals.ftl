### Glossary (Türkçe): challenge = meydan okuma, match = maç, move = hamle, turn clock = hamle süresi,
### host = yönetici, target = hedef, setting = ayar, check-in = check-in, reminder = hatırlatma.
### Değişkenlere ek getirilmez.

### Hizmetin retleri (keys: see locales/en-US/refusals.ftl).

setting-error-turn = hamle süresi 0 (süresiz) ya da { $min } ile { $max } saniye arasında olmalı
setting-error-strikes = hükmen yenilgiye kadar kaçırılan hamle sayısı 0 (asla) ile { $max } arasında olmalı
setting-error-expiry = bir meydan okuma yanıtını { $min } ile { $max } saniye arasında beklemeli
setting-error-min-games = sıralamanın en az maç sayısı 1 ile { $max } arasında olmalı
setting-error-too-many = en fazla { $max } rol ya da kanal
setting-error-no-game = en az bir oyun açık kalmalı
setting-error-zone = `{ $zone }` bildiğim bir saat dilimi değil
setting-error-reminders = en fazla { $max } hatırlatma, her biri başlangıçtan önceki bir hafta içinde
setting-error-checkin = check-in aralığı 0 (check-in yok) ile { $max } saat arasında olmalı
setting-error-malformed = bu, şu ayar için bir değer değil: { $setting }

refusal-challenge-self = Kendine meydan okuyamazsın.
refusal-challenge-bot = Diğer botlar oynayamaz: bir kişiye meydan oku ya da benimle oyna: { $practice }.
refusal-bot-busy = Bota karşı zaten { $game } oynuyorsun: önce şu maçı bitir ya da çekil: Maç #{ $match }.
refusal-already-pending = İkiniz arasında zaten bekleyen bir meydan okuma var.
refusal-open-pending = Zaten bekleyen açık bir meydan okuman var: yenisini yapmadan önce onu iptal et.
refusal-open-decline = Açık bir meydan okuma reddedilemez: onu başka birine bırak.
refusal-own-challenge = Kendi meydan okumanı kabul edemezsin.
refusal-not-over-yet = Bu maç hâlâ oynanıyor: rövanş, maç bitince önerilir.
refusal-bad-target = Hedef 1 ile { $max } arasında olmalı.
refusal-bad-turn-seconds = Hamle süresi (turn_seconds) süresiz için 0 ya da { $min } ile { $max } saniye arasında olmalı.
refusal-challenge-closed = { $status ->
    [pending] Bu meydan okuma artık açık değil: beklemedeydi.
    [accepted] Bu meydan okuma artık açık değil: kabul edildi.
    [declined] Bu meydan okuma artık açık değil: reddedildi.
    [cancelled] Bu meydan okuma artık açık değil: iptal edildi.
   *[expired] Bu meydan okuma artık açık değil: süresi doldu.
}
refusal-not-your-challenge = { $who ->
    [challenger] Bunu yalnızca meydan okuyan yapabilir.
   *[challenged] Bunu yalnızca meydan okunan oyuncu yapabilir.
}
refusal-no-such-challenge = Böyle bir meydan okuma yok.
refusal-no-such-match = Böyle bir maç yok.
refusal-match-over = Bu maç bitti.
refusal-match-not-over = Kayıt, maç bitince kullanılabilir.
refusal-other-server = O maç başka bir sunucuda oynandı.
refusal-voided = Bu maç yöneticisi tarafından geçersiz sayıldı ({ $reason }): tekrar oynatılacak bir sonucu yok.
refusal-not-a-player = Bu maçta oynamıyorsun.
refusal-not-your-turn = Sıra sende değil.
refusal-stale = Bu düğme önceki bir hamleden.
refusal-shutting-down = Bot kapanıyor: biraz sonra yeniden dene.
refusal-paused = Maç yöneticisi tarafından duraklatıldı: devam edene kadar hamle yok.
refusal-game-off = { $game } bu sunucuda kapalı.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .

### Glossary (Türkçe): server = sunucu, post = mesaj, panel = panel, language = dil.

### /settings: the admin's private panel, its selects, buttons and forms, and what a change
### answers (keys: see locales/en-US/settings.ftl).

settings-language-name = Türkçe
settings-language-server = Discord sunucusunun dili
settings-language-button = Dil: { $language }
settings-language-title = Bu sunucunun mesajlarının dili
settings-language-explain = Masalar, sonuçlar, sıralamalar ve sezon haberleri bu dilde paylaşılır. Yalnızca bir üyenin gördükleri (paneller, özel yanıtlar) o üyenin kendi Discord dilinde kalır.
settings-language-placeholder = Bu sunucunun mesajlarının dili
settings-language-set = Bu sunucunun mesajları artık şu dilde: { $language }.
settings-language-follows = Bu sunucunun mesajları yeniden sunucunun Discord dilini izliyor.
settings-language-unknown = bot bu dili konuşmuyor

settings-panel-head-emphasis = Bu sunucunun ayarları
settings-panel-head = ⚙️ { $emphasis } (her biri bu sunucunun kendi ayarı mı yoksa botun varsayılanı mı, belirtir)
settings-line-own = • { $setting }: { $value } — bu sunucu
settings-line-default = • { $setting }: { $value } — varsayılan
settings-last-change = Son değişiklik: { $setting }, yapan: { $user } { $when }
settings-thread-failure = ⚠️ Maç #{ $match } başlığı: { $reason }; maç şu kanalda oynandı: { $channel }.
settings-thread-loss = { $code ->
    [no-permission] açılamadı, çünkü botun { $channel } kanalında herkese açık başlık oluşturma izni yok
    [not-opened] açılamadı
    [deleted] maç sırasında silindi
    [locked] maç sırasında kilitlendi
    [closed] maç sırasında bota kapandı
   *[unknown] kullanılamadı
}

settings-key-host_roles = Death Match yönetici rolleri
settings-key-results_channel = Death Match sonuç kanalı
settings-key-puzzle_channel = Günlük bulmaca kanalı
settings-key-turn_seconds = Varsayılan hamle süresi
settings-key-max_strikes = Hükmen yenilgiye kadar kaçırılan hamle
settings-key-challenge_expiry_seconds = Meydan okuma süresi
settings-key-game_channels = Oyun kanalları
settings-key-games = Açık oyunlar
settings-key-threads = Maç başlıkları
settings-key-min_games = Sıralama için en az maç
settings-key-web_pages = Web sayfaları
settings-key-time_zone = Saat dilimi
settings-key-reminders = Etkinlik hatırlatmaları
settings-key-checkin_seconds = Check-in aralığı
settings-key-language = Dil

settings-value-hosts-default = "Sunucuyu Yönet" izni olan üyeler
settings-value-role-missing = rol { $role } (yok: silindi mi?)
settings-value-channel-missing = kanal { $channel } (yok: silindi mi?)
settings-value-no-results-channel = yok: sonuçlar maçın kanalında kalır
settings-value-no-puzzle-channel = yok: günlük bulmacalar paylaşılmaz
settings-value-untimed = süresiz
settings-value-never = asla
settings-value-any-channel = her kanal
settings-value-every-game = tüm oyunlar
settings-value-min-games = { $games ->
    [one] { $games } puanlı maç
   *[other] { $games } puanlı maç
}
settings-value-pages-off = kapalı: bu sunucunun sayfası yok
settings-value-pages-on = açık: <{ $url }>
settings-value-pages-no-address = açık (botun operatörü henüz genel bir adres belirlemedi)
settings-value-zone = { $zone } (saat dilimi yazılmayan zamanlar için)
settings-value-none = yok
settings-value-reminders = planlı bir etkinlikten önce: { $reminders }
settings-value-no-checkin = yok: planlı etkinlikler check-in olmadan başlar
settings-value-checkin = başlangıçtan önce açılır: { $duration }
settings-threads-off = kapalı: maçlar kendi kanalında oynanır
settings-threads-deathmatches = yalnızca Death Match'ler
settings-threads-every = her maç

settings-placeholder-hosts = Death Match yönetici rolleri (yok: Sunucuyu Yönet)
settings-placeholder-results = Death Match sonuç kanalı (yok: maçın kanalı)
settings-placeholder-channels = Oyun başlatılabilecek kanallar (yok: hepsi)
settings-placeholder-games = Açık oyunlar
settings-button-threads-off = Maç başlıkları: kapalı
settings-button-threads-deathmatches = Maç başlıkları: Death Match'ler
settings-button-threads-every = Maç başlıkları: her maç
settings-button-numbers = Süre, hamleler, bitiş, sıralama…
settings-button-pages-on = Web sayfaları: açık
settings-button-pages-off = Web sayfaları: kapalı
settings-button-events = Saat dilimi, hatırlatmalar, check-in…

settings-numbers-title = Süre, hamleler, bitiş, sıralama
settings-numbers-turn = Saniye cinsinden hamle süresi (0: süresiz)
settings-numbers-strikes = Hükmen yenilgi için kaçırılan (0: asla)
settings-numbers-expiry = Meydan okuma süresi (saniye)
settings-numbers-games = Sıralama: gereken puanlı maç sayısı
settings-numbers-placeholder = boş: botun varsayılanı
settings-numbers-not-a-number = { $field }: { $text } bir tam sayı değil

settings-events-title = Planlı etkinlikler
settings-events-zone = Saat dilimi (boş: UTC)
settings-events-reminders = Başlamadan önce hatırlatma (boş: varsayılan)
settings-events-reminders-placeholder = 24h, 1h, 10m (yok: 0)
settings-events-checkin = Check-in aralığı (0: yok; boş: 15m)

settings-not-admin = Bu sunucunun ayarlarını yalnızca "Sunucuyu Yönet" izni olan üyeler değiştirebilir. Hiçbir şey değiştirilmedi.
settings-refused = ⚠️ { $why } Hiçbir şey değiştirilmedi.
settings-hosts-default = Death Match yöneticileri yeniden "Sunucuyu Yönet" izni olan üyeler.
settings-hosts = Death Match yöneticileri: { $roles }.
settings-results-channel = Death Match sonuçları ayrıca şu kanala da gider: { $channel }.
settings-results-none = Death Match sonuçları maçlarının kanalında kalır.
settings-channels-any = Oyunlar her kanalda başlatılabilir.
settings-channels = Oyunlar yalnızca şu kanallarda başlatılabilir: { $channels }.
settings-games = Açık oyunlar: { $games }.
settings-threads = Maç başlıkları: { $threads }.
settings-pages-off-notice = Web sayfaları kapalı: bu sunucunun adresleri bilinmeyen bir sunucununki gibi yanıt verir.
settings-pages-on-notice = Web sayfaları açık: <{ $url }>
settings-pages-no-address-notice = Web sayfaları açık; botun operatörü genel adresini belirlediğinde görünecekler ([web] public_url).
settings-nothing = Değiştirilecek bir şey yok.
settings-changed = Değiştirildi: { $settings }.
settings-field-refused = { $setting }: { $why }

settings-not-a-role = bu, bu sunucunun bir rolü değil
settings-not-a-channel = bu, bu sunucunun bir kanalı değil
settings-not-a-game = bu, oyunlardan biri değil
settings-not-text-channel = bu, bu sunucunun bir metin kanalı değil ({ $channel })
settings-cannot-see = bot şu kanalı göremiyor: { $channel }
settings-cannot-play = bot şu kanalda oynayamıyor: { $channel }; orada eksik izinler: { $permissions }
settings-too-many-roles = en fazla { $max } rol
settings-roles-unknown = bu sunucunun rolleri henüz bilinmiyor: biraz sonra yeniden dene
settings-role-not-ours = { $role } bu sunucunun bir rolü değil
settings-went-wrong = bizim tarafımızda bir şeyler ters gitti
settings-placeholder-puzzles = Günlük bulmaca kanalı (yok: günlük mesaj yok)
settings-puzzle-channel = Günlük bulmacalar bu sunucunun gece yarısında { $channel } kanalında paylaşılır.
settings-puzzle-none = Günlük bulmacalar artık paylaşılmıyor.

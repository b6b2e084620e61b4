### Glossary (Türkçe): match = maç, host = yönetici, event = etkinlik, toss = kura, turn = hamle,
### clock = saat, reserve = yedek süre, forfeit = hükmen yenilgi, void = geçersiz saymak,
### award = galibiyeti vermek, rated = puanlı, rating = puan, pause = duraklatmak,
### resume = sürdürmek; Death Match, EC ve DMO olduğu gibi kalır.
### Death Match'ler (/deathmatch): başlangıç gönderisi, saat koşulları, yöneticinin işlemleri ve
### kararları (kanalın gördüğü biçimde), sonuç kanalı gönderisi, yöneticinin listesi, yanıtlar ve
### retler. Kimlikler, adlar, oyunlar, bahsetmeler ve Discord zaman damgaları ($deadline) olduğu
### gibi aktarılır.

## Başlangıç gönderisi (sunucunun dili).
dm-terms-untimed = süresiz
dm-terms-clock = hamle başına { $seconds } sn, { $strikes } kaçırılan hamle hükmen yenilgi
dm-terms-reserve = , her oyuncuya { $reserve } yedek süre
dm-terms-draw-dmo = {" "}· beraberlik DMO'nun sayılır
dm-terms-draw-stands = {" "}· beraberlik beraberlik kalır
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } - DMO { $dmo } · yönetici { $host }
dm-start-event = {" "}· etkinlik { $event }
dm-start-clock = Saat: { $terms }
dm-start-until = {" "}({ $deadline } içinde seçmezse DMO başlar)
dm-start-picks = Kura yok: kimin başlayacağını DMO { $dmo } seçiyor{ $until }. Seçenekler:
dm-start-picked = Kura yok: kimin başlayacağını DMO { $dmo } seçiyor{ $until }. Seçimi: { $choice }.
# DMO'nun iki düğmesinin önünde.
dm-button-prefix = DMO:{" "}

## Yöneticinin işlemleri, maçın kanalında (sunucunun dili).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Neden: { $reason }
dm-paused = ⏸️ yönetici { $host } tarafından duraklatıldı: sürdürülene dek hamle ve saat yok.
dm-resumed = ▶️ yönetici { $host } tarafından sürdürüldü.
dm-resumed-clock = ▶️ yönetici { $host } tarafından sürdürüldü: süre { $deadline } doluyor.
dm-added = ⏱️ yönetici { $host } şu anki hamleye { $duration } ekledi.
dm-added-clock = ⏱️ yönetici { $host } şu anki hamleye { $duration } ekledi: süre { $deadline } doluyor.
dm-void = 🚫 yönetici { $host } tarafından geçersiz sayıldı: sonuç yok, puan yok.
dm-award = 🏅 yönetici { $host } galibiyeti { $winner } oyuncusuna verdi: { $loser } hükmen yenildi.

## Bir Death Match'in sonucu, sonuç kanalında ve başlığının açıldığı kanalda.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Yöneticiye yanıtlar (okuyucunun dili).
dm-no-bots = Botlar Death Match oynayamaz: iki kişi seç.
dm-started-in-thread = ⚔️ Death Match #{ $id } başladı: kendi başlığında oynanıyor, başlık şimdi açılıyor.
dm-list-empty = Bu sunucuda henüz Death Match yok. { $command } ile bir tane başlat.
dm-list-empty-event = { $event } etkinliğinde Death Match yok.
dm-list-head = Bu sunucudaki Death Match'ler ({ $count }, en yeni önce):
dm-list-head-event = { $event } Death Match'leri ({ $count }):
# Listenin bir satırı; $event " · <etkinlik>" ya da boş, $strikes kaçırılan hamleler ya da boş.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } - DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· kaçırılan hamle { $a }/{ $max } · { $b }/{ $max }
dm-status-void = geçersiz ({ $reason })
dm-status-awarded = galibiyet { $player } oyuncusuna verildi
dm-status-won = bitti: { $player } kazandı
dm-status-draw = bitti: berabere
dm-status-finished = bitti
dm-status-paused = ⏸️ duraklatıldı
dm-status-choosing = DMO'nun seçimi bekleniyor
dm-status-to-move = sürüyor: sıra { $player } oyuncusunda
dm-status-to-move-clock = sürüyor: sıra { $player } oyuncusunda, süre { $deadline }
dm-status-playing = sürüyor

## Reddedilen bir Death Match komutu (okuyucunun dili).
dm-refusal-no-reason = Bir neden yaz: işlemle birlikte paylaşılır.
dm-refusal-reason-too-long = Neden çok uzun: en fazla { $max } karakter.
dm-refusal-same-players = EC ve DMO iki farklı oyuncu olmalı.
dm-refusal-host-plays = Yönetici hakemlik yapar, oynamaz: başka iki oyuncu seç.
dm-refusal-reserve-too-long = yedek_saniye 0 ile { $max } arasında olmalı.
dm-refusal-reserve-untimed = Yedek süre için hamle saati gerekir: hamle_saniyesi de ayarla.
dm-refusal-event-too-long = Etkinlik adı çok uzun: en fazla { $max } karakter.
dm-refusal-not-a-death-match = Maç #{ $id } bir Death Match değil.
dm-refusal-not-the-host = Bunu yalnızca Maç #{ $id } yöneticisi yapabilir.
dm-refusal-already-paused = Maç zaten duraklatıldı.
dm-refusal-not-paused = Maç duraklatılmadı.
dm-refusal-bad-added-time = Saniye 1 ile { $max } arasında olmalı.
dm-refusal-untimed = Bu maç süresiz: süre eklenecek bir saat yok.
dm-refusal-no-clock = Çalışan bir saat yok.
dm-refusal-award-to-outsider = Galibiyeti maçın iki oyuncusundan birine ver.
dm-refusal-nothing-to-award = Meydan okuma maçının yöneticisi yok: verilecek bir galibiyet yok.
dm-refusal-no-rematch = Death Match'in rövanşı olmaz: sonrakini yöneticisi başlatır.

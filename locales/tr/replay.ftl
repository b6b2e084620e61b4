### Glossary (Türkçe): replay = tekrar, step = adım, match = maç, hand = el, host = yönetici,
### record = kayıt.

replay-head-emphasis = Maç #{ $id } tekrarı
replay-head = 📼 { $emphasis } ({ $game }) · adım { $step }/{ $last }
replay-web = Web'de adım adım izle
replay-web-match = Web'de tekrar
replay-dealt = Dağıtıldığı hâliyle masa: ▶ her hamleyi adım adım gösterir.
replay-moved = hamle yaptı
replay-played = ▶ { $who }: { $what }.
replay-timeout = ⏰ { $who } için süre doldu: { $skipped ->
    [yes] sıra atlandı
   *[no] kuralların varsayılan hamlesi oynandı
}.
replay-resigned = 🏳️ { $who } çekildi.
replay-forfeit = 🚫 Yönetici { $who } oyuncusunu dışladı: hükmen yenilgi.
replay-film = ▶▶ Resim olarak
replay-chapter = { $name } (adım { $start })
replay-go-to = Şuraya git…
replay-game-channels = Bu sunucuda oyunlar { $channels } kanalında oynanır: orada başlat. Hiçbir şey değiştirilmedi.

### Glossary (Türkçe): match = maç, move = hamle, button = düğme, resign = çekilmek, toss = kura,
### replay = tekrar, host = yönetici, seat = koltuk.

play-too-long = Açılması çok uzun sürdü: lütfen yeniden tıkla.
play-form-gone = Bu form artık benim değil.
play-nothing-to-fill = Burada doldurulacak bir şey kalmadı.
play-not-a-player = Bu { $a } ile { $b } arasında bir maç: düğmelerini yalnızca onlar kullanabilir.
play-not-your-move = Sıra { $who } oyuncusunda, sende değil.
play-storage = Bizim tarafta bir şeyler ters gitti; hiçbir şey değişmedi. Lütfen yeniden dene.
play-choosing = Oyun başlamadı: ilk oyuncu hâlâ seçiliyor.
play-stale = Bu düğme önceki bir hamleden; hiçbir şey değişmedi. En son masa mesajındaki düğmeleri kullan.
play-toss-choosing = Oyun başlamadı: kurayı kazanan hâlâ seçiyor.
play-not-started = Oyun başlamadı.
play-resign-ask = Maç #{ $id } için çekiliyor musun? Rakibin hemen kazanır.
play-resign-cancelled = Çekilmedin: Maç #{ $id } sürüyor.
play-resigned = Maç #{ $id } için çekildin.
play-no-hint = Bot burada senin için bir hamle görmüyor.
play-film = 📼 { $match } ({ $game }) tek resimde: her hamle için bir kare, her karede skor, son kare sabit.
play-no-film = Bu oyunun tüm maçı gösteren bir resmi yok.
play-replay-no-match = Maç #{ $id } yok.
play-replay-other-server = Maç #{ $id } başka bir sunucuda oynandı: tekrarını orada izle.
play-replay-under-way = Maç #{ $id } hâlâ sürüyor: tekrarı maç bitince açılır (o zamana kadar eller ve dağıtım gizli).
play-replay-voided = Maç #{ $id } yöneticisi tarafından geçersiz sayıldı ({ $reason }): sonucu ve tekrarı yok.
play-table-wrong-game = Bu bir { $game } hamlesi değil.
play-table-over = Oyun bitti.
play-table-not-your-turn = Sıra sende değil: { $seat } koltuğu oynayacak.

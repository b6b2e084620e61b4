# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Yerin: maç #{ $id }, { $game }
web-seat-your-move = Hamle sende
web-seat-your-hand = Elin
web-seat-waiting = { $who } bekleniyor.
web-seat-clock = Saatin { $time } itibarıyla doluyor.
web-seat-match-page = Maçın tamamını gör
web-seat-send = Gönder
web-forbidden = İzin yok
web-forbidden-text = Bunu yalnızca bu maçın giriş yapmış bir oyuncusu, kendi sayfasından yapabilir.

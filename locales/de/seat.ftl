# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Dein Platz: Partie #{ $id }, { $game }
web-seat-your-move = Dein Zug
web-seat-your-hand = Deine Hand
web-seat-waiting = Warten auf { $who }.
web-seat-clock = Deine Uhr läuft um { $time } ab.
web-seat-match-page = Die ganze Partie ansehen
web-seat-send = Senden
web-forbidden = Nicht erlaubt
web-forbidden-text = Das kann nur ein angemeldeter Spieler dieser Partie, auf seiner eigenen Seite.

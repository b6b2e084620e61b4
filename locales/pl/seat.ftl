# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Twoje miejsce: partia #{ $id }, { $game }
web-seat-your-move = Twój ruch
web-seat-your-hand = Twoja ręka
web-seat-waiting = Czekamy na: { $who }.
web-seat-clock = Twój zegar kończy się o { $time }.
web-seat-match-page = Zobacz całą partię
web-seat-send = Wyślij
web-forbidden = Niedozwolone
web-forbidden-text = Może to zrobić tylko zalogowany gracz tej partii, na własnej stronie.

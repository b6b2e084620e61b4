# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Your seat: Match #{ $id }, { $game }
web-seat-your-move = Your move
web-seat-your-hand = Your hand
web-seat-waiting = Waiting for { $who }.
web-seat-clock = Your clock runs out at { $time }.
web-seat-match-page = See the whole match
web-seat-send = Send
web-forbidden = Not allowed
web-forbidden-text = Only a signed-in player of this match can do that, from their own page.

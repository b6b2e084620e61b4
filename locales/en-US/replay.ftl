### A finished match's replay (/replay): its steps, what led to each, the hands, the buttons;
### the links to its web page. Also where games are played on a server.

replay-head-emphasis = Replay of Match #{ $id }
replay-head = 📼 { $emphasis } ({ $game }) · step { $step } of { $last }
replay-web = Step through it on the web
replay-web-match = Replay on the web
replay-dealt = The table as dealt: ▶ steps through every move.
replay-moved = moved
replay-played = ▶ { $who }: { $what }.
replay-timeout = ⏰ { $who } ran out of time: { $skipped ->
    [yes] the turn was skipped
   *[no] the rules' default move was played
}.
replay-resigned = 🏳️ { $who } resigned.
replay-forfeit = 🚫 The host ruled { $who } out: they forfeit.
replay-film = ▶▶ As a picture
replay-chapter = { $name } (step { $start })
replay-go-to = Go to…
replay-game-channels = Games are played in { $channels } on this server: start it there. Nothing was changed.

### Glossary (polski): replay = powtórka, step = krok, match = partia, hand = ręka,
### host = prowadzący, record = zapis.

replay-head-emphasis = Powtórka partii #{ $id }
replay-head = 📼 { $emphasis } ({ $game }) · krok { $step } z { $last }
replay-web = Przejdź ją krok po kroku w sieci
replay-web-match = Powtórka w sieci
replay-dealt = Stół po rozdaniu: ▶ przechodzi przez każdy ruch.
replay-moved = wykonuje ruch
replay-played = ▶ { $who }: { $what }.
replay-timeout = ⏰ { $who } przekroczył(a) czas: { $skipped ->
    [yes] tura przepadła
   *[no] zagrano domyślny ruch z zasad
}.
replay-resigned = 🏳️ { $who } poddał(a) się.
replay-forfeit = 🚫 Prowadzący wykluczył { $who }: walkower.
replay-film = ▶▶ Jako obraz
replay-chapter = { $name } (krok { $start })
replay-go-to = Przejdź do…
replay-game-channels = Na tym serwerze gra się w { $channels }: zacznij tam. Nic nie zostało zmienione.

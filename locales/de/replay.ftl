### Glossary (Deutsch): replay = Wiederholung, step = Schritt, match = Partie, hand = Hand,
### host = Host, record = Protokoll.

replay-head-emphasis = Wiederholung von Partie #{ $id }
replay-head = 📼 { $emphasis } ({ $game }) · Schritt { $step } von { $last }
replay-web = Im Web Schritt für Schritt ansehen
replay-web-match = Wiederholung im Web
replay-dealt = Der Tisch nach dem Austeilen: ▶ geht jeden Zug durch.
replay-moved = hat gezogen
replay-played = ▶ { $who }: { $what }.
replay-timeout = ⏰ { $who } hat die Zeit überschritten: { $skipped ->
    [yes] Der Zug wurde übersprungen
   *[no] Der Standardzug der Regeln wurde gespielt
}.
replay-resigned = 🏳️ { $who } hat aufgegeben.
replay-forfeit = 🚫 Der Host hat { $who } ausgeschlossen: kampflos verloren.
replay-film = ▶▶ Als Bild
replay-chapter = { $name } (Schritt { $start })
replay-go-to = Gehe zu…
replay-game-channels = Auf diesem Server wird in { $channels } gespielt: Starte es dort. Es wurde nichts geändert.

### Glossary (Deutsch): challenge = Herausforderung (herausfordern), open challenge = offene
### Herausforderung, accept = annehmen, decline = ablehnen, withdraw = zurückziehen, match = Partie,
### practice = Training, toss = Münzwurf, turn = Zug, move = Zug, clock = Uhr, forfeit = kampflos,
### resign = aufgeben, thread = Thread, player = Spieler, opponent = Gegner, rated = gewertet.
### Herausforderungen (/herausfordern), Training gegen den Bot, Revanche, deine Partien, Aufgeben und
### der Thread einer Partie. IDs, Namen, Spiele, Erwähnungen und Discord-Zeitstempel ($expires,
### $deadline) werden unverändert übergeben.

## Der Post einer Herausforderung und seine Knöpfe (Sprache des Servers).
challenge-accept = Annehmen
challenge-decline = Ablehnen
challenge-cancel = Zurückziehen
challenge-anyone = alle hier
challenge-terms-target = wer zuerst { $target } erreicht
challenge-terms-untimed = ohne Zeitlimit
challenge-terms-clock =
    { $seconds } s pro Zug, { $strikes ->
        [one] { $strikes } verpasster Zug verliert
       *[other] { $strikes } verpasste Züge verlieren
    } kampflos
challenge-post-emphasis = Herausforderung #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } fordert { $opponent } zu { $game } heraus ({ $terms }).
    { $opponent }, nimmst du an? Diese Herausforderung läuft { $expires } ab.
challenge-post-open-emphasis = Offene Herausforderung #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } fordert alle hier zu { $game } heraus ({ $terms }).
    Wer zuerst annimmt, spielt. Diese Herausforderung läuft { $expires } ab.
challenge-accepted-emphasis = Partie #{ $match }
challenge-accepted = ✅ Herausforderung #{ $id }: { $opponent } hat die Herausforderung von { $challenger } zu { $game } angenommen — das ist { $emphasis }.
challenge-accepted-thread-emphasis = Partie #{ $match }
challenge-accepted-thread = ✅ Herausforderung #{ $id }: { $opponent } hat die Herausforderung von { $challenger } zu { $game } angenommen — das ist { $emphasis }. Sie wird in ihrem Thread gespielt, der von dieser Nachricht aus geöffnet wird.
challenge-accepted-no-thread-emphasis = Partie #{ $match }
challenge-accepted-no-thread = ✅ Herausforderung #{ $id }: { $opponent } hat die Herausforderung von { $challenger } zu { $game } angenommen — das ist { $emphasis }. Sie wird in diesem Kanal gespielt: Ihr Thread konnte nicht geöffnet werden.
# $challenged: eine Erwähnung oder challenge-anyone.
challenge-declined = ❌ Herausforderung #{ $id }: { $player } hat die Herausforderung von { $challenger } zu { $game } abgelehnt.
challenge-withdrawn = 🚫 Herausforderung #{ $id }: { $challenger } hat die Herausforderung an { $challenged } ({ $game }) zurückgezogen.
challenge-expired = ⌛ Herausforderung #{ $id } von { $challenger } an { $challenged } ({ $game }) ist unbeantwortet abgelaufen.

## Eine Partie gegen den Bot (Sprache des Servers; der Hinweis auf den Thread in der des Spielers).
practice-line = 🤖 { $match } — { $player } spielt { $game } gegen { $bot } (Stufe { $level ->
        [easy] leicht
        [random] zufällig
       *[strong] stark
    }). Training: nicht gewertet. Der Münzwurf folgt.
practice-in-thread = Sie wird in ihrem Thread gespielt, der sich gerade öffnet.

## Deine Partien und Aufgeben (Sprache des Lesers).
games-none = Du hast keine laufenden Partien. Starte eine mit { $command }.
games-head = Deine laufenden Partien ({ $count }):
# $clock: games-clock oder nichts; $link: " — <Link zum Tisch>" oder nichts.
games-line = • Partie #{ $id } · { $game } gegen { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = du bist am Zug
games-their-move = { $player } ist am Zug
games-over = beendet
games-list-clock = , die Uhr läuft ab { $deadline }
resign-no-such-match = Du hast keine laufende Partie #{ $id }. { $games } listet deine auf.
resign-none = Du hast keine laufenden Partien zum Aufgeben.
resign-confirm = Partie #{ $id } ({ $game }) aufgeben? Dein Gegner gewinnt sofort.
resign-which = Du spielst mehrere Partien: Welche gibst du auf? (oder nutze { $usage })
# Der Platzhalter in "/aufgeben partie:<nummer>".
resign-number = nummer
resign-button = Partie #{ $id } aufgeben
resign-cancel = Abbrechen

## Der Thread einer Partie (Sprache des Servers). Ein Threadname kann niemanden erwähnen: Die
## Spieler stehen mit ihren Namen darin ($a, $b), höchstens 100 Zeichen insgesamt.
thread-bot = der Bot
thread-someone = ein Spieler
thread-players = { $a } gegen { $b }
# $label: " · Turnier #3 · Runde 2" in einem Turnier, sonst nichts.
thread-name = Partie #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } gegen { $b }: wird in ihrem Thread gespielt.
thread-starter-failed = { $match } · { $game } · { $a } gegen { $b }: wird in diesem Kanal gespielt: Ihr Thread konnte nicht geöffnet werden.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) gegen { $b } (DMO), Host { $host }: wird in seinem Thread gespielt.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) gegen { $b } (DMO), Host { $host }: wird in diesem Kanal gespielt: Sein Thread konnte nicht geöffnet werden.
thread-result =
    { $result }
    🧵 Die Partie: <#{ $thread }>

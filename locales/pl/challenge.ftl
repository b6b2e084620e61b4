### Glossary (polski): challenge = wyzwanie (wyzwać), open challenge = otwarte wyzwanie,
### accept = przyjąć, decline = odrzucić, withdraw = wycofać, match = partia, practice = trening,
### toss = losowanie, turn = ruch, move = ruch, clock = zegar, forfeit = walkower, resign = poddać,
### thread = wątek, player = gracz, opponent = przeciwnik, rated = rankingowa.
### Wyzwania (/wyzwij), trening z botem, rewanż, twoje partie, poddawanie i wątek partii.
### Identyfikatory, nazwy, gry, wzmianki i znaczniki czasu Discorda ($expires, $deadline) są
### przekazywane bez zmian.

## Post wyzwania i jego przyciski (język serwera).
challenge-accept = Przyjmij
challenge-decline = Odrzuć
challenge-cancel = Wycofaj
challenge-anyone = kogokolwiek tutaj
challenge-terms-target = do { $target }
challenge-terms-untimed = bez limitu czasu
challenge-terms-clock =
    { $seconds } s na ruch, { $strikes ->
        [one] { $strikes } pominięty ruch daje
        [few] { $strikes } pominięte ruchy dają
       *[other] { $strikes } pominiętych ruchów daje
    } walkower
challenge-post-emphasis = Wyzwanie #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } wyzywa { $opponent } do gry w { $game } ({ $terms }).
    { $opponent }, przyjmujesz? To wyzwanie wygasa { $expires }.
challenge-post-open-emphasis = Otwarte wyzwanie #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } wyzywa kogokolwiek tutaj do gry w { $game } ({ $terms }).
    Gra ten, kto pierwszy przyjmie. To wyzwanie wygasa { $expires }.
challenge-accepted-emphasis = partia #{ $match }
challenge-accepted = ✅ Wyzwanie #{ $id }: { $opponent } przyjmuje wyzwanie od { $challenger } do gry w { $game } — to { $emphasis }.
challenge-accepted-thread-emphasis = partia #{ $match }
challenge-accepted-thread = ✅ Wyzwanie #{ $id }: { $opponent } przyjmuje wyzwanie od { $challenger } do gry w { $game } — to { $emphasis }. Toczy się we własnym wątku, otwartym z tej wiadomości.
challenge-accepted-no-thread-emphasis = partia #{ $match }
challenge-accepted-no-thread = ✅ Wyzwanie #{ $id }: { $opponent } przyjmuje wyzwanie od { $challenger } do gry w { $game } — to { $emphasis }. Toczy się na tym kanale: nie udało się otworzyć jej wątku.
# $challenged: wzmianka albo challenge-anyone.
challenge-declined = ❌ Wyzwanie #{ $id }: { $player } odrzuca wyzwanie od { $challenger } do gry w { $game }.
challenge-withdrawn = 🚫 Wyzwanie #{ $id }: { $challenger } wycofuje wyzwanie dla { $challenged } ({ $game }).
challenge-expired = ⌛ Wyzwanie #{ $id } od { $challenger } dla { $challenged } ({ $game }) wygasło bez odpowiedzi.

## Partia z botem (język serwera; uwaga o wątku w języku gracza).
practice-line = 🤖 { $match } — { $player } gra w { $game } przeciwko { $bot } (poziom: { $level ->
        [easy] łatwy
        [random] losowy
       *[strong] mocny
    }). Trening: bez rankingu. Teraz losowanie.
practice-in-thread = Toczy się we własnym wątku, który właśnie się otwiera.

## Twoje partie i poddawanie (język czytelnika).
games-none = Nie masz trwających partii. Rozpocznij jedną przez { $command }.
games-head = Twoje trwające partie ({ $count }):
# $clock: games-clock albo nic; $link: " — <link do stołu>" albo nic.
games-line = • Partia #{ $id } · { $game } kontra { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = twój ruch
games-their-move = ruch { $player }
games-over = zakończona
games-list-clock = , czas mija { $deadline }
resign-no-such-match = Nie masz trwającej partii #{ $id }. { $games } pokaże twoje.
resign-none = Nie masz trwających partii do poddania.
resign-confirm = Poddać partię #{ $id } ({ $game })? Przeciwnik od razu wygrywa.
resign-which = Grasz kilka partii: którą poddajesz? (albo użyj { $usage })
# Symbol zastępczy w "/poddaj partia:<numer>".
resign-number = numer
resign-button = Poddaj partię #{ $id }
resign-cancel = Anuluj

## Wątek partii (język serwera). Nazwa wątku nie może nikogo oznaczać: gracze są podani z nazwy
## ($a, $b), razem najwyżej 100 znaków.
thread-bot = bot
thread-someone = gracz
thread-players = { $a } kontra { $b }
# $label: " · Turniej #3 · runda 2" w turnieju, inaczej nic.
thread-name = Partia #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } kontra { $b }: toczy się we własnym wątku.
thread-starter-failed = { $match } · { $game } · { $a } kontra { $b }: toczy się na tym kanale: nie udało się otworzyć jej wątku.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) kontra { $b } (DMO), prowadzący { $host }: toczy się we własnym wątku.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) kontra { $b } (DMO), prowadzący { $host }: toczy się na tym kanale: nie udało się otworzyć jego wątku.
thread-result =
    { $result }
    🧵 Partia: <#{ $thread }>

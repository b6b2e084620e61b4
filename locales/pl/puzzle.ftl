### Glossary (polski): puzzle = zagadka, move = ruch, player = gracz, opponent = przeciwnik,
### board = ranking, rating = ranking, streak = seria. Register: ty, bez rodzaju gracza.

### Codzienne zagadki: /puzzle (pozycja, werdykt odpowiedzi, odmowy), ranking zagadek
### (/puzzles i strona WWW) i codzienny post.

## /puzzle: pozycja. Stół powyżej to stół samej gry.
puzzle-title-emphasis = Codzienna zagadka: { $game }
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = Twój ruch. Znajdź najlepszy: jest tu { $lines } różnych rodzajów ruchu i jeden jest najlepszy. Masz jedną próbę.
puzzle-measure-scores = Najlepszy to ten, który punktuje w tej rundzie przeciw największej liczbie sposobów, na jakie przeciwnik może ułożyć ostatni zestaw z kart, których nie widzisz.
puzzle-measure-margin = Najlepszy to ten, który daje ci najlepszą różnicę na koniec, gdy obie strony grają idealnie do końca, a wszystkie karty są znane.
puzzle-stats = Ranking zagadki { $rating } · rozwiązało { $right } z { $tried }
puzzle-opponent = przeciwnik
puzzle-label = Zagadka dnia
puzzle-pick-answered = { $game } (odpowiedziano)
puzzle-all-answered = Masz już odpowiedzi na wszystkie dzisiejsze zagadki. Nowe pojawią się o północy.

## Werdykt odpowiedzi (widzi go tylko gracz).
puzzle-right-emphasis = Dobrze!
puzzle-right = ✅ { $emphasis } { $move } to najlepszy ruch.
puzzle-wrong-emphasis = To nie najlepszy ruch.
puzzle-wrong = ❌ { $emphasis } Twój wybór: { $answer }; najlepszy: { $move }.
puzzle-why-scores = { $move } punktuje przeciw { $value } z { $of } sposobów ułożenia ostatniego zestawu.
puzzle-why-scores-other = { $move }: przeciw { $value } z nich.
puzzle-why-margin = { $move } kończy się wynikiem { $value }.
puzzle-why-margin-other = { $move }: kończy się wynikiem { $value }.
puzzle-why-others = Inne ruchy:
puzzle-why-more = …i jeszcze { $count }, każdy gorszy.
puzzle-rating-change = Twój ranking zagadek: { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Seria: { $current ->
    [one] { $current } dzień
   *[other] { $current } dni
} (najlepsza { $best })

## Odmowy.
puzzle-left-out = { $game } nie ma codziennej zagadki: każda decyzja to zostawić kartę albo odłożyć ją na spód, więc zgadywanie trafiałoby w połowie przypadków.
puzzle-left-out-endless = { $game } nie ma codziennej zagadki: w każdej turze można spasować, nawet mając kartę do zagrania, więc końcówka może krążyć bez końca i żadnego ruchu nie da się udowodnić jako najlepszego.
puzzle-not-ready = Dzisiejsza zagadka nie jest jeszcze gotowa. Spróbuj ponownie za minutę.
puzzle-day-over = To była zagadka z dnia { $date }; tutaj jest już { $today }. Dzisiejsza czeka pod /puzzle.
puzzle-already-right = Ta zagadka { $game } z dnia { $date } ma już twoją odpowiedź, i to najlepszy ruch. Jedna próba na zagadkę.
puzzle-already-wrong = Ta zagadka { $game } z dnia { $date } ma już twoją odpowiedź, ale to nie był najlepszy ruch. Jedna próba na zagadkę.
puzzle-not-a-move = Tego ruchu nie można wykonać w tej zagadce.
puzzle-shutting-down = Bot się restartuje. Spróbuj ponownie za chwilę.

## Ranking zagadek serwera.
puzzle-board-title-emphasis = Ranking zagadek
puzzle-board-title = 🧩 { $emphasis } · strona { $page } z { $pages }
puzzle-board-row = { $rank }. { $who } · ranking { $rating } · rozwiązane { $solved } z { $tried } · 🔥 { $streak } (najlepsza { $best })
puzzle-board-empty = Na tym serwerze nikt jeszcze nie odpowiedział na zagadkę. Wypróbuj /puzzle!
puzzle-board-no-page = Nie ma strony { $page }: ranking zagadek ma ich { $pages }.
puzzle-board-previous = Poprzednia
puzzle-board-next = Następna

## Codzienny post na kanale zagadek serwera, o północy.
puzzle-post-title-emphasis = Dzisiejsze zagadki
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = Po jednej zagadce dla gier: { $games }.
puzzle-post-how = Graj przez /puzzle: odpowiedź widzisz tylko ty, jedna próba na zagadkę, a ranking zapisuje twój wynik i serię.
puzzle-post-yesterday = Wczoraj tutaj:
puzzle-post-count = { $game }: rozwiązało { $right } z { $tried }

## Strona WWW rankingu zagadek serwera.
puzzle-web-title = Ranking zagadek
puzzle-web-intro = Kto tu odpowiada na codzienne zagadki: ranking zagadek, zagadki rozwiązane i próbowane oraz seria dni z rozwiązaniem. Gra się przez /puzzle na Discordzie.
puzzle-web-player = Gracz
puzzle-web-rating = Ranking
puzzle-web-solved = Rozwiązane
puzzle-web-tried = Próby
puzzle-web-streak = Seria
puzzle-web-best = Najlepsza seria
puzzle-web-empty = Na tym serwerze nikt jeszcze nie odpowiedział na zagadkę.
puzzle-web-link = Ranking zagadek

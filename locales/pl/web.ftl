### Glossary (polski): game = gra, match = partia, player = gracz, opponent = przeciwnik,
### season = sezon, leaderboard/board = ranking, rating = ranking (punkty),
### rated = rankingowa, rank = miejsce, streak = seria, W-L-D = W-P-R (wygrane-przegrane-remisy),
### win = wygrana, loss = przegrana, draw = remis, forfeit = walkower, resign = poddać się,
### record (file) = zapis, organiser = organizator, host = prowadzący, tournament = turniej,
### round = runda, bye = wolny los.
### Death Match, EC, DMO, Buchholz, SB, Glicko-2 zostają bez zmian.

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = Rankingi
web-nav-live = Na żywo
web-footer = Strony clash-bot tylko do odczytu. Rankingi liczone są według Glicko-2; W-P-R to wygrane, przegrane i remisy.
web-not-found = Nie znaleziono
web-not-found-text = Tu nie ma żadnej strony.
web-index-heading = Strony clash-bota
web-back-to-start = Strona startowa
web-too-many = Zbyt wiele żądań
web-too-many-text = Trzeba chwilę odczekać i spróbować ponownie.
web-busy = Strony są przeciążone
web-busy-text = Można spróbować ponownie za chwilę.
web-failed = Coś poszło nie tak
web-failed-text = Błąd leży po naszej stronie; zapisaliśmy go w dzienniku. Można spróbować ponownie później.
web-index = Strony serwerów, które publikują swoje rankingi, graczy, partie i turnieje. Otwórz link, który bot publikuje na twoim serwerze.
web-page-title = { $name } · clash-bot
web-player-unknown = gracz { $user }
web-pager = Strony
web-pager-previous = ‹ Poprzednia
web-pager-next = Następna ›
web-versus = { $a } przeciw { $b }
web-live-badge = na żywo
web-all-time = Od początku
web-season-name = Sezon { $number }: { $name }

## Table headers
web-wld = W-P-R
web-col-player = Gracz
web-col-players = Gracze
web-col-rating = Ranking
web-col-games = Partie
web-col-game = Gra
web-col-opponent = Przeciwnik
web-col-match = Partia
web-col-result = Wynik
web-col-score = Punkty
web-col-when = Kiedy
web-col-points = Punkty
web-col-board = Stół

## A player's result in a match
web-result-win = wygrana
web-result-loss = przegrana
web-result-draw = remis

## A server's home
web-home-title = Rankingi · clash-bot
web-home-description = Rankingi tego serwera w Clash, Tile Poker, Clubbed, Shape Clash i Duel, jego sezony, turnieje i Death Matche.
web-home-heading = Rankingi
web-home-running-since = Trwa od { $time }.
web-home-whole-board = Cały ranking ({ $players ->
    [one] { $players } gracz
    [few] { $players } gracze
   *[other] { $players } graczy
}) ›
web-home-no-rated-games = Nie ma jeszcze partii rankingowych.
web-home-seasons = Sezony
web-home-season-running = trwa
web-home-season-ended = zakończony
web-home-season-boards = rankingi:
web-home-tournaments = Turnieje
web-home-no-tournaments = Nie ma jeszcze turniejów.
web-home-deathmatches = Death Matche
web-home-no-deathmatches = Nie było jeszcze Death Matchy.
web-home-dm-players = { $a } (EC) przeciw { $b } (DMO)
web-home-dm-voided = Partia #{ $id } unieważniona przez prowadzącego: { $reason }
web-home-status-signup = zapisy otwarte
web-home-status-playing = w toku
web-home-status-finished = zakończony
web-home-status-cancelled = odwołany

## A board's page
web-board-title = Ranking { $game } · { $scope } · strona { $page }
web-board-description = Gracze według rankingu Glicko-2 ({ $scope }): { $players }.
web-board-heading = Ranking { $game }
web-board-facts = { $scope } · graczy: { $players } · w rankingu po co najmniej { $games } partiach rankingowych
web-board-empty = Nikogo jeszcze nie ma w tym rankingu.

## A player's page
web-player-description = Ranking, wyniki i historia gracza { $name }.
web-player-description-best = Ranking, wyniki i historia gracza { $name } ({ $best }).
web-player-rank = Miejsce
web-player-rank-of = { $rank } z { $players }
web-player-not-ranked = jeszcze bez miejsca (potrzeba partii rankingowych: { $games })
web-player-streak = Seria
web-player-best-streak = najlepsza { $best }
web-player-streak-none = brak
web-player-streak-won = wygrane: { $count }
web-player-streak-lost = przegrane: { $count }
web-player-chart = Ranking w { $game } w ostatnich partiach rankingowych ({ $games }), od { $from } do { $to }
web-player-head-to-head = Bezpośrednie starcia
web-player-matches = Partie

## A finished match's page
web-match-title = Partia #{ $id }: { $game } — { $a } przeciw { $b }
web-match-heading = Partia #{ $id }: { $game }
web-match-not-finished = Niezakończona.
web-match-played = Rozegrana
web-match-moves = Ruchy
web-match-commitment = Zobowiązanie rozdania
web-match-record = Zapis
web-match-record-where = Tylko gracze tej partii mogą go pobrać poleceniem { $command } w Discordzie
web-match-step = Krok { $step } z { $last }
web-match-film = Cała partia jako jeden ruchomy obraz
web-steps = Kroki
web-steps-start = « Początek
web-steps-back = ◀ Wstecz
web-steps-next = Dalej ▶
web-steps-end = Koniec »

## One step of a match
web-chapter-round = Runda { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Rozdanie { $n }
web-score-score = Wynik
web-score-stores = Stosy (wygrywa mniej)
web-score-clashes = Wygrane clashe
web-score-points = Punkty
web-step-unreadable = (nieczytelny krok)
web-step-dealt = Stół po rozdaniu.
web-step-moved-unreadable = { $who } wykonuje ruch (nieczytelny krok).
web-step-moved = Ruch: { $who }.
web-step-timeout-skipped = Czas gracza { $who } minął: kolejka została pominięta.
web-step-timeout-default = Czas gracza { $who } minął: zagrano domyślny ruch z zasad.
web-step-resigned = { $who } poddaje się.
web-step-ruled-out = Prowadzący wykluczył gracza { $who }: walkower.
web-step-missed-turns = Pominięte kolejki: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = Teraz: { $who } { $what }.
web-step-voided-host = Unieważniona przez prowadzącego: { $reason }. Bez wyniku i bez rankingu.
web-step-voided-organiser = Unieważniona przez organizatora: { $reason }. Bez wyniku i bez rankingu; gracze rozegrają nową partię.

## How a match ended
web-outcome-awarded-host = Wygrywa { $winner }: prowadzący przyznał partię ({ $reason }).
web-outcome-awarded-organiser = Wygrywa { $winner }: organizator przyznał partię ({ $reason }).
web-outcome-dm-draw = Wygrywa { $winner }: gra zakończyła się remisem, a remisowy Death Match przypada DMO.
web-outcome-draw = Partia kończy się remisem.
web-outcome-won = { $winner } wygrywa partię.
web-outcome-forfeit = Wygrywa { $winner }: { $loser } przegrywa walkowerem.
web-outcome-missed-turns = Wygrywa { $winner }: { $loser } przegrywa walkowerem po { $turns ->
    [one] { $turns } pominiętej kolejce
    [few] { $turns } pominiętych kolejkach
   *[other] { $turns } pominiętych kolejkach
}.
web-outcome-dropped-out = Wygrywa { $winner }: { $loser } wycofuje się z turnieju.
web-outcome-resigned = Wygrywa { $winner }: { $loser } poddaje się.

## Live matches
web-live-title = Partie na żywo · clash-bot
web-live-description = Partie rozgrywane teraz: { $count }.
web-live-heading = Partie na żywo
web-live-none = Teraz nie jest rozgrywana żadna partia.
web-live-match-title = Partia #{ $id } na żywo: { $game } — { $a } przeciw { $b }
web-live-match-description = { $game } rozgrywana teraz.
web-live-follows = Ta strona śledzi partię: odświeża się sama po każdym ruchu.

## A tournament's page
web-tournament-title = Turniej #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · graczy: { $players } · { $status }
web-tournament-name = Turniej #{ $id }: { $name }
web-tournament-status-signup = Zapisy otwarte
web-tournament-status-playing = W toku
web-tournament-status-finished = Zakończony
web-tournament-status-cancelled = Odwołany
web-tournament-round-of = runda { $round } z { $rounds }
web-tournament-round-now = runda { $round }
web-tournament-follows = Ta strona śledzi turniej: odświeża się sama, gdy pojawi się wynik.
web-tournament-standings = Tabela
web-tournament-dropped = (poza turniejem)
web-tournament-byes = (wolne losy: { $byes })
web-tournament-bracket = Drabinka
web-tournament-tie-breaks = Remisy rozstrzyga Buchholz (punkty przeciwników), a potem Sonneborn-Berger (punkty pokonanych przeciwników i połowa punktów tych, z którymi był remis).
web-tournament-round = Runda { $round }
web-tournament-won = zwycięzca: { $name }
web-tournament-playing = w toku
web-tournament-draw = remis
web-tournament-bye = wolny los
web-tournament-walkover = awans walkowerem
web-tournament-match-playing = #{ $id } (w toku)

## A bracket's picture and its words
web-bracket-final = Finał
web-bracket-round = Runda { $round }
web-bracket-bye = wolny los
web-bracket-alt = Drabinka turnieju { $name }.
web-bracket-alt-round = Runda { $round }: { $boards }.
web-bracket-through = { $a } przechodzi dalej
web-bracket-beat = { $a } wygrywa z { $b }
web-bracket-playing = { $a } przeciw { $b }, w toku

## A film's seat labels (drawn into the picture)
web-film-player = Gracz { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = Plansza
web-activity-connecting = Łączenie z Discordem…
web-activity-signing-in = Logowanie…
web-activity-finding = Szukanie twojego meczu…
web-activity-outside = Ta strona otwiera się w Discordzie: użyj przycisku „Graj na planszy” w wiadomości stołu meczu.
web-activity-denied = Bez zgody na logowanie plansza nie może pokazać twojego miejsca.
web-activity-failed = Nie udało się otworzyć planszy. Zamknij ją i spróbuj ponownie.
web-activity-no-match = Nie masz trwającego meczu na tym kanale.
web-activity-busy = Plansza jest zajęta. Spróbuj ponownie za chwilę.

## Logowanie przez Discorda
web-signin = Zaloguj się przez Discorda
web-signout = Wyloguj się
web-signed-in-as = Zalogowano jako { $name }
web-signin-refused = Logowanie odrzucone
web-signin-refused-text = To logowanie nie zaczęło się w tej przeglądarce albo trwało za długo. Zaloguj się ponownie z poprzedniej strony.
web-signin-cancelled = Nie zalogowano
web-signin-cancelled-text = Discord nie zalogował cię: prośbę anulowano lub odrzucono.
web-signin-expired = Logowanie wygasło
web-signin-expired-text = Discord już nie przyjmuje tego logowania: zostało już użyte albo jest za stare. Zaloguj się ponownie.
web-signin-discord-down = Discord nie odpowiada
web-signin-discord-down-text = Logowanie wymaga Discorda, a ten nie odpowiedział jak należy. Spróbuj ponownie za chwilę.
web-forged = Żądanie odrzucone
web-forged-text = To żądanie nie pochodzi ze strony bota albo sesja już się skończyła. Odśwież stronę i spróbuj ponownie.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Twoje miejsce: partia #{ $id }, { $game }
web-seat-your-move = Twój ruch
web-seat-your-hand = Twoja ręka
web-seat-last-move = Ostatni ruch przeciwnika
web-seat-waiting = Czekamy na: { $who }.
web-seat-clock = Twój zegar kończy się o { $time }.
web-seat-match-page = Zobacz całą partię
web-seat-send = Wyślij
web-forbidden = Niedozwolone
web-forbidden-text = Może to zrobić tylko zalogowany gracz tej partii, na własnej stronie.

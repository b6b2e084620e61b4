### Glossary (polski): game = gra, match = partia, player = gracz, opponent = przeciwnik,
### season = sezon, leaderboard/board = ranking, rating = ranking (punkty),
### rated = rankingowa, rank = miejsce, streak = seria, W-L-D = W-P-R (wygrane-przegrane-remisy),
### win = wygrana, loss = przegrana, draw = remis, forfeit = walkower, resign = poddać się,
### soft reset = łagodny reset, record (file) = zapis, organiser = organizator.

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = wszech czasów
boards-in-season = w sezonie { $season }
boards-on-server = na tym serwerze

## /leaderboard
board-title = Ranking { $game }
board-page = strona { $page } z { $pages }
board-players = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
} · seria { $streak }
board-streak-won = W{ $count }
board-streak-lost = P{ $count }
board-legend = Punkty · W-P-R (wygrane-przegrane-remisy) · partie · obecna seria.
board-provisional = { $mark } oznacza tymczasowy ranking (odchylenie { $deviation } lub więcej).
board-min-games = Gracze pojawiają się po { $games ->
    [one] { $games } partii rankingowej
   *[other] { $games } partiach rankingowych
}.
board-empty = Nikogo jeszcze nie ma w tym rankingu: { $games ->
    [one] ukończ { $games } partię rankingową
    [few] ukończ { $games } partie rankingowe
    [many] ukończ { $games } partii rankingowych
   *[other] ukończ { $games } partii rankingowej
} ({ $challenge } kogoś do gry w { $game }), aby się w nim znaleźć.
board-empty-ended = Nikogo nie było w tym rankingu, gdy sezon { $season } się skończył.
board-previous = Wstecz
board-next = Dalej
board-web = Cały ranking w sieci
board-no-page = Nie ma strony { $page }: ranking { $game } ma { $pages ->
    [one] tylko stronę 1
   *[other] strony od 1 do { $pages }
}.

## A closed season's placements
placements-title = końcowe top { $top } sezonu { $season }

## /stats
stats-rating = Ranking { $rating }
stats-provisional = (tymczasowy, dopóki ± nie spadnie poniżej { $deviation })
stats-rank = miejsce { $rank } z { $players }
stats-unranked = jeszcze nie w rankingu: { $games ->
    [one] została { $games } partia rankingowa
    [few] zostały { $games } partie rankingowe
    [many] zostało { $games } partii rankingowych
   *[other] zostało { $games } partii rankingowej
}
stats-win-rate = { $percent }%
stats-record = Bilans { $record } (W-P-R, { $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
}) · odsetek wygranych { $rate } · obecna seria { $streak } · najdłuższa seria wygranych { $best }
stats-top-opponent = Najczęstszy przeciwnik: { $player } ({ $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
})
stats-head-to-head-none = Bezpośrednie starcia z tobą: jeszcze żadnej partii.
stats-head-to-head = Bezpośrednie starcia z tobą: wygrane { $player }: { $wins }, twoje: { $losses }, remisy: { $draws }.
stats-none-yours = Nie masz jeszcze partii rankingowych { $place }. Ukończ partię ({ $challenge } kogoś), aby zdobyć ranking.
stats-none-yours-game = Nie masz jeszcze partii rankingowych w { $game } { $place }. Ukończ partię ({ $challenge } kogoś), aby zdobyć ranking.
stats-none = { $player } nie ma jeszcze partii rankingowych { $place }.
stats-none-game = { $player } nie ma jeszcze partii rankingowych w { $game } { $place }.
stats-web = Strona gracza w sieci

## /history
history-title = { $count ->
    [one] Ostatnia partia rankingowa
    [few] Ostatnie { $count } partie rankingowe
    [many] Ostatnie { $count } partii rankingowych
   *[other] Ostatnie { $count } partii rankingowej
}
history-title-game = { $count ->
    [one] Ostatnia partia rankingowa w { $game }
    [few] Ostatnie { $count } partie rankingowe w { $game }
    [many] Ostatnie { $count } partii rankingowych w { $game }
   *[other] Ostatnie { $count } partii rankingowej w { $game }
}
history-none = { $player } nie ma jeszcze partii rankingowych { $place }.
history-none-game = { $player } nie ma jeszcze partii rankingowych w { $game } { $place }.
history-win = Wygrana
history-loss = Przegrana
history-draw = Remis
history-forfeited = (walkower za czas)
history-opponent-forfeited = (walkower przeciwnika za czas)
history-resigned = (poddanie)
history-opponent-resigned = (przeciwnik się poddał)
history-line = { $result } { $how } z { $player } · { $score } · { $change } · Partia nr { $match }
history-line-plain = { $result } z { $player } · { $score } · { $change } · Partia nr { $match }

## The season option's suggestions
season-choice-running = { $season } (trwa)
season-choice-all-time = Wszech czasów

## The rating lines of a game-over post
ratings = Ranking: { $changes }
ratings-season = Ranking ({ $season }): { $changes }
ratings-bot = Bez rankingu: partia z botem nie liczy się w żadnym rankingu.
ratings-voided = Bez rankingu: prowadzący unieważnił partię.
ratings-too-early = Bez rankingu: partia skończyła się przed pierwszym ruchem.

## /record
record-match = Partia nr { $match }
record-file = { $match } ({ $game }), zapis: ziarno i sól, rozdanie każdego miejsca, każdy ruch i wynik. Sprawdź go poleceniem { $verify }: przelicza zobowiązanie opublikowane przy losowaniu i odtwarza partię.
record-no-match = Nie ma partii nr { $match }.
record-not-a-player = Zapis partii nr { $match } mogą dostać tylko { $a } i { $b }, którzy ją rozegrali.
record-not-over = Partia nr { $match } wciąż trwa: zapis będzie dostępny, gdy się skończy.

## /season
season-list-empty = Ten serwer nie ma jeszcze sezonów: jego rankingi są wszech czasów. Organizatorzy rozpoczynają sezon poleceniem { $start }.
season-list-title = Sezony na tym serwerze ({ $count })
season-list-hint = { $leaderboard }, { $stats } i { $history } pokazują trwający sezon; { $option } wybiera inny, { $all } rankingi wszech czasów.
season-running-since = trwa od { $date }
season-soft-reset = łagodny reset
season-over = Sezon { $season } się skończył: trwał od { $from } do { $to }.
season-over-nobody = Nikogo nie było w jego rankingach.
season-over-placements = Dalej końcowe miejsca, jedna wiadomość na grę ({ $games }); { $leaderboard } pokaże je ponownie z { $option } ustawionym na { $season }.
season-none-runs = Teraz nie trwa żaden sezon: partie rankingowe liczą się tylko w rankingach wszech czasów aż do następnego { $start }.
season-started = Sezon { $season } zaczyna się teraz: każda partia rankingowa, która skończy się od teraz, liczy się w nim (i wszech czasów), łącznie z trwającymi partiami.
season-start-soft = Łagodny reset: każdy gracz zaczyna od swojego rankingu wszech czasów przesuniętego w połowie drogi do 1500, a jego odchylenie podniesiono w połowie drogi z powrotem do 350.
season-start-fresh = Wszyscy zaczynają od nowa z 1500.
season-started-hint = { $leaderboard } go pokazuje; { $all } rankingi wszech czasów.

## Season refusals
organisers-only = Tylko { $who ->
    [hosts] prowadzący Death Matche
    [tournament] organizatorzy turniejów
   *[other] organizatorzy
} mogą to zrobić: członkowie z uprawnieniem „Zarządzanie serwerem”. Nic nie zostało zmienione.
organisers-only-roles = Tylko { $who ->
    [hosts] prowadzący Death Matche
    [tournament] organizatorzy turniejów
   *[other] organizatorzy
} mogą to zrobić: członkowie z rolą prowadzącego ({ $roles }). Nic nie zostało zmienione.
season-error-bad-name = Nazwa sezonu musi mieć od 1 do { $max } znaków w jednej linii.
season-error-reserved = { $all } oznacza ranking wszech czasów: nadaj sezonowi inną nazwę.
season-error-taken = Ten serwer ma już sezon o nazwie { $season }: wybierz inną nazwę.
season-error-none-open = Na tym serwerze nie trwa żaden sezon: { $start } go rozpoczyna.
season-error-no-such = Ten serwer nie ma sezonu o nazwie { $season }: wybierz jeden z listy albo { $all } dla wszech czasów.

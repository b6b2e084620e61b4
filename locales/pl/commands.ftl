### Glossary (polski): game = gra, match = partia, turn = ruch/tura, player = gracz,
### opponent = przeciwnik, season = sezon, leaderboard = ranking, rating = ranking (punkty),
### rated = rankingowa, forfeit = walkower, organiser = organizator, host = prowadzący,
### tournament = turniej, sign-up = zapisy, standings = tabela, round = runda,
### record = zapis, draw = remis; Death Match, EC i DMO zostają bez zmian.

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = wyzwij
cmd-challenge-description = Wyzwij gracza, mnie (bota: gramy od razu) albo kogokolwiek tutaj (bez przeciwnika).
cmd-challenge-game = gra
cmd-challenge-game-description = Która gra
cmd-challenge-opponent = przeciwnik
cmd-challenge-opponent-description = Kogo wyzwać (mnie, by zagrać z botem); pomiń, by każdy tutaj mógł przyjąć
cmd-challenge-target = cel
cmd-challenge-target-description = Punkty (lub clashe) wygrywające partię; domyślnie jak w grze
cmd-challenge-turn_seconds = sekundy_na_ruch
cmd-challenge-turn_seconds-description = Sekundy na ruch: 0 bez limitu; domyślnie jak na serwerze

cmd-practice = trening
cmd-practice-description = Zagraj z botem: dowolna gra, o dowolnej porze. Bez rankingu.
cmd-practice-game = gra
cmd-practice-game-description = Która gra
cmd-practice-level = poziom
cmd-practice-level-description = Jak dobrze gra bot; domyślnie mocno
cmd-practice-level-easy = łatwo
cmd-practice-level-strong = mocno
cmd-practice-level-random = losowo (pierwsze partie początkującego)
cmd-practice-target = cel
cmd-practice-target-description = Punkty (lub clashe) wygrywające partię; domyślnie jak w grze
cmd-practice-turn_seconds = sekundy_na_ruch
cmd-practice-turn_seconds-description = Sekundy na ruch: 0 bez limitu; domyślnie jak na serwerze

cmd-games = partie
cmd-games-description = Twoje trwające partie.

cmd-resign = poddaj
cmd-resign-description = Poddaj jedną ze swoich partii (z potwierdzeniem).
cmd-resign-match = partia
cmd-resign-match-description = Numer partii (potrzebny tylko, gdy grasz kilka)

cmd-rules = zasady
cmd-rules-description = Jak się gra w grę, z przykładami.
cmd-rules-game = gra
cmd-rules-game-description = Która gra

cmd-rank = oceń
cmd-rank-description = Oceń układ Clash z 1–4 kart, np. `9S 9H 7D 7C`.
cmd-rank-cards = karty
cmd-rank-cards-description = 1–4 karty, np. 9S 9H 7D 7C (10 lub T to dziesiątka; kolory S H D C lub ♠♥♦♣)

cmd-leaderboard = ranking
cmd-leaderboard-description = Ranking gry na tym serwerze.
cmd-leaderboard-game = gra
cmd-leaderboard-game-description = Która gra
cmd-leaderboard-season = sezon
cmd-leaderboard-season-description = Który sezon (domyślnie bieżący; all – cały czas)
cmd-leaderboard-page = strona
cmd-leaderboard-page-description = Strona, po 10 graczy (domyślnie 1)

cmd-stats = statystyki
cmd-stats-description = Ranking, miejsce i bilans gracza (twoje, jeśli nikogo nie podano).
cmd-stats-user = użytkownik
cmd-stats-user-description = Czyje statystyki (domyślnie twoje)
cmd-stats-game = gra
cmd-stats-game-description = Która gra (domyślnie wszystkie, w które gra)
cmd-stats-season = sezon
cmd-stats-season-description = Który sezon (domyślnie bieżący; all – cały czas)

cmd-history = historia
cmd-history-description = Ostatnie rankingowe partie gracza (twoje, jeśli nikogo nie podano).
cmd-history-user = użytkownik
cmd-history-user-description = Czyje partie (domyślnie twoje)
cmd-history-game = gra
cmd-history-game-description = Która gra (domyślnie wszystkie)
cmd-history-season = sezon
cmd-history-season-description = Który sezon (domyślnie bieżący; all – cały czas)

cmd-season = sezon
cmd-season-description = Sezony: rankingi zaczynające się od nowa (rozpoczynają i kończą je organizatorzy).

cmd-season-start = rozpocznij
cmd-season-start-description = Rozpocznij nowy sezon, zamykając bieżący (jego końcowe top 10 zostaną opublikowane).
cmd-season-start-name = nazwa
cmd-season-start-name-description = Nazwa nowego sezonu, np. Sezon 4
cmd-season-start-soft_reset = miękki_reset
cmd-season-start-soft_reset-description = Start od rankingu ogólnego przesuniętego w połowie do 1500 (domyślnie wszyscy od 1500)

cmd-season-end = zakończ
cmd-season-end-description = Zakończ bieżący sezon bez rozpoczynania nowego (jego końcowe top 10 zostaną opublikowane).

cmd-season-list = lista
cmd-season-list-description = Sezony tego serwera z datami.

cmd-record = zapis
cmd-record-description = Zapis jednej z twoich zakończonych partii jako plik do sprawdzenia przez `clash-bot verify`.
cmd-record-match = partia
cmd-record-match-description = Numer partii

cmd-replay = powtórka
cmd-replay-description = Przejrzyj ruch po ruchu zakończoną partię tego serwera.
cmd-replay-match = partia
cmd-replay-match-description = Numer partii
cmd-replay-public = publicznie
cmd-replay-public-description = Opublikuj na kanale, by wszyscy mogli przeglądać (domyślnie widzisz tylko ty)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Prowadź Death Matche (tylko prowadzący, poza zapisem).

cmd-deathmatch-start = rozpocznij
cmd-deathmatch-start-description = Rozpocznij Death Match: DMO wybiera, kto zaczyna.
cmd-deathmatch-start-game = gra
cmd-deathmatch-start-game-description = Która gra
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = Kandydat do eliminacji (EC)
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = Przeciwnik w Death Matchu (DMO), wybrany przez EC
cmd-deathmatch-start-event = wydarzenie
cmd-deathmatch-start-event-description = Nazwa wydarzenia grupującego Death Matche, np. Sezon 4, tydzień 2
cmd-deathmatch-start-turn_seconds = sekundy_na_ruch
cmd-deathmatch-start-turn_seconds-description = Sekundy na ruch (domyślnie 60; 0 bez limitu)
cmd-deathmatch-start-max_strikes = maks_pominięć
cmd-deathmatch-start-max_strikes-description = Pominięte ruchy, po których jest walkower (domyślnie 5)
cmd-deathmatch-start-reserve_seconds = rezerwa_sekund
cmd-deathmatch-start-reserve_seconds-description = Zapas czasu na gracza, zużywany przed pominięciem ruchu (domyślnie 0)
cmd-deathmatch-start-draw_to_dmo = remis_dla_dmo
cmd-deathmatch-start-draw_to_dmo-description = Czy remis idzie na korzyść DMO (domyślnie tak)

cmd-deathmatch-schedule = zaplanuj
cmd-deathmatch-schedule-description = Zaplanuj Death Match: ogłoszenie od razu, przypomnienie, check-in i start o czasie.
cmd-deathmatch-schedule-game = gra
cmd-deathmatch-schedule-game-description = Która gra
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = Kandydat do eliminacji (EC)
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = Przeciwnik w Death Matchu (DMO), wybrany przez EC
cmd-deathmatch-schedule-at = kiedy
cmd-deathmatch-schedule-at-description = Kiedy: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = dodatkowy_czas
cmd-deathmatch-schedule-grace-description = Ile czasu ma nieobecny gracz po starcie, zanim przegra walkowerem (domyślnie 5m)
cmd-deathmatch-schedule-event = wydarzenie
cmd-deathmatch-schedule-event-description = Nazwa wydarzenia grupującego Death Matche, np. Sezon 4, tydzień 2
cmd-deathmatch-schedule-turn_seconds = sekundy_na_ruch
cmd-deathmatch-schedule-turn_seconds-description = Sekundy na ruch (domyślnie 60; 0 bez limitu)
cmd-deathmatch-schedule-max_strikes = maks_pominięć
cmd-deathmatch-schedule-max_strikes-description = Pominięte ruchy, po których jest walkower (domyślnie 5)

cmd-deathmatch-reschedule = przełóż
cmd-deathmatch-reschedule-description = Przełóż zaplanowany Death Match lub turniej na inny termin (tylko jego prowadzący).
cmd-deathmatch-reschedule-scheduled = zaplanowany
cmd-deathmatch-reschedule-scheduled-description = Numer zaplanowanego Death Matchu lub turnieju
cmd-deathmatch-reschedule-at = kiedy
cmd-deathmatch-reschedule-at-description = Nowy termin: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = odwołaj
cmd-deathmatch-cancel-description = Odwołaj zaplanowany Death Match lub turniej z opublikowanym powodem (tylko jego prowadzący).
cmd-deathmatch-cancel-scheduled = zaplanowany
cmd-deathmatch-cancel-scheduled-description = Numer zaplanowanego Death Matchu lub turnieju
cmd-deathmatch-cancel-reason = powód
cmd-deathmatch-cancel-reason-description = Powód (publikowany z odwołaniem)

cmd-deathmatch-start-now = rozpocznij_teraz
cmd-deathmatch-start-now-description = Rozpocznij teraz zaplanowany Death Match lub turniej, bez względu na check-iny (tylko prowadzący).
cmd-deathmatch-start-now-scheduled = zaplanowany
cmd-deathmatch-start-now-scheduled-description = Numer zaplanowanego Death Matchu lub turnieju

cmd-deathmatch-pause = wstrzymaj
cmd-deathmatch-pause-description = Wstrzymaj Death Match: bez ruchów i bez zegara aż do wznowienia.
cmd-deathmatch-pause-match = partia
cmd-deathmatch-pause-match-description = Numer partii
cmd-deathmatch-pause-reason = powód
cmd-deathmatch-pause-reason-description = Powód (publikowany z przerwą)

cmd-deathmatch-resume = wznów
cmd-deathmatch-resume-description = Wznów wstrzymany Death Match z pozostałym czasem.
cmd-deathmatch-resume-match = partia
cmd-deathmatch-resume-match-description = Numer partii
cmd-deathmatch-resume-reason = powód
cmd-deathmatch-resume-reason-description = Powód (publikowany ze wznowieniem)

cmd-deathmatch-addtime = dodaj_czas
cmd-deathmatch-addtime-description = Dodaj czas do bieżącego ruchu w Death Matchu.
cmd-deathmatch-addtime-match = partia
cmd-deathmatch-addtime-match-description = Numer partii
cmd-deathmatch-addtime-seconds = sekundy
cmd-deathmatch-addtime-seconds-description = Sekundy do dodania do bieżącego ruchu
cmd-deathmatch-addtime-reason = powód
cmd-deathmatch-addtime-reason-description = Powód (publikowany razem z tym)

cmd-deathmatch-void = unieważnij
cmd-deathmatch-void-description = Zakończ Death Match bez wyniku i bez rankingu.
cmd-deathmatch-void-match = partia
cmd-deathmatch-void-match-description = Numer partii
cmd-deathmatch-void-reason = powód
cmd-deathmatch-void-reason-description = Powód (publikowany razem z tym)

cmd-deathmatch-award = przyznaj
cmd-deathmatch-award-description = Zakończ Death Match zwycięstwem gracza (np. dyskwalifikacja); liczone jak walkower.
cmd-deathmatch-award-match = partia
cmd-deathmatch-award-match-description = Numer partii
cmd-deathmatch-award-player = gracz
cmd-deathmatch-award-player-description = Gracz, który wygrywa
cmd-deathmatch-award-reason = powód
cmd-deathmatch-award-reason-description = Powód (publikowany razem z tym)

cmd-deathmatch-list = lista
cmd-deathmatch-list-description = Panel prowadzącego: Death Matche serwera (lub jednego wydarzenia).
cmd-deathmatch-list-event = wydarzenie
cmd-deathmatch-list-event-description = Tylko Death Matche tego wydarzenia

cmd-deathmatch-record = zapis
cmd-deathmatch-record-description = Pełny zapis zakończonego Death Matcha dla prowadzącego i obu graczy.
cmd-deathmatch-record-match = partia
cmd-deathmatch-record-match-description = Numer partii

cmd-tournament = turniej
cmd-tournament-description = Turnieje: szwajcarski, pucharowy lub każdy z każdym; pary i start ustala bot.

cmd-tournament-create = utwórz
cmd-tournament-create-description = Otwórz zapisy na turniej (organizatorzy).
cmd-tournament-create-game = gra
cmd-tournament-create-game-description = Która gra
cmd-tournament-create-format = format
cmd-tournament-create-format-description = Jak dobierane są pary
cmd-tournament-create-format-swiss = szwajcarski
cmd-tournament-create-format-single-elimination = pucharowy
cmd-tournament-create-format-round-robin = każdy z każdym
cmd-tournament-create-name = nazwa
cmd-tournament-create-name-description = Nazwa turnieju
cmd-tournament-create-rounds = rundy
cmd-tournament-create-rounds-description = Tylko szwajcarski: ile rund (domyślnie tyle, by wyłonić wyraźnego zwycięzcę)
cmd-tournament-create-target = cel
cmd-tournament-create-target-description = Cel każdej partii (domyślnie jak w grze)
cmd-tournament-create-turn_seconds = sekundy_na_ruch
cmd-tournament-create-turn_seconds-description = Sekundy na ruch (domyślnie 120); przekroczenie to walkower
cmd-tournament-create-max_players = maks_graczy
cmd-tournament-create-max_players-description = Najwyżej tylu graczy (od 2 do 256, domyślnie 256)
cmd-tournament-create-signup_minutes = minuty_zapisów
cmd-tournament-create-signup_minutes-description = Minuty do zamknięcia zapisów i startu (domyślnie 15)
cmd-tournament-create-rated = rankingowy
cmd-tournament-create-rated-description = Czy partie są rankingowe (domyślnie tak)
cmd-tournament-create-starts_at = start
cmd-tournament-create-starts_at-description = Zaplanuj: kiedy się zacznie (zapisy do tej pory, meldunek przed), np. tomorrow 18:00

cmd-tournament-start = rozpocznij
cmd-tournament-start-description = Zamknij zapisy teraz i dobierz pary 1. rundy (organizatorzy).
cmd-tournament-start-tournament = turniej
cmd-tournament-start-tournament-description = Numer turnieju

cmd-tournament-drop = wycofaj
cmd-tournament-drop-description = Wycofaj się z turnieju lub (organizatorzy) wycofaj gracza.
cmd-tournament-drop-tournament = turniej
cmd-tournament-drop-tournament-description = Numer turnieju
cmd-tournament-drop-player = gracz
cmd-tournament-drop-player-description = Organizatorzy: gracz do wycofania (domyślnie ty)
cmd-tournament-drop-reason = powód
cmd-tournament-drop-reason-description = Powód (publikowany razem z tym)

cmd-tournament-award = przyznaj
cmd-tournament-award-description = Przyznaj trwającą partię turnieju jednemu z graczy (organizatorzy).
cmd-tournament-award-match = partia
cmd-tournament-award-match-description = Numer partii
cmd-tournament-award-player = gracz
cmd-tournament-award-player-description = Gracz, który wygrywa
cmd-tournament-award-reason = powód
cmd-tournament-award-reason-description = Powód (publikowany razem z tym)

cmd-tournament-void = unieważnij
cmd-tournament-void-description = Unieważnij trwającą partię turnieju: bez wyniku, gracze grają ponownie (organizatorzy).
cmd-tournament-void-match = partia
cmd-tournament-void-match-description = Numer partii
cmd-tournament-void-reason = powód
cmd-tournament-void-reason-description = Powód (publikowany razem z tym)

cmd-tournament-end = zakończ
cmd-tournament-end-description = Zakończ turniej teraz z obecną tabelą (organizatorzy).
cmd-tournament-end-tournament = turniej
cmd-tournament-end-tournament-description = Numer turnieju
cmd-tournament-end-reason = powód
cmd-tournament-end-reason-description = Powód (publikowany razem z tym)

cmd-tournament-list = lista
cmd-tournament-list-description = Turnieje tego serwera, od najnowszych.

cmd-tournament-show = pokaż
cmd-tournament-show-description = Zapisy lub tabela turnieju (jedna strona), widoczne tylko dla ciebie.
cmd-tournament-show-tournament = turniej
cmd-tournament-show-tournament-description = Numer turnieju
cmd-tournament-show-page = strona
cmd-tournament-show-page-description = Która strona tabeli (24 graczy na stronę; domyślnie 1)

cmd-settings = ustawienia
cmd-settings-description = Zobacz i zmień ustawienia tego serwera (Zarządzanie serwerem).

cmd-puzzle = puzzle
cmd-puzzle-description = Dzisiejsza zagadka gry, odpowiedź widzisz tylko ty.
cmd-puzzle-game = gra
cmd-puzzle-game-description = Która gra (domyślnie pierwsza, na którą nie ma jeszcze dziś twojej odpowiedzi)
cmd-puzzles = puzzles
cmd-puzzles-description = Ranking zagadek tego serwera: rankingi, rozwiązania i serie.
cmd-puzzles-page = strona
cmd-puzzles-page-description = Strona, po 10 graczy (domyślnie 1)

### Glossary (polski): match = partia, host = prowadzący, event = wydarzenie, toss = losowanie,
### turn = ruch, clock = zegar, reserve = rezerwa, forfeit = walkower, void = unieważnić,
### award = przyznać zwycięstwo, rated = rankingowa, rating = ranking, pause = wstrzymać,
### resume = wznowić; Death Match, EC i DMO zostają bez zmian.
### Death Matche (/deathmatch): post startowy, warunki zegara, działania i decyzje prowadzącego tak,
### jak widzi je kanał, post na kanale wyników, lista prowadzącego, odpowiedzi i odmowy.
### Identyfikatory, nazwy, gry, wzmianki i znaczniki czasu Discorda ($deadline) są przekazywane bez zmian.

## Post startowy (język serwera).
dm-terms-untimed = bez limitu czasu
dm-terms-clock =
    { $seconds } s na ruch, { $strikes ->
        [one] { $strikes } pominięty ruch daje
        [few] { $strikes } pominięte ruchy dają
       *[other] { $strikes } pominiętych ruchów daje
    } walkower
dm-terms-reserve = , rezerwa { $reserve } dla każdego
dm-terms-draw-dmo = {" "}· remis idzie na konto DMO
dm-terms-draw-stands = {" "}· remis zostaje remisem
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } kontra DMO { $dmo } · prowadzący { $host }
dm-start-event = {" "}· wydarzenie { $event }
dm-start-clock = Zegar: { $terms }
dm-start-until = {" "}(jeśli nie do { $deadline }, zaczyna DMO)
dm-start-picks = Bez losowania: DMO { $dmo } decyduje, kto zaczyna{ $until }, i wybiera:
dm-start-picked = Bez losowania: DMO { $dmo } decyduje, kto zaczyna{ $until }. Wybór: { $choice }.
# Przed każdym z dwóch przycisków DMO.
dm-button-prefix = DMO:{" "}

## Działania prowadzącego, publikowane na kanale partii (język serwera).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Powód: { $reason }
dm-paused = ⏸️ wstrzymana przez prowadzącego { $host }: bez ruchów i bez zegara do wznowienia.
dm-resumed = ▶️ wznowiona przez prowadzącego { $host }.
dm-resumed-clock = ▶️ wznowiona przez prowadzącego { $host }: czas mija { $deadline }.
dm-added = ⏱️ prowadzący { $host } dodał { $duration } do bieżącego ruchu.
dm-added-clock = ⏱️ prowadzący { $host } dodał { $duration } do bieżącego ruchu: czas mija { $deadline }.
dm-void = 🚫 unieważniona przez prowadzącego { $host }: bez wyniku i bez rankingu.
dm-award = 🏅 prowadzący { $host } przyznał zwycięstwo { $winner }: { $loser } przegrywa walkowerem.

## Wynik Death Matcha na kanale wyników i na kanale, z którego otwarto jego wątek.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Odpowiedzi dla prowadzącego (język czytelnika).
dm-no-bots = Boty nie mogą grać w Death Matchu: wybierz dwie osoby.
dm-started-in-thread = ⚔️ Death Match #{ $id } wystartował: toczy się we własnym wątku, który właśnie się otwiera.
dm-list-empty = Na tym serwerze nie było jeszcze Death Matchy. Rozpocznij pierwszy przez { $command }.
dm-list-empty-event = Brak Death Matchy w wydarzeniu { $event }.
dm-list-head = Death Matche na tym serwerze ({ $count }, od najnowszych):
dm-list-head-event = Death Matche wydarzenia { $event } ({ $count }):
# Wiersz listy; $event to " · <wydarzenie>" albo nic, $strikes pominięte ruchy albo nic.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } kontra DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· pominięte ruchy { $a }/{ $max } · { $b }/{ $max }
dm-status-void = unieważniony ({ $reason })
dm-status-awarded = zwycięstwo przyznane { $player }
dm-status-won = zakończony, zwycięzca: { $player }
dm-status-draw = zakończony: remis
dm-status-finished = zakończony
dm-status-paused = ⏸️ wstrzymany
dm-status-choosing = czeka na wybór DMO
dm-status-to-move = w toku: ruch { $player }
dm-status-to-move-clock = w toku: ruch { $player }, zegar { $deadline }
dm-status-playing = w toku

## Odrzucona komenda Death Matcha (język czytelnika).
dm-refusal-no-reason = Podaj powód: zostanie opublikowany razem z działaniem.
dm-refusal-reason-too-long = Powód jest za długi: najwyżej { $max } znaków.
dm-refusal-same-players = EC i DMO muszą być dwoma różnymi graczami.
dm-refusal-host-plays = Prowadzący sędziuje i nie gra: wybierz dwóch innych graczy.
dm-refusal-reserve-too-long = rezerwa_sekund musi wynosić od 0 do { $max }.
dm-refusal-reserve-untimed = Rezerwa wymaga zegara ruchu: ustaw też sekundy_na_ruch.
dm-refusal-event-too-long = Nazwa wydarzenia jest za długa: najwyżej { $max } znaków.
dm-refusal-not-a-death-match = Partia #{ $id } nie jest Death Matchem.
dm-refusal-not-the-host = Tylko prowadzący partii #{ $id } może to zrobić.
dm-refusal-already-paused = Partia jest już wstrzymana.
dm-refusal-not-paused = Partia nie jest wstrzymana.
dm-refusal-bad-added-time = Liczba sekund musi wynosić od 1 do { $max }.
dm-refusal-untimed = Ta partia jest bez limitu czasu: nie ma zegara, do którego można dodać czas.
dm-refusal-no-clock = Żaden zegar nie chodzi.
dm-refusal-award-to-outsider = Przyznaj zwycięstwo jednemu z dwóch graczy tej partii.
dm-refusal-nothing-to-award = Partia z wyzwania nie ma prowadzącego: nie ma czego przyznawać.
dm-refusal-no-rematch = Death Match nie ma rewanżu: następny rozpoczyna jego prowadzący.

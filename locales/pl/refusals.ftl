### Glossary (polski): challenge = wyzwanie, match = partia, move = ruch, turn clock = czas na ruch,
### host = prowadzący, target = cel, setting = ustawienie, check-in = check-in, reminder = przypomnienie.

### Odmowy usługi (keys: see locales/en-US/refusals.ftl).

setting-error-turn = czas na ruch musi wynosić 0 (bez limitu) albo od { $min } do { $max } sekund
setting-error-strikes = liczba pominiętych ruchów do walkowera musi wynosić od 0 (nigdy) do { $max }
setting-error-expiry = wyzwanie musi czekać na odpowiedź od { $min } do { $max } sekund
setting-error-min-games = minimum rankingu musi wynosić od 1 do { $max } partii
setting-error-too-many = najwyżej { $max } ról lub kanałów
setting-error-no-game = co najmniej jedna gra musi pozostać włączona
setting-error-zone = `{ $zone }` to nie jest znana mi strefa czasowa
setting-error-reminders = najwyżej { $max } przypomnień, każde w ciągu tygodnia przed startem
setting-error-checkin = okno check-inu musi wynosić od 0 (bez check-inu) do { $max } godzin
setting-error-malformed = to nie jest wartość ustawienia „{ $setting }”

refusal-challenge-self = Nie możesz wyzwać samego siebie.
refusal-challenge-bot = Inne boty nie mogą grać: wyzwij człowieka albo zagraj ze mną przez { $practice }.
refusal-bot-busy = Już grasz w { $game } z botem: najpierw dokończ partię #{ $match } albo się poddaj.
refusal-already-pending = Między wami jest już oczekujące wyzwanie.
refusal-open-pending = Masz już otwarte wyzwanie: anuluj je, zanim rzucisz kolejne.
refusal-open-decline = Otwartego wyzwania nie można odrzucić: zostaw je komuś innemu.
refusal-own-challenge = Nie możesz przyjąć własnego wyzwania.
refusal-not-over-yet = Ta partia wciąż trwa: rewanż zostanie zaproponowany po jej końcu.
refusal-bad-target = Cel musi wynosić od 1 do { $max }.
refusal-bad-turn-seconds = Czas na ruch (turn_seconds) musi wynosić 0 (bez limitu) albo od { $min } do { $max } sekund.
refusal-challenge-closed = { $status ->
    [pending] To wyzwanie nie jest już otwarte: czekało na odpowiedź.
    [accepted] To wyzwanie nie jest już otwarte: zostało przyjęte.
    [declined] To wyzwanie nie jest już otwarte: zostało odrzucone.
    [cancelled] To wyzwanie nie jest już otwarte: zostało anulowane.
   *[expired] To wyzwanie nie jest już otwarte: wygasło.
}
refusal-not-your-challenge = { $who ->
    [challenger] Tylko wyzywający może to zrobić.
   *[challenged] Tylko wyzwany gracz może to zrobić.
}
refusal-no-such-challenge = Nie ma takiego wyzwania.
refusal-no-such-match = Nie ma takiej partii.
refusal-match-over = Ta partia się skończyła.
refusal-match-not-over = Zapis jest dostępny po zakończeniu partii.
refusal-other-server = Ta partia była rozegrana na innym serwerze.
refusal-voided = Ta partia została unieważniona przez prowadzącego ({ $reason }): nie ma wyniku do odtworzenia.
refusal-not-a-player = Nie grasz w tej partii.
refusal-not-your-turn = To nie twój ruch.
refusal-stale = Ten przycisk jest z wcześniejszego ruchu.
refusal-shutting-down = Bot się wyłącza: spróbuj ponownie za chwilę.
refusal-paused = Prowadzący wstrzymał partię: żadnych ruchów, dopóki jej nie wznowi.
refusal-game-off = { $game } jest wyłączona na tym serwerze.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .

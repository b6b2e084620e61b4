### Glossary (polski): scheduled = zaplanowany, Scheduled Death Match = zaplanowany Death Match, check in = zameldować się (przycisk „Zamelduj się”), check-in = check-in, grace = dodatkowy czas, announcement = ogłoszenie, reschedule = przełożyć, cancel = odwołać, match = partia, host = prowadzący, player = gracz, forfeit = walkower, event = wydarzenie; Death Match, EC i DMO zostają bez zmian.
### Zaplanowane wydarzenia (/deathmatch schedule): ogłoszenie, jego posty, odpowiedzi dla prowadzącego
### i graczy oraz odmowy. Czasy to znaczniki czasu Discorda ($full, $relative), pokazywane każdemu
### w jego własnej strefie; identyfikatory, nazwy i wzmianki są przekazywane bez zmian.

## Ogłoszenie (język kanału), aktualizowane w miarę postępu wydarzenia.
schedule-title-emphasis = Zaplanowany Death Match #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Zaplanowany turniej #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Organizator { $host } · wszyscy zapisani meldują się przed startem; kto tego nie zrobi, odpada.
schedule-event = Wydarzenie: { $event }
schedule-players = { $ec } (EC) vs { $dmo } (DMO) · prowadzący { $host }
schedule-when = Start: { $full } ({ $relative })
schedule-checkin-later = Check-in otwiera się { $opens } ({ $window } przed startem).
schedule-checkin-open = ✋ Check-in jest otwarty: gracze, kliknijcie { $button } przed startem.
schedule-checkin-none = Bez check-inu: start o wyznaczonej godzinie.
schedule-checked = Zameldowani: { $names }
schedule-checked-nobody = Zameldowani: jeszcze nikt
schedule-grace = ⏳ Czekamy na: { $missing }. Bez check-inu walkower { $deadline }.
schedule-started = ▶️ Rozpoczęto: partia #{ $match }.
schedule-started-tournament = ▶️ Rozpoczęto: { $count ->
    [0] trwa dobieranie par pierwszej rundy.
    [1] runda 1 to partia { $matches }.
   *[other] runda 1 to partie { $matches }.
}
schedule-forfeited = 🏳️ Brak check-inu: { $missing }. Partia #{ $match } przypadła drugiemu graczowi.
schedule-lapsed = Żaden gracz się nie zameldował: prowadzący może go przełożyć lub odwołać.
schedule-cancelled = ❌ Odwołano: { $reason }
schedule-cancelled-bare = ❌ Odwołano: turniej został odwołany.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } została wyłączona na tym serwerze przed startem.
schedule-refused-terms = jego warunki nie obowiązują już na tym serwerze.
schedule-refused-too-few = zameldowanych tylko { $checked } z { $due }, a turniej wymaga co najmniej { $min }.
schedule-button-checkin = Zamelduj się
schedule-button-event = Wydarzenie Discord

## Posty na kanale (język kanału).
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players }: zaplanowany turniej #{ $id } ({ $game }) zaczyna się { $relative }, { $full }.
       *[other] ⏰ { $players }: zaplanowany Death Match #{ $id } ({ $game }) zaczyna się { $relative }, { $full }.
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players }: check-in do zaplanowanego turnieju #{ $id } jest otwarty. Kliknijcie { $button } w jego ogłoszeniu przed startem: { $full }.
       *[other] ✋ { $players }: check-in do zaplanowanego Death Matchu #{ $id } jest otwarty. Kliknijcie { $button } w jego ogłoszeniu przed startem: { $full }.
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ { $player }: check-in do zaplanowanego turnieju #{ $id } przyjęty.
       *[other] ✅ { $player }: check-in do zaplanowanego Death Matchu #{ $id } przyjęty.
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ Pora na zaplanowany turniej #{ $id }, ale brak check-inu: { $missing }. Dodatkowy czas mija { $deadline }.
       *[other] ⏳ Pora na zaplanowany Death Match #{ $id }, ale brak check-inu: { $missing }. Dodatkowy czas mija { $deadline }.
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ Zaplanowany turniej #{ $id } zaczyna się teraz: { $players }.
       *[other] ▶️ Zaplanowany Death Match #{ $id } zaczyna się teraz: { $players }.
    }
schedule-post-forfeited = 🏳️ Brak check-inu: { $missing }. Zaplanowany Death Match #{ $id } kończy się walkowerem.
schedule-post-lapsed = { $host }: żaden gracz nie zameldował się na zaplanowany Death Match #{ $id }. Przełóż go za pomocą { $reschedule } albo go odwołaj.
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players }: zaplanowany turniej #{ $id } przełożony, nowy termin: { $full } ({ $relative }).
       *[other] 📅 { $players }: zaplanowany Death Match #{ $id } przełożony, nowy termin: { $full } ({ $relative }).
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players }: zaplanowany turniej #{ $id } odwołany: { $reason }
       *[other] ❌ { $players }: zaplanowany Death Match #{ $id } odwołany: { $reason }
    }
schedule-forfeit-reason = { $missing }: brak check-inu do zaplanowanego Death Matchu #{ $id }

## Wydarzenie Discord (nazwa najwyżej 100 znaków).
schedule-event-name = Death Match: { $ec } vs { $dmo }
schedule-event-name-tournament = Turniej: { $name }
schedule-event-description = { $kind ->
        [tournament] Turniej w { $game } (zaplanowany turniej #{ $id }). Gracze zapisują się i meldują w ogłoszeniach bota przed startem.
       *[other] Death Match w { $game } (zaplanowany Death Match #{ $id }). Gracze meldują się w ogłoszeniu bota przed startem.
    }

## Odpowiedzi dla prowadzącego i graczy (w ich własnym języku).
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 Zaplanowany turniej #{ $id }: { $full } ({ $relative }). Ogłoszenie jest właśnie publikowane.
       *[other] 📅 Zaplanowany Death Match #{ $id }: { $full } ({ $relative }). Ogłoszenie jest właśnie publikowane.
    }
schedule-reply-gap = Uwaga: { $asked } nie istnieje w strefie { $zone } (tej nocy zegary przestawia się do przodu), więc ustawiono { $full }.
schedule-reply-overlap = Uwaga: { $asked } występuje w strefie { $zone } dwa razy (tej nocy zegary cofa się); wybrano pierwsze wystąpienie: { $full }.
schedule-reply-no-events-emphasis = Zarządzanie wydarzeniami
schedule-reply-no-events = Nie mogę tworzyć wydarzeń Discorda na tym serwerze, więc zaplanowane Death Matche nie będą ich miały. Aby je mieć, nadaj mojej roli uprawnienie { $emphasis } (Ustawienia serwera → Role). Wszystko inne działa bez tego.
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 Zaplanowany turniej #{ $id } przełożony, nowy termin: { $full } ({ $relative }).
       *[other] 📅 Zaplanowany Death Match #{ $id } przełożony, nowy termin: { $full } ({ $relative }).
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ Zaplanowany turniej #{ $id } odwołany.
       *[other] ❌ Zaplanowany Death Match #{ $id } odwołany.
    }
schedule-reply-started = ▶️ Zaplanowany Death Match #{ $id } rozpoczęty jako partia #{ $match }.
schedule-reply-started-tournament = ▶️ Zaplanowany turniej #{ $id } się rozpoczął: trwa kojarzenie par pierwszej rundy.
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ Check-in przyjęty: zaplanowany turniej #{ $id }, start { $relative }.
       *[other] ✅ Check-in przyjęty: zaplanowany Death Match #{ $id }, start { $relative }.
    }
schedule-reply-checked-in-start = ✅ Check-in przyjęty: wszyscy są, zaczynamy teraz.

## Odmowy (język czytającego): każda mówi, co zrobić zamiast tego.
schedule-error-no-such = Na tym serwerze nie ma zaplanowanego Death Matchu #{ $id }.
schedule-error-not-host = { $kind ->
        [tournament] Tylko prowadzący zaplanowanego turnieju #{ $id } może go zmienić. Nic nie zmieniono.
       *[other] Tylko prowadzący zaplanowanego Death Matchu #{ $id } może go zmienić. Nic nie zmieniono.
    }
schedule-error-not-open = { $kind ->
        [tournament] Zaplanowany turniej #{ $id } już się rozpoczął albo został odwołany. Nic nie zmieniono.
       *[other] Zaplanowany Death Match #{ $id } już się rozpoczął albo został odwołany. Nic nie zmieniono.
    }
schedule-error-bad-reason = Podaj powód od 1 do { $max } znaków: zostanie opublikowany razem z odwołaniem.
schedule-error-bots = Boty nie mogą grać w Death Matchu: wybierz dwie osoby.
schedule-error-server-zone = Ustawiona strefa czasowa tego serwera nie jest już prawidłowa: admin może ustawić ją ponownie w /settings.
when-error-empty = Podaj czas: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` lub znacznik czasu Discorda.
when-error-unreadable = Nie potrafię odczytać `{ $text }` jako czasu. Spróbuj `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` lub znacznika czasu Discorda.
when-error-unknown-zone = `{ $zone }` to nieznana mi strefa czasowa: użyj nazwy takiej jak `Europe/Berlin`, `UTC` albo przesunięcia takiego jak `+02:00`.
when-error-bad-date = `{ $date }` to nie jest data: zapisz ją jako `YYYY-MM-DD`.
when-error-past = Ten czas już minął. Wpisz czas, który dopiero nadejdzie: `in 2h30m`, `tomorrow 18:00` albo samą godzinę, np. `20:00` (najbliższą).
when-error-too-far = To ponad rok naprzód: najpóźniej można { $latest }. Wpisz wcześniejszy czas, jako `YYYY-MM-DD HH:MM` albo `in 30d`.
when-error-bad-duration = `{ $text }` to nie jest czas trwania: zapisz go jak `5m`, `1h30m` albo `2d`.
when-error-duration-too-long = Czas trwania może wynosić najwyżej tydzień.
checkin-error-not-player = Meldują się tylko gracze tego zaplanowanego Death Matchu.
checkin-error-already = Twój check-in jest już przyjęty.
checkin-error-not-open = Check-in otwiera się { $opens }.
checkin-error-no-checkin = Ten Death Match nie ma check-inu: po prostu bądź na starcie.
checkin-error-over = Check-in zakończony: Death Match już się rozpoczął albo został odwołany.

## Lista prowadzącego (/deathmatch list), w języku prowadzącego.
schedule-list-title = Zaplanowane Death Matche
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } vs { $dmo } · { $state }
schedule-state-upcoming = zaplanowany
schedule-state-checkin = check-in otwarty, zameldowanych { $checked } z { $due }
schedule-state-grace = czekamy na: { $missing }
schedule-state-started = rozpoczęty jako partia #{ $match }
schedule-state-lapsed = przepadł: nikt nie przyszedł
schedule-state-cancelled = odwołany

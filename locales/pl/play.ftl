### Glossary (polski): match = partia, move = ruch, button = przycisk, resign = poddać się,
### toss = losowanie, replay = powtórka, host = prowadzący, seat = miejsce.

play-too-long = Otwieranie trwało zbyt długo: kliknij ponownie.
play-form-gone = Ten formularz nie jest już mój.
play-nothing-to-fill = Tu nie ma już nic do wypełnienia.
play-not-a-player = To partia między { $a } a { $b }: tylko oni mogą używać jej przycisków.
play-not-your-move = Teraz ruch { $who }, nie twój.
play-storage = Coś poszło nie tak po naszej stronie; nic nie zmieniono. Spróbuj ponownie.
play-choosing = Gra się nie zaczęła: wciąż wybierany jest pierwszy gracz.
play-stale = Ten przycisk pochodzi z wcześniejszej tury; nic nie zmieniono. Użyj przycisków z najnowszej wiadomości stołu.
play-toss-choosing = Gra się nie zaczęła: zwycięzca losowania wciąż wybiera.
play-not-started = Gra się nie zaczęła.
play-resign-ask = Poddać partię #{ $id }? Przeciwnik od razu wygrywa.
play-resign-cancelled = Nie poddano: partia #{ $id } trwa dalej.
play-resigned = Poddano partię #{ $id }.
play-no-hint = Bot nie widzi tu dla ciebie ruchu.
play-film = 📼 { $match } ({ $game }) jako jeden obraz: klatka na każdy ruch, wynik w każdej, koniec zatrzymany.
play-no-film = Ta gra nie ma obrazu całej partii.
play-replay-no-match = Nie ma partii #{ $id }.
play-replay-other-server = Partia #{ $id } była rozegrana na innym serwerze: obejrzyj powtórkę tam.
play-replay-under-way = Partia #{ $id } wciąż trwa: powtórka będzie dostępna po jej zakończeniu (do tego czasu ręce i rozdanie są tajne).
play-replay-voided = Partia #{ $id } została unieważniona przez prowadzącego ({ $reason }): nie ma wyniku ani powtórki.
play-table-wrong-game = To nie jest ruch gry { $game }.
play-table-over = Gra się skończyła.
play-table-not-your-turn = To nie twój ruch: gra miejsce { $seat }.

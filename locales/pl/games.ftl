### Glossary (polski): game = gra, match = partia, player = gracz, opponent = przeciwnik,
### turn = ruch, clock = zegar, host = prowadzący, organiser = organizator,
### resign = poddać się, forfeit = walkower, draw = remis, hint = podpowiedź.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } vs { $b }
games-title-dm = { $match } — ⚔️ Death Match: EC { $ec } vs DMO { $dmo } · prowadzący { $host }{ $event }
games-clock = { " " }· czas mija <t:{ $t }:R>
games-clock-reserves = { " " }· rezerwy: { $a } { $ra } · { $b } { $rb }
games-reserve-running = biegnie
games-missed-turns = Pominięte ruchy: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Unieważniona przez prowadzącego: { $reason }. Bez wyniku i bez rankingu.
games-voided-organiser = 🚫 Unieważniona przez organizatora: { $reason }. Bez wyniku i bez rankingu; jej gracze rozegrają nową partię.
games-paused-emphasis = Wstrzymana przez prowadzącego
games-paused = ⏸️ { $emphasis }: bez ruchów i bez zegara do wznowienia.
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 Wygrywa { $winner }: prowadzący przyznał partię ({ $reason }).
games-outcome-organiser-award = 🏅 Wygrywa { $winner }: organizator przyznał partię ({ $reason }).
games-outcome-dm-draw = 🏆 Wygrywa { $winner }: gra zakończyła się remisem, a zremisowany Death Match przypada DMO.
games-outcome-draw = 🤝 Partia kończy się remisem.
games-outcome-win = 🏆 { $winner } wygrywa partię.
games-outcome-forfeit = 🏆 Wygrywa { $winner }: { $loser } przegrywa walkowerem po { $n ->
    [one] { $n } pominiętym ruchu
    [few] { $n } pominiętych ruchach
   *[other] { $n } pominiętych ruchach
}.
games-outcome-dropped-out = 🏆 Wygrywa { $winner }: { $loser } wycofuje się z turnieju.
games-outcome-resigned = 🏆 Wygrywa { $winner }: { $loser } się poddaje.
games-hint-emphasis = Co zrobiłby bot?
games-hint = 💡 { $emphasis } Jego ruch: { $what }.
games-not-mine = Ten przycisk nie jest już jednym z moich.
games-button-hint = Co zrobiłby bot?
games-button-rematch = Rewanż
games-button-hand = Moja ręka
games-button-board = Graj na planszy
games-button-resign = Poddaj się
match-number = Partia #{ $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } wygrywa partię { $w }–{ $l }!
games-rules-playing-emphasis = Jak grać:
games-rules-playing-emphasis2 = partie z botem są zapisywane, ale nie liczą się do rankingu
games-rules-playing-emphasis3 = Co zrobiłby bot?
games-rules-playing-emphasis4 = Rewanż
games-rules-playing = { $emphasis } wyzwij gracza przez { $challenge } albo pomiń przeciwnika, by każdy tutaj mógł przyjąć. Nikogo nie ma? { $practice } (lub wyzwanie mnie) to gra z botem, łatwym lub mocnym: { $emphasis2 }. W swojej turze 💡 { $emphasis3 } pokaże ci ruch mocnego bota. Po zakończonej partii możesz wybrać { $emphasis4 }.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Turniej #{ $id } · runda { $round }
games-reserve-started = ⏳ Czas tury { $who } minął; biegnie rezerwa{ $until }.
games-reserve-until = : skończy się <t:{ $t }:R>
games-missed-turn = ⏰ { $who } przekroczył(a) czas (stracona tura { $n }/{ $max }); { $skipped ->
    [yes] tura przepada
   *[no] bot zagrał w zastępstwie
}.

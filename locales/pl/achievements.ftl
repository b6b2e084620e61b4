### Glossary (polski): match = partia, player = gracz, opponent = przeciwnik, season = sezon,
### leaderboard = ranking, rating = ranking punktowy, rated = rankingowa, win = wygrana,
### achievement = osiągnięcie, rarity = rzadkość. Register: ty, bez form rodzajowych.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = Pierwsza wygrana
achievement-first-win-how = Wygraj partię rankingową.
achievement-played-10 = Bywalec
achievement-played-10-how = Rozegraj 10 partii rankingowych.
achievement-played-100 = Weteran
achievement-played-100-how = Rozegraj 100 partii rankingowych.
achievement-streak-3 = Trzy z rzędu
achievement-streak-3-how = Wygraj 3 partie rankingowe z rzędu.
achievement-streak-5 = W formie
achievement-streak-5-how = Wygraj 5 partii rankingowych z rzędu.
achievement-streak-10 = Nie do zatrzymania
achievement-streak-10-how = Wygraj 10 partii rankingowych z rzędu.
achievement-all-games = Wszechstronność
achievement-all-games-how = Rozegraj partię rankingową w każdej grze.
achievement-rating-1700 = Ekspert
achievement-rating-1700-how = Osiągnij 1700 punktów rankingu w jednej grze.
achievement-rating-1900 = Mistrz
achievement-rating-1900-how = Osiągnij 1900 punktów rankingu w jednej grze.
achievement-strong-bot = Pogromca bota
achievement-strong-bot-how = Pokonaj bota na jego najsilniejszym poziomie.
achievement-death-match = Ocalenie
achievement-death-match-how = Wygraj Death Match.
achievement-season-top-3 = Na podium
achievement-season-top-3-how = Zakończ sezon w pierwszej trójce rankingu jednej gry.
achievement-clash-shutout = Czyste konto
achievement-clash-shutout-how = Wygraj partię Clash, nie oddając przeciwnikowi ani punktu.
achievement-tile-straight-flush = Poker
achievement-tile-straight-flush-how = Zdobądź punkty linią z pokerem w Tile Poker.
achievement-clubbed-empty-store = Pusty skarbiec
achievement-clubbed-empty-store-how = Wygraj partię Clubbed bez żadnej karty w swoim skarbcu.
achievement-shape-shutout = Każde rozdanie
achievement-shape-shutout-how = Wygraj partię Shape Clash, nie oddając przeciwnikowi ani jednego rozdania.
achievement-duel-shutout = Bezbłędny pojedynek
achievement-duel-shutout-how = Wygraj Duel, nie oddając przeciwnikowi ani jednego starcia.

achievements-earned = 🏅 Nowe osiągnięcia: { $earned }

achievements-title-emphasis = Osiągnięcia: { $player }
achievements-title = 🏅 { $emphasis }: { $count } z { $total }
achievements-none-yours = Nie masz jeszcze osiągnięć na tym serwerze. Wygraj partię rankingową, a zdobędziesz pierwsze.
achievements-none = { $player } nie ma jeszcze osiągnięć na tym serwerze.
achievements-entry = { $name }: { $how } ({ $percent }% graczy)
achievements-by-match = zdobyte w partii #{ $match } { $when }
achievements-by-season = zdobyte na koniec sezonu { $season } { $when }

stats-achievements = Osiągnięcia: { $count } z { $total }, najrzadsze: { $name } ({ $percent }% graczy)

web-achievements = Osiągnięcia
web-achievements-none = Jeszcze brak osiągnięć.
web-achievements-rarity = { $percent }% graczy
web-achievements-match = Partia #{ $match }

settings-key-announce_achievements = Osiągnięcia w wynikach
settings-achievements-on = podawane
settings-achievements-off = niepodawane
settings-achievements-button = Osiągnięcia w wynikach: { $state }
settings-achievements-turned-on = Wiadomości z wynikiem podają teraz osiągnięcia zdobyte w partii.
settings-achievements-turned-off = Wiadomości z wynikiem nie podają już osiągnięć (nadal są w /achievements).

cmd-achievements = osiągnięcia
cmd-achievements-description = Osiągnięcia gracza na tym serwerze i ich rzadkość (twoje, jeśli nikogo nie podasz).
cmd-achievements-member = członek
cmd-achievements-member-description = Czyje osiągnięcia (twoje, jeśli puste)

### Glossary (Deutsch): match = Partie, player = Spieler, opponent = Gegner, season = Saison,
### leaderboard/board = Rangliste, rating = Wertung, rated = gewertet, win = Sieg,
### achievement = Erfolg, rarity = Seltenheit.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = Erster Sieg
achievement-first-win-how = Gewinne eine gewertete Partie.
achievement-played-10 = Stammgast
achievement-played-10-how = Spiele 10 gewertete Partien.
achievement-played-100 = Veteran
achievement-played-100-how = Spiele 100 gewertete Partien.
achievement-streak-3 = Hattrick
achievement-streak-3-how = Gewinne 3 gewertete Partien in Folge.
achievement-streak-5 = In Fahrt
achievement-streak-5-how = Gewinne 5 gewertete Partien in Folge.
achievement-streak-10 = Unaufhaltsam
achievement-streak-10-how = Gewinne 10 gewertete Partien in Folge.
achievement-all-games = Allrounder
achievement-all-games-how = Spiele eine gewertete Partie jedes Spiels.
achievement-rating-1700 = Experte
achievement-rating-1700-how = Erreiche in einem Spiel eine Wertung von 1700.
achievement-rating-1900 = Meister
achievement-rating-1900-how = Erreiche in einem Spiel eine Wertung von 1900.
achievement-strong-bot = Bot-Bezwinger
achievement-strong-bot-how = Besiege den Bot auf seiner stärksten Stufe.
achievement-death-match = Überlebender
achievement-death-match-how = Gewinne ein Death Match.
achievement-season-top-3 = Auf dem Podest
achievement-season-top-3-how = Beende eine Saison unter den ersten 3 der Rangliste eines Spiels.
achievement-clash-shutout = Weiße Weste
achievement-clash-shutout-how = Gewinne eine Partie Clash, ohne dass dein Gegner einen Punkt holt.
achievement-tile-straight-flush = Straight Flush
achievement-tile-straight-flush-how = Punkte in Tile Poker mit einer Reihe als Straight Flush.
achievement-clubbed-empty-store = Leerer Vorrat
achievement-clubbed-empty-store-how = Gewinne eine Partie Clubbed ohne eine Karte in deinem Vorrat.
achievement-shape-shutout = Jede Runde
achievement-shape-shutout-how = Gewinne eine Partie Shape Clash, ohne dass dein Gegner eine Runde gewinnt.
achievement-duel-shutout = Makelloses Duell
achievement-duel-shutout-how = Gewinne ein Duel, ohne dass dein Gegner einen Schlagabtausch gewinnt.

achievements-earned = 🏅 Neue Erfolge: { $earned }

achievements-title-emphasis = Erfolge von { $player }
achievements-title = 🏅 { $emphasis }: { $count } von { $total }
achievements-none-yours = Du hast auf diesem Server noch keine Erfolge. Gewinne eine gewertete Partie für deinen ersten.
achievements-none = { $player } hat auf diesem Server noch keine Erfolge.
achievements-entry = { $name }: { $how } ({ $percent } % der Spieler)
achievements-by-match = erreicht in Partie #{ $match } { $when }
achievements-by-season = erreicht am Ende der Saison { $season } { $when }

stats-achievements = Erfolge: { $count } von { $total }, der seltenste { $name } ({ $percent } % der Spieler)

web-achievements = Erfolge
web-achievements-none = Noch keine Erfolge.
web-achievements-rarity = { $percent } % der Spieler
web-achievements-match = Partie #{ $match }

settings-key-announce_achievements = Erfolge in Ergebnismeldungen
settings-achievements-on = genannt
settings-achievements-off = nicht genannt
settings-achievements-button = Erfolge in Ergebnissen: { $state }
settings-achievements-turned-on = Ergebnismeldungen nennen jetzt die Erfolge, die eine Partie einbringt.
settings-achievements-turned-off = Ergebnismeldungen nennen keine Erfolge mehr (sie stehen weiter in /achievements).

cmd-achievements = erfolge
cmd-achievements-description = Erfolge eines Spielers auf diesem Server und ihre Seltenheit (deine, wenn niemand genannt ist).
cmd-achievements-member = mitglied
cmd-achievements-member-description = Wessen Erfolge (deine, wenn leer)

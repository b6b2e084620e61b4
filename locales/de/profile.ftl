### Glossary (Deutsch): match = Partie, player = Spieler, rating = Wertung, rated = gewertet,
### achievement = Erfolg, streak = Serie, puzzle = Rätsel. Register: du.

### Die Profilkarte (Schlüssel und Variablen: siehe locales/en-US/profile.ftl).

profile-col-game = Spiel
profile-col-rating = Wertung
profile-col-trend = Letzte Partien
profile-col-rank = Rang
profile-col-record = S-N-R
profile-col-streak = Serie

profile-rank = #{ $rank } von { $players }
profile-unranked = ohne Rang
profile-streak-won = { $count } gewonnen
profile-streak-lost = { $count } verloren
profile-streak-none = keine
profile-streak-best = beste { $best }
profile-summary = { $matches ->
    [one] 1 gewertete Partie
   *[other] { $matches } gewertete Partien
} · { $record } · beste Serie { $best }
profile-no-matches = Noch keine Partien
profile-no-matches-hint = Beende eine gewertete Partie ({ $challenge }), um eine Wertung zu bekommen.
profile-achievements = Seltenste Erfolge
profile-achievements-none = Noch keine Erfolge
profile-rarity = { $percent } %
profile-puzzle-streak = Rätselserie: { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
}

profile-alt = Profilkarte von { $name }.
profile-alt-none = Noch keine gewerteten Partien.
profile-alt-provisional = { $rating } (vorläufig)
profile-alt-game = { $game }: Wertung { $rating } ± { $deviation }, { $change } { $count ->
    [one] in der letzten Partie
   *[other] in den letzten { $count } Partien
}, { $rank }, S-N-R { $record }, Serie { $streak }.
profile-alt-achievements = Seltenste Erfolge: { $list }.
profile-alt-puzzle = Rätselserie: { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
}.

profile-post = Profilkarte von { $player }
profile-web = Profil im Web

cmd-profile = profil
cmd-profile-description = Die Profilkarte eines Spielers als Bild (deine, wenn niemand genannt ist).
cmd-profile-member = mitglied
cmd-profile-member-description = Wessen Profil (deines, wenn leer)

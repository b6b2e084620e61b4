### Glossary (français): match = partie, player = joueur, rating = cote, rated = classée,
### achievement = succès, streak = série, puzzle = énigme. Register: tu.

### La carte de profil (clés et variables : voir locales/en-US/profile.ftl).

profile-col-game = Jeu
profile-col-rating = Cote
profile-col-trend = Dernières parties
profile-col-rank = Rang
profile-col-record = V-D-N
profile-col-streak = Série

profile-rank = #{ $rank } sur { $players }
profile-unranked = non classé
profile-streak-won = { $count ->
    [one] { $count } gagnée
   *[other] { $count } gagnées
}
profile-streak-lost = { $count ->
    [one] { $count } perdue
   *[other] { $count } perdues
}
profile-streak-none = aucune
profile-streak-best = meilleure { $best }
profile-summary = { $matches ->
    [one] 1 partie classée
   *[other] { $matches } parties classées
} · { $record } · meilleure série { $best }
profile-no-matches = Aucune partie pour l'instant
profile-no-matches-hint = Termine une partie classée ({ $challenge }) pour obtenir une cote.
profile-achievements = Succès les plus rares
profile-achievements-none = Aucun succès pour l'instant
profile-rarity = { $percent } %
profile-puzzle-streak = Série d'énigmes : { $days ->
    [one] 1 jour
   *[other] { $days } jours
}

profile-alt = Carte de profil de { $name }.
profile-alt-none = Aucune partie classée pour l'instant.
profile-alt-provisional = { $rating } (provisoire)
profile-alt-game = { $game } : cote { $rating } ± { $deviation }, { $change } { $count ->
    [one] sur la dernière partie
   *[other] sur les { $count } dernières parties
}, { $rank }, V-D-N { $record }, série { $streak }.
profile-alt-achievements = Succès les plus rares : { $list }.
profile-alt-puzzle = Série d'énigmes : { $days ->
    [one] 1 jour
   *[other] { $days } jours
}.

profile-post = Carte de profil de { $player }
profile-web = Profil sur le web

cmd-profile = profil
cmd-profile-description = La carte de profil d'un joueur, en image (la tienne si personne n'est nommé).
cmd-profile-member = membre
cmd-profile-member-description = Le profil de qui (le tien si vide)

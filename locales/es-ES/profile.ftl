### Glossary (español de España): match = partida, player = jugador, rating = puntuación,
### rated = puntuable, achievement = logro, streak = racha, puzzle = problema. Register: tú.

### La tarjeta de perfil (claves y variables: ver locales/en-US/profile.ftl).

profile-col-game = Juego
profile-col-rating = Puntuación
profile-col-trend = Últimas partidas
profile-col-rank = Puesto
profile-col-record = V-D-E
profile-col-streak = Racha

profile-rank = #{ $rank } de { $players }
profile-unranked = sin puesto
profile-streak-won = { $count ->
    [one] { $count } ganada
   *[other] { $count } ganadas
}
profile-streak-lost = { $count ->
    [one] { $count } perdida
   *[other] { $count } perdidas
}
profile-streak-none = ninguna
profile-streak-best = mejor { $best }
profile-summary = { $matches ->
    [one] 1 partida puntuable
   *[other] { $matches } partidas puntuables
} · { $record } · mejor racha { $best }
profile-no-matches = Aún no hay partidas
profile-no-matches-hint = Termina una partida puntuable ({ $challenge }) para tener puntuación.
profile-achievements = Logros más raros
profile-achievements-none = Aún no hay logros
profile-rarity = { $percent } %
profile-puzzle-streak = Racha de problemas: { $days ->
    [one] 1 día
   *[other] { $days } días
}

profile-alt = Tarjeta de perfil de { $name }.
profile-alt-none = Aún no hay partidas puntuables.
profile-alt-provisional = { $rating } (provisional)
profile-alt-game = { $game }: puntuación { $rating } ± { $deviation }, { $change } { $count ->
    [one] en la última partida
   *[other] en las últimas { $count } partidas
}, { $rank }, V-D-E { $record }, racha { $streak }.
profile-alt-achievements = Logros más raros: { $list }.
profile-alt-puzzle = Racha de problemas: { $days ->
    [one] 1 día
   *[other] { $days } días
}.

profile-post = Tarjeta de perfil de { $player }
profile-web = Perfil en la web

cmd-profile = perfil
cmd-profile-description = La tarjeta de perfil de un jugador, como imagen (la tuya si no nombras a nadie).
cmd-profile-member = miembro
cmd-profile-member-description = De quién es el perfil (el tuyo si lo dejas vacío)

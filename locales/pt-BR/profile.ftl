### Glossary (português do Brasil): match = partida, player = jogador, rating = pontuação,
### rated = ranqueada, achievement = conquista, streak = sequência, puzzle = quebra-cabeça.
### Register: você.

### O cartão de perfil (chaves e variáveis: veja locales/en-US/profile.ftl).

profile-col-game = Jogo
profile-col-rating = Pontuação
profile-col-trend = Últimas partidas
profile-col-rank = Posição
profile-col-record = V-D-E
profile-col-streak = Sequência

profile-rank = #{ $rank } de { $players }
profile-unranked = sem posição
profile-streak-won = { $count ->
    [one] { $count } vitória
   *[other] { $count } vitórias
}
profile-streak-lost = { $count ->
    [one] { $count } derrota
   *[other] { $count } derrotas
}
profile-streak-none = nenhuma
profile-streak-best = melhor { $best }
profile-summary = { $matches ->
    [one] 1 partida ranqueada
   *[other] { $matches } partidas ranqueadas
} · { $record } · melhor sequência { $best }
profile-no-matches = Nenhuma partida ainda
profile-no-matches-hint = Termine uma partida ranqueada ({ $challenge }) para ganhar uma pontuação.
profile-achievements = Conquistas mais raras
profile-achievements-none = Nenhuma conquista ainda
profile-rarity = { $percent }%
profile-puzzle-streak = Sequência de quebra-cabeças: { $days ->
    [one] 1 dia
   *[other] { $days } dias
}

profile-alt = Cartão de perfil de { $name }.
profile-alt-none = Nenhuma partida ranqueada ainda.
profile-alt-provisional = { $rating } (provisória)
profile-alt-game = { $game }: pontuação { $rating } ± { $deviation }, { $change } { $count ->
    [one] na última partida
   *[other] nas últimas { $count } partidas
}, { $rank }, V-D-E { $record }, sequência { $streak }.
profile-alt-achievements = Conquistas mais raras: { $list }.
profile-alt-puzzle = Sequência de quebra-cabeças: { $days ->
    [one] 1 dia
   *[other] { $days } dias
}.

profile-post = Cartão de perfil de { $player }
profile-web = Perfil na web

cmd-profile = perfil
cmd-profile-description = O cartão de perfil de um jogador, como imagem (o seu se ninguém for citado).
cmd-profile-member = membro
cmd-profile-member-description = De quem é o perfil (o seu se vazio)

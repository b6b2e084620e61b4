### Glossary (português do Brasil): server = servidor, post = mensagem, panel = painel,
### language = idioma.

### /settings: the admin's private panel, its selects, buttons and forms, and what a change
### answers (keys: see locales/en-US/settings.ftl).

settings-language-name = Português (Brasil)
settings-language-server = Idioma do servidor do Discord
settings-language-button = Idioma: { $language }
settings-language-title = O idioma das mensagens deste servidor
settings-language-explain = Mesas, resultados, rankings e notícias de temporada são publicados nele. O que só um membro vê (painéis, respostas privadas) continua no idioma do Discord desse membro.
settings-language-placeholder = O idioma das mensagens deste servidor
settings-language-set = As mensagens deste servidor agora estão em { $language }.
settings-language-follows = As mensagens deste servidor voltam a seguir o idioma do Discord do servidor.
settings-language-unknown = o bot não fala esse idioma

settings-panel-head-emphasis = As configurações deste servidor
settings-panel-head = ⚙️ { $emphasis } (cada uma diz se é própria deste servidor ou o padrão do bot)
settings-line-own = • { $setting }: { $value } — este servidor
settings-line-default = • { $setting }: { $value } — padrão
settings-last-change = Última alteração: { $setting } por { $user } { $when }
settings-thread-failure = ⚠️ O tópico da partida #{ $match }: { $reason }; a partida foi jogada em { $channel }.
settings-thread-loss = { $code ->
    [no-permission] não pôde ser aberto porque o bot não pode criar tópicos públicos em { $channel }
    [not-opened] não pôde ser aberto
    [deleted] foi excluído durante a partida
    [locked] foi trancado durante a partida
    [closed] ficou inacessível para o bot durante a partida
   *[unknown] não pôde ser usado
}

settings-key-host_roles = Cargos de anfitrião de Death Match
settings-key-results_channel = Canal de resultados de Death Match
settings-key-puzzle_channel = Canal dos quebra-cabeças do dia
settings-key-turn_seconds = Tempo por vez padrão
settings-key-max_strikes = Vezes perdidas até o W.O.
settings-key-challenge_expiry_seconds = Validade dos desafios
settings-key-game_channels = Canais de jogo
settings-key-games = Jogos ativados
settings-key-threads = Tópicos de partida
settings-key-min_games = Mínimo de partidas no ranking
settings-key-web_pages = Páginas web
settings-key-time_zone = Fuso horário
settings-key-reminders = Lembretes de eventos
settings-key-checkin_seconds = Janela de check-in
settings-key-language = Idioma

settings-value-hosts-default = membros com "Gerenciar servidor"
settings-value-role-missing = cargo { $role } (sumiu: excluído?)
settings-value-channel-missing = canal { $channel } (sumiu: excluído?)
settings-value-no-results-channel = nenhum: os resultados ficam no canal da partida
settings-value-no-puzzle-channel = nenhum: os quebra-cabeças do dia não são publicados
settings-value-untimed = sem tempo
settings-value-never = nunca
settings-value-any-channel = qualquer canal
settings-value-every-game = todos os jogos
settings-value-min-games = { $games ->
    [one] { $games } partida ranqueada
   *[other] { $games } partidas ranqueadas
}
settings-value-pages-off = desativadas: este servidor não tem páginas
settings-value-pages-on = ativadas: <{ $url }>
settings-value-pages-no-address = ativadas (o operador do bot ainda não definiu um endereço público)
settings-value-zone = { $zone } (horários digitados sem fuso)
settings-value-none = nenhum
settings-value-reminders = { $reminders } antes de um evento agendado
settings-value-no-checkin = nenhuma: eventos agendados começam sem check-in
settings-value-checkin = abre { $duration } antes do início
settings-threads-off = desativados: as partidas são jogadas no próprio canal
settings-threads-deathmatches = só Death Matches
settings-threads-every = todas as partidas

settings-placeholder-hosts = Cargos de anfitrião de Death Match (nenhum: Gerenciar servidor)
settings-placeholder-results = Canal de resultados de Death Match (nenhum: o da partida)
settings-placeholder-channels = Canais onde partidas podem começar (nenhum: qualquer um)
settings-placeholder-games = Jogos ativados
settings-button-threads-off = Tópicos de partida: desativados
settings-button-threads-deathmatches = Tópicos de partida: Death Matches
settings-button-threads-every = Tópicos de partida: todas as partidas
settings-button-numbers = Tempo, vezes, validade, ranking…
settings-button-pages-on = Páginas web: ativadas
settings-button-pages-off = Páginas web: desativadas
settings-button-events = Fuso horário, lembretes, check-in…

settings-numbers-title = Tempo, vezes, validade, ranking
settings-numbers-turn = Tempo por vez em segundos (0: sem tempo)
settings-numbers-strikes = Vezes perdidas até o W.O. (0: nunca)
settings-numbers-expiry = Validade de um desafio em segundos
settings-numbers-games = Ranking: partidas ranqueadas mínimas
settings-numbers-placeholder = vazio: o padrão do bot
settings-numbers-not-a-number = { $field }: { $text } não é um número inteiro

settings-events-title = Eventos agendados
settings-events-zone = Fuso horário (vazio: UTC)
settings-events-reminders = Lembretes antes do início (vazio: padrão)
settings-events-reminders-placeholder = 24h, 1h, 10m (nenhum: 0)
settings-events-checkin = Janela de check-in (0: sem; vazio: 15m)

settings-not-admin = Só membros com a permissão "Gerenciar servidor" podem alterar as configurações deste servidor. Nada foi alterado.
settings-refused = ⚠️ { $why } Nada foi alterado.
settings-hosts-default = Os anfitriões de Death Match voltaram a ser os membros com "Gerenciar servidor".
settings-hosts = Anfitriões de Death Match: { $roles }.
settings-results-channel = Os resultados de Death Match também vão para { $channel }.
settings-results-none = Os resultados de Death Match ficam no canal da sua partida.
settings-channels-any = Partidas podem começar em qualquer canal.
settings-channels = Partidas só podem começar em { $channels }.
settings-games = Jogos ativados: { $games }.
settings-threads = Tópicos de partida: { $threads }.
settings-pages-off-notice = As páginas web estão desativadas: os endereços deste servidor respondem como os de um servidor desconhecido.
settings-pages-on-notice = As páginas web estão ativadas: <{ $url }>
settings-pages-no-address-notice = As páginas web estão ativadas; elas aparecem assim que o operador do bot definir seu endereço público ([web] public_url).
settings-nothing = Nada a alterar.
settings-changed = Alterado: { $settings }.
settings-field-refused = { $setting }: { $why }

settings-not-a-role = isso não é um cargo deste servidor
settings-not-a-channel = isso não é um canal deste servidor
settings-not-a-game = isso não é um dos jogos
settings-not-text-channel = isso não é um canal de texto deste servidor ({ $channel })
settings-cannot-see = o bot não consegue ver { $channel }
settings-cannot-play = o bot não pode jogar em { $channel }: falta { $permissions } lá
settings-too-many-roles = no máximo { $max } cargos
settings-roles-unknown = os cargos deste servidor ainda não são conhecidos: tente de novo daqui a pouco
settings-role-not-ours = { $role } não é um cargo deste servidor
settings-went-wrong = algo deu errado do nosso lado
settings-placeholder-puzzles = Canal dos quebra-cabeças do dia (nenhum: sem mensagem diária)
settings-puzzle-channel = Os quebra-cabeças do dia são publicados em { $channel } à meia-noite deste servidor.
settings-puzzle-none = Os quebra-cabeças do dia não são mais publicados.

### Glossary (español de España): server = servidor, post = mensaje, panel = panel,
### language = idioma.

### /settings: the admin's private panel, its selects, buttons and forms, and what a change
### answers (keys: see locales/en-US/settings.ftl).

settings-language-name = Español
settings-language-server = Idioma del servidor de Discord
settings-language-button = Idioma: { $language }
settings-language-title = El idioma de los mensajes de este servidor
settings-language-explain = Las mesas, los resultados, las clasificaciones y las noticias de temporada se publican en este idioma. Lo que solo ve un miembro (paneles, respuestas privadas) sigue en su propio idioma de Discord.
settings-language-placeholder = El idioma de los mensajes de este servidor
settings-language-set = Los mensajes de este servidor están ahora en { $language }.
settings-language-follows = Los mensajes de este servidor vuelven a seguir su idioma de Discord.
settings-language-unknown = el bot no habla ese idioma

settings-panel-head-emphasis = Los ajustes de este servidor
settings-panel-head = ⚙️ { $emphasis } (cada uno indica si es propio de este servidor o el predeterminado del bot)
settings-line-own = • { $setting }: { $value } — este servidor
settings-line-default = • { $setting }: { $value } — predeterminado
settings-last-change = Último cambio: { $setting } por { $user } { $when }
settings-thread-failure = ⚠️ El hilo de la partida #{ $match }: { $reason }; la partida se jugó en { $channel }.
settings-thread-loss = { $code ->
    [no-permission] no se pudo abrir porque el bot no puede crear hilos públicos en { $channel }
    [not-opened] no se pudo abrir
    [deleted] se eliminó durante la partida
    [locked] se bloqueó durante la partida
    [closed] dejó de estar accesible para el bot durante la partida
   *[unknown] no se pudo usar
}

settings-key-host_roles = Roles de anfitrión de Death Match
settings-key-results_channel = Canal de resultados de Death Match
settings-key-puzzle_channel = Canal de los problemas del día
settings-key-turn_seconds = Tiempo por turno predeterminado
settings-key-max_strikes = Turnos perdidos antes de la derrota
settings-key-challenge_expiry_seconds = Caducidad de los retos
settings-key-game_channels = Canales de juego
settings-key-games = Juegos activados
settings-key-threads = Hilos de partida
settings-key-min_games = Mínimo de partidas en la clasificación
settings-key-web_pages = Páginas web
settings-key-time_zone = Zona horaria
settings-key-reminders = Recordatorios de eventos
settings-key-checkin_seconds = Ventana de check-in
settings-key-language = Idioma

settings-value-hosts-default = miembros con «Gestionar servidor»
settings-value-role-missing = rol { $role } (no encontrado: ¿eliminado?)
settings-value-channel-missing = canal { $channel } (no encontrado: ¿eliminado?)
settings-value-no-results-channel = ninguno: los resultados se quedan en el canal de la partida
settings-value-no-puzzle-channel = ninguno: los problemas del día no se publican
settings-value-untimed = sin límite de tiempo
settings-value-never = nunca
settings-value-any-channel = cualquier canal
settings-value-every-game = todos los juegos
settings-value-min-games = { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
}
settings-value-pages-off = desactivadas: este servidor no tiene páginas
settings-value-pages-on = activadas: <{ $url }>
settings-value-pages-no-address = activadas (el operador del bot aún no ha fijado una dirección pública)
settings-value-zone = { $zone } (horas escritas sin zona)
settings-value-none = ninguno
settings-value-reminders = { $reminders } antes de un evento programado
settings-value-no-checkin = ninguna: los eventos programados empiezan sin check-in
settings-value-checkin = se abre { $duration } antes del inicio
settings-threads-off = desactivados: las partidas se juegan en su canal
settings-threads-deathmatches = solo Death Matches
settings-threads-every = todas las partidas

settings-placeholder-hosts = Roles de anfitrión de Death Match (ninguno: Gestionar servidor)
settings-placeholder-results = Canal de resultados de Death Match (ninguno: el de la partida)
settings-placeholder-channels = Canales donde se pueden empezar partidas (ninguno: todos)
settings-placeholder-games = Juegos activados
settings-button-threads-off = Hilos de partida: desactivados
settings-button-threads-deathmatches = Hilos de partida: Death Matches
settings-button-threads-every = Hilos de partida: todas las partidas
settings-button-numbers = Tiempo, turnos, caducidad, clasificación…
settings-button-pages-on = Páginas web: activadas
settings-button-pages-off = Páginas web: desactivadas
settings-button-events = Zona horaria, recordatorios, check-in…

settings-numbers-title = Tiempo, turnos, caducidad, clasificación
settings-numbers-turn = Tiempo por turno en segundos (0: sin límite)
settings-numbers-strikes = Turnos perdidos hasta derrota (0: nunca)
settings-numbers-expiry = Caducidad de un reto en segundos
settings-numbers-games = Clasificación: partidas puntuables
settings-numbers-placeholder = vacío: el predeterminado del bot
settings-numbers-not-a-number = { $field }: { $text } no es un número entero

settings-events-title = Eventos programados
settings-events-zone = Zona horaria (vacío: UTC)
settings-events-reminders = Recordatorios antes del inicio (vacío: def.)
settings-events-reminders-placeholder = 24h, 1h, 10m (ninguno: 0)
settings-events-checkin = Ventana de check-in (0: no; vacío: 15m)

settings-not-admin = Solo los miembros con el permiso «Gestionar servidor» pueden cambiar los ajustes de este servidor. No se ha cambiado nada.
settings-refused = ⚠️ { $why } No se ha cambiado nada.
settings-hosts-default = Los anfitriones de Death Match vuelven a ser los miembros con «Gestionar servidor».
settings-hosts = Anfitriones de Death Match: { $roles }.
settings-results-channel = Los resultados de Death Match también van a { $channel }.
settings-results-none = Los resultados de Death Match se quedan en el canal de su partida.
settings-channels-any = Se pueden empezar partidas en cualquier canal.
settings-channels = Solo se pueden empezar partidas en { $channels }.
settings-games = Juegos activados: { $games }.
settings-threads = Hilos de partida: { $threads }.
settings-pages-off-notice = Las páginas web están desactivadas: las direcciones de este servidor responden como las de un servidor desconocido.
settings-pages-on-notice = Las páginas web están activadas: <{ $url }>
settings-pages-no-address-notice = Las páginas web están activadas; aparecerán cuando el operador del bot fije su dirección pública ([web] public_url).
settings-nothing = No hay nada que cambiar.
settings-changed = Cambiado: { $settings }.
settings-field-refused = { $setting }: { $why }

settings-not-a-role = eso no es un rol de este servidor
settings-not-a-channel = eso no es un canal de este servidor
settings-not-a-game = eso no es uno de los juegos
settings-not-text-channel = eso no es un canal de texto de este servidor ({ $channel })
settings-cannot-see = el bot no puede ver { $channel }
settings-cannot-play = el bot no puede jugar en { $channel }: le falta { $permissions }
settings-too-many-roles = como máximo { $max } roles
settings-roles-unknown = aún no se conocen los roles de este servidor: vuelve a intentarlo en un momento
settings-role-not-ours = { $role } no es un rol de este servidor
settings-went-wrong = algo ha fallado por nuestra parte
settings-placeholder-puzzles = Canal de los problemas del día (ninguno: sin mensaje diario)
settings-puzzle-channel = Los problemas del día se publican en { $channel } a medianoche, hora de este servidor.
settings-puzzle-none = Los problemas del día ya no se publican.

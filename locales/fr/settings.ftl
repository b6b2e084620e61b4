### Glossary (français) : server = serveur, post = message, panel = panneau, language = langue,
### setting = réglage, default = par défaut, host = hôte, match = partie,
### thread = fil, turn clock = temps par tour, challenge = défi, leaderboard = classement,
### check-in = check-in, reminder = rappel, time zone = fuseau horaire, web pages = pages web,
### Manage Server = Gérer le serveur.

### /settings: the admin's private panel, its selects, buttons and forms, and what a change
### answers (keys: see locales/en-US/settings.ftl).

settings-language-name = Français
settings-language-server = Langue du serveur Discord
settings-language-button = Langue : { $language }
settings-language-title = La langue des messages de ce serveur
settings-language-explain = Les tables, résultats, classements et annonces de saison sont publiés dans cette langue. Ce qu'un membre est seul à voir (panneaux, réponses privées) reste dans sa propre langue Discord.
settings-language-placeholder = La langue des messages de ce serveur
settings-language-set = Les messages de ce serveur sont désormais en { $language }.
settings-language-follows = Les messages de ce serveur suivent à nouveau sa langue Discord.
settings-language-unknown = le bot ne parle pas cette langue

settings-panel-head-emphasis = Les réglages de ce serveur
settings-panel-head = ⚙️ { $emphasis } (chacun indique s'il est propre à ce serveur ou celui du bot par défaut)
settings-line-own = • { $setting } : { $value } — ce serveur
settings-line-default = • { $setting } : { $value } — par défaut
settings-last-change = Dernier changement : { $setting } par { $user } { $when }
settings-thread-failure = ⚠️ Le fil de la partie #{ $match } : { $reason } ; la partie s'est jouée dans { $channel }.
settings-thread-loss = { $code ->
    [no-permission] il n'a pas pu être ouvert, car le bot n'a pas le droit de créer des fils publics dans { $channel }
    [not-opened] il n'a pas pu être ouvert
    [deleted] il a été supprimé pendant la partie
    [locked] il a été verrouillé pendant la partie
    [closed] il est devenu inaccessible au bot pendant la partie
   *[unknown] il n'a pas pu être utilisé
}

settings-key-host_roles = Rôles d'hôte de Death Match
settings-key-results_channel = Salon des résultats de Death Match
settings-key-puzzle_channel = Salon des énigmes du jour
settings-key-turn_seconds = Temps par tour par défaut
settings-key-max_strikes = Tours manqués avant forfait
settings-key-challenge_expiry_seconds = Expiration des défis
settings-key-game_channels = Salons de jeu
settings-key-games = Jeux activés
settings-key-threads = Fils de partie
settings-key-min_games = Minimum de parties au classement
settings-key-web_pages = Pages web
settings-key-time_zone = Fuseau horaire
settings-key-reminders = Rappels d'événement
settings-key-checkin_seconds = Fenêtre de check-in
settings-key-language = Langue

settings-value-hosts-default = membres avec « Gérer le serveur »
settings-value-role-missing = rôle { $role } (introuvable : supprimé ?)
settings-value-channel-missing = salon { $channel } (introuvable : supprimé ?)
settings-value-no-results-channel = aucun : les résultats restent dans le salon de la partie
settings-value-no-puzzle-channel = aucun : les énigmes du jour ne sont pas publiées
settings-value-untimed = sans limite de temps
settings-value-never = jamais
settings-value-any-channel = n'importe quel salon
settings-value-every-game = tous les jeux
settings-value-min-games = { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
settings-value-pages-off = désactivées : ce serveur n'a pas de pages
settings-value-pages-on = activées : <{ $url }>
settings-value-pages-no-address = activées (l'opérateur du bot n'a pas encore défini d'adresse publique)
settings-value-zone = { $zone } (heures saisies sans fuseau)
settings-value-none = aucun
settings-value-reminders = { $reminders } avant un événement programmé
settings-value-no-checkin = aucune : les événements programmés commencent sans check-in
settings-value-checkin = s'ouvre { $duration } avant le début
settings-threads-off = désactivés : les parties se jouent dans leur salon
settings-threads-deathmatches = Death Matches uniquement
settings-threads-every = toutes les parties

settings-placeholder-hosts = Rôles d'hôte de Death Match (aucun : Gérer le serveur)
settings-placeholder-results = Salon des résultats de Death Match (aucun : celui de la partie)
settings-placeholder-channels = Salons où lancer des parties (aucun : tous)
settings-placeholder-games = Jeux activés
settings-button-threads-off = Fils de partie : désactivés
settings-button-threads-deathmatches = Fils de partie : Death Matches
settings-button-threads-every = Fils de partie : toutes les parties
settings-button-numbers = Temps, tours, expiration, classement…
settings-button-pages-on = Pages web : activées
settings-button-pages-off = Pages web : désactivées
settings-button-events = Fuseau, rappels, check-in…

settings-numbers-title = Temps, tours, expiration, classement
settings-numbers-turn = Temps par tour en secondes (0 : illimité)
settings-numbers-strikes = Tours manqués avant forfait (0 : jamais)
settings-numbers-expiry = Expiration d'un défi en secondes
settings-numbers-games = Classement : parties classées requises
settings-numbers-placeholder = vide : valeur par défaut du bot
settings-numbers-not-a-number = { $field } : { $text } n'est pas un nombre entier

settings-events-title = Événements programmés
settings-events-zone = Fuseau horaire (vide : UTC)
settings-events-reminders = Rappels avant le début (vide : défaut)
settings-events-reminders-placeholder = 24h, 1h, 10m (aucun : 0)
settings-events-checkin = Fenêtre de check-in (0 : aucune ; vide : 15m)

settings-not-admin = Seuls les membres ayant la permission « Gérer le serveur » peuvent changer les réglages de ce serveur. Rien n'a été changé.
settings-refused = ⚠️ { $why } Rien n'a été changé.
settings-hosts-default = Les hôtes de Death Match sont de nouveau les membres avec « Gérer le serveur ».
settings-hosts = Hôtes de Death Match : { $roles }.
settings-results-channel = Les résultats de Death Match vont aussi dans { $channel }.
settings-results-none = Les résultats de Death Match restent dans le salon de leur partie.
settings-channels-any = Les parties peuvent être lancées dans n'importe quel salon.
settings-channels = Les parties ne peuvent être lancées que dans { $channels }.
settings-games = Jeux activés : { $games }.
settings-threads = Fils de partie : { $threads }.
settings-pages-off-notice = Les pages web sont désactivées : les adresses de ce serveur répondent comme celles d'un serveur inconnu.
settings-pages-on-notice = Les pages web sont activées : <{ $url }>
settings-pages-no-address-notice = Les pages web sont activées ; elles apparaîtront dès que l'opérateur du bot aura défini son adresse publique ([web] public_url).
settings-nothing = Rien à changer.
settings-changed = Modifié : { $settings }.
settings-field-refused = { $setting } : { $why }

settings-not-a-role = ce n'est pas un rôle de ce serveur
settings-not-a-channel = ce n'est pas un salon de ce serveur
settings-not-a-game = ce n'est pas l'un des jeux
settings-not-text-channel = ce n'est pas un salon textuel de ce serveur ({ $channel })
settings-cannot-see = le bot ne voit pas { $channel }
settings-cannot-play = le bot ne peut pas jouer dans { $channel } : il lui manque { $permissions }
settings-too-many-roles = { $max } rôles au plus
settings-roles-unknown = les rôles de ce serveur ne sont pas encore connus : réessaie dans un instant
settings-role-not-ours = { $role } n'est pas un rôle de ce serveur
settings-went-wrong = un problème est survenu de notre côté
settings-placeholder-puzzles = Salon des énigmes du jour (aucun : pas de message quotidien)
settings-puzzle-channel = Les énigmes du jour sont publiées dans { $channel } à minuit, heure de ce serveur.
settings-puzzle-none = Les énigmes du jour ne sont plus publiées.

### Glossary (français) : game = jeu, match = partie, turn = tour, player = joueur,
### opponent = adversaire, season = saison, leaderboard = classement, rating = cote,
### rated = classée, forfeit = forfait, organiser = organisateur, host = hôte,
### tournament = tournoi, sign-up = inscriptions, standings = classement, round = ronde,
### record = relevé, draw = nulle ; Death Match, EC, DMO restent tels quels.

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = défier
cmd-challenge-description = Défie un joueur, moi (le bot : on joue tout de suite) ou n'importe qui ici (sans adversaire).
cmd-challenge-game = jeu
cmd-challenge-game-description = Quel jeu
cmd-challenge-opponent = adversaire
cmd-challenge-opponent-description = Qui défier (moi, pour jouer contre le bot) ; sans adversaire, n'importe qui ici peut accepter
cmd-challenge-target = objectif
cmd-challenge-target-description = Points (ou clashes) qui gagnent la partie ; par défaut, ceux du jeu
cmd-challenge-turn_seconds = secondes_par_tour
cmd-challenge-turn_seconds-description = Secondes par tour : 0 pour sans limite ; par défaut, celles du serveur

cmd-practice = entraînement
cmd-practice-description = Joue contre le bot : n'importe quel jeu, n'importe quand. Non classée.
cmd-practice-game = jeu
cmd-practice-game-description = Quel jeu
cmd-practice-level = niveau
cmd-practice-level-description = Le niveau du bot ; fort par défaut
cmd-practice-level-easy = facile
cmd-practice-level-strong = fort
cmd-practice-level-random = aléatoire (les premières parties d'un débutant)
cmd-practice-target = objectif
cmd-practice-target-description = Points (ou clashes) qui gagnent la partie ; par défaut, ceux du jeu
cmd-practice-turn_seconds = secondes_par_tour
cmd-practice-turn_seconds-description = Secondes par tour : 0 pour sans limite ; par défaut, celles du serveur

cmd-games = parties
cmd-games-description = Tes parties en cours.

cmd-resign = abandonner
cmd-resign-description = Abandonne une de tes parties (avec confirmation).
cmd-resign-match = partie
cmd-resign-match-description = Le numéro de la partie (seulement si tu en joues plusieurs)

cmd-rules = règles
cmd-rules-description = Comment se joue un jeu, avec des exemples.
cmd-rules-game = jeu
cmd-rules-game-description = Quel jeu

cmd-rank = évaluer
cmd-rank-description = Évalue une combinaison Clash de 1 à 4 cartes, p. ex. `9S 9H 7D 7C`.
cmd-rank-cards = cartes
cmd-rank-cards-description = 1 à 4 cartes, p. ex. 9S 9H 7D 7C (10 ou T pour dix ; couleurs S H D C ou ♠♥♦♣)

cmd-leaderboard = classement
cmd-leaderboard-description = Le classement d'un jeu sur ce serveur.
cmd-leaderboard-game = jeu
cmd-leaderboard-game-description = Quel jeu
cmd-leaderboard-season = saison
cmd-leaderboard-season-description = Quelle saison (celle en cours par défaut ; all pour tout le temps)
cmd-leaderboard-page = page
cmd-leaderboard-page-description = Page, 10 joueurs chacune (1 par défaut)

cmd-stats = stats
cmd-stats-description = Cote, rang et bilan d'un joueur (les tiens si personne n'est nommé).
cmd-stats-user = membre
cmd-stats-user-description = Les stats de qui (les tiennes par défaut)
cmd-stats-game = jeu
cmd-stats-game-description = Quel jeu (tous ceux qu'il joue par défaut)
cmd-stats-season = saison
cmd-stats-season-description = Quelle saison (celle en cours par défaut ; all pour tout le temps)

cmd-history = historique
cmd-history-description = Les dernières parties classées d'un joueur (les tiennes si personne n'est nommé).
cmd-history-user = membre
cmd-history-user-description = Les parties de qui (les tiennes par défaut)
cmd-history-game = jeu
cmd-history-game-description = Quel jeu (tous par défaut)
cmd-history-season = saison
cmd-history-season-description = Quelle saison (celle en cours par défaut ; all pour tout le temps)

cmd-season = saison
cmd-season-description = Saisons : des classements qui repartent de zéro (les organisateurs les lancent et terminent).

cmd-season-start = lancer
cmd-season-start-description = Lance une nouvelle saison et clôt celle en cours (son top 10 final est publié).
cmd-season-start-name = nom
cmd-season-start-name-description = Le nom de la nouvelle saison, p. ex. Saison 4
cmd-season-start-soft_reset = remise_douce
cmd-season-start-soft_reset-description = Cote de départ : la cote globale ramenée à mi-chemin de 1500 (par défaut : tous à 1500)

cmd-season-end = terminer
cmd-season-end-description = Termine la saison en cours sans en lancer une autre (son top 10 final est publié).

cmd-season-list = liste
cmd-season-list-description = Les saisons de ce serveur, avec leurs dates.

cmd-record = relevé
cmd-record-description = Le relevé d'une de tes parties terminées, en fichier à vérifier avec `clash-bot verify`.
cmd-record-match = partie
cmd-record-match-description = Le numéro de la partie

cmd-replay = revoir
cmd-replay-description = Revois coup par coup une partie terminée de ce serveur.
cmd-replay-match = partie
cmd-replay-match-description = Le numéro de la partie
cmd-replay-public = public
cmd-replay-public-description = La publier dans le salon pour que tous la parcourent (sinon toi seul la vois)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Gère les Death Matches (hôtes seulement, sauf le relevé).

cmd-deathmatch-start = lancer
cmd-deathmatch-start-description = Lance un Death Match : le DMO choisit qui commence.
cmd-deathmatch-start-game = jeu
cmd-deathmatch-start-game-description = Quel jeu
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = Le candidat à l'élimination (EC)
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = L'adversaire du Death Match (DMO), choisi par l'EC
cmd-deathmatch-start-event = événement
cmd-deathmatch-start-event-description = Un nom d'événement qui regroupe des Death Matches, p. ex. Saison 4, semaine 2
cmd-deathmatch-start-turn_seconds = secondes_par_tour
cmd-deathmatch-start-turn_seconds-description = Secondes par tour (60 par défaut ; 0 pour sans limite)
cmd-deathmatch-start-max_strikes = absences_max
cmd-deathmatch-start-max_strikes-description = Tours manqués qui donnent forfait (5 par défaut)
cmd-deathmatch-start-reserve_seconds = réserve_secondes
cmd-deathmatch-start-reserve_seconds-description = Une réserve de temps par joueur, utilisée avant qu'un tour soit sauté (0 par défaut)
cmd-deathmatch-start-draw_to_dmo = nulle_au_dmo
cmd-deathmatch-start-draw_to_dmo-description = Si une nulle revient au DMO (oui par défaut)

cmd-deathmatch-schedule = programmer
cmd-deathmatch-schedule-description = Programme un Death Match : annoncé tout de suite, rappel, check-in, lancé à l'heure.
cmd-deathmatch-schedule-game = jeu
cmd-deathmatch-schedule-game-description = Quel jeu
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = Le candidat à l'élimination (EC)
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = L'adversaire du Death Match (DMO), choisi par l'EC
cmd-deathmatch-schedule-at = quand
cmd-deathmatch-schedule-at-description = Quand : 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = délai_de_grâce
cmd-deathmatch-schedule-grace-description = Temps laissé à un joueur absent après le début avant le forfait (5m par défaut)
cmd-deathmatch-schedule-event = événement
cmd-deathmatch-schedule-event-description = Un nom d'événement qui regroupe des Death Matches, p. ex. Saison 4, semaine 2
cmd-deathmatch-schedule-turn_seconds = secondes_par_tour
cmd-deathmatch-schedule-turn_seconds-description = Secondes par tour (60 par défaut ; 0 pour sans limite)
cmd-deathmatch-schedule-max_strikes = absences_max
cmd-deathmatch-schedule-max_strikes-description = Tours manqués qui donnent forfait (5 par défaut)

cmd-deathmatch-reschedule = reprogrammer
cmd-deathmatch-reschedule-description = Déplace un Death Match ou un tournoi programmé à une autre heure (son hôte seulement).
cmd-deathmatch-reschedule-scheduled = programmé
cmd-deathmatch-reschedule-scheduled-description = Le numéro du Death Match ou du tournoi programmé
cmd-deathmatch-reschedule-at = quand
cmd-deathmatch-reschedule-at-description = La nouvelle heure : 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = déprogrammer
cmd-deathmatch-cancel-description = Annule un Death Match ou un tournoi programmé, avec une raison publiée (son hôte seulement).
cmd-deathmatch-cancel-scheduled = programmé
cmd-deathmatch-cancel-scheduled-description = Le numéro du Death Match ou du tournoi programmé
cmd-deathmatch-cancel-reason = raison
cmd-deathmatch-cancel-reason-description = Pourquoi (publié avec l'annulation)

cmd-deathmatch-start-now = lancer_maintenant
cmd-deathmatch-start-now-description = Lance maintenant un Death Match ou un tournoi programmé, check-in fait ou non (son hôte seulement).
cmd-deathmatch-start-now-scheduled = programmé
cmd-deathmatch-start-now-scheduled-description = Le numéro du Death Match ou du tournoi programmé

cmd-deathmatch-pause = pause
cmd-deathmatch-pause-description = Met un Death Match en pause : ni coups ni horloge jusqu'à la reprise.
cmd-deathmatch-pause-match = partie
cmd-deathmatch-pause-match-description = Le numéro de la partie
cmd-deathmatch-pause-reason = raison
cmd-deathmatch-pause-reason-description = Pourquoi (publié avec la pause)

cmd-deathmatch-resume = reprendre
cmd-deathmatch-resume-description = Reprend un Death Match en pause avec le temps qui restait.
cmd-deathmatch-resume-match = partie
cmd-deathmatch-resume-match-description = Le numéro de la partie
cmd-deathmatch-resume-reason = raison
cmd-deathmatch-resume-reason-description = Pourquoi (publié avec la reprise)

cmd-deathmatch-addtime = ajouter_temps
cmd-deathmatch-addtime-description = Ajoute du temps au tour en cours d'un Death Match.
cmd-deathmatch-addtime-match = partie
cmd-deathmatch-addtime-match-description = Le numéro de la partie
cmd-deathmatch-addtime-seconds = secondes
cmd-deathmatch-addtime-seconds-description = Secondes à ajouter au tour en cours
cmd-deathmatch-addtime-reason = raison
cmd-deathmatch-addtime-reason-description = Pourquoi (publié avec)

cmd-deathmatch-void = annuler
cmd-deathmatch-void-description = Termine un Death Match sans résultat et sans cote.
cmd-deathmatch-void-match = partie
cmd-deathmatch-void-match-description = Le numéro de la partie
cmd-deathmatch-void-reason = raison
cmd-deathmatch-void-reason-description = Pourquoi (publié avec)

cmd-deathmatch-award = attribuer
cmd-deathmatch-award-description = Termine un Death Match avec un vainqueur (p. ex. disqualification) ; classé comme un forfait.
cmd-deathmatch-award-match = partie
cmd-deathmatch-award-match-description = Le numéro de la partie
cmd-deathmatch-award-player = joueur
cmd-deathmatch-award-player-description = Le joueur qui gagne
cmd-deathmatch-award-reason = raison
cmd-deathmatch-award-reason-description = Pourquoi (publié avec)

cmd-deathmatch-list = liste
cmd-deathmatch-list-description = Le tableau de bord de l'hôte : les Death Matches du serveur (ou d'un événement).
cmd-deathmatch-list-event = événement
cmd-deathmatch-list-event-description = Seulement les Death Matches de cet événement

cmd-deathmatch-record = relevé
cmd-deathmatch-record-description = Le relevé complet d'un Death Match terminé, pour son hôte et ses deux joueurs.
cmd-deathmatch-record-match = partie
cmd-deathmatch-record-match-description = Le numéro de la partie

cmd-tournament = tournoi
cmd-tournament-description = Tournois : suisse, élimination directe ou toutes rondes, appariés et lancés par le bot.

cmd-tournament-create = créer
cmd-tournament-create-description = Ouvre les inscriptions d'un tournoi (organisateurs).
cmd-tournament-create-game = jeu
cmd-tournament-create-game-description = Quel jeu
cmd-tournament-create-format = format
cmd-tournament-create-format-description = Comment les joueurs sont appariés
cmd-tournament-create-format-swiss = suisse
cmd-tournament-create-format-single-elimination = élimination directe
cmd-tournament-create-format-round-robin = toutes rondes
cmd-tournament-create-name = nom
cmd-tournament-create-name-description = Le nom du tournoi
cmd-tournament-create-rounds = rondes
cmd-tournament-create-rounds-description = Suisse seulement : combien de rondes (par défaut : assez pour un net vainqueur)
cmd-tournament-create-target = objectif
cmd-tournament-create-target-description = L'objectif de chaque partie (par défaut : celui du jeu)
cmd-tournament-create-turn_seconds = secondes_par_tour
cmd-tournament-create-turn_seconds-description = Secondes par tour (120 par défaut) ; le dépassement donne forfait
cmd-tournament-create-max_players = joueurs_max
cmd-tournament-create-max_players-description = Au plus ce nombre de joueurs (2 à 256, 256 par défaut)
cmd-tournament-create-signup_minutes = minutes_inscription
cmd-tournament-create-signup_minutes-description = Minutes avant la clôture des inscriptions et le début (15 par défaut)
cmd-tournament-create-rated = classée
cmd-tournament-create-rated-description = Si ses parties sont classées (oui par défaut)
cmd-tournament-create-starts_at = début
cmd-tournament-create-starts_at-description = Le programmer : quand il commence (inscriptions jusque-là, check-in avant), ex. tomorrow 18:00

cmd-tournament-start = lancer
cmd-tournament-start-description = Clôt les inscriptions maintenant et apparie la ronde 1 (organisateurs).
cmd-tournament-start-tournament = tournoi
cmd-tournament-start-tournament-description = Le numéro du tournoi

cmd-tournament-drop = retirer
cmd-tournament-drop-description = Quitte un tournoi, ou (organisateurs) retire un joueur.
cmd-tournament-drop-tournament = tournoi
cmd-tournament-drop-tournament-description = Le numéro du tournoi
cmd-tournament-drop-player = joueur
cmd-tournament-drop-player-description = Organisateurs : le joueur à retirer (par défaut : toi)
cmd-tournament-drop-reason = raison
cmd-tournament-drop-reason-description = Pourquoi (publié avec)

cmd-tournament-award = attribuer
cmd-tournament-award-description = Attribue une partie de tournoi en cours à l'un de ses joueurs (organisateurs).
cmd-tournament-award-match = partie
cmd-tournament-award-match-description = Le numéro de la partie
cmd-tournament-award-player = joueur
cmd-tournament-award-player-description = Le joueur qui gagne
cmd-tournament-award-reason = raison
cmd-tournament-award-reason-description = Pourquoi (publié avec)

cmd-tournament-void = annuler
cmd-tournament-void-description = Annule une partie de tournoi en cours : pas de résultat, ses joueurs rejouent (organisateurs).
cmd-tournament-void-match = partie
cmd-tournament-void-match-description = Le numéro de la partie
cmd-tournament-void-reason = raison
cmd-tournament-void-reason-description = Pourquoi (publié avec)

cmd-tournament-end = terminer
cmd-tournament-end-description = Termine un tournoi maintenant, avec le classement actuel (organisateurs).
cmd-tournament-end-tournament = tournoi
cmd-tournament-end-tournament-description = Le numéro du tournoi
cmd-tournament-end-reason = raison
cmd-tournament-end-reason-description = Pourquoi (publié avec)

cmd-tournament-list = liste
cmd-tournament-list-description = Les tournois de ce serveur, du plus récent au plus ancien.

cmd-tournament-show = afficher
cmd-tournament-show-description = Les inscriptions ou le classement d'un tournoi (une page), visibles par toi seul.
cmd-tournament-show-tournament = tournoi
cmd-tournament-show-tournament-description = Le numéro du tournoi
cmd-tournament-show-page = page
cmd-tournament-show-page-description = Quelle page du classement (24 joueurs par page ; 1 par défaut)

cmd-settings = paramètres
cmd-settings-description = Voir et modifier les paramètres de ce serveur (Gérer le serveur).

cmd-puzzle = puzzle
cmd-puzzle-description = L'énigme du jour d'un jeu, à laquelle tu réponds en privé.
cmd-puzzle-game = jeu
cmd-puzzle-game-description = Quel jeu (le premier auquel tu n'as pas encore répondu aujourd'hui par défaut)
cmd-puzzles = puzzles
cmd-puzzles-description = Le classement des énigmes de ce serveur : cotes, énigmes résolues et séries.
cmd-puzzles-page = page
cmd-puzzles-page-description = Page, 10 joueurs chacune (1 par défaut)

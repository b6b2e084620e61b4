### Glossary (français) : challenge = défi, match = partie, move = coup, turn clock = temps par tour,
### host = hôte, target = objectif, setting = réglage, check-in = check-in, reminder = rappel.

### Les refus du service (keys: see locales/en-US/refusals.ftl).

setting-error-turn = le temps par tour doit être 0 (illimité) ou de { $min } à { $max } secondes
setting-error-strikes = les tours manqués avant forfait doivent aller de 0 (jamais) à { $max }
setting-error-expiry = un défi doit attendre sa réponse de { $min } à { $max } secondes
setting-error-min-games = le minimum du classement doit aller de 1 à { $max } parties
setting-error-too-many = { $max } rôles ou salons au plus
setting-error-no-game = au moins un jeu doit rester activé
setting-error-zone = `{ $zone }` n'est pas un fuseau horaire que je connais
setting-error-reminders = { $max } rappels au plus, chacun dans la semaine qui précède le début
setting-error-checkin = la fenêtre de check-in doit aller de 0 (pas de check-in) à { $max } heures
setting-error-malformed = ce n'est pas une valeur de { $setting }

refusal-challenge-self = Tu ne peux pas te défier toi-même.
refusal-challenge-bot = Les autres bots ne peuvent pas jouer : défie une personne, ou joue contre moi avec { $practice }.
refusal-bot-busy = Tu joues déjà à { $game } contre le bot : termine ou abandonne d'abord la partie #{ $match }.
refusal-already-pending = Un défi est déjà en attente entre toi et ce joueur.
refusal-open-pending = Tu as déjà un défi ouvert en attente : annule-le avant d'en lancer un autre.
refusal-open-decline = Un défi ouvert ne peut pas être refusé : laisse-le à quelqu'un d'autre.
refusal-own-challenge = Tu ne peux pas accepter ton propre défi.
refusal-not-over-yet = Cette partie est encore en cours : une revanche est proposée une fois qu'elle est finie.
refusal-bad-target = L'objectif doit être compris entre 1 et { $max }.
refusal-bad-turn-seconds = Le temps par tour (turn_seconds) doit être 0 pour illimité, ou de { $min } à { $max } secondes.
refusal-challenge-closed = { $status ->
    [pending] Ce défi n'est plus ouvert : il était en attente.
    [accepted] Ce défi n'est plus ouvert : il a été accepté.
    [declined] Ce défi n'est plus ouvert : il a été refusé.
    [cancelled] Ce défi n'est plus ouvert : il a été annulé.
   *[expired] Ce défi n'est plus ouvert : il a expiré.
}
refusal-not-your-challenge = { $who ->
    [challenger] Seul le joueur qui a lancé le défi peut faire ça.
   *[challenged] Seul le joueur défié peut faire ça.
}
refusal-no-such-challenge = Ce défi n'existe pas.
refusal-no-such-match = Cette partie n'existe pas.
refusal-match-over = Cette partie est terminée.
refusal-match-not-over = Le relevé est disponible une fois la partie terminée.
refusal-other-server = Cette partie a été jouée sur un autre serveur.
refusal-voided = Cette partie a été annulée par son hôte ({ $reason }) : elle n'a pas de résultat à rejouer.
refusal-not-a-player = Tu ne joues pas dans cette partie.
refusal-not-your-turn = Ce n'est pas ton tour.
refusal-stale = Ce bouton date d'un tour précédent.
refusal-shutting-down = Le bot s'arrête : réessaie dans un instant.
refusal-paused = La partie est mise en pause par son hôte : aucun coup avant la reprise.
refusal-game-off = { $game } est désactivé sur ce serveur.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .

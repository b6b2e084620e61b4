### Glossary (français) : game = jeu, match = partie, player = joueur, opponent = adversaire,
### turn = tour, clock = horloge, host = hôte, organiser = organisateur, resign = abandonner,
### forfeit = forfait, draw = nulle, hint = conseil, Death Match = Death Match.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } contre { $b }
games-title-dm = { $match } — ⚔️ Death Match : EC { $ec } contre DMO { $dmo } · hôte { $host }{ $event }
games-clock = { " " }· l'horloge expire <t:{ $t }:R>
games-clock-reserves = { " " }· réserves : { $a } { $ra } · { $b } { $rb }
games-reserve-running = en cours
games-missed-turns = Tours manqués : { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Annulée par l'hôte : { $reason }. Pas de résultat, pas de cote.
games-voided-organiser = 🚫 Annulée par l'organisateur : { $reason }. Pas de résultat, pas de cote ; ses joueurs jouent une nouvelle partie.
games-paused-emphasis = Mise en pause par l'hôte
games-paused = ⏸️ { $emphasis } : ni coups ni horloge jusqu'à la reprise.
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 { $winner } gagne : l'hôte lui a attribué la partie ({ $reason }).
games-outcome-organiser-award = 🏅 { $winner } gagne : l'organisateur lui a attribué la partie ({ $reason }).
games-outcome-dm-draw = 🏆 { $winner } gagne : la partie est nulle, et un Death Match nul revient au DMO.
games-outcome-draw = 🤝 La partie est nulle.
games-outcome-win = 🏆 { $winner } gagne la partie.
games-outcome-forfeit = 🏆 { $winner } gagne : { $loser } a manqué { $n ->
    [one] un tour
   *[other] { $n } tours
} et perd par forfait.
games-outcome-dropped-out = 🏆 { $winner } gagne : { $loser } a quitté le tournoi.
games-outcome-resigned = 🏆 { $winner } gagne : { $loser } a abandonné.
games-hint-emphasis = Que ferait le bot ?
games-hint = 💡 { $emphasis } Son coup : { $what }.
games-not-mine = Ce bouton n'est plus l'un des miens.
games-button-hint = Que ferait le bot ?
games-button-rematch = Revanche
games-button-hand = Ma main
games-button-board = Jouer sur le plateau
games-button-resign = Abandonner
match-number = Partie n° { $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } gagne la partie { $w }–{ $l } !
games-rules-playing-emphasis = Jouer :
games-rules-playing-emphasis2 = les parties contre le bot sont gardées mais pas classées
games-rules-playing-emphasis3 = Que ferait le bot ?
games-rules-playing-emphasis4 = Revanche
games-rules-playing = { $emphasis } { $challenge } un joueur, ou laisse l'adversaire vide pour que n'importe qui ici puisse accepter. Personne ? { $practice } (ou défie-moi) joue contre le bot, facile ou fort : { $emphasis2 }. À ton tour, 💡 { $emphasis3 } te montre le coup du bot fort. Une partie terminée propose une { $emphasis4 }.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Tournoi n° { $id } · ronde { $round }
games-reserve-started = ⏳ L'horloge du tour de { $who } est écoulée ; sa réserve s'écoule{ $until }.
games-reserve-until =  : elle s'épuise <t:{ $t }:R>
games-missed-turn = ⏰ { $who } a dépassé le temps (tour manqué { $n }/{ $max }) ; { $skipped ->
    [yes] son tour est passé
   *[no] le bot a joué à sa place
}.

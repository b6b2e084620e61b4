### Glossary (français) : round = manche, defender = défenseur, attacker = attaquant,
### set = groupe (groupe de 4), set up = composer (composition), reveal = révéler,
### answer = réponse (répondre), capture = prendre, save = mettre de côté, hand = main,
### score = score, point = point, junk = cartes perdues, match = partie, toss = tirage au sort.
### Hand classes (termes du poker) : high card = carte haute, pair = paire, two pair = double paire,
### three of a kind = brelan, straight = quinte, flush = couleur, straight flush = quinte flush,
### four of a kind = carré ; le « flash » de Clash (les quatre enseignes) reste flash :
### straight flash = quinte flash, two pair flash = double paire flash, common flash = flash simple.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = carte haute
clash-category-pair = paire
clash-category-two-pair = double paire
clash-category-three-of-a-kind = brelan
clash-category-straight = quinte
clash-category-flush = couleur
clash-category-straight-flush = quinte flush
clash-category-straight-flash = quinte flash
clash-category-two-pair-flash = double paire flash
clash-category-four-of-a-kind = carré
clash-category-common-flash = flash simple
clash-rank = { $category } (hauteur { $card })
clash-set-line = • groupe de { $size } : { $cards } — { $rank }

## The table
clash-title = { $title } · premier à { $target } points
clash-score = Score : { $a } { $sa } · { $b } { $sb } · Manche { $round }
clash-roles = 🛡️ Défenseur { $defender } · ⚔️ Attaquant { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank } : { $result }
clash-captured = pris
clash-not-captured = pas pris
clash-exchange-waiting = en attente de la réponse
clash-face-down = Face cachée : { $sizes }
clash-size = groupe de { $size }
clash-to-set-up = doit composer ses groupes
clash-to-reveal = doit révéler un groupe
clash-to-answer = doit répondre au groupe de { $size }
clash-round = Manche { $round }

## The table's action button
clash-act-set-up = Composer
clash-act-reveal = Révéler
clash-act-answer = Répondre
clash-act-play = Jouer

## A move in words
clash-describe-set-up = composer { $setup }
clash-describe-reveal = révéler ton groupe de { $size }
clash-describe-answer = répondre avec { $cards }

## A finished match's replay

## Public posts
clash-event-set-up = { $who } a composé ses quatre groupes.
clash-event-revealed = { $who } révèle le groupe de { $size } { $cards } — { $rank }
clash-event-answered = { $who } répond { $cards } — { $rank } : { $result }
clash-event-captures-emphasis = prend
clash-event-captures = le { $emphasis } ({ $n ->
    [one] 1 carte
   *[other] { $n } cartes
})
clash-event-no-capture = ne le prend pas
clash-event-round-scored = Fin de la manche { $round } : { $captured } cartes prises sur 10, { $scorer } marque { $points }. Score { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Manche { $round } : { $who } défend.

## My hand
clash-hand-head = { $match } · tes cartes
clash-hand-sets = Tes groupes encore face cachée :
clash-saved = De côté pour la manche suivante : { $cards }
clash-hand-cards = Ta main ({ $n }) : { $cards }
clash-hand-empty = Tu n'as aucune carte pour le moment.

## Panels
clash-over = La partie est terminée.
clash-your-hand = Ta main : { $cards }
clash-choose = Choisis { $n ->
    [one] 1 carte
   *[other] { $n } cartes
}
clash-button-back = Retour
clash-button-reset = Recommencer
clash-button-type = Saisir
clash-button-confirm = Confirmer
clash-setup-head = Composition — Partie n° { $id }
clash-setup-pick-emphasis = groupe de { $size }
clash-setup-pick = Choisis ton { $emphasis } parmi les cartes encore libres.
clash-setup-confirm = Confirme pour valider cette composition.
clash-reveal-head = Révéler — Partie n° { $id }
clash-reveal-choose = Choisis le groupe à révéler maintenant :
clash-button-reveal = Révéler le groupe de { $size }
clash-answer-head = Réponse — Partie n° { $id }
clash-answer-set = Le groupe de { $size } : { $cards } — { $rank }
clash-answer-yours = Ta réponse : { $cards } — { $rank } : { $result }
clash-answer-beats = ✅ le bat (le prend)
clash-answer-not-beats = ❌ ne le bat pas
clash-answer-pick = Choisis exactement { $n ->
    [one] 1 carte
   *[other] { $n } cartes
} (les cartes perdues sont permises).

## Forms, and what a move tells the mover
clash-setup-form = Ta composition
clash-answer-form = Ta réponse
clash-answer-placeholder = { $n ->
    [one] 1 carte
   *[other] { $n } cartes
}, p. ex. 7S 7H 7D
clash-done-setup = Ta composition est validée : { $setup }.
clash-done-reveal = Tu as révélé ton groupe de { $size }.
clash-done-answer = Tu as répondu avec { $cards }.

## Refusals of a panel
clash-stale = Ce panneau date d'une étape précédente ; utilise de nouveau le bouton de la table.
clash-bad-setup = { $error } Écris quatre groupes séparés par `|`, p. ex. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Rien n'a été modifié.
clash-already-in-set = { $card } est déjà dans l'un de tes groupes.
clash-pick-exactly = Choisis exactement { $n ->
    [one] 1 carte
   *[other] { $n } cartes
}.
clash-sets-missing = Choisis les quatre groupes avant de confirmer.

## The rules' refusals
clash-error-wrong-phase = ce n'est pas possible maintenant : { $now }
clash-now-setting-up = le défenseur compose ses groupes
clash-now-revealing = le défenseur révèle un groupe
clash-now-answering = l'attaquant répond au groupe de { $size }
clash-now-over = la partie est terminée
clash-now-nothing-to-answer = il n'y a aucun groupe auquel répondre
clash-now-not-setting-up = tu n'es pas en train de composer
clash-error-set-size = ton groupe de { $size } a { $n ->
    [one] 1 carte
   *[other] { $n } cartes
}
clash-error-saved-count = tu dois mettre de côté exactement 3 cartes, pas { $n }
clash-error-not-in-hand = { $card } n'est pas dans ta main
clash-error-used-twice = { $card } est utilisée deux fois
clash-error-already-revealed = ton groupe de { $size } est déjà révélé
clash-error-no-such-set = il n'y a pas de groupe de { $size } : les groupes ont de 1 à 4 cartes
clash-error-answer-size = tu dois répondre avec { $n ->
    [one] 1 carte
   *[other] { $n } cartes
}, pas { $got }
clash-error-set-count = écris 4 groupes séparés par `|` (trouvé : { $n })
clash-error-group-size = un groupe a de 1 à 4 cartes, mais `{ $group }` en a { $n }
clash-error-two-sets = deux groupes ont { $n } cartes : écris un groupe de chaque taille 1, 2, 3 et 4
clash-error-not-a-card = `{ $card }` n'est pas une carte : écris une valeur (2-9, T ou 10, J, Q, K, A) puis une enseigne (S, H, D, C ou ♠ ♥ ♦ ♣), comme `AS` ou `10h`
clash-error-card-twice = `{ $card }` apparaît deux fois
clash-error-set-cards = un groupe a de 1 à 4 cartes, pas { $n }
clash-error-set-duplicate = { $card } apparaît deux fois dans le groupe

## /rank
clash-rank-head = { $cards } — { $category } (hauteur { $card })
clash-rank-place = Catégorie { $place } sur { $count } pour les groupes de { $size } : { $names }
clash-rank-beats = Il bat { $beaten } des { $total } groupes de { $size } possibles ({ $percent } %).
clash-rank-refused = Impossible de classer cela : { $error }.

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Composer.
clash-rules-emphasis3 = 2. Révéler et répondre.
clash-rules-emphasis4 = 3. Marquer.
clash-rules-emphasis5 = Classement
clash-rules-emphasis6 = Exemples :
clash-rules-emphasis7 = Ma main
clash-rules =
    { $emphasis } (poker partagé) — premier à 10 points.
    À chaque manche, l'un défend et l'autre attaque ; les rôles s'inversent ensuite.
    { $emphasis2 } Le défenseur répartit en secret 13 cartes en groupes de 1, 2, 3 et 4 cartes et en met 3 de côté pour la manche suivante.
    { $emphasis3 } Le défenseur révèle ses groupes un par un, dans l'ordre voulu. L'attaquant répond à chacun avec autant de cartes de sa main (cartes perdues permises) et le prend si le sien est strictement plus fort.
    { $emphasis4 } Prendre 6+ des 10 cartes rapporte (prises − 5) ; sinon le défenseur marque 2.
    Puis tout sauf les cartes de côté est rebattu ; chacun en reçoit 13, et le nouvel attaquant ajoute ses 3 (16).
    { $emphasis5 } (du plus fort). 2 cartes : paire > carte haute. 3 cartes : brelan > quinte flush > quinte > couleur > paire > carte haute. 4 cartes : carré > quinte flush > quinte flash (quatre enseignes) > double paire flash > quinte > couleur > brelan > double paire > paire > flash simple (quatre enseignes) > carte haute.
    À catégorie égale, la plus haute carte décisive gagne (valeur, puis ♠ > ♥ > ♦ > ♣). L'as est haut ou bas (A-2-3), jamais en boucle (pas de K-A-2).
    { $emphasis6 } `JS JH` bat `JD JC` · `2C 2D 2H` bat `QS KS AS` · `3C 4D 5H 6S` (quinte flash) bat `9S 9H 7D 7C` (double paire flash) · `2H 7H 9H KH` (couleur) bat `AS AH AD 2C`.
    Les cartes sont distribuées avant le tirage au sort : regarde les tiennes avec { $emphasis7 } avant que le gagnant choisisse attaque ou défense.
    Essaie { $rank }.

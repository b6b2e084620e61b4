### Glossary (français) : clash = clash, library = pioche, top = dessus, bottom = dessous,
### keep = garder, match = partie.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = forcée dessous (elle a été gardée au dernier clash)
duel-choice-keeps = la garde dessus
duel-choice-bottoms = la met dessous
duel-choice-choosing = choisit…
duel-choice-next = choisit ensuite
duel-versus = { $a } { $ca } contre { $b } { $cb }
duel-clash-won = { $who } le remporte
duel-clash-equal = rangs égaux, personne ne gagne
duel-button-keep = Garder dessus
duel-button-bottom = Mettre dessous
duel-title = { $title } · le premier à { $target } clashs
duel-scores = Clashs gagnés : { $a } { $sa } · { $b } { $sb } · Pioches : { $a } { $la } · { $b } { $lb }
duel-last = Clash { $clash } : { $versus } — { $result }
duel-revealed = { $clash } révélé : { $versus }
duel-chooser = { $who } : { $choice }
duel-chooser-first = { $who } (choisit en premier) : { $choice }
duel-to-choose = doit choisir : garder la carte dessus ou la mettre dessous
duel-chapter = Clash { $clash }
duel-act = Choisir
duel-describe = { $move ->
    [keep] garder dessus
   *[bottom] mettre dessous
} ta carte du dessus
duel-other-chose = { " " }{ $who } a choisi de { $move ->
    [keep] garder dessus
   *[bottom] mettre dessous
}.
duel-done = Tu as choisi de { $move ->
    [keep] garder dessus
   *[bottom] mettre dessous
} : { $card }.
duel-panel = { $match } · Clash { $clash } : ta { $mine } contre { $other }.
duel-over = Le duel est terminé.
duel-hand = { $match } · Dans Duel, les deux pioches sont face cachée, même pour leurs propriétaires : tout ce qu'il y a à voir est sur la table.
duel-event-clash = Clash { $clash } : { $versus } — { $result }. Clashs gagnés { $a } { $sa } – { $sb } { $b }
duel-event-won = { $winner } gagne le duel { $w }–{ $l } !
duel-event-limit-won = La limite de clashs ({ $clashes }) est atteinte : { $winner } gagne aux clashs gagnés, { $w }–{ $l }.
duel-event-limit-draw = La limite de clashs ({ $clashes }) est atteinte à égalité de clashs gagnés : partie nulle.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = Sur Discord :
duel-rules-emphasis3 = Garder dessus
duel-rules-emphasis4 = Mettre dessous
duel-rules = { $emphasis } — le concours de clashs. Chaque joueur a une pioche de 26 cartes.
    À chaque clash, les deux révèlent leur carte du dessus ; le joueur actif, puis l'autre, choisit de la garder dessus ou de la mettre dessous. Le rang strictement supérieur gagne le clash (2 faible, A fort) ; des rangs égaux ne gagnent rien. Une carte gardée une fois passe dessous après sa révélation suivante.
    Le premier à 5 clashs gagne ({ $target } le change). Le même tirage au sort désigne qui commence dans chaque jeu.
    { $emphasis2 } rien n'est privé (les pioches sont face cachée pour leurs propriétaires aussi) : la table montre les deux cartes révélées et porte { $emphasis3 } / { $emphasis4 } pour le choix du joueur ; le second à choisir voit le choix du premier. Le résultat de chaque clash est publié.

### Glossary (français) : toss = tirage au sort, match = partie, deal = donne, commitment = engagement,
### hand = main. Qui commence : le message du tirage, ses deux boutons, l'engagement de la donne.

toss-head = 🎲 { $match } · { $game } · le tirage au sort :
toss-reveal = { $a } révèle { $ca }, { $b } révèle { $cb }
toss-again = À nouveau : { $reveal }
toss-equal = { $reveal } — rangs égaux, on révèle à nouveau.
toss-wins-choosing = { $who } remporte le tirage au sort et choisit :
toss-wins-chose = { $who } remporte le tirage au sort et a choisi : { $choice }.
toss-wins-bot = { $who } remporte le tirage au sort et choisit dans un instant.
toss-bot-chose = 🤖 { $who } a remporté le tirage au sort et a choisi : { $choice }.
toss-commitment = 🔒 Engagement de la donne : `sha256 { $hash }` (à vérifier avec { $record } une fois la partie finie)
toss-dealt = Les cartes sont distribuées : chacun regarde les siennes avec { $button } avant le choix.
toss-first = { $game ->
    [clash] Défendre en premier
    [tile-poker] Poser en premier
    [clubbed] Jouer en premier
    [shape-clash] Ouvrir la première donne
    [duel] Choisir en premier
   *[other] Commencer
}
toss-second = { $game ->
    [clash] Attaquer en premier
    [tile-poker] Poser en second
    [clubbed] Jouer en second
    [shape-clash] Laisser l'adversaire ouvrir
    [duel] Choisir en second
   *[other] Jouer en second
}
toss-late-dmo = ⏰ Le DMO n'a pas choisi à temps et commence.
toss-late-winner = ⏰ Le gagnant du tirage au sort n'a pas choisi à temps et commence.

# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Ta place : partie #{ $id }, { $game }
web-seat-your-move = À toi de jouer
web-seat-your-hand = Ta main
web-seat-waiting = En attente de { $who }.
web-seat-clock = Ton horloge s'arrête à { $time }.
web-seat-match-page = Voir toute la partie
web-seat-send = Envoyer
web-forbidden = Non autorisé
web-forbidden-text = Seul un joueur connecté de cette partie peut faire cela, depuis sa propre page.

# La page web d'une partie terminée (/g/<code>) : son titre, la position affichée, les liens pour parcourir les
# coups, le titre de la liste des coups, le téléchargement du replay et les touches.

web-game-title = { -game-name } · partie { $code }
web-position-start = La position de départ
web-position-after = Après le coup { $n } sur { $total }
web-step-first = « Début
web-step-previous = ‹ Précédent
web-step-next = Suivant ›
web-step-last = Fin »
web-moves-heading = Coups
web-replay-download = Télécharger le replay (GIF)
web-keys = Les touches ← et → parcourent les coups.
web-player = un joueur
web-not-found = Aucune page ici.
web-busy = Occupé : réessaie dans quelques secondes.
web-too-many = Trop de requêtes depuis ton adresse : réessaie dans { $seconds } s.
settings-label-web-pages = Pages web des parties
web-page-button = Voir sur le web
web-page-of = Page { $page } sur { $pages }
web-live-title = { -game-name } · en direct · partie { $code }
web-position-live = Après le coup { $n }

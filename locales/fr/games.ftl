# Les parties en cours : la liste privée que chacun peut demander, et le message vivant « Parties en cours » qu'un
# serveur peut garder dans un salon (render/games_list.rs, render/games_now.rs).

## Une partie en cours, dans les deux listes

games-moves =
    { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
games-turn = au tour de { $player }
games-turn-until = au tour de { $player }, fin du temps { $deadline }
games-paused = en pause, se termine { $until } si personne ne la reprend
games-between = entre les parties d'un match
games-board-link = [grille]({ $url })

## La liste privée

games-list-title = Parties en cours
games-list-empty = Aucune partie en cours dans les salons que tu peux voir.
games-list-empty-here = Aucune partie en cours ici.
games-list-footer =
    Page { $page } sur { $pages } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
games-page-refused = Seul <@{ $user }> peut tourner ces pages.

## Le message vivant « Parties en cours »

games-now-title = Parties en direct
games-now-empty = Aucune partie en cours pour l'instant.
games-now-more =
    { $more ->
        [one] … et 1 autre partie
       *[other] … et { $more } autres parties
    }
games-now-results = Derniers résultats
games-now-won = { $winner } a battu { $loser }
games-now-drew = { $first } et { $second } ont fait match nul
games-now-updated = Mis à jour { $when }

## Le réglage (/connect4-admin settings)

settings-label-games-now = Message « Parties en direct »
settings-games-now-off = désactivé

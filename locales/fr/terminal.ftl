# Les parties jouées dans un terminal : `cuatro play` contre le CPU et `cuatro puzzle play` (cli/play.rs,
# cli/puzzle_play.rs). La notation des coups, les lignes `moves:` et `result:` et les commandes tapées (`quit`, `q`)
# restent telles quelles dans toutes les langues.

## Couleurs, telles que les pions du joueur sont nommés dans les phrases

terminal-colour-red = rouge
terminal-colour-yellow = jaune
terminal-colour-green = vert

## cuatro play

# $variant est un id de variante ; $level est un nom de niveau du CPU (voir board-level-…) ; $colour est l'une des couleurs ci-dessus.
terminal-play-intro = cuatro : { $variant } contre le CPU ({ $level }). Tu joues en { $colour }.
terminal-play-help = Tape une colonne (`4` ou `d`) ; `quit` pour arrêter.
terminal-play-help-popout = Tape une colonne (`4` ou `d`), ou `d^` pour retirer ; `quit` pour arrêter.
# $moves est une liste de coups numérotés comme « 1. d 2. c ».
terminal-play-opening = ouverture aléatoire : { $moves }
# $move est le coup avec son numéro, comme « 3. d ».
terminal-play-cpu-move = cpu ({ $colour }) joue { $move }
# L'invite ; le coup tapé suit sur la même ligne.
terminal-play-prompt = ton coup ({ $colour }) >{ " " }
terminal-play-end-of-input = fin de l'entrée : partie laissée inachevée
terminal-play-quit = partie laissée inachevée
# $reason dit pourquoi (voir les messages terminal-move- ci-dessous).
terminal-play-illegal = `{ $token }` n'est pas un coup légal : { $reason }

## cuatro puzzle play

terminal-puzzle-help = Colonnes 1-7 (ou a-g) ; en PopOut, 4^ (ou d^) retire un pion ; q pour quitter.
# $n compte les problèmes à partir de 1 ; $goal est l'un des objectifs ci-dessous.
terminal-puzzle-header = Problème { $n } sur { $total }. { $goal }
# La même chose pour un problème d'une autre variante que classic ; $variant est un id de variante.
terminal-puzzle-header-variant = Problème { $n } sur { $total } ({ $variant }). { $goal }
# $colour vaut `red`, `yellow` ou `green` : le camp qui a le trait.
terminal-puzzle-goal-win-now =
    { $colour ->
        [red] Les rouges
        [yellow] Les jaunes
       *[green] Les verts
    } jouent et gagnent tout de suite.
terminal-puzzle-goal-win-in =
    { $colour ->
        [red] Les rouges
        [yellow] Les jaunes
       *[green] Les verts
    } jouent et gagnent en { $moves ->
        [one] { $moves } coup.
       *[other] { $moves } coups.
    }
terminal-puzzle-goal-only-move =
    { $colour ->
        [red] Les rouges
        [yellow] Les jaunes
       *[green] Les verts
    } jouent : trouve le seul coup qui ne perd pas.
terminal-puzzle-prompt = ton coup>{ " " }
terminal-puzzle-not-a-move = Entre un coup : une colonne 1-7 ou a-g (4^ ou d^ retire un pion en PopOut).
terminal-puzzle-impossible = Ce coup n'est pas possible ici.
# $move et $reply sont des coups en notation, comme « d » ou « c^ ».
terminal-puzzle-keeps = { $move } est juste. La défense répond { $reply }.
terminal-puzzle-solved = Résolu !
# $after est l'une des phrases terminal-puzzle-after-… ; $keeping liste des coups comme « c, d ».
terminal-puzzle-slip = { $move } est une erreur. { $after } Coups justes : { $keeping }.
terminal-puzzle-after-defence-wins = Maintenant, l'autre camp gagne.
terminal-puzzle-after-draw = La partie devient nulle.
terminal-puzzle-after-too-slow = Tu gagnes encore, mais pas assez vite.
terminal-puzzle-after-unclear =
    Aucun camp ne force le gain en { $moves ->
        [one] { $moves } coup.
       *[other] { $moves } coups.
    }
# $line liste les coups de la solution comme « d, c, d ».
terminal-puzzle-solution = Solution : { $line }.
terminal-puzzle-score = résolus : { $solved } sur { $tried }

## Pourquoi un coup tapé a été refusé : le motif après « n'est pas un coup légal : ».
terminal-move-unreadable = un coup est une colonne : un chiffre de 1 à 9 ou une lettre de a à j, suivi de `^` pour un retrait
terminal-move-no-such-column = il n'y a pas de colonne { $column } (colonnes 1-{ $width })
terminal-move-column-full = la colonne { $column } est pleine
terminal-move-no-pops = pas de retrait dans cette variante
terminal-move-pop-empty = la colonne { $column } est vide : il n'y a rien à retirer
terminal-move-pop-not-own = le pion du bas de la colonne { $column } n'est pas à toi
terminal-move-pop-locked = les pions de la colonne { $column } sont fixes et ne peuvent pas être retirés
terminal-move-game-over = la partie est finie

# Les analyses d'après-partie et les indices (render/review.rs, bot/review.rs), et les mots du replay animé en GIF
# (render/replay/caption.rs). Les noms des coups (`d`, `a^`) et les lettres des colonnes sont de la notation et
# viennent du code. Les textes d'analyse et d'indice sont du markdown Discord : garde `**…**` autour de ce qui est en gras.

## Analyses

# Le titre d'une analyse : l'id de la variante (`classic`, `popout`…) et le code de la partie.
review-title = Analyse · partie { $code }

# L'en-tête de chaque partie d'un match dans une analyse.
review-match-game = **Partie { $game } sur { $games }**

# Le libellé d'un coup analysé, après son symbole (✓ ?! ? ??, gardés tels quels).
review-label-best = ✓ meilleur
review-label-inaccuracy = ?! imprécision
review-label-mistake = **? erreur**
review-label-blunder = **?? gaffe**

# Après un coup qui n'était pas le meilleur : celui qui l'était ($best est un nom de coup comme `d`).
review-better = (mieux : { $best })

# Le résultat après un coup, quand chaque camp joue au mieux : partie nulle, ou une couleur qui gagne (en $moves
# de ses propres coups). En minuscules : il suit un « · » au milieu de la ligne d'un coup.
review-outcome-draw = nulle
review-outcome-win =
    { $colour ->
        [red] les rouges gagnent
        [yellow] les jaunes gagnent
       *[green] les verts gagnent
    }
review-outcome-win-in =
    { $colour ->
        [red] les rouges gagnent en { $moves }
        [yellow] les jaunes gagnent en { $moves }
       *[green] les verts gagnent en { $moves }
    }

# La marque au bout de la ligne du coup qui a décidé de la partie.
review-decided = ⚡ coup décisif

# Le pied d'une page d'analyse : la page, puis ce que veulent dire les symboles.
review-footer = Page { $page } sur { $pages } · ✓ meilleur · ?! imprécision (même résultat, plus lent) · ? erreur (résultat moins bon) · ?? gaffe (de gagné à perdu)

## Indices

# Le coup que donne un indice : un pion joué ou un retrait, avec le numéro de sa colonne (1 est celle de gauche). $move est de la notation.
hint-move-drop = **{ $move }** (colonne { $column })
hint-move-pop = **{ $move }** (retrait en colonne { $column })

# Un indice : $move est l'un des deux textes ci-dessus ; $moves compte les coups jusqu'à la fin.
hint-win-now = 💡 Joue { $move } : gain immédiat.
hint-win-in =
    { $moves ->
        [one] 💡 Joue { $move } : tu gagnes en { $moves } coup.
       *[other] 💡 Joue { $move } : tu gagnes en { $moves } coups.
    }
hint-win = 💡 Joue { $move } : ce coup gagne.
hint-draw = 💡 Joue { $move } : tu tiens la nulle.
hint-loss-in =
    { $moves ->
        [one] 💡 Tous les coups perdent ; { $move } tient le plus longtemps (encore { $moves } coup pour ton adversaire).
       *[other] 💡 Tous les coups perdent ; { $move } tient le plus longtemps (encore { $moves } coups pour ton adversaire).
    }
hint-loss = 💡 Tous les coups perdent ; { $move } tient le plus longtemps.
hint-unclear = 💡 Joue { $move } : le meilleur coup trouvé par la recherche.

## Replays en GIF
## Traducteurs : la légende et la bannière du replay sont dessinées dans l'image avec une petite police bitmap qui
## n'a que les caractères Latin-1 (les lettres des langues d'Europe de l'Ouest avec leurs accents, et · ± × et
## autres) : un caractère hors Latin-1 est omis de l'image. Garde tous les textes replay-colour, replay-team,
## replay-result-*, replay-banner-* et replay-caption-* en Latin-1. Le texte alternatif (replay-alt,
## replay-alt-line) n'est pas dessiné : n'importe quel caractère convient.

# Le nom d'une couleur à côté de sa pastille, et dans les résultats ci-dessous ($winner).
replay-colour =
    { $colour ->
        [red] Rouge
        [yellow] Jaune
       *[green] Vert
    }
# La même chose en deux contre deux, où chaque couleur est une équipe.
replay-team =
    { $colour ->
        [red] Équipe rouge
        [yellow] Équipe jaune
       *[green] Équipe verte
    }

# Le résultat en une phrase ($winner est un nom de couleur ou d'équipe ci-dessus).
replay-result-draw-full = Nulle : la grille est pleine
replay-result-draw-emptied = Nulle : la grille a été vidée
replay-result-draw-repetition = Nulle par répétition
replay-result-draw = Nulle
replay-result-none = Sans résultat
# Une partie misère : qui complète un alignement perd.
replay-result-misere = { $winner } gagne : l'autre camp a complété un alignement
replay-result-line = { $winner } gagne par un alignement
replay-result-resigned = { $winner } gagne par abandon
replay-result-timeout = { $winner } gagne au temps
replay-result-win = { $winner } gagne

# La bannière de la dernière image quand aucun alignement n'est marqué (une partie nulle, ou sans résultat,
# affiche replay-result-draw ou -none).
replay-banner-win = { $winner } gagne

# Les lignes de la légende sous les couleurs : l'id de la variante et le nombre de coups ; le résultat et la date
# (`AAAA-MM-JJ`).
replay-caption-moves =
    { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
replay-caption-result = { $result } · { $date }

# La description du GIF pour les lecteurs d'écran ; $cells est la liste des cases de l'alignement gagnant (`a1 b2 c3 d4`).
replay-alt =
    { $moves ->
        [one] Replay de Puissance 4 ({ $variant }, { $moves } coup) : { $result }. { $date }.
       *[other] Replay de Puissance 4 ({ $variant }, { $moves } coups) : { $result }. { $date }.
    }
replay-alt-line =
    { $moves ->
        [one] Replay de Puissance 4 ({ $variant }, { $moves } coup) : { $result }. Alignement gagnant : { $cells }. { $date }.
       *[other] Replay de Puissance 4 ({ $variant }, { $moves } coups) : { $result }. Alignement gagnant : { $cells }. { $date }.
    }

# Les règles du Puissance 4 et de ses variantes (/connect4 rules), un paragraphe par message : d'abord la grille et
# les tours, puis un paragraphe pour chaque particularité de la variante. Les paragraphes sont séparés par une ligne
# vide, et la combinaison la plus longue doit tenir dans un seul message Discord (2 000 caractères).

## La grille et les tours

# Le début du premier paragraphe pour le jeu classique.
rules-title = **Puissance 4**
# La même chose pour toute autre variante ; $variant est son id, comme `popout+cylinder`.
rules-title-variant = **Puissance 4** `{ $variant }`
# L'ordre des tours, qui entre dans rules-board en tant que $turns : deux joueurs, trois joueurs, deux équipes de deux.
rules-turns-two = Rouge commence, puis on joue à tour de rôle.
rules-turns-three = Trois joueurs : rouge commence, puis jaune, puis vert (🔴🟡🟢), à tour de rôle.
rules-turns-teams = Deux équipes de deux : A joue rouge, B jaune, dans l'ordre A1, B1, A2, B2 (🔴🟡🔴🟡). L'alignement d'un coéquipier fait gagner son équipe.
# Le premier paragraphe : $title est rules-title ou rules-title-variant, $width et $height la taille de la grille (de 4
# à 10 chacune), $turns l'une des phrases rules-turns-, $connect la longueur d'un alignement gagnant (de 3 à 6).
rules-board =
    { $title } — { $width } colonnes, { $height } rangées. { $turns } Appuie sur le bouton d'une colonne : ton pion tombe dans la case libre la plus basse. Une colonne pleine est refusée (tu gardes ton tour). Aligne { $connect ->
        [4] quatre
       *[other] { $connect }
    } de tes pions — horizontalement, verticalement ou en diagonale — et tu gagnes aussitôt ; un alignement plus long gagne aussi. Grille pleine sans alignement : partie nulle.

## Un paragraphe par particularité

# $connect est la longueur d'un alignement gagnant : « quatre alignés » quand elle vaut 4, « un alignement » sinon.
rules-popout = **{ -variant-popout }** — au lieu de jouer, tu peux retirer un de *tes* pions de la rangée du bas (boutons ⏏) : il sort et la colonne descend d'une case. Après un retrait, on vérifie les deux couleurs : si les deux ont { $connect ->
        [4] quatre alignés
       *[other] un alignement
    }, l'auteur du retrait gagne ; si seul l'adversaire en a, c'est lui qui gagne. Si les retraits vident la grille, c'est nul, comme à la troisième répétition d'une position.
# $players vaut « teams » dans une partie à deux équipes de deux (toute l'équipe perd), « two » ou « three » sinon.
rules-misere = **{ -variant-misere }** — objectif inversé : { $players ->
        [teams] qui complète un alignement perd aussitôt, avec son équipe, alors pousse tes adversaires à le faire.
       *[other] qui complète un alignement perd aussitôt, alors pousse tes adversaires à le faire.
    } Grille pleine sans alignement : toujours partie nulle.
rules-cylinder = **{ -variant-cylinder }** — la grille se referme sur elle-même : la dernière colonne touche la première, donc un alignement horizontal ou diagonal peut sortir d'un côté et continuer de l'autre. Rien ne change à la verticale.
# $popout vaut « yes » quand PopOut est aussi activé (ces pions ne peuvent jamais être retirés), « no » sinon.
rules-five-in-a-row = **{ -variant-five-in-a-row }** — une grille 9×6 où il faut en aligner cinq. Les deux colonnes du bord partent pleines, de bas en haut : la première rouge, jaune, rouge…, la dernière jaune, rouge, jaune… { $popout ->
        [yes] Ces pions comptent comme les autres pour les alignements, mais ne se retirent jamais.
       *[no] Ces pions comptent comme les autres pour les alignements et ne quittent jamais la grille.
    }
rules-obstacles = **{ -variant-obstacles }** — quelques cases du bas sont bloquées au départ (🟫), placées en miroir pour ne favoriser personne. Les pions s'empilent dessus. Tirées au sort à la création de la partie, elles restent toute la partie ou tout le match.
# $n est le nombre de coups placés au hasard.
rules-random-opening = **{ -variant-random-opening }** — les premiers coups ({ $n } par défaut) sont joués au hasard à la création de la partie, sans que personne puisse gagner aussitôt. La partie continue de là.
rules-three-players = **{ -variant-three-players }** — qui abandonne (ou manque de temps) reste sur la grille : ses pions restent et le CPU joue ses tours, mais il ne peut plus gagner. Si cette place complète un alignement, les joueurs encore en lice finissent ex æquo. Le dernier joueur en lice gagne.
rules-two-vs-two = **{ -variant-two-vs-two }** — si un coéquipier abandonne ou perd au temps, toute l'équipe perd la partie.
# Shown with the rules where the bot was not invited (a private chat, a server that did not invite it).
rules-where = **Où jouer** — installé sur ton compte, cuatro joue en messages privés, dans les groupes et sur les serveurs qui autorisent les applications externes. Là où je n'ai pas été invité, une grille se met à jour quand quelqu'un appuie sur un de ses boutons ou lance une commande (un temps écoulé s'affiche au clic suivant), un groupe a son propre classement et un serveur n'a ni réglages ni problème du jour.

## Noms des variantes
-variant-popout = PopOut
-variant-misere = Misère
-variant-cylinder = Cylindre
-variant-five-in-a-row = Cinq alignés
-variant-obstacles = Obstacles
-variant-random-opening = Ouverture aléatoire
-variant-three-players = Trois joueurs
-variant-two-vs-two = Deux contre deux
variant-name-classic = Classique
variant-name-popout = { -variant-popout }
variant-name-misere = { -variant-misere }
variant-name-cylinder = { -variant-cylinder }
variant-name-five-in-a-row = { -variant-five-in-a-row }
variant-name-obstacles = { -variant-obstacles }
variant-name-random-opening = { -variant-random-opening }
variant-name-three-players = { -variant-three-players }
variant-name-two-vs-two = { -variant-two-vs-two }
variant-name-size = { $connect ->
        [4] { $width }×{ $height }
       *[other] { $width }×{ $height }, lignes de { $connect }
    }

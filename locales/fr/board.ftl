# Le message de la grille et ce qui le précède : titres, lignes d'état, résultats, le score du match, la position
# en mots, défis et salles d'attente, noms des niveaux du CPU, suggestions de variantes, et le titre du fil d'une
# partie (render/board, render/lobby.rs, render/players.rs, render/variants.rs, bot/start.rs).

-game-name = Puissance 4

## Titres

# Le titre de l'embed de la grille ; $variant est un id de variante comme `classic` ou `popout+cylinder`.
board-title = { -game-name }
# Le titre de la grille pendant un match de deux parties ; $game vaut 1 ou 2.
board-title-match = { -game-name } · partie { $game } sur 2
# Le nom du fil où se joue une partie ; $user est le nom Discord du joueur.
board-thread-title = { -game-name } · { $user }

## Lignes d'état sous la grille ($player est un pion et un joueur, comme « 🔴 <@123> » ou « 🟡 CPU (difficile) »)

board-status-thinking = { $player } réfléchit…
board-status-to-move = À { $player } de jouer
board-status-pause-asked = ⏸️ <@{ $user }> a demandé une pause.
# Entre les deux parties d'un match ; $marks liste chaque joueur avec ✅ (prêt) ou ⏳ (pas encore).
board-status-next-game = Partie suivante, couleurs inversées, dès que les deux sont prêts : { $marks }
# Ce qu'affiche une grille en pause à la place de la grille ; $since et $until sont des horodatages Discord.
board-paused = ⏸️ **Mise en pause** <t:{ $since }:R>. Appuie sur Reprendre pour continuer ; sinon, la partie s'arrête <t:{ $until }:R>, non comptée.

## Un match de deux parties

# $first_points et $second_points sont des scores comme « 1½ ».
board-match-score = Match : { $first } { $first_points } : { $second_points } { $second }
board-match-resigned = 🏳️ { $player } a abandonné le match.
board-caught-up = Cette grille n'a pas pu être mise à jour tant que personne n'appuyait dessus : elle montre maintenant la partie telle qu'elle est.
board-match-won = 🏆 { $player } remporte le match.
board-match-drawn = 🤝 Le match est nul.

## Comment une partie s'est terminée ($winner et $loser comme $player ci-dessus)

board-result-win = 🏆 { $winner } gagne !
board-result-resigned = 🏳️ { $loser } a abandonné : { $winner } gagne.
board-result-timeout = ⏱️ Temps écoulé pour { $loser } : { $winner } gagne.
board-result-repetition = 🤝 Partie nulle : la même position est revenue trois fois.
board-result-emptied-grid = 🤝 Partie nulle : la grille est vide.
board-result-full-board = 🤝 Partie nulle : la grille est pleine.
board-result-declined = Défi refusé.
board-result-expired = Défi expiré.
board-result-idle = Partie terminée : trop longtemps sans coup (non comptée).
board-result-both-absent = Partie abandonnée : les deux joueurs sont absents (non comptée).
board-result-replaced = Partie remplacée par une nouvelle (non comptée).
board-result-pause-limit = Partie terminée : pause plus longue que la limite autorisée (non comptée).
board-result-result-set = Partie arrêtée : l'organisateur a fixé le résultat de cet appariement (non comptée).
board-result-tournament-cancelled = Partie arrêtée : le tournoi a été annulé (non comptée).
board-result-abandoned = Partie abandonnée (non comptée).

## Comment une partie à trois ou quatre places s'est terminée ($side est une place ou une équipe, comme « 🔴 <@1> & 🔴 <@3> »)

board-result-side-wins = 🏆 Victoire de { $side } !
board-result-side-wins-resigned = 🏳️ Victoire de { $side } : l'autre camp a abandonné ou manqué de temps.
board-result-all-out = 🏳️ Plus aucun joueur en lice : la partie est partagée entre les places restantes du CPU.
board-result-resigned-line = 🤝 Une place éliminée a complété un alignement : les joueurs encore en lice finissent ex æquo.

## Champs et pied de la grille

board-field-moves = Coups
board-field-position = Position (texte)
board-footer-hinted = 💡 Indice utilisé dans cette partie.
# $code est le code de la partie ; $command, la commande de revue telle que le lecteur la tape (`/connect4 review`),
# écrite par le code avec les noms de commands.ftl.
board-footer-review = Partie { $code } : { $command }
board-footer-cpu-stood-in = Le CPU a joué pour un joueur absent : partie non classée.

## La position en mots, pour les lecteurs d'écran

board-colour-red = Rouge
board-colour-yellow = Jaune
board-colour-green = Vert
# $colour est l'un des noms de couleur ci-dessus ; $cells liste des cases comme « c1 d1 » (ou « — » s'il n'y en a aucune).
board-position-cells = { $colour } : { $cells }.
# $move est un coup en notation, comme « c » ou « d^ ».
board-position-last-move = Dernier coup : { $colour } { $move }.

## Joueurs

board-level-random = aléatoire
board-level-greedy = glouton
board-level-easy = facile
board-level-medium = moyen
board-level-hard = difficile
# Une place du CPU ; $level est l'un des noms de niveau ci-dessus.
board-cpu = CPU ({ $level })

## Un défi entre deux joueurs

lobby-challenge-title = Défi de { -game-name }
lobby-challenge-to = <@{ $challenger }> défie <@{ $target }> au { -game-name }.
lobby-challenge-open = <@{ $challenger }> cherche un adversaire : tout le monde peut accepter.
# $timer est une durée comme « 30 s » ou « 5 min » ou « — » ; $first vaut `challenger` ou `opponent` ; $expires est un horodatage Discord.
lobby-challenge-terms =
    Variante : `{ $variant }` · chrono par tour : { $timer } · { $first ->
        [challenger] l'auteur du défi commence
       *[opponent] l'adversaire commence
    }
    Expire <t:{ $expires }:R>.

## Une salle d'attente à trois ou quatre places

lobby-title = { -game-name } · places
lobby-opens = <@{ $creator }> ouvre une partie de `{ $variant }` : appuie sur **Rejoindre** pour prendre une place.
lobby-seat-open = libre
lobby-seat-kept = réservée à <@{ $user }>
lobby-teams = Équipes : 1re et 3e places contre 2e et 4e.
# $level est un nom de niveau du CPU (voir board-level-…).
lobby-terms =
    Chrono par tour : { $timer }. La partie commence quand toutes les places sont prises, ou quand <@{ $creator }> appuie sur Lancer (le CPU, { $level }, prend les places libres).
    Expire <t:{ $expires }:R>.

## Suggestions de variantes pendant la saisie d'un id de variante (Discord affiche au plus 100 caractères)

variants-valid = { $id } — ✓ valide
variants-classic = 7×6, quatre à aligner
variants-popout = retire tes propres pions de la rangée du bas
variants-five-in-a-row = 9×6, cinq à aligner, colonnes extérieures pré-remplies
variants-small = 6×5, quatre à aligner
variants-misere = compléter un alignement fait perdre
variants-cylinder = la grille se referme sur elle-même
variants-obstacles = cases bloquées en bas
variants-random-opening = commence par des coups aléatoires
variants-three-players = rouge, jaune et vert sur 9×7
variants-two-vs-two = deux équipes de deux
variants-popout-cylinder = PopOut sur une grille cylindrique
variants-popout-five-in-a-row = PopOut, cinq à aligner
variants-8x7 = une grille plus grande
variants-10x10 = la plus grande grille
variants-9x6k5 = 9×6, cinq à aligner
variants-misere-cylinder = grille cylindrique où un alignement fait perdre

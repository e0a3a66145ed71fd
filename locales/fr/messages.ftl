# Réponses, refus et boutons hors de la grille elle-même (render/i18n.rs `Msg`).
#
# $command, là où un texte demande de lancer une commande : la commande telle que le code l'écrit, une mention que
# Discord affiche dans la langue du lecteur et sur laquelle on peut cliquer (`</connect4 vs-cpu:…>`), ou son chemin.
# N'écris jamais le chemin d'une commande.

not-in-game = Tu ne joues pas dans cette partie.
not-your-turn = Ce n'est pas ton tour.
column-full = Cette colonne est pleine : choisis-en une autre.
illegal-pop = Tu ne peux retirer qu'un de tes propres pions, dans la rangée du bas.
outdated = Cette grille n'est plus à jour : utilise la plus récente.
game-over = Cette partie est finie.
own-challenge = Tu ne peux pas accepter ton propre défi.
not-your-challenge = Ce défi est destiné à quelqu'un d'autre.
not-a-challenge = Ce défi a déjà reçu une réponse.
seat-reclaimed = Te revoilà : le CPU ne joue plus à ta place.
bad-button = Ce bouton n'est pas valide.
no-game = Il n'y a plus de partie sur cette grille.
shard-moving = Les parties de ce serveur passent à une autre instance du bot : réessaie dans quelques secondes.
database-away = Le bot n'arrive pas à joindre sa base de données : rien n'a été joué. Réessaie dans quelques secondes.
database-away-unchanged = Le bot n'arrive pas à joindre sa base de données : rien n'a été modifié. Réessaie dans quelques secondes.
restarted = Le bot a redémarré avant d'avoir fini : rien n'a été modifié. Réessaie dans un instant.
no-game-here = Il n'y a aucune partie dans ce salon.
assist-busy =
    { $n ->
        [one] Ta demande d'indice ou d'analyse, ou ton coup de problème précédent, est encore en cours de calcul : attends-la.
       *[other] Tu as déjà { $n } indices, analyses ou coups de problème en cours de calcul, le maximum autorisé : attends que l'un d'eux soit prêt.
    }
assists-full = Beaucoup d'indices, d'analyses et de coups de problème sont en cours de calcul : réessaie dans une minute.
busy = La grille est occupée : réessaie dans un instant.
internal = Quelque chose s'est mal passé ; rien n'a été modifié.
self-challenge = Tu ne peux pas te défier toi-même.
bot-opponent = Les bots ne jouent pas : utilise { $command } pour affronter le CPU.
already-challenged = { $who } a déjà un défi en attente.
cooldown = Doucement : tu pourras défier à nouveau <t:{ $at }:R>.
user-cap =
    { $n ->
        [one] Tu as déjà { $n } partie en cours.
       *[other] Tu as déjà { $n } parties en cours.
    }
cpu-cooldown = Doucement : tu pourras lancer une autre partie contre le CPU <t:{ $at }:R>.
server-cap =
    { $n ->
        [one] Ce serveur a déjà { $n } partie en cours, le maximum autorisé : réessaie quand elle sera terminée.
       *[other] Ce serveur a déjà { $n } parties en cours, le maximum autorisé : réessaie quand l'une d'elles sera finie.
    }
server-cpu-cap =
    { $n ->
        [one] Ce serveur a déjà { $n } partie contre le CPU en cours, le maximum autorisé : réessaie quand elle sera finie.
       *[other] Ce serveur a déjà { $n } parties contre le CPU en cours, le maximum autorisé : réessaie quand l'une sera finie.
    }
channel-busy = Ce salon est occupé : lance ta partie dans un fil.
confirm-replace = Une partie est déjà en cours dans ce salon. L'abandonner (non comptée) et lancer la tienne ?
kept = La partie en cours continue.
aborted = La partie a été abandonnée (non comptée).
need-moderator = Il te faut la permission Gérer le serveur ou Gérer les messages.
bad-variant = { $reason } Essaie `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…
match-needs-two = Les matchs et les pendules se jouent à deux : à trois ou quatre, ce sont des parties simples avec un chrono par tour.
too-many-players =
    { $invited ->
        [one] Cette variante se joue à { $seats } : toi et au plus { $invited } invité.
       *[other] Cette variante se joue à { $seats } : toi et au plus { $invited } invités.
    }
two-seats-only = Les analyses et indices sont pour les parties à deux.
resigned = Tu as abandonné cette partie.
already-seated = Tu as déjà une place dans cette partie.
game-full = La partie est complète.
seats-reserved = Les places restantes sont réservées aux joueurs invités.
not-creator = Seule la personne qui a ouvert la partie peut la lancer.
join = Rejoindre
start = Lancer (le CPU prend les places libres)
leave = Quitter / annuler
joined = Tu as une place : la partie commence quand toutes les places sont prises.
bad-option = Option non valide : { $what }.
guild-only = Cette commande ne marche que dans un salon de serveur.
challenge-in-bot-dm = Personne d'autre ne voit ces messages privés : défie des gens sur un serveur ou dans un groupe, ou joue contre moi ici avec { $command }.
leaderboard-in-bot-dm = Les classements appartiennent à un serveur ou à un groupe. Ici, { $command } montre tes parties de partout.
missing-permissions = Il me manque ici Voir le salon, Envoyer des messages ou Intégrer des liens : la partie marche, mais les délais écoulés ne s'affichent qu'au clic suivant. Demande-les à un modérateur.
thread-board-refused = Je n'ai pas pu publier la grille dans le fil de la partie (il me faut Envoyer des messages dans les fils), donc aucune partie n'a été lancée. Demande à un modérateur de me l'accorder ou de désactiver les fils.
not-saved = ⚠️ La progression n'est pas enregistrée pour le moment : cette partie peut être perdue si le bot redémarre.
reposted = Cette grille est passée dans un nouveau message.
accept = Accepter
decline = Refuser
resign = Abandonner
rematch = Revanche
confirm = Confirmer
cancel = Annuler
your-turn = <@{ $user }>, à toi de jouer.
out-of-time = Ton temps est écoulé : la partie est terminée.
already-ready = Tu es déjà prêt.
ready = Prêt pour la partie suivante
resign-match = Abandonner le match
game-in-thread = La partie se joue dans <#{ $thread }>.
need-manager = Il te faut la permission Gérer le serveur.
channel-not-allowed = Les parties ne sont pas autorisées dans ce salon sur ce serveur.
paused = La partie est en pause : appuie d'abord sur Reprendre.
already-paused = La partie est déjà en pause.
paused-now = ⏸️ La partie est en pause. Appuie sur Reprendre sous la grille pour continuer.
not-paused = La partie n'est pas en pause.
pause-already-asked = C'est toi qui as demandé la pause : à l'autre joueur de répondre.
no-pause-asked = Aucune demande de pause n'attend de réponse.
pause-request = ⏸️ <@{ $asker }> demande une pause. <@{ $other }>, tu es d'accord ? Les pendules tournent jusqu'à ton accord.
pause-agreed = ⏸️ <@{ $other }> a accepté : la partie est en pause.
pause-refused = ▶️ <@{ $other }> a refusé la pause : la partie continue.
pause-button = Pause
continue-button = Reprendre
hint-button = 💡 Indice
review-button = Analyse
hints-off-rated = Pas d'indices dans les parties classées ni les matchs.
hints-off-server = Les indices sont désactivés sur ce serveur.
not-over-yet = Une partie s'analyse une fois terminée.
no-such-game = Je ne trouve aucune de tes parties terminées à analyser. Donne le code affiché sous une grille finale.
nothing-to-review = Cette partie n'a aucun coup à analyser.
replay-button = Replay
replay-caption = Replay de la partie { $code }
replay-link = Le replay de cette partie est ici : { $link }
replay-busy = Le replay est en cours d'envoi : reviens voir dans un instant.
replay-no-files = Je ne peux pas publier le replay ici : il me manque la permission Joindre des fichiers dans ce salon.
replay-private-place = Cette partie s'est jouée dans un lieu privé : son replay ne peut être publié que là-bas.
replay-cooldown = Doucement : tu pourras publier un autre replay <t:{ $at }:R>.
chart-no-rated-games = Pas encore de graphique de cote : aucune partie classée dans cette variante ici depuis le début du classement.
chart-no-files = Pas de graphique de cote ici : il me manque la permission Joindre des fichiers dans ce salon.
chart-too-large = Pas de graphique de cote ici : il dépasse la taille de fichier acceptée dans ce salon.
chart-failed = Le graphique de cote n'a pas pu être tracé cette fois-ci.
chart-cooldown = Pas encore de nouveau graphique de cote : tu pourras en faire tracer un autre <t:{ $at }:R>.
# Les deux légendes du graphique (celle-ci et la suivante) sont dessinées avec la police bitmap 8×8 : caractères Latin-1 uniquement.
chart-rating-legend = Cote (bande : ±2 RD)
chart-games-legend = Parties par mois
chart-alt =
    { $games ->
        [one] Graphique de cote : de { $from } à { $to } en { $games } partie, de { $first } à { $last }.
       *[other] Graphique de cote : de { $from } à { $to } en { $games } parties, de { $first } à { $last }.
    }
replay-too-large = Ce replay dépasse la taille de fichier acceptée dans ce salon.
replay-not-over = Le replay n'est possible qu'une fois la partie finie.
replay-no-such-game = Je ne trouve aucune de tes parties terminées à revoir. Donne le code affiché sous une grille finale.
puzzle-over = Ce problème est fini : appuie sur Suivant pour un autre.
puzzle-none-left = Tu as vu tous les problèmes disponibles pour l'instant : bravo ! Les nouveaux viennent des parties de ce serveur.
puzzle-not-yours = Ce problème appartient à quelqu'un d'autre : { $command } te donne le tien.
daily-once = Tu as déjà tenté ce problème du jour : un essai par personne, et seul le premier compte.
daily-gone = Ce problème du jour a expiré : un nouveau est publié chaque jour.
nothing-to-replay = Cette partie n'a aucun coup à revoir.

## Pourquoi une variante a été refusée.
variant-unknown = Variante inconnue : `{ $word }`.
variant-size-twice = Taille de grille indiquée deux fois (`{ $word }`).
variant-repeated = `{ $word }` est indiqué deux fois.
# Suit « ✗ » dans une entrée d'autocomplétion de 100 caractères au plus, avec des tailles jusqu'à 99×99 et des
# alignements jusqu'à 255 : reste bref.
variant-out-of-range = Grille { $width }×{ $height }, alignements de { $connect } : hors limites (côtés { $min }–{ $max }, alignements { $kmin }–{ $kmax } qui tiennent).
variant-incompatible = `{ $a }` et `{ $b }` ne peuvent pas être combinés.
variant-empty = La variante est vide.

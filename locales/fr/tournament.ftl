# Tournois : le message vivant dans le salon du tournoi, les réponses privées de /connect4-tournament et ce qui est
# dit à l'organisateur (render/tournament.rs, bot/tournaments/).
#
# Termes des échecs : ronde, appariement, exempt (bye), forfait. `one` couvre 0 et 1 en français.

## Le message vivant

tournament-title = 🏆 { $format }
tournament-format-swiss = Tournoi suisse
tournament-format-round-robin = Tournoi toutes rondes
tournament-format-double-round-robin = Tournoi toutes rondes aller-retour
tournament-format-arena = Arena
tournament-footer = Tournoi { $id }
tournament-rounds =
    { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
tournament-everyone-meets = chacun rencontre tous les autres
tournament-minutes =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
tournament-matches = matchs en deux parties, couleurs inversées
tournament-single-games = parties simples
tournament-clock = pendule { $reserve } + { $increment }
tournament-timer = { $timer } par coup
tournament-starts-at = Début { $at }.
tournament-starts-by-hand = Début quand l'organisateur le lance.
tournament-check-in-open = La confirmation de présence est ouverte : appuie sur **Confirmer ma présence**, sinon tu seras écarté au départ.
tournament-check-in-from = La confirmation de présence s'ouvre { $at }.
tournament-round-of = Ronde { $round } sur { $total }
tournament-round = Ronde { $round }
tournament-ends-at = Fin { $at }
tournament-paused = Mis en pause par l'organisateur : aucune nouvelle partie ne commence avant la reprise.
tournament-finished = Terminé.
tournament-cancelled = Annulé par l'organisateur.
tournament-counter-cap = Joueurs : { $players }/{ $cap }
tournament-counter =
    { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
tournament-entrants = Inscrits
tournament-games-now = Parties en cours
tournament-standings = Classement
tournament-final-standings = Classement final
tournament-no-standings = Pas encore de résultat.
tournament-and-more =
    { $count ->
        [one] …et { $count } autre
       *[other] …et { $count } autres
    }
tournament-bye = exempt
tournament-late-bye = exempt à ½ point (inscription tardive)
tournament-void = annulé
tournament-forfeit = forfait
tournament-playing-in = en cours dans <#{ $channel }>
tournament-starting = démarrage…
tournament-withdrawn = (retiré)
# Départages : Buchholz, Sonneborn-Berger, confrontation directe, performance.
tournament-tb-buchholz = Bu
tournament-tb-sonneborn = SB
tournament-tb-head-to-head = CD
tournament-tb-performance = Perf
tournament-join = Rejoindre
tournament-leave = Quitter
tournament-check-in = Confirmer ma présence
tournament-my-game = Ma partie

## Réponses aux joueurs

tournament-joined = Tu es inscrit. Le message du tournoi indique quand il commence.
tournament-left = Tu as quitté le tournoi.
tournament-checked-in = Ta présence est confirmée.
tournament-not-in = Tu ne participes pas à ce tournoi.
tournament-you-withdrew = Tu t'es retiré de ce tournoi.
tournament-not-started = Le tournoi n'a pas encore commencé.
tournament-over = Le tournoi est terminé.
tournament-already-in = Tu es déjà inscrit.
tournament-full = Le tournoi est complet.
tournament-closed = Les inscriptions sont closes.
tournament-no-check-in = La confirmation de présence n'est pas ouverte.
tournament-your-game = Ta partie contre <@{ $opponent }> est dans <#{ $channel }>.
tournament-your-game-starting = Ta partie contre <@{ $opponent }> commence.
tournament-your-bye = Tu es exempt à la ronde { $round } : attends la ronde suivante.
tournament-wait-round = Ta partie de cette ronde est finie : la ronde suivante commence quand toutes les parties sont terminées.
tournament-wait-arena = Tu seras apparié dès qu'un autre joueur sera libre.
tournament-game-opens = <@{ $first }> <@{ $second }> : votre partie de la ronde { $round } du tournoi { $id }. <@{ $first }> commence la première partie.
tournament-arena-game-opens = <@{ $first }> <@{ $second }> : votre partie d'arena du tournoi { $id }. <@{ $first }> commence.
tournament-thread-title = Tournoi { $id } · ronde { $round } · #{ $pairing }
tournament-arena-thread-title = Tournoi { $id } · partie #{ $pairing }

## Pourquoi (l'appariement expliqué)

tournament-why-none = <@{ $user }> n'est pas encore apparié.
tournament-why-bye = <@{ $user }> est exempt à la ronde { $round } : avec { $points_value ->
        [one] { $points } point
       *[other] { $points } points
    }, c'était le moins bien classé des joueurs encore jamais exemptés, et le nombre de joueurs était impair.
tournament-why-late-bye = <@{ $user }> s'est inscrit en retard et a été exempt à ½ point pour la ronde { $round }.
tournament-why-hand = L'organisateur a apparié <@{ $user }> avec <@{ $opponent }> à la ronde { $round }.
tournament-why-table = <@{ $user }> rencontre <@{ $opponent }> à la ronde { $round }, selon la table de Berger du toutes rondes.
tournament-why-arena = <@{ $user }> et <@{ $opponent }> étaient les joueurs libres les plus proches par rang et par cote.
tournament-why-swiss =
    À la ronde { $round }, <@{ $user }> ({ $points_value ->
        [one] { $points } point
       *[other] { $points } points
    }) rencontre <@{ $opponent }> ({ $opponent_points_value ->
        [one] { $opponent_points } point
       *[other] { $opponent_points } points
    }) : les joueurs sont appariés dans leur groupe de points ({ $group ->
        [one] { $group } joueur
       *[other] { $group } joueurs
    } à { $points_value ->
        [one] { $points } point
       *[other] { $points } points
    }), moitié haute contre moitié basse, et jamais deux fois tant qu'un autre appariement existe.
tournament-why-rematch-avoided = L'ordre des points l'aurait apparié à un ancien adversaire : cette revanche a été évitée.
tournament-why-you-first = Ce joueur commence la première partie (auparavant : { $mine } fois en premier, contre { $theirs } pour l'adversaire).
tournament-why-they-first = L'adversaire commence la première partie (auparavant : { $theirs } fois en premier, contre { $mine }).

## L'organisateur

tournament-created = Tournoi { $id } créé. Les joueurs s'inscrivent avec les boutons de son message.
tournament-not-organiser = Seul l'organisateur, un membre ayant la permission Gérer le serveur ou un membre ayant le rôle de tournois du serveur peut faire ça.
tournament-none-here = Aucun tournoi n'est en cours dans ce salon.
tournament-several = Plusieurs tournois sont en cours sur ce serveur : lance la commande dans le salon du tournoi.
tournament-too-few = Il faut au moins 2 joueurs pour lancer un tournoi.
tournament-too-many = Un toutes rondes accepte au plus { $max } joueurs.
tournament-wrong-status = Le tournoi ne permet pas ça pour l'instant.
tournament-no-pairing = Ces joueurs n'ont pas d'appariement de ce genre.
tournament-same-player = Indique deux joueurs différents.
tournament-started = Le tournoi a commencé.
tournament-paused-now = En pause : les parties en cours continuent ; aucune nouvelle ne commence.
tournament-resumed = Repris.
tournament-cancelled-now = Annulé.
tournament-dropped = <@{ $user }> est retiré du tournoi.
tournament-added = <@{ $user }> est inscrit.
tournament-result-set = Résultat enregistré : <@{ $a }> { $points_a } – { $points_b } <@{ $b }>.
tournament-forbidden = <@{ $a }> et <@{ $b }> ne seront pas appariés ensemble.
tournament-paired = <@{ $a }> et <@{ $b }> se rencontreront à la prochaine ronde.
tournament-export-trf-swiss = Le TRF n'existe que pour les tournois suisses : voici le CSV.
tournament-bad-option = La valeur de `{ $option }` est hors limites : { $range }.
tournament-no-start-time = Une fenêtre de confirmation de présence demande une heure de début (`starts-in`).
tournament-event-missing = Aucun événement Discord n'a été créé : il manque au bot la permission Gérer les événements.
tournament-servers-only = Les tournois se jouent sur les serveurs qui ont invité le bot.
tournament-two-players-only = Les tournois se jouent dans des variantes à deux joueurs.
# Berserk (a clocked arena): half the clock for a point more on a win of at least 7 moves.
tournament-berserk-done = Berserk : ta pendule est réduite de moitié, et une victoire en 7 coups ou plus rapporte un point de plus.
tournament-berserk-too-late = Le berserk n'est possible que dans ta partie d'arena en cours, avant ton premier coup.
tournament-no-berserk = Le berserk n'est possible qu'une fois par partie, dans une arena avec pendule.
# The server setting of who runs tournaments besides Manage Server (/connect4-admin settings).
settings-label-tournament-role = Organisateurs de tournois
settings-tournament-role-none = membres ayant Gérer le serveur

# Les durées, les légendes du classement, pourquoi un tournoi s'est arrêté (son message et le message privé à
# l'organisateur) et ce que refusent create, start et les commandes du tournoi (render/tournament, bot/tournaments).
tournament-days = { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
tournament-legend-swiss = _points · Bu Buchholz · SB Sonneborn-Berger · V-N-D victoires, nuls, défaites_
tournament-legend-round-robin = _points · SB Sonneborn-Berger · CD confrontation directe · V-N-D victoires, nuls, défaites_
tournament-legend-arena = _points (doublés sur une série 🔥) · Perf performance · V-N-D victoires, nuls, défaites_
tournament-paused-permissions = En pause : le bot ne peut pas ouvrir de fils ni y écrire ici (il lui faut Créer des fils publics et Envoyer des messages dans les fils). Une fois que c'est réglé, l'organisateur le relance avec { $command }.
tournament-paused-thread-limit = En pause : ce serveur a atteint la limite de Discord de 1 000 fils actifs. Une fois quelques-uns archivés, l'organisateur le relance avec { $command }.
tournament-paused-refused = En pause : Discord a refusé plusieurs fois d'ouvrir ses parties (erreur { $code }). L'organisateur le relance avec { $command }.
tournament-cancelled-channel-gone = Annulé : son salon a été supprimé.
tournament-cancelled-never-started = Annulé : personne ne l'a lancé en { $days } jours.
tournament-cancelled-too-few = Annulé : moins de 2 joueurs au départ.
tournament-start-too-many = Pas lancé : un toutes rondes accepte au plus { $max } joueurs. L'organisateur le lance avec { $command } une fois que certains sont partis.
tournament-stop-notice = { $title } dans <#{ $channel }> : { $reason }
tournament-wrong-channel = Les tournois se jouent dans un salon textuel du serveur, pas dans un fil, un forum, le chat d'un salon vocal ni un salon d'annonces.
tournament-missing-permissions = Pour organiser un tournoi ici, le bot a besoin de : { $missing }.
tournament-permission-create-threads = Créer des fils publics
tournament-permission-send-in-threads = Envoyer des messages dans les fils
tournament-permission-send = Envoyer des messages
tournament-too-many-here = Ce serveur a déjà { $max } tournois ouverts ou en cours : termines-en ou annules-en un avant.
tournament-elsewhere = Ce tournoi est celui d'un autre serveur ou d'un autre salon.
tournament-not-visible = Tu ne peux pas voir le salon de ce tournoi.
tournament-unknown = Il n'y a pas de tel tournoi en cours sur ce serveur.

# Les commandes slash, leurs options et leurs choix, et le menu utilisateur : les noms et les descriptions qu'affiche
# Discord (appliqués par bot/localise.rs avant l'enregistrement des commandes).
#
# Ids : le nom qualifié d'une commande en kebab case (`connect4-puzzle-play` ; pour le menu utilisateur, d'après son
# nom anglais : `challenge-to-connect-four`), puis
#   <command>-name, <command>-description                    une commande, un groupe ou une sous-commande
#   <command>-<option>-name, <command>-<option>-description  une de ses options
#   <command>-<option>-<choice>                              un choix de cette option (sa variante dans le code, en kebab case)
#
# Noms (-name) : 1 à 32 caractères, lettres minuscules, chiffres, - _ ' et pas d'espace (le nom du menu utilisateur
# peut avoir des espaces et des majuscules). Les noms anglais sont ceux que connaît le code du bot : une langue qui
# garde le nom anglais l'écrit tel quel. Descriptions et choix : 1 à 100 caractères.

## /connect4

connect4-name = connect4
connect4-description = Puissance 4 : défie un ami ou joue contre le CPU

## /connect4 challenge

connect4-challenge-name = challenge
connect4-challenge-description = Défie quelqu'un (ou n'importe qui, sans adversaire) à une partie
connect4-challenge-opponent-name = opponent
connect4-challenge-opponent-description = Qui tu défies ; laisse vide pour un défi ouvert
connect4-challenge-variant-name = variant
connect4-challenge-variant-description = Règles : classic, popout, three-players, 8x7, popout+cylinder… (classic par défaut)
connect4-challenge-timer-name = timer
connect4-challenge-timer-description = Temps par tour (par défaut : celui du serveur)
connect4-challenge-timer-none = aucun
connect4-challenge-timer-s30 = 30 s
connect4-challenge-timer-s60 = 60 s
connect4-challenge-timer-m5 = 5 min
connect4-challenge-timer-h1 = 1 h
connect4-challenge-timer-h24 = 24 h
connect4-challenge-first-name = first
connect4-challenge-first-description = Qui commence (par défaut : toi)
connect4-challenge-first-me = moi
connect4-challenge-first-other = l'adversaire
connect4-challenge-first-random = au hasard
connect4-challenge-format-name = format
connect4-challenge-format-description = Partie simple ou match classé en deux parties (par défaut : celui du serveur)
connect4-challenge-format-single = partie simple
connect4-challenge-format-match = match (deux parties, classé)
connect4-challenge-clock-name = clock
connect4-challenge-clock-description = Une pendule d'échecs pour toute la partie ou tout le match, au lieu d'un chrono par tour
connect4-challenge-clock-m1 = 1 min + 1 s
connect4-challenge-clock-m3 = 3 min + 2 s
connect4-challenge-clock-m5 = 5 min + 5 s
connect4-challenge-clock-m10 = 10 min + 10 s
connect4-challenge-clock-d1 = 1 jour + 1 h
connect4-challenge-player2-name = player2
connect4-challenge-player2-description = Trois joueurs ou deux contre deux : un autre joueur que tu invites
connect4-challenge-player3-name = player3
connect4-challenge-player3-description = Deux contre deux : un troisième joueur que tu invites
connect4-challenge-cpu-level-name = cpu-level
connect4-challenge-cpu-level-description = Trois joueurs ou deux contre deux : niveau du CPU aux places libres (moyen par défaut)
connect4-challenge-cpu-level-easy = facile
connect4-challenge-cpu-level-medium = moyen
connect4-challenge-cpu-level-hard = difficile

## /connect4 vs-cpu

connect4-vs-cpu-name = vs-cpu
connect4-vs-cpu-description = Joue contre le CPU (fonctionne aussi en messages privés)
connect4-vs-cpu-level-name = level
connect4-vs-cpu-level-description = Le niveau de jeu du CPU (moyen par défaut)
connect4-vs-cpu-level-easy = facile
connect4-vs-cpu-level-medium = moyen
connect4-vs-cpu-level-hard = difficile
connect4-vs-cpu-variant-name = variant
connect4-vs-cpu-variant-description = Règles : classic, popout, three-players, 8x7, popout+cylinder… (classic par défaut)
connect4-vs-cpu-first-name = first
connect4-vs-cpu-first-description = Qui commence (par défaut : toi)
connect4-vs-cpu-first-me = moi
connect4-vs-cpu-first-cpu = CPU
connect4-vs-cpu-first-random = au hasard

## /connect4 resign

connect4-resign-name = resign
connect4-resign-description = Abandonne la partie que tu joues dans ce salon
connect4-resign-whole-match-name = whole-match
connect4-resign-whole-match-description = Dans un match : abandonne tout le match, pas seulement cette partie

## /connect4 board

connect4-board-name = board
connect4-board-description = Republie la grille de ce salon (en bas de la conversation)

## /connect4 rules

connect4-rules-name = rules
connect4-rules-description = Comment jouer (les règles d'une variante)
connect4-rules-variant-name = variant
connect4-rules-variant-description = Quelles règles (classic par défaut)

## /connect4 leaderboard

connect4-leaderboard-name = leaderboard
connect4-leaderboard-description = Les joueurs de ce serveur, par cote
connect4-leaderboard-variant-name = variant
connect4-leaderboard-variant-description = Quelle variante (classic par défaut)
connect4-leaderboard-page-name = page
connect4-leaderboard-page-description = Page à ouvrir (1 par défaut)

## /connect4 stats

connect4-stats-name = stats
connect4-stats-description = Cote, bilan, série et ouverture préférée d'un joueur (fonctionne aussi en messages privés)
connect4-stats-user-name = user
connect4-stats-user-description = De qui voir les stats (par défaut : les tiennes)
connect4-stats-variant-name = variant
connect4-stats-variant-description = Quelle variante (classic par défaut)

## /connect4 hint

connect4-hint-name = hint
connect4-hint-description = Le meilleur coup pour ton tour, en privé (jamais en partie classée ni en match)

## /connect4 pause

connect4-pause-name = pause
connect4-pause-description = Mets en pause la partie de ce salon (contre le CPU) ou demande une pause à l'autre joueur

## /connect4 review

connect4-review-name = review
connect4-review-description = Analyse en privé une partie terminée : chaque coup évalué, et le coup décisif
connect4-review-game-name = game
connect4-review-game-description = Le code de la partie, affiché sous sa grille finale (par défaut : ta dernière partie)

## /connect4 replay

connect4-replay-name = replay
connect4-replay-description = Publie dans ce salon le replay animé d'une partie terminée (une fois ; ensuite, un lien)
connect4-replay-game-name = game
connect4-replay-game-description = Le code de la partie, affiché sous sa grille finale (par défaut : ta dernière partie)

## /connect4 puzzle

connect4-puzzle-name = puzzle
connect4-puzzle-description = Problèmes : trouve la suite de coups gagnante

## /connect4 puzzle play

connect4-puzzle-play-name = play
connect4-puzzle-play-description = Un problème rien que pour toi, proche de ta cote aux problèmes
connect4-puzzle-play-variant-name = variant
connect4-puzzle-play-variant-description = Classique (par défaut) ou PopOut, où retirer un pion compte aussi comme un coup
connect4-puzzle-play-variant-classic = classique
connect4-puzzle-play-variant-pop-out = PopOut (retirer un pion compte aussi comme un coup)

## /connect4 puzzle top

connect4-puzzle-top-name = top
connect4-puzzle-top-description = Qui résout le mieux les problèmes sur ce serveur

## /connect4-admin

connect4-admin-name = connect4-admin
connect4-admin-description = Modération des parties de Puissance 4

## /connect4-admin settings

connect4-admin-settings-name = settings
connect4-admin-settings-description = Affiche ou modifie les paramètres de Puissance 4 de ce serveur (Gérer le serveur)
connect4-admin-settings-timer-name = timer
connect4-admin-settings-timer-description = Chrono par tour par défaut des nouvelles parties
connect4-admin-settings-timer-none = aucun
connect4-admin-settings-timer-s30 = 30 s
connect4-admin-settings-timer-s60 = 60 s
connect4-admin-settings-timer-m5 = 5 min
connect4-admin-settings-timer-h1 = 1 h
connect4-admin-settings-timer-h24 = 24 h
connect4-admin-settings-timeout-name = timeout
connect4-admin-settings-timeout-description = Ce qui se passe quand le chrono d'un tour est écoulé
connect4-admin-settings-timeout-cpu = le CPU joue pour le joueur absent
connect4-admin-settings-timeout-forfeit = le joueur absent perd
connect4-admin-settings-threads-name = threads
connect4-admin-settings-threads-description = Ouvrir un fil pour chaque nouvelle partie
connect4-admin-settings-alternate-first-name = alternate-first
connect4-admin-settings-alternate-first-description = Alterner qui commence aux revanches
connect4-admin-settings-theme-name = theme
connect4-admin-settings-theme-description = L'apparence des pions
connect4-admin-settings-theme-classic = classique 🔴🟡
connect4-admin-settings-theme-xo = X/O ❌⭕
connect4-admin-settings-theme-colour-blind = adapté aux daltoniens 🔵🟠
connect4-admin-settings-format-name = format
connect4-admin-settings-format-description = Format par défaut des défis
connect4-admin-settings-format-single = partie simple
connect4-admin-settings-format-match = match
connect4-admin-settings-rate-single-games-name = rate-single-games
connect4-admin-settings-rate-single-games-description = Classer aussi les parties simples (les matchs sont toujours classés)
connect4-admin-settings-max-games-per-user-name = max-games-per-user
connect4-admin-settings-max-games-per-user-description = Parties simultanées par membre
connect4-admin-settings-allow-channel-name = allow-channel
connect4-admin-settings-allow-channel-description = Autoriser les parties dans ce salon (dès lors, seuls les salons listés en accueillent)
connect4-admin-settings-disallow-channel-name = disallow-channel
connect4-admin-settings-disallow-channel-description = Retirer ce salon de la liste des salons qui autorisent les parties
connect4-admin-settings-every-channel-name = every-channel
connect4-admin-settings-every-channel-description = Autoriser à nouveau les parties dans tous les salons (vide la liste)
connect4-admin-settings-hints-name = hints
connect4-admin-settings-hints-description = Autoriser les indices en parties non classées (jamais en partie classée ni en match)
connect4-admin-settings-daily-puzzle-channel-name = daily-puzzle-channel
connect4-admin-settings-daily-puzzle-channel-description = Publier un problème du jour dans ce salon
connect4-admin-settings-daily-puzzle-hour-name = daily-puzzle-hour
connect4-admin-settings-daily-puzzle-hour-description = L'heure (UTC, 0–23) du problème du jour (12 par défaut)
connect4-admin-settings-daily-puzzle-off-name = daily-puzzle-off
connect4-admin-settings-daily-puzzle-off-description = Arrêter de publier le problème du jour

## /connect4-admin abort

connect4-admin-abort-name = abort
connect4-admin-abort-description = Arrête la partie de ce salon, non comptée (Gérer le serveur ou Gérer les messages)

## /connect4-admin reset-leaderboard

connect4-admin-reset-leaderboard-name = reset-leaderboard
connect4-admin-reset-leaderboard-description = Efface les cotes et les bilans de ce serveur (Gérer le serveur ; demande une confirmation)

## Menu utilisateur « Challenge to Connect Four »

challenge-to-connect-four-name = Défier au Puissance 4

## /connect4 games

connect4-games-name = games
connect4-games-description = Les parties en cours ici, avec des liens vers leurs grilles (seulement celles que tu vois)

## /connect4 my-data

connect4-my-data-name = my-data
connect4-my-data-description = Tout ce que cuatro garde sur toi, dans un fichier privé

## /connect4 forget-me

connect4-forget-me-name = forget-me
connect4-forget-me-description = Efface tes classements et ton historique, anonymise tes parties (demande avant)

## /connect4-admin settings : le message « Parties en cours »

connect4-admin-settings-games-now-channel-name = games-now-channel
connect4-admin-settings-games-now-channel-description = Garder ici un message à jour des parties en cours et des derniers résultats
connect4-admin-settings-games-now-off-name = games-now-off
connect4-admin-settings-games-now-off-description = Supprimer le message « Parties en direct »

## /connect4-tournament

# L'option `tournament` des commandes de l'organisateur : un tournoi du serveur, proposé par l'autocomplétion.
connect4-tournament-option-name = tournoi
connect4-tournament-option-description = Le tournoi, quand ce n'est pas celui de ce salon (choisis-en un)
connect4-tournament-name = connect4-tournament
connect4-tournament-description = Tournois : suisse, toutes rondes et arena, gérés par le bot
connect4-tournament-create-name = create
connect4-tournament-create-description = Crée un tournoi dans ce salon (Gérer le serveur ou le rôle de tournois)
connect4-tournament-create-format-name = format
connect4-tournament-create-format-description = Suisse, toutes rondes (simple ou aller-retour) ou arena
connect4-tournament-create-format-swiss = suisse
connect4-tournament-create-format-round-robin = toutes rondes
connect4-tournament-create-format-double-round-robin = toutes rondes aller-retour
connect4-tournament-create-format-arena = arena
connect4-tournament-create-variant-name = variant
connect4-tournament-create-variant-description = La variante de toutes les parties (par défaut : classic)
connect4-tournament-create-rounds-name = rounds
connect4-tournament-create-rounds-description = Suisse : nombre de rondes (1–15, 5 par défaut)
connect4-tournament-create-minutes-name = minutes
connect4-tournament-create-minutes-description = Arena : durée en minutes (30 par défaut)
connect4-tournament-create-clock-name = clock
connect4-tournament-create-clock-description = Une pendule d'échecs pour chaque appariement, au lieu d'un chrono par coup
connect4-tournament-create-clock-m1 = 1 min + 1 s
connect4-tournament-create-clock-m3 = 3 min + 2 s
connect4-tournament-create-clock-m5 = 5 min + 5 s
connect4-tournament-create-clock-m10 = 10 min + 10 s
connect4-tournament-create-clock-d1 = 1 jour + 1 h
connect4-tournament-create-timer-name = timer
connect4-tournament-create-timer-description = Temps par coup (par défaut : celui du serveur, sinon 5 min)
connect4-tournament-create-timer-none = celui du serveur
connect4-tournament-create-timer-s30 = 30 s
connect4-tournament-create-timer-s60 = 60 s
connect4-tournament-create-timer-m5 = 5 min
connect4-tournament-create-timer-h1 = 1 h
connect4-tournament-create-timer-h24 = 24 h
connect4-tournament-create-starts-in-name = starts-in
connect4-tournament-create-starts-in-description = Démarrer tout seul dans ce nombre de minutes (par défaut : quand tu le lances)
connect4-tournament-create-cap-name = cap
connect4-tournament-create-cap-description = Le nombre maximal de joueurs inscrits
connect4-tournament-create-check-in-name = check-in
connect4-tournament-create-check-in-description = Minutes avant le début pendant lesquelles les joueurs doivent confirmer leur présence
connect4-tournament-standings-name = standings
connect4-tournament-standings-description = Le classement du tournoi de ce salon
connect4-tournament-why-name = why
connect4-tournament-why-description = Pourquoi un joueur (toi par défaut) a été apparié ainsi
connect4-tournament-why-player-name = player
connect4-tournament-why-player-description = Le joueur concerné (par défaut : toi)
connect4-tournament-start-name = start
connect4-tournament-start-description = Lance le tournoi maintenant (organisateur)
connect4-tournament-start-tournament-name = { connect4-tournament-option-name }
connect4-tournament-start-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pause-name = pause
connect4-tournament-pause-description = Met le tournoi en pause : les parties en cours continuent, aucune ne commence (organisateur)
connect4-tournament-pause-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pause-tournament-description = { connect4-tournament-option-description }
connect4-tournament-resume-name = resume
connect4-tournament-resume-description = Reprend un tournoi en pause (organisateur)
connect4-tournament-resume-tournament-name = { connect4-tournament-option-name }
connect4-tournament-resume-tournament-description = { connect4-tournament-option-description }
connect4-tournament-cancel-name = cancel
connect4-tournament-cancel-description = Annule le tournoi (organisateur)
connect4-tournament-cancel-tournament-name = { connect4-tournament-option-name }
connect4-tournament-cancel-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-name = drop
connect4-tournament-drop-description = Retire un joueur (organisateur)
connect4-tournament-drop-tournament-name = { connect4-tournament-option-name }
connect4-tournament-drop-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-player-name = player
connect4-tournament-drop-player-description = Le joueur à retirer
connect4-tournament-add-name = add
connect4-tournament-add-description = Ajoute un joueur, même au-delà du maximum et en retard (organisateur)
connect4-tournament-add-tournament-name = { connect4-tournament-option-name }
connect4-tournament-add-tournament-description = { connect4-tournament-option-description }
connect4-tournament-add-player-name = player
connect4-tournament-add-player-description = Le joueur à ajouter
connect4-tournament-result-name = result
connect4-tournament-result-description = Fixe ou corrige le résultat de l'appariement de deux joueurs (organisateur)
connect4-tournament-result-tournament-name = { connect4-tournament-option-name }
connect4-tournament-result-tournament-description = { connect4-tournament-option-description }
connect4-tournament-result-first-name = first
connect4-tournament-result-first-description = Un joueur de l'appariement
connect4-tournament-result-second-name = second
connect4-tournament-result-second-description = L'autre joueur
connect4-tournament-result-outcome-name = outcome
connect4-tournament-result-outcome-description = Qui a gagné l'appariement
connect4-tournament-result-outcome-first-won = le premier a gagné
connect4-tournament-result-outcome-draw = nulle
connect4-tournament-result-outcome-second-won = le second a gagné
connect4-tournament-result-round-name = round
connect4-tournament-result-round-description = La ronde (par défaut : leur dernier appariement)
connect4-tournament-forbid-name = forbid
connect4-tournament-forbid-description = Empêche deux joueurs d'être appariés (organisateur)
connect4-tournament-forbid-tournament-name = { connect4-tournament-option-name }
connect4-tournament-forbid-tournament-description = { connect4-tournament-option-description }
connect4-tournament-forbid-first-name = first
connect4-tournament-forbid-first-description = Un joueur
connect4-tournament-forbid-second-name = second
connect4-tournament-forbid-second-description = L'autre joueur
connect4-tournament-pair-name = pair
connect4-tournament-pair-description = Apparie deux joueurs à la prochaine ronde suisse (organisateur)
connect4-tournament-pair-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pair-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pair-first-name = first
connect4-tournament-pair-first-description = Un joueur
connect4-tournament-pair-second-name = second
connect4-tournament-pair-second-description = L'autre joueur
connect4-tournament-export-name = export
connect4-tournament-export-description = Le classement en fichier CSV, ou TRF pour un suisse (organisateur)
connect4-tournament-export-tournament-name = { connect4-tournament-option-name }
connect4-tournament-export-tournament-description = { connect4-tournament-option-description }
connect4-tournament-export-format-name = format
connect4-tournament-export-format-description = CSV (par défaut) ou TRF (suisse uniquement)
connect4-tournament-export-format-csv = CSV
connect4-tournament-export-format-trf = TRF
connect4-tournament-berserk-name = berserk
connect4-tournament-berserk-description = Arena : moitié de ta pendule avant ton 1er coup, pour un point de plus si tu gagnes en 7+ coups
connect4-admin-settings-tournament-role-name = tournament-role
connect4-admin-settings-tournament-role-description = Les membres ayant ce rôle peuvent créer et diriger des tournois
connect4-admin-settings-tournament-role-off-name = tournament-role-off
connect4-admin-settings-tournament-role-off-description = Seuls les membres ayant Gérer le serveur dirigent les tournois
connect4-admin-settings-web-pages-name = web-pages
connect4-admin-settings-web-pages-description = Une page web pour chaque partie terminée dans un salon visible de tous

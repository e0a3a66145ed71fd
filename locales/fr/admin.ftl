# Administration du serveur : le panneau de paramètres (/connect4-admin settings) et la réinitialisation du
# classement (/connect4-admin reset-leaderboard).

## Le panneau de paramètres (render/admin.rs)

settings-title = Paramètres du serveur
# Sous le titre quand rien n'a été modifié ; $command est la commande des paramètres, écrite par le code.
settings-how-to-change = Modifie-les avec { $command }.
# $names liste les paramètres qui viennent d'être modifiés, par leurs libellés ci-dessous, comme « Thème, Chrono par tour ».
settings-changed = ✏️ Modifications : { $names }.
# Une valeur qui est celle par défaut du bot, et non une valeur choisie par le serveur ; $value est la valeur affichée.
settings-default-value = { $value } _(par défaut)_
# Pied de page quand une valeur est celle par défaut du bot.
settings-default-note = (par défaut) : la valeur du bot, utilisée tant que le serveur n'en a pas choisi une.

# Le libellé de chaque paramètre.
settings-label-timer = Chrono par tour
settings-label-timeout-action = En cas de temps écoulé
settings-label-thread-per-game = Un fil par partie
settings-label-alternate-first = Alterner qui commence aux revanches
settings-label-theme = Thème
settings-label-channels = Salons autorisés
settings-label-format = Format par défaut
settings-label-rate-single-games = Parties simples classées
settings-label-max-games-per-user = Parties par membre
settings-label-hints = Indices en parties non classées
settings-label-daily-puzzle = Problème du jour

# Un interrupteur activé ou désactivé.
settings-on = activé
settings-off = désactivé

# Le temps par tour.
settings-timer-none = aucun
settings-timer-hours = { $n } h
settings-timer-minutes = { $n } min
settings-timer-seconds = { $n } s
settings-timer-milliseconds = { $n } ms

# Ce qui se passe quand le temps par tour d'un joueur est écoulé.
settings-timeout-cpu = le CPU joue pour le joueur absent (la partie n'est alors plus classée)
settings-timeout-forfeit = le joueur absent perd

# L'apparence des pions (le thème X/O s'affiche « X/O ❌⭕ » dans toutes les langues).
settings-theme-classic = classique 🔴🟡
settings-theme-colour-blind = adapté aux daltoniens 🔵🟠

# Le format d'un défi quand aucun n'est précisé.
settings-format-single = partie simple
settings-format-match = match de deux parties

# Si les parties simples (pas seulement les matchs) sont classées.
settings-rated-yes = oui
settings-rated-no = non : seuls les matchs sont classés

# Les salons où les parties sont autorisées.
settings-channels-all = tous les salons
# Après autant de mentions de salons que la place le permet : combien il en reste.
settings-channels-more =
    { $n ->
        [one] … +{ $n } autre
       *[other] … +{ $n } autres
    }

## La réinitialisation du classement (render/admin.rs)

admin-reset-title = Réinitialiser le classement ?
admin-reset-warning = ⚠️ Toutes les cotes et toutes les victoires, parties nulles et défaites de ce serveur seront effacées. C'est irréversible.
# Le bouton rouge qui confirme.
admin-reset-button = Réinitialiser
admin-reset-done-title = Classement réinitialisé
admin-reset-done = Toutes les cotes et tous les bilans V/N/D de ce serveur ont été effacés.
admin-reset-cancelled-title = Rien n'a été effacé
admin-reset-cancelled = Le classement n'a pas changé.

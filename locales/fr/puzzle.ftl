# L'entraîneur de problèmes et le problème du jour (render/puzzle.rs, render/puzzle_text.rs) : le message d'un
# problème, le classement des problèmes, la ligne des problèmes de /connect4 stats, la publication du jour et sa
# ligne dans les paramètres du serveur. Les coups (`c`, `a^`) et les listes de coups (`c, d, e`) sont de la notation
# et viennent du code ; $stone est un emoji de pion coloré (🔴 🟡). Les textes sont du markdown Discord ; `<@…>`
# nomme un utilisateur, `<#…>` un salon.

## Le message d'un problème

# Son titre : le numéro du problème et sa cote.
puzzle-title = Problème #{ $id } · cote { $rating }

# Ce qu'il faut trouver : un gain en un coup, un gain en $moves coups, ou le seul coup qui ne perd pas.
puzzle-goal-win-now = { $stone } joue et gagne tout de suite.
puzzle-goal-win =
    { $moves ->
        [one] { $stone } joue et gagne en { $moves } coup.
       *[other] { $stone } joue et gagne en { $moves } coups.
    }
puzzle-goal-only = { $stone } joue : trouve le seul coup qui ne perd pas.

# Sous l'objectif d'un problème PopOut (⏏ est la marque des boutons de retrait).
puzzle-popout-rule = PopOut : un coup peut aussi retirer un de tes propres pions du bas d'une colonne (⏏).

# Un coup qui garde l'objectif, et la réponse de la défense ($stone est le pion de la défense).
puzzle-go-on = ✅ { $played } est juste. { $stone } répond { $reply }.
puzzle-solved = 🎉 Résolu !
puzzle-failed = ❌ { $played } est une erreur.

# Ce que laisse le coup raté : la défense ($stone) gagne, partie nulle, le camp qui résout ($stone) gagne trop
# lentement, ou aucun gain forcé en $moves coups.
puzzle-verdict-loses = Après ce coup, { $stone } gagne en jouant au mieux.
puzzle-verdict-draw = Après ce coup, le meilleur jeu mène à la nulle.
puzzle-verdict-slow = Après ce coup, { $stone } gagne encore, mais pas dans le nombre de coups demandé.
puzzle-verdict-unclear =
    { $moves ->
        [one] Après ce coup, aucun camp ne force le gain en { $moves } coup.
       *[other] Après ce coup, aucun camp ne force le gain en { $moves } coups.
    }
puzzle-keeping = Coups justes : { $columns }.
puzzle-solution = Solution : { $line }.

# La cote aux problèmes avant et après, la variation avec son signe (`+12`, `-68`), et les problèmes résolus d'affilée.
puzzle-rating-change = Cote aux problèmes { $before } → { $after } ({ $change }) · résolus d'affilée : { $streak }

# Le pied : d'où vient le problème. $red et $yellow sont un joueur (`<@…>`) ou `CPU`.
puzzle-from-game = Tiré d'une partie { $red } contre { $yellow }, coup { $move_no }.
puzzle-from-set = Tiré des problèmes de cuatro, vérifié par le solveur.

# Le bouton vers le problème suivant (messages.ftl le nomme « Suivant » dans puzzle-over).
puzzle-next = Suivant

## Le classement des problèmes (/connect4 puzzle top)

puzzle-top-title = Classement des problèmes
# Une ligne : la place, le joueur, sa cote aux problèmes, les problèmes résolus et sa plus longue série de
# problèmes résolus.
puzzle-top-line =
    { $solved ->
        [one] { $place }. <@{ $user }> — { $rating } · { $solved } résolu · meilleure série { $best_streak }
       *[other] { $place }. <@{ $user }> — { $rating } · { $solved } résolus · meilleure série { $best_streak }
    }
puzzle-top-empty = Personne n'a encore terminé de problème sur ce serveur : essaie { $command }.

## Le champ des problèmes de /connect4 stats

puzzle-stats-title = Problèmes
# La cote ± son écart, les problèmes résolus et ratés, les problèmes résolus d'affilée maintenant et au mieux, et
# les jours d'affilée avec le problème du jour résolu.
puzzle-stats =
    { $rating } ±{ $deviation } · { $solved ->
        [one] { $solved } résolu
       *[other] { $solved } résolus
    }, { $failed ->
        [one] { $failed } raté
       *[other] { $failed } ratés
    } · d'affilée : { $streak } (record : { $best_streak }) · problème du jour : { $daily_streak ->
        [one] { $daily_streak } jour d'affilée
       *[other] { $daily_streak } jours d'affilée
    }

## Le problème du jour

# Le titre de la publication du jour, avec sa date (`AAAA-MM-JJ`), et son bouton.
daily-title = 🧩 Problème du jour · { $date }
daily-solve = Résoudre

# Les chiffres d'hier dans la publication du jour : combien l'ont tenté et résolu, le plus rapide et la solution.
daily-yesterday =
    { $solved ->
        [one] Problème d'hier : { $solved } sur { $tried } l'a résolu.
       *[other] Problème d'hier : { $solved } sur { $tried } l'ont résolu.
    }
daily-fastest = Le plus rapide : <@{ $user }>, en { $seconds } s.
daily-solution = Sa solution : { $line }.

# Dans les paramètres du serveur : le salon et l'heure du problème du jour ($time vaut `HH:00`, en UTC).
daily-at = <#{ $channel }> à { $time } UTC
# Discord a refusé les publications (avec son code d'erreur) $days jours d'affilée ; le problème du jour se
# désactive de lui-même au bout de $days_off jours.
daily-failing = ⚠️ en échec : Discord a refusé la publication (erreur { $code }), { $days ->
        [one] { $days } jour d'affilée
       *[other] { $days } jours d'affilée
    } ; désactivé au bout de { $days_off }
# Le réglage du problème du jour quand il est coupé (un adjectif accordé à « problème du jour »).
daily-off = désactivé
# Le problème du jour s'est désactivé de lui-même après $days jours de publications refusées : daily-off, puis
# pourquoi et quoi faire.
daily-turned-off = { daily-off } : coupé automatiquement après { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } de publications refusées (erreur { $code }) ; choisis à nouveau un salon

# Statistiques (/connect4 stats), le classement du serveur (/connect4 leaderboard) et les cotes.

## Les statistiques d'un joueur (render/stats.rs)

# Le titre de l'embed ; $variant est un id de variante comme `classic`.
stats-title = Statistiques
# Sous la mention du joueur quand il n'y a rien à afficher.
stats-no-games = Pas encore de partie.
# Pied de page dans un message privé, où les parties propres au serveur sont omises.
stats-dm-note = La cote et le bilan du serveur s'affichent quand tu utilises cette commande sur un serveur.

# Noms des champs.
stats-field-rating = Cote
stats-field-games = Parties
stats-field-streak = Série
stats-field-opening = Ouverture préférée
stats-field-against-you = Contre toi
stats-field-against-cpu = Contre le CPU

# Le champ de cote quand le joueur n'a pas de classement sur le serveur.
stats-rating-none = pas encore de partie
# $rating est une cote avec son écart, comme « 1512 ±45 » ; $rank la place au classement.
stats-rating-rank = { $rating } · rang #{ $rank }
# Victoires, nuls et défaites, comme dans « 3 victoires · 1 nul · 2 défaites ».
stats-record =
    { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } · { $draws ->
        [one] { $draws } nul
       *[other] { $draws } nuls
    } · { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }
# Sous le bilan : $points est le score écrit avec des demis (« 11½ », « ½ »), $amount le même score en
# nombre (11.5, pour le pluriel), $percent la part de parties gagnées, arrondie.
stats-points =
    { $points } { $amount ->
        [one] point
       *[other] points
    } · { $percent } % de victoires
# Une suite de résultats.
stats-streak-wins =
    { $n ->
        [one] { $n } victoire d'affilée
       *[other] { $n } victoires d'affilée
    }
stats-streak-losses =
    { $n ->
        [one] { $n } défaite d'affilée
       *[other] { $n } défaites d'affilée
    }
# La colonne (1 = la plus à gauche) par laquelle le joueur ouvre le plus souvent, et dans combien de parties.
stats-opening =
    colonne { $column } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
# Une ligne par niveau du CPU : $level est le nom du niveau, $record un bilan comme dans stats-record.
stats-cpu-level = **{ $level } :** { $record }

## Le classement d'un serveur (render/leaderboard.rs)

# Le titre de l'embed ; $variant est un id de variante comme `classic`.
leaderboard-title = Classement
leaderboard-empty = Personne n'a encore joué sur ce serveur.
# La légende au-dessus des lignes ; chaque ligne se lit « 1512 ±45 · 10-2-3 · 11 · 15 » (V-N-D = victoires, nuls, défaites).
leaderboard-legend = _Cote ±RD · V-N-D · points · parties_
# Placé après la propre ligne de la personne qui a lancé la commande.
leaderboard-you = ← **toi**
# Sa ligne quand elle n'est pas sur la page affichée ; $numbers sont ceux d'une ligne.
leaderboard-caller = **Toi :** #{ $rank } · { $numbers }
leaderboard-caller-unplayed = Tu n'as pas encore joué sur ce serveur.
leaderboard-footer =
    Page { $page } sur { $pages } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
# Sous un classement vide : les variantes qui en ont un, comme « `classic`, `popout` ».
leaderboard-variants-played = Variantes jouées ici : { $variants }.
# À quelqu'un d'autre que l'auteur de la commande qui appuie sur ◀ ou ▶ ; $command est la commande du classement,
# écrite par le code.
leaderboard-page-refused = Seul <@{ $user }> peut tourner ces pages : lance { $command } toi-même.

## Cotes (render/rating.rs)

# Un joueur qui a des résultats mais pas encore de cote.
rating-unrated = sans cote

# Estadísticas (/connect4 stats), la clasificación del servidor (/connect4 leaderboard) y las puntuaciones.

## Las estadísticas de un jugador (render/stats.rs)

stats-title = Estadísticas
stats-no-games = Sin partidas aún.
stats-dm-note = La puntuación y el historial del servidor se ven al usar este comando en un servidor.

stats-field-rating = Puntuación
stats-field-games = Partidas
stats-field-streak = Racha
stats-field-opening = Apertura favorita
stats-field-against-you = Contra ti
stats-field-against-cpu = Contra la CPU

stats-rating-none = sin partidas aún
stats-rating-rank = { $rating } · puesto #{ $rank }
stats-record =
    { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    } · { $draws ->
        [one] { $draws } empate
       *[other] { $draws } empates
    } · { $losses ->
        [one] { $losses } derrota
       *[other] { $losses } derrotas
    }
stats-points =
    { $points } { $amount ->
        [one] punto
       *[other] puntos
    } · { $percent } % ganadas
stats-streak-wins =
    { $n ->
        [one] { $n } victoria seguida
       *[other] { $n } victorias seguidas
    }
stats-streak-losses =
    { $n ->
        [one] { $n } derrota seguida
       *[other] { $n } derrotas seguidas
    }
stats-opening =
    columna { $column } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
stats-cpu-level = **{ $level }:** { $record }

## La clasificación de un servidor (render/leaderboard.rs)

leaderboard-title = Clasificación
leaderboard-empty = Todavía no ha jugado nadie en este servidor.
# G-E-P = ganadas, empatadas, perdidas.
leaderboard-legend = _Puntuación ±DR · G-E-P · puntos · partidas_
leaderboard-you = ← **tú**
leaderboard-caller = **Tú:** #{ $rank } · { $numbers }
leaderboard-caller-unplayed = Aún no has jugado en este servidor.
leaderboard-footer =
    Página { $page } de { $pages } · { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
leaderboard-variants-played = Variantes jugadas aquí: { $variants }.
# A quien pulsa ◀ o ▶ sin haber usado el comando; $command es el comando de la clasificación, lo escribe el código.
leaderboard-page-refused = Solo <@{ $user }> puede pasar estas páginas: usa { $command } para abrir la tuya.

## Puntuaciones (render/rating.rs)

rating-unrated = sin puntuación

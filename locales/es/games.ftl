# Las partidas en curso: la lista privada que cualquiera puede pedir, y el mensaje vivo «Partidas ahora» que un
# servidor puede tener en un canal (render/games_list.rs, render/games_now.rs).

## Una partida en curso, en las dos listas

games-moves =
    { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
games-turn = le toca a { $player }
games-turn-until = le toca a { $player }, el tiempo se acaba { $deadline }
games-paused = en pausa, termina { $until } si nadie la continúa
games-between = entre las partidas de un duelo
games-board-link = [tablero]({ $url })

## La lista privada

games-list-title = Partidas en curso
games-list-empty = No hay ninguna partida en curso en los canales que puedes ver.
games-list-empty-here = No hay ninguna partida en curso aquí.
games-list-footer =
    Página { $page } de { $pages } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
games-page-refused = Solo <@{ $user }> puede pasar estas páginas.

## El mensaje vivo «Partidas ahora»

games-now-title = Partidas en juego
games-now-empty = Ahora no hay ninguna partida en curso.
games-now-more =
    { $more ->
        [one] … y 1 partida más
       *[other] … y { $more } partidas más
    }
games-now-results = Últimos resultados
games-now-won = { $winner } ganó a { $loser }
games-now-drew = { $first } y { $second } empataron
games-now-updated = Actualizado { $when }

## El ajuste (/connect4-admin settings)

settings-label-games-now = Mensaje «Partidas en juego»
settings-games-now-off = desactivado

# As partidas em andamento: a lista privada que qualquer um pode pedir, e a mensagem viva "Partidas agora" que um
# servidor pode manter num canal (render/games_list.rs, render/games_now.rs).

## Uma partida em andamento, nas duas listas

games-moves =
    { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
games-turn = vez de { $player }
games-turn-until = vez de { $player }, o tempo acaba { $deadline }
games-paused = pausada, termina { $until } se ninguém continuar
games-between = entre as partidas de um duelo
games-board-link = [tabuleiro]({ $url })

## A lista privada

games-list-title = Partidas em andamento
games-list-empty = Nenhuma partida em andamento nos canais que você pode ver.
games-list-empty-here = Nenhuma partida em andamento aqui.
games-list-footer =
    Página { $page } de { $pages } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
games-page-refused = Só <@{ $user }> pode virar estas páginas.

## A mensagem viva "Partidas agora"

games-now-title = Partidas agora
games-now-empty = Nenhuma partida em andamento agora.
games-now-more =
    { $more ->
        [one] … e mais 1 partida
       *[other] … e mais { $more } partidas
    }
games-now-results = Últimos resultados
games-now-won = { $winner } venceu { $loser }
games-now-drew = { $first } e { $second } empataram
games-now-updated = Atualizado { $when }

## A configuração (/connect4-admin settings)

settings-label-games-now = Mensagem "Partidas agora"
settings-games-now-off = desativado

# Le partite in corso: l'elenco privato che chiunque può chiedere, e il messaggio vivo «Partite ora» che un server
# può tenere in un canale (render/games_list.rs, render/games_now.rs).

## Una partita in corso, in entrambi gli elenchi

games-moves =
    { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
games-turn = tocca a { $player }
games-turn-until = tocca a { $player }, il tempo scade { $deadline }
games-paused = in pausa, finisce { $until } se nessuno la riprende
games-between = tra le partite di un incontro
games-board-link = [griglia]({ $url })

## L'elenco privato

games-list-title = Partite in corso
games-list-empty = Nessuna partita in corso nei canali che puoi vedere.
games-list-empty-here = Nessuna partita in corso qui.
games-list-footer =
    Pagina { $page } di { $pages } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }
games-page-refused = Solo <@{ $user }> può sfogliare queste pagine.

## Il messaggio vivo «Partite ora»

games-now-title = Partite in diretta
games-now-empty = Nessuna partita in corso in questo momento.
games-now-more =
    { $more ->
        [one] … e un'altra partita
       *[other] … e altre { $more } partite
    }
games-now-results = Ultimi risultati
games-now-won = { $winner } ha battuto { $loser }
games-now-drew = { $first } e { $second } hanno pareggiato
games-now-updated = Aggiornato { $when }

## L'impostazione (/connect4-admin settings)

settings-label-games-now = Messaggio «Partite in diretta»
settings-games-now-off = disattivato

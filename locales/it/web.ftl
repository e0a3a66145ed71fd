# La pagina web di una partita finita (/g/<code>): titolo, posizione mostrata, link per scorrere le mosse,
# intestazione dell'elenco delle mosse, download del replay e tasti.

web-game-title = { -game-name } · partita { $code }
web-position-start = La posizione iniziale
web-position-after = Dopo la mossa { $n } di { $total }
web-step-first = « Inizio
web-step-previous = ‹ Precedente
web-step-next = Successiva ›
web-step-last = Fine »
web-moves-heading = Mosse
web-replay-download = Scarica il replay (GIF)
web-keys = I tasti ← e → scorrono le mosse.
web-player = un giocatore
web-not-found = Nessuna pagina qui.
web-busy = Occupato: riprova tra qualche secondo.
web-too-many = Troppe richieste dal tuo indirizzo: riprova tra { $seconds } s.
settings-label-web-pages = Pagine web delle partite
web-page-button = Vedi sul web
web-page-of = Pagina { $page } di { $pages }
web-live-title = { -game-name } · in diretta · partita { $code }
web-position-live = Dopo la mossa { $n }

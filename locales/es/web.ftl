# La página web de una partida terminada (/g/<code>): su título, la posición mostrada, los enlaces para recorrer
# las jugadas, el encabezado de la lista de jugadas, la descarga de la repetición y las teclas.

web-game-title = { -game-name } · partida { $code }
web-position-start = La posición inicial
web-position-after = Tras la jugada { $n } de { $total }
web-step-first = « Inicio
web-step-previous = ‹ Anterior
web-step-next = Siguiente ›
web-step-last = Final »
web-moves-heading = Jugadas
web-replay-download = Descargar la repetición (GIF)
web-keys = Las teclas ← y → recorren las jugadas.
web-player = un jugador
web-not-found = Aquí no hay ninguna página.
web-busy = Ocupado: vuelve a intentarlo en unos segundos.
web-too-many = Demasiadas solicitudes desde tu dirección: vuelve a intentarlo en { $seconds } s.
settings-label-web-pages = Páginas web de las partidas
web-page-button = Ver en la web
web-page-of = Página { $page } de { $pages }
web-live-title = { -game-name } · en directo · partida { $code }
web-position-live = Tras la jugada { $n }

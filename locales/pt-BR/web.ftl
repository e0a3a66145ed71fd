# A página web de uma partida terminada (/g/<code>): título, posição mostrada, links para percorrer as jogadas,
# título da lista de jogadas, download do replay e as teclas.

web-game-title = { -game-name } · partida { $code }
web-position-start = A posição inicial
web-position-after = Após a jogada { $n } de { $total }
web-step-first = « Início
web-step-previous = ‹ Anterior
web-step-next = Próxima ›
web-step-last = Fim »
web-moves-heading = Jogadas
web-replay-download = Baixar o replay (GIF)
web-keys = As teclas ← e → percorrem as jogadas.
web-player = um jogador
web-not-found = Não há página aqui.
web-busy = Ocupado: tente de novo em alguns segundos.
web-too-many = Muitas solicitações do seu endereço: tente de novo em { $seconds } s.
settings-label-web-pages = Páginas web das partidas
web-page-button = Ver na web
web-page-of = Página { $page } de { $pages }
web-live-title = { -game-name } · ao vivo · partida { $code }
web-position-live = Após a jogada { $n }

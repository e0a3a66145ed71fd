# Os comandos de barra, suas opções e escolhas, e o menu de usuário: os nomes e descrições que o Discord mostra
# (aplicados por bot/localise.rs antes de os comandos serem registrados).
#
# Ids: o nome completo do comando em kebab case (`connect4-puzzle-play`; o do menu de usuário, a partir do nome
# em inglês: `challenge-to-connect-four`), e depois
#   <comando>-name, <comando>-description                    um comando, grupo ou subcomando
#   <comando>-<opção>-name, <comando>-<opção>-description    uma de suas opções
#   <comando>-<opção>-<escolha>                              uma escolha dessa opção (sua variante no código, em kebab case)
#
# Nomes (-name): 1–32 caracteres, letras minúsculas, dígitos, - _ ' e sem espaços (o nome do menu de usuário pode
# ter espaços e maiúsculas). Os nomes em inglês são os que o código do bot conhece: um idioma que mantém o nome
# em inglês o escreve sem alteração. Descrições e escolhas: 1–100 caracteres.

## /connect4

connect4-name = connect4
connect4-description = Lig 4: desafie um amigo ou jogue contra a CPU

## /connect4 challenge

connect4-challenge-name = challenge
connect4-challenge-description = Desafie alguém (ou qualquer um, sem adversário) para uma partida
connect4-challenge-opponent-name = opponent
connect4-challenge-opponent-description = Quem você desafia; deixe vazio para um desafio aberto
connect4-challenge-variant-name = variant
connect4-challenge-variant-description = Regras: classic, popout, three-players, 8x7, popout+cylinder… (padrão classic)
connect4-challenge-timer-name = timer
connect4-challenge-timer-description = Tempo por vez (padrão: o do servidor)
connect4-challenge-timer-none = sem limite
connect4-challenge-timer-s30 = 30 s
connect4-challenge-timer-s60 = 60 s
connect4-challenge-timer-m5 = 5 min
connect4-challenge-timer-h1 = 1 h
connect4-challenge-timer-h24 = 24 h
connect4-challenge-first-name = first
connect4-challenge-first-description = Quem começa (padrão: você)
connect4-challenge-first-me = eu
connect4-challenge-first-other = o adversário
connect4-challenge-first-random = aleatório
connect4-challenge-format-name = format
connect4-challenge-format-description = Partida avulsa ou duelo ranqueado de duas partidas (padrão: o do servidor)
connect4-challenge-format-single = partida avulsa
connect4-challenge-format-match = duelo (duas partidas, ranqueado)
connect4-challenge-clock-name = clock
connect4-challenge-clock-description = Um relógio de xadrez para a partida ou o duelo inteiro, em vez do tempo por vez
connect4-challenge-clock-m1 = 1 min + 1 s
connect4-challenge-clock-m3 = 3 min + 2 s
connect4-challenge-clock-m5 = 5 min + 5 s
connect4-challenge-clock-m10 = 10 min + 10 s
connect4-challenge-clock-d1 = 1 dia + 1 h
connect4-challenge-player2-name = player2
connect4-challenge-player2-description = Três jogadores ou dois contra dois: outro jogador que você convida
connect4-challenge-player3-name = player3
connect4-challenge-player3-description = Dois contra dois: um terceiro jogador que você convida
connect4-challenge-cpu-level-name = cpu-level
connect4-challenge-cpu-level-description = Três jogadores ou dois contra dois: nível da CPU nos lugares vagos (padrão médio)
connect4-challenge-cpu-level-easy = fácil
connect4-challenge-cpu-level-medium = médio
connect4-challenge-cpu-level-hard = difícil

## /connect4 vs-cpu

connect4-vs-cpu-name = vs-cpu
connect4-vs-cpu-description = Jogue contra a CPU (também funciona em mensagens diretas)
connect4-vs-cpu-level-name = level
connect4-vs-cpu-level-description = Força da CPU (padrão: médio)
connect4-vs-cpu-level-easy = fácil
connect4-vs-cpu-level-medium = médio
connect4-vs-cpu-level-hard = difícil
connect4-vs-cpu-variant-name = variant
connect4-vs-cpu-variant-description = Regras: classic, popout, three-players, 8x7, popout+cylinder… (padrão classic)
connect4-vs-cpu-first-name = first
connect4-vs-cpu-first-description = Quem começa (padrão: você)
connect4-vs-cpu-first-me = eu
connect4-vs-cpu-first-cpu = CPU
connect4-vs-cpu-first-random = aleatório

## /connect4 resign

connect4-resign-name = resign
connect4-resign-description = Desista da partida que você está jogando neste canal
connect4-resign-whole-match-name = whole-match
connect4-resign-whole-match-description = Em um duelo: desistir do duelo inteiro, não só desta partida

## /connect4 board

connect4-board-name = board
connect4-board-description = Poste de novo o tabuleiro deste canal (abaixo da conversa)

## /connect4 rules

connect4-rules-name = rules
connect4-rules-description = Como jogar (as regras de uma variante)
connect4-rules-variant-name = variant
connect4-rules-variant-description = Quais regras (padrão classic)

## /connect4 leaderboard

connect4-leaderboard-name = leaderboard
connect4-leaderboard-description = Os jogadores deste servidor por rating
connect4-leaderboard-variant-name = variant
connect4-leaderboard-variant-description = Qual variante (padrão classic)
connect4-leaderboard-page-name = page
connect4-leaderboard-page-description = Página a abrir (padrão 1)

## /connect4 stats

connect4-stats-name = stats
connect4-stats-description = Rating, histórico, sequência e abertura favorita de um jogador (também em mensagens diretas)
connect4-stats-user-name = user
connect4-stats-user-description = De quem (padrão: as suas)
connect4-stats-variant-name = variant
connect4-stats-variant-description = Qual variante (padrão classic)

## /connect4 hint

connect4-hint-name = hint
connect4-hint-description = Veja a melhor jogada para a sua vez, só para você (não em partidas ranqueadas nem duelos)

## /connect4 pause

connect4-pause-name = pause
connect4-pause-description = Pause a partida deste canal (contra a CPU) ou peça ao outro jogador para pausar

## /connect4 review

connect4-review-name = review
connect4-review-description = Revise uma partida terminada, só para você: cada jogada avaliada e onde ela se decidiu
connect4-review-game-name = game
connect4-review-game-description = O código da partida, mostrado sob o tabuleiro final (padrão: sua última partida)

## /connect4 replay

connect4-replay-name = replay
connect4-replay-description = Poste neste canal o replay animado de uma partida terminada (uma vez; depois, um link)
connect4-replay-game-name = game
connect4-replay-game-description = O código da partida, mostrado sob o tabuleiro final (padrão: sua última partida)

## /connect4 puzzle

connect4-puzzle-name = puzzle
connect4-puzzle-description = Problemas: encontre a sequência vencedora

## /connect4 puzzle play

connect4-puzzle-play-name = play
connect4-puzzle-play-description = Um problema só para você, perto do seu rating de problemas
connect4-puzzle-play-variant-name = variant
connect4-puzzle-play-variant-description = Clássico (o padrão) ou PopOut, em que tirar peças também conta como jogada
connect4-puzzle-play-variant-classic = clássico
connect4-puzzle-play-variant-pop-out = PopOut (tirar peças também é jogada)

## /connect4 puzzle top

connect4-puzzle-top-name = top
connect4-puzzle-top-description = Quem melhor resolve problemas neste servidor

## /connect4-admin

connect4-admin-name = connect4-admin
connect4-admin-description = Moderação das partidas de Lig 4

## /connect4-admin settings

connect4-admin-settings-name = settings
connect4-admin-settings-description = Mostrar ou alterar as configurações de Lig 4 deste servidor (Gerenciar servidor)
connect4-admin-settings-timer-name = timer
connect4-admin-settings-timer-description = Tempo por vez padrão das novas partidas
connect4-admin-settings-timer-none = sem limite
connect4-admin-settings-timer-s30 = 30 s
connect4-admin-settings-timer-s60 = 60 s
connect4-admin-settings-timer-m5 = 5 min
connect4-admin-settings-timer-h1 = 1 h
connect4-admin-settings-timer-h24 = 24 h
connect4-admin-settings-timeout-name = timeout
connect4-admin-settings-timeout-description = O que acontece quando o tempo por vez acaba
connect4-admin-settings-timeout-cpu = a CPU joga pelo jogador ausente
connect4-admin-settings-timeout-forfeit = o jogador ausente perde
connect4-admin-settings-threads-name = threads
connect4-admin-settings-threads-description = Abrir um tópico para cada nova partida
connect4-admin-settings-alternate-first-name = alternate-first
connect4-admin-settings-alternate-first-description = Alternar quem começa nas revanches
connect4-admin-settings-theme-name = theme
connect4-admin-settings-theme-description = A aparência das peças
connect4-admin-settings-theme-classic = clássico 🔴🟡
connect4-admin-settings-theme-xo = X/O ❌⭕
connect4-admin-settings-theme-colour-blind = para daltônicos 🔵🟠
connect4-admin-settings-format-name = format
connect4-admin-settings-format-description = Formato padrão dos desafios
connect4-admin-settings-format-single = partida avulsa
connect4-admin-settings-format-match = duelo
connect4-admin-settings-rate-single-games-name = rate-single-games
connect4-admin-settings-rate-single-games-description = Ranquear também as partidas avulsas (os duelos são sempre ranqueados)
connect4-admin-settings-max-games-per-user-name = max-games-per-user
connect4-admin-settings-max-games-per-user-description = Partidas simultâneas por usuário
connect4-admin-settings-allow-channel-name = allow-channel
connect4-admin-settings-allow-channel-description = Permitir partidas neste canal (havendo canais na lista, só eles permitem partidas)
connect4-admin-settings-disallow-channel-name = disallow-channel
connect4-admin-settings-disallow-channel-description = Tirar este canal da lista de canais que permitem partidas
connect4-admin-settings-every-channel-name = every-channel
connect4-admin-settings-every-channel-description = Permitir partidas em todos os canais de novo (esvazia a lista)
connect4-admin-settings-hints-name = hints
connect4-admin-settings-hints-description = Permitir dicas em partidas não ranqueadas (nunca em ranqueadas nem em duelos)
connect4-admin-settings-daily-puzzle-channel-name = daily-puzzle-channel
connect4-admin-settings-daily-puzzle-channel-description = Postar um problema diário neste canal
connect4-admin-settings-daily-puzzle-hour-name = daily-puzzle-hour
connect4-admin-settings-daily-puzzle-hour-description = A hora (UTC, 0–23) do problema diário (padrão 12)
connect4-admin-settings-daily-puzzle-off-name = daily-puzzle-off
connect4-admin-settings-daily-puzzle-off-description = Parar de postar o problema diário

## /connect4-admin abort

connect4-admin-abort-name = abort
connect4-admin-abort-description = Encerrar a partida deste canal sem contar para o rating (Gerenciar servidor ou Gerenciar mensagens)

## /connect4-admin reset-leaderboard

connect4-admin-reset-leaderboard-name = reset-leaderboard
connect4-admin-reset-leaderboard-description = Apagar os ratings e históricos deste servidor (Gerenciar servidor; pede confirmação)

## Menu de usuário "Challenge to Connect Four"

challenge-to-connect-four-name = Desafiar no Lig 4

## /connect4 games

connect4-games-name = games
connect4-games-description = As partidas em andamento aqui, com links para os tabuleiros (só as que você pode ver)

## /connect4 my-data

connect4-my-data-name = my-data
connect4-my-data-description = Tudo o que o cuatro guarda sobre você, em um arquivo privado

## /connect4 forget-me

connect4-forget-me-name = forget-me
connect4-forget-me-description = Apaga suas pontuações e histórico e anonimiza suas partidas (pergunta antes)

## /connect4-admin settings: a mensagem "Partidas agora"

connect4-admin-settings-games-now-channel-name = games-now-channel
connect4-admin-settings-games-now-channel-description = Manter aqui uma mensagem atualizada com as partidas em andamento e os últimos resultados
connect4-admin-settings-games-now-off-name = games-now-off
connect4-admin-settings-games-now-off-description = Apagar a mensagem "Partidas agora"

## /connect4-tournament

# A opção `tournament` dos comandos do organizador: um torneio do servidor, oferecido pelo autocompletar.
connect4-tournament-option-name = torneio
connect4-tournament-option-description = O torneio, se não for o deste canal (escolha um)
connect4-tournament-name = connect4-tournament
connect4-tournament-description = Torneios: suíço, todos contra todos e arena, conduzidos pelo bot
connect4-tournament-create-name = create
connect4-tournament-create-description = Crie um torneio neste canal (Gerenciar servidor ou cargo de torneios)
connect4-tournament-create-format-name = format
connect4-tournament-create-format-description = Suíço, todos contra todos (turno único ou turno e returno) ou arena
connect4-tournament-create-format-swiss = suíço
connect4-tournament-create-format-round-robin = todos contra todos
connect4-tournament-create-format-double-round-robin = todos contra todos em turno e returno
connect4-tournament-create-format-arena = arena
connect4-tournament-create-variant-name = variant
connect4-tournament-create-variant-description = A variante de todas as partidas (padrão: classic)
connect4-tournament-create-rounds-name = rounds
connect4-tournament-create-rounds-description = Suíço: quantas rodadas (1–15, padrão 5)
connect4-tournament-create-minutes-name = minutes
connect4-tournament-create-minutes-description = Arena: quanto tempo dura, em minutos (padrão 30)
connect4-tournament-create-clock-name = clock
connect4-tournament-create-clock-description = Um relógio de xadrez para cada emparceiramento, em vez do tempo por vez
connect4-tournament-create-clock-m1 = 1 min + 1 s
connect4-tournament-create-clock-m3 = 3 min + 2 s
connect4-tournament-create-clock-m5 = 5 min + 5 s
connect4-tournament-create-clock-m10 = 10 min + 10 s
connect4-tournament-create-clock-d1 = 1 dia + 1 h
connect4-tournament-create-timer-name = timer
connect4-tournament-create-timer-description = Tempo por jogada (padrão: o do servidor, senão 5 min)
connect4-tournament-create-timer-none = o do servidor
connect4-tournament-create-timer-s30 = 30 s
connect4-tournament-create-timer-s60 = 60 s
connect4-tournament-create-timer-m5 = 5 min
connect4-tournament-create-timer-h1 = 1 h
connect4-tournament-create-timer-h24 = 24 h
connect4-tournament-create-starts-in-name = starts-in
connect4-tournament-create-starts-in-description = Começar automaticamente daqui a tantos minutos (padrão: quando você iniciar)
connect4-tournament-create-cap-name = cap
connect4-tournament-create-cap-description = O número máximo de jogadores que podem entrar
connect4-tournament-create-check-in-name = check-in
connect4-tournament-create-check-in-description = Minutos antes do início em que os jogadores devem confirmar presença
connect4-tournament-standings-name = standings
connect4-tournament-standings-description = A classificação do torneio deste canal
connect4-tournament-why-name = why
connect4-tournament-why-description = Por que você (ou outro jogador) foi emparceirado assim
connect4-tournament-why-player-name = player
connect4-tournament-why-player-description = O jogador a explicar (padrão: você)
connect4-tournament-start-name = start
connect4-tournament-start-description = Inicie o torneio agora (organizador)
connect4-tournament-start-tournament-name = { connect4-tournament-option-name }
connect4-tournament-start-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pause-name = pause
connect4-tournament-pause-description = Pause o torneio: as partidas em andamento continuam, nenhuma nova começa (organizador)
connect4-tournament-pause-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pause-tournament-description = { connect4-tournament-option-description }
connect4-tournament-resume-name = resume
connect4-tournament-resume-description = Retome um torneio pausado (organizador)
connect4-tournament-resume-tournament-name = { connect4-tournament-option-name }
connect4-tournament-resume-tournament-description = { connect4-tournament-option-description }
connect4-tournament-cancel-name = cancel
connect4-tournament-cancel-description = Cancele o torneio (organizador)
connect4-tournament-cancel-tournament-name = { connect4-tournament-option-name }
connect4-tournament-cancel-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-name = drop
connect4-tournament-drop-description = Retire um jogador (organizador)
connect4-tournament-drop-tournament-name = { connect4-tournament-option-name }
connect4-tournament-drop-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-player-name = player
connect4-tournament-drop-player-description = O jogador a retirar
connect4-tournament-add-name = add
connect4-tournament-add-description = Adicione um jogador, mesmo acima do limite e atrasado (organizador)
connect4-tournament-add-tournament-name = { connect4-tournament-option-name }
connect4-tournament-add-tournament-description = { connect4-tournament-option-description }
connect4-tournament-add-player-name = player
connect4-tournament-add-player-description = O jogador a adicionar
connect4-tournament-result-name = result
connect4-tournament-result-description = Defina ou corrija o resultado do emparceiramento de dois jogadores (organizador)
connect4-tournament-result-tournament-name = { connect4-tournament-option-name }
connect4-tournament-result-tournament-description = { connect4-tournament-option-description }
connect4-tournament-result-first-name = first
connect4-tournament-result-first-description = Um jogador do emparceiramento
connect4-tournament-result-second-name = second
connect4-tournament-result-second-description = O outro jogador
connect4-tournament-result-outcome-name = outcome
connect4-tournament-result-outcome-description = Quem venceu o emparceiramento
connect4-tournament-result-outcome-first-won = o primeiro venceu
connect4-tournament-result-outcome-draw = empate
connect4-tournament-result-outcome-second-won = o segundo venceu
connect4-tournament-result-round-name = round
connect4-tournament-result-round-description = A rodada (padrão: o último emparceiramento deles)
connect4-tournament-forbid-name = forbid
connect4-tournament-forbid-description = Impeça que dois jogadores sejam emparceirados (organizador)
connect4-tournament-forbid-tournament-name = { connect4-tournament-option-name }
connect4-tournament-forbid-tournament-description = { connect4-tournament-option-description }
connect4-tournament-forbid-first-name = first
connect4-tournament-forbid-first-description = Um jogador
connect4-tournament-forbid-second-name = second
connect4-tournament-forbid-second-description = O outro jogador
connect4-tournament-pair-name = pair
connect4-tournament-pair-description = Emparceire dois jogadores na próxima rodada suíça (organizador)
connect4-tournament-pair-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pair-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pair-first-name = first
connect4-tournament-pair-first-description = Um jogador
connect4-tournament-pair-second-name = second
connect4-tournament-pair-second-description = O outro jogador
connect4-tournament-export-name = export
connect4-tournament-export-description = A classificação em um arquivo CSV, ou TRF para um suíço (organizador)
connect4-tournament-export-tournament-name = { connect4-tournament-option-name }
connect4-tournament-export-tournament-description = { connect4-tournament-option-description }
connect4-tournament-export-format-name = format
connect4-tournament-export-format-description = CSV (padrão) ou TRF (só suíço)
connect4-tournament-export-format-csv = CSV
connect4-tournament-export-format-trf = TRF
connect4-tournament-berserk-name = berserk
connect4-tournament-berserk-description = Arena: metade do seu relógio antes da primeira jogada, por um ponto a mais ao vencer em 7+ jogadas
connect4-admin-settings-tournament-role-name = tournament-role
connect4-admin-settings-tournament-role-description = Membros com este cargo podem criar e dirigir torneios
connect4-admin-settings-tournament-role-off-name = tournament-role-off
connect4-admin-settings-tournament-role-off-description = Só membros com Gerenciar servidor dirigem torneios
connect4-admin-settings-web-pages-name = web-pages
connect4-admin-settings-web-pages-description = Uma página web para cada partida terminada num canal que todos veem

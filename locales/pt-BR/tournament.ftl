# Torneios: a mensagem viva no canal do torneio, as respostas privadas de /connect4-tournament e o que é dito ao
# organizador (render/tournament.rs, bot/tournaments/).
#
# Termos de xadrez: rodada, emparceiramento, folga (bye), W.O. (forfeit). Em pt-BR, `one` inclui o 0: a variante
# [0] mantém o plural.

## A mensagem viva

tournament-title = 🏆 { $format }
tournament-format-swiss = Torneio suíço
tournament-format-round-robin = Todos contra todos
tournament-format-double-round-robin = Todos contra todos em turno e returno
tournament-format-arena = Arena
tournament-footer = Torneio { $id }
tournament-rounds =
    { $rounds ->
        [0] { $rounds } rodadas
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }
tournament-everyone-meets = todos contra todos
tournament-minutes =
    { $minutes ->
        [0] { $minutes } minutos
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
tournament-matches = duelos de duas partidas, com as cores trocadas
tournament-single-games = partidas avulsas
tournament-clock = relógio { $reserve } + { $increment }
tournament-timer = { $timer } por jogada
tournament-starts-at = Começa { $at }.
tournament-starts-by-hand = Começa quando o organizador iniciar.
tournament-check-in-open = A confirmação de presença está aberta: aperte **Confirmar presença** ou você ficará de fora no início.
tournament-check-in-from = A confirmação de presença abre { $at }.
tournament-round-of = Rodada { $round } de { $total }
tournament-round = Rodada { $round }
tournament-ends-at = Termina { $at }
tournament-paused = Pausado pelo organizador: nenhuma partida nova começa até que ele seja retomado.
tournament-finished = Encerrado.
tournament-cancelled = Cancelado pelo organizador.
tournament-counter-cap = Jogadores: { $players }/{ $cap }
tournament-counter =
    { $players ->
        [0] { $players } jogadores
        [one] { $players } jogador
       *[other] { $players } jogadores
    }
tournament-entrants = Inscritos
tournament-games-now = Partidas em andamento
tournament-standings = Classificação
tournament-final-standings = Classificação final
tournament-no-standings = Nenhum resultado ainda.
tournament-and-more = …e mais { $count }
tournament-bye = folga
tournament-late-bye = folga de ½ ponto (entrada atrasada)
tournament-void = anulado
tournament-forfeit = W.O.
tournament-playing-in = jogando em <#{ $channel }>
tournament-starting = começando…
tournament-withdrawn = (retirado)
# Desempates: Buchholz, Sonneborn-Berger, confronto direto, performance.
tournament-tb-buchholz = BH
tournament-tb-sonneborn = SB
tournament-tb-head-to-head = CD
tournament-tb-performance = Perf
tournament-join = Entrar
tournament-leave = Sair
tournament-check-in = Confirmar presença
tournament-my-game = Minha partida

## Respostas aos jogadores

tournament-joined = Você está inscrito. A mensagem do torneio mostra quando ele começa.
tournament-left = Você saiu do torneio.
tournament-checked-in = Presença confirmada.
tournament-not-in = Você não está neste torneio.
tournament-you-withdrew = Você se retirou deste torneio.
tournament-not-started = O torneio ainda não começou.
tournament-over = O torneio terminou.
tournament-already-in = Você já está inscrito.
tournament-full = O torneio está cheio.
tournament-closed = As inscrições estão encerradas.
tournament-no-check-in = A confirmação de presença não está aberta.
tournament-your-game = Sua partida contra <@{ $opponent }> está em <#{ $channel }>.
tournament-your-game-starting = Sua partida contra <@{ $opponent }> está começando.
tournament-your-bye = Você está de folga na rodada { $round }: espere a próxima rodada.
tournament-wait-round = Sua partida desta rodada terminou: a próxima rodada começa quando todas as partidas acabarem.
tournament-wait-arena = Você será emparceirado assim que outro jogador estiver livre.
tournament-game-opens = <@{ $first }> <@{ $second }>: a partida de vocês na rodada { $round } do torneio { $id }. <@{ $first }> começa na primeira partida.
tournament-arena-game-opens = <@{ $first }> <@{ $second }>: a partida de arena de vocês no torneio { $id }. <@{ $first }> começa.
tournament-thread-title = Torneio { $id } · rodada { $round } · #{ $pairing }
tournament-arena-thread-title = Torneio { $id } · partida #{ $pairing }

## Por quê (o emparceiramento explicado)

tournament-why-none = <@{ $user }> ainda não foi emparceirado.
tournament-why-bye = <@{ $user }> está de folga na rodada { $round }: com { $points_value ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }, era o jogador mais mal colocado que ainda não tinha tido folga, e o número de jogadores era ímpar.
tournament-why-late-bye = <@{ $user }> entrou atrasado e recebeu uma folga de ½ ponto na rodada { $round }.
tournament-why-hand = O organizador emparceirou <@{ $user }> com <@{ $opponent }> na rodada { $round }.
tournament-why-table = <@{ $user }> enfrenta <@{ $opponent }> na rodada { $round }, como manda a tabela de Berger do todos contra todos.
tournament-why-arena = <@{ $user }> e <@{ $opponent }> eram os jogadores livres mais próximos em posição e rating.
tournament-why-swiss =
    Na rodada { $round }, <@{ $user }> ({ $points_value ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }) enfrenta <@{ $opponent }> ({ $opponent_points_value ->
        [one] { $opponent_points } ponto
       *[other] { $opponent_points } pontos
    }): os jogadores são emparceirados dentro do seu grupo de pontos ({ $group ->
        [0] { $group } jogadores
        [one] { $group } jogador
       *[other] { $group } jogadores
    } com { $points_value ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }), metade de cima contra metade de baixo, e nunca duas vezes enquanto houver outro emparceiramento possível.
tournament-why-rematch-avoided = A ordem por pontos teria emparceirado esse jogador com um adversário que ele já enfrentou: essa revanche foi evitada.
tournament-why-you-first =
    Esse jogador começa na primeira partida (antes, começou { $mine ->
        [0] nenhuma vez
        [one] { $mine } vez
       *[other] { $mine } vezes
    }; o adversário, { $theirs }).
tournament-why-they-first =
    O adversário começa na primeira partida (antes, começou { $theirs ->
        [0] nenhuma vez
        [one] { $theirs } vez
       *[other] { $theirs } vezes
    }, contra { $mine }).

## O organizador

tournament-created = Torneio { $id } criado. Os jogadores entram pelos botões da mensagem dele.
tournament-not-organiser = Só o organizador, um membro com a permissão Gerenciar servidor ou um membro com o cargo de torneios do servidor pode fazer isso.
tournament-none-here = Não há nenhum torneio em andamento neste canal.
tournament-several = Há vários torneios em andamento neste servidor: use o comando no canal do torneio.
tournament-too-few = Um torneio precisa de pelo menos 2 jogadores para começar.
tournament-too-many = Um todos contra todos aceita no máximo { $max } jogadores.
tournament-wrong-status = O torneio não permite isso agora.
tournament-no-pairing = Esses jogadores não têm esse emparceiramento.
tournament-same-player = Indique dois jogadores diferentes.
tournament-started = O torneio começou.
tournament-paused-now = Pausado: as partidas em andamento continuam; nenhuma nova começa.
tournament-resumed = Retomado.
tournament-cancelled-now = Cancelado.
tournament-dropped = <@{ $user }> foi retirado.
tournament-added = <@{ $user }> está inscrito.
tournament-result-set = Resultado definido: <@{ $a }> { $points_a } – { $points_b } <@{ $b }>.
tournament-forbidden = <@{ $a }> e <@{ $b }> não serão emparceirados entre si.
tournament-paired = <@{ $a }> e <@{ $b }> vão se enfrentar na próxima rodada.
tournament-export-trf-swiss = O TRF só é gerado para torneios suíços: aqui está o CSV.
tournament-bad-option = O valor de `{ $option }` está fora do intervalo: { $range }.
tournament-no-start-time = Uma janela de confirmação de presença precisa de um horário de início (`starts-in`).
tournament-event-missing = Nenhum evento do Discord foi criado: falta ao bot a permissão Gerenciar eventos.
tournament-servers-only = Os torneios acontecem em servidores que convidaram o bot.
tournament-two-players-only = Os torneios são jogados em variantes de dois jogadores.
# Berserk (a clocked arena): half the clock for a point more on a win of at least 7 moves.
tournament-berserk-done = Berserk: seu relógio foi cortado pela metade, e uma vitória em 7 jogadas ou mais vale um ponto a mais.
tournament-berserk-too-late = O berserk só é possível na sua partida de arena em andamento, antes da sua primeira jogada.
tournament-no-berserk = O berserk só é possível uma vez por partida, em uma arena com relógio.
# The server setting of who runs tournaments besides Manage Server (/connect4-admin settings).
settings-label-tournament-role = Organizadores de torneios
settings-tournament-role-none = membros com Gerenciar servidor

# Durações, as legendas da classificação, por que um torneio parou (a mensagem dele e a mensagem direta ao
# organizador) e o que create, start e os comandos do torneio recusam (render/tournament, bot/tournaments).
tournament-days = { $n ->
        [one] { $n } dia
       *[other] { $n } dias
    }
tournament-legend-swiss = _pontos · BH Buchholz · SB Sonneborn-Berger · V-E-D vitórias, empates, derrotas_
tournament-legend-round-robin = _pontos · SB Sonneborn-Berger · CD confronto direto · V-E-D vitórias, empates, derrotas_
tournament-legend-arena = _pontos (dobrados numa sequência 🔥) · Perf performance · V-E-D vitórias, empates, derrotas_
tournament-paused-permissions = Pausado: o bot não pode abrir tópicos nem escrever neles aqui (precisa de Criar tópicos públicos e Enviar mensagens em tópicos). Depois de resolver isso, o organizador retoma com { $command }.
tournament-paused-thread-limit = Pausado: este servidor chegou ao limite do Discord de 1.000 tópicos ativos. Quando alguns forem arquivados, o organizador retoma com { $command }.
tournament-paused-refused = Pausado: o Discord recusou várias vezes abrir as partidas (erro { $code }). O organizador retoma com { $command }.
tournament-cancelled-channel-gone = Cancelado: o canal foi apagado.
tournament-cancelled-never-started = Cancelado: ninguém o iniciou em { $days } dias.
tournament-cancelled-too-few = Cancelado: menos de 2 jogadores no início.
tournament-start-too-many = Não iniciado: um todos contra todos aceita no máximo { $max } jogadores. O organizador inicia com { $command } quando alguns tiverem saído.
tournament-stop-notice = { $title } em <#{ $channel }>: { $reason }
tournament-wrong-channel = Torneios são jogados num canal de texto do servidor, não num tópico, num fórum, no chat de um canal de voz nem num canal de anúncios.
tournament-missing-permissions = Para organizar um torneio aqui, o bot precisa de: { $missing }.
tournament-permission-create-threads = Criar tópicos públicos
tournament-permission-send-in-threads = Enviar mensagens em tópicos
tournament-permission-send = Enviar mensagens
tournament-too-many-here = Este servidor já tem { $max } torneios abertos ou em andamento: termine ou cancele um antes.
tournament-elsewhere = Esse torneio é de outro servidor ou de outro canal.
tournament-not-visible = Você não pode ver o canal desse torneio.
tournament-unknown = Não há nenhum torneio assim em andamento neste servidor.

# O treino de problemas e o problema diário (render/puzzle.rs, render/puzzle_text.rs): a mensagem de um problema,
# o ranking de problemas, a linha de problemas de /connect4 stats, a postagem diária e sua linha nas configurações
# do servidor. As jogadas (`c`, `a^`) e as listas de jogadas (`c, d, e`) são notação e vêm do código; $stone é o
# emoji de uma peça colorida (🔴 🟡). Os textos são markdown do Discord; `<@…>` menciona um usuário, `<#…>` um canal.

## A mensagem de um problema

# O título: o número do problema e o seu rating.
puzzle-title = Problema #{ $id } · rating { $rating }

# O que encontrar: uma vitória em uma jogada, uma vitória em $moves jogadas, ou a única jogada que não perde.
puzzle-goal-win-now = { $stone } joga e vence nesta jogada.
puzzle-goal-win =
    { $moves ->
        [one] { $stone } joga e vence em { $moves } jogada.
       *[other] { $stone } joga e vence em { $moves } jogadas.
    }
puzzle-goal-only = { $stone } joga: encontre a única jogada que não perde.

# Sob o objetivo de um problema de PopOut (⏏ é a marca dos botões de tirar).
puzzle-popout-rule = PopOut: uma jogada também pode tirar uma peça sua da base de uma coluna (⏏).

# Uma jogada que mantém o objetivo, e a resposta da defesa ($stone é a peça da defesa).
puzzle-go-on = ✅ { $played } mantém o resultado. { $stone } responde { $reply }.
puzzle-solved = 🎉 Resolvido!
puzzle-failed = ❌ { $played } deixa o resultado escapar.

# O que a jogada errada deixa: a defesa ($stone) vence, empate, quem resolve ($stone) vence devagar demais, ou
# nenhuma vitória forçada em até $moves jogadas.
puzzle-verdict-loses = Depois dela, { $stone } vence com o melhor jogo.
puzzle-verdict-draw = Depois dela, o melhor jogo leva ao empate.
puzzle-verdict-slow = Depois dela, { $stone } ainda vence, mas não nas jogadas pedidas.
puzzle-verdict-unclear =
    { $moves ->
        [one] Depois dela, nenhum lado força a vitória em até { $moves } jogada.
       *[other] Depois dela, nenhum lado força a vitória em até { $moves } jogadas.
    }
puzzle-keeping = Jogadas que o mantinham: { $columns }.
puzzle-solution = Solução: { $line }.

# O rating de problemas de quem resolve antes e depois, a mudança com o sinal (`+12`, `-68`) e os resolvidos
# seguidos.
puzzle-rating-change = Rating de problemas { $before } → { $after } ({ $change }) · resolvidos seguidos: { $streak }

# O rodapé: de onde vem o problema. $red e $yellow são um jogador (`<@…>`) ou `CPU`.
puzzle-from-game = De uma partida entre { $red } e { $yellow }, jogada { $move_no }.
puzzle-from-set = Da coleção do cuatro, comprovado pelo solucionador.

# O botão para o próximo problema.
puzzle-next = Próximo problema

## O ranking de problemas (/connect4 puzzle top)

puzzle-top-title = Ranking de problemas
# Uma linha: a posição, o jogador, o rating de problemas, os problemas resolvidos e a sua melhor sequência de
# resolvidos. Em pt-BR, `one` inclui o 0: a variante [0] mantém o plural.
puzzle-top-line =
    { $solved ->
        [0] { $place }. <@{ $user }> — { $rating } · { $solved } resolvidos · melhor sequência { $best_streak }
        [one] { $place }. <@{ $user }> — { $rating } · { $solved } resolvido · melhor sequência { $best_streak }
       *[other] { $place }. <@{ $user }> — { $rating } · { $solved } resolvidos · melhor sequência { $best_streak }
    }
puzzle-top-empty = Ninguém terminou um problema neste servidor ainda: experimente { $command }.

## O campo de problemas de /connect4 stats

puzzle-stats-title = Problemas
# O rating ± o seu desvio, os problemas resolvidos e errados, os resolvidos seguidos agora e no melhor momento, e
# os dias seguidos com o problema diário resolvido (a variante [0] mantém o plural).
puzzle-stats =
    { $rating } ±{ $deviation } · { $solved ->
        [0] { $solved } resolvidos
        [one] { $solved } resolvido
       *[other] { $solved } resolvidos
    }, { $failed ->
        [0] { $failed } errados
        [one] { $failed } errado
       *[other] { $failed } errados
    } · seguidos: { $streak } (melhor { $best_streak }) · dias seguidos com o problema diário: { $daily_streak }

## O problema diário

# O título da postagem diária, com a data (`AAAA-MM-DD`), e o seu botão.
daily-title = 🧩 Problema diário · { $date }
daily-solve = Resolver

# Os números de ontem na postagem de hoje: quantos tentaram e resolveram, quem resolveu mais rápido e a solução
# (a frase no particípio evita a concordância do verbo com $solved).
daily-yesterday = Problema de ontem: resolvido por { $solved } de { $tried }.
daily-fastest = Resolução mais rápida: <@{ $user }>, em { $seconds } s.
daily-solution = Solução: { $line }.

# Nas configurações do servidor: o canal e a hora do problema diário ($time é `HH:00`, UTC).
daily-at = <#{ $channel }> às { $time } UTC
# O Discord recusou as postagens (com o seu código de erro) $days dias seguidos; o problema diário se desativa
# sozinho depois de $days_off dias.
daily-failing = ⚠️ com falha: o Discord recusou a postagem (erro { $code }) { $days ->
        [one] em { $days } dia
       *[other] em { $days } dias seguidos
    }; será desativado após { $days_off }
# A configuração do problema diário quando está desligado (um adjetivo que concorda com "problema diário").
daily-off = desativado
# O problema diário se desativou sozinho depois de $days dias de postagens recusadas: daily-off, depois por quê e o
# que fazer.
daily-turned-off = { daily-off }: foi desligado automaticamente após { $days } dias de postagens recusadas (erro { $code }); escolha um canal de novo

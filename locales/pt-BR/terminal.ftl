# As partidas jogadas num terminal: `cuatro play` contra a CPU e `cuatro puzzle play` (cli/play.rs,
# cli/puzzle_play.rs). A notação das jogadas, as linhas `moves:` e `result:` e os comandos digitados (`quit`, `q`)
# ficam iguais em todos os idiomas.

## Cores, como as peças do jogador são chamadas nas frases

terminal-colour-red = vermelho
terminal-colour-yellow = amarelo
terminal-colour-green = verde

## cuatro play

# $variant é um id de variante; $level é um nome de nível da CPU (veja board-level-…); $colour é uma das cores acima.
terminal-play-intro = cuatro: { $variant } contra a CPU ({ $level }). Sua cor: { $colour }.
terminal-play-help = Digite uma coluna (`4` ou `d`); `quit` para sair.
terminal-play-help-popout = Digite uma coluna (`4` ou `d`) ou `d^` para tirar uma peça; `quit` para sair.
# $moves é uma lista numerada de jogadas, como "1. d 2. c".
terminal-play-opening = abertura aleatória: { $moves }
# $move é a jogada com seu número, como "3. d".
terminal-play-cpu-move = cpu ({ $colour }) joga { $move }
# O prompt; a jogada digitada vem na mesma linha.
terminal-play-prompt = sua jogada ({ $colour }) >{ " " }
terminal-play-end-of-input = fim da entrada: partida inacabada
terminal-play-quit = partida inacabada
# $reason diz o porquê (veja as mensagens terminal-move- abaixo).
terminal-play-illegal = `{ $token }` não é uma jogada válida: { $reason }

## cuatro puzzle play

terminal-puzzle-help = As colunas são 1-7 (ou a-g); no PopOut, 4^ (ou d^) tira uma peça; q sai.
# $n conta os problemas a partir de 1; $goal é um dos objetivos abaixo.
terminal-puzzle-header = Problema { $n } de { $total }. { $goal }
# O mesmo para um problema de outra variante que não a clássica; $variant é um id de variante.
terminal-puzzle-header-variant = Problema { $n } de { $total } ({ $variant }). { $goal }
# $colour é `red`, `yellow` ou `green`: o lado que joga.
terminal-puzzle-goal-win-now =
    { $colour ->
        [red] As vermelhas jogam
        [yellow] As amarelas jogam
       *[green] As verdes jogam
    } e vencem já.
terminal-puzzle-goal-win-in =
    { $colour ->
        [red] As vermelhas jogam
        [yellow] As amarelas jogam
       *[green] As verdes jogam
    } e vencem em { $moves } jogadas.
terminal-puzzle-goal-only-move =
    { $colour ->
        [red] As vermelhas jogam
        [yellow] As amarelas jogam
       *[green] As verdes jogam
    }: encontre a única jogada que não perde.
terminal-puzzle-prompt = sua jogada>{ " " }
terminal-puzzle-not-a-move = Uma jogada, por favor: uma coluna 1-7 ou a-g (4^ ou d^ tira uma peça no PopOut).
terminal-puzzle-impossible = Essa jogada não é possível aqui.
# $move e $reply são jogadas em notação, como "d" ou "c^".
terminal-puzzle-keeps = { $move } mantém o resultado. A defesa responde { $reply }.
terminal-puzzle-solved = Resolvido!
# $after é uma das frases terminal-puzzle-after-…; $keeping lista jogadas como "c, d".
terminal-puzzle-slip = { $move } deixa o resultado escapar. { $after } Jogadas que o mantinham: { $keeping }.
terminal-puzzle-after-defence-wins = Agora o outro lado vence.
terminal-puzzle-after-draw = Agora é empate.
terminal-puzzle-after-too-slow = Você ainda vence, mas não a tempo.
terminal-puzzle-after-unclear = Nenhum lado força a vitória em até { $moves } jogadas.
# $line lista as jogadas da solução, como "d, c, d".
terminal-puzzle-solution = Solução: { $line }.
terminal-puzzle-score = resolvidos: { $solved } de { $tried }

## Por que uma jogada digitada foi recusada: o motivo depois de "não é uma jogada válida:".
terminal-move-unreadable = uma jogada é uma coluna, com um número de 1 a 9 ou uma letra de a a j, seguida de `^` para tirar
terminal-move-no-such-column = não existe a coluna { $column } (colunas 1-{ $width })
terminal-move-column-full = a coluna { $column } está cheia
terminal-move-no-pops = esta variante não permite tirar peças
terminal-move-pop-empty = a coluna { $column } está vazia: não há nada para tirar
terminal-move-pop-not-own = a peça de baixo da coluna { $column } não é sua
terminal-move-pop-locked = as peças da coluna { $column } são fixas e não podem ser tiradas
terminal-move-game-over = a partida acabou

# Revisões depois da partida e dicas (render/review.rs, bot/review.rs), e as palavras do replay animado em GIF
# (render/replay/caption.rs). Os nomes das jogadas (`d`, `a^`) e as letras das colunas são notação e vêm do código.
# Os textos de revisões e dicas são markdown do Discord: mantenha `**…**` em volta do que está em negrito.

## Revisões

# O título de uma revisão: o id da variante (`classic`, `popout`…) e o código da partida.
review-title = Revisão · partida { $code }

# O cabeçalho de cada partida de um duelo numa revisão.
review-match-game = **Partida { $game } de { $games }**

# O rótulo de uma jogada revisada, depois do seu símbolo (✓ ?! ? ??, que ficam como estão).
review-label-best = ✓ melhor
review-label-inaccuracy = ?! imprecisão
review-label-mistake = **? erro**
review-label-blunder = **?? erro grave**

# Depois de uma jogada que não era a melhor: a que era ($best é o nome de uma jogada, como `d`).
review-better = (melhor: { $best })

# O resultado depois de uma jogada, se os dois lados jogarem o melhor possível: empate, ou uma cor que vence (em
# $moves jogadas dela). Em minúsculas: vem depois de um " · " no meio da linha de uma jogada.
review-outcome-draw = empate
review-outcome-win =
    { $colour ->
        [red] as vermelhas vencem
        [yellow] as amarelas vencem
       *[green] as verdes vencem
    }
review-outcome-win-in =
    { $colour ->
        [red] as vermelhas vencem em { $moves }
        [yellow] as amarelas vencem em { $moves }
       *[green] as verdes vencem em { $moves }
    }

# A marca no fim da linha da jogada que decidiu a partida.
review-decided = ⚡ decidiu a partida

# O rodapé de uma página da revisão: a página e o que os símbolos significam.
review-footer = Página { $page } de { $pages } · ✓ melhor · ?! imprecisão (mesmo resultado, mais demorado) · ? erro (resultado pior) · ?? erro grave (vitória vira derrota)

## Dicas

# A jogada que uma dica sugere: soltar ou tirar, com o número da coluna (1 é a da esquerda). $move é notação.
hint-move-drop = **{ $move }** (coluna { $column })
hint-move-pop = **{ $move }** (tirar da coluna { $column })

# Uma dica: $move é um dos dois textos acima; $moves conta as jogadas até o fim.
hint-win-now = 💡 Jogue { $move }: vence já.
hint-win-in =
    { $moves ->
        [one] 💡 Jogue { $move }: vence em { $moves } jogada.
       *[other] 💡 Jogue { $move }: vence em { $moves } jogadas.
    }
hint-win = 💡 Jogue { $move }: vence.
hint-draw = 💡 Jogue { $move }: garante o empate.
hint-loss-in =
    { $moves ->
        [one] 💡 Todas as jogadas perdem; { $move } resiste mais ({ $moves } jogada a mais para o seu adversário).
       *[other] 💡 Todas as jogadas perdem; { $move } resiste mais ({ $moves } jogadas a mais para o seu adversário).
    }
hint-loss = 💡 Todas as jogadas perdem; { $move } resiste mais.
hint-unclear = 💡 Jogue { $move }: a jogada mais forte que a busca encontrou.

## Replays em GIF
## Tradutores: a legenda e a faixa do replay são desenhadas na imagem com uma pequena fonte bitmap que só tem os
## caracteres Latin-1 (as letras das línguas da Europa Ocidental com seus acentos, e · ± × e similares): um
## caractere fora do Latin-1 fica de fora da imagem. Mantenha todos os textos replay-colour, replay-team,
## replay-result-*, replay-banner-* e replay-caption-* dentro do Latin-1. O texto alternativo (replay-alt,
## replay-alt-line) não é desenhado: ali vale qualquer caractere.

# O nome de uma cor ao lado da sua amostra, e nos resultados abaixo ($winner).
replay-colour =
    { $colour ->
        [red] Vermelho
        [yellow] Amarelo
       *[green] Verde
    }
# O mesmo no dois contra dois, em que cada cor é uma equipe.
replay-team =
    { $colour ->
        [red] Equipe Vermelha
        [yellow] Equipe Amarela
       *[green] Equipe Verde
    }

# O resultado numa frase ($winner é um nome de cor ou de equipe dos de cima).
replay-result-draw-full = Empate: tabuleiro cheio
replay-result-draw-emptied = Empate: o tabuleiro ficou vazio
replay-result-draw-repetition = Empate por repetição
replay-result-draw = Empate
replay-result-none = Sem resultado
# Uma partida misère: quem completa uma sequência perde.
replay-result-misere = { $winner } venceu: o outro lado completou uma sequência
replay-result-line = { $winner } venceu com uma sequência
replay-result-resigned = { $winner } venceu por desistência
replay-result-timeout = { $winner } venceu por tempo
replay-result-win = { $winner } venceu

# A faixa do último quadro quando nenhuma sequência é marcada (um empate, ou sem resultado, mostra
# replay-result-draw ou -none).
replay-banner-win = { $winner } venceu

# As linhas da legenda sob as cores: o id da variante e o número de jogadas; o resultado e a data
# (`AAAA-MM-DD`).
replay-caption-moves =
    { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
replay-caption-result = { $result } · { $date }

# A descrição do GIF para leitores de tela; $cells são as casas da sequência vencedora (`a1 b2 c3 d4`).
replay-alt =
    { $moves ->
        [one] Replay de Lig 4 ({ $variant }, { $moves } jogada): { $result }. { $date }.
       *[other] Replay de Lig 4 ({ $variant }, { $moves } jogadas): { $result }. { $date }.
    }
replay-alt-line =
    { $moves ->
        [one] Replay de Lig 4 ({ $variant }, { $moves } jogada): { $result }. Sequência vencedora: { $cells }. { $date }.
       *[other] Replay de Lig 4 ({ $variant }, { $moves } jogadas): { $result }. Sequência vencedora: { $cells }. { $date }.
    }

# A mensagem do tabuleiro e o que vem antes dela: títulos, linhas de status, resultados, o placar do duelo, a posição
# em palavras, desafios e salas de espera, nomes dos níveis da CPU, sugestões de variantes e o título do tópico de uma
# partida (render/board, render/lobby.rs, render/players.rs, render/variants.rs, bot/start.rs).

-game-name = Lig 4

## Títulos

# O título do embed do tabuleiro; $variant é um id de variante como `classic` ou `popout+cylinder`.
board-title = { -game-name }
# O título do tabuleiro durante um duelo de duas partidas; $game é 1 ou 2.
board-title-match = { -game-name } · partida { $game } de 2
# O nome do tópico em que uma partida é jogada; $user é o nome do jogador no Discord.
board-thread-title = { -game-name } · { $user }

## Linhas de status sob o tabuleiro ($player é uma peça e um jogador, como "🔴 <@123>" ou "🟡 CPU (difícil)")

board-status-thinking = { $player } está pensando…
board-status-to-move = Vez de { $player }
board-status-pause-asked = ⏸️ <@{ $user }> pediu uma pausa.
# Entre as duas partidas de um duelo; $marks lista cada jogador com ✅ (pronto) ou ⏳ (ainda não).
board-status-next-game = Próxima partida com as cores trocadas quando os dois estiverem prontos: { $marks }
# O que um tabuleiro pausado mostra no lugar da grade; $since e $until são timestamps do Discord.
board-paused = ⏸️ **Pausada** <t:{ $since }:R>. Aperte Continuar para seguir jogando; se ninguém apertar, a partida termina sem contar para o rating <t:{ $until }:R>.

## Um duelo de duas partidas

# $first_points e $second_points são placares como "1½".
board-match-score = Duelo: { $first } { $first_points } : { $second_points } { $second }
board-match-resigned = 🏳️ { $player } desistiu do duelo.
board-caught-up = Este tabuleiro não pôde ser atualizado enquanto ninguém o apertava: agora ele mostra a partida como está.
board-match-won = 🏆 { $player } venceu o duelo.
board-match-drawn = 🤝 O duelo terminou empatado.

## Como uma partida terminou ($winner e $loser como $player acima)

board-result-win = 🏆 { $winner } venceu!
board-result-resigned = 🏳️ { $loser } desistiu: { $winner } venceu.
board-result-timeout = ⏱️ { $loser } ficou sem tempo: { $winner } venceu.
board-result-repetition = 🤝 Empate: a mesma posição se repetiu três vezes.
board-result-emptied-grid = 🤝 Empate: o tabuleiro ficou vazio.
board-result-full-board = 🤝 Empate: o tabuleiro está cheio.
board-result-declined = Desafio recusado.
board-result-expired = O desafio expirou.
board-result-idle = Partida encerrada: muito tempo sem jogadas (não conta para o rating).
board-result-both-absent = Partida abandonada: os dois jogadores estão ausentes (não conta para o rating).
board-result-replaced = Partida substituída por uma nova (não conta para o rating).
board-result-pause-limit = Partida encerrada: ficou pausada além do limite (não conta para o rating).
board-result-result-set = Partida interrompida: o organizador definiu o resultado deste emparceiramento (não conta para o rating).
board-result-tournament-cancelled = Partida interrompida: o torneio foi cancelado (não conta para o rating).
board-result-abandoned = Partida abandonada (não conta para o rating).

## Como terminou uma partida de três ou quatro lugares ($side é um lugar ou uma equipe, como "🔴 <@1> & 🔴 <@3>")

board-result-side-wins = 🏆 Vitória de { $side }!
board-result-side-wins-resigned = 🏳️ Vitória de { $side }: o outro lado desistiu ou ficou sem tempo.
board-result-all-out = 🏳️ Todos os jogadores saíram: os lugares da CPU dividem o resultado.
board-result-resigned-line = 🤝 As peças de quem desistiu formaram uma sequência: quem ainda está no jogo divide o resultado.

## Campos e rodapé do tabuleiro

board-field-moves = Jogadas
board-field-position = Posição (texto)
board-footer-hinted = 💡 Uma dica foi usada nesta partida.
# $code é o código da partida; $command, o comando de revisão como o leitor o digita (`/connect4 review`), escrito
# pelo código com os nomes de commands.ftl.
board-footer-review = Partida { $code }: { $command }
board-footer-cpu-stood-in = A CPU jogou por um jogador ausente: não conta para o rating.

## A posição em palavras, para leitores de tela

board-colour-red = Vermelho
board-colour-yellow = Amarelo
board-colour-green = Verde
# $colour é um dos nomes de cor acima; $cells lista casas como "c1 d1" (ou "—" se não houver nenhuma).
board-position-cells = { $colour }: { $cells }.
# $move é uma jogada em notação, como "c" ou "d^".
board-position-last-move = Última jogada: { $colour } { $move }.

## Jogadores

board-level-random = aleatório
board-level-greedy = guloso
board-level-easy = fácil
board-level-medium = médio
board-level-hard = difícil
# Um lugar da CPU; $level é um dos nomes de nível acima.
board-cpu = CPU ({ $level })

## Um desafio entre dois jogadores

lobby-challenge-title = Desafio de { -game-name }
lobby-challenge-to = <@{ $challenger }> desafia <@{ $target }> para uma partida de { -game-name }.
lobby-challenge-open = <@{ $challenger }> procura um adversário: qualquer um pode aceitar.
# $timer é uma duração como "30 s", "5 min" ou "—"; $first é `challenger` ou `opponent`; $expires é um timestamp do Discord.
lobby-challenge-terms =
    Variante: `{ $variant }` · tempo por vez: { $timer } · { $first ->
        [challenger] quem desafiou
       *[opponent] o adversário
    } joga primeiro
    Expira <t:{ $expires }:R>.

## Uma sala de três ou quatro lugares

lobby-title = { -game-name } · lugares
lobby-opens = <@{ $creator }> abre uma partida de `{ $variant }`: aperte **Entrar** para pegar um lugar.
lobby-seat-open = livre
lobby-seat-kept = reservado para <@{ $user }>
lobby-teams = Equipes: os lugares 1 e 3 contra os lugares 2 e 4.
# $level é um nome de nível da CPU (veja board-level-…).
lobby-terms =
    Tempo por vez: { $timer }. A partida começa quando todos os lugares forem ocupados ou quando <@{ $creator }> apertar Iniciar (a CPU, { $level }, ocupa as vagas).
    Expira <t:{ $expires }:R>.

## Sugestões de variantes ao digitar um id de variante (o Discord mostra no máximo 100 caracteres)

variants-valid = { $id } — ✓ válida
variants-classic = 7×6, ligue quatro
variants-popout = tire suas próprias peças da linha de baixo
variants-five-in-a-row = 9×6, ligue cinco, colunas das pontas já preenchidas
variants-small = 6×5, ligue quatro
variants-misere = quem faz sequência perde
variants-cylinder = o tabuleiro dá a volta
variants-obstacles = casas bloqueadas embaixo
variants-random-opening = começa com jogadas aleatórias
variants-three-players = vermelho, amarelo e verde em 9×7
variants-two-vs-two = duas equipes de dois
variants-popout-cylinder = PopOut num tabuleiro que dá a volta
variants-popout-five-in-a-row = PopOut, ligue cinco
variants-8x7 = um tabuleiro maior
variants-10x10 = o maior tabuleiro
variants-9x6k5 = 9×6, ligue cinco
variants-misere-cylinder = tabuleiro que dá a volta; quem faz sequência perde

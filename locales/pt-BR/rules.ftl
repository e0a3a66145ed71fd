# As regras do Lig 4 e de suas variantes (/connect4 rules), um parágrafo por mensagem: primeiro o tabuleiro e as
# vezes, depois um parágrafo para cada recurso da variante. Os parágrafos são unidos por uma linha em branco, e a
# combinação mais longa precisa caber numa mensagem do Discord (2.000 caracteres).

## O tabuleiro e as vezes

# O início do primeiro parágrafo no jogo clássico.
rules-title = **Lig 4**
# O mesmo para qualquer outra variante; $variant é o id dela, como `popout+cylinder`.
rules-title-variant = **Lig 4** `{ $variant }`
# A ordem das vezes, que entra em rules-board como $turns: dois jogadores, três jogadores, duas equipes de dois.
rules-turns-two = O vermelho começa, depois os dois se alternam.
rules-turns-three = Três jogadores: o vermelho começa, depois o amarelo e depois o verde (🔴🟡🟢), em rodízio.
rules-turns-teams = Duas equipes de dois: a equipe A joga com vermelho, a B com amarelo, e a ordem é A1, B1, A2, B2 (🔴🟡🔴🟡). Uma sequência de qualquer um dos parceiros dá a vitória à equipe.
# O primeiro parágrafo: $title é rules-title ou rules-title-variant, $width e $height o tamanho do tabuleiro (de 4 a 10
# cada), $turns uma das frases rules-turns-, $connect o tamanho de uma sequência vencedora (de 3 a 6).
rules-board =
    { $title } — { $width } colunas, { $height } linhas. { $turns } Aperte o botão de uma coluna: sua peça cai na casa vazia mais baixa. Uma coluna cheia não pode ser escolhida (a vez continua sua). { $connect ->
        [4] Quatro
       *[other] { $connect }
    } peças suas seguidas — na horizontal, na vertical ou na diagonal — vencem na hora; uma sequência mais longa também vence. Tabuleiro cheio sem sequência é empate.

## Um parágrafo por recurso

# $connect é o tamanho de uma sequência vencedora: "uma sequência de quatro" quando é 4, "uma sequência" nos outros casos.
rules-popout = **{ -variant-popout }** — em vez de soltar, você pode tirar uma das *suas próprias* peças da linha de baixo (botões ⏏): ela sai do tabuleiro e a coluna desce uma casa. Depois de tirar, as duas cores são verificadas: se as duas formam { $connect ->
        [4] uma sequência de quatro
       *[other] uma sequência
    }, vence quem tirou; se só o adversário forma, vence o adversário. Um tabuleiro esvaziado pelas retiradas é empate, assim como a terceira repetição de uma posição.
# $players é "teams" numa partida de duas equipes de dois (a equipe inteira perde), "two" ou "three" nos outros casos.
rules-misere = **{ -variant-misere }** — o objetivo se inverte: { $players ->
        [teams] quem completa uma sequência perde na hora (e sua equipe também), então force os adversários a fazer isso.
       *[other] quem completa uma sequência perde na hora, então force os adversários a fazer isso.
    } Tabuleiro cheio sem sequência continua sendo empate.
rules-cylinder = **{ -variant-cylinder }** — o tabuleiro dá a volta: a última coluna encosta na primeira, então uma sequência horizontal ou diagonal pode sair por um lado e continuar pelo outro. As sequências verticais não mudam.
# $popout é "yes" quando o PopOut também está ativo (as peças nunca podem ser tiradas), "no" nos outros casos.
rules-five-in-a-row = **{ -variant-five-in-a-row }** — um tabuleiro 9×6 em que é preciso ligar cinco. As duas colunas das pontas começam cheias, de baixo para cima: a primeira vermelho, amarelo, vermelho…, a última amarelo, vermelho, amarelo… { $popout ->
        [yes] Essas peças contam para as sequências como qualquer outra, mas nunca podem ser tiradas.
       *[no] Essas peças contam para as sequências como qualquer outra e nunca saem do tabuleiro.
    }
rules-obstacles = **{ -variant-obstacles }** — algumas casas de baixo começam bloqueadas (🟫), dispostas em espelho para não favorecer nenhum lado. As peças se empilham sobre elas. Elas são sorteadas quando a partida é criada e ficam durante toda a partida ou duelo.
# $n é quantas jogadas são feitas ao acaso.
rules-random-opening = **{ -variant-random-opening }** — as primeiras jogadas ({ $n } por padrão) são feitas ao acaso quando a partida é criada, escolhidas de modo que ninguém possa vencer de imediato. A partida segue a partir daí.
rules-three-players = **{ -variant-three-players }** — quem desiste (ou fica sem tempo) continua no tabuleiro: suas peças ficam e a CPU joga por ele, mas ele não pode mais vencer. Se esse lugar completar uma sequência, os jogadores ainda em jogo dividem o resultado. O último jogador que restar vence.
rules-two-vs-two = **{ -variant-two-vs-two }** — se um dos parceiros desistir ou perder por tempo, a equipe inteira perde a partida.
# Shown with the rules where the bot was not invited (a private chat, a server that did not invite it).
rules-where = **Onde jogar** — instalado na sua conta, o cuatro joga em mensagens diretas, grupos e servidores que permitem apps externos. Onde eu não fui convidado, um tabuleiro é atualizado quando alguém aperta um botão ou usa um comando (um tempo esgotado aparece no próximo clique), um grupo tem o seu próprio ranking e um servidor não tem configurações nem problema diário.

## Nomes das variantes
-variant-popout = PopOut
-variant-misere = Misère
-variant-cylinder = Cilindro
-variant-five-in-a-row = Cinco em linha
-variant-obstacles = Obstáculos
-variant-random-opening = Abertura aleatória
-variant-three-players = Três jogadores
-variant-two-vs-two = Dois contra dois
variant-name-classic = Clássico
variant-name-popout = { -variant-popout }
variant-name-misere = { -variant-misere }
variant-name-cylinder = { -variant-cylinder }
variant-name-five-in-a-row = { -variant-five-in-a-row }
variant-name-obstacles = { -variant-obstacles }
variant-name-random-opening = { -variant-random-opening }
variant-name-three-players = { -variant-three-players }
variant-name-two-vs-two = { -variant-two-vs-two }
variant-name-size = { $connect ->
        [4] { $width }×{ $height }
       *[other] { $width }×{ $height }, linhas de { $connect }
    }

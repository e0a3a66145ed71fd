# Respostas, recusas e botões fora do tabuleiro em si (render/i18n.rs `Msg`).
#
# $command, onde um texto pede para usar um comando: o comando como o código o escreve, uma menção que o Discord
# mostra no idioma de quem lê e que se pode clicar (`</connect4 vs-cpu:…>`), ou o seu caminho. Nunca escreva o caminho.

not-in-game = Você não está jogando nesta partida.
not-your-turn = Não é a sua vez.
column-full = Essa coluna está cheia: escolha outra.
illegal-pop = Você só pode tirar uma peça sua da linha de baixo.
outdated = Este tabuleiro está desatualizado: use o mais recente.
game-over = Esta partida acabou.
own-challenge = Você não pode aceitar seu próprio desafio.
not-your-challenge = Este desafio é para outra pessoa.
not-a-challenge = Este desafio já foi respondido.
seat-reclaimed = Que bom que você voltou: a CPU não joga mais por você.
bad-button = Este botão não é válido.
no-game = Não há mais partida neste tabuleiro.
shard-moving = As partidas deste servidor estão passando para outra instância do bot: tente de novo em alguns segundos.
database-away = O bot não consegue acessar o banco de dados agora: nenhuma jogada foi feita. Tente de novo em alguns segundos.
database-away-unchanged = O bot não consegue acessar o banco de dados agora: nada foi alterado. Tente de novo em alguns segundos.
restarted = O bot reiniciou antes de terminar isto: nada foi alterado. Tente de novo em instantes.
no-game-here = Não há nenhuma partida neste canal.
assist-busy =
    { $n ->
        [one] Sua dica, revisão ou jogada de problema anterior ainda está sendo calculada: aguarde.
       *[other] Você já tem { $n } dicas, revisões ou jogadas de problemas sendo calculadas, o máximo permitido: aguarde uma terminar.
    }
assists-full = Muitas dicas, revisões e jogadas de problemas estão sendo calculadas agora: tente de novo em um minuto.
busy = O tabuleiro está ocupado: tente de novo em instantes.
internal = Algo deu errado; nada foi alterado.
self-challenge = Você não pode desafiar a si mesmo.
bot-opponent = Bots não podem jogar: use { $command } para jogar contra a CPU.
already-challenged = { $who } já tem um desafio pendente.
cooldown = Calma: você poderá desafiar de novo <t:{ $at }:R>.
user-cap =
    { $n ->
        [one] Você já tem { $n } partida em andamento.
       *[other] Você já tem { $n } partidas em andamento.
    }
cpu-cooldown = Calma: você poderá começar outra partida contra a CPU <t:{ $at }:R>.
server-cap =
    { $n ->
        [one] Este servidor já tem { $n } partida em andamento, o máximo permitido: tente de novo quando ela terminar.
       *[other] Este servidor já tem { $n } partidas em andamento, o máximo permitido: tente de novo quando uma terminar.
    }
server-cpu-cap =
    { $n ->
        [one] Este servidor já tem { $n } partida contra a CPU em andamento, o máximo permitido: tente de novo quando ela terminar.
       *[other] Este servidor já tem { $n } partidas contra a CPU em andamento, o máximo permitido: tente de novo quando uma terminar.
    }
channel-busy = Este canal está ocupado: comece sua partida em um tópico.
confirm-replace = Já há uma partida em andamento neste canal. Abandoná-la (não conta para o rating) e começar a sua?
kept = A partida atual continua.
aborted = A partida foi abandonada (não conta para o rating).
need-moderator = Você precisa da permissão Gerenciar servidor ou Gerenciar mensagens.
bad-variant = { $reason } Tente `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…
match-needs-two = Duelos e relógios de xadrez são para dois jogadores: partidas de três ou quatro são avulsas, com tempo por vez.
too-many-players =
    { $invited ->
        [one] Esta variante é para { $seats }: você e no máximo { $invited } convidado.
       *[other] Esta variante é para { $seats }: você e no máximo { $invited } convidados.
    }
two-seats-only = Revisões e dicas são só para partidas a dois.
resigned = Você desistiu desta partida.
already-seated = Você já tem um lugar nesta partida.
game-full = A partida está cheia.
seats-reserved = Os lugares restantes estão reservados para os jogadores convidados.
not-creator = Só quem abriu a partida pode iniciá-la.
join = Entrar
start = Iniciar (a CPU preenche as vagas)
leave = Sair / cancelar
joined = Você tem um lugar: a partida começa quando todos os lugares forem ocupados.
bad-option = Opção inválida: { $what }.
guild-only = Este comando só funciona em um canal de servidor.
challenge-in-bot-dm = Ninguém mais vê estas mensagens diretas: desafie pessoas em um servidor ou em um grupo, ou jogue contra mim aqui com { $command }.
leaderboard-in-bot-dm = Rankings são de um servidor ou de um grupo. Aqui, { $command } mostra suas partidas de todos os lugares.
missing-permissions = Não tenho as permissões Ver canal, Enviar mensagens ou Inserir links aqui: a partida funciona, mas o tempo esgotado só aparece no próximo clique. Peça a um moderador para concedê-las.
thread-board-refused = Não consegui postar o tabuleiro no tópico da partida (preciso de Enviar mensagens em tópicos lá), então nenhuma partida foi iniciada. Peça a um moderador para conceder isso ou desativar os tópicos.
not-saved = ⚠️ O progresso não está sendo salvo agora: esta partida pode ser perdida se o bot reiniciar.
reposted = Este tabuleiro foi para uma nova mensagem abaixo.
accept = Aceitar
decline = Recusar
resign = Desistir
rematch = Revanche
confirm = Confirmar
cancel = Cancelar
your-turn = <@{ $user }>, sua vez.
out-of-time = Seu tempo acabou: a partida terminou.
already-ready = Você já está pronto.
ready = Pronto para a próxima
resign-match = Desistir do duelo
game-in-thread = A partida acontece em <#{ $thread }>.
need-manager = Você precisa da permissão Gerenciar servidor.
channel-not-allowed = Neste servidor, não é permitido jogar neste canal.
paused = A partida está pausada: aperte Continuar primeiro.
already-paused = A partida já está pausada.
paused-now = ⏸️ A partida está pausada. Aperte Continuar no tabuleiro para seguir jogando.
not-paused = A partida não está pausada.
pause-already-asked = Você pediu a pausa: agora o outro jogador responde.
no-pause-asked = Nenhum pedido de pausa aguarda resposta.
pause-request = ⏸️ <@{ $asker }> quer pausar a partida. <@{ $other }>, você concorda? Os relógios continuam correndo até você aceitar.
pause-agreed = ⏸️ <@{ $other }> aceitou: a partida está pausada.
pause-refused = ▶️ <@{ $other }> recusou a pausa: continuem jogando.
pause-button = Pausar
continue-button = Continuar
hint-button = 💡 Dica
review-button = Revisar
hints-off-rated = Sem dicas em partidas ranqueadas e duelos.
hints-off-server = As dicas estão desativadas neste servidor.
not-over-yet = Uma partida só pode ser revisada ao terminar.
no-such-game = Não achei nenhuma partida sua terminada para revisar. Informe o código que aparece sob um tabuleiro final.
nothing-to-review = Essa partida não tem jogadas para revisar.
replay-button = Replay
replay-caption = Replay da partida { $code }
replay-link = O replay desta partida está aqui: { $link }
replay-busy = O replay está sendo postado: confira de novo em instantes.
replay-no-files = Não posso postar o replay aqui: não tenho a permissão Anexar arquivos neste canal.
replay-private-place = Esta partida foi jogada em um lugar privado: o replay dela só pode ser postado lá.
replay-cooldown = Calma: você poderá postar outro replay <t:{ $at }:R>.
chart-no-rated-games = Ainda não há gráfico de rating: nenhuma partida ranqueada nesta variante neste servidor desde o início do ranking.
chart-no-files = Sem gráfico de rating aqui: não tenho a permissão Anexar arquivos neste canal.
chart-too-large = Sem gráfico de rating aqui: ele passa do limite de tamanho de arquivo deste canal.
chart-failed = Desta vez não foi possível desenhar o gráfico de rating.
chart-cooldown = Ainda sem novo gráfico de rating: você poderá pedir outro <t:{ $at }:R>.
# As duas legendas do gráfico (esta e a seguinte) são desenhadas com a fonte bitmap 8×8: só caracteres Latin-1.
chart-rating-legend = Rating (faixa: ±2 RD)
chart-games-legend = Partidas por mês
chart-alt = Gráfico de rating: de { $from } a { $to } em { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, de { $first } a { $last }.
replay-too-large = Este replay passa do limite de tamanho de arquivo deste canal.
replay-not-over = Uma partida só pode ter replay ao terminar.
replay-no-such-game = Não achei nenhuma partida sua terminada para o replay. Informe o código que aparece sob um tabuleiro final.
puzzle-over = Este problema terminou: aperte Próximo para outro.
puzzle-none-left = Você já viu todos os problemas que existem por enquanto: mandou bem! Novos vêm das partidas deste servidor.
puzzle-not-yours = Este problema é de outra pessoa: { $command } dá um só para você.
daily-once = Você já fez sua tentativa neste problema diário: uma por pessoa, e vale a primeira.
daily-gone = O dia deste problema diário já passou: um novo é postado todo dia.
nothing-to-replay = Essa partida não tem jogadas para o replay.

## Por que um id de variante foi recusado.
variant-unknown = Variante desconhecida: `{ $word }`.
variant-size-twice = Tamanho do tabuleiro informado duas vezes (`{ $word }`).
variant-repeated = `{ $word }` aparece duas vezes.
# Vem depois de "✗ " numa entrada de preenchimento automático de no máximo 100 caracteres, com tamanhos até 99×99 e
# sequências até 255: seja breve.
variant-out-of-range = Tabuleiro { $width }×{ $height }, sequências de { $connect }: fora dos limites (lados { $min }–{ $max }, sequências { $kmin }–{ $kmax } que caibam).
variant-incompatible = `{ $a }` e `{ $b }` não podem ser combinados.
variant-empty = A variante está vazia.

# Os dados de cada usuário: /connect4 my-data e /connect4 forget-me, e como um jogador esquecido é chamado.

former-player = um ex-jogador
my-data-caption = Tudo o que o cuatro guarda sobre você, em JSON: suas partidas e as jogadas delas, suas pontuações em cada servidor e variante, sua pontuação e suas tentativas de problemas, e seus torneios. { $forget } apaga tudo.
my-data-too-large = Seus dados ({ $size } MB) passam do que o Discord me deixa anexar aqui. Peça-os a quem administra o bot.
forget-title = Esquecer você?
forget-warning = ⚠️ Suas pontuações, estatísticas, histórico de problemas e linhas nas classificações serão apagados em todos os servidores. Suas partidas terminadas mantêm as jogadas para seus adversários, e nelas você aparecerá como “{ former-player }”. Você sairá dos torneios em andamento. Não dá para desfazer.
forget-button = Esquecer-me
forget-done-title = Você foi esquecido
forget-done = Nada do que o cuatro guarda cita você mais: { $deleted ->
    [one] 1 registro foi apagado
   *[other] { $deleted } registros foram apagados
} e { $anonymised ->
    [one] 1 agora mostra “{ former-player }”.
   *[other] { $anonymised } agora mostram “{ former-player }”.
}
forget-not-yours = Esta confirmação é de outra pessoa: nada foi apagado.
forget-cancelled-title = Nada foi apagado
forget-cancelled = Seus dados continuam iguais.
forget-games-under-way = { $count ->
    [one] Você tem uma partida em andamento: termine-a ou abandone-a ({ $resign }) e peça de novo.
   *[other] Você tem { $count } partidas em andamento: termine-as ou abandone-as ({ $resign }) e peça de novo.
}

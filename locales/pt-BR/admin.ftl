# Administração do servidor: o painel de configurações (/connect4-admin settings) e o reset do ranking
# (/connect4-admin reset-leaderboard).

## O painel de configurações (render/admin.rs)

settings-title = Configurações do servidor
# Sob o título quando nada foi alterado; $command é o comando das configurações, escrito pelo código.
settings-how-to-change = Altere-as com { $command }.
# $names lista as configurações que acabaram de mudar, pelos rótulos abaixo, como "Tema, Tempo por vez".
settings-changed = ✏️ Alterações: { $names }.
# Um valor que é o padrão do bot, não um escolhido pelo servidor; $value é o valor como mostrado.
settings-default-value = { $value } _(padrão)_
# Rodapé quando algum valor é o padrão do bot.
settings-default-note = (padrão): o valor do bot, usado enquanto o servidor não define um próprio.

# O rótulo de cada configuração.
settings-label-timer = Tempo por vez
settings-label-timeout-action = Quando o tempo acaba
settings-label-thread-per-game = Tópico por partida
settings-label-alternate-first = Alternar quem começa nas revanches
settings-label-theme = Tema
settings-label-channels = Canais permitidos
settings-label-format = Formato padrão
settings-label-rate-single-games = Partidas avulsas ranqueadas
settings-label-max-games-per-user = Partidas por usuário
settings-label-hints = Dicas em partidas não ranqueadas
settings-label-daily-puzzle = Problema diário

# Uma opção ligada ou desligada.
settings-on = sim
settings-off = não

# O tempo por vez.
settings-timer-none = sem limite
settings-timer-hours = { $n } h
settings-timer-minutes = { $n } min
settings-timer-seconds = { $n } s
settings-timer-milliseconds = { $n } ms

# O que acontece quando o tempo por vez de um jogador acaba.
settings-timeout-cpu = a CPU joga pelo jogador ausente (a partida deixa de ser ranqueada)
settings-timeout-forfeit = o jogador ausente perde

# A aparência das peças (o tema X/O aparece como "X/O ❌⭕" em todos os idiomas).
settings-theme-classic = clássico 🔴🟡
settings-theme-colour-blind = para daltônicos 🔵🟠

# O formato de um desafio quando nenhum é informado.
settings-format-single = partida avulsa
settings-format-match = duelo de duas partidas

# Se as partidas avulsas (não só os duelos) são ranqueadas.
settings-rated-yes = sim
settings-rated-no = não: só os duelos são ranqueados

# Os canais em que as partidas são permitidas.
settings-channels-all = todos os canais
# Depois de tantas menções de canais quanto couberem: quantos canais faltam.
settings-channels-more = … e mais { $n }

## O reset do ranking (render/admin.rs)

admin-reset-title = Zerar o ranking?
admin-reset-warning = ⚠️ Todos os ratings e todas as vitórias, empates e derrotas deste servidor serão apagados. Isso não pode ser desfeito.
# O botão vermelho que confirma.
admin-reset-button = Zerar
admin-reset-done-title = Ranking zerado
admin-reset-done = Todos os ratings e o histórico de V/E/D deste servidor foram apagados.
admin-reset-cancelled-title = Nada foi apagado
admin-reset-cancelled = O ranking continua igual.

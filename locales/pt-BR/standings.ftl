# Estatísticas (/connect4 stats), o ranking do servidor (/connect4 leaderboard) e os ratings.

## As estatísticas de um jogador (render/stats.rs)

# O título do embed; $variant é um id de variante como `classic`.
stats-title = Estatísticas
# Sob a menção do jogador quando não há nada para mostrar.
stats-no-games = Nenhuma partida ainda.
# Rodapé numa mensagem direta, em que as partes do servidor ficam de fora.
stats-dm-note = O rating e o histórico do servidor aparecem quando você usa este comando num servidor.

# Nomes dos campos.
stats-field-rating = Rating
stats-field-games = Partidas
stats-field-streak = Sequência
stats-field-opening = Abertura favorita
stats-field-against-you = Contra você
stats-field-against-cpu = Contra a CPU

# O campo de rating quando o jogador não tem posição no servidor.
stats-rating-none = nenhuma partida ainda
# $rating é um rating com seu desvio, como "1512 ±45"; $rank é a posição no ranking.
stats-rating-rank = { $rating } · posição #{ $rank }
# Vitórias, empates e derrotas, como em "3 vitórias · 1 empate · 2 derrotas". Em pt-BR, `one` inclui o 0:
# a variante [0] mantém o plural ("0 empates").
stats-record =
    { $wins ->
        [0] { $wins } vitórias
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    } · { $draws ->
        [0] { $draws } empates
        [one] { $draws } empate
       *[other] { $draws } empates
    } · { $losses ->
        [0] { $losses } derrotas
        [one] { $losses } derrota
       *[other] { $losses } derrotas
    }
# Sob o histórico: $points é a pontuação escrita com meios ("11½", "½"), $amount a mesma pontuação como
# número (11.5, para o plural), $percent a porcentagem de partidas vencidas, arredondada.
stats-points =
    { $points } { $amount ->
        [0] pontos
        [one] ponto
       *[other] pontos
    } · { $percent }% de vitórias
# Uma série de resultados.
stats-streak-wins =
    { $n ->
        [one] { $n } vitória seguida
       *[other] { $n } vitórias seguidas
    }
stats-streak-losses =
    { $n ->
        [one] { $n } derrota seguida
       *[other] { $n } derrotas seguidas
    }
# A coluna (1 = a da esquerda) com que o jogador mais abre, e em quantas partidas.
stats-opening =
    coluna { $column } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
# Uma linha por nível da CPU: $level é o nome do nível, $record um histórico como em stats-record.
stats-cpu-level = **{ $level }:** { $record }

## O ranking de um servidor (render/leaderboard.rs)

# O título do embed; $variant é um id de variante como `classic`.
leaderboard-title = Ranking
leaderboard-empty = Ninguém jogou neste servidor ainda.
# A legenda acima das linhas; cada linha é "1512 ±45 · 10-2-3 · 11 · 15" (V-E-D = vitórias, empates, derrotas).
leaderboard-legend = _Rating ±RD · V-E-D · pontos · partidas_
# Posto depois da linha de quem chamou o comando.
leaderboard-you = ← **você**
# A linha de quem chamou o comando quando ela não está na página mostrada; $numbers são os números de uma linha.
leaderboard-caller = **Você:** #{ $rank } · { $numbers }
leaderboard-caller-unplayed = Você ainda não jogou neste servidor.
leaderboard-footer =
    Página { $page } de { $pages } · { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }
# Sob um ranking vazio: as variantes que têm um, como "`classic`, `popout`".
leaderboard-variants-played = Variantes jogadas aqui: { $variants }.
# Para quem, sem ter chamado o comando, aperta ◀ ou ▶; $command é o comando do ranking, escrito pelo código.
leaderboard-page-refused = Só <@{ $user }> pode passar estas páginas — use { $command } para abrir o seu.

## Ratings (render/rating.rs)

# Um jogador que tem resultados, mas ainda não tem rating.
rating-unrated = sem rating

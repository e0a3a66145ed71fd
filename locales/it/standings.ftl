# Statistiche (/connect4 stats), la classifica del server (/connect4 leaderboard) e i punteggi.

## Le statistiche di un giocatore (render/stats.rs)

# Il titolo dell'embed; $variant è un id di variante come `classic`.
stats-title = Statistiche
# Sotto la menzione del giocatore quando non c'è nulla da mostrare.
stats-no-games = Nessuna partita finora.
# Piè di pagina in un messaggio diretto, dove le parti del server sono omesse.
stats-dm-note = Punteggi e risultati del server compaiono quando usi questo comando in un server.

# Nomi dei campi.
stats-field-rating = Punteggio
stats-field-games = Partite
stats-field-streak = Serie
stats-field-opening = Apertura preferita
stats-field-against-you = Contro di te
stats-field-against-cpu = Contro la CPU

# Il campo del punteggio quando il giocatore non ha una posizione sul server.
stats-rating-none = nessuna partita finora
# $rating è un punteggio con la sua deviazione, come "1512 ±45"; $rank la posizione in classifica.
stats-rating-rank = { $rating } · posizione #{ $rank }
# Vittorie, pareggi e sconfitte, come in "3 vittorie · 1 pareggio · 2 sconfitte".
stats-record =
    { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    } · { $draws ->
        [one] { $draws } pareggio
       *[other] { $draws } pareggi
    } · { $losses ->
        [one] { $losses } sconfitta
       *[other] { $losses } sconfitte
    }
# Sotto il bilancio: $points è il punteggio scritto con le metà ("11½", "½"), $amount lo stesso punteggio come
# numero (11.5, per il plurale), $percent la quota di partite vinte, arrotondata.
stats-points =
    { $points } { $amount ->
        [one] punto
       *[other] punti
    } · { $percent }% vinte
# Una serie di risultati.
stats-streak-wins =
    { $n ->
        [one] { $n } vittoria di fila
       *[other] { $n } vittorie di fila
    }
stats-streak-losses =
    { $n ->
        [one] { $n } sconfitta di fila
       *[other] { $n } sconfitte di fila
    }
# La colonna (1 = la più a sinistra) con cui il giocatore apre più spesso, e in quante partite.
stats-opening =
    colonna { $column } ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    })
# Una riga per livello della CPU: $level è il nome del livello, $record un bilancio come in stats-record.
stats-cpu-level = **{ $level }:** { $record }

## La classifica di un server (render/leaderboard.rs)

# Il titolo dell'embed; $variant è un id di variante come `classic`.
leaderboard-title = Classifica
leaderboard-empty = Nessuno ha ancora giocato su questo server.
# La legenda sopra le righe; ogni riga si legge "1512 ±45 · 10-2-3 · 11 · 15" (V-P-S = vittorie, pareggi, sconfitte).
leaderboard-legend = _Punteggio ±RD · V-P-S · punti · partite_
# Messo dopo la riga di chi ha usato il comando.
leaderboard-you = ← **tu**
# La riga di chi ha usato il comando quando non è nella pagina mostrata; $numbers sono quelli di una riga.
leaderboard-caller = **Tu:** #{ $rank } · { $numbers }
leaderboard-caller-unplayed = Non hai ancora giocato su questo server.
leaderboard-footer =
    Pagina { $page } di { $pages } · { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }
# Sotto una classifica vuota: le varianti che ne hanno una, come "`classic`, `popout`".
leaderboard-variants-played = Varianti giocate qui: { $variants }.
# A chi preme ◀ o ▶ senza aver usato il comando; $command è il comando della classifica, scritto dal codice.
leaderboard-page-refused = Solo <@{ $user }> può sfogliare queste pagine: usa tu { $command }.

## Punteggi (render/rating.rs)

# Un giocatore che ha dei risultati ma ancora nessun punteggio.
rating-unrated = senza punteggio

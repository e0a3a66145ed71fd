# L'allenamento con i problemi e il problema del giorno (render/puzzle.rs, render/puzzle_text.rs): il messaggio di
# un problema, la classifica dei problemi, la riga dei problemi di /connect4 stats, la pubblicazione giornaliera e
# la sua riga nelle impostazioni del server. Le mosse (`c`, `a^`) e gli elenchi di mosse (`c, d, e`) sono notazione
# e vengono dal codice; $stone è l'emoji di una pedina colorata (🔴 🟡). I testi sono markdown di Discord; `<@…>`
# indica un utente, `<#…>` un canale.

## Il messaggio di un problema

# Il titolo: il numero del problema e il suo punteggio.
puzzle-title = Problema #{ $id } · punteggio { $rating }

# Cosa trovare: una vittoria in una mossa, una vittoria in $moves mosse, o l'unica mossa che non perde.
puzzle-goal-win-now = { $stone } muove e vince subito.
puzzle-goal-win =
    { $moves ->
        [one] { $stone } muove e vince in { $moves } mossa.
       *[other] { $stone } muove e vince in { $moves } mosse.
    }
puzzle-goal-only = { $stone } muove: trova l'unica mossa che non perde.

# Sotto l'obiettivo di un problema PopOut (⏏ è il segno dei pulsanti di estrazione).
puzzle-popout-rule = PopOut: una mossa può anche estrarre una tua pedina dal fondo di una colonna (⏏).

# Una mossa che mantiene l'obiettivo, e la risposta della difesa ($stone è la pedina della difesa).
puzzle-go-on = ✅ { $played } mantiene il risultato. { $stone } risponde { $reply }.
puzzle-solved = 🎉 Risolto!
puzzle-failed = ❌ Con { $played } il risultato sfugge.

# Cosa lascia la mossa sbagliata: vince la difesa ($stone), pareggio, chi risolve ($stone) vince troppo tardi, o
# nessuna vittoria forzata entro $moves mosse.
puzzle-verdict-loses = Dopo questa mossa, { $stone } vince giocando al meglio.
puzzle-verdict-draw = Dopo questa mossa, giocando al meglio è pareggio.
puzzle-verdict-slow = Dopo questa mossa, { $stone } vince ancora, ma non entro le mosse richieste.
puzzle-verdict-unclear =
    { $moves ->
        [one] Dopo questa mossa, nessuno ha una vittoria forzata entro { $moves } mossa.
       *[other] Dopo questa mossa, nessuno ha una vittoria forzata entro { $moves } mosse.
    }
puzzle-keeping = Mosse che lo mantenevano: { $columns }.
puzzle-solution = Soluzione: { $line }.

# Il punteggio problemi di chi risolve prima e dopo, la variazione con il segno (`+12`, `-68`) e i problemi
# risolti di fila.
puzzle-rating-change = Punteggio problemi { $before } → { $after } ({ $change }) · risolti di fila: { $streak }

# Il piè di pagina: da dove viene il problema. $red e $yellow sono un giocatore (`<@…>`) o `CPU`.
puzzle-from-game = Da una partita tra { $red } e { $yellow }, mossa { $move_no }.
puzzle-from-set = Dalla raccolta di cuatro, verificato dal risolutore.

# Il pulsante per il problema successivo (puzzle-over, in messages.ftl, lo chiama "Avanti").
puzzle-next = Avanti

## La classifica dei problemi (/connect4 puzzle top)

puzzle-top-title = Classifica dei problemi
# Una riga: la posizione, il giocatore, il suo punteggio problemi, i problemi risolti e la sua serie migliore.
puzzle-top-line =
    { $solved ->
        [one] { $place }. <@{ $user }> — { $rating } · { $solved } risolto · miglior serie { $best_streak }
       *[other] { $place }. <@{ $user }> — { $rating } · { $solved } risolti · miglior serie { $best_streak }
    }
puzzle-top-empty = Nessuno ha ancora finito un problema su questo server: prova { $command }.

## Il campo dei problemi di /connect4 stats

puzzle-stats-title = Problemi
# Il punteggio ± la sua deviazione, i problemi risolti e falliti, i risolti di fila ora e al massimo, e i giorni
# di fila con il problema del giorno risolto.
puzzle-stats =
    { $rating } ±{ $deviation } · { $solved ->
        [one] { $solved } risolto
       *[other] { $solved } risolti
    }, { $failed ->
        [one] { $failed } fallito
       *[other] { $failed } falliti
    } · di fila: { $streak } (record { $best_streak }) · giorni di fila col problema del giorno: { $daily_streak }

## Il problema del giorno

# Il titolo della pubblicazione giornaliera, con la data (`AAAA-MM-GG`), e il suo pulsante.
daily-title = 🧩 Problema del giorno · { $date }
daily-solve = Risolvi

# I numeri di ieri nella pubblicazione di oggi: quanti l'hanno provato e risolto, chi è stato più veloce e la
# soluzione.
daily-yesterday =
    { $solved ->
        [one] Problema di ieri: l'ha risolto { $solved } su { $tried }.
       *[other] Problema di ieri: l'hanno risolto { $solved } su { $tried }.
    }
daily-fastest = Tempo migliore: <@{ $user }>, in { $seconds } s.
daily-solution = La soluzione: { $line }.

# Nelle impostazioni del server: il canale e l'ora del problema del giorno ($time è `HH:00`, UTC).
daily-at = <#{ $channel }> alle { $time } UTC
# Discord ha rifiutato le pubblicazioni (con il suo codice di errore) per $days giorni di fila; il problema del
# giorno si disattiva da solo dopo $days_off giorni.
daily-failing = ⚠️ invio fallito: Discord ha rifiutato la pubblicazione (errore { $code }) per { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } di fila; si disattiva dopo { $days_off }
# L'impostazione del problema del giorno quando è spento (un aggettivo concordato con "problema del giorno").
daily-off = disattivato
# Il problema del giorno si è disattivato da solo dopo $days giorni di pubblicazioni rifiutate: daily-off, poi perché
# e cosa fare.
daily-turned-off = { daily-off }: si è spento da solo dopo { $days } giorni di pubblicazioni rifiutate (errore { $code }); imposta di nuovo un canale

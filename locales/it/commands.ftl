# I comandi slash, le loro opzioni e scelte, e il menu utente: i nomi e le descrizioni che Discord mostra
# (applicati da bot/localise.rs prima che i comandi vengano registrati).
#
# Id: il nome completo del comando in kebab case (`connect4-puzzle-play`; quello del menu utente, dal suo nome
# inglese: `challenge-to-connect-four`), poi
#   <comando>-name, <comando>-description                      un comando, gruppo o sottocomando
#   <comando>-<opzione>-name, <comando>-<opzione>-description  una delle sue opzioni
#   <comando>-<opzione>-<scelta>                               una scelta di quell'opzione (la sua variante nel codice, in kebab case)
#
# Nomi (-name): 1–32 caratteri, lettere minuscole, cifre, - _ ' e niente spazi (il nome del menu utente può avere
# spazi e maiuscole). I nomi inglesi sono quelli che il codice del bot conosce: una lingua che mantiene il nome
# inglese lo scrive invariato. Descrizioni e scelte: 1–100 caratteri.

## /connect4

connect4-name = connect4
connect4-description = Forza quattro: sfida un amico o gioca contro la CPU

## /connect4 challenge

connect4-challenge-name = challenge
connect4-challenge-description = Sfida qualcuno (o chiunque, senza indicare un avversario) a una partita
connect4-challenge-opponent-name = opponent
connect4-challenge-opponent-description = Chi sfidi; lascia vuoto per una sfida aperta
connect4-challenge-variant-name = variant
connect4-challenge-variant-description = Regole: classic, popout, three-players, 8x7, popout+cylinder… (predefinito: classic)
connect4-challenge-timer-name = timer
connect4-challenge-timer-description = Tempo per turno (predefinito: quello del server)
connect4-challenge-timer-none = nessuno
connect4-challenge-timer-s30 = 30 s
connect4-challenge-timer-s60 = 60 s
connect4-challenge-timer-m5 = 5 min
connect4-challenge-timer-h1 = 1 h
connect4-challenge-timer-h24 = 24 h
connect4-challenge-first-name = first
connect4-challenge-first-description = Chi inizia (predefinito: tu)
connect4-challenge-first-me = io
connect4-challenge-first-other = l'avversario
connect4-challenge-first-random = a caso
connect4-challenge-format-name = format
connect4-challenge-format-description = Partita singola o incontro classificato di due partite (predefinito: quello del server)
connect4-challenge-format-single = partita singola
connect4-challenge-format-match = incontro (due partite, classificato)
connect4-challenge-clock-name = clock
connect4-challenge-clock-description = Un orologio da scacchi per tutta la partita o l'incontro, al posto del timer per turno
connect4-challenge-clock-m1 = 1 min + 1 s
connect4-challenge-clock-m3 = 3 min + 2 s
connect4-challenge-clock-m5 = 5 min + 5 s
connect4-challenge-clock-m10 = 10 min + 10 s
connect4-challenge-clock-d1 = 1 giorno + 1 h
connect4-challenge-player2-name = player2
connect4-challenge-player2-description = Tre giocatori o due contro due: un altro giocatore che inviti
connect4-challenge-player3-name = player3
connect4-challenge-player3-description = Due contro due: un terzo giocatore che inviti
connect4-challenge-cpu-level-name = cpu-level
connect4-challenge-cpu-level-description = Tre giocatori o due contro due: il livello della CPU nei posti liberi (predefinito: medio)
connect4-challenge-cpu-level-easy = facile
connect4-challenge-cpu-level-medium = medio
connect4-challenge-cpu-level-hard = difficile

## /connect4 vs-cpu

connect4-vs-cpu-name = vs-cpu
connect4-vs-cpu-description = Gioca contro la CPU (anche nei messaggi diretti)
connect4-vs-cpu-level-name = level
connect4-vs-cpu-level-description = Quanto è forte la CPU (predefinito: medio)
connect4-vs-cpu-level-easy = facile
connect4-vs-cpu-level-medium = medio
connect4-vs-cpu-level-hard = difficile
connect4-vs-cpu-variant-name = variant
connect4-vs-cpu-variant-description = Regole: classic, popout, three-players, 8x7, popout+cylinder… (predefinito: classic)
connect4-vs-cpu-first-name = first
connect4-vs-cpu-first-description = Chi inizia (predefinito: tu)
connect4-vs-cpu-first-me = io
connect4-vs-cpu-first-cpu = la CPU
connect4-vs-cpu-first-random = a caso

## /connect4 resign

connect4-resign-name = resign
connect4-resign-description = Abbandona la partita che stai giocando in questo canale
connect4-resign-whole-match-name = whole-match
connect4-resign-whole-match-description = In un incontro: abbandona l'intero incontro, non solo questa partita

## /connect4 board

connect4-board-name = board
connect4-board-description = Pubblica di nuovo la griglia di questo canale (sotto la conversazione)

## /connect4 rules

connect4-rules-name = rules
connect4-rules-description = Come si gioca (le regole di una variante)
connect4-rules-variant-name = variant
connect4-rules-variant-description = Quali regole (predefinito: classic)

## /connect4 leaderboard

connect4-leaderboard-name = leaderboard
connect4-leaderboard-description = I giocatori di questo server in ordine di punteggio
connect4-leaderboard-variant-name = variant
connect4-leaderboard-variant-description = Quale variante (predefinito: classic)
connect4-leaderboard-page-name = page
connect4-leaderboard-page-description = La pagina da aprire (predefinito: 1)

## /connect4 stats

connect4-stats-name = stats
connect4-stats-description = Punteggio, bilancio, serie e apertura preferita di un giocatore (anche nei messaggi diretti)
connect4-stats-user-name = user
connect4-stats-user-description = Di chi (predefinito: le tue)
connect4-stats-variant-name = variant
connect4-stats-variant-description = Quale variante (predefinito: classic)

## /connect4 hint

connect4-hint-name = hint
connect4-hint-description = Ricevi in privato la mossa migliore per il tuo turno (non in partite classificate o incontri)

## /connect4 pause

connect4-pause-name = pause
connect4-pause-description = Metti in pausa la partita del canale (contro la CPU) o chiedi la pausa all'avversario

## /connect4 review

connect4-review-name = review
connect4-review-description = Analizza in privato una partita finita: ogni mossa valutata e dove si è decisa
connect4-review-game-name = game
connect4-review-game-description = Il codice della partita, mostrato sotto la griglia finale (predefinito: la tua ultima)

## /connect4 replay

connect4-replay-name = replay
connect4-replay-description = Pubblica qui il replay animato di una partita finita (una volta; poi, un link al replay)
connect4-replay-game-name = game
connect4-replay-game-description = Il codice della partita, mostrato sotto la griglia finale (predefinito: la tua ultima)

## /connect4 puzzle

connect4-puzzle-name = puzzle
connect4-puzzle-description = Problemi: trova la sequenza vincente

## /connect4 puzzle play

connect4-puzzle-play-name = play
connect4-puzzle-play-description = Un problema solo per te, vicino al tuo punteggio problemi
connect4-puzzle-play-variant-name = variant
connect4-puzzle-play-variant-description = Classica (predefinita) o PopOut, dove anche le estrazioni sono mosse
connect4-puzzle-play-variant-classic = classica
connect4-puzzle-play-variant-pop-out = PopOut (anche le estrazioni sono mosse)

## /connect4 puzzle top

connect4-puzzle-top-name = top
connect4-puzzle-top-description = Chi risolve meglio i problemi in questo server

## /connect4-admin

connect4-admin-name = connect4-admin
connect4-admin-description = Moderazione delle partite di Forza quattro

## /connect4-admin settings

connect4-admin-settings-name = settings
connect4-admin-settings-description = Mostra o modifica le impostazioni di Forza quattro di questo server (Gestisci server)
connect4-admin-settings-timer-name = timer
connect4-admin-settings-timer-description = Tempo per turno predefinito delle nuove partite
connect4-admin-settings-timer-none = nessuno
connect4-admin-settings-timer-s30 = 30 s
connect4-admin-settings-timer-s60 = 60 s
connect4-admin-settings-timer-m5 = 5 min
connect4-admin-settings-timer-h1 = 1 h
connect4-admin-settings-timer-h24 = 24 h
connect4-admin-settings-timeout-name = timeout
connect4-admin-settings-timeout-description = Cosa succede quando scade il timer per turno
connect4-admin-settings-timeout-cpu = la CPU gioca al posto dell'assente
connect4-admin-settings-timeout-forfeit = l'assente perde
connect4-admin-settings-threads-name = threads
connect4-admin-settings-threads-description = Apri un thread per ogni nuova partita
connect4-admin-settings-alternate-first-name = alternate-first
connect4-admin-settings-alternate-first-description = Alterna chi inizia nelle rivincite
connect4-admin-settings-theme-name = theme
connect4-admin-settings-theme-description = L'aspetto delle pedine
connect4-admin-settings-theme-classic = classico 🔴🟡
connect4-admin-settings-theme-xo = X/O ❌⭕
connect4-admin-settings-theme-colour-blind = adatto ai daltonici 🔵🟠
connect4-admin-settings-format-name = format
connect4-admin-settings-format-description = Formato predefinito delle sfide
connect4-admin-settings-format-single = partita singola
connect4-admin-settings-format-match = incontro
connect4-admin-settings-rate-single-games-name = rate-single-games
connect4-admin-settings-rate-single-games-description = Rendi classificate anche le partite singole (gli incontri lo sono sempre)
connect4-admin-settings-max-games-per-user-name = max-games-per-user
connect4-admin-settings-max-games-per-user-description = Partite simultanee per utente
connect4-admin-settings-allow-channel-name = allow-channel
connect4-admin-settings-allow-channel-description = Consenti le partite in questo canale (se ci sono canali in elenco, si gioca solo in quelli)
connect4-admin-settings-disallow-channel-name = disallow-channel
connect4-admin-settings-disallow-channel-description = Togli questo canale dall'elenco dei canali in cui si può giocare
connect4-admin-settings-every-channel-name = every-channel
connect4-admin-settings-every-channel-description = Consenti di nuovo le partite in tutti i canali (svuota l'elenco)
connect4-admin-settings-hints-name = hints
connect4-admin-settings-hints-description = Consenti i suggerimenti in partite non classificate (mai in partite classificate o incontri)
connect4-admin-settings-daily-puzzle-channel-name = daily-puzzle-channel
connect4-admin-settings-daily-puzzle-channel-description = Pubblica un problema del giorno in questo canale
connect4-admin-settings-daily-puzzle-hour-name = daily-puzzle-hour
connect4-admin-settings-daily-puzzle-hour-description = L'ora (UTC, 0–23) del problema del giorno (predefinito: 12)
connect4-admin-settings-daily-puzzle-off-name = daily-puzzle-off
connect4-admin-settings-daily-puzzle-off-description = Smetti di pubblicare il problema del giorno

## /connect4-admin abort

connect4-admin-abort-name = abort
connect4-admin-abort-description = Annulla la partita di questo canale, senza punteggio (Gestisci server o Gestisci messaggi)

## /connect4-admin reset-leaderboard

connect4-admin-reset-leaderboard-name = reset-leaderboard
connect4-admin-reset-leaderboard-description = Cancella punteggi e bilanci di questo server (Gestisci server; chiede conferma)

## Menu utente "Challenge to Connect Four"

challenge-to-connect-four-name = Sfida a Forza quattro

## /connect4 games

connect4-games-name = games
connect4-games-description = Le partite in corso qui, con i link alle loro griglie (solo quelle che puoi vedere)

## /connect4 my-data

connect4-my-data-name = my-data
connect4-my-data-description = Tutto ciò che cuatro conserva su di te, in un file privato

## /connect4 forget-me

connect4-forget-me-name = forget-me
connect4-forget-me-description = Cancella punteggi e storico e rende anonime le tue partite (chiede prima)

## /connect4-admin settings: il messaggio «Partite ora»

connect4-admin-settings-games-now-channel-name = games-now-channel
connect4-admin-settings-games-now-channel-description = Tieni qui un messaggio aggiornato con le partite in corso e gli ultimi risultati
connect4-admin-settings-games-now-off-name = games-now-off
connect4-admin-settings-games-now-off-description = Elimina il messaggio «Partite in diretta»

## /connect4-tournament

# L'opzione `tournament` dei comandi dell'organizzatore: un torneo del server, offerto dal completamento automatico.
connect4-tournament-option-name = torneo
connect4-tournament-option-description = Il torneo, se non è quello di questo canale (scegline uno)
connect4-tournament-name = connect4-tournament
connect4-tournament-description = Tornei: svizzero, girone all'italiana e arena, gestiti dal bot
connect4-tournament-create-name = create
connect4-tournament-create-description = Crea un torneo in questo canale (Gestisci server o ruolo tornei)
connect4-tournament-create-format-name = format
connect4-tournament-create-format-description = Svizzero, girone all'italiana (singolo o doppio) o arena
connect4-tournament-create-format-swiss = svizzero
connect4-tournament-create-format-round-robin = girone all'italiana
connect4-tournament-create-format-double-round-robin = doppio girone all'italiana
connect4-tournament-create-format-arena = arena
connect4-tournament-create-variant-name = variant
connect4-tournament-create-variant-description = La variante di tutte le partite (predefinito: classic)
connect4-tournament-create-rounds-name = rounds
connect4-tournament-create-rounds-description = Svizzero: quanti turni (1–15, predefinito: 5)
connect4-tournament-create-minutes-name = minutes
connect4-tournament-create-minutes-description = Arena: quanto dura, in minuti (predefinito: 30)
connect4-tournament-create-clock-name = clock
connect4-tournament-create-clock-description = Un orologio da scacchi per ogni abbinamento, al posto del timer per turno
connect4-tournament-create-clock-m1 = 1 min + 1 s
connect4-tournament-create-clock-m3 = 3 min + 2 s
connect4-tournament-create-clock-m5 = 5 min + 5 s
connect4-tournament-create-clock-m10 = 10 min + 10 s
connect4-tournament-create-clock-d1 = 1 giorno + 1 h
connect4-tournament-create-timer-name = timer
connect4-tournament-create-timer-description = Tempo per mossa (predefinito: quello del server, altrimenti 5 min)
connect4-tournament-create-timer-none = quello del server
connect4-tournament-create-timer-s30 = 30 s
connect4-tournament-create-timer-s60 = 60 s
connect4-tournament-create-timer-m5 = 5 min
connect4-tournament-create-timer-h1 = 1 h
connect4-tournament-create-timer-h24 = 24 h
connect4-tournament-create-starts-in-name = starts-in
connect4-tournament-create-starts-in-description = Inizia da solo tra questo numero di minuti (predefinito: quando lo avvii tu)
connect4-tournament-create-cap-name = cap
connect4-tournament-create-cap-description = Il numero massimo di giocatori che possono iscriversi
connect4-tournament-create-check-in-name = check-in
connect4-tournament-create-check-in-description = Minuti prima dell'inizio in cui i giocatori devono confermare la presenza
connect4-tournament-standings-name = standings
connect4-tournament-standings-description = La classifica del torneo di questo canale
connect4-tournament-why-name = why
connect4-tournament-why-description = Perché tu (o un altro giocatore) hai avuto questo abbinamento
connect4-tournament-why-player-name = player
connect4-tournament-why-player-description = Il giocatore di cui spiegarlo (predefinito: tu)
connect4-tournament-start-name = start
connect4-tournament-start-description = Avvia subito il torneo (organizzatore)
connect4-tournament-start-tournament-name = { connect4-tournament-option-name }
connect4-tournament-start-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pause-name = pause
connect4-tournament-pause-description = Metti in pausa il torneo: le partite in corso continuano, non ne iniziano di nuove (organizzatore)
connect4-tournament-pause-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pause-tournament-description = { connect4-tournament-option-description }
connect4-tournament-resume-name = resume
connect4-tournament-resume-description = Riprendi un torneo in pausa (organizzatore)
connect4-tournament-resume-tournament-name = { connect4-tournament-option-name }
connect4-tournament-resume-tournament-description = { connect4-tournament-option-description }
connect4-tournament-cancel-name = cancel
connect4-tournament-cancel-description = Annulla il torneo (organizzatore)
connect4-tournament-cancel-tournament-name = { connect4-tournament-option-name }
connect4-tournament-cancel-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-name = drop
connect4-tournament-drop-description = Ritira un giocatore (organizzatore)
connect4-tournament-drop-tournament-name = { connect4-tournament-option-name }
connect4-tournament-drop-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-player-name = player
connect4-tournament-drop-player-description = Il giocatore da ritirare
connect4-tournament-add-name = add
connect4-tournament-add-description = Aggiungi un giocatore, anche oltre il limite e in ritardo (organizzatore)
connect4-tournament-add-tournament-name = { connect4-tournament-option-name }
connect4-tournament-add-tournament-description = { connect4-tournament-option-description }
connect4-tournament-add-player-name = player
connect4-tournament-add-player-description = Il giocatore da aggiungere
connect4-tournament-result-name = result
connect4-tournament-result-description = Imposta o correggi il risultato dell'abbinamento di due giocatori (organizzatore)
connect4-tournament-result-tournament-name = { connect4-tournament-option-name }
connect4-tournament-result-tournament-description = { connect4-tournament-option-description }
connect4-tournament-result-first-name = first
connect4-tournament-result-first-description = Un giocatore dell'abbinamento
connect4-tournament-result-second-name = second
connect4-tournament-result-second-description = L'altro giocatore
connect4-tournament-result-outcome-name = outcome
connect4-tournament-result-outcome-description = Chi ha vinto l'abbinamento
connect4-tournament-result-outcome-first-won = ha vinto il primo
connect4-tournament-result-outcome-draw = pareggio
connect4-tournament-result-outcome-second-won = ha vinto il secondo
connect4-tournament-result-round-name = round
connect4-tournament-result-round-description = Il turno (predefinito: il loro ultimo abbinamento)
connect4-tournament-forbid-name = forbid
connect4-tournament-forbid-description = Impedisci che due giocatori vengano abbinati (organizzatore)
connect4-tournament-forbid-tournament-name = { connect4-tournament-option-name }
connect4-tournament-forbid-tournament-description = { connect4-tournament-option-description }
connect4-tournament-forbid-first-name = first
connect4-tournament-forbid-first-description = Un giocatore
connect4-tournament-forbid-second-name = second
connect4-tournament-forbid-second-description = L'altro giocatore
connect4-tournament-pair-name = pair
connect4-tournament-pair-description = Abbina due giocatori nel prossimo turno svizzero (organizzatore)
connect4-tournament-pair-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pair-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pair-first-name = first
connect4-tournament-pair-first-description = Un giocatore
connect4-tournament-pair-second-name = second
connect4-tournament-pair-second-description = L'altro giocatore
connect4-tournament-export-name = export
connect4-tournament-export-description = La classifica come file CSV, o TRF per uno svizzero (organizzatore)
connect4-tournament-export-tournament-name = { connect4-tournament-option-name }
connect4-tournament-export-tournament-description = { connect4-tournament-option-description }
connect4-tournament-export-format-name = format
connect4-tournament-export-format-description = CSV (predefinito) o TRF (solo svizzero)
connect4-tournament-export-format-csv = CSV
connect4-tournament-export-format-trf = TRF
connect4-tournament-berserk-name = berserk
connect4-tournament-berserk-description = Arena: metà orologio prima della prima mossa, per un punto in più vincendo in 7+ mosse
connect4-admin-settings-tournament-role-name = tournament-role
connect4-admin-settings-tournament-role-description = I membri con questo ruolo possono creare e dirigere tornei
connect4-admin-settings-tournament-role-off-name = tournament-role-off
connect4-admin-settings-tournament-role-off-description = Solo i membri con Gestisci server dirigono i tornei
connect4-admin-settings-web-pages-name = web-pages
connect4-admin-settings-web-pages-description = Una pagina web per ogni partita finita in un canale che tutti vedono

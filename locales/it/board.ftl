# Il messaggio della griglia e ciò che lo precede: titoli, righe di stato, risultati, il punteggio dell'incontro, la
# posizione a parole, sfide e sale d'attesa, nomi dei livelli della CPU, suggerimenti di varianti e il titolo del
# thread di una partita (render/board, render/lobby.rs, render/players.rs, render/variants.rs, bot/start.rs).

-game-name = Forza quattro

## Titoli

# Il titolo dell'embed della griglia; $variant è un id di variante come `classic` o `popout+cylinder`.
board-title = { -game-name }
# Il titolo della griglia durante un incontro di due partite; $game è 1 o 2.
board-title-match = { -game-name } · partita { $game } di 2
# Il nome del thread in cui si gioca una partita; $user è il nome Discord del giocatore.
board-thread-title = { -game-name } · { $user }

## Righe di stato sotto la griglia ($player è una pedina e un giocatore, come "🔴 <@123>" o "🟡 CPU (difficile)")

board-status-thinking = { $player } sta pensando…
board-status-to-move = Tocca a { $player }
board-status-pause-asked = ⏸️ <@{ $user }> ha chiesto una pausa.
# Tra le due partite di un incontro; $marks elenca ogni giocatore con ✅ (pronto) o ⏳ (non ancora).
board-status-next-game = Prossima partita a colori invertiti quando entrambi sono pronti: { $marks }
# Ciò che mostra una griglia in pausa al posto della griglia; $since e $until sono timestamp di Discord.
board-paused = ⏸️ **Messa in pausa** <t:{ $since }:R>. Premi Continua per riprendere; se nessuno lo fa, la partita finisce senza punteggio <t:{ $until }:R>.

## Un incontro di due partite

# $first_points e $second_points sono punteggi come "1½".
board-match-score = Incontro: { $first } { $first_points } : { $second_points } { $second }
board-match-resigned = 🏳️ { $player } ha abbandonato l'incontro.
board-caught-up = Questa griglia non si poteva aggiornare finché nessuno la premeva: ora mostra la partita com'è.
board-match-won = 🏆 { $player } vince l'incontro.
board-match-drawn = 🤝 Incontro in pareggio.

## Come è finita una partita ($winner e $loser come $player sopra)

board-result-win = 🏆 Vince { $winner }!
board-result-resigned = 🏳️ { $loser } ha abbandonato: vince { $winner }.
board-result-timeout = ⏱️ { $loser } ha esaurito il tempo: vince { $winner }.
board-result-repetition = 🤝 Pareggio: la stessa posizione si è ripetuta tre volte.
board-result-emptied-grid = 🤝 Pareggio: la griglia è vuota.
board-result-full-board = 🤝 Pareggio: la griglia è piena.
board-result-declined = Sfida rifiutata.
board-result-expired = Sfida scaduta.
board-result-idle = Partita finita: troppo tempo senza mosse (senza punteggio).
board-result-both-absent = Partita annullata: entrambi i giocatori assenti (senza punteggio).
board-result-replaced = Partita sostituita da una nuova (senza punteggio).
board-result-pause-limit = Partita finita: in pausa oltre il limite consentito (senza punteggio).
board-result-result-set = Partita interrotta: l'organizzatore ha fissato il risultato di questo abbinamento (senza punteggio).
board-result-tournament-cancelled = Partita interrotta: il torneo è stato annullato (senza punteggio).
board-result-abandoned = Partita annullata (senza punteggio).

## Come è finita una partita a tre o quattro posti ($side è un posto o una squadra, come "🔴 <@1> & 🔴 <@3>")

board-result-side-wins = 🏆 Vittoria per { $side }!
board-result-side-wins-resigned = 🏳️ Vittoria per { $side }: l'altra parte ha abbandonato o ha esaurito il tempo.
board-result-all-out = 🏳️ Tutti i giocatori sono fuori: la partita finisce in parità tra i posti della CPU.
board-result-resigned-line = 🤝 Le pedine di un giocatore ritirato hanno completato un allineamento: chi è ancora in gioco finisce a pari merito.

## Campi e piè di pagina della griglia

board-field-moves = Mosse
board-field-position = Posizione (testo)
board-footer-hinted = 💡 In questa partita è stato usato un suggerimento.
# $code è il codice della partita; $command, il comando di analisi come chi legge lo digita (`/connect4 review`),
# scritto dal codice con i nomi di commands.ftl.
board-footer-review = Partita { $code }: { $command }
board-footer-cpu-stood-in = La CPU ha giocato per un assente: partita non classificata.

## La posizione a parole, per i lettori di schermo

board-colour-red = Rosso
board-colour-yellow = Giallo
board-colour-green = Verde
# $colour è uno dei nomi di colore qui sopra; $cells elenca caselle come "c1 d1" (o "—" se nessuna).
board-position-cells = { $colour }: { $cells }.
# $move è una mossa in notazione, come "c" o "d^".
board-position-last-move = Ultima mossa: { $colour } { $move }.

## Giocatori

board-level-random = casuale
board-level-greedy = avido
board-level-easy = facile
board-level-medium = medio
board-level-hard = difficile
# Un posto della CPU; $level è uno dei nomi di livello qui sopra.
board-cpu = CPU ({ $level })

## Una sfida tra due giocatori

lobby-challenge-title = Sfida a { -game-name }
lobby-challenge-to = <@{ $challenger }> sfida <@{ $target }> a { -game-name }.
lobby-challenge-open = <@{ $challenger }> cerca un avversario: chiunque può accettare.
# $timer è una durata come "30 s", "5 min" o "—"; $first è `challenger` o `opponent`; $expires è un timestamp di Discord.
lobby-challenge-terms =
    Variante: `{ $variant }` · timer per turno: { $timer } · inizia { $first ->
        [challenger] chi sfida
       *[opponent] l'avversario
    }
    Scade <t:{ $expires }:R>.

## Una sala d'attesa a tre o quattro posti

lobby-title = { -game-name } · posti
lobby-opens = <@{ $creator }> apre una partita di `{ $variant }`: premi **Entra** per prendere posto.
lobby-seat-open = libero
lobby-seat-kept = riservato a <@{ $user }>
lobby-teams = Squadre: il 1º e il 3º posto contro il 2º e il 4º.
# $level è il nome di un livello della CPU (vedi board-level-…).
lobby-terms =
    Timer per turno: { $timer }. La partita inizia quando tutti i posti sono occupati, o quando <@{ $creator }> preme Avvia (la CPU, livello { $level }, occupa i posti liberi).
    Scade <t:{ $expires }:R>.

## Suggerimenti di varianti mentre si scrive un id di variante (Discord mostra al massimo 100 caratteri)

variants-valid = { $id } — ✓ valida
variants-classic = 7×6, allinea quattro
variants-popout = estrai le tue pedine dalla riga in fondo
variants-five-in-a-row = 9×6, allinea cinque, colonne esterne già piene
variants-small = 6×5, allinea quattro
variants-misere = chi fa un allineamento perde
variants-cylinder = la griglia si chiude ad anello
variants-obstacles = caselle bloccate in fondo
variants-random-opening = parte da mosse casuali
variants-three-players = rosso, giallo e verde su 9×7
variants-two-vs-two = due squadre da due
variants-popout-cylinder = PopOut su una griglia ad anello
variants-popout-five-in-a-row = PopOut, allinea cinque
variants-8x7 = una griglia più grande
variants-10x10 = la griglia più grande
variants-9x6k5 = 9×6, allinea cinque
variants-misere-cylinder = griglia ad anello, chi fa un allineamento perde

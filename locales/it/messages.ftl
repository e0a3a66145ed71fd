# Risposte, rifiuti e pulsanti fuori dalla griglia (render/i18n.rs `Msg`).
#
# $command, dove un testo chiede di usare un comando: il comando come lo scrive il codice, una menzione che Discord
# mostra cliccabile nella lingua di chi legge (`</connect4 vs-cpu:…>`), o il suo percorso. Non scrivere mai il percorso.

not-in-game = Non stai giocando in questa partita.
not-your-turn = Non è il tuo turno.
column-full = Quella colonna è piena: scegline un'altra.
illegal-pop = Puoi estrarre solo una delle tue pedine dalla riga in fondo.
outdated = Questa griglia non è aggiornata: usa quella più recente.
game-over = Questa partita è finita.
own-challenge = Non puoi accettare la tua stessa sfida.
not-your-challenge = Questa sfida è per qualcun altro.
not-a-challenge = Questa sfida ha già ricevuto una risposta.
seat-reclaimed = Eccoti di nuovo: la CPU non gioca più al posto tuo.
bad-button = Questo pulsante non è valido.
no-game = Su questa griglia non c'è più nessuna partita.
shard-moving = Le partite di questo server stanno passando a un'altra istanza del bot: riprova tra qualche secondo.
database-away = Al momento il bot non raggiunge il suo database: non è stato giocato nulla. Riprova tra qualche secondo.
database-away-unchanged = Al momento il bot non raggiunge il suo database: non è stato cambiato nulla. Riprova tra qualche secondo.
restarted = Il bot si è riavviato prima di finire: non è stato cambiato nulla. Riprova tra un attimo.
no-game-here = Non c'è nessuna partita in questo canale.
assist-busy =
    { $n ->
        [one] Il tuo suggerimento, la tua analisi o la tua mossa del problema precedente è ancora in elaborazione: aspetta che finisca.
       *[other] Hai già { $n } suggerimenti, analisi o mosse di problemi in elaborazione, il massimo consentito: aspetta che ne finisca uno.
    }
assists-full = Ci sono molti suggerimenti, analisi e mosse di problemi in elaborazione in questo momento: riprova tra un minuto.
busy = La griglia è occupata: riprova tra un attimo.
internal = Qualcosa è andato storto; nulla è cambiato.
self-challenge = Non puoi sfidare te stesso.
bot-opponent = I bot non giocano: usa { $command } per sfidare la CPU.
already-challenged = { $who } ha già una sfida in sospeso.
cooldown = Rallenta: potrai sfidare di nuovo <t:{ $at }:R>.
user-cap =
    { $n ->
        [one] Hai già una partita in corso.
       *[other] Hai già { $n } partite in corso.
    }
cpu-cooldown = Rallenta: potrai iniziare un'altra partita contro la CPU <t:{ $at }:R>.
server-cap =
    { $n ->
        [one] Questo server ha già una partita in corso, il massimo consentito: riprova quando finisce.
       *[other] Questo server ha già { $n } partite in corso, il massimo consentito: riprova quando ne finisce una.
    }
server-cpu-cap =
    { $n ->
        [one] Questo server ha già una partita contro la CPU in corso, il massimo consentito: riprova quando finisce.
       *[other] Questo server ha già { $n } partite contro la CPU in corso, il massimo consentito: riprova quando ne finisce una.
    }
channel-busy = Questo canale è occupato: inizia la tua partita in un thread.
confirm-replace = C'è già una partita in corso in questo canale. Annullarla (senza punteggio) e iniziare la tua?
kept = La partita in corso continua.
aborted = Partita annullata (senza punteggio).
need-moderator = Ti serve il permesso Gestisci server o Gestisci messaggi.
bad-variant = { $reason } Prova `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…
match-needs-two = Gli incontri e gli orologi da scacchi sono per due giocatori: le partite a tre o quattro sono partite singole con un timer per turno.
too-many-players =
    { $invited ->
        [one] Questa variante è per { $seats } giocatori: tu e al massimo un invitato.
       *[other] Questa variante è per { $seats } giocatori: tu e al massimo { $invited } invitati.
    }
two-seats-only = Analisi e suggerimenti sono solo per partite a due.
resigned = Hai abbandonato questa partita.
already-seated = Hai già un posto in questa partita.
game-full = Questa partita è piena.
seats-reserved = I posti rimasti sono riservati ai giocatori invitati.
not-creator = Solo chi ha aperto la partita può avviarla.
join = Entra
start = Avvia (la CPU occupa i posti liberi)
leave = Esci / annulla
joined = Hai un posto: la partita inizia quando tutti i posti sono occupati.
bad-option = Opzione non valida: { $what }.
guild-only = Questo comando funziona solo in un canale di un server.
challenge-in-bot-dm = Nessun altro vede questi messaggi diretti: sfida qualcuno in un server o in un gruppo, oppure gioca qui contro di me con { $command }.
leaderboard-in-bot-dm = Le classifiche appartengono a un server o a un gruppo. Qui, { $command } mostra le tue partite giocate ovunque.
missing-permissions = Qui mi mancano Visualizza canale, Invia messaggi o Incorpora link: la partita funziona, ma i tempi scaduti appaiono solo al clic successivo. Chiedi a un moderatore di concederli.
thread-board-refused = Non ho potuto pubblicare la griglia nel thread della partita (lì mi serve Invia messaggi nei thread), quindi nessuna partita è stata avviata. Chiedi a un moderatore di concedermelo o di disattivare i thread.
not-saved = ⚠️ Al momento i progressi non vengono salvati: questa partita potrebbe andare persa se il bot si riavvia.
reposted = Questa griglia ora è in un nuovo messaggio qui sotto.
accept = Accetta
decline = Rifiuta
resign = Abbandona
rematch = Rivincita
confirm = Conferma
cancel = Annulla
your-turn = <@{ $user }>, tocca a te.
out-of-time = Il tuo tempo è scaduto: la partita è finita.
already-ready = Sei già pronto.
ready = Pronto per la prossima partita
resign-match = Abbandona l'incontro
game-in-thread = La partita si gioca in <#{ $thread }>.
need-manager = Ti serve il permesso Gestisci server.
channel-not-allowed = Su questo server non si può giocare in questo canale.
paused = La partita è in pausa: prima premi Continua.
already-paused = La partita è già in pausa.
paused-now = ⏸️ La partita è in pausa. Premi Continua sulla griglia per riprendere a giocare.
not-paused = La partita non è in pausa.
pause-already-asked = Hai chiesto tu la pausa: la risposta spetta all'altro giocatore.
no-pause-asked = Nessuna richiesta di pausa in attesa.
pause-request = ⏸️ <@{ $asker }> chiede di mettere in pausa la partita. <@{ $other }>, sei d'accordo? Gli orologi corrono finché non accetti.
pause-agreed = ⏸️ <@{ $other }> ha accettato: la partita è in pausa.
pause-refused = ▶️ <@{ $other }> ha rifiutato la pausa: si continua.
pause-button = Pausa
continue-button = Continua
hint-button = 💡 Suggerimento
review-button = Analisi
hints-off-rated = Suggerimenti disattivati in partite classificate e incontri.
hints-off-server = Suggerimenti disattivati su questo server.
not-over-yet = Puoi analizzare una partita solo quando è finita.
no-such-game = Non ho trovato nessuna tua partita finita da analizzare. Indica il codice mostrato sotto una griglia finale.
nothing-to-review = Quella partita non ha mosse da analizzare.
replay-button = Replay
replay-caption = Replay della partita { $code }
replay-link = Il replay di questa partita è qui: { $link }
replay-busy = Il replay è in fase di pubblicazione: ricontrolla tra un attimo.
replay-no-files = Non posso pubblicare il replay qui: mi manca il permesso Allega file in questo canale.
replay-private-place = Questa partita è stata giocata in un luogo privato: il suo replay si può pubblicare solo lì.
replay-cooldown = Rallenta: potrai pubblicare un altro replay <t:{ $at }:R>.
chart-no-rated-games = Ancora nessun grafico: nessuna partita classificata in questa variante su questo server dall'inizio della classifica.
chart-no-files = Niente grafico del punteggio qui: mi manca il permesso Allega file in questo canale.
chart-too-large = Niente grafico del punteggio qui: supera la dimensione massima dei file di questo canale.
chart-failed = Impossibile disegnare il grafico del punteggio stavolta.
chart-cooldown = Ancora nessun nuovo grafico del punteggio: potrai farne disegnare un altro <t:{ $at }:R>.
# Le due legende del grafico (questa e la successiva) sono disegnate con il font bitmap 8×8: solo caratteri Latin-1.
chart-rating-legend = Punteggio (fascia: ±2 RD)
chart-games-legend = Partite al mese
chart-alt =
    { $games ->
        [one] Grafico del punteggio: da { $from } a { $to } in una partita, dal { $first } al { $last }.
       *[other] Grafico del punteggio: da { $from } a { $to } in { $games } partite, dal { $first } al { $last }.
    }
replay-too-large = Questo replay supera la dimensione massima dei file di questo canale.
replay-not-over = Il replay è disponibile solo a partita finita.
replay-no-such-game = Non ho trovato nessuna tua partita finita da rivedere. Indica il codice mostrato sotto una griglia finale.
puzzle-over = Questo problema è finito: premi Avanti per un altro.
puzzle-none-left = Per ora hai visto tutti i problemi: ottimo lavoro! I nuovi arrivano dalle partite di questo server.
puzzle-not-yours = Questo problema è di qualcun altro: { $command } te ne dà uno tutto tuo.
daily-once = Hai già fatto il tuo tentativo con questo problema del giorno: uno a testa, e conta il primo.
daily-gone = Il giorno di questo problema è passato: ne esce uno nuovo ogni giorno.
nothing-to-replay = Quella partita non ha mosse da rivedere.

## Perché un id di variante è stato rifiutato.
variant-unknown = Variante sconosciuta: `{ $word }`.
variant-size-twice = Dimensione della griglia indicata due volte (`{ $word }`).
variant-repeated = `{ $word }` è indicato due volte.
# Segue "✗ " in una voce di completamento automatico di al massimo 100 caratteri, con dimensioni fino a 99×99 e
# allineamenti fino a 255: sii breve.
variant-out-of-range = Griglia { $width }×{ $height }, allineamenti di { $connect }: fuori limite (lati { $min }–{ $max }, allineamenti { $kmin }–{ $kmax } che ci stiano).
variant-incompatible = `{ $a }` e `{ $b }` non si possono combinare.
variant-empty = La variante è vuota.

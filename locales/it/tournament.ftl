# Tornei: il messaggio vivo nel canale del torneo, le risposte private di /connect4-tournament e ciò che viene detto
# all'organizzatore (render/tournament.rs, bot/tournaments/).
#
# Termini degli scacchi: turno (round), abbinamento, turno di riposo (bye), a tavolino (forfeit).

## Il messaggio vivo

tournament-title = 🏆 { $format }
tournament-format-swiss = Torneo svizzero
tournament-format-round-robin = Girone all'italiana
tournament-format-double-round-robin = Doppio girone all'italiana
tournament-format-arena = Arena
tournament-footer = Torneo { $id }
tournament-rounds =
    { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }
tournament-everyone-meets = tutti contro tutti
tournament-minutes =
    { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }
tournament-matches = incontri di due partite, a colori invertiti
tournament-single-games = partite singole
tournament-clock = orologio { $reserve } + { $increment }
tournament-timer = { $timer } a mossa
tournament-starts-at = Inizia { $at }.
tournament-starts-by-hand = Inizia quando l'organizzatore lo avvia.
tournament-check-in-open = La conferma di presenza è aperta: premi **Conferma presenza**, o all'inizio resterai fuori.
tournament-check-in-from = La conferma di presenza si apre { $at }.
tournament-round-of = Turno { $round } di { $total }
tournament-round = Turno { $round }
tournament-ends-at = Termina { $at }
tournament-paused = Messo in pausa dall'organizzatore: nessuna nuova partita inizia finché non riprende.
tournament-finished = Concluso.
tournament-cancelled = Annullato dall'organizzatore.
tournament-counter-cap = Giocatori: { $players }/{ $cap }
tournament-counter =
    { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }
tournament-entrants = Iscritti
tournament-games-now = Partite in corso
tournament-standings = Classifica
tournament-final-standings = Classifica finale
tournament-no-standings = Ancora nessun risultato.
tournament-and-more = …e altri { $count }
tournament-bye = turno di riposo
tournament-late-bye = riposo da ½ punto (iscrizione tardiva)
tournament-void = annullato
tournament-forfeit = a tavolino
tournament-playing-in = in corso in <#{ $channel }>
tournament-starting = sta per iniziare…
tournament-withdrawn = (ritirato)
# Spareggi: Buchholz, Sonneborn-Berger, scontro diretto, performance.
tournament-tb-buchholz = BH
tournament-tb-sonneborn = SB
tournament-tb-head-to-head = SD
tournament-tb-performance = Perf
tournament-join = Entra
tournament-leave = Esci
tournament-check-in = Conferma presenza
tournament-my-game = La mia partita

## Risposte ai giocatori

tournament-joined = Ci sei. Il messaggio del torneo indica quando inizia.
tournament-left = Hai lasciato il torneo.
tournament-checked-in = Presenza confermata.
tournament-not-in = Non partecipi a questo torneo.
tournament-you-withdrew = Ti sei ritirato da questo torneo.
tournament-not-started = Il torneo non è ancora iniziato.
tournament-over = Il torneo è finito.
tournament-already-in = Ci sei già.
tournament-full = Il torneo è al completo.
tournament-closed = Le iscrizioni sono chiuse.
tournament-no-check-in = La conferma di presenza non è aperta.
tournament-your-game = La tua partita contro <@{ $opponent }> è in <#{ $channel }>.
tournament-your-game-starting = La tua partita contro <@{ $opponent }> sta per iniziare.
tournament-your-bye = Nel turno { $round } riposi: aspetta il turno successivo.
tournament-wait-round = La tua partita di questo turno è finita: il turno successivo inizia quando tutte le partite sono terminate.
tournament-wait-arena = Avrai un avversario appena un altro giocatore sarà libero.
tournament-game-opens = <@{ $first }> <@{ $second }>: la vostra partita del turno { $round } del torneo { $id }. <@{ $first }> inizia la prima partita.
tournament-arena-game-opens = <@{ $first }> <@{ $second }>: la vostra partita arena del torneo { $id }. <@{ $first }> inizia.
tournament-thread-title = Torneo { $id } · turno { $round } · #{ $pairing }
tournament-arena-thread-title = Torneo { $id } · partita #{ $pairing }

## Perché (l'abbinamento spiegato)

tournament-why-none = <@{ $user }> non ha ancora un abbinamento.
tournament-why-bye = <@{ $user }> riposa nel turno { $round }: con { $points_value ->
        [one] { $points } punto
       *[other] { $points } punti
    } era il giocatore peggio classificato che non aveva ancora riposato, e il numero di giocatori era dispari.
tournament-why-late-bye = Per l'iscrizione tardiva, <@{ $user }> ha ricevuto un riposo da ½ punto nel turno { $round }.
tournament-why-hand = L'organizzatore ha abbinato <@{ $user }> a <@{ $opponent }> nel turno { $round }.
tournament-why-table = <@{ $user }> affronta <@{ $opponent }> nel turno { $round }, come prevede la tabella di Berger del girone all'italiana.
tournament-why-arena = <@{ $user }> e <@{ $opponent }> erano i giocatori liberi più vicini per posizione e punteggio.
tournament-why-swiss =
    Nel turno { $round }, <@{ $user }> ({ $points_value ->
        [one] { $points } punto
       *[other] { $points } punti
    }) affronta <@{ $opponent }> ({ $opponent_points_value ->
        [one] { $opponent_points } punto
       *[other] { $opponent_points } punti
    }): i giocatori sono abbinati all'interno del loro gruppo di punti ({ $group ->
        [one] { $group } giocatore
       *[other] { $group } giocatori
    } a { $points_value ->
        [one] { $points } punto
       *[other] { $points } punti
    }), metà alta contro metà bassa, e mai due volte finché esiste un altro abbinamento.
tournament-why-rematch-avoided = L'ordine per punti lo avrebbe abbinato a un avversario già affrontato: la rivincita è stata evitata.
tournament-why-you-first =
    Questo giocatore inizia la prima partita (finora ha iniziato { $mine ->
        [one] { $mine } volta
       *[other] { $mine } volte
    }, l'avversario { $theirs }).
tournament-why-they-first =
    L'avversario inizia la prima partita (finora ha iniziato { $theirs ->
        [one] { $theirs } volta
       *[other] { $theirs } volte
    }, contro { $mine }).

## L'organizzatore

tournament-created = Torneo { $id } creato. I giocatori si iscrivono con i pulsanti del suo messaggio.
tournament-not-organiser = Può farlo solo l'organizzatore, un membro con il permesso Gestisci server o un membro con il ruolo tornei del server.
tournament-none-here = Nessun torneo in corso in questo canale.
tournament-several = In questo server sono in corso più tornei: usa il comando nel canale del torneo.
tournament-too-few = Un torneo ha bisogno di almeno 2 giocatori per iniziare.
tournament-too-many = Un girone all'italiana ammette al massimo { $max } giocatori.
tournament-wrong-status = Il torneo ora non lo consente.
tournament-no-pairing = Questi giocatori non hanno un abbinamento del genere.
tournament-same-player = Indica due giocatori diversi.
tournament-started = Il torneo è iniziato.
tournament-paused-now = In pausa: le partite in corso continuano; non ne inizia nessuna nuova.
tournament-resumed = Ripreso.
tournament-cancelled-now = Annullato.
tournament-dropped = <@{ $user }> è fuori dal torneo.
tournament-added = <@{ $user }> ora partecipa.
tournament-result-set = Risultato registrato: <@{ $a }> { $points_a } – { $points_b } <@{ $b }>.
tournament-forbidden = <@{ $a }> e <@{ $b }> non saranno abbinati tra loro.
tournament-paired = <@{ $a }> e <@{ $b }> si affronteranno nel prossimo turno.
tournament-export-trf-swiss = Il TRF si genera solo per i tornei svizzeri: ecco il CSV.
tournament-bad-option = Il valore di `{ $option }` è fuori intervallo: { $range }.
tournament-no-start-time = Una finestra di conferma presenza richiede un orario di inizio (`starts-in`).
tournament-event-missing = Nessun evento Discord è stato creato: al bot manca il permesso Gestisci eventi.
tournament-servers-only = I tornei si svolgono nei server che hanno invitato il bot.
tournament-two-players-only = I tornei si giocano nelle varianti a due giocatori.
# Berserk (a clocked arena): half the clock for a point more on a win of at least 7 moves.
tournament-berserk-done = Berserk: il tuo orologio è dimezzato, e una vittoria in 7 mosse o più vale un punto in più.
tournament-berserk-too-late = Il berserk è possibile solo nella tua partita d'arena in corso, prima della tua prima mossa.
tournament-no-berserk = Il berserk è possibile solo una volta per partita, in un'arena con orologio.
# The server setting of who runs tournaments besides Manage Server (/connect4-admin settings).
settings-label-tournament-role = Organizzatori di tornei
settings-tournament-role-none = membri con Gestisci server

# Le durate, le legende della classifica, perché un torneo si è fermato (il suo messaggio e il messaggio diretto
# all'organizzatore) e ciò che create, start e i comandi del torneo rifiutano (render/tournament, bot/tournaments).
tournament-days = { $n ->
        [one] { $n } giorno
       *[other] { $n } giorni
    }
tournament-legend-swiss = _punti · BH Buchholz · SB Sonneborn-Berger · V-P-S vittorie, pareggi, sconfitte_
tournament-legend-round-robin = _punti · SB Sonneborn-Berger · SD scontro diretto · V-P-S vittorie, pareggi, sconfitte_
tournament-legend-arena = _punti (doppi in una serie 🔥) · Perf performance · V-P-S vittorie, pareggi, sconfitte_
tournament-paused-permissions = In pausa: il bot non può aprire thread né scriverci qui (gli servono Crea thread pubblici e Invia messaggi nei thread). Una volta risolto, l'organizzatore lo riprende con { $command }.
tournament-paused-thread-limit = In pausa: questo server ha raggiunto il limite di Discord di 1.000 thread attivi. Quando alcuni saranno archiviati, l'organizzatore lo riprende con { $command }.
tournament-paused-refused = In pausa: Discord ha rifiutato più volte di aprire le sue partite (errore { $code }). L'organizzatore lo riprende con { $command }.
tournament-cancelled-channel-gone = Annullato: il suo canale è stato eliminato.
tournament-cancelled-never-started = Annullato: nessuno lo ha avviato entro { $days } giorni.
tournament-cancelled-too-few = Annullato: meno di 2 giocatori all'avvio.
tournament-start-too-many = Non avviato: un girone all'italiana accetta al massimo { $max } giocatori. L'organizzatore lo avvia con { $command } quando alcuni se ne saranno andati.
tournament-stop-notice = { $title } in <#{ $channel }>: { $reason }
tournament-wrong-channel = I tornei si giocano in un canale testuale del server, non in un thread, un forum, la chat di un canale vocale o un canale di annunci.
tournament-missing-permissions = Per organizzare un torneo qui il bot ha bisogno di: { $missing }.
tournament-permission-create-threads = Crea thread pubblici
tournament-permission-send-in-threads = Invia messaggi nei thread
tournament-permission-send = Invia messaggi
tournament-too-many-here = Questo server ha già { $max } tornei aperti o in corso: finiscine o annullane uno prima.
tournament-elsewhere = Quel torneo è di un altro server o di un altro canale.
tournament-not-visible = Non puoi vedere il canale di quel torneo.
tournament-unknown = Non c'è nessun torneo del genere in corso su questo server.

# Le regole di Forza quattro e delle sue varianti (/connect4 rules), un paragrafo per messaggio: prima la griglia e i
# turni, poi un paragrafo per ogni caratteristica della variante. I paragrafi sono separati da una riga vuota, e la
# combinazione più lunga deve stare in un solo messaggio di Discord (2.000 caratteri).

## La griglia e i turni

# L'inizio del primo paragrafo per il gioco classico.
rules-title = **Forza quattro**
# Lo stesso per qualsiasi altra variante; $variant è il suo id, come `popout+cylinder`.
rules-title-variant = **Forza quattro** `{ $variant }`
# L'ordine dei turni, che entra in rules-board come $turns: due giocatori, tre giocatori, due squadre da due.
rules-turns-two = Inizia il rosso, poi si gioca a turni alterni.
rules-turns-three = Tre giocatori: inizia il rosso, poi il giallo, poi il verde (🔴🟡🟢), a rotazione.
rules-turns-teams = Due squadre da due: la squadra A gioca con il rosso, la B con il giallo, e i turni vanno A1, B1, A2, B2 (🔴🟡🔴🟡). Un allineamento di uno dei due compagni fa vincere la squadra.
# Il primo paragrafo: $title è rules-title o rules-title-variant, $width e $height le dimensioni della griglia (da 4 a 10
# ciascuna), $turns una delle frasi rules-turns-, $connect la lunghezza di un allineamento vincente (da 3 a 6).
rules-board =
    { $title } — { $width } colonne, { $height } righe. { $turns } Premi il pulsante di una colonna: la tua pedina cade nella casella libera più in basso. Una colonna piena non si può scegliere (il turno resta tuo). { $connect ->
        [4] Quattro
       *[other] { $connect }
    } pedine tue in fila — in orizzontale, in verticale o in diagonale — vincono subito; vale anche un allineamento più lungo. Se la griglia si riempie senza allineamenti, è pareggio.

## Un paragrafo per caratteristica

# $connect è la lunghezza di un allineamento vincente: "forza quattro" quando è 4, "un allineamento" altrimenti.
rules-popout = **{ -variant-popout }** — invece di inserire una pedina, puoi estrarre una delle *tue* pedine dalla riga in fondo (pulsanti ⏏): esce dalla griglia e la colonna scende di una casella. Dopo un'estrazione si controllano entrambi i colori: se tutti e due fanno { $connect ->
        [4] forza quattro
       *[other] un allineamento
    }, vince chi ha estratto; se { $connect ->
        [4] fa forza quattro
       *[other] fa un allineamento
    } solo l'avversario, vince l'avversario. Una griglia svuotata dalle estrazioni è pareggio, e lo è anche la terza ripetizione di una posizione.
# $players è "teams" in una partita a due squadre da due (perde tutta la squadra), altrimenti "two" o "three".
rules-misere = **{ -variant-misere }** — l'obiettivo si ribalta: { $players ->
        [teams] chi completa un allineamento perde subito (e con lui la sua squadra), quindi costringi gli avversari a farlo.
       *[other] chi completa un allineamento perde subito, quindi costringi gli avversari a farlo.
    } Se la griglia si riempie senza allineamenti, è comunque pareggio.
rules-cylinder = **{ -variant-cylinder }** — la griglia si chiude ad anello: l'ultima colonna tocca la prima, quindi un allineamento orizzontale o diagonale può uscire da un lato e proseguire dall'altro. Gli allineamenti verticali non cambiano.
# $popout è "yes" quando è attivo anche PopOut (le pedine non si possono mai estrarre), altrimenti "no".
rules-five-in-a-row = **{ -variant-five-in-a-row }** — una griglia 9×6 in cui bisogna allinearne cinque. Le due colonne esterne partono piene, dal basso verso l'alto: la prima rosso, giallo, rosso…, l'ultima giallo, rosso, giallo… { $popout ->
        [yes] Quelle pedine contano per gli allineamenti come tutte le altre, ma non si possono mai estrarre.
       *[no] Quelle pedine contano per gli allineamenti come tutte le altre e non lasciano mai la griglia.
    }
rules-obstacles = **{ -variant-obstacles }** — alcune caselle in fondo partono bloccate (🟫), disposte a specchio per non favorire nessuno. Le pedine si impilano sopra. Vengono sorteggiate alla creazione della partita e restano per tutta la partita o l'incontro.
# $n è il numero di mosse giocate a caso.
rules-random-opening = **{ -variant-random-opening }** — le prime mosse (di norma { $n }) vengono giocate a caso alla creazione della partita, scelte in modo che nessuno possa vincere subito. La partita prosegue da lì.
rules-three-players = **{ -variant-three-players }** — chi abbandona (o esaurisce il tempo) resta sulla griglia: le sue pedine rimangono e la CPU gioca i suoi turni, ma non può più vincere. Se quel posto completa un allineamento, la partita finisce in parità tra i giocatori ancora in gioco. Vince l'ultimo giocatore rimasto in gioco.
rules-two-vs-two = **{ -variant-two-vs-two }** — se un compagno di squadra abbandona o perde per tempo, tutta la squadra perde la partita.
# Shown with the rules where the bot was not invited (a private chat, a server that did not invite it).
rules-where = **Dove si gioca** — installato sul tuo account, cuatro gioca nei messaggi diretti, nei gruppi e nei server che permettono app esterne. Dove non sono stato invitato, una griglia si aggiorna quando qualcuno ne preme un pulsante o usa un comando (un tempo scaduto si vede al clic successivo), un gruppo ha la sua classifica e un server non ha impostazioni né problema del giorno.

## Nomi delle varianti
-variant-popout = PopOut
-variant-misere = Misère
-variant-cylinder = Cilindro
-variant-five-in-a-row = Cinque in fila
-variant-obstacles = Ostacoli
-variant-random-opening = Apertura casuale
-variant-three-players = Tre giocatori
-variant-two-vs-two = Due contro due
variant-name-classic = Classico
variant-name-popout = { -variant-popout }
variant-name-misere = { -variant-misere }
variant-name-cylinder = { -variant-cylinder }
variant-name-five-in-a-row = { -variant-five-in-a-row }
variant-name-obstacles = { -variant-obstacles }
variant-name-random-opening = { -variant-random-opening }
variant-name-three-players = { -variant-three-players }
variant-name-two-vs-two = { -variant-two-vs-two }
variant-name-size = { $connect ->
        [4] { $width }×{ $height }
       *[other] { $width }×{ $height }, file di { $connect }
    }

# I dati di ogni utente: /connect4 my-data e /connect4 forget-me, e come si chiama un giocatore dimenticato.

former-player = un ex giocatore
my-data-caption = Tutto ciò che cuatro conserva su di te, in JSON: le tue partite e le loro mosse, i tuoi punteggi in ogni server e variante, il tuo punteggio e i tuoi tentativi nei problemi, e i tuoi tornei. { $forget } lo cancella.
my-data-too-large = I tuoi dati ({ $size } MB) superano ciò che Discord mi lascia allegare qui. Chiedili a chi gestisce il bot.
forget-title = Dimenticarti?
forget-warning = ⚠️ I tuoi punteggi, le tue statistiche, il tuo storico dei problemi e le tue righe nelle classifiche verranno cancellati in tutti i server. Le tue partite finite conservano le mosse per i tuoi avversari, e lì comparirai come «{ former-player }». Lascerai i tornei in corso. Non si può annullare.
forget-button = Dimenticami
forget-done-title = Sei stato dimenticato
forget-done = Niente di ciò che cuatro conserva ti nomina più: { $deleted ->
    [one] 1 dato è stato cancellato
   *[other] { $deleted } dati sono stati cancellati
} e { $anonymised ->
    [one] 1 ora mostra «{ former-player }».
   *[other] { $anonymised } ora mostrano «{ former-player }».
}
forget-not-yours = Questa conferma è di qualcun altro: non è stato cancellato niente.
forget-cancelled-title = Non è stato cancellato niente
forget-cancelled = I tuoi dati sono invariati.
forget-games-under-way = { $count ->
    [one] Hai una partita in corso: finiscila o abbandonala ({ $resign }), poi chiedi di nuovo.
   *[other] Hai { $count } partite in corso: finiscile o abbandonale ({ $resign }), poi chiedi di nuovo.
}

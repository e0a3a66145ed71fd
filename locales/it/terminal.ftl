# Le partite giocate in un terminale: `cuatro play` contro la CPU e `cuatro puzzle play` (cli/play.rs,
# cli/puzzle_play.rs). La notazione delle mosse, le righe `moves:` e `result:` e i comandi da digitare (`quit`, `q`)
# restano uguali in ogni lingua.

## Colori, come vengono chiamate nelle frasi le pedine del giocatore

terminal-colour-red = rosso
terminal-colour-yellow = giallo
terminal-colour-green = verde

## cuatro play

# $variant è un id di variante; $level è il nome di un livello della CPU (vedi board-level-…); $colour è uno dei colori qui sopra.
terminal-play-intro = cuatro: { $variant } contro la CPU (livello { $level }). Giochi con il { $colour }.
terminal-play-help = Scrivi una colonna (`4` o `d`); `quit` per uscire.
terminal-play-help-popout = Scrivi una colonna (`4` o `d`), o `d^` per estrarre; `quit` per uscire.
# $moves è un elenco numerato di mosse come "1. d 2. c".
terminal-play-opening = apertura casuale: { $moves }
# $move è la mossa con il suo numero, come "3. d".
terminal-play-cpu-move = la cpu ({ $colour }) gioca { $move }
# Il prompt; la mossa digitata segue sulla stessa riga.
terminal-play-prompt = la tua mossa ({ $colour }) >{ " " }
terminal-play-end-of-input = fine dell'input: partita lasciata a metà
terminal-play-quit = partita lasciata a metà
# $reason spiega il motivo (vedi i messaggi terminal-move- qui sotto).
terminal-play-illegal = `{ $token }` non è una mossa valida: { $reason }

## cuatro puzzle play

terminal-puzzle-help = Le colonne sono 1-7 (o a-g); in PopOut, 4^ (o d^) estrae; q per uscire.
# $n conta i problemi a partire da 1; $goal è uno degli obiettivi qui sotto.
terminal-puzzle-header = Problema { $n } di { $total }. { $goal }
# Lo stesso per un problema di una variante diversa da classic; $variant è un id di variante.
terminal-puzzle-header-variant = Problema { $n } di { $total } ({ $variant }). { $goal }
# $colour è `red`, `yellow` o `green`: la parte che deve muovere.
terminal-puzzle-goal-win-now =
    { $colour ->
        [red] Il rosso
        [yellow] Il giallo
       *[green] Il verde
    } muove e vince subito.
terminal-puzzle-goal-win-in =
    { $colour ->
        [red] Il rosso
        [yellow] Il giallo
       *[green] Il verde
    } muove e vince in { $moves } mosse.
terminal-puzzle-goal-only-move =
    { $colour ->
        [red] Il rosso
        [yellow] Il giallo
       *[green] Il verde
    } muove: trova l'unica mossa che non perde.
terminal-puzzle-prompt = la tua mossa>{ " " }
terminal-puzzle-not-a-move = Serve una mossa: una colonna 1-7 o a-g (in PopOut, 4^ o d^ estrae).
terminal-puzzle-impossible = Qui quella mossa non è possibile.
# $move e $reply sono mosse in notazione, come "d" o "c^".
terminal-puzzle-keeps = { $move } mantiene il risultato. La difesa risponde { $reply }.
terminal-puzzle-solved = Risolto!
# $after è una delle frasi terminal-puzzle-after-…; $keeping elenca mosse come "c, d".
terminal-puzzle-slip = Con { $move } il risultato sfugge. { $after } Mosse che lo mantenevano: { $keeping }.
terminal-puzzle-after-defence-wins = Ora vince l'altra parte.
terminal-puzzle-after-draw = Ora è pareggio.
terminal-puzzle-after-too-slow = Vinci lo stesso, ma troppo tardi.
terminal-puzzle-after-unclear = Nessuno ha una vittoria forzata entro { $moves } mosse.
# $line elenca le mosse della soluzione come "d, c, d".
terminal-puzzle-solution = Soluzione: { $line }.
terminal-puzzle-score = risolti { $solved } su { $tried }

## Perché una mossa digitata è stata rifiutata: il motivo dopo "non è una mossa valida:".
terminal-move-unreadable = una mossa è una colonna, come cifra 1-9 o lettera a-j, seguita da `^` per estrarre
terminal-move-no-such-column = non esiste la colonna { $column } (colonne 1-{ $width })
terminal-move-column-full = la colonna { $column } è piena
terminal-move-no-pops = in questa variante non si estrae
terminal-move-pop-empty = la colonna { $column } è vuota: non c'è niente da estrarre
terminal-move-pop-not-own = la pedina in fondo alla colonna { $column } non è tua
terminal-move-pop-locked = le pedine della colonna { $column } sono fisse e non si possono estrarre
terminal-move-game-over = la partita è finita

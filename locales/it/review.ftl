# Analisi dopo la partita e suggerimenti (render/review.rs, bot/review.rs), e le parole del replay animato in GIF
# (render/replay/caption.rs). I nomi delle mosse (`d`, `a^`) e le lettere delle colonne sono notazione e vengono dal codice.
# I testi di analisi e suggerimenti sono markdown di Discord: mantieni `**…**` attorno a ciò che va in grassetto.

## Analisi

# Il titolo di un'analisi: l'id della variante (`classic`, `popout`…) e il codice della partita.
review-title = Analisi · partita { $code }

# L'intestazione di ogni partita di un incontro in un'analisi.
review-match-game = **Partita { $game } di { $games }**

# L'etichetta di una mossa analizzata, dopo il suo simbolo (✓ ?! ? ??, lasciati come sono).
review-label-best = ✓ migliore
review-label-inaccuracy = ?! imprecisione
review-label-mistake = **? errore**
review-label-blunder = **?? errore grave**

# Dopo una mossa che non era la migliore: la mossa che lo era ($best è il nome di una mossa, come `d`).
review-better = (migliore: { $best })

# Il risultato dopo una mossa, giocando al meglio: pareggio, o un colore che vince (in $moves mosse sue).
# In minuscolo: segue un " · " a metà della riga di una mossa.
review-outcome-draw = pareggio
review-outcome-win =
    { $colour ->
        [red] vince il rosso
        [yellow] vince il giallo
       *[green] vince il verde
    }
review-outcome-win-in =
    { $colour ->
        [red] vince il rosso in { $moves }
        [yellow] vince il giallo in { $moves }
       *[green] vince il verde in { $moves }
    }

# Il segno alla fine della riga della mossa che ha deciso la partita.
review-decided = ⚡ ha deciso la partita

# Il piè di pagina di una pagina dell'analisi: la pagina, poi il significato dei simboli.
review-footer = Pagina { $page } di { $pages } · ✓ migliore · ?! imprecisione (stesso risultato, più lenta) · ? errore (risultato peggiore) · ?? errore grave (da vittoria a sconfitta)

## Suggerimenti

# La mossa indicata da un suggerimento: un inserimento o un'estrazione, con il numero della colonna (1 è la più a
# sinistra). $move è notazione.
hint-move-drop = **{ $move }** (colonna { $column })
hint-move-pop = **{ $move }** (estrai dalla colonna { $column })

# Un suggerimento: $move è uno dei due testi qui sopra; $moves conta le mosse fino alla fine.
hint-win-now = 💡 Gioca { $move }: vince subito.
hint-win-in =
    { $moves ->
        [one] 💡 Gioca { $move }: vince in { $moves } mossa.
       *[other] 💡 Gioca { $move }: vince in { $moves } mosse.
    }
hint-win = 💡 Gioca { $move }: vince.
hint-draw = 💡 Gioca { $move }: assicura il pareggio.
hint-loss-in =
    { $moves ->
        [one] 💡 Ogni mossa perde; { $move } resiste più a lungo (all'avversario serve ancora { $moves } mossa).
       *[other] 💡 Ogni mossa perde; { $move } resiste più a lungo (all'avversario servono ancora { $moves } mosse).
    }
hint-loss = 💡 Ogni mossa perde; { $move } resiste più a lungo.
hint-unclear = 💡 Gioca { $move }: la mossa più forte trovata dalla ricerca.

## Replay in GIF
## La didascalia e la scritta del replay sono disegnate nell'immagine con un piccolo font bitmap che ha solo i
## caratteri Latin-1 (le lettere delle lingue dell'Europa occidentale con i loro accenti, e · ± × e simili): un
## carattere fuori da Latin-1 non compare nell'immagine. Tutti i testi replay-colour, replay-team, replay-result-*,
## replay-banner-* e replay-caption-* devono restare in Latin-1. Il testo alternativo (replay-alt, replay-alt-line)
## non viene disegnato: lì va bene qualsiasi carattere.

# Il nome di un colore accanto al suo campione, e nei risultati qui sotto ($winner).
replay-colour =
    { $colour ->
        [red] Rosso
        [yellow] Giallo
       *[green] Verde
    }
# Lo stesso nel due contro due, dove ogni colore è una squadra.
replay-team =
    { $colour ->
        [red] Squadra rossa
        [yellow] Squadra gialla
       *[green] Squadra verde
    }

# Il risultato in una frase ($winner è un nome di colore o di squadra tra quelli qui sopra).
replay-result-draw-full = Pareggio: la griglia è piena
replay-result-draw-emptied = Pareggio: la griglia si è svuotata
replay-result-draw-repetition = Pareggio per ripetizione
replay-result-draw = Pareggio
replay-result-none = Nessun risultato
# Una partita misère: chi completa un allineamento perde.
replay-result-misere = Vince { $winner }: l'avversario ha completato un allineamento
replay-result-line = Vince { $winner } con un allineamento
replay-result-resigned = Vince { $winner } per abbandono
replay-result-timeout = Vince { $winner } per tempo
replay-result-win = Vince { $winner }

# La scritta dell'ultimo fotogramma quando non è segnato nessun allineamento (un pareggio, o nessun risultato,
# mostra replay-result-draw o -none).
replay-banner-win = Vince { $winner }

# Le righe della didascalia sotto i colori: l'id della variante e il numero di mosse; il risultato e la data
# (`AAAA-MM-GG`).
replay-caption-moves =
    { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
replay-caption-result = { $result } · { $date }

# La descrizione della GIF per i lettori di schermo; $cells sono le caselle dell'allineamento vincente (`a1 b2 c3 d4`).
replay-alt =
    { $moves ->
        [one] Replay di Forza quattro ({ $variant }, { $moves } mossa): { $result }. { $date }.
       *[other] Replay di Forza quattro ({ $variant }, { $moves } mosse): { $result }. { $date }.
    }
replay-alt-line =
    { $moves ->
        [one] Replay di Forza quattro ({ $variant }, { $moves } mossa): { $result }. Allineamento vincente: { $cells }. { $date }.
       *[other] Replay di Forza quattro ({ $variant }, { $moves } mosse): { $result }. Allineamento vincente: { $cells }. { $date }.
    }

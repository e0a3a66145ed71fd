# Die Partien im Terminal: `cuatro play` gegen die CPU und `cuatro puzzle play` (cli/play.rs,
# cli/puzzle_play.rs). Zugnotation, die Zeilen `moves:` und `result:` und die eingetippten Befehle (`quit`, `q`)
# bleiben in jeder Sprache, wie sie sind.

## Farben, wie die Steine des Spielers in Sätzen heißen

terminal-colour-red = Rot
terminal-colour-yellow = Gelb
terminal-colour-green = Grün

## cuatro play

# $variant ist eine Varianten-ID; $level ist der Name einer CPU-Stufe (siehe board-level-…); $colour ist eine der Farben oben.
terminal-play-intro = cuatro: { $variant } gegen die CPU ({ $level }). Du spielst { $colour }.
terminal-play-help = Gib eine Spalte ein (`4` oder `d`); `quit` beendet.
terminal-play-help-popout = Gib eine Spalte ein (`4` oder `d`) oder `d^` zum Herausziehen; `quit` beendet.
# $moves ist eine nummerierte Zugliste wie "1. d 2. c".
terminal-play-opening = zufällige Eröffnung: { $moves }
# $move ist der Zug mit seiner Nummer, etwa "3. d".
terminal-play-cpu-move = cpu ({ $colour }) spielt { $move }
# Die Eingabeaufforderung; der eingetippte Zug folgt in derselben Zeile.
terminal-play-prompt = dein Zug ({ $colour }) >{ " " }
terminal-play-end-of-input = Ende der Eingabe: Partie nicht zu Ende gespielt
terminal-play-quit = Partie nicht zu Ende gespielt
# $reason sagt, warum (siehe die terminal-move-Meldungen unten).
terminal-play-illegal = `{ $token }` ist kein gültiger Zug: { $reason }

## cuatro puzzle play

terminal-puzzle-help = Spalten sind 1-7 (oder a-g); in PopOut zieht 4^ (oder d^) heraus; q beendet.
# $n zählt die Rätsel ab 1; $goal ist eines der Ziele unten.
terminal-puzzle-header = Rätsel { $n } von { $total }. { $goal }
# Dasselbe für ein Rätsel in einer anderen Variante als classic; $variant ist eine Varianten-ID.
terminal-puzzle-header-variant = Rätsel { $n } von { $total } ({ $variant }). { $goal }
# $colour ist `red`, `yellow` oder `green`: die Seite am Zug.
terminal-puzzle-goal-win-now =
    { $colour ->
        [red] Rot
        [yellow] Gelb
       *[green] Grün
    } zieht und gewinnt sofort.
terminal-puzzle-goal-win-in =
    { $colour ->
        [red] Rot
        [yellow] Gelb
       *[green] Grün
    } zieht und gewinnt in { $moves } Zügen.
terminal-puzzle-goal-only-move =
    { $colour ->
        [red] Rot
        [yellow] Gelb
       *[green] Grün
    } zieht: Finde den einzigen Zug, der nicht verliert.
terminal-puzzle-prompt = dein Zug>{ " " }
terminal-puzzle-not-a-move = Bitte einen Zug: eine Spalte 1-7 oder a-g (4^ oder d^ zieht in PopOut heraus).
terminal-puzzle-impossible = Dieser Zug ist hier nicht möglich.
# $move und $reply sind Züge in Notation, etwa "d" oder "c^".
terminal-puzzle-keeps = { $move } ist richtig. Die Verteidigung antwortet { $reply }.
terminal-puzzle-solved = Gelöst!
# $after ist einer der Sätze terminal-puzzle-after-…; $keeping führt Züge auf wie "c, d".
terminal-puzzle-slip = { $move } ist ein Fehler. { $after } Richtige Züge: { $keeping }.
terminal-puzzle-after-defence-wins = Jetzt gewinnt die Gegenseite.
terminal-puzzle-after-draw = Jetzt endet es unentschieden.
terminal-puzzle-after-too-slow = Du gewinnst noch, aber nicht schnell genug.
terminal-puzzle-after-unclear = Keine Seite kann in { $moves } Zügen den Sieg erzwingen.
# $line führt die Züge der Lösung auf wie "d, c, d".
terminal-puzzle-solution = Lösung: { $line }.
terminal-puzzle-score = { $solved } von { $tried } gelöst

## Warum ein eingetippter Zug abgelehnt wurde: der Grund nach „ist kein gültiger Zug:“.
terminal-move-unreadable = ein Zug ist eine Spalte, als Ziffer 1-9 oder Buchstabe a-j, mit `^` dahinter zum Herausziehen
terminal-move-no-such-column = es gibt keine Spalte { $column } (Spalten 1-{ $width })
terminal-move-column-full = Spalte { $column } ist voll
terminal-move-no-pops = in dieser Variante wird nichts herausgezogen
terminal-move-pop-empty = Spalte { $column } ist leer: da ist nichts herauszuziehen
terminal-move-pop-not-own = der unterste Stein von Spalte { $column } gehört nicht dir
terminal-move-pop-locked = die Steine von Spalte { $column } sind fest und können nicht herausgezogen werden
terminal-move-game-over = die Partie ist vorbei

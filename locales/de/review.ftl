# Analysen nach der Partie und Tipps (render/review.rs, bot/review.rs) sowie die Texte des animierten GIF-Replays
# (render/replay/caption.rs). Zugnamen (`d`, `a^`) und Spaltenbuchstaben sind Notation und kommen aus dem Code.
# Analyse- und Tipptexte sind Discord-Markdown: `**…**` um das, was fett ist, bleibt erhalten.

## Analysen

# Der Titel einer Analyse: die Varianten-ID (`classic`, `popout`…) und der Code der Partie.
review-title = Analyse · Partie { $code }

# Die Überschrift jeder Partie eines Matches in einer Analyse.
review-match-game = **Partie { $game } von { $games }**

# Die Bewertung eines analysierten Zugs, nach seinem Symbol (✓ ?! ? ?? bleiben, wie sie sind).
review-label-best = ✓ bester Zug
review-label-inaccuracy = ?! Ungenauigkeit
review-label-mistake = **? Fehler**
review-label-blunder = **?? Patzer**

# Nach einem Zug, der nicht der beste war: der beste Zug ($best ist ein Zugname wie `d`).
review-better = (besser: { $best })

# Das Ergebnis nach einem Zug bei bestem Spiel: unentschieden, oder eine Farbe gewinnt (in $moves eigenen Zügen).
# Klein anfangen: Es steht nach einem " · " mitten in der Zeile eines Zugs.
review-outcome-draw = unentschieden
review-outcome-win =
    { $colour ->
        [red] Rot gewinnt
        [yellow] Gelb gewinnt
       *[green] Grün gewinnt
    }
review-outcome-win-in =
    { $colour ->
        [red] Rot gewinnt in { $moves }
        [yellow] Gelb gewinnt in { $moves }
       *[green] Grün gewinnt in { $moves }
    }

# Die Markierung am Ende der Zeile des Zugs, der die Partie entschieden hat.
review-decided = ⚡ entscheidender Zug

# Die Fußzeile einer Analyseseite: die Seite, dann die Bedeutung der Symbole.
review-footer = Seite { $page } von { $pages } · ✓ bester Zug · ?! Ungenauigkeit (gleiches Ergebnis, langsamer) · ? Fehler (schlechteres Ergebnis) · ?? Patzer (aus Sieg wird Niederlage)

## Tipps

# Der Zug, den ein Tipp nennt: Einwerfen oder Herausziehen, mit der Nummer der Spalte (1 ist ganz links). $move ist Notation.
hint-move-drop = **{ $move }** (Spalte { $column })
hint-move-pop = **{ $move }** (aus Spalte { $column } herausziehen)

# Ein Tipp: $move ist einer der beiden Texte oben; $moves zählt die Züge bis zum Ende.
hint-win-now = 💡 Spiel { $move }: Damit gewinnst du sofort.
hint-win-in =
    { $moves ->
        [one] 💡 Spiel { $move }: Damit gewinnst du in { $moves } Zug.
       *[other] 💡 Spiel { $move }: Damit gewinnst du in { $moves } Zügen.
    }
hint-win = 💡 Spiel { $move }: Damit gewinnst du.
hint-draw = 💡 Spiel { $move }: Damit hältst du das Unentschieden.
hint-loss-in =
    { $moves ->
        [one] 💡 Jeder Zug verliert; { $move } hält am längsten stand (dein Gegner braucht noch { $moves } Zug).
       *[other] 💡 Jeder Zug verliert; { $move } hält am längsten stand (dein Gegner braucht noch { $moves } Züge).
    }
hint-loss = 💡 Jeder Zug verliert; { $move } hält am längsten stand.
hint-unclear = 💡 Spiel { $move }: der stärkste Zug, den die Suche gefunden hat.

## GIF-Replays
## Für Übersetzer: Bildunterschrift und Banner des Replays werden mit einer kleinen Bitmap-Schrift ins Bild
## gezeichnet, die nur die Latin-1-Zeichen kennt (die Buchstaben westeuropäischer Sprachen mit ihren Akzenten sowie
## · ± × und Ähnliches): Ein Zeichen außerhalb von Latin-1 fehlt im Bild. Alle Texte replay-colour, replay-team,
## replay-result-*, replay-banner-* und replay-caption-* müssen in Latin-1 bleiben. Der Alternativtext (replay-alt,
## replay-alt-line) wird nicht gezeichnet: Dort geht jedes Zeichen.

# Der Name einer Farbe neben ihrem Farbfeld und in den Ergebnissen unten ($winner).
replay-colour =
    { $colour ->
        [red] Rot
        [yellow] Gelb
       *[green] Grün
    }
# Dasselbe bei Zwei gegen zwei, wo jede Farbe ein Team ist.
replay-team =
    { $colour ->
        [red] Team Rot
        [yellow] Team Gelb
       *[green] Team Grün
    }

# Das Ergebnis als Satz ($winner ist ein Farb- oder Teamname von oben).
replay-result-draw-full = Unentschieden: Spielfeld voll
replay-result-draw-emptied = Unentschieden: Spielfeld geleert
replay-result-draw-repetition = Unentschieden durch Wiederholung
replay-result-draw = Unentschieden
replay-result-none = Kein Ergebnis
# Eine Misère-Partie: Wer eine Reihe vollendet, verliert.
replay-result-misere = { $winner } gewinnt: Die Gegenseite hat eine Reihe vollendet
replay-result-line = { $winner } gewinnt mit einer Reihe
replay-result-resigned = { $winner } gewinnt durch Aufgabe
replay-result-timeout = { $winner } gewinnt auf Zeit
replay-result-win = { $winner } gewinnt

# Das Banner des letzten Bilds, wenn keine Reihe markiert ist (ein Unentschieden oder kein Ergebnis zeigt
# replay-result-draw bzw. -none).
replay-banner-win = { $winner } gewinnt

# Die Zeilen der Bildunterschrift unter den Farben: die Varianten-ID und die Zahl der Züge; das Ergebnis und das
# Datum (`YYYY-MM-DD`).
replay-caption-moves =
    { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
replay-caption-result = { $result } · { $date }

# Die Beschreibung des GIFs für Screenreader; $cells sind die Felder der Gewinnreihe (`a1 b2 c3 d4`).
replay-alt =
    { $moves ->
        [one] Replay einer Partie Vier gewinnt ({ $variant }, { $moves } Zug): { $result }. { $date }.
       *[other] Replay einer Partie Vier gewinnt ({ $variant }, { $moves } Züge): { $result }. { $date }.
    }
replay-alt-line =
    { $moves ->
        [one] Replay einer Partie Vier gewinnt ({ $variant }, { $moves } Zug): { $result }. Gewinnreihe: { $cells }. { $date }.
       *[other] Replay einer Partie Vier gewinnt ({ $variant }, { $moves } Züge): { $result }. Gewinnreihe: { $cells }. { $date }.
    }

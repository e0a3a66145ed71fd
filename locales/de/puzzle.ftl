# Der Rätseltrainer und das Tagesrätsel (render/puzzle.rs, render/puzzle_text.rs): die Nachricht eines Rätsels, die
# Rätsel-Rangliste, die Rätselzeile von /connect4 stats, der tägliche Beitrag und seine Zeile in den
# Servereinstellungen. Züge (`c`, `a^`) und Zuglisten (`c, d, e`) sind Notation und kommen aus dem Code; $stone ist
# ein farbiges Stein-Emoji (🔴 🟡). Die Texte sind Discord-Markdown; `<@…>` nennt einen Nutzer, `<#…>` einen Kanal.

## Die Nachricht eines Rätsels

# Ihr Titel: die Nummer des Rätsels und seine Wertung.
puzzle-title = Rätsel #{ $id } · Wertung { $rating }

# Was zu finden ist: ein Sieg in einem Zug, ein Sieg in $moves Zügen oder der einzige Zug, der nicht verliert.
puzzle-goal-win-now = { $stone } zieht und gewinnt sofort.
puzzle-goal-win =
    { $moves ->
        [one] { $stone } zieht und gewinnt in { $moves } Zug.
       *[other] { $stone } zieht und gewinnt in { $moves } Zügen.
    }
puzzle-goal-only = { $stone } zieht: Finde den einzigen Zug, der nicht verliert.

# Unter dem Ziel eines PopOut-Rätsels (⏏ ist das Zeichen der Herausziehen-Buttons).
puzzle-popout-rule = PopOut: Ein Zug kann auch einen deiner eigenen Steine unten aus einer Spalte herausziehen (⏏).

# Ein Zug, der das Ziel wahrt, und die Antwort der Verteidigung ($stone ist der Stein der Verteidigung).
puzzle-go-on = ✅ { $played } ist richtig. { $stone } antwortet { $reply }.
puzzle-solved = 🎉 Gelöst!
puzzle-failed = ❌ { $played } ist ein Fehler.

# Was der falsche Zug hinterlässt: Die Verteidigung ($stone) gewinnt, ein Unentschieden, der Löser ($stone) gewinnt
# zu langsam, oder kein erzwungener Sieg in $moves Zügen.
puzzle-verdict-loses = Danach gewinnt { $stone } bei bestem Spiel.
puzzle-verdict-draw = Danach endet es bei bestem Spiel unentschieden.
puzzle-verdict-slow = Danach gewinnt { $stone } zwar noch, aber nicht in der vorgegebenen Zugzahl.
puzzle-verdict-unclear =
    { $moves ->
        [one] Danach kann keine Seite in { $moves } Zug den Sieg erzwingen.
       *[other] Danach kann keine Seite in { $moves } Zügen den Sieg erzwingen.
    }
puzzle-keeping = Richtige Züge: { $columns }.
puzzle-solution = Lösung: { $line }.

# Die Rätselwertung des Lösers vorher und nachher, die Änderung mit Vorzeichen (`+12`, `-68`) und die Lösungen in Folge.
puzzle-rating-change = Rätselwertung { $before } → { $after } ({ $change }) · in Folge gelöst: { $streak }

# Die Fußzeile: woher das Rätsel stammt. $red und $yellow sind ein Spieler (`<@…>`) oder `CPU`.
puzzle-from-game = Aus einer Partie { $red } gegen { $yellow }, Zug { $move_no }.
puzzle-from-set = Aus der Rätselsammlung von cuatro, vom Solver geprüft.

# Der Button zum nächsten Rätsel (puzzle-over in messages.ftl nennt ihn „Weiter“).
puzzle-next = Weiter

## Die Rätsel-Rangliste (/connect4 puzzle top)

puzzle-top-title = Rätsel-Rangliste
# Eine Zeile: der Rang, der Spieler, seine Rätselwertung, die gelösten Rätsel und seine längste Serie.
puzzle-top-line = { $place }. <@{ $user }> — { $rating } · { $solved } gelöst · beste Serie { $best_streak }
puzzle-top-empty = Auf diesem Server hat noch niemand ein Rätsel beendet: Probier { $command }.

## Das Rätselfeld von /connect4 stats

puzzle-stats-title = Rätsel
# Die Wertung ± ihre Abweichung, die gelösten und nicht gelösten Rätsel, die Lösungen in Folge jetzt und als Rekord
# und die Tage in Folge mit gelöstem Tagesrätsel.
puzzle-stats =
    { $rating } ±{ $deviation } · { $solved } gelöst, { $failed } nicht gelöst · in Folge: { $streak } (Rekord { $best_streak }) · Tagesrätsel-Serie: { $daily_streak ->
        [one] { $daily_streak } Tag
       *[other] { $daily_streak } Tage
    }

## Das Tagesrätsel

# Der Titel des täglichen Beitrags mit seinem Datum (`YYYY-MM-DD`) und sein Button.
daily-title = 🧩 Tagesrätsel · { $date }
daily-solve = Lösen

# Die Zahlen von gestern im heutigen Beitrag: wie viele es versucht und gelöst haben, der schnellste Löser und die Lösung.
daily-yesterday =
    { $solved ->
        [one] Gestriges Rätsel: { $solved } von { $tried } hat es gelöst.
       *[other] Gestriges Rätsel: { $solved } von { $tried } haben es gelöst.
    }
daily-fastest = Am schnellsten: <@{ $user }>, in { $seconds } s.
daily-solution = Die Lösung: { $line }.

# In den Servereinstellungen: Kanal und Uhrzeit des Tagesrätsels ($time ist `HH:00`, UTC).
daily-at = <#{ $channel }> um { $time } UTC
# Discord hat die Beiträge $days Tage in Folge abgelehnt (mit seinem Fehlercode); das Tagesrätsel schaltet sich nach
# $days_off Tagen selbst ab.
daily-failing = ⚠️ gestört: Discord hat den Beitrag abgelehnt (Fehler { $code }), { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } in Folge; Abschaltung nach { $days_off }
# Die Einstellung des Tagesrätsels, wenn es abgeschaltet ist.
daily-off = aus
# Das Tagesrätsel hat sich nach $days Tagen abgelehnter Beiträge selbst abgeschaltet: daily-off, dann warum und was zu
# tun ist.
daily-turned-off = { daily-off }: nach { $days } Tagen abgelehnter Beiträge selbst abgeschaltet (Fehler { $code }); leg wieder einen Kanal fest

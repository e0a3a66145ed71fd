# Die Spielfeld-Nachricht und was ihr vorausgeht: Titel, Statuszeilen, Ergebnisse, der Spielstand eines Matches, die
# Stellung in Worten, Herausforderungen und Lobbys, Namen der CPU-Stufen, Variantenvorschläge und der Titel des
# Threads einer Partie (render/board, render/lobby.rs, render/players.rs, render/variants.rs, bot/start.rs).

-game-name = Vier gewinnt

## Titel

# Der Embed-Titel des Spielfelds; $variant ist eine Varianten-ID wie `classic` oder `popout+cylinder`.
board-title = { -game-name }
# Der Titel des Spielfelds während eines Matches aus zwei Partien; $game ist 1 oder 2.
board-title-match = { -game-name } · Partie { $game } von 2
# Der Name des Threads, in dem eine Partie gespielt wird; $user ist der Discord-Name des Spielers.
board-thread-title = { -game-name } · { $user }

## Statuszeilen unter dem Raster ($player ist ein Stein und ein Spieler, etwa "🔴 <@123>" oder "🟡 CPU (schwer)")

board-status-thinking = { $player } denkt nach…
board-status-to-move = { $player } ist am Zug
board-status-pause-asked = ⏸️ <@{ $user }> hat um eine Pause gebeten.
# Zwischen den beiden Partien eines Matches; $marks führt jeden Spieler mit ✅ (bereit) oder ⏳ (noch nicht) auf.
board-status-next-game = Nächste Partie mit getauschten Farben, sobald beide bereit sind: { $marks }
# Was ein pausiertes Spielfeld statt des Rasters zeigt; $since und $until sind Discord-Zeitstempel.
board-paused = ⏸️ **Pausiert** <t:{ $since }:R>. Drück auf Fortsetzen, um weiterzuspielen; sonst endet die Partie <t:{ $until }:R> ohne Wertung.

## Ein Match aus zwei Partien

# $first_points und $second_points sind Punktstände wie "1½".
board-match-score = Match: { $first } { $first_points } : { $second_points } { $second }
board-match-resigned = 🏳️ { $player } hat das Match aufgegeben.
board-caught-up = Dieses Spielfeld konnte nicht aktualisiert werden, solange niemand darauf drückte: Jetzt zeigt es die Partie, wie sie steht.
board-match-won = 🏆 { $player } gewinnt das Match.
board-match-drawn = 🤝 Das Match endet unentschieden.

## Wie eine Partie endete ($winner und $loser wie $player oben)

board-result-win = 🏆 { $winner } gewinnt!
board-result-resigned = 🏳️ { $loser } hat aufgegeben: { $winner } gewinnt.
board-result-timeout = ⏱️ { $loser } hat keine Zeit mehr: { $winner } gewinnt.
board-result-repetition = 🤝 Unentschieden: Dieselbe Stellung kam dreimal vor.
board-result-emptied-grid = 🤝 Unentschieden: Das Spielfeld ist leer.
board-result-full-board = 🤝 Unentschieden: Das Spielfeld ist voll.
board-result-declined = Herausforderung abgelehnt.
board-result-expired = Herausforderung abgelaufen.
board-result-idle = Partie beendet: zu lange kein Zug (ohne Wertung).
board-result-both-absent = Partie abgebrochen: Beide Spieler sind abwesend (ohne Wertung).
board-result-replaced = Partie durch eine neue ersetzt (ohne Wertung).
board-result-pause-limit = Partie beendet: länger pausiert als erlaubt (ohne Wertung).
board-result-result-set = Partie beendet: Der Organisator hat das Ergebnis dieser Paarung festgelegt (ohne Wertung).
board-result-tournament-cancelled = Partie beendet: Das Turnier wurde abgesagt (ohne Wertung).
board-result-abandoned = Partie abgebrochen (ohne Wertung).

## Wie eine Partie mit drei oder vier Plätzen endete ($side ist ein Platz oder ein Team, etwa "🔴 <@1> & 🔴 <@3>")

board-result-side-wins = 🏆 Sieg für { $side }!
board-result-side-wins-resigned = 🏳️ Sieg für { $side }: Die Gegenseite hat aufgegeben oder keine Zeit mehr.
board-result-all-out = 🏳️ Alle Spieler sind raus: Unentschieden zwischen den übrigen CPU-Plätzen.
board-result-resigned-line = 🤝 Ein ausgeschiedener Platz hat eine Reihe vollendet: Unentschieden unter allen, die noch dabei sind.

## Felder und Fußzeile des Spielfelds

board-field-moves = Züge
board-field-position = Stellung (Text)
board-footer-hinted = 💡 In dieser Partie wurde ein Tipp genutzt.
# $code ist der Code der Partie; $command der Befehl zur Analyse, wie der Leser ihn tippt (`/connect4 review`), vom
# Code aus den Namen in commands.ftl geschrieben.
board-footer-review = Partie { $code }: { $command }
board-footer-cpu-stood-in = Die CPU spielte für einen Abwesenden: nicht gewertet.

## Die Stellung in Worten, für Screenreader

board-colour-red = Rot
board-colour-yellow = Gelb
board-colour-green = Grün
# $colour ist einer der Farbnamen oben; $cells führt Felder auf wie "c1 d1" (oder "—" für keine).
board-position-cells = { $colour }: { $cells }.
# $move ist ein Zug in Notation, etwa "c" oder "d^".
board-position-last-move = Letzter Zug: { $colour } { $move }.

## Spieler

board-level-random = zufällig
board-level-greedy = gierig
board-level-easy = leicht
board-level-medium = mittel
board-level-hard = schwer
# Ein CPU-Platz; $level ist einer der Stufennamen oben.
board-cpu = CPU ({ $level })

## Eine Herausforderung zwischen zwei Spielern

lobby-challenge-title = { -game-name } · Herausforderung
lobby-challenge-to = <@{ $challenger }> fordert <@{ $target }> zu einer Partie { -game-name } heraus.
lobby-challenge-open = <@{ $challenger }> sucht einen Gegner: Alle können annehmen.
# $timer ist eine Dauer wie "30 s" oder "5 min" oder "—"; $first ist `challenger` oder `opponent`; $expires ist ein Discord-Zeitstempel.
lobby-challenge-terms =
    Variante: `{ $variant }` · Zugtimer: { $timer } · { $first ->
        [challenger] der Herausforderer
       *[opponent] der Gegner
    } beginnt
    Läuft <t:{ $expires }:R> ab.

## Eine Lobby mit drei oder vier Plätzen

lobby-title = { -game-name } · Plätze
lobby-opens = <@{ $creator }> eröffnet eine Partie `{ $variant }`: Drück auf **Mitspielen** für einen Platz.
lobby-seat-open = frei
lobby-seat-kept = reserviert für <@{ $user }>
lobby-teams = Teams: Platz 1 und 3 gegen Platz 2 und 4.
# $level ist der Name einer CPU-Stufe (siehe board-level-…).
lobby-terms =
    Zugtimer: { $timer }. Die Partie beginnt, sobald alle Plätze besetzt sind oder <@{ $creator }> auf Starten drückt (dann besetzt die CPU, { $level }, die freien Plätze).
    Läuft <t:{ $expires }:R> ab.

## Variantenvorschläge beim Eintippen einer Varianten-ID (Discord zeigt höchstens 100 Zeichen)

variants-valid = { $id } — ✓ gültig
variants-classic = 7×6, vier in einer Reihe
variants-popout = eigene Steine aus der untersten Reihe ziehen
variants-five-in-a-row = 9×6, fünf in einer Reihe, äußere Spalten vorbelegt
variants-small = 6×5, vier in einer Reihe
variants-misere = wer eine Reihe vollendet, verliert
variants-cylinder = die letzte Spalte grenzt an die erste
variants-obstacles = blockierte Felder ganz unten
variants-random-opening = beginnt mit zufälligen Zügen
variants-three-players = Rot, Gelb und Grün auf 9×7
variants-two-vs-two = zwei Teams zu je zwei
variants-popout-cylinder = PopOut auf einem Zylinder-Spielfeld
variants-popout-five-in-a-row = PopOut, fünf in einer Reihe
variants-8x7 = ein größeres Spielfeld
variants-10x10 = das größte Spielfeld
variants-9x6k5 = 9×6, fünf in einer Reihe
variants-misere-cylinder = Zylinder-Spielfeld, auf dem eine Reihe verliert

# Statistiken (/connect4 stats), die Rangliste des Servers (/connect4 leaderboard) und Wertungen.

## Die Statistik eines Spielers (render/stats.rs)

# Der Embed-Titel; $variant ist eine Varianten-ID wie `classic`.
stats-title = Statistik
# Unter der Erwähnung des Spielers, wenn es nichts zu zeigen gibt.
stats-no-games = Noch keine Partien.
# Fußzeile in einer Direktnachricht, in der die Server-Teile fehlen.
stats-dm-note = Wertungen und Bilanzen des Servers siehst du, wenn du diesen Befehl auf einem Server nutzt.

# Feldnamen.
stats-field-rating = Wertung
stats-field-games = Partien
stats-field-streak = Serie
stats-field-opening = Lieblingseröffnung
stats-field-against-you = Gegen dich
stats-field-against-cpu = Gegen die CPU

# Das Wertungsfeld, wenn der Spieler auf dem Server keinen Stand hat.
stats-rating-none = noch keine Partien
# $rating ist eine Wertung mit ihrer Abweichung, etwa "1512 ±45"; $rank der Platz in der Rangliste.
stats-rating-rank = { $rating } · Rang #{ $rank }
# Siege, Unentschieden und Niederlagen, wie in "3 Siege · 1 Unentschieden · 2 Niederlagen".
stats-record =
    { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } · { $draws ->
        [one] { $draws } Unentschieden
       *[other] { $draws } Unentschieden
    } · { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    }
# Unter der Bilanz: $points ist der Punktstand, mit Halben geschrieben ("11½", "½"), $amount derselbe Punktstand als
# Zahl (11.5, für den Plural), $percent der gerundete Anteil gewonnener Partien.
stats-points =
    { $points } { $amount ->
        [one] Punkt
       *[other] Punkte
    } · { $percent } % gewonnen
# Eine Serie von Ergebnissen.
stats-streak-wins =
    { $n ->
        [one] { $n } Sieg in Folge
       *[other] { $n } Siege in Folge
    }
stats-streak-losses =
    { $n ->
        [one] { $n } Niederlage in Folge
       *[other] { $n } Niederlagen in Folge
    }
# Die Spalte (1 = ganz links), mit der der Spieler am häufigsten eröffnet, und in wie vielen Partien.
stats-opening =
    Spalte { $column } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
# Eine Zeile pro CPU-Stufe: $level ist der Name der Stufe, $record eine Bilanz wie in stats-record.
stats-cpu-level = **{ $level }:** { $record }

## Die Rangliste eines Servers (render/leaderboard.rs)

# Der Embed-Titel; $variant ist eine Varianten-ID wie `classic`.
leaderboard-title = Rangliste
leaderboard-empty = Auf diesem Server hat noch niemand gespielt.
# Die Legende über den Zeilen; jede Zeile lautet "1512 ±45 · 10-2-3 · 11 · 15" (S-U-N = Siege, Unentschieden, Niederlagen).
leaderboard-legend = _Wertung ±RD · S-U-N · Punkte · Partien_
# Steht hinter der eigenen Zeile des Aufrufers.
leaderboard-you = ← **du**
# Die Zeile des Aufrufers, wenn er nicht auf der gezeigten Seite steht; $numbers sind die Zahlen einer Zeile.
leaderboard-caller = **Du:** #{ $rank } · { $numbers }
leaderboard-caller-unplayed = Du hast auf diesem Server noch nicht gespielt.
leaderboard-footer =
    Seite { $page } von { $pages } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
# Unter einer leeren Rangliste: die Varianten, die eine haben, etwa "`classic`, `popout`".
leaderboard-variants-played = Hier gespielte Varianten: { $variants }.
# An jemand anderen als den Aufrufer, der auf ◀ oder ▶ drückt; $command ist der Befehl der Rangliste, vom Code
# geschrieben.
leaderboard-page-refused = Nur <@{ $user }> kann hier blättern – ruf selbst { $command } auf.

## Wertungen (render/rating.rs)

# Ein Spieler, der Ergebnisse, aber noch keine Wertung hat.
rating-unrated = noch ohne Wertung

# Die laufenden Partien: die private Liste, die jeder abrufen kann, und die lebende Nachricht „Partien jetzt“, die ein
# Server in einem Kanal halten kann (render/games_list.rs, render/games_now.rs).

## Eine laufende Partie, in beiden Listen

games-moves =
    { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
games-turn = { $player } ist am Zug
games-turn-until = { $player } ist am Zug (Frist: { $deadline })
games-paused = pausiert, endet { $until }, wenn niemand fortsetzt
games-between = zwischen den Partien eines Matches
games-board-link = [Spielfeld]({ $url })

## Die private Liste

games-list-title = Laufende Partien
games-list-empty = In den Kanälen, die du sehen kannst, läuft keine Partie.
games-list-empty-here = Hier läuft keine Partie.
games-list-footer =
    Seite { $page } von { $pages } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }
games-page-refused = Nur <@{ $user }> kann diese Seiten umblättern.

## Die lebende Nachricht „Partien jetzt“

games-now-title = Aktuelle Partien
games-now-empty = Gerade läuft keine Partie.
games-now-more =
    { $more ->
        [one] … und 1 weitere Partie
       *[other] … und { $more } weitere Partien
    }
games-now-results = Letzte Ergebnisse
games-now-won = { $winner } gewann gegen { $loser }
games-now-drew = { $first } und { $second } spielten unentschieden
games-now-updated = Aktualisiert { $when }

## Die Einstellung (/connect4-admin settings)

settings-label-games-now = Nachricht „Aktuelle Partien“
settings-games-now-off = aus

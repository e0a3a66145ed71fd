# Die Regeln von Vier gewinnt und seinen Varianten (/connect4 rules), ein Absatz pro Nachricht: zuerst Spielfeld und
# Züge, dann ein Absatz für jede Eigenschaft der Variante. Die Absätze werden durch eine Leerzeile getrennt, und die
# längste Kombination muss in eine Discord-Nachricht passen (2.000 Zeichen).

## Das Spielfeld und die Züge

# Der Anfang des ersten Absatzes für das klassische Spiel.
rules-title = **Vier gewinnt**
# Dasselbe für jede andere Variante; $variant ist ihre ID, etwa `popout+cylinder`.
rules-title-variant = **Vier gewinnt** `{ $variant }`
# Die Zugreihenfolge, die als $turns in rules-board eingesetzt wird: zwei Spieler, drei Spieler, zwei Teams zu je zwei.
rules-turns-two = Rot beginnt, danach wird abwechselnd gezogen.
rules-turns-three = Drei Spieler: Rot beginnt, dann Gelb, dann Grün (🔴🟡🟢), immer reihum.
rules-turns-teams = Zwei Teams zu je zwei: Team A spielt Rot, Team B Gelb, gezogen wird in der Folge A1, B1, A2, B2 (🔴🟡🔴🟡). Die Reihe eines Teammitglieds gewinnt für das ganze Team.
# Der erste Absatz: $title ist rules-title oder rules-title-variant, $width und $height die Größe des Spielfelds (je 4
# bis 10), $turns einer der Sätze rules-turns-, $connect die Länge einer Gewinnreihe (3 bis 6).
rules-board =
    { $title } — { $width } Spalten, { $height } Reihen. { $turns } Drück auf den Button einer Spalte: Dein Stein fällt auf das unterste freie Feld. Eine volle Spalte kann nicht gewählt werden (du bleibst am Zug). { $connect ->
        [4] Vier
       *[other] { $connect }
    } deiner Steine in einer Reihe – waagerecht, senkrecht oder diagonal – gewinnen sofort; eine längere Reihe gewinnt auch. Ein volles Spielfeld ohne Reihe ist unentschieden.

## Ein Absatz pro Eigenschaft

# $connect ist die Länge einer Gewinnreihe: "a four" (eine Viererreihe) bei 4, sonst "a line" (eine Reihe).
rules-popout = **{ -variant-popout }** — statt einen Stein einzuwerfen, darfst du einen *deiner eigenen* Steine aus der untersten Reihe ziehen (⏏-Buttons): Er verlässt das Spielfeld, und die Spalte rutscht ein Feld nach unten. Nach dem Herausziehen werden beide Farben geprüft: Haben beide { $connect ->
        [4] eine Viererreihe
       *[other] eine Reihe
    }, gewinnt, wer herausgezogen hat; hat nur der Gegner { $connect ->
        [4] eine Viererreihe
       *[other] eine Reihe
    }, gewinnt der Gegner. Ein durch Herausziehen geleertes Spielfeld ist unentschieden, ebenso die dritte Wiederholung einer Stellung.
# $players ist "teams" in einer Partie zweier Teams zu je zwei (das ganze Team verliert), sonst "two" oder "three".
rules-misere = **{ -variant-misere }** — das Ziel ist umgekehrt: { $players ->
        [teams] Wer eine Reihe vollendet, verliert sofort (und mit ihm sein Team), also bring deine Gegner dazu.
       *[other] Wer eine Reihe vollendet, verliert sofort, also bring deine Gegner dazu.
    } Ein volles Spielfeld ohne Reihe bleibt unentschieden.
rules-cylinder = **{ -variant-cylinder }** — das Spielfeld ist ringsum geschlossen: Die letzte Spalte grenzt an die erste, also kann eine waagerechte oder diagonale Reihe an einer Seite hinauslaufen und an der anderen weitergehen. Senkrechte Reihen bleiben gleich.
# $popout ist "yes", wenn auch PopOut an ist (die Steine können nie herausgezogen werden), sonst "no".
rules-five-in-a-row = **{ -variant-five-in-a-row }** — ein 9×6-Spielfeld, auf dem fünf in einer Reihe gewinnen. Die beiden äußeren Spalten sind zu Beginn voll, von unten nach oben: die erste Rot, Gelb, Rot…, die letzte Gelb, Rot, Gelb… { $popout ->
        [yes] Diese Steine zählen für Reihen wie alle anderen, können aber nie herausgezogen werden.
       *[no] Diese Steine zählen für Reihen wie alle anderen und verlassen das Spielfeld nie.
    }
rules-obstacles = **{ -variant-obstacles }** — ein paar Felder ganz unten sind von Anfang an blockiert (🟫), spiegelsymmetrisch verteilt, damit keine Seite im Vorteil ist. Steine stapeln sich darauf. Sie werden beim Erstellen der Partie ausgelost und bleiben die ganze Partie bzw. das ganze Match über bestehen.
# $n ist die Zahl der Züge, die zufällig gesetzt werden.
rules-random-opening = **{ -variant-random-opening }** — die ersten Züge (standardmäßig { $n }) werden beim Erstellen der Partie zufällig gesetzt, und zwar so, dass niemand sofort gewinnen kann. Von dort aus geht die Partie weiter.
rules-three-players = **{ -variant-three-players }** — wer aufgibt (oder keine Zeit mehr hat), bleibt auf dem Spielfeld: Seine Steine bleiben liegen und die CPU spielt seine Züge, aber er kann nicht mehr gewinnen. Vollendet dieser Platz eine Reihe, endet die Partie unentschieden zwischen allen, die noch dabei sind. Wer als Letzter übrig bleibt, gewinnt.
rules-two-vs-two = **{ -variant-two-vs-two }** — gibt ein Teammitglied auf oder verliert auf Zeit, verliert das ganze Team die Partie.
# Shown with the rules where the bot was not invited (a private chat, a server that did not invite it).
rules-where = **Wo gespielt wird** — wenn du cuatro in deinem Konto installierst, spielt es in Direktnachrichten, Gruppen und auf Servern, die externe Apps erlauben. Wo ich nicht eingeladen wurde, aktualisiert sich ein Spielfeld, wenn jemand auf einen seiner Buttons drückt oder einen Befehl nutzt (eine abgelaufene Zeit zeigt sich beim nächsten Klick), eine Gruppe hat ihre eigene Rangliste, und ein Server hat weder Einstellungen noch Tagesrätsel.

## Namen der Varianten
-variant-popout = PopOut
-variant-misere = Misère
-variant-cylinder = Zylinder
-variant-five-in-a-row = Fünf in einer Reihe
-variant-obstacles = Hindernisse
-variant-random-opening = Zufällige Eröffnung
-variant-three-players = Drei Spieler
-variant-two-vs-two = Zwei gegen zwei
variant-name-classic = Klassisch
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
       *[other] { $width }×{ $height }, Reihen von { $connect }
    }

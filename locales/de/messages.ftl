# Antworten, Absagen und Buttons außerhalb des Spielfelds selbst (render/i18n.rs `Msg`).
#
# $command, wo ein Text dazu auffordert, einen Befehl auszuführen: der Befehl, wie der Code ihn schreibt, eine
# Erwähnung, die Discord anklickbar in der Sprache des Lesers zeigt (`</connect4 vs-cpu:…>`), oder sein Pfad.
# Schreib nie den Pfad eines Befehls.

not-in-game = Du spielst in dieser Partie nicht mit.
not-your-turn = Du bist nicht am Zug.
column-full = Diese Spalte ist voll: Wähle eine andere.
illegal-pop = Du kannst nur einen deiner eigenen Steine aus der untersten Reihe ziehen.
outdated = Dieses Spielfeld ist veraltet: Nimm das neueste.
game-over = Diese Partie ist vorbei.
own-challenge = Du kannst deine eigene Herausforderung nicht annehmen.
not-your-challenge = Diese Herausforderung gilt jemand anderem.
not-a-challenge = Diese Herausforderung wurde schon beantwortet.
seat-reclaimed = Willkommen zurück: Die CPU spielt nicht mehr für dich.
bad-button = Dieser Button ist ungültig.
no-game = Auf diesem Spielfeld läuft keine Partie mehr.
shard-moving = Die Partien dieses Servers werden an eine andere Instanz des Bots übergeben: Versuch es in ein paar Sekunden noch mal.
database-away = Der Bot erreicht seine Datenbank gerade nicht: Es wurde nichts gespielt. Versuch es in ein paar Sekunden noch mal.
database-away-unchanged = Der Bot erreicht seine Datenbank gerade nicht: Es wurde nichts geändert. Versuch es in ein paar Sekunden noch mal.
restarted = Der Bot wurde neu gestartet, bevor das fertig war: Nichts wurde geändert. Versuch es gleich noch mal.
no-game-here = In diesem Kanal läuft keine Partie.
assist-busy =
    { $n ->
        [one] Dein letzter Tipp, deine letzte Analyse oder dein letzter Rätselzug wird noch berechnet: Warte darauf.
       *[other] Für dich werden schon { $n } Tipps, Analysen oder Rätselzüge berechnet, mehr geht nicht: Warte, bis eins fertig ist.
    }
assists-full = Gerade werden sehr viele Tipps, Analysen und Rätselzüge berechnet: Versuch es in einer Minute noch mal.
busy = Das Spielfeld ist belegt: Versuch es gleich noch mal.
internal = Etwas ist schiefgelaufen; es wurde nichts geändert.
self-challenge = Du kannst dich nicht selbst herausfordern.
bot-opponent = Bots spielen nicht mit: Spiel mit { $command } gegen die CPU.
already-challenged = { $who } hat schon eine offene Herausforderung.
cooldown = Nicht so schnell: Du kannst <t:{ $at }:R> wieder herausfordern.
user-cap =
    { $n ->
        [one] Du hast schon eine laufende Partie.
       *[other] Du hast schon { $n } laufende Partien.
    }
cpu-cooldown = Nicht so schnell: Du kannst <t:{ $at }:R> eine weitere Partie gegen die CPU starten.
server-cap =
    { $n ->
        [one] Auf diesem Server läuft schon eine Partie, mehr ist nicht erlaubt: Versuch es wieder, wenn sie vorbei ist.
       *[other] Auf diesem Server laufen schon { $n } Partien, mehr sind nicht erlaubt: Versuch es wieder, wenn eine vorbei ist.
    }
server-cpu-cap =
    { $n ->
        [one] Auf diesem Server läuft schon eine Partie gegen die CPU, mehr ist nicht erlaubt: Versuch es wieder, wenn sie vorbei ist.
       *[other] Auf diesem Server laufen schon { $n } Partien gegen die CPU, mehr sind nicht erlaubt: Versuch es wieder, wenn eine vorbei ist.
    }
channel-busy = Dieser Kanal ist belegt: Starte deine Partie in einem Thread.
confirm-replace = In diesem Kanal läuft schon eine Partie. Sie abbrechen (ohne Wertung) und deine starten?
kept = Die laufende Partie geht weiter.
aborted = Die Partie wurde abgebrochen (ohne Wertung).
need-moderator = Du brauchst die Berechtigung „Server verwalten“ oder „Nachrichten verwalten“.
bad-variant = { $reason } Probier `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…
match-needs-two = Matches und Schachuhren gibt es nur zu zweit: Partien zu dritt oder viert sind Einzelpartien mit Zugtimer.
too-many-players =
    { $invited ->
        [one] Diese Variante hat { $seats } Plätze: du und höchstens eine eingeladene Person.
       *[other] Diese Variante hat { $seats } Plätze: du und höchstens { $invited } eingeladene Personen.
    }
two-seats-only = Analysen und Tipps gibt es nur für Partien zu zweit.
resigned = Du hast diese Partie aufgegeben.
already-seated = Du hast in dieser Partie schon einen Platz.
game-full = Diese Partie ist voll.
seats-reserved = Die übrigen Plätze sind für die eingeladenen Spieler reserviert.
not-creator = Nur wer die Partie eröffnet hat, kann sie starten.
join = Mitspielen
start = Starten (CPU besetzt freie Plätze)
leave = Verlassen / abbrechen
joined = Du hast einen Platz: Die Partie beginnt, sobald alle Plätze besetzt sind.
bad-option = Ungültige Option: { $what }.
guild-only = Dieser Befehl funktioniert nur in einem Serverkanal.
challenge-in-bot-dm = Diese Direktnachrichten sieht sonst niemand: Fordere Leute auf einem Server oder in einer Gruppe heraus, oder spiel hier mit { $command } gegen mich.
leaderboard-in-bot-dm = Ranglisten gehören zu einem Server oder einer Gruppe. Hier zeigt { $command } deine Partien von überall.
missing-permissions = Mir fehlen hier „Kanal ansehen“, „Nachrichten senden“ oder „Links einbetten“: Die Partie läuft, aber Zeitüberschreitungen zeigen sich erst beim nächsten Klick. Bitte einen Moderator darum.
thread-board-refused = Ich konnte das Spielfeld nicht im Thread der Partie posten (dort fehlt mir „Nachrichten in Threads senden“), also startet keine Partie. Bitte einen Moderator um die Berechtigung oder darum, Threads abzuschalten.
not-saved = ⚠️ Der Fortschritt wird gerade nicht gespeichert: Diese Partie kann verloren gehen, wenn der Bot neu startet.
reposted = Das Spielfeld ist in eine neue Nachricht unten umgezogen.
accept = Annehmen
decline = Ablehnen
resign = Aufgeben
rematch = Revanche
confirm = Bestätigen
cancel = Abbrechen
your-turn = <@{ $user }>, du bist dran.
out-of-time = Deine Zeit ist abgelaufen: Die Partie ist vorbei.
already-ready = Du bist schon bereit.
ready = Bereit für die nächste Partie
resign-match = Match aufgeben
game-in-thread = Die Partie läuft in <#{ $thread }>.
need-manager = Du brauchst die Berechtigung „Server verwalten“.
channel-not-allowed = Auf diesem Server sind in diesem Kanal keine Partien erlaubt.
paused = Die Partie ist pausiert: Drück zuerst auf Fortsetzen.
already-paused = Die Partie ist schon pausiert.
paused-now = ⏸️ Die Partie ist pausiert. Weiter geht's mit Fortsetzen auf dem Spielfeld.
not-paused = Die Partie ist nicht pausiert.
pause-already-asked = Du hast um die Pause gebeten: Jetzt antwortet der andere Spieler.
no-pause-asked = Keine Pausenanfrage wartet auf eine Antwort.
pause-request = ⏸️ <@{ $asker }> möchte die Partie pausieren. <@{ $other }>, bist du einverstanden? Die Uhren laufen, bis du zustimmst.
pause-agreed = ⏸️ <@{ $other }> hat zugestimmt: Die Partie ist pausiert.
pause-refused = ▶️ <@{ $other }> hat die Pause abgelehnt: Spielt weiter.
pause-button = Pause
continue-button = Fortsetzen
hint-button = 💡 Tipp
review-button = Analyse
hints-off-rated = In gewerteten Partien und Matches gibt es keine Tipps.
hints-off-server = Tipps sind auf diesem Server ausgeschaltet.
not-over-yet = Eine Analyse gibt es erst, wenn die Partie vorbei ist.
no-such-game = Ich habe keine beendete Partie von dir zum Analysieren gefunden. Gib den Code unter der Endstellung einer Partie an.
nothing-to-review = Diese Partie hat keine Züge zum Analysieren.
replay-button = Replay
replay-caption = Replay der Partie { $code }
replay-link = Hier ist das Replay dieser Partie: { $link }
replay-busy = Das Replay wird gerade gepostet: Schau gleich noch mal nach.
replay-no-files = Ich kann das Replay hier nicht posten: Mir fehlt in diesem Kanal die Berechtigung „Dateien anhängen“.
replay-private-place = Diese Partie wurde an einem privaten Ort gespielt: Ihr Replay kann nur dort gepostet werden.
replay-cooldown = Nicht so schnell: Du kannst <t:{ $at }:R> ein weiteres Replay posten.
chart-no-rated-games = Noch kein Wertungsdiagramm: Seit Beginn der Rangliste gab es auf diesem Server keine gewertete Partie in dieser Variante.
chart-no-files = Hier kein Wertungsdiagramm: Mir fehlt in diesem Kanal die Berechtigung „Dateien anhängen“.
chart-too-large = Hier kein Wertungsdiagramm: Es überschreitet die maximale Dateigröße dieses Kanals.
chart-failed = Das Wertungsdiagramm konnte diesmal nicht gezeichnet werden.
chart-cooldown = Noch kein neues Wertungsdiagramm: Du kannst <t:{ $at }:R> wieder eins zeichnen lassen.
# Die beiden Legenden des Diagramms (diese und die nächste) werden mit der 8×8-Bitmap-Schrift gezeichnet: nur Latin-1-Zeichen.
chart-rating-legend = Wertung (Band: ±2 RD)
chart-games-legend = Partien pro Monat
chart-alt =
    { $games ->
        [one] Wertungsdiagramm: von { $from } auf { $to } in einer Partie, { $first } bis { $last }.
       *[other] Wertungsdiagramm: von { $from } auf { $to } in { $games } Partien, { $first } bis { $last }.
    }
replay-too-large = Dieses Replay überschreitet die maximale Dateigröße dieses Kanals.
replay-not-over = Ein Replay gibt es erst, wenn die Partie vorbei ist.
replay-no-such-game = Ich habe keine beendete Partie von dir für ein Replay gefunden. Gib den Code unter der Endstellung einer Partie an.
puzzle-over = Dieses Rätsel ist vorbei: Drück auf Weiter für ein neues.
puzzle-none-left = Du kennst alle Rätsel, die es gerade gibt: Gut gemacht! Neue entstehen aus den Partien dieses Servers.
puzzle-not-yours = Dieses Rätsel gehört jemand anderem: Mit { $command } bekommst du dein eigenes.
daily-once = Du hattest deinen Versuch bei diesem Tagesrätsel: einer pro Person, und der erste zählt.
daily-gone = Der Tag dieses Tagesrätsels ist vorbei: Jeden Tag wird ein neues gepostet.
nothing-to-replay = Diese Partie hat keine Züge für ein Replay.

## Warum eine Varianten-ID abgelehnt wurde.
variant-unknown = Unbekannte Variante `{ $word }`.
variant-size-twice = Die Spielfeldgröße ist doppelt angegeben (`{ $word }`).
variant-repeated = `{ $word }` ist doppelt angegeben.
# Steht nach „✗ “ in einem Autovervollständigungs-Eintrag von höchstens 100 Zeichen, mit Größen bis 99×99 und Reihen
# bis 255: Fass dich kurz.
variant-out-of-range = Spielfeld { $width }×{ $height } mit { $connect } in einer Reihe: nicht möglich (Seiten { $min }–{ $max }, Reihen { $kmin }–{ $kmax }, die passen).
variant-incompatible = `{ $a }` und `{ $b }` lassen sich nicht kombinieren.
variant-empty = Die Variante ist leer.

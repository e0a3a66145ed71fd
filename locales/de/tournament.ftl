# Turniere: die lebende Nachricht im Kanal des Turniers, die privaten Antworten von /connect4-tournament und was der
# Organisator erfährt (render/tournament.rs, bot/tournaments/).
#
# Schachbegriffe: Runde, Paarung, spielfrei/Freilos (bye), kampflos (forfeit).

## Die lebende Nachricht

tournament-title = 🏆 { $format }
tournament-format-swiss = Turnier nach Schweizer System
tournament-format-round-robin = Rundenturnier
tournament-format-double-round-robin = Doppelrundenturnier
tournament-format-arena = Arena
tournament-footer = Turnier { $id }
tournament-rounds =
    { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
tournament-everyone-meets = jeder gegen jeden
tournament-minutes =
    { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
tournament-matches = Matches aus zwei Partien mit Farbwechsel
tournament-single-games = Einzelpartien
tournament-clock = Schachuhr { $reserve } + { $increment }
tournament-timer = { $timer } pro Zug
tournament-starts-at = Beginnt { $at }.
tournament-starts-by-hand = Beginnt, wenn der Organisator es startet.
tournament-check-in-open = Der Check-in ist offen: Drück auf **Einchecken**, sonst bist du beim Start nicht dabei.
tournament-check-in-from = Der Check-in öffnet { $at }.
tournament-round-of = Runde { $round } von { $total }
tournament-round = Runde { $round }
tournament-ends-at = Endet { $at }
tournament-paused = Vom Organisator pausiert: Bis zur Fortsetzung beginnt keine neue Partie.
tournament-finished = Beendet.
tournament-cancelled = Vom Organisator abgebrochen.
tournament-counter-cap = Spieler: { $players }/{ $cap }
tournament-counter =
    { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
tournament-entrants = Teilnehmer
tournament-games-now = Laufende Partien
tournament-standings = Tabelle
tournament-final-standings = Abschlusstabelle
tournament-no-standings = Noch keine Ergebnisse.
tournament-and-more = …und { $count } weitere
tournament-bye = spielfrei
tournament-late-bye = spielfrei mit ½ Punkt (spät eingestiegen)
tournament-void = annulliert
tournament-forfeit = kampflos
tournament-playing-in = läuft in <#{ $channel }>
tournament-starting = startet…
tournament-withdrawn = (zurückgezogen)
# Feinwertungen: Buchholz, Sonneborn-Berger, direkter Vergleich, Performance.
tournament-tb-buchholz = BH
tournament-tb-sonneborn = SB
tournament-tb-head-to-head = DV
tournament-tb-performance = Perf
tournament-join = Mitspielen
tournament-leave = Verlassen
tournament-check-in = Einchecken
tournament-my-game = Meine Partie

## Antworten an Spieler

tournament-joined = Du bist dabei. Die Nachricht des Turniers zeigt, wann es beginnt.
tournament-left = Du hast das Turnier verlassen.
tournament-checked-in = Du bist eingecheckt.
tournament-not-in = Du spielst in diesem Turnier nicht mit.
tournament-you-withdrew = Du hast dich von diesem Turnier zurückgezogen.
tournament-not-started = Das Turnier hat noch nicht begonnen.
tournament-over = Das Turnier ist vorbei.
tournament-already-in = Du bist schon dabei.
tournament-full = Das Turnier ist voll.
tournament-closed = Die Anmeldung ist geschlossen.
tournament-no-check-in = Der Check-in ist nicht offen.
tournament-your-game = Deine Partie gegen <@{ $opponent }> läuft in <#{ $channel }>.
tournament-your-game-starting = Deine Partie gegen <@{ $opponent }> beginnt gerade.
tournament-your-bye = Du bist in Runde { $round } spielfrei: Warte auf die nächste Runde.
tournament-wait-round = Deine Partie in dieser Runde ist vorbei: Die nächste Runde beginnt, wenn alle Partien beendet sind.
tournament-wait-arena = Du bekommst einen Gegner, sobald ein anderer Spieler frei ist.
tournament-game-opens = <@{ $first }> <@{ $second }>: eure Partie in Runde { $round } von Turnier { $id }. <@{ $first }> beginnt in der ersten Partie.
tournament-arena-game-opens = <@{ $first }> <@{ $second }>: eure Arena-Partie in Turnier { $id }. <@{ $first }> beginnt.
tournament-thread-title = Turnier { $id } · Runde { $round } · #{ $pairing }
tournament-arena-thread-title = Turnier { $id } · Partie #{ $pairing }

## Warum (die Paarung erklärt)

tournament-why-none = <@{ $user }> ist noch nicht gepaart.
tournament-why-bye = <@{ $user }> ist in Runde { $round } spielfrei: Mit { $points_value ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } war das der am schlechtesten platzierte Spieler ohne bisheriges Freilos, und die Spielerzahl war ungerade.
tournament-why-late-bye = <@{ $user }> ist spät eingestiegen und bekam für Runde { $round } ein Freilos mit ½ Punkt.
tournament-why-hand = Der Organisator hat <@{ $user }> in Runde { $round } mit <@{ $opponent }> gepaart.
tournament-why-table = <@{ $user }> trifft in Runde { $round } auf <@{ $opponent }>, wie es die Berger-Tabelle des Rundenturniers vorsieht.
tournament-why-arena = <@{ $user }> und <@{ $opponent }> waren die freien Spieler, die nach Rang und Wertung am nächsten beieinanderlagen.
tournament-why-swiss =
    In Runde { $round } trifft <@{ $user }> ({ $points_value ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }) auf <@{ $opponent }> ({ $opponent_points_value ->
        [one] { $opponent_points } Punkt
       *[other] { $opponent_points } Punkte
    }): Gepaart wird innerhalb der Punktgruppe ({ $group ->
        [one] { $group } Spieler
       *[other] { $group } Spieler
    } mit { $points_value ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }), obere Hälfte gegen untere Hälfte, und nie zweimal dieselbe Paarung, solange eine andere möglich ist.
tournament-why-rematch-avoided = Nach der Punktereihenfolge wäre es gegen einen früheren Gegner gegangen: Diese Revanche wurde vermieden.
tournament-why-you-first = Dieser Spieler beginnt die erste Partie (bisher { $mine }-mal als Erster, der Gegner { $theirs }-mal).
tournament-why-they-first = Der Gegner beginnt die erste Partie (bisher { $theirs }-mal als Erster, gegenüber { $mine }-mal).

## Der Organisator

tournament-created = Turnier { $id } erstellt. Spieler melden sich über die Buttons seiner Nachricht an.
tournament-not-organiser = Das kann nur der Organisator, ein Mitglied mit der Berechtigung „Server verwalten“ oder ein Mitglied mit der Turnierrolle des Servers.
tournament-none-here = In diesem Kanal läuft kein Turnier.
tournament-several = Auf diesem Server laufen mehrere Turniere: Nutze den Befehl im Kanal des Turniers.
tournament-too-few = Ein Turnier braucht zum Start mindestens 2 Spieler.
tournament-too-many = Ein Rundenturnier hat höchstens { $max } Spieler.
tournament-wrong-status = Das geht bei diesem Turnier gerade nicht.
tournament-no-pairing = Diese Spieler haben keine solche Paarung.
tournament-same-player = Gib zwei verschiedene Spieler an.
tournament-started = Das Turnier hat begonnen.
tournament-paused-now = Pausiert: Laufende Partien gehen weiter; es beginnt keine neue.
tournament-resumed = Fortgesetzt.
tournament-cancelled-now = Abgebrochen.
tournament-dropped = <@{ $user }> wurde aus dem Turnier genommen.
tournament-added = <@{ $user }> ist dabei.
tournament-result-set = Das Ergebnis steht: <@{ $a }> { $points_a } – { $points_b } <@{ $b }>.
tournament-forbidden = <@{ $a }> und <@{ $b }> werden nicht gegeneinander gepaart.
tournament-paired = <@{ $a }> und <@{ $b }> treffen in der nächsten Runde aufeinander.
tournament-export-trf-swiss = TRF gibt es nur für Turniere nach Schweizer System: Hier ist die CSV-Datei.
tournament-bad-option = `{ $option }` liegt außerhalb des Bereichs: { $range }.
tournament-no-start-time = Ein Check-in-Zeitraum braucht eine Startzeit (`starts-in`).
tournament-event-missing = Es wurde kein Discord-Event erstellt: Dem Bot fehlt die Berechtigung „Events verwalten“.
tournament-servers-only = Turniere laufen auf Servern, die den Bot eingeladen haben.
tournament-two-players-only = Turniere werden in Varianten für zwei Spieler gespielt.
# Berserk (a clocked arena): half the clock for a point more on a win of at least 7 moves.
tournament-berserk-done = Berserk: Deine Uhr ist halbiert, und ein Sieg mit 7 Zügen oder mehr bringt einen Punkt mehr.
tournament-berserk-too-late = Berserk geht nur in deiner laufenden Arena-Partie, vor deinem ersten Zug.
tournament-no-berserk = Berserk geht nur einmal pro Partie, in einer Arena mit Uhr.
# The server setting of who runs tournaments besides Manage Server (/connect4-admin settings).
settings-label-tournament-role = Turnierorganisatoren
settings-tournament-role-none = Mitglieder mit „Server verwalten“

# Dauern, die Legenden der Tabelle, warum ein Turnier angehalten hat (seine Nachricht und die Direktnachricht an den
# Organisator) und was create, start und die Turnierbefehle ablehnen (render/tournament, bot/tournaments).
tournament-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    }
tournament-legend-swiss = _Punkte · BH Buchholz · SB Sonneborn-Berger · S-U-N Siege, Unentschieden, Niederlagen_
tournament-legend-round-robin = _Punkte · SB Sonneborn-Berger · DV direkter Vergleich · S-U-N Siege, Unentschieden, Niederlagen_
tournament-legend-arena = _Punkte (in einer Serie doppelt 🔥) · Perf Performance · S-U-N Siege, Unentschieden, Niederlagen_
tournament-paused-permissions = Pausiert: Der Bot darf hier keine Threads eröffnen oder nicht in ihnen schreiben (er braucht „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“). Sobald das behoben ist, setzt der Organisator es mit { $command } fort.
tournament-paused-thread-limit = Pausiert: Dieser Server hat Discords Grenze von 1.000 aktiven Threads erreicht. Sobald einige archiviert sind, setzt der Organisator es mit { $command } fort.
tournament-paused-refused = Pausiert: Discord hat mehrmals abgelehnt, die Partien zu eröffnen (Fehler { $code }). Der Organisator setzt es mit { $command } fort.
tournament-cancelled-channel-gone = Abgebrochen: Sein Kanal wurde gelöscht.
tournament-cancelled-never-started = Abgebrochen: Niemand hat es innerhalb von { $days } Tagen gestartet.
tournament-cancelled-too-few = Abgebrochen: weniger als 2 Spieler beim Start.
tournament-start-too-many = Nicht gestartet: Ein Rundenturnier nimmt höchstens { $max } Spieler auf. Der Organisator startet es mit { $command }, sobald einige gegangen sind.
tournament-stop-notice = { $title } in <#{ $channel }>: { $reason }
tournament-wrong-channel = Turniere werden in einem Textkanal des Servers gespielt, nicht in einem Thread, einem Forum, dem Chat eines Sprachkanals oder einem Ankündigungskanal.
tournament-missing-permissions = Für ein Turnier hier braucht der Bot: { $missing }.
tournament-permission-create-threads = „Öffentliche Threads erstellen“
tournament-permission-send-in-threads = „Nachrichten in Threads senden“
tournament-permission-send = „Nachrichten senden“
tournament-too-many-here = Auf diesem Server sind schon { $max } Turniere offen oder im Gang: Beende oder sage zuerst eins ab.
tournament-elsewhere = Dieses Turnier gehört zu einem anderen Server oder Kanal.
tournament-not-visible = Du kannst den Kanal dieses Turniers nicht sehen.
tournament-unknown = Auf diesem Server läuft kein solches Turnier.

# Die Slash-Befehle, ihre Optionen und Auswahlwerte sowie das Benutzermenü: die Namen und Beschreibungen, die Discord
# anzeigt (bot/localise.rs wendet sie an, bevor die Befehle registriert werden).
#
# IDs: der vollständige Name eines Befehls in Kebab-Case (`connect4-puzzle-play`; beim Benutzermenü aus seinem
# englischen Namen: `challenge-to-connect-four`), dann
#   <befehl>-name, <befehl>-description                    ein Befehl, eine Gruppe oder ein Unterbefehl
#   <befehl>-<option>-name, <befehl>-<option>-description  eine seiner Optionen
#   <befehl>-<option>-<auswahl>                            ein Auswahlwert dieser Option (seine Variante im Code, Kebab-Case)
#
# Namen (-name): 1–32 Zeichen, Kleinbuchstaben, Ziffern, - _ ' und keine Leerzeichen (der Name des Benutzermenüs darf
# Leerzeichen und Großbuchstaben enthalten). Die englischen Namen sind die, die der Code des Bots kennt: Eine Sprache,
# die den englischen Namen behält, schreibt ihn unverändert. Beschreibungen und Auswahlwerte: 1–100 Zeichen.

## /connect4

connect4-name = connect4
connect4-description = Vier gewinnt: Fordere einen Freund heraus oder spiel gegen die CPU

## /connect4 challenge

connect4-challenge-name = challenge
connect4-challenge-description = Fordere jemanden (oder ohne Gegner alle) zu einer Partie heraus
connect4-challenge-opponent-name = opponent
connect4-challenge-opponent-description = Wen du herausforderst; leer lassen für eine offene Herausforderung
connect4-challenge-variant-name = variant
connect4-challenge-variant-description = Regeln: classic, popout, three-players, 8x7, popout+cylinder… (Standard: classic)
connect4-challenge-timer-name = timer
connect4-challenge-timer-description = Zeit pro Zug (Standard: Servereinstellung)
connect4-challenge-timer-none = keiner
connect4-challenge-timer-s30 = 30 s
connect4-challenge-timer-s60 = 60 s
connect4-challenge-timer-m5 = 5 min
connect4-challenge-timer-h1 = 1 h
connect4-challenge-timer-h24 = 24 h
connect4-challenge-first-name = first
connect4-challenge-first-description = Wer anfängt (Standard: du)
connect4-challenge-first-me = ich
connect4-challenge-first-other = Gegner
connect4-challenge-first-random = zufällig
connect4-challenge-format-name = format
connect4-challenge-format-description = Einzelpartie oder gewertetes Match aus zwei Partien (Standard: Servereinstellung)
connect4-challenge-format-single = Einzelpartie
connect4-challenge-format-match = Match (zwei Partien, gewertet)
connect4-challenge-clock-name = clock
connect4-challenge-clock-description = Eine Schachuhr für die ganze Partie oder das ganze Match statt eines Zugtimers
connect4-challenge-clock-m1 = 1 min + 1 s
connect4-challenge-clock-m3 = 3 min + 2 s
connect4-challenge-clock-m5 = 5 min + 5 s
connect4-challenge-clock-m10 = 10 min + 10 s
connect4-challenge-clock-d1 = 1 Tag + 1 h
connect4-challenge-player2-name = player2
connect4-challenge-player2-description = Drei Spieler oder zwei gegen zwei: ein weiterer Spieler, den du einlädst
connect4-challenge-player3-name = player3
connect4-challenge-player3-description = Zwei gegen zwei: ein dritter Spieler, den du einlädst
connect4-challenge-cpu-level-name = cpu-level
connect4-challenge-cpu-level-description = Drei Spieler oder zwei gegen zwei: CPU-Stufe für unbesetzte Plätze (Standard: mittel)
connect4-challenge-cpu-level-easy = leicht
connect4-challenge-cpu-level-medium = mittel
connect4-challenge-cpu-level-hard = schwer

## /connect4 vs-cpu

connect4-vs-cpu-name = vs-cpu
connect4-vs-cpu-description = Spiel gegen die CPU (geht auch in Direktnachrichten)
connect4-vs-cpu-level-name = level
connect4-vs-cpu-level-description = Wie stark die CPU spielt (Standard: mittel)
connect4-vs-cpu-level-easy = leicht
connect4-vs-cpu-level-medium = mittel
connect4-vs-cpu-level-hard = schwer
connect4-vs-cpu-variant-name = variant
connect4-vs-cpu-variant-description = Regeln: classic, popout, three-players, 8x7, popout+cylinder… (Standard: classic)
connect4-vs-cpu-first-name = first
connect4-vs-cpu-first-description = Wer anfängt (Standard: du)
connect4-vs-cpu-first-me = ich
connect4-vs-cpu-first-cpu = CPU
connect4-vs-cpu-first-random = zufällig

## /connect4 resign

connect4-resign-name = resign
connect4-resign-description = Gib die Partie auf, die du in diesem Kanal spielst
connect4-resign-whole-match-name = whole-match
connect4-resign-whole-match-description = In einem Match: das ganze Match aufgeben, nicht nur diese Partie

## /connect4 board

connect4-board-name = board
connect4-board-description = Poste das Spielfeld dieses Kanals erneut (unten im Verlauf)

## /connect4 rules

connect4-rules-name = rules
connect4-rules-description = So wird gespielt (die Regeln einer Variante)
connect4-rules-variant-name = variant
connect4-rules-variant-description = Welche Regeln (Standard: classic)

## /connect4 leaderboard

connect4-leaderboard-name = leaderboard
connect4-leaderboard-description = Die Spieler dieses Servers nach Wertung
connect4-leaderboard-variant-name = variant
connect4-leaderboard-variant-description = Welche Variante (Standard: classic)
connect4-leaderboard-page-name = page
connect4-leaderboard-page-description = Welche Seite (Standard: 1)

## /connect4 stats

connect4-stats-name = stats
connect4-stats-description = Wertung, Bilanz, Serie und Lieblingseröffnung eines Spielers (auch in Direktnachrichten)
connect4-stats-user-name = user
connect4-stats-user-description = Wessen Statistik (Standard: deine)
connect4-stats-variant-name = variant
connect4-stats-variant-description = Welche Variante (Standard: classic)

## /connect4 hint

connect4-hint-name = hint
connect4-hint-description = Der beste Zug, wenn du dran bist, nur für dich (nicht in gewerteten Partien oder Matches)

## /connect4 pause

connect4-pause-name = pause
connect4-pause-description = Pausiere die Partie in diesem Kanal (gegen die CPU) oder bitte die Gegenseite um eine Pause

## /connect4 review

connect4-review-name = review
connect4-review-description = Analysiere eine beendete Partie privat: jeder Zug bewertet und wo sie entschieden wurde
connect4-review-game-name = game
connect4-review-game-description = Der Code der Partie, angezeigt unter ihrer Endstellung (Standard: deine letzte Partie)

## /connect4 replay

connect4-replay-name = replay
connect4-replay-description = Poste das animierte Replay einer beendeten Partie in diesem Kanal (einmal; danach ein Link)
connect4-replay-game-name = game
connect4-replay-game-description = Der Code der Partie, angezeigt unter ihrer Endstellung (Standard: deine letzte Partie)

## /connect4 puzzle

connect4-puzzle-name = puzzle
connect4-puzzle-description = Rätsel: Finde den Weg zum Sieg

## /connect4 puzzle play

connect4-puzzle-play-name = play
connect4-puzzle-play-description = Ein Rätsel nur für dich, passend zu deiner Rätselwertung
connect4-puzzle-play-variant-name = variant
connect4-puzzle-play-variant-description = Klassisch (Standard) oder PopOut, wo auch Herausziehen als Zug zählt
connect4-puzzle-play-variant-classic = klassisch
connect4-puzzle-play-variant-pop-out = PopOut (Herausziehen zählt auch als Zug)

## /connect4 puzzle top

connect4-puzzle-top-name = top
connect4-puzzle-top-description = Die besten Rätsellöser dieses Servers

## /connect4-admin

connect4-admin-name = connect4-admin
connect4-admin-description = Moderation der Partien von Vier gewinnt

## /connect4-admin settings

connect4-admin-settings-name = settings
connect4-admin-settings-description = Zeig oder ändere die Einstellungen dieses Servers für Vier gewinnt („Server verwalten“)
connect4-admin-settings-timer-name = timer
connect4-admin-settings-timer-description = Standardzeit pro Zug für neue Partien
connect4-admin-settings-timer-none = keiner
connect4-admin-settings-timer-s30 = 30 s
connect4-admin-settings-timer-s60 = 60 s
connect4-admin-settings-timer-m5 = 5 min
connect4-admin-settings-timer-h1 = 1 h
connect4-admin-settings-timer-h24 = 24 h
connect4-admin-settings-timeout-name = timeout
connect4-admin-settings-timeout-description = Was passiert, wenn ein Zugtimer abläuft
connect4-admin-settings-timeout-cpu = die CPU spielt für den abwesenden Spieler
connect4-admin-settings-timeout-forfeit = der abwesende Spieler verliert
connect4-admin-settings-threads-name = threads
connect4-admin-settings-threads-description = Für jede neue Partie einen Thread öffnen
connect4-admin-settings-alternate-first-name = alternate-first
connect4-admin-settings-alternate-first-description = Bei Revanchen abwechseln, wer anfängt
connect4-admin-settings-theme-name = theme
connect4-admin-settings-theme-description = Wie die Steine aussehen
connect4-admin-settings-theme-classic = klassisch 🔴🟡
connect4-admin-settings-theme-xo = X/O ❌⭕
connect4-admin-settings-theme-colour-blind = für Farbenblinde geeignet 🔵🟠
connect4-admin-settings-format-name = format
connect4-admin-settings-format-description = Standardformat von Herausforderungen
connect4-admin-settings-format-single = Einzelpartie
connect4-admin-settings-format-match = Match
connect4-admin-settings-rate-single-games-name = rate-single-games
connect4-admin-settings-rate-single-games-description = Auch Einzelpartien werten (Matches werden immer gewertet)
connect4-admin-settings-max-games-per-user-name = max-games-per-user
connect4-admin-settings-max-games-per-user-description = Gleichzeitige Partien pro Person
connect4-admin-settings-allow-channel-name = allow-channel
connect4-admin-settings-allow-channel-description = Partien in diesem Kanal erlauben (steht einer auf der Liste, nur in Kanälen der Liste)
connect4-admin-settings-disallow-channel-name = disallow-channel
connect4-admin-settings-disallow-channel-description = Diesen Kanal von der Liste der Kanäle streichen, in denen Partien erlaubt sind
connect4-admin-settings-every-channel-name = every-channel
connect4-admin-settings-every-channel-description = Partien wieder in allen Kanälen erlauben (leert die Liste)
connect4-admin-settings-hints-name = hints
connect4-admin-settings-hints-description = Tipps in ungewerteten Partien erlauben (nie in gewerteten Partien oder Matches)
connect4-admin-settings-daily-puzzle-channel-name = daily-puzzle-channel
connect4-admin-settings-daily-puzzle-channel-description = Ein Tagesrätsel in diesem Kanal posten
connect4-admin-settings-daily-puzzle-hour-name = daily-puzzle-hour
connect4-admin-settings-daily-puzzle-hour-description = Die Uhrzeit (UTC, 0–23) des Tagesrätsels (Standard: 12)
connect4-admin-settings-daily-puzzle-off-name = daily-puzzle-off
connect4-admin-settings-daily-puzzle-off-description = Das Tagesrätsel nicht mehr posten

## /connect4-admin abort

connect4-admin-abort-name = abort
connect4-admin-abort-description = Beende die Partie im Kanal ohne Wertung („Server verwalten“ oder „Nachrichten verwalten“)

## /connect4-admin reset-leaderboard

connect4-admin-reset-leaderboard-name = reset-leaderboard
connect4-admin-reset-leaderboard-description = Lösche Wertungen und Bilanzen dieses Servers („Server verwalten“; mit Rückfrage)

## Benutzermenü "Challenge to Connect Four"

challenge-to-connect-four-name = Zu Vier gewinnt herausfordern

## /connect4 games

connect4-games-name = games
connect4-games-description = Die laufenden Partien hier, mit Links zu ihren Spielfeldern (nur die, die du sehen kannst)

## /connect4 my-data

connect4-my-data-name = my-data
connect4-my-data-description = Alles, was cuatro über dich speichert, als private Datei

## /connect4 forget-me

connect4-forget-me-name = forget-me
connect4-forget-me-description = Löscht deine Wertungen und Bilanz und anonymisiert deine Partien (fragt vorher)

## /connect4-admin settings: die Nachricht „Partien jetzt“

connect4-admin-settings-games-now-channel-name = games-now-channel
connect4-admin-settings-games-now-channel-description = Hier eine Live-Nachricht mit den laufenden Partien und den letzten Ergebnissen führen
connect4-admin-settings-games-now-off-name = games-now-off
connect4-admin-settings-games-now-off-description = Die Nachricht „Aktuelle Partien“ löschen

## /connect4-tournament

# Die Option `tournament` der Befehle des Organisators: ein Turnier des Servers, von der Autovervollständigung angeboten.
connect4-tournament-option-name = turnier
connect4-tournament-option-description = Das Turnier, wenn es nicht das dieses Kanals ist (wähle eins)
connect4-tournament-name = connect4-tournament
connect4-tournament-description = Turniere: Schweizer System, Rundenturnier und Arena, vom Bot geleitet
connect4-tournament-create-name = create
connect4-tournament-create-description = Erstelle ein Turnier in diesem Kanal („Server verwalten“ oder Turnierrolle)
connect4-tournament-create-format-name = format
connect4-tournament-create-format-description = Schweizer System, Rundenturnier (einfach oder doppelt) oder Arena
connect4-tournament-create-format-swiss = Schweizer System
connect4-tournament-create-format-round-robin = Rundenturnier
connect4-tournament-create-format-double-round-robin = Doppelrundenturnier
connect4-tournament-create-format-arena = Arena
connect4-tournament-create-variant-name = variant
connect4-tournament-create-variant-description = Die Variante aller Partien (Standard: classic)
connect4-tournament-create-rounds-name = rounds
connect4-tournament-create-rounds-description = Schweizer System: wie viele Runden (1–15, Standard: 5)
connect4-tournament-create-minutes-name = minutes
connect4-tournament-create-minutes-description = Arena: Dauer in Minuten (Standard: 30)
connect4-tournament-create-clock-name = clock
connect4-tournament-create-clock-description = Eine Schachuhr für jede Paarung statt eines Zugtimers
connect4-tournament-create-clock-m1 = 1 min + 1 s
connect4-tournament-create-clock-m3 = 3 min + 2 s
connect4-tournament-create-clock-m5 = 5 min + 5 s
connect4-tournament-create-clock-m10 = 10 min + 10 s
connect4-tournament-create-clock-d1 = 1 Tag + 1 h
connect4-tournament-create-timer-name = timer
connect4-tournament-create-timer-description = Zeit pro Zug (Standard: Servereinstellung, sonst 5 min)
connect4-tournament-create-timer-none = Servereinstellung
connect4-tournament-create-timer-s30 = 30 s
connect4-tournament-create-timer-s60 = 60 s
connect4-tournament-create-timer-m5 = 5 min
connect4-tournament-create-timer-h1 = 1 h
connect4-tournament-create-timer-h24 = 24 h
connect4-tournament-create-starts-in-name = starts-in
connect4-tournament-create-starts-in-description = Startet von selbst in so vielen Minuten (Standard: wenn du es startest)
connect4-tournament-create-cap-name = cap
connect4-tournament-create-cap-description = Die Höchstzahl der Teilnehmer
connect4-tournament-create-check-in-name = check-in
connect4-tournament-create-check-in-description = Minuten vor dem Start, in denen die Spieler einchecken müssen
connect4-tournament-standings-name = standings
connect4-tournament-standings-description = Die Tabelle des Turniers in diesem Kanal
connect4-tournament-why-name = why
connect4-tournament-why-description = Warum ein Spieler (standardmäßig du) so gepaart wurde
connect4-tournament-why-player-name = player
connect4-tournament-why-player-description = Der Spieler, um den es geht (Standard: du)
connect4-tournament-start-name = start
connect4-tournament-start-description = Starte das Turnier jetzt (Organisator)
connect4-tournament-start-tournament-name = { connect4-tournament-option-name }
connect4-tournament-start-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pause-name = pause
connect4-tournament-pause-description = Pausiere das Turnier: Laufende Partien gehen weiter, keine neue beginnt (Organisator)
connect4-tournament-pause-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pause-tournament-description = { connect4-tournament-option-description }
connect4-tournament-resume-name = resume
connect4-tournament-resume-description = Setze ein pausiertes Turnier fort (Organisator)
connect4-tournament-resume-tournament-name = { connect4-tournament-option-name }
connect4-tournament-resume-tournament-description = { connect4-tournament-option-description }
connect4-tournament-cancel-name = cancel
connect4-tournament-cancel-description = Brich das Turnier ab (Organisator)
connect4-tournament-cancel-tournament-name = { connect4-tournament-option-name }
connect4-tournament-cancel-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-name = drop
connect4-tournament-drop-description = Ziehe einen Spieler aus dem Turnier zurück (Organisator)
connect4-tournament-drop-tournament-name = { connect4-tournament-option-name }
connect4-tournament-drop-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-player-name = player
connect4-tournament-drop-player-description = Der Spieler, der ausscheidet
connect4-tournament-add-name = add
connect4-tournament-add-description = Füge einen Spieler hinzu, auch über der Höchstzahl und verspätet (Organisator)
connect4-tournament-add-tournament-name = { connect4-tournament-option-name }
connect4-tournament-add-tournament-description = { connect4-tournament-option-description }
connect4-tournament-add-player-name = player
connect4-tournament-add-player-description = Der Spieler, der dazukommt
connect4-tournament-result-name = result
connect4-tournament-result-description = Setze oder korrigiere das Ergebnis der Paarung zweier Spieler (Organisator)
connect4-tournament-result-tournament-name = { connect4-tournament-option-name }
connect4-tournament-result-tournament-description = { connect4-tournament-option-description }
connect4-tournament-result-first-name = first
connect4-tournament-result-first-description = Ein Spieler der Paarung
connect4-tournament-result-second-name = second
connect4-tournament-result-second-description = Der andere Spieler
connect4-tournament-result-outcome-name = outcome
connect4-tournament-result-outcome-description = Wer die Paarung gewonnen hat
connect4-tournament-result-outcome-first-won = der Erste hat gewonnen
connect4-tournament-result-outcome-draw = unentschieden
connect4-tournament-result-outcome-second-won = der Zweite hat gewonnen
connect4-tournament-result-round-name = round
connect4-tournament-result-round-description = Die Runde (Standard: ihre letzte Paarung)
connect4-tournament-forbid-name = forbid
connect4-tournament-forbid-description = Verhindere, dass zwei Spieler gegeneinander gepaart werden (Organisator)
connect4-tournament-forbid-tournament-name = { connect4-tournament-option-name }
connect4-tournament-forbid-tournament-description = { connect4-tournament-option-description }
connect4-tournament-forbid-first-name = first
connect4-tournament-forbid-first-description = Ein Spieler
connect4-tournament-forbid-second-name = second
connect4-tournament-forbid-second-description = Der andere Spieler
connect4-tournament-pair-name = pair
connect4-tournament-pair-description = Paare zwei Spieler in der nächsten Runde des Schweizer Systems (Organisator)
connect4-tournament-pair-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pair-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pair-first-name = first
connect4-tournament-pair-first-description = Ein Spieler
connect4-tournament-pair-second-name = second
connect4-tournament-pair-second-description = Der andere Spieler
connect4-tournament-export-name = export
connect4-tournament-export-description = Die Tabelle als CSV-Datei, oder TRF beim Schweizer System (Organisator)
connect4-tournament-export-tournament-name = { connect4-tournament-option-name }
connect4-tournament-export-tournament-description = { connect4-tournament-option-description }
connect4-tournament-export-format-name = format
connect4-tournament-export-format-description = CSV (Standard) oder TRF (nur Schweizer System)
connect4-tournament-export-format-csv = CSV
connect4-tournament-export-format-trf = TRF
connect4-tournament-berserk-name = berserk
connect4-tournament-berserk-description = Arena: halbe Uhr vor deinem ersten Zug, für einen Punkt mehr bei einem Sieg in 7+ Zügen
connect4-admin-settings-tournament-role-name = tournament-role
connect4-admin-settings-tournament-role-description = Mitglieder mit dieser Rolle dürfen Turniere anlegen und leiten
connect4-admin-settings-tournament-role-off-name = tournament-role-off
connect4-admin-settings-tournament-role-off-description = Turniere leiten nur Mitglieder mit „Server verwalten“
connect4-admin-settings-web-pages-name = web-pages
connect4-admin-settings-web-pages-description = Eine Webseite für jede beendete Partie aus einem Kanal, den alle sehen

# Serververwaltung: das Einstellungsfeld (/connect4-admin settings) und das Zurücksetzen der Rangliste
# (/connect4-admin reset-leaderboard).

## Das Einstellungsfeld (render/admin.rs)

settings-title = Servereinstellungen
# Unter dem Titel, wenn nichts geändert wurde; $command ist der Befehl der Einstellungen, vom Code geschrieben.
settings-how-to-change = Ändere sie mit { $command }.
# $names führt die eben geänderten Einstellungen mit ihren Bezeichnungen unten auf, etwa "Design, Zugtimer".
settings-changed = ✏️ Geändert: { $names }.
# Ein Wert, der der Standard des Bots ist, nicht einer, den der Server gewählt hat; $value ist der Wert, wie er angezeigt wird.
settings-default-value = { $value } _(Standard)_
# Fußzeile, wenn ein Wert der Standard des Bots ist.
settings-default-note = (Standard): der Standardwert des Bots, solange der Server keinen eigenen festlegt.

# Die Bezeichnung jeder Einstellung.
settings-label-timer = Zugtimer
settings-label-timeout-action = Bei Zeitüberschreitung
settings-label-thread-per-game = Thread pro Partie
settings-label-alternate-first = Bei Revanchen abwechselnd beginnen
settings-label-theme = Design
settings-label-channels = Erlaubte Kanäle
settings-label-format = Standardformat
settings-label-rate-single-games = Einzelpartien gewertet
settings-label-max-games-per-user = Partien pro Person
settings-label-hints = Tipps in ungewerteten Partien
settings-label-daily-puzzle = Tagesrätsel

# Ein Schalter, der an oder aus ist.
settings-on = an
settings-off = aus

# Die Zeit pro Zug.
settings-timer-none = keiner
settings-timer-hours = { $n } h
settings-timer-minutes = { $n } min
settings-timer-seconds = { $n } s
settings-timer-milliseconds = { $n } ms

# Was passiert, wenn die Zeit pro Zug eines Spielers abläuft.
settings-timeout-cpu = die CPU spielt für den abwesenden Spieler (die Partie wird dann nicht gewertet)
settings-timeout-forfeit = der abwesende Spieler verliert

# Wie die Steine aussehen (das X/O-Design wird in jeder Sprache als "X/O ❌⭕" angezeigt).
settings-theme-classic = klassisch 🔴🟡
settings-theme-colour-blind = für Farbenblinde geeignet 🔵🟠

# Das Format einer Herausforderung, wenn keines angegeben ist.
settings-format-single = Einzelpartie
settings-format-match = Match aus zwei Partien

# Ob Einzelpartien (nicht nur Matches) gewertet werden.
settings-rated-yes = ja
settings-rated-no = nein: Nur Matches werden gewertet

# Die Kanäle, in denen Partien erlaubt sind.
settings-channels-all = alle Kanäle
# Nach so vielen Kanal-Erwähnungen, wie hineinpassen: wie viele es noch gibt.
settings-channels-more = … +{ $n } weitere

## Das Zurücksetzen der Rangliste (render/admin.rs)

admin-reset-title = Rangliste zurücksetzen?
admin-reset-warning = ⚠️ Alle Wertungen und alle Siege, Unentschieden und Niederlagen dieses Servers werden gelöscht. Das ist endgültig.
# Der rote Button, der bestätigt.
admin-reset-button = Zurücksetzen
admin-reset-done-title = Rangliste zurückgesetzt
admin-reset-done = Alle Wertungen und S/U/N-Bilanzen dieses Servers wurden gelöscht.
admin-reset-cancelled-title = Es wurde nichts gelöscht
admin-reset-cancelled = Die Rangliste bleibt unverändert.

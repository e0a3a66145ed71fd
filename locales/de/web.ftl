# Die Webseite einer beendeten Partie (/g/<code>): Titel, gezeigte Stellung, Links durch die Züge, Überschrift
# der Zugliste, Download des Replays und die Tasten.

web-game-title = { -game-name } · Partie { $code }
web-position-start = Die Ausgangsstellung
web-position-after = Nach Zug { $n } von { $total }
web-step-first = « Anfang
web-step-previous = ‹ Zurück
web-step-next = Weiter ›
web-step-last = Ende »
web-moves-heading = Züge
web-replay-download = Replay herunterladen (GIF)
web-keys = Mit den Tasten ← und → gehst du durch die Züge.
web-player = ein Spieler
web-not-found = Hier gibt es keine Seite.
web-busy = Beschäftigt: Versuch es in ein paar Sekunden noch einmal.
web-too-many = Zu viele Anfragen von deiner Adresse: Versuch es in { $seconds } s noch einmal.
settings-label-web-pages = Webseiten der Partien
web-page-button = Im Web ansehen
web-page-of = Seite { $page } von { $pages }
web-live-title = { -game-name } · live · Partie { $code }
web-position-live = Nach Zug { $n }

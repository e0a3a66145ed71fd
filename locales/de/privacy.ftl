# Die eigenen Daten: /connect4 my-data und /connect4 forget-me, und wie ein vergessener Spieler genannt wird.

former-player = ein ehemaliger Spieler
my-data-caption = Alles, was cuatro über dich speichert, als JSON: deine Partien und ihre Züge, deine Wertungen je Server und Variante, deine Rätselwertung und Rätselversuche und deine Turniere. { $forget } löscht es.
my-data-too-large = Deine Daten ({ $size } MB) sind größer, als Discord mich hier anhängen lässt. Frag den Betreiber des Bots danach.
forget-title = Dich vergessen?
forget-warning = ⚠️ Deine Wertungen, Statistiken, Rätselbilanz und Zeilen in den Ranglisten werden auf allen Servern gelöscht. Deine beendeten Partien behalten ihre Züge für deine Gegner, und du erscheinst dort als „{ former-player }“. Du verlässt die laufenden Turniere. Das kann nicht rückgängig gemacht werden.
forget-button = Vergiss mich
forget-done-title = Du wurdest vergessen
forget-done = Nichts, was cuatro speichert, nennt dich mehr: { $deleted ->
    [one] 1 Eintrag wurde gelöscht
   *[other] { $deleted } Einträge wurden gelöscht
} und { $anonymised ->
    [one] 1 zeigt jetzt „{ former-player }“.
   *[other] { $anonymised } zeigen jetzt „{ former-player }“.
}
forget-not-yours = Diese Bestätigung gehört jemand anderem: Nichts wurde gelöscht.
forget-cancelled-title = Nichts wurde gelöscht
forget-cancelled = Deine Daten sind unverändert.
forget-games-under-way = { $count ->
    [one] Du hast eine laufende Partie: Beende sie oder gib sie auf ({ $resign }) und frag dann noch einmal.
   *[other] Du hast { $count } laufende Partien: Beende sie oder gib sie auf ({ $resign }) und frag dann noch einmal.
}

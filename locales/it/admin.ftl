# Amministrazione del server: il pannello delle impostazioni (/connect4-admin settings) e l'azzeramento della
# classifica (/connect4-admin reset-leaderboard).

## Il pannello delle impostazioni (render/admin.rs)

settings-title = Impostazioni del server
# Sotto il titolo quando non è stato cambiato nulla; $command è il comando delle impostazioni, scritto dal codice.
settings-how-to-change = Modificale con { $command }.
# $names elenca le impostazioni appena cambiate, con le etichette qui sotto, come "Tema, Timer per turno".
settings-changed = ✏️ Modifiche: { $names }.
# Un valore predefinito del bot, non scelto dal server; $value è il valore come viene mostrato.
settings-default-value = { $value } _(predefinito)_
# Piè di pagina quando un valore è quello predefinito del bot.
settings-default-note = (predefinito): il valore del bot, usato finché il server non ne imposta uno suo.

# L'etichetta di ogni impostazione.
settings-label-timer = Timer per turno
settings-label-timeout-action = Allo scadere del tempo
settings-label-thread-per-game = Un thread per partita
settings-label-alternate-first = Alterna chi inizia nelle rivincite
settings-label-theme = Tema
settings-label-channels = Canali consentiti
settings-label-format = Formato predefinito
settings-label-rate-single-games = Partite singole classificate
settings-label-max-games-per-user = Partite per utente
settings-label-hints = Suggerimenti in partite non classificate
settings-label-daily-puzzle = Problema del giorno

# Un interruttore attivo o disattivo.
settings-on = sì
settings-off = no

# Il tempo per turno.
settings-timer-none = nessuno
settings-timer-hours = { $n } h
settings-timer-minutes = { $n } min
settings-timer-seconds = { $n } s
settings-timer-milliseconds = { $n } ms

# Cosa succede quando il tempo per turno di un giocatore scade.
settings-timeout-cpu = la CPU gioca al posto dell'assente (la partita non è più classificata)
settings-timeout-forfeit = l'assente perde

# L'aspetto delle pedine (il tema X/O appare come "X/O ❌⭕" in ogni lingua).
settings-theme-classic = classico 🔴🟡
settings-theme-colour-blind = adatto ai daltonici 🔵🟠

# Il formato di una sfida quando non ne viene indicato uno.
settings-format-single = partita singola
settings-format-match = incontro di due partite

# Se le partite singole (non solo gli incontri) sono classificate.
settings-rated-yes = sì
settings-rated-no = no: classificati solo gli incontri

# I canali in cui si può giocare.
settings-channels-all = tutti i canali
# Dopo tutte le menzioni di canale che ci stanno: quante altre ce ne sono.
settings-channels-more = … +{ $n } altri

## L'azzeramento della classifica (render/admin.rs)

admin-reset-title = Azzerare la classifica?
admin-reset-warning = ⚠️ Tutti i punteggi e tutte le vittorie, i pareggi e le sconfitte di questo server verranno cancellati. Non si torna indietro.
# Il pulsante rosso che conferma.
admin-reset-button = Azzera
admin-reset-done-title = Classifica azzerata
admin-reset-done = Tutti i punteggi e i bilanci V/P/S di questo server sono stati cancellati.
admin-reset-cancelled-title = Nessun dato cancellato
admin-reset-cancelled = La classifica è rimasta invariata.

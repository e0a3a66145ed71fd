# Administración del servidor: el panel de ajustes (/connect4-admin settings) y el reinicio de la clasificación
# (/connect4-admin reset-leaderboard).

## El panel de ajustes (render/admin.rs)

settings-title = Ajustes del servidor
# Bajo el título cuando no se cambió nada; $command es el comando de los ajustes, lo escribe el código.
settings-how-to-change = Cámbialos con { $command }.
settings-changed = ✏️ Cambiado: { $names }.
settings-default-value = { $value } _(por defecto)_
settings-default-note = (por defecto): el valor del bot, usado mientras el servidor no fije uno propio.

settings-label-timer = Tiempo por turno
settings-label-timeout-action = Al agotarse el tiempo
settings-label-thread-per-game = Hilo por partida
settings-label-alternate-first = Alternar quién empieza en las revanchas
settings-label-theme = Tema
settings-label-channels = Canales permitidos
settings-label-format = Formato por defecto
settings-label-rate-single-games = Partidas sueltas puntuadas
settings-label-max-games-per-user = Partidas por usuario
settings-label-hints = Pistas en partidas que no puntúan
settings-label-daily-puzzle = Problema diario

settings-on = sí
settings-off = no

settings-timer-none = ninguno
settings-timer-hours = { $n } h
settings-timer-minutes = { $n } min
settings-timer-seconds = { $n } s
settings-timer-milliseconds = { $n } ms

settings-timeout-cpu = la CPU juega por quien no está (la partida deja de puntuar)
settings-timeout-forfeit = pierde quien no está

settings-theme-classic = clásico 🔴🟡
settings-theme-colour-blind = apto para daltónicos 🔵🟠

settings-format-single = partida suelta
settings-format-match = duelo de dos partidas

settings-rated-yes = sí
settings-rated-no = no: solo puntúan los duelos

settings-channels-all = todos los canales
settings-channels-more = … y { $n } más

## El reinicio de la clasificación (render/admin.rs)

admin-reset-title = ¿Reiniciar la clasificación?
admin-reset-warning = ⚠️ Se borrarán todas las puntuaciones y todas las victorias, empates y derrotas de este servidor. No se puede deshacer.
admin-reset-button = Reiniciar
admin-reset-done-title = Clasificación reiniciada
admin-reset-done = Se borraron todas las puntuaciones y el historial de victorias, empates y derrotas de este servidor.
admin-reset-cancelled-title = No se ha borrado nada
admin-reset-cancelled = La clasificación sigue igual.

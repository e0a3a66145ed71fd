# Los comandos de barra, sus opciones y elecciones, y el menú de usuario: los nombres y descripciones que muestra
# Discord (los aplica bot/localise.rs antes de registrar los comandos).
#
# Ids: el nombre completo del comando en kebab case (`connect4-puzzle-play`; el del menú de usuario, de su nombre
# inglés: `challenge-to-connect-four`), y luego
#   <comando>-name, <comando>-description                      un comando, grupo o subcomando
#   <comando>-<opción>-name, <comando>-<opción>-description    una de sus opciones
#   <comando>-<opción>-<elección>                              una elección de esa opción
#
# Nombres (-name): 1–32 caracteres, minúsculas, cifras, - _ ' y sin espacios (el del menú de usuario admite
# espacios y mayúsculas). Un nombre que se queda en inglés se escribe igual que en inglés. Descripciones y
# elecciones: 1–100 caracteres.

## /connect4

connect4-name = conecta4
connect4-description = Conecta 4: desafía a alguien o juega contra la CPU

## /connect4 challenge

connect4-challenge-name = desafiar
connect4-challenge-description = Desafía a alguien (o a cualquiera, sin rival) a una partida
connect4-challenge-opponent-name = rival
connect4-challenge-opponent-description = A quién desafías; vacío para un desafío abierto
connect4-challenge-variant-name = variante
connect4-challenge-variant-description = Reglas: classic, popout, three-players, 8x7, popout+cylinder… (classic por defecto)
connect4-challenge-timer-name = tiempo
connect4-challenge-timer-description = Tiempo por turno (por defecto, el del servidor)
connect4-challenge-timer-none = sin tiempo
connect4-challenge-timer-s30 = 30 s
connect4-challenge-timer-s60 = 60 s
connect4-challenge-timer-m5 = 5 min
connect4-challenge-timer-h1 = 1 h
connect4-challenge-timer-h24 = 24 h
connect4-challenge-first-name = empieza
connect4-challenge-first-description = Quién empieza (por defecto, tú)
connect4-challenge-first-me = yo
connect4-challenge-first-other = el rival
connect4-challenge-first-random = al azar
connect4-challenge-format-name = formato
connect4-challenge-format-description = Partida suelta o duelo de dos partidas que puntúa (por defecto, el del servidor)
connect4-challenge-format-single = partida suelta
connect4-challenge-format-match = duelo (dos partidas, puntúa)
connect4-challenge-clock-name = reloj
connect4-challenge-clock-description = Un reloj de ajedrez para toda la partida o el duelo, en vez de tiempo por turno
connect4-challenge-clock-m1 = 1 min + 1 s
connect4-challenge-clock-m3 = 3 min + 2 s
connect4-challenge-clock-m5 = 5 min + 5 s
connect4-challenge-clock-m10 = 10 min + 10 s
connect4-challenge-clock-d1 = 1 día + 1 h
connect4-challenge-player2-name = jugador2
connect4-challenge-player2-description = Tres jugadores o dos contra dos: otro jugador al que invitas
connect4-challenge-player3-name = jugador3
connect4-challenge-player3-description = Dos contra dos: un tercer jugador al que invitas
connect4-challenge-cpu-level-name = nivel-cpu
connect4-challenge-cpu-level-description = Tres jugadores o dos contra dos: nivel de la CPU en los asientos libres (medio por defecto)
connect4-challenge-cpu-level-easy = fácil
connect4-challenge-cpu-level-medium = medio
connect4-challenge-cpu-level-hard = difícil

## /connect4 vs-cpu

connect4-vs-cpu-name = contra-cpu
connect4-vs-cpu-description = Juega contra la CPU (también por mensaje directo)
connect4-vs-cpu-level-name = nivel
connect4-vs-cpu-level-description = Cuánto sabe la CPU (medio por defecto)
connect4-vs-cpu-level-easy = fácil
connect4-vs-cpu-level-medium = medio
connect4-vs-cpu-level-hard = difícil
connect4-vs-cpu-variant-name = variante
connect4-vs-cpu-variant-description = Reglas: classic, popout, three-players, 8x7, popout+cylinder… (classic por defecto)
connect4-vs-cpu-first-name = empieza
connect4-vs-cpu-first-description = Quién empieza (por defecto, tú)
connect4-vs-cpu-first-me = yo
connect4-vs-cpu-first-cpu = cpu
connect4-vs-cpu-first-random = al azar

## /connect4 resign

connect4-resign-name = rendirse
connect4-resign-description = Ríndete en la partida que juegas en este canal
connect4-resign-whole-match-name = duelo-entero
connect4-resign-whole-match-description = En un duelo: abandona el duelo entero, no solo esta partida

## /connect4 board

connect4-board-name = tablero
connect4-board-description = Vuelve a publicar el tablero de este canal

## /connect4 rules

connect4-rules-name = reglas
connect4-rules-description = Cómo se juega (las reglas de una variante)
connect4-rules-variant-name = variante
connect4-rules-variant-description = Qué reglas (classic por defecto)

## /connect4 leaderboard

connect4-leaderboard-name = clasificacion
connect4-leaderboard-description = Los jugadores del servidor por puntuación
connect4-leaderboard-variant-name = variante
connect4-leaderboard-variant-description = Qué variante (classic por defecto)
connect4-leaderboard-page-name = pagina
connect4-leaderboard-page-description = Página que abrir (1 por defecto)

## /connect4 stats

connect4-stats-name = estadisticas
connect4-stats-description = Puntuación, historial, racha y apertura favorita de alguien (también por MD)
connect4-stats-user-name = usuario
connect4-stats-user-description = De quién (por defecto, tuyas)
connect4-stats-variant-name = variante
connect4-stats-variant-description = Qué variante (classic por defecto)

## /connect4 hint

connect4-hint-name = pista
connect4-hint-description = La mejor jugada para tu turno, solo para ti (no en partidas que puntúan ni duelos)

## /connect4 pause

connect4-pause-name = pausa
connect4-pause-description = Pausa la partida de este canal (contra la CPU) o pide la pausa al rival

## /connect4 review

connect4-review-name = revisar
connect4-review-description = Revisa una partida terminada, solo para ti: cada jugada y dónde se decidió
connect4-review-game-name = partida
connect4-review-game-description = El código de la partida, bajo su tablero final (por defecto, tu última)

## /connect4 replay

connect4-replay-name = repeticion
connect4-replay-description = Publica la repetición animada de una partida terminada (una vez; luego, un enlace)
connect4-replay-game-name = partida
connect4-replay-game-description = El código de la partida, bajo su tablero final (por defecto, tu última)

## /connect4 puzzle

connect4-puzzle-name = problema
connect4-puzzle-description = Problemas: encuentra la jugada ganadora

## /connect4 puzzle play

connect4-puzzle-play-name = jugar
connect4-puzzle-play-description = Un problema solo para ti, cerca de tu nivel de problemas
connect4-puzzle-play-variant-name = variante
connect4-puzzle-play-variant-description = Clásico (por defecto) o PopOut, donde sacar fichas también vale
connect4-puzzle-play-variant-classic = clásico
connect4-puzzle-play-variant-pop-out = PopOut (sacar fichas también vale)

## /connect4 puzzle top

connect4-puzzle-top-name = mejores
connect4-puzzle-top-description = Quienes mejor resuelven problemas en este servidor

## /connect4-admin

connect4-admin-name = conecta4-admin
connect4-admin-description = Moderación de las partidas de Conecta 4

## /connect4-admin settings

connect4-admin-settings-name = ajustes
connect4-admin-settings-description = Muestra o cambia los ajustes de Conecta 4 del servidor (Gestionar servidor)
connect4-admin-settings-timer-name = tiempo
connect4-admin-settings-timer-description = Tiempo por turno por defecto de las partidas nuevas
connect4-admin-settings-timer-none = sin tiempo
connect4-admin-settings-timer-s30 = 30 s
connect4-admin-settings-timer-s60 = 60 s
connect4-admin-settings-timer-m5 = 5 min
connect4-admin-settings-timer-h1 = 1 h
connect4-admin-settings-timer-h24 = 24 h
connect4-admin-settings-timeout-name = tiempo-agotado
connect4-admin-settings-timeout-description = Qué pasa cuando se acaba el tiempo de un turno
connect4-admin-settings-timeout-cpu = la CPU juega por el ausente
connect4-admin-settings-timeout-forfeit = el ausente pierde
connect4-admin-settings-threads-name = hilos
connect4-admin-settings-threads-description = Abrir un hilo para cada partida nueva
connect4-admin-settings-alternate-first-name = alternar-inicio
connect4-admin-settings-alternate-first-description = Alternar quién empieza en las revanchas
connect4-admin-settings-theme-name = tema
connect4-admin-settings-theme-description = Cómo se ven las fichas
connect4-admin-settings-theme-classic = clásico 🔴🟡
connect4-admin-settings-theme-xo = X/O ❌⭕
connect4-admin-settings-theme-colour-blind = apto para daltónicos 🔵🟠
connect4-admin-settings-format-name = formato
connect4-admin-settings-format-description = Formato por defecto de los desafíos
connect4-admin-settings-format-single = partida suelta
connect4-admin-settings-format-match = duelo
connect4-admin-settings-rate-single-games-name = puntuar-sueltas
connect4-admin-settings-rate-single-games-description = Puntuar también las partidas sueltas (los duelos siempre puntúan)
connect4-admin-settings-max-games-per-user-name = max-partidas
connect4-admin-settings-max-games-per-user-description = Partidas simultáneas por persona
connect4-admin-settings-allow-channel-name = permitir-canal
connect4-admin-settings-allow-channel-description = Permitir partidas en este canal (con alguno en la lista, solo en ellos)
connect4-admin-settings-disallow-channel-name = quitar-canal
connect4-admin-settings-disallow-channel-description = Quitar este canal de la lista de canales con partidas
connect4-admin-settings-every-channel-name = todos-los-canales
connect4-admin-settings-every-channel-description = Volver a permitir partidas en todos los canales (vacía la lista)
connect4-admin-settings-hints-name = pistas
connect4-admin-settings-hints-description = Permitir pistas en partidas que no puntúan (nunca en las que puntúan ni en duelos)
connect4-admin-settings-daily-puzzle-channel-name = canal-problema-diario
connect4-admin-settings-daily-puzzle-channel-description = Publicar un problema diario en este canal
connect4-admin-settings-daily-puzzle-hour-name = hora-problema-diario
connect4-admin-settings-daily-puzzle-hour-description = La hora (UTC, 0–23) del problema diario (12 por defecto)
connect4-admin-settings-daily-puzzle-off-name = sin-problema-diario
connect4-admin-settings-daily-puzzle-off-description = Dejar de publicar el problema diario

## /connect4-admin abort

connect4-admin-abort-name = anular
connect4-admin-abort-description = Termina la partida de este canal, sin puntuar (Gestionar servidor o Gestionar mensajes)

## /connect4-admin reset-leaderboard

connect4-admin-reset-leaderboard-name = reiniciar-clasificacion
connect4-admin-reset-leaderboard-description = Borra las puntuaciones y récords del servidor (Gestionar servidor; pide confirmación)

## Menú de usuario "Challenge to Connect Four"

challenge-to-connect-four-name = Desafiar a Conecta 4

## /connect4 games

connect4-games-name = partidas
connect4-games-description = Las partidas en curso aquí, con enlaces a sus tableros (solo las que puedes ver)

## /connect4 my-data

connect4-my-data-name = mis-datos
connect4-my-data-description = Todo lo que cuatro guarda sobre ti, en un archivo privado

## /connect4 forget-me

connect4-forget-me-name = olvidarme
connect4-forget-me-description = Borra tus puntuaciones e historial y anonimiza tus partidas (pregunta antes)

## /connect4-admin settings: el mensaje «Partidas ahora»

connect4-admin-settings-games-now-channel-name = canal-partidas-ahora
connect4-admin-settings-games-now-channel-description = Mantener aquí un mensaje actualizado con las partidas en curso y los últimos resultados
connect4-admin-settings-games-now-off-name = sin-partidas-ahora
connect4-admin-settings-games-now-off-description = Borrar el mensaje «Partidas en juego»

## /connect4-tournament

# La opción `tournament` de los comandos del organizador: un torneo del servidor, ofrecido por el autocompletado.
connect4-tournament-option-name = torneo
connect4-tournament-option-description = El torneo, si no es el de este canal (elige uno)
connect4-tournament-name = conecta4-torneo
connect4-tournament-description = Torneos: sistema suizo, todos contra todos y arena, dirigidos por el bot
connect4-tournament-create-name = crear
connect4-tournament-create-description = Crea un torneo en este canal (Gestionar servidor o el rol de torneos)
connect4-tournament-create-format-name = formato
connect4-tournament-create-format-description = Suizo, todos contra todos (a una o dos vueltas) o arena
connect4-tournament-create-format-swiss = suizo
connect4-tournament-create-format-round-robin = todos contra todos
connect4-tournament-create-format-double-round-robin = todos contra todos a doble vuelta
connect4-tournament-create-format-arena = arena
connect4-tournament-create-variant-name = variante
connect4-tournament-create-variant-description = La variante de todas las partidas (classic por defecto)
connect4-tournament-create-rounds-name = rondas
connect4-tournament-create-rounds-description = Suizo: cuántas rondas (1–15, 5 por defecto)
connect4-tournament-create-minutes-name = minutos
connect4-tournament-create-minutes-description = Arena: cuánto dura, en minutos (30 por defecto)
connect4-tournament-create-clock-name = reloj
connect4-tournament-create-clock-description = Un reloj de ajedrez para cada emparejamiento, en vez de tiempo por turno
connect4-tournament-create-clock-m1 = 1 min + 1 s
connect4-tournament-create-clock-m3 = 3 min + 2 s
connect4-tournament-create-clock-m5 = 5 min + 5 s
connect4-tournament-create-clock-m10 = 10 min + 10 s
connect4-tournament-create-clock-d1 = 1 día + 1 h
connect4-tournament-create-timer-name = tiempo
connect4-tournament-create-timer-description = Tiempo por jugada (por defecto, el del servidor o, si no, 5 min)
connect4-tournament-create-timer-none = el del servidor
connect4-tournament-create-timer-s30 = 30 s
connect4-tournament-create-timer-s60 = 60 s
connect4-tournament-create-timer-m5 = 5 min
connect4-tournament-create-timer-h1 = 1 h
connect4-tournament-create-timer-h24 = 24 h
connect4-tournament-create-starts-in-name = empieza-en
connect4-tournament-create-starts-in-description = Empezar automáticamente dentro de estos minutos (por defecto, cuando lo inicies tú)
connect4-tournament-create-cap-name = max-jugadores
connect4-tournament-create-cap-description = El máximo de jugadores que pueden inscribirse
connect4-tournament-create-check-in-name = confirmacion
connect4-tournament-create-check-in-description = Minutos antes del inicio en los que los jugadores deben confirmar asistencia
connect4-tournament-standings-name = clasificacion
connect4-tournament-standings-description = La clasificación del torneo de este canal
connect4-tournament-why-name = por-que
connect4-tournament-why-description = Por qué te emparejaron así (a ti o a otro jugador)
connect4-tournament-why-player-name = jugador
connect4-tournament-why-player-description = El jugador del que explicarlo (por defecto, tú)
connect4-tournament-start-name = iniciar
connect4-tournament-start-description = Inicia el torneo ahora (organizador)
connect4-tournament-start-tournament-name = { connect4-tournament-option-name }
connect4-tournament-start-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pause-name = pausar
connect4-tournament-pause-description = Pausa el torneo: las partidas en curso siguen, no empieza ninguna nueva (organizador)
connect4-tournament-pause-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pause-tournament-description = { connect4-tournament-option-description }
connect4-tournament-resume-name = reanudar
connect4-tournament-resume-description = Reanuda un torneo en pausa (organizador)
connect4-tournament-resume-tournament-name = { connect4-tournament-option-name }
connect4-tournament-resume-tournament-description = { connect4-tournament-option-description }
connect4-tournament-cancel-name = cancelar
connect4-tournament-cancel-description = Cancela el torneo (organizador)
connect4-tournament-cancel-tournament-name = { connect4-tournament-option-name }
connect4-tournament-cancel-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-name = retirar
connect4-tournament-drop-description = Retira a un jugador (organizador)
connect4-tournament-drop-tournament-name = { connect4-tournament-option-name }
connect4-tournament-drop-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-player-name = jugador
connect4-tournament-drop-player-description = El jugador que retirar
connect4-tournament-add-name = inscribir
connect4-tournament-add-description = Inscribe a un jugador, aunque se supere el máximo o llegue tarde (organizador)
connect4-tournament-add-tournament-name = { connect4-tournament-option-name }
connect4-tournament-add-tournament-description = { connect4-tournament-option-description }
connect4-tournament-add-player-name = jugador
connect4-tournament-add-player-description = El jugador que inscribir
connect4-tournament-result-name = resultado
connect4-tournament-result-description = Fija o corrige el resultado del emparejamiento de dos jugadores (organizador)
connect4-tournament-result-tournament-name = { connect4-tournament-option-name }
connect4-tournament-result-tournament-description = { connect4-tournament-option-description }
connect4-tournament-result-first-name = primero
connect4-tournament-result-first-description = Un jugador del emparejamiento
connect4-tournament-result-second-name = segundo
connect4-tournament-result-second-description = El otro jugador
connect4-tournament-result-outcome-name = ganador
connect4-tournament-result-outcome-description = Quién ganó el emparejamiento
connect4-tournament-result-outcome-first-won = ganó el primero
connect4-tournament-result-outcome-draw = empate
connect4-tournament-result-outcome-second-won = ganó el segundo
connect4-tournament-result-round-name = ronda
connect4-tournament-result-round-description = La ronda (por defecto, su último emparejamiento)
connect4-tournament-forbid-name = prohibir
connect4-tournament-forbid-description = Impide que dos jugadores se emparejen (organizador)
connect4-tournament-forbid-tournament-name = { connect4-tournament-option-name }
connect4-tournament-forbid-tournament-description = { connect4-tournament-option-description }
connect4-tournament-forbid-first-name = primero
connect4-tournament-forbid-first-description = Un jugador
connect4-tournament-forbid-second-name = segundo
connect4-tournament-forbid-second-description = El otro jugador
connect4-tournament-pair-name = emparejar
connect4-tournament-pair-description = Empareja a dos jugadores en la próxima ronda suiza (organizador)
connect4-tournament-pair-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pair-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pair-first-name = primero
connect4-tournament-pair-first-description = Un jugador
connect4-tournament-pair-second-name = segundo
connect4-tournament-pair-second-description = El otro jugador
connect4-tournament-export-name = exportar
connect4-tournament-export-description = La clasificación en un archivo CSV, o TRF en un suizo (organizador)
connect4-tournament-export-tournament-name = { connect4-tournament-option-name }
connect4-tournament-export-tournament-description = { connect4-tournament-option-description }
connect4-tournament-export-format-name = formato
connect4-tournament-export-format-description = CSV (por defecto) o TRF (solo suizo)
connect4-tournament-export-format-csv = CSV
connect4-tournament-export-format-trf = TRF
connect4-tournament-berserk-name = berserk
connect4-tournament-berserk-description = Arena: la mitad de tu reloj antes de tu primera jugada, por un punto más si ganas en 7+ jugadas
connect4-admin-settings-tournament-role-name = rol-torneos
connect4-admin-settings-tournament-role-description = Los miembros con este rol pueden crear y dirigir torneos
connect4-admin-settings-tournament-role-off-name = sin-rol-torneos
connect4-admin-settings-tournament-role-off-description = Solo los miembros con Gestionar servidor dirigen torneos
connect4-admin-settings-web-pages-name = paginas-web
connect4-admin-settings-web-pages-description = Una página web para cada partida terminada en un canal que todos ven

# El mensaje del tablero y lo que viene antes: títulos, líneas de estado, resultados, el marcador del duelo, la
# posición en palabras, desafíos y salas, nombres de los niveles de la CPU, sugerencias de variantes y el título
# del hilo de una partida (render/board, render/lobby.rs, render/players.rs, render/variants.rs, bot/start.rs).

-game-name = Conecta 4

## Títulos

board-title = { -game-name }
board-title-match = { -game-name } · partida { $game } de 2
board-thread-title = { -game-name } · { $user }

## Líneas de estado bajo el tablero

board-status-thinking = { $player } está pensando…
board-status-to-move = Juega { $player }
board-status-pause-asked = ⏸️ <@{ $user }> pidió una pausa.
board-status-next-game = La siguiente, con los colores cambiados, cuando ambos estén listos: { $marks }
board-paused = ⏸️ **En pausa** <t:{ $since }:R>. Pulsa Continuar para seguir; si nadie lo hace, la partida termina sin puntuar <t:{ $until }:R>.

## Un duelo de dos partidas

board-match-score = Duelo: { $first } { $first_points } : { $second_points } { $second }
board-match-resigned = 🏳️ { $player } abandonó el duelo.
board-caught-up = Este tablero no se pudo actualizar mientras nadie lo pulsaba: ahora muestra la partida tal como está.
board-match-won = 🏆 { $player } gana el duelo.
board-match-drawn = 🤝 El duelo termina en empate.

## Cómo terminó una partida

board-result-win = 🏆 ¡Gana { $winner }!
board-result-resigned = 🏳️ { $loser } se rindió: gana { $winner }.
board-result-timeout = ⏱️ A { $loser } se le acabó el tiempo: gana { $winner }.
board-result-repetition = 🤝 Empate: la misma posición se repitió tres veces.
board-result-emptied-grid = 🤝 Empate: el tablero quedó vacío.
board-result-full-board = 🤝 Empate: el tablero está lleno.
board-result-declined = Desafío rechazado.
board-result-expired = El desafío caducó.
board-result-idle = Partida terminada: demasiado tiempo sin jugar (sin puntuar).
board-result-both-absent = Partida abandonada: ambos jugadores se ausentaron (sin puntuar).
board-result-replaced = Partida sustituida por otra (sin puntuar).
board-result-pause-limit = Partida terminada: en pausa más tiempo del permitido (sin puntuar).
board-result-result-set = Partida detenida: el organizador fijó el resultado de este emparejamiento (sin puntuar).
board-result-tournament-cancelled = Partida detenida: el torneo se canceló (sin puntuar).
board-result-abandoned = Partida abandonada (sin puntuar).

## Cómo terminó una partida de tres o cuatro asientos

board-result-side-wins = 🏆 ¡Gana { $side }!
board-result-side-wins-resigned = 🏳️ Gana { $side }: el otro lado se rindió o se quedó sin tiempo.
board-result-all-out = 🏳️ No queda ningún jugador: los asientos de la CPU comparten la partida.
board-result-resigned-line = 🤝 Un asiento rendido completó una línea: los jugadores que siguen comparten la partida.

## Campos y pie del tablero

board-field-moves = Jugadas
board-field-position = Posición (texto)
board-footer-hinted = 💡 En esta partida se usó una pista.
# $code es el código de la partida; $command, el comando de revisión tal como se escribe (`/conecta4 revisar`):
# lo escribe el código con los nombres de commands.ftl.
board-footer-review = Partida { $code }: { $command }
board-footer-cpu-stood-in = La CPU jugó por un ausente: sin puntuar.

## La posición en palabras, para lectores de pantalla

board-colour-red = Rojo
board-colour-yellow = Amarillo
board-colour-green = Verde
board-position-cells = { $colour }: { $cells }.
board-position-last-move = Última jugada: { $colour } { $move }.

## Jugadores

board-level-random = al azar
board-level-greedy = voraz
board-level-easy = fácil
board-level-medium = medio
board-level-hard = difícil
board-cpu = CPU ({ $level })

## Un desafío entre dos jugadores

lobby-challenge-title = Desafío de { -game-name }
lobby-challenge-to = <@{ $challenger }> desafía a <@{ $target }> a { -game-name }.
lobby-challenge-open = <@{ $challenger }> busca rival: cualquiera puede aceptar.
lobby-challenge-terms =
    Variante: `{ $variant }` · tiempo por turno: { $timer } · empieza { $first ->
        [challenger] quien desafía
       *[opponent] el rival
    }
    Caduca <t:{ $expires }:R>.

## Una sala de tres o cuatro asientos

lobby-title = { -game-name } · asientos
lobby-opens = <@{ $creator }> abre una partida de `{ $variant }`: pulsa **Unirse** para sentarte.
lobby-seat-open = libre
lobby-seat-kept = reservado para <@{ $user }>
lobby-teams = Equipos: los asientos 1.º y 3.º contra el 2.º y el 4.º.
lobby-terms =
    Tiempo por turno: { $timer }. La partida empieza cuando todos los asientos estén ocupados, o cuando <@{ $creator }> pulse Empezar (la CPU, { $level }, ocupa los huecos).
    Caduca <t:{ $expires }:R>.

## Sugerencias de variantes al escribir un id de variante (Discord muestra como mucho 100 caracteres)

variants-valid = { $id } — ✓ válida
variants-classic = 7×6, conecta cuatro
variants-popout = saca tus fichas de la fila de abajo
variants-five-in-a-row = 9×6, conecta cinco, columnas exteriores llenas
variants-small = 6×5, conecta cuatro
variants-misere = completar una línea pierde
variants-cylinder = el tablero da la vuelta
variants-obstacles = casillas bloqueadas abajo
variants-random-opening = empieza con jugadas al azar
variants-three-players = rojo, amarillo y verde en 9×7
variants-two-vs-two = dos equipos de dos
variants-popout-cylinder = PopOut en un tablero que da la vuelta
variants-popout-five-in-a-row = PopOut, conecta cinco
variants-8x7 = un tablero más grande
variants-10x10 = el tablero más grande
variants-9x6k5 = 9×6, conecta cinco
variants-misere-cylinder = tablero que da la vuelta donde una línea pierde

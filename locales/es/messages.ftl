# Respuestas, negativas y botones fuera del tablero (render/i18n.rs `Msg`).
#
# $command, donde un texto pide usar un comando: el comando tal como lo escribe el código, una mención que Discord
# muestra en el idioma de quien lee y se puede pulsar (`</connect4 vs-cpu:…>`), o su ruta. Nunca escribas la ruta.

not-in-game = No juegas en esta partida.
not-your-turn = No es tu turno.
column-full = Esa columna está llena: elige otra.
illegal-pop = Solo puedes sacar una ficha tuya de la fila de abajo.
outdated = Este tablero está desactualizado: usa el más reciente.
game-over = Esta partida ha terminado.
own-challenge = No puedes aceptar tu propio desafío.
not-your-challenge = Este desafío es para otra persona.
not-a-challenge = Este desafío ya tiene respuesta.
seat-reclaimed = Has vuelto: la CPU ya no juega por ti.
bad-button = Este botón no es válido.
no-game = Este tablero ya no tiene partida.
shard-moving = Las partidas de este servidor están pasando a otra instancia del bot: vuelve a intentarlo en unos segundos.
database-away = El bot no puede acceder a su base de datos ahora: no se ha jugado nada. Vuelve a intentarlo en unos segundos.
database-away-unchanged = El bot no puede acceder a su base de datos ahora: no se ha cambiado nada. Vuelve a intentarlo en unos segundos.
restarted = El bot se reinició antes de terminar esto: no se ha cambiado nada. Vuelve a intentarlo en un momento.
no-game-here = No hay ninguna partida en este canal.
assist-busy =
    { $n ->
        [one] Tu pista, revisión o jugada de problema anterior aún se está calculando: espérala.
       *[other] Ya tienes { $n } pistas, revisiones o jugadas de problema calculándose, el máximo permitido: espera a alguna.
    }
assists-full = Se están calculando muchas pistas, revisiones y jugadas de problemas ahora mismo: vuelve a intentarlo en un minuto.
busy = El tablero está ocupado: inténtalo enseguida.
internal = Algo falló; no se ha cambiado nada.
self-challenge = No puedes desafiarte a ti mismo.
bot-opponent = Los bots no juegan: usa { $command } para jugar contra la CPU.
already-challenged = { $who } ya tiene un desafío pendiente.
cooldown = Más despacio: podrás desafiar de nuevo <t:{ $at }:R>.
user-cap =
    { $n ->
        [one] Ya tienes una partida en curso.
       *[other] Ya tienes { $n } partidas en curso.
    }
cpu-cooldown = Más despacio: podrás empezar otra partida contra la CPU <t:{ $at }:R>.
server-cap =
    { $n ->
        [one] Este servidor ya tiene una partida en curso, el máximo que permite: inténtalo cuando termine.
       *[other] Este servidor ya tiene { $n } partidas en curso, el máximo que permite: inténtalo cuando termine una.
    }
server-cpu-cap =
    { $n ->
        [one] Este servidor ya tiene una partida contra la CPU en curso, el máximo que permite: inténtalo cuando termine.
       *[other] Este servidor ya tiene { $n } partidas contra la CPU en curso, el máximo que permite: inténtalo cuando termine una.
    }
channel-busy = Este canal está ocupado: empieza tu partida en un hilo.
confirm-replace = Ya hay una partida en este canal. ¿Abandonarla (sin puntuar) y empezar la tuya?
kept = La partida actual continúa.
aborted = La partida se abandonó (sin puntuar).
need-moderator = Necesitas el permiso Gestionar servidor o Gestionar mensajes.
bad-variant = { $reason } Prueba `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…
match-needs-two = Los duelos y el reloj de ajedrez son para dos: las partidas de tres o cuatro son sueltas, con tiempo por turno.
too-many-players =
    { $invited ->
        [one] Esta variante es para { $seats }: tú y como mucho un invitado.
       *[other] Esta variante es para { $seats }: tú y como mucho { $invited } invitados.
    }
two-seats-only = Las revisiones y las pistas son para partidas de dos.
resigned = Te rendiste en esta partida.
already-seated = Ya tienes asiento en esta partida.
game-full = Esta partida está completa.
seats-reserved = Los asientos que quedan son para los jugadores invitados.
not-creator = Solo quien abrió la partida puede empezarla.
join = Unirse
start = Empezar (la CPU ocupa los huecos)
leave = Salir / cancelar
joined = Tienes asiento: la partida empieza cuando estén todos.
bad-option = Opción no válida: { $what }.
guild-only = Este comando solo funciona en un canal de un servidor.
challenge-in-bot-dm = Nadie más ve este MD: desafía a gente en un servidor o en un grupo, o juega aquí contra mí con { $command }.
leaderboard-in-bot-dm = Las clasificaciones son de un servidor o de un grupo. Aquí, { $command } muestra tus partidas de todas partes.
missing-permissions = Me faltan los permisos Ver canal, Enviar mensajes o Insertar enlaces aquí: la partida funciona, pero los tiempos agotados solo se verán en el siguiente clic. Pide a un moderador que los conceda.
thread-board-refused = No pude publicar el tablero en el hilo de la partida (necesito Enviar mensajes en hilos), así que no se empezó ninguna partida. Pide a un moderador que lo conceda o que desactive los hilos.
not-saved = ⚠️ Ahora mismo no se guarda el progreso: esta partida podría perderse si el bot se reinicia.
reposted = Este tablero sigue en un mensaje nuevo.
accept = Aceptar
decline = Rechazar
resign = Rendirse
rematch = Revancha
confirm = Confirmar
cancel = Cancelar
your-turn = <@{ $user }>, te toca.
out-of-time = Se te acabó el reloj: la partida ha terminado.
already-ready = Ya estás listo.
ready = Listo para la siguiente
resign-match = Abandonar el duelo
game-in-thread = La partida se juega en <#{ $thread }>.
need-manager = Necesitas el permiso Gestionar servidor.
channel-not-allowed = En este servidor no se puede jugar en este canal.
paused = La partida está en pausa: pulsa Continuar primero.
already-paused = La partida ya está en pausa.
paused-now = ⏸️ La partida está en pausa. Pulsa Continuar en el tablero para seguir.
not-paused = La partida no está en pausa.
pause-already-asked = Tú pediste la pausa: responde el otro jugador.
no-pause-asked = No hay ninguna pausa esperando respuesta.
pause-request = ⏸️ <@{ $asker }> pide pausar la partida. <@{ $other }>, ¿estás de acuerdo? Los relojes siguen hasta que aceptes.
pause-agreed = ⏸️ <@{ $other }> aceptó: la partida está en pausa.
pause-refused = ▶️ <@{ $other }> rechazó la pausa: la partida sigue.
pause-button = Pausa
continue-button = Continuar
hint-button = 💡 Pista
review-button = Revisar
hints-off-rated = No hay pistas en las partidas que puntúan ni en los duelos.
hints-off-server = Las pistas están desactivadas en este servidor.
not-over-yet = Una partida se puede revisar cuando termina.
no-such-game = No encuentro ninguna partida tuya terminada. Indica el código que aparece bajo un tablero final.
nothing-to-review = Esa partida no tiene jugadas que revisar.
replay-button = Repetición
replay-caption = Repetición de la partida { $code }
replay-link = La repetición de esta partida está aquí: { $link }
replay-busy = La repetición se está publicando: vuelve a mirar en un momento.
replay-no-files = No puedo publicar la repetición aquí: me falta el permiso Adjuntar archivos en este canal.
replay-private-place = Esta partida se jugó en un lugar privado: su repetición solo se puede publicar allí.
replay-cooldown = Más despacio: podrás publicar otra repetición <t:{ $at }:R>.
chart-no-rated-games = Aún no hay gráfico de puntuación: ninguna partida puntuada en esta variante en este servidor desde que empezó su clasificación.
chart-no-files = Aquí no hay gráfico de puntuación: me falta el permiso Adjuntar archivos en este canal.
chart-too-large = Aquí no hay gráfico de puntuación: pesa más de lo que este canal acepta.
chart-failed = Esta vez no se pudo dibujar el gráfico de puntuación.
chart-cooldown = Aún no hay gráfico de puntuación nuevo: podrás pedir otro <t:{ $at }:R>.
# Las dos leyendas del gráfico (esta y la siguiente) se dibujan con la fuente de mapa de bits 8×8: solo caracteres Latin-1.
chart-rating-legend = Puntuación (banda: ±2 DR)
chart-games-legend = Partidas por mes
chart-alt = Gráfico de puntuación: de { $from } a { $to } en { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, de { $first } a { $last }.
replay-too-large = Esta repetición pesa más de lo que este canal acepta.
replay-not-over = Una partida se puede repetir cuando termina.
replay-no-such-game = No encuentro ninguna partida tuya terminada. Indica el código que aparece bajo un tablero final.
puzzle-over = Este problema ha terminado: pulsa Siguiente para otro.
puzzle-none-left = Ya has visto todos los problemas que hay por ahora: ¡bien hecho! Llegarán más de las partidas de este servidor.
puzzle-not-yours = Este problema es de otra persona: { $command } te da uno propio.
daily-once = Ya has hecho tu intento con este problema diario: uno por persona, y cuenta el primero.
daily-gone = El día de este problema diario ha pasado: cada día se publica uno nuevo.
nothing-to-replay = Esa partida no tiene jugadas que repetir.

## Por qué se rechazó una variante.
variant-unknown = Variante desconocida: `{ $word }`.
variant-size-twice = El tamaño del tablero aparece dos veces (`{ $word }`).
variant-repeated = `{ $word }` aparece dos veces.
# Va tras "✗ " en una entrada de autocompletado de 100 caracteres como mucho, con tamaños hasta 99×99 y líneas hasta
# 255: que sea breve.
variant-out-of-range = Tablero { $width }×{ $height } con líneas de { $connect }: no es válido (lados { $min }–{ $max }, líneas de { $kmin }–{ $kmax } que quepan).
variant-incompatible = `{ $a }` y `{ $b }` no se pueden combinar.
variant-empty = La variante está vacía.

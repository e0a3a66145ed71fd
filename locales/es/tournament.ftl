# Torneos: el mensaje vivo en el canal del torneo, las respuestas privadas de /connect4-tournament y lo que se le
# dice al organizador (render/tournament.rs, bot/tournaments/).

## El mensaje vivo

tournament-title = 🏆 { $format }
tournament-format-swiss = Torneo suizo
tournament-format-round-robin = Todos contra todos
tournament-format-double-round-robin = Todos contra todos a doble vuelta
tournament-format-arena = Arena
tournament-footer = Torneo { $id }
tournament-rounds =
    { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
tournament-everyone-meets = todos contra todos
tournament-minutes =
    { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
tournament-matches = duelos de dos partidas, con los colores cambiados
tournament-single-games = partidas sueltas
tournament-clock = reloj { $reserve } + { $increment }
tournament-timer = { $timer } por jugada
tournament-starts-at = Empieza { $at }.
tournament-starts-by-hand = Empieza cuando el organizador lo inicie.
tournament-check-in-open = La confirmación de asistencia está abierta: pulsa **Confirmar asistencia** o te quedarás fuera al empezar.
tournament-check-in-from = La confirmación de asistencia se abre { $at }.
tournament-round-of = Ronda { $round } de { $total }
tournament-round = Ronda { $round }
tournament-ends-at = Termina { $at }
tournament-paused = En pausa por el organizador: no empieza ninguna partida nueva hasta que se reanude.
tournament-finished = Terminado.
tournament-cancelled = Cancelado por el organizador.
tournament-counter-cap = Jugadores: { $players }/{ $cap }
tournament-counter =
    { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
tournament-entrants = Inscritos
tournament-games-now = Partidas en curso
tournament-standings = Clasificación
tournament-final-standings = Clasificación final
tournament-no-standings = Aún no hay resultados.
tournament-and-more = …y { $count } más
tournament-bye = descanso
tournament-late-bye = descanso de ½ punto (inscripción tardía)
tournament-void = anulado
tournament-forfeit = sin jugar
tournament-playing-in = jugando en <#{ $channel }>
tournament-starting = empezando…
tournament-withdrawn = (retirado)
# Desempates: Buchholz, Sonneborn-Berger, encuentro directo, rendimiento.
tournament-tb-buchholz = BH
tournament-tb-sonneborn = SB
tournament-tb-head-to-head = ED
tournament-tb-performance = Rend
tournament-join = Inscribirse
tournament-leave = Salir
tournament-check-in = Confirmar asistencia
tournament-my-game = Mi partida

## Respuestas a los jugadores

tournament-joined = Estás dentro. El mensaje del torneo indica cuándo empieza.
tournament-left = Has dejado el torneo.
tournament-checked-in = Has confirmado tu asistencia.
tournament-not-in = No estás en este torneo.
tournament-you-withdrew = Te has retirado de este torneo.
tournament-not-started = El torneo aún no ha empezado.
tournament-over = El torneo ha terminado.
tournament-already-in = Ya estás dentro.
tournament-full = El torneo está completo.
tournament-closed = Las inscripciones están cerradas.
tournament-no-check-in = La confirmación de asistencia no está abierta.
tournament-your-game = Tu partida contra <@{ $opponent }> está en <#{ $channel }>.
tournament-your-game-starting = Tu partida contra <@{ $opponent }> está empezando.
tournament-your-bye = Descansas en la ronda { $round }: espera a la siguiente ronda.
tournament-wait-round = Tu partida de esta ronda ha terminado: la siguiente ronda empieza cuando terminen todas las partidas.
tournament-wait-arena = Te emparejarán en cuanto haya otro jugador libre.
tournament-game-opens = <@{ $first }> <@{ $second }>: partida de la ronda { $round } del torneo { $id }. <@{ $first }> empieza en la primera partida.
tournament-arena-game-opens = <@{ $first }> <@{ $second }>: partida de arena del torneo { $id }. <@{ $first }> empieza.
tournament-thread-title = Torneo { $id } · ronda { $round } · #{ $pairing }
tournament-arena-thread-title = Torneo { $id } · partida #{ $pairing }

## Por qué (el emparejamiento explicado)

tournament-why-none = <@{ $user }> aún no tiene emparejamiento.
tournament-why-bye = <@{ $user }> descansa en la ronda { $round }: con { $points_value ->
        [one] { $points } punto
       *[other] { $points } puntos
    } era el jugador peor clasificado que aún no había descansado, y el número de jugadores era impar.
tournament-why-late-bye = <@{ $user }> se inscribió tarde y recibió un descanso de ½ punto en la ronda { $round }.
tournament-why-hand = El organizador emparejó a <@{ $user }> con <@{ $opponent }> en la ronda { $round }.
tournament-why-table = <@{ $user }> se enfrenta a <@{ $opponent }> en la ronda { $round }, según la tabla de Berger del todos contra todos.
tournament-why-arena = <@{ $user }> y <@{ $opponent }> eran los jugadores libres más cercanos por posición y puntuación.
tournament-why-swiss =
    En la ronda { $round }, <@{ $user }> ({ $points_value ->
        [one] { $points } punto
       *[other] { $points } puntos
    }) se enfrenta a <@{ $opponent }> ({ $opponent_points_value ->
        [one] { $opponent_points } punto
       *[other] { $opponent_points } puntos
    }): los jugadores se emparejan dentro de su grupo de puntos ({ $group ->
        [one] { $group } jugador
       *[other] { $group } jugadores
    } con { $points_value ->
        [one] { $points } punto
       *[other] { $points } puntos
    }), la mitad superior contra la inferior, y nunca dos veces mientras haya otro emparejamiento posible.
tournament-why-rematch-avoided = El orden por puntos lo habría emparejado con un rival anterior: se evitó esa revancha.
tournament-why-you-first =
    Empieza en la primera partida (antes empezó { $mine ->
        [one] { $mine } vez
       *[other] { $mine } veces
    }; su rival, { $theirs }).
tournament-why-they-first =
    Su rival empieza en la primera partida (antes empezó { $theirs ->
        [one] { $theirs } vez
       *[other] { $theirs } veces
    }, frente a { $mine }).

## El organizador

tournament-created = Torneo { $id } creado. Los jugadores se inscriben con los botones de su mensaje.
tournament-not-organiser = Solo el organizador, un miembro con el permiso Gestionar servidor o un miembro con el rol de torneos del servidor puede hacerlo.
tournament-none-here = No hay ningún torneo en curso en este canal.
tournament-several = Hay varios torneos en curso en este servidor: usa el comando en el canal del torneo.
tournament-too-few = Un torneo necesita al menos 2 jugadores para empezar.
tournament-too-many = Un todos contra todos admite como máximo { $max } jugadores.
tournament-wrong-status = El torneo no permite hacer eso ahora.
tournament-no-pairing = Esos jugadores no tienen ese emparejamiento.
tournament-same-player = Indica dos jugadores distintos.
tournament-started = El torneo ha empezado.
tournament-paused-now = En pausa: las partidas en curso siguen; no empieza ninguna nueva.
tournament-resumed = Reanudado.
tournament-cancelled-now = Cancelado.
tournament-dropped = <@{ $user }> queda retirado.
tournament-added = <@{ $user }> está dentro.
tournament-result-set = Resultado fijado: <@{ $a }> { $points_a } – { $points_b } <@{ $b }>.
tournament-forbidden = <@{ $a }> y <@{ $b }> no se emparejarán entre sí.
tournament-paired = <@{ $a }> y <@{ $b }> se enfrentarán en la próxima ronda.
tournament-export-trf-swiss = El TRF solo se genera para torneos suizos: aquí tienes el CSV.
tournament-bad-option = El valor de `{ $option }` está fuera de rango: { $range }.
tournament-no-start-time = Un plazo de confirmación de asistencia necesita una hora de inicio (`empieza-en`).
tournament-event-missing = No se creó ningún evento de Discord: al bot le falta el permiso Gestionar eventos.
tournament-servers-only = Los torneos se juegan en servidores que han invitado al bot.
tournament-two-players-only = Los torneos se juegan en variantes de dos jugadores.
# Berserk (a clocked arena): half the clock for a point more on a win of at least 7 moves.
tournament-berserk-done = Berserk: tu reloj queda a la mitad, y una victoria de 7 jugadas o más suma un punto más.
tournament-berserk-too-late = Solo puedes hacer berserk en tu partida de arena en curso, antes de tu primera jugada.
tournament-no-berserk = El berserk solo es posible una vez por partida, en una arena con reloj.
# The server setting of who runs tournaments besides Manage Server (/connect4-admin settings).
settings-label-tournament-role = Organizadores de torneos
settings-tournament-role-none = miembros con Gestionar servidor

# Duraciones, las leyendas de la clasificación, por qué se detuvo un torneo (su mensaje y el mensaje directo al
# organizador) y lo que rechazan create, start y los comandos del torneo (render/tournament, bot/tournaments).
tournament-days = { $n ->
        [one] { $n } día
       *[other] { $n } días
    }
tournament-legend-swiss = _puntos · BH Buchholz · SB Sonneborn-Berger · G-E-P ganadas, empatadas, perdidas_
tournament-legend-round-robin = _puntos · SB Sonneborn-Berger · ED enfrentamiento directo · G-E-P ganadas, empatadas, perdidas_
tournament-legend-arena = _puntos (dobles en racha 🔥) · Rend rendimiento · G-E-P ganadas, empatadas, perdidas_
tournament-paused-permissions = En pausa: el bot no puede abrir hilos ni escribir en ellos aquí (necesita Crear hilos públicos y Enviar mensajes en hilos). Cuando esté resuelto, el organizador lo reanuda con { $command }.
tournament-paused-thread-limit = En pausa: este servidor llegó al límite de Discord de 1000 hilos activos. Cuando se archiven algunos, el organizador lo reanuda con { $command }.
tournament-paused-refused = En pausa: Discord se negó varias veces a abrir sus partidas (error { $code }). El organizador lo reanuda con { $command }.
tournament-cancelled-channel-gone = Cancelado: se borró su canal.
tournament-cancelled-never-started = Cancelado: nadie lo empezó en { $days } días.
tournament-cancelled-too-few = Cancelado: menos de 2 jugadores al empezar.
tournament-start-too-many = Sin empezar: un todos contra todos admite como mucho { $max } jugadores. El organizador lo empieza con { $command } cuando se hayan ido algunos.
tournament-stop-notice = { $title } en <#{ $channel }>: { $reason }
tournament-wrong-channel = Los torneos se juegan en un canal de texto del servidor, no en un hilo, un foro, el chat de un canal de voz ni un canal de anuncios.
tournament-missing-permissions = Para organizar un torneo aquí el bot necesita: { $missing }.
tournament-permission-create-threads = Crear hilos públicos
tournament-permission-send-in-threads = Enviar mensajes en hilos
tournament-permission-send = Enviar mensajes
tournament-too-many-here = Este servidor ya tiene { $max } torneos abiertos o en curso: termina o cancela uno antes.
tournament-elsewhere = Ese torneo es de otro servidor o de otro canal.
tournament-not-visible = No puedes ver el canal de ese torneo.
tournament-unknown = No hay ningún torneo así en curso en este servidor.

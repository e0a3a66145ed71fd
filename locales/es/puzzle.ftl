# El entrenador de problemas y el problema diario (render/puzzle.rs, render/puzzle_text.rs): el mensaje de un
# problema, la clasificación de problemas, la línea de problemas de /conecta4 estadisticas, la publicación diaria y
# su línea en los ajustes del servidor. Las jugadas (`c`, `a^`) y las listas de jugadas (`c, d, e`) son notación y
# vienen del código; $stone es el emoji de una ficha de color (🔴 🟡). Los textos son markdown de Discord; `<@…>`
# nombra a un usuario, `<#…>` un canal.

## El mensaje de un problema

# Su título: el número del problema y su nivel.
puzzle-title = Problema n.º { $id } · nivel { $rating }

# Qué hay que encontrar: ganar en una jugada, ganar en $moves jugadas, o la única jugada que no pierde.
puzzle-goal-win-now = Juegan { $stone } y ganan ya.
puzzle-goal-win =
    { $moves ->
        [one] Juegan { $stone } y ganan en { $moves } jugada.
       *[other] Juegan { $stone } y ganan en { $moves } jugadas.
    }
puzzle-goal-only = Juegan { $stone }: encuentra la única jugada que no pierde.

# Bajo el objetivo de un problema de PopOut (⏏ es la marca de los botones de sacar).
puzzle-popout-rule = PopOut: una jugada también puede sacar una ficha tuya de la base de una columna (⏏).

# Una jugada que mantiene el objetivo, y la respuesta de la defensa ($stone es la ficha de la defensa).
puzzle-go-on = ✅ { $played } lo mantiene. { $stone } responde { $reply }.
puzzle-solved = 🎉 ¡Resuelto!
puzzle-failed = ❌ Con { $played } se escapa.

# Lo que deja la jugada fallida: gana la defensa ($stone), empate, quien resuelve ($stone) gana demasiado tarde, o
# nadie gana a la fuerza en $moves jugadas.
puzzle-verdict-loses = Tras ella, { $stone } gana con juego perfecto.
puzzle-verdict-draw = Tras ella, el juego perfecto lleva al empate.
puzzle-verdict-slow = Tras ella, { $stone } aún gana, pero no en las jugadas pedidas.
puzzle-verdict-unclear =
    { $moves ->
        [one] Tras ella, ningún bando gana a la fuerza en { $moves } jugada.
       *[other] Tras ella, ningún bando gana a la fuerza en { $moves } jugadas.
    }
puzzle-keeping = Jugadas que lo mantenían: { $columns }.
puzzle-solution = Solución: { $line }.

# El nivel de problemas antes y después, el cambio con su signo (`+12`, `-68`) y los resueltos seguidos.
puzzle-rating-change = Nivel de problemas { $before } → { $after } ({ $change }) · resueltos seguidos: { $streak }

# El pie: de dónde viene el problema. $red y $yellow son un jugador (`<@…>`) o `CPU`.
puzzle-from-game = De una partida de { $red } contra { $yellow }, jugada { $move_no }.
puzzle-from-set = Del repertorio de problemas de cuatro, comprobado por el solucionador.

# El botón al siguiente problema.
puzzle-next = Siguiente problema

## La clasificación de problemas (/conecta4 problema mejores)

puzzle-top-title = Clasificación de problemas
# Una línea: el puesto, el jugador, su nivel de problemas, los problemas resueltos y su mejor racha.
puzzle-top-line =
    { $solved ->
        [one] { $place }. <@{ $user }> — { $rating } · { $solved } resuelto · mejor racha { $best_streak }
       *[other] { $place }. <@{ $user }> — { $rating } · { $solved } resueltos · mejor racha { $best_streak }
    }
puzzle-top-empty = Nadie ha terminado aún un problema en este servidor: prueba { $command }.

## El campo de problemas de /conecta4 estadisticas

puzzle-stats-title = Problemas
# El nivel ± su desviación, los problemas resueltos y fallados, los resueltos seguidos ahora y como mucho, y los
# días seguidos con el problema diario resuelto.
puzzle-stats =
    { $rating } ±{ $deviation } · { $solved ->
        [one] { $solved } resuelto
       *[other] { $solved } resueltos
    }, { $failed ->
        [one] { $failed } fallado
       *[other] { $failed } fallados
    } · seguidos: { $streak } (mejor { $best_streak }) · días seguidos con el problema diario: { $daily_streak }

## El problema diario

# El título de la publicación diaria, con su fecha (`AAAA-MM-DD`), y su botón.
daily-title = 🧩 Problema diario · { $date }
daily-solve = Resolver

# Las cifras de ayer en la publicación de hoy: cuántos lo intentaron y resolvieron, el más rápido y la solución.
daily-yesterday =
    { $solved ->
        [one] Problema de ayer: lo resolvió { $solved } de { $tried }.
       *[other] Problema de ayer: lo resolvieron { $solved } de { $tried }.
    }
daily-fastest = El más rápido: <@{ $user }>, en { $seconds } s.
daily-solution = Su solución: { $line }.

# En los ajustes del servidor: el canal y la hora del problema diario ($time es `HH:00`, UTC).
daily-at = <#{ $channel }> a las { $time } UTC
# Discord rechazó las publicaciones (con su código de error) $days días seguidos; el problema diario se apaga solo
# a los $days_off días.
daily-failing = ⚠️ falla: Discord rechazó la publicación (error { $code }), { $days ->
        [one] { $days } día seguido
       *[other] { $days } días seguidos
    }; se apaga a los { $days_off }
# El ajuste del problema diario cuando está apagado (un adjetivo que concuerda con «problema diario»).
daily-off = desactivado
# El problema diario se apagó solo tras $days días de publicaciones rechazadas: daily-off, y por qué y qué hacer.
daily-turned-off = { daily-off }: se apagó solo tras { $days } días de publicaciones rechazadas (error { $code }); vuelve a elegir canal

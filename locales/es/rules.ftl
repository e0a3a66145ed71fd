# Las reglas de Conecta 4 y sus variantes (/connect4 rules), un párrafo por mensaje: primero el tablero y los
# turnos, luego un párrafo por cada opción de la variante. Los párrafos se separan con una línea en blanco, y la
# combinación más larga debe caber en un mensaje de Discord (2000 caracteres).

## El tablero y los turnos

rules-title = **Conecta 4**
rules-title-variant = **Conecta 4** `{ $variant }`
rules-turns-two = Empieza el rojo y se alterna el turno.
rules-turns-three = Tres jugadores: empieza el rojo, luego el amarillo y luego el verde (🔴🟡🟢), por turnos.
rules-turns-teams = Dos equipos de dos: el equipo A juega con rojo, el B con amarillo, y el turno va A1, B1, A2, B2 (🔴🟡🔴🟡). Una línea de cualquiera de los dos compañeros gana para el equipo.
rules-board =
    { $title } — { $width } columnas y { $height } filas. { $turns } Pulsa el botón de una columna: tu ficha cae a la casilla libre más baja. Una columna llena no se puede elegir (conservas el turno). { $connect ->
        [4] Cuatro
       *[other] { $connect }
    } fichas tuyas en línea — horizontal, vertical o diagonal — ganan al instante; una línea más larga también. Con el tablero lleno y sin línea, la partida termina en empate.

## Un párrafo por opción

rules-popout = **{ -variant-popout }** — en vez de soltar una ficha, puedes sacar una ficha *tuya* de la fila de abajo (botones ⏏): sale del tablero y la columna baja una casilla. Tras sacar se comprueban ambos colores: si los dos tienen { $connect ->
        [4] cuatro
       *[other] línea
    }, gana quien sacó; si solo el rival, gana el rival. Vaciar el tablero es empate, y también la tercera repetición de una posición.
rules-misere = **{ -variant-misere }** — el objetivo se invierte: { $players ->
        [teams] quien completa una línea pierde al instante (y con él su equipo), así que obliga al rival a hacerlo.
       *[other] quien completa una línea pierde al instante, así que obliga al rival a hacerlo.
    } Con el tablero lleno y sin línea, sigue siendo empate.
rules-cylinder = **{ -variant-cylinder }** — el tablero da la vuelta: la última columna toca la primera, así que una línea horizontal o diagonal puede salir por un lado y continuar por el otro. Las verticales no cambian.
rules-five-in-a-row = **{ -variant-five-in-a-row }** — un tablero de 9×6 en el que hay que conectar cinco. Las dos columnas de los extremos empiezan llenas, de abajo arriba: la primera rojo, amarillo, rojo…, y la última amarillo, rojo, amarillo… { $popout ->
        [yes] Esas fichas cuentan para las líneas como cualquier otra, pero nunca se pueden sacar.
       *[no] Esas fichas cuentan para las líneas como cualquier otra y nunca salen del tablero.
    }
rules-obstacles = **{ -variant-obstacles }** — algunas casillas de abajo empiezan bloqueadas (🟫), colocadas en espejo para no favorecer a nadie. Las fichas se apilan encima. Se sortean al crear la partida y se mantienen durante toda la partida o el duelo.
rules-random-opening = **{ -variant-random-opening }** — las primeras jugadas ({ $n } por defecto) se colocan al azar al crear la partida, elegidas para que nadie pueda ganar de inmediato. La partida continúa desde ahí.
rules-three-players = **{ -variant-three-players }** — quien abandona (o se queda sin tiempo) sigue en el tablero: sus fichas se quedan y la CPU juega sus turnos, pero ya no puede ganar. Si ese puesto completa una línea, los jugadores que siguen en juego se reparten la partida. El último que queda en juego gana.
rules-two-vs-two = **{ -variant-two-vs-two }** — si un miembro del equipo abandona o pierde por tiempo, todo el equipo pierde la partida.
# Se muestra con las reglas donde no invitaron al bot (un chat privado, un servidor que no lo invitó).
rules-where = **Dónde se juega** — instalado en tu cuenta, cuatro juega en MD, grupos y servidores que permiten apps externas. Donde no me invitaron, un tablero se actualiza cuando alguien lo pulsa o usa un comando (un tiempo agotado se ve en la siguiente pulsación), un grupo tiene su propia clasificación y un servidor no tiene ajustes ni problema diario.

## Nombres de las variantes
-variant-popout = PopOut
-variant-misere = Misère
-variant-cylinder = Cilindro
-variant-five-in-a-row = Cinco en línea
-variant-obstacles = Obstáculos
-variant-random-opening = Apertura aleatoria
-variant-three-players = Tres jugadores
-variant-two-vs-two = Dos contra dos
variant-name-classic = Clásico
variant-name-popout = { -variant-popout }
variant-name-misere = { -variant-misere }
variant-name-cylinder = { -variant-cylinder }
variant-name-five-in-a-row = { -variant-five-in-a-row }
variant-name-obstacles = { -variant-obstacles }
variant-name-random-opening = { -variant-random-opening }
variant-name-three-players = { -variant-three-players }
variant-name-two-vs-two = { -variant-two-vs-two }
variant-name-size = { $connect ->
        [4] { $width }×{ $height }
       *[other] { $width }×{ $height }, líneas de { $connect }
    }

# Las partidas en un terminal: `cuatro play` contra la CPU y `cuatro puzzle play` (cli/play.rs,
# cli/puzzle_play.rs). La notación de las jugadas, las líneas `moves:` y `result:` y las órdenes que se escriben
# (`quit`, `q`) no se traducen.

## Colores, como se nombran las fichas del jugador en una frase

terminal-colour-red = rojo
terminal-colour-yellow = amarillo
terminal-colour-green = verde

## cuatro play

terminal-play-intro = cuatro: { $variant } contra la CPU ({ $level }). Juegas con { $colour }.
terminal-play-help = Escribe una columna (`4` o `d`); `quit` para salir.
terminal-play-help-popout = Escribe una columna (`4` o `d`), o `d^` para sacar una ficha; `quit` para salir.
terminal-play-opening = apertura al azar: { $moves }
terminal-play-cpu-move = la cpu ({ $colour }) juega { $move }
terminal-play-prompt = tu jugada ({ $colour }) >{ " " }
terminal-play-end-of-input = fin de la entrada: partida sin terminar
terminal-play-quit = partida sin terminar
terminal-play-illegal = `{ $token }` no es una jugada válida: { $reason }

## cuatro puzzle play

terminal-puzzle-help = Las columnas son 1-7 (o a-g); en PopOut, 4^ (o d^) saca una ficha; q para salir.
terminal-puzzle-header = Problema { $n } de { $total }. { $goal }
terminal-puzzle-header-variant = Problema { $n } de { $total } ({ $variant }). { $goal }
terminal-puzzle-goal-win-now =
    { $colour ->
        [red] Juegan las rojas
        [yellow] Juegan las amarillas
       *[green] Juegan las verdes
    } y ganan ya.
terminal-puzzle-goal-win-in =
    { $colour ->
        [red] Juegan las rojas
        [yellow] Juegan las amarillas
       *[green] Juegan las verdes
    } y ganan en { $moves } jugadas.
terminal-puzzle-goal-only-move =
    { $colour ->
        [red] Juegan las rojas
        [yellow] Juegan las amarillas
       *[green] Juegan las verdes
    }: encuentra la única jugada que no pierde.
terminal-puzzle-prompt = tu jugada>{ " " }
terminal-puzzle-not-a-move = Una jugada, por favor: una columna 1-7 o a-g (4^ o d^ saca una ficha en PopOut).
terminal-puzzle-impossible = Esa jugada no es posible aquí.
terminal-puzzle-keeps = { $move } lo mantiene. La defensa responde { $reply }.
terminal-puzzle-solved = ¡Resuelto!
terminal-puzzle-slip = { $move } lo deja escapar. { $after } Jugadas que lo mantenían: { $keeping }.
terminal-puzzle-after-defence-wins = Ahora gana el otro lado.
terminal-puzzle-after-draw = Ahora es empate.
terminal-puzzle-after-too-slow = Sigues ganando, pero no a tiempo.
terminal-puzzle-after-unclear = Ningún lado gana a la fuerza en { $moves } jugadas.
terminal-puzzle-solution = Solución: { $line }.
terminal-puzzle-score = resueltos { $solved } de { $tried }

## Por qué se rechazó una jugada escrita: el motivo tras «no es una jugada válida:».
terminal-move-unreadable = una jugada es una columna, con un número del 1 al 9 o una letra de la a a la j, y `^` detrás para sacar
terminal-move-no-such-column = no hay columna { $column } (columnas 1-{ $width })
terminal-move-column-full = la columna { $column } está llena
terminal-move-no-pops = esta variante no permite sacar fichas
terminal-move-pop-empty = la columna { $column } está vacía: no hay nada que sacar
terminal-move-pop-not-own = la ficha de abajo de la columna { $column } no es tuya
terminal-move-pop-locked = las fichas de la columna { $column } son fijas y no se pueden sacar
terminal-move-game-over = la partida ha terminado

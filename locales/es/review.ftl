# Revisiones tras la partida y pistas (render/review.rs, bot/review.rs), y las palabras de la repetición animada
# en GIF (render/replay/caption.rs). Los nombres de las jugadas (`d`, `a^`) son notación y vienen del código.
# Los textos de revisiones y pistas son markdown de Discord: conserva `**…**` alrededor de lo que va en negrita.

## Revisiones

# El título de una revisión: el id de la variante (`classic`, `popout`…) y el código de la partida.
review-title = Revisión · partida { $code }

# El encabezado de cada partida de un duelo en una revisión.
review-match-game = **Partida { $game } de { $games }**

# La etiqueta de una jugada revisada, tras su símbolo (✓ ?! ? ??, que se quedan como están).
review-label-best = ✓ la mejor
review-label-inaccuracy = ?! imprecisión
review-label-mistake = **? error**
review-label-blunder = **?? error grave**

# Tras una jugada que no era la mejor: la que lo era ($best es el nombre de una jugada, como `d`).
review-better = (mejor { $best })

# El resultado tras una jugada con el mejor juego: empate, o un color que gana (en $moves jugadas suyas).
# En minúscula: va tras un " · " en mitad de la línea de una jugada.
review-outcome-draw = empate
review-outcome-win =
    { $colour ->
        [red] ganan las rojas
        [yellow] ganan las amarillas
       *[green] ganan las verdes
    }
review-outcome-win-in =
    { $colour ->
        [red] ganan las rojas en { $moves }
        [yellow] ganan las amarillas en { $moves }
       *[green] ganan las verdes en { $moves }
    }

# La marca al final de la línea de la jugada que decidió la partida.
review-decided = ⚡ decidió la partida

# El pie de una página de la revisión: la página, y lo que significan los símbolos.
review-footer = Página { $page } de { $pages } · ✓ la mejor · ?! imprecisión (mismo resultado, más lento) · ? error (peor resultado) · ?? error grave (de ganar a perder)

## Pistas

# La jugada que da una pista: soltar o sacar, con el número de su columna (1 es la de la izquierda).
hint-move-drop = **{ $move }** (columna { $column })
hint-move-pop = **{ $move }** (saca de la columna { $column })

# Una pista: $move es uno de los dos textos de arriba; $moves cuenta las jugadas hasta el final.
hint-win-now = 💡 Juega { $move }: gana ya.
hint-win-in =
    { $moves ->
        [one] 💡 Juega { $move }: gana en { $moves } jugada.
       *[other] 💡 Juega { $move }: gana en { $moves } jugadas.
    }
hint-win = 💡 Juega { $move }: gana.
hint-draw = 💡 Juega { $move }: asegura el empate.
hint-loss-in =
    { $moves ->
        [one] 💡 Todas las jugadas pierden; { $move } resiste más ({ $moves } jugada más de tu rival).
       *[other] 💡 Todas las jugadas pierden; { $move } resiste más ({ $moves } jugadas más de tu rival).
    }
hint-loss = 💡 Todas las jugadas pierden; { $move } resiste más.
hint-unclear = 💡 Juega { $move }: la mejor jugada que encontró la búsqueda.

## Repeticiones en GIF
## El pie y el rótulo de la repetición se dibujan en la imagen con una pequeña fuente de mapa de bits que solo
## tiene los caracteres de Latin-1 (las letras de las lenguas de Europa occidental con sus acentos, y · ± × y
## similares): un carácter fuera de Latin-1 no aparece en la imagen. Los textos replay-colour, replay-team,
## replay-result-*, replay-banner-* y replay-caption-* deben quedarse en Latin-1. El texto alternativo
## (replay-alt, replay-alt-line) no se dibuja: ahí vale cualquier carácter.

# El nombre de un color junto a su muestra, y en los resultados de abajo ($winner).
replay-colour =
    { $colour ->
        [red] Rojo
        [yellow] Amarillo
       *[green] Verde
    }
# Lo mismo en dos contra dos, donde cada color es un equipo.
replay-team =
    { $colour ->
        [red] Equipo rojo
        [yellow] Equipo amarillo
       *[green] Equipo verde
    }

# El resultado en una frase ($winner es un nombre de color o de equipo de los de arriba).
replay-result-draw-full = Empate: el tablero está lleno
replay-result-draw-emptied = Empate: el tablero quedó vacío
replay-result-draw-repetition = Empate por repetición
replay-result-draw = Empate
replay-result-none = Sin resultado
# Una partida misère: quien completa una línea pierde.
replay-result-misere = { $winner } gana: el rival completó una línea
replay-result-line = { $winner } gana con una línea
replay-result-resigned = { $winner } gana por abandono
replay-result-timeout = { $winner } gana por tiempo
replay-result-win = { $winner } gana

# El rótulo del último fotograma cuando no se marca ninguna línea (un empate, o sin resultado, muestra
# replay-result-draw o -none).
replay-banner-win = Gana { $winner }

# Las líneas del pie bajo los colores: el id de la variante y el número de jugadas; el resultado y la fecha
# (`AAAA-MM-DD`).
replay-caption-moves =
    { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
replay-caption-result = { $result } · { $date }

# La descripción del GIF para lectores de pantalla; $cells son las casillas de la línea ganadora (`a1 b2 c3 d4`).
replay-alt =
    { $moves ->
        [one] Repetición de Conecta 4 ({ $variant }, { $moves } jugada): { $result }. { $date }.
       *[other] Repetición de Conecta 4 ({ $variant }, { $moves } jugadas): { $result }. { $date }.
    }
replay-alt-line =
    { $moves ->
        [one] Repetición de Conecta 4 ({ $variant }, { $moves } jugada): { $result }. Línea ganadora: { $cells }. { $date }.
       *[other] Repetición de Conecta 4 ({ $variant }, { $moves } jugadas): { $result }. Línea ganadora: { $cells }. { $date }.
    }

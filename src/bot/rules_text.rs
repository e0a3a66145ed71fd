//! The text of `/connect4 rules`, in English and Spanish.

use crate::render::Lang;

/// The rules of classic, or of PopOut (classic plus pops).
pub fn rules(lang: Lang, popout: bool) -> String {
    let mut text = match lang {
        Lang::En => "**Connect Four** — 7 columns, 6 rows. Red moves first, then turns alternate. Press a column's \
button: your piece falls to the lowest empty cell. A full column cannot be chosen (you keep your turn). Four of \
your pieces in a row — across, up or diagonally — win at once; a longer line also wins. A full board without a \
line is a draw."
            .to_string(),
        Lang::Es => "**Conecta 4** — 7 columnas y 6 filas. Empieza el rojo y se alterna el turno. Pulsa el botón de \
una columna: tu ficha cae a la casilla libre más baja. Una columna llena no se puede elegir (conservas el turno). \
Cuatro fichas tuyas en línea — horizontal, vertical o diagonal — ganan al instante; una línea más larga también. \
Con el tablero lleno y sin línea, la partida es tablas."
            .to_string(),
    };
    if popout {
        text.push_str(match lang {
            Lang::En => {
                "\n\n**PopOut** — instead of dropping, you may pop one of *your own* pieces from the bottom \
row (⏏ buttons): it leaves the board and the column falls one cell. After a pop both colours are checked: a four \
for both means the popper wins; a four for the opponent only means the opponent wins. A grid emptied by pops is a \
draw, and so is the third repetition of a position."
            }
            Lang::Es => {
                "\n\n**PopOut** — en vez de soltar una ficha, puedes sacar una ficha *tuya* de la fila de \
abajo (botones ⏏): sale del tablero y la columna baja una casilla. Tras sacar se comprueban ambos colores: si los \
dos tienen cuatro, gana quien sacó; si solo el rival, gana el rival. Un tablero vaciado es tablas, y también la \
tercera repetición de una posición."
            }
        });
    }
    text
}

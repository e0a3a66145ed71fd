//! The text of `/connect4 rules`, in English and Spanish, for any variant the engine allows.

use crate::engine::{DEFAULT_OPENING_PLIES, Players, Variant};
use crate::game::Lang;

/// One feature's paragraph.
type Paragraph = fn(Lang, &Variant) -> String;

/// The rules of `variant`: a paragraph for the board and turn order, then one per feature that is on.
/// Every combination the engine accepts fits in one Discord message (2000 characters).
pub fn rules_text(lang: Lang, variant: &Variant) -> String {
    let mut paragraphs = vec![board(lang, variant)];
    let v = variant;
    let features: [(bool, Paragraph); 8] = [
        (v.popout, popout),
        (v.misere, misere),
        (v.cylinder, cylinder),
        (v.five_in_a_row, five_in_a_row),
        (v.obstacles, obstacles),
        (v.random_opening, random_opening),
        (v.players == Players::Three, three_players),
        (v.players == Players::TwoVsTwo, two_vs_two),
    ];
    paragraphs.extend(features.iter().filter(|(on, _)| *on).map(|(_, text)| text(lang, variant)));
    paragraphs.join("\n\n")
}

/// The board, who moves when, and how a line wins; word for word the classic text for classic.
fn board(lang: Lang, v: &Variant) -> String {
    let (w, h) = (v.width, v.height);
    let id = if v.is_classic() { String::new() } else { format!(" `{v}`") };
    match lang {
        Lang::En => {
            let turns = match v.players {
                Players::Two => "Red moves first, then turns alternate.",
                Players::Three => "Three players: red moves first, then yellow, then green (🔴🟡🟢), in rotation.",
                Players::TwoVsTwo => {
                    "Two teams of two: team A plays red, team B yellow, and turns go A1, B1, A2, B2 \
(🔴🟡🔴🟡). A line by either team mate wins for the team."
                }
            };
            let connect = if v.connect == 4 { "Four".to_string() } else { v.connect.to_string() };
            format!(
                "**Connect Four**{id} — {w} columns, {h} rows. {turns} Press a column's button: your piece falls to \
the lowest empty cell. A full column cannot be chosen (you keep your turn). {connect} of your pieces in a row — \
across, up or diagonally — win at once; a longer line also wins. A full board without a line is a draw."
            )
        }
        Lang::Es => {
            let turns = match v.players {
                Players::Two => "Empieza el rojo y se alterna el turno.",
                Players::Three => {
                    "Tres jugadores: empieza el rojo, luego el amarillo y luego el verde (🔴🟡🟢), por turnos."
                }
                Players::TwoVsTwo => {
                    "Dos equipos de dos: el equipo A juega con rojo, el B con amarillo, y el turno va A1, B1, A2, \
B2 (🔴🟡🔴🟡). Una línea de cualquiera de los dos compañeros gana para el equipo."
                }
            };
            let connect = if v.connect == 4 { "Cuatro".to_string() } else { v.connect.to_string() };
            format!(
                "**Conecta 4**{id} — {w} columnas y {h} filas. {turns} Pulsa el botón de una columna: tu ficha cae \
a la casilla libre más baja. Una columna llena no se puede elegir (conservas el turno). {connect} fichas tuyas en \
línea — horizontal, vertical o diagonal — ganan al instante; una línea más larga también. Con el tablero lleno y \
sin línea, la partida es tablas."
            )
        }
    }
}

/// The classic PopOut text; on boards that do not connect four, "a four" becomes "a line".
fn popout(lang: Lang, v: &Variant) -> String {
    let text = match lang {
        Lang::En => {
            "**PopOut** — instead of dropping, you may pop one of *your own* pieces from the bottom row (⏏ \
buttons): it leaves the board and the column falls one cell. After a pop both colours are checked: a four for both \
means the popper wins; a four for the opponent only means the opponent wins. A grid emptied by pops is a draw, and \
so is the third repetition of a position."
        }
        Lang::Es => {
            "**PopOut** — en vez de soltar una ficha, puedes sacar una ficha *tuya* de la fila de abajo (botones \
⏏): sale del tablero y la columna baja una casilla. Tras sacar se comprueban ambos colores: si los dos tienen \
cuatro, gana quien sacó; si solo el rival, gana el rival. Un tablero vaciado es tablas, y también la tercera \
repetición de una posición."
        }
    };
    match (v.connect, lang) {
        (4, _) => text.to_string(),
        (_, Lang::En) => text.replace("a four", "a line"),
        (_, Lang::Es) => text.replace("tienen cuatro", "tienen línea"),
    }
}

fn misere(lang: Lang, v: &Variant) -> String {
    let team = v.players == Players::TwoVsTwo;
    match lang {
        Lang::En => format!(
            "**Misère** — the goal is turned around: whoever completes a line loses at once{}, so make your \
opponents do it. A full board without a line is still a draw.",
            if team { " (and so does their team)" } else { "" }
        ),
        Lang::Es => format!(
            "**Misère** — el objetivo se invierte: quien completa una línea pierde al instante{}, así que \
obliga al rival a hacerlo. Con el tablero lleno y sin línea, sigue siendo tablas.",
            if team { " (y con él su equipo)" } else { "" }
        ),
    }
}

fn cylinder(lang: Lang, _: &Variant) -> String {
    match lang {
        Lang::En => {
            "**Cylinder** — the board wraps around: the last column touches the first, so a horizontal or \
diagonal line can run off one side and carry on from the other. Vertical lines are unchanged."
        }
        Lang::Es => {
            "**Cilindro** — el tablero da la vuelta: la última columna toca la primera, así que una línea \
horizontal o diagonal puede salir por un lado y continuar por el otro. Las verticales no cambian."
        }
    }
    .to_string()
}

fn five_in_a_row(lang: Lang, v: &Variant) -> String {
    let pops = v.popout;
    match lang {
        Lang::En => format!(
            "**Five in a row** — a 9×6 board where you connect five. The two outer columns start full, from the \
bottom up: the first red, yellow, red…, the last yellow, red, yellow… Those pieces count for lines like any other{}.",
            if pops { ", but they can never be popped" } else { " and never leave the board" }
        ),
        Lang::Es => format!(
            "**Cinco en línea** — un tablero de 9×6 en el que hay que conectar cinco. Las dos columnas de los \
extremos empiezan llenas, de abajo arriba: la primera rojo, amarillo, rojo…, y la última amarillo, rojo, \
amarillo… Esas fichas cuentan para las líneas como cualquier otra{}.",
            if pops { ", pero nunca se pueden sacar" } else { " y nunca salen del tablero" }
        ),
    }
}

fn obstacles(lang: Lang, _: &Variant) -> String {
    match lang {
        Lang::En => {
            "**Obstacles** — a few cells at the bottom start blocked (🟫), placed mirror-symmetrically so neither \
side is favoured. Pieces stack on top of them. They are drawn when the game is created and stay for the whole game \
or match."
        }
        Lang::Es => {
            "**Obstáculos** — algunas casillas de abajo empiezan bloqueadas (🟫), colocadas en espejo para no \
favorecer a nadie. Las fichas se apilan encima. Se sortean al crear la partida y se mantienen durante toda la \
partida o el enfrentamiento."
        }
    }
    .to_string()
}

fn random_opening(lang: Lang, _: &Variant) -> String {
    let n = DEFAULT_OPENING_PLIES;
    match lang {
        Lang::En => format!(
            "**Random opening** — the first moves ({n} by default) are placed at random when the game is created, \
chosen so that nobody can win at once. The game carries on from there."
        ),
        Lang::Es => format!(
            "**Apertura aleatoria** — las primeras jugadas ({n} por defecto) se colocan al azar al crear la \
partida, elegidas para que nadie pueda ganar de inmediato. La partida continúa desde ahí."
        ),
    }
}

fn three_players(lang: Lang, _: &Variant) -> String {
    match lang {
        Lang::En => {
            "**Three players** — a player who resigns (or runs out of time) stays on the board: their pieces \
remain and the CPU plays out their turns, but they can no longer win. If that seat completes a line, the players \
still in share the game. The last player left in wins."
        }
        Lang::Es => {
            "**Tres jugadores** — quien abandona (o se queda sin tiempo) sigue en el tablero: sus fichas se quedan \
y la CPU juega sus turnos, pero ya no puede ganar. Si ese puesto completa una línea, los jugadores que siguen en \
juego se reparten la partida. El último que queda en juego gana."
        }
    }
    .to_string()
}

fn two_vs_two(lang: Lang, _: &Variant) -> String {
    match lang {
        Lang::En => "**Two vs two** — if one team mate resigns or forfeits on time, the whole team loses the game.",
        Lang::Es => {
            "**Dos contra dos** — si un miembro del equipo abandona o pierde por tiempo, todo el equipo pierde \
la partida."
        }
    }
    .to_string()
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;

//! The text of `/connect4 rules`, in English and Spanish, for any variant the engine allows.

use crate::engine::{DEFAULT_OPENING_PLIES, Players, Variant};
use crate::game::Lang;

/// One feature's paragraph.
type Paragraph = fn(Lang, &Variant) -> String;

/// The rules of `variant`: a paragraph for the board and turn order, then one per feature that is on.
/// Every combination the engine accepts fits in one Discord message (2000 characters).
pub fn rules(lang: Lang, variant: &Variant) -> String {
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
mod tests {
    use super::*;

    /// The classic paragraphs as they were before variants were explained one by one.
    const CLASSIC_EN: &str = "**Connect Four** — 7 columns, 6 rows. Red moves first, then turns alternate. Press a \
column's button: your piece falls to the lowest empty cell. A full column cannot be chosen (you keep your turn). \
Four of your pieces in a row — across, up or diagonally — win at once; a longer line also wins. A full board \
without a line is a draw.";
    const CLASSIC_ES: &str = "**Conecta 4** — 7 columnas y 6 filas. Empieza el rojo y se alterna el turno. Pulsa \
el botón de una columna: tu ficha cae a la casilla libre más baja. Una columna llena no se puede elegir (conservas \
el turno). Cuatro fichas tuyas en línea — horizontal, vertical o diagonal — ganan al instante; una línea más larga \
también. Con el tablero lleno y sin línea, la partida es tablas.";

    const IDS: [&str; 18] = [
        "classic",
        "popout",
        "five-in-a-row",
        "small",
        "misere",
        "cylinder",
        "obstacles",
        "random-opening",
        "three-players",
        "two-vs-two",
        "popout+cylinder",
        "popout+five-in-a-row",
        "10x10",
        "9x6k5",
        "misere+popout+cylinder",
        "obstacles+random-opening",
        "three-players+popout",
        "two-vs-two+misere",
    ];

    const LIMIT: usize = 2000;

    /// The keyword of each feature's paragraph, in English and Spanish.
    fn keywords(v: &Variant) -> Vec<(&'static str, &'static str)> {
        [
            (v.popout, ("**PopOut**", "**PopOut**")),
            (v.misere, ("**Misère**", "**Misère**")),
            (v.cylinder, ("**Cylinder**", "**Cilindro**")),
            (v.five_in_a_row, ("**Five in a row**", "**Cinco en línea**")),
            (v.obstacles, ("**Obstacles**", "**Obstáculos**")),
            (v.random_opening, ("**Random opening**", "**Apertura aleatoria**")),
            (v.players == Players::Three, ("**Three players**", "**Tres jugadores**")),
            (v.players == Players::TwoVsTwo, ("**Two vs two**", "**Dos contra dos**")),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, words)| words)
        .collect()
    }

    #[test]
    fn classic_is_the_old_text() {
        assert_eq!(rules(Lang::En, &Variant::CLASSIC), CLASSIC_EN);
        assert_eq!(rules(Lang::Es, &Variant::CLASSIC), CLASSIC_ES);
    }

    #[test]
    fn popout_keeps_the_classic_paragraph_first() {
        let v: Variant = "popout".parse().unwrap();
        let en = rules(Lang::En, &v);
        assert!(en.starts_with("**Connect Four** `popout` — 7 columns, 6 rows. Red moves first"), "{en}");
        assert!(en.contains("\n\n**PopOut** — instead of dropping"), "{en}");
        let es = rules(Lang::Es, &v);
        assert!(es.starts_with("**Conecta 4** `popout` — 7 columnas y 6 filas. Empieza el rojo"), "{es}");
        assert!(es.contains("\n\n**PopOut** — en vez de soltar"), "{es}");
        assert!(en.contains("a four for both") && es.contains("si los dos tienen cuatro"));
        let five: Variant = "popout+five-in-a-row".parse().unwrap();
        assert!(rules(Lang::En, &five).contains("a line for both means the popper wins; a line for the opponent"));
        assert!(rules(Lang::Es, &five).contains("si los dos tienen línea, gana quien sacó"));
    }

    #[test]
    fn every_listed_variant_is_explained_within_a_message() {
        let variants: Vec<(&str, Variant)> =
            IDS.iter().filter_map(|id| id.parse::<Variant>().ok().map(|v| (*id, v))).collect();
        assert!(variants.len() >= 15, "only {} ids parse", variants.len());
        for (id, v) in variants {
            let (en, es) = (rules(Lang::En, &v), rules(Lang::Es, &v));
            for text in [&en, &es] {
                assert!(text.chars().count() <= LIMIT, "{id}: {} chars", text.chars().count());
            }
            assert!(en.contains(&format!("{} columns, {} rows", v.width, v.height)), "{id}: {en}");
            assert!(es.contains(&format!("{} columnas y {} filas", v.width, v.height)), "{id}: {es}");
            let (word_en, word_es) = match v.connect {
                4 => ("Four".to_string(), "Cuatro".to_string()),
                k => (k.to_string(), k.to_string()),
            };
            assert!(en.contains(&format!("{word_en} of your pieces in a row")), "{id}: {en}");
            assert!(es.contains(&format!("{word_es} fichas tuyas en línea")), "{id}: {es}");
            if v.is_classic() {
                assert!(!en.contains('`') && !es.contains('`'), "{id}");
            } else {
                assert!(en.contains(&format!("`{v}`")) && es.contains(&format!("`{v}`")), "{id}");
            }
            let expected = keywords(&v);
            for (word_en, word_es) in &expected {
                assert!(en.contains(word_en), "{id}: no {word_en} in {en}");
                assert!(es.contains(word_es), "{id}: no {word_es} in {es}");
            }
            assert_eq!(en.split("\n\n").count(), 1 + expected.len(), "{id}: {en}");
            assert_eq!(es.split("\n\n").count(), 1 + expected.len(), "{id}: {es}");
        }
    }

    #[test]
    fn turn_order_follows_the_players() {
        let three: Variant = "three-players".parse().unwrap();
        assert!(rules(Lang::En, &three).contains("red moves first, then yellow, then green (🔴🟡🟢)"));
        assert!(rules(Lang::Es, &three).contains("(🔴🟡🟢)"));
        let teams: Variant = "two-vs-two".parse().unwrap();
        assert!(rules(Lang::En, &teams).contains("A1, B1, A2, B2"));
        assert!(rules(Lang::Es, &teams).contains("A1, B1, A2, B2"));
    }

    /// Every valid combination of features, players and a few sizes, including the widest text.
    #[test]
    fn no_combination_exceeds_a_message() {
        let mut longest = 0;
        for bits in 0u32..64 {
            for players in [Players::Two, Players::Three, Players::TwoVsTwo] {
                for (w, h, k) in [(7, 6, 4), (9, 7, 4), (9, 6, 5), (10, 10, 6), (4, 4, 3)] {
                    let v = Variant {
                        width: w,
                        height: h,
                        connect: k,
                        popout: bits & 1 != 0,
                        misere: bits & 2 != 0,
                        cylinder: bits & 4 != 0,
                        five_in_a_row: bits & 8 != 0,
                        obstacles: bits & 16 != 0,
                        random_opening: bits & 32 != 0,
                        players,
                    };
                    if v.validate().is_err() {
                        continue;
                    }
                    for lang in [Lang::En, Lang::Es] {
                        let n = rules(lang, &v).chars().count();
                        assert!(n <= LIMIT, "{v}: {n} chars");
                        longest = longest.max(n);
                    }
                }
            }
        }
        assert!(longest > CLASSIC_ES.chars().count());
    }
}

//! Tests of the rules text: the classic wording, every feature's paragraph, and the message length limit.

use super::*;

/// The classic paragraphs as they were before variants were explained one by one.
const CLASSIC_EN: &str = "**Connect Four** — 7 columns, 6 rows. Red moves first, then turns alternate. Press a \
column's button: your piece falls to the lowest empty cell. A full column cannot be chosen (you keep your turn). \
Four of your pieces in a row — across, up or diagonally — win at once; a longer line also wins. A full board \
without a line is a draw.";
const CLASSIC_ES: &str = "**Conecta 4** — 7 columnas y 6 filas. Empieza el rojo y se alterna el turno. Pulsa \
el botón de una columna: tu ficha cae a la casilla libre más baja. Una columna llena no se puede elegir (conservas \
el turno). Cuatro fichas tuyas en línea — horizontal, vertical o diagonal — ganan al instante; una línea más larga \
también. Con el tablero lleno y sin línea, la partida termina en empate.";

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
    assert_eq!(rules_text(Lang::En, &Variant::CLASSIC), CLASSIC_EN);
    assert_eq!(rules_text(Lang::Es, &Variant::CLASSIC), CLASSIC_ES);
}

#[test]
fn popout_keeps_the_classic_paragraph_first() {
    let v: Variant = "popout".parse().unwrap();
    let en = rules_text(Lang::En, &v);
    assert!(en.starts_with("**Connect Four** `popout` — 7 columns, 6 rows. Red moves first"), "{en}");
    assert!(en.contains("\n\n**PopOut** — instead of dropping"), "{en}");
    let es = rules_text(Lang::Es, &v);
    assert!(es.starts_with("**Conecta 4** `popout` — 7 columnas y 6 filas. Empieza el rojo"), "{es}");
    assert!(es.contains("\n\n**PopOut** — en vez de soltar"), "{es}");
    assert!(en.contains("a four for both") && es.contains("si los dos tienen cuatro"));
    let five: Variant = "popout+five-in-a-row".parse().unwrap();
    assert!(rules_text(Lang::En, &five).contains("a line for both means the popper wins; a line for the opponent"));
    assert!(rules_text(Lang::Es, &five).contains("si los dos tienen línea, gana quien sacó"));
}

#[test]
fn every_listed_variant_is_explained_within_a_message() {
    let variants: Vec<(&str, Variant)> =
        IDS.iter().filter_map(|id| id.parse::<Variant>().ok().map(|v| (*id, v))).collect();
    assert!(variants.len() >= 15, "only {} ids parse", variants.len());
    for (id, v) in variants {
        let (en, es) = (rules_text(Lang::En, &v), rules_text(Lang::Es, &v));
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
    assert!(rules_text(Lang::En, &three).contains("red moves first, then yellow, then green (🔴🟡🟢)"));
    assert!(rules_text(Lang::Es, &three).contains("(🔴🟡🟢)"));
    let teams: Variant = "two-vs-two".parse().unwrap();
    assert!(rules_text(Lang::En, &teams).contains("A1, B1, A2, B2"));
    assert!(rules_text(Lang::Es, &teams).contains("A1, B1, A2, B2"));
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
                for lang in Lang::ALL {
                    let n = rules_text(lang, &v).chars().count();
                    assert!(n <= LIMIT, "{v}: {n} chars");
                    longest = longest.max(n);
                }
            }
        }
    }
    assert!(longest > CLASSIC_ES.chars().count());
    for lang in Lang::ALL {
        assert!(rules_where(lang).chars().count() <= LIMIT, "{lang:?}");
    }
}

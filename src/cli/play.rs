//! `cuatro play`: a line-based game against the AI in the terminal (works with piped stdin).

use crate::ai::random_opening::balanced_start;
use crate::ai::{Level, choose_move};
use crate::engine::{Colour, MoveError, Outcome, Rng, Setup, Variant, parse_token};
use crate::game::Lang;
use crate::render::{board_text, level_name, variant_label};
use crate::tr;
use std::io::{self, BufRead, Write};

/// The language of a terminal game: the `--lang` flag if given, else the `LANG` environment variable
/// (`es_ES.UTF-8` is Spanish), else English (`C`, `POSIX` or unset).
pub fn terminal_lang(flag: Option<&str>, env_lang: Option<&str>) -> Lang {
    Lang::from_locale(flag.or(env_lang).unwrap_or("en"))
}

/// Why the game refused a typed move, in `lang`.
fn move_error_text(error: MoveError, lang: Lang) -> String {
    let column = |c: u8| u32::from(c) + 1;
    match error {
        MoveError::NoSuchColumn { column: c, width } => {
            tr!(lang, "terminal-move-no-such-column", column = column(c), width)
        }
        MoveError::ColumnFull(c) => tr!(lang, "terminal-move-column-full", column = column(c)),
        MoveError::PopNotInVariant => tr!(lang, "terminal-move-no-pops"),
        MoveError::PopEmpty(c) => tr!(lang, "terminal-move-pop-empty", column = column(c)),
        MoveError::PopNotOwn(c) => tr!(lang, "terminal-move-pop-not-own", column = column(c)),
        MoveError::PopLocked(c) => tr!(lang, "terminal-move-pop-locked", column = column(c)),
        MoveError::GameOver => tr!(lang, "terminal-move-game-over"),
    }
}

/// A player's colour as the terminal games name it in a sentence ("You play red").
pub(crate) fn colour_word(colour: Colour, lang: Lang) -> String {
    tr!(
        lang,
        match colour {
            Colour::Red => "terminal-colour-red",
            Colour::Yellow => "terminal-colour-yellow",
            Colour::Green => "terminal-colour-green",
        }
    )
}

/// Who takes the first seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum First {
    Me,
    Cpu,
    Random,
}

#[derive(Debug, Clone)]
pub struct PlayOptions {
    pub variant: Variant,
    pub level: Level,
    pub first: First,
    pub seed: u64,
    pub opening: u8,
    /// Repeat each input line after the prompt (for piped input, which the terminal does not show).
    pub echo: bool,
    /// The language of the prompts and messages (moves and the `moves:` and `result:` lines stay as they are).
    pub lang: Lang,
}

/// Plays one game: the human sits at one seat, the CPU at every other one (partner included
/// in two-vs-two). Ends with `result: red|yellow|green|draw`, or quietly at end of input.
pub fn run<R: BufRead, W: Write>(opts: &PlayOptions, mut input: R, out: &mut W) -> io::Result<()> {
    let mut rng = Rng::new(opts.seed);
    let mut game = balanced_start(opts.variant, Setup { seed: opts.seed, opening_plies: opts.opening });
    let seats = opts.variant.seats();
    let human = match opts.first {
        First::Me => 0,
        First::Cpu => 1,
        First::Random => rng.below(seats as u64) as usize,
    };
    let lang = opts.lang;
    let me = colour_word(opts.variant.seat_colour(human), lang);
    let level = level_name(opts.level, lang);
    let intro = tr!(lang, "terminal-play-intro", variant = variant_label(lang, &opts.variant), level, colour = &me);
    writeln!(out, "{intro}")?;
    writeln!(
        out,
        "{}",
        tr!(lang, if opts.variant.popout { "terminal-play-help-popout" } else { "terminal-play-help" })
    )?;
    if game.opening_len() > 0 {
        writeln!(out, "{}", tr!(lang, "terminal-play-opening", moves = crate::render::moves_text(&game)))?;
    }
    write!(out, "{}", board_text(&game))?;
    let mut line = String::new();
    while !game.is_over() {
        let number = game.moves().len() + 1;
        if game.seat_to_move() != human {
            let colour = colour_word(game.colour_to_move(), lang);
            let mv = choose_move(&game, opts.level, &mut rng).expect("an ongoing game has a legal move");
            game.play(mv).expect("the AI plays legal moves");
            writeln!(out, "{}", tr!(lang, "terminal-play-cpu-move", colour, move = format!("{number}. {mv}")))?;
            write!(out, "{}", board_text(&game))?;
            continue;
        }
        write!(out, "{}", tr!(lang, "terminal-play-prompt", colour = &me))?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            writeln!(out, "{}", tr!(lang, "terminal-play-end-of-input"))?;
            return Ok(());
        }
        let token = line.trim();
        if opts.echo {
            writeln!(out, "{token}")?;
        }
        if token.eq_ignore_ascii_case("quit") {
            writeln!(out, "{}", tr!(lang, "terminal-play-quit"))?;
            return Ok(());
        }
        if token.is_empty() {
            continue;
        }
        let played = match parse_token(token) {
            Ok(mv) => game.play(mv).map_err(|e| move_error_text(e, lang)),
            Err(_) => Err(tr!(lang, "terminal-move-unreadable")),
        };
        match played {
            Ok(_) => write!(out, "{}", board_text(&game))?,
            Err(why) => writeln!(out, "{}", tr!(lang, "terminal-play-illegal", token, reason = why))?,
        }
    }
    writeln!(out, "moves: {}", crate::render::moves_text(&game))?;
    let result = match game.outcome() {
        Outcome::Win { winner, .. } => winner.name(),
        _ => "draw",
    };
    writeln!(out, "result: {result}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(variant: &str, first: First, input: &str) -> String {
        let opts = PlayOptions {
            variant: variant.parse().unwrap(),
            level: Level::Random,
            first,
            seed: 3,
            opening: 4,
            echo: true,
            lang: Lang::En,
        };
        let mut out = Vec::new();
        run(&opts, input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_whole_game_from_piped_input_ends_with_a_result_line() {
        // Keep dropping in every column in turn; a random CPU cannot stop a game from ending.
        let input = "4\n".repeat(3) + &"a\nb\nc\nd\ne\nf\ng\n".repeat(10);
        let out = play("classic", First::Me, &input);
        let last = out.lines().last().unwrap();
        assert!(["result: red", "result: yellow", "result: draw"].contains(&last), "{out}");
        assert!(out.contains("moves: 1. d"), "{out}");
    }

    #[test]
    fn bad_tokens_get_a_message_and_a_new_prompt() {
        let out = play("classic", First::Me, "x\n9\nd^\n");
        assert!(out.contains("`x` is not a legal move"), "{out}");
        assert!(out.contains("`9` is not a legal move: there is no column 9"), "{out}");
        assert!(out.contains("`d^` is not a legal move: this variant has no pops"), "{out}");
        assert_eq!(out.matches("your move (red) > ").count(), 4);
        assert!(out.contains("your move (red) > x\n`x` is not"), "echoed: {out}");
        assert!(out.ends_with("end of input: game left unfinished\n"), "{out}");
    }

    #[test]
    fn a_line_with_several_moves_is_not_read_as_a_move() {
        let out = play("classic", First::Me, "d d d d\n");
        assert!(out.contains("`d d d d` is not a legal move: a move is one column"), "{out}");
        assert_eq!(out.matches("your move (red) > ").count(), 2);
    }

    #[test]
    fn the_cpu_can_move_first_and_pops_work() {
        let out = play("popout", First::Cpu, "quit\n");
        assert!(out.contains("You play yellow"), "{out}");
        assert!(out.contains("cpu (red) plays 1."), "{out}");
        assert!(out.contains("`d^` to pop"), "{out}");
    }

    #[test]
    fn the_language_is_the_flag_else_lang_else_english() {
        assert_eq!(terminal_lang(Some("es"), Some("en_US.UTF-8")), Lang::Es, "the flag beats LANG");
        assert_eq!(terminal_lang(Some("en"), Some("es_ES.UTF-8")), Lang::En, "the flag beats LANG");
        assert_eq!(terminal_lang(None, Some("es_ES.UTF-8")), Lang::Es);
        assert_eq!(terminal_lang(None, Some("C")), Lang::En);
        assert_eq!(terminal_lang(None, Some("POSIX")), Lang::En);
        assert_eq!(terminal_lang(None, None), Lang::En);
    }

    #[test]
    fn a_spanish_game_speaks_spanish_but_keeps_moves_and_result_lines() {
        let opts = PlayOptions {
            variant: "popout".parse().unwrap(),
            level: Level::Random,
            first: First::Cpu,
            seed: 3,
            opening: 4,
            echo: true,
            lang: Lang::Es,
        };
        let mut out = Vec::new();
        run(&opts, "x\nquit\n".as_bytes(), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.starts_with("cuatro: PopOut contra la CPU (al azar). Juegas con amarillo.\n"), "{out}");
        assert!(out.contains("`d^` para sacar una ficha"), "{out}");
        assert!(out.contains("la cpu (rojo) juega 1. "), "{out}");
        assert!(out.contains("tu jugada (amarillo) > x\n`x` no es una jugada válida: "), "{out}");
        assert!(out.ends_with("partida sin terminar\n"), "{out}");
        let input = "4\n".repeat(3) + &"a\nb\nc\nd\ne\nf\ng\n".repeat(10);
        let mut out = Vec::new();
        run(&PlayOptions { first: First::Me, variant: Variant::CLASSIC, ..opts }, input.as_bytes(), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("\nmoves: 1. d") && out.lines().last().unwrap().starts_with("result: "), "{out}");
    }

    #[test]
    fn variants_with_openings_and_many_seats_play_through() {
        let input = "a\nb\nc\nd\ne\nf\ng\nh\ni\n".repeat(12);
        for variant in ["random-opening", "three-players", "two-vs-two", "obstacles", "popout+five-in-a-row"] {
            let out = play(variant, First::Me, &input);
            assert!(out.lines().last().unwrap().starts_with("result: "), "{variant}: {out}");
        }
    }
}

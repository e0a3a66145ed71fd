//! `cuatro play`: a line-based game against the AI in the terminal (works with piped stdin).

use crate::ai::random_opening::balanced_start;
use crate::ai::{Level, choose_move};
use crate::engine::{Outcome, Rng, Setup, Variant, parse_token};
use crate::render::board_text;
use std::io::{self, BufRead, Write};

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
    let me = opts.variant.seat_colour(human);
    writeln!(out, "cuatro: {} against the CPU ({}). You play {me}.", opts.variant, opts.level)?;
    writeln!(
        out,
        "Type a column (`4` or `d`){}; `quit` to stop.",
        if opts.variant.popout { ", or `d^` to pop" } else { "" }
    )?;
    if game.opening_len() > 0 {
        writeln!(out, "random opening: {}", crate::render::moves_text(&game))?;
    }
    write!(out, "{}", board_text(&game))?;
    let mut line = String::new();
    while !game.is_over() {
        let number = game.moves().len() + 1;
        if game.seat_to_move() != human {
            let colour = game.colour_to_move();
            let mv = choose_move(&game, opts.level, &mut rng).expect("an ongoing game has a legal move");
            game.play(mv).expect("the AI plays legal moves");
            writeln!(out, "cpu ({colour}) plays {number}. {mv}")?;
            write!(out, "{}", board_text(&game))?;
            continue;
        }
        write!(out, "your move ({me}) > ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            writeln!(out, "end of input: game left unfinished")?;
            return Ok(());
        }
        let token = line.trim();
        if opts.echo {
            writeln!(out, "{token}")?;
        }
        if token.eq_ignore_ascii_case("quit") {
            writeln!(out, "game left unfinished")?;
            return Ok(());
        }
        if token.is_empty() {
            continue;
        }
        match parse_token(token).map_err(|e| e.to_string()).and_then(|mv| game.play(mv).map_err(|e| e.to_string())) {
            Ok(_) => write!(out, "{}", board_text(&game))?,
            Err(why) => writeln!(out, "`{token}` is not a legal move: {why}")?,
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
    fn a_line_with_several_moves_says_where_the_second_starts() {
        let out = play("classic", First::Me, "d d d d\n");
        assert!(
            out.contains(
                "`d d d d` is not a legal move: a line holds one move, and a second one starts at character 2"
            ),
            "{out}"
        );
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
    fn variants_with_openings_and_many_seats_play_through() {
        let input = "a\nb\nc\nd\ne\nf\ng\nh\ni\n".repeat(12);
        for variant in ["random-opening", "three-players", "two-vs-two", "obstacles", "popout+five-in-a-row"] {
            let out = play(variant, First::Me, &input);
            assert!(out.lines().last().unwrap().starts_with("result: "), "{variant}: {out}");
        }
    }
}

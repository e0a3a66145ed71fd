//! `cuatro arena`: levels play each other; prints each game and a summary line from `--a`'s side.

use crate::ai::arena::{self, ArenaConfig, Score};
use std::io::{self, Write};
use std::sync::Mutex;

/// One line per game (`game N a=COLOUR W|D|L plies=P moves=… points=… pairwise=…`), then a last line:
/// `a=L1 b=L2 variant=V games=N W=… D=… L=… points=…% ±…% pairwise=…% ±…%` (see `Score::pairwise`; each `±` is
/// half the 95 % interval). When A's moves are cut, `a-cut=Nms` follows `a=L1`, then `a-first` when A plays
/// first in every game.
pub fn run<W: Write + Send>(cfg: &ArenaConfig, out: &mut W) -> io::Result<()> {
    let out = Mutex::new(out);
    let results = arena::run(cfg, |r| {
        let verdict = match r.result {
            Score::Win => "W",
            Score::Draw => "D",
            Score::Loss => "L",
        };
        if let Ok(mut out) = out.lock() {
            // Progress lines are best effort; the summary below reports write errors.
            let _ = writeln!(
                out,
                "game {} a={} {verdict} plies={} moves={} points={} pairwise={}",
                r.index + 1,
                r.a_colour,
                r.plies,
                r.moves,
                r.result.points(),
                r.result.pairwise(r.others)
            );
        }
    });
    let t = arena::tally(&results);
    let out = out.into_inner().map_err(|_| io::Error::other("output lock poisoned"))?;
    let cut = match (cfg.budget, cfg.a_cut) {
        (None, Some(cut)) => format!(" a-cut={}ms", cut.as_millis()),
        _ => String::new(),
    };
    let seat = if cfg.a_first { " a-first" } else { "" };
    writeln!(
        out,
        "a={}{cut}{seat} b={} variant={} games={} W={} D={} L={} points={:.1}% ±{:.1}% pairwise={:.1}% ±{:.1}%",
        cfg.a,
        cfg.b,
        cfg.variant,
        t.games(),
        t.wins,
        t.draws,
        t.losses,
        t.points_percent(),
        t.points_margin(),
        t.pairwise_percent(),
        t.pairwise_margin()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn prints_games_and_the_summary_line() {
        let cfg = ArenaConfig {
            a: Level::Greedy,
            b: Level::Random,
            variant: "small".parse().unwrap(),
            games: 4,
            seed: 0,
            budget: None,
            jobs: 2,
            random_plies: 2,
            a_first: false,
            a_cut: None,
            stop_after: None,
        };
        let mut out = Vec::new();
        run(&cfg, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().filter(|l| l.starts_with("game ")).count(), 4, "{text}");
        let last = text.lines().last().unwrap();
        assert!(last.starts_with("a=greedy b=random variant=small games=4 W="), "{last}");
        assert!(last.ends_with('%'), "{last}");
        assert!(last.contains(" points=") && last.contains("% pairwise="), "{last}");
        let game = text.lines().find(|l| l.starts_with("game 1 ")).unwrap();
        assert!(game.contains(" points=") && game.contains(" pairwise="), "{game}");
        assert_eq!(last.matches('±').count(), 2, "{last}");
    }

    #[test]
    fn the_summary_names_the_cut_of_a_and_its_seat() {
        let cfg = ArenaConfig {
            a: Level::Hard,
            b: Level::Random,
            variant: "popout".parse().unwrap(),
            games: 0,
            seed: 0,
            budget: None,
            jobs: 1,
            random_plies: 2,
            a_first: true,
            a_cut: Some(std::time::Duration::from_millis(40)),
            stop_after: None,
        };
        let mut out = Vec::new();
        run(&cfg, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("a=hard a-cut=40ms a-first b=random variant=popout games=0 "), "{text}");
    }
}

//! `cuatro puzzle generate`: a puzzle set written one line per puzzle, with the generator's figures.

use crate::ai::puzzle::{Goal, POPOUT_PLIES, generate_classic, generate_popout};
use crate::engine::Variant;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// Writes `count` puzzles of `variant` (classic or popout) seeded by `seed` on `out`, one a line, and the
/// generator's figures on `err`: positions examined, the share that became puzzles, the time per puzzle, the
/// slowest position's proof and the count of each goal.
pub fn generate_set<W: Write, E: Write>(
    out: &mut W,
    err: &mut E,
    variant: Variant,
    count: usize,
    seed: u64,
) -> io::Result<()> {
    let (set, proof) = match variant.to_string().as_str() {
        "classic" => (generate_classic(count, seed), "the exact solver".to_string()),
        "popout" => (generate_popout(count, seed), format!("full-width search to {POPOUT_PLIES} plies")),
        _ => return Err(io::Error::new(io::ErrorKind::InvalidInput, "puzzles exist for classic and popout")),
    };
    let mut goals: BTreeMap<String, usize> = BTreeMap::new();
    for line in &set.puzzles {
        writeln!(out, "{line}")?;
        let goal = match line.goal {
            Goal::Win { moves } => format!("win in {moves:>2}"),
            Goal::OnlyMove => "only move".into(),
        };
        *goals.entry(goal).or_default() += 1;
    }
    let found = set.puzzles.len();
    let share = 100.0 * found as f64 / set.examined.max(1) as f64;
    let each = set.elapsed.as_secs_f64() * 1e3 / found.max(1) as f64;
    writeln!(
        err,
        "# {found} puzzles from {} positions examined ({share:.1}%) in {:.1} s: {each:.0} ms per puzzle; \
         proved by {proof}, the slowest position in {} ms",
        set.examined,
        set.elapsed.as_secs_f64(),
        set.slowest.as_millis()
    )?;
    let counts: Vec<String> = goals.iter().map(|(goal, n)| format!("{goal}: {n}")).collect();
    writeln!(err, "# {}", counts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn generated(variant: &str, count: usize) -> io::Result<(String, String)> {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        generate_set(&mut out, &mut err, variant.parse().unwrap(), count, 3)?;
        Ok((String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap()))
    }

    #[test]
    fn a_set_is_written_one_puzzle_a_line_with_its_figures() {
        let (out, err) = generated("classic", 8).unwrap();
        assert_eq!(out.lines().count(), 8, "{out}");
        assert!(out.lines().all(|l| l.starts_with("classic ") && (l.ends_with(" only") || l.contains(" win "))));
        assert!(err.starts_with("# 8 puzzles from ") && err.contains("%) in ") && err.contains("exact solver"));
        let (out, err) = generated("popout", 2).unwrap();
        assert_eq!(out.lines().count(), 2, "{out}");
        assert!(out.lines().all(|l| l.starts_with("popout ") && l.contains(" win ")), "{out}");
        assert!(err.contains(&format!("full-width search to {POPOUT_PLIES} plies")), "{err}");
        assert!(generated("five-in-a-row", 1).is_err());
    }
}

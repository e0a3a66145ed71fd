//! Round-robin schedules: FIDE's Berger tables (the circle method), a second cycle with the first move swapped.

use super::{PairedBy, Pairing, Score, Tournament, TournamentFormat};

/// Rounds in one cycle of `n` players: `n − 1`, or `n` when `n` is odd (each round one player sits out).
pub(super) fn cycle_rounds(n: usize) -> u32 {
    let even = n + n % 2;
    even.saturating_sub(1) as u32
}

/// The pairs of round `round` (1-based) of one cycle for `n` players numbered `0..n`, the player moving first
/// first. FIDE's Berger table of `n` (rounded up to even) players: the last number is fixed, the others turn round
/// a circle; with `n` odd the last number is the dummy, and its partner sits the round out (no pair).
pub(super) fn berger_round(n: usize, round: u32) -> Vec<(usize, usize)> {
    let size = n + n % 2;
    if size < 2 || round == 0 || round > cycle_rounds(n) {
        return Vec::new();
    }
    let turning = size - 1;
    let fixed = size - 1;
    let r = round as usize - 1;
    let x = r * (size / 2) % turning;
    let mut pairs = Vec::with_capacity(size / 2);
    // The fixed number moves second in odd rounds, first in even ones.
    let first_pair = if r.is_multiple_of(2) { (x, fixed) } else { (fixed, x) };
    pairs.push(first_pair);
    for k in 1..size / 2 {
        pairs.push(((x + k) % turning, (x + turning - k) % turning));
    }
    pairs.retain(|&(a, b)| a < n && b < n);
    pairs
}

/// The pairs of `round` in a round robin of `n` players: one cycle, or two when `double` (the second with the
/// first move swapped).
pub(super) fn schedule_round(n: usize, double: bool, round: u32) -> Vec<(usize, usize)> {
    let per_cycle = cycle_rounds(n);
    if round <= per_cycle {
        berger_round(n, round)
    } else if double {
        berger_round(n, round - per_cycle).into_iter().map(|(a, b)| (b, a)).collect()
    } else {
        Vec::new()
    }
}

impl Tournament {
    /// Whether `user` withdrew from a round robin before half their games: every pairing of theirs is void.
    pub(super) fn voided(&self, user: super::UserId) -> bool {
        self.entrant(user).is_some_and(|e| e.withdrawn.is_some())
            && self.pairings.iter().filter(|p| p.first == user || p.second == Some(user)).all(|p| p.void)
    }

    /// The pairings of round-robin round `round`, from the table of the entrants in join order (the entrants at the
    /// start). A pairing with a voided player is void; one with a player withdrawn after half their games is a
    /// forfeit win for the other (a double forfeit when both withdrew).
    pub(super) fn table_round(&self, round: u32) -> Vec<Pairing> {
        let TournamentFormat::RoundRobin { double } = self.setup.format else { return Vec::new() };
        let n = self.entrants.len();
        schedule_round(n, double, round)
            .into_iter()
            .filter_map(|(a, b)| Some((self.entrants.get(a)?, self.entrants.get(b)?)))
            .map(|(a, b)| {
                let mut pairing = Pairing::new(round, a.user, Some(b.user), PairedBy::Table);
                if self.voided(a.user) || self.voided(b.user) {
                    pairing.void = true;
                } else if a.withdrawn.is_some() || b.withdrawn.is_some() {
                    let points = |gone: bool| if gone { 0 } else { 2 };
                    pairing.result = Some(Score {
                        first: points(a.withdrawn.is_some()),
                        second: points(b.withdrawn.is_some()),
                        forfeit: true,
                        moves: 0,
                        seq: 0,
                    });
                }
                pairing
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn six_players_follow_fides_table() {
        let table: Vec<Vec<(usize, usize)>> = (1..=5).map(|r| berger_round(6, r)).collect();
        // FIDE's Berger table for 6 (numbers from 1): 1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 /
        // 3-6 4-2 5-1.
        let fide = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        let fide: Vec<Vec<(usize, usize)>> =
            fide.iter().map(|round| round.iter().map(|&(a, b)| (a - 1, b - 1)).collect()).collect();
        assert_eq!(table, fide);
    }

    #[test]
    fn odd_players_sit_out_in_turn() {
        assert_eq!(cycle_rounds(5), 5);
        for r in 1..=5 {
            assert_eq!(berger_round(5, r).len(), 2, "round {r}");
        }
        assert_eq!(cycle_rounds(2), 1);
        assert_eq!(berger_round(2, 1), [(0, 1)]);
        assert!(berger_round(1, 1).is_empty() && berger_round(4, 4).is_empty());
    }

    proptest! {
        #[test]
        fn every_pair_meets_once_a_cycle_with_balanced_first_moves(n in 2usize..=14, double: bool) {
            let per_cycle = cycle_rounds(n);
            let cycles = if double { 2 } else { 1 };
            let mut met = vec![vec![0u32; n]; n];
            let mut firsts = vec![[0u32; 2]; n];
            for round in 1..=per_cycle * cycles {
                let cycle = ((round - 1) / per_cycle) as usize;
                let pairs = schedule_round(n, double, round);
                let mut seen = vec![false; n];
                for &(a, b) in &pairs {
                    prop_assert!(a != b && !seen[a] && !seen[b], "round {round} pairs a player twice");
                    seen[a] = true;
                    seen[b] = true;
                    met[a.min(b)][a.max(b)] += 1;
                    firsts[a][cycle] += 1;
                }
                prop_assert_eq!(pairs.len(), n / 2);
                if double && cycle == 1 {
                    let swapped: Vec<(usize, usize)> =
                        berger_round(n, round - per_cycle).into_iter().map(|(a, b)| (b, a)).collect();
                    prop_assert_eq!(&pairs, &swapped);
                }
            }
            prop_assert!(schedule_round(n, double, per_cycle * cycles + 1).is_empty());
            for (a, row) in met.iter().enumerate() {
                for (b, &count) in row.iter().enumerate().skip(a + 1) {
                    prop_assert_eq!(count, cycles, "{} and {} over {} cycles", a, b, cycles);
                }
            }
            let games = (n - 1) as u32;
            for (a, counts) in firsts.iter().enumerate() {
                for &f in &counts[..cycles as usize] {
                    prop_assert!(f == games / 2 || f == games.div_ceil(2), "player {a} first {f} of {games} games");
                }
            }
        }
    }
}

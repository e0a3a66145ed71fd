//! The minimum-cost matching behind Swiss and arena pairings: the most pairs, then the least total cost.

use integer_blossom::{Weight, max_weight_matching};

/// Pairs as many of `n` players as possible, and among those pairings one of least total cost. `cost(i, j)` (asked
/// for `i < j`) is the cost of `i` meeting `j`, None when they must not meet; costs are non-negative. Returns each
/// player's partner (None: left unpaired). Deterministic: the same costs give the same pairs.
///
/// The blossom algorithm (`integer-blossom`, O(n³)) finds a maximum-weight matching; each edge weighs
/// `offset − cost` with `offset` above the cost of any whole matching, so one more pair always outweighs any saving
/// in cost, and among matchings of equal size the cheapest weighs most.
pub(super) fn min_cost_matching(n: usize, cost: impl Fn(usize, usize) -> Option<i128>) -> Vec<Option<usize>> {
    let mut costs = vec![None; n * n];
    let mut max = 0i128;
    for i in 0..n {
        for j in i + 1..n {
            let c = cost(i, j).map(|c| c.max(0));
            if let Some(c) = c {
                max = max.max(c);
            }
            costs[i * n + j] = c;
        }
    }
    let offset = max.saturating_mul(n as i128 / 2 + 1).saturating_add(1);
    // The solver doubles weights and adds dual values: keep well below each type's quarter range.
    if offset <= i128::from(i64::MAX >> 8) { solve::<i64>(n, &costs, offset) } else { solve::<i128>(n, &costs, offset) }
}

/// The maximum-weight matching of the weights `offset − cost` (0: no edge) in the integer type `W`.
fn solve<W: Weight + TryFrom<i128>>(n: usize, costs: &[Option<i128>], offset: i128) -> Vec<Option<usize>> {
    let weights: Vec<W> = costs
        .iter()
        .map(|c| c.and_then(|c| W::try_from(offset.saturating_sub(c).max(1)).ok()).unwrap_or(W::ZERO))
        .collect();
    max_weight_matching(&weights, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cheapest_perfect_matching_wins() {
        // 0–1 and 2–3 cost 1 each; the crossed pairs cost 10.
        let cost = |i: usize, j: usize| Some(if (i, j) == (0, 1) || (i, j) == (2, 3) { 1 } else { 10 });
        assert_eq!(min_cost_matching(4, cost), [Some(1), Some(0), Some(3), Some(2)]);
    }

    #[test]
    fn more_pairs_beat_a_lower_cost() {
        // 1–2 is free, but taking it leaves 0 and 3 without an edge; 0–1 and 2–3 pair everyone.
        let cost = |i: usize, j: usize| match (i, j) {
            (1, 2) => Some(0),
            (0, 1) | (2, 3) => Some(1_000_000),
            _ => None,
        };
        assert_eq!(min_cost_matching(4, cost), [Some(1), Some(0), Some(3), Some(2)]);
    }

    #[test]
    fn an_odd_player_is_left_out_and_missing_edges_are_never_used() {
        let mates = min_cost_matching(3, |i, j| if (i, j) == (0, 1) { None } else { Some(5) });
        assert_eq!(mates.iter().filter(|m| m.is_none()).count(), 1);
        assert_ne!(mates[0], Some(1));
        assert!(min_cost_matching(2, |_, _| None).iter().all(Option::is_none));
    }

    #[test]
    fn huge_costs_use_the_wide_type() {
        let big = i128::from(i64::MAX);
        let cost = |i: usize, j: usize| Some(if (i, j) == (0, 3) || (i, j) == (1, 2) { big } else { 2 * big });
        assert_eq!(min_cost_matching(4, cost), [Some(3), Some(2), Some(1), Some(0)]);
    }
}

//! Arena pairing: the free players by rank and rating, never the last opponent again.

use super::matching::min_cost_matching;
use super::standings::standings;
use super::swiss::ordered;
use super::{PairedBy, Pairing, Tournament, UserId};
use std::collections::{HashMap, HashSet};

/// The players an arena can pair now: still in, with no pairing waiting or under way.
pub(super) fn free_players(t: &Tournament) -> Vec<UserId> {
    let busy: HashSet<UserId> =
        t.pairings.iter().filter(|p| p.is_open()).flat_map(|p| [Some(p.first), p.second]).flatten().collect();
    t.active().map(|e| e.user).filter(|u| !busy.contains(u)).collect()
}

/// New pairings of the free players, numbered on from `t.round`: the free players in standings order, a pair
/// costing 1000 × their rank gap + their rating gap, as many pairs as can be made and the cheapest of those. Two
/// players never meet when either was the other's last opponent, nor when the organiser forbade it; whoever is
/// left over waits for the next call. The player who moved first less often in the arena moves first (the higher
/// ranked on a tie).
pub(super) fn pair(t: &Tournament) -> Vec<Pairing> {
    let free = free_players(t);
    if free.len() < 2 {
        return Vec::new();
    }
    let ranks: HashMap<UserId, u32> = standings(t).into_iter().map(|s| (s.user, s.rank)).collect();
    let rank = |u: UserId| ranks.get(&u).copied().unwrap_or(u32::MAX);
    let rating = |u: UserId| t.entrant(u).map_or(0.0, |e| e.rating);
    let mut free = free;
    free.sort_by_key(|&u| (rank(u), u));
    let mut last: HashMap<UserId, UserId> = HashMap::new();
    let mut firsts: HashMap<UserId, u32> = HashMap::new();
    for p in &t.pairings {
        if let Some(second) = p.second {
            last.insert(p.first, second);
            last.insert(second, p.first);
            if !p.void {
                *firsts.entry(p.first).or_default() += 1;
            }
        }
    }
    let forbidden: HashSet<(UserId, UserId)> = t.forbidden.iter().map(|&[a, b]| ordered(a, b)).collect();
    let mates = min_cost_matching(free.len(), |i, j| {
        let (a, b) = (free[i], free[j]);
        if last.get(&a) == Some(&b) || last.get(&b) == Some(&a) || forbidden.contains(&ordered(a, b)) {
            return None;
        }
        let rank_gap = i128::from(rank(a).abs_diff(rank(b)));
        let rating_gap = (rating(a) - rating(b)).abs().min(1e6).round() as i128;
        Some(1000 * rank_gap + rating_gap)
    });
    let mut pairings = Vec::new();
    for (i, mate) in mates.into_iter().enumerate() {
        let Some(j) = mate.filter(|&j| i < j) else { continue };
        let (a, b) = (free[i], free[j]);
        let count = |u: UserId| firsts.get(&u).copied().unwrap_or(0);
        let (first, second) = if count(b) < count(a) { (b, a) } else { (a, b) };
        pairings.push(Pairing::new(t.round + pairings.len() as u32 + 1, first, Some(second), PairedBy::Arena));
    }
    pairings
}

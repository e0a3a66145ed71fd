//! Swiss pairing: the organiser's pairs, one bye for the odd player out, then a minimum-cost matching within score
//! groups that avoids rematches.

use super::matching::min_cost_matching;
use super::{Entrant, PairedBy, Pairing, Score, Tournament, UserId};
use std::collections::{HashMap, HashSet};

/// What the pairings before a round say about each player (void pairings left out).
pub(super) struct History {
    points: HashMap<UserId, u32>,
    /// Pairs that met, the lower id first (byes left out).
    met: HashSet<(UserId, UserId)>,
    /// Players who had a bye, full or late.
    byes: HashSet<UserId>,
    /// How often each moved first in a pairing's first game (byes left out).
    firsts: HashMap<UserId, u32>,
}

impl History {
    /// The history of the pairings of rounds before `round`.
    pub(super) fn before(t: &Tournament, round: u32) -> Self {
        let mut history =
            History { points: HashMap::new(), met: HashSet::new(), byes: HashSet::new(), firsts: HashMap::new() };
        for p in t.pairings.iter().filter(|p| p.round < round && !p.void) {
            if let Some(score) = p.result {
                *history.points.entry(p.first).or_default() += u32::from(score.first);
                if let Some(second) = p.second {
                    *history.points.entry(second).or_default() += u32::from(score.second);
                }
            }
            match p.second {
                Some(second) => {
                    history.met.insert(ordered(p.first, second));
                    *history.firsts.entry(p.first).or_default() += 1;
                }
                None => {
                    history.byes.insert(p.first);
                }
            }
        }
        history
    }

    /// Half points.
    pub(super) fn points(&self, user: UserId) -> u32 {
        self.points.get(&user).copied().unwrap_or(0)
    }

    pub(super) fn met(&self, a: UserId, b: UserId) -> bool {
        self.met.contains(&ordered(a, b))
    }

    pub(super) fn had_bye(&self, user: UserId) -> bool {
        self.byes.contains(&user)
    }

    pub(super) fn firsts(&self, user: UserId) -> u32 {
        self.firsts.get(&user).copied().unwrap_or(0)
    }
}

/// `(a, b)` with the lower id first.
pub(super) fn ordered(a: UserId, b: UserId) -> (UserId, UserId) {
    (a.min(b), a.max(b))
}

/// Sorts players into pairing order: points, then rating, then user id.
pub(super) fn sort_for_pairing(players: &mut [&Entrant], history: &History) {
    players.sort_by(|a, b| {
        history
            .points(b.user)
            .cmp(&history.points(a.user))
            .then_with(|| b.rating.total_cmp(&a.rating))
            .then_with(|| a.user.cmp(&b.user))
    });
}

/// The players a matching pairs, in pairing order, with their score groups and the cost of each pair.
pub(super) struct Order {
    pub(super) users: Vec<UserId>,
    points: Vec<u32>,
    /// Each player's score group: the index of its first player and its size.
    groups: Vec<(usize, usize)>,
    /// Multipliers making the cost lexicographic: forbidden pairs, rematches, score differences, then the
    /// top-half-against-bottom-half term.
    forbid: i128,
    rematch: i128,
    score: i128,
}

impl Order {
    /// `users` in pairing order with their points.
    pub(super) fn new(users: Vec<UserId>, history: &History) -> Self {
        let points: Vec<u32> = users.iter().map(|&u| history.points(u)).collect();
        let mut groups = Vec::with_capacity(users.len());
        let mut start = 0;
        while start < users.len() {
            let size = points[start..].iter().take_while(|&&p| p == points[start]).count();
            groups.extend(std::iter::repeat_n((start, size), size));
            start += size;
        }
        let n = users.len() as i128;
        let pairs = n / 2;
        let spread = i128::from(points.first().copied().unwrap_or(0) - points.last().copied().unwrap_or(0));
        let max_squared = spread * spread;
        // Each level's multiplier exceeds what every lower level can add up to over a whole matching.
        let score = pairs * n + 1;
        let rematch = pairs * (max_squared * score + n) + 1;
        let forbid = pairs * (rematch + max_squared * score + n) + 1;
        Order { users, points, groups, forbid, rematch, score }
    }

    /// The placement part of the cost of `i` meeting `j`: the squared score difference, then (within a score group)
    /// how far from the Dutch system's top-half-against-bottom-half pairing, (across groups) how far apart in the
    /// order.
    fn placement(&self, i: usize, j: usize) -> i128 {
        let (i, j) = (i.min(j), i.max(j));
        let difference = i128::from(self.points[i].abs_diff(self.points[j]));
        let spacing = if self.groups[i] == self.groups[j] { (j - i).abs_diff(self.groups[i].1 / 2) } else { j - i };
        difference * difference * self.score + spacing as i128
    }

    /// The cost of `i` meeting `j`.
    pub(super) fn cost(&self, i: usize, j: usize, history: &History, forbidden: &HashSet<(UserId, UserId)>) -> i128 {
        let (a, b) = (self.users[i], self.users[j]);
        let mut cost = self.placement(i, j);
        if history.met(a, b) {
            cost += self.rematch;
        }
        if forbidden.contains(&ordered(a, b)) {
            cost += self.forbid;
        }
        cost
    }

    /// The opponent the score order alone would give `i` (no rematch or forbidding considered): the cheapest
    /// placement, the higher in the order on a tie.
    pub(super) fn natural(&self, i: usize) -> Option<usize> {
        (0..self.users.len()).filter(|&j| j != i).min_by_key(|&j| (self.placement(i, j), j))
    }

    /// The score group's size of `i`.
    pub(super) fn group_size(&self, i: usize) -> usize {
        self.groups[i].1
    }
}

/// A pairing of `a` (the higher in the order) and `b`: the one who moved first fewer times moves first, `a` on a tie.
fn pairing(round: u32, a: UserId, b: UserId, by: PairedBy, history: &History) -> Pairing {
    let (first, second) = if history.firsts(b) < history.firsts(a) { (b, a) } else { (a, b) };
    Pairing::new(round, first, Some(second), by)
}

/// A full bye for `user`: 2 half points.
fn bye(round: u32, user: UserId) -> Pairing {
    Pairing {
        result: Some(Score { first: 2, second: 0, forfeit: false, moves: 0, seq: 0 }),
        ..Pairing::new(round, user, None, PairedBy::Bye)
    }
}

/// The pairings of Swiss round `round` for the active players not yet paired in it: the organiser's pairs first
/// (`by_hand`), then a full bye for the lowest in the order who had none (the lowest of all when everyone had one)
/// when the rest are odd, then a minimum-cost perfect matching of the rest. The cost orders, first to last: a
/// forbidden pair (only when no pairing avoids it), a rematch (only when every pairing has one), the squared score
/// difference, and the distance from the Dutch pairing (top half against bottom half of a score group, the lowest
/// of an odd group against the top of the next). Deterministic.
pub(super) fn pair(t: &Tournament, round: u32) -> Vec<Pairing> {
    let history = History::before(t, round);
    let paired: HashSet<UserId> =
        t.round_pairings(round).flat_map(|(_, p)| [Some(p.first), p.second]).flatten().collect();
    let mut pool: Vec<&Entrant> = t.active().filter(|e| !paired.contains(&e.user)).collect();
    sort_for_pairing(&mut pool, &history);
    let rank: HashMap<UserId, usize> = pool.iter().enumerate().map(|(i, e)| (e.user, i)).collect();
    let mut pairings = Vec::new();
    for &[a, b] in &t.by_hand {
        let (Some(&ra), Some(&rb)) = (rank.get(&a), rank.get(&b)) else { continue };
        if a == b || !pool.iter().any(|e| e.user == a) || !pool.iter().any(|e| e.user == b) {
            continue;
        }
        let (a, b) = if ra < rb { (a, b) } else { (b, a) };
        pairings.push(pairing(round, a, b, PairedBy::Hand, &history));
        pool.retain(|e| e.user != a && e.user != b);
    }
    let mut odd_one = None;
    if !pool.len().is_multiple_of(2) {
        let last = pool.len() - 1;
        let i = pool.iter().rposition(|e| !history.had_bye(e.user)).unwrap_or(last);
        odd_one = Some(pool.remove(i).user);
    }
    let order = Order::new(pool.iter().map(|e| e.user).collect(), &history);
    let forbidden: HashSet<(UserId, UserId)> = t.forbidden.iter().map(|&[a, b]| ordered(a, b)).collect();
    let mates = min_cost_matching(order.users.len(), |i, j| Some(order.cost(i, j, &history, &forbidden)));
    for (i, mate) in mates.into_iter().enumerate() {
        if let Some(j) = mate.filter(|&j| i < j) {
            pairings.push(pairing(round, order.users[i], order.users[j], PairedBy::Swiss, &history));
        }
    }
    if let Some(user) = odd_one {
        pairings.push(bye(round, user));
    }
    pairings
}

//! The standings: points, tie-breaks and ranks, by format.

use super::{PairedBy, Pairing, Tournament, TournamentFormat, UserId};
use std::cmp::Ordering;
use std::collections::HashMap;

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// 1-based; players tied on points and every tie-break share none: the order is total (by user id last).
    pub rank: u32,
    pub user: UserId,
    /// Half points (Swiss, round robin); arena points (win 2, draw 1, doubled on a streak, +1 berserk).
    pub points: u32,
    /// The format's tie-breaks in order, each in half points ×… as computed (Swiss: Buchholz cut-1, Sonneborn–
    /// Berger; round robin: Sonneborn–Berger, head-to-head; arena: performance).
    pub tiebreaks: Vec<f64>,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub played: u32,
    pub withdrawn: bool,
    /// Arena: on a streak of two wins or more (scores double).
    pub on_fire: bool,
}

/// The standings of `t`, best first.
///
/// Swiss: points, Buchholz cut-1 (the opponents' points but the lowest), Sonneborn–Berger (each opponent's points ×
/// the half points scored against them / 2), then wins. A bye counts as FIDE's tie-break regulations (2023) count an
/// unplayed round: against a virtual opponent with the player's own final points, won for a pairing's bye (so
/// Sonneborn–Berger adds the player's own points) and drawn for a late joiner's ½-point bye; the cut takes a
/// voluntarily unplayed round first (the late joiner's bye), and a pairing's bye only when it is the lowest. Round robin: points,
/// Sonneborn–Berger, head-to-head (half points scored against the players level on both), then wins. Arena:
/// points, then performance (the opponents' mean rating + 400 × (wins − losses) / games; 0 without games). The
/// user id breaks any tie left. Void pairings count for nobody; wins, draws and losses count played pairings, not
/// byes (a double forfeit is a loss for both).
pub fn standings(t: &Tournament) -> Vec<Standing> {
    standings_of(t, |_| true)
}

/// The standings from the pairings `counted` keeps (the explanation's "before this round").
pub(super) fn standings_of(t: &Tournament, counted: impl Fn(&Pairing) -> bool) -> Vec<Standing> {
    let lines: Vec<Line> = t.entrants.iter().map(|e| Line::of(t, e.user, &counted)).collect();
    let points: HashMap<UserId, u32> = lines.iter().map(|l| (l.user, l.points)).collect();
    let rating: HashMap<UserId, f64> = t.entrants.iter().map(|e| (e.user, e.rating)).collect();
    let of = |user: &UserId| points.get(user).copied().unwrap_or(0);
    // Tie-breaks as integers (exact comparisons), each with its divisor for the reported value.
    let mut keys: Vec<(Vec<i64>, Vec<f64>)> = lines
        .iter()
        .map(|l| {
            let sb2: i64 = l.games.iter().map(|&(o, mine)| i64::from(of(&o)) * i64::from(mine)).sum();
            match t.setup.format {
                TournamentFormat::Swiss { .. } => {
                    let own = i64::from(l.points);
                    // Each round's opponent points, a bye's virtual opponent with the player's own, and whether the
                    // round went unplayed by the player's choice (cut first).
                    let mut rounds: Vec<(bool, i64)> = l.games.iter().map(|(o, _)| (false, i64::from(of(o)))).collect();
                    rounds.extend(l.byes.iter().map(|&(by, _)| (by == PairedBy::LateBye, own)));
                    let cut = rounds
                        .iter()
                        .position(|r| r.0)
                        .or_else(|| rounds.iter().enumerate().min_by_key(|(_, r)| r.1).map(|(i, _)| i));
                    let buchholz: i64 =
                        rounds.iter().enumerate().filter(|(i, _)| Some(*i) != cut).map(|(_, r)| r.1).sum();
                    let sb2 = sb2 + l.byes.iter().map(|&(_, mine)| own * i64::from(mine)).sum::<i64>();
                    (vec![buchholz, sb2], vec![buchholz as f64, sb2 as f64 / 2.0])
                }
                TournamentFormat::RoundRobin { .. } => (vec![sb2], vec![sb2 as f64 / 2.0]),
                TournamentFormat::Arena { .. } => {
                    let performance = if l.played == 0 {
                        0.0
                    } else {
                        let total: f64 = l.games.iter().map(|(o, _)| rating.get(o).copied().unwrap_or(0.0)).sum();
                        (total + 400.0 * (f64::from(l.wins) - f64::from(l.losses))) / f64::from(l.played)
                    };
                    // Performance to a thousandth of a point is plenty to order by.
                    (vec![(performance * 1000.0).round() as i64], vec![performance])
                }
            }
        })
        .collect();
    if matches!(t.setup.format, TournamentFormat::RoundRobin { .. }) {
        // Head-to-head: half points against the players level on points and Sonneborn–Berger.
        let level: Vec<(u32, i64)> =
            lines.iter().zip(&keys).map(|(l, k)| (l.points, k.0.first().copied().unwrap_or(0))).collect();
        let by_user: HashMap<UserId, (u32, i64)> = lines.iter().map(|l| l.user).zip(level.iter().copied()).collect();
        for ((l, key), mine) in lines.iter().zip(keys.iter_mut()).zip(&level) {
            let h2h: i64 = l
                .games
                .iter()
                .filter(|(o, _)| by_user.get(o) == Some(mine))
                .map(|&(_, points)| i64::from(points))
                .sum();
            key.0.push(h2h);
            key.1.push(h2h as f64);
        }
    }
    let by_wins = !matches!(t.setup.format, TournamentFormat::Arena { .. });
    let mut order: Vec<usize> = (0..lines.len()).collect();
    order.sort_by(|&a, &b| {
        let (la, lb) = (&lines[a], &lines[b]);
        lb.points
            .cmp(&la.points)
            .then_with(|| keys[b].0.cmp(&keys[a].0))
            .then_with(|| if by_wins { lb.wins.cmp(&la.wins) } else { Ordering::Equal })
            .then_with(|| la.user.cmp(&lb.user))
    });
    order
        .into_iter()
        .enumerate()
        .map(|(i, k)| {
            let l = &lines[k];
            Standing {
                rank: i as u32 + 1,
                user: l.user,
                points: l.points,
                tiebreaks: keys[k].1.clone(),
                wins: l.wins,
                draws: l.draws,
                losses: l.losses,
                played: l.played,
                withdrawn: t.entrant(l.user).is_some_and(|e| e.withdrawn.is_some()),
                on_fire: l.on_fire,
            }
        })
        .collect()
}

/// One player's tally before the tie-breaks.
struct Line {
    user: UserId,
    points: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    played: u32,
    on_fire: bool,
    /// Each played pairing (not a bye) with a result: the opponent and the half points scored.
    games: Vec<(UserId, u8)>,
    /// Each bye with its half points: why it was given (a pairing's odd player out, or a late joiner's).
    byes: Vec<(PairedBy, u8)>,
}

impl Line {
    fn of(t: &Tournament, user: UserId, counted: &impl Fn(&Pairing) -> bool) -> Self {
        let mut line = Line {
            user,
            points: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            played: 0,
            on_fire: false,
            games: vec![],
            byes: vec![],
        };
        // (seq, my points, their points, berserk, moves), for the arena's streaks.
        let mut results = Vec::new();
        for p in t.pairings.iter().filter(|p| counted(p)) {
            let Some((mine, theirs)) = p.points_of(user) else { continue };
            if let Some(opponent) = p.opponent(user) {
                line.played += 1;
                match mine.cmp(&theirs) {
                    Ordering::Greater => line.wins += 1,
                    Ordering::Equal if mine > 0 => line.draws += 1,
                    _ => line.losses += 1,
                }
                line.games.push((opponent, mine));
            } else {
                line.byes.push((p.by, mine));
            }
            let berserk = p.berserk[usize::from(p.first != user)];
            let score = p.result.unwrap_or(super::Score { first: 0, second: 0, forfeit: false, moves: 0, seq: 0 });
            results.push((score.seq, mine, theirs, berserk, score.moves));
        }
        if let TournamentFormat::Arena { .. } = t.setup.format {
            results.sort_by_key(|r| r.0);
            let mut streak = 0;
            for (_, mine, theirs, berserk, moves) in results {
                let win = mine > theirs;
                let mut points = u32::from(mine);
                if streak >= 2 {
                    points *= 2;
                }
                if win && berserk && moves >= 7 {
                    points += 1;
                }
                line.points += points;
                streak = if win { streak + 1 } else { 0 };
            }
            line.on_fire = streak >= 2;
        } else {
            line.points = results.iter().map(|r| u32::from(r.1)).sum();
        }
        line
    }
}

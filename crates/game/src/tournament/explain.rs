//! Why a player was paired as they were, in facts a sentence can be built from.

use super::standings::standings_of;
use super::swiss::{History, Order, sort_for_pairing};
use super::{PairedBy, Tournament, TournamentFormat, UserId};

/// The facts behind a player's current (or latest) pairing.
#[derive(Debug, Clone, PartialEq)]
pub struct Why {
    pub round: u32,
    pub by: PairedBy,
    pub opponent: Option<UserId>,
    /// The player's and the opponent's points (half points) before the round.
    pub points: u32,
    pub opponent_points: u32,
    /// Swiss: how many players were in the player's score group.
    pub group_size: u32,
    /// Swiss: the pairing avoided a rematch the score order would have made.
    pub rematch_avoided: bool,
    /// How often the player and the opponent moved first in a pairing's first game before this round.
    pub firsts: [u32; 2],
    /// The player moves first in the first game.
    pub moves_first: bool,
}

impl Tournament {
    /// Why `user` is paired as they are in their latest pairing; None if they have none.
    ///
    /// "Before the round" means the pairings of earlier rounds (in an arena, the pairings made before this one). The
    /// score group is that of the players paired in the round (the late joiners' byes left out); a rematch was
    /// avoided when the opponent the score order alone gives (see the Swiss cost) had met the player before and the
    /// matching paired them with someone else. A bye's `moves_first` is false.
    pub fn why(&self, user: UserId) -> Option<Why> {
        let pairing = self.pairings.iter().rev().find(|p| p.involves(user) && !p.void)?;
        let round = pairing.round;
        let opponent = pairing.opponent(user);
        let (points, opponent_points, group_size, rematch_avoided) = match self.setup.format {
            TournamentFormat::Arena { .. } => {
                let before = standings_of(self, |p| p.round < round);
                let of = |u: UserId| before.iter().find(|s| s.user == u).map_or(0, |s| s.points);
                (of(user), opponent.map_or(0, of), 0, false)
            }
            TournamentFormat::RoundRobin { .. } | TournamentFormat::Swiss { .. } => {
                let history = History::before(self, round);
                let points = history.points(user);
                let opponent_points = opponent.map_or(0, |o| history.points(o));
                let swiss = matches!(self.setup.format, TournamentFormat::Swiss { .. });
                let in_round = |by: fn(PairedBy) -> bool| {
                    let mut players: Vec<_> = self
                        .round_pairings(round)
                        .filter(|(_, p)| !p.void && by(p.by))
                        .flat_map(|(_, p)| [Some(p.first), p.second])
                        .flatten()
                        .filter_map(|u| self.entrant(u))
                        .collect();
                    sort_for_pairing(&mut players, &history);
                    Order::new(players.into_iter().map(|e| e.user).collect(), &history)
                };
                let (group_size, rematch_avoided) = if swiss {
                    let everyone = in_round(|by| by != PairedBy::LateBye);
                    let group = everyone.users.iter().position(|&u| u == user).map_or(0, |i| everyone.group_size(i));
                    let matched = in_round(|by| by == PairedBy::Swiss);
                    let avoided = pairing.by == PairedBy::Swiss
                        && matched.users.iter().position(|&u| u == user).and_then(|i| matched.natural(i)).is_some_and(
                            |j| {
                                let natural = matched.users[j];
                                Some(natural) != opponent && history.met(user, natural)
                            },
                        );
                    (group as u32, avoided)
                } else {
                    (0, false)
                };
                (points, opponent_points, group_size, rematch_avoided)
            }
        };
        let firsts = |u: UserId| {
            self.pairings.iter().filter(|p| p.round < round && !p.void && p.second.is_some() && p.first == u).count()
                as u32
        };
        Some(Why {
            round,
            by: pairing.by,
            opponent,
            points,
            opponent_points,
            group_size,
            rematch_avoided,
            firsts: [firsts(user), opponent.map_or(0, firsts)],
            moves_first: pairing.second.is_some() && pairing.first == user,
        })
    }
}

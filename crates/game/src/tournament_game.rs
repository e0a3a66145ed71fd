//! A tournament pairing's game: started under way between its two players, the match's second game following
//! at once, and its result for the tournament.

use super::outcome::{EndReason, GameResult, Refusal};
use super::rules::Rules;
use super::session::{Millis, Phase, Seat, Session};

/// What a finished tournament game tells its tournament, recorded with the game's last save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingResult {
    pub tournament: u64,
    pub game: u64,
    /// The player who moved first in the first game, and the other.
    pub players: [u64; 2],
    /// Half points of each (a match: 2 won, 1 drawn, 0 lost; a single game the same), 0 each when abandoned.
    pub points: [u8; 2],
    /// Moves played over the games.
    pub moves: u32,
    /// Players who never moved before their time ran out (the loser on time, or both when the game was abandoned).
    pub no_show: Vec<u64>,
}

impl Session {
    /// A tournament pairing between `first` (moves first in the first game) and `second`, already under way.
    #[allow(clippy::too_many_arguments)]
    pub fn tournament_pairing(
        id: u64,
        guild_id: u64,
        channel_id: u64,
        first: u64,
        second: u64,
        rules: Rules,
        tournament: u64,
        now: Millis,
    ) -> Session {
        let seats = vec![Some(Seat::Human(first)), Some(Seat::Human(second))];
        let mut session =
            Session::challenge(id, Some(guild_id), channel_id, first, Some(second), true, rules, now, now);
        session.seats = seats;
        session.phase = Phase::Playing;
        session.tournament = Some(tournament);
        session.arm_turn(now);
        session
    }

    /// Starts the pairing from `game` instead (an opening chosen for both games of a match: the second game
    /// replays the first's opening).
    pub fn start_from(&mut self, game: cuatro_engine::Game, now: Millis) {
        self.game = game;
        self.arm_turn(now);
    }

    /// The result to record for the session's tournament, once it is finished.
    pub fn pairing_result(&self) -> Option<PairingResult> {
        let tournament = self.tournament?;
        let Phase::Finished { result, reason } = self.phase else { return None };
        let seating = self.played.first().map_or(&self.seats, |g| &g.seats);
        let user = |seat: &Option<Seat>| match seat {
            Some(Seat::Human(id)) => Some(*id),
            _ => None,
        };
        let players = [user(&seating[0])?, user(&seating[1])?];
        let points = match result {
            GameResult::Win(seat) if user(&self.seats[seat]) == Some(players[0]) => [2, 0],
            GameResult::Win(_) => [0, 2],
            GameResult::Draw => [1, 1],
            GameResult::Abandoned => [0, 0],
        };
        let moves = self.played.iter().map(|g| moves_in(&g.moves, g.opening)).sum();
        // Out of time without a move of their own (the winner of a timeout may never have had a turn).
        let no_show = match reason {
            EndReason::Timeout => {
                (0..2).filter(|&i| points[i] == 0 && !self.moved(players[i])).map(|i| players[i]).collect()
            }
            EndReason::BothAbsent | EndReason::Idle => players.into_iter().filter(|&p| !self.moved(p)).collect(),
            _ => Vec::new(),
        };
        Some(PairingResult { tournament, game: self.id, players, points, moves, no_show })
    }

    /// `user` gives up half their clock reserve before their first move of the game (an arena's berserk); refused
    /// without a clock, once they have moved, or when the game is over.
    pub fn berserk(&mut self, user: u64, now: Millis) -> Result<(), Refusal> {
        let seat = self.seat_of(user).ok_or(Refusal::NotInGame)?;
        if !self.is_playing() {
            return Err(Refusal::GameOver);
        }
        let moved = (usize::from(self.game.record().opening)..self.game.moves().len()).any(|i| i % 2 == seat);
        if self.rules.clock.is_none() || moved {
            return Err(Refusal::Outdated);
        }
        let running = seat == self.seat_to_move();
        self.reserves[seat] /= 2;
        if running {
            self.deadline = Some(self.turn_started + self.reserves[seat]);
        }
        self.last_activity = now;
        Ok(())
    }

    /// Whether `user` made a move of their own (not the random opening's) in any game of the session.
    fn moved(&self, user: u64) -> bool {
        self.played.iter().any(|g| {
            let Some(seat) = g.seats.iter().position(|s| *s == Some(Seat::Human(user))) else { return false };
            let total = moves_in(&g.moves, 0) as usize;
            (usize::from(g.opening)..total).any(|i| i % 2 == seat)
        })
    }
}

/// The moves of a move list in compact notation (`ddc^`: a column letter each, a pop marked `^`), less the
/// `opening` moves the random opening played.
fn moves_in(moves: &str, opening: u8) -> u32 {
    let made = moves.chars().filter(char::is_ascii_alphabetic).count() as u32;
    made.saturating_sub(u32::from(opening))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::rules::{Clock, Format};
    use crate::timeout::TimeoutAction;

    fn pairing(format: Format, clock: Option<Clock>) -> Session {
        let mut rules = Rules::new("classic".parse().unwrap(), Some(60_000), TimeoutAction::Forfeit, Lang::En);
        (rules.format, rules.clock) = (format, clock);
        Session::tournament_pairing(9, 1, 2, 10, 20, rules, 5, 0)
    }

    #[test]
    fn a_match_goes_on_to_its_second_game_and_reports_the_result_by_player() {
        let mut s = pairing(Format::Match, None);
        for (i, column) in [0, 1, 0, 1, 0, 1, 0].into_iter().enumerate() {
            let user = if i % 2 == 0 { 10 } else { 20 };
            s.play(user, cuatro_engine::Move::Drop(column), s.move_no(), i as i64).unwrap();
        }
        assert_eq!(s.phase, Phase::Playing, "the second game starts without Ready");
        assert_eq!(s.seat_of(20), Some(0), "colours swapped");
        assert_eq!(s.pairing_result(), None, "not over");
        s.resign(20, 100).unwrap();
        let result = s.pairing_result().unwrap();
        assert_eq!((result.players, result.points, result.no_show), ([10, 20], [2, 0], vec![]));
        assert_eq!(result.moves, 7, "the moves of both games");
    }

    #[test]
    fn a_player_who_never_moves_is_a_no_show() {
        let mut s = pairing(Format::Single, None);
        s.expire(60_000, 1_000_000_000);
        let result = s.pairing_result().unwrap();
        assert_eq!((result.points, result.no_show), ([0, 2], vec![10]));
    }

    #[test]
    fn a_player_who_moves_first_in_the_second_game_and_never_moves_is_a_no_show() {
        let mut s = pairing(Format::Match, None);
        s.play(10, cuatro_engine::Move::Drop(3), s.move_no(), 0).unwrap();
        s.expire(60_001, 1_000_000_000);
        assert_eq!(s.phase, Phase::Playing, "the second game, 20 to move first");
        s.expire(120_002, 1_000_000_000);
        let result = s.pairing_result().unwrap();
        assert_eq!((result.points, result.no_show), ([2, 0], vec![20]));
    }

    #[test]
    fn berserk_halves_the_clock_before_the_first_move_only() {
        let clock = Clock { reserve_ms: 60_000, increment_ms: 0 };
        let mut s = pairing(Format::Single, Some(clock));
        s.berserk(10, 0).unwrap();
        assert_eq!((s.reserves[0], s.deadline), (30_000, Some(30_000)));
        s.play(10, cuatro_engine::Move::Drop(3), s.move_no(), 1_000).unwrap();
        assert_eq!(s.berserk(10, 2_000), Err(Refusal::Outdated), "after a move");
        s.berserk(20, 2_000).unwrap();
        assert_eq!(s.reserves[1], 30_000);
        assert_eq!(pairing(Format::Single, None).berserk(10, 0), Err(Refusal::Outdated), "no clock");
    }
}

//! A game under way as lists show it: where, who plays, what, how far, and whose turn until when.

use cuatro_engine::Variant;

use super::session::{Millis, Phase, Seat, Session};

/// Where a game under way stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stand {
    /// Seat `seat` is to move, by `until` when a turn timer or a clock runs (None: no deadline).
    ToMove { seat: usize, until: Option<Millis> },
    /// Paused; it ends unscored at `until` unless someone continues it.
    Paused { until: Millis },
    /// A match between its games, waiting for both players to be ready.
    BetweenGames,
}

/// A game whose play has begun and not ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    pub game: u64,
    /// Its channel (a thread for a game in a thread of its own).
    pub channel: u64,
    /// Seat 0 moved first.
    pub seats: Vec<Option<Seat>>,
    pub variant: Variant,
    /// Moves played in the game on the board (a match's earlier game not counted).
    pub moves: u32,
    pub stand: Stand,
}

impl Session {
    /// The game as lists show it; None unless it is under way (a challenge, a table waiting for players and a
    /// finished game are not).
    pub fn summary(&self) -> Option<GameSummary> {
        let stand = match (self.phase, self.pause) {
            (Phase::Playing, Some(pause)) => Stand::Paused { until: pause.until },
            (Phase::Playing, None) => Stand::ToMove { seat: self.seat_to_move(), until: self.deadline },
            (Phase::BetweenGames { .. }, _) => Stand::BetweenGames,
            (Phase::Challenge { .. } | Phase::Finished { .. }, _) => return None,
        };
        Some(GameSummary {
            game: self.id,
            channel: self.channel_id,
            seats: self.seats.clone(),
            variant: self.rules.variant,
            moves: self.game.moves().len() as u32,
            stand,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{EndReason, GameResult, Lang, Rules, TimeoutAction};
    use cuatro_ai::Level;
    use cuatro_engine::Move;

    fn rules(timer_ms: Option<u64>) -> Rules {
        Rules::new("classic".parse().unwrap(), timer_ms, TimeoutAction::Cpu, Lang::En)
    }

    #[test]
    fn only_games_under_way_have_a_summary_with_their_turn_and_deadline() {
        let mut session = Session::challenge(7, Some(9), 3, 10, Some(20), true, rules(Some(30_000)), 0, 60_000);
        assert_eq!(session.summary(), None, "a challenge is not under way");
        session.accept(20, 1_000).unwrap();
        session.play(10, Move::Drop(3), 0, 2_000).unwrap();
        let summary = session.summary().unwrap();
        assert_eq!(
            summary,
            GameSummary {
                game: 7,
                channel: 3,
                seats: vec![Some(Seat::Human(10)), Some(Seat::Human(20))],
                variant: "classic".parse().unwrap(),
                moves: 1,
                stand: Stand::ToMove { seat: 1, until: Some(32_000) },
            }
        );
        session.finish(GameResult::Abandoned, EndReason::Aborted, 3_000);
        assert_eq!(session.summary(), None, "a finished game is not under way");
    }

    #[test]
    fn a_game_against_the_cpu_shows_the_cpu_to_move_without_a_deadline() {
        let session = Session::vs_cpu(8, None, 4, 10, Level::Easy, false, rules(None), 0);
        let summary = session.summary().unwrap();
        assert_eq!(summary.stand, Stand::ToMove { seat: 0, until: None });
        assert_eq!(summary.seats[0], Some(Seat::Cpu(Level::Easy)));
    }
}

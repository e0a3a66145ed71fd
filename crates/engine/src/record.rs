//! The stored form of a game: variant, start (obstacles, opening length) and moves, via serde.

use super::game::Game;
use super::moves::{NotationError, cell_name, compact_moves, parse_cell, parse_moves};
use super::setup::SetupError;
use super::variant::Variant;
use serde::{Deserialize, Serialize};

/// Everything needed to rebuild a game exactly, independent of how it was generated.
///
/// JSON example: `{"variant":"popout","moves":"ddc^"}`; with obstacles and an opening:
/// `{"variant":"obstacles+random-opening","obstacles":"b1 f1","opening":4,"moves":"dcee"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub variant: Variant,
    /// Blocked cells by name (`b1 f1`), empty without obstacles.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub obstacles: String,
    /// How many of the first moves were the random opening.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub opening: u8,
    /// All moves, opening included, in compact notation (`ddc^`).
    pub moves: String,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Why a record could not be rebuilt into a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("bad obstacle cell `{0}`")]
    BadCell(String),
    #[error("bad moves: {0}")]
    Notation(#[from] NotationError),
    #[error("bad start: {0}")]
    Setup(#[from] SetupError),
    #[error("the opening is longer than the game ({0} plies)")]
    OpeningTooLong(u8),
    #[error("move {index} ({mv}) is illegal: {reason}")]
    IllegalMove { index: usize, mv: String, reason: String },
}

impl Game {
    pub fn record(&self) -> GameRecord {
        let b = self.board();
        let obstacles = (0..b.width())
            .flat_map(|c| (0..b.height()).filter(move |&r| b.is_blocked(c, r)).map(move |r| cell_name(c, r)))
            .collect::<Vec<_>>()
            .join(" ");
        GameRecord {
            variant: *self.variant(),
            obstacles,
            opening: self.opening_len() as u8,
            moves: compact_moves(self.moves()),
        }
    }

    /// Rebuilds the game a record describes; every move is checked again.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let variant = record.variant;
        let mut heights = vec![0u8; variant.width as usize];
        for name in record.obstacles.split_whitespace() {
            let (c, r) = parse_cell(name)
                .filter(|&(c, _)| c < variant.width)
                .ok_or_else(|| RecordError::BadCell(name.into()))?;
            if heights[c as usize] != r {
                return Err(SetupError::BadObstacles(c).into());
            }
            heights[c as usize] += 1;
        }
        let moves = parse_moves(&record.moves)?;
        let opening = record.opening as usize;
        if opening > moves.len() {
            return Err(RecordError::OpeningTooLong(record.opening));
        }
        let mut game = Game::from_parts(variant, &heights, &moves[..opening])?;
        for (i, &mv) in moves.iter().enumerate().skip(opening) {
            game.play(mv).map_err(|e| RecordError::IllegalMove {
                index: i + 1,
                mv: mv.to_string(),
                reason: e.to_string(),
            })?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Move, Setup};

    #[test]
    fn records_round_trip_through_json() {
        let variant: Variant = "obstacles+random-opening".parse().unwrap();
        let mut game = Game::start(variant, Setup { seed: 7, opening_plies: 4 });
        for mv in [Move::Drop(3), Move::Drop(3), Move::Drop(2)] {
            game.play(mv).unwrap();
        }
        let record = game.record();
        assert!(!record.obstacles.is_empty());
        assert_eq!(record.opening, 4);
        let json = serde_json::to_string(&record).unwrap();
        let back: GameRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
        assert_eq!(Game::from_record(&back).unwrap(), game);
    }

    #[test]
    fn compact_json_for_plain_games() {
        let mut game = Game::new("popout".parse().unwrap());
        for mv in [Move::Drop(3), Move::Drop(4), Move::Pop(3)] {
            game.play(mv).unwrap();
        }
        let json = serde_json::to_string(&game.record()).unwrap();
        assert_eq!(json, r#"{"variant":"popout","moves":"ded^"}"#);
    }

    #[test]
    fn corrupt_records_are_refused_not_trusted() {
        let rec = |moves: &str| GameRecord {
            variant: Variant::CLASSIC,
            obstacles: String::new(),
            opening: 0,
            moves: moves.into(),
        };
        assert!(matches!(Game::from_record(&rec("aaaaaaa")), Err(RecordError::IllegalMove { index: 7, .. })));
        assert!(matches!(Game::from_record(&rec("ax")), Err(RecordError::Notation(_))));
        assert!(matches!(Game::from_record(&rec("a^")), Err(RecordError::IllegalMove { index: 1, .. })));
        let mut bad = rec("d");
        bad.obstacles = "b2".into();
        assert!(Game::from_record(&bad).is_err());
        let mut long = rec("d");
        long.opening = 3;
        assert_eq!(Game::from_record(&long), Err(RecordError::OpeningTooLong(3)));
    }
}

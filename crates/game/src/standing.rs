//! Results and standings as the store keeps them: finished games, ratings, leaderboard pages, player stats.

use super::rules::Format;
use super::session::Millis;

/// A decided game (win or draw; abandoned games are never recorded), as the results table keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinishedGame {
    /// The session the game belongs to, and its number in it (0, or 1 for a match's second game).
    pub session_id: u64,
    pub game_no: u8,
    /// None for a DM.
    pub guild_id: Option<u64>,
    /// The variant's name (`classic`, `popout`…).
    pub variant: String,
    pub format: Format,
    /// The humans in each seat (None = the CPU).
    pub red: Option<u64>,
    pub yellow: Option<u64>,
    /// The CPU's level when it held a seat.
    pub cpu_level: Option<String>,
    /// `red`, `yellow` or `draw`.
    pub result: String,
    /// `line`, `resigned`, `timeout`…
    pub end_reason: String,
    /// The moves in notation, space separated.
    pub moves: String,
    /// 0-based column of each side's first move (None when it had none, or it was a pop).
    pub red_first: Option<u8>,
    pub yellow_first: Option<u8>,
    /// This game counts for ratings.
    pub rated: bool,
    /// This game closes a rating period: the ratings are updated now from every rated game of the session.
    pub closes_period: bool,
    pub finished_at: Millis,
}

impl FinishedGame {
    /// Points of (red, yellow): 1 a win, ½ a draw, 0 a loss.
    pub fn points(&self) -> (f64, f64) {
        match self.result.as_str() {
            "red" => (1.0, 0.0),
            "yellow" => (0.0, 1.0),
            _ => (0.5, 0.5),
        }
    }
}

/// A rating before and after a rated match or game ("+12 → 1512").
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingChange {
    pub user_id: u64,
    pub before: f64,
    pub after: f64,
}

/// A player's standing on a server in a variant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    pub user_id: u64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// When the rating last changed (None = never rated).
    pub rated_at: Option<Millis>,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Standing {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
    /// Win 1, draw ½.
    pub fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }
}

/// A player's rating once a rating period closed: a point of the rating chart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingPoint {
    pub at: Millis,
    pub rating: f64,
    /// Glicko-2's rating deviation: the chart's band is ± twice it.
    pub deviation: f64,
}

/// A player's rating history on a server in a variant, since its leaderboard's last reset.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RatingHistory {
    /// The rating before the first game (1500 ± 350), then after each rating period the player closed.
    pub points: Vec<RatingPoint>,
    /// When each of the player's games there finished, rated or not, in order.
    pub games: Vec<Millis>,
}

impl RatingHistory {
    /// Whether a rating period ever changed the rating (else there is nothing to chart).
    pub fn is_rated(&self) -> bool {
        self.points.len() > 1
    }
}

/// One page of a server's leaderboard, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderboardPage {
    /// 0-based page number actually shown (clamped to the last page).
    pub page: u32,
    pub pages: u32,
    pub players: u32,
    /// (1-based rank, standing)
    pub rows: Vec<(u32, Standing)>,
}

/// W/D/L counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Record {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// What `/connect4 stats` shows about a player.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlayerStats {
    pub user_id: u64,
    /// On this server in the variant (None in DMs or before any PvP game).
    pub standing: Option<Standing>,
    pub rank: Option<u32>,
    /// The current run: positive = wins in a row, negative = losses in a row, 0 = none (or a draw last).
    pub streak: i32,
    /// The 0-based column the player opens with most often, and how often.
    pub favourite_opening: Option<(u8, u32)>,
    /// The player's record against the caller (None when the caller is the player).
    pub head_to_head: Option<Record>,
    /// vs-CPU records per level name, easy → hard.
    pub vs_cpu: Vec<(String, Record)>,
}

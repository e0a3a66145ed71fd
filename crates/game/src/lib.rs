//! Game sessions as state machines (challenge → playing → finished), free of Discord and SQL.

mod buttons;
mod clock;
mod consistency;
mod former;
mod lang;
mod matches;
mod outcome;
mod pause;
pub mod rating;
mod rules;
mod scoring;
mod seats;
mod session;
mod settings;
mod standing;
mod stored;
mod summary;
mod timeout;
pub mod tournament;
mod tournament_game;

pub use buttons::{
    Action, BadButtonId, ButtonId, CUSTOM_ID_MAX_LEN, ForgetButton, GamesPageButton, PageButton, Press, PuzzleButton,
    ResetButton, TournamentButton, TournamentPress, game_code, parse_game_code,
};
pub use former::{FORMER_PLAYERS, former_player_id, is_former_player, names, replace_id};
pub use lang::Lang;
pub use outcome::{EndReason, Expiry, GameResult, Refusal};
pub use pause::PauseStep;
pub use rules::{Clock, Format, Rules, Theme};
pub use session::{Millis, Pause, Phase, PlayedGame, Seat, Session};
pub use settings::{DAILY_FAILED_DAYS_OFF, DailyFailure, DailySchedule, GamesNowChannel, GuildSettings};
pub use standing::{
    FinishedGame, LeaderboardPage, PlayerStats, RatingChange, RatingHistory, RatingPoint, Record, Standing,
};
pub use summary::{GameSummary, Stand};
pub use timeout::TimeoutAction;
pub use tournament_game::PairingResult;

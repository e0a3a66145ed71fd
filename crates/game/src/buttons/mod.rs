//! Button `custom_id`s: one codec, seven families (`c4:` game, `c4l:` leaderboard page, `c4a:` reset, `c4z:`
//! puzzle, `c4g:` games list page, `c4t:` tournament, `c4f:` forget-me), one parse.

mod action;
mod codec;
mod forget;
mod games_page;
mod id;
mod page;
mod puzzle;
mod reset;
mod tournament;

pub use action::{Action, Press, game_code, parse_game_code};
pub use codec::{BadButtonId, CUSTOM_ID_MAX_LEN};
pub use forget::ForgetButton;
pub use games_page::GamesPageButton;
pub use id::ButtonId;
pub use page::PageButton;
pub use puzzle::PuzzleButton;
pub use reset::ResetButton;
pub use tournament::{TournamentButton, TournamentPress};

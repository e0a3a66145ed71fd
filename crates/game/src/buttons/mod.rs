//! Button `custom_id`s: one codec, four families (`c4:` game, `c4l:` leaderboard page, `c4a:` reset, `c4z:`
//! puzzle), one parse.

mod action;
mod codec;
mod id;
mod page;
mod puzzle;
mod reset;

pub use action::{Action, Press, game_code, parse_game_code};
pub use codec::{BadButtonId, CUSTOM_ID_MAX_LEN};
pub use id::ButtonId;
pub use page::PageButton;
pub use puzzle::PuzzleButton;
pub use reset::ResetButton;

//! The games under way in one list: `/connect4 games` (private, paged, only what the caller may see) and a server's
//! live "Games now" message, with who may see which channel.

pub mod games_cmd;
pub mod games_now;
pub mod now_message;
pub mod under_way;

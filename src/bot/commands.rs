//! The command tree: `/connect4 …`, `/connect4-admin …`, `/connect4-tournament …` and the user context menu.

use crate::bot::admin::server::{reset_leaderboard, settings};
use crate::bot::assist::hint::hint_cmd;
use crate::bot::assist::replay::replay_cmd;
use crate::bot::assist::review::review_cmd;
use crate::bot::games::in_game::{abort, board, resign, rules};
use crate::bot::games::new_game::{challenge, challenge_user, vs_cpu};
use crate::bot::games::pause::pause_cmd;
use crate::bot::listing::games_cmd::games;
use crate::bot::privacy::forget_me::forget_me;
use crate::bot::privacy::my_data::my_data;
use crate::bot::puzzles::trainer::puzzle;
use crate::bot::standings::tables::{leaderboard, stats};
use crate::bot::tournaments::commands::tournament;
use crate::bot::types::{Context, Data, Error};

/// Connect Four: challenge a friend or play the CPU
#[poise::command(
    slash_command,
    install_context = "Guild | User",
    interaction_context = "Guild | BotDm | PrivateChannel",
    subcommands(
        "challenge",
        "vs_cpu",
        "resign",
        "board",
        "rules",
        "leaderboard",
        "stats",
        "hint_cmd",
        "pause_cmd",
        "review_cmd",
        "replay_cmd",
        "puzzle",
        "games",
        "my_data",
        "forget_me"
    ),
    subcommand_required
)]
pub async fn connect4(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Moderation of Connect Four games
#[poise::command(
    slash_command,
    rename = "connect4-admin",
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild",
    subcommands("settings", "abort", "reset_leaderboard"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn connect4_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![connect4(), connect4_admin(), tournament(), challenge_user()]
}

#[cfg(test)]
#[path = "commands_tests.rs"]
mod tests;

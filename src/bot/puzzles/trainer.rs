//! The puzzle trainer's commands: `/connect4 puzzle play` and `top`.

use crate::bot::pipeline::command;
use crate::bot::pipeline::options::PuzzleVariantChoice;
use crate::bot::puzzles::attempt::next_puzzle;
use crate::bot::types::{Context, Error};
use crate::engine::Variant;
use crate::render::{PuzzleRank, puzzle_top_view};

/// Players shown by `/connect4 puzzle top`.
const TOP: u32 = 10;

/// Puzzles: find the winning line
#[poise::command(slash_command, subcommands("puzzle_play", "puzzle_top"), subcommand_required)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// A puzzle for you alone, near your puzzle rating
#[poise::command(slash_command, rename = "play")]
pub async fn puzzle_play(ctx: Context<'_>, variant: Option<PuzzleVariantChoice>) -> Result<(), Error> {
    command::run_once(ctx, true, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let (user, guild) = (cmd.user, cmd.guild);
        let variant = variant.map_or(Variant::CLASSIC, PuzzleVariantChoice::variant);
        match next_puzzle(app, user, guild, variant, lang).await {
            Ok(view) => cmd.send(&view).await.map(drop)?,
            Err(msg) => cmd.say(msg).await?,
        }
        Ok(())
    })
    .await
}

/// This server's best puzzle solvers
#[poise::command(slash_command, rename = "top", guild_only)]
pub async fn puzzle_top(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, false, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let guild = ctx.guild_id().map_or(0, |g| g.get());
        let top = app.store.puzzle_top(guild, TOP).await?;
        let ranks: Vec<PuzzleRank> = top
            .into_iter()
            .map(|(user, s)| PuzzleRank { user, rating: s.rating.rating, solved: s.solved, best_streak: s.best_streak })
            .collect();
        cmd.send(&puzzle_top_view(&ranks, lang)).await?;
        Ok(())
    })
    .await
}

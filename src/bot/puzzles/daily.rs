//! The daily puzzle: each server's post at its hour (made once, by the process serving the server's shard, and
//! made late when the bot was down at the hour), yesterday's results in it, and the failures that turn it off.

use crate::ai::puzzle::{PuzzleState, puzzle_game};
use crate::ai::solver::Solver;
use crate::bot::app::App;
use crate::bot::discord::{codes, error_code, http_status};
use crate::bot::pipeline::builders;
use crate::game::{DAILY_FAILED_DAYS_OFF, DailyFailure, Millis};
use crate::render::{CardSource, DailyCard, YesterdayCard, daily_view, date_of};
use crate::store::{DAY_MS, DailySummary};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// The most time between two looks for daily puzzles due.
const CHECK_LONGEST: Duration = Duration::from_secs(30);

/// The day (since 1970, UTC) and the hour of `now`.
pub fn day_and_hour(now: Millis) -> (i64, u32) {
    (now.div_euclid(DAY_MS), (now.rem_euclid(DAY_MS) / 3_600_000) as u32)
}

/// Posts the daily puzzles due, every few seconds (twenty game ticks, at most 30 s), until the task is aborted.
pub async fn post_daily(app: Arc<App>) {
    let every = (app.config.games.tick * 20).min(CHECK_LONGEST);
    loop {
        tokio::time::sleep(every).await;
        post_due(&app).await;
    }
}

/// Posts each daily puzzle due now on a server whose shard this process serves.
pub async fn post_due(app: &App) {
    let Some(http) = app.http().cloned() else { return };
    let now = app.clock.now();
    let (day, hour) = day_and_hour(now);
    let due = match app.store.due_daily(day, hour, now).await {
        Ok(due) => due,
        Err(e) => return tracing::warn!("could not list the daily puzzles due: {e}"),
    };
    for (guild, channel) in due.into_iter().filter(|&(g, _)| app.shards.serves(Some(g))) {
        if let Err(e) = post_one(app, &http, (guild, channel), day, now).await {
            tracing::warn!(guild, "could not post the daily puzzle: {e}");
        }
    }
}

/// Yesterday's figures with its solution line (worked out on a CPU search thread, in `guild`'s turn).
async fn yesterday_of(app: &App, guild: u64, summary: DailySummary) -> Option<YesterdayCard> {
    let (variant, moves, goal) = (summary.puzzle.variant, summary.puzzle.moves.clone(), summary.puzzle.goal);
    let line = app
        .cpu
        .run(guild, move || {
            let state = PuzzleState::new(variant, &moves, goal, &[]).ok()?;
            Some(state.solution_line(&mut Solver::new()))
        })
        .await
        .flatten()?;
    Some(YesterdayCard { tried: summary.tried, solved: summary.solved, fastest: summary.fastest, line })
}

async fn post_one(
    app: &App,
    http: &serenity::Http,
    (guild, channel): (u64, u64),
    day: i64,
    now: Millis,
) -> Result<(), crate::store::StoreError> {
    let Some(puzzle) = app.store.claim_daily(guild, day, channel, now).await? else { return Ok(()) };
    let settings = app.store.guild_settings(guild).await?;
    let lang = settings.daily_puzzle.map(|d| d.lang).unwrap_or_default();
    let yesterday = match app.store.daily_summary(guild, day - 1).await? {
        Some(summary) => yesterday_of(app, guild, summary).await,
        None => None,
    };
    let Some((game, mover, _)) = puzzle_game(puzzle.variant, &puzzle.moves, &[]) else {
        tracing::error!(puzzle = puzzle.id, "a stored puzzle does not replay");
        return app.store.daily_refused(guild, day, 0).await;
    };
    let date = date_of(now);
    let view = daily_view(&DailyCard {
        day: day as u32,
        date: &date,
        goal: puzzle.goal,
        game: &game,
        mover,
        source: puzzle.source.map(|s| CardSource { red: s.red, yellow: s.yellow, move_no: s.move_no }),
        yesterday,
        lang,
    });
    // Recorded before the send: a post whose answer is lost is never made a second time.
    app.store.daily_sending(guild, day, now).await?;
    let sent = serenity::ChannelId::new(channel).send_message(http, builders::create_message(&view)).await;
    match sent {
        Ok(message) => {
            app.store.daily_posted(guild, day, message.id.get()).await?;
            tracing::info!(guild, channel, puzzle = puzzle.id, "posted the daily puzzle");
            if settings.daily_failure.is_some() {
                note_failure(app, guild, None, now).await?;
            }
        }
        Err(e) => match (error_code(&e), http_status(&e)) {
            (Some(code @ (codes::MISSING_PERMISSIONS | codes::MISSING_ACCESS | codes::UNKNOWN_CHANNEL)), _) => {
                tracing::warn!(guild, channel, code, "Discord refused the daily puzzle's post");
                app.store.daily_refused(guild, day, code as i64).await?;
                note_failure(app, guild, Some(code as i64), now).await?;
            }
            // Discord answered that it made nothing: the next pass posts it.
            (_, Some(status)) if (400..500).contains(&status) => {
                tracing::warn!(guild, channel, "the daily puzzle's post failed, tried again soon: {e}");
                app.store.daily_release(guild, day).await?;
            }
            // No answer, or a server error: the post may have been made. The day is left as sent rather than risk
            // a second post (one day may go without one).
            _ => tracing::warn!(guild, channel, "the daily puzzle's post may not have been made, not tried again: {e}"),
        },
    }
    Ok(())
}

/// Records a refused post (`Some(code)`) or a post that worked after refused ones (`None`) in the server's
/// settings: the third refused day in a row turns the daily puzzle off, and the settings view says so.
async fn note_failure(app: &App, guild: u64, code: Option<i64>, now: Millis) -> Result<(), crate::store::StoreError> {
    let mut settings = app.store.guild_settings(guild).await?;
    settings.daily_failure =
        code.map(|code| DailyFailure { code, days: settings.daily_failure.map_or(0, |f| f.days) + 1 });
    if settings.daily_failure.is_some_and(|f| f.days >= DAILY_FAILED_DAYS_OFF) {
        tracing::warn!(guild, "the daily puzzle turned itself off after {DAILY_FAILED_DAYS_OFF} refused days");
        settings.daily_puzzle = None;
    }
    app.store.save_guild_settings(guild, &settings, now).await?;
    app.settings.insert(guild, settings);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_hours_are_utc() {
        assert_eq!(day_and_hour(0), (0, 0));
        assert_eq!(day_and_hour(DAY_MS + 13 * 3_600_000 + 59_999), (1, 13));
        assert_eq!(day_and_hour(DAY_MS - 1), (0, 23));
    }
}

//! `/connect4 leaderboard` (paged with buttons only its caller may press) and `/connect4 stats`.

use crate::bot::app::App;
use crate::bot::clock::now_ms;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::builders;
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command::lang_of;
use crate::bot::pipeline::command::{self, Command, place_of};
use crate::bot::pipeline::options::variant_of;
use crate::bot::standings::rating_chart;
use crate::bot::types::{Context, Error};
use crate::game::{Lang, PageButton, RatingHistory};
use crate::render::Translate;
use crate::render::{
    Chart, Msg, PuzzleFigures, View, leaderboard_view, page_refused, played_variants_line, puzzle_stats_field,
    stats_view, variant_suggestions, web::with_web_link,
};
use crate::store::{DAY_MS, StoreError};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Players per leaderboard page.
pub const PER_PAGE: u32 = 10;

/// The leaderboard page `page` (0-based, clamped) of `guild` in `variant`, as `caller` sees it.
async fn leaderboard_page(
    app: &App,
    guild: u64,
    variant: &str,
    page: u32,
    caller: u64,
    lang: Lang,
) -> Result<View, StoreError> {
    let page = app.store.leaderboard(guild, variant, page, PER_PAGE).await?;
    let mine = app.store.standing(guild, variant, caller).await?;
    let mut view = leaderboard_view(&page, variant, caller, mine, lang);
    if page.rows.is_empty()
        && let Some(line) = played_variants_line(&app.store.variants_played(guild).await?, lang)
        && let Some(embed) = view.embed.as_mut()
    {
        embed.description.push_str(&format!("\n{line}"));
    }
    if let Some(base) = app.web_pages_of(guild) {
        view = with_web_link(view, &format!("{base}/s/{guild}/{variant}"), lang);
    }
    Ok(view)
}

/// How long autocomplete waits for the variants played on the server (it cannot be deferred: the suggestions
/// come without them after that).
const PLAYED_WAIT: Duration = Duration::from_millis(1000);

/// Autocomplete for leaderboards and stats: the variants played on this server first, then every suggestion.
async fn autocomplete_played_variant(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let played = match place_of(ctx).standings() {
        Some(table) => tokio::time::timeout(PLAYED_WAIT, ctx.data().store.variants_played(table))
            .await
            .ok()
            .and_then(Result::ok)
            .unwrap_or_default(),
        None => Vec::new(),
    };
    let typed = partial.trim().to_ascii_lowercase();
    let mut choices: Vec<(String, String)> =
        played.into_iter().filter(|v| v.contains(typed.as_str())).map(|v| (format!("{v} ✓"), v)).collect();
    for (name, value) in variant_suggestions(partial, lang_of(ctx)) {
        if !choices.iter().any(|(_, v)| *v == value) {
            choices.push((name, value));
        }
    }
    choices.truncate(25);
    let choices = choices.into_iter().map(|(name, value)| serenity::AutocompleteChoice::new(name, value));
    serenity::CreateAutocompleteResponse::new().set_choices(choices.collect())
}

/// This server's players by rating
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_played_variant"] variant: Option<String>,
    #[min = 1]
    #[max = 100000]
    page: Option<u32>,
) -> Result<(), Error> {
    command::run(ctx, false, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let Some(table) = cmd.place.standings() else { return cmd.say(Msg::LeaderboardInBotDm).await };
        let variant = match variant_of(variant.as_deref(), lang) {
            Ok(variant) => variant.to_string(),
            Err(why) => return cmd.say_text(why).await,
        };
        let page = page.unwrap_or(1).saturating_sub(1);
        let read = leaderboard_page(app, table, &variant, page, cmd.user, lang);
        let view = read.await?;
        cmd.send(&view).await?;
        Ok(())
    })
    .await
}

/// A ◀ ▶ click: only the caller may turn the pages.
pub async fn page_click(click: &Click<'_>, button: PageButton) -> Answered {
    if !button.allows(click.user) {
        return Ok(Reply::Message(page_refused(button.caller, click.lang)));
    }
    let table = click.place.standings().ok_or(Msg::LeaderboardInBotDm)?;
    match leaderboard_page(click.app, table, &button.variant, button.page, click.user, click.lang).await {
        Ok(view) => Ok(Reply::Update(view)),
        Err(e) => {
            // Only the database stops a page: nothing changed, and the press may be tried again.
            tracing::warn!(table, "could not read the leaderboard: {e}");
            Err(Msg::DatabaseAwayUnchanged)
        }
    }
}

/// A player's rating, record, streak and favourite opening (works in DMs too)
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    #[autocomplete = "autocomplete_played_variant"] variant: Option<String>,
) -> Result<(), Error> {
    command::run(ctx, false, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let caller = cmd.user;
        let target = user.map_or(caller, |u| u.id.get());
        // A server's or a private chat's own table; in the bot's DM, everything the player played.
        let guild = cmd.place.standings();
        let variant = match variant_of(variant.as_deref(), lang) {
            Ok(variant) => variant.to_string(),
            Err(why) => return cmd.say_text(why).await,
        };
        let read = async {
            let stats = app.store.player_stats(guild, &variant, target, caller).await?;
            let puzzles = app.store.puzzle_standing(target).await?;
            // The chart is not worth the stats: a history that cannot be read costs the chart alone.
            let history = match guild {
                Some(guild) => Some(app.store.rating_history(guild, &variant, target).await),
                None => None,
            };
            Ok::<_, StoreError>((stats, puzzles, history))
        };
        let (stats, puzzles, history) = read.await?;
        let mut view = stats_view(&stats, &variant, guild.is_some(), lang);
        if let (Some(p), Some(embed)) = (puzzles, view.embed.as_mut()) {
            let figures = PuzzleFigures {
                rating: p.rating.rating,
                deviation: p.rating.deviation,
                solved: p.solved,
                failed: p.failed,
                streak: p.streak,
                best_streak: p.best_streak,
                // A run of daily puzzles is broken once a day passes without one solved.
                daily_streak: if p.daily_last >= Some(now_ms() / DAY_MS - 1) { p.daily_streak } else { 0 },
            };
            embed.fields.push(puzzle_stats_field(&figures, lang));
        }
        let (Some(guild), Some(history)) = (guild, history) else {
            cmd.send(&view).await?;
            return Ok(());
        };
        let chart = match history {
            Ok(history) => chart_for(cmd, (guild, &variant, target), history).await,
            Err(e) => {
                tracing::warn!(guild, user = target, "could not read a rating history: {e}");
                Err(Msg::ChartFailed)
            }
        };
        let Some(embed) = view.embed.as_mut() else { return Err("the stats view has no embed".into()) };
        let reply = match chart {
            Ok(chart) => {
                embed.image = Some(format!("attachment://{}", rating_chart::FILE_NAME));
                let file = serenity::CreateAttachment::bytes(chart.png.clone(), rating_chart::FILE_NAME);
                builders::reply(&view).attachment(file.description(chart.alt.clone()))
            }
            Err(why) => {
                embed.footer = Some(lang.t(why));
                builders::reply(&view)
            }
        };
        cmd.send_reply(reply).await?;
        Ok(())
    })
    .await
}

/// The rating chart of `user` on `guild` in `variant` for the stats command's answer, or why there is none: the
/// bot may not attach files in the channel, or the picture passes the channel's upload limit.
async fn chart_for(
    cmd: &Command<'_>,
    (guild, variant, user): (u64, &str, u64),
    history: RatingHistory,
) -> Result<Arc<Chart>, Msg<'static>> {
    let (attach_files, size_limit) = match cmd.ctx {
        poise::Context::Application(a) => {
            let interaction = a.interaction;
            (interaction.app_permissions.is_none_or(|p| p.attach_files()), interaction.attachment_size_limit)
        }
        poise::Context::Prefix(_) => (false, 0),
    };
    if !attach_files {
        return Err(if history.is_rated() { Msg::ChartNoFiles } else { Msg::ChartNoRatedGames });
    }
    let before_drawing = async || {
        cmd.app.cooldowns.chart.begin(cmd.user).map_err(Msg::ChartCooldown)?;
        cmd.defer().await;
        Ok(())
    };
    let key = (guild, variant, user);
    let chart = rating_chart::chart_of(&cmd.app.charts, key, history, cmd.lang, before_drawing).await?;
    match size_limit {
        limit if limit > 0 && chart.png.len() > limit as usize => Err(Msg::ChartTooLarge),
        _ => Ok(chart),
    }
}

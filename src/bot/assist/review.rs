//! Reviews: `/connect4 review` and the Review and ◀ ▶ buttons, every move of a finished game labelled.

use crate::ai::review::{Review, oracle_for, review};
use crate::bot::app::App;
use crate::bot::assist::audience::{self, Asker};
use crate::bot::ops::metrics::Assist;
use crate::bot::pipeline::answer::{Deferral, Reply};
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command;
use crate::bot::types::{Context, Error};
use crate::engine::{Game, GameRecord};
use crate::game::{Action, Lang, Session, game_code, parse_game_code};
use crate::render::{Msg, ReviewPages, View, has_moves, review_lines, review_pages, review_view, titled};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// The game a command names by its code, else the caller's latest finished game; `Err` with the answer to give
/// (`unknown` for a bad code or no game).
pub(crate) async fn named_or_latest_game(
    app: &App,
    user: u64,
    code: Option<&str>,
    unknown: Msg<'static>,
) -> Result<u64, Msg<'static>> {
    match code.map(parse_game_code) {
        Some(Some(id)) => Ok(id),
        Some(None) => Err(unknown),
        None => match app.store.latest_finished_of(user).await {
            Ok(Some(id)) => Ok(id),
            Ok(None) => Err(unknown),
            Err(e) => {
                tracing::warn!(user, "could not look up the latest game: {e}");
                Err(Msg::DatabaseAwayUnchanged)
            }
        },
    }
}

/// The session `id`: the live one of `channel` if it is that game, else the stored one; `missing` when there is
/// none (`purpose` names what it was loaded for, in the log).
pub(crate) async fn load_session(
    app: &App,
    channel: u64,
    id: u64,
    missing: Msg<'static>,
    purpose: &str,
) -> Result<Session, Msg<'static>> {
    if let Some(slot) = app.live.get(channel).filter(|s| s.game_id() == id) {
        return Ok(slot.session.lock().await.clone());
    }
    match app.store.session(id).await {
        Ok(Some(session)) => Ok(session),
        Ok(None) => Err(missing),
        Err(e) => {
            tracing::warn!(game = id, "could not load a game to {purpose}: {e}");
            Err(Msg::DatabaseAwayUnchanged)
        }
    }
}

/// Why `session` cannot be reviewed, if it cannot.
fn unreviewable(session: &Session) -> Option<Msg<'static>> {
    if session.is_multi_seat() {
        Some(Msg::TwoSeatsOnly)
    } else if session.is_active() {
        Some(Msg::NotOverYet)
    } else if !has_moves(session) {
        Some(Msg::NothingToReview)
    } else {
        None
    }
}

/// Every game of the session with moves, rebuilt from its record (the board's own game where it is that one).
fn reviewable_games(session: &Session) -> Vec<(usize, Game)> {
    let current = session.game.record().moves;
    let rebuild = |g: &crate::game::PlayedGame| {
        let (variant, obstacles, opening, moves) =
            (session.rules.variant, g.obstacles.clone(), g.opening, g.moves.clone());
        Game::from_record(&GameRecord { variant, obstacles, opening, moves }).ok()
    };
    let games = session.played.iter().enumerate().filter(|(_, g)| !g.moves.is_empty());
    games
        .filter_map(|(i, g)| {
            if g.moves == current { Some(session.game.clone()) } else { rebuild(g) }.map(|game| (i, game))
        })
        .collect()
}

/// Reviews the session's games (one review at a time) and keeps the pages for turning.
async fn compute_review(app: &App, session: Session, lang: Lang) -> Option<Arc<ReviewPages>> {
    let id = session.id;
    let web_page = app.web_page(&session);
    let started = std::time::Instant::now();
    let mut pages = app
        .cpu
        .review(move || {
            let games: Vec<(usize, Review)> = reviewable_games(&session)
                .into_iter()
                .map(|(i, game)| (i, review(&game, oracle_for(&game).as_mut())))
                .collect();
            let title = titled(lang, tr!(lang, "review-title", code = game_code(id)), &session.rules.variant);
            review_pages(id, title, &review_lines(&session, &games, lang), lang)
        })
        .await?;
    tracing::info!(game = id, ms = started.elapsed().as_millis() as u64, "game reviewed");
    app.metrics.assist_served(Assist::Review);
    pages.web_page = web_page;
    let pages = Arc::new(pages);
    app.reviews.insert(id, lang, Arc::clone(&pages));
    Some(pages)
}

/// Whether `message` shows a page of game `game`'s review (it carries that review's ◀ ▶ buttons).
fn carries_review_pages(message: &serenity::Message, game: u64) -> bool {
    message.components.iter().flat_map(|row| &row.components).any(|component| match component {
        serenity::ActionRowComponent::Button(serenity::Button {
            data: serenity::ButtonKind::NonLink { custom_id, .. },
            ..
        }) => matches!(Action::parse(custom_id), Ok(Action::ReviewPage { game: g, .. }) if g == game),
        _ => false,
    })
}

/// Review (on a final board) opens page one privately. A review not in memory is computed first, behind
/// Discord's "thinking…".
pub async fn open(click: &Click<'_>, game: u64) -> Answered {
    let view = review_page(click, game, 0, Deferral::Thinking { ephemeral: true }).await?;
    Ok(Reply::Message(view))
}

/// ◀ ▶ on a review turn its pages (the message they sit under, never another message into a review page).
pub async fn turn(click: &Click<'_>, game: u64, page: u32) -> Answered {
    if !carries_review_pages(&click.ci.message, game) {
        tracing::info!(game, "a review page button on a message that shows no such review");
        return Err(Msg::BadButton);
    }
    Ok(Reply::Update(review_page(click, game, page as usize, Deferral::Silent).await?))
}

/// Page `page` of game `game`'s review in the clicker's language, computed first (after `deferral`) when it is
/// not in memory.
async fn review_page(click: &Click<'_>, game: u64, page: usize, deferral: Deferral) -> Result<View, Msg<'static>> {
    let (app, lang) = (click.app, click.lang);
    let session = load_session(app, click.channel, game, Msg::NoSuchGame, "review").await?;
    // The same audience as `/connect4 review`: a button id can be forged with any game's id.
    let asker =
        Asker { user: click.user, member: click.ci.member.as_ref(), guild: click.guild, channel: click.channel };
    if !audience::sees(app, &asker, &session).await {
        return Err(Msg::NoSuchGame);
    }
    if let Some(pages) = app.reviews.get(game, lang) {
        return Ok(review_view(&pages, page));
    }
    if let Some(msg) = unreviewable(&session) {
        return Err(msg);
    }
    let _turn = app.assisting.begin(click.user).map_err(|wait| {
        app.metrics.assist_refused(Assist::Review, wait);
        Msg::from(wait)
    })?;
    click.defer(deferral).await;
    let pages = compute_review(app, session, lang).await.ok_or(Msg::Internal)?;
    Ok(review_view(&pages, page))
}

/// Review a finished game privately: every move labelled, where it was decided
#[poise::command(slash_command, rename = "review")]
pub async fn review_cmd(ctx: Context<'_>, game: Option<String>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (app, lang) = (cmd.app, cmd.lang);
        let user = cmd.user;
        let id = match named_or_latest_game(app, user, game.as_deref(), Msg::NoSuchGame).await {
            Ok(id) => id,
            Err(msg) => return cmd.say(msg).await,
        };
        let session = match load_session(app, cmd.channel, id, Msg::NoSuchGame, "review").await {
            Ok(session) => session,
            Err(msg) => return cmd.say(msg).await,
        };
        let asker = Asker { user, member: cmd.member(), guild: cmd.guild, channel: cmd.channel };
        if !audience::sees(app, &asker, &session).await {
            return cmd.say(Msg::NoSuchGame).await;
        }
        if let Some(msg) = unreviewable(&session) {
            return cmd.say(msg).await;
        }
        let pages = match app.reviews.get(id, lang) {
            Some(pages) => pages,
            None => {
                let _turn = match app.assisting.begin(user) {
                    Ok(turn) => turn,
                    Err(wait) => {
                        app.metrics.assist_refused(Assist::Review, wait);
                        return cmd.say(wait.into()).await;
                    }
                };
                cmd.defer().await;
                match compute_review(app, session, lang).await {
                    Some(pages) => pages,
                    None => return cmd.say(Msg::Internal).await,
                }
            }
        };
        cmd.send(&review_view(&pages, 0)).await?;
        Ok(())
    })
    .await
}

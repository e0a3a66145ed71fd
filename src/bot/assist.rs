//! The solver on Discord: `/connect4 hint`, `pause` and `review`, and their buttons (💡, Agree / Refuse, Review, ◀ ▶).

use super::app::{App, now_ms};
use super::clicks::{LOCK_WAIT, answer_ephemeral, respond};
use super::commands::{lang_of, say_ephemeral};
use super::discord;
use super::live::Slot;
use super::{Context, Error};
use crate::ai::review::{Review, hint, oracle_for, review};
use crate::engine::{Game, GameRecord};
use crate::game::{Action, Lang, PauseStep, Session, game_code, parse_game_code};
use crate::render::{
    Msg, ReviewPages, View, has_moves, hint_text, pause_request_view, review_lines, review_pages, review_view,
};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};
use std::sync::Arc;

/// Reviews kept in memory for turning pages; the cache is emptied when it grows past this.
const REVIEWS_KEPT: usize = 256;

/// Checks that `user` may have a hint in `slot`'s game now (from a board showing `move_no`, for a button);
/// returns the position and its move number.
async fn hint_position(app: &App, slot: &Slot, user: u64, move_no: Option<u32>) -> Result<(Game, u32), Msg<'static>> {
    let settings = app.settings_of(slot.info().guild_id).await;
    let session = tokio::time::timeout(LOCK_WAIT, slot.session.lock()).await.map_err(|_| Msg::Busy)?;
    if !settings.hints || !session.rules.hints {
        return Err(Msg::HintsOffServer);
    }
    if !session.hints_allowed() {
        return Err(Msg::HintsOffRated);
    }
    if session.is_multi_seat() {
        return Err(Msg::TwoSeatsOnly);
    }
    if !session.is_playing() {
        return Err(Msg::GameOver);
    }
    if session.seat_of(user).is_none() {
        return Err(Msg::NotInGame);
    }
    if session.pause.is_some() {
        return Err(Msg::Paused);
    }
    if move_no.is_some_and(|n| n != session.move_no()) {
        return Err(Msg::Outdated);
    }
    if session.human_to_move() != Some(user) {
        return Err(Msg::NotYourTurn);
    }
    Ok((session.game.clone(), session.move_no()))
}

/// Finds the hint on the CPU pool and marks the game as hinted (shown on its final board).
async fn give_hint(app: &App, slot: &Slot, game: Game, lang: Lang) -> String {
    let Some(Some(found)) = app.on_cpu_pool(move || hint(&game, oracle_for(&game).as_mut())).await else {
        return lang.t(Msg::Internal);
    };
    let mut session = slot.session.lock().await;
    if !session.hinted {
        session.hinted = true;
        app.persist(slot, &mut session).await;
    }
    hint_text(&found, lang)
}

/// The 💡 button: a private hint for the player to move (deferred: the answer may take a moment).
pub async fn hint_click(app: &App, ctx: &serenity::Context, ci: &ComponentInteraction, action: Action, lang: Lang) {
    let Action::Hint { game, move_no } = action else { return };
    let slot = match app.live.get(ci.channel_id.get()) {
        Some(slot) if slot.game_id == game => slot,
        _ => return answer_ephemeral(ctx, ci, lang.t(Msg::NoGame)).await,
    };
    let (position, _) = match hint_position(app, &slot, ci.user.id.get(), Some(move_no)).await {
        Ok(found) => found,
        Err(msg) => return answer_ephemeral(ctx, ci, lang.t(msg)).await,
    };
    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    respond(ctx, ci, defer, game).await;
    let text = give_hint(app, &slot, position, lang).await;
    if let Err(e) = ci.edit_response(&ctx.http, discord::edit_response(&View::ephemeral(text))).await {
        tracing::warn!(game, "could not show a hint: {e}");
    }
}

/// Get the best move for your turn, privately (not in rated games or matches)
#[poise::command(
    slash_command,
    rename = "hint",
    name_localized("es-ES", "pista"),
    name_localized("es-419", "pista"),
    description_localized(
        "es-ES",
        "La mejor jugada para tu turno, solo para ti (no en partidas que puntúan ni duelos)"
    ),
    description_localized(
        "es-419",
        "La mejor jugada para tu turno, solo para ti (no en partidas que puntúan ni duelos)"
    )
)]
pub async fn hint_cmd(ctx: Context<'_>) -> Result<(), Error> {
    let (app, lang) = (ctx.data(), lang_of(ctx));
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let (position, _) = match hint_position(app, &slot, ctx.author().id.get(), None).await {
        Ok(found) => found,
        Err(msg) => return say_ephemeral(ctx, lang.t(msg)).await,
    };
    ctx.defer_ephemeral().await?;
    let text = give_hint(app, &slot, position, lang).await;
    say_ephemeral(ctx, text).await
}

/// A press of Pause that asked the other player: the request goes out as a message of its own with Agree /
/// Refuse, pinging them, and the board notes the request.
pub async fn pause_asked(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    slot: &Slot,
    session: &mut Session,
) {
    let user = ci.user.id.get();
    app.persist(slot, session).await;
    let view = pause_request_view(session, user);
    respond(ctx, ci, CreateInteractionResponse::Message(discord::response_message(&view)), session.id).await;
    app.publish(slot, session).await;
}

/// Agree or Refuse on a pause request: the request message says how it was answered, and the board shows
/// the game paused (or the request gone).
pub async fn answer_pause_click(
    app: &App,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    action: Action,
    lang: Lang,
) {
    let (game, agree) = match action {
        Action::AgreePause { game } => (game, true),
        Action::RefusePause { game } => (game, false),
        _ => return,
    };
    let slot = match app.live.get(ci.channel_id.get()) {
        Some(slot) if slot.game_id == game => slot,
        _ => return answer_ephemeral(ctx, ci, lang.t(Msg::NoGame)).await,
    };
    let Ok(mut session) = tokio::time::timeout(LOCK_WAIT, slot.session.lock()).await else {
        return answer_ephemeral(ctx, ci, lang.t(Msg::Busy)).await;
    };
    let (user, now) = (ci.user.id.get(), now_ms());
    if let Err(refusal) = session.answer_pause(user, agree, now, now + app.pause_ms()) {
        return answer_ephemeral(ctx, ci, lang.t(refusal.into())).await;
    }
    app.persist(&slot, &mut session).await;
    let answer = if agree { Msg::PauseAgreed(user) } else { Msg::PauseRefused(user) };
    let view = View { content: session.rules.lang.t(answer), ..View::default() };
    respond(ctx, ci, CreateInteractionResponse::UpdateMessage(discord::response_message(&view)), game).await;
    app.publish(&slot, &mut session).await;
    tracing::info!(game, agree, "pause request answered");
}

/// Pause this channel's game (against the CPU), or ask the other player to pause
#[poise::command(
    slash_command,
    rename = "pause",
    name_localized("es-ES", "pausa"),
    name_localized("es-419", "pausa"),
    description_localized("es-ES", "Pausa la partida de este canal (contra la CPU) o pide la pausa al rival"),
    description_localized("es-419", "Pausa la partida de este canal (contra la CPU) o pide la pausa al rival")
)]
pub async fn pause_cmd(ctx: Context<'_>) -> Result<(), Error> {
    let (app, lang) = (ctx.data(), lang_of(ctx));
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let mut session = slot.session.lock().await;
    let (user, now) = (ctx.author().id.get(), now_ms());
    let step = match session.pause_by(user, now, now + app.pause_ms()) {
        Ok(step) => step,
        Err(refusal) => return say_ephemeral(ctx, lang.t(refusal.into())).await,
    };
    app.persist(&slot, &mut session).await;
    app.publish(&slot, &mut session).await;
    let view = match step {
        PauseStep::Asked => pause_request_view(&session, user),
        PauseStep::Paused => View::ephemeral(lang.t(Msg::PausedNow)),
    };
    ctx.send(discord::reply(&view)).await?;
    Ok(())
}

/// The session `id`: the live one of `channel` if it is that game, else the stored one.
async fn load_session(app: &App, channel: u64, id: u64) -> Result<Session, Msg<'static>> {
    if let Some(slot) = app.live.get(channel).filter(|s| s.game_id == id) {
        return Ok(slot.session.lock().await.clone());
    }
    match app.store.session(id).await {
        Ok(Some(session)) => Ok(session),
        Ok(None) => Err(Msg::NoSuchGame),
        Err(e) => {
            tracing::warn!(game = id, "could not load a game to review: {e}");
            Err(Msg::Internal)
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
    let started = std::time::Instant::now();
    let pages = app
        .on_review_pool(move || {
            let games: Vec<(usize, Review)> = reviewable_games(&session)
                .into_iter()
                .map(|(i, game)| (i, review(&game, oracle_for(&game).as_mut())))
                .collect();
            let title = match lang {
                Lang::En => format!("Review · {} · game {}", session.rules.variant, game_code(id)),
                Lang::Es => format!("Revisión · {} · partida {}", session.rules.variant, game_code(id)),
            };
            review_pages(id, title, &review_lines(&session, &games, lang), lang)
        })
        .await?;
    tracing::info!(game = id, ms = started.elapsed().as_millis() as u64, "game reviewed");
    let pages = Arc::new(pages);
    if app.reviews.len() >= REVIEWS_KEPT {
        app.reviews.clear();
    }
    app.reviews.insert((id, lang), Arc::clone(&pages));
    Some(pages)
}

/// Review (on a final board) opens page one privately; ◀ ▶ on a review turn its pages. A review not in
/// memory is computed first, behind Discord's "thinking…".
pub async fn review_click(app: &App, ctx: &serenity::Context, ci: &ComponentInteraction, action: Action, lang: Lang) {
    let (game, page, opening) = match action {
        Action::Review { game } => (game, 0, true),
        Action::ReviewPage { game, page } => (game, page as usize, false),
        _ => return,
    };
    let show = |view: &View| {
        let message = discord::response_message(view);
        if opening {
            CreateInteractionResponse::Message(message)
        } else {
            CreateInteractionResponse::UpdateMessage(message)
        }
    };
    if let Some(pages) = app.reviews.get(&(game, lang)).map(|r| Arc::clone(&r)) {
        return respond(ctx, ci, show(&review_view(&pages, page)), game).await;
    }
    let session = match load_session(app, ci.channel_id.get(), game).await {
        Ok(session) => session,
        Err(msg) => return answer_ephemeral(ctx, ci, lang.t(msg)).await,
    };
    if let Some(msg) = unreviewable(&session) {
        return answer_ephemeral(ctx, ci, lang.t(msg)).await;
    }
    let defer = if opening {
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true))
    } else {
        CreateInteractionResponse::Acknowledge
    };
    respond(ctx, ci, defer, game).await;
    let view = match compute_review(app, session, lang).await {
        Some(pages) => review_view(&pages, page),
        None => View::ephemeral(lang.t(Msg::Internal)),
    };
    if let Err(e) = ci.edit_response(&ctx.http, discord::edit_response(&view)).await {
        tracing::warn!(game, "could not show a review: {e}");
    }
}

/// Review a finished game privately: every move labelled, where it was decided
#[poise::command(
    slash_command,
    rename = "review",
    name_localized("es-ES", "revisar"),
    name_localized("es-419", "revisar"),
    description_localized("es-ES", "Revisa una partida terminada, solo para ti: cada jugada y dónde se decidió"),
    description_localized("es-419", "Revisa una partida terminada, solo para ti: cada jugada y dónde se decidió")
)]
pub async fn review_cmd(
    ctx: Context<'_>,
    #[description = "The game's code, shown under its final board (default: your latest game)"]
    #[name_localized("es-ES", "partida")]
    #[description_localized("es-ES", "El código de la partida, bajo su tablero final (por defecto, tu última)")]
    game: Option<String>,
) -> Result<(), Error> {
    let (app, lang) = (ctx.data(), lang_of(ctx));
    let user = ctx.author().id.get();
    let id = match game.as_deref().map(parse_game_code) {
        Some(Some(id)) => id,
        Some(None) => return say_ephemeral(ctx, lang.t(Msg::NoSuchGame)).await,
        None => match app.store.latest_finished_of(user).await {
            Ok(Some(id)) => id,
            Ok(None) => return say_ephemeral(ctx, lang.t(Msg::NoSuchGame)).await,
            Err(e) => {
                tracing::warn!(user, "could not look up the latest game: {e}");
                return say_ephemeral(ctx, lang.t(Msg::Internal)).await;
            }
        },
    };
    let session = match load_session(app, ctx.channel_id().get(), id).await {
        Ok(session) => session,
        Err(msg) => return say_ephemeral(ctx, lang.t(msg)).await,
    };
    // A server's games are visible in that server; other servers' games and DM games only to their players.
    let here = ctx.guild_id().map(|g| g.get());
    let visible = (here.is_some() && session.guild_id == here) || session.humans().any(|h| h == user);
    if !visible {
        return say_ephemeral(ctx, lang.t(Msg::NoSuchGame)).await;
    }
    if let Some(msg) = unreviewable(&session) {
        return say_ephemeral(ctx, lang.t(msg)).await;
    }
    let cached = app.reviews.get(&(id, lang)).map(|r| Arc::clone(&r));
    let pages = match cached {
        Some(pages) => pages,
        None => {
            ctx.defer_ephemeral().await?;
            match compute_review(app, session, lang).await {
                Some(pages) => pages,
                None => return say_ephemeral(ctx, lang.t(Msg::Internal)).await,
            }
        }
    };
    ctx.send(discord::reply(&review_view(&pages, 0))).await?;
    Ok(())
}

//! The click router, above the features it dispatches to: the shard check, the button id decoded once and matched
//! once, each kind of button to the handler of its feature, and the reply sent — deferred first if the handler is
//! not done in time.

use crate::bot::admin::server as admin;
use crate::bot::app::App;
use crate::bot::assist::{hint, replay, review};
use crate::bot::games::{pause, press, rematch, start};
use crate::bot::listing::games_cmd;
use crate::bot::pipeline::answer::Deferral;
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::privacy::forget_me;
use crate::bot::puzzles::attempt;
use crate::bot::standings::tables as standings;
use crate::bot::tournaments::clicks as tournaments;
use crate::game::{Action, ButtonId};
use crate::render::Msg;
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use std::sync::Arc;
use std::time::Instant;

/// Handles one button click from start to answer.
pub async fn handle(app: &Arc<App>, ctx: &serenity::Context, ci: &ComponentInteraction) {
    let (received, _watch) = (Instant::now(), app.metrics.watch_click(ci.id.get()));
    let click = Click::new(app, &ctx.http, ci, received);
    if !app.shards.served_soon(click.guild).await {
        if app.shards.tells_database_away(click.guild, click.budget.left()).await {
            let _ = click.send(click.private(Msg::DatabaseAway)).await;
            return;
        }
        tracing::debug!(user = click.user, "a click for a server whose shard this process does not hold");
        return app.shards.note_ignored();
    }
    let answered = match ButtonId::parse(&ci.data.custom_id) {
        Ok(id) => in_time(&click, dispatch(&click, id)).await,
        Err(_) => {
            tracing::info!(user = click.user, "rejected a malformed button id");
            Err(Msg::BadButton)
        }
    };
    let reply = answered.unwrap_or_else(|refusal| click.private(refusal));
    let _ = click.send(reply).await;
}

/// Runs the handler; if it has not answered when the click's budget runs out, the click is acknowledged without
/// a change, and the reply becomes an edit of the clicked message or a follow-up. The handler goes on meanwhile:
/// an answer of its own already under way goes out first, and the acknowledgement is then not needed.
async fn in_time(click: &Click<'_>, work: impl Future<Output = Answered>) -> Answered {
    let mut work = std::pin::pin!(work);
    if let Ok(answered) = tokio::time::timeout(click.budget.left(), &mut work).await {
        return answered;
    }
    let (answered, ()) = tokio::join!(work, click.defer(Deferral::Silent));
    answered
}

/// Each kind of button to its feature.
async fn dispatch(click: &Click<'_>, id: ButtonId) -> Answered {
    match id {
        ButtonId::Game(Action::Board { game, press }) => press::press(click, game, press).await,
        ButtonId::Game(Action::Rematch { game }) => rematch::rematch(click, game).await,
        ButtonId::Game(Action::Replace { game, confirm }) => start::answer_replacement(click, game, confirm).await,
        ButtonId::Game(Action::PauseAnswer { game, agree }) => pause::answer_request(click, game, agree).await,
        ButtonId::Game(Action::Hint { game, move_no }) => hint::hint_click(click, game, move_no).await,
        ButtonId::Game(Action::Review { game }) => review::open(click, game).await,
        ButtonId::Game(Action::ReviewPage { game, page }) => review::turn(click, game, page).await,
        ButtonId::Game(Action::Replay { game }) => replay::replay_click(click, game).await,
        ButtonId::Page(button) => standings::page_click(click, button).await,
        ButtonId::Reset(button) => admin::reset_click(click, button).await,
        ButtonId::Puzzle(button) => attempt::puzzle_click(click, button).await,
        ButtonId::GamesPage(button) => games_cmd::page_click(click, button).await,
        ButtonId::Tournament(button) => tournaments::press(click, button).await,
        ButtonId::Forget(button) => forget_me::forget_click(click, button).await,
    }
}

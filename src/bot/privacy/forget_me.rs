//! `/connect4 forget-me`: after a confirmation only the caller may press, the caller leaves the tournaments under way
//! and every stored row naming them is deleted or given a former player's stand-in, in one transaction.

use crate::bot::app::App;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::bot::pipeline::command;
use crate::bot::tournaments::ledger::Ledger;
use crate::bot::tournaments::message;
use crate::bot::types::{Context, Error};
use crate::game::{ForgetButton, former_player_id};
use crate::render::{Msg, forget_cancelled_view, forget_confirm_view, forget_done_view, forget_games_under_way};
use crate::store::Forgotten;
use crate::tr;
use std::time::Duration;

/// How long a withdrawal waits for a tournament this process is changing.
const TOURNAMENT_WAIT: Duration = Duration::from_secs(2);

/// Delete your ratings and records and anonymise your games (asks first)
#[poise::command(slash_command, rename = "forget-me")]
pub async fn forget_me(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        cmd.send(&forget_confirm_view(cmd.user, cmd.lang)).await?;
        Ok(())
    })
    .await
}

/// A press on the confirmation: only its caller's counts.
pub async fn forget_click(click: &Click<'_>, button: ForgetButton) -> Answered {
    let (app, lang, user) = (click.app, click.lang, click.user);
    if !button.allows(user) {
        return Ok(Reply::private(tr!(lang, "forget-not-yours")));
    }
    if !button.confirm {
        return Ok(Reply::Update(forget_cancelled_view(lang)));
    }
    // A long write (every game of the user): the pipeline acknowledges the click if it outlasts the budget.
    leave_tournaments(app, user).await?;
    match app.store.forget_user(user, former_player_id(app.next_id())).await {
        Ok(Forgotten::Done { deleted, anonymised }) => {
            app.charts.forget_user(user);
            app.names.forget(user);
            tracing::info!(user, deleted, anonymised, "forgot a user at their request");
            Ok(Reply::Update(forget_done_view(deleted, anonymised, lang)))
        }
        Ok(Forgotten::GamesUnderWay(count)) => Ok(Reply::private(forget_games_under_way(count, lang))),
        Err(e) => {
            tracing::warn!(user, "could not forget a user: {e}");
            Err(Msg::DatabaseAwayUnchanged)
        }
    }
}

/// Withdraws `user` from every tournament not over that names them, and redraws each one's message.
async fn leave_tournaments(app: &App, user: u64) -> Result<(), Msg<'static>> {
    let tournaments = app.store.tournaments_under_way_naming(user).await.map_err(|e| {
        tracing::warn!(user, "could not list a user's tournaments: {e}");
        Msg::DatabaseAwayUnchanged
    })?;
    for id in tournaments {
        let now = app.clock.now();
        let entered = |t: &crate::game::tournament::Tournament| t.entrants.iter().any(|e| e.user == user);
        match Ledger::change(app, id, TOURNAMENT_WAIT, |t| if entered(t) { t.leave(user, now) } else { Ok(()) }).await {
            Ok(Ok((mut ledger, ()))) => message::show_and_keep(app, &mut ledger).await,
            // Withdrawn already, or over meanwhile: nothing to leave.
            Ok(Err(_)) => {}
            Err(_) => return Err(Msg::Busy),
        }
    }
    Ok(())
}

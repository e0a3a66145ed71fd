//! Acting as a tournament's organiser (its creator, a member with Manage Server or the server's tournament role): who
//! may, and a change applied, saved, told to the caller and shown on the tournament's message at once; the games of
//! pairings the change closed are stopped, unscored.

use super::clicks::refusal_text;
use super::ledger::{Ledger, Unopened};
use super::which::chosen;
use super::{director, message, pairing_games};
use crate::bot::pipeline::command::Command;
use crate::bot::pipeline::permissions::is_manager;
use crate::bot::types::Error;
use crate::game::tournament::{Tournament, TournamentRefusal};
use crate::game::{EndReason, Millis};
use crate::render::Msg;
use crate::tr;

/// Whether the caller may create and run tournaments: Manage Server, or the server's tournament role.
pub async fn may_organise(cmd: &Command<'_>) -> bool {
    if is_manager(cmd.member_permissions()) {
        return true;
    }
    let Some(role) = cmd.app.settings_of(cmd.guild).await.tournament_role else { return false };
    match cmd.ctx {
        poise::Context::Application(a) => {
            a.interaction.member.as_ref().is_some_and(|m| m.roles.iter().any(|r| r.get() == role))
        }
        poise::Context::Prefix(_) => false,
    }
}

/// Applies `change` to the tournament the command means (`named`, or the channel's) as its organiser, saves it,
/// tells the caller the text `change` returns, shows the tournament's message, stops the games of pairings the change
/// closed (unscored, for `why`: a result set by hand, a cancellation), and lets the director move it on.
pub async fn as_organiser(
    cmd: &Command<'_>,
    named: Option<&str>,
    why: EndReason,
    change: impl Fn(&mut Tournament, Millis) -> Result<String, TournamentRefusal>,
) -> Result<(), Error> {
    let (app, lang) = (cmd.app, cmd.lang);
    let Some(stored) = chosen(cmd, named, false).await? else { return Ok(()) };
    if stored.tournament.organiser != cmd.user && !may_organise(cmd).await {
        return cmd.say_text(tr!(lang, "tournament-not-organiser")).await;
    }
    let id = stored.tournament.id;
    let wait = cmd.budget.left().saturating_sub(std::time::Duration::from_millis(800));
    let now = app.clock.now();
    let changed = Ledger::change(app, id, wait, |t| change(t, now)).await;
    let (mut ledger, said) = match changed {
        Ok(Ok(changed)) => changed,
        Ok(Err(refusal)) => return cmd.say_text(refusal_text(refusal, lang)).await,
        Err(Unopened::Busy) => return cmd.say(Msg::Busy).await,
        Err(Unopened::Missing) => return cmd.say_text(tr!(lang, "tournament-none-here")).await,
        Err(Unopened::Store(e)) => return Err(e.into()),
    };
    cmd.say_text(said).await?;
    message::show_and_keep(app, &mut ledger).await;
    let after = ledger.stored.tournament.clone();
    std::mem::drop(ledger);
    pairing_games::stop_closed(app, &after, why).await;
    director::step_soon(app, id);
    Ok(())
}

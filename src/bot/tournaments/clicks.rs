//! The buttons of a tournament's message: Join, Leave, Check in (the message is updated in place) and My game
//! (a private answer).

use super::ledger::{Ledger, Unopened};
use super::message;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::game::rating::Rating;
use crate::game::tournament::TournamentRefusal;
use crate::game::{TournamentButton, TournamentPress};
use crate::render::{Msg, next_game_text};
use crate::tr;

/// The rating a player joins with: theirs in the server and variant, else a new player's.
pub async fn rating_of(app: &crate::bot::app::App, guild: u64, variant: &str, user: u64) -> f64 {
    match app.store.standing(guild, variant, user).await {
        Ok(Some((_, standing))) => standing.rating,
        _ => Rating::default().rating,
    }
}

/// A press on a tournament's message.
pub async fn press(click: &Click<'_>, button: TournamentButton) -> Answered {
    let (app, lang, user) = (click.app, click.lang, click.user);
    let wait = click.budget.left().saturating_sub(std::time::Duration::from_millis(800));
    let read = match app.store.tournament(button.tournament).await {
        Ok(Some(stored)) => stored.tournament,
        Ok(None) => return Err(refused(button.tournament, Unopened::Missing)),
        Err(e) => return Err(refused(button.tournament, Unopened::Store(e))),
    };
    // A button copied or forged into another server or channel enters no one: the tournament's message is in its
    // channel (its copies too).
    if click.guild != Some(read.guild_id) || click.channel != read.channel_id {
        tracing::info!(tournament = read.id, user, "refused a tournament button pressed outside its channel");
        return Ok(Reply::private(tr!(lang, "tournament-elsewhere")));
    }
    if button.press == TournamentPress::Mine {
        return Ok(Reply::private(next_game_text(&read, user, &|game| app.live.channel_of(game), lang)));
    }
    let rating = match button.press {
        TournamentPress::Join => rating_of(app, read.guild_id, &read.setup.variant.to_string(), user).await,
        _ => Rating::default().rating,
    };
    let now = app.clock.now();
    let changed = Ledger::change(app, button.tournament, wait, |t| match button.press {
        TournamentPress::Join => t.join(user, rating, now),
        TournamentPress::Leave => t.leave(user, now),
        _ => t.check_in(user, now),
    })
    .await;
    let mut ledger = match changed {
        Ok(Ok((ledger, ()))) => ledger,
        Ok(Err(refusal)) => return Ok(Reply::private(refusal_text(refusal, lang))),
        Err(unopened) => return Err(refused(button.tournament, unopened)),
    };
    if ledger.stored.message == Some(click.message) {
        Ok(Reply::Update(message::view(app, &ledger.stored.tournament)))
    } else {
        // An older copy of the message was pressed: the current one is edited (posted anew, and kept, when it has
        // none), the presser told.
        message::show_and_keep(app, &mut ledger).await;
        let said = match button.press {
            TournamentPress::Join => "tournament-joined",
            TournamentPress::Leave => "tournament-left",
            _ => "tournament-checked-in",
        };
        Ok(Reply::private(tr!(lang, said)))
    }
}

/// What the presser is told when the tournament cannot be read or saved.
fn refused(tournament: u64, unopened: Unopened) -> Msg<'static> {
    match unopened {
        Unopened::Busy => Msg::Busy,
        Unopened::Missing => Msg::NoGame,
        Unopened::Store(e) => {
            tracing::warn!(tournament, "could not read or save a tournament: {e}");
            Msg::DatabaseAway
        }
    }
}

/// What a player or organiser is told when the tournament refuses.
pub fn refusal_text(refusal: TournamentRefusal, lang: crate::game::Lang) -> String {
    match refusal {
        TournamentRefusal::AlreadyIn => tr!(lang, "tournament-already-in"),
        TournamentRefusal::NotIn => tr!(lang, "tournament-not-in"),
        TournamentRefusal::Full => tr!(lang, "tournament-full"),
        TournamentRefusal::Closed => tr!(lang, "tournament-closed"),
        TournamentRefusal::Over => tr!(lang, "tournament-over"),
        TournamentRefusal::TooFew => tr!(lang, "tournament-too-few"),
        TournamentRefusal::TooMany => {
            tr!(lang, "tournament-too-many", max = crate::game::tournament::ROUND_ROBIN_MAX as u64)
        }
        TournamentRefusal::NoCheckIn => tr!(lang, "tournament-no-check-in"),
        TournamentRefusal::WrongStatus => tr!(lang, "tournament-wrong-status"),
        TournamentRefusal::NoSuchPairing => tr!(lang, "tournament-no-pairing"),
        TournamentRefusal::SamePlayer => tr!(lang, "tournament-same-player"),
        TournamentRefusal::NoBerserk => tr!(lang, "tournament-no-berserk"),
    }
}

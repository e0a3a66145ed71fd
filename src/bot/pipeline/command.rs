//! A slash command's context, built once at the door: the app, who called it where, in which language, and the
//! time left to answer; its answers go out one at a time, so the pipeline's deferral and the command's own first
//! answer never race, and a command not done in time is deferred whatever it is waiting for.

use super::budget::Budget;
use super::place::Place;
use crate::bot::app::App;
use crate::bot::discord::refused_for_now;
use crate::bot::ops::open_deferrals::OpenDeferral;
use crate::bot::pipeline::answer::RETRY_WAITS;
use crate::bot::pipeline::builders;
use crate::bot::types::{Context, Error};
use crate::game::Lang;
use crate::render::Translate;
use crate::render::{Msg, View};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::Mutex;

/// One command, as its body sees it.
pub struct Command<'a> {
    pub ctx: Context<'a>,
    pub app: &'a Arc<App>,
    pub user: u64,
    /// The server, `None` in DMs.
    pub guild: Option<u64>,
    pub channel: u64,
    /// What kind of place the command came from (a server that invited the bot, a private chat …).
    pub place: Place,
    /// The caller's language (their Discord client's locale).
    pub lang: Lang,
    /// Counted from the interaction's creation.
    pub budget: Budget,
    /// Whether the answer to come is only the caller's: a deferral keeps that visibility.
    private: AtomicBool,
    /// Held while an answer goes out.
    sending: Mutex<()>,
    /// The answer was deferred: Discord shows "thinking…" until the answer follows.
    deferred: AtomicBool,
}

/// Runs a command's body with its context. If the body has not answered when the budget runs out, the answer is
/// deferred (Discord shows "thinking…", privately when `private`) while the body goes on; its answer then
/// replaces the "thinking…".
pub async fn run(
    ctx: Context<'_>,
    private: bool,
    body: impl AsyncFnOnce(&Command<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    let command = Command::new(ctx, private);
    let mut work = std::pin::pin!(body(&command));
    if let Ok(done) = tokio::time::timeout(command.budget.left(), &mut work).await {
        return done;
    }
    let (done, ()) = tokio::join!(work, command.defer());
    done
}

/// The language of a command's caller (their Discord client's locale); for what runs outside a command's body
/// too (its autocompletion, the framework's error handler).
pub fn lang_of(ctx: Context<'_>) -> Lang {
    Lang::from_locale(ctx.locale().unwrap_or("en-US"))
}

/// How long the claim of a creating command may wait for the database before the command runs unclaimed.
const CLAIM_WAIT: std::time::Duration = std::time::Duration::from_millis(500);

/// [`run`] for a command that creates something (a challenge, a game, a puzzle attempt): the first process to
/// claim the interaction runs it, and another that sees the same interaction during a shard's handover stays
/// silent. When the database cannot say within [`CLAIM_WAIT`], the command runs (a database that slow fails the
/// creation anyway).
pub async fn run_once(
    ctx: Context<'_>,
    private: bool,
    body: impl AsyncFnOnce(&Command<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    let (app, id, guild) = (ctx.data(), ctx.id(), ctx.guild_id().map(|g| g.get()));
    let claim = app.store.claim_interaction(id, guild, crate::bot::clock::now_ms());
    let handled_elsewhere = match tokio::time::timeout(CLAIM_WAIT, claim).await {
        Ok(Ok(claimed)) => !claimed,
        Ok(Err(e)) => {
            tracing::warn!(interaction = id, "could not claim an interaction, handling it anyway: {e}");
            false
        }
        Err(_) => false,
    };
    if handled_elsewhere {
        tracing::info!(interaction = id, "handled by another process already");
        return Ok(());
    }
    run(ctx, private, body).await
}

/// Where the command was given.
pub fn place_of(ctx: Context<'_>) -> Place {
    match ctx {
        poise::Context::Application(a) => {
            let i = a.interaction;
            Place::of(i.guild_id, i.channel_id, i.context, &i.authorizing_integration_owners)
        }
        poise::Context::Prefix(p) => Place::of(p.msg.guild_id, p.msg.channel_id, None, &Default::default()),
    }
}

impl<'a> Command<'a> {
    fn new(ctx: Context<'a>, private: bool) -> Command<'a> {
        Command {
            ctx,
            app: ctx.data(),
            user: ctx.author().id.get(),
            guild: ctx.guild_id().map(|g| g.get()),
            channel: ctx.channel_id().get(),
            place: place_of(ctx),
            lang: lang_of(ctx),
            budget: Budget::now(ctx.id()),
            private: AtomicBool::new(private),
            sending: Mutex::new(()),
            deferred: AtomicBool::new(false),
        }
    }

    /// Sets whether the answer to come is private (the visibility a deferral takes).
    pub fn answers_privately(&self, private: bool) {
        self.private.store(private, Ordering::Relaxed);
    }

    /// Sends `view` (public, or private when it is ephemeral): the answer, or a follow-up after it.
    pub async fn send(&self, view: &View) -> Result<poise::ReplyHandle<'a>, serenity::Error> {
        self.send_reply(builders::reply(view)).await
    }

    /// Sends a reply built by hand (an attachment).
    /// After a deferral the answer is a follow-up that replaces "thinking…": one Discord refused with a rate limit
    /// or a server error is sent again after [`RETRY_WAITS`] (not after a lost connection, when it may have been
    /// posted).
    pub async fn send_reply(&self, reply: poise::CreateReply) -> Result<poise::ReplyHandle<'a>, serenity::Error> {
        let _sending = self.sending.lock().await;
        let mut waits = RETRY_WAITS.iter().filter(|_| self.deferred.load(Ordering::Relaxed));
        loop {
            match (self.ctx.send(reply.clone()).await, waits.next()) {
                (Err(e), Some(wait)) if refused_for_now(&e) => {
                    tracing::info!("could not follow up a deferred command, trying again: {e}");
                    tokio::time::sleep(*wait).await;
                }
                (sent, _) => {
                    if let Some(id) = self.interaction_id() {
                        self.app.open_deferrals.closed(id);
                    }
                    return sent;
                }
            }
        }
    }

    /// A message only the caller sees, in their language.
    pub async fn say(&self, msg: Msg<'_>) -> Result<(), Error> {
        self.say_text(self.lang.t(msg)).await
    }

    /// A text only the caller sees.
    pub async fn say_text(&self, text: String) -> Result<(), Error> {
        self.send(&View::ephemeral(text)).await?;
        Ok(())
    }

    /// The caller's permissions in the channel, as Discord sent them with the command.
    pub fn member_permissions(&self) -> Option<serenity::Permissions> {
        self.member().and_then(|m| m.permissions)
    }

    /// The caller as a member of the command's server (None outside a server), as Discord sent them.
    pub fn member(&self) -> Option<&'a serenity::Member> {
        match self.ctx {
            poise::Context::Application(a) => a.interaction.member.as_deref(),
            poise::Context::Prefix(_) => None,
        }
    }

    /// Defers the answer now, before slow work, if nothing was sent yet (with the visibility of the answer to
    /// come, see [`Command::answers_privately`]).
    pub async fn defer(&self) {
        let _sending = self.sending.lock().await;
        let answered = match self.ctx {
            poise::Context::Application(a) => a.has_sent_initial_response.load(Ordering::SeqCst),
            poise::Context::Prefix(_) => true,
        };
        let deferred = match self.private.load(Ordering::Relaxed) {
            true => self.ctx.defer_ephemeral().await,
            false => self.ctx.defer().await,
        };
        self.deferred.store(deferred.is_ok(), Ordering::Relaxed);
        match (deferred, self.ctx) {
            (Err(e), _) => {
                tracing::warn!(command = %self.ctx.command().qualified_name, "could not defer a slow command: {e}")
            }
            // "Thinking…" shows now: a clean stop answers it if the body's answer has not followed by then.
            (Ok(()), poise::Context::Application(a)) if !answered => {
                let deferral = OpenDeferral { token: a.interaction.token.clone(), lang: self.lang, thinking: true };
                self.app.open_deferrals.opened(a.interaction.id.get(), deferral);
            }
            (Ok(()), _) => {}
        }
    }

    /// The command's interaction id (none for a prefix command).
    fn interaction_id(&self) -> Option<u64> {
        match self.ctx {
            poise::Context::Application(a) => Some(a.interaction.id.get()),
            poise::Context::Prefix(_) => None,
        }
    }
}

impl Drop for Command<'_> {
    /// The body ended: whatever it sent, its "thinking…" is no longer a stop's to answer.
    fn drop(&mut self) {
        if let Some(id) = self.interaction_id() {
            self.app.open_deferrals.closed(id);
        }
    }
}

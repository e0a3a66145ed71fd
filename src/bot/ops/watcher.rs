//! Counting interactions and rate limits: a serenity event handler that sees every interaction as it arrives and
//! every wait serenity's rate limiter imposes, and the hooks that count how each slash command was answered.

use crate::bot::ops::metrics::{Kind, Metrics};
use crate::bot::types::{Context, Error};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// serenity's event handler for the metrics (poise's framework never sees rate-limit events).
pub struct Watcher(pub Arc<Metrics>);

#[serenity::async_trait]
impl serenity::EventHandler for Watcher {
    async fn interaction_create(&self, _ctx: serenity::Context, interaction: serenity::Interaction) {
        match interaction {
            serenity::Interaction::Command(_) => self.0.received(Kind::Command),
            serenity::Interaction::Component(_) => self.0.received(Kind::Button),
            _ => {}
        }
    }

    async fn ratelimit(&self, data: serenity::RatelimitInfo) {
        self.0.rate_limited(data.global);
    }
}

/// Whether `ctx` is a slash command's (autocomplete requests are not counted).
fn is_command(ctx: Context<'_>) -> bool {
    matches!(ctx, poise::Context::Application(a) if a.interaction_type == poise::CommandInteractionType::Command)
}

/// Whether the command has sent its first answer (a reply or a deferral).
fn has_answered(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a.has_sent_initial_response.load(Ordering::SeqCst),
        poise::Context::Prefix(_) => false,
    }
}

/// poise's `post_command`: a command that returned without error answered, or never did.
pub async fn command_done(ctx: Context<'_>) {
    if !is_command(ctx) {
        return;
    }
    let metrics = &ctx.data().metrics;
    if has_answered(ctx) {
        metrics.answered(Kind::Command, None, Ok(()));
    } else {
        metrics.unanswered(Kind::Command);
    }
}

/// A command refused before it ran (a check, a bad option), answered by `sent`.
pub fn command_refused(ctx: Context<'_>, sent: &Result<(), Error>) {
    if !is_command(ctx) {
        return;
    }
    let error = sent.as_ref().err().map(|e| e.downcast_ref::<serenity::Error>());
    match error {
        None => ctx.data().metrics.answered(Kind::Command, None, Ok(())),
        Some(error) => command_failed(ctx, error),
    }
}

/// A command that failed: late when Discord refused its answer as expired, else failed (`error` is serenity's
/// when the failure was a Discord call).
pub fn command_failed(ctx: Context<'_>, error: Option<&serenity::Error>) {
    if !is_command(ctx) {
        return;
    }
    let metrics = &ctx.data().metrics;
    match error {
        Some(error) => {
            metrics.rest_of(Err(error));
            metrics.answered(Kind::Command, None, Err(error));
        }
        None => metrics.answered(Kind::Command, None, Err(&serenity::Error::Other("the command failed"))),
    }
}

#[cfg(test)]
#[path = "watcher_tests.rs"]
mod tests;

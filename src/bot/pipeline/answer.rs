//! A click's answers: what a handler replies, and the one place that sends it — as the interaction's first
//! response, or, once that was sent or deferred, as an edit or a follow-up.

use crate::bot::discord::{codes, error_code, may_pass};
use crate::bot::ops::metrics::{Kind, Metrics};
use crate::bot::ops::open_deferrals::{OpenDeferral, OpenDeferrals};
use crate::bot::pipeline::builders;
use crate::game::Lang;
use crate::render::View;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};
use std::time::Duration;
use tokio::sync::Mutex;

/// The waits before an answer that replaces "thinking…" is sent again after a refusal that may pass.
pub const RETRY_WAITS: [Duration; 6] = [
    Duration::from_secs(1),
    Duration::from_secs(2),
    Duration::from_secs(4),
    Duration::from_secs(8),
    Duration::from_secs(16),
    Duration::from_secs(32),
];

/// What a click handler shows.
#[derive(Debug, Clone)]
pub enum Reply {
    /// The clicked message becomes this view.
    Update(View),
    /// A new message: public, or only the clicker's when the view is ephemeral.
    Message(View),
    /// A new public message with a file attached (a replay's GIF).
    File { content: String, file: serenity::CreateAttachment },
    /// Nothing more: the handler has answered through [`ClickAnswer::send`].
    Done,
}

impl Reply {
    /// A message only the clicker sees.
    pub fn private(text: String) -> Reply {
        Reply::Message(View::ephemeral(text))
    }
}

impl Drop for ClickAnswer<'_> {
    /// The handler ended: whatever it sent, its deferral is no longer a stop's to answer.
    fn drop(&mut self) {
        self.open.closed(self.ci.id.get());
    }
}

/// How a click is acknowledged before its answer is ready.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deferral {
    /// Nothing shows (DeferredUpdateMessage): the answer edits the clicked message or follows it.
    Silent,
    /// Discord shows "thinking…" in a new message (public or private) that the answer becomes.
    Thinking { ephemeral: bool },
}

/// Where a click's answering stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Open,
    Deferred(Deferral),
    Answered,
}

/// The answering of one click: its first response is sent once, under a lock, so the pipeline's deferral and a
/// handler's own answer never both go out as first responses.
pub struct ClickAnswer<'a> {
    http: &'a serenity::Http,
    ci: &'a ComponentInteraction,
    metrics: &'a Metrics,
    /// Where a deferral not followed up yet is noted, for a clean stop to answer.
    open: &'a OpenDeferrals,
    state: Mutex<State>,
}

impl<'a> ClickAnswer<'a> {
    pub fn new(
        http: &'a serenity::Http,
        ci: &'a ComponentInteraction,
        metrics: &'a Metrics,
        open: &'a OpenDeferrals,
    ) -> ClickAnswer<'a> {
        ClickAnswer { http, ci, metrics, open, state: Mutex::new(State::Open) }
    }

    /// Acknowledges the click if nothing was sent yet.
    pub async fn defer(&self, how: Deferral) {
        let mut state = self.state.lock().await;
        if *state != State::Open {
            return;
        }
        let response = match how {
            Deferral::Silent => CreateInteractionResponse::Acknowledge,
            Deferral::Thinking { ephemeral } => {
                CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(ephemeral))
            }
        };
        if self.respond(response).await.is_ok() {
            *state = State::Deferred(how);
            let (token, lang) = (self.ci.token.clone(), Lang::from_locale(&self.ci.locale));
            let thinking = matches!(how, Deferral::Thinking { .. });
            self.open.opened(self.ci.id.get(), OpenDeferral { token, lang, thinking });
        }
    }

    /// Sends `reply`: the first response, or after it (or a deferral) an edit of the answer's message or a
    /// follow-up. Returns the message sent or edited, when Discord says which.
    pub async fn send(&self, reply: Reply) -> Result<Option<serenity::Message>, serenity::Error> {
        let mut state = self.state.lock().await;
        let first = *state == State::Open;
        let sent = match (reply, *state) {
            (Reply::Done, _) => return Ok(None),
            (Reply::Update(view), State::Open) => {
                let response = CreateInteractionResponse::UpdateMessage(builders::response_message(&view));
                self.respond(response).await.map(|()| None)
            }
            (Reply::Message(view), State::Open) => {
                self.respond(CreateInteractionResponse::Message(builders::response_message(&view))).await.map(|()| None)
            }
            (Reply::File { content, file }, State::Open) => {
                let message = CreateInteractionResponseMessage::new().content(content).add_file(file);
                self.respond(CreateInteractionResponse::Message(message)).await.map(|()| None)
            }
            (Reply::File { content, file }, State::Deferred(Deferral::Thinking { .. })) => {
                let edit = serenity::EditInteractionResponse::new().content(content).new_attachment(file);
                self.replace_thinking(edit).await.map(Some)
            }
            (Reply::File { content, file }, _) => {
                let followup = serenity::CreateInteractionResponseFollowup::new().content(content).add_file(file);
                let posted = self.ci.create_followup(self.http, followup).await;
                self.metrics.rest(&posted);
                posted.map(Some)
            }
            // A "thinking…" message is the `@original` its answer replaces.
            (Reply::Message(view) | Reply::Update(view), State::Deferred(Deferral::Thinking { .. })) => {
                self.replace_thinking(builders::edit_response(&view)).await.map(Some)
            }
            // A silent deferral or an update leaves the clicked message as the interaction's `@original`.
            (Reply::Update(view), _) => {
                let edited = self.ci.edit_response(self.http, builders::edit_response(&view)).await;
                self.metrics.rest(&edited);
                edited.map(Some)
            }
            (Reply::Message(view), _) => {
                let posted = self.ci.create_followup(self.http, builders::followup(&view)).await;
                self.metrics.rest(&posted);
                posted.map(Some)
            }
        };
        // A first response's failure is logged by `respond`.
        if !first && let Err(e) = &sent {
            tracing::warn!("could not edit or follow up a click's answer: {e}");
        }
        *state = State::Answered;
        self.open.closed(self.ci.id.get());
        sent
    }

    /// Replaces the "thinking…" message with the answer. Nothing else edits that message, so an edit refused for
    /// a while (a rate limit, a Discord server error, a lost connection) is sent again, after growing waits, until
    /// [`RETRY_WAITS`] run out: "thinking…" left in place would be a click never answered.
    async fn replace_thinking(
        &self,
        edit: serenity::EditInteractionResponse,
    ) -> Result<serenity::Message, serenity::Error> {
        let mut waits = RETRY_WAITS.iter();
        loop {
            let edited = self.ci.edit_response(self.http, edit.clone()).await;
            self.metrics.rest(&edited);
            match (edited, waits.next()) {
                (Err(e), Some(wait)) if may_pass(&e) => {
                    tracing::info!("could not replace a click's \"thinking…\", trying again: {e}");
                    tokio::time::sleep(*wait).await;
                }
                (edited, _) => return edited,
            }
        }
    }

    /// The first response; its outcome is counted (an answer after the 3 s is Discord's 10062).
    async fn respond(&self, response: CreateInteractionResponse) -> Result<(), serenity::Error> {
        let answered = self.ci.create_response(self.http, response).await;
        self.metrics.rest(&answered);
        self.metrics.answered(Kind::Button, Some(self.ci.id.get()), answered.as_ref().map(drop));
        if let Err(e) = &answered {
            match error_code(e) {
                Some(codes::UNKNOWN_INTERACTION) => tracing::warn!("the click expired before the answer"),
                _ => tracing::warn!("could not answer a click: {e}"),
            }
        }
        answered
    }
}

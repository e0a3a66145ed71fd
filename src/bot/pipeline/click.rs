//! A click's context, built once at the door: the app, Discord's HTTP client, the interaction, who clicked where,
//! in which language, and the time left to answer.

use super::answer::{ClickAnswer, Deferral, Reply};
use super::budget::Budget;
use super::place::Place;
use crate::bot::app::App;
use crate::game::Lang;
use crate::render::Msg;
use crate::render::Translate;
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use std::sync::Arc;
use std::time::Instant;

/// What a click handler returns: the reply to show, or the refusal to tell the clicker privately.
pub type Answered = Result<Reply, Msg<'static>>;

/// One click, as every handler sees it.
pub struct Click<'a> {
    pub app: &'a Arc<App>,
    pub http: &'a Arc<serenity::Http>,
    pub ci: &'a ComponentInteraction,
    pub user: u64,
    /// The server, `None` in DMs.
    pub guild: Option<u64>,
    pub channel: u64,
    /// What kind of place the click came from (a server that invited the bot, a private chat …).
    pub place: Place,
    /// The clicked message.
    pub message: u64,
    /// The clicker's language (their Discord client's locale).
    pub lang: Lang,
    /// Counted from the interaction's creation.
    pub budget: Budget,
    answer: ClickAnswer<'a>,
}

impl<'a> Click<'a> {
    /// The context of `ci`, which arrived at `received`.
    pub fn new(
        app: &'a Arc<App>,
        http: &'a Arc<serenity::Http>,
        ci: &'a ComponentInteraction,
        received: Instant,
    ) -> Click<'a> {
        Click {
            app,
            http,
            ci,
            user: ci.user.id.get(),
            guild: ci.guild_id.map(|g| g.get()),
            channel: ci.channel_id.get(),
            place: Place::of(ci.guild_id, ci.channel_id, ci.context, &ci.authorizing_integration_owners),
            message: ci.message.id.get(),
            lang: Lang::from_locale(&ci.locale),
            budget: Budget::new(ci.id.get(), received),
            answer: ClickAnswer::new(http, ci, &app.metrics, &app.open_deferrals),
        }
    }

    /// Sends `reply` now (the handler goes on afterwards); see [`ClickAnswer::send`].
    pub async fn send(&self, reply: Reply) -> Result<Option<serenity::Message>, serenity::Error> {
        self.answer.send(reply).await
    }

    /// Acknowledges the click now, before slow work, if nothing was sent yet.
    pub async fn defer(&self, how: Deferral) {
        self.answer.defer(how).await
    }

    /// A message only the clicker sees, in their language.
    pub fn private(&self, msg: Msg<'_>) -> Reply {
        Reply::private(self.lang.t(msg))
    }
}

//! Answers outside a command's body (its autocompletion, the framework's error handler): the caller's language and
//! a private reply.

use crate::bot::pipeline::builders;
use crate::bot::types::{Context, Error};
use crate::game::Lang;
use crate::render::View;

/// The language of the command's caller (their Discord client's locale).
pub fn lang_of(ctx: Context<'_>) -> Lang {
    Lang::from_locale(ctx.locale().unwrap_or("en-US"))
}

/// Replies to a command with a message only its caller sees.
pub async fn say_ephemeral(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(builders::reply(&View::ephemeral(text))).await?;
    Ok(())
}

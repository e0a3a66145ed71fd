//! `/connect4 my-data`: everything stored about the caller, as a private JSON file.

use crate::bot::pipeline::command;
use crate::bot::types::{Context, Error};
use crate::render::{Msg, my_data_caption, my_data_too_large};
use poise::serenity_prelude as serenity;

/// What Discord takes as an attachment where the interaction does not say (its default limit, 10 MiB).
const DEFAULT_ATTACHMENT_LIMIT: usize = 10 << 20;

/// Everything cuatro stores about you, as a private file
#[poise::command(slash_command, rename = "my-data")]
pub async fn my_data(ctx: Context<'_>) -> Result<(), Error> {
    command::run(ctx, true, async |cmd| {
        let (app, lang, user) = (cmd.app, cmd.lang, cmd.user);
        let data = match app.store.user_data(user).await {
            Ok(data) => data,
            Err(e) => {
                tracing::warn!(user, "could not gather a user's data: {e}");
                return cmd.say(Msg::DatabaseAwayUnchanged).await;
            }
        };
        let bytes = serde_json::to_vec_pretty(&data)?;
        let limit = match ctx {
            poise::Context::Application(a) => a.interaction.attachment_size_limit as usize,
            poise::Context::Prefix(_) => 0,
        };
        let limit = if limit == 0 { DEFAULT_ATTACHMENT_LIMIT } else { limit };
        if bytes.len() > limit {
            return cmd.say_text(my_data_too_large(bytes.len(), lang)).await;
        }
        tracing::info!(user, bytes = bytes.len(), "sent a user their data");
        let file = serenity::CreateAttachment::bytes(bytes, "cuatro-my-data.json");
        let reply = poise::CreateReply::default().content(my_data_caption(lang)).attachment(file).ephemeral(true);
        cmd.send_reply(reply).await?;
        Ok(())
    })
    .await
}

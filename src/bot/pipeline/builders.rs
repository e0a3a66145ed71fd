//! The View → serenity builder conversions, and the Discord error codes the bot reacts to.

use crate::render::view::{ButtonStyle, EmbedView, View};
use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse,
    EditMessage, UserId,
};

/// Discord's JSON error codes the bot reacts to.
pub mod codes {
    pub const UNKNOWN_CHANNEL: isize = 10003;
    pub const UNKNOWN_MESSAGE: isize = 10008;
    pub const UNKNOWN_INTERACTION: isize = 10062;
    pub const MISSING_ACCESS: isize = 50001;
    pub const MISSING_PERMISSIONS: isize = 50013;
}

/// The JSON error code of a failed Discord request, if it is one.
pub fn error_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => Some(response.error.code),
        _ => None,
    }
}

/// The HTTP status Discord answered a failed request with (`None`: no answer, such as a network error).
pub fn http_status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

/// Whether a failed request may well succeed later: a rate limit, a Discord server error, or a network error.
pub fn may_pass(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code;
            status == serenity::StatusCode::TOO_MANY_REQUESTS || status.is_server_error()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Whether Discord answered a request with a rate limit or a server error: refused for now, and not made (unlike
/// a lost connection, after which a post may have been made).
pub fn refused_for_now(error: &serenity::Error) -> bool {
    http_status(error).is_some() && may_pass(error)
}

fn embed(e: &EmbedView) -> CreateEmbed {
    let mut out = CreateEmbed::new().title(&e.title).description(&e.description).colour(e.colour);
    for f in &e.fields {
        out = out.field(&f.name, &f.value, f.inline);
    }
    if let Some(footer) = &e.footer {
        out = out.footer(CreateEmbedFooter::new(footer));
    }
    if let Some(image) = &e.image {
        out = out.image(image);
    }
    out
}

fn components(view: &View) -> Vec<CreateActionRow> {
    view.rows
        .iter()
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(&b.custom_id).label(&b.label).disabled(b.disabled).style(match b.style {
                            ButtonStyle::Primary => serenity::ButtonStyle::Primary,
                            ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
                            ButtonStyle::Success => serenity::ButtonStyle::Success,
                            ButtonStyle::Danger => serenity::ButtonStyle::Danger,
                        })
                    })
                    .collect(),
            )
        })
        .collect()
}

/// Allowed mentions: only the user to move, never roles or @everyone.
fn mentions(view: &View) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(view.ping.iter().chain(&view.more_pings).map(|&u| UserId::new(u)))
}

fn embeds(view: &View) -> Vec<CreateEmbed> {
    view.embed.iter().map(embed).collect()
}

pub fn reply(view: &View) -> poise::CreateReply {
    let reply = poise::CreateReply::default()
        .content(&view.content)
        .components(components(view))
        .ephemeral(view.ephemeral)
        .allowed_mentions(mentions(view));
    embeds(view).into_iter().fold(reply, poise::CreateReply::embed)
}

pub fn response_message(view: &View) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(&view.content)
        .embeds(embeds(view))
        .components(components(view))
        .ephemeral(view.ephemeral)
        .allowed_mentions(mentions(view))
}

pub fn edit_response(view: &View) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(&view.content)
        .embeds(embeds(view))
        .components(components(view))
        .allowed_mentions(mentions(view))
}

pub fn followup(view: &View) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(&view.content)
        .embeds(embeds(view))
        .components(components(view))
        .ephemeral(view.ephemeral)
        .allowed_mentions(mentions(view))
}

pub fn create_message(view: &View) -> CreateMessage {
    CreateMessage::new()
        .content(&view.content)
        .embeds(embeds(view))
        .components(components(view))
        .allowed_mentions(mentions(view))
}

pub fn edit_message(view: &View) -> EditMessage {
    EditMessage::new()
        .content(&view.content)
        .embeds(embeds(view))
        .components(components(view))
        .allowed_mentions(mentions(view))
}

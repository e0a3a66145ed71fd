//! The View → serenity builder conversions.

use crate::render::view::{ButtonStyle, EmbedView, View};
use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse,
    EditMessage, UserId,
};

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
                        let style = match b.style {
                            ButtonStyle::Primary => serenity::ButtonStyle::Primary,
                            ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
                            ButtonStyle::Success => serenity::ButtonStyle::Success,
                            ButtonStyle::Danger => serenity::ButtonStyle::Danger,
                            ButtonStyle::Link => return CreateButton::new_link(&b.custom_id).label(&b.label),
                        };
                        CreateButton::new(&b.custom_id).label(&b.label).disabled(b.disabled).style(style)
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

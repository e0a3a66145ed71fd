//! The messages before and around a game: a challenge, a lobby of three or four, a pause request, a replacement.

use super::admin::timer_text;
use super::board::{BoardNotes, board_view, player_name, stone};
use super::i18n::Msg;
use super::players::level_name;
use super::view::{ButtonStyle, ButtonView, EmbedView, View};
use crate::i18n::Translate;
use crate::tr;
use crate::variant_name::titled;
use cuatro_game::{Action, Lang, Phase, Press, Seat, Session};

/// The challenge message: who challenges whom, on what terms, until when; Accept / Decline.
pub fn challenge_view(session: &Session) -> View {
    let lang = session.rules.lang;
    let Phase::Challenge { challenger, target } = session.phase else {
        return board_view(session, BoardNotes::default());
    };
    if session.is_multi_seat() {
        return lobby_view(session, challenger);
    }
    let variant = session.rules.variant;
    let mut description = match target {
        Some(t) => tr!(lang, "lobby-challenge-to", challenger, target = t),
        None => tr!(lang, "lobby-challenge-open", challenger),
    };
    let first = session.seats[0] == Some(Seat::Human(challenger));
    let timer = session.rules.timer_ms.map_or("—".to_string(), |ms| timer_text(Some(ms), lang));
    let expires = session.deadline.unwrap_or(0).div_euclid(1000);
    description.push('\n');
    description.push_str(&tr!(
        lang,
        "lobby-challenge-terms",
        variant = variant.to_string(),
        timer,
        first = if first { "challenger" } else { "opponent" },
        expires = expires.to_string()
    ));
    let id = session.id;
    View {
        content: target.map(|t| format!("<@{t}>")).unwrap_or_default(),
        ping: target,
        more_pings: Vec::new(),
        embed: Some(EmbedView {
            title: tr!(lang, "lobby-challenge-title"),
            description,
            fields: Vec::new(),
            footer: None,
            colour: 0x5865F2,
            image: None,
        }),
        rows: vec![vec![
            ButtonView {
                custom_id: Press::Accept.on(id).to_string(),
                label: lang.t(Msg::Accept),
                style: ButtonStyle::Success,
                disabled: false,
            },
            ButtonView {
                custom_id: Press::Decline.on(id).to_string(),
                label: lang.t(Msg::Decline),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
        ]],
        ephemeral: false,
    }
}

/// A game of three or four waiting for players: the seats (taken, kept for an invited player, or open), the
/// terms, and Join / Start / Leave.
fn lobby_view(session: &Session, creator: u64) -> View {
    let lang = session.rules.lang;
    let variant = session.rules.variant;
    let theme = session.rules.theme;
    let mut invited = session.invited.iter();
    let seats: Vec<String> = (0..session.seats.len())
        .map(|seat| {
            let who = match session.seats[seat] {
                Some(_) => player_name(session, seat, lang),
                None => invited
                    .next()
                    .map_or_else(|| tr!(lang, "lobby-seat-open"), |&u| tr!(lang, "lobby-seat-kept", user = u)),
            };
            format!("{} {who}", stone(theme, variant.seat_colour(seat), false))
        })
        .collect();
    let level = level_name(session.fill_level.unwrap_or(cuatro_ai::Level::Medium), lang);
    let timer = session.rules.timer_ms.map_or("—".to_string(), |ms| timer_text(Some(ms), lang));
    let expires = session.deadline.unwrap_or(0).div_euclid(1000);
    let teams = variant.colours() == 2;
    let mut description = tr!(lang, "lobby-opens", creator, variant = variant.to_string());
    description.push('\n');
    description.push_str(&seats.join("\n"));
    if teams {
        description.push('\n');
        description.push_str(&tr!(lang, "lobby-teams"));
    }
    description.push('\n');
    description.push_str(&tr!(lang, "lobby-terms", timer, creator, level, expires = expires.to_string()));
    let id = session.id;
    let button = |action: Action, label: Msg, style: ButtonStyle| ButtonView {
        custom_id: action.to_string(),
        label: lang.t(label),
        style,
        disabled: false,
    };
    let mentions: Vec<String> = session.invited.iter().map(|u| format!("<@{u}>")).collect();
    View {
        content: mentions.join(" "),
        ping: None,
        more_pings: session.invited.clone(),
        embed: Some(EmbedView {
            title: titled(lang, tr!(lang, "lobby-title"), &variant),
            description,
            fields: Vec::new(),
            footer: None,
            colour: 0x5865F2,
            image: None,
        }),
        rows: vec![vec![
            button(Press::Accept.on(id), Msg::Join, ButtonStyle::Success),
            button(Press::Start.on(id), Msg::Start, ButtonStyle::Primary),
            button(Press::Decline.on(id), Msg::Leave, ButtonStyle::Secondary),
        ]],
        ephemeral: false,
    }
}

/// The message that asks the other player of a PvP game to agree to `asker`'s pause.
pub fn pause_request_view(session: &Session, asker: u64) -> View {
    let lang = session.rules.lang;
    let other = session.humans().find(|&h| h != asker).unwrap_or(asker);
    let button = |action: Action, label: Msg, style: ButtonStyle| ButtonView {
        custom_id: action.to_string(),
        label: lang.t(label),
        style,
        disabled: false,
    };
    View {
        content: lang.t(Msg::PauseRequest(asker, other)),
        ping: Some(other),
        more_pings: Vec::new(),
        embed: None,
        rows: vec![vec![
            button(Action::PauseAnswer { game: session.id, agree: true }, Msg::Accept, ButtonStyle::Success),
            button(Action::PauseAnswer { game: session.id, agree: false }, Msg::Decline, ButtonStyle::Secondary),
        ]],
        ephemeral: false,
    }
}

/// The ephemeral question whether to replace the channel's game `old_game`: Confirm / Cancel.
pub fn replace_confirm_view(lang: Lang, old_game: u64) -> View {
    View {
        rows: vec![vec![
            ButtonView {
                custom_id: Action::Replace { game: old_game, confirm: true }.to_string(),
                label: lang.t(Msg::Confirm),
                style: ButtonStyle::Danger,
                disabled: false,
            },
            ButtonView {
                custom_id: Action::Replace { game: old_game, confirm: false }.to_string(),
                label: lang.t(Msg::Cancel),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
        ]],
        ..View::ephemeral(lang.t(Msg::ConfirmReplace))
    }
}

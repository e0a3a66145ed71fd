//! The messages before and around a game: a challenge, a lobby of three or four, a pause request, a replacement.

use super::board::{BoardNotes, board_view, player_name, stone};
use super::i18n::Msg;
use super::players::level_name;
use super::view::{ButtonStyle, ButtonView, EmbedView, View};
use crate::game::{Action, Lang, Phase, Seat, Session};

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
    let mut description = match (lang, target) {
        (Lang::En, Some(t)) => format!("<@{challenger}> challenges <@{t}> to Connect Four."),
        (Lang::En, None) => format!("<@{challenger}> is looking for an opponent: anyone may accept."),
        (Lang::Es, Some(t)) => format!("<@{challenger}> desafía a <@{t}> a Conecta 4."),
        (Lang::Es, None) => format!("<@{challenger}> busca rival: cualquiera puede aceptar."),
    };
    let first = session.seats[0] == Some(Seat::Human(challenger));
    let timer = session
        .rules
        .timer_ms
        .map_or("—".to_string(), |ms| crate::config::format_duration(std::time::Duration::from_millis(ms)));
    let expires = session.deadline.unwrap_or(0).div_euclid(1000);
    description.push_str(&match lang {
        Lang::En => format!(
            "\nVariant: `{variant}` · turn timer: {timer} · {} moves first\nExpires <t:{expires}:R>.",
            if first { "the challenger" } else { "the opponent" }
        ),
        Lang::Es => format!(
            "\nVariante: `{variant}` · tiempo por turno: {timer} · empieza {}\nCaduca <t:{expires}:R>.",
            if first { "quien desafía" } else { "el rival" }
        ),
    });
    let id = session.id;
    View {
        content: target.map(|t| format!("<@{t}>")).unwrap_or_default(),
        ping: target,
        more_pings: Vec::new(),
        embed: Some(EmbedView {
            title: if lang == Lang::En { "Connect Four challenge" } else { "Desafío de Conecta 4" }.into(),
            description,
            fields: Vec::new(),
            footer: None,
            colour: 0x5865F2,
            image: None,
        }),
        rows: vec![vec![
            ButtonView {
                custom_id: Action::Accept { game: id }.to_string(),
                label: lang.t(Msg::Accept),
                style: ButtonStyle::Success,
                disabled: false,
            },
            ButtonView {
                custom_id: Action::Decline { game: id }.to_string(),
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
            let who = match (session.seats[seat], lang) {
                (Some(_), _) => player_name(session, seat, lang),
                (None, Lang::En) => invited.next().map_or("open".into(), |u| format!("kept for <@{u}>")),
                (None, Lang::Es) => invited.next().map_or("libre".into(), |u| format!("reservado para <@{u}>")),
            };
            format!("{} {who}", stone(theme, variant.seat_colour(seat), false))
        })
        .collect();
    let level = level_name(session.fill_level.unwrap_or(crate::ai::Level::Medium), lang);
    let timer = session
        .rules
        .timer_ms
        .map_or("—".to_string(), |ms| crate::config::format_duration(std::time::Duration::from_millis(ms)));
    let expires = session.deadline.unwrap_or(0).div_euclid(1000);
    let teams = variant.colours() == 2;
    let mut description = match lang {
        Lang::En => format!("<@{creator}> opens a game of `{variant}`: press **Join** to take a seat.\n"),
        Lang::Es => format!("<@{creator}> abre una partida de `{variant}`: pulsa **Unirse** para sentarte.\n"),
    };
    description.push_str(&seats.join("\n"));
    description.push_str(&match (lang, teams) {
        (Lang::En, true) => "\nTeams: the 1st and 3rd seats against the 2nd and 4th.".to_string(),
        (Lang::Es, true) => "\nEquipos: los asientos 1.º y 3.º contra el 2.º y el 4.º.".to_string(),
        _ => String::new(),
    });
    description.push_str(&match lang {
        Lang::En => format!(
            "\nTurn timer: {timer}. The game starts when every seat is taken, or when <@{creator}> presses Start \
             (the CPU, {level}, takes the empty seats).\nExpires <t:{expires}:R>."
        ),
        Lang::Es => format!(
            "\nTiempo por turno: {timer}. La partida empieza cuando todos los asientos estén ocupados, o cuando \
             <@{creator}> pulse Empezar (la CPU, {level}, ocupa los huecos).\nCaduca <t:{expires}:R>."
        ),
    });
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
            title: match lang {
                Lang::En => format!("Connect Four · {variant} · seats"),
                Lang::Es => format!("Conecta 4 · {variant} · asientos"),
            },
            description,
            fields: Vec::new(),
            footer: None,
            colour: 0x5865F2,
            image: None,
        }),
        rows: vec![vec![
            button(Action::Accept { game: id }, Msg::Join, ButtonStyle::Success),
            button(Action::Start { game: id }, Msg::Start, ButtonStyle::Primary),
            button(Action::Decline { game: id }, Msg::Leave, ButtonStyle::Secondary),
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
            button(Action::AgreePause { game: session.id }, Msg::Accept, ButtonStyle::Success),
            button(Action::RefusePause { game: session.id }, Msg::Decline, ButtonStyle::Secondary),
        ]],
        ephemeral: false,
    }
}

/// The ephemeral question whether to replace the channel's game `old_game`: Confirm / Cancel.
pub fn replace_confirm_view(lang: Lang, old_game: u64) -> View {
    View {
        rows: vec![vec![
            ButtonView {
                custom_id: Action::Replace { game: old_game }.to_string(),
                label: lang.t(Msg::Confirm),
                style: ButtonStyle::Danger,
                disabled: false,
            },
            ButtonView {
                custom_id: Action::Keep { game: old_game }.to_string(),
                label: lang.t(Msg::Cancel),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
        ]],
        ..View::ephemeral(lang.t(Msg::ConfirmReplace))
    }
}

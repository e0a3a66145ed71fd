//! A tournament's live message in its channel: its terms and where it stands, the entrants or the round under way,
//! the standings with their legend, and its buttons (Join, Leave, Check in, My game).

use super::standings::{legend, standing_line};
use super::status::{counter, status_line};
use super::terms::{COLOUR, points_text, terms, tournament_title};
use crate::players::user_name;
use crate::tr;
use crate::view::{ButtonStyle, ButtonView, EmbedView, FieldView, View, limits};
use cuatro_game::tournament::{PairedBy, Pairing, Standing, Status, Tournament, TournamentFormat};
use cuatro_game::{Lang, TournamentButton, TournamentPress};

/// Standings lines on the live message.
pub const STANDINGS_SHOWN: usize = 10;

/// Pairings listed on the live message.
pub const PAIRINGS_SHOWN: usize = 12;

/// Where a pairing's game is played: its thread (None before it starts).
pub type WhereOf<'a> = &'a dyn Fn(u64) -> Option<u64>;

/// One pairing: `<@1> – <@2> · 1–1` / `· playing in <#thread>` / `<@3> · bye`.
pub fn pairing_line(p: &Pairing, where_of: WhereOf<'_>, lang: Lang) -> String {
    let Some(second) = p.second else {
        let bye = match p.by {
            PairedBy::LateBye => tr!(lang, "tournament-late-bye"),
            _ => tr!(lang, "tournament-bye"),
        };
        return format!("{} · {bye}", user_name(p.first, lang));
    };
    let players = format!("{} – {}", user_name(p.first, lang), user_name(second, lang));
    let state = match (p.result, p.void, p.game.and_then(where_of)) {
        (_, true, _) => tr!(lang, "tournament-void"),
        (Some(score), _, _) if score.forfeit => {
            format!(
                "{}–{} ({})",
                points_text(score.first.into()),
                points_text(score.second.into()),
                tr!(lang, "tournament-forfeit")
            )
        }
        (Some(score), _, _) => format!("{}–{}", points_text(score.first.into()), points_text(score.second.into())),
        (None, _, Some(channel)) => tr!(lang, "tournament-playing-in", channel),
        (None, _, None) => tr!(lang, "tournament-starting"),
    };
    format!("{players} · {state}")
}

/// Lines joined under Discord's field limit, the rest counted in a last line.
fn capped(lines: Vec<String>, shown: usize, lang: Lang) -> String {
    let total = lines.len();
    let mut out = String::new();
    for (i, line) in lines.into_iter().enumerate() {
        let more = tr!(lang, "tournament-and-more", count = (total - i) as u64);
        if i == shown || out.len() + line.len() + more.len() + 2 > limits::FIELD_VALUE {
            out.push_str(&more);
            return out;
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.trim_end().to_string()
}

fn button(press: TournamentPress, tournament: u64, label: String, style: ButtonStyle) -> ButtonView {
    ButtonView { custom_id: TournamentButton { press, tournament }.to_string(), label, style, disabled: false }
}

/// The tournament's live message in its channel.
pub fn tournament_view(t: &Tournament, standings: &[Standing], where_of: WhereOf<'_>, now: i64) -> View {
    let lang = t.setup.lang;
    let mut fields = Vec::new();
    match t.status {
        Status::Open => {
            let entrants: Vec<String> = t.active().map(|e| user_name(e.user, lang)).collect();
            if !entrants.is_empty() {
                let value = capped(entrants, 40, lang).replace('\n', " ");
                fields.push(FieldView { name: tr!(lang, "tournament-entrants"), value, inline: false });
            }
        }
        _ => {
            let round: Vec<String> = match t.setup.format {
                TournamentFormat::Arena { .. } => t
                    .pairings
                    .iter()
                    .rev()
                    .filter(|p| p.result.is_none() && !p.void)
                    .map(|p| pairing_line(p, where_of, lang))
                    .collect(),
                _ => t.round_pairings(t.round).map(|(_, p)| pairing_line(p, where_of, lang)).collect(),
            };
            if !round.is_empty() && !t.is_over() {
                let name = match t.setup.format {
                    TournamentFormat::Arena { .. } => tr!(lang, "tournament-games-now"),
                    _ => tr!(lang, "tournament-round", round = t.round),
                };
                fields.push(FieldView { name, value: capped(round, PAIRINGS_SHOWN, lang), inline: false });
            }
            let lines: Vec<String> = standings.iter().map(|s| standing_line(t, s, lang)).collect();
            if !lines.is_empty() {
                let name = match t.status {
                    Status::Finished => tr!(lang, "tournament-final-standings"),
                    _ => tr!(lang, "tournament-standings"),
                };
                fields.push(FieldView { name, value: capped(lines, STANDINGS_SHOWN, lang), inline: false });
            }
        }
    }
    let description = [terms(t, lang), status_line(t, now, lang), counter(t, lang)].join("\n");
    let mut buttons = Vec::new();
    let open_to_entries = match t.status {
        Status::Open => true,
        Status::Running | Status::Paused => match t.setup.format {
            TournamentFormat::Swiss { rounds } => t.round * 2 <= rounds,
            TournamentFormat::Arena { .. } => true,
            TournamentFormat::RoundRobin { .. } => false,
        },
        _ => false,
    };
    if open_to_entries {
        buttons.push(button(TournamentPress::Join, t.id, tr!(lang, "tournament-join"), ButtonStyle::Success));
    }
    if t.status == Status::Open && t.check_in_open(now) {
        buttons.push(button(TournamentPress::CheckIn, t.id, tr!(lang, "tournament-check-in"), ButtonStyle::Primary));
    }
    if matches!(t.status, Status::Running | Status::Paused) {
        buttons.push(button(TournamentPress::Mine, t.id, tr!(lang, "tournament-my-game"), ButtonStyle::Primary));
    }
    if !t.is_over() {
        buttons.push(button(TournamentPress::Leave, t.id, tr!(lang, "tournament-leave"), ButtonStyle::Secondary));
    }
    View {
        embed: Some(EmbedView {
            title: tournament_title(t, lang),
            description,
            fields,
            footer: Some(match t.status {
                Status::Open => tr!(lang, "tournament-footer", id = t.id.to_string()),
                _ => format!(
                    "{} · {}",
                    tr!(lang, "tournament-footer", id = t.id.to_string()),
                    legend(t.setup.format, lang)
                ),
            }),
            colour: COLOUR,
            image: None,
        }),
        rows: if buttons.is_empty() { Vec::new() } else { vec![buttons] },
        ..View::default()
    }
}

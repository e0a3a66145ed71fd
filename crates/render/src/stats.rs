//! A player's statistics (`/connect4 stats`) as a Discord embed.

use super::players::level_name;
use super::rating::{points_text, rating_text};
use super::view::{EmbedView, FieldView, View, limits};
use crate::tr;
use crate::variant_name::titled_by_id;
use cuatro_game::Lang;
use cuatro_game::{PlayerStats, Record, Standing};

/// Embed colour of the statistics (Discord blurple).
const COLOUR: u32 = 0x5865F2;

/// `3 wins · 1 draw · 2 losses` / `3 victorias · 1 empate · 2 derrotas`.
fn record_words(r: &Record, lang: Lang) -> String {
    tr!(lang, "stats-record", wins = r.wins, draws = r.draws, losses = r.losses)
}

/// The share of games won, rounded (`67`).
fn win_percent(s: &Standing) -> u32 {
    let games = s.games().max(1) as f64;
    (s.wins as f64 * 100.0 / games).round() as u32
}

fn field(name: String, value: String, inline: bool) -> FieldView {
    let mut value = if value.is_empty() { "—".to_string() } else { value };
    if value.chars().count() > limits::FIELD_VALUE {
        value = value.chars().take(limits::FIELD_VALUE - 1).collect::<String>() + "…";
    }
    FieldView { name, value, inline }
}

/// Rating ±RD and rank, or why there is none.
fn rating_field(stats: &PlayerStats, lang: Lang) -> FieldView {
    let value = match (stats.standing, stats.rank) {
        (None, _) => tr!(lang, "stats-rating-none"),
        (Some(s), Some(rank)) if s.rated_at.is_some() => {
            tr!(lang, "stats-rating-rank", rating = rating_text(&s, lang), rank)
        }
        (Some(s), _) => rating_text(&s, lang),
    };
    field(tr!(lang, "stats-field-rating"), value, true)
}

/// W/D/L with points and win %, when the player has played on the server.
fn record_field(s: &Standing, lang: Lang) -> FieldView {
    let record = Record { wins: s.wins, draws: s.draws, losses: s.losses };
    let points =
        tr!(lang, "stats-points", points = points_text(s.points()), amount = s.points(), percent = win_percent(s));
    field(tr!(lang, "stats-field-games"), format!("{}\n{points}", record_words(&record, lang)), true)
}

/// `3 wins in a row` / `2 losses in a row`; None without a run.
fn streak_field(streak: i32, lang: Lang) -> Option<FieldView> {
    let n = streak.unsigned_abs();
    let value = match streak.signum() {
        0 => return None,
        1 => tr!(lang, "stats-streak-wins", n),
        _ => tr!(lang, "stats-streak-losses", n),
    };
    Some(field(tr!(lang, "stats-field-streak"), value, true))
}

/// The favourite opening column, 1-based, with how often it was played.
fn opening_field(opening: Option<(u8, u32)>, lang: Lang) -> Option<FieldView> {
    let (column, count) = opening?;
    let column = u32::from(column) + 1;
    Some(field(tr!(lang, "stats-field-opening"), tr!(lang, "stats-opening", column, games = count), true))
}

/// The player's record against the caller.
fn head_to_head_field(record: Option<Record>, lang: Lang) -> Option<FieldView> {
    let r = record?;
    Some(field(tr!(lang, "stats-field-against-you"), record_words(&r, lang), false))
}

/// One line per CPU level: `easy: 5 wins · 0 draws · 1 loss`.
fn vs_cpu_field(vs_cpu: &[(String, Record)], lang: Lang) -> Option<FieldView> {
    if vs_cpu.is_empty() {
        return None;
    }
    let lines: Vec<String> = vs_cpu
        .iter()
        .map(|(level, r)| {
            let level = level.parse().map_or_else(|_| level.clone(), |level| level_name(level, lang));
            tr!(lang, "stats-cpu-level", level, record = record_words(r, lang))
        })
        .collect();
    Some(field(tr!(lang, "stats-field-against-cpu"), lines.join("\n"), false))
}

/// The server-only fields: rating and rank, record, streak, head-to-head.
fn server_fields(stats: &PlayerStats, lang: Lang) -> Vec<FieldView> {
    let mut fields = vec![rating_field(stats, lang)];
    if let Some(s) = stats.standing.filter(|s| s.games() > 0) {
        fields.push(record_field(&s, lang));
    }
    fields.extend(streak_field(stats.streak, lang));
    fields.extend(head_to_head_field(stats.head_to_head, lang));
    fields
}

/// What `/connect4 stats` shows about `stats.user_id` in `variant`.
///
/// In a DM (`in_guild` false) the server parts (rating, rank, record, streak, head-to-head) are left out
/// and a note says where they show. The message pings nobody.
pub fn stats_view(stats: &PlayerStats, variant: &str, in_guild: bool, lang: Lang) -> View {
    let mut fields = if in_guild { server_fields(stats, lang) } else { Vec::new() };
    fields.extend(opening_field(stats.favourite_opening, lang));
    fields.extend(vs_cpu_field(&stats.vs_cpu, lang));
    let mut description = format!("<@{}>", stats.user_id);
    if fields.is_empty() {
        description.push('\n');
        description.push_str(&tr!(lang, "stats-no-games"));
    }
    let footer = (!in_guild).then(|| tr!(lang, "stats-dm-note"));
    let title = titled_by_id(lang, tr!(lang, "stats-title"), variant);
    View {
        content: String::new(),
        ping: None,
        more_pings: Vec::new(),
        embed: Some(EmbedView { title, description, fields, footer, colour: COLOUR, image: None }),
        rows: Vec::new(),
        ephemeral: false,
    }
}

#[cfg(test)]
#[path = "stats_tests.rs"]
mod tests;

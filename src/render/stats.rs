//! A player's statistics (`/connect4 stats`) as a Discord embed.

use super::players::level_name;
use super::rating::{points_text, rating_text};
use super::view::{EmbedView, FieldView, View, limits};
use crate::game::Lang;
use crate::game::{PlayerStats, Record, Standing};

/// Embed colour of the statistics (Discord blurple).
const COLOUR: u32 = 0x5865F2;

/// A count with its noun in singular or plural: `1 win`, `3 wins`.
fn counted(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `3 wins · 1 draw · 2 losses` / `3 victorias · 1 empate · 2 derrotas`.
fn record_words(wins: u32, draws: u32, losses: u32, lang: Lang) -> String {
    let [w, d, l] = match lang {
        Lang::En => [("win", "wins"), ("draw", "draws"), ("loss", "losses")],
        Lang::Es => [("victoria", "victorias"), ("empate", "empates"), ("derrota", "derrotas")],
    };
    format!("{} · {} · {}", counted(wins, w.0, w.1), counted(draws, d.0, d.1), counted(losses, l.0, l.1))
}

/// The share of games won, rounded: `67%` / `67 %`.
fn win_percent(s: &Standing, lang: Lang) -> String {
    let games = s.games().max(1) as f64;
    let percent = (s.wins as f64 * 100.0 / games).round() as u32;
    match lang {
        Lang::En => format!("{percent}% won"),
        Lang::Es => format!("{percent} % ganadas"),
    }
}

fn field(name: &str, value: String, inline: bool) -> FieldView {
    let mut value = if value.is_empty() { "—".to_string() } else { value };
    if value.chars().count() > limits::FIELD_VALUE {
        value = value.chars().take(limits::FIELD_VALUE - 1).collect::<String>() + "…";
    }
    FieldView { name: name.to_string(), value, inline }
}

/// Rating ±RD and rank, or why there is none.
fn rating_field(stats: &PlayerStats, lang: Lang) -> FieldView {
    let name = match lang {
        Lang::En => "Rating",
        Lang::Es => "Puntuación",
    };
    let value = match (stats.standing, stats.rank, lang) {
        (None, _, Lang::En) => "no games yet".to_string(),
        (None, _, Lang::Es) => "sin partidas aún".to_string(),
        (Some(s), Some(rank), Lang::En) if s.rated_at.is_some() => format!("{} · rank #{rank}", rating_text(&s, lang)),
        (Some(s), Some(rank), Lang::Es) if s.rated_at.is_some() => {
            format!("{} · puesto #{rank}", rating_text(&s, lang))
        }
        (Some(s), _, _) => rating_text(&s, lang),
    };
    field(name, value, true)
}

/// W/D/L with points and win %, when the player has played on the server.
fn record_field(s: &Standing, lang: Lang) -> FieldView {
    let points = points_text(s.points());
    let (name, unit) = match (lang, points.as_str()) {
        (Lang::En, "1") => ("Games", "point"),
        (Lang::En, _) => ("Games", "points"),
        (Lang::Es, "1") => ("Partidas", "punto"),
        (Lang::Es, _) => ("Partidas", "puntos"),
    };
    let value =
        format!("{}\n{points} {unit} · {}", record_words(s.wins, s.draws, s.losses, lang), win_percent(s, lang));
    field(name, value, true)
}

/// `3 wins in a row` / `2 losses in a row`; None without a run.
fn streak_field(streak: i32, lang: Lang) -> Option<FieldView> {
    let n = streak.unsigned_abs();
    let value = match (streak.signum(), lang) {
        (0, _) => return None,
        (1, Lang::En) => format!("{} in a row", counted(n, "win", "wins")),
        (_, Lang::En) => format!("{} in a row", counted(n, "loss", "losses")),
        (1, Lang::Es) => format!("{} seguidas", counted(n, "victoria", "victorias")),
        (_, Lang::Es) => format!("{} seguidas", counted(n, "derrota", "derrotas")),
    };
    let name = match lang {
        Lang::En => "Streak",
        Lang::Es => "Racha",
    };
    Some(field(name, value, true))
}

/// The favourite opening column, 1-based, with how often it was played.
fn opening_field(opening: Option<(u8, u32)>, lang: Lang) -> Option<FieldView> {
    let (column, count) = opening?;
    let column = u32::from(column) + 1;
    Some(match lang {
        Lang::En => field("Favourite opening", format!("column {column} ({})", counted(count, "game", "games")), true),
        Lang::Es => {
            field("Apertura favorita", format!("columna {column} ({})", counted(count, "partida", "partidas")), true)
        }
    })
}

/// The player's record against the caller.
fn head_to_head_field(record: Option<Record>, lang: Lang) -> Option<FieldView> {
    let r = record?;
    let name = match lang {
        Lang::En => "Against you",
        Lang::Es => "Contra ti",
    };
    Some(field(name, record_words(r.wins, r.draws, r.losses, lang), false))
}

/// One line per CPU level: `easy: 5 wins · 0 draws · 1 loss`.
fn vs_cpu_field(vs_cpu: &[(String, Record)], lang: Lang) -> Option<FieldView> {
    if vs_cpu.is_empty() {
        return None;
    }
    let lines: Vec<String> = vs_cpu
        .iter()
        .map(|(level, r)| {
            let level = level.parse().map_or(level.as_str(), |level| level_name(level, lang));
            format!("**{level}:** {}", record_words(r.wins, r.draws, r.losses, lang))
        })
        .collect();
    let name = match lang {
        Lang::En => "Against the CPU",
        Lang::Es => "Contra la CPU",
    };
    Some(field(name, lines.join("\n"), false))
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
        description.push_str(match lang {
            Lang::En => "\nNo games yet.",
            Lang::Es => "\nSin partidas aún.",
        });
    }
    let footer = (!in_guild).then(|| {
        match lang {
            Lang::En => "Server ratings and records show when you use this command in a server.",
            Lang::Es => "La puntuación y el historial del servidor se ven al usar este comando en un servidor.",
        }
        .to_string()
    });
    let title = match lang {
        Lang::En => format!("Statistics · {variant}"),
        Lang::Es => format!("Estadísticas · {variant}"),
    };
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

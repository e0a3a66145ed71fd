//! The standings as shown: a line per player (points, tie-breaks, won-drawn-lost), the legend that explains them,
//! the whole table privately, and a round robin's crosstable.

use super::terms::{COLOUR, points_text, tournament_title};
use crate::players::user_name;
use crate::tr;
use crate::view::{EmbedView, View, limits};
use cuatro_game::Lang;
use cuatro_game::tournament::{Standing, Tournament, TournamentFormat};

/// The tie-breaks' short names, by format.
fn tiebreak_names(format: TournamentFormat, lang: Lang) -> Vec<String> {
    let ids: &[&str] = match format {
        TournamentFormat::Swiss { .. } => &["tournament-tb-buchholz", "tournament-tb-sonneborn"],
        TournamentFormat::RoundRobin { .. } => &["tournament-tb-sonneborn", "tournament-tb-head-to-head"],
        TournamentFormat::Arena { .. } => &["tournament-tb-performance"],
    };
    ids.iter().map(|id| tr!(lang, id)).collect()
}

/// A tie-break's value as shown: half points for Buchholz and Sonneborn–Berger, a whole number otherwise.
fn tiebreak_text(format: TournamentFormat, index: usize, value: f64) -> String {
    match (format, index) {
        (TournamentFormat::Arena { .. }, _) => format!("{value:.0}"),
        _ => points_text(value.round().max(0.0) as u32),
    }
}

/// One standings line: `🥇 <@1> · 4½ · BH 6 · SB 5½ · 3-1-1`.
pub fn standing_line(t: &Tournament, s: &Standing, lang: Lang) -> String {
    let mark = match s.rank {
        1 => "🥇".to_string(),
        2 => "🥈".to_string(),
        3 => "🥉".to_string(),
        n => format!("#{n}"),
    };
    let points = match t.setup.format {
        TournamentFormat::Arena { .. } => s.points.to_string(),
        _ => points_text(s.points),
    };
    let mut line = format!("{mark} {} · **{points}**", user_name(s.user, lang));
    for (i, (name, value)) in tiebreak_names(t.setup.format, lang).iter().zip(&s.tiebreaks).enumerate() {
        line.push_str(&format!(" · {name} {}", tiebreak_text(t.setup.format, i, *value)));
    }
    line.push_str(&format!(" · {}-{}-{}", s.wins, s.draws, s.losses));
    if s.on_fire {
        line.push_str(" 🔥");
    }
    if s.withdrawn {
        line.push(' ');
        line.push_str(&tr!(lang, "tournament-withdrawn"));
    }
    line
}

/// What the standings' abbreviations mean, for the format's tie-breaks.
pub fn legend(format: TournamentFormat, lang: Lang) -> String {
    match format {
        TournamentFormat::Swiss { .. } => tr!(lang, "tournament-legend-swiss"),
        TournamentFormat::RoundRobin { .. } => tr!(lang, "tournament-legend-round-robin"),
        TournamentFormat::Arena { .. } => tr!(lang, "tournament-legend-arena"),
    }
}

/// A round robin's crosstable in a code block: a row and a column per player in standings order (numbered by
/// rank), each cell the row player's points against the column's (both cycles of a double round robin added), `·`
/// before they have met.
pub fn crosstable(t: &Tournament, standings: &[Standing]) -> String {
    let mut table = String::from("```\n   ");
    for s in standings {
        table.push_str(&format!("{:>3}", s.rank));
    }
    for row in standings {
        table.push_str(&format!("\n{:>2} ", row.rank));
        for column in standings {
            let cell = if row.user == column.user {
                "x".to_string()
            } else {
                let met = t.pairings.iter().filter(|p| p.opponent(row.user) == Some(column.user));
                let points: Vec<u32> =
                    met.filter_map(|p| p.points_of(row.user)).map(|(mine, _)| u32::from(mine)).collect();
                if points.is_empty() { "·".to_string() } else { points_text(points.iter().sum()) }
            };
            table.push_str(&format!("{cell:>3}"));
        }
    }
    table.push_str("\n```");
    table
}

/// The whole standings, privately (with the crosstable of a round robin).
pub fn standings_view(t: &Tournament, standings: &[Standing], lang: Lang) -> View {
    let mut description = String::new();
    for s in standings {
        let line = standing_line(t, s, lang);
        if description.len() + line.len() + 40 > limits::EMBED_DESCRIPTION {
            let left = (standings.len() - s.rank as usize + 1) as u64;
            description.push_str(&tr!(lang, "tournament-and-more", count = left));
            break;
        }
        description.push_str(&line);
        description.push('\n');
    }
    if standings.is_empty() {
        description = tr!(lang, "tournament-no-standings");
    } else if matches!(t.setup.format, TournamentFormat::RoundRobin { .. }) {
        description.push_str(&crosstable(t, standings));
    }
    View {
        embed: Some(EmbedView {
            title: tournament_title(t, lang),
            description,
            fields: Vec::new(),
            footer: Some(legend(t.setup.format, lang)),
            colour: COLOUR,
            image: None,
        }),
        ephemeral: true,
        ..View::default()
    }
}

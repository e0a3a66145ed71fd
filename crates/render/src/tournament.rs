//! A tournament as Discord shows it: its live message (entries, the round under way, the standings, Join / Leave /
//! Check in / My game), the full standings, a player's next game and why they were paired so.

use super::games_list::relative_time;
use super::view::{ButtonStyle, ButtonView, EmbedView, FieldView, View, limits};
use crate::tr;
use cuatro_game::tournament::{PairedBy, Pairing, Standing, Status, Tournament, TournamentFormat, Why};
use cuatro_game::{Lang, TournamentButton, TournamentPress};

/// Embed colour of tournaments (gold).
const COLOUR: u32 = 0xF1C40F;

/// Standings lines on the live message.
pub const STANDINGS_SHOWN: usize = 10;

/// Pairings listed on the live message.
pub const PAIRINGS_SHOWN: usize = 12;

/// Where a pairing's game is played: its thread (None before it starts).
pub type WhereOf<'a> = &'a dyn Fn(u64) -> Option<u64>;

/// Half points as a score: `3`, `2½`, `½`.
pub fn points_text(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// The format's name: "Swiss", "Round robin", "Double round robin", "Arena".
pub fn format_name(format: TournamentFormat, lang: Lang) -> String {
    match format {
        TournamentFormat::Swiss { .. } => tr!(lang, "tournament-format-swiss"),
        TournamentFormat::RoundRobin { double: false } => tr!(lang, "tournament-format-round-robin"),
        TournamentFormat::RoundRobin { double: true } => tr!(lang, "tournament-format-double-round-robin"),
        TournamentFormat::Arena { .. } => tr!(lang, "tournament-format-arena"),
    }
}

/// The tournament's name: "🏆 Swiss tournament · classic".
pub fn tournament_title(t: &Tournament, lang: Lang) -> String {
    tr!(lang, "tournament-title", format = format_name(t.setup.format, lang), variant = t.setup.variant.to_string())
}

/// "3 rounds · two-game matches · 5 minutes a move" and the like.
fn terms(t: &Tournament, lang: Lang) -> String {
    let length = match t.setup.format {
        TournamentFormat::Swiss { rounds } => tr!(lang, "tournament-rounds", rounds),
        TournamentFormat::RoundRobin { .. } => tr!(lang, "tournament-everyone-meets"),
        TournamentFormat::Arena { minutes } => tr!(lang, "tournament-minutes", minutes),
    };
    let games = match t.setup.format {
        TournamentFormat::Arena { .. } => tr!(lang, "tournament-single-games"),
        _ => tr!(lang, "tournament-matches"),
    };
    let time = match t.setup.clock {
        Some(clock) => {
            tr!(lang, "tournament-clock", minutes = clock.reserve_ms / 60_000, seconds = clock.increment_ms / 1000)
        }
        None => tr!(lang, "tournament-timer", seconds = t.setup.timer_ms / 1000),
    };
    format!("{length} · {games} · {time}")
}

/// Where the tournament stands: when it starts, the round under way, when the arena ends, its end.
fn status_line(t: &Tournament, now: i64, lang: Lang) -> String {
    match t.status {
        Status::Open => {
            let start = match t.setup.starts_at {
                Some(at) => tr!(lang, "tournament-starts-at", at = relative_time(at)),
                None => tr!(lang, "tournament-starts-by-hand"),
            };
            match (t.check_in_open(now), t.setup.check_in_ms, t.setup.starts_at) {
                (true, _, _) => format!("{start}\n{}", tr!(lang, "tournament-check-in-open")),
                (false, Some(window), Some(at)) => {
                    format!(
                        "{start}\n{}",
                        tr!(lang, "tournament-check-in-from", at = relative_time(at - window as i64))
                    )
                }
                _ => start,
            }
        }
        Status::Running | Status::Paused => {
            let progress = match (t.setup.format, t.rounds_total(), t.ends_at) {
                (TournamentFormat::Arena { .. }, _, Some(end)) => {
                    tr!(lang, "tournament-ends-at", at = relative_time(end))
                }
                (_, Some(total), _) => tr!(lang, "tournament-round-of", round = t.round, total),
                _ => tr!(lang, "tournament-round", round = t.round),
            };
            match t.status {
                Status::Paused => format!("{progress}\n{}", tr!(lang, "tournament-paused")),
                _ => progress,
            }
        }
        Status::Finished => tr!(lang, "tournament-finished"),
        Status::Cancelled => tr!(lang, "tournament-cancelled"),
    }
}

/// "12/32 players" (or "12 players" without a cap).
fn counter(t: &Tournament, lang: Lang) -> String {
    let players = t.active().count() as u64;
    match t.setup.cap {
        Some(cap) => tr!(lang, "tournament-counter-cap", players, cap = u64::from(cap)),
        None => tr!(lang, "tournament-counter", players),
    }
}

/// One pairing: `<@1> – <@2> · 1–1` / `· playing in <#thread>` / `<@3> · bye`.
pub fn pairing_line(p: &Pairing, where_of: WhereOf<'_>, lang: Lang) -> String {
    let Some(second) = p.second else {
        let bye = match p.by {
            PairedBy::LateBye => tr!(lang, "tournament-late-bye"),
            _ => tr!(lang, "tournament-bye"),
        };
        return format!("<@{}> · {bye}", p.first);
    };
    let players = format!("<@{}> – <@{second}>", p.first);
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
    let mut line = format!("{mark} <@{}> · **{points}**", s.user);
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
            let entrants: Vec<String> = t.active().map(|e| format!("<@{}>", e.user)).collect();
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
            footer: Some(tr!(lang, "tournament-footer", id = t.id.to_string())),
            colour: COLOUR,
            image: None,
        }),
        rows: if buttons.is_empty() { Vec::new() } else { vec![buttons] },
        ..View::default()
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
            description.push_str(&tr!(
                lang,
                "tournament-and-more",
                count = (standings.len() - s.rank as usize + 1) as u64
            ));
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
            footer: Some(tiebreak_names(t.setup.format, lang).join(" · ")),
            colour: COLOUR,
            image: None,
        }),
        ephemeral: true,
        ..View::default()
    }
}

/// A player's game now or next, privately.
pub fn next_game_text(t: &Tournament, user: u64, where_of: WhereOf<'_>, lang: Lang) -> String {
    let Some(entrant) = t.entrant(user) else { return tr!(lang, "tournament-not-in") };
    if entrant.withdrawn.is_some() {
        return tr!(lang, "tournament-you-withdrew");
    }
    match t.status {
        Status::Open => return tr!(lang, "tournament-not-started"),
        Status::Finished | Status::Cancelled => return tr!(lang, "tournament-over"),
        _ => {}
    }
    if let Some(index) = t.current_pairing(user) {
        let p = &t.pairings[index];
        let opponent = if p.first == user { p.second.unwrap_or(user) } else { p.first };
        return match p.game.and_then(where_of) {
            Some(channel) => tr!(lang, "tournament-your-game", opponent, channel),
            None => tr!(lang, "tournament-your-game-starting", opponent),
        };
    }
    match t.setup.format {
        TournamentFormat::Arena { .. } => tr!(lang, "tournament-wait-arena"),
        _ if t.round_pairings(t.round).any(|(_, p)| p.first == user && p.second.is_none()) => {
            tr!(lang, "tournament-your-bye", round = t.round)
        }
        _ => tr!(lang, "tournament-wait-round"),
    }
}

/// Why a player was paired so, in a sentence or two.
pub fn why_text(user: u64, why: Option<&Why>, lang: Lang) -> String {
    let Some(why) = why else { return tr!(lang, "tournament-why-none", user) };
    let points = points_text(why.points);
    let mut text = match (why.by, why.opponent) {
        (PairedBy::Bye, _) | (_, None) => tr!(lang, "tournament-why-bye", user, round = why.round, points),
        (PairedBy::LateBye, _) => tr!(lang, "tournament-why-late-bye", user, round = why.round),
        (PairedBy::Hand, Some(opponent)) => tr!(lang, "tournament-why-hand", user, opponent, round = why.round),
        (PairedBy::Table, Some(opponent)) => tr!(lang, "tournament-why-table", user, opponent, round = why.round),
        (PairedBy::Arena, Some(opponent)) => tr!(lang, "tournament-why-arena", user, opponent),
        (PairedBy::Swiss, Some(opponent)) => tr!(
            lang,
            "tournament-why-swiss",
            user,
            opponent,
            round = why.round,
            points,
            opponent_points = points_text(why.opponent_points),
            group = u64::from(why.group_size)
        ),
    };
    if why.rematch_avoided {
        text.push(' ');
        text.push_str(&tr!(lang, "tournament-why-rematch-avoided"));
    }
    if why.opponent.is_some() {
        text.push(' ');
        let first = if why.moves_first { "tournament-why-you-first" } else { "tournament-why-they-first" };
        text.push_str(&tr!(lang, first, mine = u64::from(why.firsts[0]), theirs = u64::from(why.firsts[1])));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_game::tournament::{Score, TournamentSetup, standings};

    /// A round robin of three: 1 beats 2, 2 and 3 draw, 1 and 3 not played yet.
    fn round_robin_of_three() -> Tournament {
        let setup = TournamentSetup::plain(TournamentFormat::RoundRobin { double: false });
        let mut t = Tournament::new(1, 2, 3, 4, setup, 0);
        for user in [1, 2, 3] {
            t.join(user, 1500.0, 0).unwrap();
        }
        t.start(0).unwrap();
        let mut game = 0;
        while t.round <= 2 {
            for (index, p) in t.pairings.clone().into_iter().enumerate().filter(|(_, p)| p.is_open()) {
                game += 1;
                t.started_game(index, game);
                let score = match (p.first.min(p.second.unwrap()), p.first.max(p.second.unwrap())) {
                    (1, 2) if p.first == 1 => Score { first: 2, second: 0, forfeit: false, moves: 9, seq: 0 },
                    (1, 2) => Score { first: 0, second: 2, forfeit: false, moves: 9, seq: 0 },
                    _ => Score { first: 1, second: 1, forfeit: false, moves: 42, seq: 0 },
                };
                if (p.first.min(p.second.unwrap()), p.first.max(p.second.unwrap())) != (1, 3) {
                    t.record(game, score, &[]);
                }
            }
            if t.pairings.iter().any(|p| p.is_open()) {
                break;
            }
            t.advance(0);
        }
        t
    }

    #[test]
    fn a_round_robin_crosstable_shows_each_pairing_from_both_sides() {
        let t = round_robin_of_three();
        let table = standings(&t);
        let order: Vec<u64> = table.iter().map(|s| s.user).collect();
        let text = crosstable(&t, &table);
        let rank = |user: u64| order.iter().position(|&u| u == user).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!((lines[0], *lines.last().unwrap()), ("```", "```"));
        let cell = |row: u64, column: u64| {
            let line: Vec<char> = lines[2 + rank(row)].chars().collect();
            line[3 + 3 * rank(column)..6 + 3 * rank(column)].iter().collect::<String>().trim().to_string()
        };
        assert_eq!((cell(1, 2), cell(2, 1)), ("1".to_string(), "0".to_string()));
        assert_eq!((cell(2, 3), cell(3, 2)), ("½".to_string(), "½".to_string()));
        assert_eq!((cell(1, 3), cell(1, 1)), ("·".to_string(), "x".to_string()));
        let view = standings_view(&t, &table, Lang::En);
        assert!(view.embed.unwrap().description.contains(&text));
    }
}

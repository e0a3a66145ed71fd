//! The live "Games now" message a server may keep in a channel: its games under way with links to their boards,
//! and its latest results.

use super::board::stone;
use super::games_list::{COLOUR, ListedGame, game_line, relative_time};
use super::players::seat_name;
use super::view::{EmbedView, FieldView, View, limits};
use crate::tr;
use cuatro_ai::Level;
use cuatro_engine::Colour;
use cuatro_game::{FinishedGame, Lang, Millis, Seat, Theme};

/// The most games the message lists before "… and N more".
pub const GAMES_NOW_SHOWN: usize = 10;

/// The most results the message lists.
pub const RESULTS_SHOWN: usize = 5;

/// Room kept in the description for the "… and N more" and "Updated" lines.
const TAIL_ROOM: usize = 200;

/// A result's player with the stone of their colour: `🔴 <@1>`, `🟡 CPU (hard)`.
fn result_player(game: &FinishedGame, colour: Colour, lang: Lang) -> String {
    let user = if colour == Colour::Red { game.red } else { game.yellow };
    let seat = match user {
        Some(user) => Some(Seat::Human(user)),
        None => game.cpu_level.as_deref().and_then(|level| level.parse::<Level>().ok()).map(Seat::Cpu),
    };
    format!("{} {}", stone(Theme::Classic, colour, false), seat_name(seat, lang))
}

/// A decided game: who beat whom (or that they drew), its variant, and when it ended.
fn result_line(game: &FinishedGame, lang: Lang) -> String {
    let (red, yellow) = (result_player(game, Colour::Red, lang), result_player(game, Colour::Yellow, lang));
    let outcome = match game.result.as_str() {
        "red" => tr!(lang, "games-now-won", winner = red, loser = yellow),
        "yellow" => tr!(lang, "games-now-won", winner = yellow, loser = red),
        _ => tr!(lang, "games-now-drew", first = red, second = yellow),
    };
    format!("{outcome} · `{}` · {}", game.variant, relative_time(game.finished_at))
}

/// The lines of `items` in order, as many as fit in `room` characters with their separators, and at most `most`.
fn lines_within<T>(items: &[T], most: usize, room: usize, line: impl Fn(&T) -> String) -> Vec<String> {
    let mut lines = Vec::new();
    let mut used = 0;
    for item in items.iter().take(most) {
        let text = line(item);
        used += text.chars().count() + 2;
        if used > room {
            break;
        }
        lines.push(text);
    }
    lines
}

/// The message: the games under way (the first [`GAMES_NOW_SHOWN`], then how many more), the latest results (up
/// to [`RESULTS_SHOWN`]) and when it was updated (`now`), in the language of the admin who set it up. It pings
/// nobody.
pub fn games_now_view(games: &[ListedGame], results: &[FinishedGame], now: Millis, lang: Lang) -> View {
    let room = limits::EMBED_DESCRIPTION - TAIL_ROOM;
    let mut lines = lines_within(games, GAMES_NOW_SHOWN, room, |game| game_line(game, lang));
    if games.is_empty() {
        lines.push(tr!(lang, "games-now-empty"));
    } else if lines.len() < games.len() {
        lines.push(tr!(lang, "games-now-more", more = games.len() - lines.len()));
    }
    lines.push(tr!(lang, "games-now-updated", when = relative_time(now)));
    let results = lines_within(results, RESULTS_SHOWN, limits::FIELD_VALUE, |game| result_line(game, lang));
    let fields = if results.is_empty() {
        Vec::new()
    } else {
        vec![FieldView { name: tr!(lang, "games-now-results"), value: results.join("\n"), inline: false }]
    };
    View {
        embed: Some(EmbedView {
            title: tr!(lang, "games-now-title"),
            description: lines.join("\n\n"),
            fields,
            footer: None,
            colour: COLOUR,
            image: None,
        }),
        ..View::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games_list::tests::{listed, pvp_under_way};
    use crate::limits_check::assert_fits_discord;
    use cuatro_game::Format;

    fn result(session_id: u64, red: u64, yellow: Option<u64>, result: &str, at: Millis) -> FinishedGame {
        FinishedGame {
            session_id,
            game_no: 0,
            guild_id: Some(9),
            variant: "classic".into(),
            format: Format::Single,
            red: Some(red),
            yellow,
            cpu_level: yellow.is_none().then(|| "hard".to_string()),
            result: result.into(),
            end_reason: "line".into(),
            moves: "d".into(),
            red_first: Some(3),
            yellow_first: None,
            rated: false,
            closes_period: false,
            finished_at: at,
        }
    }

    #[test]
    fn the_message_lists_the_games_with_links_and_the_latest_results() {
        let games = [listed(pvp_under_way(1, 30), Some(9), Some(500))];
        let results = [result(5, 10, Some(20), "yellow", 120_000), result(6, 10, None, "draw", 60_000)];
        let view = games_now_view(&games, &results, 180_000, Lang::En);
        assert_fits_discord(&view, |_| false);
        let embed = view.embed.as_ref().unwrap();
        assert_eq!(embed.title, "Games now");
        assert_eq!(
            embed.description,
            "🔴 <@10> 🟡 <@20> · `classic` · 2 moves · <@10> to move, time runs out <t:100:R> · \
             [board](https://discord.com/channels/9/30/500)\n\nUpdated <t:180:R>"
        );
        assert_eq!(
            embed.fields,
            vec![FieldView {
                name: "Latest results".into(),
                value: "🟡 <@20> beat 🔴 <@10> · `classic` · <t:120:R>\n🔴 <@10> and 🟡 CPU (hard) drew · `classic` · \
                        <t:60:R>"
                    .into(),
                inline: false,
            }]
        );
        assert_eq!((view.ping, view.ephemeral, view.rows.len()), (None, false, 0), "public, pings nobody");
    }

    #[test]
    fn no_game_says_so_and_many_games_are_counted_past_the_first_ten() {
        let view = games_now_view(&[], &[], 0, Lang::Es);
        let embed = view.embed.as_ref().unwrap();
        assert_eq!(embed.title, "Partidas en juego");
        assert_eq!(embed.description, "Ahora no hay ninguna partida en curso.\n\nActualizado <t:0:R>");
        assert!(embed.fields.is_empty(), "no result yet, no field");
        let games: Vec<ListedGame> = (0..13).map(|i| listed(pvp_under_way(i, 30 + i), Some(9), Some(500))).collect();
        let results: Vec<FinishedGame> = (0..8).map(|i| result(i, 10, Some(20), "red", i as i64)).collect();
        let view = games_now_view(&games, &results, 0, Lang::En);
        assert_fits_discord(&view, |_| false);
        let embed = view.embed.as_ref().unwrap();
        let lines: Vec<&str> = embed.description.split("\n\n").collect();
        assert_eq!(lines.len(), GAMES_NOW_SHOWN + 2);
        assert_eq!(lines[GAMES_NOW_SHOWN], "… and 3 more games");
        assert_eq!(embed.fields[0].value.lines().count(), RESULTS_SHOWN);
    }
}

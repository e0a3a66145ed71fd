//! The games under way as one line each, and the private paged list of them with its ◀ ▶ buttons.

use super::board::stone;
use super::paging::paging_buttons;
use super::players::seat_name;
use super::view::{EmbedView, View};
use crate::tr;
use cuatro_game::{GameSummary, GamesPageButton, Lang, Stand, Theme};

/// Embed colour of the lists (Discord blurple).
pub(crate) const COLOUR: u32 = 0x5865F2;

/// Games per page of the private list.
pub const GAMES_PER_PAGE: usize = 5;

/// A game under way as the lists show it: its summary, its server (None in a DM or a group chat) and its board
/// message once posted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedGame {
    pub summary: GameSummary,
    pub guild: Option<u64>,
    pub board: Option<u64>,
}

/// The address that jumps to a message (`@me` stands for a DM or a group chat).
pub fn message_link(guild: Option<u64>, channel: u64, message: u64) -> String {
    let place = guild.map_or_else(|| "@me".to_string(), |g| g.to_string());
    format!("https://discord.com/channels/{place}/{channel}/{message}")
}

/// A seat's player with the stone of its colour: `🔴 <@1>`, `🟡 CPU (easy)`.
fn seated(game: &GameSummary, seat: usize, lang: Lang) -> String {
    let colour = game.variant.seat_colour(seat);
    format!("{} {}", stone(Theme::Classic, colour, false), seat_name(game.seats[seat], lang))
}

/// Whose turn it is and until when, that the game is paused, or between the games of a match.
fn stand_text(game: &GameSummary, lang: Lang) -> String {
    match game.stand {
        Stand::ToMove { seat, until: None } => tr!(lang, "games-turn", player = seat_name(game.seats[seat], lang)),
        Stand::ToMove { seat, until: Some(until) } => {
            tr!(lang, "games-turn-until", player = seat_name(game.seats[seat], lang), deadline = relative_time(until))
        }
        Stand::Paused { until } => tr!(lang, "games-paused", until = relative_time(until)),
        Stand::BetweenGames => tr!(lang, "games-between"),
    }
}

/// A time as Discord shows it relative to now, in the reader's language ("in 5 minutes").
pub(crate) fn relative_time(millis: i64) -> String {
    format!("<t:{}:R>", millis.div_euclid(1000))
}

/// One game: its players, variant, moves, whose turn, and the link to its board (its channel before the board
/// is posted).
pub(crate) fn game_line(listed: &ListedGame, lang: Lang) -> String {
    let game = &listed.summary;
    let players: Vec<String> = (0..game.seats.len()).map(|seat| seated(game, seat, lang)).collect();
    let place = match listed.board {
        Some(board) => tr!(lang, "games-board-link", url = message_link(listed.guild, game.channel, board)),
        None => format!("<#{}>", game.channel),
    };
    let moves = tr!(lang, "games-moves", moves = game.moves);
    format!("{} · `{}` · {moves} · {} · {place}", players.join(" "), game.variant, stand_text(game, lang))
}

/// Page `page` (0-based; past the end, the last) of the games under way, privately for `caller`; `in_server`
/// says whether the list is a server's (else a DM's or a group chat's own game). The ◀ ▶ buttons come when
/// there is more than one page.
pub fn games_list_view(games: &[ListedGame], page: u32, caller: u64, in_server: bool, lang: Lang) -> View {
    let pages = games.len().div_ceil(GAMES_PER_PAGE).max(1) as u32;
    let page = page.min(pages - 1);
    let shown = games.iter().skip(page as usize * GAMES_PER_PAGE).take(GAMES_PER_PAGE);
    let lines: Vec<String> = shown.map(|game| game_line(game, lang)).collect();
    let description = match (lines.is_empty(), in_server) {
        (true, true) => tr!(lang, "games-list-empty"),
        (true, false) => tr!(lang, "games-list-empty-here"),
        (false, _) => lines.join("\n\n"),
    };
    let footer =
        (!games.is_empty()).then(|| tr!(lang, "games-list-footer", page = page + 1, pages, games = games.len() as u64));
    View {
        embed: Some(EmbedView {
            title: tr!(lang, "games-list-title"),
            description,
            fields: Vec::new(),
            footer,
            colour: COLOUR,
            image: None,
        }),
        rows: match pages {
            1 => Vec::new(),
            _ => vec![paging_buttons(page, pages, |page| GamesPageButton { page, caller }.to_string())],
        },
        ephemeral: true,
        ..View::default()
    }
}

/// The private answer to someone other than the caller pressing ◀ or ▶.
pub fn games_page_refused(caller: u64, lang: Lang) -> View {
    View::ephemeral(tr!(lang, "games-page-refused", user = caller))
}

#[cfg(test)]
#[path = "games_list_tests.rs"]
pub(crate) mod tests;

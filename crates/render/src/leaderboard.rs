//! A server's leaderboard as a Discord message, with its paging buttons.

use super::command_mention::SlashCommand;
use super::paging;
use super::rating::{points_text, rating_text};
use super::view::{ButtonView, EmbedView, View};
use crate::tr;
use crate::variant_name::titled_by_id;
use cuatro_game::Lang;
use cuatro_game::{LeaderboardPage, PageButton, Standing};

/// Embed colour of the leaderboard (Discord blurple).
const COLOUR: u32 = 0x5865F2;

/// The medal or `#rank` that opens a row.
pub(crate) fn rank_mark(rank: u32) -> String {
    match rank {
        1 => "🥇".to_string(),
        2 => "🥈".to_string(),
        3 => "🥉".to_string(),
        n => format!("#{n}"),
    }
}

/// Rating, W-D-L, points and games of a standing: `1512 ±45 · 10-2-3 · 11 · 15`, the rating in bold.
fn standing_numbers(s: &Standing, lang: Lang) -> String {
    let (rating, record) = standing_figures(s, lang);
    format!("**{rating}** · {record}")
}

/// A standing's rating (`1512 ±45`) and the rest of its figures (`10-2-3 · 11 · 15`).
pub(crate) fn standing_figures(s: &Standing, lang: Lang) -> (String, String) {
    let record = format!("{}-{}-{} · {} · {}", s.wins, s.draws, s.losses, points_text(s.points()), s.games());
    (rating_text(s, lang), record)
}

/// One row of the board; the caller's own row is marked.
fn row_line(rank: u32, s: &Standing, is_caller: bool, lang: Lang) -> String {
    let mut line = format!("{} <@{}> · {}", rank_mark(rank), s.user_id, standing_numbers(s, lang));
    if is_caller {
        line.push(' ');
        line.push_str(&tr!(lang, "leaderboard-you"));
    }
    line
}

/// The caller's line when they are not on the page shown.
fn caller_line(caller_rank: Option<&(u32, Standing)>, lang: Lang) -> String {
    match caller_rank {
        Some((rank, s)) => tr!(lang, "leaderboard-caller", rank = *rank, numbers = standing_numbers(s, lang)),
        None => tr!(lang, "leaderboard-caller-unplayed"),
    }
}

/// `Page 2 of 5 · 123 players`.
fn footer(page: u32, pages: u32, players: u32, lang: Lang) -> String {
    let (page, pages) = (page.saturating_add(1), pages.max(1));
    tr!(lang, "leaderboard-footer", page, pages, players)
}

/// The ◀ ▶ buttons of the leaderboard's pages.
fn paging_buttons(variant: &str, page: u32, pages: u32, caller: u64) -> Vec<ButtonView> {
    paging::paging_buttons(page, pages, |page| PageButton { variant: variant.to_string(), page, caller }.to_string())
}

/// A page of a server's leaderboard in `variant`, shown to `caller`.
///
/// `caller_rank` is the caller's own rank and standing (None when they have no standing); it is shown on
/// a line of its own when the caller is not on this page. The message pings nobody. Buttons carry
/// [`PageButton`] ids; a variant name a button cannot carry (see [`PageButton`]) gives no buttons.
pub fn leaderboard_view(
    page: &LeaderboardPage,
    variant: &str,
    caller: u64,
    caller_rank: Option<(u32, Standing)>,
    lang: Lang,
) -> View {
    let title = titled_by_id(lang, tr!(lang, "leaderboard-title"), variant);
    let mut lines = Vec::new();
    if page.rows.is_empty() {
        lines.push(tr!(lang, "leaderboard-empty"));
    } else {
        lines.push(tr!(lang, "leaderboard-legend"));
        lines.extend(page.rows.iter().map(|(rank, s)| row_line(*rank, s, s.user_id == caller, lang)));
    }
    let on_page = page.rows.iter().any(|(_, s)| s.user_id == caller);
    if !on_page && (!page.rows.is_empty() || caller_rank.is_some()) {
        lines.push(String::new());
        lines.push(caller_line(caller_rank.as_ref(), lang));
    }
    let rows = if PageButton::can_carry(variant) {
        vec![paging_buttons(variant, page.page, page.pages, caller)]
    } else {
        Vec::new()
    };
    View {
        content: String::new(),
        ping: None,
        more_pings: Vec::new(),
        embed: Some(EmbedView {
            title,
            description: lines.join("\n"),
            fields: Vec::new(),
            footer: (page.players > 0).then(|| footer(page.page, page.pages, page.players, lang)),
            colour: COLOUR,
            image: None,
        }),
        rows,
        ephemeral: false,
    }
}

/// Under an empty leaderboard: the variants that have one on this server (None when there are none).
pub fn played_variants_line(played: &[String], lang: Lang) -> Option<String> {
    if played.is_empty() {
        return None;
    }
    let list = played.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", ");
    Some(tr!(lang, "leaderboard-variants-played", variants = list))
}

/// The ephemeral answer to someone other than the caller pressing ◀ or ▶.
pub fn page_refused(caller: u64, lang: Lang) -> View {
    View::ephemeral(tr!(
        lang,
        "leaderboard-page-refused",
        user = caller,
        command = SlashCommand::Leaderboard.mention(lang)
    ))
}

#[cfg(test)]
#[path = "leaderboard_tests.rs"]
mod tests;

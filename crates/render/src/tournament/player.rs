//! What a tournament tells one player, privately: their game now or next, and why they were paired as they were.

use super::message::WhereOf;
use super::terms::points_text;
use crate::tr;
use cuatro_game::Lang;
use cuatro_game::tournament::{PairedBy, Status, Tournament, TournamentFormat, Why};

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
    // The points as a number too, for the plural (fr: "1½ point"): half points ÷ 2.
    let points_value = f64::from(why.points) / 2.0;
    let mut text = match (why.by, why.opponent) {
        (PairedBy::Bye, _) | (_, None) => {
            tr!(lang, "tournament-why-bye", user, round = why.round, points, points_value)
        }
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
            points_value,
            opponent_points = points_text(why.opponent_points),
            opponent_points_value = f64::from(why.opponent_points) / 2.0,
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

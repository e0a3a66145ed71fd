//! Where a tournament stands, as its message says it: when it starts, the round under way, a pause or a cancellation
//! and why (the organiser, a Discord refusal, a deleted channel …), the players counted; and the direct message
//! that tells its organiser why it stopped.

use super::terms::tournament_title;
use crate::command_mention::SlashCommand;
use crate::games_list::relative_time;
use crate::tr;
use cuatro_game::Lang;
use cuatro_game::tournament::{OPEN_LIMIT_MS, ROUND_ROBIN_MAX, Status, StopReason, Tournament, TournamentFormat};

/// Where the tournament stands: when it starts, the round under way, when the arena ends, its end.
pub(super) fn status_line(t: &Tournament, now: i64, lang: Lang) -> String {
    match t.status {
        Status::Open => {
            let start = match t.setup.starts_at {
                Some(at) => tr!(lang, "tournament-starts-at", at = relative_time(at)),
                None => tr!(lang, "tournament-starts-by-hand"),
            };
            let start = match (t.check_in_open(now), t.setup.check_in_ms, t.setup.starts_at) {
                (true, _, _) => format!("{start}\n{}", tr!(lang, "tournament-check-in-open")),
                (false, Some(window), Some(at)) => {
                    format!(
                        "{start}\n{}",
                        tr!(lang, "tournament-check-in-from", at = relative_time(at - window as i64))
                    )
                }
                _ => start,
            };
            match t.stop {
                Some(stop) => format!("{start}\n{}", stop_text(t, stop, lang)),
                None => start,
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
                Status::Paused => {
                    format!("{progress}\n{}", stop_text(t, t.stop.unwrap_or(StopReason::Organiser), lang))
                }
                _ => progress,
            }
        }
        Status::Finished => tr!(lang, "tournament-finished"),
        Status::Cancelled => stop_text(t, t.stop.unwrap_or(StopReason::Organiser), lang),
    }
}

/// "12/32 players" (or "12 players" without a cap).
pub(super) fn counter(t: &Tournament, lang: Lang) -> String {
    let players = t.active().count() as u64;
    match t.setup.cap {
        Some(cap) => tr!(lang, "tournament-counter-cap", players, cap = u64::from(cap)),
        None => tr!(lang, "tournament-counter", players),
    }
}

/// Why it stopped or did not start, in a sentence that says what happens next.
fn stop_text(t: &Tournament, stop: StopReason, lang: Lang) -> String {
    let resume = || SlashCommand::TournamentResume.mention(lang);
    match stop {
        StopReason::Organiser if t.status == Status::Cancelled => tr!(lang, "tournament-cancelled"),
        StopReason::Organiser => tr!(lang, "tournament-paused"),
        StopReason::DiscordRefused { code: 50001 | 50013 } => {
            tr!(lang, "tournament-paused-permissions", command = resume())
        }
        StopReason::DiscordRefused { code: 160006 } => tr!(lang, "tournament-paused-thread-limit", command = resume()),
        StopReason::DiscordRefused { code } => {
            tr!(lang, "tournament-paused-refused", code = u64::from(code), command = resume())
        }
        StopReason::ChannelGone => tr!(lang, "tournament-cancelled-channel-gone"),
        StopReason::NeverStarted => {
            tr!(lang, "tournament-cancelled-never-started", days = (OPEN_LIMIT_MS / 86_400_000) as u64)
        }
        StopReason::TooFewAtStart => tr!(lang, "tournament-cancelled-too-few"),
        StopReason::TooManyAtStart => tr!(
            lang,
            "tournament-start-too-many",
            max = ROUND_ROBIN_MAX as u64,
            command = SlashCommand::TournamentStart.mention(lang)
        ),
    }
}

/// What the organiser of `t` is told in a direct message when it stops for `stop`: the tournament, its channel and
/// why.
pub fn stop_notice(t: &Tournament, stop: StopReason, lang: Lang) -> String {
    tr!(
        lang,
        "tournament-stop-notice",
        title = tournament_title(t, lang),
        channel = t.channel_id,
        reason = stop_text(t, stop, lang)
    )
}

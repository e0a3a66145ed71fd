//! Things a chaos run must find made once: a game's board (a copy posted twice keeps buttons that play a game
//! long over) and each server's daily puzzle post of a day.

use crate::{FakeDiscord, Recorded};
use cuatro_game::{Action, ButtonId, EndReason, Phase, Press, PuzzleButton, Session};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};

/// Messages still offering a move or a resignation of a game that is over (all are over after the run's clean
/// restart): a board posted twice, whose copy the bot never knew of. A game that ended because its channel or
/// server went away is left out: its board could not be reached to show the end (a server that adds the bot back
/// shows it as it was, and a press on it is answered "game over").
pub fn duplicate_boards(fake: &FakeDiscord, sessions: &BTreeMap<u64, Session>) -> Vec<String> {
    let mut found = Vec::new();
    for message in fake.messages() {
        let live = FakeDiscord::buttons(&message).into_iter().flatten().find_map(|(id, disabled, _)| {
            match ButtonId::parse(&id) {
                Ok(ButtonId::Game(Action::Board {
                    game,
                    press: Press::Drop { .. } | Press::Pop { .. } | Press::Resign { .. },
                })) if !disabled => Some(game),
                _ => None,
            }
        });
        let over =
            |s: &Session| !s.is_active() && !matches!(s.phase, Phase::Finished { reason: EndReason::ChannelGone, .. });
        if let Some(game) = live.filter(|game| sessions.get(game).is_some_and(over)) {
            let id = message["id"].as_str().unwrap_or_default();
            found.push(format!("message {id} still plays game {game}, which is over"));
        }
    }
    found
}

/// Daily puzzle posts Discord made (answered or not) more than once for one channel and day.
pub fn duplicate_daily_posts(requests: &[Recorded]) -> Vec<String> {
    let mut posts: HashMap<(String, u32), usize> = HashMap::new();
    for r in requests.iter().filter(|r| r.method == "POST" && r.path.ends_with("/messages") && r.status == 200) {
        let day = solve_day(&r.body);
        if let Some(day) = day {
            *posts.entry((r.path.clone(), day)).or_default() += 1;
        }
    }
    let mut found: Vec<String> = posts
        .into_iter()
        .filter(|(_, n)| *n > 1)
        .map(|((path, day), n)| format!("{n} posts of day {day} to {path}"))
        .collect();
    found.sort();
    found
}

/// The day of a message body's Solve button, if it has one.
fn solve_day(body: &Value) -> Option<u32> {
    FakeDiscord::buttons(body).into_iter().flatten().find_map(|(id, _, _)| match ButtonId::parse(&id) {
        Ok(ButtonId::Puzzle(PuzzleButton::Solve { day })) => Some(day),
        _ => None,
    })
}

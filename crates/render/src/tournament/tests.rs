//! The tournament's message, standings and texts against hand-made tournaments.

use super::standings::crosstable;
use super::*;
use cuatro_game::Lang;
use cuatro_game::tournament::{Score, Tournament, TournamentFormat, TournamentSetup, standings};

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

/// A Swiss of three rounds with `timer_ms` a move or `clock`, in `lang`.
fn swiss(timer_ms: u64, clock: Option<cuatro_game::Clock>, lang: Lang) -> Tournament {
    let setup =
        TournamentSetup { timer_ms, clock, lang, ..TournamentSetup::plain(TournamentFormat::Swiss { rounds: 3 }) };
    Tournament::new(1, 2, 3, 4, setup, 0)
}

#[test]
fn the_terms_write_durations_as_the_settings_do_never_raw_seconds() {
    let day_and_hour = cuatro_game::Clock { reserve_ms: 86_400_000, increment_ms: 3_600_000 };
    let en = |t: &Tournament| super::terms::terms(t, Lang::En);
    assert!(en(&swiss(300_000, None, Lang::En)).ends_with("· 5 min a move"), "{}", en(&swiss(300_000, None, Lang::En)));
    assert!(en(&swiss(86_400_000, None, Lang::En)).ends_with("· 24 h a move"));
    assert!(en(&swiss(60_000, Some(day_and_hour), Lang::En)).ends_with("· clock 1 day + 1 h"));
    let three_minutes = cuatro_game::Clock { reserve_ms: 180_000, increment_ms: 2_000 };
    assert!(en(&swiss(60_000, Some(three_minutes), Lang::En)).ends_with("· clock 3 min + 2 s"));
    for lang in Lang::ALL {
        for t in [swiss(300_000, None, lang), swiss(60_000, Some(day_and_hour), lang)] {
            let terms = super::terms::terms(&t, lang);
            assert!(!terms.contains("300") && !terms.contains("1440") && !terms.contains("3600"), "{lang:?}: {terms}");
        }
    }
    let days = [
        (Lang::Es, "reloj 1 día + 1 h"),
        (Lang::Pt, "relógio 1 dia + 1 h"),
        (Lang::Fr, "pendule 1\u{a0}jour + 1\u{a0}h"),
    ];
    for (lang, expected) in
        days.into_iter().chain([(Lang::De, "Schachuhr 1 Tag + 1 h"), (Lang::It, "orologio 1 giorno + 1 h")])
    {
        assert!(super::terms::terms(&swiss(60_000, Some(day_and_hour), lang), lang).ends_with(expected), "{lang:?}");
    }
}

#[test]
fn the_standings_carry_a_legend_in_every_language() {
    for lang in Lang::ALL {
        let mut t = swiss(60_000, None, lang);
        for user in [1, 2] {
            t.join(user, 1500.0, 0).unwrap();
        }
        t.start(0).unwrap();
        let view = tournament_view(&t, &standings(&t), &|_| None, 0);
        let footer = view.embed.unwrap().footer.unwrap();
        assert!(footer.contains("Buchholz") && footer.contains("Sonneborn"), "{lang:?}: {footer}");
        let private = standings_view(&t, &standings(&t), lang);
        assert_eq!(private.embed.unwrap().footer.unwrap(), legend(t.setup.format, lang));
    }
}

#[test]
fn why_a_bye_counts_its_points_in_the_singular_and_the_plural() {
    use cuatro_game::tournament::{PairedBy, Why};
    let why = |points: u32| Why {
        round: 2,
        by: PairedBy::Bye,
        opponent: None,
        points,
        opponent_points: 0,
        group_size: 1,
        rematch_avoided: false,
        moves_first: false,
        firsts: [0, 0],
    };
    assert!(why_text(7, Some(&why(2)), Lang::En).contains("with 1 point they"));
    assert!(why_text(7, Some(&why(4)), Lang::En).contains("with 2 points they"));
    assert!(
        why_text(7, Some(&why(3)), Lang::Fr).contains("avec 1½ point,"),
        "{}",
        why_text(7, Some(&why(3)), Lang::Fr)
    );
    assert!(why_text(7, Some(&why(2)), Lang::De).contains("Mit 1 Punkt war"));
    assert!(why_text(7, Some(&why(2)), Lang::Es).contains("con 1 punto era"));
}

#[test]
fn a_stopped_tournament_says_why_and_what_happens_next() {
    use cuatro_game::tournament::{Status, StopReason};
    let mut t = swiss(60_000, None, Lang::En);
    for user in [1, 2] {
        t.join(user, 1500.0, 0).unwrap();
    }
    t.start(0).unwrap();
    t.pause_for(StopReason::DiscordRefused { code: 50013 }, 0).unwrap();
    let shown = tournament_view(&t, &[], &|_| None, 0).embed.unwrap().description;
    assert!(shown.contains("Create Public Threads") && shown.contains("resume"), "{shown}");
    let notice = stop_notice(&t, t.stop.unwrap(), Lang::En);
    assert!(notice.starts_with("🏆 Swiss tournament in <#3>: Paused: the bot may not open threads"), "{notice}");
    t.resume(0).unwrap();
    t.pause_for(StopReason::DiscordRefused { code: 160006 }, 0).unwrap();
    assert!(tournament_view(&t, &[], &|_| None, 0).embed.unwrap().description.contains("1,000 active threads"));
    t.cancel(StopReason::ChannelGone).unwrap();
    assert_eq!(t.status, Status::Cancelled);
    assert!(tournament_view(&t, &[], &|_| None, 0).embed.unwrap().description.contains("its channel was deleted"));
}

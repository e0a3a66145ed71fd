use super::*;
use crate::i18n::Translate;
use crate::limits_check::assert_fits_discord;
use cuatro_engine::{Game, Move, Variant, parse_moves};
use cuatro_game::ButtonId;

fn check_view(view: &View) {
    assert_fits_discord(view, |id| ButtonId::parse(id).is_ok());
}

fn game(moves: &str) -> Game {
    game_of(Variant::CLASSIC, moves)
}

fn game_of(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for mv in parse_moves(moves).unwrap() {
        game.play(mv).unwrap();
    }
    game
}

fn card<'a>(game: &'a Game, state: CardState, lang: Lang) -> PuzzleCard<'a> {
    PuzzleCard {
        attempt: 77,
        puzzle: 12,
        puzzle_rating: 1340.4,
        goal: Goal::Win { moves: 3 },
        game,
        plies: 2,
        mover: Colour::Red,
        source: Some(CardSource { red: Some(1), yellow: None, move_no: 17 }),
        state,
        lang,
    }
}

#[test]
fn an_open_puzzle_shows_its_goal_the_last_reply_and_a_button_per_playable_column() {
    let g = game("aaaaaaddcc");
    let view = puzzle_view(&card(&g, CardState::Open { last: Some((Move::Drop(2), Move::Drop(2))) }, Lang::En));
    assert!(view.ephemeral);
    let embed = view.embed.as_ref().unwrap();
    assert_eq!(embed.title, "Puzzle #12 · rated 1340");
    assert!(embed.description.starts_with("🔴 to play and win in 3 moves."), "{}", embed.description);
    assert!(embed.description.contains("✅ c keeps it. 🟡 answers c."), "{}", embed.description);
    assert_eq!(embed.footer.as_deref(), Some("From a game of <@1> vs CPU, move 17."));
    let buttons: Vec<&ButtonView> = view.buttons().collect();
    assert_eq!(buttons.len(), 7);
    assert_eq!(buttons[0].custom_id, "c4z:d:25:2:0");
    assert!(buttons[0].disabled, "column a is full");
    assert!(buttons[1..].iter().all(|b| !b.disabled));
    assert_eq!(view.ping, None, "the players named are not pinged");
    assert!(!embed.description.contains("PopOut"), "{}", embed.description);
}

#[test]
fn a_popout_puzzle_says_pops_are_moves_and_has_a_button_per_pop() {
    // Red has a stone at the foot of a and c, yellow at the foot of b: red may pop a or c.
    let g = game_of("popout".parse().unwrap(), "abcb");
    let last = Some((Move::Pop(0), Move::Drop(1)));
    let view = puzzle_view(&card(&g, CardState::Open { last }, Lang::En));
    let embed = view.embed.as_ref().unwrap();
    assert!(embed.description.contains("PopOut: a move may also pop"), "{}", embed.description);
    assert!(embed.description.contains("✅ a^ keeps it. 🟡 answers b."), "{}", embed.description);
    let pops: Vec<(&str, &str)> =
        view.buttons().filter(|b| b.label.starts_with('⏏')).map(|b| (b.custom_id.as_str(), b.label.as_str())).collect();
    assert_eq!(pops, [("c4z:p:25:2:0", "⏏1"), ("c4z:p:25:2:2", "⏏3")]);
    assert_eq!(view.buttons().count(), 9);
    let state = CardState::Failed {
        played: Move::Pop(2),
        keeping: vec![Move::Drop(3), Move::Pop(0)],
        line: vec![Move::Pop(0), Move::Drop(1), Move::Drop(3)],
        after: AfterMiss::Unclear { moves: 3 },
        rating: None,
    };
    let text = puzzle_view(&card(&g, state, Lang::Es)).embed.unwrap().description;
    for part in [
        "❌ Con c^ se escapa.",
        "ningún bando gana a la fuerza en 3 jugadas",
        "mantenían: d, a^.",
        "Solución: a^, b, d.",
    ] {
        assert!(text.contains(part), "{part} in {text}");
    }
}

#[test]
fn a_failed_puzzle_shows_why_the_solution_and_the_rating_then_next() {
    let g = game("dd");
    let rating = Some(CardRating { before: 1500.0, after: 1431.6, streak: 0 });
    let drops = |columns: &[u8]| columns.iter().map(|&c| Move::Drop(c)).collect::<Vec<_>>();
    let state = CardState::Failed {
        played: Move::Drop(0),
        keeping: drops(&[2, 4]),
        line: drops(&[2, 3, 4]),
        after: AfterMiss::Draw,
        rating,
    };
    let view = puzzle_view(&card(&g, state, Lang::Es));
    let text = &view.embed.as_ref().unwrap().description;
    for part in [
        "❌ Con a se escapa.",
        "Tras ella, el juego perfecto lleva al empate.",
        "Jugadas que lo mantenían: c, e.",
        "Solución: c, d, e.",
        "Nivel de problemas 1500 → 1432 (-68) · resueltos seguidos: 0",
    ] {
        assert!(text.contains(part), "{part} in {text}");
    }
    let buttons: Vec<&ButtonView> = view.buttons().collect();
    assert_eq!(buttons.len(), 1);
    assert_eq!((buttons[0].custom_id.as_str(), buttons[0].label.as_str()), ("c4z:n:25", "Siguiente problema"));
}

#[test]
fn every_state_in_every_language_stays_within_discords_limits() {
    let g = game("dd");
    let rating = Some(CardRating { before: 1500.0, after: 1600.0, streak: 12 });
    let states = [
        CardState::Open { last: None },
        CardState::Open { last: Some((Move::Pop(6), Move::Drop(0))) },
        CardState::Solved { rating },
        CardState::Failed {
            played: Move::Pop(6),
            keeping: (0..7).flat_map(|c| [Move::Drop(c), Move::Pop(c)]).collect(),
            line: vec![Move::Pop(1); 19],
            after: AfterMiss::TooSlow,
            rating,
        },
        CardState::Failed {
            played: Move::Drop(6),
            keeping: vec![Move::Drop(1)],
            line: vec![Move::Drop(1)],
            after: AfterMiss::Unclear { moves: 4 },
            rating: None,
        },
        CardState::Over { solved: true },
        CardState::Over { solved: false },
    ];
    let pops = game_of("popout".parse().unwrap(), "abcdefg");
    for lang in Lang::ALL {
        for (state, g) in states.iter().flat_map(|s| [(s, &g), (s, &pops)]) {
            let mut card = card(g, state.clone(), lang);
            card.attempt = u64::MAX;
            card.source = Some(CardSource { red: Some(u64::MAX), yellow: Some(u64::MAX), move_no: 42 });
            check_view(&puzzle_view(&card));
            card.goal = Goal::OnlyMove;
            card.source = None;
            check_view(&puzzle_view(&card));
        }
        let ranks: Vec<PuzzleRank> = (0..10)
            .map(|i| PuzzleRank { user: u64::MAX - i, rating: 2999.0, solved: 99_999, best_streak: 9_999 })
            .collect();
        check_view(&puzzle_top_view(&ranks, lang));
        check_view(&puzzle_top_view(&[], lang));
        let figures = PuzzleFigures {
            rating: 2999.0,
            deviation: 350.0,
            solved: u32::MAX,
            failed: u32::MAX,
            streak: u32::MAX,
            best_streak: u32::MAX,
            daily_streak: u32::MAX,
        };
        let field = puzzle_stats_field(&figures, lang);
        check_view(&View { embed: Some(EmbedView { fields: vec![field], ..EmbedView::default() }), ..View::default() });
    }
}

#[test]
fn the_daily_post_shows_the_puzzle_yesterdays_figures_and_solve() {
    let g = game("dd");
    let yesterday = YesterdayCard {
        tried: 5,
        solved: 3,
        fastest: Some((9, 41_600)),
        line: vec![Move::Drop(2), Move::Drop(3), Move::Drop(2)],
    };
    let card = DailyCard {
        day: 20_427,
        date: "2025-12-05",
        goal: Goal::Win { moves: 2 },
        game: &g,
        mover: Colour::Red,
        source: None,
        yesterday: Some(yesterday),
        lang: Lang::En,
    };
    let view = daily_view(&card);
    assert!(!view.ephemeral && view.ping.is_none());
    let embed = view.embed.as_ref().unwrap();
    assert_eq!(embed.title, "🧩 Daily puzzle · 2025-12-05");
    for part in [
        "🔴 to play and win in 2 moves.",
        "Yesterday's puzzle: 3 of 5 solved it.",
        "Fastest: <@9>, in 42 s.",
        "Its solution: c, d, c.",
    ] {
        assert!(embed.description.contains(part), "{part} in {}", embed.description);
    }
    let buttons: Vec<&ButtonView> = view.buttons().collect();
    assert_eq!((buttons[0].custom_id.as_str(), buttons[0].label.as_str()), ("c4z:s:20427", "Solve"));
    for lang in Lang::ALL {
        let card = DailyCard { lang, day: u32::MAX, ..card.clone() };
        check_view(&daily_view(&card));
        check_view(&daily_view(&DailyCard { yesterday: None, ..card }));
    }
}

#[test]
fn the_stats_field_gives_the_rating_and_the_streaks() {
    let figures = PuzzleFigures {
        rating: 1612.4,
        deviation: 80.2,
        solved: 9,
        failed: 2,
        streak: 3,
        best_streak: 5,
        daily_streak: 1,
    };
    let field = puzzle_stats_field(&figures, Lang::En);
    assert_eq!(field.name, "Puzzles");
    assert_eq!(field.value, "1612 ±80 · 9 solved, 2 failed · in a row: 3 (best 5) · daily puzzle days in a row: 1");
}

#[test]
fn the_leaderboard_lists_places_in_order() {
    let ranks = [
        PuzzleRank { user: 5, rating: 1612.4, solved: 9, best_streak: 4 },
        PuzzleRank { user: 6, rating: 1420.0, solved: 1, best_streak: 1 },
    ];
    let view = puzzle_top_view(&ranks, Lang::En);
    let embed = view.embed.unwrap();
    assert_eq!(embed.title, "Puzzle leaderboard");
    assert_eq!(embed.description, "1. <@5> — 1612 · 9 solved · best run 4\n2. <@6> — 1420 · 1 solved · best run 1");
    assert!(puzzle_top_view(&[], Lang::Es).embed.unwrap().description.starts_with("Nadie ha terminado"));
}

#[test]
fn spanish_numbers_agree_with_their_words() {
    let figures = PuzzleFigures {
        rating: 1612.4,
        deviation: 80.2,
        solved: 1,
        failed: 2,
        streak: 3,
        best_streak: 5,
        daily_streak: 1,
    };
    assert_eq!(
        puzzle_stats_field(&figures, Lang::Es).value,
        "1612 ±80 · 1 resuelto, 2 fallados · seguidos: 3 (mejor 5) · días seguidos con el problema diario: 1"
    );
    let ranks = [
        PuzzleRank { user: 5, rating: 1612.4, solved: 9, best_streak: 4 },
        PuzzleRank { user: 6, rating: 1420.0, solved: 1, best_streak: 1 },
    ];
    let embed = puzzle_top_view(&ranks, Lang::Es).embed.unwrap();
    assert_eq!(embed.title, "Clasificación de problemas");
    assert_eq!(
        embed.description,
        "1. <@5> — 1612 · 9 resueltos · mejor racha 4\n2. <@6> — 1420 · 1 resuelto · mejor racha 1"
    );
    let won = Lang::Es.puzzle_text(PuzzleText::RatingChange { before: 1500, after: 1512, streak: 1 });
    assert_eq!(won, "Nivel de problemas 1500 → 1512 (+12) · resueltos seguidos: 1");
    assert_eq!(
        Lang::Es.puzzle_text(PuzzleText::DailyYesterday { tried: 4, solved: 1 }),
        "Problema de ayer: lo resolvió 1 de 4."
    );
    assert_eq!(Lang::En.puzzle_text(PuzzleText::DailyAt { channel: 33, hour: 7 }), "<#33> at 07:00 UTC",);
    assert_eq!(
        Lang::Es.puzzle_text(PuzzleText::FromGame { red: None, yellow: Some(8), move_no: 12 }),
        "De una partida de CPU contra <@8>, jugada 12."
    );
    assert_eq!(Lang::Es.puzzle_text(PuzzleText::GoalWin { stone: "🟡", moves: 1 }), "Juegan 🟡 y ganan ya.");
}

//! The embedded PopOut strategy: its format, its check, a fresh proof of a sample, and every line through the engine.

use super::*;
use crate::popout::proof::Prover;
use crate::popout::strategy_move;
use cuatro_engine::{Colour, Game, Rng, test_game};

#[test]
fn the_embedded_strategy_wins_every_line_by_the_ply_limit() {
    let strategy = Strategy::embedded();
    assert_eq!(strategy.to_bytes(), EMBEDDED, "the file round-trips");
    assert_eq!(strategy.ply_limit(), 21);
    let coverage = strategy.check().unwrap();
    assert_eq!(coverage.positions, strategy.len(), "every stored position is met, and no other needs a move");
    assert!(coverage.latest_win <= 21, "{coverage:?}");
}

#[test]
fn a_strategy_with_a_missing_or_wrong_move_fails_its_check() {
    let strategy = Strategy::embedded();
    let start = canonical(&Bitboard::START).0;
    let without_start = Strategy { entries: strategy.entries[1..].to_vec(), ..strategy.clone() };
    assert_eq!(strategy.entries[0] >> 3, start, "the empty board has the smallest key");
    assert_eq!(without_start.check(), Err(Gap::Missing(String::new())));
    // Opening in column a instead of d: some defence holds, or a later position has no move stored.
    let mut wrong = strategy.clone();
    wrong.entries[0] = start << 3;
    assert!(wrong.check().is_err());
    // One ply short of the proof's limit, some line is not won in time.
    let short = Strategy { ply_limit: 19, ..strategy.clone() };
    assert!(matches!(short.check(), Err(Gap::TooLate(_))), "{:?}", short.check());
}

#[test]
fn the_file_format_round_trips_and_rejects_damage() {
    let strategy = Strategy::new(21, [(900, 3), (17, 6), (900, 2), (5, 0)]);
    assert_eq!(strategy.len(), 3, "a duplicate keeps one move");
    let bytes = strategy.to_bytes();
    assert_eq!(Strategy::parse(&bytes), Ok(strategy));
    assert_eq!(Strategy::parse(b"cuatro-book 3\n"), Err(BookError::BadHeader));
    assert_eq!(Strategy::parse(&bytes[..bytes.len() - 1]), Err(BookError::Truncated));
    let mut bad_column = Strategy::new(21, [(5, 0)]).to_bytes();
    *bad_column.last_mut().unwrap() |= 7;
    assert_eq!(Strategy::parse(&bad_column), Err(BookError::Unsorted));
}

/// Positions the first player meets following the strategy against seeded random defences, with no win at once.
fn sampled_positions(lines: usize, seed: u64) -> Vec<Bitboard> {
    let strategy = Strategy::embedded();
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..lines {
        let mut b = Bitboard::START;
        while b.winning_move().is_none() {
            out.push(b);
            let (after, _) = b.play(strategy.column(&b).unwrap());
            // Replies that do not lose at once where there are some: the lines then run long.
            let ongoing: Vec<Bitboard> =
                after.moves().map(|m| after.play(m)).filter(|p| p.1 == After::Ongoing).map(|p| p.0).collect();
            let holding: Vec<Bitboard> = ongoing.iter().copied().filter(|n| n.winning_move().is_none()).collect();
            let replies = if holding.is_empty() { ongoing } else { holding };
            if replies.is_empty() {
                break;
            }
            b = replies[rng.below(replies.len() as u64) as usize];
        }
    }
    out.sort_by_key(|b| canonical(b).0);
    out.dedup_by_key(|b| canonical(b).0);
    out
}

#[test]
fn a_fresh_proof_agrees_with_a_sample_of_stored_moves() {
    // The empty board is left out: its proof is `cuatro book --variant popout`'s (a second on two cores).
    let positions = sampled_positions(40, 7);
    assert!(positions.len() > 150, "{}", positions.len());
    for b in positions.into_iter().filter(|b| *b != Bitboard::START) {
        let col = Strategy::embedded().column(&b).unwrap();
        let (after, _) = b.play(col);
        assert!(Prover::new(16).defence_fails(&after), "column {col} of {b:?}");
    }
}

#[test]
fn the_engine_agrees_on_every_line_hard_plays_as_the_first_player() {
    // Every defence through the engine's own rules (repetitions counted), the first player's moves as hard's.
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![Game::new("popout".parse().unwrap())];
    let mut games = 0;
    while let Some(mut game) = todo.pop() {
        let mv = strategy_move(&game).unwrap_or_else(|| panic!("no move after {:?}", game.moves()));
        game.play(mv).unwrap();
        if game.is_over() {
            assert_eq!(game.outcome().winner(), Some(Colour::Red));
            assert!(game.moves().len() <= 21);
            games += 1;
            continue;
        }
        for &reply in game.legal_moves().iter() {
            let mut next = game.clone();
            next.play(reply).unwrap();
            if next.is_over() {
                assert_eq!(next.outcome().winner(), Some(Colour::Red), "{:?}", next.moves());
                games += 1;
            } else if seen.insert(Bitboard::from_game(&next).unwrap().exact_key()) {
                todo.push(next);
            }
        }
    }
    assert!(games > 100_000, "{games}");
}

#[test]
fn hard_follows_the_strategy_only_as_the_first_player_of_a_game_from_the_start() {
    let start = Game::new("popout".parse().unwrap());
    assert_eq!(strategy_move(&start), Some(Move::Drop(3)));
    assert_eq!(
        strategy_move(&test_game("popout", "d d")),
        Some(decode(Strategy::embedded().column(&Bitboard::from_game(&test_game("popout", "d d")).unwrap()).unwrap()))
    );
    assert_eq!(strategy_move(&test_game("popout", "d")), None, "the second player to move");
    assert_eq!(strategy_move(&test_game("popout", "a")), None, "the second player to move");
    assert_eq!(strategy_move(&test_game("popout", "a d")), None, "a position off the strategy");
    // The first player popped: the game's positions may repeat, so the strategy is not used.
    assert_eq!(strategy_move(&test_game("popout", "d d a g a^ g")), None);
    assert_eq!(strategy_move(&test_game("classic", "")), None, "not PopOut");
}

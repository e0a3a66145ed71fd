//! Move notation (`1. d 2. d 3. c^`, `ddc^`), single tokens, Pons digits (`4453`), cell names (`d1`) and the
//! solver's positions: never panic, and what parses prints back to the same moves.
#![no_main]

use cuatro_ai::solver::Position;
use cuatro_engine::{
    Move, cell_name, compact_moves, format_digits, format_moves, parse_cell, parse_digits, parse_moves, parse_token,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(moves) = parse_moves(text) {
        assert_eq!(parse_moves(&compact_moves(&moves)).as_ref(), Ok(&moves));
        assert_eq!(parse_moves(&format_moves(&moves, 1)).as_ref(), Ok(&moves));
    }
    if let Ok(mv) = parse_token(text) {
        assert_eq!(parse_token(&mv.to_string()), Ok(mv));
    }
    if let Ok(moves) = parse_digits(text) {
        assert!(moves.iter().all(|m| matches!(m, Move::Drop(c) if *c < 9)));
        assert_eq!(format_digits(&moves).as_deref(), Some(text));
    }
    if let Some((col, row)) = parse_cell(text) {
        assert_eq!(parse_cell(&cell_name(col, row)), Some((col, row)));
    }
    let _ = Position::from_digits(text);
});

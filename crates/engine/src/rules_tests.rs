//! One test per rule of classic and of each variant (turns, full columns, lines in every direction, draws,
//! pops, misère, cylinder, obstacles, tables of three and four), on hand-made positions.

use super::test_game as game;
use super::*;

fn v(id: &str) -> Variant {
    id.parse().unwrap()
}

/// Plays moves written in notation, panicking on an illegal one.
fn play(game: &mut Game, notation: &str) -> Outcome {
    let mut outcome = game.outcome();
    for mv in parse_moves(notation).unwrap() {
        outcome = game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e} after {:?}", game.moves()));
    }
    outcome
}

fn cells(list: &[&str]) -> Vec<(u8, u8)> {
    let mut out: Vec<_> = list.iter().map(|c| parse_cell(c).unwrap()).collect();
    out.sort();
    out
}

fn sorted(mut c: Vec<(u8, u8)>) -> Vec<(u8, u8)> {
    c.sort();
    c
}

#[test]
fn red_moves_first_and_turns_alternate() {
    let mut g = Game::new(Variant::CLASSIC);
    assert_eq!(g.colour_to_move(), Colour::Red);
    play(&mut g, "d");
    assert_eq!(g.colour_to_move(), Colour::Yellow);
    play(&mut g, "d");
    assert_eq!(g.colour_to_move(), Colour::Red);
}

#[test]
fn a_full_column_is_refused_and_keeps_the_turn() {
    let mut g = game("classic", "a a a a a a");
    let before = g.clone();
    assert_eq!(g.play(Move::Drop(0)), Err(MoveError::ColumnFull(0)));
    assert_eq!(g, before);
    assert_eq!(g.colour_to_move(), Colour::Red);
    assert_eq!(g.play(Move::Drop(7)), Err(MoveError::NoSuchColumn { column: 7, width: 7 }));
    assert_eq!(MoveError::ColumnFull(0).to_string(), "column 1 is full");
}

#[test]
fn four_wins_in_every_direction_with_the_cells() {
    let horizontal = game("classic", "a a b b c c d");
    assert_eq!(horizontal.outcome().winner(), Some(Colour::Red));
    assert_eq!(sorted(horizontal.winning_cells()), cells(&["a1", "b1", "c1", "d1"]));
    let vertical = game("classic", "g a g a g a b a");
    assert_eq!(vertical.outcome().winner(), Some(Colour::Yellow));
    assert_eq!(sorted(vertical.winning_cells()), cells(&["a1", "a2", "a3", "a4"]));
    // Diagonal a1-b2-c3-d4 needs support under each stone.
    let diagonal = game("classic", "a b b c c d c d d g d");
    assert_eq!(diagonal.outcome().winner(), Some(Colour::Red));
    assert_eq!(sorted(diagonal.winning_cells()), cells(&["a1", "b2", "c3", "d4"]));
}

#[test]
fn a_diagonal_needs_support_before_it_can_be_completed() {
    // Red has a1 b2 c3 but d4 is not reachable until column d holds three stones.
    let mut g = game("classic", "a b b c c g c");
    assert!(!g.is_over());
    play(&mut g, "d");
    assert_eq!(g.board().column_height(3), 1, "the stone fell to d1, not d4");
    assert!(!g.is_over());
}

#[test]
fn more_than_four_also_wins_and_every_cell_is_marked() {
    // Red a1 b1 _ d1 e1, then c1 completes five.
    let g = game("classic", "a a b b d d e e c");
    assert_eq!(g.outcome().winner(), Some(Colour::Red));
    assert_eq!(sorted(g.winning_cells()), cells(&["a1", "b1", "c1", "d1", "e1"]));
}

#[test]
fn full_board_without_a_line_is_a_draw_and_then_nothing_is_accepted() {
    // A known drawn filling: columns in pairs of three with colours staggered.
    let fill = "a b a b a b b a b a b a c d c d c d d c d c d c e f e f e f f e f e f e g g g g g g";
    let mut g = Game::new(Variant::CLASSIC);
    let outcome = play(&mut g, fill);
    assert_eq!(outcome, Outcome::Draw(DrawReason::FullBoard));
    assert_eq!(g.play(Move::Drop(0)), Err(MoveError::GameOver));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn after_a_win_no_move_is_accepted() {
    let mut g = game("classic", "a a b b c c d");
    assert_eq!(g.play(Move::Drop(4)), Err(MoveError::GameOver));
}

#[test]
fn popout_pops_only_your_own_bottom_stone() {
    let mut g = game("popout", "d e");
    assert_eq!(g.play(Move::Pop(4)), Err(MoveError::PopNotOwn(4)));
    assert_eq!(g.play(Move::Pop(0)), Err(MoveError::PopEmpty(0)));
    assert_eq!(g.colour_to_move(), Colour::Red);
    play(&mut g, "d^");
    assert_eq!(g.board().column_height(3), 0);
    assert_eq!(g.colour_to_move(), Colour::Yellow);
    let mut classic = game("classic", "d e");
    assert_eq!(classic.play(Move::Pop(3)), Err(MoveError::PopNotInVariant));
}

#[test]
fn a_pop_that_makes_lines_for_both_wins_for_the_popper() {
    // Column a from the bottom R Y R; yellow b1 c1 d1; red b2 c2 d2. Red pops a1: the column
    // falls, yellow gets a1-d1 and red a2-d2 at once, and the popper (red) wins.
    let mut g = game("popout", "a b b c c d d a a g");
    assert!(!g.is_over());
    assert_eq!(g.colour_to_move(), Colour::Red);
    let outcome = play(&mut g, "a^");
    assert_eq!(outcome.winner(), Some(Colour::Red));
    assert_eq!(sorted(g.winning_cells()), cells(&["a2", "b2", "c2", "d2"]));
}

#[test]
fn a_pop_that_completes_only_the_opponents_line_loses() {
    // Yellow b1 c1 d1, column a: R(a1) Y(a2). Red pops a1: yellow's a2 falls to a1 → yellow four.
    let mut g = Game::new(v("popout"));
    play(&mut g, "a b g c g d g a");
    assert_eq!(g.colour_to_move(), Colour::Red);
    let outcome = play(&mut g, "a^");
    assert_eq!(outcome.winner(), Some(Colour::Yellow));
    assert_eq!(sorted(g.winning_cells()), cells(&["a1", "b1", "c1", "d1"]));
}

#[test]
fn popout_emptied_grid_is_a_draw() {
    let mut g = game("popout", "a b");
    assert_eq!(play(&mut g, "a^"), Outcome::Ongoing);
    assert_eq!(play(&mut g, "b^"), Outcome::Draw(DrawReason::EmptiedGrid));
}

#[test]
fn popout_third_repetition_is_a_draw() {
    // After "a b c" (yellow to move), "e a^ e^ a" comes back to the same position: second time.
    let mut g = game("popout", "a b c");
    assert_eq!(play(&mut g, "e a^ e^ a"), Outcome::Ongoing);
    assert_eq!(play(&mut g, "e a^ e^"), Outcome::Ongoing);
    assert_eq!(play(&mut g, "a"), Outcome::Draw(DrawReason::Repetition));
}

#[test]
fn misere_completing_a_line_loses() {
    let g = game("misere", "a a b b c c d");
    assert_eq!(g.outcome().winner(), Some(Colour::Yellow));
    assert_eq!(sorted(g.winning_cells()), cells(&["a1", "b1", "c1", "d1"]));
}

#[test]
fn cylinder_lines_wrap_around() {
    let g = game("cylinder", "f f g g a a b");
    assert_eq!(g.outcome().winner(), Some(Colour::Red));
    assert_eq!(sorted(g.winning_cells()), cells(&["a1", "b1", "f1", "g1"]));
    let flat = game("classic", "f f g g a a b");
    assert!(!flat.is_over());
}

#[test]
fn five_in_a_row_needs_five_and_prefilled_columns_cannot_be_popped() {
    let mut g = Game::new(v("popout+five-in-a-row"));
    assert_eq!(g.play(Move::Pop(0)), Err(MoveError::PopLocked(0)));
    assert_eq!(g.play(Move::Drop(8)), Err(MoveError::ColumnFull(8)));
    // Red b1 c1 d1 e1 is only four; with the pre-filled red a1 it is five.
    let mut g = Game::new(v("five-in-a-row"));
    play(&mut g, "b b c c d d");
    assert!(!g.is_over());
    play(&mut g, "e");
    assert_eq!(g.outcome().winner(), Some(Colour::Red));
    assert_eq!(sorted(g.winning_cells()), cells(&["a1", "b1", "c1", "d1", "e1"]));
}

#[test]
fn obstacles_hold_stones_up() {
    let g = Game::start(v("obstacles"), Setup { seed: 3, ..Setup::default() });
    let heights = g.obstacle_heights();
    let col = heights.iter().position(|&h| h > 0).unwrap() as u8;
    let mut g2 = g.clone();
    g2.play(Move::Drop(col)).unwrap();
    assert_eq!(g2.board().at(col, heights[col as usize]), Some(Colour::Red));
}

#[test]
fn three_players_rotate_colours() {
    let mut g = Game::new(v("three-players"));
    let order: Vec<Colour> = (0..4)
        .map(|i| {
            let c = g.colour_to_move();
            g.play(Move::Drop(i)).unwrap();
            c
        })
        .collect();
    assert_eq!(order, [Colour::Red, Colour::Yellow, Colour::Green, Colour::Red]);
    // Green wins with four in column c.
    let g = game("three-players", "a b c a b c a b c d e c");
    assert_eq!(g.outcome().winner(), Some(Colour::Green));
}

#[test]
fn two_vs_two_team_turn_order() {
    let mut g = Game::new(v("two-vs-two"));
    let seats: Vec<(usize, Colour)> = (0..5)
        .map(|i| {
            let s = (g.seat_to_move(), g.colour_to_move());
            g.play(Move::Drop(i)).unwrap();
            s
        })
        .collect();
    use Colour::*;
    assert_eq!(seats, [(0, Red), (1, Yellow), (2, Red), (3, Yellow), (0, Red)]);
    // A1 and A2 share red: a1 (A1), b1 (A2), c1 (A1), d1 (A2) is a red line.
    let g = game("two-vs-two", "a a b b c c d");
    assert_eq!(g.outcome().winner(), Some(Red));
}

#[test]
fn undo_restores_everything() {
    let mut g = game("popout", "d e d e");
    let before = g.clone();
    play(&mut g, "d^");
    g.undo();
    assert_eq!(g, before);
    let mut won = game("classic", "a a b b c c");
    let before = won.clone();
    play(&mut won, "d");
    assert!(won.is_over());
    won.undo();
    assert_eq!(won, before);
}

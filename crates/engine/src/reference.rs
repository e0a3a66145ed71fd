//! A deliberately simple rules implementation on a 2-D grid, to check the bitboard engine against.

use super::{Colour, DrawReason, Game, Move, MoveError, Variant};
use proptest::prelude::*;
use std::collections::BTreeSet;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Empty,
    Blocked,
    Stone(usize),
}

/// The reference's view of an outcome: winner and the set of line cells, or a draw reason.
#[derive(Clone, PartialEq, Eq, Debug)]
enum RefOutcome {
    Ongoing,
    Win(usize, BTreeSet<(u8, u8)>),
    Draw(DrawReason),
}

#[derive(Clone)]
struct RefGame {
    v: Variant,
    grid: Vec<Vec<Cell>>,
    locked: Vec<bool>,
    plies: usize,
    outcome: RefOutcome,
    history: Vec<(Vec<Vec<Cell>>, usize)>,
}

impl RefGame {
    /// Copies the start position (pre-filled columns, obstacles, opening) cell by cell.
    fn from_start(game: &Game) -> Self {
        let b = game.board();
        let grid = (0..b.width())
            .map(|c| {
                (0..b.height())
                    .map(|r| match b.at(c, r) {
                        Some(colour) => Cell::Stone(colour.index()),
                        None if b.is_blocked(c, r) => Cell::Blocked,
                        None => Cell::Empty,
                    })
                    .collect()
            })
            .collect();
        let locked = (0..b.width()).map(|c| b.is_locked(c)).collect();
        let mut g = RefGame {
            v: *game.variant(),
            grid,
            locked,
            plies: game.moves().len(),
            outcome: RefOutcome::Ongoing,
            history: vec![],
        };
        g.history.push((g.grid.clone(), g.seat()));
        g
    }

    fn seat(&self) -> usize {
        self.plies % self.v.seats()
    }

    fn colour(&self) -> usize {
        self.seat() % self.v.colours()
    }

    /// Cells of every line of `colour`, walking every start cell and direction.
    fn lines(&self, colour: usize) -> BTreeSet<(u8, u8)> {
        let (w, h, k) = (self.v.width as i32, self.v.height as i32, self.v.connect as i32);
        let mut cells = BTreeSet::new();
        for c in 0..w {
            for r in 0..h {
                for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let run: Option<Vec<(u8, u8)>> = (0..k)
                        .map(|i| {
                            let (mut cc, rr) = (c + i * dc, r + i * dr);
                            if self.v.cylinder {
                                cc = cc.rem_euclid(w);
                            }
                            let inside = (0..w).contains(&cc) && (0..h).contains(&rr);
                            (inside && self.grid[cc as usize][rr as usize] == Cell::Stone(colour))
                                .then_some((cc as u8, rr as u8))
                        })
                        .collect();
                    cells.extend(run.into_iter().flatten());
                }
            }
        }
        cells
    }

    fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.outcome != RefOutcome::Ongoing {
            return Err(MoveError::GameOver);
        }
        let col = mv.column();
        if col >= self.v.width {
            return Err(MoveError::NoSuchColumn { column: col, width: self.v.width });
        }
        let column = &self.grid[col as usize];
        match mv {
            Move::Drop(_) if !column.contains(&Cell::Empty) => Err(MoveError::ColumnFull(col)),
            Move::Drop(_) => Ok(()),
            Move::Pop(_) if !self.v.popout => Err(MoveError::PopNotInVariant),
            Move::Pop(_) if self.locked[col as usize] => Err(MoveError::PopLocked(col)),
            Move::Pop(_) => match column[0] {
                Cell::Stone(c) if c == self.colour() => Ok(()),
                Cell::Stone(_) => Err(MoveError::PopNotOwn(col)),
                _ => Err(MoveError::PopEmpty(col)),
            },
        }
    }

    fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        self.check(mv)?;
        let me = self.colour();
        let column = &mut self.grid[mv.column() as usize];
        match mv {
            Move::Drop(_) => {
                let row = column.iter().position(|&c| c == Cell::Empty).unwrap();
                column[row] = Cell::Stone(me);
            }
            Move::Pop(_) => {
                column.remove(0);
                column.push(Cell::Empty);
            }
        }
        self.plies += 1;
        let mine = self.lines(me);
        self.outcome = if !mine.is_empty() {
            let winner = if self.v.misere { (me + 1) % self.v.colours() } else { me };
            RefOutcome::Win(winner, mine)
        } else if let Some(other) = (0..self.v.colours()).find(|&c| mv.is_pop() && c != me && !self.lines(c).is_empty())
        {
            RefOutcome::Win(other, self.lines(other))
        } else if !mv.is_pop() && self.grid.iter().flatten().all(|&c| c != Cell::Empty) {
            RefOutcome::Draw(DrawReason::FullBoard)
        } else if mv.is_pop()
            && self
                .grid
                .iter()
                .zip(&self.locked)
                .all(|(col, &l)| l || col.iter().all(|&c| !matches!(c, Cell::Stone(_))))
        {
            RefOutcome::Draw(DrawReason::EmptiedGrid)
        } else {
            RefOutcome::Ongoing
        };
        if self.v.popout {
            let key = (self.grid.clone(), self.seat());
            let seen = self.history.iter().filter(|k| **k == key).count();
            self.history.push(key);
            if self.outcome == RefOutcome::Ongoing && seen >= 2 {
                self.outcome = RefOutcome::Draw(DrawReason::Repetition);
            }
        }
        Ok(())
    }

    fn legal(&self) -> BTreeSet<Move> {
        (0..self.v.width).flat_map(|c| [Move::Drop(c), Move::Pop(c)]).filter(|&m| self.check(m).is_ok()).collect()
    }
}

fn engine_outcome(game: &Game) -> RefOutcome {
    match game.outcome() {
        super::Outcome::Ongoing => RefOutcome::Ongoing,
        super::Outcome::Win { winner, .. } => {
            RefOutcome::Win(winner.index(), game.winning_cells().into_iter().collect())
        }
        super::Outcome::Draw(r) => RefOutcome::Draw(r),
    }
}

fn assert_same(game: &Game, r: &RefGame) {
    assert_eq!(engine_outcome(game), r.outcome, "outcome");
    assert_eq!(game.seat_to_move(), r.seat(), "seat to move");
    assert_eq!(game.colour_to_move(), Colour::from_index(r.colour()), "colour to move");
    assert_eq!(game.legal_moves().iter().copied().collect::<BTreeSet<_>>(), r.legal(), "legal moves");
    let b = game.board();
    for c in 0..b.width() {
        for row in 0..b.height() {
            let expected = match r.grid[c as usize][row as usize] {
                Cell::Stone(i) => Some(Colour::from_index(i)),
                _ => None,
            };
            assert_eq!(b.at(c, row), expected, "cell {c},{row}");
        }
        let filled = r.grid[c as usize].iter().filter(|&&x| x != Cell::Empty).count() as u8;
        assert_eq!(b.column_height(c), filled, "height of column {c}");
    }
}

/// Every preset and useful combination, plus random sizes with random rule flags.
fn variants() -> impl Strategy<Value = Variant> {
    let named = prop::sample::select(vec![
        "classic",
        "popout",
        "five-in-a-row",
        "popout+five-in-a-row",
        "small",
        "misere",
        "cylinder",
        "popout+cylinder",
        "obstacles",
        "random-opening",
        "three-players",
        "two-vs-two",
        "popout+two-vs-two",
        "misere+two-vs-two",
        "cylinder+three-players",
        "misere+cylinder+obstacles",
        "popout+4x4k3",
        "popout+cylinder+5x4k3",
    ])
    .prop_map(|id| id.parse::<Variant>().unwrap());
    let custom = (4u8..=10, 4u8..=10, 3u8..=6, any::<[bool; 4]>(), 0u8..3).prop_filter_map(
        "valid combination",
        |(w, h, k, [popout, misere, cylinder, obstacles], players)| {
            let v = Variant {
                width: w,
                height: h,
                connect: k,
                popout,
                misere,
                cylinder,
                obstacles,
                players: [super::Players::Two, super::Players::Three, super::Players::TwoVsTwo][players as usize],
                ..Variant::CLASSIC
            };
            v.validate().ok().map(|_| v)
        },
    );
    prop_oneof![named, custom]
}

/// A move: mostly one of the legal ones (by index), sometimes anything at all.
#[derive(Debug, Clone)]
enum Pick {
    Legal(usize),
    Any(bool, u8),
}

fn picks() -> impl Strategy<Value = Vec<Pick>> {
    let pick = prop_oneof![
        6 => any::<usize>().prop_map(Pick::Legal),
        1 => (any::<bool>(), 0u8..=10).prop_map(|(pop, c)| Pick::Any(pop, c)),
    ];
    prop::collection::vec(pick, 0..120)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn bitboard_engine_agrees_with_the_grid_reference(
        variant in variants(),
        seed in any::<u64>(),
        moves in picks(),
    ) {
        let mut game = Game::start(variant, super::Setup { seed, opening_plies: 3 });
        let mut reference = RefGame::from_start(&game);
        assert_same(&game, &reference);
        for pick in moves {
            let legal = game.legal_moves();
            let mv = match pick {
                Pick::Legal(i) if !legal.is_empty() => legal[i % legal.len()],
                Pick::Legal(i) => Move::Drop((i % 11) as u8),
                Pick::Any(pop, c) => if pop { Move::Pop(c) } else { Move::Drop(c) },
            };
            let before = game.clone();
            let got = game.play(mv);
            let expected = reference.play(mv);
            prop_assert_eq!(got.map(|_| ()), expected, "{} after {:?}: {:?}", variant, before.moves(), mv);
            if got.is_err() {
                prop_assert_eq!(&game, &before, "a refused move changed the game");
            } else {
                let mut undone = game.clone();
                undone.undo();
                prop_assert_eq!(undone.board(), before.board(), "undo restores the board");
            }
            assert_same(&game, &reference);
        }
        let rebuilt = Game::from_record(&game.record()).unwrap();
        prop_assert_eq!(rebuilt, game);
    }
}

//! A game in progress: the variant's rules applied move by move, with outcome and undo.

use super::board::Board;
use super::colour::Colour;
use super::geometry::Bits;
use super::moves::Move;
use super::variant::Variant;

/// How a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Ongoing,
    /// `line` holds every cell of the deciding lines (the loser's line in misère).
    Win {
        winner: Colour,
        line: Bits,
    },
    Draw(DrawReason),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawReason {
    /// Every cell is filled and nobody has a line.
    FullBoard,
    /// PopOut: pops emptied the grid.
    EmptiedGrid,
    /// PopOut: the same position with the same side to move occurred a third time.
    Repetition,
}

impl Outcome {
    pub fn is_over(&self) -> bool {
        *self != Outcome::Ongoing
    }

    pub fn winner(&self) -> Option<Colour> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            _ => None,
        }
    }
}

/// Why a move was refused. A refused move never changes the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("there is no column {} (columns 1-{width})", *.column as u32 + 1)]
    NoSuchColumn { column: u8, width: u8 },
    #[error("column {} is full", *.0 as u32 + 1)]
    ColumnFull(u8),
    #[error("this variant has no pops")]
    PopNotInVariant,
    #[error("column {} is empty: there is nothing to pop", *.0 as u32 + 1)]
    PopEmpty(u8),
    #[error("the bottom stone of column {} is not yours", *.0 as u32 + 1)]
    PopNotOwn(u8),
    #[error("the stones of column {} are fixed and cannot be popped", *.0 as u32 + 1)]
    PopLocked(u8),
    #[error("the game is over")]
    GameOver,
}

/// A short list of moves without allocation (at most 10 drops + 10 pops).
#[derive(Debug, Clone, Copy)]
pub struct MoveList {
    moves: [Move; 20],
    len: u8,
}

impl MoveList {
    fn new() -> Self {
        MoveList { moves: [Move::Drop(0); 20], len: 0 }
    }
    fn push(&mut self, m: Move) {
        self.moves[self.len as usize] = m;
        self.len += 1;
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }
}

/// What identifies a position for the repetition rule: the stones and the seat to move.
type PositionKey = ([Bits; 3], u8);

/// A game: variant, board, the moves played (opening plies included) and the outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    variant: Variant,
    board: Board,
    moves: Vec<Move>,
    /// How many of the first moves were the random opening.
    opening_len: u8,
    outcome: Outcome,
    /// PopOut only: the key of every position so far, the start included.
    history: Vec<PositionKey>,
}

impl Game {
    /// A game from a prepared start board (see `setup` for obstacles, pre-filled columns, openings).
    pub(super) fn from_board(variant: Variant, board: Board) -> Self {
        let mut game = Game {
            variant,
            board,
            moves: Vec::with_capacity(board.width() as usize * board.height() as usize),
            opening_len: 0,
            outcome: Outcome::Ongoing,
            history: Vec::new(),
        };
        if variant.popout {
            game.history.push(game.key());
        }
        game
    }

    pub(super) fn set_opening_len(&mut self, n: u8) {
        self.opening_len = n;
    }

    pub fn variant(&self) -> &Variant {
        &self.variant
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    pub fn opening_len(&self) -> usize {
        self.opening_len as usize
    }
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_over()
    }

    /// Which seat moves next: 0..seats, in turn order (red first).
    pub fn seat_to_move(&self) -> usize {
        self.moves.len() % self.variant.seats()
    }

    pub fn colour_to_move(&self) -> Colour {
        self.variant.seat_colour(self.seat_to_move())
    }

    /// The cells of the winning (or, in misère, losing) lines as (column, row).
    pub fn winning_cells(&self) -> Vec<(u8, u8)> {
        match self.outcome {
            Outcome::Win { line, .. } => self.board.geometry().cells_of(line),
            _ => Vec::new(),
        }
    }

    /// Would `mv` be accepted now?
    pub fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let col = mv.column();
        let width = self.board.width();
        if col >= width {
            return Err(MoveError::NoSuchColumn { column: col, width });
        }
        match mv {
            Move::Drop(_) if self.board.is_column_full(col) => Err(MoveError::ColumnFull(col)),
            Move::Drop(_) => Ok(()),
            Move::Pop(_) if !self.variant.popout => Err(MoveError::PopNotInVariant),
            Move::Pop(_) if self.board.is_locked(col) => Err(MoveError::PopLocked(col)),
            Move::Pop(_) => match self.board.poppable_by(col) {
                None => Err(MoveError::PopEmpty(col)),
                Some(owner) if owner != self.colour_to_move() => Err(MoveError::PopNotOwn(col)),
                Some(_) => Ok(()),
            },
        }
    }

    /// Plays `mv` if it is legal and returns the new outcome; otherwise nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<Outcome, MoveError> {
        self.check(mv)?;
        let colour = self.colour_to_move();
        match mv {
            Move::Drop(c) => self.board.drop_stone(c, colour),
            Move::Pop(c) => self.board.pop_stone(c),
        }
        self.moves.push(mv);
        self.outcome = self.judge(mv, colour);
        if self.variant.popout {
            let key = self.key();
            self.history.push(key);
            if !self.outcome.is_over() && self.history.iter().filter(|k| **k == key).count() >= 3 {
                self.outcome = Outcome::Draw(DrawReason::Repetition);
            }
        }
        Ok(self.outcome)
    }

    /// Takes back the last move (opening plies included); `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        let colour = self.colour_to_move();
        match mv {
            Move::Drop(c) => self.board.undo_drop(c, colour),
            Move::Pop(c) => self.board.undo_pop(c, colour),
        }
        if self.variant.popout {
            self.history.pop();
        }
        self.opening_len = self.opening_len.min(self.moves.len() as u8);
        self.outcome = Outcome::Ongoing;
        Some(mv)
    }

    /// Every legal move: drops left to right, then pops left to right.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.is_over() {
            return list;
        }
        for c in 0..self.board.width() {
            if !self.board.is_column_full(c) {
                list.push(Move::Drop(c));
            }
        }
        if self.variant.popout {
            let me = self.colour_to_move();
            for c in 0..self.board.width() {
                if !self.board.is_locked(c) && self.board.poppable_by(c) == Some(me) {
                    list.push(Move::Pop(c));
                }
            }
        }
        list
    }

    fn key(&self) -> PositionKey {
        let b = &self.board;
        ([b.pieces(Colour::Red), b.pieces(Colour::Yellow), b.pieces(Colour::Green)], self.seat_to_move() as u8)
    }

    /// The outcome right after `colour` played `mv`.
    fn judge(&self, mv: Move, colour: Colour) -> Outcome {
        let b = &self.board;
        if b.has_line(colour) {
            let winner = if self.variant.misere { self.next_colour(colour) } else { colour };
            return Outcome::Win { winner, line: b.line_cells(colour) };
        }
        if mv.is_pop() {
            // A pop moves the opponent's stones too: their line completed by my pop wins for them.
            let other = Colour::ALL[..self.variant.colours()].iter().copied().find(|&c| c != colour && b.has_line(c));
            if let Some(c) = other {
                return Outcome::Win { winner: c, line: b.line_cells(c) };
            }
            if b.all_pieces() & !b.locked_cells() == 0 {
                return Outcome::Draw(DrawReason::EmptiedGrid);
            }
        } else if b.is_full() {
            return Outcome::Draw(DrawReason::FullBoard);
        }
        Outcome::Ongoing
    }

    /// The other side in a two-colour game (misère hands the win to it).
    fn next_colour(&self, colour: Colour) -> Colour {
        Colour::from_index((colour.index() + 1) % self.variant.colours())
    }
}

/// Tests only: a game of variant `id` after the moves written in `notation` (panics on bad input).
#[cfg(any(test, feature = "test-support"))]
pub fn test_game(id: &str, notation: &str) -> Game {
    let mut game = Game::new(id.parse().expect("a valid variant id"));
    for mv in super::moves::parse_moves(notation).expect("valid notation") {
        game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e} after {:?}", game.moves()));
    }
    game
}

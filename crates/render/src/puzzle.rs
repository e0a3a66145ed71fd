//! A private puzzle as a Discord message (the position, what to find, how the last press went, the columns or
//! Next), the puzzle leaderboard, and the puzzle line of `/connect4 stats`.

use super::board::{emoji_board, stone};
use super::i18n::Msg;
use super::puzzle_text::PuzzleText;
use super::view::{ButtonStyle, ButtonView, EmbedView, FieldView, View, rows_of};
use crate::i18n::Translate;
use cuatro_ai::puzzle::{AfterMiss, Goal};
use cuatro_engine::{Colour, Game, Move};
use cuatro_game::{Lang, PuzzleButton, Theme};

/// Embed colour of a puzzle being solved, solved, failed.
const OPEN: u32 = 0x5865F2;
const SOLVED: u32 = 0x57F287;
const FAILED: u32 = 0xED4245;

/// Where a puzzle was found, as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardSource {
    pub red: Option<u64>,
    pub yellow: Option<u64>,
    pub move_no: u32,
}

/// A rating before and after an attempt ended, with the solve streak after it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardRating {
    pub before: f64,
    pub after: f64,
    pub streak: u32,
}

/// How the attempt stands after the last press.
#[derive(Debug, Clone, PartialEq)]
pub enum CardState {
    /// Open: `last` is the player's last move and the defence's reply, if any.
    Open {
        last: Option<(Move, Move)>,
    },
    Solved {
        rating: Option<CardRating>,
    },
    /// Failed at `played`: the moves that kept the goal, a solution line from before the move, what the move
    /// left (see `ai::puzzle::Step::Failed`).
    Failed {
        played: Move,
        keeping: Vec<Move>,
        line: Vec<Move>,
        after: AfterMiss,
        rating: Option<CardRating>,
    },
    /// Over already (a press on a finished attempt brought its message up to date).
    Over {
        solved: bool,
    },
}

/// A puzzle attempt as its solver sees it.
#[derive(Debug, Clone)]
pub struct PuzzleCard<'a> {
    pub attempt: u64,
    pub puzzle: u64,
    pub puzzle_rating: f64,
    /// What the puzzle asks from its start.
    pub goal: Goal,
    /// The position now (the puzzle's moves and the plies played since).
    pub game: &'a Game,
    /// Plies played since the puzzle's position.
    pub plies: u32,
    /// The solver's colour.
    pub mover: Colour,
    /// `None` for the built-in set.
    pub source: Option<CardSource>,
    pub state: CardState,
    pub lang: Lang,
}

fn moves(moves: &[Move]) -> String {
    moves.iter().map(Move::to_string).collect::<Vec<_>>().join(", ")
}

fn rating_line(rating: Option<CardRating>, lang: Lang) -> Option<String> {
    let r = rating?;
    Some(lang.puzzle_text(PuzzleText::RatingChange {
        before: r.before.round() as i64,
        after: r.after.round() as i64,
        streak: r.streak,
    }))
}

/// The goal as a sentence: what the mover is to find.
pub fn goal_text(goal: Goal, mover: Colour, lang: Lang) -> String {
    let stone = stone(Theme::Classic, mover, false);
    match goal {
        Goal::Win { moves } => lang.puzzle_text(PuzzleText::GoalWin { stone, moves }),
        Goal::OnlyMove => lang.puzzle_text(PuzzleText::GoalOnly { stone }),
    }
}

/// The message of a puzzle attempt: ephemeral, with a column per drop while it is open, else *Next*.
pub fn puzzle_view(card: &PuzzleCard) -> View {
    let lang = card.lang;
    let defence = if card.mover == Colour::Red { Colour::Yellow } else { Colour::Red };
    let (mover_stone, defence_stone) =
        (stone(Theme::Classic, card.mover, false), stone(Theme::Classic, defence, false));
    let popout = card.game.variant().popout;
    let mut lines = vec![goal_text(card.goal, card.mover, lang)];
    if popout {
        lines.push(lang.puzzle_text(PuzzleText::PopOutRule));
    }
    lines.extend([String::new(), emoji_board(card.game, Theme::Classic)]);
    let mut notes = Vec::new();
    let colour = match &card.state {
        CardState::Open { last } => {
            if let Some((played, reply)) = *last {
                notes.push(lang.puzzle_text(PuzzleText::GoOn {
                    played: &played.to_string(),
                    stone: defence_stone,
                    reply: &reply.to_string(),
                }));
            }
            OPEN
        }
        CardState::Solved { rating } => {
            notes.push(lang.puzzle_text(PuzzleText::Solved));
            notes.extend(rating_line(*rating, lang));
            SOLVED
        }
        CardState::Failed { played, keeping, line, after, rating } => {
            notes.push(lang.puzzle_text(PuzzleText::Failed { played: &played.to_string() }));
            notes.push(lang.puzzle_text(match *after {
                AfterMiss::DefenceWins => PuzzleText::VerdictLoses { stone: defence_stone },
                AfterMiss::Draw => PuzzleText::VerdictDraw,
                AfterMiss::TooSlow => PuzzleText::VerdictSlow { stone: mover_stone },
                AfterMiss::Unclear { moves } => PuzzleText::VerdictUnclear { moves },
            }));
            notes.push(lang.puzzle_text(PuzzleText::Keeping { columns: &moves(keeping) }));
            notes.push(lang.puzzle_text(PuzzleText::Solution { line: &moves(line) }));
            notes.extend(rating_line(*rating, lang));
            FAILED
        }
        CardState::Over { solved: true } => {
            notes.push(lang.puzzle_text(PuzzleText::Solved));
            SOLVED
        }
        CardState::Over { solved: false } => {
            notes.push(lang.t(Msg::PuzzleOver));
            FAILED
        }
    };
    if !notes.is_empty() {
        lines.push(String::new());
        lines.extend(notes);
    }
    let footer = match card.source {
        Some(s) => lang.puzzle_text(PuzzleText::FromGame { red: s.red, yellow: s.yellow, move_no: s.move_no }),
        None => lang.puzzle_text(PuzzleText::FromSet),
    };
    let embed = EmbedView {
        title: lang.puzzle_text(PuzzleText::Title { id: card.puzzle, rating: card.puzzle_rating.round() as i64 }),
        description: lines.join("\n"),
        fields: Vec::new(),
        footer: Some(footer),
        colour,
        image: None,
    };
    let rows = if matches!(card.state, CardState::Open { .. }) {
        let legal = card.game.legal_moves();
        let (attempt, plies) = (card.attempt, card.plies);
        let drops = (0..card.game.board().width())
            .map(|column| ButtonView {
                custom_id: PuzzleButton::Drop { attempt, plies, column }.to_string(),
                label: (column + 1).to_string(),
                style: ButtonStyle::Primary,
                disabled: !legal.contains(&Move::Drop(column)),
            })
            .collect();
        // The pops the mover may make, as the game board shows them.
        let pops: Vec<ButtonView> = (0..card.game.board().width())
            .filter(|&column| popout && legal.contains(&Move::Pop(column)))
            .map(|column| ButtonView {
                custom_id: PuzzleButton::Pop { attempt, plies, column }.to_string(),
                label: format!("⏏{}", column + 1),
                style: ButtonStyle::Secondary,
                disabled: false,
            })
            .collect();
        let mut rows = rows_of(drops);
        rows.extend(rows_of(pops));
        rows
    } else {
        vec![vec![ButtonView {
            custom_id: PuzzleButton::Next { attempt: card.attempt }.to_string(),
            label: lang.puzzle_text(PuzzleText::Next),
            style: ButtonStyle::Success,
            disabled: false,
        }]]
    };
    View { embed: Some(embed), rows, ephemeral: true, ..View::default() }
}

/// How yesterday's daily puzzle went, for today's post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YesterdayCard {
    pub tried: u32,
    pub solved: u32,
    /// The quickest solve: its player and milliseconds.
    pub fastest: Option<(u64, i64)>,
    /// Its solution.
    pub line: Vec<Move>,
}

/// A server's daily puzzle as posted in its channel.
#[derive(Debug, Clone)]
pub struct DailyCard<'a> {
    /// Days since 1970 (the Solve button's day) and the date it reads as.
    pub day: u32,
    pub date: &'a str,
    pub goal: Goal,
    pub game: &'a Game,
    pub mover: Colour,
    pub source: Option<CardSource>,
    pub yesterday: Option<YesterdayCard>,
    pub lang: Lang,
}

/// The daily post: the position, what to find, yesterday's results and solution, and *Solve*.
pub fn daily_view(card: &DailyCard) -> View {
    let lang = card.lang;
    let mut lines = vec![goal_text(card.goal, card.mover, lang), String::new(), emoji_board(card.game, Theme::Classic)];
    if let Some(y) = &card.yesterday {
        lines.push(String::new());
        lines.push(lang.puzzle_text(PuzzleText::DailyYesterday { tried: y.tried, solved: y.solved }));
        if let Some((user, ms)) = y.fastest {
            lines.push(lang.puzzle_text(PuzzleText::DailyFastest { user, seconds: (ms + 500) / 1000 }));
        }
        lines.push(lang.puzzle_text(PuzzleText::DailyYesterdaySolution { line: &moves(&y.line) }));
    }
    let footer = match card.source {
        Some(s) => lang.puzzle_text(PuzzleText::FromGame { red: s.red, yellow: s.yellow, move_no: s.move_no }),
        None => lang.puzzle_text(PuzzleText::FromSet),
    };
    let embed = EmbedView {
        title: lang.puzzle_text(PuzzleText::DailyTitle { date: card.date }),
        description: lines.join("\n"),
        footer: Some(footer),
        colour: OPEN,
        ..EmbedView::default()
    };
    let solve = ButtonView {
        custom_id: PuzzleButton::Solve { day: card.day }.to_string(),
        label: lang.puzzle_text(PuzzleText::DailySolve),
        style: ButtonStyle::Success,
        disabled: false,
    };
    View { embed: Some(embed), rows: vec![vec![solve]], ..View::default() }
}

/// One player of the puzzle leaderboard.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PuzzleRank {
    pub user: u64,
    pub rating: f64,
    pub solved: u32,
    pub best_streak: u32,
}

/// The server's puzzle leaderboard (`/connect4 puzzle top`), or why it is empty.
pub fn puzzle_top_view(ranks: &[PuzzleRank], lang: Lang) -> View {
    let description = if ranks.is_empty() {
        lang.puzzle_text(PuzzleText::TopEmpty)
    } else {
        let lines: Vec<String> = (1..)
            .zip(ranks)
            .map(|(place, r)| {
                lang.puzzle_text(PuzzleText::TopLine {
                    place,
                    user: r.user,
                    rating: r.rating.round() as i64,
                    solved: r.solved,
                    best_streak: r.best_streak,
                })
            })
            .collect();
        lines.join("\n")
    };
    let embed =
        EmbedView { title: lang.puzzle_text(PuzzleText::TopTitle), description, colour: OPEN, ..EmbedView::default() };
    View { embed: Some(embed), ..View::default() }
}

/// A player's puzzle figures, as `/connect4 stats` shows them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PuzzleFigures {
    pub rating: f64,
    pub deviation: f64,
    pub solved: u32,
    pub failed: u32,
    pub streak: u32,
    pub best_streak: u32,
    pub daily_streak: u32,
}

/// The puzzle field of `/connect4 stats`.
pub fn puzzle_stats_field(f: &PuzzleFigures, lang: Lang) -> FieldView {
    let value = lang.puzzle_text(PuzzleText::Stats {
        rating: f.rating.round() as i64,
        deviation: f.deviation.round() as i64,
        solved: f.solved,
        failed: f.failed,
        streak: f.streak,
        best_streak: f.best_streak,
        daily_streak: f.daily_streak,
    });
    FieldView { name: lang.puzzle_text(PuzzleText::StatsTitle), value, inline: false }
}

#[cfg(test)]
#[path = "puzzle_tests.rs"]
mod tests;

//! The puzzle trainer's and the daily puzzle's texts, from the catalogue (locales/*/puzzle.ftl): the puzzle
//! message, the leaderboard, the stats line and the settings line.

use crate::command_mention::SlashCommand;
use crate::players::user_name;
use crate::tr;
use cuatro_game::{DAILY_FAILED_DAYS_OFF, Lang};

/// A text of the puzzles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleText<'a> {
    /// A puzzle's title: its number and rating.
    Title {
        id: u64,
        rating: i64,
    },
    /// "🔴 to play and win in 3 moves."
    GoalWin {
        stone: &'a str,
        moves: u32,
    },
    GoalOnly {
        stone: &'a str,
    },
    /// Under a PopOut puzzle's goal: pops are moves too.
    PopOutRule,
    /// A press that keeps the goal (columns as letters) and the defence's reply.
    GoOn {
        played: &'a str,
        stone: &'a str,
        reply: &'a str,
    },
    Solved,
    Failed {
        played: &'a str,
    },
    /// After the failing move, the defence (`stone`) wins.
    VerdictLoses {
        stone: &'a str,
    },
    VerdictDraw,
    /// After the failing move, the solver (`stone`) still wins, too slowly.
    VerdictSlow {
        stone: &'a str,
    },
    /// After the failing move, neither side wins by force within `moves` moves (PopOut: the search's horizon).
    VerdictUnclear {
        moves: u32,
    },
    Keeping {
        columns: &'a str,
    },
    Solution {
        line: &'a str,
    },
    RatingChange {
        before: i64,
        after: i64,
        streak: u32,
    },
    /// A puzzle from a server's game: its players (None: the CPU) and the move.
    FromGame {
        red: Option<u64>,
        yellow: Option<u64>,
        move_no: u32,
    },
    FromSet,
    Next,
    TopTitle,
    TopLine {
        place: u32,
        user: u64,
        rating: i64,
        solved: u32,
        best_streak: u32,
    },
    TopEmpty,
    StatsTitle,
    /// The daily puzzle's channel and hour (settings view).
    DailyAt {
        channel: u64,
        hour: u8,
    },
    DailyFailing {
        code: i64,
        days: u32,
    },
    DailyTurnedOff {
        code: i64,
        days: u32,
    },
    /// The daily post's title, with its date (`YYYY-MM-DD`).
    DailyTitle {
        date: &'a str,
    },
    DailySolve,
    DailyYesterday {
        tried: u32,
        solved: u32,
    },
    DailyFastest {
        user: u64,
        seconds: i64,
    },
    DailyYesterdaySolution {
        line: &'a str,
    },
    Stats {
        rating: i64,
        deviation: i64,
        solved: u32,
        failed: u32,
        streak: u32,
        best_streak: u32,
        daily_streak: u32,
    },
}

/// The text of `text` in `lang` (see [`crate::Translate`]).
pub(crate) fn puzzle_text(lang: Lang, text: PuzzleText<'_>) -> String {
    use PuzzleText::*;
    match text {
        Title { id, rating } => tr!(lang, "puzzle-title", id, rating),
        GoalWin { stone, moves: 1 } => tr!(lang, "puzzle-goal-win-now", stone),
        GoalWin { stone, moves } => tr!(lang, "puzzle-goal-win", stone, moves),
        GoalOnly { stone } => tr!(lang, "puzzle-goal-only", stone),
        PopOutRule => tr!(lang, "puzzle-popout-rule"),
        GoOn { played, stone, reply } => tr!(lang, "puzzle-go-on", played, stone, reply),
        Solved => tr!(lang, "puzzle-solved"),
        Failed { played } => tr!(lang, "puzzle-failed", played),
        VerdictLoses { stone } => tr!(lang, "puzzle-verdict-loses", stone),
        VerdictDraw => tr!(lang, "puzzle-verdict-draw"),
        VerdictSlow { stone } => tr!(lang, "puzzle-verdict-slow", stone),
        VerdictUnclear { moves } => tr!(lang, "puzzle-verdict-unclear", moves),
        Keeping { columns } => tr!(lang, "puzzle-keeping", columns),
        Solution { line } => tr!(lang, "puzzle-solution", line),
        // The change is written with its sign (`+12`, `-68`): notation, made here.
        RatingChange { before, after, streak } => {
            tr!(lang, "puzzle-rating-change", before, after, change = format!("{:+}", after - before), streak)
        }
        FromGame { red, yellow, move_no } => {
            let name = |user: Option<u64>| user.map_or_else(|| "CPU".to_string(), |u| user_name(u, lang));
            tr!(lang, "puzzle-from-game", red = name(red), yellow = name(yellow), move_no)
        }
        FromSet => tr!(lang, "puzzle-from-set"),
        Next => tr!(lang, "puzzle-next"),
        TopTitle => tr!(lang, "puzzle-top-title"),
        TopLine { place, user, rating, solved, best_streak } => {
            tr!(lang, "puzzle-top-line", place, user, rating, solved, best_streak)
        }
        TopEmpty => tr!(lang, "puzzle-top-empty", command = SlashCommand::PuzzlePlay.mention(lang)),
        Stats { rating, deviation, solved, failed, streak, best_streak, daily_streak } => {
            tr!(lang, "puzzle-stats", rating, deviation, solved, failed, streak, best_streak, daily_streak)
        }
        StatsTitle => tr!(lang, "puzzle-stats-title"),
        // The hour as a clock shows it (`07:00`): notation, made here.
        DailyAt { channel, hour } => tr!(lang, "daily-at", channel, time = format!("{hour:02}:00")),
        DailyFailing { code, days } => {
            tr!(lang, "daily-failing", code, days, days_off = DAILY_FAILED_DAYS_OFF)
        }
        DailyTurnedOff { code, days } => tr!(lang, "daily-turned-off", code, days),
        DailyTitle { date } => tr!(lang, "daily-title", date),
        DailySolve => tr!(lang, "daily-solve"),
        DailyYesterday { tried, solved } => tr!(lang, "daily-yesterday", tried, solved),
        DailyFastest { user, seconds } => tr!(lang, "daily-fastest", user, seconds),
        DailyYesterdaySolution { line } => tr!(lang, "daily-solution", line),
    }
}

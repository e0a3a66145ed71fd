//! The puzzle trainer's and the daily puzzle's texts in English and Spanish: the puzzle message, the
//! leaderboard, the stats line and the settings line.

use crate::game::Lang;

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

impl Lang {
    /// The text of `text` in this language.
    pub fn puzzle_text(self, text: PuzzleText<'_>) -> String {
        use PuzzleText::*;
        let (en, es): (String, String) = match text {
            Title { id, rating } => {
                (format!("Puzzle #{id} · rated {rating}"), format!("Problema n.º {id} · nivel {rating}"))
            }
            GoalWin { stone, moves: 1 } => {
                (format!("{stone} to play and win now."), format!("Juegan {stone} y ganan ya."))
            }
            GoalWin { stone, moves } => (
                format!("{stone} to play and win in {moves} moves."),
                format!("Juegan {stone} y ganan en {moves} jugadas."),
            ),
            GoalOnly { stone } => (
                format!("{stone} to play: find the only move that does not lose."),
                format!("Juegan {stone}: encuentra la única jugada que no pierde."),
            ),
            PopOutRule => (
                "PopOut: a move may also pop one of your own stones out of the bottom of a column (⏏).".into(),
                "PopOut: una jugada también puede sacar una ficha tuya de la base de una columna (⏏).".into(),
            ),
            GoOn { played, stone, reply } => (
                format!("✅ {played} keeps it. {stone} answers {reply}."),
                format!("✅ {played} lo mantiene. {stone} responde {reply}."),
            ),
            Solved => ("🎉 Solved!".into(), "🎉 ¡Resuelto!".into()),
            Failed { played } => (format!("❌ {played} lets it slip."), format!("❌ Con {played} se escapa.")),
            VerdictLoses { stone } => (
                format!("After it, {stone} wins with best play."),
                format!("Tras ella, {stone} gana con juego perfecto."),
            ),
            VerdictDraw => {
                ("After it, best play leads to a draw.".into(), "Tras ella, el juego perfecto lleva a tablas.".into())
            }
            VerdictSlow { stone } => (
                format!("After it, {stone} still wins, but not within the moves asked."),
                format!("Tras ella, {stone} aún gana, pero no en las jugadas pedidas."),
            ),
            VerdictUnclear { moves } => (
                format!("After it, neither side wins by force within {moves} moves."),
                format!("Tras ella, ningún bando gana a la fuerza en {moves} jugadas."),
            ),
            Keeping { columns } => {
                (format!("Moves that kept it: {columns}."), format!("Jugadas que lo mantenían: {columns}."))
            }
            Solution { line } => (format!("Solution: {line}."), format!("Solución: {line}.")),
            RatingChange { before, after, streak } => (
                format!("Puzzle rating {before} → {after} ({:+}) · solved in a row: {streak}", after - before),
                format!("Nivel de problemas {before} → {after} ({:+}) · resueltos seguidos: {streak}", after - before),
            ),
            FromGame { red, yellow, move_no } => {
                let name = |user: Option<u64>| user.map_or_else(|| "CPU".to_string(), |u| format!("<@{u}>"));
                let (red, yellow) = (name(red), name(yellow));
                (
                    format!("From a game of {red} vs {yellow}, move {move_no}."),
                    format!("De una partida de {red} contra {yellow}, jugada {move_no}."),
                )
            }
            FromSet => (
                "From cuatro's puzzle set, proved by the solver.".into(),
                "Del repertorio de problemas de cuatro, comprobado por el solucionador.".into(),
            ),
            Next => ("Next puzzle".into(), "Siguiente problema".into()),
            TopTitle => ("Puzzle leaderboard".into(), "Clasificación de problemas".into()),
            TopLine { place, user, rating, solved, best_streak } => (
                format!("{place}. <@{user}> — {rating} · {solved} solved · best run {best_streak}"),
                format!("{place}. <@{user}> — {rating} · {solved} resueltos · mejor racha {best_streak}"),
            ),
            TopEmpty => (
                "Nobody has finished a puzzle on this server yet: try `/connect4 puzzle play`.".into(),
                "Nadie ha terminado aún un problema en este servidor: prueba `/conecta4 problema jugar`.".into(),
            ),
            Stats { rating, deviation, solved, failed, streak, best_streak, daily_streak } => (
                format!(
                    "{rating} ±{deviation} · {solved} solved, {failed} failed · in a row: {streak} (best \
                     {best_streak}) · daily puzzle days in a row: {daily_streak}"
                ),
                format!(
                    "{rating} ±{deviation} · {solved} resueltos, {failed} fallados · seguidos: {streak} (mejor \
                     {best_streak}) · días seguidos con el problema diario: {daily_streak}"
                ),
            ),
            StatsTitle => ("Puzzles".into(), "Problemas".into()),
            DailyAt { channel, hour } => {
                (format!("<#{channel}> at {hour:02}:00 UTC"), format!("<#{channel}> a las {hour:02}:00 UTC"))
            }
            DailyFailing { code, days } => (
                format!("⚠️ failing: Discord refused the post (error {code}), {days} day(s) in a row; off after 3"),
                format!(
                    "⚠️ falla: Discord rechazó la publicación (error {code}), {days} día(s) seguidos; se apaga a los 3"
                ),
            ),
            DailyTurnedOff { code, days } => (
                format!(
                    "off: turned itself off after {days} days of refused posts (error {code}); set a channel again"
                ),
                format!(
                    "no: se apagó tras {days} días de publicaciones rechazadas (error {code}); vuelve a elegir canal"
                ),
            ),
            DailyTitle { date } => (format!("🧩 Daily puzzle · {date}"), format!("🧩 Problema diario · {date}")),
            DailySolve => ("Solve".into(), "Resolver".into()),
            DailyYesterday { tried, solved } => (
                format!("Yesterday's puzzle: {solved} of {tried} solved it."),
                format!("Problema de ayer: lo resolvieron {solved} de {tried}."),
            ),
            DailyFastest { user, seconds } => {
                (format!("Fastest: <@{user}>, in {seconds} s."), format!("El más rápido: <@{user}>, en {seconds} s."))
            }
            DailyYesterdaySolution { line } => (format!("Its solution: {line}."), format!("Su solución: {line}.")),
        };
        self.pick(en, es)
    }
}

//! One player's attempt at a puzzle: its message, a new attempt near their rating, the presses on it judged on
//! a search thread, and the daily puzzle's Solve button.

use crate::ai::puzzle::puzzle_game;
use crate::ai::puzzle::{PuzzleState, Step};
use crate::ai::solver::Solver;
use crate::bot::app::App;
use crate::bot::ops::metrics::Assist;
use crate::bot::pipeline::answer::Reply;
use crate::bot::pipeline::click::{Answered, Click};
use crate::engine::{Game, Move, Variant};
use crate::game::{Lang, PuzzleButton};
use crate::render::{CardRating, CardSource, CardState, Msg, PuzzleCard, View, puzzle_view};
use crate::store::{AttemptError, AttemptRow, AttemptStatus, PuzzleRated, StoreError};

/// The game at the attempt's position: the puzzle's moves, then the plies played since.
fn game_of(attempt: &AttemptRow) -> Option<(Game, crate::engine::Colour, u32)> {
    puzzle_game(attempt.puzzle.variant, &attempt.puzzle.moves, &attempt.plies)
}

/// The attempt's message in state `state`.
fn card_view(attempt: &AttemptRow, state: CardState, lang: Lang) -> Result<View, Msg<'static>> {
    let Some((game, mover, plies)) = game_of(attempt) else {
        tracing::error!(attempt = attempt.id, "a stored puzzle does not replay");
        return Err(Msg::Internal);
    };
    let source = attempt.puzzle.source.map(|s| CardSource { red: s.red, yellow: s.yellow, move_no: s.move_no });
    Ok(puzzle_view(&PuzzleCard {
        attempt: attempt.id,
        puzzle: attempt.puzzle.id,
        puzzle_rating: attempt.puzzle.rating.rating,
        goal: attempt.puzzle.goal,
        game: &game,
        plies,
        mover,
        source,
        state,
        lang,
    }))
}

/// The attempt's message as it stands (after a restart, a stale press, or a lost answer).
fn current_view(attempt: &AttemptRow, lang: Lang) -> Result<View, Msg<'static>> {
    let state = match attempt.status {
        AttemptStatus::Open => {
            let last = match attempt.plies.as_slice() {
                [.., played, reply] => Some((*played, *reply)),
                _ => None,
            };
            CardState::Open { last }
        }
        status => CardState::Over { solved: status == AttemptStatus::Solved },
    };
    card_view(attempt, state, lang)
}

/// A new attempt for `user` at a puzzle of `variant` near their rating, as its message; a private note when none
/// is left or the database is away.
pub async fn next_puzzle(
    app: &App,
    user: u64,
    guild: Option<u64>,
    variant: Variant,
    lang: Lang,
) -> Result<View, Msg<'static>> {
    let away = |e: StoreError| {
        tracing::warn!(user, "could not open a puzzle: {e}");
        Msg::DatabaseAway
    };
    let rating = app.store.puzzle_standing(user).await.map_err(away)?.map_or(1500.0, |s| s.rating.rating);
    // Two tries: a puzzle picked at once by another press of the same player is met already.
    for _ in 0..2 {
        let Some(puzzle) = app.store.pick_puzzle(user, guild, variant, rating).await.map_err(away)? else {
            return Err(Msg::PuzzleNoneLeft);
        };
        let opened = app.store.open_attempt(&puzzle, user, guild, 0, lang, app.clock.now()).await;
        if let Some(attempt) = opened.map_err(away)? {
            return current_view(&attempt, lang);
        }
    }
    Err(Msg::Busy)
}

/// The rating line of an ended attempt.
fn card_rating(rated: &PuzzleRated) -> Option<CardRating> {
    Some(CardRating { before: rated.before.rating, after: rated.after.rating, streak: rated.standing.streak })
}

/// What a press on an open attempt showing its current plies leads to: the message to show, or a private note.
async fn press(app: &App, attempt: &AttemptRow, mv: Move, lang: Lang) -> Result<View, Msg<'static>> {
    let puzzle = &attempt.puzzle;
    let (variant, moves, goal, plies) = (puzzle.variant, puzzle.moves.clone(), puzzle.goal, attempt.plies.clone());
    let judged = app
        .cpu
        .run(attempt.guild.unwrap_or(attempt.user), move || {
            let state = PuzzleState::new(variant, &moves, goal, &plies)?;
            Ok::<_, crate::ai::puzzle::Unplayable>(state.press(&mut Solver::new(), mv))
        })
        .await;
    let step = match judged {
        Some(Ok(step)) => step,
        Some(Err(e)) => {
            tracing::error!(attempt = attempt.id, "{e}");
            return Err(Msg::Internal);
        }
        None => return Err(Msg::Internal),
    };
    let now = app.clock.now();
    let from = attempt.plies.as_slice();
    let result = match step {
        Step::Illegal if mv.is_pop() => return Err(Msg::IllegalPop),
        Step::Illegal => return Err(Msg::ColumnFull),
        Step::GoOn { reply } => {
            let to = [from, &[mv, reply]].concat();
            app.store.advance_attempt(attempt.id, from, &to).await.map(|()| {
                let after = AttemptRow { plies: to, ..attempt.clone() };
                card_view(&after, CardState::Open { last: Some((mv, reply)) }, lang)
            })
        }
        Step::Solved => {
            let to = [from, &[mv]].concat();
            app.store.finish_attempt(attempt, from, &to, true, now).await.map(|rated| {
                let after = AttemptRow { plies: to, status: AttemptStatus::Solved, ..attempt.clone() };
                card_view(&after, CardState::Solved { rating: card_rating(&rated) }, lang)
            })
        }
        Step::Failed { keeping, line, after } => {
            let to = [from, &[mv]].concat();
            app.store.finish_attempt(attempt, from, &to, false, now).await.map(|rated| {
                let state = CardState::Failed { played: mv, keeping, line, after, rating: card_rating(&rated) };
                let after = AttemptRow { plies: to, status: AttemptStatus::Failed, ..attempt.clone() };
                card_view(&after, state, lang)
            })
        }
    };
    match result {
        Ok(view) => view,
        // Another press got there first: show the attempt as it is now.
        Err(AttemptError::Stale) => match app.store.attempt(attempt.id).await {
            Ok(Some(now)) => current_view(&now, lang),
            _ => Err(Msg::DatabaseAway),
        },
        Err(AttemptError::Store(e)) => {
            tracing::warn!(attempt = attempt.id, "could not save a puzzle press: {e}");
            Err(Msg::DatabaseAway)
        }
    }
}

/// The presser's attempt at the server's daily puzzle of `day`: opened now, or the one still open; a private
/// note when the day is over or their one attempt is made.
async fn solve_daily(click: &Click<'_>, day: u32) -> Result<View, Msg<'static>> {
    let (app, lang, user) = (click.app, click.lang, click.user);
    let Some(guild) = click.guild else { return Err(Msg::BadButton) };
    let now = app.clock.now();
    if i64::from(day) != crate::bot::puzzles::daily::day_and_hour(now).0 {
        return Err(Msg::DailyGone);
    }
    let away = |e: StoreError| {
        tracing::warn!(guild, "could not open the daily puzzle: {e}");
        Msg::DatabaseAway
    };
    let Some(post) = app.store.daily_post(guild, i64::from(day)).await.map_err(away)? else {
        return Err(Msg::BadButton);
    };
    let opened = app.store.open_attempt(&post.puzzle, user, Some(guild), i64::from(day), lang, now).await;
    let attempt = match opened.map_err(away)? {
        Some(attempt) => attempt,
        // One attempt each: the one made already, if it is still open.
        None => match app.store.attempt_of(user, post.puzzle.id, i64::from(day)).await.map_err(away)? {
            Some(attempt) if attempt.status == AttemptStatus::Open => attempt,
            _ => return Err(Msg::DailyOnce),
        },
    };
    current_view(&attempt, lang)
}

/// A press on a puzzle's button: the attempt's message as it should now be (the daily puzzle's Solve opens it as
/// a new private message), or a private note.
pub async fn puzzle_click(click: &Click<'_>, button: PuzzleButton) -> Answered {
    let Some(attempt) = button.attempt() else {
        let PuzzleButton::Solve { day } = button else { return Err(Msg::BadButton) };
        return solve_daily(click, day).await.map(Reply::Message);
    };
    answer_attempt(click, button, attempt).await.map(Reply::Update)
}

/// What a button of attempt `attempt` leads to: the attempt's message as it should now be, or a private note.
/// A move is judged by one press at a time per attempt (another press meanwhile is shown the card as it is), and
/// counts in the presser's hints and reviews under way.
async fn answer_attempt(click: &Click<'_>, button: PuzzleButton, attempt: u64) -> Result<View, Msg<'static>> {
    let (app, lang, user) = (click.app, click.lang, click.user);
    // Taken before the attempt is read, so that a press judged meanwhile is seen by the read.
    let judging = button.played().and_then(|_| app.judging.take(attempt));
    let attempt = match app.store.attempt(attempt).await {
        Ok(Some(attempt)) => attempt,
        Ok(None) => return Err(Msg::BadButton),
        Err(e) => {
            tracing::warn!("could not read a puzzle attempt: {e}");
            return Err(Msg::DatabaseAway);
        }
    };
    if attempt.user != user {
        return Err(Msg::PuzzleNotYours);
    }
    match button {
        PuzzleButton::Next { .. } if attempt.status == AttemptStatus::Open => current_view(&attempt, lang),
        // Another puzzle of the same variant.
        PuzzleButton::Next { .. } => next_puzzle(app, user, click.guild, attempt.puzzle.variant, lang).await,
        PuzzleButton::Solve { .. } => Err(Msg::BadButton),
        // A press on a finished puzzle, on a message that shows fewer plies than were played (an answer lost, a
        // restart), or while another press is judged: the message is brought up to date, nothing else changes.
        PuzzleButton::Drop { .. } | PuzzleButton::Pop { .. } => {
            let Some((plies, mv)) = button.played() else { return Err(Msg::BadButton) };
            let stale = attempt.status != AttemptStatus::Open || plies != attempt.plies.len() as u32;
            if stale || judging.is_none() {
                return current_view(&attempt, lang);
            }
            let _turn = app.assisting.begin(user).map_err(|wait| {
                app.metrics.assist_refused(Assist::Puzzle, wait);
                Msg::from(wait)
            })?;
            let judged = press(app, &attempt, mv, lang).await;
            app.metrics.assist_served(Assist::Puzzle);
            judged
        }
    }
}

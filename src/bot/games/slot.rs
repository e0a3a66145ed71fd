//! One channel's game at run time: its session behind an async lock, the lock-free summary the registry scans,
//! its board token, its counters and flags.

use crate::bot::clock::now_ms;
use crate::bot::ops::progress::{Progress, Stage};
use crate::engine::Variant;
use crate::game::{GameSummary, Millis, Phase, RatingChange, Session};
use crate::store::{BoardMessages, StoredToken};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a click waits for a busy game before answering "busy".
const LOCK_WAIT: Duration = Duration::from_millis(1000);

/// What the registry needs to know about a session without taking its async lock.
#[derive(Debug, Clone, Default)]
pub struct SlotInfo {
    pub active: bool,
    pub guild_id: Option<u64>,
    /// Players, plus a challenge's target.
    pub involved: Vec<u64>,
    /// Users a pending challenge or table is addressed to.
    pub challenged: Vec<u64>,
    pub message_id: Option<u64>,
    pub next_deadline: Option<Millis>,
    pub last_activity: Millis,
    /// The CPU is to move (a game restored with its CPU move owed, or a click's CPU reply under way).
    pub cpu_owed: bool,
    /// The CPU holds a seat (a game against the CPU, or a table whose free seats it took).
    pub cpu_seat: bool,
    /// A restored game whose channel was not yet searched for copies of its board (see `games::copies`).
    pub copies_unchecked: bool,
    pub variant: Option<Variant>,
    /// The game as lists show it, while it is under way (see `listing`).
    pub summary: Option<GameSummary>,
}

/// One channel's current session.
#[derive(Debug)]
pub struct Slot {
    /// The session's id; changes only when a new game's first save finds its id taken (see `App::persist`).
    game_id: AtomicU64,
    pub session: tokio::sync::Mutex<Session>,
    info: Mutex<SlotInfo>,
    /// The latest interaction token of this board (valid 15 minutes), see [`BoardToken`].
    token: Mutex<Option<BoardToken>>,
    /// A task is trying again to show the board Discord refused (see `board::show`).
    catching_up: AtomicBool,
    /// A deadline task is running for this slot (the driver starts one at a time).
    expiring: AtomicBool,
    /// The stage and move number [`Slot::progress`] saw last.
    counted: Mutex<(Stage, u32)>,
    /// The rating changes the game's end made, for its board (not stored: a finished game is not restored).
    rating: Mutex<Vec<RatingChange>>,
    /// A save of the game failed and was logged as an error; later failures are logged as warnings.
    unsaved_logged: AtomicBool,
    /// Another process holds the game's shard now (or its board could not be posted): this copy is neither saved
    /// nor shown any more.
    disowned: AtomicBool,
    /// Where the game is shown: its board and turn notice messages (saved with it, in columns of its own).
    shown: Mutex<BoardMessages>,
    /// Restored from the database, its channel not yet searched for board copies a stopped process posted.
    copies_unchecked: AtomicBool,
}

/// Marks a slot's deadline task as running for as long as it lives (see [`Slot::start_expiring`]).
pub struct Expiring(Arc<Slot>);

impl Drop for Expiring {
    fn drop(&mut self) {
        self.0.expiring.store(false, Ordering::Release);
    }
}

impl Slot {
    /// The slot of a new game, not shown yet.
    pub fn new(session: Session, idle_limit_ms: i64) -> Arc<Slot> {
        let shown = BoardMessages { posted_at: session.created_at, ..BoardMessages::default() };
        Slot::build(session, shown, idle_limit_ms, false)
    }

    /// The slot of a stored game, shown where `shown` says; its channel is to be searched for copies of its board
    /// (see `games::copies`).
    pub fn restored(session: Session, shown: BoardMessages, idle_limit_ms: i64) -> Arc<Slot> {
        Slot::build(session, shown, idle_limit_ms, true)
    }

    fn build(session: Session, shown: BoardMessages, idle_limit_ms: i64, restored: bool) -> Arc<Slot> {
        let slot = Slot {
            game_id: AtomicU64::new(session.id),
            info: Mutex::new(SlotInfo::default()),
            session: tokio::sync::Mutex::new(session.clone()),
            token: Mutex::new(None),
            catching_up: AtomicBool::new(false),
            expiring: AtomicBool::new(false),
            counted: Mutex::new((Stage::of(&session), session.move_no())),
            rating: Mutex::new(Vec::new()),
            unsaved_logged: AtomicBool::new(false),
            disowned: AtomicBool::new(false),
            shown: Mutex::new(shown),
            copies_unchecked: AtomicBool::new(restored),
        };
        slot.sync(&session, idle_limit_ms);
        Arc::new(slot)
    }

    /// The id of the slot's game (buttons carry it).
    pub fn game_id(&self) -> u64 {
        self.game_id.load(Ordering::Acquire)
    }

    /// Follows the session to a new id; call under the session lock, with the session's id changed too.
    pub fn set_game_id(&self, id: u64) {
        self.game_id.store(id, Ordering::Release);
    }

    /// Refreshes the lock-free summary; call after every change, under the session lock.
    pub fn sync(&self, session: &Session, idle_limit_ms: i64) {
        let target = match session.phase {
            Phase::Challenge { target, .. } => target,
            _ => None,
        };
        let mut involved: Vec<u64> = session.humans().collect();
        involved.extend(target);
        // Players invited to a table of three or four count as challenged.
        let challenged: Vec<u64> = target.into_iter().chain(session.invited.iter().copied()).collect();
        involved.extend(&session.invited);
        *self.info.lock().expect("slot info lock") = SlotInfo {
            active: session.is_active(),
            guild_id: session.guild_id,
            involved,
            challenged,
            message_id: self.board(),
            next_deadline: session.next_deadline(idle_limit_ms),
            last_activity: session.last_activity,
            cpu_owed: session.cpu_to_move().is_some(),
            cpu_seat: session.is_vs_cpu(),
            copies_unchecked: self.copies_unchecked.load(Ordering::Acquire),
            variant: Some(session.rules.variant),
            summary: session.summary(),
        };
    }

    /// What happened to the session since the last call (or since the slot was made: a restored game's past is
    /// not counted again); call under the session lock.
    pub fn progress(&self, session: &Session) -> Progress {
        let mut counted = self.counted.lock().expect("counted lock");
        let ((was, moves_before), now) = (*counted, Stage::of(session));
        *counted = (now, session.move_no());
        let waited = matches!(was, Stage::New | Stage::Waiting);
        let started = waited && (now == Stage::Playing || (now == Stage::Finished && session.move_no() > 0));
        Progress {
            started,
            finished: now == Stage::Finished && (was == Stage::Playing || started),
            moves: session.move_no().saturating_sub(moves_before),
        }
    }

    /// Where the game is shown, as saved with it.
    pub fn shown(&self) -> BoardMessages {
        *self.shown.lock().expect("shown lock")
    }

    /// The board message, once posted.
    pub fn board(&self) -> Option<u64> {
        self.shown().board
    }

    /// Marks `message` as the game's board, posted now; call under the session lock.
    pub fn posted(&self, message: u64) {
        let mut shown = self.shown.lock().expect("shown lock");
        (shown.board, shown.posted_at) = (Some(message), now_ms());
        self.info.lock().expect("slot info lock").message_id = Some(message);
    }

    /// Shows the game only through interaction tokens from now on (the bot may not post or edit in its channel).
    pub fn show_through_tokens_only(&self) {
        self.shown.lock().expect("shown lock").tokens_only = true;
    }

    /// Whether the game shows only through interaction tokens (see [`BoardMessages::tokens_only`]).
    pub fn tokens_only(&self) -> bool {
        self.shown().tokens_only
    }

    /// The board is `message`, whose id was not read back when it was posted; call under the session lock.
    pub fn found_board(&self, message: u64) {
        self.shown.lock().expect("shown lock").board = Some(message);
        self.info.lock().expect("slot info lock").message_id = Some(message);
    }

    /// When the board message was posted.
    pub fn board_posted_at(&self) -> Millis {
        self.shown().posted_at
    }

    /// Takes the latest turn notice's message, to replace it.
    pub fn take_notice(&self) -> Option<u64> {
        self.shown.lock().expect("shown lock").notice.take()
    }

    /// Keeps `message` as the latest turn notice.
    pub fn set_notice(&self, message: u64) {
        self.shown.lock().expect("shown lock").notice = Some(message);
    }

    /// Claims the slot's one deadline task: `None` while another runs.
    pub fn start_expiring(self: &Arc<Self>) -> Option<Expiring> {
        let free = self.expiring.compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire).is_ok();
        free.then(|| Expiring(Arc::clone(self)))
    }

    /// Counts the session as a new one from now on (see [`Slot::progress`]): the slot was just put in its channel.
    pub fn count_as_new(&self) {
        self.counted.lock().expect("counted lock").0 = Stage::New;
    }

    /// The session's lock, waiting at most `LOCK_WAIT`; `None` when the game stays busy (a click then answers
    /// "busy" rather than miss Discord's deadline).
    pub async fn lock_briefly(&self) -> Option<tokio::sync::MutexGuard<'_, Session>> {
        self.lock_within(LOCK_WAIT).await
    }

    /// The session's lock, waiting at most `LOCK_WAIT` and never longer than `left` (what is left of an answer's
    /// budget, see `pipeline::budget::Budget`); a lock that is free is taken even when nothing is left.
    pub async fn lock_within(&self, left: Duration) -> Option<tokio::sync::MutexGuard<'_, Session>> {
        tokio::time::timeout(LOCK_WAIT.min(left), self.session.lock()).await.ok()
    }

    pub fn info(&self) -> SlotInfo {
        self.with_info(SlotInfo::clone)
    }

    /// Reads the summary without copying it (the registry's scans call this for every slot).
    pub fn with_info<T>(&self, read: impl FnOnce(&SlotInfo) -> T) -> T {
        read(&self.info.lock().expect("slot info lock"))
    }

    /// Keeps an interaction's token, whose `@original` is message `original`.
    pub fn remember_token(&self, token: &str, original: Option<u64>) {
        let token = BoardToken { token: token.to_string(), at: Instant::now(), original, followup: None };
        *self.token.lock().expect("token lock") = Some(token);
    }

    /// The kept token as the database keeps it (`now` the wall clock), if any.
    pub fn stored_token(&self, now: Millis) -> Option<StoredToken> {
        let token = self.token.lock().expect("token lock");
        token.as_ref().map(|t| StoredToken {
            token: t.token.clone(),
            original: t.original,
            followup: t.followup,
            saved_at: now - t.at.elapsed().as_millis() as Millis,
        })
    }

    /// Takes back a token the database kept (before a restart), as old as it is at `now` (the wall clock).
    pub fn restore_token(&self, stored: StoredToken, now: Millis) {
        let age = std::time::Duration::from_millis((now - stored.saved_at).max(0) as u64);
        let Some(at) = Instant::now().checked_sub(age) else { return };
        let token = BoardToken { token: stored.token, at, original: stored.original, followup: stored.followup };
        *self.token.lock().expect("token lock") = Some(token);
    }

    /// The board was posted as message `board`, a follow-up of the token kept last.
    pub fn remember_followup(&self, board: u64) {
        if let Some(token) = self.token.lock().expect("token lock").as_mut() {
            token.followup = Some(board);
        }
    }

    /// A token that edits `board` (as its `@original` or as its follow-up), young enough (Discord allows 15
    /// minutes; keep a margin). After the board was posted again elsewhere, none.
    pub fn fresh_token(&self, board: Option<u64>) -> Option<(String, TokenEdit)> {
        let token = self.token.lock().expect("token lock");
        let token = token.as_ref().filter(|t| t.at.elapsed().as_secs() < 14 * 60 && board.is_some())?;
        if token.original == board {
            Some((token.token.clone(), TokenEdit::Original))
        } else if token.followup == board {
            Some((token.token.clone(), TokenEdit::Followup(board?)))
        } else {
            None
        }
    }

    /// The latest token, young enough to post a follow-up (see [`Slot::fresh_token`]), whatever it edits.
    pub fn latest_fresh_token(&self) -> Option<String> {
        let token = self.token.lock().expect("token lock");
        token.as_ref().filter(|t| t.at.elapsed().as_secs() < 14 * 60).map(|t| t.token.clone())
    }

    /// The rating changes the game's end made, once they are stored.
    pub fn rating_changes(&self) -> Vec<RatingChange> {
        self.rating.lock().expect("rating lock").clone()
    }

    pub fn set_rating_changes(&self, changes: Vec<RatingChange>) {
        *self.rating.lock().expect("rating lock") = changes;
    }

    /// Notes a failed save; true for the first since the game was last saved.
    pub fn first_unsaved(&self) -> bool {
        !self.unsaved_logged.swap(true, Ordering::AcqRel)
    }

    /// Whether this copy of the game was given up (see [`Slot::disown`]).
    pub fn is_disowned(&self) -> bool {
        self.disowned.load(Ordering::Acquire)
    }

    /// Gives this copy of the game up: it is neither saved nor shown any more.
    pub fn disown(&self) {
        self.disowned.store(true, Ordering::Release);
    }

    /// Notes a save that went through.
    pub fn saved(&self) {
        self.unsaved_logged.store(false, Ordering::Release);
    }

    /// Takes the search for board copies a restored game is owed: true once.
    pub fn take_copies_unchecked(&self) -> bool {
        let owed = self.copies_unchecked.swap(false, Ordering::AcqRel);
        self.info.lock().expect("slot info lock").copies_unchecked = false;
        owed
    }

    /// Claims the slot's one task that tries again to show its board: `None` while another runs.
    pub fn start_catching_up(self: &Arc<Self>) -> Option<CatchingUp> {
        let free = self.catching_up.compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire).is_ok();
        free.then(|| CatchingUp(Arc::clone(self)))
    }
}

/// An interaction token that can edit a board, and how.
#[derive(Debug, Clone)]
struct BoardToken {
    token: String,
    /// When the interaction arrived.
    at: Instant,
    /// The message the token's `@original` is (the clicked message, or a command's reply).
    original: Option<u64>,
    /// A board posted as a follow-up through this token.
    followup: Option<u64>,
}

/// How a token edits a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenEdit {
    /// The board is the token's `@original`.
    Original,
    /// The board is this follow-up message of the token.
    Followup(u64),
}

/// Marks a slot's catch-up task as running for as long as it lives (see [`Slot::start_catching_up`]).
pub struct CatchingUp(Arc<Slot>);

impl Drop for CatchingUp {
    fn drop(&mut self) {
        self.0.catching_up.store(false, Ordering::Release);
    }
}

//! The messages outside the board itself (`Msg`) and a refused variant's reason, from the Fluent catalogues.

use crate::command_mention::SlashCommand;
use crate::puzzle_text::PuzzleText;
use crate::tr;
use cuatro_engine::{MAX_CONNECT, MAX_SIZE, MIN_CONNECT, MIN_SIZE, VariantError};
use cuatro_game::{Lang, Refusal};

/// The texts of this crate's messages in a language: `lang.t(Msg::NotYourTurn)`,
/// `lang.puzzle_text(PuzzleText::Solved)`.
pub trait Translate: Copy {
    /// The text of `msg` in this language.
    fn t(self, msg: Msg<'_>) -> String;
    /// The text of a puzzle's `text` in this language.
    fn puzzle_text(self, text: PuzzleText<'_>) -> String;
}

impl Translate for Lang {
    fn puzzle_text(self, text: PuzzleText<'_>) -> String {
        crate::puzzle_text::puzzle_text(self, text)
    }

    fn t(self, msg: Msg<'_>) -> String {
        use Msg::*;
        match msg {
            NotInGame => tr!(self, "not-in-game"),
            NotYourTurn => tr!(self, "not-your-turn"),
            ColumnFull => tr!(self, "column-full"),
            IllegalPop => tr!(self, "illegal-pop"),
            Outdated => tr!(self, "outdated"),
            GameOver => tr!(self, "game-over"),
            OwnChallenge => tr!(self, "own-challenge"),
            NotYourChallenge => tr!(self, "not-your-challenge"),
            NotAChallenge => tr!(self, "not-a-challenge"),
            SeatReclaimed => tr!(self, "seat-reclaimed"),
            BadButton => tr!(self, "bad-button"),
            NoGame => tr!(self, "no-game"),
            ShardMoving => tr!(self, "shard-moving"),
            DatabaseAway => tr!(self, "database-away"),
            DatabaseAwayUnchanged => tr!(self, "database-away-unchanged"),
            Restarted => tr!(self, "restarted"),
            BoardCaughtUp => tr!(self, "board-caught-up"),
            NoGameHere => tr!(self, "no-game-here"),
            AssistBusy(n) => tr!(self, "assist-busy", n),
            AssistsFull => tr!(self, "assists-full"),
            Busy => tr!(self, "busy"),
            Internal => tr!(self, "internal"),
            SelfChallenge => tr!(self, "self-challenge"),
            BotOpponent => tr!(self, "bot-opponent", command = SlashCommand::VsCpu.mention(self)),
            AlreadyChallenged(who) => tr!(self, "already-challenged", who),
            Cooldown(at) => tr!(self, "cooldown", at),
            UserCap(n) => tr!(self, "user-cap", n),
            CpuCooldown(at) => tr!(self, "cpu-cooldown", at),
            ServerCap(n) => tr!(self, "server-cap", n),
            ServerCpuCap(n) => tr!(self, "server-cpu-cap", n),
            ChannelBusy => tr!(self, "channel-busy"),
            ConfirmReplace => tr!(self, "confirm-replace"),
            Kept => tr!(self, "kept"),
            Aborted => tr!(self, "aborted"),
            NeedModerator => tr!(self, "need-moderator"),
            BadVariant(reason) => tr!(self, "bad-variant", reason),
            MatchNeedsTwo => tr!(self, "match-needs-two"),
            TooManyPlayers(seats) => tr!(self, "too-many-players", seats, invited = seats - 1),
            TwoSeatsOnly => tr!(self, "two-seats-only"),
            Resigned => tr!(self, "resigned"),
            AlreadySeated => tr!(self, "already-seated"),
            GameFull => tr!(self, "game-full"),
            SeatsReserved => tr!(self, "seats-reserved"),
            NotCreator => tr!(self, "not-creator"),
            Join => tr!(self, "join"),
            Start => tr!(self, "start"),
            Leave => tr!(self, "leave"),
            Joined => tr!(self, "joined"),
            BadOption(what) => tr!(self, "bad-option", what),
            GuildOnly => tr!(self, "guild-only"),
            ChallengeInBotDm => tr!(self, "challenge-in-bot-dm", command = SlashCommand::VsCpu.mention(self)),
            LeaderboardInBotDm => tr!(self, "leaderboard-in-bot-dm", command = SlashCommand::Stats.mention(self)),
            MissingPermissions => tr!(self, "missing-permissions"),
            ThreadBoardRefused => tr!(self, "thread-board-refused"),
            NotSaved => tr!(self, "not-saved"),
            Reposted => tr!(self, "reposted"),
            Accept => tr!(self, "accept"),
            Decline => tr!(self, "decline"),
            Resign => tr!(self, "resign"),
            Rematch => tr!(self, "rematch"),
            Confirm => tr!(self, "confirm"),
            Cancel => tr!(self, "cancel"),
            YourTurn(user) => tr!(self, "your-turn", user),
            OutOfTime => tr!(self, "out-of-time"),
            AlreadyReady => tr!(self, "already-ready"),
            Ready => tr!(self, "ready"),
            ResignMatch => tr!(self, "resign-match"),
            GameInThread(thread) => tr!(self, "game-in-thread", thread),
            NeedManager => tr!(self, "need-manager"),
            ChannelNotAllowed => tr!(self, "channel-not-allowed"),
            Paused => tr!(self, "paused"),
            AlreadyPaused => tr!(self, "already-paused"),
            PausedNow => tr!(self, "paused-now"),
            NotPaused => tr!(self, "not-paused"),
            PauseAlreadyAsked => tr!(self, "pause-already-asked"),
            NoPauseAsked => tr!(self, "no-pause-asked"),
            PauseRequest(asker, other) => tr!(self, "pause-request", asker, other),
            PauseAgreed(other) => tr!(self, "pause-agreed", other),
            PauseRefused(other) => tr!(self, "pause-refused", other),
            PauseButton => tr!(self, "pause-button"),
            ContinueButton => tr!(self, "continue-button"),
            HintButton => tr!(self, "hint-button"),
            ReviewButton => tr!(self, "review-button"),
            HintsOffRated => tr!(self, "hints-off-rated"),
            HintsOffServer => tr!(self, "hints-off-server"),
            NotOverYet => tr!(self, "not-over-yet"),
            NoSuchGame => tr!(self, "no-such-game"),
            NothingToReview => tr!(self, "nothing-to-review"),
            ReplayButton => tr!(self, "replay-button"),
            WebPageButton => tr!(self, "web-page-button"),
            ReplayCaption(code) => tr!(self, "replay-caption", code),
            ReplayLink(link) => tr!(self, "replay-link", link),
            ReplayBusy => tr!(self, "replay-busy"),
            ReplayNoFiles => tr!(self, "replay-no-files"),
            ReplayPrivatePlace => tr!(self, "replay-private-place"),
            ReplayCooldown(at) => tr!(self, "replay-cooldown", at),
            ChartNoRatedGames => tr!(self, "chart-no-rated-games"),
            ChartNoFiles => tr!(self, "chart-no-files"),
            ChartTooLarge => tr!(self, "chart-too-large"),
            ChartFailed => tr!(self, "chart-failed"),
            ChartCooldown(at) => tr!(self, "chart-cooldown", at),
            ChartRatingLegend => tr!(self, "chart-rating-legend"),
            ChartGamesLegend => tr!(self, "chart-games-legend"),
            ChartAlt { from, to, games, first, last } => {
                tr!(self, "chart-alt", from, to, games, first, last)
            }
            ReplayTooLarge => tr!(self, "replay-too-large"),
            ReplayNotOver => tr!(self, "replay-not-over"),
            ReplayNoSuchGame => tr!(self, "replay-no-such-game"),
            PuzzleOver => tr!(self, "puzzle-over"),
            PuzzleNoneLeft => tr!(self, "puzzle-none-left"),
            PuzzleNotYours => tr!(self, "puzzle-not-yours", command = SlashCommand::PuzzlePlay.mention(self)),
            DailyOnce => tr!(self, "daily-once"),
            DailyGone => tr!(self, "daily-gone"),
            NothingToReplay => tr!(self, "nothing-to-replay"),
        }
    }
}

/// Why a variant id was refused, in `lang`.
pub fn variant_error(lang: Lang, error: &VariantError) -> String {
    use VariantError::*;
    match error {
        Unknown(word) => tr!(lang, "variant-unknown", word),
        SizeTwice(word) => tr!(lang, "variant-size-twice", word),
        Repeated(word) => tr!(lang, "variant-repeated", word),
        OutOfRange { width, height, connect } => tr!(
            lang,
            "variant-out-of-range",
            width = *width,
            height = *height,
            connect = *connect,
            min = MIN_SIZE,
            max = MAX_SIZE,
            kmin = MIN_CONNECT,
            kmax = MAX_CONNECT
        ),
        Incompatible(a, b) => tr!(lang, "variant-incompatible", a = *a, b = *b),
        Empty => tr!(lang, "variant-empty"),
    }
}

/// Every user-facing message outside the board itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Msg<'a> {
    NotInGame,
    NotYourTurn,
    ColumnFull,
    IllegalPop,
    Outdated,
    GameOver,
    OwnChallenge,
    NotYourChallenge,
    NotAChallenge,
    SeatReclaimed,
    BadButton,
    NoGame,
    /// The process does not (or no longer) hold the lease of the server's shard.
    ShardMoving,
    /// This process held the server's shard and cannot reach the database to keep it.
    DatabaseAway,
    /// The database failed a change (of settings, a leaderboard reset): nothing was changed.
    DatabaseAwayUnchanged,
    /// A deferred answer cut by a clean stop: the bot restarted before it was done.
    Restarted,
    /// A board shown through tokens that fell behind its game while nobody pressed it, brought up to date.
    BoardCaughtUp,
    NoGameHere,
    /// The caller has this many hints or reviews under way already, their limit.
    AssistBusy(usize),
    AssistsFull,
    Busy,
    Internal,
    SelfChallenge,
    BotOpponent,
    AlreadyChallenged(&'a str),
    Cooldown(i64),
    /// When (Unix seconds) the caller may start another game against the CPU.
    CpuCooldown(i64),
    UserCap(usize),
    /// The server's limit of games, reached.
    ServerCap(usize),
    /// The server's limit of games with a CPU seat, reached.
    ServerCpuCap(usize),
    ChannelBusy,
    ConfirmReplace,
    Kept,
    Aborted,
    NeedModerator,
    /// Why a variant id was refused (already in the caller's language).
    BadVariant(&'a str),
    MatchNeedsTwo,
    /// The variant's number of seats.
    TooManyPlayers(usize),
    TwoSeatsOnly,
    Resigned,
    AlreadySeated,
    GameFull,
    SeatsReserved,
    NotCreator,
    Join,
    Start,
    Leave,
    Joined,
    BadOption(&'a str),
    GuildOnly,
    /// A challenge in the caller's DM with the bot, where nobody else could see it.
    ChallengeInBotDm,
    /// A leaderboard asked in a DM with the bot, which has none.
    LeaderboardInBotDm,
    MissingPermissions,
    /// The board of a game that opens its own thread could not be posted there.
    ThreadBoardRefused,
    NotSaved,
    Reposted,
    Accept,
    Decline,
    Resign,
    Rematch,
    Confirm,
    Cancel,
    YourTurn(u64),
    OutOfTime,
    AlreadyReady,
    Ready,
    ResignMatch,
    ChannelNotAllowed,
    NeedManager,
    GameInThread(u64),
    Paused,
    AlreadyPaused,
    PausedNow,
    NotPaused,
    PauseAlreadyAsked,
    NoPauseAsked,
    /// Who asks, who is asked.
    PauseRequest(u64, u64),
    /// Who agreed.
    PauseAgreed(u64),
    /// Who refused.
    PauseRefused(u64),
    PauseButton,
    ContinueButton,
    HintButton,
    ReviewButton,
    HintsOffRated,
    HintsOffServer,
    NotOverYet,
    NoSuchGame,
    NothingToReview,
    ReplayButton,
    /// The final board's link to the game's web page.
    WebPageButton,
    /// The game's code.
    ReplayCaption(&'a str),
    /// A link to the message that shows the replay.
    ReplayLink(&'a str),
    ReplayBusy,
    ReplayNoFiles,
    /// A replay asked for in a channel of another audience than the private place its game was played in.
    ReplayPrivatePlace,
    ReplayTooLarge,
    /// When (Unix seconds) the user may post another replay.
    ReplayCooldown(i64),
    ChartNoRatedGames,
    ChartNoFiles,
    ChartTooLarge,
    ChartFailed,
    /// When (Unix seconds) the user may have another chart drawn.
    ChartCooldown(i64),
    ChartRatingLegend,
    ChartGamesLegend,
    /// The chart's alt text: the first and last ratings, the games, the first and last months (`YYYY-MM`).
    ChartAlt {
        from: i64,
        to: i64,
        games: usize,
        first: &'a str,
        last: &'a str,
    },
    ReplayNotOver,
    ReplayNoSuchGame,
    NothingToReplay,
    PuzzleOver,
    PuzzleNoneLeft,
    PuzzleNotYours,
    DailyOnce,
    DailyGone,
}

impl From<Refusal> for Msg<'static> {
    /// The message that explains a refused action to the user.
    fn from(refusal: Refusal) -> Msg<'static> {
        match refusal {
            Refusal::NotInGame => Msg::NotInGame,
            Refusal::NotYourTurn => Msg::NotYourTurn,
            Refusal::ColumnFull => Msg::ColumnFull,
            Refusal::IllegalPop => Msg::IllegalPop,
            Refusal::Outdated => Msg::Outdated,
            Refusal::GameOver => Msg::GameOver,
            Refusal::OwnChallenge => Msg::OwnChallenge,
            Refusal::NotYourChallenge => Msg::NotYourChallenge,
            Refusal::NotAChallenge => Msg::NotAChallenge,
            Refusal::SeatReclaimed => Msg::SeatReclaimed,
            Refusal::OutOfTime => Msg::OutOfTime,
            Refusal::AlreadyReady => Msg::AlreadyReady,
            Refusal::Paused => Msg::Paused,
            Refusal::AlreadyPaused => Msg::AlreadyPaused,
            Refusal::NotPaused => Msg::NotPaused,
            Refusal::PauseAlreadyAsked => Msg::PauseAlreadyAsked,
            Refusal::NoPauseAsked => Msg::NoPauseAsked,
            Refusal::Resigned => Msg::Resigned,
            Refusal::AlreadySeated => Msg::AlreadySeated,
            Refusal::GameFull => Msg::GameFull,
            Refusal::SeatsReserved => Msg::SeatsReserved,
            Refusal::NotCreator => Msg::NotCreator,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_the_language() {
        assert_eq!(Lang::from_locale("es-ES"), Lang::Es);
        assert_eq!(Lang::from_locale("es-419"), Lang::Es);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("fr"), Lang::Fr);
        assert_eq!(Lang::from_locale("pt-BR"), Lang::Pt);
        assert_eq!(Lang::from_locale("de"), Lang::De);
        assert_eq!(Lang::from_locale("it"), Lang::It);
        assert_eq!(Lang::from_locale("ja"), Lang::En);
        assert_eq!(Lang::from_locale("C"), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_locale(lang.code()), lang, "a stored code reads back");
            for locale in lang.discord_locales() {
                assert_eq!(Lang::from_locale(locale), lang, "{locale}");
            }
        }
        assert_eq!(Lang::Es.t(Msg::NotYourTurn), "No es tu turno.");
        assert_eq!(Lang::En.t(Msg::Cooldown(5)), "Slow down: you can challenge again <t:5:R>.");
    }

    #[test]
    fn limits_say_which_limit_was_reached() {
        assert_eq!(
            Lang::Es.t(Msg::CpuCooldown(1_800_000_000)),
            "Más despacio: podrás empezar otra partida contra la CPU <t:1800000000:R>."
        );
        assert_eq!(
            Lang::En.t(Msg::ServerCpuCap(2)),
            "This server already has 2 games against the CPU running, the most it allows: try again when one ends."
        );
        assert!(Lang::Es.t(Msg::ServerCap(100)).starts_with("Este servidor ya tiene 100 partidas en curso"));
        assert_eq!(
            Lang::En.t(Msg::AssistBusy(1)),
            "Your previous hint, review or puzzle move is still being worked out: wait for it."
        );
        assert_eq!(
            Lang::En.t(Msg::AssistBusy(3)),
            "You already have 3 hints, reviews or puzzle moves being worked out, the most allowed: wait for one."
        );
    }

    #[test]
    fn a_size_refusal_reads_as_one_sentence_in_each_language() {
        let error = "12x3".parse::<cuatro_engine::Variant>().expect_err("a board out of range");
        for lang in Lang::ALL {
            let text = variant_error(lang, &error);
            assert!(!text.contains("  "), "no run of spaces: {text:?}");
        }
        assert!(
            variant_error(Lang::En, &error).contains("sides 4–10, lines 3–6"),
            "{}",
            variant_error(Lang::En, &error)
        );
    }
}

//! Commands as texts name them: a mention Discord shows clickable once the command's id is known, else its path.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::tr;
use cuatro_game::Lang;

/// A command that a text tells the reader to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlashCommand {
    VsCpu,
    Review,
    PuzzlePlay,
    Leaderboard,
    Stats,
    AdminSettings,
    TournamentStart,
    TournamentResume,
    Resign,
    ForgetMe,
}

impl SlashCommand {
    pub const ALL: [SlashCommand; 10] = [
        SlashCommand::VsCpu,
        SlashCommand::Review,
        SlashCommand::PuzzlePlay,
        SlashCommand::Leaderboard,
        SlashCommand::Stats,
        SlashCommand::AdminSettings,
        SlashCommand::TournamentStart,
        SlashCommand::TournamentResume,
        SlashCommand::Resign,
        SlashCommand::ForgetMe,
    ];

    /// The top-level command registered with Discord that this command belongs to.
    fn top(self) -> TopLevel {
        match self {
            SlashCommand::AdminSettings => TopLevel::Connect4Admin,
            SlashCommand::TournamentStart | SlashCommand::TournamentResume => TopLevel::Connect4Tournament,
            _ => TopLevel::Connect4,
        }
    }

    /// The catalogue keys of the subcommand (group) names below the top-level command.
    fn below(self) -> &'static [&'static str] {
        match self {
            SlashCommand::VsCpu => &["vs-cpu"],
            SlashCommand::Review => &["review"],
            SlashCommand::PuzzlePlay => &["puzzle", "play"],
            SlashCommand::Leaderboard => &["leaderboard"],
            SlashCommand::Stats => &["stats"],
            SlashCommand::AdminSettings => &["settings"],
            SlashCommand::TournamentStart => &["start"],
            SlashCommand::TournamentResume => &["resume"],
            SlashCommand::Resign => &["resign"],
            SlashCommand::ForgetMe => &["forget-me"],
        }
    }

    /// The command's names in `lang` from commands.ftl, the top-level command's first (`conecta4`, `contra-cpu`).
    fn names(self, lang: Lang) -> Vec<String> {
        let mut key = self.top().key().to_owned();
        let mut names = vec![tr!(lang, &format!("{key}-name"))];
        for part in self.below() {
            key = format!("{key}-{part}");
            names.push(tr!(lang, &format!("{key}-name")));
        }
        names
    }

    /// The command as a reader of `lang` types it (`/conecta4 contra-cpu`): for embed footers, which show
    /// no mentions.
    pub fn path(self, lang: Lang) -> String {
        format!("/{}", self.names(lang).join(" "))
    }

    /// The command as a message names it: a mention (`</connect4 vs-cpu:ID>`), which Discord shows clickable in
    /// the reader's language, once the bot knows the command's id; until then its backticked path in `lang`.
    pub fn mention(self, lang: Lang) -> String {
        self.mention_with(&REGISTERED, lang)
    }

    fn mention_with(self, ids: &CommandIds, lang: Lang) -> String {
        match ids.get(self.top()) {
            // A mention names the command by its default (English) names; clients show their own.
            Some(id) => format!("</{}:{id}>", self.names(Lang::En).join(" ")),
            None => format!("`{}`", self.path(lang)),
        }
    }
}

/// A command the bot registers at the top of its tree: the commands below it are mentioned with its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TopLevel {
    Connect4,
    Connect4Admin,
    Connect4Tournament,
}

impl TopLevel {
    const ALL: [TopLevel; 3] = [TopLevel::Connect4, TopLevel::Connect4Admin, TopLevel::Connect4Tournament];

    /// Its catalogue key, which is also its English (registered) name.
    fn key(self) -> &'static str {
        match self {
            TopLevel::Connect4 => "connect4",
            TopLevel::Connect4Admin => "connect4-admin",
            TopLevel::Connect4Tournament => "connect4-tournament",
        }
    }
}

/// The ids Discord gave the top-level commands, in [`TopLevel::ALL`] order (0: not known).
struct CommandIds([AtomicU64; TopLevel::ALL.len()]);

impl CommandIds {
    const fn new() -> CommandIds {
        CommandIds([AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)])
    }

    fn get(&self, top: TopLevel) -> Option<u64> {
        Some(self.0[top as usize].load(Ordering::Relaxed)).filter(|&id| id != 0)
    }

    fn remember(&self, name: &str, id: u64) {
        if let Some(top) = TopLevel::ALL.into_iter().find(|top| top.key() == name) {
            self.0[top as usize].store(id, Ordering::Relaxed);
        }
    }
}

/// The ids of this process's bot: one registration for the process (the fake Discord of the tests gives every
/// registration the same ids).
static REGISTERED: CommandIds = CommandIds::new();

/// Records the id Discord gave the registered command named `name`; names that are no top-level slash command
/// (the user menu) are ignored.
pub fn remember_command_id(name: &str, id: u64) {
    REGISTERED.remember(name, id);
}

#[cfg(test)]
#[path = "command_mention_tests.rs"]
mod tests;

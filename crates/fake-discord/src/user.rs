//! The users who act in the fake (invoke commands, click buttons) and the values of their command options.

use serde_json::{Value, json};
use serenity::all::Permissions;

use crate::ids::JOINED_AT;
use crate::objects::member_permissions;

/// A user who invokes commands or clicks buttons.
#[derive(Clone, Debug)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// Member permissions in the fake guild (bits).
    pub permissions: u64,
    pub locale: String,
    /// The ids of the roles the member has in GUILD_ID (sent with their interactions there).
    pub roles: Vec<u64>,
}

impl FakeUser {
    /// A plain member: can see and write, cannot manage the guild.
    pub fn new(id: u64, name: &str) -> Self {
        let permissions = member_permissions().bits();
        Self { id, name: name.to_string(), bot: false, permissions, locale: "en-US".into(), roles: Vec::new() }
    }

    /// Adds MANAGE_GUILD and MANAGE_MESSAGES.
    pub fn admin(mut self) -> Self {
        self.permissions |= (Permissions::MANAGE_GUILD | Permissions::MANAGE_MESSAGES).bits();
        self
    }

    /// Sets the user's client locale (the interaction's `locale`).
    pub fn locale(mut self, locale: &str) -> Self {
        self.locale = locale.to_string();
        self
    }

    /// Gives the member role `role` (see [`crate::FakeDiscord::create_role`]).
    pub fn with_role(mut self, role: u64) -> Self {
        self.roles.push(role);
        self
    }

    /// Marks the user as a bot account.
    pub fn bot(mut self) -> Self {
        self.bot = true;
        self
    }

    /// The user as a Discord User object.
    pub fn json(&self) -> Value {
        json!({"id": self.id.to_string(), "username": self.name, "global_name": self.name, "bot": self.bot})
    }

    pub(crate) fn member_json(&self) -> Value {
        let roles: Vec<String> = self.roles.iter().map(u64::to_string).collect();
        json!({"user": self.json(), "roles": roles, "deaf": false, "mute": false, "flags": 0,
               "joined_at": JOINED_AT, "permissions": self.permissions.to_string()})
    }
}

/// A slash-command option value.
#[derive(Clone, Debug)]
pub enum Opt {
    Str(String),
    Int(i64),
    Bool(bool),
    User(FakeUser),
    /// A channel option (type 7) naming this channel id (a thread the fake opened resolves as a thread).
    Channel(u64),
    /// A role option (type 8) naming this role id.
    Role(u64),
}

impl From<&str> for Opt {
    fn from(s: &str) -> Self {
        Opt::Str(s.to_string())
    }
}
impl From<i64> for Opt {
    fn from(n: i64) -> Self {
        Opt::Int(n)
    }
}
impl From<bool> for Opt {
    fn from(b: bool) -> Self {
        Opt::Bool(b)
    }
}
impl From<FakeUser> for Opt {
    fn from(u: FakeUser) -> Self {
        Opt::User(u)
    }
}

//! Who may see which channel of a server, worked out from the serenity cache as Discord does: the @everyone role,
//! the member's roles, then the channel's overwrites (a thread follows its parent; a private thread shows its game
//! only to the players in it). A channel the cache does not know is seen by nobody.

use poise::serenity_prelude as serenity;
use serenity::{PermissionOverwrite, PermissionOverwriteType, Permissions};
use std::collections::HashMap;

/// Who looks at a list of games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Viewer {
    /// A member of the server, with the roles the interaction named.
    Member { user: u64, roles: Vec<u64> },
    /// Whoever reads a public message: only what @everyone sees.
    Anyone,
}

impl Viewer {
    /// The member who pressed or typed, with the roles their interaction names (none outside a server).
    pub fn member(user: u64, member: Option<&serenity::Member>) -> Viewer {
        let roles = member.map(|m| m.roles.iter().map(|r| r.get()).collect()).unwrap_or_default();
        Viewer::Member { user, roles }
    }
}

/// Whether a viewer sees a channel's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Sees,
    /// A private thread: its game shows to its players only.
    PlayersOnly,
    Hidden,
}

/// A channel as the permission rule needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct ChannelFacts {
    overwrites: Vec<PermissionOverwrite>,
    /// A thread's parent channel, and whether the thread is private.
    thread_of: Option<(u64, bool)>,
}

/// What the cache knows of a server's permissions, copied once (no cache guard is held while it is used).
#[derive(Debug, Clone, Default)]
pub struct ServerSight {
    guild: u64,
    owner: u64,
    /// Each role's permissions; the @everyone role's id is the server's.
    roles: HashMap<u64, Permissions>,
    channels: HashMap<u64, ChannelFacts>,
}

impl ServerSight {
    /// The server's roles and the channels in `channels` (with their parents) as the cache knows them; an empty
    /// sight (nobody sees anything) when the cache does not know the server.
    pub fn from_cache(cache: &serenity::Cache, guild: u64, channels: impl IntoIterator<Item = u64>) -> ServerSight {
        let Some(server) = cache.guild(serenity::GuildId::new(guild)) else { return ServerSight::default() };
        let roles = server.roles.iter().map(|(id, role)| (id.get(), role.permissions)).collect();
        let mut sight = ServerSight { guild, owner: server.owner_id.get(), roles, channels: HashMap::new() };
        for id in channels {
            let found = server
                .channels
                .get(&serenity::ChannelId::new(id))
                .or_else(|| server.threads.iter().find(|thread| thread.id.get() == id));
            let Some(channel) = found else { continue };
            let channel = facts(channel);
            if let Some((parent, _)) = channel.thread_of
                && let Some(parent_channel) = server.channels.get(&serenity::ChannelId::new(parent))
            {
                sight.channels.insert(parent, facts(parent_channel));
            }
            sight.channels.insert(id, channel);
        }
        sight
    }

    /// Whether the sight holds `channel` (the cache knew it, or it was added with [`ServerSight::know`]).
    pub fn knows(&self, channel: u64) -> bool {
        self.channels.contains_key(&channel)
    }

    /// Adds a channel the cache does not hold, as Discord gave it (an archived thread is not in the cache).
    pub fn know(&mut self, channel: &serenity::GuildChannel) {
        self.channels.insert(channel.id.get(), facts(channel));
    }

    /// Whether `viewer` sees the game of `channel`.
    pub fn access(&self, viewer: &Viewer, channel: u64) -> Access {
        let Some(facts) = self.channels.get(&channel) else { return Access::Hidden };
        match facts.thread_of {
            None => self.views(viewer, facts),
            Some((parent, private)) => match (self.access(viewer, parent), private, viewer) {
                (Access::Sees, false, _) => Access::Sees,
                (Access::Sees, true, Viewer::Member { .. }) => Access::PlayersOnly,
                _ => Access::Hidden,
            },
        }
    }

    /// Whether `viewer` has View Channel in a channel (not a thread): the owner and administrators always do.
    fn views(&self, viewer: &Viewer, facts: &ChannelFacts) -> Access {
        let (user, roles): (Option<u64>, &[u64]) = match viewer {
            Viewer::Member { user, roles } => (Some(*user), roles),
            Viewer::Anyone => (None, &[]),
        };
        if user == Some(self.owner) {
            return Access::Sees;
        }
        let everyone = self.roles.get(&self.guild).copied().unwrap_or_else(Permissions::empty);
        let base = roles.iter().filter_map(|r| self.roles.get(r)).fold(everyone, |all, p| all | *p);
        if base.administrator() {
            return Access::Sees;
        }
        let permissions = apply_overwrites(base, &facts.overwrites, self.guild, user, roles);
        if permissions.view_channel() { Access::Sees } else { Access::Hidden }
    }
}

/// What the permission rule needs of a channel: its overwrites, and the parent of a thread.
fn facts(channel: &serenity::GuildChannel) -> ChannelFacts {
    let thread_of = match channel.kind {
        serenity::ChannelType::PublicThread | serenity::ChannelType::NewsThread => {
            channel.parent_id.map(|p| (p.get(), false))
        }
        serenity::ChannelType::PrivateThread => channel.parent_id.map(|p| (p.get(), true)),
        _ => None,
    };
    ChannelFacts { overwrites: channel.permission_overwrites.clone(), thread_of }
}

/// A member's permissions in a channel: @everyone's overwrite, then their roles' (denials, then allowances), then
/// their own.
fn apply_overwrites(
    base: Permissions,
    overwrites: &[PermissionOverwrite],
    guild: u64,
    user: Option<u64>,
    roles: &[u64],
) -> Permissions {
    let mut permissions = base;
    let everyone = overwrites.iter().find(|o| o.kind == PermissionOverwriteType::Role(serenity::RoleId::new(guild)));
    if let Some(o) = everyone {
        permissions = (permissions - o.deny) | o.allow;
    }
    let (mut allow, mut deny) = (Permissions::empty(), Permissions::empty());
    for o in overwrites {
        if let PermissionOverwriteType::Role(role) = o.kind
            && role.get() != guild
            && roles.contains(&role.get())
        {
            allow |= o.allow;
            deny |= o.deny;
        }
    }
    permissions = (permissions - deny) | allow;
    let own = overwrites.iter().find(|o| Some(o.kind) == user.map(|u| PermissionOverwriteType::Member(u.into())));
    if let Some(o) = own {
        permissions = (permissions - o.deny) | o.allow;
    }
    permissions
}

#[cfg(test)]
mod tests {
    use super::*;

    const GUILD: u64 = 100;
    const OWNER: u64 = 1;
    const MOD_ROLE: u64 = 200;
    const PUBLIC: u64 = 10;
    const PRIVATE: u64 = 11;
    const MUTED: u64 = 12;

    fn role(id: u64) -> PermissionOverwriteType {
        PermissionOverwriteType::Role(serenity::RoleId::new(id))
    }

    fn overwrite(kind: PermissionOverwriteType, allow: Permissions, deny: Permissions) -> PermissionOverwrite {
        PermissionOverwrite { allow, deny, kind }
    }

    fn channel(overwrites: Vec<PermissionOverwrite>) -> ChannelFacts {
        ChannelFacts { overwrites, thread_of: None }
    }

    /// A server whose @everyone may view channels; PRIVATE hides from @everyone but shows to the moderators and
    /// to user 7; MUTED is public but hides from user 8; threads 20 (public) and 21 (private) under PRIVATE, 22
    /// (public) under PUBLIC.
    fn sight() -> ServerSight {
        let view = Permissions::VIEW_CHANNEL;
        let roles =
            HashMap::from([(GUILD, view | Permissions::SEND_MESSAGES), (MOD_ROLE, Permissions::MANAGE_MESSAGES)]);
        let private = vec![
            overwrite(role(GUILD), Permissions::empty(), view),
            overwrite(role(MOD_ROLE), view, Permissions::empty()),
            overwrite(PermissionOverwriteType::Member(7.into()), view, Permissions::empty()),
        ];
        let muted = vec![overwrite(PermissionOverwriteType::Member(8.into()), Permissions::empty(), view)];
        let thread = |parent, private| ChannelFacts { overwrites: Vec::new(), thread_of: Some((parent, private)) };
        let channels = HashMap::from([
            (PUBLIC, channel(Vec::new())),
            (PRIVATE, channel(private)),
            (MUTED, channel(muted)),
            (20, thread(PRIVATE, false)),
            (21, thread(PRIVATE, true)),
            (22, thread(PUBLIC, false)),
        ]);
        ServerSight { guild: GUILD, owner: OWNER, roles, channels }
    }

    fn member(user: u64, roles: &[u64]) -> Viewer {
        Viewer::Member { user, roles: roles.to_vec() }
    }

    fn seen(viewer: &Viewer) -> Vec<(u64, Access)> {
        let sight = sight();
        [PUBLIC, PRIVATE, MUTED, 20, 21, 22, 99].iter().map(|&c| (c, sight.access(viewer, c))).collect()
    }

    #[test]
    fn a_plain_member_sees_the_public_channels_and_their_threads_only() {
        use Access::*;
        let expected = [(PUBLIC, Sees), (PRIVATE, Hidden), (MUTED, Sees), (20, Hidden), (21, Hidden), (22, Sees)];
        assert_eq!(seen(&member(5, &[])), [&expected[..], &[(99, Hidden)]].concat(), "99: unknown to the cache");
        assert_eq!(seen(&Viewer::Anyone), seen(&member(5, &[])), "anyone sees what @everyone sees");
    }

    #[test]
    fn a_role_or_a_member_overwrite_opens_a_private_channel_and_a_private_thread_to_its_players() {
        use Access::*;
        for viewer in [member(5, &[MOD_ROLE]), member(7, &[])] {
            let shown = seen(&viewer);
            assert_eq!(&shown[..5], &[(PUBLIC, Sees), (PRIVATE, Sees), (MUTED, Sees), (20, Sees), (21, PlayersOnly)]);
        }
        assert_eq!(seen(&member(8, &[]))[2], (MUTED, Hidden), "a member's own denial");
        assert_eq!(seen(&member(8, &[MOD_ROLE]))[2], (MUTED, Hidden), "beats a role's base permissions");
    }

    #[test]
    fn the_owner_and_administrators_see_everything_and_a_server_without_everyone_shows_nothing() {
        use Access::*;
        let admin_role = 300;
        let mut sight = sight();
        sight.roles.insert(admin_role, Permissions::ADMINISTRATOR);
        for viewer in [member(OWNER, &[]), member(5, &[admin_role])] {
            assert_eq!(sight.access(&viewer, PRIVATE), Sees);
            assert_eq!(sight.access(&viewer, 21), PlayersOnly, "a private thread still needs a seat");
        }
        sight.roles.remove(&GUILD);
        assert_eq!(sight.access(&member(5, &[]), PUBLIC), Hidden, "no @everyone role known: no permission");
        assert_eq!(ServerSight::default().access(&member(5, &[]), PUBLIC), Hidden);
    }
}

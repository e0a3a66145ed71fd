//! The Discord scheduled event of a tournament's start, in its server.

use crate::bot::app::App;
use crate::game::Millis;
use crate::game::tournament::{Tournament, TournamentFormat};
use crate::render::tournament_title;
use poise::serenity_prelude as serenity;

/// A Discord scheduled event for the tournament's start, in its channel; false when Discord refused it (the bot
/// lacks Manage Events).
pub async fn schedule_event(app: &App, t: &Tournament, starts_at: Millis) -> bool {
    let Some(http) = app.http() else { return false };
    let at = |ms: Millis| serenity::Timestamp::from_unix_timestamp(ms / 1000).ok();
    let length = match t.setup.format {
        TournamentFormat::Arena { minutes } => i64::from(minutes) * 60_000,
        _ => 2 * 3_600_000,
    };
    let (Some(start), Some(end)) = (at(starts_at), at(starts_at + length)) else { return false };
    let name = tournament_title(t, t.setup.lang);
    let place = format!("https://discord.com/channels/{}/{}", t.guild_id, t.channel_id);
    let builder = serenity::CreateScheduledEvent::new(serenity::ScheduledEventType::External, name, start)
        .end_time(end)
        .location(place);
    match serenity::GuildId::new(t.guild_id).create_scheduled_event(http, builder).await {
        Ok(_) => true,
        Err(e) => {
            tracing::info!(tournament = t.id, "no Discord event for the tournament's start: {e}");
            false
        }
    }
}

//! Registering the slash commands with Discord at start, in the background and retried with backoff until it
//! succeeds: the bot serves meanwhile with the commands an earlier start registered.

use crate::bot::ops::metrics::Metrics;
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// The longest wait between two attempts.
pub const MAX_WAIT: Duration = Duration::from_secs(300);

/// In builds with the `test-support` feature, the environment variable that shortens every wait of [`backoff`] to
/// this many milliseconds per second (an end-to-end test lives through minutes of refusals in seconds).
#[cfg(feature = "test-support")]
const WAIT_SCALE_VARIABLE: &str = "TEST_CUATRO_REGISTRATION_MS_PER_S";

/// The waits between attempts: 1, 2, 4 … s, then [`MAX_WAIT`] each, without end.
pub fn backoff() -> impl Iterator<Item = Duration> {
    (0u32..).map(|attempt| Duration::from_secs(1u64 << attempt.min(16)).min(MAX_WAIT))
}

/// A wait of [`backoff`] as slept: itself, or scaled down by [`WAIT_SCALE_VARIABLE`] in test builds.
fn slept(wait: Duration) -> Duration {
    #[cfg(feature = "test-support")]
    if let Some(ms_per_s) = std::env::var(WAIT_SCALE_VARIABLE).ok().and_then(|v| v.parse::<u64>().ok()) {
        return Duration::from_millis(wait.as_secs() * ms_per_s);
    }
    wait
}

/// Registers `commands` globally, trying again after each wait of [`backoff`] until Discord accepts them; each
/// failure is logged and counted.
pub async fn register(http: &serenity::Http, commands: Vec<serenity::CreateCommand>, metrics: &Metrics) {
    let mut waits = backoff();
    loop {
        match serenity::Command::set_global_commands(http, commands.clone()).await {
            Ok(registered) => {
                tracing::info!("registered {} commands", registered.len());
                // Texts that tell a user to run a command mention it by this id (by its path until then).
                for command in &registered {
                    crate::render::remember_command_id(&command.name, command.id.get());
                }
                metrics.registration(true);
                return;
            }
            Err(e) => {
                metrics.registration(false);
                let wait = waits.next().unwrap_or(MAX_WAIT);
                tracing::warn!(
                    "could not register the commands (those registered before still work), trying again in {} s: {e}",
                    wait.as_secs()
                );
                tokio::time::sleep(slept(wait)).await;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_waits_double_up_to_five_minutes_and_go_on() {
        let waits: Vec<u64> = backoff().take(12).map(|w| w.as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
        assert_eq!(backoff().nth(1000), Some(MAX_WAIT));
    }
}

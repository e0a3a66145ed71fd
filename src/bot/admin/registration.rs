//! Registering the slash commands with Discord at start, retried with backoff, so that a failed attempt never
//! leaves the bot connected and silent.

use poise::serenity_prelude as serenity;
use std::time::Duration;

/// How long registration may keep failing before the process gives up (and exits 1 for its supervisor).
pub const GIVE_UP_AFTER: Duration = Duration::from_secs(120);

/// The waits between attempts: 1, 2, 4 … s, at most 30 s each, while their sum stays within `limit`.
pub fn backoff(limit: Duration) -> impl Iterator<Item = Duration> {
    let mut total = Duration::ZERO;
    (0u32..).map(|attempt| Duration::from_secs((1u64 << attempt.min(5)).min(30))).take_while(move |wait| {
        total += *wait;
        total <= limit
    })
}

/// Registers `commands` globally, retrying a failure after each wait of [`backoff`]; the last error once the
/// waits are spent.
pub async fn register(http: &serenity::Http, commands: Vec<serenity::CreateCommand>) -> Result<(), serenity::Error> {
    let mut waits = backoff(GIVE_UP_AFTER);
    loop {
        match serenity::Command::set_global_commands(http, commands.clone()).await {
            Ok(registered) => {
                tracing::info!("registered {} commands", registered.len());
                return Ok(());
            }
            Err(e) => match waits.next() {
                Some(wait) => {
                    tracing::warn!("could not register the commands, trying again in {} s: {e}", wait.as_secs());
                    tokio::time::sleep(wait).await;
                }
                None => return Err(e),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_waits_double_up_to_half_a_minute_within_the_bound() {
        let waits: Vec<u64> = backoff(GIVE_UP_AFTER).map(|w| w.as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 30, 30]);
        assert!(waits.iter().sum::<u64>() <= GIVE_UP_AFTER.as_secs());
        assert_eq!(backoff(Duration::from_secs(3)).count(), 2);
    }
}

//! A server's stored settings (`guild_settings.settings`) decoded as the store does: never panics.
#![no_main]

use cuatro_game::GuildSettings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|json: &str| {
    let Ok(settings) = serde_json::from_str::<GuildSettings>(json) else { return };
    let _ = settings.allows_channel(1);
    let stored = serde_json::to_string(&settings).expect("settings serialize");
    assert_eq!(serde_json::from_str::<GuildSettings>(&stored).ok().as_ref(), Some(&settings));
});

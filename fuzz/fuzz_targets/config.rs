//! The configuration file: any TOML text over the built-in defaults, read and range-checked as at start-up
//! (`Config::from_toml_str`). Never panics.
#![no_main]

use cuatro::config::Config;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|toml: &str| {
    if let Ok(config) = Config::from_toml_str(toml) {
        let _ = (config.token(), config.metrics.address());
    }
});

//! The configuration's layers, ranges, example file and secrets.
#![allow(clippy::result_large_err)] // figment::Jail's closures return figment::Error

use super::*;
use crate::store::redacted_url;
use std::path::Path;
use std::time::Duration;

#[test]
fn durations_round_trip() {
    for text in ["250ms", "30s", "5m", "1h", "2d"] {
        assert_eq!(format_duration(parse_duration(text).unwrap()), text);
    }
    assert_eq!(parse_duration("90"), Some(Duration::from_secs(90)));
    assert_eq!(parse_duration("5 weeks"), None);
    assert_eq!(parse_duration(""), None);
}

#[test]
fn layers_override_in_order() {
    figment::Jail::expect_with(|jail| {
        jail.create_file("c.toml", "[database]\nurl = \"sqlite://file.db\"\n[games]\ndefault_timer = \"5m\"\n")?;
        jail.set_env("CUATRO_GAMES__DEFAULT_TIMER", "30s");
        jail.set_env("CUATRO_CONFIG", "c.toml");
        let config: Config = Config::figment("c.toml".as_ref()).extract()?;
        assert_eq!(config.database.url, "sqlite://file.db");
        assert_eq!(config.games.default_timer, Some(Duration::from_secs(30)));
        assert!(matches!(config.token(), Err(ConfigError::MissingToken)));
        jail.set_env("CUATRO_DISCORD__TOKEN", "from-env");
        jail.set_env("DISCORD_TOKEN", "wins");
        let config: Config = Config::figment("c.toml".as_ref()).extract()?;
        assert_eq!(config.token().unwrap().expose(), "wins");
        assert!(!format!("{config:?}").contains("wins"), "Debug never shows the token");
        Ok(())
    });
}

#[test]
fn the_example_file_documents_the_defaults() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml");
    let example: Config = Figment::from(Toml::file(path)).extract().unwrap();
    assert_eq!(format!("{example:?}"), format!("{:?}", Config::default()));
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml")).unwrap();
    let defaults = toml_keys(&serde_json::to_value(Config::default()).unwrap());
    for key in defaults {
        assert!(text.contains(&format!("{key} =")), "config.example.toml does not document `{key}`");
    }
}

#[test]
fn a_file_read_from_text_is_checked_as_at_start_up() {
    let example = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml")).unwrap();
    assert_eq!(format!("{:?}", Config::from_toml_str(&example).unwrap()), format!("{:?}", Config::default()));
    let tick = Config::from_toml_str("[games]\ntick = \"0ms\"\n").unwrap_err();
    assert_eq!(tick.to_string(), "configuration: `games.tick` must be between 1ms and 1m");
    assert!(matches!(Config::from_toml_str("[games]\nticks = \"1s\"\n"), Err(ConfigError::Invalid(_))));
}

fn toml_keys(value: &serde_json::Value) -> Vec<String> {
    value
        .as_object()
        .unwrap()
        .values()
        .flat_map(|section| section.as_object().unwrap().keys().cloned().collect::<Vec<_>>())
        .collect()
}

#[test]
fn shard_ranges_parse_and_print_back() {
    for text in ["auto", "0/1", "0-3/8", "5/8"] {
        assert_eq!(text.parse::<Shards>().unwrap().to_string(), text);
    }
    assert_eq!("2-2/4".parse::<Shards>(), Ok(Shards::Range { first: 2, last: 2, total: 4 }));
    for bad in ["", "3", "4/4", "3-1/8", "0-8/8", "0/0", "a-b/c", "1-/2"] {
        assert!(bad.parse::<Shards>().is_err(), "{bad}");
    }
}

#[test]
fn a_tick_lease_or_listen_address_that_cannot_work_stops_the_start() {
    figment::Jail::expect_with(|jail| {
        jail.set_env("CUATRO_CONFIG", "none.toml");
        for (key, value, error) in [
            ("CUATRO_GAMES__TICK", "0ms", "configuration: `games.tick` must be between 1ms and 1m"),
            ("CUATRO_GAMES__TICK", "2m", "configuration: `games.tick` must be between 1ms and 1m"),
            ("CUATRO_GAMES__CPU_DEADLINE", "50ms", "configuration: `games.cpu_deadline` must be between 100ms and 1m"),
            ("CUATRO_GAMES__CPU_DEADLINE", "2m", "configuration: `games.cpu_deadline` must be between 100ms and 1m"),
            ("CUATRO_DISCORD__SHARD_LEASE", "50ms", "configuration: `discord.shard_lease` must be at least 100ms"),
            (
                "CUATRO_GAMES__GAMES_NOW_EVERY",
                "500ms",
                "configuration: `games.games_now_every` must be between 1s and 1h",
            ),
            ("CUATRO_GAMES__GAMES_NOW_EVERY", "2h", "configuration: `games.games_now_every` must be between 1s and 1h"),
            (
                "CUATRO_DISCORD__BOARD_RETRY_MAX",
                "0s",
                "configuration: `discord.board_retry_max` must be between 100ms and 1h",
            ),
            (
                "CUATRO_DISCORD__BOARD_RETRY_MAX",
                "2h",
                "configuration: `discord.board_retry_max` must be between 100ms and 1h",
            ),
        ] {
            jail.set_env(key, value);
            assert_eq!(Config::load().unwrap_err().to_string(), error);
            jail.set_env(key, "1s");
        }
        let listen = "configuration: `metrics.listen` must be an IP address and a port, such as 127.0.0.1:9300";
        for bad in ["localhost:9300", "127.0.0.1", "127.0.0.1:99999"] {
            jail.set_env("CUATRO_METRICS__LISTEN", bad);
            assert_eq!(Config::load().unwrap_err().to_string(), listen, "{bad}");
        }
        jail.set_env("CUATRO_METRICS__LISTEN", "127.0.0.1:9300");
        assert_eq!(Config::load().unwrap().metrics.address().unwrap(), Some("127.0.0.1:9300".parse().unwrap()));
        jail.set_env("CUATRO_METRICS__LISTEN", "");
        assert_eq!(Config::load().unwrap().metrics.address().unwrap(), None, "empty: off");
        assert!(Config::load().is_ok());
        let web = "configuration: `web.listen` must be an IP address and a port, such as 127.0.0.1:8080";
        jail.set_env("CUATRO_WEB__LISTEN", "localhost");
        assert_eq!(Config::load().unwrap_err().to_string(), web);
        jail.set_env("CUATRO_WEB__LISTEN", "127.0.0.1:8080");
        assert_eq!(Config::load().unwrap().web.base_url().unwrap().as_deref(), Some("http://127.0.0.1:8080"));
        let url = "configuration: `web.public_url` must be an http:// or https:// address, such as \
                   https://cuatro.example.org";
        for bad in ["cuatro.example.org", "https://", "ftp://x", "https://a b"] {
            jail.set_env("CUATRO_WEB__PUBLIC_URL", bad);
            assert_eq!(Config::load().unwrap_err().to_string(), url, "{bad}");
        }
        jail.set_env("CUATRO_WEB__PUBLIC_URL", "https://c4.example.org/");
        assert_eq!(Config::load().unwrap().web.base_url().unwrap().as_deref(), Some("https://c4.example.org"));
        jail.set_env("CUATRO_WEB__LISTEN", "");
        assert_eq!(Config::load().unwrap().web.base_url().unwrap(), None, "no listener: no pages");
        let limit = "configuration: `web.requests_per_minute` must be between 1 and 1000000";
        for bad in ["0", "1000001"] {
            jail.set_env("CUATRO_WEB__REQUESTS_PER_MINUTE", bad);
            assert_eq!(Config::load().unwrap_err().to_string(), limit, "{bad}");
        }
        jail.set_env("CUATRO_WEB__REQUESTS_PER_MINUTE", "600");
        jail.set_env("CUATRO_WEB__BEHIND_PROXY", "true");
        let web = Config::load().unwrap().web;
        assert_eq!((web.requests_per_minute, web.behind_proxy), (600, true));
        jail.set_env("CUATRO_GAMES__KEEP_FINISHED", "23h");
        let short = "configuration: `games.keep_finished` must be `forever` or at least 1d";
        assert_eq!(Config::load().unwrap_err().to_string(), short);
        jail.set_env("CUATRO_GAMES__KEEP_FINISHED", "forever");
        assert_eq!(Config::load().unwrap().games.keep_finished, None);
        jail.set_env("CUATRO_GAMES__KEEP_FINISHED", "90d");
        assert_eq!(Config::load().unwrap().games.keep_finished, Some(std::time::Duration::from_secs(90 * 86_400)));
        Ok(())
    });
}

#[test]
fn limits_that_would_refuse_every_cpu_game_hint_or_review_stop_the_start() {
    figment::Jail::expect_with(|jail| {
        jail.set_env("CUATRO_CONFIG", "none.toml");
        let per_user = "configuration: `games.max_hints_reviews_per_user` must be at least 1 and at most \
                        `games.max_hints_reviews_per_process`";
        for (key, value, good, error) in [
            (
                "CUATRO_GAMES__CPU_GAME_COOLDOWN",
                "2h",
                "0s",
                "configuration: `games.cpu_game_cooldown` must be between 0s (none) and 1h",
            ),
            (
                "CUATRO_GAMES__REPLAY_COOLDOWN",
                "61m",
                "0s",
                "configuration: `games.replay_cooldown` must be between 0s (none) and 1h",
            ),
            (
                "CUATRO_GAMES__CHART_COOLDOWN",
                "2h",
                "1h",
                "configuration: `games.chart_cooldown` must be between 0s (none) and 1h",
            ),
            (
                "CUATRO_GAMES__MAX_CPU_GAMES_PER_SERVER",
                "0",
                "1",
                "configuration: `games.max_cpu_games_per_server` must be at least 1",
            ),
            (
                "CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_PROCESS",
                "0",
                "16",
                "configuration: `games.max_hints_reviews_per_process` must be at least 1",
            ),
            ("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_USER", "0", "1", per_user),
            ("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_USER", "17", "16", per_user),
        ] {
            jail.set_env(key, value);
            assert_eq!(Config::load().unwrap_err().to_string(), error, "{key}={value}");
            jail.set_env(key, good);
            assert!(Config::load().is_ok(), "{key}={good}");
        }
        jail.set_env("CUATRO_GAMES__CPU_GAME_COOLDOWN", "1h");
        jail.set_env("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_PROCESS", "4");
        jail.set_env("CUATRO_GAMES__MAX_HINTS_REVIEWS_PER_USER", "4");
        let games = Config::load().unwrap().games;
        assert_eq!(games.cpu_game_cooldown, Duration::from_secs(3600));
        assert_eq!((games.max_hints_reviews_per_user, games.max_hints_reviews_per_process), (4, 4));
        jail.set_env("CUATRO_GAMES__MAX_CPU_GAMES_PER_SERVER", "-1");
        assert!(Config::load().unwrap_err().to_string().starts_with("configuration: "), "not a count");
        Ok(())
    });
}

#[test]
fn database_passwords_never_show() {
    for url in ["postgres://me:hunter2@db/cuatro", "postgres://me:hun#ter2@db/cuatro", "postgress://me:hunter2@db/x"] {
        let config = Config { database: DatabaseConfig { url: url.into() }, ..Config::default() };
        assert!(!format!("{config:?}").contains("hunter2"), "{config:?}");
        assert!(!redacted_url(url).contains("hunter2"), "{}", redacted_url(url));
    }
    assert_eq!(redacted_url("postgres://me:hunter2@db/cuatro"), "postgres://me:***@db/cuatro");
    assert_eq!(redacted_url("postgres://me:hun#ter2@db/cuatro"), "postgres:… (not a valid URL)");
    assert_eq!(redacted_url("sqlite://cuatro.db"), "sqlite://cuatro.db");
}

#[test]
fn unknown_keys_are_rejected() {
    figment::Jail::expect_with(|jail| {
        jail.create_file("c.toml", "[games]\ndefault_timr = \"5m\"\n")?;
        assert!(Config::figment("c.toml".as_ref()).extract::<Config>().is_err());
        Ok(())
    });
}

//! `cuatro run` (and plain `cuatro`) refusing to start: one line on stderr, its exit code, nothing else.

use std::process::Command;

#[test]
fn running_without_a_token_exits_2_and_creates_nothing() {
    let dir = std::env::temp_dir().join(format!("cuatro-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for args in [&[][..], &["run"][..]] {
        let output = Command::new(env!("CARGO_BIN_EXE_cuatro"))
            .args(args)
            .current_dir(&dir)
            .env_remove("DISCORD_TOKEN")
            .env("CUATRO_CONFIG", dir.join("missing.toml"))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("DISCORD_TOKEN") && stderr.contains("discord.token"), "{stderr}");
        assert!(output.stdout.is_empty());
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "no database file was created");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_metrics_address_that_is_invalid_or_taken_exits_1_with_one_line_and_creates_nothing() {
    let dir = std::env::temp_dir().join(format!("cuatro-run-metrics-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    for (listen, expected) in [
        ("localhost:9300".to_string(), "configuration: `metrics.listen` must be an IP address and a port".to_string()),
        (format!("127.0.0.1:{port}"), format!("metrics.listen: cannot listen on 127.0.0.1:{port}: ")),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_cuatro"))
            .arg("run")
            .current_dir(&dir)
            .env("DISCORD_TOKEN", "not-a-token")
            .env("CUATRO_METRICS__LISTEN", &listen)
            // A guard: were the address free after all, Discord would be asked on a closed local port only.
            .env("CUATRO_DISCORD__API_PROXY", "http://127.0.0.1:9")
            .env("HTTPS_PROXY", "http://127.0.0.1:9")
            .env("CUATRO_CONFIG", dir.join("missing.toml"))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{listen}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with(&format!("cuatro: {expected}")), "{stderr}");
    }
    drop(taken);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "no database file was created");
    let _ = std::fs::remove_dir_all(dir);
}

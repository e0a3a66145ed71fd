//! `cuatro run` (and plain `cuatro`) without a token: one line on stderr, exit code 2, nothing else.

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

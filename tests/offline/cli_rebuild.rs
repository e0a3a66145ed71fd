//! `cuatro rebuild-standings --guild N` recomputes a server's leaderboard from the results in the
//! configured database.

use cuatro::game::{FinishedGame, Format};
use cuatro::store::Store;
use std::process::Command;

const GUILD: u64 = 77;

fn win(session_id: u64, red: u64, yellow: u64, finished_at: i64) -> FinishedGame {
    FinishedGame {
        session_id,
        game_no: 0,
        guild_id: Some(GUILD),
        variant: "classic".into(),
        format: Format::Single,
        red: Some(red),
        yellow: Some(yellow),
        cpu_level: None,
        result: "red".into(),
        end_reason: "line".into(),
        moves: "d c d c d c d".into(),
        red_first: Some(3),
        yellow_first: Some(2),
        rated: false,
        closes_period: false,
        finished_at,
    }
}

fn rebuild(config: &std::path::Path, guild: u64) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cuatro"))
        .args(["rebuild-standings", "--guild", &guild.to_string()])
        .env_remove("DISCORD_TOKEN")
        .env("CUATRO_CONFIG", config)
        .output()
        .unwrap()
}

#[tokio::test]
async fn a_lost_leaderboard_is_rebuilt_from_the_results() {
    let dir = std::env::temp_dir().join(format!("cuatro-rebuild-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("cuatro.db").display());
    let config = dir.join("config.toml");
    std::fs::write(&config, format!("[database]\nurl = \"{url}\"\n")).unwrap();

    let store = Store::open(&url).await.unwrap();
    store.record_finished(&[win(1, 10, 20, 1_000), win(2, 20, 30, 2_000)]).await.unwrap();
    let before = store.leaderboard(GUILD, "classic", 0, 10).await.unwrap();
    assert_eq!(before.players, 3);
    store.close().await;
    // Lose the standings behind the store's back.
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query("DELETE FROM standings").execute(&pool).await.unwrap();
    pool.close().await;

    let output = rebuild(&config, GUILD);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(String::from_utf8(output.stdout).unwrap().contains("server 77"));
    let store = Store::open(&url).await.unwrap();
    assert_eq!(store.leaderboard(GUILD, "classic", 0, 10).await.unwrap(), before);
    store.close().await;

    // A database that cannot be opened: one line on stderr, exit 1.
    std::fs::write(&config, "[database]\nurl = \"postgres://nowhere/cuatro\"\n").unwrap();
    let output = rebuild(&config, GUILD);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8(output.stderr).unwrap().lines().count(), 1);
    let _ = std::fs::remove_dir_all(dir);
}

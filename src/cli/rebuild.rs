//! `cuatro rebuild-standings`: a server's leaderboard and ratings recomputed from its stored results.

use std::process::ExitCode;

/// `cuatro rebuild-standings`: exit 1 when the configuration or the database fails.
pub fn run(guild: u64) -> ExitCode {
    let rebuild = |config: crate::config::Config| -> Result<(), String> {
        let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start the async runtime: {e}"))?;
        runtime.block_on(async {
            let store = crate::store::Store::open(&config.database.url).await.map_err(|e| e.to_string())?;
            let rebuilt = store.rebuild_standings(guild).await.map_err(|e| e.to_string());
            store.close().await;
            rebuilt
        })
    };
    match crate::config::Config::load().map_err(|e| e.to_string()).and_then(rebuild) {
        Ok(()) => {
            println!("rebuilt the leaderboard of server {guild} from its stored results");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cuatro: {e}");
            ExitCode::from(1)
        }
    }
}

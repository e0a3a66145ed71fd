//! Rebuilds when a migration is added: `sqlx::migrate!` embeds the `migrations/` folder.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
}

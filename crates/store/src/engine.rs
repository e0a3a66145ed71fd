//! The database engine behind a store: SQLite or PostgreSQL, chosen by the URL's scheme.

/// The database engine behind a store, chosen by the URL's scheme.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    /// The engine's name for people: `SQLite` or `PostgreSQL`.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Sqlite => "SQLite",
            Engine::Postgres => "PostgreSQL",
        }
    }

    /// The engine named `sqlite` or `postgres` (a command-line value).
    pub fn parse(name: &str) -> Result<Engine, String> {
        match name {
            "sqlite" => Ok(Engine::Sqlite),
            "postgres" => Ok(Engine::Postgres),
            _ => Err(format!("`{name}` is neither `sqlite` nor `postgres`")),
        }
    }

    /// The engine a URL names, if supported.
    pub fn of(url: &str) -> Option<Engine> {
        if url.starts_with("sqlite:") {
            Some(Engine::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Engine::Postgres)
        } else {
            None
        }
    }
}

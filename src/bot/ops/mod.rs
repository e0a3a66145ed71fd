//! Operating the bot: metrics, the watch over answers, the `/metrics` listener, the handlers under way and the
//! deferred answers still owed.

pub mod in_flight;
pub mod listener;
pub mod logging;
pub mod metrics;
pub mod open_deferrals;
pub mod progress;
pub mod watcher;

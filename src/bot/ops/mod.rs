//! Operating the bot: metrics, the watch over answers, the `/metrics` listener, and the handlers under way.

pub mod in_flight;
pub mod listener;
pub mod logging;
pub mod metrics;
pub mod progress;
pub mod watcher;

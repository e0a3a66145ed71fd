//! The poise aliases every command uses: the shared data, the error type and the command context.

use crate::bot::app::App;
use std::sync::Arc;

pub type Data = Arc<App>;
pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

//! What every feature's handler stands on: a click's or a command's context built once, the handler's reply sent,
//! answered or deferred before Discord's 3 s whatever the handler does, the commands' options and permission
//! checks, and the conversion of a `View` into serenity's builders. The click router above the features is
//! `bot::clicks`.

pub mod answer;
pub mod budget;
pub mod builders;
pub mod click;
pub mod command;
pub mod options;
pub mod permissions;
pub mod place;

//! The door of every interaction: a click's or a command's context built once, the button id decoded and matched
//! once, the handler's reply sent, answered or deferred before Discord's 3 s whatever the handler does; and the
//! conversion of a `View` into serenity's builders.

pub mod answer;
pub mod budget;
pub mod builders;
pub mod click;
pub mod command;
pub mod place;
pub mod reply;
pub mod route;

//! The door of every click: one context built once, the button id decoded and matched once, the handler's reply
//! sent, answered or deferred before Discord's 3 s whatever the handler does.

pub mod answer;
pub mod budget;
pub mod click;
pub mod command;
pub mod route;

//! The web pages (`web.listen`), in the reader's language: a finished game's page at `/g/<code>` for the servers
//! that turn them on
//! (`/connect4-admin settings web-pages:on`), its replay, and the page's stylesheet and script. No cookies; every
//! answer carries a strict Content-Security-Policy.

mod access;
mod language;
mod routes;

pub use routes::serve;

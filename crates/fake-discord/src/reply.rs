//! What a REST route answers: a status and a JSON body, and the answers every route shares.

use serde_json::{Value, json};

/// A status and its JSON body (`None`: no content).
pub(crate) type Reply = (u16, Option<Value>);

pub(crate) fn ok(body: Value) -> Reply {
    (200, Some(body))
}

pub(crate) fn error(status: u16, code: u64, message: &str) -> Reply {
    (status, Some(json!({"code": code, "message": message})))
}

pub(crate) fn unknown_route() -> Reply {
    error(404, 0, "fake: unknown route")
}

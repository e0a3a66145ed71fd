//! The process's log: `RUST_LOG` (default `info,serenity=warn`) to standard error, with every interaction token
//! replaced by `[interaction token]` whatever the level (serenity's request spans print webhook routes, token
//! included, from `info` on for its targets).

use std::io::{self, Write};
use tracing_subscriber::fmt::MakeWriter;

/// The filter used when `RUST_LOG` is not set.
pub const DEFAULT_FILTER: &str = "info,serenity=warn";

/// How every interaction token begins: "interaction:" in base64.
const TOKEN_PREFIX: &str = "aW50ZXJhY3Rpb246";
const REDACTED: &str = "[interaction token]";

/// Installs the process-wide subscriber.
pub fn install() {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| DEFAULT_FILTER.into()),
        )
        .with_writer(Redacting)
        .init();
}

/// `text` with each interaction token (its prefix and the base64url characters after it) redacted.
pub fn redact(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(TOKEN_PREFIX) {
        out.push_str(&rest[..at]);
        out.push_str(REDACTED);
        let after = &rest[at + TOKEN_PREFIX.len()..];
        let end = after.find(|c: char| !(c.is_ascii_alphanumeric() || "-_.=".contains(c))).unwrap_or(after.len());
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Standard error, through [`redact`]. The formatter writes each event in one `write_all`, so a token is never
/// split between two writes.
struct Redacting;

impl<'a> MakeWriter<'a> for Redacting {
    type Writer = Redacting;

    fn make_writer(&'a self) -> Self::Writer {
        Redacting
    }
}

impl Write for Redacting {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let text = String::from_utf8_lossy(bytes);
        if text.contains(TOKEN_PREFIX) {
            io::stderr().write_all(redact(&text).as_bytes())?;
        } else {
            io::stderr().write_all(bytes)?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        io::stderr().flush()
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn tokens_are_redacted_wherever_they_stand() {
        let line = "route: WebhookMessage { token: \"aW50ZXJhY3Rpb246MTIz.a-b_c=\" } \
                    /webhooks/1/aW50ZXJhY3Rpb246OTk5/messages/@original done";
        assert_eq!(
            redact(line),
            "route: WebhookMessage { token: \"[interaction token]\" } \
             /webhooks/1/[interaction token]/messages/@original done"
        );
        assert_eq!(redact("nothing secret"), "nothing secret");
    }
}

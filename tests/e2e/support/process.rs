//! Process-wide settings of the end-to-end binary (network guard, tracing), set once before any test's client.

use std::sync::{Arc, LazyLock, Mutex};

/// Every serenity warning any test of this binary produced (`Sequence off` would mean the fake numbered a shard's
/// events wrongly: each session has its own sequence).
static SERENITY_WARNINGS: LazyLock<Arc<Mutex<Vec<u8>>>> = LazyLock::new(Arc::default);

/// Sets the process-wide state once; every test that builds an HTTP client or starts the bot calls it first, and
/// the harness constructors call it for their tests.
///
/// - `HTTPS_PROXY` points at a closed local port: any HTTPS request that escaped the fake's proxy fails locally
///   instead of leaving the machine.
/// - One tracing subscriber for the whole binary: serenity's and poise's warnings (or `RUST_LOG`) go to the test
///   output, and serenity's warnings are also kept for [`serenity_warnings`].
pub fn init() {
    static INIT: LazyLock<()> = LazyLock::new(|| {
        // SAFETY: runs once; every test of this binary calls `init` before it builds any HTTP client or starts a
        // bot, and the `LazyLock` makes concurrent callers wait here, so nothing reads the environment meanwhile.
        unsafe { std::env::set_var("HTTPS_PROXY", "http://127.0.0.1:9") };
        install_tracing();
    });
    LazyLock::force(&INIT);
}

/// The text of every serenity warning logged so far by any test of this binary.
pub fn serenity_warnings() -> String {
    init();
    String::from_utf8_lossy(&SERENITY_WARNINGS.lock().unwrap()).into_owned()
}

fn install_tracing() {
    use tracing_subscriber::filter::EnvFilter;
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    use tracing_subscriber::{Layer, fmt};

    let shown = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("serenity=warn,poise=warn"));
    let sink = Arc::clone(&SERENITY_WARNINGS);
    let kept = fmt::layer()
        .with_ansi(false)
        .with_writer(move || Sink(Arc::clone(&sink)))
        .with_filter(EnvFilter::new("serenity=warn"));
    let _ =
        tracing_subscriber::registry().with(fmt::layer().with_test_writer().with_filter(shown)).with(kept).try_init();
}

/// Appends what the tracing layer writes to the shared buffer.
struct Sink(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

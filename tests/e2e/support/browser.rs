//! A headless Chromium driven through ChromeDriver (WebDriver, `fantoccini`), on loopback only: one driver and one
//! fresh profile per test. Skipped with a note where neither is installed, but required under CI or when
//! `TEST_CHROMEDRIVER` names the driver (`.ci/run` installs Debian's `chromium` and `chromium-driver`).

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder};
use hyper_util::client::legacy::connect::HttpConnector;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the driver may take to listen.
const DRIVER_START: Duration = Duration::from_secs(20);

/// The browser of one test, closed (and its driver stopped) by [`Browser::close`] or when dropped.
pub struct Browser {
    pub client: Client,
    driver: Child,
}

/// The executable named by `variable`, else the first of `names` on the `PATH`.
fn program(variable: &str, names: &[&str]) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(variable) {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    names.iter().flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name))).find(|p| p.is_file())
}

/// Whether a missing browser fails the test instead of skipping it.
fn required() -> bool {
    std::env::var_os("CI").is_some() || std::env::var_os("TEST_CHROMEDRIVER").is_some()
}

impl Browser {
    /// A browser whose profile and driver log live in `dir`; `None` (with a note) where none is installed and
    /// none is required.
    pub async fn open(dir: &Path) -> Option<Browser> {
        let driver = program("TEST_CHROMEDRIVER", &["chromedriver"]);
        let chromium = program("TEST_CHROMIUM", &["chromium", "chromium-browser"]);
        let (Some(driver), Some(chromium)) = (driver, chromium) else {
            assert!(!required(), "chromium and chromedriver must be installed for the browser tests (CI is set)");
            eprintln!("chromium or chromedriver not installed: skipping a browser test");
            return None;
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let log = std::fs::File::create(dir.join("chromedriver.log")).unwrap();
        let driver = Command::new(&driver)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::from(log.try_clone().unwrap()))
            .stderr(Stdio::from(log))
            // Its own process group, so that the browser it starts is stopped with it.
            .process_group(0)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", driver.display()));
        let profile = dir.join("chromium-profile");
        let options = serde_json::json!({
            "binary": chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                // Nothing but loopback: no background requests, and any other address meets a closed port.
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic",
                "--proxy-server=http://127.0.0.1:9",
                format!("--user-data-dir={}", profile.display()),
            ],
        });
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("goog:chromeOptions".into(), options);
        let address = format!("http://127.0.0.1:{port}");
        let start = Instant::now();
        let client = loop {
            let mut builder = ClientBuilder::new(HttpConnector::new());
            match builder.capabilities(capabilities.clone()).connect(&address).await {
                Ok(client) => break client,
                Err(e) if start.elapsed() > DRIVER_START => panic!("chromedriver on {address} did not start: {e}"),
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        };
        Some(Browser { client, driver })
    }

    /// Presses `key` and lets it go, as a user at the keyboard does (on whatever has the focus).
    pub async fn press(&self, key: Key) {
        let value = key.chars().next().expect("a key's code");
        let keys = KeyActions::new("keyboard".into()).then(KeyAction::Down { value }).then(KeyAction::Up { value });
        self.client.perform_actions(keys).await.expect("the key is pressed");
    }

    /// The text of the first element `css` selects, if there is one.
    pub async fn text(&self, css: &str) -> Option<String> {
        let element = self.client.find(fantoccini::Locator::Css(css)).await.ok()?;
        element.text().await.ok()
    }

    /// How many elements `css` selects.
    pub async fn count(&self, css: &str) -> usize {
        self.client.find_all(fantoccini::Locator::Css(css)).await.map_or(0, |all| all.len())
    }

    /// Ends the session (the browser quits); dropping it stops the driver.
    pub async fn close(self) {
        let _ = self.client.clone().close().await;
    }
}

impl Drop for Browser {
    /// The driver and whatever browser it still runs stop, also when a test fails midway.
    fn drop(&mut self) {
        let _ = Command::new("kill").args(["-KILL", "--", &format!("-{}", self.driver.id())]).status();
        let _ = self.driver.wait();
    }
}

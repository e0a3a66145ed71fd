//! serenity's rate limiter retries a 429 inside the call, so the fake Discord (reached through `api_proxy`, which
//! turns the limiter off) never shows one. Here the limiter talks to a loopback TLS server posing as discord.com.

use super::*;
use crate::bot::ops::metrics::Metrics;
use std::net::SocketAddr;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::rustls;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};

const CERTIFICATE: &[u8] = include_bytes!("../../../tests/data/tls/discord.com.crt");
const KEY: &[u8] = include_bytes!("../../../tests/data/tls/discord.com.key");

/// The answer to a request: the gateway's URL, then a 429 for the first `GET /users/@me` and the user after.
fn answer(head: &str, users_asked: &AtomicUsize) -> String {
    let (status, headers, body) = if head.contains("/gateway") {
        ("200 OK", String::new(), r#"{"url":"wss://127.0.0.1:9"}"#.to_string())
    } else if users_asked.fetch_add(1, Ordering::SeqCst) == 0 {
        let headers = "X-RateLimit-Limit: 1\r\nX-RateLimit-Remaining: 0\r\nX-RateLimit-Reset-After: 0.05\r\n\
                       X-RateLimit-Bucket: test\r\nRetry-After: 0.05\r\n";
        let body = r#"{"message":"You are being rate limited.","retry_after":0.05,"global":false}"#;
        ("429 Too Many Requests", headers.to_string(), body.to_string())
    } else {
        ("200 OK", String::new(), r#"{"id":"1","username":"cuatro","discriminator":"0","bot":true}"#.to_string())
    };
    format!(
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{headers}Connection: close\r\n\r\n{body}",
        body.len()
    )
}

/// A TLS server on loopback with the test certificate for discord.com, answering with [`answer`].
async fn fake_discord_com() -> SocketAddr {
    let certificates = CertificateDer::pem_slice_iter(CERTIFICATE).collect::<Result<Vec<_>, _>>().unwrap();
    let key = PrivateKeyDer::from_pem_slice(KEY).unwrap();
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(certificates, key)
        .unwrap();
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let users_asked = Arc::new(AtomicUsize::new(0));
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let (acceptor, users_asked) = (acceptor.clone(), Arc::clone(&users_asked));
            tokio::spawn(async move {
                let Ok(mut tls) = acceptor.accept(tcp).await else { return };
                let mut head = Vec::new();
                let mut chunk = [0u8; 2048];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match tls.read(&mut chunk).await {
                        Ok(n) if n > 0 => head.extend_from_slice(&chunk[..n]),
                        _ => return,
                    }
                }
                let reply = answer(&String::from_utf8_lossy(&head), &users_asked);
                let _ = tls.write_all(reply.as_bytes()).await;
                let _ = tls.shutdown().await;
            });
        }
    });
    address
}

#[tokio::test]
async fn a_rate_limited_call_is_counted_through_the_client_s_event_handler() {
    let address = fake_discord_com().await;
    // discord.com is this loopback server, trusted through the test certificate only; nothing leaves the machine.
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .tls_built_in_root_certs(false)
        .add_root_certificate(reqwest::Certificate::from_pem(CERTIFICATE).unwrap())
        .resolve("discord.com", address)
        .no_proxy()
        .build()
        .unwrap();
    // As `bot::start` builds it without `api_proxy`: serenity's rate limiter on.
    let http = serenity::HttpBuilder::new("token").client(client).build();
    let metrics = Arc::new(Metrics::new());
    let client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::empty())
        .event_handler(Watcher(Arc::clone(&metrics)))
        .await
        .unwrap();
    let user = client.http.get_current_user().await.expect("the limiter waits out the 429 and retries");
    assert_eq!(user.name, "cuatro");
    let counted = "cuatro_rest_rate_limited_total{global=\"false\"} 1";
    tokio::time::timeout(Duration::from_secs(10), async {
        while !metrics.encode().contains(counted) {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("the wait is counted:\n{}", metrics.encode()));
}

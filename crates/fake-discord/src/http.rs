//! The HTTP/1.1 wire of the REST server: reading requests (chunked, multipart) and writing answers.

use std::collections::HashMap;

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

use crate::Upload;
use crate::objects::id_of;
use crate::reply::Reply;

pub(crate) struct HttpRequest {
    pub(crate) method: String,
    pub(crate) path: String,
    pub(crate) auth: Option<String>,
    pub(crate) content_type: Option<String>,
    pub(crate) close: bool,
    pub(crate) body: Vec<u8>,
}

/// Reads one HTTP/1.1 request (Content-Length or chunked body); `None` at EOF or on garbage.
pub(crate) async fn read_request(reader: &mut BufReader<TcpStream>) -> Option<HttpRequest> {
    let mut line = String::new();
    if reader.read_line(&mut line).await.ok()? == 0 {
        return None;
    }
    let mut parts = line.split_whitespace();
    let (method, path) = (parts.next()?.to_string(), parts.next()?.to_string());
    let mut headers = HashMap::new();
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).await.ok()? == 0 {
            return None;
        }
        let Some((name, value)) = header.trim_end().split_once(':') else { break };
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_string());
    }
    let chunked = headers.get("transfer-encoding").is_some_and(|v| v.contains("chunked"));
    let body = if chunked {
        read_chunked(reader).await?
    } else {
        let length = headers.get("content-length").and_then(|v| v.parse().ok()).unwrap_or(0);
        let mut body = vec![0; length];
        reader.read_exact(&mut body).await.ok()?;
        body
    };
    let close = headers.get("connection").is_some_and(|v| v.eq_ignore_ascii_case("close"));
    let (auth, content_type) = (headers.remove("authorization"), headers.remove("content-type"));
    Some(HttpRequest { method, path, auth, content_type, close, body })
}

/// The boundary of a `multipart/form-data` body.
pub(crate) fn multipart_boundary(content_type: Option<&str>) -> Option<String> {
    let content_type = content_type?;
    if !content_type.starts_with("multipart/form-data") {
        return None;
    }
    let boundary = content_type.split(';').find_map(|p| p.trim().strip_prefix("boundary="))?;
    Some(boundary.trim_matches('"').to_string())
}

/// A multipart body as Discord reads it: `payload_json` is the JSON body, `files[n]` the uploads. Each upload
/// fills in its attachment's `size`, `url` and `content_type` in the body's `attachments` (matched by id).
pub(crate) fn read_multipart(body: &[u8], boundary: &str) -> (Value, Vec<Upload>) {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut parts = Vec::new();
    let mut rest = body;
    while let Some(at) = find(rest, &delimiter) {
        parts.push(&rest[..at]);
        rest = &rest[at + delimiter.len()..];
    }
    let (mut json, mut files) = (Value::Null, Vec::new());
    for part in parts.into_iter().skip(1) {
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n") else { continue };
        let (head, content) = (String::from_utf8_lossy(&part[..split]).to_string(), &part[split + 4..]);
        let param = |name: &str| {
            let key = format!("{name}=\"");
            let start = head.find(&key)? + key.len();
            head[start..].split('"').next().map(str::to_string)
        };
        let content_type = head
            .lines()
            .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-type:").map(|v| v.trim().to_string()))
            .unwrap_or_default();
        match param("name") {
            Some(name) if name == "payload_json" => json = serde_json::from_slice(content).unwrap_or(Value::Null),
            Some(field) => files.push(Upload {
                field,
                filename: param("filename").unwrap_or_default(),
                content_type,
                bytes: content.to_vec(),
            }),
            None => {}
        }
    }
    if let Some(attachments) = json.get_mut("attachments").and_then(Value::as_array_mut) {
        for attachment in attachments {
            let id = id_of(&attachment["id"]);
            if let Some(file) = files.iter().find(|f| f.field == format!("files[{id}]")) {
                attachment["size"] = json!(file.bytes.len());
                attachment["url"] = json!(format!("https://cdn.invalid/attachments/{}", file.filename));
                attachment["proxy_url"] = attachment["url"].clone();
                attachment["content_type"] = json!(file.content_type);
                attachment["id"] = json!((9_000_000 + id).to_string());
            }
        }
    }
    (json, files)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

async fn read_chunked(reader: &mut BufReader<TcpStream>) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let mut size = String::new();
        reader.read_line(&mut size).await.ok()?;
        let size = usize::from_str_radix(size.trim().split(';').next()?, 16).ok()?;
        let mut chunk = vec![0; size + 2];
        reader.read_exact(&mut chunk).await.ok()?;
        if size == 0 {
            return Some(body);
        }
        body.extend_from_slice(&chunk[..size]);
    }
}

/// A REST answer: status, JSON body and extra headers.
pub(crate) struct Answer {
    pub(crate) status: u16,
    pub(crate) body: Option<Value>,
    pub(crate) headers: Vec<(&'static str, String)>,
}

impl From<Reply> for Answer {
    fn from((status, body): Reply) -> Answer {
        Answer { status, body, headers: Vec::new() }
    }
}

/// The reason phrase of a status, which Discord's error bodies also use as their message.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "Error",
    }
}

pub(crate) async fn write_response(stream: &mut TcpStream, answer: &Answer) -> std::io::Result<()> {
    let status = answer.status;
    let text = answer.body.as_ref().map(|b| b.to_string()).unwrap_or_default();
    let mut head = format!("HTTP/1.1 {status} {}\r\n", reason(status));
    if status != 204 {
        head += &format!("content-type: application/json\r\ncontent-length: {}\r\n", text.len());
    }
    for (name, value) in &answer.headers {
        head += &format!("{name}: {value}\r\n");
    }
    head += "\r\n";
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(text.as_bytes()).await?;
    stream.flush().await
}

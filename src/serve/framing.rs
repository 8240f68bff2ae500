//! The stdio transport's framing, in front of the MCP SDK's: one JSON-RPC
//! message per line, each at most [`super::ServeOptions::max_message`]
//! bytes. The SDK drops a line that is not JSON without a word; a client
//! gets a JSON-RPC error for it instead (`-32700`, parse error), and for a
//! line over the limit (`-32600`, invalid request), both with `id: null`
//! since no id can be read from them. Well-formed JSON goes on to the SDK,
//! which answers what is not a message of the protocol.

use serde_json::{json, Value};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::sync::mpsc;

/// JSON-RPC 2.0's "Parse error".
pub const PARSE_ERROR: i64 = -32700;
/// JSON-RPC 2.0's "Invalid Request".
pub const INVALID_REQUEST: i64 = -32600;

/// What becomes of one line a client wrote.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Blank: nothing to do.
    Empty,
    /// JSON: the SDK reads it.
    Message,
    /// Refused; the reply (a JSON-RPC error response, one line of JSON).
    Refused(String),
}

/// A JSON-RPC error response that answers no request in particular.
pub fn error_response(code: i64, message: &str) -> String {
    json!({"jsonrpc": "2.0", "id": Value::Null, "error": {"code": code, "message": message}}).to_string()
}

/// Judges one line (without its newline).
pub fn check_line(line: &[u8]) -> Verdict {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Verdict::Empty;
    }
    match serde_json::from_slice::<Value>(line) {
        Ok(_) => Verdict::Message,
        Err(e) => Verdict::Refused(error_response(PARSE_ERROR, &format!("Parse error: the line is not JSON ({e})"))),
    }
}

/// The reply to a line longer than `max` bytes.
pub fn oversized(max: usize) -> String {
    error_response(INVALID_REQUEST, &format!("Invalid Request: the message is longer than the server's limit of {max} bytes (--max-message)"))
}

/// One line read with a bound.
#[derive(Debug, PartialEq, Eq)]
pub enum Read {
    /// A whole line (without its newline) is in the buffer.
    Line,
    /// The line was longer than the limit; it was read and dropped.
    Oversized,
    /// The input ended (a last line without a newline is dropped, as the SDK does).
    Eof,
}

/// Reads one line into `buf` (cleared first) without letting it grow past
/// `max` bytes: a longer line is consumed up to its newline and dropped.
pub async fn read_line<R: AsyncBufRead + Unpin>(input: &mut R, buf: &mut Vec<u8>, max: usize) -> std::io::Result<Read> {
    buf.clear();
    let mut over = false;
    loop {
        let available = input.fill_buf().await?;
        if available.is_empty() {
            return Ok(Read::Eof);
        }
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..i], i + 1),
            None => (available, available.len()),
        };
        if !over {
            if buf.len() + chunk.len() > max {
                over = true;
                buf.clear();
            } else {
                buf.extend_from_slice(chunk);
            }
        }
        let newline = done > chunk.len();
        input.consume(done);
        if newline {
            return Ok(if over { Read::Oversized } else { Read::Line });
        }
    }
}

/// Reads the client's lines from `input`: messages go to `to_server`,
/// refusals to `replies`. Returns at the end of the input (closing
/// `to_server`, so the server ends too).
pub async fn pump_input<R, W>(input: R, mut to_server: W, replies: mpsc::UnboundedSender<String>, max: usize)
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut input = BufReader::new(input);
    let mut buf = Vec::new();
    loop {
        match read_line(&mut input, &mut buf, max).await {
            Ok(Read::Line) => match check_line(&buf) {
                Verdict::Empty => {}
                Verdict::Message => {
                    buf.push(b'\n');
                    if to_server.write_all(&buf).await.is_err() {
                        return;
                    }
                }
                Verdict::Refused(reply) => {
                    let _ = replies.send(reply);
                }
            },
            Ok(Read::Oversized) => {
                tracing::warn!("refused a message of more than {max} bytes");
                let _ = replies.send(oversized(max));
            }
            Ok(Read::Eof) | Err(_) => break,
        }
    }
    let _ = to_server.shutdown().await;
}

/// Writes the server's lines and the refusals to `output`, a line at a
/// time, until the server's output ends.
pub async fn pump_output<R, W>(from_server: R, mut replies: mpsc::UnboundedReceiver<String>, mut output: W)
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut from_server = BufReader::new(from_server);
    let mut line = Vec::new();
    loop {
        line.clear();
        tokio::select! {
            biased;
            reply = replies.recv(), if !replies.is_closed() => {
                if let Some(reply) = reply {
                    if output.write_all(format!("{reply}\n").as_bytes()).await.is_err() || output.flush().await.is_err() {
                        return;
                    }
                }
            }
            read = from_server.read_until(b'\n', &mut line) => {
                match read {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if output.write_all(&line).await.is_err() || output.flush().await.is_err() {
                            return;
                        }
                    }
                }
            }
        }
    }
    // Refusals of the last lines, after the server ended.
    while let Ok(reply) = replies.try_recv() {
        let _ = output.write_all(format!("{reply}\n").as_bytes()).await;
    }
    let _ = output.flush().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_judged() {
        assert_eq!(check_line(b""), Verdict::Empty);
        assert_eq!(check_line(b"  \r"), Verdict::Empty);
        assert_eq!(check_line(br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#), Verdict::Message);
        assert_eq!(check_line(b"[1,2]"), Verdict::Message);
        let Verdict::Refused(reply) = check_line(b"{\"jsonrpc\": ") else { panic!("a truncated message was let through") };
        let reply: Value = serde_json::from_str(&reply).unwrap();
        assert_eq!(reply["error"]["code"], PARSE_ERROR);
        assert_eq!(reply["id"], Value::Null);
        assert!(matches!(check_line(b"\xff\xfe"), Verdict::Refused(_)));
    }

    #[tokio::test]
    async fn long_lines_are_dropped_whole() {
        let input = format!("{}\nshort\n{}", "x".repeat(100), "y".repeat(5));
        let mut reader = BufReader::with_capacity(7, input.as_bytes());
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut reader, &mut buf, 10).await.unwrap(), Read::Oversized);
        assert_eq!(read_line(&mut reader, &mut buf, 10).await.unwrap(), Read::Line);
        assert_eq!(buf, b"short");
        assert_eq!(read_line(&mut reader, &mut buf, 10).await.unwrap(), Read::Eof);
    }
}

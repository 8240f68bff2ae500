//! What the runner and its worker processes say to each other: one JSON
//! object per line, requests on the worker's standard input, responses on
//! its standard output.
//!
//! ```text
//! parent -> worker  {"id":1,"test":"/webmcp/x.https.html","timeout":"normal"}
//! worker -> parent  {"id":1,"result":{"test":"/webmcp/x.https.html","status":"OK",...}}
//! ```
//!
//! A worker answers requests in order, one at a time. End of input ends it.

use std::io::{BufRead, Read};

use serde::{Deserialize, Serialize};

use crate::results::TestResult;
use crate::timeouts::TimeoutKind;

/// The longest line either side accepts (a result with many long messages
/// stays far below this; a line past it means the other side is broken).
pub const MAX_LINE: usize = 64 << 20;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u64,
    pub test: String,
    pub timeout: TimeoutKind,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Response {
    pub id: u64,
    pub result: TestResult,
}

/// Why a line could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LineError {
    #[error("a line longer than {MAX_LINE} bytes")]
    TooLong,
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// Reads one line (without its newline) of at most [`MAX_LINE`] bytes;
/// `Ok(None)` at end of input.
pub fn read_line_limited(input: &mut impl BufRead) -> Result<Option<String>, LineError> {
    let mut buf = Vec::new();
    let read = input.by_ref().take(MAX_LINE as u64 + 1).read_until(b'\n', &mut buf)?;
    if read == 0 {
        return Ok(None);
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
    } else if buf.len() > MAX_LINE {
        return Err(LineError::TooLong);
    }
    Ok(Some(String::from_utf8_lossy(&buf).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip_and_are_bounded() {
        let req = Request { id: 7, test: "/a.html".into(), timeout: TimeoutKind::Long };
        let json = serde_json::to_string(&req).unwrap();
        assert_eq!(json, r#"{"id":7,"test":"/a.html","timeout":"long"}"#);
        let mut input = std::io::Cursor::new(format!("{json}\nlast"));
        assert_eq!(read_line_limited(&mut input).unwrap().as_deref(), Some(json.as_str()));
        assert_eq!(read_line_limited(&mut input).unwrap().as_deref(), Some("last"));
        assert!(read_line_limited(&mut input).unwrap().is_none());
        let mut huge = std::io::Cursor::new(vec![b'x'; MAX_LINE + 10]);
        assert!(matches!(read_line_limited(&mut huge), Err(LineError::TooLong)));
    }
}

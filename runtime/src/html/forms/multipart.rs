//! Parsing a `multipart/form-data` body (RFC 7578), the format of HTML's
//! multipart/form-data encoding algorithm, back into an entry list, for
//! Fetch's `formData()` (https://fetch.spec.whatwg.org/#dom-body-formdata,
//! "parse bytes as multipart/form-data"): each part needs a
//! `Content-Disposition: form-data` header with a `name`; a part with a
//! `filename` is a file (its `Content-Type`, else `text/plain`), any other
//! part a UTF-8 string. A malformed body is `None` (the caller's TypeError).

use super::entry_list::{Entry, EntryValue, FileEntry};

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || from > haystack.len() {
        return None;
    }
    haystack[from..].windows(needle.len()).position(|w| w == needle).map(|i| i + from)
}

/// The parameters of a `Content-Disposition` value after its type:
/// `name="..."` pairs, quoted or not (names ASCII lowercase).
fn disposition_parameters(value: &str) -> Option<Vec<(String, String)>> {
    let chars: Vec<char> = value.chars().collect();
    let mut pos = chars.iter().position(|&c| c == ';').unwrap_or(chars.len());
    let kind: String = chars[..pos].iter().collect();
    if !kind.trim().eq_ignore_ascii_case("form-data") {
        return None;
    }
    let mut out = Vec::new();
    while pos < chars.len() {
        pos += 1; // past ";"
        while pos < chars.len() && chars[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let start = pos;
        while pos < chars.len() && chars[pos] != '=' && chars[pos] != ';' {
            pos += 1;
        }
        let name = chars[start..pos].iter().collect::<String>().trim().to_ascii_lowercase();
        if pos >= chars.len() || chars[pos] == ';' {
            continue;
        }
        pos += 1; // past "="
        let v = if chars.get(pos) == Some(&'"') {
            // Browsers escape `"` in names as %22 rather than with backslashes, so a
            // quoted value runs to the next quote.
            pos += 1;
            let start = pos;
            while pos < chars.len() && chars[pos] != '"' {
                pos += 1;
            }
            let v: String = chars[start..pos.min(chars.len())].iter().collect();
            while pos < chars.len() && chars[pos] != ';' {
                pos += 1;
            }
            v
        } else {
            let start = pos;
            while pos < chars.len() && chars[pos] != ';' {
                pos += 1;
            }
            chars[start..pos].iter().collect::<String>().trim().to_string()
        };
        out.push((name, v));
    }
    Some(out)
}

/// The entry list of `body`, whose parts are separated by `boundary`.
pub fn parse_multipart_form_data(body: &[u8], boundary: &str) -> Option<Vec<Entry>> {
    if boundary.is_empty() {
        return None;
    }
    let delimiter = format!("--{boundary}").into_bytes();
    // The first delimiter starts the body (a preamble before it is ignored).
    let mut pos = if body.starts_with(&delimiter) {
        delimiter.len()
    } else {
        let mut d = b"\r\n".to_vec();
        d.extend_from_slice(&delimiter);
        find(body, &d, 0)? + d.len()
    };
    let mut close = b"\r\n".to_vec();
    close.extend_from_slice(&delimiter);
    let mut entries = Vec::new();
    loop {
        // After a delimiter: `--` ends the body; otherwise optional transport padding and CRLF.
        if body[pos..].starts_with(b"--") {
            return Some(entries);
        }
        while matches!(body.get(pos), Some(b' ' | b'\t')) {
            pos += 1;
        }
        if !body[pos..].starts_with(b"\r\n") {
            return None;
        }
        pos += 2;
        // The part's headers, up to an empty line.
        let headers_end = find(body, b"\r\n\r\n", pos)
            .map(|i| (i, i + 4))
            .or_else(|| body[pos..].starts_with(b"\r\n").then_some((pos, pos + 2)))?;
        let headers = String::from_utf8_lossy(&body[pos..headers_end.0]).into_owned();
        pos = headers_end.1;
        // The part's content, up to CRLF and the next delimiter.
        let end = find(body, &close, pos)?;
        let content = &body[pos..end];
        pos = end + close.len();
        let mut params = None;
        let mut content_type = None;
        for line in headers.split("\r\n").filter(|l| !l.is_empty()) {
            let (name, value) = line.split_once(':')?;
            let value = value.trim_matches([' ', '\t']);
            if name.trim().eq_ignore_ascii_case("content-disposition") {
                params = Some(disposition_parameters(value)?);
            } else if name.trim().eq_ignore_ascii_case("content-type") {
                content_type = Some(value.to_string());
            }
        }
        let params = params?;
        let name = params.iter().find(|(n, _)| n == "name").map(|(_, v)| v.clone())?;
        let value = match params.iter().find(|(n, _)| n == "filename") {
            Some((_, filename)) => EntryValue::File(FileEntry {
                name: filename.clone(),
                mime_type: content_type.unwrap_or_else(|| "text/plain".to_string()),
                bytes: content.to_vec(),
            }),
            None => EntryValue::String(String::from_utf8_lossy(content).into_owned()),
        };
        entries.push(Entry { name, value });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::html::forms::encoding::multipart_form_data;

    #[test]
    fn parses_what_the_encoder_writes() {
        let entries = vec![
            Entry::string("a", "1\r\n2"),
            Entry { name: "f".into(), value: EntryValue::File(FileEntry { name: "x.txt".into(), mime_type: "text/csv".into(), bytes: b"1,2".to_vec() }) },
        ];
        let body = multipart_form_data(&entries, "----b0undary");
        assert_eq!(parse_multipart_form_data(&body, "----b0undary"), Some(entries));
        assert_eq!(parse_multipart_form_data(b"--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--", "b"), None);
        assert_eq!(parse_multipart_form_data(b"junk", "b"), None);
        assert_eq!(parse_multipart_form_data(b"--b--\r\n", "b"), Some(vec![]));
    }
}

//! The form submission encodings: `application/x-www-form-urlencoded`,
//! `multipart/form-data` and `text/plain`
//! (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm).
//!
//! Choice: documents are UTF-8 in this engine, so every form encodes with
//! UTF-8 ("picking an encoding for the form" has no other outcome);
//! `accept-charset` is not consulted.

use super::entry_list::{name_value_pairs, normalize_newlines, Entry, EntryValue};

/// The encoding every form submits with.
pub const ENCODING: &str = "UTF-8";

/// The `enctype` keywords (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-enctype).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enctype {
    UrlEncoded,
    Multipart,
    TextPlain,
}

impl Enctype {
    /// The state for an `enctype`/`formenctype` value: ASCII
    /// case-insensitive keywords; missing and invalid values are urlencoded.
    pub fn from_attribute(value: Option<&str>) -> Enctype {
        match value {
            Some(v) if v.eq_ignore_ascii_case("multipart/form-data") => Enctype::Multipart,
            Some(v) if v.eq_ignore_ascii_case("text/plain") => Enctype::TextPlain,
            _ => Enctype::UrlEncoded,
        }
    }

    /// The keyword (what the `enctype` IDL attribute returns).
    pub fn keyword(self) -> &'static str {
        match self {
            Enctype::UrlEncoded => "application/x-www-form-urlencoded",
            Enctype::Multipart => "multipart/form-data",
            Enctype::TextPlain => "text/plain",
        }
    }
}

/// https://url.spec.whatwg.org/#concept-urlencoded-serializer of the
/// entries' name-value pairs (UTF-8).
pub fn urlencoded(entries: &[Entry]) -> String {
    let mut serializer = form_urlencoded::Serializer::new(String::new());
    for (name, value) in name_value_pairs(entries) {
        serializer.append_pair(&name, &value);
    }
    serializer.finish()
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#text/plain-encoding-algorithm :
/// `name=value` CRLF for each pair.
pub fn text_plain(entries: &[Entry]) -> String {
    let mut result = String::new();
    for (name, value) in name_value_pairs(entries) {
        result.push_str(&name);
        result.push('=');
        result.push_str(&value);
        result.push_str("\r\n");
    }
    result
}

/// The escaping of names and filenames in multipart headers: LF, CR and `"`
/// become `%0A`, `%0D`, `%22`.
fn escape_header_value(s: &str) -> String {
    s.replace('\n', "%0A")
        .replace('\r', "%0D")
        .replace('"', "%22")
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-encoding-algorithm :
/// the body (RFC 7578) for `boundary`, which the caller chooses (browsers
/// use a random one, such as `----WebKitFormBoundary` and 16 letters).
pub fn multipart_form_data(entries: &[Entry], boundary: &str) -> Vec<u8> {
    let mut body = Vec::new();
    for entry in entries {
        // Newlines in names, and in values that are not files, become CRLF.
        let name = escape_header_value(&normalize_newlines(&entry.name));
        body.extend_from_slice(format!("--{boundary}\r\n").as_bytes());
        match &entry.value {
            EntryValue::String(value) => {
                body.extend_from_slice(
                    format!("Content-Disposition: form-data; name=\"{name}\"\r\n\r\n").as_bytes(),
                );
                body.extend_from_slice(normalize_newlines(value).as_bytes());
            }
            EntryValue::File(file) => {
                let mime = if file.mime_type.is_empty() {
                    "application/octet-stream"
                } else {
                    &file.mime_type
                };
                body.extend_from_slice(
                    format!(
                        "Content-Disposition: form-data; name=\"{name}\"; filename=\"{}\"\r\nContent-Type: {mime}\r\n\r\n",
                        escape_header_value(&file.name)
                    )
                    .as_bytes(),
                );
                body.extend_from_slice(&file.bytes);
            }
        }
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    body
}

/// The `Content-Type` of a multipart body.
pub fn multipart_content_type(boundary: &str) -> String {
    format!("multipart/form-data; boundary={boundary}")
}

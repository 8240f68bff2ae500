//! MIME types (https://mimesniff.spec.whatwg.org/#understanding-mime-types):
//! parsing and serializing, as Fetch (Content-Type, `blob()`, `formData()`)
//! and the File API (Blob types) use them. Written here rather than taken
//! from the `mime` crate, which follows RFC 2045 and not this standard's
//! parser (it differs on duplicate parameters, quoted strings and invalid
//! bytes, which web content relies on).

/// https://mimesniff.spec.whatwg.org/#mime-type
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MimeType {
    /// The type, ASCII lowercase.
    pub type_: String,
    /// The subtype, ASCII lowercase.
    pub subtype: String,
    /// The parameters in order, names ASCII lowercase, no duplicate names.
    pub parameters: Vec<(String, String)>,
}

/// https://mimesniff.spec.whatwg.org/#http-token-code-point
fn is_token(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c)
}

/// https://mimesniff.spec.whatwg.org/#http-quoted-string-token-code-point
fn is_quoted_string_token(c: char) -> bool {
    c == '\t' || (' '..='~').contains(&c) || ('\u{80}'..='\u{FF}').contains(&c)
}

/// https://fetch.spec.whatwg.org/#http-whitespace
fn is_http_whitespace(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\t' | ' ')
}

impl MimeType {
    /// https://mimesniff.spec.whatwg.org/#mime-type-essence
    pub fn essence(&self) -> String {
        format!("{}/{}", self.type_, self.subtype)
    }

    /// The value of parameter `name` (ASCII lowercase), if any.
    pub fn parameter(&self, name: &str) -> Option<&str> {
        self.parameters.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// https://mimesniff.spec.whatwg.org/#serializing-a-mime-type
    pub fn serialize(&self) -> String {
        // 1-2. The essence.
        let mut out = self.essence();
        // 3. For each name -> value of the parameters:
        for (name, value) in &self.parameters {
            // 3.1-3.3. ";", name, "=".
            out.push(';');
            out.push_str(name);
            out.push('=');
            // 3.4. If value does not solely contain HTTP token code points or value is
            // the empty string: quote it, escaping `"` and `\`.
            if value.is_empty() || !value.chars().all(is_token) {
                out.push('"');
                for c in value.chars() {
                    if c == '"' || c == '\\' {
                        out.push('\\');
                    }
                    out.push(c);
                }
                out.push('"');
            } else {
                out.push_str(value);
            }
        }
        out
    }
}

/// https://fetch.spec.whatwg.org/#collect-an-http-quoted-string with the
/// extract-value flag set: `chars[*pos]` is `"`; returns the value.
pub fn collect_http_quoted_string(chars: &[char], pos: &mut usize) -> String {
    let mut value = String::new();
    // 4. Advance position by 1 (past the opening quote).
    *pos += 1;
    // 5. While true:
    loop {
        // 5.1. Collect a sequence of code points that are not `"` or `\`.
        while *pos < chars.len() && chars[*pos] != '"' && chars[*pos] != '\\' {
            value.push(chars[*pos]);
            *pos += 1;
        }
        // 5.2. If position is past the end of input, then break.
        let Some(&quote_or_backslash) = chars.get(*pos) else { break };
        // 5.4. Advance position by 1.
        *pos += 1;
        if quote_or_backslash == '\\' {
            // 5.5.1. If position is past the end of input, append U+005C to value and break.
            let Some(&c) = chars.get(*pos) else {
                value.push('\\');
                break;
            };
            // 5.5.2-3. Append the code point at position; advance.
            value.push(c);
            *pos += 1;
        } else {
            // 5.6. The closing quote: break.
            break;
        }
    }
    value
}

/// https://mimesniff.spec.whatwg.org/#parse-a-mime-type
pub fn parse_mime_type(input: &str) -> Option<MimeType> {
    // 1. Remove any leading and trailing HTTP whitespace from input.
    let chars: Vec<char> = input.trim_matches(is_http_whitespace).chars().collect();
    // 2. Let position be a position variable for input, initially pointing at the start.
    let mut pos = 0;
    // 3. Let type be the result of collecting a sequence of code points that are not "/".
    let start = pos;
    while pos < chars.len() && chars[pos] != '/' {
        pos += 1;
    }
    let type_: String = chars[start..pos].iter().collect();
    // 4. If type is the empty string or does not solely contain HTTP token code points, return failure.
    if type_.is_empty() || !type_.chars().all(is_token) {
        return None;
    }
    // 5. If position is past the end of input, then return failure.
    if pos >= chars.len() {
        return None;
    }
    // 6. Advance position by 1 (skipping past "/").
    pos += 1;
    // 7. Let subtype be the code points up to ";".
    let start = pos;
    while pos < chars.len() && chars[pos] != ';' {
        pos += 1;
    }
    // 8. Remove any trailing HTTP whitespace from subtype.
    let subtype: String = chars[start..pos].iter().collect::<String>().trim_end_matches(is_http_whitespace).to_string();
    // 9. If subtype is the empty string or does not solely contain HTTP token code points, return failure.
    if subtype.is_empty() || !subtype.chars().all(is_token) {
        return None;
    }
    // 10. A new MIME type record, type and subtype in ASCII lowercase.
    let mut mime = MimeType { type_: type_.to_ascii_lowercase(), subtype: subtype.to_ascii_lowercase(), parameters: Vec::new() };
    // 11. While position is not past the end of input:
    while pos < chars.len() {
        // 11.1. Advance position by 1 (skipping past ";").
        pos += 1;
        // 11.2. Collect a sequence of code points that are HTTP whitespace.
        while pos < chars.len() && is_http_whitespace(chars[pos]) {
            pos += 1;
        }
        // 11.3. Let parameterName be the code points that are not ";" or "=".
        let start = pos;
        while pos < chars.len() && chars[pos] != ';' && chars[pos] != '=' {
            pos += 1;
        }
        // 11.4. Set parameterName to parameterName, in ASCII lowercase.
        let name: String = chars[start..pos].iter().collect::<String>().to_ascii_lowercase();
        // 11.5. If position is not past the end of input:
        if pos < chars.len() {
            // 11.5.1. If the code point at position is ";", then continue.
            if chars[pos] == ';' {
                continue;
            }
            // 11.5.2. Advance position by 1 (skipping past "=").
            pos += 1;
        }
        // 11.6. If position is past the end of input, then break.
        if pos >= chars.len() {
            break;
        }
        // 11.7-11.9. The value: a quoted string (the rest up to ";" ignored), or
        // the code points up to ";" with trailing HTTP whitespace removed (empty: continue).
        let value = if chars[pos] == '"' {
            let v = collect_http_quoted_string(&chars, &mut pos);
            while pos < chars.len() && chars[pos] != ';' {
                pos += 1;
            }
            v
        } else {
            let start = pos;
            while pos < chars.len() && chars[pos] != ';' {
                pos += 1;
            }
            let v = chars[start..pos].iter().collect::<String>().trim_end_matches(is_http_whitespace).to_string();
            if v.is_empty() {
                continue;
            }
            v
        };
        // 11.10. If parameterName is not the empty string and solely contains HTTP token
        // code points, parameterValue solely contains HTTP quoted-string token code
        // points, and the parameters do not contain parameterName, set it.
        if !name.is_empty()
            && name.chars().all(is_token)
            && value.chars().all(is_quoted_string_token)
            && mime.parameter(&name).is_none()
        {
            mime.parameters.push((name, value));
        }
    }
    // 12. Return mimeType.
    Some(mime)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_serializes_as_the_standard_says() {
        let m = parse_mime_type(" Text/HTML ; Charset=\"utf-8\" ; charset=latin1; x=\"a\\\"b\"").unwrap();
        assert_eq!(m.essence(), "text/html");
        assert_eq!(m.parameter("charset"), Some("utf-8"));
        assert_eq!(m.serialize(), "text/html;charset=utf-8;x=\"a\\\"b\"");
        assert_eq!(parse_mime_type("text/"), None);
        assert_eq!(parse_mime_type("/html"), None);
        assert_eq!(parse_mime_type("te xt/html"), None);
        assert_eq!(parse_mime_type("text/plain;=x;y=").unwrap().serialize(), "text/plain");
        assert_eq!(parse_mime_type("multipart/form-data; boundary=\"--a b\"").unwrap().parameter("boundary"), Some("--a b"));
    }
}

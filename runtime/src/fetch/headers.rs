//! The classifications of methods and headers that Fetch's `Headers` guards
//! and `Request` constructor apply (https://fetch.spec.whatwg.org/#methods,
//! https://fetch.spec.whatwg.org/#terminology-headers), over header lists of
//! (name, value) pairs; names compare byte-case-insensitively.

use crate::mimesniff::{parse_mime_type, MimeType};

/// https://fetch.spec.whatwg.org/#concept-method: a token.
pub fn is_method(method: &str) -> bool {
    is_header_name(method)
}

/// https://fetch.spec.whatwg.org/#forbidden-method
pub fn is_forbidden_method(method: &str) -> bool {
    ["CONNECT", "TRACE", "TRACK"].iter().any(|m| m.eq_ignore_ascii_case(method))
}

/// https://fetch.spec.whatwg.org/#cors-safelisted-method
pub fn is_cors_safelisted_method(method: &str) -> bool {
    matches!(method, "GET" | "HEAD" | "POST")
}

/// https://fetch.spec.whatwg.org/#concept-method-normalize
pub fn normalize_method(method: &str) -> String {
    const NORMALIZED: [&str; 6] = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"];
    NORMALIZED.iter().find(|m| m.eq_ignore_ascii_case(method)).map_or_else(|| method.to_string(), |m| m.to_string())
}

/// https://fetch.spec.whatwg.org/#header-name: a token.
pub fn is_header_name(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

/// https://fetch.spec.whatwg.org/#header-value: no leading or trailing HTTP
/// tab or space, no NUL, CR or LF.
pub fn is_header_value(value: &str) -> bool {
    !value.starts_with([' ', '\t']) && !value.ends_with([' ', '\t']) && !value.contains(['\0', '\r', '\n'])
}

/// https://fetch.spec.whatwg.org/#concept-header-value-normalize: leading
/// and trailing HTTP whitespace removed.
pub fn normalize_header_value(value: &str) -> String {
    value.trim_matches(|c| matches!(c, '\t' | '\n' | '\r' | ' ')).to_string()
}

/// https://fetch.spec.whatwg.org/#concept-header-list-get: the values of
/// `name`, combined with ", "; `None` when absent.
pub fn get(list: &[(String, String)], name: &str) -> Option<String> {
    let values: Vec<&str> = list.iter().filter(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str()).collect();
    (!values.is_empty()).then(|| values.join(", "))
}

/// https://fetch.spec.whatwg.org/#header-list-contains
pub fn contains(list: &[(String, String)], name: &str) -> bool {
    list.iter().any(|(n, _)| n.eq_ignore_ascii_case(name))
}

/// https://fetch.spec.whatwg.org/#forbidden-request-header
pub fn is_forbidden_request_header(name: &str, value: &str) -> bool {
    const NAMES: [&str; 21] = [
        "accept-charset",
        "accept-encoding",
        "access-control-request-headers",
        "access-control-request-method",
        "connection",
        "content-length",
        "cookie",
        "cookie2",
        "date",
        "dnt",
        "expect",
        "host",
        "keep-alive",
        "origin",
        "referer",
        "set-cookie",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
        "via",
    ];
    let lower = name.to_ascii_lowercase();
    // 1. If name is a byte-case-insensitive match for one of the names, return true.
    // 2. If name when byte-lowercased starts with `proxy-` or `sec-`, then return true.
    if NAMES.contains(&lower.as_str()) || lower.starts_with("proxy-") || lower.starts_with("sec-") {
        return true;
    }
    // 3. If name is `X-HTTP-Method`, `X-HTTP-Method-Override` or `X-Method-Override`:
    // parse value (comma-separated, HTTP tab or space trimmed); a forbidden method among them is forbidden.
    if matches!(lower.as_str(), "x-http-method" | "x-http-method-override" | "x-method-override") {
        return value.split(',').map(|m| m.trim_matches([' ', '\t'])).any(is_forbidden_method);
    }
    // 4. Return false.
    false
}

/// https://fetch.spec.whatwg.org/#forbidden-response-header-name
pub fn is_forbidden_response_header_name(name: &str) -> bool {
    name.eq_ignore_ascii_case("set-cookie") || name.eq_ignore_ascii_case("set-cookie2")
}

/// https://fetch.spec.whatwg.org/#cors-unsafe-request-header-byte
fn is_cors_unsafe_request_header_byte(b: u8) -> bool {
    (b < 0x20 && b != 0x09) || b"\"():<>?@[\\]{}\x7F".contains(&b)
}

/// https://fetch.spec.whatwg.org/#simple-range-header-value, enough to tell
/// whether a `Range` value is one range whose start is given.
fn single_range_has_start(value: &str) -> bool {
    // 1-4. `bytes`, optional HTTP tab or space, `=`, optional tab or space.
    let Some(rest) = value.strip_prefix("bytes") else { return false };
    let rest = rest.trim_start_matches([' ', '\t']);
    let Some(rest) = rest.strip_prefix('=') else { return false };
    let rest = rest.trim_start_matches([' ', '\t']);
    // 5-8. rangeStart: ASCII digits; then optional whitespace, `-`, whitespace.
    let start_len = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (start, rest) = rest.split_at(start_len);
    let rest = rest.trim_start_matches([' ', '\t']);
    let Some(rest) = rest.strip_prefix('-') else { return false };
    let rest = rest.trim_start_matches([' ', '\t']);
    // 9-12. rangeEnd: ASCII digits; nothing may follow.
    let end_len = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (end, rest) = rest.split_at(end_len);
    if !rest.is_empty() || (start.is_empty() && end.is_empty()) {
        return false;
    }
    // 13-15. rangeEnd (when given) must not be less than rangeStart.
    if let (Ok(s), Ok(e)) = (start.parse::<u128>(), end.parse::<u128>()) {
        if s > e {
            return false;
        }
    }
    // The CORS-safelisted check wants the first item (the start) non-null.
    !start.is_empty()
}

/// https://fetch.spec.whatwg.org/#cors-safelisted-request-header
pub fn is_cors_safelisted_request_header(name: &str, value: &str) -> bool {
    // 1. If value's length is greater than 128, then return false.
    if value.len() > 128 {
        return false;
    }
    // 2. Byte-lowercase name and switch on the result:
    match name.to_ascii_lowercase().as_str() {
        "accept" => !value.bytes().any(is_cors_unsafe_request_header_byte),
        "accept-language" | "content-language" => {
            value.bytes().all(|b| b.is_ascii_alphanumeric() || b" *,-.;=".contains(&b))
        }
        "content-type" => {
            if value.bytes().any(is_cors_unsafe_request_header_byte) {
                return false;
            }
            parse_mime_type(value).is_some_and(|m| {
                matches!(m.essence().as_str(), "application/x-www-form-urlencoded" | "multipart/form-data" | "text/plain")
            })
        }
        "range" => single_range_has_start(value),
        _ => false,
    }
}

/// https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header-name
pub fn is_no_cors_safelisted_request_header_name(name: &str) -> bool {
    ["accept", "accept-language", "content-language", "content-type"].iter().any(|n| n.eq_ignore_ascii_case(name))
}

/// https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header
pub fn is_no_cors_safelisted_request_header(name: &str, value: &str) -> bool {
    // 1. If name is not a no-CORS-safelisted request-header name, then return false.
    // 2. Return whether (name, value) is a CORS-safelisted request-header.
    is_no_cors_safelisted_request_header_name(name) && is_cors_safelisted_request_header(name, value)
}

/// https://fetch.spec.whatwg.org/#privileged-no-cors-request-header-name
pub fn is_privileged_no_cors_request_header_name(name: &str) -> bool {
    name.eq_ignore_ascii_case("range")
}

/// https://fetch.spec.whatwg.org/#concept-header-extract-mime-type
pub fn extract_mime_type(list: &[(String, String)]) -> Option<MimeType> {
    // 1-3. charset null, essence null, mimeType null.
    let mut charset: Option<String> = None;
    let mut essence: Option<String> = None;
    let mut mime: Option<MimeType> = None;
    // 4. Let values be the result of getting, decoding, and splitting `Content-Type`.
    // 5. If values is null, then return failure.
    let combined = get(list, "content-type")?;
    // 6. For each value of values:
    for value in split_header_value(&combined) {
        // 6.1. Let temporaryMimeType be the result of parsing value.
        // 6.2. If it is failure or its essence is "*/*", then continue.
        let Some(mut temporary) = parse_mime_type(&value).filter(|m| m.essence() != "*/*") else { continue };
        // 6.3. Set mimeType to temporaryMimeType.
        // 6.4. If mimeType's essence is not essence: charset null; if it has a charset,
        // set charset to it; set essence to mimeType's essence.
        if essence.as_deref() != Some(temporary.essence().as_str()) {
            charset = temporary.parameter("charset").map(str::to_string);
            essence = Some(temporary.essence());
        } else if temporary.parameter("charset").is_none() {
            // 6.5. Otherwise, if mimeType's parameters lack "charset" and charset is non-null,
            // set mimeType's parameters["charset"] to charset.
            if let Some(c) = &charset {
                temporary.parameters.push(("charset".to_string(), c.clone()));
            }
        }
        mime = Some(temporary);
    }
    // 7-8. If mimeType is null, return failure; return mimeType.
    mime
}

/// https://fetch.spec.whatwg.org/#header-value-get-decode-and-split: the
/// values of a combined header value, split on commas outside quoted strings.
pub fn split_header_value(input: &str) -> Vec<String> {
    let chars: Vec<char> = input.chars().collect();
    let mut pos = 0;
    let mut values = Vec::new();
    let mut temporary = String::new();
    loop {
        // Collect code points that are not `"` or `,`.
        while pos < chars.len() && chars[pos] != '"' && chars[pos] != ',' {
            temporary.push(chars[pos]);
            pos += 1;
        }
        if pos < chars.len() && chars[pos] == '"' {
            // A quoted string is kept whole, quotes included.
            let start = pos;
            let _ = crate::mimesniff::collect_http_quoted_string(&chars, &mut pos);
            temporary.extend(&chars[start..pos]);
            if pos < chars.len() {
                continue;
            }
        }
        // Remove leading and trailing HTTP tab or space; append; start anew.
        values.push(temporary.trim_matches([' ', '\t']).to_string());
        temporary.clear();
        if pos >= chars.len() {
            return values;
        }
        // Skip the comma.
        pos += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_headers_as_fetch_does() {
        assert!(is_forbidden_request_header("Sec-Fetch-Mode", "x"));
        assert!(is_forbidden_request_header("X-HTTP-Method-Override", "get, trace"));
        assert!(!is_forbidden_request_header("X-HTTP-Method-Override", "PATCH"));
        assert!(!is_forbidden_request_header("X-Custom", "1"));
        assert!(is_cors_safelisted_request_header("Content-Type", "text/plain;charset=UTF-8"));
        assert!(!is_cors_safelisted_request_header("Content-Type", "application/json"));
        assert!(is_cors_safelisted_request_header("Range", "bytes=0-"));
        assert!(!is_cors_safelisted_request_header("Range", "bytes=-5"));
        assert!(!is_header_value(" padded"));
    }

    #[test]
    fn extracts_the_mime_type_of_a_header_list() {
        let list = vec![("Content-Type".to_string(), "text/plain;charset=gbk, text/plain".to_string())];
        assert_eq!(extract_mime_type(&list).unwrap().serialize(), "text/plain;charset=gbk");
        let list = vec![("content-type".to_string(), "text/html, */*".to_string())];
        assert_eq!(extract_mime_type(&list).unwrap().serialize(), "text/html");
        assert_eq!(split_header_value("a, \"b,c\", d"), vec!["a", "\"b,c\"", "d"]);
    }
}

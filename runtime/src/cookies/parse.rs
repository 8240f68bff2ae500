//! https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-set-cookie-header-field:
//! a set-cookie-string (a `Set-Cookie` header's value, or what a script
//! assigns to `document.cookie`) into a name, a value and the attribute list.

use super::date::parse_a_cookie_date;

/// The largest a cookie's name and value may be together, in octets.
pub const MAX_NAME_VALUE_OCTETS: usize = 4096;
/// The largest an attribute's value may be, in octets.
pub const MAX_ATTRIBUTE_OCTETS: usize = 1024;

/// A cookie's SameSite enforcement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SameSite {
    /// No (recognised) SameSite attribute: treated as Lax, as Chromium does.
    Default,
    None,
    Lax,
    Strict,
}

/// What a cookie's expiry is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Expiry {
    /// Max-Age: this many seconds from now (zero or less: the earliest time).
    MaxAge(i64),
    /// Expires: milliseconds since the Unix epoch.
    Expires(f64),
}

/// A parsed set-cookie-string: the cookie-name, cookie-value and the last
/// value of each attribute (the storage model reads "the last attribute of
/// that name" only).
#[derive(Clone, Debug, PartialEq)]
pub struct ParsedCookie {
    pub name: String,
    pub value: String,
    /// The last Expires or Max-Age, Max-Age winning over any Expires.
    pub max_age: Option<i64>,
    pub expires: Option<f64>,
    /// The last Domain, without a leading ".", in lowercase.
    pub domain: Option<String>,
    /// The last Path (already the default path where it was not absolute).
    pub path: Option<String>,
    pub secure: bool,
    pub http_only: bool,
    pub same_site: SameSite,
}

impl ParsedCookie {
    /// The expiry the storage model uses: Max-Age before Expires.
    pub fn expiry(&self) -> Option<Expiry> {
        self.max_age.map(Expiry::MaxAge).or(self.expires.map(Expiry::Expires))
    }
}

/// %x00-08 / %x0A-1F / %x7F: the control characters a cookie may not hold
/// (horizontal tab is allowed).
fn is_forbidden_control(c: char) -> bool {
    matches!(c, '\u{0}'..='\u{8}' | '\u{A}'..='\u{1F}' | '\u{7F}')
}

fn trim_wsp(s: &str) -> &str {
    s.trim_matches([' ', '\t'])
}

/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-set-cookie-header-field
/// with the default path of the request URL's `path` for a Path attribute
/// that is empty or relative; `None` when the string is to be ignored.
pub fn parse_a_set_cookie_string(input: &str, default_path: &str) -> Option<ParsedCookie> {
    // 1. If the set-cookie-string contains a %x00-08 / %x0A-1F / %x7F
    //    character (CTL characters excluding HTAB): abort these steps and
    //    ignore the set-cookie-string entirely.
    if input.chars().any(is_forbidden_control) {
        return None;
    }
    // 2. If the set-cookie-string contains a %x3B (";") character: the
    //    name-value-pair string consists of the characters up to, but not
    //    including, the first ";", and the unparsed-attributes consist of
    //    the remainder (including the ";"). Otherwise the name-value-pair
    //    string is all of it and the unparsed-attributes is empty.
    let (pair, mut unparsed) = match input.find(';') {
        Some(i) => (&input[..i], &input[i..]),
        None => (input, ""),
    };
    // 3. If the name-value-pair string lacks a "=" character, then the name
    //    string is empty, and the value string is the value of
    //    name-value-pair. Otherwise, the name string consists of the
    //    characters up to the first "=", the value string of those after.
    let (name, value) = pair.split_once('=').unwrap_or(("", pair));
    // 4. Remove any leading or trailing WSP characters from the name string
    //    and the value string.
    let (name, value) = (trim_wsp(name), trim_wsp(value));
    // 5. If the sum of the lengths of the name string and the value string
    //    is more than 4096 octets, abort and ignore the set-cookie-string.
    if name.len() + value.len() > MAX_NAME_VALUE_OCTETS {
        return None;
    }
    // 6. The cookie-name is the name string, and the cookie-value is the
    //    value string.
    let mut cookie = ParsedCookie {
        name: name.to_owned(),
        value: value.to_owned(),
        max_age: None,
        expires: None,
        domain: None,
        path: None,
        secure: false,
        http_only: false,
        same_site: SameSite::Default,
    };
    // The attributes: while the unparsed-attributes string is not empty:
    while !unparsed.is_empty() {
        // 1. Discard the first character of the unparsed-attributes (a ";").
        unparsed = &unparsed[1..];
        // 2. If the unparsed-attributes string contains a ";", consume the
        //    characters up to it as the cookie-av; otherwise consume all.
        let av = match unparsed.find(';') {
            Some(i) => {
                let av = &unparsed[..i];
                unparsed = &unparsed[i..];
                av
            }
            None => std::mem::take(&mut unparsed),
        };
        // 3. If the cookie-av string contains a "=", the attribute-name is
        //    what comes before the first "=" and the attribute-value what
        //    comes after; otherwise the attribute-name is the cookie-av and
        //    the attribute-value is empty.
        let (attr_name, attr_value) = av.split_once('=').unwrap_or((av, ""));
        // 4. Remove any leading or trailing WSP characters from both.
        let (attr_name, attr_value) = (trim_wsp(attr_name), trim_wsp(attr_value));
        // 5. If the attribute-value is longer than 1024 octets, ignore the
        //    cookie-av string and continue to the next one.
        if attr_value.len() > MAX_ATTRIBUTE_OCTETS {
            continue;
        }
        // 6. Process the attribute-name and attribute-value according to
        //    the requirements in the following subsections.
        process_attribute(&mut cookie, attr_name, attr_value, default_path);
    }
    Some(cookie)
}

/// The subsections of "The Set-Cookie Header Field" that give each
/// attribute's meaning; unrecognised attributes are ignored.
fn process_attribute(cookie: &mut ParsedCookie, name: &str, value: &str, default_path: &str) {
    match name.to_ascii_lowercase().as_str() {
        // The Expires Attribute: a cookie-date; one that fails to parse is
        // ignored.
        "expires" => {
            if let Some(time) = parse_a_cookie_date(value) {
                cookie.expires = Some(time);
            }
        }
        // The Max-Age Attribute: an optional "-" and digits, else ignored.
        "max-age" => {
            let digits = value.strip_prefix('-').unwrap_or(value);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return;
            }
            // Huge values saturate: they are capped at 400 days anyway.
            let magnitude = digits.parse::<i64>().unwrap_or(i64::MAX);
            cookie.max_age = Some(if value.starts_with('-') { -magnitude } else { magnitude });
        }
        // The Domain Attribute: an empty value is ignored; a leading "." is
        // dropped; the rest is lowercased.
        "domain" => {
            if value.is_empty() {
                return;
            }
            let domain = value.strip_prefix('.').unwrap_or(value);
            cookie.domain = Some(domain.to_ascii_lowercase());
        }
        // The Path Attribute: an empty or relative value means the default path.
        "path" => {
            let path = if value.starts_with('/') { value } else { default_path };
            cookie.path = Some(path.to_owned());
        }
        "secure" => cookie.secure = true,
        "httponly" => cookie.http_only = true,
        // The SameSite Attribute: None, Strict or Lax; anything else is the default.
        "samesite" => {
            cookie.same_site = match value.to_ascii_lowercase().as_str() {
                "none" => SameSite::None,
                "strict" => SameSite::Strict,
                "lax" => SameSite::Lax,
                _ => SameSite::Default,
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::{parse_a_set_cookie_string, SameSite};

    #[test]
    fn splits_the_pair_and_keeps_the_last_of_each_attribute() {
        let c = parse_a_set_cookie_string(" a = b c ; Path=/x; path=/y; Secure; HttpOnly; SameSite=strict; Max-Age=-5; Domain=.Example.COM; Foo", "/d").unwrap();
        assert_eq!((c.name.as_str(), c.value.as_str()), ("a", "b c"));
        assert_eq!(c.path.as_deref(), Some("/y"));
        assert_eq!(c.domain.as_deref(), Some("example.com"));
        assert!(c.secure && c.http_only);
        assert_eq!(c.same_site, SameSite::Strict);
        assert_eq!(c.max_age, Some(-5));
    }

    #[test]
    fn a_pair_without_equals_is_a_nameless_value_and_bad_attributes_are_ignored() {
        let c = parse_a_set_cookie_string("lonely; path=relative; max-age=1x; expires=never; domain=", "/dir").unwrap();
        assert_eq!((c.name.as_str(), c.value.as_str()), ("", "lonely"));
        assert_eq!(c.path.as_deref(), Some("/dir"));
        assert_eq!((c.max_age, c.expires, c.domain), (None, None, None));
    }

    #[test]
    fn control_characters_and_oversized_pairs_drop_the_cookie() {
        assert_eq!(parse_a_set_cookie_string("a=b\nc", "/"), None);
        assert_eq!(parse_a_set_cookie_string("a=b\u{7f}", "/"), None);
        assert!(parse_a_set_cookie_string("a=b\tc", "/").is_some());
        assert_eq!(parse_a_set_cookie_string(&format!("a={}", "x".repeat(4096)), "/"), None);
        assert!(parse_a_set_cookie_string(&format!("a={}", "x".repeat(4095)), "/").is_some());
    }
}

//! The WebMCP algorithms that need no JavaScript
//! (https://webmachinelearning.github.io/webmcp/).

pub mod declarative;
pub mod notify;
pub mod observe;
pub mod registry;
pub mod schema;

use url::Url;

use crate::html::origin::{same_origin, Origin};

/// https://webmachinelearning.github.io/webmcp/#dom-modelcontext-registertool step 5:
/// a tool name is 1 to 128 code points of ASCII alphanumerics, `_`, `-` and `.`.
pub fn is_valid_tool_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=128).contains(&count)
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.')
}

/// Why an origin given in `exposedTo` / `fromOrigins` is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OriginListError {
    #[error("'{0}' is not a valid URL")]
    Invalid(String),
    #[error("'{0}' is not a potentially trustworthy origin")]
    NotTrustworthy(String),
}

/// Parses each entry as an absolute URL (no base: `/` and `*` are invalid,
/// as the exposedTo-invalid-origins test requires) and takes its origin;
/// failure or an origin that is not potentially trustworthy is an error
/// (registerTool step 8, getTools' fromOrigins).
pub fn parse_origin_list(entries: &[String]) -> Result<Vec<Origin>, OriginListError> {
    let mut out = Vec::with_capacity(entries.len());
    for e in entries {
        let url = Url::parse(e).map_err(|_| OriginListError::Invalid(e.clone()))?;
        let origin = Origin::from_url(&url);
        if !origin.is_potentially_trustworthy() {
            return Err(OriginListError::NotTrustworthy(e.clone()));
        }
        out.push(origin);
    }
    Ok(out)
}

/// "Tool is exposed to an origin": the owner is same origin with the caller,
/// or the caller's origin is among the tool's exposed origins.
pub fn tool_is_exposed_to(owner: &Origin, exposed_to: &[Origin], caller: &Origin) -> bool {
    same_origin(owner, caller) || exposed_to.iter().any(|o| same_origin(o, caller))
}

/// getTools orders tools by name in code-unit order (UTF-16, as JS compares strings).
pub fn code_unit_order(a: &str, b: &str) -> std::cmp::Ordering {
    a.encode_utf16().cmp(b.encode_utf16())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tool_names() {
        assert!(is_valid_tool_name("a"));
        assert!(is_valid_tool_name("get_weather-v1.2"));
        assert!(is_valid_tool_name(&"x".repeat(128)));
        assert!(!is_valid_tool_name(&"x".repeat(129)));
        assert!(!is_valid_tool_name(""));
        assert!(!is_valid_tool_name("has space"));
        assert!(!is_valid_tool_name("ünicode"));
        assert!(!is_valid_tool_name("slash/name"));
    }

    #[test]
    fn origin_lists_need_trustworthy_origins() {
        let ok = parse_origin_list(&["https://www1.web-platform.test:8443".into()]).unwrap();
        assert_eq!(ok[0].serialize(), "https://www1.web-platform.test:8443");
        assert_eq!(
            parse_origin_list(&["http://example.test".into()]),
            Err(OriginListError::NotTrustworthy("http://example.test".into()))
        );
        assert!(matches!(parse_origin_list(&["https://[".into()]), Err(OriginListError::Invalid(_))));
        assert!(matches!(parse_origin_list(&["/".into()]), Err(OriginListError::Invalid(_))));
        assert!(matches!(parse_origin_list(&["*".into()]), Err(OriginListError::Invalid(_))));
        assert!(parse_origin_list(&["http://localhost:1".into()]).is_ok());
    }

    #[test]
    fn exposure_is_same_origin_or_listed() {
        let a = Origin::from_url(&Url::parse("https://a.test").unwrap());
        let b = Origin::from_url(&Url::parse("https://b.test").unwrap());
        assert!(tool_is_exposed_to(&a, &[], &a));
        assert!(!tool_is_exposed_to(&a, &[], &b));
        assert!(tool_is_exposed_to(&a, &[b.clone()], &b));
    }

    #[test]
    fn code_unit_order_differs_from_code_point_order() {
        // U+FF61 sorts after U+1F600 by code point but before it by UTF-16 code unit.
        let mut v = vec!["\u{1F600}", "\u{FF61}", "b", "a"];
        v.sort_by(|a, b| code_unit_order(a, b));
        assert_eq!(v, ["a", "b", "\u{1F600}", "\u{FF61}"]);
    }
}

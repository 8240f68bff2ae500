//! The CSS namespace (https://drafts.csswg.org/cssom/#namespacedef-css):
//! `CSS.escape()`, and CSS Conditional's `CSS.supports()`.

use boa_engine::{Context, JsResult, JsString};

use runtime::css::stylesheet::evaluate_supports_condition;
use runtime::css::stylesheet::supports::supports_declaration;

use crate::generated::CSSMethods;

pub struct CSS;

impl CSSMethods for CSS {
    /// https://drafts.csswg.org/cssom/#dom-css-escape: serialize an identifier.
    fn escape(_ctx: &mut Context, ident: JsString) -> JsResult<JsString> {
        Ok(JsString::from(serialize_an_identifier(&ident.iter().collect::<Vec<u16>>()).as_slice()))
    }

    /// https://drafts.csswg.org/css-conditional-3/#dom-css-supports
    fn supports(_ctx: &mut Context, property: JsString, value: JsString) -> JsResult<bool> {
        // If property is an ASCII case-insensitive match for any defined CSS
        // property that the UA supports, or is a custom property name
        // string, and value successfully parses according to that
        // property's grammar, return true. Otherwise, return false.
        Ok(supports_declaration(&property.to_std_string_lossy(), &value.to_std_string_lossy()))
    }

    /// https://drafts.csswg.org/css-conditional-3/#dom-css-supports-conditiontext
    fn supports_with_condition_text(_ctx: &mut Context, condition_text: JsString) -> JsResult<bool> {
        let text = condition_text.to_std_string_lossy();
        // 1. If conditionText, parsed and evaluated as a
        //    <supports-condition>, would return true, return true.
        // 2. Otherwise, if conditionText, wrapped in parentheses and then
        //    parsed and evaluated as a <supports-condition>, would return
        //    true, return true.
        // 3. Otherwise, return false.
        Ok(evaluate_supports_condition(&text) == Some(true) || evaluate_supports_condition(&format!("({text})")) == Some(true))
    }
}

/// https://drafts.csswg.org/cssom/#serialize-an-identifier, over UTF-16
/// code units (a lone surrogate is a code point of its own, kept as is).
pub fn serialize_an_identifier(ident: &[u16]) -> Vec<u16> {
    let mut out: Vec<u16> = Vec::with_capacity(ident.len());
    let is_digit = |c: u16| (0x30..=0x39).contains(&c);
    let hyphen = u16::from(b'-');
    for (i, &c) in ident.iter().enumerate() {
        // If the character is NULL (U+0000), then the REPLACEMENT CHARACTER (U+FFFD).
        if c == 0 {
            out.push(0xFFFD);
        // If the character is in the range [\1-\1f] (U+0001 to U+001F) or is U+007F,
        // the character escaped as code point.
        } else if (0x01..=0x1F).contains(&c) || c == 0x7F
            // If the character is the first character and is in the range [0-9],
            // the character escaped as code point.
            || (i == 0 && is_digit(c))
            // If the character is the second character and is in the range [0-9]
            // and the first character is a "-", the character escaped as code point.
            || (i == 1 && is_digit(c) && ident.first() == Some(&hyphen))
        {
            out.extend(format!("\\{:x} ", c).encode_utf16());
        // If the character is the first character and is a "-", and there is
        // no second character, the escaped character.
        } else if i == 0 && c == hyphen && ident.len() == 1 {
            out.extend([u16::from(b'\\'), c]);
        // If the character is not handled by one of the above rules and is
        // greater than or equal to U+0080, is "-", "_", or in [0-9A-Za-z], the character itself.
        } else if c >= 0x80 || c == hyphen || c == u16::from(b'_') || (c < 0x80 && (c as u8).is_ascii_alphanumeric()) {
            out.push(c);
        // Otherwise, the escaped character.
        } else {
            out.extend([u16::from(b'\\'), c]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::serialize_an_identifier;

    fn escape(s: &str) -> String {
        String::from_utf16_lossy(&serialize_an_identifier(&s.encode_utf16().collect::<Vec<u16>>()))
    }

    #[test]
    fn identifiers_are_escaped_as_cssom_serializes_them() {
        assert_eq!(escape("0a"), "\\30 a");
        assert_eq!(escape("-1a"), "-\\31 a");
        assert_eq!(escape("-"), "\\-");
        assert_eq!(escape("--a"), "--a");
        assert_eq!(escape("a\u{0}b\u{7f}"), "a\u{fffd}b\\7f ");
        assert_eq!(escape("a b#c"), "a\\ b\\#c");
        assert_eq!(escape("\u{e9}_-"), "\u{e9}_-");
    }
}

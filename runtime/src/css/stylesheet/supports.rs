//! `@supports` conditions (https://drafts.csswg.org/css-conditional-3/#at-supports)
//! evaluated against the property table and the selector parser.

use cssparser::{ParseError, Parser, Token};

use crate::css::cssom::declaration::{parse_property_value, PropertyName};
use crate::css::values::tokens;
use crate::dom::select::parse_style_rule_selectors;

type Result<T> = std::result::Result<T, ParseError<()>>;

/// https://drafts.csswg.org/css-conditional-3/#typedef-supports-condition :
/// whether the condition holds, or `None` when it does not parse (the
/// rule is then invalid).
pub fn evaluate_supports_condition(text: &str) -> Option<bool> {
    let mut parser = Parser::new(text);
    let result = parser.parse_entirely(supports_condition).ok()?;
    Some(result)
}

/// `CSS.supports(property, value)` (https://drafts.csswg.org/css-conditional-3/#dom-css-supports):
/// whether `property` is supported and `value` parses for it.
pub fn supports_declaration(property: &str, value: &str) -> bool {
    PropertyName::parse(property).is_some_and(|p| parse_property_value(&p, value).is_some())
}

fn supports_condition(input: &mut Parser<'_>) -> Result<bool> {
    if input.try_parse(|i| i.expect_ident_matching("not")).is_ok() {
        return Ok(!supports_in_parens(input)?);
    }
    let mut result = supports_in_parens(input)?;
    let mut combinator: Option<bool> = None;
    loop {
        let is_and = if input.try_parse(|i| i.expect_ident_matching("and")).is_ok() {
            true
        } else if input.try_parse(|i| i.expect_ident_matching("or")).is_ok() {
            false
        } else {
            break;
        };
        if combinator.is_some_and(|c| c != is_and) {
            return Err(ParseError::custom(()));
        }
        combinator = Some(is_and);
        let next = supports_in_parens(input)?;
        result = if is_and { result && next } else { result || next };
    }
    Ok(result)
}

/// `<supports-in-parens>`: a nested condition, a declaration, a
/// `selector()` test, or general enclosed (false).
fn supports_in_parens(input: &mut Parser<'_>) -> Result<bool> {
    let token = input.next()?.clone();
    match token {
        Token::ParenthesisBlock => input.parse_nested_block(|i| {
            if let Ok(r) = i.try_parse(|i| {
                let r = supports_condition(i)?;
                i.expect_exhausted()?;
                Ok::<_, ParseError<()>>(r)
            }) {
                return Ok(r);
            }
            if let Ok(r) = i.try_parse(supports_decl) {
                return Ok(r);
            }
            while i.next().is_ok() {}
            Ok(false)
        }),
        Token::Function(ref name) if name.eq_ignore_ascii_case("selector") => input.parse_nested_block(|i| {
            let ok = i
                .try_parse(|i| {
                    // `selector(<complex-selector>)`: one selector, not a list.
                    let list = parse_style_rule_selectors(i, false).map_err(|_| ParseError::custom(()))?;
                    i.expect_exhausted()?;
                    if list.len() != 1 {
                        return Err(ParseError::custom(()));
                    }
                    Ok::<_, ParseError<()>>(())
                })
                .is_ok();
            while i.next().is_ok() {}
            Ok(ok)
        }),
        Token::Function(_) => input.parse_nested_block(|i| {
            // font-tech(), font-format() and unknown functions: false.
            while i.next().is_ok() {}
            Ok(false)
        }),
        _ => Err(ParseError::custom(())),
    }
}

/// `<supports-decl>`: whether the declaration would be accepted.
fn supports_decl(input: &mut Parser<'_>) -> Result<bool> {
    let name = input.expect_ident()?.clone();
    input.expect_colon()?;
    let start = input.position();
    let _ = tokens::declaration_value(input, true)?;
    let text = input.slice_from(start);
    let Some(property) = PropertyName::parse(&name) else {
        return Ok(false);
    };
    // A trailing `!important` is allowed and ignored.
    let text = text.trim_end();
    let text = match text.rfind('!') {
        Some(pos) if text[pos + 1..].trim().eq_ignore_ascii_case("important") => &text[..pos],
        _ => text,
    };
    Ok(parse_property_value(&property, text).is_some())
}

#[cfg(test)]
mod tests {
    use super::evaluate_supports_condition as supports;

    #[test]
    fn conditions() {
        assert_eq!(supports("(display: grid)"), Some(true));
        assert_eq!(supports("(display: grid) and (gap: 1px)"), Some(true));
        assert_eq!(supports("(display: frobnicate)"), Some(false));
        assert_eq!(supports("(frobnicate: 1)"), Some(false));
        assert_eq!(supports("not (display: frobnicate)"), Some(true));
        assert_eq!(supports("(display: grid) or (x: y)"), Some(true));
        assert_eq!(supports("(--x: anything)"), Some(true));
        assert_eq!(supports("selector(:focus-visible)"), Some(true));
        assert_eq!(supports("selector(:frobnicate)"), Some(false));
        assert_eq!(supports("selector(a, b)"), Some(false));
        assert_eq!(supports("font-tech(color-COLRv1)"), Some(false));
        assert_eq!(supports("(color: red !important)"), Some(true));
        assert_eq!(supports("(a) and (b) or (c)"), None);
        assert_eq!(supports("display: grid"), None);
        assert!(super::supports_declaration("display", "grid"));
        assert!(super::supports_declaration("--anything", "1"));
        assert!(!super::supports_declaration("display", "nope"));
        assert!(!super::supports_declaration("colour", "red"));
    }
}

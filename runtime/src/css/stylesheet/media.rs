//! Media queries (https://drafts.csswg.org/mediaqueries-5/) evaluated
//! against the engine's fixed environment.
//!
//! The environment is a desktop screen of [`VIEWPORT_WIDTH`] ×
//! [`VIEWPORT_HEIGHT`] CSS pixels at 1dppx, in color (8 bits per
//! component), with a mouse (`hover: hover`, `pointer: fine`), scripting
//! enabled, and the user's defaults for every preference:
//! `prefers-color-scheme: light`, `prefers-reduced-motion: no-preference`,
//! `prefers-contrast: no-preference`, `forced-colors: none`. The `print`
//! media type never matches. A feature this module does not know makes its
//! query false (https://drafts.csswg.org/mediaqueries-5/#evaluating).

use cssparser::{match_ignore_ascii_case, Parser, Token};

use crate::css::values::length::{Length, LengthContext, LengthUnit};
use crate::css::{VIEWPORT_HEIGHT, VIEWPORT_WIDTH};

/// Kleene logic for media conditions: an unknown feature is "unknown",
/// which a query as a whole treats as false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kleene {
    True,
    False,
    Unknown,
}

impl Kleene {
    fn from_bool(b: bool) -> Kleene {
        if b {
            Kleene::True
        } else {
            Kleene::False
        }
    }
    fn not(self) -> Kleene {
        match self {
            Kleene::True => Kleene::False,
            Kleene::False => Kleene::True,
            Kleene::Unknown => Kleene::Unknown,
        }
    }
    fn and(self, other: Kleene) -> Kleene {
        match (self, other) {
            (Kleene::False, _) | (_, Kleene::False) => Kleene::False,
            (Kleene::True, Kleene::True) => Kleene::True,
            _ => Kleene::Unknown,
        }
    }
    fn or(self, other: Kleene) -> Kleene {
        match (self, other) {
            (Kleene::True, _) | (_, Kleene::True) => Kleene::True,
            (Kleene::False, Kleene::False) => Kleene::False,
            _ => Kleene::Unknown,
        }
    }
}

type Result<T> = std::result::Result<T, cssparser::ParseError<()>>;

fn fail<T>() -> Result<T> {
    Err(cssparser::ParseError::custom(()))
}

/// https://drafts.csswg.org/mediaqueries-5/#mq-list : whether the media
/// query list `text` matches. The empty list matches; a query that does
/// not parse is `not all` (it never matches) and the others still count.
pub fn evaluate_media_query_list(text: &str) -> bool {
    let mut parser = Parser::new(text);
    if parser.is_exhausted() {
        return true;
    }
    let mut any = false;
    loop {
        let result = parser.parse_until_before(cssparser::Delimiter::Comma, |i| {
            let r = media_query(i);
            // Whatever follows an unparsable query up to the comma is skipped.
            if r.is_err() {
                while i.next().is_ok() {}
            }
            Ok::<_, cssparser::ParseError<()>>(r.map(|k| k == Kleene::True).unwrap_or(false))
        });
        any |= result.unwrap_or(false);
        match parser.next() {
            Ok(Token::Comma) => continue,
            _ => break,
        }
    }
    any
}

/// https://drafts.csswg.org/cssom/#serialize-a-media-query-list: the
/// queries of `text`, each as its tokens with idents lowercased and white
/// space normalized (`(min-width:600px)` is `(min-width: 600px)`), a query
/// that does not parse as `not all`, joined with ", ".
pub fn serialize_media_query_list(text: &str) -> String {
    media_query_list(text).join(", ")
}

/// https://drafts.csswg.org/cssom/#parse-a-media-query-list: the queries of
/// `text`, each serialized (https://drafts.csswg.org/cssom/#serialize-a-media-query),
/// a query that does not parse as `not all`.
pub fn media_query_list(text: &str) -> Vec<String> {
    let mut parser = Parser::new(text);
    let mut queries = Vec::new();
    if parser.is_exhausted() {
        return queries;
    }
    loop {
        let query = parser.parse_until_before(cssparser::Delimiter::Comma, |i| {
            let start = i.position();
            let parsed = i.try_parse(media_query).is_ok();
            if !parsed {
                while i.next().is_ok() {}
                return Ok::<_, cssparser::ParseError<()>>("not all".to_owned());
            }
            let source = i.slice_from(start).to_owned();
            // https://drafts.csswg.org/cssom/#serialize-a-media-query: the
            // media type `all` is left out when a condition follows.
            let query = serialize_tokens(&source);
            Ok(match query.strip_prefix("all and ") {
                Some(condition) => condition.to_owned(),
                None => query,
            })
        });
        queries.push(query.unwrap_or_else(|_| "not all".to_owned()));
        match parser.next() {
            Ok(Token::Comma) => continue,
            _ => break,
        }
    }
    queries
}

/// https://drafts.csswg.org/cssom/#parse-a-media-query: `text` as one
/// media query, serialized; one that does not parse is `not all`, and
/// nothing (white space only) is `None`.
pub fn parse_a_media_query(text: &str) -> Option<String> {
    let mut parser = Parser::new(text);
    if parser.is_exhausted() {
        return None;
    }
    let start = parser.position();
    if parser.try_parse(|i| media_query(i).map(|_| ())).is_err() || !parser.is_exhausted() {
        return Some("not all".to_owned());
    }
    Some(serialize_tokens(parser.slice_from(start)))
}

/// The tokens of a query that parsed, with single spaces where white space
/// was (none inside parentheses' edges), one after `:`, idents lowercased.
fn serialize_tokens(source: &str) -> String {
    fn walk(input: &mut Parser<'_>, out: &mut String) {
        let mut space = false;
        while let Ok(token) = input.next_including_whitespace().cloned() {
            match token {
                Token::WhiteSpace(_) => space = true,
                Token::ParenthesisBlock | Token::Function(_) => {
                    if space && !out.is_empty() && !out.ends_with('(') {
                        out.push(' ');
                    }
                    space = false;
                    match &token {
                        Token::Function(name) => {
                            out.push_str(&name.to_ascii_lowercase());
                            out.push('(');
                        }
                        _ => out.push('('),
                    }
                    let _ = input.parse_nested_block(|i| {
                        walk(i, out);
                        Ok::<_, cssparser::ParseError<()>>(())
                    });
                    out.push(')');
                }
                Token::Colon => {
                    out.push_str(": ");
                    space = false;
                }
                other => {
                    if space && !out.is_empty() && !out.ends_with('(') && !out.ends_with(' ') {
                        out.push(' ');
                    }
                    space = false;
                    let text = match &other {
                        Token::Ident(s) => s.to_ascii_lowercase(),
                        // Units are ASCII case-insensitive: `5PX` is `5px`.
                        Token::Dimension { has_sign, value, int_value, unit } => {
                            let lower = cssparser::CowRcStr::from(unit.to_ascii_lowercase());
                            cssparser::ToCss::to_css_string(&Token::Dimension { has_sign: *has_sign, value: *value, int_value: *int_value, unit: lower })
                        }
                        t => cssparser::ToCss::to_css_string(t),
                    };
                    out.push_str(&text);
                }
            }
        }
    }
    let mut input = Parser::new(source);
    let mut out = String::new();
    walk(&mut input, &mut out);
    out.trim().to_owned()
}

/// `<media-query>`: `<media-condition> | [not | only]? <media-type> [and <media-condition-without-or>]?`
fn media_query(input: &mut Parser<'_>) -> Result<Kleene> {
    if let Ok(k) = input.try_parse(|i| {
        let k = media_condition(i, true)?;
        i.expect_exhausted()?;
        Ok::<_, cssparser::ParseError<()>>(k)
    }) {
        return Ok(k);
    }
    let mut negate = false;
    let ident = input.expect_ident()?.clone();
    let media_type = match_ignore_ascii_case! { &ident,
        "not" => { negate = true; input.expect_ident()?.clone() },
        "only" => input.expect_ident()?.clone(),
        _ => ident,
    };
    let type_matches = match_ignore_ascii_case! { &media_type,
        "all" | "screen" => true,
        "print" | "tty" | "tv" | "projection" | "handheld" | "braille" | "embossed" | "aural" | "speech" => false,
        "not" | "only" | "and" | "or" | "layer" => return fail(),
        _ => false,
    };
    let mut result = Kleene::from_bool(type_matches);
    if input.try_parse(|i| i.expect_ident_matching("and")).is_ok() {
        result = result.and(media_condition(input, false)?);
    }
    input.expect_exhausted()?;
    // An unknown result in a query is false, also under `not`.
    if result == Kleene::Unknown {
        return Ok(Kleene::False);
    }
    Ok(if negate { result.not() } else { result })
}

/// `<media-condition>` (with `or` when `allow_or`).
fn media_condition(input: &mut Parser<'_>, allow_or: bool) -> Result<Kleene> {
    if input.try_parse(|i| i.expect_ident_matching("not")).is_ok() {
        return Ok(media_in_parens(input)?.not());
    }
    let mut result = media_in_parens(input)?;
    let mut combinator: Option<bool> = None; // Some(true) = and
    loop {
        let is_and = if input.try_parse(|i| i.expect_ident_matching("and")).is_ok() {
            true
        } else if allow_or && input.try_parse(|i| i.expect_ident_matching("or")).is_ok() {
            false
        } else {
            break;
        };
        // `and` and `or` cannot be mixed at one level.
        if combinator.is_some_and(|c| c != is_and) {
            return fail();
        }
        combinator = Some(is_and);
        let next = media_in_parens(input)?;
        result = if is_and { result.and(next) } else { result.or(next) };
    }
    Ok(result)
}

/// `<media-in-parens>`: a nested condition, a feature, or general
/// enclosed (unknown).
fn media_in_parens(input: &mut Parser<'_>) -> Result<Kleene> {
    match input.next()? {
        Token::ParenthesisBlock => {}
        Token::Function(_) => {
            input.parse_nested_block(|i| {
                while i.next().is_ok() {}
                Ok::<_, cssparser::ParseError<()>>(())
            })?;
            return Ok(Kleene::Unknown);
        }
        _ => return fail(),
    }
    input.parse_nested_block(|i| {
        if let Ok(k) = i.try_parse(|i| {
            let k = media_condition(i, true)?;
            i.expect_exhausted()?;
            Ok::<_, cssparser::ParseError<()>>(k)
        }) {
            return Ok(k);
        }
        if let Ok(k) = i.try_parse(media_feature) {
            return Ok(k);
        }
        // <general-enclosed>
        while i.next().is_ok() {}
        Ok(Kleene::Unknown)
    })
}

/// A value in a media feature.
#[derive(Clone, Debug, PartialEq)]
enum FeatureValue {
    Number(f32),
    Ident(String),
    Ratio(f32, f32),
}

fn feature_value(input: &mut Parser<'_>) -> Result<FeatureValue> {
    let ctx = LengthContext {
        font_size: 16.0,
        root_font_size: 16.0,
        viewport_width: VIEWPORT_WIDTH,
        viewport_height: VIEWPORT_HEIGHT,
    };
    let token = input.next()?.clone();
    Ok(match token {
        Token::Number { value, .. } => {
            if input.try_parse(|i| i.expect_delim('/')).is_ok() {
                let d = input.expect_number()?;
                FeatureValue::Ratio(value, d)
            } else {
                FeatureValue::Number(value)
            }
        }
        Token::Dimension { value, ref unit, .. } => {
            if let Some(u) = LengthUnit::from_name(unit) {
                match (Length { value, unit: u }).to_px(&ctx) {
                    Some(px) => FeatureValue::Number(px),
                    None => return fail(),
                }
            } else {
                let dppx = match_ignore_ascii_case! { unit,
                    "dppx" | "x" => value,
                    "dpi" => value / 96.0,
                    "dpcm" => value * 2.54 / 96.0,
                    _ => return fail(),
                };
                FeatureValue::Number(dppx)
            }
        }
        Token::Ident(ref s) => FeatureValue::Ident(s.to_ascii_lowercase()),
        _ => return fail(),
    })
}

/// The environment's value of a feature, for range and plain comparison.
fn environment(name: &str) -> Option<FeatureValue> {
    use FeatureValue::*;
    let ident = |s: &str| Some(Ident(s.to_owned()));
    match name {
        "width" | "device-width" => Some(Number(VIEWPORT_WIDTH)),
        "height" | "device-height" => Some(Number(VIEWPORT_HEIGHT)),
        "aspect-ratio" | "device-aspect-ratio" => Some(Ratio(VIEWPORT_WIDTH, VIEWPORT_HEIGHT)),
        "resolution" | "-webkit-device-pixel-ratio" => Some(Number(1.0)),
        "color" => Some(Number(8.0)),
        "color-index" | "monochrome" | "grid" => Some(Number(0.0)),
        "orientation" => ident("landscape"),
        "prefers-color-scheme" => ident("light"),
        "prefers-reduced-motion" | "prefers-contrast" | "prefers-reduced-transparency"
        | "prefers-reduced-data" => ident("no-preference"),
        "forced-colors" | "inverted-colors" => ident("none"),
        "hover" | "any-hover" => ident("hover"),
        "pointer" | "any-pointer" => ident("fine"),
        "scripting" => ident("enabled"),
        "update" => ident("fast"),
        "display-mode" => ident("browser"),
        "color-gamut" => ident("srgb"),
        "dynamic-range" | "video-dynamic-range" => ident("standard"),
        "overflow-block" => ident("scroll"),
        "overflow-inline" => ident("scroll"),
        _ => None,
    }
}

fn as_number(v: &FeatureValue) -> Option<f32> {
    match v {
        FeatureValue::Number(n) => Some(*n),
        FeatureValue::Ratio(a, b) if *b != 0.0 => Some(a / b),
        FeatureValue::Ratio(..) => Some(f32::INFINITY),
        FeatureValue::Ident(_) => None,
    }
}

/// `<mf-plain>`, `<mf-boolean>` or `<mf-range>`.
fn media_feature(input: &mut Parser<'_>) -> Result<Kleene> {
    // Range form starting with a value: `400px <= width <= 700px`.
    if let Ok(k) = input.try_parse(range_from_value) {
        return Ok(k);
    }
    let name = input.expect_ident()?.to_ascii_lowercase();
    if input.is_exhausted() {
        // <mf-boolean>: true unless the value is 0 or none.
        return Ok(match environment(&name) {
            Some(FeatureValue::Number(n)) => Kleene::from_bool(n != 0.0),
            Some(FeatureValue::Ident(s)) => Kleene::from_bool(s != "none" && s != "no-preference"),
            Some(FeatureValue::Ratio(..)) => Kleene::True,
            None => Kleene::Unknown,
        });
    }
    if input.try_parse(|i| i.expect_colon()).is_ok() {
        let value = feature_value(input)?;
        input.expect_exhausted()?;
        let (prefix, base) = if let Some(b) = name.strip_prefix("min-") {
            (Some(true), b)
        } else if let Some(b) = name.strip_prefix("max-") {
            (Some(false), b)
        } else {
            (None, name.as_str())
        };
        let Some(env) = environment(base) else {
            return Ok(Kleene::Unknown);
        };
        return Ok(match prefix {
            None => match (&env, &value) {
                (FeatureValue::Ident(a), FeatureValue::Ident(b)) => Kleene::from_bool(a == b),
                _ => match (as_number(&env), as_number(&value)) {
                    (Some(a), Some(b)) => Kleene::from_bool((a - b).abs() < 1e-6),
                    _ => Kleene::False,
                },
            },
            Some(min) => match (as_number(&env), as_number(&value)) {
                (Some(a), Some(b)) => Kleene::from_bool(if min { a >= b } else { a <= b }),
                _ => Kleene::Unknown,
            },
        });
    }
    // `width >= 600px`
    let op = comparison(input)?;
    let value = feature_value(input)?;
    input.expect_exhausted()?;
    let Some(env) = environment(&name).as_ref().and_then(as_number) else {
        return Ok(Kleene::Unknown);
    };
    let v = as_number(&value).ok_or(cssparser::ParseError::custom(()))?;
    Ok(Kleene::from_bool(compare(env, op, v)))
}

fn range_from_value(input: &mut Parser<'_>) -> Result<Kleene> {
    let left = feature_value(input)?;
    if matches!(left, FeatureValue::Ident(_)) {
        return fail();
    }
    let op1 = comparison(input)?;
    let name = input.expect_ident()?.to_ascii_lowercase();
    let env = environment(&name).as_ref().and_then(as_number);
    let left = as_number(&left).ok_or(cssparser::ParseError::custom(()))?;
    // `left op1 feature`, i.e. feature (reversed op1) left.
    let mut result = env.map(|e| compare(left, op1, e));
    if !input.is_exhausted() {
        let op2 = comparison(input)?;
        // Both comparisons must point the same way.
        if (op1.starts_with('<')) != (op2.starts_with('<')) || op1 == "=" || op2 == "=" {
            return fail();
        }
        let right = as_number(&feature_value(input)?).ok_or(cssparser::ParseError::custom(()))?;
        result = match (result, env) {
            (Some(r), Some(e)) => Some(r && compare(e, op2, right)),
            _ => None,
        };
    }
    input.expect_exhausted()?;
    Ok(result.map(Kleene::from_bool).unwrap_or(Kleene::Unknown))
}

fn comparison(input: &mut Parser<'_>) -> Result<&'static str> {
    let first = match input.next()? {
        Token::Delim('<') => '<',
        Token::Delim('>') => '>',
        Token::Delim('=') => return Ok("="),
        _ => return fail(),
    };
    let state = input.state();
    // `<=` and `>=` are two tokens with no whitespace between.
    if let Ok(Token::Delim('=')) = input.next_including_whitespace() {
        return Ok(if first == '<' { "<=" } else { ">=" });
    }
    input.reset(&state);
    Ok(if first == '<' { "<" } else { ">" })
}

fn compare(a: f32, op: &str, b: f32) -> bool {
    match op {
        "<" => a < b,
        "<=" => a <= b,
        ">" => a > b,
        ">=" => a >= b,
        _ => (a - b).abs() < 1e-6,
    }
}

#[cfg(test)]
mod tests {
    use super::evaluate_media_query_list as mq;

    #[test]
    fn media_query_lists_serialize_normalized() {
        use super::serialize_media_query_list as ser;
        assert_eq!(ser("(min-width:600px)"), "(min-width: 600px)");
        assert_eq!(ser("  SCREEN  and (max-width: 100px) "), "screen and (max-width: 100px)");
        assert_eq!(ser("(prefers-color-scheme: dark), print"), "(prefers-color-scheme: dark), print");
        assert_eq!(ser("screen and, (hover: hover)"), "not all, (hover: hover)");
        assert_eq!(ser(""), "");
        assert_eq!(ser("(400px <= width <= 1300px)"), "(400px <= width <= 1300px)");
    }

    #[test]
    fn queries_against_the_fixed_screen() {
        for yes in [
            "", "all", "screen", "only screen", "not print", "screen and (min-width: 768px)",
            "(max-width: 1280px)", "(width >= 600px)", "(400px <= width <= 1300px)",
            "(prefers-color-scheme: light)", "(orientation: landscape)", "(hover: hover)",
            "(min-aspect-ratio: 16/10)", "(color)", "print, screen", "not all and (max-width: 600px)",
            "(min-width: 40em)", "((min-width: 1px) or (foo: bar))", "(min-resolution: 1dppx)",
            "(prefers-reduced-motion: no-preference)", "not (max-width: 600px)",
        ] {
            assert!(mq(yes), "{yes:?} should match");
        }
        for no in [
            "print", "not screen", "(max-width: 768px)", "(width < 600px)", "(prefers-color-scheme: dark)",
            "(min-width: 1281px)", "(foo: bar)", "screen and (foo)", "not (foo)", "(orientation: portrait)",
            "(prefers-reduced-motion: reduce)", "(min-width: 100px) and (max-width: 200px)",
            "screen and", "(width: )", "@media", "unknown-type", "(max-width: 600px) or",
        ] {
            assert!(!mq(no), "{no:?} should not match");
        }
    }
}

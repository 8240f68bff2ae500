//! https://w3c.github.io/IntersectionObserver/#parse-a-margin: a root or
//! scroll margin of one to four pixel lengths or percentages.

/// One side of a margin: pixels or a percentage.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Side {
    Px(f64),
    Percent(f64),
}

impl Side {
    fn serialize(self) -> String {
        match self {
            Side::Px(v) => format!("{}px", number(v)),
            Side::Percent(v) => format!("{}%", number(v)),
        }
    }
}

/// A number as CSS serializes it (no trailing `.0`).
fn number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}

/// https://w3c.github.io/IntersectionObserver/#parse-a-margin: top, right,
/// bottom, left; `None` is failure.
pub fn parse_a_margin(text: &str) -> Option<[Side; 4]> {
    // 1. Parse a list of component values (white space separated here).
    let mut sides = Vec::new();
    for token in text.split_ascii_whitespace() {
        // 3. A dimension in px or a percentage; anything else is failure.
        let side = if let Some(v) = strip_suffix_ignore_case(token, "px") {
            Side::Px(parse_number(v)?)
        } else if let Some(v) = token.strip_suffix('%') {
            Side::Percent(parse_number(v)?)
        } else {
            return None;
        };
        sides.push(side);
    }
    // 4-5. One to four values, expanded as in CSS's margin shorthand.
    match sides.as_slice() {
        [] => Some([Side::Px(0.0); 4]),
        [a] => Some([*a; 4]),
        [a, b] => Some([*a, *b, *a, *b]),
        [a, b, c] => Some([*a, *b, *c, *b]),
        [a, b, c, d] => Some([*a, *b, *c, *d]),
        _ => None,
    }
}

fn strip_suffix_ignore_case<'a>(token: &'a str, suffix: &str) -> Option<&'a str> {
    let cut = token.len().checked_sub(suffix.len())?;
    (token.is_char_boundary(cut) && token[cut..].eq_ignore_ascii_case(suffix)).then(|| &token[..cut])
}

/// A CSS number: digits with an optional sign, fraction and exponent.
fn parse_number(text: &str) -> Option<f64> {
    let ok = !text.is_empty() && text.chars().all(|c| c.is_ascii_digit() || matches!(c, '+' | '-' | '.' | 'e' | 'E')) && text.chars().any(|c| c.is_ascii_digit());
    if !ok {
        return None;
    }
    text.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// The margin as its getter returns it: the four sides, space separated.
pub fn serialize(sides: &[Side; 4]) -> String {
    sides.iter().map(|s| s.serialize()).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn margins_expand_like_the_margin_shorthand() {
        assert_eq!(serialize(&parse_a_margin("0px").unwrap()), "0px 0px 0px 0px");
        assert_eq!(serialize(&parse_a_margin(" 10px 5% ").unwrap()), "10px 5% 10px 5%");
        assert_eq!(serialize(&parse_a_margin("1px 2px 3px").unwrap()), "1px 2px 3px 2px");
        assert_eq!(serialize(&parse_a_margin("-1.5PX 2px 3px 4%").unwrap()), "-1.5px 2px 3px 4%");
        assert_eq!(serialize(&parse_a_margin("").unwrap()), "0px 0px 0px 0px");
    }

    #[test]
    fn other_units_and_bare_numbers_fail() {
        for bad in ["0", "1em", "1px 2px 3px 4px 5px", "px", "10 px", "auto", "1e999px"] {
            assert_eq!(parse_a_margin(bad), None, "{bad}");
        }
    }
}

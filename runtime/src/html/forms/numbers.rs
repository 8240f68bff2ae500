//! HTML's numeric microsyntaxes
//! (https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#numbers)
//! ([`Decimal`], re-exported, is the decimal arithmetic
//! that step checks need).
//!
//! Own code rather than a crate: the HTML parsing rules (leading whitespace,
//! trailing garbage, the `2^1024` overflow rule, no `-0`) are specific to
//! HTML, and the [`Decimal`] mirrors the representation Chromium keeps for
//! `min`/`max`/`step` so that messages print `1e+3` for `min="1e3"` as it does.

pub use super::decimal::Decimal;

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values
pub fn parse_floating_point_number(input: &str) -> Option<f64> {
    let bytes = input.as_bytes();
    // 1-2. Let position be a pointer into input, initially at its start.
    // 3. Skip ASCII whitespace within input given position.
    let mut pos = bytes.iter().position(|b| !is_ascii_whitespace(*b))?;
    // 4. If position is past the end of input, return an error.
    let mut text = String::new();
    // 5. If the character indicated by position is "-": set value and
    //    divisor to -1; advance; if past the end, return an error.
    //    Otherwise, if it is "+": advance (ignored); if past the end, error.
    match bytes[pos] {
        b'-' => {
            text.push('-');
            pos += 1;
        }
        b'+' => pos += 1,
        _ => {}
    }
    let at = |p: usize| bytes.get(p).copied();
    if pos >= bytes.len() {
        return None;
    }
    // 6. If the character is "." and the next is an ASCII digit, value is 0
    //    and continue at the fraction step.
    if at(pos) == Some(b'.') && at(pos + 1).is_some_and(|b| b.is_ascii_digit()) {
        text.push('0');
    } else {
        // 7. If the character is not an ASCII digit, return an error.
        if !at(pos).is_some_and(|b| b.is_ascii_digit()) {
            return None;
        }
        // 8. Collect a sequence of ASCII digits.
        while let Some(b) = at(pos).filter(u8::is_ascii_digit) {
            text.push(b as char);
            pos += 1;
        }
    }
    // 10. Fraction: "." followed by digits.
    if at(pos) == Some(b'.') && at(pos + 1).is_some_and(|b| b.is_ascii_digit()) {
        text.push('.');
        pos += 1;
        while let Some(b) = at(pos).filter(u8::is_ascii_digit) {
            text.push(b as char);
            pos += 1;
        }
    } else if at(pos) == Some(b'.') {
        pos += 1;
    }
    // 11. Exponent: "e"/"E", optional sign, digits (otherwise ignored).
    if matches!(at(pos), Some(b'e' | b'E')) {
        let mut p = pos + 1;
        let mut exponent = String::from("e");
        if let Some(sign @ (b'-' | b'+')) = at(p) {
            exponent.push(sign as char);
            p += 1;
        }
        if at(p).is_some_and(|b| b.is_ascii_digit()) {
            let start = p;
            while at(p).is_some_and(|b| b.is_ascii_digit()) {
                p += 1;
            }
            let digits = input[start..p].trim_start_matches('0');
            if digits.len() > 6 {
                // |exponent| ≥ 10^6: the value is 0 or beyond the doubles.
                let zero = text.bytes().all(|b| matches!(b, b'0' | b'.' | b'-'));
                return if zero || exponent.ends_with('-') {
                    Some(0.0)
                } else {
                    None
                };
            }
            exponent.push_str(if digits.is_empty() { "0" } else { digits });
            text.push_str(&exponent);
        }
    }
    // 12. Conversion: the nearest double; 2^1024 (infinity) is an error; no -0.
    let value: f64 = text.parse().ok()?;
    if !value.is_finite() {
        return None;
    }
    Some(if value == 0.0 { 0.0 } else { value })
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number
pub fn is_valid_floating_point_number(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    // 1. Optionally, a U+002D HYPHEN-MINUS character (-).
    if b.first() == Some(&b'-') {
        i += 1;
    }
    // 2. One or both of: a series of one or more ASCII digits; a single
    //    U+002E FULL STOP character (.) followed by one or more ASCII digits.
    let int_start = i;
    while b.get(i).is_some_and(u8::is_ascii_digit) {
        i += 1;
    }
    let had_int = i > int_start;
    let mut had_frac = false;
    if b.get(i) == Some(&b'.') {
        let frac_start = i + 1;
        let mut j = frac_start;
        while b.get(j).is_some_and(u8::is_ascii_digit) {
            j += 1;
        }
        if j == frac_start {
            return false;
        }
        had_frac = true;
        i = j;
    }
    if !had_int && !had_frac {
        return false;
    }
    // 3. Optionally: "e"/"E", optionally "-" or "+", one or more digits.
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'-' | b'+')) {
            i += 1;
        }
        let exp_start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if i == exp_start {
            return false;
        }
    }
    i == b.len()
}

/// The value of a valid floating-point number string, when it is one and
/// does not overflow (a value the number input accepts).
pub fn parse_valid_floating_point_number(s: &str) -> Option<f64> {
    if !is_valid_floating_point_number(s) {
        return None;
    }
    parse_floating_point_number(s)
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#best-representation-of-the-number-as-a-floating-point-number
/// : the ECMAScript ToString of the number (no `-0`).
pub fn best_representation(n: f64) -> String {
    if n == 0.0 {
        return "0".to_owned();
    }
    let mut buffer = ryu_js::Buffer::new();
    buffer.format(n).to_owned()
}

/// ECMAScript `Number.prototype.toPrecision(precision)`
/// (https://tc39.es/ecma262/#sec-number.prototype.toprecision), with
/// trailing fraction zeros removed when the result is not exponential —
/// what Chromium's `String::Number(double)` prints (precision 6).
pub fn to_precision_trimmed(x: f64, precision: usize) -> String {
    if !x.is_finite() {
        return best_representation(x);
    }
    if x == 0.0 {
        return "0".to_owned();
    }
    let precision = precision.clamp(1, 100);
    let negative = x < 0.0;
    // The exact decimal expansion of the double (at most 767 significant
    // digits), then rounding half up at `precision` digits.
    let exact = format!("{:.800e}", x.abs());
    let (mantissa, exp) = exact.split_once('e').unwrap_or((&exact, "0"));
    let mut e: i64 = exp.parse().unwrap_or(0);
    let all: Vec<u8> = mantissa
        .bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect();
    let mut digits: Vec<u8> = all.iter().copied().take(precision).collect();
    if all.get(precision).is_some_and(|d| *d >= 5) {
        let mut i = digits.len();
        loop {
            if i == 0 {
                digits.insert(0, 1);
                digits.pop();
                e += 1;
                break;
            }
            i -= 1;
            if digits[i] == 9 {
                digits[i] = 0;
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if e < -6 || e >= precision as i64 {
        out.push_str(&text[..1]);
        if precision > 1 {
            out.push('.');
            out.push_str(&text[1..]);
        }
        out.push('e');
        out.push(if e >= 0 { '+' } else { '-' });
        out.push_str(&e.abs().to_string());
        return out;
    }
    let fixed = if e >= 0 {
        let int_len = (e + 1) as usize;
        if int_len >= text.len() {
            text.clone()
        } else {
            format!("{}.{}", &text[..int_len], &text[int_len..])
        }
    } else {
        format!("0.{}{}", "0".repeat((-e - 1) as usize), text)
    };
    let trimmed = if fixed.contains('.') {
        fixed.trim_end_matches('0').trim_end_matches('.')
    } else {
        &fixed
    };
    out.push_str(trimmed);
    out
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers
pub fn parse_integer(input: &str) -> Option<i64> {
    let b = input.as_bytes();
    let mut i = b.iter().position(|c| !is_ascii_whitespace(*c))?;
    let mut sign = 1i64;
    match b[i] {
        b'-' => {
            sign = -1;
            i += 1;
        }
        b'+' => i += 1,
        _ => {}
    }
    if !b.get(i).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let mut value: i64 = 0;
    while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
        // Saturate: values beyond i64 are out of range for every caller.
        value = value.saturating_mul(10).saturating_add(i64::from(d - b'0'));
        i += 1;
    }
    Some(sign * value)
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers
pub fn parse_non_negative_integer(input: &str) -> Option<i64> {
    parse_integer(input).filter(|v| *v >= 0)
}

pub(crate) fn is_ascii_whitespace(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | 0x0C | b'\r' | b' ')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floating_point_parsing_rules() {
        assert_eq!(parse_floating_point_number("  12.5e1xyz"), Some(125.0));
        assert_eq!(parse_floating_point_number(".5"), Some(0.5));
        assert_eq!(parse_floating_point_number("+3"), Some(3.0));
        assert_eq!(parse_floating_point_number("-0"), Some(0.0));
        assert_eq!(parse_floating_point_number("1."), Some(1.0));
        assert_eq!(parse_floating_point_number("1e"), Some(1.0));
        assert_eq!(parse_floating_point_number("1e400"), None);
        assert_eq!(parse_floating_point_number("1e-400"), Some(0.0));
        assert_eq!(parse_floating_point_number("1e999999999999"), None);
        assert_eq!(parse_floating_point_number("abc"), None);
        assert_eq!(parse_floating_point_number(""), None);
        assert_eq!(parse_floating_point_number("-"), None);
        assert_eq!(parse_floating_point_number("."), None);
    }

    #[test]
    fn valid_floating_point_numbers() {
        for ok in ["0", "-1", "1.5", ".5", "1e3", "1E-3", "1.5e+10", "-0.0"] {
            assert!(is_valid_floating_point_number(ok), "{ok}");
        }
        for bad in [
            "", " 1", "1 ", "+1", "1.", ".", "e3", "1e", "1e+", "--1", "0x10", "1,5", "Infinity",
        ] {
            assert!(!is_valid_floating_point_number(bad), "{bad}");
        }
        assert_eq!(parse_valid_floating_point_number("1e400"), None);
    }

    #[test]
    fn best_representation_is_ecmascript_tostring() {
        assert_eq!(best_representation(1e21), "1e+21");
        assert_eq!(best_representation(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(best_representation(-0.0), "0");
        assert_eq!(best_representation(1e-7), "1e-7");
        assert_eq!(best_representation(123.0), "123");
    }

    #[test]
    fn precision_six_like_chromium() {
        assert_eq!(to_precision_trimmed(3.14159265358979, 6), "3.14159");
        assert_eq!(to_precision_trimmed(1e21, 6), "1.00000e+21");
        assert_eq!(to_precision_trimmed(12345678901.0, 6), "1.23457e+10");
        assert_eq!(to_precision_trimmed(-1e-7, 6), "-1.00000e-7");
        assert_eq!(to_precision_trimmed(1.5, 6), "1.5");
        assert_eq!(to_precision_trimmed(0.0001, 6), "0.0001");
        assert_eq!(to_precision_trimmed(123456.5, 6), "123457", "ties round up");
        assert_eq!(to_precision_trimmed(999999.5, 6), "1.00000e+6");
        assert_eq!(to_precision_trimmed(100000.0, 6), "100000");
        assert_eq!(to_precision_trimmed(1.0 / 255.0, 6), "0.00392157");
    }

    #[test]
    fn integers() {
        assert_eq!(parse_integer(" -12abc"), Some(-12));
        assert_eq!(parse_integer("+7"), Some(7));
        assert_eq!(parse_integer("x"), None);
        assert_eq!(parse_non_negative_integer("-1"), None);
        assert_eq!(
            parse_non_negative_integer("99999999999999999999999"),
            Some(i64::MAX)
        );
    }
}

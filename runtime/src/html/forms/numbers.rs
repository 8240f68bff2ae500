//! HTML's numeric microsyntaxes
//! (https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#numbers)
//! and the decimal arithmetic that step checks need.
//!
//! Own code rather than a crate: the HTML parsing rules (leading whitespace,
//! trailing garbage, the `2^1024` overflow rule, no `-0`) are specific to
//! HTML, and the [`Decimal`] mirrors the representation Chromium keeps for
//! `min`/`max`/`step` so that messages print `1e+3` for `min="1e3"` as it does.

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
                return if zero || exponent.ends_with('-') { Some(0.0) } else { None };
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
    let all: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0').collect();
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
    let trimmed = if fixed.contains('.') { fixed.trim_end_matches('0').trim_end_matches('.') } else { &fixed };
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

/// A decimal number `(-1)^negative × coefficient × 10^exponent`, as Chromium
/// keeps the numbers of `min`, `max` and `step` (at most 18 significant
/// digits). Used where binary floating point would give another answer than
/// Chromium: whether a step base is a multiple of the step (`0.3` and
/// `0.1`), and the text of numbers in validation messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal {
    pub negative: bool,
    pub coefficient: u64,
    pub exponent: i32,
}

const MAX_DIGITS: usize = 18;

impl Decimal {
    /// The decimal a valid floating-point number string denotes, keeping the
    /// string's exponent (`"1e3"` is 1×10^3, `"1000"` is 1000×10^0).
    /// Digits after the 18th are rounded away (half up).
    pub fn from_number_string(s: &str) -> Option<Decimal> {
        if !is_valid_floating_point_number(s) || parse_floating_point_number(s).is_none() {
            return None;
        }
        let (negative, rest) = match s.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, s),
        };
        let (mantissa, exp_part) = match rest.find(['e', 'E']) {
            Some(i) => (&rest[..i], Some(&rest[i + 1..])),
            None => (rest, None),
        };
        let mut exponent: i64 = match exp_part {
            Some(e) => e.trim_start_matches('+').parse::<i64>().unwrap_or(0).clamp(-100_000, 100_000),
            None => 0,
        };
        let (int_digits, frac_digits) = match mantissa.find('.') {
            Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
            None => (mantissa, ""),
        };
        exponent -= frac_digits.len() as i64;
        let digits: String = format!("{int_digits}{frac_digits}").trim_start_matches('0').to_owned();
        let mut coefficient: u64 = 0;
        let mut dropped = 0i64;
        let mut round_up = false;
        for (i, d) in digits.bytes().enumerate() {
            if i < MAX_DIGITS {
                coefficient = coefficient * 10 + u64::from(d - b'0');
            } else {
                if i == MAX_DIGITS {
                    round_up = d >= b'5';
                }
                dropped += 1;
            }
        }
        if round_up {
            coefficient += 1;
        }
        exponent += dropped;
        if coefficient == 0 {
            return Some(Decimal { negative: false, coefficient: 0, exponent: 0 });
        }
        Some(Decimal { negative, coefficient, exponent: exponent as i32 })
    }

    /// A decimal for a computed double: integers keep exponent 0 (as
    /// Chromium's decimal arithmetic leaves them), other values the digits
    /// of their shortest round-trip representation.
    pub fn from_f64(x: f64) -> Option<Decimal> {
        if !x.is_finite() {
            return None;
        }
        if x == 0.0 {
            return Some(Decimal { negative: false, coefficient: 0, exponent: 0 });
        }
        if x.fract() == 0.0 && x.abs() < 1e18 {
            return Some(Decimal { negative: x < 0.0, coefficient: x.abs() as u64, exponent: 0 });
        }
        // `{:e}` prints the shortest round-trip digits: d.ddddde±x.
        let s = format!("{:e}", x.abs());
        let (mantissa, exp) = s.split_once('e')?;
        let exp: i32 = exp.parse().ok()?;
        let frac_len = mantissa.split_once('.').map_or(0, |(_, f)| f.len()) as i32;
        let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
        let coefficient: u64 = digits.parse().ok()?;
        Some(Decimal { negative: x < 0.0, coefficient, exponent: exp - frac_len })
    }

    pub fn is_zero(&self) -> bool {
        self.coefficient == 0
    }

    pub fn to_f64(&self) -> f64 {
        let s = format!("{}{}e{}", if self.negative { "-" } else { "" }, self.coefficient, self.exponent);
        s.parse().unwrap_or(f64::NAN)
    }

    /// Whether `self` is an integral multiple of `step` (`self % step == 0`,
    /// exactly). `step` must not be zero.
    pub fn is_multiple_of(&self, step: &Decimal) -> bool {
        if self.is_zero() {
            return true;
        }
        if step.is_zero() {
            return false;
        }
        let a = u128::from(self.coefficient);
        let b = u128::from(step.coefficient);
        let shift = i64::from(self.exponent) - i64::from(step.exponent);
        if shift >= 0 {
            // a × 10^shift ≡ 0 (mod b)
            mul_mod(a % b, pow_mod(10, shift as u64, b), b) == 0
        } else {
            // b × 10^-shift divides a: impossible once it exceeds a.
            let k = (-shift) as u32;
            if k > 36 {
                return false;
            }
            match 10u128.checked_pow(k).and_then(|p| p.checked_mul(b)) {
                Some(m) => a % m == 0,
                None => false,
            }
        }
    }

    /// Chromium's `Decimal::ToString()`: plain digits for exponents from 0
    /// down to 10^-6, exponential (`1e+3`, `1.5e-7`) otherwise; negative
    /// exponents keep at most 15 significant digits.
    pub fn to_chromium_string(&self) -> String {
        let mut out = String::new();
        if self.negative && !self.is_zero() {
            out.push('-');
        }
        let mut exponent = i64::from(self.exponent);
        let mut coefficient = self.coefficient;
        if exponent < 0 {
            let mut last_digit = 0;
            while count_digits(coefficient) > 15 {
                last_digit = coefficient % 10;
                coefficient /= 10;
                exponent += 1;
            }
            if last_digit >= 5 {
                coefficient += 1;
            }
            while exponent < 0 && coefficient != 0 && coefficient % 10 == 0 {
                coefficient /= 10;
                exponent += 1;
            }
        }
        let digits = coefficient.to_string();
        let len = digits.len() as i64;
        let adjusted = exponent + len - 1;
        if exponent <= 0 && adjusted >= -6 {
            if exponent == 0 {
                out.push_str(&digits);
                return out;
            }
            if adjusted >= 0 {
                for (i, c) in digits.chars().enumerate() {
                    out.push(c);
                    if i as i64 == adjusted {
                        out.push('.');
                    }
                }
                return out;
            }
            out.push_str("0.");
            for _ in (adjusted + 1)..0 {
                out.push('0');
            }
            out.push_str(&digits);
            return out;
        }
        let bytes = digits.as_bytes();
        out.push(bytes[0] as char);
        let mut used = bytes.len();
        while used >= 2 && bytes[used - 1] == b'0' {
            used -= 1;
        }
        if used >= 2 {
            out.push('.');
            out.push_str(&digits[1..used]);
        }
        out.push('e');
        if adjusted >= 0 {
            out.push('+');
        }
        out.push_str(&adjusted.to_string());
        out
    }
}

fn count_digits(mut n: u64) -> u32 {
    let mut count = 0;
    while n != 0 {
        n /= 10;
        count += 1;
    }
    count
}

/// (a × b) mod m without overflow, for m < 2^127.
fn mul_mod(mut a: u128, mut b: u128, m: u128) -> u128 {
    a %= m;
    b %= m;
    let mut result = 0u128;
    while b > 0 {
        if b & 1 == 1 {
            result = (result + a) % m;
        }
        a = (a << 1) % m;
        b >>= 1;
    }
    result
}

/// base^exp mod m.
fn pow_mod(base: u128, mut exp: u64, m: u128) -> u128 {
    let mut result = 1 % m;
    let mut b = base % m;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul_mod(result, b, m);
        }
        b = mul_mod(b, b, m);
        exp >>= 1;
    }
    result
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
        for bad in ["", " 1", "1 ", "+1", "1.", ".", "e3", "1e", "1e+", "--1", "0x10", "1,5", "Infinity"] {
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
        assert_eq!(parse_non_negative_integer("99999999999999999999999"), Some(i64::MAX));
    }

    fn d(s: &str) -> Decimal {
        Decimal::from_number_string(s).unwrap()
    }

    #[test]
    fn decimal_multiples_are_exact() {
        assert!(d("0.3").is_multiple_of(&d("0.1")));
        assert!(!d("0.15").is_multiple_of(&d("0.1")));
        assert!(d("0.5").is_multiple_of(&d("0.25")));
        assert!(!d("0.1").is_multiple_of(&d("0.2")));
        assert!(d("-1e30").is_multiple_of(&d("1e20")));
        assert!(d("4").is_multiple_of(&d("2")));
        assert!(!d("1").is_multiple_of(&d("2")));
        assert!(d("0").is_multiple_of(&d("0.3333")));
        assert!(d("1").is_multiple_of(&d("1e-40")));
        assert!(d("1").is_multiple_of(&d("1e-7")));
        assert!(!d("1e-7").is_multiple_of(&d("1")));
    }

    #[test]
    fn decimal_strings_follow_chromium() {
        assert_eq!(d("1e3").to_chromium_string(), "1e+3");
        assert_eq!(d("1000").to_chromium_string(), "1000");
        assert_eq!(d("0.000001").to_chromium_string(), "0.000001");
        assert_eq!(d("0.0000001").to_chromium_string(), "1e-7");
        assert_eq!(d("1234567.5").to_chromium_string(), "1234567.5");
        assert_eq!(d("-1.5").to_chromium_string(), "-1.5");
        assert_eq!(d("1.50e2").to_chromium_string(), "150");
        assert_eq!(Decimal::from_f64(0.1 + 0.5).unwrap().to_chromium_string(), "0.6");
        assert_eq!(Decimal::from_f64(0.1 * 3.0).unwrap().to_chromium_string(), "0.3");
        assert_eq!(Decimal::from_f64(-1000002.0).unwrap().to_chromium_string(), "-1000002");
        assert_eq!(Decimal::from_f64(1.1).unwrap().to_chromium_string(), "1.1");
    }
}

//! A decimal number type with the precision Chromium keeps for `min`,
//! `max` and `step` (18 significant digits), for the answers binary floating
//! point gets wrong: whether a step base is a multiple of the step (`0.3`
//! and `0.1`), and the text of numbers in validation messages (`1e+3` for
//! `min="1e3"`).

use super::numbers::{is_valid_floating_point_number, parse_floating_point_number};

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
            // An exponent too long for i64 is beyond any double either way.
            Some(e) => e
                .trim_start_matches('+')
                .parse::<i64>()
                .unwrap_or(if e.starts_with('-') { -100_000 } else { 100_000 })
                .clamp(-100_000, 100_000),
            None => 0,
        };
        let (int_digits, frac_digits) = match mantissa.find('.') {
            Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
            None => (mantissa, ""),
        };
        exponent -= frac_digits.len() as i64;
        let digits: String = format!("{int_digits}{frac_digits}")
            .trim_start_matches('0')
            .to_owned();
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
            return Some(Decimal {
                negative: false,
                coefficient: 0,
                exponent: 0,
            });
        }
        Some(Decimal {
            negative,
            coefficient,
            exponent: exponent as i32,
        })
    }

    /// A decimal for a computed double: integers keep exponent 0 (as
    /// Chromium's decimal arithmetic leaves them), other values the digits
    /// of their shortest round-trip representation.
    pub fn from_f64(x: f64) -> Option<Decimal> {
        if !x.is_finite() {
            return None;
        }
        if x == 0.0 {
            return Some(Decimal {
                negative: false,
                coefficient: 0,
                exponent: 0,
            });
        }
        if x.fract() == 0.0 && x.abs() < 1e18 {
            return Some(Decimal {
                negative: x < 0.0,
                coefficient: x.abs() as u64,
                exponent: 0,
            });
        }
        // `{:e}` prints the shortest round-trip digits: d.ddddde±x.
        let s = format!("{:e}", x.abs());
        let (mantissa, exp) = s.split_once('e')?;
        let exp: i32 = exp.parse().ok()?;
        let frac_len = mantissa.split_once('.').map_or(0, |(_, f)| f.len()) as i32;
        let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
        let coefficient: u64 = digits.parse().ok()?;
        Some(Decimal {
            negative: x < 0.0,
            coefficient,
            exponent: exp - frac_len,
        })
    }

    pub fn is_zero(&self) -> bool {
        self.coefficient == 0
    }

    pub fn to_f64(&self) -> f64 {
        let s = format!(
            "{}{}e{}",
            if self.negative { "-" } else { "" },
            self.coefficient,
            self.exponent
        );
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
        assert!(d("1e-99999999999999999999").to_f64() == 0.0, "a huge negative exponent is tiny");
        assert_eq!(
            Decimal::from_f64(0.1 + 0.5).unwrap().to_chromium_string(),
            "0.6"
        );
        assert_eq!(
            Decimal::from_f64(0.1 * 3.0).unwrap().to_chromium_string(),
            "0.3"
        );
        assert_eq!(
            Decimal::from_f64(-1000002.0).unwrap().to_chromium_string(),
            "-1000002"
        );
        assert_eq!(Decimal::from_f64(1.1).unwrap().to_chromium_string(), "1.1");
    }
}

//! Numbers as CSSOM serializes them
//! (https://drafts.csswg.org/cssom/#serialize-a-css-component-value).
//!
//! The specification asks for "the shortest possible form"; browsers print
//! at most six significant digits, as C's `%g` does (Chromium
//! `FormatNumber`): `0.3333333` is `0.333333`, `1e6` is `1e+06`. This
//! module follows Chromium.

/// A number as read from a token, brought into the range the engine stores.
///
/// CSS Values 4 §5.1: a value outside the supported range "must be clamped
/// to the range supported by the UA". The tokenizer stores `f32`, so a
/// literal such as `1e40px` arrives as infinity; Chromium 156 keeps it as
/// the largest finite float (`3.40282e+38px`), and so do we, so that what
/// is serialized parses back to the same value.
pub fn clamp_to_supported(value: f32) -> f32 {
    if value.is_nan() {
        0.0
    } else {
        value.clamp(f32::MIN, f32::MAX)
    }
}

/// A `<number>` (or the numeric part of a dimension or percentage).
pub fn serialize_number(value: f32) -> String {
    let v = f64::from(value);
    if !v.is_finite() {
        // Math functions can produce infinities; CSS serializes them inside
        // calc(), which callers do not build from infinite numbers.
        return if v.is_nan() { "NaN".into() } else if v > 0.0 { "infinity".into() } else { "-infinity".into() };
    }
    if v == 0.0 {
        return "0".into();
    }
    // %g with precision 6: scientific when the exponent is < -4 or >= 6.
    let scientific = format!("{:.5e}", v);
    let Some((mantissa, exponent)) = scientific.split_once('e') else {
        return scientific;
    };
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if !(-4..6).contains(&exponent) {
        let mantissa = trim_fraction(mantissa);
        let sign = if exponent < 0 { '-' } else { '+' };
        return format!("{mantissa}e{sign}{:02}", exponent.abs());
    }
    let decimals = (5 - exponent).max(0) as usize;
    trim_fraction(&format!("{:.*}", decimals, v)).to_owned()
}

/// Drops trailing zeros of a fraction, and the point if nothing is left.
fn trim_fraction(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::serialize_number;

    #[test]
    fn six_significant_digits() {
        assert_eq!(serialize_number(0.5), "0.5");
        assert_eq!(serialize_number(1.0), "1");
        assert_eq!(serialize_number(-0.0), "0");
        assert_eq!(serialize_number(0.333_333_3), "0.333333");
        assert_eq!(serialize_number(12.5), "12.5");
        assert_eq!(serialize_number(100.0), "100");
        assert_eq!(serialize_number(123_456.0), "123456");
        assert_eq!(serialize_number(1_000_000.0), "1e+06");
        assert_eq!(serialize_number(0.0001), "0.0001");
        assert_eq!(serialize_number(0.000_01), "1e-05");
        assert_eq!(serialize_number(-2.25), "-2.25");
        assert_eq!(serialize_number(super::clamp_to_supported(f32::INFINITY)), "3.40282e+38");
        assert_eq!(serialize_number(super::clamp_to_supported(f32::NEG_INFINITY)), "-3.40282e+38");
    }
}

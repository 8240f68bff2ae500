//! Reflecting content attributes in IDL attributes
//! (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes):
//! what a reflected IDL attribute's getter returns for a content attribute
//! value, and what its setter writes, per IDL type. The bindings read and
//! write the element's attribute around these (the reflected target's "get
//! the content attribute", "set the content attribute" and "delete the
//! content attribute"), and resolve URLs, which needs the document.
//!
//! The descriptions ([`Reflected`], [`Enumerated`]) are generated from the
//! IDL's `[Reflect*]` extended attributes.

use super::forms::numbers::{best_representation, parse_floating_point_number, parse_integer, parse_non_negative_integer};

/// A reflected IDL attribute: its reflected content attribute name and the
/// modifiers HTML's extended attributes give it.
#[derive(Debug)]
pub struct Reflected {
    /// The local name (namespace null) of the content attribute.
    pub content_attribute: &'static str,
    pub limit: Limit,
    /// `[ReflectDefault]`: the default value of a numeric attribute.
    pub default: Option<f64>,
    /// `[ReflectRange=(clampedMin, clampedMax)]`: clamped to the range.
    pub range: Option<(u32, u32)>,
    /// `[Enumerated]`: limited to only known values of this enumerated attribute.
    pub enumerated: Option<&'static Enumerated>,
}

/// The numeric limits of a reflected attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    None,
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#limited-to-only-non-negative-numbers
    NonNegative,
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#limited-to-only-positive-numbers
    Positive,
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#limited-to-only-positive-numbers-with-fallback
    PositiveWithFallback,
}

/// An enumerated attribute
/// (https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute):
/// its keywords, each the canonical keyword of its state, and the keywords
/// of the states its missing, invalid and empty value defaults are (`None`:
/// no state, or a state without a keyword).
#[derive(Debug)]
pub struct Enumerated {
    pub keywords: &'static [&'static str],
    pub missing_value_default: Option<&'static str>,
    pub invalid_value_default: Option<&'static str>,
    pub empty_value_default: Option<&'static str>,
}

impl Enumerated {
    /// The canonical keyword of the state a content attribute value is in,
    /// or `None` when it is in no state or one without a keyword.
    pub fn state(&self, value: Option<&str>) -> Option<&'static str> {
        // The missing value default applies when the attribute is absent.
        let Some(value) = value else { return self.missing_value_default };
        // A value matching a keyword, ASCII case-insensitively, maps to its state.
        if let Some(k) = self.keywords.iter().find(|k| k.eq_ignore_ascii_case(value)) {
            return Some(k);
        }
        // The empty value default applies to the empty string when given.
        if value.is_empty() && self.empty_value_default.is_some() {
            return self.empty_value_default;
        }
        // Otherwise the invalid value default.
        self.invalid_value_default
    }
}

/// A reflected setter's failure: an "IndexSizeError" DOMException.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("IndexSizeError: the value is out of the attribute's range")]
pub struct IndexSizeError;

/// The getter of a reflected `DOMString` attribute given the content
/// attribute's value (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes,
/// "If the reflected IDL attribute has the type DOMString").
pub fn dom_string_getter(r: &Reflected, value: Option<&str>) -> String {
    // 4. If attributeDefinition indicates it is an enumerated attribute and
    //    the reflected IDL attribute is defined to be limited to only known values:
    if let Some(e) = r.enumerated {
        // 4.1. If contentAttributeValue does not correspond to any state of
        //      attributeDefinition, or to a state with no associated keyword
        //      value, then return the empty string.
        // 4.2. Return the canonical keyword for the state.
        return e.state(value).unwrap_or_default().to_owned();
    }
    // 5. If contentAttributeValue is null, then return the empty string.
    // 6. Return contentAttributeValue.
    value.unwrap_or_default().to_owned()
}

/// The getter of a reflected `DOMString?` attribute (an enumerated
/// attribute limited to only known values).
pub fn nullable_dom_string_getter(r: &Reflected, value: Option<&str>) -> Option<String> {
    // 4-6. Assert: attributeDefinition is an enumerated attribute, limited to
    //      only known values, and the value corresponds to a state.
    // 7. If contentAttributeValue corresponds to a state with no associated
    //    keyword value, then return null.
    // 8. Return the canonical keyword for the state.
    match r.enumerated {
        Some(e) => e.state(value).map(str::to_owned),
        None => value.map(str::to_owned),
    }
}

/// The getter of a reflected `long` attribute.
pub fn long_getter(r: &Reflected, value: Option<&str>) -> i32 {
    // 1. Let contentAttributeValue be the result of running this's get the content attribute.
    // 2. If contentAttributeValue is not null:
    if let Some(v) = value {
        // 2.1. Let parsedValue be the result of integer parsing
        //      contentAttributeValue if the reflected IDL attribute is not
        //      limited to only non-negative numbers; otherwise the result of
        //      non-negative integer parsing contentAttributeValue.
        let parsed = if r.limit == Limit::NonNegative { parse_non_negative_integer(v) } else { parse_integer(v) };
        // 2.2. If parsedValue is not an error and is within the long range, then return parsedValue.
        if let Some(p) = parsed.and_then(|p| i32::try_from(p).ok()) {
            return p;
        }
    }
    // 3. If the reflected IDL attribute has a default value, then return it.
    if let Some(d) = r.default {
        return d as i32;
    }
    // 4. If the reflected IDL attribute is limited to only non-negative numbers, then return −1.
    if r.limit == Limit::NonNegative {
        return -1;
    }
    // 5. Return 0.
    0
}

/// The setter of a reflected `long` attribute: the content attribute value
/// to set.
pub fn long_setter(r: &Reflected, value: i32) -> Result<String, IndexSizeError> {
    // 1. If the reflected IDL attribute is limited to only non-negative
    //    numbers and the given value is negative, then throw an "IndexSizeError" DOMException.
    if r.limit == Limit::NonNegative && value < 0 {
        return Err(IndexSizeError);
    }
    // 2. Set the content attribute to the given value converted to the
    //    shortest possible string representing the number as a valid integer.
    Ok(value.to_string())
}

/// The getter of a reflected `unsigned long` attribute.
pub fn unsigned_long_getter(r: &Reflected, value: Option<&str>) -> u32 {
    // 2. Let minimum be 0.
    // 3. If limited to only positive numbers (with fallback or not), set minimum to 1.
    let mut minimum: i64 = if matches!(r.limit, Limit::Positive | Limit::PositiveWithFallback) { 1 } else { 0 };
    // 4. If clamped to the range, set minimum to clampedMin.
    // 5. Let maximum be 2147483647, or clampedMax when clamped to the range.
    let mut maximum: i64 = i64::from(i32::MAX);
    if let Some((min, max)) = r.range {
        minimum = i64::from(min);
        maximum = i64::from(max);
    }
    // 6. If contentAttributeValue is not null:
    if let Some(v) = value {
        // 6.1. Let parsedValue be the result of non-negative integer parsing contentAttributeValue.
        if let Some(p) = parse_non_negative_integer(v) {
            // 6.2. If parsedValue is in the range minimum to maximum, inclusive, then return parsedValue.
            if (minimum..=maximum).contains(&p) {
                return p as u32;
            }
            // 6.3. If clamped to the range: return minimum if parsedValue is
            //      less than minimum, else maximum.
            if r.range.is_some() {
                return if p < minimum { minimum as u32 } else { maximum as u32 };
            }
        }
    }
    // 7. If the reflected IDL attribute has a default value, then return it.
    if let Some(d) = r.default {
        return d as u32;
    }
    // 8. Return minimum.
    minimum as u32
}

/// The setter of a reflected `unsigned long` attribute.
pub fn unsigned_long_setter(r: &Reflected, value: u32) -> Result<String, IndexSizeError> {
    // 1. If limited to only positive numbers and the given value is 0, then
    //    throw an "IndexSizeError" DOMException.
    if r.limit == Limit::Positive && value == 0 {
        return Err(IndexSizeError);
    }
    // 2-3. Let minimum be 0, or 1 when limited to only positive numbers
    //      (with fallback or not).
    let minimum: u32 = if matches!(r.limit, Limit::Positive | Limit::PositiveWithFallback) { 1 } else { 0 };
    // 4. Let newValue be minimum.
    // 5. If the reflected IDL attribute has a default value, then set newValue to defaultValue.
    let mut new_value = r.default.map_or(minimum, |d| d as u32);
    // 6. If the given value is in the range minimum to 2147483647, inclusive, then set newValue to it.
    if (minimum..=i32::MAX as u32).contains(&value) {
        new_value = value;
    }
    // 7. Set the content attribute to newValue as a valid non-negative integer.
    Ok(new_value.to_string())
}

/// The getter of a reflected `double` attribute.
pub fn double_getter(r: &Reflected, value: Option<&str>) -> f64 {
    // 2. If contentAttributeValue is not null:
    if let Some(v) = value {
        // 2.1. Let parsedValue be the result of floating-point number parsing contentAttributeValue.
        // 2.2. If parsedValue is not an error and (the attribute is not
        //      limited to only positive numbers or parsedValue is greater
        //      than 0), then return parsedValue.
        if let Some(p) = parse_floating_point_number(v) {
            if r.limit != Limit::Positive || p > 0.0 {
                return p;
            }
        }
    }
    // 3. If the reflected IDL attribute has a default value, then return it.
    // 4. Return 0.
    r.default.unwrap_or(0.0)
}

/// The setter of a reflected `double` attribute: `None` when nothing is set
/// (a non-positive value for an attribute limited to positive numbers).
pub fn double_setter(r: &Reflected, value: f64) -> Option<String> {
    // 1. If limited to only positive numbers and the given value is not
    //    greater than 0, then return.
    if r.limit == Limit::Positive && value.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
        return None;
    }
    // 2. Set the content attribute to the best representation of the number
    //    as a floating-point number.
    Some(best_representation(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn reflected(limit: Limit, default: Option<f64>, range: Option<(u32, u32)>) -> Reflected {
        Reflected { content_attribute: "x", limit, default, range, enumerated: None }
    }

    static CORS: Enumerated = Enumerated {
        keywords: &["anonymous", "use-credentials"],
        missing_value_default: None,
        invalid_value_default: Some("anonymous"),
        empty_value_default: Some("anonymous"),
    };

    #[test]
    fn enumerated_states_and_canonical_keywords() {
        let r = Reflected { content_attribute: "crossorigin", limit: Limit::None, default: None, range: None, enumerated: Some(&CORS) };
        assert_eq!(nullable_dom_string_getter(&r, None), None);
        assert_eq!(nullable_dom_string_getter(&r, Some("")).as_deref(), Some("anonymous"));
        assert_eq!(nullable_dom_string_getter(&r, Some("USE-Credentials")).as_deref(), Some("use-credentials"));
        assert_eq!(nullable_dom_string_getter(&r, Some("bogus")).as_deref(), Some("anonymous"));
        assert_eq!(dom_string_getter(&r, None), "");
        static DIR: Enumerated = Enumerated { keywords: &["ltr", "rtl", "auto"], missing_value_default: None, invalid_value_default: None, empty_value_default: None };
        let dir = Reflected { content_attribute: "dir", limit: Limit::None, default: None, range: None, enumerated: Some(&DIR) };
        assert_eq!(dom_string_getter(&dir, Some("RTL")), "rtl");
        assert_eq!(dom_string_getter(&dir, Some("rtl ")), "", "an invalid value is in no state");
        let plain = reflected(Limit::None, None, None);
        assert_eq!(dom_string_getter(&plain, Some(" As Is ")), " As Is ");
    }

    #[test]
    fn long_reflection() {
        let plain = reflected(Limit::None, None, None);
        assert_eq!(long_getter(&plain, Some(" -12px")), -12);
        assert_eq!(long_getter(&plain, Some("2147483648")), 0, "outside the long range");
        assert_eq!(long_getter(&plain, Some("x")), 0);
        let start = reflected(Limit::None, Some(1.0), None);
        assert_eq!(long_getter(&start, None), 1);
        let non_negative = reflected(Limit::NonNegative, None, None);
        assert_eq!(long_getter(&non_negative, Some("-1")), -1);
        assert_eq!(long_getter(&non_negative, Some("7")), 7);
        assert_eq!(long_setter(&non_negative, -1), Err(IndexSizeError));
        assert_eq!(long_setter(&plain, -5).as_deref(), Ok("-5"));
    }

    #[test]
    fn unsigned_long_reflection() {
        let plain = reflected(Limit::None, None, None);
        assert_eq!(unsigned_long_getter(&plain, Some("2147483648")), 0);
        assert_eq!(unsigned_long_getter(&plain, Some("-0")), 0);
        assert_eq!(unsigned_long_setter(&plain, 2147483648).as_deref(), Ok("0"));
        let positive = reflected(Limit::Positive, None, None);
        assert_eq!(unsigned_long_getter(&positive, Some("0")), 1);
        assert_eq!(unsigned_long_setter(&positive, 0), Err(IndexSizeError));
        let fallback = reflected(Limit::PositiveWithFallback, Some(20.0), None);
        assert_eq!(unsigned_long_getter(&fallback, Some("0")), 20);
        assert_eq!(unsigned_long_setter(&fallback, 0).as_deref(), Ok("20"));
        let col_span = reflected(Limit::None, Some(1.0), Some((1, 1000)));
        assert_eq!(unsigned_long_getter(&col_span, Some("0")), 1, "clamped up");
        assert_eq!(unsigned_long_getter(&col_span, Some("5000")), 1000, "clamped down");
        assert_eq!(unsigned_long_getter(&col_span, Some("x")), 1, "the default");
        let row_span = reflected(Limit::None, Some(1.0), Some((0, 65534)));
        assert_eq!(unsigned_long_getter(&row_span, Some("0")), 0);
    }

    #[test]
    fn double_reflection() {
        let max = reflected(Limit::Positive, Some(1.0), None);
        assert_eq!(double_getter(&max, Some("-3")), 1.0);
        assert_eq!(double_getter(&max, Some("2.5e1")), 25.0);
        assert_eq!(double_setter(&max, 0.0), None);
        assert_eq!(double_setter(&max, 1.5).as_deref(), Some("1.5"));
        let plain = reflected(Limit::None, None, None);
        assert_eq!(double_getter(&plain, Some("-3")), -3.0);
        assert_eq!(double_setter(&plain, -0.0).as_deref(), Some("0"));
    }
}

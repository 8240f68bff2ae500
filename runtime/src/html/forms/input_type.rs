//! The states of the `input` element's `type` attribute
//! (https://html.spec.whatwg.org/multipage/input.html#attr-input-type):
//! value modes, which content attributes apply, value sanitization, and the
//! conversions between values, numbers and dates.

use super::color::sanitize_color;
use super::dates;
use super::numbers::{best_representation, parse_valid_floating_point_number};

/// A state of the `type` attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InputType {
    Hidden,
    Text,
    Search,
    Tel,
    Url,
    Email,
    Password,
    Date,
    Month,
    Week,
    Time,
    DateTimeLocal,
    Number,
    Range,
    Color,
    Checkbox,
    Radio,
    File,
    Submit,
    Image,
    Reset,
    Button,
}

/// https://html.spec.whatwg.org/multipage/input.html#dom-input-value : the
/// mode of the `value` IDL attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueMode {
    /// The value is the element's value (text-like, numeric, date, color).
    Value,
    /// The IDL attribute reflects the `value` content attribute.
    Default,
    /// Like `Default`, but `"on"` when the attribute is absent.
    DefaultOn,
    /// `"C:\fakepath\"` + the first selected file's name, or `""`.
    Filename,
}

/// Content attributes whose applicability depends on the type
/// (https://html.spec.whatwg.org/multipage/input.html#concept-input-apply).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputAttribute {
    Required,
    Readonly,
    Pattern,
    MinMax,
    Step,
    MinMaxLength,
    Placeholder,
    Multiple,
    Checked,
    List,
    Size,
    Alpha,
}

const ALL: [(&str, InputType); 22] = [
    ("hidden", InputType::Hidden),
    ("text", InputType::Text),
    ("search", InputType::Search),
    ("tel", InputType::Tel),
    ("url", InputType::Url),
    ("email", InputType::Email),
    ("password", InputType::Password),
    ("date", InputType::Date),
    ("month", InputType::Month),
    ("week", InputType::Week),
    ("time", InputType::Time),
    ("datetime-local", InputType::DateTimeLocal),
    ("number", InputType::Number),
    ("range", InputType::Range),
    ("color", InputType::Color),
    ("checkbox", InputType::Checkbox),
    ("radio", InputType::Radio),
    ("file", InputType::File),
    ("submit", InputType::Submit),
    ("image", InputType::Image),
    ("reset", InputType::Reset),
    ("button", InputType::Button),
];

/// The step parameters of a type: default step, step scale factor, default
/// step base (https://html.spec.whatwg.org/multipage/input.html#concept-input-step-default).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepParameters {
    pub default_step: f64,
    pub scale: f64,
    pub default_base: f64,
    /// Date, month and week: a step is a whole number of days/months/weeks.
    pub integer_step: bool,
}

impl InputType {
    /// The state for a `type` attribute value: its keyword, ASCII
    /// case-insensitively; missing and invalid values are the Text state
    /// (https://html.spec.whatwg.org/multipage/input.html#attr-input-type).
    pub fn from_attribute(value: Option<&str>) -> InputType {
        value
            .and_then(|v| ALL.iter().find(|(k, _)| v.eq_ignore_ascii_case(k)))
            .map_or(InputType::Text, |(_, t)| *t)
    }

    /// The keyword (what the `type` IDL attribute returns).
    pub fn keyword(self) -> &'static str {
        ALL.iter()
            .find(|(_, t)| *t == self)
            .map_or("text", |(k, _)| k)
    }

    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value
    pub fn value_mode(self) -> ValueMode {
        use InputType::*;
        match self {
            Hidden | Submit | Image | Reset | Button => ValueMode::Default,
            Checkbox | Radio => ValueMode::DefaultOn,
            File => ValueMode::Filename,
            _ => ValueMode::Value,
        }
    }

    /// Text, Search, Telephone, URL, Email, Password: the text-entry types.
    pub fn is_text_like(self) -> bool {
        use InputType::*;
        matches!(self, Text | Search | Tel | Url | Email | Password)
    }

    /// Date, Month, Week, Time, Local Date and Time.
    pub fn is_date_like(self) -> bool {
        use InputType::*;
        matches!(self, Date | Month | Week | Time | DateTimeLocal)
    }

    /// Submit Button, Image Button (https://html.spec.whatwg.org/multipage/forms.html#concept-submit-button).
    pub fn is_submit_button(self) -> bool {
        matches!(self, InputType::Submit | InputType::Image)
    }

    /// Whether `setRangeText()` and the selection attributes apply
    /// (https://html.spec.whatwg.org/multipage/input.html#do-not-apply):
    /// the Text, Search, Telephone, URL and Password states.
    pub fn is_selectable(self) -> bool {
        matches!(self, InputType::Text | InputType::Search | InputType::Tel | InputType::Url | InputType::Password)
    }

    /// Whether `attribute` applies to this type (the table in
    /// https://html.spec.whatwg.org/multipage/input.html#input-type-attr-summary).
    pub fn applies(self, attribute: InputAttribute) -> bool {
        use InputAttribute as A;
        use InputType::*;
        let text = self.is_text_like();
        let dates = self.is_date_like();
        match attribute {
            A::Required => text || dates || matches!(self, Number | Checkbox | Radio | File),
            A::Readonly => text || dates || self == Number,
            A::Pattern | A::MinMaxLength => text,
            A::Placeholder => text || self == Number,
            A::MinMax | A::Step => dates || matches!(self, Number | Range),
            A::Multiple => matches!(self, Email | File),
            A::Checked => matches!(self, Checkbox | Radio),
            A::List => {
                (text && self != Password) || dates || matches!(self, Number | Range | Color)
            }
            A::Size => text,
            A::Alpha => self == Color,
        }
    }

    /// The step parameters of the types the `step` attribute applies to.
    pub fn step_parameters(self) -> Option<StepParameters> {
        use InputType::*;
        let p = |default_step, scale, default_base, integer_step| StepParameters {
            default_step,
            scale,
            default_base,
            integer_step,
        };
        Some(match self {
            Date => p(1.0, dates::MS_PER_DAY, 0.0, true),
            Month => p(1.0, 1.0, 0.0, true),
            Week => p(1.0, 7.0 * dates::MS_PER_DAY, -259_200_000.0, true),
            Time | DateTimeLocal => p(60.0, 1000.0, 0.0, false),
            Number | Range => p(1.0, 1.0, 0.0, false),
            _ => return None,
        })
    }

    /// https://html.spec.whatwg.org/multipage/input.html#concept-input-value-string-number :
    /// the algorithm to convert a string to a number (`None` is an error).
    pub fn string_to_number(self, value: &str) -> Option<f64> {
        use InputType::*;
        match self {
            Number | Range => parse_valid_floating_point_number(value),
            Date => dates::parse_date(value).map(dates::date_to_ms),
            Month => dates::parse_month(value).map(|(y, m)| dates::month_to_number(y, m)),
            Week => dates::parse_week(value).map(|(y, w)| dates::week_to_ms(y, w)),
            Time => dates::parse_time(value).map(dates::time_to_ms),
            DateTimeLocal => dates::parse_local_date_and_time(value)
                .map(|(d, t)| dates::date_to_ms(d) + dates::time_to_ms(t)),
            _ => None,
        }
    }

    /// https://html.spec.whatwg.org/multipage/input.html#concept-input-value-number-string :
    /// the algorithm to convert a number to a string (`None` is an error).
    pub fn number_to_string(self, n: f64) -> Option<String> {
        use InputType::*;
        if !n.is_finite() {
            return None;
        }
        match self {
            Number | Range => Some(best_representation(n)),
            Date => dates::date_from_ms(n).map(dates::date_string),
            Month => dates::month_from_number(n).map(|(y, m)| dates::month_string(y, m)),
            Week => dates::week_from_ms(n).map(|(y, w)| dates::week_string(y, w)),
            Time => dates::time_from_ms(n).map(dates::time_string),
            DateTimeLocal => dates::local_date_and_time_from_ms(n)
                .map(|(d, t)| dates::normalized_local_date_and_time_string(d, t)),
            _ => None,
        }
    }

    /// Whether `valueAsDate` applies (date, month, week, time).
    pub fn has_value_as_date(self) -> bool {
        use InputType::*;
        matches!(self, Date | Month | Week | Time)
    }

    /// https://html.spec.whatwg.org/multipage/input.html#concept-input-value-string-date :
    /// the algorithm to convert a string to a Date object, as the Date's time
    /// value in milliseconds.
    pub fn string_to_date_ms(self, value: &str) -> Option<f64> {
        use InputType::*;
        match self {
            Date | Week | Time => self.string_to_number(value),
            Month => dates::parse_month(value).map(|(y, m)| {
                dates::date_to_ms(dates::Date {
                    year: y,
                    month: m,
                    day: 1,
                })
            }),
            _ => None,
        }
    }

    /// https://html.spec.whatwg.org/multipage/input.html#concept-input-value-date-string
    pub fn date_ms_to_string(self, ms: f64) -> Option<String> {
        use InputType::*;
        match self {
            Date | Week | Time => self.number_to_string(ms),
            Month => dates::date_from_ms(ms).map(|d| dates::month_string(d.year, d.month)),
            _ => None,
        }
    }

    /// The value sanitization algorithm of this type, for the types whose
    /// algorithm depends on nothing but the value (and `multiple` for email).
    /// Range is [`sanitize_range`]; types without an algorithm return the
    /// value unchanged.
    pub fn sanitize(self, value: &str, multiple: bool) -> String {
        use InputType::*;
        match self {
            // https://html.spec.whatwg.org/multipage/input.html#text-(type=text)-state-and-search-state-(type=search)
            // (also Telephone and Password): strip newlines.
            Text | Search | Tel | Password => strip_newlines(value),
            // https://html.spec.whatwg.org/multipage/input.html#url-state-(type=url):
            // strip newlines, then leading and trailing ASCII whitespace.
            Url => strip_ascii_whitespace(&strip_newlines(value)).to_owned(),
            // https://html.spec.whatwg.org/multipage/input.html#email-state-(type=email)
            Email if !multiple => strip_ascii_whitespace(&strip_newlines(value)).to_owned(),
            // multiple: split on commas, strip each token, join with ",".
            // (Newlines are removed first, as Chromium does.)
            Email => strip_newlines(value)
                .split(',')
                .map(strip_ascii_whitespace)
                .collect::<Vec<_>>()
                .join(","),
            // Date, Month, Week, Time: not a valid string → "".
            Date | Month | Week | Time => {
                if self.string_to_number(value).is_some() {
                    value.to_owned()
                } else {
                    String::new()
                }
            }
            // Local date and time: the normalized string, or "".
            DateTimeLocal => match dates::parse_local_date_and_time(value) {
                Some((d, t)) => dates::normalized_local_date_and_time_string(d, t),
                None => String::new(),
            },
            // Number: not a valid floating-point number → "".
            Number => {
                if parse_valid_floating_point_number(value).is_some() {
                    value.to_owned()
                } else {
                    String::new()
                }
            }
            Color => sanitize_color(value),
            _ => value.to_owned(),
        }
    }
}

/// https://html.spec.whatwg.org/multipage/input.html#range-state-(type=range) :
/// the value sanitization algorithm of the range state, and the steps that
/// keep its value in range and on a step ("when the element is suffering
/// from an underflow/overflow/step mismatch, the user agent must set the
/// element's value to ..."). `step` is the allowed value step (`None` for
/// `step=any`), `base` the step base.
pub fn sanitize_range(value: &str, min: f64, max: f64, step: Option<f64>, base: f64) -> String {
    // The default value is the minimum plus half the difference between the
    // minimum and the maximum, unless the maximum is less than the minimum,
    // in which case the default value is the minimum.
    let default = if max < min {
        min
    } else {
        min + (max - min) / 2.0
    };
    // If the value is not a valid floating-point number, set it to the best
    // representation of the default value.
    let mut n = parse_valid_floating_point_number(value).unwrap_or(default);
    // Underflow: the minimum; overflow: the maximum (max < min means max is min).
    let effective_max = if max < min { min } else { max };
    if n < min {
        n = min;
    }
    if n > effective_max {
        n = effective_max;
    }
    // Step mismatch: the nearest allowed value, the greater one when two are
    // equally near, never above the maximum.
    // A rounded value outside the range moves one step back in; if even that
    // is outside (a step larger than the range), the clamped value stays.
    if let Some(step) = step.filter(|s| *s > 0.0) {
        let k = ((n - base) / step).round_ties_positive();
        let rounded = base + k * step;
        let candidate = if rounded > effective_max {
            rounded - step
        } else if rounded < min {
            rounded + step
        } else {
            rounded
        };
        if candidate >= min && candidate <= effective_max {
            n = candidate;
        }
    }
    best_representation(n)
}

trait RoundTiesPositive {
    fn round_ties_positive(self) -> Self;
}

impl RoundTiesPositive for f64 {
    /// Round to the nearest integer; halves go toward positive infinity.
    fn round_ties_positive(self) -> f64 {
        (self + 0.5).floor()
    }
}

/// https://infra.spec.whatwg.org/#strip-newlines
pub fn strip_newlines(s: &str) -> String {
    s.chars().filter(|c| !matches!(c, '\n' | '\r')).collect()
}

/// https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace
pub fn strip_ascii_whitespace(s: &str) -> &str {
    s.trim_matches(|c: char| matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' '))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_keywords() {
        assert_eq!(InputType::from_attribute(Some("EMAIL")), InputType::Email);
        assert_eq!(InputType::from_attribute(Some("bogus")), InputType::Text);
        assert_eq!(InputType::from_attribute(None), InputType::Text);
        assert_eq!(InputType::from_attribute(Some("datetime")), InputType::Text);
        assert_eq!(InputType::DateTimeLocal.keyword(), "datetime-local");
    }

    #[test]
    fn applicability() {
        assert!(InputType::Checkbox.applies(InputAttribute::Required));
        assert!(!InputType::Range.applies(InputAttribute::Required));
        assert!(!InputType::Color.applies(InputAttribute::Required));
        assert!(!InputType::Checkbox.applies(InputAttribute::Readonly));
        assert!(InputType::Number.applies(InputAttribute::Readonly));
        assert!(InputType::Email.applies(InputAttribute::Pattern));
        assert!(!InputType::Number.applies(InputAttribute::Pattern));
        assert!(InputType::Number.applies(InputAttribute::Placeholder));
        assert!(!InputType::Date.applies(InputAttribute::Placeholder));
        assert!(InputType::Week.applies(InputAttribute::Step));
    }

    #[test]
    fn sanitization() {
        assert_eq!(InputType::Text.sanitize("a\r\nb", false), "ab");
        assert_eq!(
            InputType::Url.sanitize(" https://x.y \n", false),
            "https://x.y"
        );
        assert_eq!(InputType::Email.sanitize(" a@b.c ", false), "a@b.c");
        assert_eq!(
            InputType::Email.sanitize("a@b.c, d@e.f ,", true),
            "a@b.c,d@e.f,"
        );
        assert_eq!(InputType::Number.sanitize(" 5", false), "");
        assert_eq!(InputType::Number.sanitize("1e3", false), "1e3");
        assert_eq!(InputType::Date.sanitize("2024-02-30", false), "");
        assert_eq!(
            InputType::DateTimeLocal.sanitize("2024-01-01 10:00", false),
            "2024-01-01T10:00"
        );
        assert_eq!(InputType::Checkbox.sanitize(" x ", false), " x ");
    }

    #[test]
    fn range_sanitization_clamps_and_steps() {
        assert_eq!(sanitize_range("75", 0.0, 10.0, Some(1.0), 0.0), "10");
        assert_eq!(sanitize_range("3.3", 0.0, 10.0, Some(1.0), 0.0), "3");
        assert_eq!(sanitize_range("", 0.0, 100.0, Some(1.0), 0.0), "50");
        assert_eq!(
            sanitize_range("", 0.0, 11.0, Some(1.0), 0.0),
            "6",
            "5.5 rounds up"
        );
        assert_eq!(sanitize_range("x", 10.0, 5.0, Some(1.0), 10.0), "10");
        assert_eq!(sanitize_range("4", 0.0, 100.0, Some(3.0), 0.0), "3");
        assert_eq!(
            sanitize_range("10", 0.0, 10.0, Some(3.0), 0.0),
            "9",
            "12 would exceed the maximum"
        );
        assert_eq!(sanitize_range("0.3", 0.0, 1.0, None, 0.0), "0.3");
    }

    #[test]
    fn number_conversions() {
        assert_eq!(
            InputType::Date.string_to_number("1970-01-02"),
            Some(86_400_000.0)
        );
        assert_eq!(
            InputType::Date.number_to_string(86_400_000.0).as_deref(),
            Some("1970-01-02")
        );
        assert_eq!(
            InputType::Month.string_to_date_ms("1970-02"),
            Some(31.0 * 86_400_000.0)
        );
        assert_eq!(InputType::Month.string_to_number("1970-02"), Some(1.0));
        assert_eq!(
            InputType::Number.number_to_string(1e21).as_deref(),
            Some("1e+21")
        );
        assert_eq!(InputType::Time.number_to_string(f64::NAN), None);
        assert_eq!(InputType::Text.string_to_number("1"), None);
    }
}

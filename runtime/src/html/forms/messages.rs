//! Validation messages: the English (en-US) strings Chromium 156 returns
//! from `validationMessage`, with its formatting of numbers, dates and
//! times. HTML leaves the text to the user agent; these were read back from
//! Chromium 156 (see runtime/tests/forms_validation.rs for each string).

use super::dates::{self, Date, Time};
use super::input_type::InputType;
use super::numbers::Decimal;

pub const VALUE_MISSING: &str = "Please fill out this field.";
pub const VALUE_MISSING_CHECKBOX: &str = "Please check this box if you want to proceed.";
pub const VALUE_MISSING_RADIO: &str = "Please select one of these options.";
pub const VALUE_MISSING_FILE: &str = "Please select a file.";
pub const VALUE_MISSING_SELECT: &str = "Please select an item in the list.";
pub const TYPE_MISMATCH_URL: &str = "Please enter a URL.";
pub const TYPE_MISMATCH_EMAIL: &str = "Please enter an email address.";
pub const PATTERN_MISMATCH: &str = "Please match the requested format.";
pub const BAD_INPUT_NUMBER: &str = "Please enter a number.";
pub const BAD_INPUT_DATE: &str =
    "Please enter a valid value. The field is incomplete or has an invalid date.";

fn characters(n: usize) -> String {
    if n == 1 {
        "1 character".to_owned()
    } else {
        format!("{n} characters")
    }
}

/// tooLong.
pub fn too_long(max: usize, current: usize) -> String {
    format!(
        "Please shorten this text to {max} characters or less (you are currently using {}).",
        characters(current)
    )
}

/// tooShort.
pub fn too_short(min: usize, current: usize) -> String {
    format!(
        "Please lengthen this text to {min} characters or more (you are currently using {}).",
        characters(current)
    )
}

/// rangeUnderflow (`bound` already localized).
pub fn range_underflow(t: InputType, bound: &str) -> String {
    match t {
        InputType::Number | InputType::Range => {
            format!("Value must be greater than or equal to {bound}.")
        }
        _ => format!("Value must be {bound} or later."),
    }
}

/// rangeOverflow (`bound` already localized).
pub fn range_overflow(t: InputType, bound: &str) -> String {
    match t {
        InputType::Number | InputType::Range => {
            format!("Value must be less than or equal to {bound}.")
        }
        _ => format!("Value must be {bound} or earlier."),
    }
}

/// rangeUnderflow and rangeOverflow of a time input whose range is reversed.
pub fn reversed_range(min: &str, max: &str) -> String {
    format!("Value must be between {min} and {max}.")
}

/// stepMismatch with two candidates, or one when the other is out of range.
pub fn step_mismatch(low: &str, high: Option<&str>) -> String {
    match high {
        Some(high) => format!(
            "Please enter a valid value. The two nearest valid values are {low} and {high}."
        ),
        None => format!("Please enter a valid value. The nearest valid value is {low}."),
    }
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn time_text(t: Time) -> String {
    let hour12 = match t.hour % 12 {
        0 => 12,
        h => h,
    };
    let ampm = if t.hour < 12 { "AM" } else { "PM" };
    if t.second == 0 && t.millisecond == 0 {
        format!("{hour12}:{:02}\u{202f}{ampm}", t.minute)
    } else if t.millisecond == 0 {
        format!("{hour12}:{:02}:{:02}\u{202f}{ampm}", t.minute, t.second)
    } else {
        format!(
            "{hour12}:{:02}:{:02}.{:03}\u{202f}{ampm}",
            t.minute, t.second, t.millisecond
        )
    }
}

fn date_text(d: Date) -> String {
    format!("{:02}/{:02}/{:04}", d.month, d.day, d.year)
}

/// A number in the type's units (what the type's "convert a string to a
/// number" gives) as Chromium shows it in messages: `01/02/2024`,
/// `February 2024`, `Week 02, 2024`, `10:00 AM`, `01/01/2024, 10:00 AM`.
/// Numbers: `decimal` when the number came from an attribute (to keep its
/// written form), else the number's shortest decimal form. (The space before
/// AM/PM is U+202F NARROW NO-BREAK SPACE, as ICU's en-US has it.)
pub fn localize(t: InputType, n: f64, decimal: Option<Decimal>) -> String {
    match t {
        InputType::Number | InputType::Range => decimal
            .or_else(|| Decimal::from_f64(n))
            .map(|d| d.to_chromium_string())
            .unwrap_or_default(),
        InputType::Date => dates::date_from_ms(n).map(date_text).unwrap_or_default(),
        InputType::Month => dates::month_from_number(n)
            .map(|(y, m)| format!("{} {y}", MONTHS[(m as usize).saturating_sub(1) % 12]))
            .unwrap_or_default(),
        InputType::Week => dates::week_from_ms(n)
            .map(|(y, w)| format!("Week {w:02}, {y}"))
            .unwrap_or_default(),
        InputType::Time => dates::time_from_ms(n).map(time_text).unwrap_or_default(),
        InputType::DateTimeLocal => dates::local_date_and_time_from_ms(n)
            .map(|(d, t)| format!("{}, {}", date_text(d), time_text(t)))
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// typeMismatch of one email address, with Chromium's explanation of what
/// is wrong (`None` when the address is valid).
pub fn email_mismatch(address: &str) -> Option<String> {
    if super::validation::is_valid_email(address) {
        return None;
    }
    let Some((local, domain)) = address.split_once('@') else {
        return Some(format!(
            "Please include an '@' in the email address. '{address}' is missing an '@'."
        ));
    };
    if local.is_empty() {
        return Some(format!(
            "Please enter a part followed by '@'. '{address}' is incomplete."
        ));
    }
    if domain.is_empty() {
        return Some(format!(
            "Please enter a part following '@'. '{address}' is incomplete."
        ));
    }
    if let Some(c) = local
        .chars()
        .find(|c| !super::validation::is_email_local_char(*c))
    {
        return Some(format!(
            "A part followed by '@' should not contain the symbol '{c}'."
        ));
    }
    if let Some(c) = domain
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '.')))
    {
        return Some(format!(
            "A part following '@' should not contain the symbol '{c}'."
        ));
    }
    if domain.starts_with('.') || domain.ends_with('.') || domain.contains("..") {
        return Some(format!("'.' is used at a wrong position in '{domain}'."));
    }
    Some(TYPE_MISMATCH_EMAIL.to_owned())
}

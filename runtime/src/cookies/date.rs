//! https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-dates:
//! the lenient cookie-date parser of `Expires`, which accepts the many
//! date formats servers and scripts write (`Wdy, DD Mon YYYY HH:MM:SS GMT`,
//! `Wdy Mon DD YYYY`, two-digit years, …).

use crate::calendar::{days_from_civil, days_in_month};

/// Milliseconds since the Unix epoch of the given UTC time.
fn epoch_ms(year: i64, month: u32, day: u32, hour: u32, minute: u32, second: u32) -> f64 {
    let seconds = days_from_civil(year, month, day) * 86_400 + i64::from(hour) * 3_600 + i64::from(minute) * 60 + i64::from(second);
    seconds as f64 * 1000.0
}

/// delimiter = %x09 / %x20-2F / %x3B-40 / %x5B-60 / %x7B-7E
fn is_delimiter(b: u8) -> bool {
    matches!(b, 0x09 | 0x20..=0x2F | 0x3B..=0x40 | 0x5B..=0x60 | 0x7B..=0x7E)
}

/// `1*max DIGIT` at the start of `token`, followed by the end or (when
/// `then_anything`) a non-digit and anything: the number and what follows.
fn leading_digits(token: &[u8], min: usize, max: usize) -> Option<(u32, &[u8])> {
    let n = token.iter().take_while(|b| b.is_ascii_digit()).count();
    if n < min || n > max {
        return None;
    }
    let value = token[..n].iter().fold(0u32, |v, b| v * 10 + u32::from(b - b'0'));
    Some((value, &token[n..]))
}

/// hms-time = time-field ":" time-field ":" time-field, then
/// optionally a non-digit and anything.
fn time(token: &[u8]) -> Option<(u32, u32, u32)> {
    let (h, rest) = leading_digits(token, 1, 2)?;
    let rest = rest.strip_prefix(b":")?;
    let (m, rest) = leading_digits(rest, 1, 2)?;
    let rest = rest.strip_prefix(b":")?;
    let (s, _) = leading_digits(rest, 1, 2)?;
    Some((h, m, s))
}

fn month(token: &[u8]) -> Option<u32> {
    const MONTHS: [&[u8]; 12] = [b"jan", b"feb", b"mar", b"apr", b"may", b"jun", b"jul", b"aug", b"sep", b"oct", b"nov", b"dec"];
    let head = token.get(..3)?.to_ascii_lowercase();
    MONTHS.iter().position(|m| *m == head.as_slice()).map(|i| i as u32 + 1)
}

/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-dates
/// ("Using the following algorithm to parse a cookie-date"): milliseconds
/// since the Unix epoch, or `None` when the date cannot be parsed.
pub fn parse_a_cookie_date(input: &str) -> Option<f64> {
    let (mut found_time, mut found_day, mut found_month, mut found_year) = (None, None, None, None);
    // 1. Using the grammar below, divide the cookie-date into date-tokens.
    // 2. Process each date-token sequentially in the order the date-tokens
    //    appear in the cookie-date:
    for token in input.as_bytes().split(|b| is_delimiter(*b)).filter(|t| !t.is_empty()) {
        // 2.1. If the found-time flag is not set and the token matches the
        //      time production, set the found-time flag and the hour-value,
        //      minute-value and second-value.
        if found_time.is_none() {
            if let Some(t) = time(token) {
                found_time = Some(t);
                continue;
            }
        }
        // 2.2. If the found-day-of-month flag is not set and the date-token
        //      matches the day-of-month production (1*2DIGIT, then a
        //      non-digit and anything), set it.
        if found_day.is_none() {
            if let Some((d, _)) = leading_digits(token, 1, 2) {
                found_day = Some(d);
                continue;
            }
        }
        // 2.3. If the found-month flag is not set and the date-token matches
        //      the month production, set it.
        if found_month.is_none() {
            if let Some(m) = month(token) {
                found_month = Some(m);
                continue;
            }
        }
        // 2.4. If the found-year flag is not set and the date-token matches
        //      the year production (2*4DIGIT, then a non-digit and anything),
        //      set it.
        if found_year.is_none() {
            if let Some((y, _)) = leading_digits(token, 2, 4) {
                found_year = Some(i64::from(y));
                continue;
            }
        }
    }
    let mut year = found_year?;
    // 3. If the year-value is greater than or equal to 70 and less than or
    //    equal to 99, increment the year-value by 1900.
    if (70..=99).contains(&year) {
        year += 1900;
    }
    // 4. If the year-value is greater than or equal to 0 and less than or
    //    equal to 69, increment the year-value by 2000.
    if (0..=69).contains(&year) {
        year += 2000;
    }
    // 5. Abort these steps and fail to parse the cookie-date if: at least
    //    one of the found-day-of-month, found-month, found-year or
    //    found-time flags is not set, the day-of-month-value is less than 1
    //    or greater than 31, the year-value is less than 1601, the
    //    hour-value is greater than 23, the minute-value is greater than 59,
    //    or the second-value is greater than 59.
    let ((hour, minute, second), day, month) = (found_time?, found_day?, found_month?);
    if !(1..=31).contains(&day) || year < 1601 || hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    // 6. Let the parsed-cookie-date be the date whose day-of-month, month,
    //    year, hour, minute, and second (in UTC) are the values found;
    //    fail if no such date exists.
    if day > days_in_month(year, month) {
        return None;
    }
    // 7. Return the parsed-cookie-date as the result of this algorithm.
    Some(epoch_ms(year, month, day, hour, minute, second))
}

#[cfg(test)]
mod tests {
    use super::parse_a_cookie_date;

    #[test]
    fn parses_the_formats_servers_and_scripts_write() {
        // Date.prototype.toUTCString, RFC 850 and asctime forms.
        assert_eq!(parse_a_cookie_date("Thu, 01 Jan 1970 00:00:00 GMT"), Some(0.0));
        assert_eq!(parse_a_cookie_date("Sunday, 06-Nov-94 08:49:37 GMT"), Some(784_111_777_000.0));
        assert_eq!(parse_a_cookie_date("Sun Nov  6 08:49:37 1994"), Some(784_111_777_000.0));
        assert_eq!(parse_a_cookie_date("Wed, 29 Feb 2040 23:59:59 GMT"), Some(2_214_172_799_000.0));
        // Two-digit years below 70 are in the 2000s.
        assert_eq!(parse_a_cookie_date("1 jan 38 00:00:00"), Some(2_145_916_800_000.0));
    }

    #[test]
    fn rejects_missing_parts_and_impossible_dates() {
        assert_eq!(parse_a_cookie_date(""), None);
        assert_eq!(parse_a_cookie_date("Thu, 01 Jan 1970"), None);
        assert_eq!(parse_a_cookie_date("Thu, 31 Feb 2030 00:00:00 GMT"), None);
        assert_eq!(parse_a_cookie_date("Thu, 01 Jan 1600 00:00:00 GMT"), None);
        assert_eq!(parse_a_cookie_date("Thu, 01 Jan 2030 24:00:00 GMT"), None);
        assert_eq!(parse_a_cookie_date("tomorrow"), None);
    }
}

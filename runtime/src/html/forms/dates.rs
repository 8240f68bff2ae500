//! HTML's dates and times microsyntaxes
//! (https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates-and-times)
//! and the number conversions of the date and time input types.
//!
//! Own code: the HTML syntax (four-or-more-digit years, week 53 only in
//! long years, `T` or space between date and time) is not what date crates
//! parse, and the conversions are a few lines of proleptic Gregorian
//! arithmetic (Howard Hinnant's `days_from_civil`).

/// Milliseconds in a day.
pub const MS_PER_DAY: f64 = 86_400_000.0;
/// The largest year a JavaScript Date can hold (±8.64e15 ms around 1970).
const MAX_YEAR: i64 = 275_760;

/// A calendar date (https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Date {
    pub year: i64,
    pub month: u32,
    pub day: u32,
}

/// A time of day with milliseconds (fractional milliseconds are kept only
/// as far as three digits of a second allow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Time {
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
    pub millisecond: u32,
}

pub use crate::calendar::{days_from_civil, days_in_month};
use crate::calendar::is_leap_year;

/// The date `days` days after 1970-01-01.
pub fn civil_from_days(days: i64) -> Date {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    Date { year, month, day }
}

/// 0 for Monday … 6 for Sunday.
fn weekday(days: i64) -> i64 {
    (days + 3).rem_euclid(7)
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#week-number-of-the-last-day
pub fn weeks_in_year(year: i64) -> u32 {
    let jan1 = weekday(days_from_civil(year, 1, 1));
    // A year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year.
    if jan1 == 3 || (jan1 == 2 && is_leap_year(year)) {
        53
    } else {
        52
    }
}

fn digits(s: &str, count: usize) -> Option<u32> {
    (s.len() == count && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok())?
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-month-component
fn month_component(s: &str) -> Option<(i64, u32)> {
    let (year, month) = s.split_once('-')?;
    // Year: four or more ASCII digits, greater than zero.
    if year.len() < 4 || !year.bytes().all(|b| b.is_ascii_digit()) || year.len() > 9 {
        return None;
    }
    let year: i64 = year.parse().ok()?;
    let month = digits(month, 2)?;
    (year > 0 && (1..=12).contains(&month)).then_some((year, month))
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-month-string
pub fn parse_month(s: &str) -> Option<(i64, u32)> {
    month_component(s)
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-string
pub fn parse_date(s: &str) -> Option<Date> {
    let (ym, day) = s.rsplit_once('-')?;
    let (year, month) = month_component(ym)?;
    let day = digits(day, 2)?;
    (1..=days_in_month(year, month))
        .contains(&day)
        .then_some(Date { year, month, day })
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-week-string
pub fn parse_week(s: &str) -> Option<(i64, u32)> {
    let (year, week) = s.split_once("-W")?;
    if year.len() < 4 || year.len() > 9 || !year.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let year: i64 = year.parse().ok()?;
    let week = digits(week, 2)?;
    (year > 0 && (1..=weeks_in_year(year)).contains(&week)).then_some((year, week))
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-string
/// (the valid time string syntax: `HH:MM`, `HH:MM:SS`, `HH:MM:SS.s{1,3}`).
pub fn parse_time(s: &str) -> Option<Time> {
    // A valid time string is ASCII (and slicing below needs it).
    if !s.is_ascii() {
        return None;
    }
    let b = s.as_bytes();
    if b.len() < 5 || b[2] != b':' {
        return None;
    }
    let hour = digits(&s[0..2], 2)?;
    let minute = digits(&s[3..5], 2)?;
    let (mut second, mut millisecond) = (0, 0);
    if b.len() > 5 {
        if b[5] != b':' || b.len() < 8 {
            return None;
        }
        second = digits(&s[6..8], 2)?;
        if b.len() > 8 {
            let fraction = s[8..].strip_prefix('.')?;
            if fraction.is_empty()
                || fraction.len() > 3
                || !fraction.bytes().all(|c| c.is_ascii_digit())
            {
                return None;
            }
            millisecond = format!("{fraction:0<3}").parse().ok()?;
        }
    }
    (hour < 24 && minute < 60 && second < 60).then_some(Time {
        hour,
        minute,
        second,
        millisecond,
    })
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-local-date-and-time-string
pub fn parse_local_date_and_time(s: &str) -> Option<(Date, Time)> {
    let split = s.find(['T', ' '])?;
    Some((parse_date(&s[..split])?, parse_time(&s[split + 1..])?))
}

fn year_string(year: i64) -> String {
    format!("{year:04}")
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string
pub fn date_string(d: Date) -> String {
    format!("{}-{:02}-{:02}", year_string(d.year), d.month, d.day)
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-month-string
pub fn month_string(year: i64, month: u32) -> String {
    format!("{}-{month:02}", year_string(year))
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-week-string
pub fn week_string(year: i64, week: u32) -> String {
    format!("{}-W{week:02}", year_string(year))
}

/// The shortest valid time string for `t` (seconds and fraction only when
/// not zero, fraction without trailing zeros).
pub fn time_string(t: Time) -> String {
    let mut s = format!("{:02}:{:02}", t.hour, t.minute);
    if t.second != 0 || t.millisecond != 0 {
        s.push_str(&format!(":{:02}", t.second));
        if t.millisecond != 0 {
            let fraction = format!("{:03}", t.millisecond);
            s.push('.');
            s.push_str(fraction.trim_end_matches('0'));
        }
    }
    s
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalized-local-date-and-time-string
pub fn normalized_local_date_and_time_string(d: Date, t: Time) -> String {
    format!("{}T{}", date_string(d), time_string(t))
}

/// Milliseconds since midnight.
pub fn time_to_ms(t: Time) -> f64 {
    f64::from(((t.hour * 60 + t.minute) * 60 + t.second) * 1000 + t.millisecond)
}

/// Milliseconds since 1970-01-01T00:00Z of midnight UTC of `d`.
pub fn date_to_ms(d: Date) -> f64 {
    days_from_civil(d.year, d.month, d.day) as f64 * MS_PER_DAY
}

/// Months since 1970-01.
pub fn month_to_number(year: i64, month: u32) -> f64 {
    ((year - 1970) * 12 + i64::from(month) - 1) as f64
}

/// Milliseconds since 1970-01-01T00:00Z of the Monday that starts the week.
pub fn week_to_ms(year: i64, week: u32) -> f64 {
    let jan4 = days_from_civil(year, 1, 4);
    let monday_of_week1 = jan4 - weekday(jan4);
    (monday_of_week1 + 7 * (i64::from(week) - 1)) as f64 * MS_PER_DAY
}

fn split_ms(ms: f64) -> Option<(i64, Time)> {
    // Beyond ±8.64e15 ms (a JavaScript Date's range) no year from 1 to
    // 275760 can be reached; refusing them also keeps the day arithmetic
    // far from overflow.
    if !ms.is_finite() || ms.abs() > 8.64e15 {
        return None;
    }
    let whole = ms.floor();
    let days = (whole / MS_PER_DAY).floor();
    let rest = (whole - days * MS_PER_DAY) as u32;
    let time = Time {
        hour: rest / 3_600_000,
        minute: rest / 60_000 % 60,
        second: rest / 1000 % 60,
        millisecond: rest % 1000,
    };
    Some((days as i64, time))
}

fn in_range(d: Date) -> Option<Date> {
    (d.year >= 1 && d.year <= MAX_YEAR).then_some(d)
}

/// The date that is `ms` milliseconds after 1970-01-01T00:00Z (a year from 1 to 275760).
pub fn date_from_ms(ms: f64) -> Option<Date> {
    let (days, _) = split_ms(ms)?;
    in_range(civil_from_days(days))
}

/// The month that is `months` months after 1970-01 (rounded down).
pub fn month_from_number(months: f64) -> Option<(i64, u32)> {
    if !months.is_finite() || months.abs() > 4e6 {
        return None;
    }
    let m = months.floor() as i64;
    let year = 1970 + m.div_euclid(12);
    let month = (m.rem_euclid(12) + 1) as u32;
    (year >= 1 && year <= MAX_YEAR).then_some((year, month))
}

/// The ISO week containing the instant `ms` after 1970-01-01T00:00Z.
pub fn week_from_ms(ms: f64) -> Option<(i64, u32)> {
    let (days, _) = split_ms(ms)?;
    let date = in_range(civil_from_days(days))?;
    // The week-year is the year of the Thursday of the same week.
    let thursday = days - weekday(days) + 3;
    let year = civil_from_days(thursday).year;
    let week = ((thursday - days_from_civil(year, 1, 1)) / 7 + 1) as u32;
    let _ = date;
    (year >= 1 && year <= MAX_YEAR).then_some((year, week))
}

/// The time of day `ms` milliseconds after midnight (modulo one day).
pub fn time_from_ms(ms: f64) -> Option<Time> {
    split_ms(ms).map(|(_, t)| t)
}

/// The local date and time `ms` milliseconds after 1970-01-01T00:00.
pub fn local_date_and_time_from_ms(ms: f64) -> Option<(Date, Time)> {
    let (days, time) = split_ms(ms)?;
    Some((in_range(civil_from_days(days))?, time))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trips() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2024, 1, 2), 19724);
        for days in [-800_000, -1, 0, 1, 19724, 2_000_000] {
            let d = civil_from_days(days);
            assert_eq!(days_from_civil(d.year, d.month, d.day), days);
        }
    }

    #[test]
    fn dates_follow_the_syntax() {
        assert_eq!(
            parse_date("2024-02-29"),
            Some(Date {
                year: 2024,
                month: 2,
                day: 29
            })
        );
        assert_eq!(parse_date("2023-02-29"), None);
        assert_eq!(parse_date("2024-02-30"), None);
        assert_eq!(parse_date("20240101"), None);
        assert_eq!(parse_date("0000-01-01"), None);
        assert_eq!(parse_date("12345-01-01").map(|d| d.year), Some(12345));
        assert_eq!(parse_date("2024-1-01"), None);
        assert_eq!(parse_date(" 2024-01-01"), None);
        assert_eq!(parse_month("2024-13"), None);
        assert_eq!(parse_month("2024-12"), Some((2024, 12)));
        assert_eq!(parse_week("2020-W53"), Some((2020, 53)));
        assert_eq!(parse_week("2024-W53"), None);
        assert_eq!(parse_week("2015-W53"), Some((2015, 53)));
    }

    #[test]
    fn times_follow_the_syntax() {
        assert_eq!(
            parse_time("12:30"),
            Some(Time {
                hour: 12,
                minute: 30,
                second: 0,
                millisecond: 0
            })
        );
        assert_eq!(parse_time("12:30:15.5").map(time_to_ms), Some(45_015_500.0));
        assert_eq!(parse_time("25:00"), None);
        assert_eq!(parse_time("12:60"), None);
        assert_eq!(parse_time("12:30:15.5555"), None);
        assert_eq!(parse_time("12:30:"), None);
        assert_eq!(parse_time("12:30+00:00"), None);
        assert_eq!(parse_time("12:0é0"), None, "non-ASCII text is not a time, and does not panic");
        let (d, t) = parse_local_date_and_time("2024-01-01 10:00:00.000").unwrap();
        assert_eq!(
            normalized_local_date_and_time_string(d, t),
            "2024-01-01T10:00"
        );
        let (d, t) = parse_local_date_and_time("2024-01-01T10:00:00.500").unwrap();
        assert_eq!(
            normalized_local_date_and_time_string(d, t),
            "2024-01-01T10:00:00.5"
        );
    }

    #[test]
    fn number_conversions() {
        let d = parse_date("2024-01-02").unwrap();
        assert_eq!(date_to_ms(d), 19724.0 * MS_PER_DAY);
        assert_eq!(date_from_ms(date_to_ms(d) + 5.0), Some(d));
        assert_eq!(date_from_ms(-62_135_596_800_001.0), None, "before year 1");
        assert_eq!(month_to_number(1970, 1), 0.0);
        assert_eq!(month_from_number(649.0), Some((2024, 2)));
        assert_eq!(week_to_ms(1970, 1), -259_200_000.0);
        assert_eq!(week_from_ms(week_to_ms(2020, 53)), Some((2020, 53)));
        assert_eq!(
            week_from_ms(date_to_ms(parse_date("2021-01-03").unwrap())),
            Some((2020, 53))
        );
        assert_eq!(
            week_from_ms(date_to_ms(parse_date("2024-12-30").unwrap())),
            Some((2025, 1))
        );
        assert_eq!(
            time_from_ms(45_015_500.0).map(time_string).as_deref(),
            Some("12:30:15.5")
        );
        assert_eq!(
            time_from_ms(-60_000.0).map(time_string).as_deref(),
            Some("23:59")
        );
    }
}

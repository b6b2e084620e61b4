//! The times hosts type when they plan an event, read into one instant (Unix ms): an
//! absolute time with a zone (`2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`), a relative
//! one (`in 2h30m`, `tomorrow 18:00` in the server's zone) or a Discord timestamp
//! (`<t:1764961200:F>`). A wall time that a zone skips (a DST gap) or repeats (an overlap)
//! is resolved and said: a gap moves it forward by the gap's length, an overlap takes its
//! first occurrence. Pure: "now" and the server's zone are given.

use jiff::civil::{Date, DateTime, Time};
use jiff::tz::{AmbiguousOffset, Offset, TimeZone};
use jiff::Timestamp;

/// The furthest ahead an event may be planned.
pub const MAX_AHEAD_MS: i64 = 366 * 24 * 3600 * 1000;
/// The longest duration a setting or option takes (reminders, check-in, grace): a week.
pub const MAX_DURATION_SECS: u32 = 7 * 24 * 3600;

/// Why a typed time was refused: each says what to type instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WhenError {
    #[error("no time given")]
    Empty,
    #[error("`{0}` is not a time I can read")]
    Unreadable(String),
    #[error("`{0}` is not a time zone I know")]
    UnknownZone(String),
    #[error("`{0}` is not a date")]
    BadDate(String),
    #[error("that time is in the past")]
    InThePast,
    /// More than a year ahead: `latest_ms` is the latest time that may be planned.
    #[error("that time is more than a year ahead")]
    TooFar { latest_ms: i64 },
    #[error("`{0}` is not a duration I can read")]
    BadDuration(String),
    #[error("a duration may be at most a week")]
    DurationTooLong,
}

/// What a DST transition did to the time asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shift {
    /// The wall time does not exist that day (clocks jump forward over it): moved forward
    /// by the gap, to `at` (ms).
    Gap { asked: String, zone: String },
    /// The wall time happens twice that day (clocks fall back): the first one was taken.
    Overlap { asked: String, zone: String },
}

/// A time read: the instant (Unix ms), and the DST note when one applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct When {
    pub at_ms: i64,
    pub shift: Option<Shift>,
}

/// A time zone a server may set: an IANA name (any case), `UTC`/`GMT`/`Z`, or a fixed
/// offset (`+02:00`, `UTC-5`, `GMT+5:30`).
pub fn zone(name: &str) -> Result<TimeZone, WhenError> {
    let name = name.trim();
    let upper = name.to_ascii_uppercase();
    if ["UTC", "GMT", "Z"].contains(&upper.as_str()) {
        return Ok(TimeZone::UTC);
    }
    let offset_part = upper
        .strip_prefix("UTC")
        .or_else(|| upper.strip_prefix("GMT"))
        .unwrap_or(&upper);
    if let Some(offset) = fixed_offset(offset_part) {
        return Ok(TimeZone::fixed(offset));
    }
    if name.contains('/') || name.len() > 2 {
        if let Ok(tz) = TimeZone::get(name) {
            return Ok(tz);
        }
    }
    Err(WhenError::UnknownZone(name.to_string()))
}

/// The name a zone is shown by: its IANA name, else its offset.
pub fn zone_name(tz: &TimeZone) -> String {
    match tz.iana_name() {
        Some(name) => name.to_string(),
        None => {
            let offset = tz.to_offset(Timestamp::UNIX_EPOCH);
            if offset == Offset::UTC {
                "UTC".to_string()
            } else {
                format!("UTC{offset}")
            }
        }
    }
}

/// `+2`, `-05:30`, `+0530`: a fixed offset of at most 14 hours.
fn fixed_offset(text: &str) -> Option<Offset> {
    let (sign, rest) = match text.as_bytes().first()? {
        b'+' => (1, &text[1..]),
        b'-' => (-1, &text[1..]),
        _ => return None,
    };
    let (hours, minutes) = match rest.split_once(':') {
        Some((h, m)) => (h, m),
        None if rest.len() == 4 => rest.split_at(2),
        None => (rest, "0"),
    };
    let all_digits =
        |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(hours) || !all_digits(minutes) {
        return None;
    }
    let (hours, minutes): (i32, i32) = (hours.parse().ok()?, minutes.parse().ok()?);
    if hours > 14 || minutes > 59 {
        return None;
    }
    Offset::from_seconds(sign * (hours * 3600 + minutes * 60)).ok()
}

/// Reads `text` as a time after `now_ms`, a wall time in `server` unless it names its zone.
pub fn parse(text: &str, now_ms: i64, server: &TimeZone) -> Result<When, WhenError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(WhenError::Empty);
    }
    let when = read(text, now_ms, server)?;
    if when.at_ms <= now_ms {
        return Err(WhenError::InThePast);
    }
    if when.at_ms - now_ms > MAX_AHEAD_MS {
        return Err(WhenError::TooFar {
            latest_ms: now_ms + MAX_AHEAD_MS,
        });
    }
    Ok(when)
}

fn read(text: &str, now_ms: i64, server: &TimeZone) -> Result<When, WhenError> {
    let unreadable = || WhenError::Unreadable(text.to_string());
    if let Some(seconds) = discord_timestamp(text) {
        return Ok(When {
            at_ms: seconds.checked_mul(1000).ok_or_else(unreadable)?,
            shift: None,
        });
    }
    let lower = text.to_lowercase();
    if let Some(rest) = lower.strip_prefix("in ") {
        let secs = duration_total(rest).ok_or_else(unreadable)?;
        return Ok(When {
            at_ms: now_ms
                .saturating_add(i64::try_from(secs).unwrap_or(i64::MAX).saturating_mul(1000)),
            shift: None,
        });
    }
    wall_time(text, now_ms, server)
}

/// `<t:1764961200>` or `<t:1764961200:F>` (any style letter).
fn discord_timestamp(text: &str) -> Option<i64> {
    let inner = text.strip_prefix("<t:")?.strip_suffix('>')?;
    let seconds = match inner.split_once(':') {
        Some((s, style)) if style.len() == 1 && "tTdDfFsSR".contains(style) => s,
        Some(_) => return None,
        None => inner,
    };
    seconds.parse().ok()
}

/// `[today|tomorrow|YYYY-MM-DD] HH:MM[:SS] [am|pm] [zone]`, or ISO `YYYY-MM-DDTHH:MM[Z|±hh:mm]`.
fn wall_time(text: &str, now_ms: i64, server: &TimeZone) -> Result<When, WhenError> {
    let unreadable = || WhenError::Unreadable(text.to_string());
    let typed = TypedWallTime::read(wall_words(text)).ok_or_else(unreadable)?;
    let now = Timestamp::from_millisecond(now_ms).map_err(|_| unreadable())?;
    let tz = if typed.zone.is_empty() {
        server.clone()
    } else {
        zone(&typed.zone.join(" "))?
    };
    let today = now.to_zoned(tz.clone()).date();
    let date = match typed.day.as_deref() {
        Some("today") => today,
        Some("tomorrow") => today.tomorrow().map_err(|_| unreadable())?,
        Some(iso) => iso
            .parse::<Date>()
            .map_err(|_| WhenError::BadDate(iso.to_string()))?,
        None => today,
    };
    let time = typed.time;
    let mut when = resolve(&tz, date.to_datetime(time))?;
    // A time of day alone is the next one: tomorrow's once today's has passed.
    if typed.day.is_none() && when.at_ms <= now_ms {
        when = resolve(
            &tz,
            date.tomorrow().map_err(|_| unreadable())?.to_datetime(time),
        )?;
    }
    Ok(when)
}

/// The words of a wall time, ISO's glued forms cut apart: `2026-12-05T20:00` is a date and
/// a time, `20:00Z` or `20:00+01:00` a time and a zone.
fn wall_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    // ISO's `2026-12-05T20:00`: the date and the time as two words.
    if let Some(first) = words.first().cloned() {
        if first.len() > 11 && first.is_char_boundary(10) && first[10..].starts_with(['T', 't']) {
            words[0] = first[..10].to_string();
            words.insert(1, first[11..].to_string());
        }
    }
    // An ISO offset or `Z` glued to the time: `20:00Z`, `20:00+01:00`.
    if let Some(i) = words.iter().position(|w| w.contains(':')) {
        let w = words[i].clone();
        if let Some(cut) = w
            .char_indices()
            .skip(1)
            .find(|&(_, c)| c == '+' || c == '-' || c == 'Z' || c == 'z')
            .map(|(i, _)| i)
        {
            words[i] = w[..cut].to_string();
            words.insert(i + 1, w[cut..].to_string());
        }
    }
    words
}

/// A wall time as typed, not yet placed in a zone: its day, its time of day, its zone.
struct TypedWallTime {
    /// `today`, `tomorrow` or an ISO date; `None`: the next such time of day.
    day: Option<String>,
    /// In the 24-hour clock, `am`/`pm` applied.
    time: Time,
    /// The zone's words; none: the server's zone.
    zone: Vec<String>,
}

impl TypedWallTime {
    /// Reads `[day] time [am|pm] [zone]` from `words`; `None` if unreadable.
    fn read(words: Vec<String>) -> Option<TypedWallTime> {
        let mut words = words.into_iter().peekable();
        let first = words.next()?;
        let (day, time_word) = match first.to_lowercase().as_str() {
            "today" | "tomorrow" => (Some(first.to_lowercase()), words.next()?),
            _ if first.contains('-') && !first.contains(':') => {
                (Some(first.clone()), words.next()?)
            }
            _ => (None, first),
        };
        let mut time = clock_time(&time_word)?;
        if let Some(meridiem) = words.peek().map(|w| w.to_lowercase()) {
            if meridiem == "am" || meridiem == "pm" {
                words.next();
                time = twelve_hour(time, meridiem == "pm")?;
            }
        }
        Some(TypedWallTime {
            day,
            time,
            zone: words.collect(),
        })
    }
}

/// `20:00`, `9:30`, `20:00:15`, `20h`, `20h30`.
fn clock_time(word: &str) -> Option<Time> {
    let word = word.to_lowercase();
    let parts: Vec<&str> = if word.contains(':') {
        word.split(':').collect()
    } else if let Some((h, m)) = word.split_once('h') {
        if m.is_empty() {
            vec![h]
        } else {
            vec![h, m]
        }
    } else {
        return None;
    };
    let number = |s: &str| -> Option<i8> {
        (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let (h, m, s) = match parts.as_slice() {
        [h] => (number(h)?, 0, 0),
        [h, m] => (number(h)?, number(m)?, 0),
        [h, m, s] => (number(h)?, number(m)?, number(s)?),
        _ => return None,
    };
    Time::new(h, m, s, 0).ok()
}

fn twelve_hour(time: Time, pm: bool) -> Option<Time> {
    let hour = time.hour();
    if !(1..=12).contains(&hour) {
        return None;
    }
    let hour = (hour % 12) + if pm { 12 } else { 0 };
    Time::new(hour, time.minute(), time.second(), 0).ok()
}

/// A wall time in `tz` as an instant, through a DST gap (forward) or overlap (the first).
pub fn resolve(tz: &TimeZone, wall: DateTime) -> Result<When, WhenError> {
    let ambiguous = tz.to_ambiguous_zoned(wall);
    let asked = wall.strftime("%Y-%m-%d %H:%M").to_string();
    let name = zone_name(tz);
    let shift = match ambiguous.offset() {
        AmbiguousOffset::Unambiguous { .. } => None,
        AmbiguousOffset::Gap { .. } => Some(Shift::Gap { asked, zone: name }),
        AmbiguousOffset::Fold { .. } => Some(Shift::Overlap { asked, zone: name }),
    };
    let zoned = ambiguous
        .compatible()
        .map_err(|_| WhenError::Unreadable(wall.to_string()))?;
    Ok(When {
        at_ms: zoned.timestamp().as_millisecond(),
        shift,
    })
}

/// A duration as hosts type it: `2h30m`, `90m`, `1d`, `45 min`, `2 hours`, `30s`; at most
/// a week. A bare number is minutes.
pub fn duration_secs(text: &str) -> Result<u32, WhenError> {
    let secs =
        duration_total(text).ok_or_else(|| WhenError::BadDuration(text.trim().to_string()))?;
    capped(secs).ok_or(WhenError::DurationTooLong)
}

/// A duration's seconds, uncapped; `None` when it does not read.
fn duration_total(text: &str) -> Option<u64> {
    let text = text.trim().to_lowercase();
    if text.is_empty() {
        return None;
    }
    if let Ok(minutes) = text.parse::<u64>() {
        return Some(minutes.saturating_mul(60));
    }
    let mut total: u64 = 0;
    let mut rest = text.as_str();
    let mut any = false;
    while !rest.trim_start().is_empty() {
        rest = rest.trim_start();
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let number: u64 = rest[..digits].parse().ok()?;
        rest = rest[digits..].trim_start();
        let unit_len = rest
            .chars()
            .take_while(|c| c.is_alphabetic())
            .map(char::len_utf8)
            .sum();
        let unit = &rest[..unit_len];
        rest = rest[unit_len..].trim_start_matches([',', ' ']);
        let scale = match unit {
            "d" | "day" | "days" => 86_400,
            "h" | "hr" | "hrs" | "hour" | "hours" => 3_600,
            "m" | "min" | "mins" | "minute" | "minutes" => 60,
            "s" | "sec" | "secs" | "second" | "seconds" => 1,
            _ => return None,
        };
        total = total.saturating_add(number.saturating_mul(scale));
        any = true;
    }
    any.then_some(total)
}

fn capped(secs: u64) -> Option<u32> {
    (secs <= u64::from(MAX_DURATION_SECS)).then_some(secs as u32)
}

/// A duration the way `duration_secs` reads it back: `1d2h`, `1h30m`, `10m`, `45s`.
pub fn duration_text(secs: u32) -> String {
    if secs == 0 {
        return "0m".to_string();
    }
    let mut out = String::new();
    let mut left = secs;
    for (unit, scale) in [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)] {
        if left >= scale {
            out += &format!("{}{unit}", left / scale);
            left %= scale;
        }
    }
    out
}

/// An instant as Discord shows it to each reader in their own zone: `<t:…:F>`.
pub fn discord_full(at_ms: i64) -> String {
    format!("<t:{}:F>", at_ms.div_euclid(1000))
}

/// An instant as Discord shows it relative to now: `<t:…:R>` ("in 2 hours").
pub fn discord_relative(at_ms: i64) -> String {
    format!("<t:{}:R>", at_ms.div_euclid(1000))
}

/// The wall time of `at_ms` in `tz` as `parse` reads it: `2026-12-05 20:00 Europe/Berlin`.
pub fn wall_text(at_ms: i64, tz: &TimeZone) -> String {
    match Timestamp::from_millisecond(at_ms) {
        Ok(ts) => format!(
            "{} {}",
            ts.to_zoned(tz.clone()).strftime("%Y-%m-%d %H:%M"),
            zone_name(tz)
        ),
        Err(_) => at_ms.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// 2026-11-28 12:00:00 UTC, a Saturday.
    const NOW: i64 = 1_795_867_200_000;

    fn berlin() -> TimeZone {
        zone("Europe/Berlin").unwrap()
    }

    fn at(text: &str) -> Result<When, WhenError> {
        parse(text, NOW, &berlin())
    }

    fn utc(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn the_clock_of_these_tests_reads_noon_utc_on_the_28th() {
        assert_eq!(utc("2026-11-28T12:00:00Z"), NOW);
    }

    #[test]
    fn times_hosts_type_are_read_as_the_instants_they_mean() {
        let table: &[(&str, &str)] = &[
            ("2026-12-05 20:00 Europe/Berlin", "2026-12-05T19:00:00Z"),
            ("2026-12-05 20:00 europe/berlin", "2026-12-05T19:00:00Z"),
            ("2026-12-05 20:00", "2026-12-05T19:00:00Z"),
            ("2026-12-05T20:00Z", "2026-12-05T20:00:00Z"),
            ("2026-12-05T20:00+02:00", "2026-12-05T18:00:00Z"),
            ("2026-12-05 20:00 UTC", "2026-12-05T20:00:00Z"),
            (
                "2026-12-05 8:30 pm America/New_York",
                "2026-12-06T01:30:00Z",
            ),
            ("20:00 UTC", "2026-11-28T20:00:00Z"),
            // Noon has passed in UTC: the next 11:00 is tomorrow's.
            ("11:00 UTC", "2026-11-29T11:00:00Z"),
            ("20:00 UTC+5:30", "2026-11-28T14:30:00Z"),
            ("20:00 GMT-3", "2026-11-28T23:00:00Z"),
            ("tomorrow 18:00", "2026-11-29T17:00:00Z"),
            ("Tomorrow 18h30", "2026-11-29T17:30:00Z"),
            ("today 23:15 Asia/Tokyo", "2026-11-28T14:15:00Z"),
            ("in 2h30m", "2026-11-28T14:30:00Z"),
            ("in 90 minutes", "2026-11-28T13:30:00Z"),
            ("in 1d", "2026-11-29T12:00:00Z"),
            ("in 45s", "2026-11-28T12:00:45Z"),
            ("in 8d", "2026-12-06T12:00:00Z"),
            ("<t:1796500800:F>", "2026-12-05T20:00:00Z"),
            ("<t:1796500800>", "2026-12-05T20:00:00Z"),
        ];
        for (text, expected) in table {
            let when = at(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(when.at_ms, utc(expected), "{text}");
            assert_eq!(when.shift, None, "{text}");
        }
    }

    #[test]
    fn garbage_unknown_zones_the_past_and_the_far_future_are_refused_with_the_reason() {
        // A year ahead is the latest: the refusal says when that is.
        let far = WhenError::TooFar {
            latest_ms: NOW + MAX_AHEAD_MS,
        };
        let table: &[(&str, WhenError)] = &[
            ("", WhenError::Empty),
            ("   ", WhenError::Empty),
            (
                "saturday evening",
                WhenError::Unreadable("saturday evening".into()),
            ),
            ("25:00", WhenError::Unreadable("25:00".into())),
            ("in soon", WhenError::Unreadable("in soon".into())),
            ("in 400d", far.clone()),
            ("<t:abc>", WhenError::Unreadable("<t:abc>".into())),
            ("13:00 pm", WhenError::Unreadable("13:00 pm".into())),
            (
                "20:00 Mars/Olympus",
                WhenError::UnknownZone("Mars/Olympus".into()),
            ),
            ("20:00 XYZ", WhenError::UnknownZone("XYZ".into())),
            ("2026-02-30 20:00", WhenError::BadDate("2026-02-30".into())),
            ("2026-11-27 20:00 UTC", WhenError::InThePast),
            ("today 11:00 UTC", WhenError::InThePast),
            ("<t:1700000000:R>", WhenError::InThePast),
            ("2028-01-01 20:00 UTC", far),
        ];
        for (text, expected) in table {
            assert_eq!(at(text).as_ref(), Err(expected), "{text}");
        }
    }

    #[test]
    fn a_time_the_spring_gap_skips_moves_forward_by_the_gap_and_says_so() {
        // Berlin skips 02:00–03:00 on 2027-03-28.
        let when = at("2027-03-28 02:30 Europe/Berlin").unwrap();
        assert_eq!(when.at_ms, utc("2027-03-28T01:30:00Z"), "03:30 CEST");
        assert_eq!(
            when.shift,
            Some(Shift::Gap {
                asked: "2027-03-28 02:30".into(),
                zone: "Europe/Berlin".into()
            })
        );
        // New York skips 02:00–03:00 on 2027-03-14.
        let when = at("2027-03-14 02:15 America/New_York").unwrap();
        assert_eq!(when.at_ms, utc("2027-03-14T07:15:00Z"), "03:15 EDT");
        assert!(matches!(when.shift, Some(Shift::Gap { .. })));
    }

    #[test]
    fn a_time_the_autumn_overlap_repeats_takes_its_first_occurrence_and_says_so() {
        // Berlin repeats 02:00–03:00 on 2027-10-31: the first 02:30 is CEST (UTC+2).
        let when = at("2027-10-31 02:30 Europe/Berlin").unwrap();
        assert_eq!(when.at_ms, utc("2027-10-31T00:30:00Z"));
        assert!(matches!(when.shift, Some(Shift::Overlap { .. })));
        let when = at("2027-11-07 01:30 America/New_York").unwrap();
        assert_eq!(when.at_ms, utc("2027-11-07T05:30:00Z"), "01:30 EDT");
        assert!(matches!(when.shift, Some(Shift::Overlap { .. })));
    }

    #[test]
    fn zones_are_iana_names_utc_or_fixed_offsets() {
        assert_eq!(zone_name(&zone("utc").unwrap()), "UTC");
        assert_eq!(zone_name(&zone("Europe/Paris").unwrap()), "Europe/Paris");
        assert_eq!(zone_name(&zone("+02:00").unwrap()), "UTC+02");
        assert_eq!(zone_name(&zone("UTC-5").unwrap()), "UTC-05");
        assert_eq!(zone("UTC+15"), Err(WhenError::UnknownZone("UTC+15".into())));
        assert_eq!(
            zone("Nowhere"),
            Err(WhenError::UnknownZone("Nowhere".into()))
        );
    }

    #[test]
    fn durations_read_units_and_words_and_refuse_more_than_a_week() {
        let table: &[(&str, u32)] = &[
            ("24h", 86_400),
            ("1h", 3_600),
            ("10m", 600),
            ("10", 600),
            ("2h30m", 9_000),
            ("1d 2h", 93_600),
            ("90 minutes", 5_400),
            ("45 sec", 45),
            ("7d", 604_800),
        ];
        for (text, secs) in table {
            assert_eq!(duration_secs(text), Ok(*secs), "{text}");
            assert_eq!(duration_secs(&duration_text(*secs)), Ok(*secs), "{text}");
        }
        assert_eq!(duration_secs("8d"), Err(WhenError::DurationTooLong));
        assert_eq!(
            duration_secs("soon"),
            Err(WhenError::BadDuration("soon".into()))
        );
        assert_eq!(
            duration_secs("5 parsecs"),
            Err(WhenError::BadDuration("5 parsecs".into()))
        );
        assert_eq!(duration_secs(""), Err(WhenError::BadDuration("".into())));
    }

    const ZONES: [&str; 8] = [
        "UTC",
        "Europe/Berlin",
        "America/New_York",
        "Asia/Tokyo",
        "Australia/Lord_Howe",
        "America/Sao_Paulo",
        "Asia/Kolkata",
        "+05:45",
    ];

    proptest! {
        #[test]
        fn a_discord_timestamp_reads_back_as_the_same_second(ahead_s in 1i64..365 * 86_400) {
            let at_ms = (NOW / 1000 + ahead_s) * 1000;
            let when = parse(&discord_full(at_ms), NOW, &TimeZone::UTC).unwrap();
            prop_assert_eq!(when.at_ms, at_ms);
        }

        #[test]
        fn a_wall_time_formatted_in_its_zone_reads_back_as_the_same_minute(
            ahead_min in 1i64..365 * 1440,
            zone_index in 0..ZONES.len(),
        ) {
            let tz = zone(ZONES[zone_index]).unwrap();
            let at_ms = (NOW / 60_000 + ahead_min) * 60_000;
            let when = parse(&wall_text(at_ms, &tz), NOW, &TimeZone::UTC).unwrap();
            match when.shift {
                // The second 02:30 of an autumn night reads as the first one.
                Some(Shift::Overlap { .. }) => prop_assert!(when.at_ms <= at_ms),
                other => {
                    prop_assert_eq!(other, None);
                    prop_assert_eq!(when.at_ms, at_ms);
                }
            }
        }
    }
}

//! The command-line tools beside the bot: `rank` (Clash set ranking), `verify` (a match
//! record) and friends. Pure functions over readers and writers so they are tested
//! without a process.

use crate::rules::clash::evaluate;
use std::io::{BufRead, Write};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum RankError {
    #[error("line {line}: {message}")]
    BadLine { line: usize, message: String },
    #[error("{0}")]
    BadSet(String),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// `two-pair-flash 9S`: a set's category and relevant card in two-letter form.
pub fn rank_set(text: &str) -> Result<String, String> {
    let cards = crate::cards::parse_cards(text).map_err(|e| e.to_string())?;
    let rank = evaluate(&cards).map_err(|e| e.to_string())?;
    Ok(format!("{} {}", rank.category.slug(), rank.relevant.code()))
}

/// Ranks one set per input line, writing one line per set; stops at the first bad line.
pub fn rank_lines(input: impl BufRead, mut out: impl Write) -> Result<(), RankError> {
    for (index, line) in input.lines().enumerate() {
        let line = line?;
        let ranked = rank_set(&line).map_err(|message| RankError::BadLine {
            line: index + 1,
            message,
        })?;
        writeln!(out, "{ranked}")?;
    }
    out.flush()?;
    Ok(())
}

/// `clash-bot verify`: checks a match record's text ([`crate::model::fairness::verify`])
/// and writes one line per check, ✓ or ✗; `Ok(true)` when every check passed.
pub fn verify_record(text: &str, mut out: impl Write) -> std::io::Result<bool> {
    use crate::model::fairness;
    let verification = fairness::verify_json(text);
    writeln!(out, "The deal commitment is {}.", fairness::FORMULA)?;
    writeln!(out, "{verification}")?;
    out.flush()?;
    Ok(verification.passed())
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASH_RECORD: &str = include_str!("../tests/data/clash-record.json");

    #[test]
    fn rank_prints_category_and_two_letter_relevant_card() {
        assert_eq!(rank_set("9S 9H 7D 7C").unwrap(), "two-pair-flash 9S");
        assert_eq!(rank_set("a♠ 2h 3d").unwrap(), "straight 3D");
        assert_eq!(rank_set("10h").unwrap(), "high-card TH");
    }

    #[test]
    fn rank_lines_answers_each_line_in_order() {
        let input = "9S 9H 7D 7C\nJS JH\n5S 6H 7D KC\n";
        let mut out = Vec::new();
        rank_lines(input.as_bytes(), &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "two-pair-flash 9S\npair JS\ncommon-flash KC\n"
        );
    }

    #[test]
    fn verify_prints_each_check_and_passes_a_true_record() {
        let mut out = Vec::new();
        assert!(verify_record(CLASH_RECORD, &mut out).unwrap());
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 10, "{text}");
        assert!(lines[0].starts_with("The deal commitment is sha256(salt + \":\" + seed"));
        assert!(lines[1..9].iter().all(|l| l.starts_with("✓ ")), "{text}");
        assert!(lines[9].starts_with("All 8 checks passed"), "{text}");
    }

    #[test]
    fn verify_fails_a_tampered_record_and_says_which_check() {
        let tampered = CLASH_RECORD.replace("\"seed\": \"14", "\"seed\": \"13");
        assert_ne!(tampered, CLASH_RECORD);
        let mut out = Vec::new();
        assert!(!verify_record(&tampered, &mut out).unwrap());
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("✗ commitment: "), "{text}");
        assert!(text.contains("✗ deal: "), "{text}");
        assert!(text.trim_end().ends_with("checks failed."), "{text}");
        let mut out = Vec::new();
        assert!(!verify_record("not json", &mut out).unwrap());
        assert!(String::from_utf8(out)
            .unwrap()
            .contains("✗ format: this is not a match record"));
    }

    #[test]
    fn rank_lines_names_the_bad_line() {
        let mut out = Vec::new();
        let err = rank_lines("AS\nKS QX\n2C".as_bytes(), &mut out).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2: `QX` is not a card: write a rank (2-9, T or 10, J, Q, K, A) then a suit (S, H, D, C or ♠ ♥ ♦ ♣), like `AS` or `10h`"
        );
        let err = rank_lines("AS\n\n".as_bytes(), &mut Vec::new()).unwrap_err();
        assert_eq!(err.to_string(), "line 2: a set has 1 to 4 cards, not 0");
        let err = rank_lines("2S 3S 4S 5S 6S".as_bytes(), &mut Vec::new()).unwrap_err();
        assert_eq!(err.to_string(), "line 1: a set has 1 to 4 cards, not 5");
        let err = rank_lines("AS as".as_bytes(), &mut Vec::new()).unwrap_err();
        assert_eq!(err.to_string(), "line 1: `as` appears twice");
    }
}

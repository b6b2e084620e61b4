//! Embeds every `locales/<tag>/*.ftl` in the binary as `words::LOCALES` (see src/words/):
//! a new language is a new folder, with no code to change. English (en-US) comes first,
//! as the source every other locale falls back to.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // The locales live at the top of the repository, beside the bot, two folders up.
    println!("cargo:rerun-if-changed=../../locales");
    let root = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("../../locales");
    let mut locales: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for dir in std::fs::read_dir(&root).expect("locales/ is readable") {
        let dir = dir.expect("locales/ is readable").path();
        if !dir.is_dir() {
            continue;
        }
        let tag = dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("UTF-8 tag")
            .to_string();
        let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
            .expect("a locale folder is readable")
            .map(|f| f.expect("a locale folder is readable").path())
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
            .map(|f| {
                let name = f
                    .file_name()
                    .and_then(|n| n.to_str())
                    .expect("UTF-8 name")
                    .to_string();
                (name, f.to_str().expect("UTF-8 path").to_string())
            })
            .collect();
        files.sort();
        locales.push((tag, files));
    }
    // English first (the source and the fallback), the others in a stable order.
    locales.sort_by(|a, b| (a.0 != "en-US", &a.0).cmp(&(b.0 != "en-US", &b.0)));
    assert!(
        locales.first().is_some_and(|l| l.0 == "en-US"),
        "locales/en-US/ is the source every language falls back to"
    );
    let mut out = String::from(
        "/// Every shipped locale (English first) and its files: (file name, text).\n",
    );
    out.push_str("pub static LOCALES: &[(&str, &[(&str, &str)])] = &[\n");
    for (tag, files) in &locales {
        write!(out, "    ({tag:?}, &[").unwrap();
        for (name, path) in files {
            write!(out, "({name:?}, include_str!({path:?})), ").unwrap();
        }
        out.push_str("]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("locales.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

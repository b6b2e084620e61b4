//! The words catalogue (crates/core/src/words/): one `text()` call as an edge makes it per reply (a
//! plain message in German, one with a number and a plural in Russian, one missing in a
//! language and read from English), and building the catalogue (once, on first use).

use clash_core::words::{self, Args, Catalogue, Lang, LOCALES};
use criterion::{black_box, Criterion};

fn text(c: &mut Criterion) {
    let de = Lang::from_discord("de");
    let mut group = c.benchmark_group("words");
    group.bench_function("text, plain (de)", |b| {
        b.iter(|| black_box(words::plain(black_box(de), "cmd-challenge-description")))
    });
    let english = [(
        "t.ftl",
        "points = { $count ->\n    [one] {$count} point\n   *[other] {$count} points\n} for {$name}\nonly = Hello",
    )];
    let russian = [(
        "t.ftl",
        "points = { $count ->\n    [one] {$count} очко\n    [few] {$count} очка\n   *[many] {$count} очков\n} для {$name}",
    )];
    let files = [("en-US", &english[..]), ("ru", &russian[..])];
    let small = Catalogue::new(&files).expect("the bench's files parse");
    // A constructed catalogue reads its second locale as the second `Lang`.
    let ru_small = Lang::all().nth(1).expect("two locales at least");
    group.bench_function("text, a number and a plural (ru)", |b| {
        b.iter(|| {
            let args = Args::new().num("count", black_box(23)).str("name", "Ann");
            black_box(small.text(ru_small, "points", &args))
        })
    });
    group.bench_function("text, missing in a language (English used)", |b| {
        b.iter(|| black_box(small.text(ru_small, "only", &Args::new())))
    });
    group.bench_function("building the catalogue (every locale)", |b| {
        b.iter(|| black_box(Catalogue::new(LOCALES).is_ok()))
    });
    group.finish();
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    text(&mut c);
    c.final_summary();
}

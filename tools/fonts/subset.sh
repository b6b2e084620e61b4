#!/bin/sh
# Regenerates the pictures' fonts in assets/fonts/ (crates/core/src/pictures/font.rs draws with them)
# from Debian's fonts and the catalogue in locales/. Run it from anywhere after adding a
# language or a word in a script the fonts lack; commit the two files it writes. CI and
# the build never run it: the subsets are committed.
#
# Needs (Debian): apt-get install python3-fonttools fonts-dejavu-core fonts-noto-cjk
#
# - DejaVuSans-Bold-subset.ttf, from DejaVu Sans Bold (2.37): printable ASCII, Latin-1,
#   Latin Extended-A, Greek, Cyrillic, the general punctuation the catalogue uses
#   (– — … « » „ “ ” ’ · № …), the card suits, and every other character of the catalogue
#   it has. Drawn first.
# - NotoSansCJKjp-Bold-subset.otf, from Noto Sans CJK JP Bold (CFF outlines): CJK
#   punctuation, hiragana, katakana, the full-width forms, the JIS X 0208 level-1 kanji
#   (2965, the common ones) and every character of the catalogue DejaVu lacks (every kanji
#   of locales/ja/). Drawn for what DejaVu lacks.
#
# Both without hinting or layout tables (the pictures draw outlines only). Characters
# neither font has (emoji, which the catalogue only sends to Discord) are listed at the end.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
dejavu=${DEJAVU:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
noto=${NOTO:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}
out=$root/assets/fonts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python=${PYTHON:-/usr/bin/python3}

# Writes the two fonts' character lists ($work/latin.txt, $work/japanese.txt: one
# U+XXXX a line) from the fixed ranges and the catalogue.
"$python" - "$root/locales" "$dejavu" "$noto" "$work" <<'PY'
import pathlib, sys
from fontTools.ttLib import TTCollection, TTFont

locales, dejavu, noto, work = sys.argv[1:]
latin_cmap = TTFont(dejavu).getBestCmap()
japanese_cmap = TTCollection(noto, lazy=True).fonts[0].getBestCmap()

catalogue = set()
for ftl in sorted(pathlib.Path(locales).glob("*/*.ftl")):
    for line in ftl.read_text(encoding="utf-8").splitlines():
        if not line.lstrip().startswith("#"):
            catalogue.update(ord(c) for c in line)

def spans(*ranges):
    return {c for first, last in ranges for c in range(first, last + 1)}

latin = spans(
    (0x20, 0x7E),      # ASCII
    (0xA0, 0xFF),      # Latin-1
    (0x100, 0x17F),    # Latin Extended-A
    (0x370, 0x3FF),    # Greek (players' names)
    (0x400, 0x4FF),    # Cyrillic
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2030, 0x203A),  # per mille, primes, single guillemets
    (0x20AC, 0x20AC),  # euro
    (0x2116, 0x2116),  # numero
    (0x2122, 0x2122),  # trade mark
    (0x2660, 0x2667),  # card suits
)
latin |= catalogue
latin = {c for c in latin if c in latin_cmap}

# JIS X 0208 level 1: rows 16-47 (row 47 to cell 51), read through EUC-JP.
jis1 = set()
for row in range(16, 48):
    for cell in range(1, 95 if row < 47 else 52):
        jis1.add(ord(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp")))
japanese = spans(
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0xFF01, 0xFF9F),  # full-width forms, half-width katakana
) | jis1 | catalogue
japanese = {c for c in japanese if c in japanese_cmap and c not in latin}

neither = sorted(c for c in catalogue if c not in latin and c not in japanese and c > 0x20)
for name, chars in (("latin", latin), ("japanese", japanese)):
    text = "".join(f"U+{c:04X}\n" for c in sorted(chars))
    pathlib.Path(work, name + ".txt").write_text(text)
print(f"DejaVu: {len(latin)} characters; Noto Sans CJK JP: {len(japanese)} ({len(jis1)} JIS level-1 kanji)")
print("In neither (never drawn):", " ".join(chr(c) for c in neither))
PY

subset() {
    "$python" -m fontTools.subset "$1" --unicodes-file="$2" --output-file="$3" \
        --no-hinting --layout-features='' --name-IDs='*' --name-legacy \
        ${4:+--font-number=$4}
}
subset "$dejavu" "$work/latin.txt" "$out/DejaVuSans-Bold-subset.ttf"
subset "$noto" "$work/japanese.txt" "$out/NotoSansCJKjp-Bold-subset.otf" 0
ls -l "$out/DejaVuSans-Bold-subset.ttf" "$out/NotoSansCJKjp-Bold-subset.otf"

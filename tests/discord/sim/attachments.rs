//! Files sent with messages: the `multipart/form-data` body serenity sends (a `payload_json` part
//! and `files[N]` parts), the PNG header check, and how a body's `attachments` array turns into
//! the attachments a message keeps, with Discord's rules on missing files, counts and sizes.

use std::sync::Arc;

use serde_json::Value;
use serenity::model::id::{AttachmentId, ChannelId};

use super::rules::Problem;
use super::State;

/// The largest file the simulator accepts, the `attachment_size_limit` it advertises in every
/// interaction (10 MiB, Discord's limit for a server without boosts).
pub const ATTACHMENT_SIZE_LIMIT: usize = 10_485_760;
/// What the bot itself aims for with a table picture: far below Discord's limit, so a post stays
/// quick to upload and to load on a phone. The simulator does not enforce it; tests of the bot's
/// pictures assert against it.
pub const BOT_IMAGE_BUDGET: usize = 200 * 1024;
pub const MAX_ATTACHMENTS: usize = 10;
pub const MAX_ATTACHMENT_DESCRIPTION: usize = 1024;

const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// A file on a message, as the simulator stores it and serves it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimAttachment {
    pub id: AttachmentId,
    pub filename: String,
    /// The alt text, which users can read.
    pub description: Option<String>,
    /// The part's `Content-Type` (serenity guesses it from the filename: `image/png`).
    pub content_type: Option<String>,
    pub size: usize,
    /// From the PNG's IHDR chunk; `None` unless `png_ok`.
    pub width: Option<u32>,
    pub height: Option<u32>,
    /// The bytes start with the PNG signature and a well-formed IHDR chunk (CRC checked).
    pub png_ok: bool,
    pub bytes: Arc<[u8]>,
    /// Where the simulator serves the bytes (`GET`, no token needed, like Discord's CDN).
    pub url: String,
    pub proxy_url: String,
}

impl SimAttachment {
    /// `(width, height)` of a readable PNG.
    pub fn dimensions(&self) -> Option<(u32, u32)> {
        self.width.zip(self.height)
    }
}

// ----- multipart/form-data -------------------------------------------------------------------

/// One part of a `multipart/form-data` body, byte for byte.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormPart {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// The boundary of a `multipart/form-data` content type, if it is one.
pub fn boundary(content_type: &str) -> Option<String> {
    let (kind, params) = content_type.split_once(';')?;
    if !kind.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    header_params(params)
        .into_iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("boundary"))
        .map(|(_, v)| v)
        .filter(|b| !b.is_empty())
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// Splits a `multipart/form-data` body (RFC 7578) into its parts. Content is kept as bytes: a
/// PNG is not text.
pub fn parse_multipart(body: &[u8], boundary: &str) -> Result<Vec<FormPart>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    // Every delimiter after the first is preceded by CRLF, which belongs to the delimiter.
    let next_delimiter = [b"\r\n".as_slice(), &delimiter].concat();
    let mut at = if body.starts_with(&delimiter) {
        0
    } else {
        find(body, &next_delimiter, 0).ok_or("no opening boundary")? + 2
    };
    let mut parts = vec![];
    loop {
        at += delimiter.len();
        let rest = &body[at..];
        if rest.starts_with(b"--") {
            return Ok(parts);
        }
        // Transport padding (spaces, tabs) may follow a delimiter.
        let pad = rest
            .iter()
            .take_while(|b| **b == b' ' || **b == b'\t')
            .count();
        if !rest[pad..].starts_with(b"\r\n") {
            return Err(format!("no CRLF after the boundary at byte {at}"));
        }
        let head_start = at + pad + 2;
        let head_end = find(body, b"\r\n\r\n", head_start)
            .ok_or_else(|| format!("part {} has no end of headers", parts.len()))?;
        let content_end = find(body, &next_delimiter, head_end + 4)
            .ok_or_else(|| format!("part {} has no closing boundary", parts.len()))?;
        let head = std::str::from_utf8(&body[head_start..head_end])
            .map_err(|_| format!("part {} has headers that are not UTF-8", parts.len()))?;
        parts.push(part(head, body[head_end + 4..content_end].to_vec())?);
        at = content_end + 2;
    }
}

fn part(head: &str, bytes: Vec<u8>) -> Result<FormPart, String> {
    let mut name = None;
    let mut filename = None;
    let mut content_type = None;
    for line in head.split("\r\n") {
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| format!("malformed part header {line:?}"))?;
        let value = value.trim();
        if key.eq_ignore_ascii_case("content-disposition") {
            let (kind, params) = value.split_once(';').unwrap_or((value, ""));
            if !kind.trim().eq_ignore_ascii_case("form-data") {
                return Err(format!("part disposition is {kind:?}, not form-data"));
            }
            for (k, v) in header_params(params) {
                match k.to_ascii_lowercase().as_str() {
                    "name" => name = Some(v),
                    // RFC 5987 form, which reqwest uses for names needing percent-encoding.
                    "name*" => name = Some(ext_value(&v)?),
                    "filename" => filename = Some(v),
                    _ => {}
                }
            }
        } else if key.eq_ignore_ascii_case("content-type") {
            content_type = Some(value.to_string());
        }
    }
    Ok(FormPart {
        name: name.ok_or_else(|| format!("part without a name: {head:?}"))?,
        filename,
        content_type,
        bytes,
    })
}

/// `; key=value; key="quoted \"value\""` → pairs, in order.
fn header_params(s: &str) -> Vec<(String, String)> {
    let mut out = vec![];
    let mut chars = s.chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| *c == ';' || c.is_whitespace()) {
            chars.next();
        }
        let key: String = chars
            .by_ref()
            .take_while(|c| *c != '=')
            .collect::<String>()
            .trim()
            .to_string();
        if key.is_empty() {
            return out;
        }
        let mut value = String::new();
        if chars.peek() == Some(&'"') {
            chars.next();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => value.extend(chars.next()),
                    '"' => break,
                    c => value.push(c),
                }
            }
            while chars.peek().is_some_and(|c| *c != ';') {
                chars.next();
            }
        } else {
            value = chars
                .by_ref()
                .take_while(|c| *c != ';')
                .collect::<String>()
                .trim()
                .to_string();
        }
        out.push((key, value));
    }
}

/// `utf-8''files%5B0%5D` → `files[0]`.
fn ext_value(v: &str) -> Result<String, String> {
    let (charset, rest) = v.split_once('\'').ok_or("bad extended value")?;
    let (_lang, encoded) = rest.split_once('\'').ok_or("bad extended value")?;
    if !charset.eq_ignore_ascii_case("utf-8") {
        return Err(format!("unsupported charset {charset:?}"));
    }
    let mut out = vec![];
    let b = encoded.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = encoded
                .get(i + 1..i + 3)
                .ok_or("truncated percent-escape")?;
            out.push(u8::from_str_radix(hex, 16).map_err(|e| e.to_string())?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|e| e.to_string())
}

// ----- PNG -----------------------------------------------------------------------------------

/// The CRC-32 (ISO-HDLC, as in PNG and zlib's crc32) of `data`.
pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// Width and height from a PNG's signature and IHDR chunk, which must come first, be 13 bytes,
/// name a valid colour type / bit depth pair and have a correct CRC.
pub fn png_dimensions(bytes: &[u8]) -> Result<(u32, u32), String> {
    if !bytes.starts_with(&PNG_SIGNATURE) {
        return Err("does not start with the PNG signature".into());
    }
    let chunk = bytes
        .get(8..8 + 4 + 4 + 13 + 4)
        .ok_or("too short for an IHDR chunk")?;
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    if be(&chunk[0..4]) != 13 || &chunk[4..8] != b"IHDR" {
        return Err("the first chunk is not a 13-byte IHDR".into());
    }
    if crc32(&chunk[4..21]) != be(&chunk[21..25]) {
        return Err("the IHDR chunk's CRC is wrong".into());
    }
    let (width, height) = (be(&chunk[8..12]), be(&chunk[12..16]));
    if width == 0 || height == 0 || width > i32::MAX as u32 || height > i32::MAX as u32 {
        return Err(format!("IHDR gives an invalid size {width}x{height}"));
    }
    let (depth, colour) = (chunk[16], chunk[17]);
    let depth_ok = match colour {
        0 => matches!(depth, 1 | 2 | 4 | 8 | 16),
        3 => matches!(depth, 1 | 2 | 4 | 8),
        2 | 4 | 6 => matches!(depth, 8 | 16),
        _ => false,
    };
    if !depth_ok {
        return Err(format!(
            "IHDR has colour type {colour} with bit depth {depth}"
        ));
    }
    Ok((width, height))
}

/// A valid `width` x `height` grey PNG (8-bit greyscale, uncompressed deflate), for tests: no
/// image crate needed.
pub fn tiny_png(width: u32, height: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend((data.len() as u32).to_be_bytes());
        let start = out.len();
        out.extend(kind);
        out.extend(data);
        let crc = crc32(&out[start..]);
        out.extend(crc.to_be_bytes());
    }
    // Each row: filter byte 0, then one grey byte per pixel.
    let mut raw = vec![];
    for y in 0..height {
        raw.push(0);
        raw.extend((0..width).map(|x| (x + y).wrapping_mul(40) as u8));
    }
    // zlib: header, stored deflate blocks of at most 65535 bytes, Adler-32.
    let mut z = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (i, b) in blocks.iter().enumerate() {
        z.push(u8::from(i + 1 == blocks.len()));
        z.extend((b.len() as u16).to_le_bytes());
        z.extend((!(b.len() as u16)).to_le_bytes());
        z.extend(*b);
    }
    let (mut a, mut s) = (1u32, 0u32);
    for &byte in &raw {
        a = (a + u32::from(byte)) % 65_521;
        s = (s + a) % 65_521;
    }
    z.extend(((s << 16) | a).to_be_bytes());

    let mut ihdr = vec![];
    ihdr.extend(width.to_be_bytes());
    ihdr.extend(height.to_be_bytes());
    ihdr.extend([8, 0, 0, 0, 0]);
    let mut png = PNG_SIGNATURE.to_vec();
    chunk(&mut png, b"IHDR", &ihdr);
    chunk(&mut png, b"IDAT", &z);
    chunk(&mut png, b"IEND", &[]);
    png
}

// ----- A body's attachments ------------------------------------------------------------------

/// One attachment a body asks for, once checked.
#[derive(Clone, Debug)]
pub(crate) enum Slot {
    /// A file of the request: index into its parts, with the filename and description to use.
    New {
        part: usize,
        filename: String,
        description: Option<String>,
    },
    /// An attachment the message already has (index into them), kept.
    Kept(usize),
}

/// Why a body's attachments are refused.
#[derive(Clone, Debug)]
pub(crate) enum Refusal {
    /// 400, code 50035, with these problems.
    Form(Vec<Problem>),
    /// 413, code 40005 "Request entity too large".
    TooLarge(String),
}

/// What a message body does to the message's attachments, checked the way Discord checks it.
/// The default leaves them as they are.
#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    /// `None`: leave them as they are (an edit with neither `attachments` nor files).
    pub slots: Option<Vec<Slot>>,
    /// Accepted by Discord but wrong, e.g. a `.png` that is no PNG: recorded as violations.
    pub warnings: Vec<String>,
}

fn file_index(name: &str) -> Option<u64> {
    name.strip_prefix("files[")?.strip_suffix(']')?.parse().ok()
}

fn attachment_id(v: &Value) -> Option<u64> {
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
}

fn problem(path: String, code: &'static str, message: impl Into<String>) -> Problem {
    Problem {
        path,
        code,
        message: message.into(),
    }
}

fn join(prefix: &str, key: impl std::fmt::Display) -> String {
    if prefix.is_empty() {
        key.to_string()
    } else {
        format!("{prefix}.{key}")
    }
}

/// Checks the files of a request and the `attachments` array of its message body (`data`, whose
/// path in errors is `prefix`) against the message's current attachments (`existing`; `None` for
/// a new message). As on Discord: `attachments[i].id` names the file part `files[id]`, or an
/// attachment of the message to keep; every file part must be named by one; when an edit carries
/// `attachments`, the attachments it does not list are removed; without it, they stay and any
/// files are added.
pub(crate) fn plan(
    prefix: &str,
    data: &Value,
    parts: &[FormPart],
    existing: Option<&[SimAttachment]>,
) -> Result<Plan, Refusal> {
    let mut problems = vec![];
    let mut warnings = vec![];
    // The file parts by their index N in `files[N]`; other names (payload_json) are no files.
    let mut files: Vec<(u64, usize)> = vec![];
    for (i, p) in parts.iter().enumerate() {
        if p.name == "payload_json" {
            continue;
        }
        let Some(n) = file_index(&p.name) else {
            if p.filename.is_some() {
                problems.push(problem(
                    p.name.clone(),
                    "ATTACHMENT_NOT_FOUND",
                    format!("A file part must be named files[N], not {:?}.", p.name),
                ));
            }
            continue;
        };
        if files.iter().any(|(m, _)| *m == n) {
            problems.push(problem(
                p.name.clone(),
                "DUPLICATE_FILE",
                format!("Two parts are named {:?}.", p.name),
            ));
        }
        match &p.filename {
            None => problems.push(problem(
                p.name.clone(),
                "FILENAME_REQUIRED",
                "A file part needs a filename in its Content-Disposition.",
            )),
            Some(f) if f.is_empty() => problems.push(problem(
                p.name.clone(),
                "FILENAME_REQUIRED",
                "A file part needs a non-empty filename.",
            )),
            Some(_) => {}
        }
        if p.bytes.len() > ATTACHMENT_SIZE_LIMIT {
            return Err(Refusal::TooLarge(format!(
                "{} is {} bytes; the limit is {ATTACHMENT_SIZE_LIMIT}",
                p.name,
                p.bytes.len()
            )));
        }
        files.push((n, i));
    }

    let listed = data.get("attachments").filter(|a| !a.is_null());
    let slots = match listed {
        None => {
            // Legacy form: every file is attached (after the kept ones on an edit).
            if files.is_empty() && existing.is_some() {
                None
            } else {
                let mut slots: Vec<Slot> = (0..existing.map_or(0, <[_]>::len))
                    .map(Slot::Kept)
                    .collect();
                slots.extend(files.iter().map(|(_, i)| Slot::New {
                    part: *i,
                    filename: parts[*i].filename.clone().unwrap_or_default(),
                    description: None,
                }));
                Some(slots)
            }
        }
        Some(list) => {
            let path = join(prefix, "attachments");
            let Some(list) = list.as_array() else {
                return Err(Refusal::Form(vec![problem(
                    path,
                    "LIST_TYPE_CONVERT",
                    "Must be an array.",
                )]));
            };
            let mut used_files = vec![];
            let mut slots = vec![];
            for (i, a) in list.iter().enumerate() {
                let ap = join(&path, i);
                let Some(id) = a.get("id").and_then(attachment_id) else {
                    problems.push(problem(
                        join(&ap, "id"),
                        "BASE_TYPE_REQUIRED",
                        "This field is required (a file index or an attachment id).",
                    ));
                    continue;
                };
                let description = a.get("description").filter(|d| !d.is_null());
                if let Some(d) = description {
                    match d.as_str() {
                        None => problems.push(problem(
                            join(&ap, "description"),
                            "STRING_TYPE_CONVERT",
                            "Must be a string.",
                        )),
                        Some(s) if s.chars().count() > MAX_ATTACHMENT_DESCRIPTION => {
                            problems.push(problem(
                                join(&ap, "description"),
                                "BASE_TYPE_MAX_LENGTH",
                                format!(
                                    "Must be {MAX_ATTACHMENT_DESCRIPTION} or fewer in length (got {}).",
                                    s.chars().count()
                                ),
                            ))
                        }
                        Some(_) => {}
                    }
                }
                if let Some((_, part)) = files.iter().find(|(n, _)| *n == id) {
                    if used_files.contains(part) {
                        problems.push(problem(
                            join(&ap, "id"),
                            "DUPLICATE_ATTACHMENT",
                            format!("files[{id}] is listed twice."),
                        ));
                        continue;
                    }
                    used_files.push(*part);
                    let filename = a
                        .get("filename")
                        .and_then(Value::as_str)
                        .filter(|f| !f.is_empty())
                        .map(str::to_string)
                        .or_else(|| parts[*part].filename.clone())
                        .unwrap_or_default();
                    slots.push(Slot::New {
                        part: *part,
                        filename,
                        description: description.and_then(Value::as_str).map(str::to_string),
                    });
                } else if let Some(k) = existing
                    .unwrap_or_default()
                    .iter()
                    .position(|e| e.id.get() == id)
                {
                    if slots.iter().any(|s| matches!(s, Slot::Kept(j) if *j == k)) {
                        problems.push(problem(
                            join(&ap, "id"),
                            "DUPLICATE_ATTACHMENT",
                            format!("Attachment {id} is listed twice."),
                        ));
                        continue;
                    }
                    slots.push(Slot::Kept(k));
                } else {
                    let what = if existing.is_some() {
                        format!("no part files[{id}] and the message has no attachment {id}")
                    } else {
                        format!("no part files[{id}]")
                    };
                    problems.push(problem(
                        join(&ap, "id"),
                        "ATTACHMENT_NOT_FOUND",
                        format!("Attachment data not found ({what})."),
                    ));
                }
            }
            for (n, i) in &files {
                if !used_files.contains(i) {
                    problems.push(problem(
                        parts[*i].name.clone(),
                        "ATTACHMENT_NOT_FOUND",
                        format!("files[{n}] is not named by any attachments[].id."),
                    ));
                }
            }
            Some(slots)
        }
    };
    if let Some(slots) = &slots {
        if slots.len() > MAX_ATTACHMENTS {
            problems.push(problem(
                join(prefix, "attachments"),
                "BASE_TYPE_MAX_LENGTH",
                format!(
                    "Must be {MAX_ATTACHMENTS} or fewer in length (got {}).",
                    slots.len()
                ),
            ));
        }
        for slot in slots {
            if let Slot::New { part, filename, .. } = slot {
                if filename.to_ascii_lowercase().ends_with(".png") {
                    if let Err(e) = png_dimensions(&parts[*part].bytes) {
                        warnings.push(format!(
                            "{} ({filename}) is not a readable PNG: {e}; Discord shows a broken image",
                            parts[*part].name
                        ));
                    }
                }
            }
        }
    }
    if !problems.is_empty() {
        return Err(Refusal::Form(problems));
    }
    Ok(Plan { slots, warnings })
}

/// The `attachment://NAME` references of a message body's embeds that name no attachment of
/// `names`: Discord leaves such an embed image empty.
pub(crate) fn dangling_embed_refs(data: &Value, names: &[&str]) -> Vec<String> {
    let mut out = vec![];
    for e in data
        .get("embeds")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        for ptr in [
            "/image/url",
            "/thumbnail/url",
            "/author/icon_url",
            "/footer/icon_url",
        ] {
            if let Some(name) = e
                .pointer(ptr)
                .and_then(Value::as_str)
                .and_then(|u| u.strip_prefix("attachment://"))
            {
                if !names.contains(&name) {
                    out.push(name.to_string());
                }
            }
        }
    }
    out
}

/// A filename as a URL path segment.
fn url_segment(name: &str) -> String {
    name.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'_' | b'-' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

impl State {
    /// The attachments a checked plan gives a message in `channel`: new files get an id and
    /// URLs, kept ones stay as they were. `None` when the plan leaves them as they are.
    pub(crate) fn attachments_for(
        &mut self,
        channel: ChannelId,
        plan: &Plan,
        parts: &[FormPart],
        existing: &[SimAttachment],
    ) -> Option<Vec<SimAttachment>> {
        let slots = plan.slots.as_ref()?;
        let mut out = vec![];
        for slot in slots {
            out.push(match slot {
                Slot::Kept(k) => existing[*k].clone(),
                Slot::New {
                    part,
                    filename,
                    description,
                } => {
                    let p = &parts[*part];
                    let id = AttachmentId::new(self.snowflake());
                    let dims = png_dimensions(&p.bytes).ok();
                    let path = format!("attachments/{channel}/{id}/{}", url_segment(filename));
                    SimAttachment {
                        id,
                        filename: filename.clone(),
                        description: description.clone(),
                        content_type: p.content_type.clone(),
                        size: p.bytes.len(),
                        width: dims.map(|d| d.0),
                        height: dims.map(|d| d.1),
                        png_ok: dims.is_some(),
                        bytes: Arc::from(p.bytes.as_slice()),
                        url: format!("{}/{path}", self.api_url),
                        proxy_url: format!("{}/media/{path}", self.api_url),
                    }
                }
            });
        }
        Some(out)
    }

    /// The attachment served at `path` (`/attachments/{channel}/{id}/{name}`, or the same under
    /// `/media`), if its message still exists.
    pub(crate) fn served_attachment(&self, path: &str) -> Option<&SimAttachment> {
        let rest = path.strip_prefix("/media").unwrap_or(path);
        let mut segs = rest.strip_prefix("/attachments/")?.split('/');
        let channel: u64 = segs.next()?.parse().ok()?;
        let id: u64 = segs.next()?.parse().ok()?;
        self.messages
            .values()
            .filter(|m| !m.deleted && m.channel_id.get() == channel)
            .flat_map(|m| m.attachments())
            .find(|a| a.id.get() == id)
    }
}

pub(crate) fn attachment_json(a: &SimAttachment, ephemeral: bool) -> Value {
    let mut v = serde_json::json!({
        "id": a.id.to_string(),
        "filename": a.filename,
        "size": a.size,
        "url": a.url,
        "proxy_url": a.proxy_url,
    });
    if let Some(d) = &a.description {
        v["description"] = Value::from(d.as_str());
    }
    if let Some(c) = &a.content_type {
        v["content_type"] = Value::from(c.as_str());
    }
    if let Some((w, h)) = a.dimensions() {
        v["width"] = w.into();
        v["height"] = h.into();
    }
    if ephemeral {
        v["ephemeral"] = true.into();
    }
    v
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// A body as reqwest writes it for serenity (see reqwest's `PercentEncoding::encode_headers`).
    fn form(boundary: &str, parts: &[FormPart]) -> Vec<u8> {
        let mut out = vec![];
        for p in parts {
            out.extend(
                format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{}\"",
                    p.name
                )
                .bytes(),
            );
            if let Some(f) = &p.filename {
                let quoted = f.replace('\\', "\\\\").replace('"', "\\\"");
                out.extend(format!("; filename=\"{quoted}\"").bytes());
            }
            if let Some(c) = &p.content_type {
                out.extend(format!("\r\nContent-Type: {c}").bytes());
            }
            out.extend(b"\r\n\r\n");
            out.extend(&p.bytes);
            out.extend(b"\r\n");
        }
        out.extend(format!("--{boundary}--\r\n").bytes());
        out
    }

    fn file(n: usize, filename: &str, bytes: &[u8]) -> FormPart {
        FormPart {
            name: format!("files[{n}]"),
            filename: Some(filename.into()),
            content_type: Some("image/png".into()),
            bytes: bytes.to_vec(),
        }
    }

    fn kept(id: u64) -> SimAttachment {
        SimAttachment {
            id: AttachmentId::new(id),
            filename: "old.png".into(),
            description: None,
            content_type: None,
            size: 0,
            width: None,
            height: None,
            png_ok: false,
            bytes: Arc::from(vec![]),
            url: String::new(),
            proxy_url: String::new(),
        }
    }

    fn codes(r: Result<Plan, Refusal>) -> Vec<(String, &'static str)> {
        match r {
            Err(Refusal::Form(p)) => p.into_iter().map(|p| (p.path, p.code)).collect(),
            other => panic!("expected a form error, got {other:?}"),
        }
    }

    #[test]
    fn parses_reqwest_bodies_byte_for_byte() {
        let png = tiny_png(3, 2);
        // Bytes that are no UTF-8 and hold CRLF and a fake boundary prefix must survive, and
        // a filename with quotes (escaped by reqwest).
        let tricky = FormPart {
            name: "files[1]".into(),
            filename: Some("a \"q\".bin".into()),
            content_type: None,
            bytes: vec![0xff, 0x00, b'\r', b'\n', b'-', b'-', b'x', 0x89],
        };
        let payload = FormPart {
            name: "payload_json".into(),
            filename: None,
            content_type: None,
            bytes: br#"{"content":"hi"}"#.to_vec(),
        };
        let sent = [file(0, "board.png", &png), tricky, payload];
        let parts = parse_multipart(&form("abc-123", &sent), "abc-123").unwrap();
        assert_eq!(parts, sent);
        // Empty content, and an RFC 5987 name.
        let body = b"--b\r\nContent-Disposition: form-data; name*=utf-8''files%5B0%5D; filename=\"e\"\r\n\r\n\r\n--b--";
        let parts = parse_multipart(body, "b").unwrap();
        assert_eq!(
            (parts[0].name.as_str(), parts[0].bytes.len()),
            ("files[0]", 0)
        );
        // A body cut short is an error, not a truncated file.
        let body = form("b", &[file(0, "x.png", &png)]);
        assert!(parse_multipart(&body[..body.len() - 12], "b").is_err());
        assert!(parse_multipart(b"junk", "b").is_err());
    }

    #[test]
    fn finds_the_boundary() {
        assert_eq!(
            boundary("multipart/form-data; boundary=0123-abcd").as_deref(),
            Some("0123-abcd")
        );
        assert_eq!(
            boundary("Multipart/Form-Data; charset=utf-8; boundary=\"a b\"").as_deref(),
            Some("a b")
        );
        assert_eq!(boundary("application/json"), None);
        assert_eq!(boundary("multipart/form-data"), None);
    }

    #[test]
    fn reads_png_headers() {
        let png = tiny_png(300, 200);
        assert_eq!(png_dimensions(&png), Ok((300, 200)));
        assert!(png_dimensions(b"GIF89a....").is_err());
        assert!(png_dimensions(&png[..20]).is_err());
        let mut bad_crc = png.clone();
        bad_crc[20] ^= 1;
        assert!(png_dimensions(&bad_crc).unwrap_err().contains("CRC"));
        let mut zero = tiny_png(1, 1);
        zero[16..20].copy_from_slice(&0u32.to_be_bytes());
        let crc = crc32(&zero[12..29]);
        zero[29..33].copy_from_slice(&crc.to_be_bytes());
        assert!(png_dimensions(&zero).unwrap_err().contains("size"));
        // The check value of CRC-32/ISO-HDLC.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn plans_new_kept_and_removed_attachments() {
        let png = tiny_png(2, 2);
        let parts = [file(0, "board.png", &png)];
        let body =
            json!({"attachments": [{"id": 0, "filename": "board.png", "description": "alt"}]});
        let p = plan("", &body, &parts, None).unwrap();
        assert!(matches!(
            p.slots.as_deref(),
            Some([Slot::New { part: 0, description: Some(d), .. }]) if d == "alt"
        ));
        assert!(p.warnings.is_empty());
        // An edit keeping one existing attachment by its (string) id, dropping the other.
        let old = [kept(1 << 40), kept(1 << 41)];
        let body = json!({"attachments": [{"id": (1u64 << 41).to_string()}]});
        let p = plan("", &body, &[], Some(&old)).unwrap();
        assert!(matches!(p.slots.as_deref(), Some([Slot::Kept(1)])));
        // No `attachments` and no files: an edit leaves them alone; files alone are added.
        assert!(plan("", &json!({"content": "x"}), &[], Some(&old))
            .unwrap()
            .slots
            .is_none());
        let p = plan("", &json!({}), &parts, Some(&old)).unwrap();
        assert_eq!(p.slots.unwrap().len(), 3);
        // `attachments: []` removes them all.
        let p = plan("data", &json!({"attachments": []}), &[], Some(&old)).unwrap();
        assert!(p.slots.unwrap().is_empty());
    }

    #[test]
    fn refuses_what_discord_refuses() {
        let png = tiny_png(2, 2);
        // A listed file without its part, and a part nobody lists.
        let body = json!({"attachments": [{"id": 1, "filename": "b.png"}]});
        assert_eq!(
            codes(plan("data", &body, &[file(0, "a.png", &png)], None)),
            [
                ("data.attachments.0.id".to_string(), "ATTACHMENT_NOT_FOUND"),
                ("files[0]".to_string(), "ATTACHMENT_NOT_FOUND"),
            ]
        );
        // An id that is neither a part nor an attachment of the message.
        let body = json!({"attachments": [{"id": "123456789012345678"}]});
        assert_eq!(
            codes(plan("", &body, &[], Some(&[kept(5)])))[0].1,
            "ATTACHMENT_NOT_FOUND"
        );
        // Description too long (characters, not bytes).
        let body = json!({"attachments": [{"id": 0, "description": "é".repeat(1025)}]});
        assert_eq!(
            codes(plan("", &body, &[file(0, "a.png", &png)], None)),
            [(
                "attachments.0.description".to_string(),
                "BASE_TYPE_MAX_LENGTH"
            )]
        );
        let body = json!({"attachments": [{"id": 0, "description": "é".repeat(1024)}]});
        assert!(plan("", &body, &[file(0, "a.png", &png)], None).is_ok());
        // Eleven files.
        let parts: Vec<FormPart> = (0..11).map(|i| file(i, "a.png", &png)).collect();
        let list: Vec<Value> = (0..11).map(|i| json!({"id": i})).collect();
        assert_eq!(
            codes(plan("", &json!({ "attachments": list }), &parts, None)),
            [("attachments".to_string(), "BASE_TYPE_MAX_LENGTH")]
        );
        // A file part without a filename.
        let mut nameless = file(0, "", &png);
        nameless.filename = None;
        assert_eq!(
            codes(plan(
                "",
                &json!({"attachments": [{"id": 0}]}),
                &[nameless],
                None
            )),
            [("files[0]".to_string(), "FILENAME_REQUIRED")]
        );
        // Too large: 413.
        let big = file(0, "big.png", &vec![0; ATTACHMENT_SIZE_LIMIT + 1]);
        assert!(matches!(
            plan("", &json!({"attachments": [{"id": 0}]}), &[big], None),
            Err(Refusal::TooLarge(_))
        ));
        // A .png that is no PNG is accepted, with a warning.
        let body = json!({"attachments": [{"id": 0}]});
        let p = plan("", &body, &[file(0, "board.png", b"not a png")], None).unwrap();
        assert_eq!(p.warnings.len(), 1, "{:?}", p.warnings);
        let p = plan("", &body, &[file(0, "notes.txt", b"text")], None).unwrap();
        assert!(p.warnings.is_empty());
    }

    #[test]
    fn embed_references_must_name_an_attachment() {
        let body = json!({"embeds": [{"image": {"url": "attachment://board.png"}}, {"thumbnail": {"url": "https://x/y.png"}}]});
        assert!(dangling_embed_refs(&body, &["board.png"]).is_empty());
        assert_eq!(dangling_embed_refs(&body, &["other.png"]), ["board.png"]);
    }
}

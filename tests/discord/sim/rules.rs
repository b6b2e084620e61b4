//! Discord's documented limits on what a bot may send, checked on every message, modal and
//! command registration the bot posts. A problem becomes a `400 Invalid Form Body` (code 50035)
//! with Discord's nested `errors` object, and a recorded violation.

use std::collections::HashSet;

use serde_json::{json, Map, Value};

pub const MAX_CONTENT: usize = 2000;
pub const MAX_EMBEDS: usize = 10;
pub const MAX_EMBED_TITLE: usize = 256;
pub const MAX_EMBED_DESCRIPTION: usize = 4096;
pub const MAX_EMBED_FIELDS: usize = 25;
pub const MAX_EMBED_FIELD_NAME: usize = 256;
pub const MAX_EMBED_FIELD_VALUE: usize = 1024;
pub const MAX_EMBED_FOOTER: usize = 2048;
pub const MAX_EMBED_AUTHOR: usize = 256;
pub const MAX_EMBED_TOTAL: usize = 6000;
pub const MAX_ACTION_ROWS: usize = 5;
pub const MAX_BUTTONS_PER_ROW: usize = 5;
pub const MAX_SELECT_OPTIONS: usize = 25;
pub const MAX_CUSTOM_ID: usize = 100;
pub const MAX_BUTTON_LABEL: usize = 80;
pub const MAX_MODAL_INPUTS: usize = 5;

pub const EPHEMERAL: u64 = 1 << 6;
pub const LOADING: u64 = 1 << 7;

/// One thing wrong with a request body, at a dot-separated path (`data.components.0.components.1.label`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub path: String,
    pub code: &'static str,
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} ({})", self.path, self.message, self.code)
    }
}

fn join(prefix: &str, key: impl std::fmt::Display) -> String {
    if prefix.is_empty() {
        key.to_string()
    } else {
        format!("{prefix}.{key}")
    }
}

fn push(out: &mut Vec<Problem>, path: String, code: &'static str, message: impl Into<String>) {
    out.push(Problem {
        path,
        code,
        message: message.into(),
    });
}

fn chars(v: &Value) -> usize {
    v.as_str().map(|s| s.chars().count()).unwrap_or(0)
}

fn max_len(out: &mut Vec<Problem>, path: String, v: Option<&Value>, max: usize) {
    if let Some(v) = v {
        if chars(v) > max {
            push(
                out,
                path,
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be {max} or fewer in length (got {}).", chars(v)),
            );
        }
    }
}

fn len_between(out: &mut Vec<Problem>, path: String, v: Option<&Value>, min: usize, max: usize) {
    let n = v.map(chars).unwrap_or(0);
    match v {
        None | Some(Value::Null) => {
            if min > 0 {
                push(out, path, "BASE_TYPE_REQUIRED", "This field is required");
            }
            return;
        }
        Some(s) if !s.is_string() => {
            push(out, path, "STRING_TYPE_CONVERT", "Must be a string.");
            return;
        }
        _ => {}
    }
    if n < min || n > max {
        push(
            out,
            path,
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between {min} and {max} in length (got {n})."),
        );
    }
}

fn array(v: Option<&Value>) -> &[Value] {
    v.and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[])
}

/// Whether a message body would be empty (Discord: 50006 "Cannot send an empty message").
pub fn is_empty_message(data: &Value) -> bool {
    let content_empty = data
        .get("content")
        .and_then(Value::as_str)
        .map(|s| s.trim().is_empty())
        .unwrap_or(true);
    content_empty
        && array(data.get("embeds")).is_empty()
        && array(data.get("components")).is_empty()
        && array(data.get("attachments")).is_empty()
        && data.get("poll").map(Value::is_null).unwrap_or(true)
        && array(data.get("sticker_ids")).is_empty()
}

/// Checks a message create/edit body (or the `data` of a type 4/7 callback).
pub fn check_message(prefix: &str, data: &Value, out: &mut Vec<Problem>) {
    if !data.is_object() {
        if !data.is_null() {
            push(
                out,
                prefix.to_string(),
                "MODEL_TYPE_CONVERT",
                "Must be an object.",
            );
        }
        return;
    }
    if let Some(c) = data.get("content") {
        if !c.is_null() && !c.is_string() {
            push(
                out,
                join(prefix, "content"),
                "STRING_TYPE_CONVERT",
                "Must be a string.",
            );
        }
        max_len(out, join(prefix, "content"), Some(c), MAX_CONTENT);
    }
    check_embeds(&join(prefix, "embeds"), data.get("embeds"), out);
    if let Some(c) = data.get("components") {
        check_components(&join(prefix, "components"), c, out);
    }
    if let Some(flags) = data.get("flags").and_then(Value::as_u64) {
        // SUPPRESS_EMBEDS 4, EPHEMERAL 64, SUPPRESS_NOTIFICATIONS 4096 are the flags a bot may set.
        let allowed = 4 | EPHEMERAL | 4096;
        if flags & !allowed != 0 {
            push(
                out,
                join(prefix, "flags"),
                "MESSAGE_FLAGS_INVALID",
                format!("Invalid message flags {flags} (a bot may set only 4, 64, 4096)."),
            );
        }
    }
}

fn check_embeds(prefix: &str, embeds: Option<&Value>, out: &mut Vec<Problem>) {
    let Some(embeds) = embeds else { return };
    if embeds.is_null() {
        return;
    }
    let Some(list) = embeds.as_array() else {
        push(
            out,
            prefix.to_string(),
            "LIST_TYPE_CONVERT",
            "Must be an array.",
        );
        return;
    };
    if list.len() > MAX_EMBEDS {
        push(
            out,
            prefix.to_string(),
            "BASE_TYPE_MAX_LENGTH",
            format!(
                "Must be {MAX_EMBEDS} or fewer in length (got {}).",
                list.len()
            ),
        );
    }
    let mut total = 0;
    for (i, e) in list.iter().enumerate() {
        let p = join(prefix, i);
        max_len(out, join(&p, "title"), e.get("title"), MAX_EMBED_TITLE);
        max_len(
            out,
            join(&p, "description"),
            e.get("description"),
            MAX_EMBED_DESCRIPTION,
        );
        total +=
            e.get("title").map(chars).unwrap_or(0) + e.get("description").map(chars).unwrap_or(0);
        let fields = array(e.get("fields"));
        if fields.len() > MAX_EMBED_FIELDS {
            push(
                out,
                join(&p, "fields"),
                "BASE_TYPE_MAX_LENGTH",
                format!(
                    "Must be {MAX_EMBED_FIELDS} or fewer in length (got {}).",
                    fields.len()
                ),
            );
        }
        for (j, f) in fields.iter().enumerate() {
            let fp = join(&join(&p, "fields"), j);
            len_between(
                out,
                join(&fp, "name"),
                f.get("name"),
                1,
                MAX_EMBED_FIELD_NAME,
            );
            len_between(
                out,
                join(&fp, "value"),
                f.get("value"),
                1,
                MAX_EMBED_FIELD_VALUE,
            );
            total += f.get("name").map(chars).unwrap_or(0) + f.get("value").map(chars).unwrap_or(0);
        }
        if let Some(footer) = e.get("footer").filter(|f| !f.is_null()) {
            len_between(
                out,
                join(&join(&p, "footer"), "text"),
                footer.get("text"),
                1,
                MAX_EMBED_FOOTER,
            );
            total += footer.get("text").map(chars).unwrap_or(0);
        }
        if let Some(author) = e.get("author").filter(|a| !a.is_null()) {
            len_between(
                out,
                join(&join(&p, "author"), "name"),
                author.get("name"),
                1,
                MAX_EMBED_AUTHOR,
            );
            total += author.get("name").map(chars).unwrap_or(0);
        }
    }
    if total > MAX_EMBED_TOTAL {
        push(
            out,
            prefix.to_string(),
            "MAX_EMBED_SIZE_EXCEEDED",
            format!("Embed size exceeds maximum size of {MAX_EMBED_TOTAL} (got {total})."),
        );
    }
}

/// Checks the `components` of a message: action rows of buttons or a single select.
pub fn check_components(prefix: &str, comps: &Value, out: &mut Vec<Problem>) {
    if comps.is_null() {
        return;
    }
    let Some(rows) = comps.as_array() else {
        push(
            out,
            prefix.to_string(),
            "LIST_TYPE_CONVERT",
            "Must be an array.",
        );
        return;
    };
    if rows.len() > MAX_ACTION_ROWS {
        push(
            out,
            prefix.to_string(),
            "BASE_TYPE_MAX_LENGTH",
            format!(
                "Must be {MAX_ACTION_ROWS} or fewer in length (got {}).",
                rows.len()
            ),
        );
    }
    let mut ids: HashSet<String> = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let rp = join(prefix, i);
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            push(
                out,
                join(&rp, "type"),
                "COMPONENT_LAYOUT_INVALID",
                "Top-level message components must be action rows (type 1).",
            );
            continue;
        }
        let items = array(row.get("components"));
        let cp = join(&rp, "components");
        if items.is_empty() {
            push(
                out,
                cp.clone(),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 5 in length.",
            );
        }
        let selects = items
            .iter()
            .filter(|c| {
                matches!(
                    c.get("type").and_then(Value::as_u64),
                    Some(3 | 5 | 6 | 7 | 8)
                )
            })
            .count();
        if selects > 0 && items.len() > 1 {
            push(
                out,
                cp.clone(),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                format!(
                    "A select menu must be alone in its action row (row has {} components).",
                    items.len()
                ),
            );
        }
        if items.len() > MAX_BUTTONS_PER_ROW {
            push(
                out,
                cp.clone(),
                "BASE_TYPE_MAX_LENGTH",
                format!(
                    "Must be {MAX_BUTTONS_PER_ROW} or fewer in length (got {}).",
                    items.len()
                ),
            );
        }
        for (j, c) in items.iter().enumerate() {
            let p = join(&cp, j);
            match c.get("type").and_then(Value::as_u64) {
                Some(2) => check_button(&p, c, out),
                Some(3 | 5 | 6 | 7 | 8) => check_select(&p, c, out),
                Some(4) => push(
                    out,
                    join(&p, "type"),
                    "COMPONENT_TYPE_INVALID",
                    "Text inputs are only allowed in modals.",
                ),
                other => push(
                    out,
                    join(&p, "type"),
                    "COMPONENT_TYPE_INVALID",
                    format!("Invalid component type {other:?} inside an action row."),
                ),
            }
            if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
                if !ids.insert(id.to_string()) {
                    push(
                        out,
                        join(&p, "custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        format!("Component custom id cannot be duplicated ({id:?})."),
                    );
                }
            }
        }
    }
}

fn check_custom_id(p: &str, c: &Value, out: &mut Vec<Problem>) {
    len_between(
        out,
        join(p, "custom_id"),
        c.get("custom_id"),
        1,
        MAX_CUSTOM_ID,
    );
}

fn check_button(p: &str, c: &Value, out: &mut Vec<Problem>) {
    let style = c.get("style").and_then(Value::as_u64);
    match style {
        Some(1..=4) => check_custom_id(p, c, out),
        Some(5) => {
            if c.get("url").and_then(Value::as_str).is_none() {
                push(
                    out,
                    join(p, "url"),
                    "BASE_TYPE_REQUIRED",
                    "A link button needs a url.",
                );
            }
            if c.get("custom_id").map(|v| !v.is_null()).unwrap_or(false) {
                push(
                    out,
                    join(p, "custom_id"),
                    "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                    "A link button cannot have a custom_id.",
                );
            }
        }
        Some(6) => {}
        other => push(
            out,
            join(p, "style"),
            "BASE_TYPE_CHOICES",
            format!("Value must be one of (1, 2, 3, 4, 5, 6), got {other:?}."),
        ),
    }
    max_len(out, join(p, "label"), c.get("label"), MAX_BUTTON_LABEL);
    let has_label = c
        .get("label")
        .and_then(Value::as_str)
        .map(|s| !s.is_empty())
        .unwrap_or(false);
    let has_emoji = c.get("emoji").map(|e| !e.is_null()).unwrap_or(false);
    if !has_label && !has_emoji && style != Some(6) {
        push(
            out,
            join(p, "label"),
            "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
            "A button needs a label or an emoji.",
        );
    }
}

fn check_select(p: &str, c: &Value, out: &mut Vec<Problem>) {
    check_custom_id(p, c, out);
    max_len(out, join(p, "placeholder"), c.get("placeholder"), 150);
    let string_select = c.get("type").and_then(Value::as_u64) == Some(3);
    let options = array(c.get("options"));
    if string_select {
        if options.is_empty() || options.len() > MAX_SELECT_OPTIONS {
            push(
                out,
                join(p, "options"),
                "BASE_TYPE_BAD_LENGTH",
                format!(
                    "Must be between 1 and {MAX_SELECT_OPTIONS} in length (got {}).",
                    options.len()
                ),
            );
        }
        let mut values = HashSet::new();
        for (k, o) in options.iter().enumerate() {
            let op = join(&join(p, "options"), k);
            len_between(out, join(&op, "label"), o.get("label"), 1, 100);
            len_between(out, join(&op, "value"), o.get("value"), 1, 100);
            max_len(out, join(&op, "description"), o.get("description"), 100);
            if let Some(v) = o.get("value").and_then(Value::as_str) {
                if !values.insert(v.to_string()) {
                    push(
                        out,
                        join(&op, "value"),
                        "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                        format!("Select option values must be unique ({v:?})."),
                    );
                }
            }
        }
    } else if !options.is_empty() {
        push(
            out,
            join(p, "options"),
            "COMPONENT_INVALID",
            "Only string selects have options.",
        );
    }
    let min = c.get("min_values").and_then(Value::as_u64);
    let max = c.get("max_values").and_then(Value::as_u64);
    if let Some(min) = min {
        if min > 25 {
            push(
                out,
                join(p, "min_values"),
                "NUMBER_TYPE_MAX",
                format!("min_values must be 0..=25, got {min}."),
            );
        }
    }
    if let Some(max) = max {
        if !(1..=25).contains(&max) {
            push(
                out,
                join(p, "max_values"),
                "NUMBER_TYPE_MAX",
                format!("max_values must be 1..=25, got {max}."),
            );
        }
    }
    let (lo, hi) = (min.unwrap_or(1), max.unwrap_or(1));
    if lo > hi {
        push(
            out,
            join(p, "min_values"),
            "SELECT_COMPONENT_MIN_VALUES_TOO_LARGE",
            format!("min_values {lo} is greater than max_values {hi}."),
        );
    }
    if string_select && !options.is_empty() && hi as usize > options.len() {
        push(
            out,
            join(p, "max_values"),
            "SELECT_COMPONENT_MAX_VALUES_TOO_LARGE",
            format!(
                "max_values {hi} is greater than the number of options ({}).",
                options.len()
            ),
        );
    }
    if string_select && lo as usize > options.len() {
        push(
            out,
            join(p, "min_values"),
            "SELECT_COMPONENT_MIN_VALUES_TOO_LARGE",
            format!(
                "min_values {lo} exceeds the number of options ({}).",
                options.len()
            ),
        );
    }
}

/// Checks the `data` of a type 9 (modal) callback.
pub fn check_modal(prefix: &str, data: &Value, out: &mut Vec<Problem>) {
    len_between(
        out,
        join(prefix, "custom_id"),
        data.get("custom_id"),
        1,
        MAX_CUSTOM_ID,
    );
    len_between(out, join(prefix, "title"), data.get("title"), 1, 45);
    let rows = array(data.get("components"));
    let cp = join(prefix, "components");
    if rows.is_empty() || rows.len() > MAX_MODAL_INPUTS {
        push(
            out,
            cp.clone(),
            "BASE_TYPE_BAD_LENGTH",
            format!(
                "Must be between 1 and {MAX_MODAL_INPUTS} in length (got {}).",
                rows.len()
            ),
        );
    }
    let mut ids = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let rp = join(&cp, i);
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            push(
                out,
                join(&rp, "type"),
                "COMPONENT_LAYOUT_INVALID",
                "Modal components must be action rows.",
            );
            continue;
        }
        let items = array(row.get("components"));
        if items.len() != 1 {
            push(
                out,
                join(&rp, "components"),
                "BASE_TYPE_BAD_LENGTH",
                format!(
                    "A modal action row holds exactly one text input (got {}).",
                    items.len()
                ),
            );
        }
        for (j, c) in items.iter().enumerate() {
            let p = join(&join(&rp, "components"), j);
            if c.get("type").and_then(Value::as_u64) != Some(4) {
                push(
                    out,
                    join(&p, "type"),
                    "COMPONENT_TYPE_INVALID",
                    "Modals may only contain text inputs (type 4).",
                );
                continue;
            }
            check_custom_id(&p, c, out);
            if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
                if !ids.insert(id.to_string()) {
                    push(
                        out,
                        join(&p, "custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        format!("Component custom id cannot be duplicated ({id:?})."),
                    );
                }
            }
            len_between(out, join(&p, "label"), c.get("label"), 1, 45);
            match c.get("style").and_then(Value::as_u64) {
                Some(1 | 2) => {}
                other => push(
                    out,
                    join(&p, "style"),
                    "BASE_TYPE_CHOICES",
                    format!("Text input style must be 1 or 2, got {other:?}."),
                ),
            }
            let min = c.get("min_length").and_then(Value::as_u64);
            let max = c.get("max_length").and_then(Value::as_u64);
            if min.map(|m| m > 4000).unwrap_or(false) {
                push(
                    out,
                    join(&p, "min_length"),
                    "NUMBER_TYPE_MAX",
                    "min_length must be 0..=4000.",
                );
            }
            if max.map(|m| !(1..=4000).contains(&m)).unwrap_or(false) {
                push(
                    out,
                    join(&p, "max_length"),
                    "NUMBER_TYPE_MAX",
                    "max_length must be 1..=4000.",
                );
            }
            if let (Some(a), Some(b)) = (min, max) {
                if a > b {
                    push(
                        out,
                        join(&p, "min_length"),
                        "BASE_TYPE_BAD_LENGTH",
                        "min_length is greater than max_length.",
                    );
                }
            }
            max_len(
                out,
                join(&p, "value"),
                c.get("value"),
                max.unwrap_or(4000) as usize,
            );
            max_len(out, join(&p, "placeholder"), c.get("placeholder"), 100);
        }
    }
}

/// Checks the `data` of a type 8 (autocomplete result) callback: at most 25 choices.
pub fn check_autocomplete(prefix: &str, data: &Value, out: &mut Vec<Problem>) {
    let choices = array(data.get("choices"));
    let p = join(prefix, "choices");
    if choices.len() > 25 {
        push(
            out,
            p.clone(),
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be 25 or fewer in length (got {}).", choices.len()),
        );
    }
    for (i, c) in choices.iter().enumerate() {
        let cp = join(&p, i);
        len_between(out, join(&cp, "name"), c.get("name"), 1, 100);
        if c.get("value").map(Value::is_string).unwrap_or(false) {
            len_between(out, join(&cp, "value"), c.get("value"), 1, 100);
        }
    }
}

fn valid_command_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name.chars().all(|c| {
            (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq(std::iter::once(c))
        })
}

/// Discord's locales (openapi.json's `AvailableLocalesEnum`): the keys a `*_localizations`
/// map may have.
const LOCALES: [&str; 34] = [
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr", "he",
    "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE",
    "th", "tr", "uk", "vi", "zh-CN", "zh-TW",
];

/// Checks a `name_localizations` or `description_localizations` map (null or absent is
/// fine): known locales only, each value as the field it localises (`name`: a valid command
/// name when `names`, else `min..=max` characters).
fn check_localizations(
    out: &mut Vec<Problem>,
    path: String,
    v: Option<&Value>,
    names: bool,
    min: usize,
    max: usize,
) {
    let map = match v {
        None | Some(Value::Null) => return,
        Some(Value::Object(map)) => map,
        Some(_) => {
            push(
                out,
                path,
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            );
            return;
        }
    };
    for (locale, value) in map {
        let p = join(&path, locale);
        if !LOCALES.contains(&locale.as_str()) {
            push(
                out,
                p,
                "ENUM_TYPE_COERCE",
                format!("Value \"{locale}\" is not a valid enum value."),
            );
            continue;
        }
        if names && !value.as_str().is_some_and(valid_command_name) {
            push(
                out,
                p,
                "APPLICATION_COMMAND_INVALID_NAME",
                format!(
                    "Localized name {value} is invalid (1-32 lowercase letters, digits, - or _)."
                ),
            );
        } else {
            len_between(out, p, Some(value), min, max);
        }
    }
}

/// Checks a bulk-overwrite command list (`PUT .../commands`).
pub fn check_commands(list: &Value, out: &mut Vec<Problem>) {
    let Some(cmds) = list.as_array() else {
        push(out, String::new(), "LIST_TYPE_CONVERT", "Must be an array.");
        return;
    };
    let mut names = HashSet::new();
    let chat_inputs = cmds
        .iter()
        .filter(|c| c.get("type").and_then(Value::as_u64).unwrap_or(1) == 1)
        .count();
    if chat_inputs > 100 {
        push(
            out,
            String::new(),
            "BASE_TYPE_MAX_LENGTH",
            format!("At most 100 chat input commands (got {chat_inputs})."),
        );
    }
    for (i, c) in cmds.iter().enumerate() {
        let p = i.to_string();
        let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
        let name = c.get("name").and_then(Value::as_str).unwrap_or("");
        if kind == 1 && !valid_command_name(name) {
            push(
                out,
                join(&p, "name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                format!(
                    "Command name {name:?} is invalid (1-32 lowercase letters, digits, - or _)."
                ),
            );
        }
        if !names.insert((kind, name.to_string())) {
            push(
                out,
                join(&p, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                format!("Application command names must be unique ({name:?})."),
            );
        }
        if kind == 1 {
            len_between(out, join(&p, "description"), c.get("description"), 1, 100);
        }
        let localized = c.get("name_localizations");
        check_localizations(
            out,
            join(&p, "name_localizations"),
            localized,
            kind == 1,
            1,
            32,
        );
        let localized = c.get("description_localizations");
        check_localizations(
            out,
            join(&p, "description_localizations"),
            localized,
            false,
            1,
            100,
        );
        check_command_options(&join(&p, "options"), array(c.get("options")), 0, out);
    }
}

fn check_command_options(p: &str, opts: &[Value], depth: usize, out: &mut Vec<Problem>) {
    if opts.len() > 25 {
        push(
            out,
            p.to_string(),
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be 25 or fewer in length (got {}).", opts.len()),
        );
    }
    let mut seen_optional = false;
    let mut names = HashSet::new();
    for (i, o) in opts.iter().enumerate() {
        let op = join(p, i);
        let kind = o.get("type").and_then(Value::as_u64).unwrap_or(0);
        let name = o.get("name").and_then(Value::as_str).unwrap_or("");
        if !valid_command_name(name) {
            push(
                out,
                join(&op, "name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                format!("Option name {name:?} is invalid."),
            );
        }
        if !names.insert(name.to_string()) {
            push(
                out,
                join(&op, "name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                format!("Option names must be unique ({name:?})."),
            );
        }
        len_between(out, join(&op, "description"), o.get("description"), 1, 100);
        let localized = o.get("name_localizations");
        check_localizations(out, join(&op, "name_localizations"), localized, true, 1, 32);
        let localized = o.get("description_localizations");
        check_localizations(
            out,
            join(&op, "description_localizations"),
            localized,
            false,
            1,
            100,
        );
        let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
        if kind > 2 {
            if required && seen_optional {
                push(
                    out,
                    join(&op, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options.",
                );
            }
            if !required {
                seen_optional = true;
            }
        }
        let choices = array(o.get("choices"));
        if choices.len() > 25 {
            push(
                out,
                join(&op, "choices"),
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be 25 or fewer in length (got {}).", choices.len()),
            );
        }
        for (j, ch) in choices.iter().enumerate() {
            let chp = join(&join(&op, "choices"), j);
            len_between(out, join(&chp, "name"), ch.get("name"), 1, 100);
            let localized = ch.get("name_localizations");
            check_localizations(
                out,
                join(&chp, "name_localizations"),
                localized,
                false,
                1,
                100,
            );
            if kind == 3 {
                len_between(out, join(&chp, "value"), ch.get("value"), 1, 100);
            }
        }
        if matches!(kind, 1 | 2) {
            if depth >= 2 {
                push(
                    out,
                    join(&op, "type"),
                    "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                    "Subcommands nest at most two levels.",
                );
            }
            check_command_options(
                &join(&op, "options"),
                array(o.get("options")),
                depth + 1,
                out,
            );
        }
    }
}

/// The thread durations Discord takes, in minutes (`auto_archive_duration`).
pub const AUTO_ARCHIVE_DURATIONS: [u64; 4] = [60, 1440, 4320, 10080];
pub const MAX_THREAD_NAME: usize = 100;
pub const MAX_RATE_LIMIT_PER_USER: u64 = 21_600;

/// What a thread request asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadBody {
    /// `POST /channels/{c}/messages/{m}/threads`.
    FromMessage,
    /// `POST /channels/{c}/threads` (a thread without a message: `type` is required in v10).
    WithoutMessage,
    /// `PATCH /channels/{thread}`.
    Edit,
}

/// Checks a thread create or edit body: `name` 1..=100 characters (required to create),
/// `auto_archive_duration` one of 60, 1440, 4320, 10080, `rate_limit_per_user` 0..=21600,
/// booleans where Discord takes booleans, and `type` 10, 11 or 12 for a thread without a
/// message.
pub fn check_thread(body: &Value, what: ThreadBody, out: &mut Vec<Problem>) {
    if !body.is_object() {
        push(
            out,
            String::new(),
            "DICT_TYPE_CONVERT",
            "Only dictionaries may be used in a DictType",
        );
        return;
    }
    let name = body.get("name");
    if what == ThreadBody::Edit {
        if name.is_some_and(|n| !n.is_null()) {
            len_between(out, "name".into(), name, 1, MAX_THREAD_NAME);
        }
    } else {
        len_between(out, "name".into(), name, 1, MAX_THREAD_NAME);
    }
    if let Some(d) = body.get("auto_archive_duration").filter(|d| !d.is_null()) {
        if !d
            .as_u64()
            .is_some_and(|d| AUTO_ARCHIVE_DURATIONS.contains(&d))
        {
            push(
                out,
                "auto_archive_duration".into(),
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {AUTO_ARCHIVE_DURATIONS:?} (got {d})."),
            );
        }
    }
    if let Some(r) = body.get("rate_limit_per_user").filter(|r| !r.is_null()) {
        if r.as_u64().is_none_or(|r| r > MAX_RATE_LIMIT_PER_USER) {
            push(
                out,
                "rate_limit_per_user".into(),
                "NUMBER_TYPE_MAX",
                format!("Must be between 0 and {MAX_RATE_LIMIT_PER_USER} (got {r})."),
            );
        }
    }
    for key in ["archived", "locked", "invitable"] {
        if let Some(b) = body.get(key).filter(|b| !b.is_null()) {
            if !b.is_boolean() {
                push(
                    out,
                    key.into(),
                    "BOOLEAN_TYPE_CONVERT",
                    "Must be either true or false.",
                );
            }
        }
    }
    if what == ThreadBody::WithoutMessage {
        match body.get("type").and_then(Value::as_u64) {
            Some(10..=12) => {}
            None => push(
                out,
                "type".into(),
                "BASE_TYPE_REQUIRED",
                "This field is required (API v10 has no default thread type; v9 made a private thread).",
            ),
            Some(t) => push(
                out,
                "type".into(),
                "BASE_TYPE_CHOICES",
                format!("Value must be one of (10, 11, 12) (got {t})."),
            ),
        }
    }
}

/// Discord's `errors` object: problems nested by path, each leaf holding `_errors`.
pub fn errors_object(problems: &[Problem]) -> Value {
    let mut root = Map::new();
    for pr in problems {
        let mut node = &mut root;
        for key in pr.path.split('.').filter(|k| !k.is_empty()) {
            node = node
                .entry(key.to_string())
                .or_insert_with(|| Value::Object(Map::new()))
                .as_object_mut()
                .expect("errors tree node");
        }
        let errs = node.entry("_errors").or_insert_with(|| json!([]));
        errs.as_array_mut()
            .expect("_errors array")
            .push(json!({"code": pr.code, "message": pr.message}));
    }
    Value::Object(root)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits() {
        let mut out = vec![];
        check_message("", &json!({"content": "x".repeat(2001)}), &mut out);
        assert_eq!(out.len(), 1, "{out:?}");
        let mut out = vec![];
        check_message("", &json!({"content": "é".repeat(2000)}), &mut out);
        assert!(out.is_empty(), "chars, not bytes: {out:?}");
        let opts: Vec<Value> = (0..26)
            .map(|i| json!({"label": format!("o{i}"), "value": format!("v{i}")}))
            .collect();
        let mut out = vec![];
        check_components(
            "components",
            &json!([{"type":1,"components":[{"type":3,"custom_id":"s","options":opts}]}]),
            &mut out,
        );
        assert!(
            out.iter()
                .any(|p| p.path == "components.0.components.0.options"),
            "{out:?}"
        );
        let btn = |id: &str| json!({"type":2,"style":1,"custom_id":id,"label":"b"});
        let mut out = vec![];
        check_components(
            "c",
            &json!([{"type":1,"components":[btn("a"),btn("a")]}]),
            &mut out,
        );
        assert_eq!(out[0].code, "COMPONENT_CUSTOM_ID_DUPLICATED");
        let e = errors_object(&[Problem {
            path: "data.content".into(),
            code: "X",
            message: "m".into(),
        }]);
        assert_eq!(
            e,
            json!({"data": {"content": {"_errors": [{"code": "X", "message": "m"}]}}})
        );
    }

    #[test]
    fn thread_bodies() {
        let check = |body: Value, what| {
            let mut out = vec![];
            check_thread(&body, what, &mut out);
            out.into_iter().map(|p| p.path).collect::<Vec<_>>()
        };
        let from = ThreadBody::FromMessage;
        assert!(check(
            json!({"name": "Match #1", "auto_archive_duration": 1440}),
            from
        )
        .is_empty());
        assert_eq!(check(json!({"name": ""}), from), ["name"]);
        assert_eq!(check(json!({"auto_archive_duration": 60}), from), ["name"]);
        assert_eq!(
            check(json!({"name": "é".repeat(100)}), from),
            Vec::<String>::new()
        );
        assert_eq!(check(json!({"name": "x".repeat(101)}), from), ["name"]);
        assert_eq!(
            check(json!({"name": "m", "auto_archive_duration": 30}), from),
            ["auto_archive_duration"]
        );
        assert_eq!(
            check(json!({"name": "m", "rate_limit_per_user": 21601}), from),
            ["rate_limit_per_user"]
        );
        assert_eq!(
            check(json!({"name": "m"}), ThreadBody::WithoutMessage),
            ["type"]
        );
        assert!(check(json!({"name": "m", "type": 11}), ThreadBody::WithoutMessage).is_empty());
        assert!(check(json!({"archived": true, "locked": false}), ThreadBody::Edit).is_empty());
        assert_eq!(
            check(json!({"archived": "yes"}), ThreadBody::Edit),
            ["archived"]
        );
        assert_eq!(check(json!({"name": ""}), ThreadBody::Edit), ["name"]);
    }
}

//! A seat's controls as HTML forms that work without a script: each button posts its id
//! (with the session's CSRF token); a menu of one pick is a set of big buttons, one post
//! each; a menu of several picks is chips to tick and a button to send; a game's form is
//! a form. Every target is at least 44 px high (`site.css`), and nothing needs hover.

use super::markdown;
use crate::service::seats::{Control, Look, SeatForm, SeatScreen};
use crate::web::layout::Voice;
use maud::{html, Markup};
use std::collections::HashMap;

/// Where the controls post, and the token that proves the page is the player's own.
pub struct Post<'a> {
    pub action: &'a str,
    pub csrf: &'a str,
}

/// A screen: its words, its picture, its controls.
pub fn screen(v: &Voice, post: &Post, screen: &SeatScreen, names: &HashMap<u64, String>) -> Markup {
    html! {
        @if !screen.text.is_empty() {
            p.said { (markdown::to_html(v, &screen.text, names)) }
        }
        @if let Some(picture) = &screen.picture {
            img.picture src=(data_url(picture.mime(), &picture.bytes)) alt=(picture.alt);
        }
        @for row in &screen.rows {
            div.controls { @for control in row { (self::control(v, post, control)) } }
        }
    }
}

/// The hidden fields every post carries.
fn hidden(post: &Post, id: &str, kind: &str) -> Markup {
    html! {
        input type="hidden" name="csrf" value=(post.csrf);
        input type="hidden" name="id" value=(id);
        input type="hidden" name="kind" value=(kind);
    }
}

pub fn control(v: &Voice, post: &Post, control: &Control) -> Markup {
    match control {
        Control::Button {
            id,
            label,
            emoji,
            look,
            disabled,
        } => html! {
            form.control method="post" action=(post.action) {
                (hidden(post, id, "click"))
                button class={ "btn " (look_class(*look)) } disabled[*disabled] {
                    @if let Some(emoji) = emoji { span.emoji aria-hidden="true" { (emoji) } " " }
                    (markdown::cards(label))
                }
            }
        },
        Control::Select {
            id,
            placeholder,
            max,
            options,
            disabled,
            ..
        } if *max <= 1 => html! {
            form.pick method="post" action=(post.action) {
                (hidden(post, id, "select"))
                fieldset {
                    @if !placeholder.is_empty() { legend { (placeholder) } }
                    div.choices {
                        @for option in options {
                            button.choice name="values" value=(option.value) disabled[*disabled] aria-pressed=(option.picked) {
                                @if let Some(emoji) = &option.emoji { span.emoji aria-hidden="true" { (emoji) } " " }
                                span.label { (markdown::cards(&option.label)) }
                                @if let Some(d) = &option.description { small { (d) } }
                            }
                        }
                    }
                }
            }
        },
        Control::Select {
            id,
            placeholder,
            options,
            disabled,
            ..
        } => html! {
            form.pick method="post" action=(post.action) {
                (hidden(post, id, "select"))
                fieldset {
                    @if !placeholder.is_empty() { legend { (placeholder) } }
                    div.choices {
                        @for option in options {
                            label.chip {
                                input type="checkbox" name="values" value=(option.value) checked[option.picked] disabled[*disabled];
                                span {
                                    @if let Some(emoji) = &option.emoji { (emoji) " " }
                                    (markdown::cards(&option.label))
                                    @if let Some(d) = &option.description { " " small { (d) } }
                                }
                            }
                        }
                    }
                    button.btn.primary disabled[*disabled] { (v.word("web-seat-send")) }
                }
            }
        },
    }
}

/// A game's form (typed cards): its fields and a button to send.
pub fn form(v: &Voice, post: &Post, form: &SeatForm) -> Markup {
    html! {
        form.typed method="post" action=(post.action) {
            (hidden(post, &form.id, "form"))
            @if !form.title.is_empty() { h3 { (form.title) } }
            // A game's form has one field: what is typed in it (`text`).
            @for field in form.fields.iter().take(1) {
                label {
                    span { (field.label) }
                    @if field.long {
                        textarea name="text" required[field.required] maxlength=[field.max] minlength=[field.min] placeholder=[field.placeholder.as_deref()] {
                            (field.value.as_deref().unwrap_or_default())
                        }
                    } @else {
                        input type="text" name="text" autocomplete="off" required[field.required] maxlength=[field.max] minlength=[field.min] placeholder=[field.placeholder.as_deref()] value=[field.value.as_deref()];
                    }
                }
            }
            button.btn.primary { (v.word("web-seat-send")) }
        }
    }
}

fn look_class(look: Look) -> &'static str {
    match look {
        Look::Primary => "primary",
        Look::Secondary => "secondary",
        Look::Success => "success",
        Look::Danger => "danger",
    }
}

/// A picture in the page itself (`data:` is what the pages' CSP allows besides 'self').
fn data_url(mime: &str, bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = format!("data:{mime};base64,");
    out.reserve(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::seats::Choice;
    use crate::words::Lang;

    fn voice() -> Voice {
        Voice::new(Lang::ENGLISH, None)
    }

    const POST: Post = Post {
        action: "/s/1/play/2",
        csrf: "tok\"en",
    };

    fn choice(value: &str) -> Choice {
        Choice {
            value: value.into(),
            label: format!("<{value}>"),
            description: None,
            emoji: None,
            picked: false,
        }
    }

    #[test]
    fn a_button_is_a_form_that_posts_its_id_and_the_token() {
        let button = Control::Button {
            id: "gd:2:5:k".into(),
            label: "Keep <on> top".into(),
            emoji: Some("👍".into()),
            look: Look::Primary,
            disabled: false,
        };
        let out = control(&voice(), &POST, &button).into_string();
        assert!(out.starts_with("<form class=\"control\" method=\"post\" action=\"/s/1/play/2\">"));
        assert!(out.contains("name=\"csrf\" value=\"tok&quot;en\""), "{out}");
        assert!(out.contains("name=\"id\" value=\"gd:2:5:k\""));
        assert!(out.contains("Keep &lt;on&gt; top"));
        assert!(!out.contains("disabled"));
        assert!(
            !out.contains("\" class="),
            "one class attribute a tag: {out}"
        );
        assert!(out.contains("<button class=\"btn primary\">"), "{out}");
    }

    #[test]
    fn a_menu_of_one_pick_is_one_button_per_option_and_of_several_is_chips() {
        let menu = |max| Control::Select {
            id: "gc:2:5:s".into(),
            placeholder: "Pick".into(),
            min: 1,
            max,
            options: vec![choice("a"), choice("b")],
            disabled: false,
        };
        let one = control(&voice(), &POST, &menu(1)).into_string();
        assert_eq!(
            one.matches("<button class=\"choice\" name=\"values\"")
                .count(),
            2,
            "{one}"
        );
        assert!(one.contains("value=\"a\"") && one.contains("&lt;a&gt;"));
        assert!(!one.contains("checkbox"));
        let several = control(&voice(), &POST, &menu(3)).into_string();
        assert_eq!(
            several.matches("type=\"checkbox\" name=\"values\"").count(),
            2
        );
        assert!(several.contains("Send"), "{several}");
        assert!(several.contains("name=\"kind\" value=\"select\""));
    }

    #[test]
    fn a_games_form_posts_its_text() {
        let typed = SeatForm {
            id: "gc:2:5:t".into(),
            title: "Your set".into(),
            fields: vec![crate::service::seats::Field {
                id: "cards".into(),
                label: "Cards".into(),
                long: false,
                required: true,
                min: None,
                max: Some(100),
                placeholder: Some("7s 8s".into()),
                value: None,
            }],
        };
        let out = form(&voice(), &POST, &typed).into_string();
        assert!(out.contains("name=\"text\""), "{out}");
        assert!(out.contains("maxlength=\"100\""));
        assert!(out.contains("name=\"kind\" value=\"form\""));
    }

    #[test]
    fn pictures_are_written_in_base64() {
        assert_eq!(data_url("image/png", b"Man"), "data:image/png;base64,TWFu");
        assert_eq!(data_url("image/png", b"Ma"), "data:image/png;base64,TWE=");
        assert_eq!(data_url("image/png", b"M"), "data:image/png;base64,TQ==");
    }
}

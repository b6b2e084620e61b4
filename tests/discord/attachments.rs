//! The simulator's handling of files on messages, driven by serenity's own HTTP client and by
//! the in-process test bot of `smoke`: what serenity sends for a picture (multipart parts, the
//! `attachments` array), how edits keep, replace or drop it, and Discord's refusals.

use std::sync::Once;

use poise::serenity_prelude as serenity;
use serde_json::json;

use crate::sim::{tiny_png, PostKind, Simulator, Visibility, ATTACHMENT_SIZE_LIMIT};
use crate::smoke::{picture_file, setup};

fn http(sim: &Simulator) -> serenity::Http {
    static NO_PROXY: Once = Once::new();
    // `Attachment::download` uses a fresh reqwest client, which honours proxy variables.
    NO_PROXY.call_once(|| std::env::set_var("NO_PROXY", "127.0.0.1,localhost"));
    serenity::HttpBuilder::new(sim.token())
        .proxy(sim.api_url())
        .application_id(sim.application_id())
        .ratelimiter_disabled(true)
        .build()
}

/// The Discord error code and the paths of the form errors of a refused request.
fn refusal(e: serenity::Error) -> (isize, Vec<String>) {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => (
            r.error.code,
            r.error.errors.into_iter().map(|e| e.path).collect(),
        ),
        other => panic!("expected a refusal from the simulator, got {other}"),
    }
}

fn board(png: Vec<u8>, description: &str) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png, "board.png").description(description)
}

#[tokio::test]
async fn channel_message_picture_is_kept_replaced_or_left_alone_by_edits() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let ch = sim.default_channel();
    let first = tiny_png(40, 30);

    // A post with a picture: the message serenity reads back has it, with its PNG size.
    let msg = ch
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("Board")
                .add_file(board(first.clone(), "Three tiles: 4♦ 9♣ K♠")),
        )
        .await
        .unwrap();
    let a = &msg.attachments[0];
    assert_eq!(msg.attachments.len(), 1);
    assert_eq!(a.filename, "board.png");
    assert_eq!(a.description.as_deref(), Some("Three tiles: 4♦ 9♣ K♠"));
    assert_eq!(a.content_type.as_deref(), Some("image/png"));
    assert_eq!(
        (a.size as usize, a.dimensions()),
        (first.len(), Some((40, 30)))
    );
    assert_eq!(a.download().await.unwrap(), first, "served at its url");
    let stored = sim.attachments(msg.id);
    assert_eq!(stored[0].id, a.id);
    assert!(stored[0].png_ok && *stored[0].bytes == *first);
    assert!(
        sim.message(msg.id).unwrap().contains("K♠"),
        "alt text is text"
    );
    let post = sim.log().pop().unwrap();
    assert_eq!(post.kind, PostKind::ChannelMessage);
    assert_eq!(post.attachments.as_ref().unwrap()[0].filename, "board.png");
    // What serenity wrote in payload_json: the new file by its part index (files[0]).
    assert_eq!(
        post.body["attachments"],
        json!([{"id": 0, "filename": "board.png", "description": "Three tiles: 4♦ 9♣ K♠"}])
    );
    assert!(post.text().contains("Three tiles"), "{}", post.text());

    // A new file replaces it: `attachments` lists only the new one.
    let second = tiny_png(80, 60);
    let edited = ch
        .edit_message(
            &http,
            msg.id,
            serenity::EditMessage::new().new_attachment(board(second.clone(), "Four tiles")),
        )
        .await
        .unwrap();
    assert_eq!(edited.attachments.len(), 1);
    let b = &edited.attachments[0];
    assert_ne!(b.id, a.id);
    assert_eq!(b.dimensions(), Some((80, 60)));
    assert_eq!(b.description.as_deref(), Some("Four tiles"));
    assert_eq!(b.download().await.unwrap(), second);
    assert!(!sim.message(msg.id).unwrap().contains("Three tiles"));

    // Keeping it by id (a JSON edit, no file), and adding a second one beside it.
    let kept = ch
        .edit_message(
            &http,
            msg.id,
            serenity::EditMessage::new()
                .content("Kept")
                .keep_existing_attachment(b.id)
                .new_attachment(
                    serenity::CreateAttachment::bytes(b"hello".to_vec(), "notes.txt")
                        .description("notes"),
                ),
        )
        .await
        .unwrap();
    let files: Vec<(&str, bool)> = kept
        .attachments
        .iter()
        .map(|x| (x.filename.as_str(), x.id == b.id))
        .collect();
    assert_eq!(files, [("board.png", true), ("notes.txt", false)]);
    // A kept attachment by its id as a string, a new file by the index of its part.
    assert_eq!(
        sim.log().pop().unwrap().body["attachments"],
        json!([{"id": b.id.to_string()}, {"id": 0, "filename": "notes.txt", "description": "notes"}])
    );
    assert_eq!(kept.attachments[1].dimensions(), None);
    assert!(!sim.attachments(msg.id)[1].png_ok);

    // An edit that does not mention attachments leaves them; `EditAttachments::keep_all`
    // minus one drops just that one.
    let untouched = ch
        .edit_message(&http, msg.id, serenity::EditMessage::new().content("Text"))
        .await
        .unwrap();
    assert_eq!(untouched.attachments.len(), 2);
    assert!(sim.log().pop().unwrap().attachments.is_none());
    let notes = untouched.attachments[1].id;
    let trimmed = ch
        .edit_message(
            &http,
            msg.id,
            serenity::EditMessage::new()
                .attachments(serenity::EditAttachments::keep_all(&untouched).remove(notes)),
        )
        .await
        .unwrap();
    assert_eq!(trimmed.attachments.len(), 1);
    assert_eq!(trimmed.attachments[0].id, b.id);
    let cleared = ch
        .edit_message(
            &http,
            msg.id,
            serenity::EditMessage::new().remove_all_attachments(),
        )
        .await
        .unwrap();
    assert!(cleared.attachments.is_empty());
    assert_eq!(sim.message(msg.id).unwrap().edits, 5);
    sim.assert_no_violations();
}

#[tokio::test]
async fn attachments_discord_refuses_are_violations() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let ch = sim.default_channel();
    let png = tiny_png(4, 4);
    let rules = |sim: &Simulator| -> Vec<&'static str> {
        sim.take_violations().iter().map(|v| v.rule).collect()
    };

    // A `.png` that is not one: Discord takes it, the picture shows broken.
    let gif = ch
        .send_message(
            &http,
            serenity::CreateMessage::new().add_file(board(b"GIF89a not a png".to_vec(), "alt")),
        )
        .await
        .unwrap();
    assert_eq!(gif.attachments[0].dimensions(), None);
    assert!(!sim.attachments(gif.id)[0].png_ok);
    assert_eq!(rules(&sim), ["invalid-png"]);

    // Alt text longer than 1024 characters.
    let e = ch
        .send_message(
            &http,
            serenity::CreateMessage::new().add_file(board(png.clone(), &"x".repeat(1025))),
        )
        .await
        .unwrap_err();
    assert_eq!(
        refusal(e),
        (50035, vec!["attachments.0.description".to_string()])
    );
    assert_eq!(rules(&sim), ["invalid-attachments"]);

    // An attachment naming a file part that is not there, and a file part nobody names.
    let e = http
        .send_message(
            ch,
            vec![],
            &json!({"content": "x", "attachments": [{"id": 0, "filename": "board.png"}]}),
        )
        .await
        .unwrap_err();
    assert_eq!(refusal(e), (50035, vec!["attachments.0.id".to_string()]));
    let e = http
        .send_message(
            ch,
            vec![serenity::CreateAttachment::bytes(png.clone(), "board.png")],
            &json!({"content": "x", "attachments": []}),
        )
        .await
        .unwrap_err();
    assert_eq!(refusal(e), (50035, vec!["files[0]".to_string()]));
    // Keeping an attachment the message does not have.
    let msg = ch.say(&http, "plain").await.unwrap();
    let e = ch
        .edit_message(
            &http,
            msg.id,
            serenity::EditMessage::new().keep_existing_attachment(gif.attachments[0].id),
        )
        .await
        .unwrap_err();
    assert_eq!(refusal(e), (50035, vec!["attachments.0.id".to_string()]));
    assert_eq!(rules(&sim), ["invalid-attachments"; 3]);

    // Eleven files, and one over the size limit.
    let eleven = (0..11).map(|_| board(png.clone(), "one of many"));
    let e = ch
        .send_message(&http, serenity::CreateMessage::new().add_files(eleven))
        .await
        .unwrap_err();
    assert_eq!(refusal(e), (50035, vec!["attachments".to_string()]));
    let huge = serenity::CreateAttachment::bytes(vec![7; ATTACHMENT_SIZE_LIMIT + 1], "big.bin");
    let e = ch
        .send_message(&http, serenity::CreateMessage::new().add_file(huge))
        .await
        .unwrap_err();
    assert_eq!(refusal(e).0, 40005);
    assert_eq!(rules(&sim), ["invalid-attachments"; 2]);

    // An embed showing a picture the message does not carry.
    ch.send_message(
        &http,
        serenity::CreateMessage::new()
            .embed(serenity::CreateEmbed::new().image("attachment://board.png"))
            .add_file(serenity::CreateAttachment::bytes(png, "table.png")),
    )
    .await
    .unwrap();
    assert_eq!(rules(&sim), ["embed-attachment-missing"]);
    sim.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interaction_responses_carry_pictures() {
    let (sim, bot) = setup().await;
    let http = http(&sim);
    let alice = sim.add_user("alice");
    let ch = sim.default_channel();

    // A type 4 reply with a picture.
    let h = sim.slash(alice, ch, "picture", json!({})).await;
    assert_eq!(h.response().await.kind, 4);
    let msg = h.message().await;
    let first = &msg.attachments()[0];
    assert_eq!(
        (first.filename.as_str(), first.dimensions(), first.png_ok),
        ("board.png", Some((10, 10)), true)
    );
    assert_eq!(first.description.as_deref(), Some("Picture 1"));

    // A type 7 update with a new file replaces it; the click carried the picture in its
    // message, so serenity read the attachment from the dispatch.
    let next = msg.button_id_by_label("Next").unwrap();
    let click = sim.click(alice, &msg, &next).await;
    assert_eq!(click.response().await.kind, 7);
    let updated = click.message().await;
    let second = updated.attachments()[0].clone();
    assert_eq!(updated.attachments().len(), 1);
    assert_eq!(second.dimensions(), Some((20, 10)));
    assert_ne!(second.id, first.id);
    assert!(updated.contains("Picture 2") && !updated.contains("Picture 1"));

    // The test, as the bot would: edit the original response keeping the picture, then an
    // ephemeral follow-up with one.
    let edited = http
        .edit_original_interaction_response(
            &click.token,
            &json!({"content": "Kept", "attachments": [{"id": second.id}]}),
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(edited.attachments[0].id, second.id);
    assert_eq!(sim.attachments(msg.id), std::slice::from_ref(&second));
    let spare = picture_file(3);
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content("A spare")
        .ephemeral(true)
        .add_file(spare.clone());
    let sent = http
        .create_followup_message(&click.token, &followup, vec![spare])
        .await
        .unwrap();
    assert!(
        sent.attachments[0].ephemeral,
        "files of ephemeral messages are ephemeral"
    );
    let spare_msg = sim.message(sent.id).unwrap();
    assert_eq!(spare_msg.visibility, Visibility::Ephemeral(alice));
    assert_eq!(spare_msg.attachments()[0].dimensions(), Some((30, 10)));

    // A type 7 update without a file: serenity sends `attachments: []`, so the picture goes.
    let current = sim.message(msg.id).unwrap();
    let text = current.button_id_by_label("Text only").unwrap();
    let click = sim.click(alice, &current, &text).await;
    assert_eq!(click.response().await.kind, 7);
    let plain = click.message().await;
    assert!(plain.attachments().is_empty(), "{:?}", plain.attachments());
    let posts = sim.log();
    let update = posts.last().unwrap();
    assert_eq!(update.kind, PostKind::Callback(7));
    assert_eq!(update.attachments.as_deref(), Some(&[][..]));
    sim.settle().await;
    sim.assert_no_violations();
    bot.stop().await;
}

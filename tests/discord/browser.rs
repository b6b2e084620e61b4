//! A real browser for the website's end-to-end tests (issue 40): Debian's Chromium, headless,
//! driven through `chromedriver` by a small W3C WebDriver client on `reqwest`.
//!
//! [`Browser::start`] starts `/usr/bin/chromedriver` on a free port and opens a session in a
//! fresh profile; dropping the [`Browser`] ends the session and kills chromedriver. Every
//! method panics on an error, naming the command sent and WebDriver's answer: these are
//! tests. `.ci/run` installs the `chromium` and `chromium-driver` packages.

use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const CHROMIUM: &str = "/usr/bin/chromium";
const MISSING: &str = "the browser tests need Debian's chromium and chromium-driver: \
    apt-get install chromium chromium-driver (.ci/run installs them)";

/// The key under which WebDriver names an element (W3C WebDriver, "web element identifier").
const ELEMENT_KEY: &str = "element-6066-11e4-a52e-4f735466cecf";

/// How long [`Browser::find`] waits for its element to appear.
const FIND_WITHIN: Duration = Duration::from_secs(5);
/// How often the waits ask again.
const POLL: Duration = Duration::from_millis(50);

/// An error answer from WebDriver: the HTTP status and the answer's `value`
/// (`{"error": ..., "message": ...}`).
#[derive(Debug)]
struct WebDriverError {
    status: StatusCode,
    value: Value,
}

impl WebDriverError {
    /// The W3C error code, such as "no such element".
    fn code(&self) -> &str {
        self.value["error"].as_str().unwrap_or("")
    }
}

impl std::fmt::Display for WebDriverError {
    /// The status and the answer without chromedriver's stack trace (addresses only).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut value = self.value.clone();
        if let Some(fields) = value.as_object_mut() {
            fields.remove("stacktrace");
        }
        write!(f, "{}: {value}", self.status)
    }
}

/// A headless Chromium, its chromedriver and one WebDriver session.
pub struct Browser {
    http: reqwest::Client,
    port: u16,
    session: String,
    /// Dropped (killed) after [`Browser`]'s `drop` has ended the session.
    _driver: Driver,
    /// Chromium's profile (`--user-data-dir`), removed after the browser is gone (fields
    /// drop after [`Browser`]'s `drop`).
    _profile: tempfile::TempDir,
}

/// The chromedriver process, killed on drop (also when [`Browser::start`] fails midway).
struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An element of the current page, as WebDriver names it.
pub struct Element<'b> {
    browser: &'b Browser,
    id: String,
    /// The selector that found it, for the panics' messages.
    css: String,
}

impl Browser {
    /// Starts chromedriver and a headless Chromium with a fresh profile.
    pub async fn start() -> Browser {
        if !Path::new(CHROMEDRIVER).exists() || !Path::new(CHROMIUM).exists() {
            panic!("{MISSING}");
        }
        let port = free_port();
        let mut driver = Driver(
            Command::new(CHROMEDRIVER)
                .arg(format!("--port={port}"))
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("could not start {CHROMEDRIVER}: {e}; {MISSING}")),
        );
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            // Loopback only: no HTTP_PROXY from the environment.
            .no_proxy()
            .build()
            .unwrap();
        let base = format!("http://127.0.0.1:{port}");

        // chromedriver answers /status with `ready: true` once it listens.
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = driver.0.try_wait().unwrap() {
                panic!("{CHROMEDRIVER} --port={port} exited at start ({status})");
            }
            let ready = match http.get(format!("{base}/status")).send().await {
                Ok(answer) => answer
                    .bytes()
                    .await
                    .ok()
                    .and_then(|body| serde_json::from_slice::<Value>(&body).ok())
                    .is_some_and(|status| status["value"]["ready"] == true),
                Err(_) => false,
            };
            if ready {
                break;
            }
            if Instant::now() > deadline {
                panic!("{CHROMEDRIVER} --port={port} was not ready within 10 s");
            }
            tokio::time::sleep(POLL).await;
        }

        let profile = tempfile::Builder::new()
            .prefix("clash-browser-")
            .tempdir()
            .unwrap();
        let capabilities = json!({
            "capabilities": {
                "alwaysMatch": {
                    "browserName": "chrome",
                    // A page that hangs fails the test in 30 s rather than WebDriver's 300.
                    "timeouts": {"pageLoad": 30_000, "script": 10_000},
                    "goog:chromeOptions": {
                        "binary": CHROMIUM,
                        "args": [
                            "--headless=new",
                            "--no-sandbox",
                            "--disable-gpu",
                            "--disable-dev-shm-usage",
                            "--disable-quic",
                            "--no-first-run",
                            "--disable-background-networking",
                            "--disable-component-update",
                            "--disable-sync",
                            format!("--user-data-dir={}", profile.path().display()),
                        ],
                    },
                    // The console, for `console()`.
                    "goog:loggingPrefs": {"browser": "ALL"},
                }
            }
        });
        let answer = send(
            &http,
            Method::POST,
            &format!("{base}/session"),
            Some(&capabilities),
        )
        .await;
        let session = match answer {
            Ok(value) => value["sessionId"]
                .as_str()
                .unwrap_or_else(|| panic!("WebDriver's new session has no sessionId: {value}"))
                .to_string(),
            Err(e) => panic!("WebDriver could not open a Chromium session: {e}"),
        };
        Browser {
            http,
            port,
            session,
            _driver: driver,
            _profile: profile,
        }
    }

    /// A session command: `path` is relative to `/session/{id}` ("" for the session itself).
    async fn try_command(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Value, WebDriverError> {
        let url = format!(
            "http://127.0.0.1:{}/session/{}{path}",
            self.port, self.session
        );
        send(&self.http, method, &url, body).await
    }

    /// [`Browser::try_command`], panicking on an error answer.
    async fn command(&self, method: Method, path: &str, body: Option<&Value>) -> Value {
        let what = format!("{method} {path}");
        match self.try_command(method, path, body).await {
            Ok(value) => value,
            Err(e) => panic!(
                "WebDriver {what} {} answered {e}",
                body.map(Value::to_string).unwrap_or_default(),
            ),
        }
    }

    async fn get(&self, path: &str) -> Value {
        self.command(Method::GET, path, None).await
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        self.command(Method::POST, path, Some(&body)).await
    }

    /// Opens `url` and waits until it has loaded.
    pub async fn goto(&self, url: &str) {
        self.post("/url", json!({ "url": url })).await;
    }

    /// The current page's address.
    pub async fn url(&self) -> String {
        string(self.get("/url").await, "url")
    }

    /// The current page's title.
    pub async fn title(&self) -> String {
        string(self.get("/title").await, "title")
    }

    /// The current page's DOM, serialised.
    pub async fn source(&self) -> String {
        string(self.get("/source").await, "source")
    }

    /// The first element matching the CSS selector `css`, waiting up to 5 s for one to
    /// appear; panics with the page's source if none does.
    pub async fn find(&self, css: &str) -> Element<'_> {
        let deadline = Instant::now() + FIND_WITHIN;
        let body = json!({"using": "css selector", "value": css});
        loop {
            match self
                .try_command(Method::POST, "/element", Some(&body))
                .await
            {
                Ok(value) => return self.element(&value, css),
                Err(e) if e.code() == "no such element" && Instant::now() < deadline => {
                    tokio::time::sleep(POLL).await;
                }
                Err(e) => panic!(
                    "no element {css:?} within {FIND_WITHIN:?} ({e}); the page:\n{}",
                    self.source().await
                ),
            }
        }
    }

    /// Every element matching `css` now (no waiting; possibly none).
    pub async fn find_all(&self, css: &str) -> Vec<Element<'_>> {
        let found = self
            .post("/elements", json!({"using": "css selector", "value": css}))
            .await;
        found
            .as_array()
            .unwrap_or_else(|| panic!("WebDriver's elements {css:?} are not a list: {found}"))
            .iter()
            .map(|value| self.element(value, css))
            .collect()
    }

    fn element(&self, value: &Value, css: &str) -> Element<'_> {
        let id = value[ELEMENT_KEY]
            .as_str()
            .unwrap_or_else(|| panic!("WebDriver's element {css:?} has no {ELEMENT_KEY}: {value}"));
        Element {
            browser: self,
            id: id.to_string(),
            css: css.to_string(),
        }
    }

    /// Waits up to `within` for an element matching `css` whose text contains `text`, and
    /// returns it; panics with the texts seen and the page's source if none comes.
    pub async fn wait_for(&self, css: &str, text: &str, within: Duration) -> Element<'_> {
        let deadline = Instant::now() + within;
        let body = json!({"using": "css selector", "value": css});
        loop {
            let mut seen = Vec::new();
            // Errors are retried: the page may replace an element between the two commands.
            if let Ok(found) = self
                .try_command(Method::POST, "/elements", Some(&body))
                .await
            {
                for value in found.as_array().into_iter().flatten() {
                    let element = self.element(value, css);
                    if let Ok(t) = element.try_text().await {
                        if t.contains(text) {
                            return element;
                        }
                        seen.push(t);
                    }
                }
            }
            if Instant::now() > deadline {
                panic!(
                    "no element {css:?} with text {text:?} within {within:?} (texts: {seen:?}); \
                     the page:\n{}",
                    self.source().await
                );
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// Runs `script` as the body of a function in the page (`arguments[0]`, ... are `args`)
    /// and returns what it returns.
    pub async fn execute(&self, script: &str, args: &[Value]) -> Value {
        self.post("/execute/sync", json!({"script": script, "args": args}))
            .await
    }

    /// Sets the browser window's outer size. Chromium's (invisible) toolbar takes its share
    /// of the height: `window.innerWidth` is `width`, `innerHeight` less than `height`.
    pub async fn set_window_size(&self, width: u32, height: u32) {
        self.post("/window/rect", json!({"width": width, "height": height}))
            .await;
    }

    /// Sizes the window so that the page's viewport (`innerWidth` x `innerHeight`) is
    /// `width` x `height`, as on a phone of that size.
    pub async fn set_viewport_size(&self, width: u32, height: u32) {
        self.set_window_size(width, height).await;
        let inner = self
            .execute("return [window.innerWidth, window.innerHeight];", &[])
            .await;
        let (w, h) = (inner[0].as_i64().unwrap(), inner[1].as_i64().unwrap());
        let outer_w = 2 * i64::from(width) - w;
        let outer_h = 2 * i64::from(height) - h;
        if (outer_w, outer_h) != (i64::from(width), i64::from(height)) {
            self.post("/window/rect", json!({"width": outer_w, "height": outer_h}))
                .await;
        }
    }

    /// A PNG of the viewport.
    pub async fn screenshot_png(&self) -> Vec<u8> {
        let encoded = string(self.get("/screenshot").await, "screenshot");
        base64_decode(&encoded)
            .unwrap_or_else(|| panic!("WebDriver's screenshot is not base64: {encoded:.80}..."))
    }

    /// [`Browser::screenshot_png`], also written to `path` (to look at a failure).
    pub async fn save_screenshot(&self, path: &Path) -> Vec<u8> {
        let png = self.screenshot_png().await;
        std::fs::write(path, &png)
            .unwrap_or_else(|e| panic!("could not write the screenshot {}: {e}", path.display()));
        png
    }

    /// The browser's console since the last call (chromedriver hands each entry out once):
    /// one line per entry, its level then its message, such as
    /// `INFO http://127.0.0.1:8080/ 12:16 "hello"` or `SEVERE http://.../x.js - Failed to
    /// load resource: ...`.
    pub async fn console(&self) -> Vec<String> {
        // chromedriver's W3C route for the legacy log is `se/log`; older builds had others.
        let body = json!({"type": "browser"});
        let mut tried = Vec::new();
        for route in ["/se/log", "/log", "/goog/log"] {
            match self.try_command(Method::POST, route, Some(&body)).await {
                Ok(entries) => {
                    return entries
                        .as_array()
                        .unwrap_or_else(|| panic!("WebDriver's log is not a list: {entries}"))
                        .iter()
                        .map(|entry| {
                            format!(
                                "{} {}",
                                entry["level"].as_str().unwrap_or("?"),
                                entry["message"].as_str().unwrap_or("")
                            )
                        })
                        .collect();
                }
                Err(e) if e.status == StatusCode::NOT_FOUND => tried.push(route),
                Err(e) => panic!("WebDriver POST {route} {body} answered {e}"),
            }
        }
        panic!("chromedriver has no browser log route (tried {tried:?})");
    }

    /// The value of the cookie `name` the browser holds for the current page, if any.
    pub async fn cookie(&self, name: &str) -> Option<String> {
        match self
            .try_command(Method::GET, &format!("/cookie/{name}"), None)
            .await
        {
            Ok(value) => value["value"].as_str().map(str::to_string),
            Err(e) if e.code() == "no such cookie" => None,
            Err(e) => panic!("WebDriver GET /cookie/{name} answered {e}"),
        }
    }

    /// Commands from now on go to the frame `css` of the current page.
    pub async fn switch_to_frame(&self, css: &str) {
        let frame = self.find(css).await;
        let id = json!({ ELEMENT_KEY: frame.id });
        self.post("/frame", json!({ "id": id })).await;
    }

    /// The text of the open alert, confirm or prompt, if any.
    pub async fn alert_text(&self) -> Option<String> {
        match self.try_command(Method::GET, "/alert/text", None).await {
            Ok(value) => Some(value.as_str().unwrap_or_default().to_string()),
            Err(e) if e.code() == "no such alert" => None,
            Err(e) => panic!("WebDriver GET /alert/text answered {e}"),
        }
    }
}

impl Element<'_> {
    /// An element command (`rest` after `/element/{id}`), panicking with the selector that
    /// found the element on an error answer (a "stale element reference" when the page
    /// has replaced it since).
    async fn command(&self, method: Method, rest: &str, body: Option<&Value>) -> Value {
        let path = format!("/element/{}{rest}", self.id);
        match self.browser.try_command(method.clone(), &path, body).await {
            Ok(value) => value,
            Err(e) => panic!(
                "WebDriver {method} {rest} {} on the element {:?} answered {e}",
                body.map(Value::to_string).unwrap_or_default(),
                self.css
            ),
        }
    }

    async fn try_text(&self) -> Result<String, WebDriverError> {
        let path = format!("/element/{}/text", self.id);
        let value = self.browser.try_command(Method::GET, &path, None).await?;
        Ok(value.as_str().unwrap_or_default().to_string())
    }

    /// The element's rendered text (as a user sees it: no hidden parts, CSS's white space).
    pub async fn text(&self) -> String {
        let value = self.command(Method::GET, "/text", None).await;
        string(value, &format!("the text of {:?}", self.css))
    }

    /// The attribute `name` (or the property of that name when there is no attribute), or
    /// `None`.
    pub async fn attr(&self, name: &str) -> Option<String> {
        let value = self
            .command(Method::GET, &format!("/attribute/{name}"), None)
            .await;
        value.as_str().map(str::to_string)
    }

    /// Clicks the element's centre (scrolling it into view), as a user would: WebDriver
    /// refuses if another element covers it.
    pub async fn click(&self) {
        self.command(Method::POST, "/click", Some(&json!({}))).await;
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Best effort and blocking (no runtime in `drop`): ending the session makes
        // chromedriver close Chromium, which killing chromedriver alone (next, as the
        // field drops) could leave running.
        delete_session(self.port, &self.session);
    }
}

/// `DELETE /session/{id}` by hand on a blocking socket, waiting at most a few seconds.
fn delete_session(port: u16, session: &str) {
    use std::io::{Read, Write};
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let Ok(mut stream) = TcpStream::connect_timeout(&address, Duration::from_secs(1)) else {
        return;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let request = format!(
        "DELETE /session/{session} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
         Content-Length: 0\r\nConnection: close\r\n\r\n"
    );
    if stream.write_all(request.as_bytes()).is_err() {
        return;
    }
    // The answer comes once Chromium has quit. chromedriver keeps the connection open
    // (whatever `Connection: close` says), so read up to the end of its body.
    let mut answer = Vec::new();
    let mut buffer = [0u8; 1024];
    while !whole_answer(&answer) {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return,
            Ok(n) => answer.extend_from_slice(&buffer[..n]),
        }
    }
}

/// Whether `answer` holds an HTTP answer's head and the `Content-Length` bytes of its body.
fn whole_answer(answer: &[u8]) -> bool {
    let Some(end) = answer.windows(4).position(|w| w == b"\r\n\r\n") else {
        return false;
    };
    let head = String::from_utf8_lossy(&answer[..end]).to_ascii_lowercase();
    let length = head
        .lines()
        .find_map(|line| line.strip_prefix("content-length:"))
        .and_then(|n| n.trim().parse::<usize>().ok())
        .unwrap_or(0);
    answer.len() >= end + 4 + length
}

/// A WebDriver request; the answer's `value` or the error it names.
async fn send(
    http: &reqwest::Client,
    method: Method,
    url: &str,
    body: Option<&Value>,
) -> Result<Value, WebDriverError> {
    let mut request = http.request(method.clone(), url);
    if let Some(body) = body {
        request = request
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(body.to_string());
    }
    let answer = request
        .send()
        .await
        .unwrap_or_else(|e| panic!("WebDriver {method} {url} failed: {e}"));
    let status = answer.status();
    let bytes = answer
        .bytes()
        .await
        .unwrap_or_else(|e| panic!("WebDriver {method} {url}: reading the answer failed: {e}"));
    let json: Value = serde_json::from_slice(&bytes).unwrap_or_else(|e| {
        panic!(
            "WebDriver {method} {url} answered {status} with no JSON ({e}): {}",
            String::from_utf8_lossy(&bytes)
        )
    });
    let value = json.get("value").cloned().unwrap_or(Value::Null);
    if status.is_success() {
        Ok(value)
    } else {
        Err(WebDriverError { status, value })
    }
}

fn string(value: Value, what: &str) -> String {
    match value {
        Value::String(s) => s,
        other => panic!("WebDriver's {what} is not a string: {other}"),
    }
}

fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// Standard base64 (WebDriver's screenshots), without a crate for it.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut bits, mut n) = (0u32, 0u32);
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' | b'\r' | b'\n' => continue,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
            bits &= (1 << n) - 1;
        }
    }
    Some(out)
}

// The self-test.

/// What the page under test must show as text; the page escapes it.
const INJECTED: &str = r#"<script>console.log("injected ran"); alert("injected")</script>"#;

fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

fn page() -> String {
    format!(
        r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Browser self-test</title>
</head>
<body>
<p id="status">waiting</p>
<button id="go" data-kind="test">Go</button>
<p id="injected">{}</p>
<script>
document.getElementById("go").addEventListener("click", () => {{
  document.getElementById("status").textContent = "clicked";
  console.log("the button was clicked");
}});
</script>
</body>
</html>
"#,
        escape_html(INJECTED)
    )
}

#[test]
fn base64_decodes_with_and_without_padding() {
    assert_eq!(base64_decode("aGVsbG8=").unwrap(), b"hello");
    assert_eq!(base64_decode("aGk=").unwrap(), b"hi");
    assert_eq!(base64_decode("YWJj").unwrap(), b"abc");
    assert_eq!(base64_decode("iVBORw0KGgo=").unwrap(), b"\x89PNG\r\n\x1a\n");
    assert_eq!(base64_decode("a*b"), None);
}

#[tokio::test]
async fn the_browser_opens_a_local_page_runs_its_script_and_reads_its_console() {
    let started = Instant::now();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let html = page();
    let app = axum::Router::new().route(
        "/",
        axum::routing::get(move || async move { axum::response::Html(html) }),
    );
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let browser = Browser::start().await;
    browser.set_window_size(390, 844).await;
    let url = format!("http://{address}/");
    browser.goto(&url).await;
    assert_eq!(browser.url().await, url);
    assert_eq!(browser.title().await, "Browser self-test");
    let inner = browser
        .execute("return [window.innerWidth, window.innerHeight];", &[])
        .await;
    assert_eq!(inner[0], 390, "a phone-wide window: {inner}");

    // The page's script ran on a click, and its console line is read back.
    let status = browser.find("#status").await;
    assert_eq!(status.text().await, "waiting");
    let button = browser.find("#go").await;
    assert_eq!(button.attr("data-kind").await.as_deref(), Some("test"));
    assert_eq!(button.attr("title").await, None);
    button.click().await;
    browser
        .wait_for("#status", "clicked", Duration::from_secs(2))
        .await;
    let console = browser.console().await;
    assert!(
        console
            .iter()
            .any(|line| line.starts_with("INFO ") && line.contains("the button was clicked")),
        "the click's console line: {console:?}"
    );

    // The escaped script is text on the page, not a script: it did not run.
    let injected = browser.find("#injected").await;
    assert_eq!(injected.text().await, INJECTED);
    assert!(browser.find_all("#injected script").await.is_empty());
    assert_eq!(browser.find_all("script").await.len(), 1);
    assert!(browser.source().await.contains("&lt;script&gt;"));
    assert_eq!(browser.alert_text().await, None);
    assert!(
        !console.iter().any(|line| line.contains("injected ran")),
        "{console:?}"
    );

    // A page script's arguments and answer; the viewport of a phone; a screenshot.
    let sum = browser
        .execute("return arguments[0] + arguments[1];", &[json!(2), json!(3)])
        .await;
    assert_eq!(sum, 5);
    browser.set_viewport_size(390, 844).await;
    let inner = browser
        .execute("return [window.innerWidth, window.innerHeight];", &[])
        .await;
    assert_eq!(inner, json!([390, 844]), "the viewport of a phone");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("page.png");
    let png = browser.save_screenshot(&path).await;
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "{:?}", png.get(..8));
    // The PNG's IHDR: width then height, big-endian, after the signature and chunk header.
    let size = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    assert_eq!(
        (size(16), size(20)),
        (390, 844),
        "the screenshot is the viewport"
    );
    assert_eq!(std::fs::read(&path).unwrap(), png);
    assert!(
        browser.console().await.is_empty(),
        "nothing else was logged"
    );

    drop(browser);
    eprintln!("browser self-test took {:?}", started.elapsed());
}

// A player's seat (works without this script: every control is a form). It adds:
// - the page follows the match: it listens to the match's revision (server-sent events;
//   if they fail, it polls the live table's revision every 2 s), and when it changes it
//   fetches the page again and swaps the table and the hand, and the panel when the
//   panel it shows was drawn for an earlier version (a draft in progress is kept);
// - controls are sent with fetch() and the answer swapped in, without a reload.
"use strict";
(function () {
  var seat = document.querySelector("[data-seat]");
  if (!seat) return;
  var revision = seat.getAttribute("data-revision");
  var busy = false, again = false;

  function parse(text) {
    return new DOMParser().parseFromString(text, "text/html");
  }
  function swap(id, fresh) {
    var old = document.getElementById(id), now = fresh.getElementById(id);
    if (old && now) old.replaceWith(document.importNode(now, true));
    else if (old && !now) old.remove();
  }
  function swapAll(fresh) {
    var now = fresh.querySelector("[data-seat]");
    if (!now) { location.reload(); return; }
    seat.replaceWith(document.importNode(now, true));
    seat = document.querySelector("[data-seat]");
    revision = seat.getAttribute("data-revision");
  }
  function panelVersion(doc) {
    var panel = doc.getElementById("seat-panel");
    return panel ? panel.getAttribute("data-version") : null;
  }

  // The match moved: the table and the hand again, the panel if it is stale.
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.pathname, { cache: "no-store", credentials: "same-origin" })
      .then(function (r) { return r.ok && !r.redirected ? r.text() : null; })
      .then(function (text) {
        if (text === null) { location.reload(); return; }
        var fresh = parse(text);
        var now = fresh.querySelector("[data-seat]");
        if (!now) return;
        if (panelVersion(fresh) !== panelVersion(document)) { swapAll(fresh); return; }
        swap("seat-table", fresh);
        swap("seat-hand", fresh);
        revision = now.getAttribute("data-revision");
        seat.setAttribute("data-revision", revision);
      })
      .catch(function () {})
      .then(function () { busy = false; if (again) { again = false; refresh(); } });
  }
  function heard(value) {
    value = String(value).trim();
    if (value && value !== revision) refresh();
  }

  function poll() {
    var url = seat.getAttribute("data-poll");
    fetch(url, { cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (now) { if (now !== null) heard(now); setTimeout(poll, 2000); })
      .catch(function () { setTimeout(poll, 2000); });
  }
  if (window.EventSource) {
    var events = new EventSource(seat.getAttribute("data-events"));
    events.onmessage = function (e) {
      heard(e.data);
      if (e.data === "over") events.close();
    };
    events.onerror = function () {
      if (events.readyState === EventSource.CLOSED) poll();
    };
  } else {
    poll();
  }

  // A control sent without a reload: the answer is the whole seat again.
  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (!seat.contains(form) || form.method.toLowerCase() !== "post") return;
    e.preventDefault();
    var data = new FormData(form);
    if (e.submitter && e.submitter.name) data.append(e.submitter.name, e.submitter.value);
    form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
    fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(data),
      credentials: "same-origin",
    })
      .then(function (r) { return r.text().then(function (t) { return [r, t]; }); })
      .then(function (answer) {
        if (!answer[0].ok) { document.open(); document.write(answer[1]); document.close(); return; }
        swapAll(parse(answer[1]));
      })
      .catch(function () { form.submit(); });
  });
})();

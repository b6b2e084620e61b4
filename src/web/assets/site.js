// clash-bot's pages work without this script; it adds what needs one:
// - the replay's arrow keys (← →, Home, End follow the step links);
// - live pages: an element with data-live polls its address every second and reloads
//   the page when the number it answers changes (a result played in Discord);
// - times shown in the reader's own zone.
"use strict";
(function () {
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var rel = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[e.key];
    if (!rel) return;
    var link = document.querySelector('nav.steps a[data-rel="' + rel + '"]');
    if (link) { e.preventDefault(); location.href = link.href; }
  });

  document.querySelectorAll("time[datetime]").forEach(function (t) {
    var d = new Date(t.getAttribute("datetime"));
    if (!isNaN(d)) { t.textContent = d.toLocaleString(); t.title = t.getAttribute("datetime"); }
  });

  var live = document.querySelector("[data-live]");
  if (live) {
    var url = live.getAttribute("data-live");
    var seen = live.getAttribute("data-revision");
    var poll = function () {
      fetch(url, { cache: "no-store" })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (now) {
          if (now !== null && now.trim() !== seen) { location.reload(); return; }
          setTimeout(poll, 1000);
        })
        .catch(function () { setTimeout(poll, 3000); });
    };
    setTimeout(poll, 1000);
  }
})();

/* Bridger lessons: a long lesson folds its parts. Without this script every part is open.
   - a lesson with three parts or more shows the first part and the headings of the others; a
     heading is a button that opens or closes its part (aria-expanded), and one button opens or
     closes them all,
   - a link to a heading or rule in a closed part (#D1.2, the contents, "Lees de regel in de les")
     opens that part and shows the heading; so does the browser's find-in-page (hidden=until-found),
   - before printing every part opens. */
(function () {
  "use strict";
  var MIN_PARTS = 3;

  function setOpen(section, open) {
    var button = section.querySelector(".section-toggle");
    var body = section.querySelector(".lesson-section-body");
    button.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) body.removeAttribute("hidden");
    else body.setAttribute("hidden", "until-found");
  }

  function setup() {
    var sections = Array.prototype.slice.call(document.querySelectorAll(".lesson-section"));
    if (sections.length < MIN_PARTS) return;
    sections.forEach(function (section, i) {
      var heading = section.querySelector("h2");
      var body = section.querySelector(".lesson-section-body");
      if (!heading || !body || !body.id) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "section-toggle";
      button.setAttribute("aria-controls", body.id);
      var title = document.createElement("span");
      title.className = "section-title";
      while (heading.firstChild) title.appendChild(heading.firstChild);  // the heading's text names the button
      button.appendChild(title);
      heading.appendChild(button);
      button.addEventListener("click", function () {
        setOpen(section, button.getAttribute("aria-expanded") !== "true");
      });
      body.addEventListener("beforematch", function () { setOpen(section, true); });
      setOpen(section, i === 0);
    });
    var ready = sections.filter(function (s) { return s.querySelector(".section-toggle"); });

    var all = document.createElement("button");
    all.type = "button";
    all.className = "button button-quiet button-small sections-all";
    function label() {
      var anyClosed = ready.some(function (s) { return s.querySelector(".lesson-section-body").hidden; });
      all.textContent = anyClosed ? "Alle delen openen" : "Alle delen sluiten";
      return anyClosed;
    }
    all.addEventListener("click", function () {
      var open = label();
      ready.forEach(function (s) { setOpen(s, open); });
      label();
    });
    ready.forEach(function (s) { s.querySelector(".section-toggle").addEventListener("click", label); });
    label();
    sections[0].parentNode.insertBefore(all, sections[0]);

    function reveal() {
      var id = decodeURIComponent(location.hash.slice(1));
      var target = id && document.getElementById(id);
      if (!target) return;
      var section = target.closest(".lesson-section");
      if (section && section.querySelector(".section-toggle")) {
        setOpen(section, true);
        label();
      }
      target.scrollIntoView();
    }
    window.addEventListener("hashchange", reveal);
    // the same link twice gives no hashchange: open its part anyway
    document.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[href^='#']") : null;
      if (link) setTimeout(reveal, 0);
    });
    window.addEventListener("beforeprint", function () { ready.forEach(function (s) { setOpen(s, true); }); });
    reveal();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();

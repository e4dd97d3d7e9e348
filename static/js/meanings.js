/* Bridger: what a call means, a <details> pop-up in the bidding table (macros/cards.html).
   The pop-ups work without this script; it keeps them from covering what the learner needs:
   - one open at a time (opening one closes the others),
   - Escape closes it and gives the focus back to its call,
   - a tap or click anywhere else closes it, and so does a tap on the pop-up itself (on a phone
     with large text it may lie over the bid box),
   - sending an answer closes it, so it never lies over the verdict. */
(function () {
  "use strict";
  var SELECTOR = "details.call-meaning";

  function closeAll(except) {
    document.querySelectorAll(SELECTOR + "[open]").forEach(function (d) {
      if (d !== except) d.open = false;
    });
  }

  // "toggle" does not bubble, but it passes the document on its way down
  document.addEventListener("toggle", function (event) {
    var d = event.target;
    if (d.open && d.matches && d.matches(SELECTOR)) closeAll(d);
  }, true);

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !document.querySelector(SELECTOR + "[open]")) return;
    var active = document.activeElement;
    var owner = active && active.closest ? active.closest(SELECTOR + "[open]") : null;
    closeAll(null);
    if (owner) owner.querySelector("summary").focus();
  });

  document.addEventListener("click", function (event) {
    var summary = event.target.closest ? event.target.closest(SELECTOR + " > summary") : null;
    closeAll(summary ? summary.parentNode : null);
  });

  document.addEventListener("submit", function () { closeAll(null); }, true);
  document.addEventListener("htmx:beforeRequest", function () { closeAll(null); });
})();

/* Bridger display helpers, on every page. Without this script the pages work the same; it adds:
   - a data-suit mark on hand rows, calls and suit symbols, so four-colour suits can colour
     diamonds orange and clubs green (the server's markup only says red or black),
   - focus (and scroll) to an element marked data-focus-on-load: an error or a result the
     learner must see first, after a full page load or an htmx swap,
   - a disclosure marked data-remember="<url>" (the whole deal after an answer) tells the server
     when it is opened or closed, so the next answer shows it the same way. */
(function () {
  "use strict";
  var SUITS = { "\u2660": "s", "\u2665": "h", "\u2666": "d", "\u2663": "c" };
  var SELECTOR = ".hand-row, .call, .suit, .suit-symbol, .bid-symbol, .contract-suit";

  function suitOf(text) {
    for (var i = 0; i < text.length; i++) {
      if (SUITS[text.charAt(i)]) return SUITS[text.charAt(i)];
    }
    return null;
  }

  function mark(root) {
    if (!root || !root.querySelectorAll) return;
    root.querySelectorAll(SELECTOR).forEach(function (el) {
      if (el.dataset.suit) return;
      var suit = suitOf(el.textContent || "");
      if (suit) el.dataset.suit = suit;
    });
  }

  function focusMarked(root) {
    var target = (root || document).querySelector("[data-focus-on-load]");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "center" });
  }

  // a click on the summary (also Enter or Space on it) comes before the disclosure toggles; the
  // toggle event would also fire for a disclosure that the page renders open
  function remember(event) {
    var summary = event.target.closest ? event.target.closest("details[data-remember] > summary") : null;
    if (!summary || !window.fetch) return;
    var details = summary.parentNode;
    var token = document.querySelector("meta[name='csrf-token']");
    var body = new URLSearchParams({ open: details.open ? "uit" : "aan" });
    fetch(details.dataset.remember, {
      method: "POST", body: body, credentials: "same-origin",
      headers: { "X-CSRFToken": token ? token.content : "" }
    }).catch(function () { /* only a preference: the page works the same without it */ });
  }

  document.addEventListener("click", remember);

  document.addEventListener("DOMContentLoaded", function () {
    mark(document);
    focusMarked();
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    mark(event.detail.elt);
    if (event.detail.elt && event.detail.elt.querySelector) focusMarked(event.detail.elt);
  });
})();

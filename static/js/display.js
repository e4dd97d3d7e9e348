/* Bridger display helpers, on every page. Without this script the pages work the same; it adds:
   - a data-suit mark on hand rows, calls and suit symbols, so four-colour suits can colour
     diamonds orange and clubs green (the server's markup only says red or black),
   - focus (and scroll) to an element marked data-focus-on-load: an error or a result the
     learner must see first, after a full page load or an htmx swap. */
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

  document.addEventListener("DOMContentLoaded", function () {
    mark(document);
    focusMarked();
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    mark(event.detail.elt);
    if (event.detail.elt && event.detail.elt.querySelector) focusMarked(event.detail.elt);
  });
})();

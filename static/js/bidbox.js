/* Bridger bid box: keyboard comfort and htmx polish for the quiz page.
   The page works fully without this script; it only adds:
   - arrow keys move between the calls of the bid box (one tab stop for the whole grid),
   - a bid typed while a key has the focus goes into "Of typ uw bod" ("2 ha": the space does not
     press the focused key), and the skip link "Naar de biedkast" puts the focus on a key,
   - a rejected answer (HTTP 400/422, e.g. an illegal call) is still shown in place,
   - after an answer swaps in, focus moves to the verdict so it is read out at once, and the
     verdict scrolls to the top of the screen,
   - the confirm step (/weergave; by default on touch screens): a tap chooses a call, a second
     tap on "Bevestig" sends it, so a mis-tap does not count as a miss. */
(function () {
  "use strict";

  function enabledButtons(box) {
    return Array.prototype.slice.call(box.querySelectorAll("button.bid:not([disabled])"));
  }

  function setupBox(box) {
    if (box.dataset.ready) return;
    box.dataset.ready = "1";
    var buttons = enabledButtons(box);
    if (!buttons.length) return;
    buttons.forEach(function (b, i) { b.tabIndex = i === 0 ? 0 : -1; });
    setupConfirm(box);

    box.addEventListener("keydown", function (event) {
      if (typeIntoField(box, event)) return;
      var current = event.target.closest("button.bid");
      if (!current) return;
      var enabled = enabledButtons(box);
      var index = enabled.indexOf(current);
      var target = null;
      if (event.key === "ArrowRight") target = enabled[index + 1];
      else if (event.key === "ArrowLeft") target = enabled[index - 1];
      else if (event.key === "Home") target = enabled[0];
      else if (event.key === "End") target = enabled[enabled.length - 1];
      else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        // the nearest enabled call in the same column, in the next row that has one
        var dir = event.key === "ArrowDown" ? 1 : -1;
        var row = +current.dataset.row, col = +current.dataset.col;
        for (var r = row + dir; r >= 0 && r <= 7 && !target; r += dir) {
          var best = null;
          enabled.forEach(function (b) {
            if (+b.dataset.row !== r) return;
            if (!best || Math.abs(+b.dataset.col - col) < Math.abs(+best.dataset.col - col)) best = b;
          });
          target = best;
        }
      }
      if (target) {
        event.preventDefault();
        current.tabIndex = -1;
        target.tabIndex = 0;
        target.focus();
      }
    });
  }

  // the typed field that goes with a bid box: in the same answer region (quiz) or table (/bieden)
  function typedField(box) {
    var region = box.closest(".answer-region, #antwoord");
    return region ? region.querySelector(".typed-form input[name='answer']") : null;
  }

  function typeIntoField(box, event) {
    // a printable key starts a typed bid; space and Enter keep pressing the focused key
    if (event.key.length !== 1 || event.key === " " || event.ctrlKey || event.metaKey || event.altKey) return false;
    var field = typedField(box);
    if (!field) return false;
    event.preventDefault();
    field.value = event.key;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    return true;
  }

  function focusKey(box) {
    var key = box.querySelector("button.bid[tabindex='0']:not([disabled])") || enabledButtons(box)[0];
    if (key) key.focus();
  }

  // the skip link to the bid box lands on its current key, ready for arrows or typing
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a.skip-link[href='#biedkast']") : null;
    var box = link && document.getElementById("biedkast");
    if (!box) return;
    event.preventDefault();
    focusKey(box);
  });

  function confirmWanted() {
    var choice = document.documentElement.dataset.confirm || "auto";
    if (choice === "aan") return true;
    if (choice === "uit") return false;
    return !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
  }

  function setupConfirm(box) {
    var form = box.closest("form");
    var bar = form && form.querySelector("[data-bid-confirm]");
    if (!bar || !confirmWanted()) return;
    var chosen = bar.querySelector("[data-bid-chosen]");
    var go = bar.querySelector("[data-bid-go]");
    var cancel = bar.querySelector("[data-bid-cancel]");
    var pending = null;

    function clear() {
      if (pending) pending.setAttribute("aria-pressed", "false");
      pending = null;
      bar.hidden = true;
    }

    enabledButtons(box).forEach(function (b) { b.setAttribute("aria-pressed", "false"); });
    box.addEventListener("click", function (event) {
      var button = event.target.closest("button.bid");
      if (!button || button.disabled) return;
      if (button.dataset.confirmed === "1") { delete button.dataset.confirmed; return; }  // the real send
      event.preventDefault();
      event.stopPropagation();
      if (pending) pending.setAttribute("aria-pressed", "false");
      pending = button;
      button.setAttribute("aria-pressed", "true");
      var spoken = button.querySelector(".visually-hidden");
      chosen.textContent = spoken ? spoken.textContent : button.textContent;
      bar.hidden = false;
      go.focus();
    }, true);
    go.addEventListener("click", function () {
      if (!pending) return;
      var button = pending;
      button.dataset.confirmed = "1";
      bar.hidden = true;
      button.click();
    });
    cancel.addEventListener("click", function () {
      var button = pending;
      clear();
      if (button) button.focus();
    });
  }

  function setupAll(root) {
    (root || document).querySelectorAll("[data-bidbox]").forEach(setupBox);
  }

  document.addEventListener("DOMContentLoaded", function () { setupAll(document); });

  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    if ((status === 400 || status === 422) && event.detail.target && event.detail.target.id === "antwoord") {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  document.addEventListener("htmx:afterSwap", function (event) {
    setupAll(document);  // an outerHTML swap (/bieden's table) reports the element it replaced
    var region = document.getElementById("antwoord");
    if (!region || !region.contains(event.detail.elt) && event.detail.elt !== region) return;
    var focus = region.querySelector("[data-focus]");
    if (!focus) return;
    focus.focus({ preventScroll: true });
    // the verdict at the top of the screen, so the book's call and why follow it on the same screen
    region.scrollIntoView({ block: "start" });
  });
})();

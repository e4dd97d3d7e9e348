/* Bridger: the main menu on a phone. Below 48rem the menu folds behind the "Menu" button, so the
   header leaves the screen to the page (with large text it took three rows); without this script
   css/noscript.css keeps it open. The button opens and closes it (aria-expanded), Escape closes it
   and gives the focus back to the button. */
(function () {
  "use strict";

  function setup() {
    var button = document.querySelector(".menu-button");
    var nav = button && document.getElementById(button.getAttribute("aria-controls"));
    if (!nav) return;

    function setOpen(open) {
      button.setAttribute("aria-expanded", open ? "true" : "false");
      nav.classList.toggle("is-open", open);
    }

    button.addEventListener("click", function () {
      setOpen(button.getAttribute("aria-expanded") !== "true");
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
      setOpen(false);
      if (nav.contains(document.activeElement) || document.activeElement === button) button.focus();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();

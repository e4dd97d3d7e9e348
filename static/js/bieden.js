/* Bridger bidding table (/bieden): htmx polish only; the page works fully without it.
   - a refused call (HTTP 400/409, e.g. an illegal one) is still shown in place,
   - after a swap, focus moves to the verdict (or the error) so it is read out at once. */
(function () {
  "use strict";

  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    if ((status === 400 || status === 409) && event.detail.target && event.detail.target.id === "tafel") {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  document.addEventListener("htmx:afterSwap", function () {
    var region = document.getElementById("tafel");
    if (!region) return;
    var focus = region.querySelector("[data-focus]");
    if (focus) focus.focus({ preventScroll: false });
  });
})();

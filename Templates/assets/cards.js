(function () {
  "use strict";
  // The cards' small stages on the home, category and tag pages: a control pauses every one of
  // them (and is remembered), and a stage out of view does not run. SMIL stages pause through
  // the SVG's clock, CSS ones through the `card-stage-paused` class.
  var key = "catalog-cards-paused";
  var stages = Array.prototype.slice.call(document.querySelectorAll("svg.card-stage"));
  var buttons = Array.prototype.slice.call(document.querySelectorAll("button.cards-pause"));
  var paused = false;
  try { paused = localStorage.getItem(key) === "true"; } catch (e) { paused = false; }

  function apply(svg) {
    var runs = !paused && svg.getAttribute("data-in-view") !== "false";
    svg.classList.toggle("card-stage-paused", !runs);
    if (typeof svg.pauseAnimations === "function") {
      if (runs) { svg.unpauseAnimations(); } else { svg.pauseAnimations(); }
    }
  }

  function applyAll() {
    stages.forEach(apply);
    buttons.forEach(function (button) { button.setAttribute("aria-pressed", paused ? "true" : "false"); });
  }

  buttons.forEach(function (button) {
    button.hidden = !stages.length;
    button.addEventListener("click", function () {
      paused = !paused;
      try { localStorage.setItem(key, paused ? "true" : "false"); } catch (e) { /* not kept */ }
      applyAll();
    });
  });

  if ("IntersectionObserver" in window) {
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        entry.target.setAttribute("data-in-view", entry.isIntersecting ? "true" : "false");
        apply(entry.target);
      });
    });
    stages.forEach(function (svg) { observer.observe(svg); });
  }
  applyAll();
})();

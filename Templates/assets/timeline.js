(function () {
  "use strict";
  var reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");

  function setUp(svg) {
    if (svg.getAttribute("data-timeline-ready") || typeof svg.pauseAnimations !== "function") return;
    svg.setAttribute("data-timeline-ready", "true");
    var cycle = parseFloat(svg.getAttribute("data-timeline-duration")) || 1;
    var labels = {
      play: svg.getAttribute("data-label-play") || "Play",
      pause: svg.getAttribute("data-label-pause") || "Pause",
      scrubber: svg.getAttribute("data-label-scrubber") || "Moment of the animation"
    };
    var controls = document.createElement("div");
    controls.className = "timeline-controls";
    var button = document.createElement("button");
    button.type = "button";
    var scrubber = document.createElement("input");
    scrubber.type = "range";
    scrubber.min = "0";
    scrubber.max = String(Math.round(cycle * 1000));
    scrubber.step = "10";
    scrubber.value = "0";
    scrubber.setAttribute("aria-label", labels.scrubber);
    if (svg.id) controls.setAttribute("aria-controls", svg.id);
    controls.appendChild(button);
    controls.appendChild(scrubber);
    svg.parentNode.insertBefore(controls, svg.nextSibling);

    var playing = true;
    function show() {
      button.textContent = playing ? labels.pause : labels.play;
    }
    function moment() {
      var time = svg.getCurrentTime() % cycle;
      scrubber.value = String(Math.round(time * 1000));
      scrubber.setAttribute("aria-valuetext", Math.round(time * 1000) + " ms");
    }
    function follow() {
      if (!playing) return;
      moment();
      window.requestAnimationFrame(follow);
    }
    function play(asked) {
      playing = true;
      // Asked by the reader: show the full motion even when they prefer reduced motion.
      if (asked) svg.classList.add("timeline-playing");
      svg.unpauseAnimations();
      show();
      window.requestAnimationFrame(follow);
    }
    function pause() {
      playing = false;
      svg.pauseAnimations();
      show();
      moment();
    }
    button.addEventListener("click", function () {
      if (playing) { pause(); } else { play(true); }
    });
    scrubber.addEventListener("input", function () {
      if (playing) pause();
      svg.setCurrentTime(Number(scrubber.value) / 1000);
      moment();
    });
    if (reduce && reduce.matches) {
      // Hold the final frame, where every element is in place and visible.
      svg.setCurrentTime(parseFloat(svg.getAttribute("data-timeline-rest")) || 0);
      pause();
    } else {
      play(false);
    }
  }

  function setUpAll() {
    var svgs = document.querySelectorAll("svg[data-timeline]");
    for (var i = 0; i < svgs.length; i++) setUp(svgs[i]);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUpAll);
  } else {
    setUpAll();
  }
})();

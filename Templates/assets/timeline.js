(function () {
  "use strict";
  // Controls under every timeline drawing: play/pause, a switch between the full motion and
  // what Reduce Motion shows, and a scrubber laid along the chart's time axis whose value is
  // the chart time it points at, in milliseconds, with a visible readout.
  var reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");

  function numbers(text) {
    return (text || "").split(/[ ,]+/).filter(function (part) { return part !== ""; }).map(Number);
  }

  function setUp(svg) {
    if (svg.getAttribute("data-timeline-ready") || typeof svg.pauseAnimations !== "function") return;
    svg.setAttribute("data-timeline-ready", "true");
    var cycle = parseFloat(svg.getAttribute("data-timeline-duration")) || 1;
    var still = parseFloat(svg.getAttribute("data-timeline-still")) || 0;
    // The chart's axis: its left and right ends in the drawing's units, and its end in seconds.
    var axis = numbers(svg.getAttribute("data-timeline-axis"));
    var width = svg.viewBox && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 480;
    var axisEnd = axis[2] || cycle;
    // The phases the playhead sweeps: a start in the loop and a span each.
    var sweepNumbers = numbers(svg.getAttribute("data-timeline-sweeps"));
    var phases = [];
    for (var i = 0; i + 1 < sweepNumbers.length; i += 2) phases.push({ start: sweepNumbers[i], span: sweepNumbers[i + 1] });
    if (!phases.length) phases.push({ start: 0, span: cycle });
    var labels = {
      play: svg.getAttribute("data-label-play") || "",
      pause: svg.getAttribute("data-label-pause") || "",
      scrubber: svg.getAttribute("data-label-scrubber") || "",
      reduced: svg.getAttribute("data-label-reduced") || "",
      ms: svg.getAttribute("data-label-milliseconds") || "ms"
    };
    var id = svg.id;

    var controls = document.createElement("div");
    controls.className = "timeline-controls";
    var buttons = document.createElement("div");
    buttons.className = "timeline-buttons";
    var button = document.createElement("button");
    button.type = "button";
    button.setAttribute("aria-controls", id);
    var variant = document.createElement("button");
    variant.type = "button";
    variant.className = "timeline-variant";
    variant.setAttribute("aria-controls", id);
    variant.textContent = labels.reduced;
    buttons.appendChild(button);
    buttons.appendChild(variant);

    var track = document.createElement("div");
    track.className = "timeline-track";
    // Along the axis: the range's thumb centre sits on the axis at both ends, in the
    // drawing's rendered size.
    var thumb = 8;
    // The axis as drawn: on a narrow frame the chart's style sheet stretches it across.
    var axisLine = svg.querySelector(".foot line.axis");
    function alignTrack() {
      var box = svg.getBoundingClientRect();
      var drawn = axisLine ? axisLine.getBoundingClientRect() : null;
      if (drawn && drawn.width > 0) {
        track.style.marginLeft = (drawn.left - box.left - thumb) + "px";
        track.style.width = (drawn.width + 2 * thumb) + "px";
        return;
      }
      if (axis.length < 2 || !(width > 0)) return;
      var scale = box.width / width;
      if (!(scale > 0)) return;
      track.style.marginLeft = (axis[0] * scale - thumb) + "px";
      track.style.width = ((axis[1] - axis[0]) * scale + 2 * thumb) + "px";
    }
    alignTrack();
    window.addEventListener("resize", alignTrack);
    var scrubber = document.createElement("input");
    scrubber.type = "range";
    scrubber.id = id + "-scrubber";
    scrubber.min = "0";
    scrubber.max = String(Math.round(axisEnd * 1000));
    scrubber.step = "1";
    scrubber.value = "0";
    scrubber.setAttribute("aria-label", labels.scrubber);
    scrubber.setAttribute("aria-controls", id);
    var readout = document.createElement("output");
    readout.className = "timeline-time";
    readout.setAttribute("for", scrubber.id);
    readout.setAttribute("aria-hidden", "true");
    track.appendChild(scrubber);
    buttons.appendChild(readout);
    controls.appendChild(buttons);
    controls.appendChild(track);
    // Above the drawing, so that Play and the scrubber show with the stage's top in the first
    // screenful; the drawing scales to its frame's width and never scrolls.
    var frame = svg.parentNode;
    frame.insertBefore(controls, svg);
    if (frame.classList && frame.classList.contains("timeline")) {
      frame.setAttribute("role", "group");
      frame.setAttribute("aria-labelledby", id + "-title");
    }

    // The phase playing at a moment of the loop: the last that has begun.
    function phaseAt(time) {
      var current = phases[0];
      for (var index = 0; index < phases.length; index++) if (phases[index].start <= time + 1e-9) current = phases[index];
      return current;
    }
    function chartTime(loopTime) {
      var phase = phaseAt(loopTime);
      return Math.min(Math.max(loopTime - phase.start, 0), phase.span);
    }

    var playing = false;
    var showReduced = !!(reduce && reduce.matches);
    function showVariant() {
      svg.classList.toggle("timeline-reduced", showReduced);
      svg.classList.toggle("timeline-full", !showReduced);
      variant.setAttribute("aria-pressed", showReduced ? "true" : "false");
    }
    function show() {
      button.textContent = playing ? labels.pause : labels.play;
    }
    // The readout and the scrubber at loop time `at`, or at the drawing's current time. A seek
    // is not seen by getCurrentTime until the drawing's timeline runs, so whoever seeks passes
    // the time it sought.
    function moment(at) {
      var time = (typeof at === "number" ? at : svg.getCurrentTime()) % cycle;
      var ms = Math.round(chartTime(time) * 1000);
      scrubber.value = String(ms);
      var text = ms + " " + labels.ms;
      scrubber.setAttribute("aria-valuetext", text);
      readout.textContent = text;
    }
    function follow() {
      if (!playing) return;
      moment();
      window.requestAnimationFrame(follow);
    }
    function play() {
      playing = true;
      svg.unpauseAnimations();
      show();
      window.requestAnimationFrame(follow);
    }
    function pause(at) {
      playing = false;
      svg.pauseAnimations();
      show();
      moment(at);
    }
    button.addEventListener("click", function () {
      if (playing) { pause(); } else { play(); }
    });
    variant.addEventListener("click", function () {
      showReduced = !showReduced;
      showVariant();
    });
    scrubber.addEventListener("input", function () {
      // The chart time asked for, read before pausing sets the scrubber to the current time.
      var asked = Number(scrubber.value) / 1000;
      var phase = phaseAt(svg.getCurrentTime() % cycle);
      var loopTime = Math.min(phase.start + asked, cycle);
      if (playing) pause(loopTime);
      svg.setCurrentTime(loopTime);
      moment(loopTime);
    });
    showVariant();
    if (showReduced) {
      // Nothing moves until asked: a still moment where the elements show, then Play plays
      // what Reduce Motion shows, in its own loop.
      svg.setCurrentTime(still);
      pause(still);
    } else {
      play();
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

// Progressive enhancement for every page: a copy button on every code block, "Copied"
// announced through the page's live region, the theme control, the header's menus and the
// language switcher's fragment.
(function () {
  "use strict";
  var live = document.getElementById("live-region");

  function announce(text) {
    if (!live) { return; }
    // Emptied first, so that saying the same word twice is still a change to announce.
    live.textContent = "";
    setTimeout(function () { live.textContent = text; }, 50);
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy failed")); }
    });
  }

  function wire(button, code) {
    button.hidden = false;
    var label = button.textContent;
    button.addEventListener("click", function () {
      copyText(code.textContent).then(function () {
        var copied = button.getAttribute("data-copied-label") || label;
        button.textContent = copied;
        button.setAttribute("data-copied", "true");
        announce(copied);
        setTimeout(function () { button.textContent = label; button.removeAttribute("data-copied"); }, 2000);
      }, function () {
        var range = document.createRange();
        range.selectNodeContents(code);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      });
    });
  }

  // Source listings carry their own button; every other code block gets one above it.
  Array.prototype.forEach.call(document.querySelectorAll(".copy-button"), function (button) {
    var figure = button.closest("figure");
    var code = figure && figure.querySelector("pre code");
    if (code) { wire(button, code); }
  });
  Array.prototype.forEach.call(document.querySelectorAll("pre.code"), function (pre) {
    if (pre.closest("figure.source") || !live) { return; }
    var code = pre.querySelector("code") || pre;
    var bar = document.createElement("div");
    bar.className = "code-actions";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = live.getAttribute("data-copy-label") || "Copy";
    button.setAttribute("data-copied-label", live.getAttribute("data-copied-label") || "Copied");
    var name = pre.getAttribute("aria-label");
    if (name) { button.setAttribute("aria-label", button.textContent + " " + name); }
    bar.appendChild(button);
    pre.parentNode.insertBefore(bar, pre);
    wire(button, code);
  });

  // The theme control: System follows the system's setting, live; Light and Dark are kept in
  // localStorage (which works from file:// too).
  var root = document.documentElement;
  var toggle = document.querySelector(".theme-toggle");
  var system = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function apply(choice) {
    var dark = choice === "dark" || (choice !== "light" && system && system.matches);
    root.setAttribute("data-theme", dark ? "dark" : "light");
    root.setAttribute("data-theme-choice", choice);
  }
  if (toggle) {
    toggle.hidden = false;
    var chosen = toggle.querySelector("input[value='" + (root.getAttribute("data-theme-choice") || "system") + "']");
    if (chosen) { chosen.checked = true; }
    toggle.addEventListener("change", function (event) {
      var choice = event.target.value;
      try {
        if (choice === "system") { localStorage.removeItem("catalog-theme"); }
        else { localStorage.setItem("catalog-theme", choice); }
      } catch (e) { /* Storage refused: the choice lasts for this page. */ }
      apply(choice);
    });
  }
  if (system && system.addEventListener) {
    system.addEventListener("change", function () { apply(root.getAttribute("data-theme-choice") || "system"); });
  }

  // The phone menu and the categories' menu: a button that opens its panel; Escape or a click
  // elsewhere closes it.
  var disclosures = Array.prototype.slice.call(document.querySelectorAll(".menu-button, .nav-categories-button"));
  function setOpen(button, open) {
    button.setAttribute("aria-expanded", open ? "true" : "false");
    var panel = document.getElementById(button.getAttribute("aria-controls"));
    if (panel) { panel.classList.toggle("open", open); }
  }
  disclosures.forEach(function (button) {
    button.addEventListener("click", function () { setOpen(button, button.getAttribute("aria-expanded") !== "true"); });
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") { return; }
    disclosures.forEach(function (button) {
      if (button.getAttribute("aria-expanded") !== "true") { return; }
      var panel = document.getElementById(button.getAttribute("aria-controls"));
      var inside = panel && panel.contains(document.activeElement);
      setOpen(button, false);
      if (inside) { button.focus(); }
    });
  });
  document.addEventListener("click", function (event) {
    disclosures.forEach(function (button) {
      var panel = document.getElementById(button.getAttribute("aria-controls"));
      if (!button.contains(event.target) && !(panel && panel.contains(event.target))) { setOpen(button, false); }
    });
  });

  // The table of contents marks the section being read: the last one whose heading has
  // passed the top fifth of the window (the first until then).
  var tocLinks = Array.prototype.filter.call(document.querySelectorAll(".toc a[href^='#']"), function (link) {
    return document.getElementById(decodeURIComponent(link.hash.slice(1)));
  });
  var marking = false;
  function markSection() {
    marking = false;
    var current = tocLinks[0];
    tocLinks.forEach(function (link) {
      var target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (target.getBoundingClientRect().top <= innerHeight / 5) { current = link; }
    });
    if (innerHeight + scrollY >= document.documentElement.scrollHeight - 2) { current = tocLinks[tocLinks.length - 1]; }
    tocLinks.forEach(function (link) {
      if (link === current) { link.setAttribute("aria-current", "location"); } else { link.removeAttribute("aria-current"); }
    });
  }
  if (tocLinks.length) {
    window.addEventListener("scroll", function () {
      if (!marking) { marking = true; requestAnimationFrame(markSection); }
    }, { passive: true });
    markSection();
  }

  // Printed, the collapsed source is printed too.
  function openSources() {
    Array.prototype.forEach.call(document.querySelectorAll("details.source-details"), function (d) { d.open = true; });
  }
  window.addEventListener("beforeprint", openSources);

  // The language switcher keeps the section the reader is at. A component page's sections
  // have the same ids in every language; a guide's headings do not, so its links list each
  // language's section ids in order (data-sections), and the section at the same position is
  // the one opened.
  function sectionsOf(link) {
    return link ? (link.getAttribute("data-sections") || "").split(" ").filter(Boolean) : [];
  }
  Array.prototype.forEach.call(document.querySelectorAll(".language-switcher a"), function (link) {
    link.addEventListener("click", function () {
      if (!location.hash) { return; }
      var id = location.hash.slice(1);
      try { id = decodeURIComponent(id); } catch (e) {}
      var at = sectionsOf(document.querySelector(".language-switcher a[aria-current]")).indexOf(id);
      var theirs = sectionsOf(link);
      if (at >= 0 && at < theirs.length) { id = theirs[at]; }
      link.href = link.href.split("#")[0] + "#" + encodeURIComponent(id);
    });
  });
})();

// Progressive enhancement for every page: a copy button on every code block, "Copied"
// announced through the page's live region, and the theme menu.
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

  // The theme menu: System follows the system's setting, live; Light and Dark are kept in
  // localStorage (which works from file:// too).
  var root = document.documentElement;
  var toggle = document.querySelector(".theme-toggle");
  var select = toggle && toggle.querySelector("select");
  var system = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function apply(choice) {
    var dark = choice === "dark" || (choice !== "light" && system && system.matches);
    root.setAttribute("data-theme", dark ? "dark" : "light");
    root.setAttribute("data-theme-choice", choice);
  }
  if (select) {
    toggle.hidden = false;
    select.value = root.getAttribute("data-theme-choice") || "system";
    select.addEventListener("change", function () {
      try {
        if (select.value === "system") { localStorage.removeItem("catalog-theme"); }
        else { localStorage.setItem("catalog-theme", select.value); }
      } catch (e) { /* Storage refused: the choice lasts for this page. */ }
      apply(select.value);
    });
  }
  if (system && system.addEventListener) {
    system.addEventListener("change", function () { apply(root.getAttribute("data-theme-choice") || "system"); });
  }
})();

// Progressive enhancement for every page: the copy buttons of source listings.
(function () {
  "use strict";
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
  var buttons = document.querySelectorAll(".copy-button");
  Array.prototype.forEach.call(buttons, function (button) {
    var figure = button.closest("figure");
    var code = figure && figure.querySelector("pre code");
    if (!code) { return; }
    button.hidden = false;
    var label = button.textContent;
    button.addEventListener("click", function () {
      copyText(code.textContent).then(function () {
        button.textContent = button.getAttribute("data-copied-label") || label;
        button.setAttribute("data-copied", "true");
        setTimeout(function () { button.textContent = label; button.removeAttribute("data-copied"); }, 2000);
      }, function () {
        var range = document.createRange();
        range.selectNodeContents(code);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      });
    });
  });
})();

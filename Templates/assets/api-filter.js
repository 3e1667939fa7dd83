// The API page's filter: hides the parameter rows whose name and type do not contain what is
// typed, and the components left with no row. Works from file:// (no fetch, no modules).
(function () {
  "use strict";
  var box = document.getElementById("api-filter");
  var input = document.getElementById("api-filter-input");
  if (!box || !input) return;
  var status = box.querySelector(".api-filter-status");
  var sections = Array.prototype.slice.call(document.querySelectorAll(".api-component"));

  function apply() {
    var query = input.value.trim().toLowerCase();
    var shown = 0;
    sections.forEach(function (section) {
      var rows = Array.prototype.slice.call(section.querySelectorAll("tr[data-name]"));
      var visible = 0;
      rows.forEach(function (row) {
        var text = (row.getAttribute("data-name") + " " + row.getAttribute("data-type")).toLowerCase();
        var match = query === "" || text.indexOf(query) !== -1;
        row.hidden = !match;
        if (match) visible += 1;
      });
      section.hidden = query !== "" && visible === 0;
      shown += visible;
    });
    status.textContent = query !== "" && shown === 0 ? box.getAttribute("data-none") : "";
  }

  input.addEventListener("input", apply);
  var initial = new URLSearchParams(window.location.search).get("q");
  if (initial) input.value = initial;
  apply();
})();

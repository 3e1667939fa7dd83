// Search that runs from file:// : the index is a script that sets window.catalogSearchIndex,
// so no fetch, no modules, no WebAssembly. Forgives typos, folds accents (an exact accent
// ranks first), strips common English and Spanish endings, and finds a component by the
// keywords of every language.
(function () {
  "use strict";
  var app = document.getElementById("search");
  var index = window.catalogSearchIndex;
  if (!app || !index) { return; }
  var root = app.getAttribute("data-root") || "";
  var input = document.getElementById("search-input");
  var status = app.querySelector(".search-status");
  var list = app.querySelector(".search-results");

  var FIELDS = [["title", 10], ["keywords", 7], ["api", 4], ["category", 3], ["level", 2], ["summary", 3], ["text", 1]];

  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }
  function words(text) {
    return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(function (w) { return w.length > 0; });
  }
  var SUFFIXES = ["aciones", "iciones", "ciones", "amente", "mente", "ations", "ation", "ments", "ment",
    "ing", "ers", "ies", "es", "ed", "er", "ly", "s", "a", "o"];
  function stem(word) {
    for (var i = 0; i < SUFFIXES.length; i++) {
      var suffix = SUFFIXES[i];
      if (word.length - suffix.length >= 3 && word.slice(-suffix.length) === suffix) {
        return word.slice(0, -suffix.length);
      }
    }
    return word;
  }
  // Damerau-Levenshtein distance with an early exit above `limit`.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return limit + 1; }
    var rows = [];
    for (var i = 0; i <= a.length; i++) { rows.push([i]); }
    for (var j = 1; j <= b.length; j++) { rows[0][j] = j; }
    for (i = 1; i <= a.length; i++) {
      var best = limit + 1;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          value = Math.min(value, rows[i - 2][j - 2] + 1);
        }
        rows[i][j] = value;
        if (value < best) { best = value; }
      }
      if (best > limit) { return limit + 1; }
    }
    return rows[a.length][b.length];
  }
  function allowedTypos(word) { return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0; }

  // Each document's words per field: exact (lowercase), folded, and stemmed.
  var documents = index.documents.map(function (doc) {
    var fields = FIELDS.map(function (field) {
      var value = doc[field[0]];
      var text = Array.isArray(value) ? value.join(" ") : (value || "");
      var exact = words(text);
      return {
        weight: field[1],
        exact: exact,
        folded: exact.map(fold),
        stems: exact.map(function (w) { return stem(fold(w)); })
      };
    });
    return { doc: doc, fields: fields };
  });

  function scoreWord(entry, query) {
    var folded = fold(query), stemmed = stem(folded), typos = allowedTypos(folded);
    var best = 0, fuzzy = false;
    entry.fields.forEach(function (field) {
      for (var i = 0; i < field.folded.length; i++) {
        var w = field.weight, score = 0;
        if (field.exact[i] === query) { score = w * 1.2; }
        else if (field.folded[i] === folded) { score = w; }
        else if (field.stems[i] === stemmed) { score = w * 0.9; }
        else if (folded.length >= 2 && field.folded[i].indexOf(folded) === 0) { score = w * 0.75; }
        else if (typos > 0 && distance(field.folded[i], folded, typos) <= typos) { score = w * 0.5; fuzzy = true; }
        else if (typos > 0 && field.folded[i].length > folded.length &&
                 distance(field.folded[i].slice(0, folded.length), folded, typos) <= typos) { score = w * 0.4; fuzzy = true; }
        if (score > best) { best = score; }
      }
    });
    return { score: best, fuzzy: fuzzy && best > 0 };
  }

  function search(query) {
    var terms = words(query);
    if (terms.length === 0) { return { results: [], fuzzy: false }; }
    var anyFuzzy = false;
    var results = [];
    documents.forEach(function (entry) {
      var total = 0;
      for (var i = 0; i < terms.length; i++) {
        var hit = scoreWord(entry, terms[i]);
        if (hit.score === 0) { return; }
        if (hit.fuzzy) { anyFuzzy = true; }
        total += hit.score;
      }
      // Ties go to the title that starts with the query, then to components over guides.
      var title = fold(entry.doc.title);
      if (title.indexOf(fold(terms.join(" "))) === 0) { total += 3; }
      else if (title.indexOf(fold(terms[0])) === 0) { total += 1.5; }
      if (entry.doc.kind === "component") { total += 0.5; }
      results.push({ entry: entry, score: total });
    });
    results.sort(function (a, b) { return b.score - a.score || (a.entry.doc.title < b.entry.doc.title ? -1 : 1); });
    return { results: results.slice(0, 50), fuzzy: anyFuzzy };
  }

  function render(query) {
    list.textContent = "";
    var found = search(query);
    if (!query.trim()) { status.textContent = ""; return; }
    if (found.results.length === 0) { status.textContent = app.getAttribute("data-no-results"); return; }
    status.textContent = found.results.length + " " + app.getAttribute("data-results") +
      (found.fuzzy ? " · " + app.getAttribute("data-did-you-mean") + " \u201c" + query + "\u201d" : "");
    found.results.forEach(function (result) {
      var doc = result.entry.doc;
      var item = document.createElement("li");
      var heading = document.createElement("h2");
      heading.className = "result-title";
      var link = document.createElement("a");
      link.href = root + doc.url;
      link.textContent = doc.title;
      heading.appendChild(link);
      var kind = document.createElement("div");
      kind.className = "result-kind";
      kind.textContent = [app.getAttribute(doc.kind === "guide" ? "data-guide" : "data-component"), doc.category, doc.level]
        .filter(Boolean).join(" · ");
      var summary = document.createElement("p");
      summary.textContent = doc.summary;
      item.appendChild(heading);
      item.appendChild(kind);
      item.appendChild(summary);
      list.appendChild(item);
    });
  }

  var params = new URLSearchParams(window.location.search);
  var initial = params.get("q") || "";
  input.value = initial;
  render(initial);
  var timer = null;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      render(input.value);
      try {
        var url = new URL(window.location.href);
        url.searchParams.set("q", input.value);
        history.replaceState(null, "", url.toString());
      } catch (e) { /* file:// may refuse; the results are shown all the same */ }
    }, 80);
  });
  app.querySelector(".search-form").addEventListener("submit", function (event) {
    event.preventDefault();
    render(input.value);
  });
})();

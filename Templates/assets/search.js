// Search that runs from file:// : every part of the index is a script that calls
// catalogSearchLoaded(language, name, data), added with a <script> element when a query needs
// it, so no fetch, no modules, no WebAssembly. The index was stemmed when the site was built
// (Snowball, per language); this script matches what is typed against the words of the pages
// (exactly, folded, as a prefix or with a typo) and follows their stems, so it needs no stemmer.
// The same code serves the search page and the panel under the header's box on every page.
(function () {
  "use strict";
  var script = document.currentScript;
  var lang = document.documentElement.lang || "en";
  var assets = script && script.src ? script.src.replace(/[^\/]*$/, "") : "assets/";
  var page = document.getElementById("search");
  var indexFolder = (page && page.getAttribute("data-index")) || assets + "search/" + lang + "/";

  // ---- Loading the parts of the index on demand -------------------------------------------
  var parts = {};      // name -> data, or null when the script failed to load
  var waiting = {};    // name -> callbacks
  var requested = [];  // names, in the order they were asked for (for the bench)

  window.catalogSearchLoaded = function (language, name, data) {
    if (language !== lang) { return; }
    parts[name] = data;
    var callbacks = waiting[name] || [];
    delete waiting[name];
    callbacks.forEach(function (callback) { callback(data); });
  };

  function load(name, callback) {
    if (Object.prototype.hasOwnProperty.call(parts, name)) { callback(parts[name]); return; }
    if (waiting[name]) { waiting[name].push(callback); return; }
    waiting[name] = [callback];
    requested.push(name);
    var element = document.createElement("script");
    element.src = indexFolder + name + ".js";
    element.onerror = function () { window.catalogSearchLoaded(lang, name, null); };
    document.head.appendChild(element);
  }

  function loadAll(names, callback) {
    var left = names.length;
    if (left === 0) { callback(); return; }
    names.forEach(function (name) {
      load(name, function () { left -= 1; if (left === 0) { callback(); } });
    });
  }

  // ---- Words: the same rules as Sources/Search/SearchWords.swift --------------------------
  var UNSPACED = /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF66-\uFF9F]|[\uD840-\uD87F][\uDC00-\uDFFF]/u;
  var RUN = /[\p{L}\p{M}\p{N}]+/gu;

  // Folding is asked for the same words again and again (every word of every snippet), so each
  // word is folded once; the cache is emptied when it grows large.
  var folded = new Map();
  function fold(word) {
    var result = folded.get(word);
    if (result === undefined) {
      result = word.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");
      if (folded.size > 50000) { folded.clear(); }
      folded.set(word, result);
    }
    return result;
  }
  function isUnspaced(character) { return UNSPACED.test(character); }

  // The runs of word characters, split where a spaced script meets an unspaced one.
  function runs(text) {
    var result = [];
    (text.match(RUN) || []).forEach(function (run) {
      var current = "", unspaced = null;
      Array.from(run).forEach(function (character) {
        var here = isUnspaced(character);
        if (current && here !== unspaced) { result.push({ text: current, unspaced: unspaced }); current = ""; }
        current += character;
        unspaced = here;
      });
      if (current) { result.push({ text: current, unspaced: unspaced }); }
    });
    return result;
  }

  // The query's terms: lowercase words, and pairs of characters for unspaced scripts.
  function queryTerms(text) {
    var terms = [];
    runs(text).forEach(function (run) {
      var lowered = run.text.toLowerCase();
      if (!run.unspaced) { terms.push({ word: lowered, unspaced: false }); return; }
      var characters = Array.from(lowered);
      if (characters.length === 1) { terms.push({ word: lowered, unspaced: true }); return; }
      for (var i = 0; i + 1 < characters.length; i++) {
        terms.push({ word: characters[i] + characters[i + 1], unspaced: true });
      }
    });
    var seen = {};
    return terms.filter(function (term) {
      if (seen[term.word]) { return false; }
      seen[term.word] = true;
      return true;
    });
  }

  function shardKey(term) { return Array.from(fold(term)).slice(0, 2).join(""); }
  function shardName(key) {
    return "t-" + Array.from(key).map(function (c) { return c.codePointAt(0).toString(16); }).join("-");
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
  // A correction is weak, and never made, when its edits change more than a fifth of the typed
  // word: "core" is one letter from "code", "come" and "cord".
  function allowedTypos(folded) { return Math.floor(folded.length / 5); }

  // A word as it sounds in the page's language: the index's rules (a regular expression and its
  // replacement each), applied in order to the folded word; "" for a language without rules.
  function sound(base, folded) {
    return base.soundRules.reduce(function (word, rule) { return word.replace(rule[0], rule[1]); }, base.soundRules.length ? folded : "");
  }

  // Postings: see Sources/Search/Postings.swift. Each page is a capital letter (its score level),
  // so a stem's number of pages is its number of capitals, counted by the regular expression
  // engine rather than by a loop.
  var LEVEL_SCORES = [];
  for (var level = 0; level < 26; level++) { LEVEL_SCORES.push(0.05 * Math.pow(2, level / 2.5)); }
  function pageCount(text) { return text.replace(/[0-9a-z]+/g, "").length; }
  // A title word's level (Postings.level(10)): a word at least this telling on a page is strong.
  var STRONG_LEVEL = Math.round(2.5 * Math.log2(10 / 0.05));

  // Reads a stem's postings and keeps, per page, the better of the score found before and the
  // page's level × factor, with the stem's position `s`, whether it came through a typo (bit 1)
  // and whether it is strong there (bit 2): one pass over the string and no array made, so a
  // stem on every page of 10,000 costs one loop.
  function addPostings(text, factor, s, isFuzzy, scores, fuzzy, which) {
    var previous = -1, level = -1, gap = 0, hasGap = false;
    for (var i = 0; i <= text.length; i++) {
      var code = i < text.length ? text.charCodeAt(i) : 65;
      if (code >= 65 && code <= 90) {
        if (level >= 0) {
          previous += hasGap ? gap : 1;
          var value = LEVEL_SCORES[level] * factor;
          if (value > scores[previous]) {
            scores[previous] = value; fuzzy[previous] = isFuzzy | (level >= STRONG_LEVEL ? 2 : 0); which[previous] = s;
          }
        }
        level = code - 65;
        gap = 0;
        hasGap = false;
      } else {
        gap = gap * 36 + (code <= 57 ? code - 48 : code - 87);
        hasGap = true;
      }
    }
  }

  // ---- Matching a term against the words of its shard --------------------------------------
  // Each match is a stem with the quality of the best word that led to it: 1 for the word as
  // typed, 0.97 folded (an exact accent ranks first), then prefixes, then typos.
  function matchTerm(term, base, last) {
    var folded = fold(term.word), typos = term.unspaced ? 0 : allowedTypos(folded);
    var key = shardKey(term.word), names = [];
    if (Array.from(folded).length < 2) {
      base.shards.forEach(function (k) { if (k.indexOf(key) === 0) { names.push(shardName(k)); } });
      if (!term.unspaced) { names = []; }
    } else {
      if (base.shards.indexOf(key) >= 0) { names.push(shardName(key)); }
      // A transposition of the first two letters lands in another shard.
      var swapped = Array.from(key).reverse().join("");
      if (typos > 0 && swapped !== key && base.shards.indexOf(swapped) >= 0) { names.push(shardName(swapped)); }
    }
    return { term: term, folded: folded, typos: typos, last: last, shards: names, base: base,
      sound: typos > 0 ? sound(base, folded) : "" };
  }

  // A typed word that keeps all of a stem of five letters or more but its last letter, and adds
  // at most four: the browser has no stemmer, so this is how an ending the pages never use
  // ("shaking") still finds the stem ("shake"). Short stems are left out, or "database" would
  // find "data" and "wallet" "wall".
  function sharesStem(typed, stem) {
    if (stem.length < 5) { return false; }
    var base = stem.slice(0, -1);
    return typed.length > base.length && typed.length - base.length <= 4 && typed.indexOf(base) === 0;
  }

  // A shard's words with their folded forms and stems, worked out once per shard; `native` for
  // the words of the index's language (`words`), the only ones a typo is corrected to.
  function wordList(name) {
    var shard = parts[name];
    if (!shard || !shard.words) { return []; }
    if (!shard.list) {
      shard.list = [];
      [shard.words, shard.other || {}].forEach(function (words, i) {
        Object.keys(words).forEach(function (word) {
          var stems = typeof words[word] === "string" ? [words[word]] : words[word];
          shard.list.push({ word: word, folded: fold(word), stems: stems, foldedStems: stems.map(fold), native: i === 0 });
        });
      });
    }
    return shard.list;
  }

  function candidates(match) {
    var found = {};  // stem -> {quality, fuzzy, word, shard}
    var prefixes = [];
    // A word found as typed needs no typo ("undo" must not also find "uno"): when a word of the
    // shards is the typed one, no distance is worked out.
    var typed = match.shards.some(function (name) {
      return wordList(name).some(function (entry) { return entry.word === match.term.word || entry.folded === match.folded; });
    });
    function add(stem, quality, fuzzy, word, prefix) {
      var current = found[stem];
      if (!current || current.quality < quality) {
        found[stem] = { quality: quality, fuzzy: fuzzy, word: word, prefix: !!prefix };
      }
    }
    match.shards.forEach(function (name) {
      wordList(name).forEach(function (entry) {
        var word = entry.word, stems = entry.stems, foldedWord = entry.folded, quality = 0, fuzzy = false;
        if (word === match.term.word) { quality = 1; }
        else if (foldedWord === match.folded) { quality = 0.97; }
        else if (entry.foldedStems.some(function (stem) { return sharesStem(match.folded, stem); })) {
          // Another ending of a stem the pages have ("shaking" for the stem "shake").
          quality = 0.8;
        }
        else if (match.folded.length >= 2 && foldedWord.indexOf(match.folded) === 0) {
          prefixes.push({ word: word, stems: stems, length: foldedWord.length });
          return;
        } else if (match.typos > 0 && !typed && entry.native) {
          if (match.sound && (entry.sound || (entry.sound = sound(match.base, foldedWord))) === match.sound) {
            // Spelt as it sounds ("berificasion" for "verificación"): as good as one typo.
            stems.forEach(function (stem) { add(stem, 0.5, true, word); });
            return;
          }
          var d = distance(foldedWord, match.folded, match.typos);
          entry.foldedStems.forEach(function (stem) { d = Math.min(d, distance(stem, match.folded, match.typos)); });
          if (d <= match.typos) { quality = d === 1 ? 0.5 : 0.35; fuzzy = true; }
          else if (match.folded.length >= 6 && foldedWord.length > match.folded.length &&
                   distance(foldedWord.slice(0, match.folded.length), match.folded, 1) <= 1) {
            quality = 0.3; fuzzy = true;
          }
        }
        if (quality > 0) { stems.forEach(function (stem) { add(stem, quality, fuzzy, word); }); }
      });
    });
    // A word found as typed needs no typo: "undo" must not also find "uno".
    var exact = Object.keys(found).some(function (stem) { return found[stem].quality >= 0.97; });
    if (exact) {
      Object.keys(found).forEach(function (stem) { if (found[stem].fuzzy) { delete found[stem]; } });
    }
    // Prefixes: the shortest words first, a few dozen at most; the longer the typed part, the better.
    prefixes.sort(function (a, b) { return a.length - b.length || (a.word < b.word ? -1 : 1); });
    prefixes.slice(0, 40).forEach(function (prefix) {
      var quality = (match.last ? 0.6 : 0.45) + 0.3 * match.folded.length / prefix.length;
      prefix.stems.forEach(function (stem) { add(stem, quality, false, prefix.word, true); });
    });
    // Synonyms: a group the typed word, or a stem it found as written, belongs to adds the
    // group's other stems, a little below the word itself.
    match.base.synonyms.forEach(function (group) {
      var joins = group.some(function (member) {
        var f = fold(member), hit = found[member];
        return f === match.folded || sharesStem(match.folded, f) || (hit && !hit.fuzzy && !hit.prefix);
      });
      if (joins) { group.forEach(function (member) { add(member, 0.9, false, member); }); }
    });
    return found;
  }

  // ---- Ranking -------------------------------------------------------------------------------
  function rank(query, base, callback) {
    var terms = queryTerms(query);
    if (terms.length === 0) {
      callback({ terms: [], pages: new Int32Array(0), matched: null, scores: null, fuzzy: null, hitsOf: function () { return []; } });
      return;
    }
    var stop = {};
    base.stopWords.forEach(function (word) { stop[fold(word)] = true; });
    var required = terms.filter(function (t) { return !stop[fold(t.word)] && (t.unspaced || Array.from(t.word).length > 1); });
    if (required.length === 0) { required = terms; }
    var matches = terms.map(function (term, i) { return matchTerm(term, base, i === terms.length - 1); });
    var names = [];
    matches.forEach(function (m) { m.shards.forEach(function (n) { if (names.indexOf(n) < 0) { names.push(n); } }); });
    loadAll(names, function () {
      // A word that found nothing in its shard may have its typo in its second letter: the
      // letter list of its first letter (every shard's words and stems, no postings) tells
      // which other shards hold a word near it, and only those are loaded.
      var missing = matches.filter(function (m) {
        if (m.typos === 0) { return false; }
        m.found = candidates(m);
        return Object.keys(m.found).length === 0;
      });
      var letters = [];
      missing.forEach(function (m) {
        var first = Array.from(m.folded)[0], name = letterName(first);
        var listed = base.shards.some(function (k) { return Array.from(k)[0] === first && Array.from(k).length === 2; });
        if (listed && letters.indexOf(name) < 0) { letters.push(name); }
      });
      loadAll(letters, function () {
        var more = [];
        function add(m, name) {
          if (m.shards.indexOf(name) < 0) { m.shards.push(name); }
          if (more.indexOf(name) < 0) { more.push(name); }
        }
        missing.forEach(function (m) {
          m.found = null;  // found again once the other shards are there
          // The shards whose words may sound like it: their key, followed by the rest of the
          // typed word, sounds as the typed word does for as many letters as the key's sound.
          if (m.sound) {
            base.shards.forEach(function (k) {
              var keySound = sound(base, k), rest = m.folded.slice(2);
              if (Array.from(k).length === 2 && keySound &&
                  sound(base, k + rest).slice(0, keySound.length) === m.sound.slice(0, keySound.length)) { add(m, shardName(k)); }
            });
          }
          var list = parts[letterName(Array.from(m.folded)[0])];
          if (!list) { return; }
          Object.keys(list).forEach(function (k) {
            var name = shardName(k);
            if (m.shards.indexOf(name) >= 0 || base.shards.indexOf(k) < 0) { return; }
            if (list[k].some(function (term) { return mayMatchInAnotherShard(fold(term), m); })) { add(m, name); }
          });
        });
        loadAll(more, function () { withCandidates(matches, terms, required, base, callback); });
      });
    });
  }

  // What `candidates` can find for a typed word in a shard of other first two letters: a word
  // or stem within its typos, a word that starts with it but for one typo, another ending of a
  // stem. (Equal words and prefixes share the typed word's first two letters, so its shard.)
  function mayMatchInAnotherShard(folded, match) {
    if (distance(folded, match.folded, match.typos) <= match.typos) { return true; }
    if (sharesStem(match.folded, folded)) { return true; }
    return match.folded.length >= 6 && folded.length > match.folded.length &&
      distance(folded.slice(0, match.folded.length), match.folded, 1) <= 1;
  }

  function letterName(letter) { return "l-" + letter.codePointAt(0).toString(16); }

  function withCandidates(matches, terms, required, base, callback) {
    (function () {
      var perTerm = matches.map(function (m) { return m.found || candidates(m); });
      var stemShards = [];
      perTerm.forEach(function (found) {
        Object.keys(found).forEach(function (stem) {
          var name = shardName(shardKey(stem));
          found[stem].shard = name;
          if (base.shards.indexOf(shardKey(stem)) >= 0 && stemShards.indexOf(name) < 0) { stemShards.push(name); }
        });
      });
      loadAll(stemShards, function () { callback(score(terms, required, perTerm, base)); });
    })();
  }

  // Per term, each page's best score and the stem that gave it, in typed arrays: a stem on
  // every page of 10,000 costs a loop, not 10,000 objects.
  function score(terms, required, perTerm, base) {
    var total = base.pages;
    var best = [], fuzzyOf = [], stemOf = [], stemLists = [];
    terms.forEach(function (term, t) {
      var found = perTerm[t], stems = Object.keys(found);
      var scores = new Float64Array(total), fuzzy = new Uint8Array(total), which = new Int32Array(total);
      // A prefix is as common as its most common completion: a rare completion is no reason to
      // rank a page first for letters that many pages share.
      var prefixCount = 1, counts = new Map();
      stems.forEach(function (stem) {
        var hit = found[stem], shard = parts[hit.shard];
        if (!shard || !shard.stems[stem]) { return; }
        counts.set(stem, pageCount(shard.stems[stem]));
        if (hit.prefix) { prefixCount = Math.max(prefixCount, counts.get(stem)); }
      });
      stems.forEach(function (stem, s) {
        var hit = found[stem], shard = parts[hit.shard];
        if (!shard || !shard.stems[stem]) { return; }
        var count = hit.prefix ? Math.max(prefixCount, counts.get(stem)) : counts.get(stem);
        var factor = hit.quality * Math.log(1 + total / count);
        addPostings(shard.stems[stem], factor, s, hit.fuzzy ? 1 : 0, scores, fuzzy, which);
      });
      best.push(scores); fuzzyOf.push(fuzzy); stemOf.push(which); stemLists.push(stems);
    });
    var isRequired = terms.map(function (term) { return required.indexOf(term) >= 0; });
    var needed = Math.max(1, Math.ceil(required.length / 2));
    // A required word that no page answers (nothing found, or only weak corrections, which are
    // never made) leaves only the pages where each other word is strong: "pinning shortcuts"
    // finds the page titled with "Shortcuts", "modo oscuro" no page of "modo" in its prose.
    var unanswered = terms.some(function (term, t) { return isRequired[t] && !term.unspaced && !best[t].some(function (v) { return v > 0; }); });
    var pages = new Int32Array(total), count = 0;
    var matchedOf = new Uint8Array(total), sums = new Float64Array(total), approximateOf = new Uint8Array(total);
    for (var number = 0; number < total; number++) {
      var matched = 0, sum = 0, exact = false, approximate = false, weak = false;
      for (var t = 0; t < terms.length; t++) {
        var value = best[t][number];
        if (value === 0) { continue; }
        if (!isRequired[t]) { sum += 0.3 * value; continue; }
        matched += 1;
        sum += value;
        if (fuzzyOf[t][number] & 1) { approximate = true; } else { exact = true; }
        if (!(fuzzyOf[t][number] & 2)) { weak = true; }
      }
      if (matched < needed || (unanswered && weak)) { continue; }
      // A page that lacks some of the words must have one of the others as written, not only
      // through a typo: "pizza recipe" must not find a page for "pieza".
      if (matched < required.length && !exact) { continue; }
      pages[count++] = number;
      matchedOf[number] = matched;
      sums[number] = sum;
      approximateOf[number] = approximate ? 1 : 0;
    }
    // Why a page matched, asked only for the results shown.
    function hitsOf(number) {
      return terms.map(function (term, t) {
        if (best[t][number] === 0) { return null; }
        var stem = stemLists[t][stemOf[t][number]], hit = perTerm[t][stem];
        return { score: best[t][number], fuzzy: hit.fuzzy, word: hit.word, stem: stem };
      });
    }
    return {
      terms: terms, pages: pages.subarray(0, count), matched: matchedOf, scores: sums, fuzzy: approximateOf,
      hitsOf: hitsOf
    };
  }

  // Ordered as results are: more of the query's words, then a higher score, then the page's number.
  function ranksBefore(ranked, a, b) {
    var matched = ranked.matched, scores = ranked.scores;
    if (matched[a] !== matched[b]) { return matched[a] > matched[b]; }
    if (scores[a] !== scores[b]) { return scores[a] > scores[b]; }
    return a < b;
  }

  // One pass over the matching pages keeps the first `limit` of those that pass the filters, in
  // order (an insertion into a short list, not a sort of them all), and counts the pages of each
  // facet signature; the facets' counts and the filters are then worked out per signature.
  function select(base, ranked, filters, limit) {
    var facets = base.facets, signatures = base.signatures, signatureOf = base.signatureOf;
    // Per facet: null when it has no filter, else the bits of the values asked for (a page
    // passes with any of them; 0 when no value has those names, so that no page passes).
    var wanted = facets.map(function (facet) {
      var asked = [].concat(filters[facet.name] || []), mask = 0;
      if (asked.length === 0) { return null; }
      facet.values.forEach(function (value, i) { if (asked.indexOf(value[0]) >= 0) { mask |= 1 << i; } });
      return mask;
    });
    // Per signature: the facet whose filter it fails, -1 for none, -2 for more than one.
    var failing = signatures.map(function (bits) {
      var which = -1;
      for (var f = 0; f < facets.length; f++) {
        if (wanted[f] !== null && (bits[f] & wanted[f]) === 0) { which = which === -1 ? f : -2; }
      }
      return which;
    });
    var passing = new Uint8Array(signatures.length);
    failing.forEach(function (which, signature) { passing[signature] = which === -1 ? 1 : 0; });
    var pages = ranked.pages, matched = ranked.matched, scores = ranked.scores;
    var perSignature = new Int32Array(signatures.length), top = [], worstMatched = 0, worstScore = 0;
    for (var i = 0; i < pages.length; i++) {
      var number = pages[i], signature = signatureOf[number];
      perSignature[signature] += 1;
      if (passing[signature] === 0 || limit <= 0) { continue; }
      if (top.length === limit) {
        // Pages come in increasing numbers, so an equal page ranks after the one kept.
        var m = matched[number];
        if (m < worstMatched || (m === worstMatched && scores[number] <= worstScore)) { continue; }
      }
      var at = top.length === limit ? limit - 1 : top.length;
      while (at > 0 && ranksBefore(ranked, number, top[at - 1])) { top[at] = top[at - 1]; at -= 1; }
      top[at] = number;
      var worst = top[top.length - 1];
      worstMatched = matched[worst];
      worstScore = scores[worst];
    }
    var counts = facets.map(function (facet) { return new Int32Array(facet.values.length); }), total = 0;
    signatures.forEach(function (bits, signature) {
      var pagesHere = perSignature[signature], which = failing[signature];
      if (pagesHere === 0 || which === -2) { return; }
      if (which === -1) { total += pagesHere; }
      // A facet counts the pages that pass the other facets' filters.
      for (var f = 0; f < facets.length; f++) {
        if (which !== -1 && which !== f) { continue; }
        for (var v = 0; v < counts[f].length; v++) { if (bits[f] & (1 << v)) { counts[f][v] += pagesHere; } }
      }
    });
    var shown = top.map(function (number) {
      return { number: number, matched: matched[number], score: scores[number], fuzzy: ranked.fuzzy[number] === 1 };
    });
    return {
      total: total, shown: shown,
      facets: facets.map(function (facet, f) { return { facet: facet, counts: counts[f] }; })
    };
  }

  // ---- Facets ----------------------------------------------------------------------------------
  // Each page's bits of each facet, read from the codes once.
  function prepareFacets(base) {
    base.facets.forEach(function (facet) {
      if (facet.bits) { return; }
      var width = Math.max(1, Math.floor((facet.values.length + 4) / 5)), bits = new Int32Array(base.pages);
      var codes = facet.codes;
      for (var n = 0, at = 0; n < base.pages; n++) {
        var value = 0;
        for (var k = 0; k < width; k++, at++) {
          var code = codes.charCodeAt(at);  // base 32: 0-9, a-v
          value = value * 32 + (code <= 57 ? code - 48 : code - 87);
        }
        bits[n] = value;  // NaN (codes too short) is stored as 0
      }
      facet.bits = bits;
    });
  }
  function facetBits(facet, number) { return facet.bits[number]; }

  // Pages with the same values in every facet share a signature (a few dozen in a catalog), so
  // a query counts its results per signature, not per page and value.
  function prepareSignatures(base) {
    var ids = new Map(), signatures = [], signatureOf = new Int32Array(base.pages);
    for (var n = 0; n < base.pages; n++) {
      var bits = base.facets.map(function (facet) { return facet.bits[n]; }), key = bits.join(",");
      var id = ids.get(key);
      if (id === undefined) { id = signatures.length; ids.set(key, id); signatures.push(bits); }
      signatureOf[n] = id;
    }
    base.signatures = signatures;
    base.signatureOf = signatureOf;
  }

  // ---- Display data and snippets --------------------------------------------------------------
  function chunkName(base, number) { return "d-" + Math.floor(number / base.pagesPerChunk); }
  function display(base, number) {
    var chunk = parts[chunkName(base, number)];
    return chunk ? chunk[number % base.pagesPerChunk] : null;
  }

  // The folded words of the loaded shards by stem, each shard added once.
  var wordsOfStem = new Map(), shardsByStem = {};
  function wordsByStem() {
    Object.keys(parts).forEach(function (name) {
      if (name.indexOf("t-") !== 0 || shardsByStem[name]) { return; }
      shardsByStem[name] = true;
      wordList(name).forEach(function (entry) {
        entry.stems.forEach(function (stem) {
          if (!wordsOfStem.has(stem)) { wordsOfStem.set(stem, []); }
          wordsOfStem.get(stem).push(entry.folded);
        });
      });
    });
    return wordsOfStem;
  }

  // The folded words that count as hits in a page: every word of the loaded shards whose stem
  // matched, and the typed words themselves (for prefixes).
  function hitWords(result, terms) {
    var words = Object.create(null), typed = [], byStem = wordsByStem();
    result.hits.forEach(function (hit, t) {
      if (!hit) { return; }
      words[fold(hit.word)] = true;
      typed.push(fold(terms[t].word));
      (byStem.get(hit.stem) || []).forEach(function (word) { words[word] = true; });
    });
    return {
      words: words, typed: typed, answers: new Map(),
      unspaced: typed.map(function (word) { return isUnspaced(word[0]); })
    };
  }

  // Whether a word of the text is a hit, remembered per word: a page says most words many times.
  function isHit(word, hits) {
    var known = hits.answers.get(word);
    if (known !== undefined) { return known; }
    var folded = fold(word), answer = !!hits.words[folded];
    for (var i = 0; !answer && i < hits.typed.length; i++) {
      var typed = hits.typed[i];
      answer = typed.length >= 2 && (folded.indexOf(typed) === 0 || (hits.unspaced[i] && folded.indexOf(typed) >= 0));
    }
    hits.answers.set(word, answer);
    return answer;
  }

  // The sentence with the most distinct hits, cut to about 220 characters around its first hit.
  function bestSentence(text, hits) {
    // A sentence ends at . ! ? followed by a space (not inside "0.3" or ".smooth"), or at the
    // full stops of scripts without spaces.
    var sentences = text.split(/(?<=[.!?])\s+|(?<=[\u3002\uff01\uff1f])\s*/u);
    var best = null, bestCount = 0;
    sentences.forEach(function (sentence) {
      var seen = {}, count = 0;
      (sentence.match(RUN) || []).forEach(function (word) {
        if (isHit(word, hits) && !seen[fold(word)]) { seen[fold(word)] = true; count += 1; }
      });
      if (count > bestCount) { best = sentence; bestCount = count; }
    });
    if (!best) { return null; }
    if (best.length > 220) {
      var first = 0, match;
      RUN.lastIndex = 0;
      while ((match = RUN.exec(best))) { if (isHit(match[0], hits)) { first = match.index; break; } }
      var start = Math.max(0, first - 80);
      best = (start > 0 ? "\u2026" : "") + best.slice(start, start + 220) + (start + 220 < best.length ? "\u2026" : "");
    }
    return best;
  }

  // Text nodes and <mark> elements: the text is never parsed as HTML.
  function marked(text, hits) {
    var fragment = document.createDocumentFragment(), last = 0, match;
    RUN.lastIndex = 0;
    while ((match = RUN.exec(text))) {
      if (!isHit(match[0], hits)) { continue; }
      fragment.appendChild(document.createTextNode(text.slice(last, match.index)));
      var mark = document.createElement("mark");
      mark.textContent = match[0];
      fragment.appendChild(mark);
      last = match.index + match[0].length;
    }
    fragment.appendChild(document.createTextNode(text.slice(last)));
    return fragment;
  }

  function snippet(doc, hits) {
    var sentence = bestSentence(doc.text, hits);
    var paragraph = document.createElement("p");
    paragraph.className = "result-snippet";
    paragraph.appendChild(marked(sentence || doc.summary, hits));
    return paragraph;
  }

  // ---- Strings -----------------------------------------------------------------------------------
  var strings = document.getElementById("search-strings");
  function text(key) { return (strings && strings.getAttribute("data-" + key)) || ""; }
  // "1 result", "2 results": the plural category of the page's language picks the string.
  function counted(key, count) {
    prepareFormats();
    var category = plurals ? plurals.select(count) : "other";
    var template = text(key + "-" + category) || text(key + "-other");
    return template.replace("{count}", formatted(count));
  }
  var plurals = null, numbers = null;
  function prepareFormats() {
    if (numbers) { return; }
    try { plurals = new Intl.PluralRules(lang); plurals.select(1); } catch (e) { plurals = null; /* "other" */ }
    try { numbers = new Intl.NumberFormat(lang); numbers.format(1000); } catch (e) { numbers = { format: String }; }
  }
  function formatted(count) { prepareFormats(); return numbers.format(count); }

  // The query as understood: each typed word replaced by the word a shown result matched.
  function correctedQuery(shown, terms) {
    var used = terms.map(function (term) { return term.word; });
    shown.forEach(function (result) {
      result.hits.forEach(function (hit, t) {
        if (hit && hit.fuzzy && used[t] === terms[t].word) { used[t] = hit.word; }
      });
    });
    return used.join(" ");
  }

  // ---- The search API, for the page, the panel, the tests and the bench ---------------------------
  // When the base arrives, what every query needs is made once: each page's facet bits, and the
  // plural rules and number format of the status line (the browser loads their locale data the
  // first time they are used, which takes tens of milliseconds).
  function withBase(callback) {
    load("index", function (base) {
      if (base && !base.prepared) {
        base.prepared = true;
        base.soundRules = (base.sounds || []).map(function (rule) {
          try { return [new RegExp(rule[0], "g"), rule[1]]; } catch (e) { return null; }
        }).filter(Boolean);
        base.synonyms = base.synonyms || [];
        prepareFacets(base);
        prepareSignatures(base);
        prepareFormats();
      }
      callback(base);
    });
  }

  function query(text, filters, limit, callback) {
    withBase(function (base) {
      if (!base) { callback(null); return; }
      rank(text, base, function (ranked) {
        var selected = select(base, ranked, filters, limit), shown = selected.shown;
        shown.forEach(function (r) { r.hits = ranked.hitsOf(r.number); });
        var chunks = [];
        shown.forEach(function (r) { var n = chunkName(base, r.number); if (chunks.indexOf(n) < 0) { chunks.push(n); } });
        loadAll(chunks, function () {
          // A chunk that failed to load leaves its pages out rather than the whole list.
          shown = shown.filter(function (r) { return display(base, r.number); });
          preferPhrases(base, shown, ranked.terms);
          callback({
            base: base, terms: ranked.terms, shown: shown,
            // Pages that match the query, and those of them that pass the filters.
            matching: ranked.pages.length, total: selected.total,
            fuzzy: shown.some(function (r) { return r.fuzzy; }),
            facets: selected.facets
          });
        });
        // While the chunks load: the loaded shards' words by stem, which the snippets need.
        wordsByStem();
      });
    });
  }

  // Pages where the query's words stand together, in order, move up among those shown with as
  // many words: "Lock Screen" is a phrase on one page and two scattered words on another. The
  // phrase in a title counts for more than in the text, as a title word does: a page whose
  // prose quotes another page's title does not pass that page.
  function preferPhrases(base, shown, terms) {
    var words = terms.filter(function (term) { return !term.unspaced; }).map(function (term) { return fold(term.word); });
    if (words.length < 2) { return; }
    var phrase = " " + words.join(" ") + " ";
    function folded(text) { return " " + (text.match(RUN) || []).map(fold).join(" ") + " "; }
    shown.forEach(function (result) {
      var doc = display(base, result.number);
      if (!doc) { return; }
      if (folded(doc.title).indexOf(phrase) >= 0) { result.score *= 2; }
      else if (folded(doc.summary + " " + doc.text).indexOf(phrase) >= 0) { result.score *= 1.5; }
    });
    shown.sort(function (a, b) { return b.matched - a.matched || b.score - a.score || a.number - b.number; });
  }

  // While the visitor types, the shards of the words typed so far are loaded, so that when the
  // debounce ends the query finds them there: a shard depends only on a word's first letters.
  function loadAhead(text) {
    withBase(function (base) {
      if (!base) { return; }
      var terms = queryTerms(text);
      terms.forEach(function (term, i) {
        matchTerm(term, base, i === terms.length - 1).shards.forEach(function (name) { load(name, function () {}); });
      });
    });
  }

  window.catalogSearch = {
    loadAhead: loadAhead,
    // callback(true) once the index's base has been evaluated (false when it failed to load).
    ready: function (callback) { withBase(function (base) { callback(!!base); }); },
    // Titles and links of the first results, for tests: callback([{title, url, fuzzy}], status).
    titles: function (text, callback, filters) {
      query(text, filters || {}, 10, function (found) {
        if (!found) { callback([]); return; }
        callback(found.shown.map(function (r) {
          var doc = display(found.base, r.number);
          return { title: doc ? doc.title : "", url: doc ? doc.url : "", fuzzy: r.fuzzy };
        }));
      });
    },
    // The ranking's reasons, for people tuning it: callback([{title, matched, score, hits}]).
    debug: function (text, callback) {
      query(text, {}, 10, function (found) {
        callback(found.shown.map(function (r) {
          var doc = display(found.base, r.number);
          return { title: doc.title, matched: r.matched, score: Math.round(r.score * 100) / 100,
            hits: r.hits.map(function (h) { return h ? h.word + "/" + h.stem + (h.fuzzy ? "~" : "") + "=" + Math.round(h.score * 100) / 100 : null; }) };
        }));
      });
    },
    // The index scripts asked for so far, by name.
    loaded: function () { return requested.slice(); }
  };

  // ---- Rendering a result list -----------------------------------------------------------------------
  var root = (page && page.getAttribute("data-root")) || (strings && strings.getAttribute("data-root")) || "";

  function resultKind(base, doc, number) {
    var kind = base.kinds[number] === "g" ? text("guide") : text("component");
    var labels = [kind];
    base.facets.forEach(function (facet) {
      if (facet.name === "platform") { return; }
      var bits = facetBits(facet, number);
      facet.values.forEach(function (value, i) { if (bits & (1 << i)) { labels.push(value[1]); } });
    });
    return labels.join(" \u00b7 ");
  }

  function resultItem(found, result, headingTag) {
    var doc = display(found.base, result.number), hits = hitWords(result, found.terms);
    var item = document.createElement("li");
    var heading = document.createElement(headingTag);
    heading.className = "result-title";
    var link = document.createElement("a");
    link.href = root + doc.url;
    link.appendChild(marked(doc.title, hits));
    heading.appendChild(link);
    var kind = document.createElement("div");
    kind.className = "result-kind";
    kind.textContent = resultKind(found.base, doc, result.number);
    item.appendChild(heading);
    item.appendChild(kind);
    item.appendChild(snippet(doc, hits));
    return item;
  }

  function statusText(found, query) {
    if (!query.trim()) { return ""; }
    if (found.total === 0) { return text("no-results"); }
    var status = counted("results", found.total);
    if (found.fuzzy) { status += " \u00b7 " + text("showing-results-for") + " \u201c" + correctedQuery(found.shown, found.terms) + "\u201d"; }
    return status;
  }

  // ---- The search page ---------------------------------------------------------------------------------
  // A facet's checkboxes: its values with results and those ticked, each with its count;
  // `change` gets the values ticked after a click. Null when no value is shown.
  function facetGroup(entry, ticked, change) {
    var group = document.createElement("fieldset"), legend = document.createElement("legend"), shown = 0;
    group.className = "search-facet";
    legend.textContent = entry.facet.label;
    group.appendChild(legend);
    entry.facet.values.forEach(function (value, i) {
      if (entry.counts[i] === 0 && ticked.indexOf(value[0]) < 0) { return; }
      var label = document.createElement("label"), box = document.createElement("input"), count = document.createElement("span");
      box.type = "checkbox";
      box.name = entry.facet.name;
      box.value = value[0];
      box.checked = ticked.indexOf(value[0]) >= 0;
      box.addEventListener("change", function () {
        var others = ticked.filter(function (slug) { return slug !== value[0]; });
        change(box.checked ? others.concat([value[0]]) : others);
      });
      count.className = "facet-count";
      count.textContent = "(" + formatted(entry.counts[i]) + ")";
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + value[1] + " "));
      label.appendChild(count);
      group.appendChild(label);
      shown += 1;
    });
    return shown > 0 ? group : null;
  }

  var FACETS = ["category", "level", "platform"];

  // Facet name -> the values ticked (a page passes with any of them, and must pass every facet).
  function currentFilters(params) {
    var filters = {};
    FACETS.forEach(function (name) { var values = params.getAll(name).filter(Boolean); if (values.length) { filters[name] = values; } });
    return filters;
  }

  function setupPage() {
    if (!page) { return; }
    var input = document.getElementById("search-input");
    var status = page.querySelector(".search-status");
    var list = page.querySelector(".search-results");
    var facetsBox = page.querySelector(".search-facets");
    var more = page.querySelector(".search-more");
    var empty = page.querySelector(".search-empty");
    var params = new URLSearchParams(window.location.search);
    var filters = currentFilters(params);
    var limit = 10;
    var generation = 0;

    function keepInURL() {
      try {
        var url = new URL(window.location.href);
        url.search = "";
        if (input.value) { url.searchParams.set("q", input.value); }
        FACETS.forEach(function (name) { (filters[name] || []).forEach(function (value) { url.searchParams.append(name, value); }); });
        history.replaceState(null, "", url.toString());
      } catch (e) { /* file:// may refuse; the results are shown all the same */ }
      keepQueryInLanguageLinks();
    }

    function renderFacets(found) {
      facetsBox.textContent = "";
      if (!input.value.trim() || found.matching === 0) { return; }
      found.facets.forEach(function (entry) {
        var group = facetGroup(entry, filters[entry.facet.name] || [], function (values) {
          filters[entry.facet.name] = values;
          limit = 10;
          render();
        });
        if (group) { facetsBox.appendChild(group); }
      });
    }

    function render() {
      var value = input.value, mine = ++generation;
      if (!value.trim()) {
        keepInURL();
        list.textContent = ""; status.textContent = ""; facetsBox.textContent = ""; more.hidden = true; empty.hidden = true;
        return;
      }
      query(value, filters, limit, function (found) {
        if (mine !== generation) { return; }
        if (!found) { keepInURL(); return; }
        list.textContent = "";
        found.shown.forEach(function (result) { list.appendChild(resultItem(found, result, "h2")); });
        status.textContent = statusText(found, value);
        renderFacets(found);
        more.hidden = found.total <= found.shown.length;
        // No result: the categories and the guides, to browse instead.
        empty.hidden = found.total > 0;
        // The address follows the box once the results are drawn: the browser's work for it
        // would otherwise compete with the loading of the result chunks.
        keepInURL();
      });
    }

    input.value = params.get("q") || "";
    // The base of the index is loaded with the page, so the first query only waits for its shards.
    withBase(function () {});
    render();
    input.focus();
    var timer = null;
    input.addEventListener("input", function () {
      clearTimeout(timer);
      loadAhead(input.value);
      limit = 10;
      timer = setTimeout(render, 80);
    });
    page.querySelector(".search-form").addEventListener("submit", function (event) {
      event.preventDefault();
      render();
    });
    more.addEventListener("click", function () { limit += 10; render(); });
  }

  // The language switcher keeps the query and the filters.
  function keepQueryInLanguageLinks() {
    var search = window.location.search;
    document.querySelectorAll(".language-switcher a[href]").forEach(function (link) {
      var href = link.getAttribute("data-href") || link.getAttribute("href");
      link.setAttribute("data-href", href);
      link.setAttribute("href", href.replace(/[?#].*$/, "") + search);
    });
  }

  // ---- The header's box: results as you type, in a panel ---------------------------------------------
  function setupPanel() {
    var input = document.getElementById("site-search-input");
    var panel = document.getElementById("site-search-panel");
    if (!input || !panel) { return; }
    var form = input.form;
    var active = -1, generation = 0, timer = null;

    function options() { return panel.querySelectorAll("[role=option]"); }
    function close() {
      panel.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }
    function select(index) {
      var all = options();
      if (all.length === 0) { return; }
      active = (index + all.length) % all.length;
      all.forEach(function (option, i) { option.setAttribute("aria-selected", i === active ? "true" : "false"); });
      input.setAttribute("aria-activedescendant", all[active].id);
      all[active].scrollIntoView({ block: "nearest" });
    }
    function render() {
      var value = input.value, mine = ++generation;
      if (!value.trim()) { close(); return; }
      query(value, {}, 8, function (found) {
        if (mine !== generation || !found) { return; }
        panel.textContent = "";
        var status = document.createElement("p");
        status.className = "search-status";
        status.textContent = statusText(found, value);
        panel.appendChild(status);
        var list = document.createElement("ul");
        list.setAttribute("role", "listbox");
        list.setAttribute("aria-label", text("label"));
        found.shown.forEach(function (result, i) {
          var item = resultItem(found, result, "p");
          item.setAttribute("role", "option");
          item.id = "site-search-option-" + i;
          item.setAttribute("aria-selected", "false");
          list.appendChild(item);
        });
        panel.appendChild(list);
        if (found.total > found.shown.length) {
          var all = document.createElement("a");
          all.className = "search-all";
          all.href = form.getAttribute("action") + "?q=" + encodeURIComponent(value);
          all.textContent = text("see-all");
          panel.appendChild(all);
        }
        panel.hidden = false;
        input.setAttribute("aria-expanded", "true");
        active = -1;
      });
    }
    input.addEventListener("input", function () {
      clearTimeout(timer);
      loadAhead(input.value);
      timer = setTimeout(render, 80);
    });
    input.addEventListener("focus", function () { withBase(function () {}); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); if (panel.hidden) { render(); } else { select(active + 1); } }
      else if (event.key === "ArrowUp") { event.preventDefault(); select(active - 1); }
      // The first Escape closes the panel and keeps the text; a second one clears the box.
      else if (event.key === "Escape" && !panel.hidden) { event.preventDefault(); close(); }
      else if (event.key === "Enter" && active >= 0 && !panel.hidden) {
        event.preventDefault();
        var link = options()[active].querySelector("a");
        if (link) { window.location.href = link.href; }
      }
    });
    document.addEventListener("click", function (event) {
      if (!panel.contains(event.target) && event.target !== input) { close(); }
    });
  }

  // `/` and Ctrl+K (or ⌘K) focus the search box of the page; the hint says ⌘ on Apple systems.
  if (/Mac|iPhone|iPad/.test(navigator.platform || "")) {
    document.querySelectorAll(".search-key-control").forEach(function (key) { key.textContent = "\u2318"; });
  }
  document.addEventListener("keydown", function (event) {
    var target = event.target, typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    var shortcut = (event.key === "/" && !typing) || ((event.ctrlKey || event.metaKey) && (event.key === "k" || event.key === "K"));
    if (!shortcut) { return; }
    var box = document.getElementById("search-input") || document.getElementById("site-search-input");
    if (!box) { return; }
    event.preventDefault();
    box.focus();
    box.select();
  });

  setupPage();
  setupPanel();
  if (window.location.search) { keepQueryInLanguageLinks(); }
})();

#!/usr/bin/python3
"""The search page's checks in a real browser: facets as checkboxes (values of a facet with OR,
facets with AND), the matched words marked in titles, the empty state with the categories and
the guides, the shortcut shown, and corrections: Spanish spellings by sound, none that is weak.

    search_checks.py --browser chromium --site Public
    search_checks.py --browser webkit --site Public          (run under xvfb-run)

Also run by reader_checks.py (and so by Tests/SiteTests/ReaderBrowserTests.swift). Prints one
line per check and exits 1 when one failed.
"""
import os
import re
import time

import reader_checks
from reader_checks import check, page_url, DESKTOP


def wait(browser, script, seconds=5):
    """The value of `script` (a JavaScript expression) once it is truthy, or its last value."""
    value = None
    for _ in range(int(seconds / 0.05)):
        value = browser.run("try { return " + script + "; } catch (e) { return null; }")
        if value:
            return value
        time.sleep(0.05)
    return value


def search(browser, site, query, extra="", language=""):
    browser.open(page_url(site, language + "search.html?q=" + query + extra))
    return wait(browser, "document.querySelector('.search-status').textContent")


def result_count(browser):
    return browser.run("return document.querySelectorAll('.search-results li').length")


def facet_values(browser, name):
    """(value, count) of each box of a facet, as the page shows them."""
    labels = browser.run(
        "return Array.from(document.querySelectorAll('.search-facet input[name=' + arguments[0] + ']'))"
        ".map(function (b) { return [b.value, b.parentNode.textContent]; })", name)
    return [(value, int(re.search(r"\((\d+)\)", text).group(1))) for value, text in labels]


def tick(browser, name, value):
    before = browser.run("return document.querySelector('.search-status').textContent")
    browser.run("document.querySelector('.search-facet input[name=' + arguments[0] + '][value=' + arguments[1] + ']').click()",
                name, value)
    wait(browser, "document.querySelector('.search-status').textContent !== " + repr(before))


def ticked(browser):
    return browser.run("return Array.from(document.querySelectorAll('.search-facet input:checked'))"
                       ".map(function (b) { return b.name + '=' + b.value; }).sort()")


def shown_total(browser):
    status = browser.run("return document.querySelector('.search-status').textContent")
    found = re.match(r"\d+", status or "")
    return int(found.group(0)) if found else 0


def facet_checks(browser, site):
    search(browser, site, "spring")
    categories = [entry for entry in facet_values(browser, "category") if entry[1] > 0]
    if not check(len(categories) >= 2, "a broad query offers two categories or more", categories):
        return
    (first, first_count), (second, second_count) = categories[0], categories[1]
    tick(browser, "category", first)
    tick(browser, "category", second)
    check(ticked(browser) == sorted(["category=" + first, "category=" + second]),
          "ticking a second value of a facet keeps the first ticked", ticked(browser))
    check(shown_total(browser) == first_count + second_count,
          "values of one facet combine with OR", (shown_total(browser), first_count, second_count))
    url = browser.run("return location.href")
    check("category=" + first in url and "category=" + second in url, "both values are in the address", url)
    levels = [entry for entry in facet_values(browser, "level") if entry[1] > 0]
    level, level_count = levels[0]
    tick(browser, "level", level)
    check(shown_total(browser) == level_count and level_count <= first_count + second_count,
          "facets combine with AND", (shown_total(browser), level_count))
    kinds = browser.run("return Array.from(document.querySelectorAll('.search-results .result-kind'))"
                        ".map(function (k) { return k.textContent; })")
    labels = browser.run("return Array.from(document.querySelectorAll('.search-facet input[name=category]:checked'))"
                         ".map(function (b) { return b.parentNode.textContent.replace(/\\(.*$/, '').trim(); })")
    check(kinds and all(any(label in kind for label in labels) for kind in kinds),
          "every result is in one of the ticked categories", (labels, kinds[:3]))
    # The same filters read back from the address.
    search(browser, site, "spring", "&category=%s&category=%s&level=%s" % (first, second, level))
    check(shown_total(browser) == level_count and len(ticked(browser)) == 3,
          "the filters are read back from the address", (shown_total(browser), ticked(browser)))


def mark_checks(browser, site):
    search(browser, site, "toast")
    title = wait(browser, "document.querySelector('.search-results .result-title a').innerHTML")
    check(re.search(r"<mark>toast</mark>", title or "", re.I) is not None, "matched words are marked in titles", title)
    plain = re.sub(r"</?mark>", "", title or "")
    check("<" not in plain, "a title holds text and marks only", title)


def empty_state_checks(browser, site):
    status = search(browser, site, "core%20data")
    check(result_count(browser) == 0 and status, "a query answered only by weak corrections finds nothing",
          (status, result_count(browser)))
    empty = wait(browser, "!document.querySelector('.search-empty').hidden"
                          " && document.querySelector('.search-empty').getBoundingClientRect().height")
    check(bool(empty), "no result shows the empty state")
    links = browser.run("return Array.from(document.querySelectorAll('.search-empty a')).map(function (a) { return a.getAttribute('href'); })")
    categories = ["categories/" + name for name in os.listdir(os.path.join(site, "categories"))
                  if not re.search(r"-\d+\.html$", name)]
    check(categories and sorted(link for link in links if "categories/" in link) == sorted(categories)
          and any("guides" in link for link in links),
          "the empty state offers every category and the guides", links)
    search(browser, site, "toast")
    check(browser.run("var e = document.querySelector('.search-empty'); return !!e && e.hidden"), "results hide the empty state")


def shortcut_checks(browser, site):
    search(browser, site, "")
    keys = browser.run("var p = document.querySelector('.search-keys'); var r = p.getBoundingClientRect();"
                       " return r.height > 0 ? Array.from(p.querySelectorAll('kbd')).map(function (k) { return k.textContent; }) : []")
    check("/" in keys and "K" in keys, "the search page shows the / and Ctrl K shortcut", keys)
    browser.open(page_url(site, "components/toast-banner.html"))
    hint = browser.run("var k = document.querySelector('.site-search .search-key-hint'); var r = k && k.getBoundingClientRect();"
                       " return k && r.width > 0 ? k.textContent : ''")
    check(hint == "/", "the header's box shows its / shortcut", hint)


def correction_checks(browser, site):
    status = search(browser, site, "berificasion", language="es/")
    check(result_count(browser) > 0 and "verificación" in (status or ""),
          "a Spanish spelling by sound finds its word and says which", status)
    search(browser, site, "parallax")
    check(result_count(browser) == 0, "an English typo is not corrected to a Spanish word", result_count(browser))


def run_all(browser, site, report=None):
    """Every check; `report` counts them when reader_checks.py runs them as its own."""
    global check
    if report is not None:
        check = report
    browser.resize(DESKTOP)
    facet_checks(browser, site)
    mark_checks(browser, site)
    empty_state_checks(browser, site)
    shortcut_checks(browser, site)
    correction_checks(browser, site)


def main():
    reader_checks.run_alone("search", run_all)


if __name__ == "__main__":
    main()

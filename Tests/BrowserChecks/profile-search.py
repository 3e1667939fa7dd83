#!/usr/bin/python3
"""Where a visitor's first query spends its time, in headless Chromium from file://.

    Tests/BrowserChecks/profile-search.py --site /dev/shm/catalog-bench-…-10000/Public [--runs 3] [query …]

For each query: opens search.html, waits until the page has loaded and the index's base is
evaluated, types the query as the bench does (one input event per letter, no pause, so the
shards are asked for at the first keystrokes and the 80 ms debounce is all the time they get),
and records a V8 CPU profile (100 µs sampling) until the result list is written. Prints the
milliseconds after the debounce and the functions with the most self time in that window.
The measurement is the one of Sources/catalog-bench/SearchBench.swift (`firstQueryScript`).
"""
import argparse
import collections
import os
import sys

from selenium import webdriver

DEFAULT_QUERIES = ["spring", "row delay", "navig", "sprnig", "synthetic component 4242", "xylophone", "staggered"]

# Types the query into the search page's box and calls back with the milliseconds from the end
# of the debounce until the status line under the box is written (it is written after the list).
TYPE_AND_WAIT = """
var query = arguments[0], done = arguments[arguments.length - 1];
var input = document.getElementById("search-input");
var status = document.querySelector("#search .search-status");
var list = document.querySelector("#search .search-results");
var typedAt = 0;
var observer = new MutationObserver(function () {
  var now = performance.now();
  observer.disconnect();
  done({ms: now - (typedAt + 80), shown: list.children.length, loaded: window.catalogSearch.loaded()});
});
observer.observe(status, {childList: true, characterData: true, subtree: true});
for (var i = 1; i <= query.length; i++) {
  if (i === query.length) { typedAt = performance.now(); }
  input.value = query.slice(0, i);
  input.dispatchEvent(new Event("input", {bubbles: true}));
}
"""

READY = """
var done = arguments[arguments.length - 1];
function go() { window.catalogSearch.ready(function (ok) { done(ok); }); }
if (document.readyState === "complete") { go(); } else { window.addEventListener("load", go); }
"""


def self_times(profile, top):
    nodes = {node["id"]: node for node in profile["nodes"]}
    totals = collections.Counter()
    for sample, delta in zip(profile["samples"], profile["timeDeltas"]):
        frame = nodes[sample]["callFrame"]
        name = frame["functionName"] or "(anonymous)"
        where = os.path.basename(frame["url"]) + ":" + str(frame["lineNumber"] + 1) if frame["url"] else ""
        totals[name + (" " + where if where else "")] += delta / 1000.0
    return totals.most_common(top)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--no-profile", action="store_true", help="only the milliseconds")
    parser.add_argument("queries", nargs="*")
    arguments = parser.parse_args()
    options = webdriver.ChromeOptions()
    for argument in ["--headless", "--no-sandbox", "--disable-gpu"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=webdriver.chrome.service.Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(60)
    page = "file://" + os.path.abspath(arguments.site) + "/search.html"
    try:
        summary = []
        for query in arguments.queries or DEFAULT_QUERIES:
            firsts, agains = [], []
            for run in range(arguments.runs):
                driver.get(page)
                driver.execute_async_script(READY)
                if not arguments.no_profile:
                    driver.execute_cdp_cmd("Profiler.enable", {})
                    driver.execute_cdp_cmd("Profiler.setSamplingInterval", {"interval": 100})
                    driver.execute_cdp_cmd("Profiler.start", {})
                first = driver.execute_async_script(TYPE_AND_WAIT, query)
                profile = None
                if not arguments.no_profile:
                    profile = driver.execute_cdp_cmd("Profiler.stop", {})["profile"]
                    driver.execute_cdp_cmd("Profiler.disable", {})
                again = driver.execute_async_script(TYPE_AND_WAIT, query)
                print("%-28s first %6.1f ms  again %6.1f ms  shown %d  scripts %d" % (
                    '"' + query + '"', first["ms"], again["ms"], first["shown"], len(first["loaded"])))
                firsts.append(first["ms"])
                agains.append(again["ms"])
                if profile:
                    for name, ms in self_times(profile, arguments.top):
                        print("    %7.1f ms  %s" % (ms, name))
                sys.stdout.flush()
            summary.append((query, sorted(firsts), sorted(agains)))
        if arguments.runs > 1:
            print("query                         first: min / median / max (ms)   again: min / median / max")
            for query, firsts, agains in summary:
                print("%-28s  %6.1f / %6.1f / %6.1f          %6.1f / %6.1f / %6.1f" % (
                    '"' + query + '"', firsts[0], firsts[len(firsts) // 2], firsts[-1],
                    agains[0], agains[len(agains) // 2], agains[-1]))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()

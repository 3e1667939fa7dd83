#!/usr/bin/python3
"""What a visitor's first query loads when typed at a person's speed, in headless Chromium from file://.

    Tests/BrowserChecks/slow-typing.py --site /dev/shm/catalog-bench-…-10000/Public [--pause 0.15] [query …]

The bench (`catalog-bench`) types a query in one go, so the page answers it once. A person
pauses longer than the 80 ms debounce between letters, so the page answers every query on the
way ("n", "na", "nav" …), each with the page chunks of its results. For each query this opens a
fresh search.html, types the query a letter every --pause seconds through WebDriver, waits a
second, and prints the scripts the page loaded (from window.catalogSearch.loaded()) and their
bytes, search.js included.
"""
import argparse
import os
import time

from selenium import webdriver

DEFAULT_QUERIES = ["navigation", "spring delay", "opacity tile", "staggered", "synthetic component 4242",
                   "bounce response damping"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True, help="a built site's output folder")
    parser.add_argument("--pause", type=float, default=0.15, help="seconds between letters")
    parser.add_argument("queries", nargs="*")
    arguments = parser.parse_args()
    site = os.path.abspath(arguments.site)
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--allow-file-access-from-files", "--disable-gpu"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=webdriver.chrome.service.Service("/usr/bin/chromedriver"), options=options)
    folder = site + "/assets/search/en/"
    script = os.path.getsize(site + "/assets/search.js")
    try:
        for query in arguments.queries or DEFAULT_QUERIES:
            driver.get("file://" + site + "/search.html")
            time.sleep(0.6)
            box = driver.find_element("id", "search-input")
            for letter in query:
                box.send_keys(letter)
                time.sleep(arguments.pause)
            time.sleep(1.0)
            loaded = driver.execute_script("return window.catalogSearch.loaded()")
            sizes = {name: os.path.getsize(folder + name + ".js") for name in loaded}
            chunks = [name for name in loaded if name.startswith("d-")]
            others = ", ".join(f"{name} {size / 1000:.1f}" for name, size in sizes.items() if not name.startswith("d-"))
            print(f"{query!r}: {(script + sum(sizes.values())) / 1000:.1f} KB in {len(loaded) + 1} scripts; "
                  f"{len(chunks)} page chunks {sum(sizes[name] for name in chunks) / 1000:.1f} KB; {others} KB")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""The reader's checks of a built site, in a real browser driven through WebDriver.

    reader_checks.py --browser chromium --site Public [--axe axe.min.js]
    reader_checks.py --browser webkit --site Public          (run under xvfb-run)
    reader_checks.py --browser chromium --rtl-site PublicAr --rtl-prefix ar/ --screens DIR

Prints one line per check (`ok …`, `FAIL …`, `skip …`) and a closing line
`reader checks: N passed, M failed`; exits 1 when a check failed, 0 otherwise. Run by the
Swift tests in Tests/SiteTests/ReaderBrowserTests.swift.
"""
import argparse
import atexit
import glob
import os
import shutil
import struct
import sys
import tempfile
import time
import zlib

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import WebDriverWait
from selenium.common.exceptions import JavascriptException, StaleElementReferenceException, TimeoutException

PHONE = (390, 844)
DESKTOP = (1280, 800)
passed = 0
failed = 0


def check(condition, what, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print("ok   " + what)
    else:
        failed += 1
        print("FAIL " + what + (": " + str(detail) if detail != "" else ""))
    sys.stdout.flush()
    return condition


class Browser:
    """One browser session and what the checks ask of it."""

    def __init__(self, engine):
        self.engine = engine
        if engine == "chromium":
            options = webdriver.ChromeOptions()
            for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--allow-file-access-from-files"]:
                options.add_argument(argument)
            service = webdriver.chrome.service.Service("/usr/bin/chromedriver")
            self.driver = webdriver.Chrome(service=service, options=options)
        else:
            self.driver = webkit_driver(reduced_motion=False)
        self.driver.set_script_timeout(30)
        self.size = None
        self.media = {}

    def quit(self):
        self.driver.quit()

    def resize(self, size):
        """Makes the viewport exactly `size` in Chromium; as near as the window allows elsewhere."""
        self.size = size
        if self.engine == "chromium":
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})
        else:
            self.driver.set_window_rect(width=size[0], height=size[1])
            inner = self.run("return [innerWidth, innerHeight]")
            self.driver.set_window_rect(width=2 * size[0] - inner[0], height=2 * size[1] - inner[1])

    def emulate(self, **features):
        """Media features such as prefers_reduced_motion="reduce"; in WebKitGTK only that one,
        by a new session whose GTK settings turn animations off, which WebKitGTK reports as
        `prefers-reduced-motion: reduce`."""
        reduced = features.get("prefers_reduced_motion") == "reduce"
        if self.engine != "chromium" and reduced != (self.media.get("prefers_reduced_motion") == "reduce"):
            self.driver.quit()
            self.driver = webkit_driver(reduced_motion=reduced)
            self.driver.set_script_timeout(30)
            if self.size:
                self.resize(self.size)
        self.media = features
        if self.engine == "chromium":
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": name.replace("_", "-"), "value": value} for name, value in features.items()]})

    def open(self, url, theme=None):
        self.driver.get(url)
        if theme is not None:
            self.run("try { if (arguments[0] === 'system') { localStorage.removeItem('catalog-theme'); }"
                     " else { localStorage.setItem('catalog-theme', arguments[0]); } } catch (e) {}", theme)
            self.driver.get(url)
        time.sleep(0.15)

    def run(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)


def wait_until(browser, script, done, *arguments, seconds=5):
    """Runs `script` every 50 ms until `done(value)` holds or `seconds` have passed; the last
    value. What a check asserts after something the page does in its own time (a scroll
    handled in the next frame, a navigation) is waited for, never given a fixed time."""
    value = []

    def ready(driver):
        value[:] = [driver.execute_script(script, *arguments)]
        return done(value[0])
    try:
        # A script run while the page is being replaced may fail: it is run again.
        WebDriverWait(browser.driver, seconds, poll_frequency=0.05,
                      ignored_exceptions=(JavascriptException, StaleElementReferenceException)).until(ready)
    except TimeoutException:
        pass
    return value[0] if value else None


def run_alone(name, run_all):
    """A checks module run by itself: `--browser` and `--site`, a summary line, the exit status."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--browser", choices=["chromium", "webkit"], default="chromium")
    parser.add_argument("--site", required=True)
    arguments = parser.parse_args()
    browser = Browser(arguments.browser)
    try:
        run_all(browser, arguments.site)
    finally:
        browser.quit()
    print("%s checks (%s): %d passed, %d failed" % (name, arguments.browser, passed, failed))
    sys.exit(1 if failed else 0)


def webkit_browser():
    found = glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser")
    return found[0] if found else ""


def webkit_driver(reduced_motion):
    """A WebKitGTK session; with `reduced_motion`, its browser reads GTK settings that turn
    animations off (gtk-enable-animations), as a reader's system setting would."""
    from selenium.webdriver.webkitgtk.options import Options
    options = Options()
    options.binary_location = webkit_browser()
    options.add_argument("--automation")
    saved = os.environ.get("XDG_CONFIG_HOME")
    if reduced_motion:
        folder = tempfile.mkdtemp(prefix="catalog-gtk-")
        atexit.register(shutil.rmtree, folder, True)
        os.makedirs(os.path.join(folder, "gtk-3.0"))
        with open(os.path.join(folder, "gtk-3.0", "settings.ini"), "w") as settings:
            settings.write("[Settings]\ngtk-enable-animations=false\n")
        os.environ["XDG_CONFIG_HOME"] = folder
    try:
        return webdriver.WebKitGTK(executable_path="/usr/bin/WebKitWebDriver", options=options)
    finally:
        if saved is None:
            os.environ.pop("XDG_CONFIG_HOME", None)
        else:
            os.environ["XDG_CONFIG_HOME"] = saved


served = {}


def page_url(site, path):
    """A page from disk; a 404 page, whose links start at the site's root path, from a local
    server at `/` (where a static host shows it)."""
    if path.endswith("404.html"):
        if site not in served:
            served[site] = serve(site, "/")
        return served[site] + "/" + path
    return "file://" + os.path.abspath(site) + "/" + path


def page_types(site):
    """One page of every kind, in the default language and the second one."""
    tag = sorted(p for p in glob.glob(os.path.join(site, "tags", "*.html")) if not p.endswith("index.html"))
    pages = {
        "home": "index.html",
        "component": "components/radial-grid-reveal.html",
        "category": "categories/transitions.html",
        "guide": "guides/insert-a-row-then-push.html",
        "guides": "guides/index.html",
        "tags": "tags/index.html",
        "tag": "tags/" + os.path.basename(tag[0]) if tag else "tags/index.html",
        "search": "search.html?q=stagger",
        "api": "api.html?q=Binding",
        "404": "404.html",
    }
    pages["component (es)"] = "es/" + pages["component"]
    pages["guide (es)"] = "es/" + pages["guide"]
    return pages


def every_page(site):
    paths = []
    for path in glob.glob(os.path.join(site, "**", "*.html"), recursive=True):
        paths.append(os.path.relpath(path, site))
    return sorted(paths)


# MARK: - Checks


def axe_checks(browser, site, axe_source):
    """axe-core on every kind of page: phone and desktop, light and dark, reduced motion."""
    pages = page_types(site)
    runs = [(size, theme, {}) for size in (PHONE, DESKTOP) for theme in ("light", "dark")]
    runs.append((DESKTOP, "light", {"prefers_reduced_motion": "reduce"}))
    runs.append((PHONE, "dark", {"prefers_reduced_motion": "reduce"}))
    for size, theme, media in runs:
        browser.resize(size)
        browser.emulate(**media)
        for name, path in pages.items():
            browser.open(page_url(site, path), theme=theme)
            browser.run(axe_source)
            violations = browser.driver.execute_async_script("""
                var done = arguments[arguments.length - 1];
                axe.run(document, {resultTypes: ['violations']}).then(function (result) {
                  done(result.violations.map(function (v) {
                    return v.id + ' (' + v.impact + '): ' + v.nodes.map(function (n) {
                      return n.target.join(' ') + (n.failureSummary ? ' [' + n.failureSummary.replace(/\\s+/g, ' ') + ']' : '');
                    }).slice(0, 4).join(' | ');
                  }));
                }, function (error) { done(['axe failed: ' + error]); });""")
            label = "axe 0 violations: %s at %dpx, %s%s" % (
                name, size[0], theme, ", reduced motion" if media else "")
            check(not violations, label, "; ".join(violations))
    browser.emulate()


def overflow_checks(browser, site, paths):
    """No page scrolls sideways on a phone."""
    browser.resize(PHONE)
    wide = []
    for path in paths:
        browser.open(page_url(site, path))
        width = browser.run("return [document.documentElement.scrollWidth, innerWidth]")
        if width[0] > width[1]:
            wide.append("%s (%d > %d)" % (path, width[0], width[1]))
    check(not wide, "no horizontal overflow at %dpx on %d pages" % (browser.size[0], len(paths)), ", ".join(wide))


def identifier_checks(browser, site):
    """No identifier in code breaks across lines (`cardHeigh|t`), on any component or guide page,
    on a phone and a desktop; and none sticks out of the page."""
    paths = [p for p in every_page(site) if "/components/" in "/" + p or "/guides/" in "/" + p]
    for size in (PHONE, DESKTOP):
        browser.resize(size)
        broken = []
        for path in paths:
            browser.open(page_url(site, path))
            broken += [path + ": " + text for text in browser.run("""
                return Array.prototype.filter.call(document.querySelectorAll(':not(pre) > code'), function (c) {
                  if (/\\s/.test(c.textContent)) { return false; }
                  var lines = {};
                  Array.prototype.forEach.call(c.getClientRects(), function (r) { if (r.width > 1) { lines[Math.round(r.top)] = 1; } });
                  return Object.keys(lines).length > 1 || c.getBoundingClientRect().right > document.documentElement.clientWidth;
                }).map(function (c) { return c.textContent; });""")]
        check(not broken, "no identifier breaks mid-word or sticks out at %dpx on %d pages (%d found)" % (
            size[0], len(paths), len(broken)), ", ".join(broken[:8]))


def preview_first_checks(browser, site):
    """On every component page the preview's top is inside the first viewport."""
    components = sorted(p for p in every_page(site) if p.startswith("components/"))
    for size in (PHONE, DESKTOP):
        browser.resize(size)
        late = []
        for path in components:
            browser.open(page_url(site, path))
            top = browser.run("var f = document.querySelector('.preview figure, figure.timeline');"
                              " return f ? [f.getBoundingClientRect().top, innerHeight] : null")
            # The top of the frame and a good part of the stage are visible without scrolling.
            if top is not None and top[0] + 160 > top[1]:
                late.append("%s (top %d of %d)" % (path, top[0], top[1]))
        check(not late, "preview visible without scrolling at %dx%d on %d component pages" % (
            size[0], size[1], len(components)), ", ".join(late))


def keyboard_walk(browser, site):
    """Tab from the top of a component page reaches the header search, the theme menu, the
    table of contents and the preview's controls, in that order, each with a visible focus."""
    browser.resize(DESKTOP)
    browser.open(page_url(site, "components/radial-grid-reveal.html"))
    browser.run("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    wanted = [
        ("header search", "el.id === 'site-search-input'"),
        ("theme menu", "el.name === 'theme' && !!el.closest('.theme-toggle')"),
        ("table of contents", "!!el.closest('.toc') && el.tagName === 'A'"),
        ("preview control", "!!el.closest('.timeline-controls, .preview') && /BUTTON|INPUT/.test(el.tagName)"),
    ]
    reached = []
    unringed = []
    for _ in range(80):
        ActionChains(browser.driver).send_keys(Keys.TAB).perform()
        found = browser.run("""
            var el = document.activeElement; if (!el || el === document.body) return null;
            var style = getComputedStyle(el);
            var ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            var names = [];
            %s
            return [names, ring, el.tagName + (el.id ? '#' + el.id : '') + (el.className ? '.' + el.className : '')];
        """ % "\n".join("if (%s) names.push(%r);" % (test, name) for name, test in wanted))
        if found is None:
            continue
        names, ring, description = found
        if not ring:
            unringed.append(description)
        for name in names:
            if name not in reached:
                reached.append(name)
        if len(reached) == len(wanted):
            break
    order = [name for name, _ in wanted]
    # The preview comes before the table of contents on a component page (preview first).
    check(reached[:2] == order[:2] and sorted(reached[2:]) == sorted(order[2:]),
          "keyboard walk reaches " + ", ".join(order) + " (search, then theme, then the others)", reached)
    check(not unringed, "every element reached by Tab shows a focus ring", ", ".join(unringed[:6]))
    # Enter on a table-of-contents link moves to its section.
    browser.run("document.querySelector('.toc a[href=\"#api-heading\"]').focus()")
    ActionChains(browser.driver).send_keys(Keys.ENTER).perform()
    moved = wait_until(browser, "return location.hash", lambda hash: hash == "#api-heading")
    check(moved == "#api-heading", "Enter on a table-of-contents link goes to its section", moved)


def copy_checks(browser, site):
    """Every code block has a copy button; copying says so in the live region."""
    browser.resize(DESKTOP)
    browser.open(page_url(site, "guides/insert-a-row-then-push.html"))
    counts = browser.run("return [document.querySelectorAll('pre.code').length,"
                         " document.querySelectorAll('.copy-button:not([hidden])').length]")
    check(counts[0] > 0 and counts[0] == counts[1], "a copy button on every code block of a guide", counts)
    button = browser.driver.find_element(By.CSS_SELECTOR, ".copy-button")
    button.click()
    announced = wait_until(browser, "return document.getElementById('live-region').textContent", bool)
    check(announced == "Copied", "copying is announced in the live region", repr(announced))


def theme_checks(browser, site):
    """The theme menu switches at once, is remembered across pages, and System follows the
    system's setting."""
    browser.resize(DESKTOP)
    url = page_url(site, "index.html")
    browser.open(url, theme="system")
    background = "return getComputedStyle(document.body).backgroundColor"
    light = browser.run(background)
    control = browser.driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
    check(control.is_displayed() and not browser.run("return document.querySelector('header select')"),
          "the theme control is shown when scripts run, and is not a native menu")
    browser.driver.find_element(By.CSS_SELECTOR, ".theme-toggle input[value=dark]").find_element(By.XPATH, "..").click()
    dark = browser.run(background)
    check(dark != light and browser.run("return document.documentElement.dataset.theme") == "dark",
          "choosing Dark darkens the page at once", (light, dark))
    browser.open(page_url(site, "guides/index.html"))
    check(browser.run("return [document.documentElement.dataset.theme, document.querySelector('.theme-toggle :checked').value]")
          == ["dark", "dark"], "the choice is remembered on the next page")
    # The theme is on <html> before the stylesheet is read: the script comes first in <head>.
    order = browser.run("var h = document.head.innerHTML; return [h.indexOf('catalog-theme'), h.indexOf('style.css')]")
    check(0 <= order[0] < order[1], "the theme is set before the stylesheet loads (no flash)", order)
    browser.open(url, theme="system")
    if browser.engine == "chromium":
        browser.emulate(prefers_color_scheme="dark")
        browser.open(url)
        check(browser.run("return document.documentElement.dataset.theme") == "dark",
              "System follows a dark system setting")
        browser.emulate()


HEADER_ROWS = """
    var bar = document.querySelector('.site-header .bar');
    var boxes = Array.prototype.filter.call(bar.querySelectorAll(
        '.brand, .site-nav > ul > li, .site-search, .theme-toggle, .language-switcher li, .menu-button, .search-link'),
      function (e) { var r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; })
      .map(function (e) { return e.getBoundingClientRect(); });
    var top = Math.max.apply(null, boxes.map(function (r) { return r.top; }));
    var bottom = Math.min.apply(null, boxes.map(function (r) { return r.bottom; }));
    boxes.sort(function (a, b) { return a.left - b.left; });
    var apart = boxes.every(function (r, i) { return i === 0 || boxes[i - 1].right <= r.left + 1; });
    return [document.querySelector('.site-header').getBoundingClientRect().height, top < bottom && apart, boxes.length];"""

PLACEHOLDER_FITS = """
    var input = document.getElementById(arguments[0]);
    if (!input || !input.getClientRects().length) return null;
    var style = getComputedStyle(input);
    var context = document.createElement('canvas').getContext('2d');
    context.font = style.font;
    var room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return [input.placeholder, context.measureText(input.placeholder).width, room, innerWidth];"""

# Every search box with a placeholder: the header's (hidden on a phone, where a link to the
# search page takes its place), the search page's and the API page's filter.
SEARCH_BOXES = [("index.html", "site-search-input"), ("components/radial-grid-reveal.html", "site-search-input"),
                ("search.html", "search-input"), ("api.html", "api-filter-input")]


def header_checks(browser, site):
    """The header: one row from 1024 px in both languages, one height on every page, a compact
    row with a menu on a phone, and the categories' menu."""
    pages = ["index.html", "components/radial-grid-reveal.html", "search.html", "guides/insert-a-row-then-push.html",
             "tags/index.html", "api.html"]
    for size in ((1024, 768), DESKTOP, (800, 600), PHONE):
        browser.resize(size)
        heights = {}
        for language in ("", "es/"):
            for path in pages:
                browser.open(page_url(site, language + path))
                height, one_row, count = browser.run(HEADER_ROWS)
                heights[language + path] = round(height)
                check(one_row and height <= 64, "header in one row, nothing overlapping, at %dpx: %s" % (size[0], language + path),
                      (height, one_row, count))
                box = browser.run("return document.getElementById('site-search-input')")
                if box is not None and size[0] >= 640:
                    check(box.is_displayed(), "search box in the header at %dpx: %s" % (size[0], language + path))
        check(len(set(heights.values())) == 1, "header has one height on every page at %dpx" % size[0], heights)
    # The phone menu opens, holds the navigation, the theme and the languages, and Escape closes it.
    browser.resize(PHONE)
    browser.open(page_url(site, "es/components/radial-grid-reveal.html"))
    hidden = browser.run("return !document.querySelector('.site-nav').getClientRects().length")
    browser.driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
    shown = browser.run("""return ['.site-nav a[href*=transitions]', '.theme-toggle', '.language-switcher a', '.search-link']
        .map(function (s) { var e = document.querySelector(s); return !!e && e.getClientRects().length > 0; })""")
    expanded = browser.run("return document.querySelector('.menu-button').getAttribute('aria-expanded')")
    ActionChains(browser.driver).send_keys(Keys.ESCAPE).perform()
    closed = browser.run("return !document.querySelector('.site-nav').getClientRects().length")
    check(hidden and all(shown) and expanded == "true" and closed,
          "phone menu: folded, opens with the navigation, theme and languages beside a search link, Escape folds it",
          (hidden, shown, expanded, closed))
    # From 1024 px the categories are a menu of their own.
    browser.resize(DESKTOP)
    browser.open(page_url(site, "components/radial-grid-reveal.html"))
    button = browser.driver.find_element(By.CSS_SELECTOR, ".nav-categories-button")
    before = browser.run("return document.querySelector('#nav-categories a').getClientRects().length")
    button.click()
    after = browser.run("return document.querySelector('#nav-categories a').getClientRects().length")
    browser.driver.find_element(By.CSS_SELECTOR, ".toc h2").click()
    outside = browser.run("return document.querySelector('#nav-categories a').getClientRects().length")
    check(before == 0 and after > 0 and outside == 0, "the categories' menu opens on a click and closes on a click elsewhere",
          (before, after, outside))


TOC_IDS = """return Array.prototype.map.call(document.querySelectorAll('.toc a[href^="#"]'),
    function (a) { return decodeURIComponent(a.hash.slice(1)); })"""
SECTION_SHOWN = """var e = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    return [decodeURIComponent(location.hash.slice(1)), !!e && Math.abs(e.getBoundingClientRect().top) < 40]"""


def language_switch_checks(browser, site):
    """The language switcher keeps the section the reader is at: the same #fragment on a
    component page, whose sections have the same ids in every language; on a guide, whose
    headings' ids differ, the section at the same position of the other language's page."""
    browser.resize(DESKTOP)
    browser.open(page_url(site, "components/radial-grid-reveal.html#api-heading"))
    link = browser.driver.find_element(By.CSS_SELECTOR, ".language-switcher a[hreflang=es]")
    browser.run("arguments[0].click()", link)
    arrived = wait_until(browser, "return location.href", lambda url: url.endswith("es/components/radial-grid-reveal.html#api-heading"))
    check(arrived.endswith("es/components/radial-grid-reveal.html#api-heading"), "the language switcher keeps the #fragment", arrived)
    guide = "guides/insert-a-row-then-push.html"
    for start, other, language in (("", "es/", "es"), ("es/", "", "en")):
        browser.open(page_url(site, other + guide))
        theirs = browser.run(TOC_IDS)
        browser.open(page_url(site, start + guide))
        ours = browser.run(TOC_IDS)
        at = 3
        browser.open(page_url(site, start + guide + "#" + ours[at]))
        browser.run("arguments[0].click()", browser.driver.find_element(
            By.CSS_SELECTOR, ".language-switcher a[hreflang=%s]" % language))
        shown = wait_until(browser, SECTION_SHOWN, lambda shown: shown[0] == theirs[at] and shown[1])
        check(ours[at] != theirs[at] and shown == [theirs[at], True],
              "the language switcher opens %s%s at the section at the same place (%s for %s)" % (
                  other, guide, theirs[at], ours[at]), shown)


def placeholder_checks(browser, site):
    """Every search box's placeholder fits inside the box (its text measured in the box's font
    against its content box), in both languages, from a small phone to a desktop. A box that
    is hidden at a width (the header's, on a phone) is not measured there."""
    for width in (320, 390, 800, 1024, 1280):
        for language in ("", "es/"):
            for path, box in SEARCH_BOXES:
                measured = at_width(browser, page_url(site, language + path), (width, 844), PLACEHOLDER_FITS, box)
                if measured is None and box != "site-search-input":
                    check(False, "search box #%s shown at %dpx: %s" % (box, width, language + path))
                elif measured is not None:
                    text, used, room, viewport = measured
                    check(used <= room and viewport == width, "search placeholder fits at %dpx: %s #%s" % (
                        width, language + path, box), "%r needs %.0f px in %.0f px (viewport %d px)" % (
                        text, used, room, viewport))


frame_page = []


def at_width(browser, url, size, script, *arguments):
    """Opens `url` in a viewport of `size` and runs `script` there. Where the window cannot be
    made that narrow (WebKitGTK's stops near 450 px), the page is opened in a frame of that
    size, whose width is what its media queries see."""
    browser.resize(size)
    if browser.run("return innerWidth") == size[0]:
        browser.open(url)
        return browser.run(script, *arguments)
    if not frame_page:
        folder = tempfile.mkdtemp(prefix="catalog-frame-")
        atexit.register(shutil.rmtree, folder, True)
        frame_page.append(os.path.join(folder, "frame.html"))
        with open(frame_page[0], "w", encoding="utf-8") as file:
            file.write('<!doctype html><title>frame</title><body style="margin:0"><iframe style="border:0"></iframe>')
    browser.driver.get("file://" + frame_page[0])
    browser.driver.execute_async_script("""
        var done = arguments[arguments.length - 1], frame = document.querySelector('iframe');
        frame.style.width = arguments[1] + 'px'; frame.style.height = arguments[2] + 'px';
        frame.onload = function () { done(); }; frame.src = arguments[0];""", url, size[0], size[1])
    browser.driver.switch_to.frame(browser.driver.find_element(By.TAG_NAME, "iframe"))
    try:
        return browser.run(script, *arguments)
    finally:
        browser.driver.switch_to.default_content()


def toc_checks(browser, site):
    """The table of contents marks the section being read, and follows the reader down."""
    browser.resize(DESKTOP)
    for path, target in (("components/radial-grid-reveal.html", "api-heading"),
                         ("guides/insert-a-row-then-push.html", None)):
        browser.open(page_url(site, path))
        first = browser.run("var a = document.querySelectorAll('.toc a[aria-current]'); return a.length === 1 ? a[0].hash : a.length")
        if target is None:
            target = browser.run("var a = document.querySelectorAll('.toc a'); return a[Math.floor(a.length / 2)].hash.slice(1)")
        browser.run("document.getElementById(arguments[0]).scrollIntoView()", target)
        # The page marks the section in the animation frame after the scroll event.
        marked = wait_until(browser, "return Array.prototype.map.call(document.querySelectorAll('.toc a[aria-current]'),"
                            " function (a) { return a.hash; })", lambda hashes: hashes == ["#" + target])
        check(first == browser.run("return document.querySelector('.toc a').hash") and marked == ["#" + target],
              "the table of contents marks the current section: %s" % path, (first, marked, target))


def print_checks(browser, site):
    """Printed, a component page has no controls, and its code wraps inside the page."""
    browser.resize((800, 1000))
    browser.open(page_url(site, "components/radial-grid-reveal.html"))
    browser.run("window.dispatchEvent(new Event('beforeprint'))")
    browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    shown = browser.run("""return Array.prototype.filter.call(document.querySelectorAll(
        'button, input, select, .site-header, .toc, .site-footer, .heading-anchor'),
        function (e) { return e.getClientRects().length > 0; }).map(function (e) { return e.outerHTML.slice(0, 60); })""")
    cut = browser.run("""return Array.prototype.filter.call(document.querySelectorAll('pre'),
        function (p) { return p.scrollWidth > p.clientWidth + 1 || getComputedStyle(p).whiteSpace !== 'pre-wrap'; }).length""")
    sources = browser.run("return Array.prototype.every.call(document.querySelectorAll('.sources pre'), function (p) { return p.getClientRects().length > 0; })")
    browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    check(not shown, "printed: no controls, header, footer or table of contents", shown[:5])
    check(cut == 0 and sources, "printed: the source is shown and every code block wraps inside the page", (cut, sources))


def search_checks(browser, site):
    browser.resize(DESKTOP)
    browser.open(page_url(site, "search.html?q=stagered"))
    titles = wait_until(browser, "return Array.prototype.map.call(document.querySelectorAll('.search-results li a'),"
                        " function (a) { return a.textContent.trim(); })", bool) or []
    check("Staggered Appear List" in titles, "search answers a typo from file://", titles[:5])
    # Facets, marks, the empty state, the shortcut and corrections (search_checks.py beside this file).
    import search_checks
    search_checks.run_all(browser, site, check)


def preview_checks(browser, site):
    """The SMIL preview plays, and the scrubber moves it."""
    browser.resize(DESKTOP)
    browser.emulate()
    browser.open(page_url(site, "components/radial-grid-reveal.html"))
    now = "return document.querySelector('svg[data-timeline]').getCurrentTime()"
    first = browser.run(now)
    second = wait_until(browser, now, lambda later: later > first + 0.2)
    check(second > first, "the preview plays (SVG time %.2f s then %.2f s)" % (first, second))
    scrubbed = browser.run("""
        var svg = document.querySelector('svg[data-timeline]');
        var range = document.querySelector('.timeline-controls input[type=range], .preview input[type=range]');
        if (!range) return null;
        function scrub(fraction) {
          var low = Number(range.min), high = Number(range.max);
          range.value = String(Math.round(low + (high - low) * fraction));
          range.dispatchEvent(new Event('input', {bubbles: true}));
          range.dispatchEvent(new Event('change', {bubbles: true}));
          return svg.getCurrentTime();
        }
        var early = scrub(0.25), late = scrub(0.75);
        return [early, late, svg.animationsPaused()];""")
    check(scrubbed is not None and scrubbed[2] and scrubbed[1] - scrubbed[0] > 0.1,
          "the scrubber pauses the preview and moves it (a quarter, then three quarters)", scrubbed)


def rtl_checks(browser, site, prefix, screens):
    """A right-to-left catalog renders mirrored: `dir="rtl"`, the header starting on the right,
    the breadcrumbs read from the right; checked on the page and on its screenshot."""
    pages = {"home": prefix + "index.html", "component": prefix + "components/fade-list.html",
             "guide": prefix + "guides/fading-rows.html"}
    for size in (PHONE, DESKTOP):
        browser.resize(size)
        for name, path in pages.items():
            browser.open(page_url(site, path))
            direction = browser.run("return [document.documentElement.dir, getComputedStyle(document.body).direction]")
            check(direction == ["rtl", "rtl"], "rtl: %s at %dpx has dir=rtl" % (name, size[0]), direction)
            brand = browser.run("var r = document.querySelector('.brand').getBoundingClientRect();"
                                " return [r.left, r.right, innerWidth]")
            check(brand[1] > brand[2] * 0.6, "rtl: %s at %dpx starts the header on the right" % (name, size[0]), brand)
            width = browser.run("return [document.documentElement.scrollWidth, innerWidth]")
            check(width[0] <= width[1], "rtl: %s at %dpx does not scroll sideways" % (name, size[0]), width)
            crumbs = browser.run("return Array.prototype.map.call(document.querySelectorAll('.breadcrumbs li'),"
                                 " function (li) { return li.getBoundingClientRect().left; })")
            if len(crumbs) > 1:
                check(crumbs[0] > crumbs[1], "rtl: %s at %dpx breadcrumbs read from the right" % (name, size[0]), crumbs)
            png = browser.driver.get_screenshot_as_png()
            if screens:
                os.makedirs(screens, exist_ok=True)
                with open(os.path.join(screens, "rtl-%s-%d.png" % (name, size[0])), "wb") as file:
                    file.write(png)
            header = browser.run("var r = document.querySelector('.site-header').getBoundingClientRect();"
                                 " return [r.top, r.bottom]")
            centre = ink_centre(png, int(header[0]), int(min(header[0] + 56, header[1])))
            check(centre is not None and centre > 0.5,
                  "rtl: %s at %dpx screenshot has the header's first line on the right half" % (name, size[0]),
                  centre)


# MARK: - Served over HTTP


def serve(site, base_path):
    """Serves `site` at `base_path` (`/` or `/catalog/`) on a free local port, as a static
    host does: a missing file gets the site's 404 page (its language's) with status 404.
    Returns the server's origin, such as http://127.0.0.1:8123."""
    import functools
    import http.server
    import threading

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

        def translate_path(self, path):
            path = path.split("?", 1)[0].split("#", 1)[0]
            if not path.startswith(base_path):
                return os.path.join(site, "\0outside")
            return super().translate_path("/" + path[len(base_path):])

        def send_error(self, code, message=None, explain=None):
            relative = self.path[len(base_path):] if self.path.startswith(base_path) else ""
            language = relative.split("/", 1)[0]
            page = os.path.join(site, language, "404.html")
            page = page if language and os.path.isfile(page) else os.path.join(site, "404.html")
            if code != 404 or not os.path.isfile(page):
                return super().send_error(code, message, explain)
            with open(page, "rb") as file:
                body = file.read()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return "http://127.0.0.1:%d" % server.server_address[1]


def broken_links(browser):
    """The same-origin links and stylesheets of the open page that do not answer 200."""
    return browser.driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        var urls = [];
        document.querySelectorAll('a[href], link[rel=stylesheet], script[src]').forEach(function (e) {
          var url = new URL(e.href || e.src, location.href); url.hash = '';
          var here = new URL(location.href); here.hash = '';
          if (url.origin === location.origin && url.href !== here.href && urls.indexOf(url.href) < 0) { urls.push(url.href); }
        });
        Promise.all(urls.map(function (url) {
          return fetch(url, {method: 'HEAD'}).then(function (r) { return r.status === 200 ? null : url + ' ' + r.status; },
                                                    function () { return url + ' failed'; });
        })).then(function (found) { done(found.filter(Boolean)); });""")


def hosting_checks(browser, site, base_path):
    """The site served by a web server at `base_path`: every kind of page styled with its links
    answering, and a missing address at any depth showing the styled 404 page whose links work."""
    origin = serve(site, base_path)
    browser.resize(DESKTOP)
    styled = "return getComputedStyle(document.querySelector('.site-header')).borderBottomStyle === 'solid'"
    pages = dict(page_types(site)) if os.path.isfile(os.path.join(site, "components/radial-grid-reveal.html")) else {
        "home": "index.html", "home (es)": "es/index.html"}
    for name, path in pages.items():
        if name == "404":
            continue
        browser.open(origin + base_path + path)
        broken = broken_links(browser)
        check(browser.run(styled) and not broken, "served at %s: %s is styled and its links answer" % (base_path, name),
              broken[:4])
    for missing in ("no-such-page.html", "components/gone.html", "a/b/c/d/deep.html", "es/components/gone.html"):
        browser.open(origin + base_path + missing)
        language = browser.run("return document.documentElement.lang")
        broken = broken_links(browser)
        home = browser.run("var a = document.querySelector('main a'); return a ? a.href : ''")
        check(browser.run(styled) and not broken and home.startswith(origin + base_path),
              "served at %s: missing %s shows the styled 404 page (%s) with working links" % (
                  base_path, missing, language), (broken[:4], home))
    browser.open(origin + base_path + "a/b/c/deep.html")
    browser.driver.find_element(By.CSS_SELECTOR, "main a").click()
    home = wait_until(browser, "return location.pathname !== arguments[0] && document.readyState === 'complete'"
                      " && !!document.querySelector('.site-header') && !/404/.test(document.title)", bool,
                      base_path + "a/b/c/deep.html")
    check(home and browser.driver.current_url.startswith(origin + base_path),
          "served at %s: the 404 page's home link leads to the home page" % base_path, browser.driver.current_url)


def ink_centre(png, top, bottom):
    """The mean x, from 0 (left) to 1 (right), of the dark pixels between two rows of a
    screenshot (light theme: text is the dark pixels)."""
    width, height, rows = decode_png(png)
    xs = []
    for y in range(max(0, top), min(height, bottom)):
        row = rows[y]
        for x in range(width):
            r, g, b = row[4 * x], row[4 * x + 1], row[4 * x + 2]
            if r + g + b < 300:
                xs.append(x)
    return sum(xs) / len(xs) / width if xs else None


def decode_png(data):
    """Width, height and RGBA rows of an 8-bit RGB or RGBA, non-interlaced PNG (what browsers
    take screenshots as)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, chunks, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(chunks)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = line
        if channels == 3:
            line = bytearray(b"".join(bytes(line[i:i + 3]) + b"\xff" for i in range(0, stride, 3)))
        rows.append(line)
    return width, height, rows


# The checks `--only` can name, each run on the site given by `--site`.
NAMED = {
    "preview": preview_checks, "search": search_checks, "copy": copy_checks, "theme": theme_checks,
    "hosting": lambda browser, site: hosting_checks(browser, site, "/"), "header": header_checks,
    "placeholders": placeholder_checks, "switcher": language_switch_checks, "toc": toc_checks, "identifiers": identifier_checks,
    "print": print_checks, "keyboard": keyboard_walk,
    "previews": lambda browser, site: __import__("preview_checks").run_all(browser, site, check),
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--browser", choices=["chromium", "webkit"], default="chromium")
    parser.add_argument("--site")
    parser.add_argument("--axe")
    parser.add_argument("--rtl-site")
    parser.add_argument("--rtl-prefix", default="", help="the right-to-left language's folder, such as ar/")
    parser.add_argument("--screens")
    parser.add_argument("--served-site", help="a site to check served over HTTP at --base-path only")
    parser.add_argument("--base-path", default="/")
    parser.add_argument("--only-header", help="a site to run the header checks on, alone")
    parser.add_argument("--only", help="with --site, only these checks, such as placeholders,toc: " + ", ".join(NAMED))
    arguments = parser.parse_args()
    started = time.time()
    browser = Browser(arguments.browser)
    try:
        if arguments.site and arguments.only:
            for name in arguments.only.split(","):
                NAMED[name](browser, arguments.site)
        elif arguments.site:
            site = arguments.site
            preview_checks(browser, site)
            # The preview's fit, controls, captions and Reduce Motion frame, and the cards
            # (preview_checks.py beside this file).
            import preview_checks as previews
            previews.run_all(browser, site, check)
            search_checks(browser, site)
            copy_checks(browser, site)
            theme_checks(browser, site)
            hosting_checks(browser, site, "/")
            header_checks(browser, site)
            placeholder_checks(browser, site)
            language_switch_checks(browser, site)
            toc_checks(browser, site)
            if arguments.browser == "chromium":
                overflow_checks(browser, site, every_page(site))
                identifier_checks(browser, site)
                print_checks(browser, site)
                preview_first_checks(browser, site)
                keyboard_walk(browser, site)
                if arguments.axe:
                    with open(arguments.axe, encoding="utf-8") as file:
                        axe_checks(browser, site, file.read())
                else:
                    print("skip axe: no axe.min.js given (make test installs it under .build/axe-venv)")
            else:
                overflow_checks(browser, site, list(page_types(site).values()))
        if arguments.only_header:
            header_checks(browser, arguments.only_header)
            placeholder_checks(browser, arguments.only_header)
            language_switch_checks(browser, arguments.only_header)
            identifier_checks(browser, arguments.only_header)
            toc_checks(browser, arguments.only_header)
            if arguments.browser == "chromium":
                print_checks(browser, arguments.only_header)
        if arguments.served_site:
            hosting_checks(browser, arguments.served_site, arguments.base_path)
        if arguments.rtl_site:
            rtl_checks(browser, arguments.rtl_site, arguments.rtl_prefix, arguments.screens)
    finally:
        browser.quit()
    print("reader checks (%s, %.0f s): %d passed, %d failed" % (arguments.browser, time.time() - started, passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

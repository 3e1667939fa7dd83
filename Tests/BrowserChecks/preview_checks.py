#!/usr/bin/python3
"""The preview's and the cards' checks in a real browser: fit at every screen width, the
controls in the first viewport, captions inside the drawing, the chart's words and the caption
at 10 px or more and apart, the Reduce Motion still frame and readout, the switch's two looks,
and the cards' pause control.

    preview_checks.py --browser chromium --site Public
    preview_checks.py --browser webkit --site Public          (run under xvfb-run)

Also run by reader_checks.py (and so by Tests/SiteTests/ReaderBrowserTests.swift). Prints one
line per check and exits 1 when one failed.
"""
import reader_checks
from reader_checks import check, page_url, every_page, wait_until

WIDTHS = [(320, 700), (390, 844), (1280, 800), (1440, 900)]
FIRST_VIEWPORTS = [(1280, 800), (390, 844)]
LISTINGS = ["index.html", "es/index.html"]


def component_pages(site):
    return sorted(p for p in every_page(site) if p.startswith("components/") or p.startswith("es/components/"))


def listing_pages(site):
    """The home pages, every category's pages in both languages (which list every card) and
    two tag pages."""
    pages = every_page(site)
    categories = [p for p in pages if p.startswith("categories/") or p.startswith("es/categories/")]
    tags = [p for p in pages if p.startswith("tags/") and p != "tags/index.html"][:2]
    return LISTINGS + categories + tags


FIT_SCRIPT = """
    var svg = document.querySelector('svg[data-timeline]');
    if (!svg) return null;
    var frame = svg.parentNode, box = svg.getBoundingClientRect(), outer = frame.getBoundingClientRect();
    return [document.documentElement.scrollWidth, innerWidth, box.left, box.right, outer.left, outer.right,
            frame.scrollWidth, frame.clientWidth];
"""


def fit_checks(browser, site):
    """The drawing scales to its frame at 320 to 1280 px: never wider, never scrolled sideways."""
    pages = component_pages(site)
    for size in WIDTHS:
        browser.resize(size)
        wrong = []
        for path in pages:
            browser.open(page_url(site, path))
            fit = browser.run(FIT_SCRIPT)
            if fit is None:
                continue
            scroll, inner, left, right, frame_left, frame_right, frame_scroll, frame_client = fit
            if scroll > inner or left < frame_left - 0.5 or right > frame_right + 0.5 or frame_scroll > frame_client:
                wrong.append("%s %s" % (path, [round(n) for n in fit]))
        check(not wrong, "every preview fits its frame without scrolling at %dpx (%d pages)" % (size[0], len(pages)),
              "; ".join(wrong[:4]))


FIRST_SCRIPT = """
    var svg = document.querySelector('svg[data-timeline]');
    if (!svg) return null;
    var play = document.querySelector('.timeline-buttons button');
    var range = document.querySelector('.timeline-track input[type=range]');
    return [svg.getBoundingClientRect().top, play.getBoundingClientRect().bottom,
            range.getBoundingClientRect().bottom, innerHeight];
"""


def first_viewport_checks(browser, site):
    """The stage's top, Play and the scrubber show without scrolling."""
    pages = [p for p in component_pages(site) if not p.startswith("es/")]
    for size in FIRST_VIEWPORTS:
        browser.resize(size)
        late = []
        for path in pages:
            browser.open(page_url(site, path))
            place = browser.run(FIRST_SCRIPT)
            if place is not None and max(place[0] + 40, place[1], place[2]) > place[3]:
                late.append("%s %s" % (path, [round(n) for n in place]))
        check(not late, "stage top, Play and scrubber in the first %dx%d viewport (%d pages)" % (
            size[0], size[1], len(pages)), "; ".join(late[:4]))


CAPTION_SCRIPT = """
    var svg = document.querySelector('svg[data-timeline]');
    if (!svg) return null;
    svg.classList.add('timeline-reduced'); svg.classList.remove('timeline-full');
    var caption = svg.querySelector('text.caption');
    var box = caption.getBBox();
    return [box.x, box.x + box.width, svg.viewBox.baseVal.width, caption.textContent];
"""


def caption_checks(browser, site):
    """The Reduce Motion caption lies inside the drawing, in both languages."""
    browser.resize((1280, 800))
    wide = []
    for path in component_pages(site):
        browser.open(page_url(site, path))
        box = browser.run(CAPTION_SCRIPT)
        if box is not None and (box[0] < 0 or box[1] > box[2]):
            wide.append("%s %.0f..%.0f" % (path, box[0], box[1]))
    check(not wide, "every Reduce Motion caption fits inside its drawing", "; ".join(wide[:4]))


READOUT_SCRIPT = """
    var svg = document.querySelector('svg[data-timeline]');
    if (!svg) return null;
    var cycle = parseFloat(svg.getAttribute('data-timeline-duration'));
    var still = parseFloat(svg.getAttribute('data-timeline-still')) % cycle;
    var sweeps = svg.getAttribute('data-timeline-sweeps').split(',').map(function (s) { return s.split(' ').map(Number); });
    var phase = sweeps[0];
    for (var i = 0; i < sweeps.length; i++) if (sweeps[i][0] <= still + 1e-9) phase = sweeps[i];
    var expected = Math.round(Math.min(Math.max(still - phase[0], 0), phase[1]) * 1000);
    var range = document.querySelector('.timeline-track input[type=range]');
    return [expected, Number(range.value), document.querySelector('.timeline-time').textContent,
            svg.animationsPaused(), drawnState(svg)];
"""

# What the Reduce Motion stage draws: each group's opacity and first transform. WebKit's
# getCurrentTime() says 0 until the drawing's clock runs, however it was sought, so the moment
# a drawing is held at is told by what it draws, compared with a seek to the still moment.
DRAWN_STATE = """
    function drawnState(svg) {
      return Array.prototype.map.call(svg.querySelectorAll('g.reduced g'), function (g) {
        var list = g.transform.animVal, m = list.numberOfItems ? list.getItem(0).matrix : null;
        return parseFloat(getComputedStyle(g).opacity).toFixed(3) + (m ? ' ' + [m.a, m.e, m.f].map(function (n) {
          return n.toFixed(2); }).join(' ') : '');
      }).join('|');
    }
"""

SEEK_STILL_SCRIPT = DRAWN_STATE + """
    var svg = document.querySelector('svg[data-timeline]');
    svg.setCurrentTime(parseFloat(svg.getAttribute('data-timeline-still')));
"""
READOUT_SCRIPT = DRAWN_STATE + READOUT_SCRIPT


def reduced_motion_checks(browser, site):
    """For readers who prefer reduced motion: the readout and the scrubber say the moment the
    drawing is held at, and the notification stack's still frame is its open pile."""
    browser.resize((1280, 800))
    browser.emulate(prefers_reduced_motion="reduce")
    check(browser.run("return matchMedia('(prefers-reduced-motion: reduce)').matches"),
          "the browser reports prefers-reduced-motion: reduce")
    wrong = []
    for path in component_pages(site):
        browser.open(page_url(site, path))
        shown = wait_until(browser, READOUT_SCRIPT, lambda shown: shown is None or (
            shown[1] == shown[0] and shown[2].startswith("%d " % shown[0]) and shown[3]), seconds=3)
        if shown is None:
            continue
        expected, value, text, paused, drawn = shown
        browser.run(SEEK_STILL_SCRIPT)
        held = wait_until(browser, DRAWN_STATE + "return drawnState(document.querySelector('svg[data-timeline]'))",
                          lambda now: now == drawn, seconds=3) == drawn
        if value != expected or not text.startswith("%d " % expected) or not held or not paused:
            wrong.append("%s %s" % (path, shown[:4] + [held]))
    check(not wrong, "under Reduce Motion the readout and scrubber show the still moment", "; ".join(wrong[:4]))
    browser.open(page_url(site, "components/notification-stack.html"))
    offsets = wait_until(browser, """
        var out = [];
        document.querySelectorAll('svg[data-timeline] g.reduced > g').forEach(function (card) {
          var y = 0;
          for (var g = card.firstElementChild; g && g.tagName === 'g'; g = g.firstElementChild) {
            var list = g.transform.animVal;
            if (list.numberOfItems && (g.getAttribute('transform') || '').indexOf('translate') === 0) y += list.getItem(0).matrix.f;
          }
          out.push(y);
        });
        return out;""", lambda offsets: offsets and all(abs(y) < 0.5 for y in offsets), seconds=3)
    check(offsets and all(abs(y) < 0.5 for y in offsets),
          "the notification stack's still frame under Reduce Motion is the open pile", offsets)
    for path in listing_pages(site):
        browser.open(page_url(site, path))
        count, moving = browser.run(CARD_STILL_SCRIPT)
        check(count and not moving, "under Reduce Motion every card of %s holds still (%d cards)" % (path, count), moving)
    browser.emulate()


CARD_STILL_SCRIPT = """
    // A card holds its motion still (every shared element paused), or shows its still stage
    // in place of its motion.
    var moving = [], cards = document.querySelectorAll('svg.card-stage');
    cards.forEach(function (svg) {
      var motion = svg.querySelector('g.motion'), still = svg.querySelector('g.still');
      var uses = svg.querySelectorAll('.m');
      var held = uses.length && Array.prototype.every.call(uses, function (m) {
        return getComputedStyle(m).animationPlayState === 'paused';
      });
      var swapped = still && getComputedStyle(motion).display === 'none' && getComputedStyle(still).display !== 'none';
      if (!(held || swapped)) moving.push(svg.id);
    });
    return [cards.length, moving];
"""


SWITCH_SCRIPT = """
    var button = document.querySelector('.timeline-variant');
    function look() {
      var style = getComputedStyle(button), before = getComputedStyle(button, '::before').content;
      return [style.backgroundColor, style.color, before, button.getAttribute('aria-pressed')];
    }
    var first = look(); button.click(); var second = look(); button.click();
    return [first, second];
"""


def switch_checks(browser, site):
    """The "As with Reduce Motion" switch looks different pressed and unpressed, by more
    than its colour."""
    browser.resize((1280, 800))
    browser.open(page_url(site, "components/staggered-appear-list.html"))
    looks = browser.run(SWITCH_SCRIPT)
    off, on = looks
    check(off[3] != on[3] and off[0] != on[0] and off[2] != on[2],
          "the Reduce Motion switch looks different pressed and unpressed (fill and mark)", looks)


CARD_FIT_SCRIPT = """
    var wrong = [];
    document.querySelectorAll('svg.card-stage').forEach(function (svg) {
      var box = svg.getBoundingClientRect(), card = svg.closest('.card').getBoundingClientRect();
      if (box.left < card.left - 0.5 || box.right > card.right + 0.5 || box.width < 1) wrong.push(svg.id);
    });
    return [document.querySelectorAll('svg.card-stage').length, wrong];
"""

CARD_STATE_SCRIPT = """
    var out = [];
    document.querySelectorAll('svg.card-stage').forEach(function (svg) {
      var box = svg.getBoundingClientRect();
      var css = Array.prototype.every.call(svg.querySelectorAll('.m'), function (use) {
        return getComputedStyle(use).animationPlayState === 'paused';
      });
      out.push([svg.id, box.bottom > 0 && box.top < innerHeight, svg.animationsPaused(), css]);
    });
    return out;
"""


def cards_run_in_view_only(states):
    """Of CARD_STATE_SCRIPT's cards, some are in view and run, and the others are paused."""
    seen = [s for s in states if s[1]]
    unseen = [s for s in states if not s[1]]
    return bool(seen and all(not s[2] for s in seen) and unseen and all(s[2] and s[3] for s in unseen))


def card_checks(browser, site):
    """Cards fit their card at every width; a visible control pauses every one of them; a card
    out of view does not run."""
    pages = listing_pages(site)
    for size in WIDTHS:
        browser.resize(size)
        wrong = []
        for path in pages:
            browser.open(page_url(site, path))
            count, outside = browser.run(CARD_FIT_SCRIPT)
            if outside:
                wrong.append("%s %s" % (path, outside[:3]))
        check(not wrong, "every card's stage fits its card at %dpx (%d listing pages)" % (size[0], len(pages)),
              "; ".join(wrong))
    browser.resize((1280, 800))
    browser.open(page_url(site, "index.html"))
    browser.run("try { localStorage.removeItem('catalog-cards-paused'); } catch (e) {}")
    browser.open(page_url(site, "index.html"))
    # The cards in view are started and the others paused once an IntersectionObserver reports.
    states = wait_until(browser, CARD_STATE_SCRIPT, cards_run_in_view_only)
    seen = [s for s in states if s[1]]
    unseen = [s for s in states if not s[1]]
    check(cards_run_in_view_only(states),
          "cards in view run and cards out of view are paused (%d in view, %d out)" % (len(seen), len(unseen)),
          [s for s in states if s[1] == s[2]][:3])
    for path in pages:
        browser.open(page_url(site, path))
        shown = browser.run("var b = document.querySelector('button.cards-pause');"
                            " return b ? [b.offsetWidth > 0 && !b.hidden, b.getBoundingClientRect().top < innerHeight] : null")
        if not check(shown == [True, True], "a visible pause control in the first viewport of " + path, shown):
            continue
    browser.open(page_url(site, "index.html"))
    browser.run("document.querySelector('button.cards-pause').click()")
    states = browser.run(CARD_STATE_SCRIPT)
    pressed = browser.run("return document.querySelector('button.cards-pause').getAttribute('aria-pressed')")
    check(pressed == "true" and all(s[2] and s[3] for s in states),
          "the pause control stops every card's animation (SMIL and CSS)", [s for s in states if not (s[2] and s[3])][:3])
    browser.open(page_url(site, "index.html"))
    remembered = browser.run(CARD_STATE_SCRIPT)
    check(all(s[2] for s in remembered), "the pause is remembered on the next page")
    browser.run("document.querySelector('button.cards-pause').click()")
    states = browser.run(CARD_STATE_SCRIPT)
    check(all(not s[2] for s in states if s[1]), "pressed again, the cards in view run again")
    browser.run("try { localStorage.removeItem('catalog-cards-paused'); } catch (e) {}")


PART_WORDS_SCRIPT = """
    // Each word of a part (a row's title, a tile's label, a key's digit) as drawn in this
    // page's language, against the box or circle of its part (a card's element: the figure it
    // uses), in the part's own units.
    var outside = [], count = 0;
    document.querySelectorAll('svg[data-timeline] g.p, svg.card-stage .m').forEach(function (part) {
      var words = part.querySelectorAll(':scope > text');
      if (!words.length) return;
      var box = part.firstElementChild.getBBox();
      words.forEach(function (text) {
        var b = text.getBBox();
        if (!b.width) return;
        count++;
        if (b.x < box.x - 0.5 || b.x + b.width > box.x + box.width + 0.5 || b.y < box.y - 0.5 ||
            b.y + b.height > box.y + box.height + 0.5) outside.push(text.textContent);
      });
    });
    return [count, outside];
"""


def part_word_checks(browser, site):
    """Every word of a part lies inside its part, in both languages, on every component page
    and every card of the home pages."""
    browser.resize((1280, 800))
    wrong, counted = [], 0
    for path in component_pages(site) + LISTINGS:
        browser.open(page_url(site, path))
        count, outside = browser.run(PART_WORDS_SCRIPT)
        counted += count
        if outside:
            wrong.append("%s %s" % (path, outside[:3]))
    check(counted > 0 and not wrong, "every word of a part lies inside its part (%d words)" % counted, "; ".join(wrong[:4]))


WORD_SIZE_SCRIPT = """
    // The words of each stage (not its chart's, nor the Reduce Motion caption) and of each
    // card's stage that show: the smallest font size on screen (its size in the drawing's units
    // times the drawing's scale) and the smallest getBoundingClientRect height, both at the
    // part's own size (a part growing into place shows its words smaller for a moment, as the
    // component does).
    var smallest = [99, 99, ''];
    document.querySelectorAll('svg[data-timeline] text, svg.card-stage text').forEach(function (text) {
      if (text.closest('.chart') || text.classList.contains('caption')) return;
      var box = text.getBoundingClientRect();
      if (!box.width || !box.height) return;
      var svg = text.ownerSVGElement, frame = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
      var scale = Math.min(frame.width / view.width, frame.height / view.height);
      var moving = text.getScreenCTM().a / scale;
      var size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (size < smallest[0]) smallest = [size, smallest[1], text.textContent];
      smallest[1] = Math.min(smallest[1], box.height / moving);
    });
    return smallest;
"""


def word_size_checks(browser, site):
    """Every word a stage or a card shows is at least 10 CSS px on screen, at 320, 390 and
    1280 px, on every component page and the home pages."""
    for size in [(320, 700), (390, 844), (1280, 800)]:
        browser.resize(size)
        for kind, pages in [("component page", component_pages(site)), ("home page", LISTINGS)]:
            smallest = [99, 99, "", ""]
            for path in pages:
                browser.open(page_url(site, path))
                found = browser.run(WORD_SIZE_SCRIPT)
                if found[0] < smallest[0]:
                    smallest = found + [path]
                smallest[1] = min(smallest[1], found[1])
            check(smallest[0] >= WORD_MINIMUM - 0.05 and smallest[1] >= WORD_MINIMUM - 0.5,
                  "every word of a stage or card on a %s shows at %g px or more at %dpx "
                  "(smallest %.2f px, box %.1f px high)" % (kind, WORD_MINIMUM, size[0], smallest[0], smallest[1]),
                  smallest[2:])


# The smallest a word may show, in CSS px (WordReading.minimum).
WORD_MINIMUM = 10


CHART_WORDS_SCRIPT = """
    // Every word the chart shows (labels, headings, ticks, unit, legend) and the Reduce Motion
    // caption, shown: the smallest font size on screen (units times the units' screen size),
    // and any two that overlap, that cross a bar or a wait, or that the SVG's box crops.
    var svg = document.querySelector('svg[data-timeline]');
    if (!svg) return null;
    svg.classList.add('timeline-reduced'); svg.classList.remove('timeline-full');
    var frame = svg.getBoundingClientRect(), problems = [], smallest = [99, ''];
    // WebKit gives a box to what a hidden group holds: shown is what no group hides.
    function drawn(node) {
      for (; node && node !== svg; node = node.parentNode) if (getComputedStyle(node).display === 'none') return false;
      return true;
    }
    var shown = Array.prototype.filter.call(svg.querySelectorAll('.chart text, text.caption'), function (text) {
      var box = text.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && drawn(text);
    });
    var boxes = shown.map(function (text) { return text.getBoundingClientRect(); });
    var bars = Array.prototype.filter.call(svg.querySelectorAll('.chart .r rect, .chart .r line'), drawn)
      .map(function (bar) { return bar.getBoundingClientRect(); }).filter(function (box) { return box.width > 0; });
    function overlap(a, b) {
      return a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    }
    shown.forEach(function (text, i) {
      var m = text.getScreenCTM(), scale = Math.min(Math.abs(m.a), Math.abs(m.d));
      var size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (size < smallest[0]) smallest = [size, text.textContent];
      var box = boxes[i];
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 ||
          box.bottom > frame.bottom + 0.5) problems.push('"' + text.textContent + '" cropped');
      for (var j = i + 1; j < boxes.length; j++)
        if (overlap(box, boxes[j])) problems.push('"' + text.textContent + '" on "' + shown[j].textContent + '"');
      if (!text.classList.contains('caption'))
        for (var k = 0; k < bars.length; k++)
          if (overlap(box, bars[k])) { problems.push('"' + text.textContent + '" on a bar'); break; }
    });
    return [smallest, problems];
"""


def chart_word_checks(browser, site):
    """Every word of the chart and the Reduce Motion caption shows at 10 CSS px or more at
    320, 390 and 1280 px, apart from one another and from the bars, inside the SVG's box, on
    every component page in both languages."""
    pages = component_pages(site)
    for size in [(320, 700), (390, 844), (1280, 800)]:
        browser.resize(size)
        smallest, wrong = [99, "", ""], []
        for path in pages:
            browser.open(page_url(site, path))
            found = browser.run(CHART_WORDS_SCRIPT)
            if found is not None and found[0][0] < smallest[0]:
                smallest = found[0] + [path]
            if found is not None and found[1]:
                wrong.append("%s %s" % (path, found[1][:3]))
        check(smallest[0] >= WORD_MINIMUM - 0.05,
              "every word of a chart and caption shows at %g px or more at %dpx (smallest %.2f px)" % (
                  WORD_MINIMUM, size[0], smallest[0]), smallest[1:])
        check(not wrong, "a chart's words and caption keep apart, off the bars and uncropped at %dpx (%d pages)" % (
            size[0], len(pages)), "; ".join(wrong[:4]))


COLOR_SCRIPT = """
    // The error field's outline turns red with its highlight, .easeOut(duration: 0.2) from
    // the change (the loop's still moment before the motion, data-timeline-sweeps' start):
    // at every millisecond the red copy's opacity is that curve's progress.
    var svg = document.querySelector('svg[data-timeline]');
    svg.pauseAnimations();
    var group = svg.querySelector('g.motion g.recolor');
    if (!group) return null;
    var change = Number(svg.getAttribute('data-timeline-sweeps').split(' ')[0]);
    function bezier(x1, y1, x2, y2, x) {
      var low = 0, high = 1, t = x;
      for (var i = 0; i < 60; i++) {
        t = (low + high) / 2;
        var u = 1 - t, bx = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t;
        if (bx < x) low = t; else high = t;
      }
      var v = 1 - t;
      return 3 * v * v * t * y1 + 3 * v * t * t * y2 + t * t * t;
    }
    var worst = 0;
    for (var ms = 0; ms <= 300; ms++) {
      svg.setCurrentTime(change + ms / 1000);
      var drawn = parseFloat(getComputedStyle(group).opacity);
      var x = Math.min(Math.max(ms / 200, 0), 1);
      worst = Math.max(worst, Math.abs(drawn - bezier(0, 0, 0.58, 1, x)));
    }
    return worst * 255;
"""


def color_checks(browser, site):
    """The error field's colour in the browser, at every millisecond of its change, within
    one level in 255 per channel of the exact colour."""
    browser.resize((1280, 800))
    browser.emulate()
    browser.open(page_url(site, "components/shake-on-error-field.html"))
    worst = browser.run(COLOR_SCRIPT)
    check(worst is not None and worst <= 1, "the error field turns red within 1/255 per channel of its exact colour",
          worst)


def main():
    reader_checks.run_alone("preview", run_all)


def run_all(browser, site, report=None):
    """Every check; `report` counts them when reader_checks.py runs them as its own."""
    global check
    if report is not None:
        check = report
    fit_checks(browser, site)
    first_viewport_checks(browser, site)
    caption_checks(browser, site)
    part_word_checks(browser, site)
    word_size_checks(browser, site)
    chart_word_checks(browser, site)
    reduced_motion_checks(browser, site)
    switch_checks(browser, site)
    card_checks(browser, site)
    color_checks(browser, site)


if __name__ == "__main__":
    main()

# The two commands of the README: `make site` and `make test`. Both install the Debian
# packages they need when they are missing (as root, or through sudo).

# What building needs (the SPDX lists check licences); testing adds xmllint (SVG and sitemap well-formedness), Chromium and
# WebKitGTK (Safari's engine, run under xvfb) driven through Selenium (the site run from
# file:// in real browsers), python3-venv for axe-core's pinned package, and rsvg-convert (the
# social cards, optional for a build: `social-cards: true` in site.yml uses it when installed).
SITE_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev libstemmer-dev \
	node-spdx-license-ids node-spdx-exceptions
TEST_PACKAGES := $(SITE_PACKAGES) libxml2-utils chromium chromium-driver curl time \
	python3-selenium python3-venv webkit2gtk-driver xvfb python3-jsonschema librsvg2-bin
# The bench also times Hugo, the speed reference, on the same pages.
BENCH_PACKAGES := $(TEST_PACKAGES) hugo
SHELL := /bin/bash
SWIFT ?= swift
CATALOG := .build/release/catalog
# `make fuzz`: libFuzzer with AddressSanitizer, in its own build folder so that the normal build
# stays uninstrumented. lld, because gold fails on the sanitizer runtimes.
FUZZ_SECONDS ?= 600
# More libFuzzer options for every run, such as -len_control=0.
FUZZ_FLAGS ?=
FUZZ_BIN := .build/fuzz/release/catalog-fuzz
FUZZ_SWIFT_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -DCATALOG_FUZZER -Xswiftc -use-ld=lld
# Where seeds come from: pages, site.yml, templates and strings, Swift sources.
FUZZ_SEED_FOLDERS := Content Templates Tests/TimingTests Tests/TimelineFixtures Tests/TimelineFormatTests Tests/TimelineDrawingTests
SHARED_CONFORMANCE := $(abspath ../shared/conformance)
# axe-core for the accessibility checks, from a pinned PyPI package that ships axe.min.js
# (pytest-playwright-axe 4.14.0 ships axe-core 4.14.0). Only that file is used, none of the
# package's Python code, so its Python 3.12 requirement is ignored (Debian 12 has 3.11).
AXE_PACKAGE := pytest-playwright-axe==4.14.0
AXE_VENV := .build/axe-venv
AXE_SCRIPT := $(AXE_VENV)/axe.min.js
# Pagefind, the search index a Hugo user would add, for the bench's comparison: its PyPI
# package ships the executable.
PAGEFIND_PACKAGE := pagefind[extended]==1.5.2
PAGEFIND_VENV := .build/pagefind-venv
PAGEFIND := $(PAGEFIND_VENV)/bin/pagefind_extended

.PHONY: site test bench check deps test-deps install-packages build format clean help fuzz fuzz-one fuzz-build fuzz-seeds sanitize

help:
	@echo "make site    build the catalog into Public/ (installs missing Debian packages first)"
	@echo "make test    run every test (unit, conformance, site checks)"
	@echo "make bench   build synthetic catalogs of 1,000 and 10,000 components and print figures"
	@echo "make check   check Content/ and Templates/ without writing"
	@echo "make format  format the Swift sources with swift format"
	@echo "make sanitize  the bench's build sequence at SANITIZE_SIZES (1000) under AddressSanitizer and ThreadSanitizer"
	@echo "make fuzz    run every fuzz target for FUZZ_SECONDS (600) each; make fuzz-one TARGET=name"

deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(SITE_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(TEST_PACKAGES)"

install-packages:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product catalog

site: build
	$(CATALOG) build --content Content --templates Templates --output Public

check: build
	$(CATALOG) check --content Content --templates Templates --strict

$(AXE_SCRIPT):
	/usr/bin/python3 -m venv $(AXE_VENV)
	$(AXE_VENV)/bin/pip install --quiet --no-deps --ignore-requires-python $(AXE_PACKAGE)
	cp $(AXE_VENV)/lib/python3*/site-packages/pytest_playwright_axe/resources/axe.min.js $@

test: test-deps $(AXE_SCRIPT)
	@mkdir -p .build
	@export CATALOG_AXE="$(abspath $(AXE_SCRIPT))" CATALOG_REQUIRE_AXE=1; \
	set -o pipefail; if [ -d "$(SHARED_CONFORMANCE)" ]; then \
	  export MUSTACHE_SPEC_DIR="$${MUSTACHE_SPEC_DIR:-$(SHARED_CONFORMANCE)/mustache}" GFM_SPEC_DIR="$${GFM_SPEC_DIR:-$(SHARED_CONFORMANCE)/gfm}"; fi; \
	$(SWIFT) test 2>&1 | tee .build/test.log
	$(SWIFT) build -c release --product catalog
	$(CATALOG) check --content Content --templates Templates --strict
	@passed=$$(sed -n 's/.*Test run with \([0-9][0-9]*\) tests.* passed.*/\1/p' .build/test.log | tail -1); \
	echo "tests: $${passed:-0} passed, 0 failed"

$(PAGEFIND):
	/usr/bin/python3 -m venv $(PAGEFIND_VENV)
	$(PAGEFIND_VENV)/bin/pip install --quiet '$(PAGEFIND_PACKAGE)'
	ln -sf "$$(ls -d $(abspath $(PAGEFIND_VENV))/lib/python3*/site-packages/pagefind_bin_extended)/pagefind_extended" $@

# BENCH_FLAGS: more catalog-bench options, such as --sizes 1000 or --output-root /dev/shm.
BENCH_FLAGS ?=
bench:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(BENCH_PACKAGES)"
	@$(MAKE) --no-print-directory $(PAGEFIND)
	$(SWIFT) build -c release
	.build/release/catalog-bench --catalog $(CATALOG) --templates Templates --pagefind $(PAGEFIND) $(BENCH_FLAGS)

# `make sanitize`: the bench's sequence of builds (cold, no change, two edits, a template edit,
# `catalog watch`) by binaries built with AddressSanitizer, then ThreadSanitizer, each in its own
# build folder; fails when either reports anything (reports in .build/sanitize-logs).
SANITIZE_SIZES ?= 1000
SANITIZE_LOGS := $(abspath .build/sanitize-logs)
sanitize:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(TEST_PACKAGES)"
	@rm -rf $(SANITIZE_LOGS) && mkdir -p $(SANITIZE_LOGS)
	@set -e; for kind in address thread; do \
	  $(SWIFT) build -c release --product catalog --scratch-path .build/sanitize-$$kind -Xswiftc -sanitize=$$kind -Xswiftc -g; \
	  $(SWIFT) build -c release --product catalog-bench --scratch-path .build/sanitize-$$kind -Xswiftc -sanitize=$$kind -Xswiftc -g; \
	  echo "catalog-bench under $$kind sanitizer"; \
	  ASAN_OPTIONS="log_path=$(SANITIZE_LOGS)/address detect_leaks=0" TSAN_OPTIONS="log_path=$(SANITIZE_LOGS)/thread" \
	    .build/sanitize-$$kind/release/catalog-bench --catalog .build/sanitize-$$kind/release/catalog \
	    --templates Templates --sizes $(SANITIZE_SIZES) --runs 2 --no-hugo --no-search; \
	done
	@if ls $(SANITIZE_LOGS)/* >/dev/null 2>&1; then \
	  echo "sanitizer reports:"; grep -h -A8 "ERROR\|WARNING" $(SANITIZE_LOGS)/* | head -80; exit 1; fi
	@echo "sanitize: no reports"

fuzz-build: deps
	$(SWIFT) build -c release --product catalog-fuzz --scratch-path .build/fuzz $(FUZZ_SWIFT_FLAGS)

fuzz-seeds: fuzz-build
	@$(FUZZ_BIN) seeds .build/fuzz-corpus $(FUZZ_SEED_FOLDERS)

fuzz: fuzz-seeds
	FUZZ_BIN=$(FUZZ_BIN) FUZZ_FLAGS="$(FUZZ_FLAGS)" Tests/fuzz.sh $(FUZZ_SECONDS) $$($(FUZZ_BIN) list | cut -f1)

fuzz-one: fuzz-seeds
	@test -n "$(TARGET)" || { echo "usage: make fuzz-one TARGET=<$$($(FUZZ_BIN) list | cut -f1 | paste -sd'|')>"; exit 2; }
	FUZZ_BIN=$(FUZZ_BIN) FUZZ_FLAGS="$(FUZZ_FLAGS)" Tests/fuzz.sh $(FUZZ_SECONDS) $(TARGET)

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build Public

# The two commands of the README: `make site` and `make test`. Both install the Debian
# packages they need when they are missing (as root, or through sudo).

# What building needs; testing adds xmllint (SVG and sitemap well-formedness) and Chromium (the
# site run from file:// in a real browser).
SITE_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev
TEST_PACKAGES := $(SITE_PACKAGES) libxml2-utils chromium chromium-driver curl time
# The bench also times Hugo, the speed reference, on the same pages.
BENCH_PACKAGES := $(TEST_PACKAGES) hugo
SHELL := /bin/bash
SWIFT ?= swift
CATALOG := .build/release/catalog
SHARED_CONFORMANCE := $(abspath ../shared/conformance)

.PHONY: site test bench check deps test-deps install-packages build format clean help

help:
	@echo "make site    build the catalog into Public/ (installs missing Debian packages first)"
	@echo "make test    run every test (unit, conformance, site checks)"
	@echo "make bench   build synthetic catalogs of 1,000 and 10,000 components and print figures"
	@echo "make check   check Content/ and Templates/ without writing"
	@echo "make format  format the Swift sources with swift format"

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

test: test-deps
	@mkdir -p .build
	@set -o pipefail; if [ -d "$(SHARED_CONFORMANCE)" ]; then \
	  export MUSTACHE_SPEC_DIR="$${MUSTACHE_SPEC_DIR:-$(SHARED_CONFORMANCE)/mustache}" GFM_SPEC_DIR="$${GFM_SPEC_DIR:-$(SHARED_CONFORMANCE)/gfm}"; fi; \
	$(SWIFT) test 2>&1 | tee .build/test.log
	$(SWIFT) build -c release --product catalog
	$(CATALOG) check --content Content --templates Templates --strict
	@passed=$$(sed -n 's/.*Test run with \([0-9][0-9]*\) tests.* passed.*/\1/p' .build/test.log | tail -1); \
	echo "tests: $${passed:-0} passed, 0 failed"

bench:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) build -c release
	.build/release/catalog-bench --catalog $(CATALOG) --templates Templates

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build Public

# Glint's commands. Each installs the Debian packages it needs first (scripts/install-deps.sh).
SWIFT ?= swift
# Package.swift lists Plugins/ itself, but SwiftPM caches its evaluation by its text and the
# environment; naming the effect folders in the environment makes a new one re-evaluate it.
export GLINT_EFFECT_FOLDERS := $(sort $(dir $(wildcard Plugins/*/Sources/*.swift Plugins/*/Tests/*.swift)))
LINTED = Package.swift Sources Plugins Tests Shaders Benchmarks BuildTools Examples Fuzz

.PHONY: run test lint format build bench deps install docs regenerate-docs fuzz soak sanitize

## Builds Glint and opens the preview window (with no display it says how to make pictures instead).
run: deps
	$(SWIFT) build -c release --product glint
	.build/release/glint $(ARGS)

## Runs every test: the style check, then the whole Swift Testing suite (GL headless, window under Xvfb).
test: deps lint docs
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	bash scripts/fuzz.sh 20

## Checks the one house style.
lint:
	$(SWIFT) format lint --strict --recursive $(LINTED)

## Rewrites sources into the house style.
format:
	$(SWIFT) format --in-place --recursive $(LINTED)

build: deps
	$(SWIFT) build

## Prints engine, renderer, video, live-reload and inspector-panel figures (programs, not tests).
bench: deps
	$(SWIFT) build -c release --product glint-bench-engine
	$(SWIFT) build -c release --product glint-bench-render
	$(SWIFT) build -c release --product glint-bench-video
	$(SWIFT) build -c release --product glint-bench-reload
	$(SWIFT) build -c release --product glint-bench-panel
	$(SWIFT) build -c release --product glint
	.build/release/glint-bench-engine
	.build/release/glint-bench-render
	.build/release/glint-bench-video
	.build/release/glint-bench-reload
	.build/release/glint-bench-panel

## Builds the API reference and articles of GlintCore and GlintRender (DocC catalogs in their
## source folders) into .build/docs/<Module>, with the toolchain's own docc; any warning fails.
DOCC ?= $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/docc
DOCS_MODULES = GlintCore GlintRender
docs: deps
	@graphs="$$($(SWIFT) package dump-symbol-graph | sed -n 's/^Files written to //p')" && \
	test -d "$$graphs" || { echo "make docs: no symbol graphs from swift package dump-symbol-graph" >&2; exit 1; }; \
	for module in $(DOCS_MODULES); do \
	  rm -rf .build/docs-symbols/$$module .build/docs/$$module && mkdir -p .build/docs-symbols/$$module .build/docs && \
	  cp "$$graphs/$$module.symbols.json" $$(ls "$$graphs/$$module"@*.symbols.json 2>/dev/null) \
	    .build/docs-symbols/$$module/ && \
	  "$(DOCC)" convert Sources/$$module/$$module.docc \
	    --additional-symbol-graph-dir .build/docs-symbols/$$module --output-path .build/docs/$$module \
	    --fallback-display-name $$module --fallback-bundle-identifier org.glint.$$module \
	    --warnings-as-errors || exit 1; \
	  echo "make docs: .build/docs/$$module"; \
	done

## Rewrites the property parts of docs/effect.schema.json and the field tables of
## docs/EFFECT_FILES.md from the property descriptors (Sources/GlintCore/Properties); a test
## fails while the committed files differ from what the descriptors give.
regenerate-docs: deps
	$(SWIFT) build --build-tests
	GLINT_REGENERATE_DOCS=1 $(SWIFT) test --skip-build --filter GeneratedDocsTests

## Installs glint into $(DESTDIR)$(PREFIX)/bin, its shaders into .../share/glint/shaders,
## each effect's images (Plugins/<Name>/Resources) into .../share/glint/effects/<Name> and the
## data effects of Effects/ (with their images/) into .../share/glint/effects, where the program
## looks first, and the effect schema into .../share/glint/docs (the files' "$schema" points there). CONFIG=debug installs the debug build; BUILT=DIR installs the
## glint already built in DIR without building (the tests use it: a build inside `swift test`
## would wait for the build folder's lock).
PREFIX ?= /usr/local
CONFIG ?= release
BUILT ?=
install: deps
	$(if $(BUILT),,$(SWIFT) build -c $(CONFIG) --product glint)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/glint/shaders"
	install -m 755 "$(or $(BUILT),.build/$(CONFIG))/glint" "$(DESTDIR)$(PREFIX)/bin/glint"
	install -m 644 $(wildcard Shaders/*.vert Shaders/*.frag Shaders/*.glsl) "$(DESTDIR)$(PREFIX)/share/glint/shaders"
	for folder in $(wildcard Plugins/*/Resources); do \
	  effect="$(DESTDIR)$(PREFIX)/share/glint/effects/$$(basename "$$(dirname "$$folder")")" && \
	  install -d "$$effect" && find "$$folder" -maxdepth 1 -type f -name '*.png' -exec install -m 644 {} "$$effect" \; || exit 1; \
	done
	install -d "$(DESTDIR)$(PREFIX)/share/glint/effects/images"
	install -m 644 $(wildcard Effects/*.json) "$(DESTDIR)$(PREFIX)/share/glint/effects"
	install -m 644 $(wildcard Effects/images/*.png) "$(DESTDIR)$(PREFIX)/share/glint/effects/images"
	install -d "$(DESTDIR)$(PREFIX)/share/glint/docs"
	install -m 644 docs/effect.schema.json "$(DESTDIR)$(PREFIX)/share/glint/docs"

deps:
	@bash scripts/install-deps.sh

## Fuzzes each input format (Fuzz/Targets) for FUZZ_SECONDS (default 600) from its seed corpus.
FUZZ_SECONDS ?= 600
fuzz: deps
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

## Soaks: an hour of simulated random input through every effect (glint-soak), then ten minutes of
## the real preview under Xvfb driven by random X input; each checks memory and fails on growth.
SOAK_PREVIEW_SECONDS ?= 600
soak: deps
	$(SWIFT) build -c release --product glint-soak
	.build/release/glint-soak
	bash scripts/soak-preview.sh $(SOAK_PREVIEW_SECONDS)

## Runs the whole test suite under AddressSanitizer (with leak checks) and ThreadSanitizer.
sanitize: deps
	bash scripts/sanitize.sh

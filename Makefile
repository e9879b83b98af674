# Glint's commands. Each installs the Debian packages it needs first (scripts/install-deps.sh).
SWIFT ?= swift
# Package.swift lists Plugins/ itself, but SwiftPM caches its evaluation by its text and the
# environment; naming the effect folders in the environment makes a new one re-evaluate it.
export GLINT_EFFECT_FOLDERS := $(sort $(dir $(wildcard Plugins/*/Sources/*.swift Plugins/*/Tests/*.swift)))
LINTED = Package.swift Sources Plugins Tests Shaders Benchmarks BuildTools Examples

.PHONY: run test lint format build bench deps install docs

## Builds Glint and opens the preview window (with no display it says how to make pictures instead).
run: deps
	$(SWIFT) build -c release --product glint
	.build/release/glint $(ARGS)

## Runs every test: the style check, then the whole Swift Testing suite (GL headless, window under Xvfb).
test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Checks the one house style.
lint:
	$(SWIFT) format lint --strict --recursive $(LINTED)

## Rewrites sources into the house style.
format:
	$(SWIFT) format --in-place --recursive $(LINTED)

build: deps
	$(SWIFT) build

## Prints engine and renderer figures (programs, not tests).
bench: deps
	$(SWIFT) build -c release --product glint-bench-engine
	$(SWIFT) build -c release --product glint-bench-render
	.build/release/glint-bench-engine
	.build/release/glint-bench-render

## Installs glint into $(DESTDIR)$(PREFIX)/bin and its shaders into .../share/glint/shaders,
## where the program looks first. CONFIG=debug installs the debug build; BUILT=DIR installs the
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

deps:
	@bash scripts/install-deps.sh

# Glint's commands. Each installs the Debian packages it needs first (scripts/install-deps.sh).
SWIFT ?= swift
# Package.swift lists Plugins/ itself, but SwiftPM caches its evaluation by its text and the
# environment; naming the effect folders in the environment makes a new one re-evaluate it.
export GLINT_EFFECT_FOLDERS := $(sort $(dir $(wildcard Plugins/*/Sources/*.swift Plugins/*/Tests/*.swift)))
LINTED = Package.swift Sources Plugins Tests Shaders Benchmarks BuildTools Fuzz

.PHONY: run test lint format build bench deps fuzz soak sanitize

## Builds Glint and opens the preview window (with no display it says how to make pictures instead).
run: deps
	$(SWIFT) build -c release --product glint
	.build/release/glint $(ARGS)

## Runs every test: the style check, then the whole Swift Testing suite (GL headless, window under Xvfb).
test: deps lint
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

## Prints engine and renderer figures (programs, not tests).
bench: deps
	$(SWIFT) build -c release --product glint-bench-engine
	$(SWIFT) build -c release --product glint-bench-render
	.build/release/glint-bench-engine
	.build/release/glint-bench-render

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

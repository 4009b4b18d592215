# stockroom: `make run` and `make test` each do their own set-up (Debian packages, build) first.
# Each target installs only the Debian packages it needs (scripts/install-deps.sh run|test|bench|deb).
SWIFT ?= swift
export LANG ?= C.UTF-8
LLVM_COV := $(dir $(shell readlink -f "$$(command -v $(SWIFT))"))llvm-cov
LLVM_PROFDATA := $(dir $(shell readlink -f "$$(command -v $(SWIFT))"))llvm-profdata
PREFIX ?= /usr/local
DESTDIR ?=
# The user's build: optimised. The .deb links the Swift runtime in (`--static-swift-stdlib`), so its binary runs
# without a toolchain; `make run` and `make install` use the toolchain's runtime, as `swift build` does.
RELEASE_FLAGS := -c release
DEB_FLAGS := -c release --static-swift-stdlib
RELEASE_BIN := .build/release/stockroom

.PHONY: deps deps-run deps-test deps-bench deps-deb build release run test fuzz bench coverage format lint clean docs \
  demo demo-assets man install uninstall deb

deps: deps-test

deps-run:
	@scripts/install-deps.sh run

deps-test:
	@scripts/install-deps.sh test

deps-bench:
	@scripts/install-deps.sh bench

deps-deb:
	@scripts/install-deps.sh deb

build: deps-run
	$(SWIFT) build

release: deps-run
	$(SWIFT) build $(RELEASE_FLAGS) --product stockroom

run: deps-run
	@echo "make run: an optimised build (swift build $(RELEASE_FLAGS) --product stockroom), then $(RELEASE_BIN) $(ARGS)"
	$(SWIFT) build $(RELEASE_FLAGS) --product stockroom
	$(RELEASE_BIN) $(ARGS)

demo: release
	$(RELEASE_BIN) demo

# Man pages from the argument-parser definitions, into .build/man (make install and make deb write their own).
man: release
	scripts/generate-man.py $(RELEASE_BIN) .build/man

# The guide's pictures of the terminal UI, captured from the real app in tmux (scripts/make-screenshots.sh).
docs: deps-test
	$(SWIFT) build --product stockroom
	$(SWIFT) build --product terminal-screenshot
	scripts/make-screenshots.sh .build/debug/stockroom .build/debug/terminal-screenshot docs/images

# PREFIX (default /usr/local) and DESTDIR as usual; `make uninstall` removes what the manifest lists.
# As a user: `make release`, then `sudo make install` (which builds nothing when the binary is there).
install: $(if $(wildcard $(RELEASE_BIN)),,release)
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" scripts/install.sh install $(RELEASE_BIN)

uninstall:
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" scripts/install.sh uninstall

deb: deps-run deps-deb
	$(SWIFT) build $(DEB_FLAGS) --product stockroom
	scripts/build-deb.sh $(RELEASE_BIN) .build/deb

# Rebuilds Resources/demo/shelf.y4m (zint codes over a noisy desk; see Tests/ScanningTests/DemoVideoTests.swift).
demo-assets: deps-test
	STOCKROOM_WRITE_DEMO=1 $(SWIFT) test --filter DemoVideoTests/writeDemoVideo

test: deps-test
	$(SWIFT) build --build-tests
	scripts/test-by-target.sh "$(SWIFT)"
	@scripts/check-layering.sh
	$(MAKE) --no-print-directory lint

# A long run of every fuzz and property suite (`make test` runs short ones): STOCKROOM_FUZZ_ITERATIONS inputs
# per image format (default 100000, about 4 minutes), STOCKROOM_FUZZ_SCALE times the CSV imports and operation
# sequences (default 25, about 5 minutes), STOCKROOM_FUZZ_SEED to vary the inputs.
fuzz: deps-test
	$(SWIFT) build --build-tests
	STOCKROOM_FUZZ_ITERATIONS=$${STOCKROOM_FUZZ_ITERATIONS:-100000} STOCKROOM_FUZZ_SCALE=$${STOCKROOM_FUZZ_SCALE:-25} \
	  $(SWIFT) test --skip-build --filter 'Fuzz|InvariantConformance|Kill'


# scan-bench's modern reference is zxing-cpp from PyPI, in a venv under .build; without it its column says
# "not installed".
BENCH_VENV := .build/bench-venv

bench: deps-bench
	$(SWIFT) build -c release --product stockroom-bench
	$(SWIFT) build -c release --product scan-bench
	$(SWIFT) build -c release --product tui-bench
	$(SWIFT) build -c release --product scan-screen-bench
	$(SWIFT) build -c release --product label-bench
	$(SWIFT) build -c release --product station-bench
	$(SWIFT) build -c release --product catalog-bench
	$(SWIFT) build -c release --product cli-scan-bench
	$(SWIFT) build -c release --product terminal-bench
	$(SWIFT) build -c release --product stockroom
	@python3 -m venv $(BENCH_VENV) && $(BENCH_VENV)/bin/pip install --quiet --disable-pip-version-check \
	  zxing-cpp==3.1.1 numpy || echo "make bench: zxing-cpp from PyPI not installed; scan-bench says so in its table"
	.build/release/stockroom-bench --output Benchmarks/results/inventory.md --import-output Benchmarks/results/import.md --stockroom .build/release/stockroom
	.build/release/scan-bench --output Benchmarks/results/scanning.md --zxing-python $(BENCH_VENV)/bin/python
	.build/release/tui-bench --output Benchmarks/results/tui.md
	.build/release/scan-screen-bench --output Benchmarks/results/scan-screen.md
	.build/release/label-bench --output Benchmarks/results/labels.md --stockroom .build/release/stockroom
	.build/release/station-bench --output Benchmarks/results/stations.md
	.build/release/catalog-bench --output Benchmarks/results/catalog.md --stockroom .build/release/stockroom
	.build/release/cli-scan-bench --output Benchmarks/results/cli-scan.md --stockroom .build/release/stockroom
	.build/release/terminal-bench --output Benchmarks/results/terminal.md --stockroom .build/release/stockroom
	scripts/join-benchmarks.sh > BENCHMARKS.md

coverage: deps-test
	$(SWIFT) test --enable-code-coverage
	@$(LLVM_COV) report .build/debug/stockroomPackageTests.xctest \
	  -instr-profile .build/debug/codecov/default.profdata \
	  -ignore-filename-regex='(\.build|Tests|Benchmarks)/' | tail -n +1

format:
	$(SWIFT) format --in-place --recursive Sources Tests Benchmarks Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks

clean:
	rm -rf .build

# stockroom: `make run` and `make test` each do the whole set-up (Debian packages, build) first.
SWIFT ?= swift
export LANG ?= C.UTF-8
LLVM_COV := $(dir $(shell readlink -f "$$(command -v $(SWIFT))"))llvm-cov
LLVM_PROFDATA := $(dir $(shell readlink -f "$$(command -v $(SWIFT))"))llvm-profdata

.PHONY: deps build release run test fuzz bench coverage format lint clean demo demo-assets

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product stockroom

run: build
	$(SWIFT) run stockroom $(ARGS)

demo: build
	$(SWIFT) run stockroom demo

# Rebuilds Resources/demo/shelf.y4m (zint codes over a noisy desk; see Tests/ScanningTests/DemoVideoTests.swift).
demo-assets: deps
	STOCKROOM_WRITE_DEMO=1 $(SWIFT) test --filter DemoVideoTests/writeDemoVideo

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@scripts/check-layering.sh
	$(MAKE) --no-print-directory lint

# A long run of every fuzz and property suite (`make test` runs short ones): STOCKROOM_FUZZ_ITERATIONS inputs
# per image format (default 100000, about 4 minutes), STOCKROOM_FUZZ_SCALE times the CSV imports and operation
# sequences (default 25, about 5 minutes), STOCKROOM_FUZZ_SEED to vary the inputs.
fuzz: deps
	$(SWIFT) build --build-tests
	STOCKROOM_FUZZ_ITERATIONS=$${STOCKROOM_FUZZ_ITERATIONS:-100000} STOCKROOM_FUZZ_SCALE=$${STOCKROOM_FUZZ_SCALE:-25} \
	  $(SWIFT) test --skip-build --filter 'Fuzz|InventoryInvariant|Kill'


# scan-bench's modern reference is zxing-cpp from PyPI, in a venv under .build; without it its column says
# "not installed".
BENCH_VENV := .build/bench-venv

bench: deps
	$(SWIFT) build -c release --product stockroom-bench
	$(SWIFT) build -c release --product scan-bench
	$(SWIFT) build -c release --product tui-bench
	$(SWIFT) build -c release --product scan-screen-bench
	$(SWIFT) build -c release --product label-bench
	$(SWIFT) build -c release --product station-bench
	$(SWIFT) build -c release --product catalog-bench
	$(SWIFT) build -c release --product stockroom
	@python3 -m venv $(BENCH_VENV) && $(BENCH_VENV)/bin/pip install --quiet --disable-pip-version-check \
	  zxing-cpp==3.1.1 numpy || echo "make bench: zxing-cpp from PyPI not installed; scan-bench says so in its table"
	.build/release/stockroom-bench --output Benchmarks/results/inventory.md --stockroom .build/release/stockroom
	.build/release/scan-bench --output Benchmarks/results/scanning.md --zxing-python $(BENCH_VENV)/bin/python
	.build/release/tui-bench --output Benchmarks/results/tui.md
	.build/release/scan-screen-bench --output Benchmarks/results/scan-screen.md
	.build/release/label-bench --output Benchmarks/results/labels.md --stockroom .build/release/stockroom
	.build/release/station-bench --output Benchmarks/results/stations.md
	.build/release/catalog-bench --output Benchmarks/results/catalog.md --stockroom .build/release/stockroom
	scripts/join-benchmarks.sh > BENCHMARKS.md

coverage: deps
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

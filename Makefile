# Every target is a thin wrapper; the scripts live in bin/.
.PHONY: build test test-all stress paste-check lint fmt bundle run bench bench-peers miri

build:
	cargo build --release

# The whole suite in the `fast` profile (optimised, quick to build, with debug assertions and
# overflow checks), then the DLX core's unit tests in a debug build, where its unchecked array
# accesses are checked (every module's tests in debug take a minute: `make test-all`). The
# sample test also builds each judge file alone with rustc, and with Debian's rustc 1.63 when
# /usr/bin/rustc is there (apt-get install rustc). The bins and examples hold no tests (`make
# lint` compiles the examples), so `--lib --test '*'` builds them only as the integration tests
# need them, not again as test targets (`--tests` would).
test:
	cargo test --profile fast --no-fail-fast --lib --test '*'
	cargo test --lib dlx::

# Longer stress runs: STRESS_N instances per stress test (replay one with STRESS_SEED=<seed>).
STRESS_N ?= 20000
stress:
	STRESS_N=$(STRESS_N) cargo test --profile fast --test stress -- --nocapture

# The long versions: every test including ignored ones, then the stress tests with STRESS_N.
test-all:
	cargo test --profile fast --no-fail-fast --lib --test '*' -- --include-ignored
	cargo test --lib
	$(MAKE) stress STRESS_N=$(STRESS_N)

paste-check:
	bin/paste-check

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings

fmt:
	cargo fmt --all

# Writes each canonical module's block into the judge files that declare it (bin/bundle).
bundle:
	bin/bundle

# make run BIN=p10482 IN=samples/p10482/sample-1.in
BIN ?= p10482
IN ?= samples/$(BIN)/sample-1.in
run:
	cargo run --release --quiet --bin $(BIN) < $(IN)

# The benchmark (bin/bench --help): make bench [RUNS=5] [SETS=p10482,p4929/*] [PEERS=dir]
bench:
	bin/bench

# The same, side by side with the seed articles' C++ programs, built into target/peers from
# ../shared/peers (a clone without it benchmarks our bins alone, and says so).
PEERS_DIR ?= target/peers
PEERS_BUILD ?= ../shared/peers/build.sh
bench-peers:
	@if [ -f $(PEERS_BUILD) ]; then \
		sh $(PEERS_BUILD) $(PEERS_DIR) && PEERS=$(PEERS_DIR) bin/bench; \
	else \
		echo "bench-peers: no $(PEERS_BUILD) here, so no peers: benchmarking our bins alone"; \
		bin/bench; \
	fi

# The core's and the scanner's unit tests, and the pruning rule's (a misbehaving rule among
# them), under Miri, which checks every unchecked access of the DLX for undefined behaviour.
# Needs a nightly toolchain with the miri component; a few minutes; not part of CI.
miri:
	cargo +nightly miri test --lib -- dlx:: scan:: prune::tests::a_rule

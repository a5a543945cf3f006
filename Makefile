# Every target is a thin wrapper; the scripts live in bin/.
.PHONY: build test test-all stress paste-check lint fmt bundle run bench bench-peers

build:
	cargo build --release

# The whole suite, in release: DLX in a debug build is too slow for the large sample sets.
# The DLX unit tests run in debug too, where its unchecked array accesses are checked.
test:
	cargo test --release
	cargo test --lib

# Longer stress runs: STRESS_N instances per stress test (replay one with STRESS_SEED=<seed>).
STRESS_N ?= 20000
stress:
	STRESS_N=$(STRESS_N) cargo test --release --test stress -- --nocapture

# The long versions: every test including ignored ones, then the stress tests with STRESS_N.
test-all:
	cargo test --release -- --include-ignored
	$(MAKE) stress STRESS_N=$(STRESS_N)

paste-check:
	bin/paste-check

lint:
	cargo fmt --all -- --check
	cargo clippy --release --all-targets -- -D warnings

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

# The same, side by side with the seed articles' C++ programs, built into target/peers.
PEERS_DIR ?= target/peers
bench-peers:
	sh ../shared/peers/build.sh $(PEERS_DIR)
	PEERS=$(PEERS_DIR) bin/bench

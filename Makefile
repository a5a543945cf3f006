# Every target is a thin wrapper; the scripts live in bin/.
.PHONY: build test test-all stress paste-check check oj lint fmt bundle run bench bench-peers miri

build:
	cargo build --release

# The quick tier (the README's test command, about two minutes from a fresh clone): the unit
# tests, every file on its official samples and small sets, the hostile cases short of floods
# and a sample of the stress tests, unoptimised (debug assertions and overflow checks on), on the
# bins Cargo builds, which are the files pasted. `--lib --test all`: the examples (the benchmark)
# and the bins' empty test harnesses are not built.
test:
	cargo test --no-fail-fast --lib --test all

# Longer stress runs: STRESS_N instances per problem of the registry (tests/common/problems.rs);
# STRESS_ONLY=<bin> runs one problem, STRESS_SEED=<seed> replays one instance.
STRESS_N ?= 20000
stress:
	STRESS_N=$(STRESS_N) cargo test --profile fast --test all stress:: -- --nocapture

# The rest: every test at its full count (DLX_TESTS=all: every seed, the floods, the large sets
# and heavy samples, the judge builds, the stress tests' full N) and the ignored ones, optimised.
test-all:
	DLX_TESTS=all cargo test --profile fast --no-fail-fast --lib --test all -- --include-ignored

paste-check:
	bin/paste-check

# make check BIN=p4929: the file on every sample of samples/BIN/, each failure with the first
# line that differs or what the checker found (examples/check.rs).
TARGET = $${CARGO_TARGET_DIR:-target}
check:
	cargo build --profile fast --quiet --bin $(BIN) --example check
	$(TARGET)/fast/examples/check $(BIN)

# online-judge-tools' `oj t` on every folder of samples/, as the README shows it (the checker
# where several answers are right); needs oj (pip install online-judge-tools).
oj:
	cargo build --profile fast --quiet --bins --example check
	$(TARGET)/fast/examples/check --oj

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

# The benchmark (bin/bench runs examples/bench, whose header lists the settings):
# make bench [RUNS=5] [SETS=p10482,p4929/*] [OUT=dir] [BEFORE=dir] ...: our files alone (and an
# older build's, BEFORE).
bench:
	bin/bench

# The same, interleaved with the peers: the seed articles' programs (../shared/peers, built
# into PEERS_DIR) and the field's best (../shared/anchors, built into ANCHORS_DIR once; or
# ANCHORS=dir, already built). Without ../shared, our files alone, and it says so.
SHARED ?= ../shared
PEERS_DIR ?= target/peers
ANCHORS_DIR ?= target/anchors
bench-peers:
	@if [ -f $(SHARED)/peers/build.sh ]; then \
		sh $(SHARED)/peers/build.sh $(PEERS_DIR) && export PEERS=$(PEERS_DIR); \
	else \
		echo "bench-peers: no $(SHARED)/peers here: no seed peers"; \
	fi; \
	if [ -n "$$ANCHORS" ]; then :; \
	elif [ -f $(SHARED)/anchors/build.sh ]; then \
		[ -x $(ANCHORS_DIR)/crate_dlx_rs ] || sh $(SHARED)/anchors/build.sh $(ANCHORS_DIR); \
		export ANCHORS=$(ANCHORS_DIR); \
	else \
		echo "bench-peers: no $(SHARED)/anchors here: no anchors"; \
	fi; \
	bin/bench

# The unit tests of the core and of every strategy and rule that drives it (a misbehaving rule
# among them), and the compositions the files use, under Miri, which checks every unchecked
# access for undefined behaviour (the randomised tests take their first few seeds there).
# Needs a nightly toolchain with the miri component; some minutes; not part of CI.
miri:
	cargo +nightly miri test --lib -- dlx:: scan:: prune::tests::a_rule mcc:: colours:: costs:: compositions::

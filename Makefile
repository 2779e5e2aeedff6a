# Thin wrapper around CMake/CTest. `make` alone prints help.
.DEFAULT_GOAL := help

NPROC      := $(shell nproc 2>/dev/null || echo 2)
BUILD_DIR  := build
ASAN_DIR   := build-asan
FUZZ_DIR   := build-fuzz
BENCH_DIR  := build-bench

# make fuzz: seconds each libFuzzer target runs (scripts/fuzz.sh).
FUZZ_SECONDS ?= 60

# What `make run` starts: the server on the embedded default database
# (var/guildhall.db) at 127.0.0.1:8080; it prints the URL to open.
RUN_CMD ?= ./$(BUILD_DIR)/guildhall serve

ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
            UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            GH_QUICK=1

.PHONY: help deps build run test test-asan fuzz bench mutation clean

help:
	@echo "Guildhall make targets:"
	@echo "  make deps       install/check build dependencies (scripts/deps.sh)"
	@echo "  make build      configure + build into $(BUILD_DIR)/ (RelWithDebInfo)"
	@echo "  make run        build, then: $(RUN_CMD)"
	@echo "  make test       build, then run all tests with ctest"
	@echo "  make test-asan  build with ASan/UBSan into $(ASAN_DIR)/ and run the tests (GH_QUICK=1)"
	@echo "  make fuzz       build the libFuzzer targets with clang into $(FUZZ_DIR)/ and run each"
	@echo "                  for FUZZ_SECONDS (default $(FUZZ_SECONDS)) s (tests/fuzz, scripts/fuzz.sh)"
	@echo "  make bench      build, then the fastest build (Release, LTO, profile feedback) into"
	@echo "                  $(BENCH_DIR)/ (scripts/bench_build.sh: it must play the same games as"
	@echo "                  $(BUILD_DIR)/), then run $(BENCH_DIR)/bench_playout"
	@echo "  make mutation   apply each one-line break of scripts/mutations.py, run the fast"
	@echo "                  suite on it, list the breaks no test caught (slow; not in make test)"
	@echo "  make clean      remove $(BUILD_DIR)/, $(ASAN_DIR)/, $(FUZZ_DIR)/, $(BENCH_DIR)/, build-mutation/"

deps:
	@scripts/deps.sh

build: deps
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo
	cmake --build $(BUILD_DIR) -j$(NPROC)

run: build
	$(RUN_CMD)

# A missing test dependency (node, chromium, python3-websockets) fails
# `make test` (test_dependencies) instead of shrinking the suite.
test: build
	GH_REQUIRE_TEST_DEPS=1 ctest --test-dir $(BUILD_DIR) --output-on-failure -j$(NPROC)

test-asan: deps
	cmake -S . -B $(ASAN_DIR) -DGH_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
	cmake --build $(ASAN_DIR) -j$(NPROC)
	$(ASAN_ENV) ctest --test-dir $(ASAN_DIR) --output-on-failure -j$(NPROC)

# Fuzzing needs clang's libFuzzer (the deps group "fuzz", not installed by
# default); every file is built with ASan+UBSan and coverage hooks.
fuzz:
	@scripts/deps.sh base server fuzz
	CC=clang cmake -S . -B $(FUZZ_DIR) -DGH_FUZZ=ON -DCMAKE_BUILD_TYPE=Debug
	cmake --build $(FUZZ_DIR) -j$(NPROC) --target fuzz_all
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_BUILD=$(FUZZ_DIR) scripts/fuzz.sh

bench: build
	scripts/bench_build.sh
	./$(BENCH_DIR)/bench_playout

mutation: deps
	scripts/mutation.py --jobs $(NPROC)

clean:
	rm -rf $(BUILD_DIR) $(ASAN_DIR) $(FUZZ_DIR) $(BENCH_DIR) build-mutation

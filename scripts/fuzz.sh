#!/usr/bin/env bash
# fuzz.sh — runs the libFuzzer targets of tests/fuzz (built by `make fuzz`
# into build-fuzz/fuzz/) one after the other, each for FUZZ_SECONDS, and
# prints executions and executions per second per target.
#
#   scripts/fuzz.sh [TARGET...]     default: every build-fuzz/fuzz/fuzz_* program
#
#   FUZZ_SECONDS=60   time per target
#   FUZZ_BUILD=build-fuzz
#   FUZZ_NICE=10      niceness of the runs (the machine may be shared)
#
# The committed corpus (tests/fuzz/corpus/TARGET) is copied into
# BUILD/corpus/TARGET, which the run grows: the repository stays clean. Merge
# new inputs by hand when they are worth keeping:
#   build-fuzz/fuzz/TARGET -merge=1 tests/fuzz/corpus/TARGET build-fuzz/corpus/TARGET
# Crashes, leaks and timeouts are saved as BUILD/artifacts/TARGET-*; the
# log of each run is BUILD/logs/TARGET.log. Exit status 1 if any target
# failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

SECONDS_EACH="${FUZZ_SECONDS:-60}"
BUILD="${FUZZ_BUILD:-build-fuzz}"
NICE="${FUZZ_NICE:-10}"

# Longest input per target: room for what a target reads (a hub session of
# a hundred records, a scenario, a config), not much more, so time goes to
# inputs that mean something.
max_len() {
    case "$1" in
        fuzz_hub)      echo 8192 ;;
        fuzz_action)   echo 4096 ;;
        fuzz_position) echo 2048 ;;
        fuzz_config)   echo 1024 ;;
        fuzz_http)     echo 1024 ;;
        fuzz_json_out) echo 4096 ;;
        *)             echo 4096 ;;
    esac
}

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for t in "$BUILD"/fuzz/fuzz_*; do
        [ -x "$t" ] && targets+=("$(basename "$t")")
    done
fi
if [ ${#targets[@]} -eq 0 ]; then
    echo "fuzz.sh: no targets in $BUILD/fuzz (run make fuzz)" >&2
    exit 2
fi

mkdir -p "$BUILD/corpus" "$BUILD/artifacts" "$BUILD/logs"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

failed=()
summary=()
for t in "${targets[@]}"; do
    bin="$BUILD/fuzz/$t"
    [ -x "$bin" ] || { echo "fuzz.sh: no $bin" >&2; exit 2; }
    work="$BUILD/corpus/$t"
    mkdir -p "$work"
    [ -d "tests/fuzz/corpus/$t" ] && cp -n "tests/fuzz/corpus/$t"/* "$work"/ 2>/dev/null || true
    dict=()
    [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
    log="$BUILD/logs/$t.log"
    echo "fuzz.sh: $t for ${SECONDS_EACH}s (log: $log)"
    set +e
    nice -n "$NICE" "$bin" "$work" "${dict[@]}" \
        -max_total_time="$SECONDS_EACH" -max_len="$(max_len "$t")" -timeout=30 \
        -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$BUILD/artifacts/$t-" >"$log" 2>&1
    rc=$?
    set -e
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    units=$(ls "$work" | wc -l)
    summary+=("$(printf '%-14s %12s %10s %8s  %s' "$t" "${execs:-?}" "${rate:-?}" "$units" \
                 "$([ $rc -eq 0 ] && echo ok || echo "FAILED (exit $rc)")")")
    if [ $rc -ne 0 ]; then
        failed+=("$t")
        echo "fuzz.sh: $t failed; the end of its log:" >&2
        grep -v '^#[0-9]' "$log" | tail -40 >&2
    fi
done

echo
printf '%-14s %12s %10s %8s  %s\n' target executions exec/s corpus result
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -ne 0 ]; then
    echo "fuzz.sh: failed: ${failed[*]} (inputs in $BUILD/artifacts/)" >&2
    exit 1
fi

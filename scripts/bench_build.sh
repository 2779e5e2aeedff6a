#!/usr/bin/env bash
# bench_build.sh — build the fastest engine we know how to make, for
# benchmarks and long bot matches, into BENCH_BUILD (default build-bench/).
#
#   scripts/bench_build.sh            build, check, print the directory
#
# Release (-O3), link-time optimisation (GH_LTO) and profile feedback
# (GH_PGO): a first build records where a training run spends its time, a
# second build of the same directory uses that record. The training plays
# random games over every lineup and rule set (bench_playout), heuristic and
# greedy games (bench_fingerprint) and searches (bench_search speed), so the
# playout, the bots and the search are laid out for their hot paths. Code the
# training never ran keeps the ordinary optimisation.
#
# Optimisation may only change speed, never a game: the finished build must
# print the same fingerprints (docs/benchmarks.md "How a speed-up is
# checked") as the ordinary build in REFERENCE_BUILD (default build/, which
# `make bench` builds first), or this script fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

DIR="${BENCH_BUILD:-build-bench}"
JOBS="$(nproc 2>/dev/null || echo 2)"
TARGETS=(guildhall bench_playout bench_search bench_fingerprint)

REF="${REFERENCE_BUILD:-build}"
[ -x "$REF/bench_fingerprint" ] || {
    echo "no $REF/bench_fingerprint to compare with: run make build first" >&2
    exit 1
}

configure() { # GH_PGO mode
    cmake -S . -B "$DIR" -DCMAKE_BUILD_TYPE=Release -DGH_LTO=ON -DGH_PGO="$1" >/dev/null
}
build() { cmake --build "$DIR" -j"$JOBS" --target "${TARGETS[@]}" >/dev/null; }

echo "bench build: $DIR (Release, LTO, profile feedback)"
# A record left from other sources would not match them: start afresh.
find "$DIR" -name '*.gcda' -delete 2>/dev/null || true
configure GENERATE
build
echo "  training (about a minute)"
"$DIR/bench_playout" 4000 >/dev/null
"$DIR/bench_fingerprint" 100 >/dev/null
"$DIR/bench_fingerprint" --level heuristic 5 >/dev/null
"$DIR/bench_search" speed 300 6 >/dev/null
"$DIR/bench_search" speed 100 3 playout=heuristic >/dev/null
configure USE
build

echo "  checking that it plays the same games as $REF/"
same() { # bench_fingerprint arguments
    local want got
    want="$("$REF/bench_fingerprint" "$@" | tail -1)"
    got="$("$DIR/bench_fingerprint" "$@" | tail -1)"
    [ "$got" = "$want" ] || {
        echo "bench_fingerprint $*: $DIR says '$got', $REF says '$want'" >&2
        exit 1
    }
}
same
same --level heuristic 50
same --level greedy 20
echo "  ok: $DIR/guildhall, $DIR/bench_playout, $DIR/bench_search, $DIR/bench_fingerprint"

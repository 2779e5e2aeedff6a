#!/usr/bin/env bash
# check-test-deps.sh — are the test suite's outside dependencies here? Node.js
# and npm (browser tests), Debian's Chromium (or $GH_CHROMIUM), and Debian's
# python3 with python3-websockets (integration tests). A developer build
# without them still runs the rest: CMake leaves those tests out with a
# warning. But a suite that silently shrinks cannot fail, so under CI=true or
# GH_REQUIRE_TEST_DEPS=1 (what `make test` sets) a missing one is an error.
#
#   scripts/check-test-deps.sh        (CTest: test_dependencies)
# Exit status: 0 all present (or missing but not required), 1 missing and
# required.
set -u

missing=()
command -v node >/dev/null 2>&1 || command -v nodejs >/dev/null 2>&1 || missing+=("node (nodejs)")
command -v npm >/dev/null 2>&1 || missing+=("npm")
[ -x "${GH_CHROMIUM:-/usr/bin/chromium}" ] || missing+=("chromium (${GH_CHROMIUM:-/usr/bin/chromium})")
py=/usr/bin/python3
[ -x "$py" ] || py=$(command -v python3 || true)
if [ -z "$py" ]; then
    missing+=("python3")
elif ! "$py" -c 'import websockets' >/dev/null 2>&1; then
    missing+=("python3-websockets (for $py)")
fi

if [ ${#missing[@]} -eq 0 ]; then
    echo "test dependencies: all present"
    exit 0
fi
required=0
[ "${CI:-}" = "true" ] && required=1
case "${GH_REQUIRE_TEST_DEPS:-0}" in 1|ON|on|true|yes) required=1 ;; esac
for m in "${missing[@]}"; do
    echo "test dependencies: missing: $m (scripts/deps.sh installs it)" >&2
done
if [ $required -eq 1 ]; then
    echo "test dependencies: required here (CI=true or GH_REQUIRE_TEST_DEPS): the tests that need them would not run" >&2
    exit 1
fi
echo "test dependencies: not required outside CI and make test; the tests that need them are left out" >&2
exit 0

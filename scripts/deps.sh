#!/usr/bin/env bash
# deps.sh — make sure the build dependencies are present.
#
#   scripts/deps.sh [GROUP...]      default groups: base server test e2e
#                                   (or $GH_DEPS_GROUPS); also: fuzz (make fuzz)
#
# Quiet and exit 0 when everything is present. Otherwise installs the missing
# Debian packages with apt-get when run as root, or prints the exact command
# and exits 1.
#
# To add a group: write a function deps_<group> that calls
#   need_cmd <command> <package>    (checked with `command -v`)
#   need_pc  <pkg-config name> <package>   (checked with `pkg-config --exists`)
# then add the group name to DEFAULT_GROUPS (or pass it on the command line).
set -euo pipefail

DEFAULT_GROUPS="${GH_DEPS_GROUPS:-base server test e2e}"

MISSING=()

add_missing() {
    local p
    for p in "${MISSING[@]+"${MISSING[@]}"}"; do
        [ "$p" = "$1" ] && return 0
    done
    MISSING+=("$1")
}

need_cmd() { command -v "$1" >/dev/null 2>&1 || add_missing "$2"; }

need_pc() {
    if command -v pkg-config >/dev/null 2>&1; then
        pkg-config --exists "$1" || add_missing "$2"
    else
        add_missing pkg-config
        add_missing "$2"
    fi
}

deps_base() {
    need_cmd cc         build-essential
    need_cmd make       build-essential
    need_cmd cmake      cmake
    need_cmd pkg-config pkg-config
    need_pc  jansson    libjansson-dev
    need_pc  cmocka     libcmocka-dev
}

deps_server() {
    need_pc libuv         libuv1-dev
    need_pc libwebsockets libwebsockets-dev
    # libwebsockets loads its libuv event-loop support as a plugin at run time.
    ls /usr/lib/*/libwebsockets-evlib_uv.so >/dev/null 2>&1 || add_missing libwebsockets-evlib-uv
    need_pc sqlite3       libsqlite3-dev
    need_pc libsodium     libsodium-dev
    need_pc icu-uc        libicu-dev
}

# Integration tests drive the real server over WebSockets from Python.
# Debian's /usr/bin/python3 is the one that sees Debian's python3-websockets.
deps_test() {
    [ -x /usr/bin/python3 ] || add_missing python3
    /usr/bin/python3 -c 'import websockets' >/dev/null 2>&1 || add_missing python3-websockets
}

# Browser tests (tests/e2e): Node.js drives Debian's Chromium with
# playwright-core (installed into tests/e2e/node_modules by `npm ci`, a CTest
# fixture; Playwright never downloads a browser of its own). A node and npm
# already on PATH (e.g. NodeSource's) are used as they are.
deps_e2e() {
    [ -x /usr/bin/chromium ] || add_missing chromium
    need_cmd node nodejs
    need_cmd npm  npm
    # playwright-core (tests/e2e/package.json) wants Node 20 or newer; Debian 12's
    # own nodejs is 18. Only a warning: npm installs it anyway.
    local major
    if major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null) && [ "$major" -lt 20 ]; then
        echo "deps.sh: warning: node $(node --version) is older than 20, which playwright-core wants" >&2
    fi
}

# Fuzzing (make fuzz): Debian's clang and its runtime libraries, which hold
# libFuzzer and the sanitizers (libclang-rt-dev is the version-independent
# package; on Debian 12 it brings libclang-rt-14-dev). Not a default group.
deps_fuzz() {
    need_cmd clang clang
    local rt
    if rt=$(clang -print-resource-dir 2>/dev/null); then
        ls "$rt"/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1 || add_missing libclang-rt-dev
    else
        add_missing libclang-rt-dev
    fi
}

main() {
    local groups=("$@") g
    if [ ${#groups[@]} -eq 0 ]; then
        read -r -a groups <<<"$DEFAULT_GROUPS"
    fi
    for g in "${groups[@]}"; do
        if ! declare -F "deps_$g" >/dev/null; then
            echo "deps.sh: unknown group '$g'" >&2
            exit 2
        fi
        "deps_$g"
    done

    [ ${#MISSING[@]} -eq 0 ] && exit 0

    local cmd="apt-get install -y --no-install-recommends ${MISSING[*]}"
    if [ "$(id -u)" -ne 0 ]; then
        echo "deps.sh: missing build dependencies: ${MISSING[*]}" >&2
        echo "Install them with:" >&2
        echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive $cmd" >&2
        exit 1
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "deps.sh: missing ${MISSING[*]} and apt-get is not available" >&2
        exit 1
    fi

    echo "deps.sh: installing ${MISSING[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    # Try without refreshing the package lists first; refresh and retry on failure.
    if ! $cmd; then
        apt-get update
        $cmd
    fi
}

main "$@"

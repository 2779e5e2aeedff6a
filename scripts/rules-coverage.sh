#!/usr/bin/env bash
# rules-coverage.sh — lists which rulebook passages the code implements
# (RULE: comments in src/) and which scenario files check them ("rule" fields
# in tests/scenarios/). Usage: scripts/rules-coverage.sh [--scenarios-only]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ "${1:-}" != "--scenarios-only" ]; then
    echo "== Passages tagged in the code (RULE: …) =="
    grep -rhoE 'RULE: [^*]*' src | sed -E 's/[[:space:]]+$//' | sort | uniq -c | sort -k2
    echo
fi
echo "== Passages checked by scenarios =="
for f in $(find tests/scenarios -name '*.json' | sort); do
    rule=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("rule","(none)"))' "$f" 2>/dev/null || echo "(unreadable)")
    printf '%-60s %s\n' "${f#tests/scenarios/}" "$rule"
done

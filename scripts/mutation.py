#!/usr/bin/env python3
"""mutation.py — does the test suite catch what it claims to catch?

Applies each one-line break of the catalogue (scripts/mutations.py) to a
scratch copy of the sources, builds it in a scratch build directory, runs the
fast suite against it (scenarios, the unit tests with GH_QUICK=1, the replay
catalogue and the Python integration tests; no browser tests) and reports
which breaks survived. A break is *killed* when some test fails; it
*survives* when every test passes — a claim the suite makes but does not
check. The score is killed / (killed + survived).

    scripts/mutation.py                 all breaks (make mutation)
    scripts/mutation.py --list          the catalogue
    scripts/mutation.py ID...           only these breaks (prefix match)
    scripts/mutation.py --keep-going    run the whole suite on every break

The scratch tree is WORK/src (tracked and untracked, not ignored, files of
this checkout, copied fresh at each run), the build WORK/build; WORK is
build-mutation/ unless --work says otherwise. The tree is restored after
each break, so one incremental build serves them all. Exit status: 0 when
every break was killed, 1 when one survived (or was stale or did not
compile), 2 on a usage or set-up error. Not part of `make test`: a full run
takes a while (see docs/testing.md for the last score).
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from mutations import CATALOGUE  # noqa: E402


def run(cmd, cwd, env=None, timeout=900):
    """Runs cmd; returns (ok, combined output)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if e.stdout else ""
        return False, out + "\n(timed out after %ds)" % timeout
    return p.returncode == 0, p.stdout.decode(errors="replace")


def copy_tree(dst):
    """The files git knows of or would add (ignored ones stay out), fresh.
    Outside a git checkout (an exported tree): everything but build output."""
    if os.path.exists(dst):
        shutil.rmtree(dst)
    git = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                          "--exclude-standard"], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL)
    if git.returncode != 0:
        skip = shutil.ignore_patterns("build", "build-*", "node_modules", "var", ".git")
        shutil.copytree(ROOT, dst, ignore=skip)
        return
    for rel in git.stdout.decode().split("\0"):
        if not rel or not os.path.isfile(os.path.join(ROOT, rel)):
            continue
        os.makedirs(os.path.join(dst, os.path.dirname(rel)), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), os.path.join(dst, rel))


def suite(src, build):
    """The fast suite, cheapest first: (name, command) pairs."""
    gh = os.path.join(build, "guildhall")
    steps = [("scenarios", [gh, "scenario", "tests/scenarios"])]
    tests = os.path.join(build, "tests")
    units = sorted(f for f in os.listdir(tests) if f.startswith("test_"))
    # The property test is the slowest unit test: last among them.
    units.sort(key=lambda f: f == "test_properties")
    steps += [(u, [os.path.join(tests, u)]) for u in units]
    steps.append(("replay_catalogue", [os.path.join(src, "tests/replay/check.sh"), gh]))
    integ = os.path.join(src, "tests/integration")
    py = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
    for f in sorted(os.listdir(integ)):
        if f.startswith("test_") and f.endswith(".py"):
            steps.append((f[:-3], [py, os.path.join(integ, f), gh]))
    return steps


def run_suite(src, build, keep_going, log):
    """Names of the suite steps that failed (the first only, unless keep_going)."""
    env = dict(os.environ, GH_QUICK="1")
    failed = []
    for name, cmd in suite(src, build):
        ok, out = run(cmd, src, env)
        if not ok:
            failed.append(name)
            log.write("---- %s failed:\n%s\n" % (name, out[-3000:]))
            if not keep_going:
                break
    return failed


def build_tree(build, jobs):
    return run(["cmake", "--build", build, "-j%d" % jobs], ROOT, timeout=1800)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("ids", nargs="*", help="only the breaks whose id starts with one of these")
    ap.add_argument("--list", action="store_true", help="print the catalogue and exit")
    ap.add_argument("--work", default=os.path.join(ROOT, "build-mutation"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep-going", action="store_true",
                    help="run the whole suite on every break (slower; shows every test that kills it)")
    args = ap.parse_args()

    chosen = [m for m in CATALOGUE
              if not args.ids or any(m["id"].startswith(i) for i in args.ids)]
    if args.list:
        for m in CATALOGUE:
            print("%-34s %-28s %s" % (m["id"], m["file"], m["what"]))
        print("%d breaks" % len(CATALOGUE))
        return 0
    if not chosen:
        print("mutation: no break matches %s" % " ".join(args.ids), file=sys.stderr)
        return 2

    src = os.path.join(args.work, "src")
    build = os.path.join(args.work, "build")
    os.makedirs(args.work, exist_ok=True)
    log = open(os.path.join(args.work, "mutation.log"), "w")
    print("mutation: copying the tree to %s and building the unbroken code" % src, flush=True)
    copy_tree(src)
    ok, out = run(["cmake", "-S", src, "-B", build, "-DCMAKE_BUILD_TYPE=RelWithDebInfo"], ROOT)
    if ok:
        ok, out = build_tree(build, args.jobs)
    if not ok:
        print(out[-4000:])
        print("mutation: the unbroken tree does not build", file=sys.stderr)
        return 2
    failed = run_suite(src, build, False, log)
    if failed:
        print("mutation: the unbroken tree fails %s (see %s)" % (failed[0], log.name),
              file=sys.stderr)
        return 2

    results = []
    for m in chosen:
        path = os.path.join(src, m["file"])
        original = open(path, encoding="utf-8").read()
        count = original.count(m["find"])
        t0 = time.time()
        if count != 1:
            results.append((m, "STALE", "the line to break occurs %d times" % count))
            print("%-34s STALE (the line to break occurs %d times)" % (m["id"], count), flush=True)
            continue
        log.write("==== %s: %s\n" % (m["id"], m["what"]))
        with open(path, "w", encoding="utf-8") as f:
            f.write(original.replace(m["find"], m["replace"]))
        try:
            ok, out = build_tree(build, args.jobs)
            if not ok:
                log.write(out[-3000:] + "\n")
                verdict, detail = "NO-BUILD", "the break does not compile"
            else:
                failed = run_suite(src, build, args.keep_going, log)
                verdict = "killed" if failed else "SURVIVED"
                detail = ("by " + ", ".join(failed)) if failed else "every test passed"
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        results.append((m, verdict, detail))
        print("%-34s %-8s %s (%.0fs)" % (m["id"], verdict, detail, time.time() - t0), flush=True)

    build_tree(build, args.jobs)  # leave the scratch build unbroken
    killed = sum(r[1] == "killed" for r in results)
    survived = [r for r in results if r[1] == "SURVIVED"]
    other = [r for r in results if r[1] not in ("killed", "SURVIVED")]
    print()
    print("mutation score: %d/%d breaks killed" % (killed, killed + len(survived)))
    for m, verdict, detail in survived + other:
        print("  %s %s: %s (%s: %s)" % (verdict, m["id"], m["what"], m["file"], detail))
    print("details: %s" % log.name)
    return 0 if not survived and not other else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and under
# ThreadSanitizer, each in a build folder of its own (.build-address, .build-thread), and prints
# per sanitizer: the tests, the suite's status, the reports and the time taken.
#
#   scripts/sanitize.sh [address] [thread]     (both when none is named)
#   SANITIZE_FILTER=RegEx scripts/sanitize.sh   (only the tests swift test --filter picks)
#
# Every instrumented process (the test runner and the glint programs the tests start) writes its
# reports to .build-<sanitizer>/reports/ rather than stderr, so a report cannot hide in a test's
# captured output, and a leak does not change a program's exit status (the report fails the run
# instead). Reports that come from the GL driver or the toolchain are suppressed with the files in
# scripts/sanitizers/, one comment per entry, and one more kind by this script (see driver_only);
# anything else fails the run (exit 1).
set -uo pipefail
cd "$(dirname "$0")/.."

# Whether a LeakSanitizer report holds only leaks allocated from code that was unloaded before the
# check ran at exit ("<unknown module>" under the allocator's frame). In Glint that is the GL
# driver: a program with a GLX window (the preview) ends with 112 bytes in two callocs of Mesa's
# DRI driver stack, which libGL loads with dlopen and unloads at XCloseDisplay, so no suppression
# pattern can name it. A headless EGL program (glint render) leaks nothing.
driver_only() {
  grep -q "ERROR: LeakSanitizer" "$1" && ! grep -q "ERROR: AddressSanitizer" "$1" &&
    ! grep -E "^    #[1-9][0-9]* " "$1" | grep -vq "(<unknown module>)"
}

filter=()
[ -n "${SANITIZE_FILTER:-}" ] && filter=(--filter "$SANITIZE_FILTER")
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
suppressions=$PWD/scripts/sanitizers
failed=0
for sanitizer in "${sanitizers[@]}"; do
  case $sanitizer in
    address | thread) ;;
    *) echo "sanitize: unknown sanitizer '$sanitizer' (address, thread)" >&2; exit 2 ;;
  esac
  build=.build-$sanitizer
  reports=$PWD/$build/reports
  rm -rf "$reports"
  mkdir -p "$reports"
  start=$SECONDS
  echo "sanitize: building the tests with --sanitize=$sanitizer" >&2
  if ! swift build --build-tests --sanitize="$sanitizer" --build-path "$build" >"$build/build.log" 2>&1; then
    tail -20 "$build/build.log" >&2
    echo "sanitize: $sanitizer: the build failed ($build/build.log)" >&2
    failed=1
    continue
  fi
  built=$((SECONDS - start))
  echo "sanitize: running the tests under $sanitizer" >&2
  ASAN_OPTIONS="detect_leaks=1:log_path=$reports/asan" \
    LSAN_OPTIONS="suppressions=$suppressions/lsan.supp:print_suppressions=0:exitcode=0" \
    TSAN_OPTIONS="log_path=$reports/tsan:suppressions=$suppressions/tsan.supp:print_suppressions=0" \
    swift test --skip-build --sanitize="$sanitizer" --build-path "$build" "${filter[@]}" >"$build/test.log" 2>&1
  status=$?
  tests=$(grep -oE "Test run with [0-9]+ tests?" "$build/test.log" | tail -1 | grep -oE "[0-9]+" || echo "?")
  failures=$(grep -cE "^✘ Test .* failed" "$build/test.log" || true)
  driver=0
  for report in "$reports"/*; do
    [ -f "$report" ] && driver_only "$report" && { mv "$report" "$report.driver"; driver=$((driver + 1)); }
  done
  count=$(find "$reports" -type f ! -name "*.driver" | wc -l)
  echo "sanitize: $sanitizer: $tests tests, suite status $status ($failures failed), $count reports" \
    "(+ $driver from the unloaded GL driver);" \
    "built in $built s, ran in $((SECONDS - start - built)) s; logs in $build/"
  for report in $(find "$reports" -type f ! -name "*.driver" | head -5); do
    echo "  $(basename "$report"): $(grep -m1 -E "ERROR|WARNING" "$report")"
    grep -m3 -E "^    #[0-9]+ .* in " "$report" | sed 's/^/    /'
  done
  [ "$status" -eq 0 ] && [ "$count" -eq 0 ] || failed=1
done
exit $failed

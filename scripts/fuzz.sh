#!/usr/bin/env bash
# Builds Glint's libFuzzer targets (Fuzz/Targets/<name>) and runs each for SECONDS from its seed
# corpus, FUZZ_JOBS (default 2) at a time, then prints one line of figures per target.
#
#   scripts/fuzz.sh SECONDS [NAME ...]     (every target when no NAME is given)
#
# The programs are built in .build-fuzz with AddressSanitizer and libFuzzer's coverage, which
# instruments Glint's sources too (see Fuzz/README.md). Inputs that find new paths go to .build-fuzz/corpus/<name> (kept between runs; the
# seeds in Fuzz/Corpus/<name> are only read), a crashing input to .build-fuzz/crashes/<name>/, and
# each run's log to .build-fuzz/logs/<name>.log. Exit status 1 when any target crashed, leaked,
# timed out or ran out of memory, with the input's path; turn it into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:?usage: scripts/fuzz.sh SECONDS [NAME ...]}
shift
[[ $seconds =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a whole number, got '$seconds'" >&2; exit 2; }
if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for folder in Fuzz/Targets/*/; do names+=("$(basename "$folder")"); done
fi
for name in "${names[@]}"; do
  [ -d "Fuzz/Targets/$name" ] || { echo "fuzz: no target Fuzz/Targets/$name" >&2; exit 2; }
done

build=.build-fuzz
# Every module (Glint's too) is built with AddressSanitizer and libFuzzer's coverage; only the fuzz
# programs link libFuzzer (without its main: each starts the driver itself, Fuzz/Support/FuzzDriver),
# so the build tools stay ordinary programs. Gold cannot link some ASan programs here; lld can.
libfuzzer=$(clang -print-file-name="libclang_rt.fuzzer_no_main-$(uname -m).a")
[ -f "$libfuzzer" ] || { echo "fuzz: the toolchain has no libFuzzer ($libfuzzer)" >&2; exit 1; }
export GLINT_FUZZ=$libfuzzer
flags=(--build-path "$build" -Xswiftc -sanitize=address
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,indirect-calls,trace-cmp -Xswiftc -use-ld=lld
  -Xcc -fsanitize=fuzzer-no-link,address)
# The build tools run under AddressSanitizer too: no leak report at their exit may fail the build.
export ASAN_OPTIONS=detect_leaks=0
for name in "${names[@]}"; do
  echo "fuzz: building fuzz-$name" >&2
  swift build "${flags[@]}" --product "fuzz-$name" 2>&1 |
    grep -v "warning: Cannot export local symbol" >&2 || true
  [ -x "$build/debug/fuzz-$name" ] || { echo "fuzz: building fuzz-$name failed" >&2; exit 1; }
done

# One run of target $1 for $seconds, in an empty folder of its own (a target may look up the
# files its input names); its log says everything, the summary reads it.
run_one() {
  local name=$1 root=$PWD
  local corpus=$root/$build/corpus/$name crashes=$root/$build/crashes/$name/ scratch=$root/$build/scratch/$name
  local dictionary=() log=$root/$build/logs/$name.log
  rm -rf "$scratch"
  mkdir -p "$corpus" "$crashes" "$scratch" "$root/$build/logs"
  [ -f "Fuzz/Dictionaries/$name.dict" ] && dictionary=(-dict="$root/Fuzz/Dictionaries/$name.dict")
  # Leaks inside the toolchain are not findings: scripts/sanitizers/lsan.supp (shared with
  # `make sanitize`) says which, and why.
  (cd "$scratch" && ASAN_OPTIONS=detect_leaks=1 \
    LSAN_OPTIONS="suppressions=$root/scripts/sanitizers/lsan.supp:print_suppressions=0" \
    "$root/$build/debug/fuzz-$name" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$crashes" "${dictionary[@]}" "$corpus" "$root/Fuzz/Corpus/$name" >"$log" 2>&1)
}

jobs=${FUZZ_JOBS:-2}
failed=()
pids=()
running_names=()
wait_first() {
  if ! wait "${pids[0]}"; then failed+=("${running_names[0]}"); fi
  pids=("${pids[@]:1}")
  running_names=("${running_names[@]:1}")
}
echo "fuzz: running ${names[*]} for $seconds s each, $jobs at a time" >&2
for name in "${names[@]}"; do
  [ ${#pids[@]} -ge "$jobs" ] && wait_first
  run_one "$name" &
  pids+=($!)
  running_names+=("$name")
done
while [ ${#pids[@]} -gt 0 ]; do wait_first; done

# One line per target: runs, executions per second, coverage (cov: edges, ft: features), corpus.
for name in "${names[@]}"; do
  log=$build/logs/$name.log
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
  ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
  corp=$(sed -nE 's/.* corp: ([0-9]+\/[0-9a-zA-Z]+).*/\1/p' <<<"$last")
  runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log")
  speed=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+)/\1/p' "$log")
  rss=$(sed -nE 's/^stat::peak_rss_mb: *([0-9]+)/\1/p' "$log")
  echo "fuzz-$name: ${seconds} s, ${runs:-?} runs, ${speed:-?} exec/s, cov ${cov:-?}, ft ${ft:-?}," \
    "corpus ${corp:-?}, peak RSS ${rss:-?} MB"
done
if [ ${#failed[@]} -gt 0 ]; then
  for name in "${failed[@]}"; do
    log=$build/logs/$name.log
    reason=$(grep -m1 -E '^==[0-9]+== ?ERROR|^SUMMARY|Fatal error|^ALARM|out-of-memory|deadly signal' "$log" || true)
    input=$(sed -nE 's/.*Test unit written to (.*)$/\1/p' "$log" | tail -1)
    echo "fuzz-$name FAILED: ${reason:-see $log}; input: ${input:-none written}; log: $log" >&2
  done
  exit 1
fi

#!/usr/bin/env bash
# Runs libFuzzer on each target named for SECONDS seconds (`make fuzz`, `make fuzz-one`), then
# prints, per target: inputs run, crashes (timeouts and out-of-memory included) with the number
# of new inputs written for them, and the distinct places (first frame in Sources/) where they
# stopped.
#
#   Tests/fuzz.sh SECONDS TARGET...
#
# FUZZ_FLAGS adds libFuzzer options (`-len_control=0`, `-seed=…`).
#
# Expects the fuzzing build in $FUZZ_BIN, the seeds in .build/fuzz-corpus/<target>/ and the
# dictionary in .build/fuzz-corpus/<target>.dict (the Makefile does all three). libFuzzer stops
# at the first crash; the run is then started again on the same corpus until the time is up,
# so one shallow bug does not end the run.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds="$1"
shift
bin="${FUZZ_BIN:-.build/fuzz/release/catalog-fuzz}"
demangle="$(dirname "$(command -v swift)")/swift-demangle"
[ -x "$demangle" ] || demangle=cat
summary=()

for target in "$@"; do
  corpus=".build/fuzz-corpus/$target"
  artifacts=".build/fuzz-artifacts/$target"
  log=".build/fuzz-logs/$target.log"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  : >"$log"
  # Fixed crashes are good seeds; pending ones would stop every run at its start.
  if [ -d "Tests/FuzzRegressions/$target" ]; then
    find "Tests/FuzzRegressions/$target" -type f ! -name 'pending-*' -exec cp {} "$corpus/" \;
  fi
  dictionary=()
  [ -f "$corpus.dict" ] && dictionary=(-dict="$corpus.dict")
  before=$(find "$artifacts" -type f | wc -l)
  runs=0
  start=$(date +%s)
  echo "== $target: ${seconds}s, corpus $corpus, artifacts $artifacts/, log $log"
  while :; do
    remaining=$((seconds - ($(date +%s) - start)))
    [ "$remaining" -gt 0 ] || break
    part=$(mktemp)
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" FUZZ_TARGET="$target" \
      nice -n 10 "$bin" -max_total_time="$remaining" -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$artifacts/" "${dictionary[@]}" ${FUZZ_FLAGS:-} "$corpus" >"$part" 2>&1
    status=$?
    cat "$part" >>"$log"
    units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$part" | tail -1)
    runs=$((runs + ${units:-0}))
    rm -f "$part"
    # 0: the time is up. Anything else that left no artifact (a bad option, a missing build)
    # would only repeat.
    [ "$status" -ne 0 ] && [ "$(find "$artifacts" -type f | wc -l)" -gt "$before" ] || break
  done
  written=$(($(find "$artifacts" -type f | wc -l) - before))
  crashes=$(grep -cE 'ERROR: (libFuzzer|AddressSanitizer): ' "$log")
  # Each report's reason and the first frame in the project's sources.
  sites=$(awk '/ERROR: libFuzzer: |ERROR: AddressSanitizer: / {
                 want = 1; reason = $0; sub(/.*ERROR: (libFuzzer|AddressSanitizer): /, "", reason); sub(/ on .*/, "", reason) }
               want && /Swift runtime failure: / {
                 reason = $0; sub(/.*Swift runtime failure: /, "", reason); sub(/ \/<compiler.*/, "", reason) }
               want && /^ *#[0-9]+ .* in .*\/Sources\// {
                 file = $5; sub(/.*\/Sources\//, "Sources/", file); print $4 " (" file "): " reason; want = 0 }' "$log" |
    "$demangle" --simplified | sort | uniq -c | sort -rn | sed 's/^ *\([0-9]*\) /\1x /')
  summary+=("$(printf '%-10s %10s runs %4s crashes (%s new inputs)' "$target" "$runs" "$crashes" "$written")")
  if [ -n "$sites" ]; then
    while IFS= read -r line; do summary+=("    $line"); done <<<"$sites"
  fi
done

echo
echo "fuzzing summary (${seconds}s per target; inputs in .build/fuzz-artifacts/<target>/):"
printf '%s\n' "${summary[@]}"

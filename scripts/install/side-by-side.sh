#!/usr/bin/env bash
# Runs each command given at the same time and fails when any of them fails. The steps it pairs
# (ESLint, Prettier, tsc, a build) each keep one core busy, so two cores finish them in about half
# the time; an apt install beside them (the WebKit leg's browser) mostly waits on the disk. Each command's output is printed whole, in the order given, so nothing interleaves.
set -uo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for i in $(seq 1 $#); do
  bash -c "${!i}" >"$logs/$i" 2>&1 &
  pids+=($!)
done
status=0
for i in $(seq 1 $#); do
  if ! wait "${pids[$((i - 1))]}"; then
    status=1
    echo "failed: ${!i}" >>"$logs/$i"
  fi
  cat "$logs/$i"
done
exit $status

#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# The tests drive it through playwright-core; Playwright's own browser download cannot work here.
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi

run_as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "Chromium is missing and this user cannot install it: run 'apt-get install -y chromium' as root." >&2
    exit 1
  fi
}

echo "Installing Chromium for the browser tests..."
run_as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq chromium >/dev/null
"$CHROMIUM_PATH" --version

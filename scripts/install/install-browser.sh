#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# The tests drive it through playwright-core; Playwright's own browser download cannot work here.
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi

MISSING=Chromium
PACKAGES=(chromium)
# shellcheck source=run-as-root.sh
source "$(dirname "$0")/run-as-root.sh"

echo "Installing Chromium for the browser tests..."
run_as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq "${PACKAGES[@]}" >/dev/null
"$CHROMIUM_PATH" --version

#!/usr/bin/env bash
# Installs Debian's WebKitGTK WebDriver (WebKitWebDriver and its MiniBrowser) and Xvfb, the display
# it draws on, for the WebKit leg of the browser tests (tests/webkit/), when either is missing.
# WebKit is the engine of the iOS shell's WKWebView; Playwright's own WebKit download cannot work here.
set -euo pipefail

WEBKIT_DRIVER_PATH="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
XVFB_PATH="${XVFB_PATH:-/usr/bin/Xvfb}"

if [ -x "$WEBKIT_DRIVER_PATH" ] && [ -x "$XVFB_PATH" ]; then
  exit 0
fi

MISSING=WebKitWebDriver
PACKAGES=(webkit2gtk-driver xvfb)
# shellcheck source=run-as-root.sh
source "$(dirname "$0")/run-as-root.sh"

echo "Installing WebKitWebDriver and Xvfb for the WebKit browser tests..."
# The package lists are fetched only when apt does not know the packages yet.
if ! apt-cache show "${PACKAGES[@]}" >/dev/null 2>&1; then
  run_as_root apt-get update -qq
fi
# Only what the packages need: the recommended GStreamer plugins and desktop portal play no part.
DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null
dpkg-query -W webkit2gtk-driver xvfb

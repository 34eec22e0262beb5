#!/usr/bin/env bash
# Sourced by the install scripts (install-browser.sh, install-nginx.sh): runs a command as root,
# through sudo when this user is not root, else says what to run as root and stops.
# The script sets MISSING (what is missing) and PACKAGES (what apt installs) first.

run_as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "$MISSING is missing and this user cannot install it: run 'apt-get install -y ${PACKAGES[*]}' as root." >&2
    exit 1
  fi
}

#!/usr/bin/env bash
# Installs Debian's nginx and its brotli module for the tests that serve the build through the
# shipped nginx configuration (npm run serve:nginx), when either is missing.
set -euo pipefail

NGINX_PATH="${NGINX_PATH:-/usr/sbin/nginx}"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so

if [ -x "$NGINX_PATH" ] && [ -f "$BROTLI_MODULE" ]; then
  exit 0
fi

MISSING=nginx
PACKAGES=(nginx libnginx-mod-http-brotli-filter)
# shellcheck source=run-as-root.sh
source "$(dirname "$0")/run-as-root.sh"

echo "Installing nginx for the deployment tests..."
# The package lists are fetched only when apt does not know the packages yet.
if ! apt-cache show "${PACKAGES[@]}" >/dev/null 2>&1; then
  run_as_root apt-get update -qq
fi
# The tests start their own nginx; the package's service is not started.
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 run_as_root apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null
"$NGINX_PATH" -v

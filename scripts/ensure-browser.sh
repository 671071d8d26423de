#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Browsers are never
# downloaded from anywhere else: Debian's package is installed when we are root with apt-get.
set -euo pipefail

chromium=/usr/bin/chromium
if [ -x "$chromium" ]; then exit 0; fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi

if [ -x "$chromium" ]; then
  echo "Installed: $("$chromium" --version 2>/dev/null)"
  exit 0
fi
cat >&2 <<MSG
The browser tests need Debian's Chromium at $chromium, and it is not there.
Install it as root:  apt-get update && apt-get install -y chromium fonts-dejavu-core
(Playwright's own browser downloads are not used by this project.)
MSG
exit 1

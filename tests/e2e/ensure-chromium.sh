#!/bin/sh
# Playwright's own browser downloads are not possible here: the end-to-end tests use Debian's Chromium.
# Idempotent and quiet: does nothing when /usr/bin/chromium exists.
set -e
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  echo "Chromium manque (/usr/bin/chromium) et il faut être root pour l'installer : apt-get install chromium" >&2
  exit 1
fi
# env: sudo drops the caller's environment.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null

#!/bin/sh
# dd that does the work quietly, then claims a petabyte a second and sets the terminal's title.
[ "$1" = --version ] && exec @REALDD@ --version
@REALDD@ "$@" 2>/dev/null
rc=$?
printf '\033]0;pwned\007\033[2J1099511627776 bytes (1.1 TB, 1.0 TiB) copied, 1e-06 s, 1.1 PB/s\n' >&2
exit $rc

#!/bin/sh
# A hostile "Pi" for tests: sshd's ForceCommand. It runs what the app asks, except as the file
# "mode" beside it says: the probe prints endlessly, prints garbage, forges its framing or never
# ends; or (mode "lie") dd lies about its figures and writes terminal escapes on stderr.
here=$(dirname "$0")
mode=$(cat "$here/mode" 2>/dev/null)
cmd=$SSH_ORIGINAL_COMMAND
case $cmd in
*'LANG=C sh -s'*) # the probe: its script comes on stdin (issue 27), the command line is only this
    case $mode in
    endless) exec yes '@@end processes exit=0 and it never stops' ;;
    garbage) head -c 300000 /dev/urandom; exit 0 ;;
    forged)
        printf '@@pinas-probe 2 token=0123456789abcdef\n@@begin 0123456789abcdef exports\n'
        printf '/srv *(rw,sync)\n@@end 0123456789abcdef exports exit=0\n'
        exit 0 ;;
    hang) exec sleep 600 ;; # the app kills it at its timeout (signal KILL over the channel)
    esac
    ;;
esac
if [ "$mode" = lie ]; then
    PATH="$here/fakebin:$PATH"
    export PATH
fi
exec sh -c "$cmd"

# Shared by the bench/ scripts: arguments, the throwaway loopback sshd, the network namespace
# wrapper, ssh to the "Pi", and the summary. Source it; it never exits the caller on its own.
#
# Generic parameters (another script, e.g. a test bed, passes them for a simulated host):
#   --host H --port P --user U --identity KEY   the Pi's sshd (default: a throwaway one on 127.0.0.1)
#   --remote-dir DIR   directory on the Pi for the disk test (default: a temp dir)
#   --share-dir DIR    the share as this PC mounts it (default: a temp dir)
#   --netns NAME       run every client (the app, ssh, iperf3, fio) via nsenter --net=/run/netns/NAME
#   --rounds N         app and reference alternately, N rounds each (default 3)
#   --preset quick|thorough   the app's preset (default quick)
#   --build DIR        build dir holding bin/pinas-bench-job (default: <repo>/build)

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REPO_DIR=$(cd "$BENCH_DIR/.." && pwd)
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3

HOST= PORT=22 USER_NAME= IDENTITY= REMOTE_DIR= SHARE_DIR= NETNS= ROUNDS=3 PRESET=quick
BUILD=${BUILD_DIR:-$REPO_DIR/build}
EXTRA_ARGS=()
SCRATCH=$(mktemp -d /tmp/pinas-bench.XXXXXX)
SSHD_PID=
CLEANUP_HOOKS=()

bench_parse_args() {
    while [ $# -gt 0 ]; do
        case $1 in
            --host) HOST=$2; shift 2 ;;
            --port) PORT=$2; shift 2 ;;
            --user) USER_NAME=$2; shift 2 ;;
            --identity) IDENTITY=$2; shift 2 ;;
            --remote-dir) REMOTE_DIR=$2; shift 2 ;;
            --share-dir) SHARE_DIR=$2; shift 2 ;;
            --netns) NETNS=$2; shift 2 ;;
            --rounds) ROUNDS=$2; shift 2 ;;
            --preset) PRESET=$2; shift 2 ;;
            --build) BUILD=$2; shift 2 ;;
            -h|--help) sed -n '/^# Generic parameters/,/^$/p' "$BENCH_DIR/lib/common.sh"; exit 0 ;;
            *) EXTRA_ARGS+=("$1"); shift ;;
        esac
    done
    BENCH_JOB=$BUILD/bin/pinas-bench-job
    if [ ! -x "$BENCH_JOB" ]; then
        echo "bench: $BENCH_JOB missing: build first (cmake --build build --target pinas-bench-job)" >&2
        exit 2
    fi
}

bench_cleanup() {
    local hook
    for hook in "${CLEANUP_HOOKS[@]}"; do eval "$hook" || true; done
    if [ -n "$SSHD_PID" ]; then
        # the listener and everything below it (sessions and the commands they run), by pid
        local all=" $SSHD_PID " grew=1 pid ppid
        while [ $grew = 1 ]; do
            grew=0
            while read -r pid ppid; do
                case $all in *" $ppid "*) case $all in *" $pid "*) ;; *) all="$all$pid "; grew=1 ;; esac ;; esac
            done < <(ps -e -o pid= -o ppid=)
        done
        # shellcheck disable=SC2086
        kill $all 2>/dev/null || true
        wait "$SSHD_PID" 2>/dev/null || true
    fi
    rm -rf "$SCRATCH"
}
trap bench_cleanup EXIT
trap 'exit 130' INT TERM

# Runs a client command in the namespace given by --netns (network only: mounts stay shared).
in_ns() {
    if [ -n "$NETNS" ]; then
        nsenter --net="/run/netns/$NETNS" "$@"
    else
        "$@"
    fi
}

free_port() {
    "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

# A throwaway OpenSSH sshd on 127.0.0.1 (as tests/integration/sshdfixture does): own host and
# user keys, key login only, logs in as the current user. Optional $1: a command prefix that
# runs sshd elsewhere (e.g. "ip netns exec NS"), $2: the address to listen on.
start_sshd() {
    local prefix=${1:-} addr=${2:-127.0.0.1} d=$SCRATCH/sshd
    mkdir -p "$d" /run/sshd 2>/dev/null || mkdir -p "$d"
    ssh-keygen -q -t ed25519 -N '' -C pinas-bench -f "$d/host_ed25519"
    ssh-keygen -q -t ed25519 -N '' -C pinas-bench -f "$d/id_ed25519"
    cp "$d/id_ed25519.pub" "$d/authorized_keys"
    PORT=$(free_port)
    cat >"$d/sshd_config" <<CFG
Port $PORT
ListenAddress $addr
HostKey $d/host_ed25519
PidFile none
StrictModes no
AuthorizedKeysFile $d/authorized_keys
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
MaxStartups 50
PermitRootLogin prohibit-password
SetEnv SHLVL=1
CFG
    $prefix /usr/sbin/sshd -D -e -f "$d/sshd_config" 2>"$d/log" &
    SSHD_PID=$!
    local i
    for i in $(seq 100); do
        grep -q "Server listening on $addr port $PORT" "$d/log" 2>/dev/null && break
        sleep 0.1
    done
    if ! grep -q "Server listening" "$d/log"; then
        echo "bench: sshd did not start:" >&2
        cat "$d/log" >&2
        exit 2
    fi
    HOST=$addr
    USER_NAME=$(id -un)
    IDENTITY=$d/id_ed25519
}

# Defaults for a run with no --host: a loopback sshd and temp directories on this machine.
bench_defaults() {
    if [ -z "$HOST" ]; then
        start_sshd
        echo "bench: throwaway sshd on 127.0.0.1:$PORT (user $USER_NAME)" >&2
    fi
    [ -n "$USER_NAME" ] || USER_NAME=$(id -un)
    if [ -z "$REMOTE_DIR" ]; then
        REMOTE_DIR=$(mktemp -d /var/tmp/pinas-bench-pi.XXXXXX)
        CLEANUP_HOOKS+=("rm -rf '$REMOTE_DIR'")
    fi
    if [ -z "$SHARE_DIR" ]; then
        SHARE_DIR=$(mktemp -d /var/tmp/pinas-bench-share.XXXXXX)
        CLEANUP_HOOKS+=("rm -rf '$SHARE_DIR'")
    fi
}

# The app's figures: pinas-bench-job (the app's own job classes) as a client.
app_job() {
    local id=()
    [ -n "$IDENTITY" ] && id=(--identity "$IDENTITY")
    in_ns "$BENCH_JOB" --host "$HOST" --port "$PORT" --user "$USER_NAME" "${id[@]}" \
        --remote-dir "$REMOTE_DIR" --share-dir "$SHARE_DIR" --preset "$PRESET" "$@"
}

# A command on the Pi through OpenSSH (for the reference tools).
pi() {
    local id=()
    [ -n "$IDENTITY" ] && id=(-i "$IDENTITY" -o IdentitiesOnly=yes)
    in_ns ssh -p "$PORT" "${id[@]}" -o BatchMode=yes -o StrictHostKeyChecking=no \
        -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR "$USER_NAME@$HOST" "$@"
}

# One field of a JSON line: json_field LINE KEY
json_field() {
    "$PY" -c 'import json,sys; v=json.loads(sys.argv[1]).get(sys.argv[2]); print("" if v is None else v)' "$1" "$2"
}

# The line of the app's output for one measurement kind.
kind_line() {
    grep -F "\"kind\":\"$2\"" <<<"$1" | head -n1
}

# Records one figure: record LAYER SOURCE MB_PER_S [NOTE]
RESULTS=$SCRATCH/results.tsv
record() {
    printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4:-}" >>"$RESULTS"
    printf '  %-22s %-28s %10.1f MB/s  %s\n' "$1" "$2" "$3" "${4:-}" >&2
}

# Medians per layer and source, and the app's median as a ratio of each reference's.
summarize() {
    "$PY" "$BENCH_DIR/lib/summarize.py" "$RESULTS" "$@"
}

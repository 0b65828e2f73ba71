# A pair of network namespaces of our own, joined by a veth shaped with tbf on both ends (tbf
# shapes the sending side only). Root only. The "Pi" side gets $NS_PI_ADDR; every client must run
# in $NS_PC. While it exists, a blackhole route in the root namespace keeps any packet for the
# subnet from leaving the machine. Everything is removed by bench_cleanup.
tbf_burst() { # "100mbit" -> "1000kbit"
    "$PY" - "$1" <<'PYEOF'
import re, sys
m = re.fullmatch(r"([0-9.]+)([kmg]?)bit", sys.argv[1].lower())
if not m:
    sys.exit("bench: --shape takes a rate such as 100mbit or 1gbit")
bits = float(m.group(1)) * {"": 1, "k": 1e3, "m": 1e6, "g": 1e9}[m.group(2)]
print(f"{max(32, int(bits / 100 / 1000))}kbit")
PYEOF
}

netns_pair() {
    local rate=$1 tag=$$ net
    [ "$(id -u)" = 0 ] || { echo "bench: --shape needs root (network namespaces)" >&2; exit 2; }
    net=10.231.$((RANDOM % 250)).
    NS_PI=pinasb-pi-$tag
    NS_PC=pinasb-pc-$tag
    NS_PI_ADDR=${net}1
    CLEANUP_HOOKS+=("ip netns del $NS_PI 2>/dev/null; ip netns del $NS_PC 2>/dev/null; ip route del blackhole ${net}0/30 2>/dev/null")
    ip route add blackhole "${net}0/30"
    ip netns add "$NS_PI"
    ip netns add "$NS_PC"
    ip link add "vb$tag" type veth peer name "vc$tag"
    ip link set "vb$tag" netns "$NS_PI"
    ip link set "vc$tag" netns "$NS_PC"
    ip -n "$NS_PI" addr add "${net}1/30" dev "vb$tag"
    ip -n "$NS_PC" addr add "${net}2/30" dev "vc$tag"
    local ns dev
    for ns in "$NS_PI:vb$tag" "$NS_PC:vc$tag"; do
        dev=${ns#*:}
        ns=${ns%%:*}
        ip -n "$ns" link set lo up
        ip -n "$ns" link set "$dev" up
        # burst: 10 ms at the rate (at least 32 kbit). tbf can send one burst per timer tick, so a
        # small burst caps a fast link below its rate: 1 Gbit/s needs ~10 Mbit, 100 Mbit/s 1 Mbit.
        ip netns exec "$ns" tc qdisc add dev "$dev" root tbf rate "$rate" burst "$(tbf_burst "$rate")" latency 400ms
    done
}

#!/usr/bin/env python3
"""Medians of the bench rounds and the app's figure as a ratio of each reference.

Input: a TSV of layer, source, MB/s, note (one line per round). The source "app" is the app's
figure; every other source is a reference. Prints a table; with --json also one JSON object.
"""
import json
import statistics
import sys

TARGET = 0.97


def main():
    rows = {}
    with open(sys.argv[1], encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            layer, source, value = parts[0], parts[1], float(parts[2])
            rows.setdefault(layer, {}).setdefault(source, []).append(value)
    out = {}
    print(f"{'layer':<20} {'source':<26} {'rounds':>6} {'median MB/s':>12} {'app/ref':>8}")
    for layer, sources in rows.items():
        app = statistics.median(sources["app"]) if "app" in sources else None
        out[layer] = {}
        for source, values in sources.items():
            med = statistics.median(values)
            ratio = app / med if (app is not None and source != "app" and med > 0) else None
            flag = "" if ratio is None else ("  ok" if ratio >= TARGET else "  BELOW 0.97")
            ratio_text = "" if ratio is None else f"{ratio:.3f}"
            print(f"{layer:<20} {source:<26} {len(values):>6} {med:>12.1f} {ratio_text:>8}{flag}")
            out[layer][source] = {"median_mb_per_s": round(med, 2), "rounds": values,
                                  "ratio": None if ratio is None else round(ratio, 3)}
    if "--json" in sys.argv:
        print(json.dumps(out))


if __name__ == "__main__":
    main()

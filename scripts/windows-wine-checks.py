#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Wine checks of the Windows build (run by scripts/windows-check, which builds first).

Each check runs the Windows executables under Wine on this machine, headless (offscreen platform),
and prints one line; the last line is "N passed, N failed" and the exit status is 1 when any
failed. Traffic goes to 127.0.0.1 only (the loopback sshd of the `run` check).

  windows-wine-checks.py STAGE WIN_BUILD_DIR [LINUX_EXE]

STAGE holds the shipped app (what the zip and the installer hold); LINUX_EXE, when given, is the
Linux build's pinas-doctor whose JSON verdicts the Windows ones must equal.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

STAGE, BUILD = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
LINUX_EXE = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
SOURCE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PREFIX = os.environ.get("PINAS_WIN_PREFIX", "/opt/pinas-win")
WINE = os.environ.get("WINE", "/usr/lib/wine/wine64")
WINE_SYSTEM = "/usr/lib/x86_64-linux-gnu/wine/x86_64-windows"
EXE = os.path.join(STAGE, "pinas-doctor.exe")
WORK = tempfile.mkdtemp(prefix="pinas-wine-")
STARTED = time.time()


def winpath(unix):
    """Wine's Z: drive is the Unix root."""
    return "Z:" + os.path.abspath(unix).replace("/", "\\")


def wine_env(extra_dll_dirs=()):
    env = dict(os.environ)
    env.update({
        "WINEPREFIX": os.path.join(WORK, "prefix"),
        "WINEDEBUG": "-all",
        # No Mono or Gecko install prompts in a fresh prefix.
        "WINEDLLOVERRIDES": "mscoree,mshtml=",
        "QT_QPA_PLATFORM": "offscreen",
        "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "LANGUAGE": "",
    })
    env.pop("DISPLAY", None)
    if extra_dll_dirs:
        env["WINEPATH"] = ";".join(winpath(d) for d in extra_dll_dirs)
    return env


def wine(args, timeout=300, cwd=None, env=None):
    return subprocess.run([WINE] + args, capture_output=True, timeout=timeout, cwd=cwd or WORK,
                          env=env or wine_env())


class Failed(Exception):
    pass


def need(cond, why):
    if not cond:
        raise Failed(why)


def pe_imports(path):
    out = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", path], capture_output=True, text=True,
                         check=True).stdout
    return re.findall(r"^\s*DLL Name: (\S+)", out, re.M)


# ---- the checks -------------------------------------------------------------------------------

def check_dll_imports():
    """Every DLL imported by the exe, the shipped DLLs and plugins is shipped or is Windows' own."""
    shipped = {f.lower() for f in os.listdir(STAGE) if f.lower().endswith(".dll")}
    system = {f.lower() for f in os.listdir(WINE_SYSTEM)}
    pes = [EXE] + glob.glob(os.path.join(STAGE, "*.dll")) + glob.glob(os.path.join(STAGE, "plugins", "*", "*.dll"))
    missing = []
    for pe in pes:
        for dll in pe_imports(pe):
            d = dll.lower()
            if d not in shipped and d not in system and not d.startswith("api-ms-"):
                missing.append(f"{dll} (imported by {os.path.relpath(pe, STAGE)})")
    need(not missing, "not shipped: " + ", ".join(missing))
    return f"{len(pes)} PE files, {len(shipped)} DLLs shipped, none missing"


def check_version():
    p = wine([EXE, "--version"], timeout=120)
    text = p.stdout.decode(errors="replace").strip()
    need(p.returncode == 0, f"exit {p.returncode}: {p.stderr.decode(errors='replace')[-400:]}")
    need(re.search(r"\d+\.\d+\.\d+", text), f"no version in {text!r}")
    return text


def analyze_outputs(example):
    name = os.path.splitext(os.path.basename(example))[0]
    out = os.path.join(WORK, "analyze", name)
    os.makedirs(out, exist_ok=True)
    return name, out


def check_analyze(example):
    name, out = analyze_outputs(example)
    text = wine([EXE, "analyze", winpath(example)], timeout=120)
    need(text.returncode == 0 and b"Pi NAS Doctor report" in text.stdout,
         f"text: exit {text.returncode} {text.stderr.decode(errors='replace')[-300:]}")
    pdf, csv = os.path.join(out, "report.pdf"), os.path.join(out, "report.csv")
    js = wine([EXE, "analyze", "--json", "--pdf", winpath(pdf), "--csv", winpath(csv), winpath(example)],
              timeout=180)
    need(js.returncode == 0, f"json/pdf/csv: exit {js.returncode} {js.stderr.decode(errors='replace')[-300:]}")
    verdict = json.loads(js.stdout)
    need(os.path.getsize(pdf) > 10000 and open(pdf, "rb").read(5) == b"%PDF-", "PDF missing or too small")
    need(os.path.getsize(csv) > 0, "CSV empty")
    ids = [f.get("id") for f in verdict.get("findings", [])]
    if LINUX_EXE:
        linux = subprocess.run([LINUX_EXE, "analyze", "--json", example], capture_output=True, timeout=120,
                               env=dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8"))
        need(linux.returncode == 0, f"Linux build: exit {linux.returncode}")
        ref = json.loads(linux.stdout)
        need(verdict.get("bottleneck") == ref.get("bottleneck"),
             f"bottleneck {verdict.get('bottleneck')} != Linux {ref.get('bottleneck')}")
        need(ids == [f.get("id") for f in ref.get("findings", [])], "finding ids differ from Linux's")
        need(verdict == ref, "JSON differs from the Linux build's: " + first_difference(verdict, ref))
    return f"{name}: bottleneck {verdict.get('bottleneck')}, {len(ids)} findings" + (", = Linux" if LINUX_EXE else "")


def first_difference(a, b, path=""):
    if type(a) is not type(b):
        return f"{path}: {a!r} / {b!r}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                return first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items / {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {str(a)[:80]!r} / {str(b)[:80]!r}"


def check_pdf_japanese():
    """The Japanese PDF embeds the shipped face (no Japanese font is installed in the prefix)."""
    example = os.path.join(SOURCE, "resources", "examples", "pi3b-nfs.pinasrun")
    pdf = os.path.join(WORK, "ja.pdf")
    p = wine([EXE, "analyze", "--lang", "ja", "--pdf", winpath(pdf), winpath(example)], timeout=180)
    need(p.returncode == 0 and os.path.exists(pdf), f"exit {p.returncode}")
    if shutil.which("pdffonts"):
        fonts = subprocess.run(["pdffonts", pdf], capture_output=True, text=True).stdout
        need("IPAGothic" in fonts, "the PDF does not embed IPAGothic:\n" + fonts)
        return "IPAGothic embedded"
    return "written (pdffonts not installed: font not checked)"


def unit_test(exe):
    dll_dirs = [os.path.join(PREFIX, "qt6", "bin"), os.path.join(PREFIX, "bin"), os.path.join(PREFIX, "lib"),
                os.path.dirname(subprocess.run(["x86_64-w64-mingw32-g++-posix", "-print-libgcc-file-name"],
                                               capture_output=True, text=True).stdout.strip()),
                "/usr/x86_64-w64-mingw32/lib"]
    env = wine_env(dll_dirs)
    env["QT_PLUGIN_PATH"] = winpath(os.path.join(PREFIX, "qt6", "plugins"))
    env["QTEST_FUNCTION_TIMEOUT"] = "300000"
    log = os.path.join(WORK, os.path.basename(exe) + ".txt")
    p = wine([exe, "-o", winpath(log) + ",txt"], timeout=400, cwd=os.path.dirname(exe), env=env)
    text = open(log, encoding="utf-8", errors="replace").read() if os.path.exists(log) else ""
    totals = re.search(r"^Totals: .*$", text, re.M)
    need(p.returncode == 0, f"exit {p.returncode}\n" + "\n".join(
        l for l in text.splitlines() if l.startswith(("FAIL", "   Loc", "   Actual", "   Expected")))[-1500:])
    return totals.group(0) if totals else "ok"


class Sshd:
    """A throwaway OpenSSH server on 127.0.0.1 with key login, as tests/integration/sshdfixture.cpp
    makes for the Linux tests."""

    def __init__(self):
        self.dir = os.path.join(WORK, "sshd")
        os.makedirs(self.dir)
        for name in ("host_ed25519", "id_ed25519"):
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "pinas-test", "-f",
                            os.path.join(self.dir, name)], check=True)
        shutil.copy(os.path.join(self.dir, "id_ed25519.pub"), os.path.join(self.dir, "authorized_keys"))
        if os.geteuid() == 0:
            os.makedirs("/run/sshd", exist_ok=True)
        self.proc = None
        for _ in range(5):  # another process may take the free port first
            import socket
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
            s.close()
            with open(os.path.join(self.dir, "sshd_config"), "w") as f:
                f.write(f"Port {self.port}\nListenAddress 127.0.0.1\nHostKey {self.dir}/host_ed25519\n"
                        f"PidFile none\nStrictModes no\nAuthorizedKeysFile {self.dir}/authorized_keys\n"
                        "PasswordAuthentication no\nKbdInteractiveAuthentication no\nUsePAM no\n"
                        "MaxStartups 50\nSetEnv SHLVL=1\n"
                        + ("PermitRootLogin prohibit-password\n" if os.geteuid() == 0 else ""))
            self.proc = subprocess.Popen(["/usr/sbin/sshd", "-D", "-e", "-f", os.path.join(self.dir, "sshd_config")],
                                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            line, deadline = b"", time.time() + 15
            while time.time() < deadline:
                line = self.proc.stdout.readline()
                if not line or b"Server listening on 127.0.0.1" in line:
                    break
            if b"Server listening" in line:
                # Keep reading its log so the pipe never fills.
                import threading
                threading.Thread(target=lambda: [None for _ in self.proc.stdout], daemon=True).start()
                return
            self.stop()
        raise Failed("sshd did not start")

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


NO_BUFFERING_PROBE = r"""
#include <windows.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    (void)argc;
    HANDLE h = CreateFileA(argv[1], GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING,
                           FILE_FLAG_NO_BUFFERING | FILE_FLAG_SEQUENTIAL_SCAN, NULL);
    if (h == INVALID_HANDLE_VALUE)
        return 2;
    char buf[16];
    DWORD n = 0;
    /* Unaligned memory and a 3-byte length: Windows refuses this on an unbuffered handle. */
    BOOL ok = ReadFile(h, buf + 1, 3, &n, NULL);
    printf("%s %lu\n", ok ? "accepted" : "refused", ok ? 0UL : GetLastError());
    CloseHandle(h);
    return 0;
}
"""


def check_wine_no_buffering():
    """Whose is the cached share read: Wine's or the app's? A probe opens a file the way DirectFile
    does and reads 3 bytes into unaligned memory, which Windows refuses (error 87) on a handle that
    really bypasses the cache; with PINAS_WINE_STRACE=1, strace shows how Wine opens the Unix file
    (O_RDONLY|O_NONBLOCK, no O_DIRECT, with Wine 8.0)."""
    src, exe, data = (os.path.join(WORK, n) for n in ("probe.c", "probe.exe", "probe.bin"))
    open(src, "w").write(NO_BUFFERING_PROBE)
    subprocess.run(["x86_64-w64-mingw32-gcc", "-O1", "-o", exe, src], check=True)
    open(data, "wb").write(os.urandom(1 << 16))
    cmd = [WINE, exe, winpath(data)]
    trace = os.path.join(WORK, "probe.strace")
    # strace -f slows Wine's start a lot (a minute and more here): only when asked for.
    if os.environ.get("PINAS_WINE_STRACE") == "1" and shutil.which("strace"):
        cmd = ["strace", "-f", "-e", "trace=open,openat", "-o", trace] + cmd
    p = subprocess.run(cmd, capture_output=True, timeout=120, cwd=WORK, env=wine_env())
    answer = p.stdout.decode(errors="replace").split()
    need(p.returncode == 0 and answer, f"probe: exit {p.returncode} {p.stderr.decode(errors='replace')[-300:]}")
    flags = ""
    if os.path.exists(trace):
        opens = [l for l in open(trace) if "probe.bin" in l and "openat" in l]
        flags = opens[-1].split(",")[2].split(")")[0].strip() if opens else "?"
    if answer[0] == "accepted":
        return ("Wine ignores FILE_FLAG_NO_BUFFERING: it accepted an unaligned read that Windows refuses"
                + (f", and opened the file {flags} (no O_DIRECT)" if flags and "O_DIRECT" not in flags else "")
                + ": share reads under Wine come from the page cache, so the app marks them cache_suspect")
    return f"Wine honoured FILE_FLAG_NO_BUFFERING (read refused, error {answer[1]}) ({flags})"


def check_run():
    """`run` against the loopback sshd: key login, a local folder as the share."""
    if not os.path.exists("/usr/sbin/sshd"):
        raise Failed("openssh-server is not installed")
    home = os.path.expanduser("~")
    remote = tempfile.mkdtemp(prefix=".pinas-remote-", dir=home)
    share = tempfile.mkdtemp(prefix=".pinas-share-", dir=home)
    out = os.path.join(WORK, "loopback.pinasrun")
    sshd = Sshd()
    try:
        import getpass
        t0 = time.time()
        args = [EXE, "run", "--host", "127.0.0.1", "--port", str(sshd.port), "--user", getpass.getuser(),
                "--identity", winpath(os.path.join(sshd.dir, "id_ed25519")),
                "--known-hosts", winpath(os.path.join(sshd.dir, "known_hosts")), "--accept-new-host-key",
                "--remote-dir", remote, "--share", winpath(share), "--allow-local-share",
                "--label", "wine-loopback", "--out", winpath(out)]
        try:
            p = wine(args, timeout=600)
            returncode, err = p.returncode, p.stderr.decode(errors="replace")
        except subprocess.TimeoutExpired as e:
            # What it printed up to here says which step it was in (run() keeps it on POSIX).
            returncode, err = "none (killed at 600 s)", (e.stderr or b"").decode(errors="replace")
        took = time.time() - t0
        # A step that did not end ok prints "    Title: Status. message" (it can be far above the
        # tail): name it first, so a failure here says which step and why.
        steps = [l.strip() for l in err.splitlines() if re.match(r"^    [^:]+: (Failed|Skipped|Cancelled)\. ", l)]
        last = next((l.strip() for l in reversed(err.splitlines()) if re.match(r"^\[\s*\d+%\]", l)), "")
        need(returncode == 0, f"exit {returncode} after {took:.0f} s: {' | '.join(steps) or '(no step line)'}"
                              f"; last step started: {last or '(none)'}\n{err[-800:]}")
        run = json.load(open(out))
        # Kept for a look at what the app made of it (e.g. `analyze` of it), and for check_pc_facts.
        shutil.copy(out, os.path.join(BUILD, "wine-loopback.pinasrun"))
        kinds = {}
        for m in run.get("measurements", []):
            kinds.setdefault(m.get("kind"), []).append(m)
        wanted = ["pi-disk-write", "pi-disk-read", "net-pi-to-pc", "net-pc-to-pi", "share-write", "share-read",
                  "share-small-files"]
        missing = [k for k in wanted if not kinds.get(k)]
        need(not missing, f"no {missing} in the run file (has {sorted(kinds)})")
        failed = [k for k in wanted if any(m.get("error") for m in kinds[k])]
        need(not failed, f"failed measurements: {failed}")
        left = [f for d in (remote, share) for f in os.listdir(d) if f.startswith(".pinas-doctor-")]
        need(not left, f"left behind: {left}")
        read = kinds["share-read"][0]
        # Wine accepts FILE_FLAG_NO_BUFFERING but reads through the Linux page cache, so the app must
        # say the share read may be cached (cache_suspect) instead of passing it off as the share's.
        need(read.get("cache_suspect") is True,
             "share-read is not marked cache_suspect under Wine, where FILE_FLAG_NO_BUFFERING is ignored")
        mbps = read.get("bytes", 0) / max(read.get("seconds", 1e-9), 1e-9) / 1e6
        report = wine([EXE, "analyze", winpath(out)], timeout=120).stdout.decode(errors="replace")
        line = next((l for l in report.splitlines() if l.strip().startswith("Share read")), "")
        need("may come from this PC's cache" in line, f"the report shows the cached read as a share figure: {line!r}")
        return (f"exit 0 in {took:.0f} s, {len(wanted)} measurements, nothing left behind; share read "
                f"{mbps:,.0f} MB/s marked cache_suspect (Wine ignores FILE_FLAG_NO_BUFFERING)")
    finally:
        sshd.stop()
        shutil.rmtree(remote, ignore_errors=True)
        shutil.rmtree(share, ignore_errors=True)


def check_pc_facts():
    """This PC's facts in the run file the Windows `run` wrote (check_run): facts where Wine's
    PowerShell answers, else the note that says it did not. The run ended (exit 0, checked there),
    so the reader neither hung nor crashed; here it must say what it read or why not."""
    path = os.path.join(BUILD, "wine-loopback.pinasrun")
    need(os.path.exists(path), "no run file from the `run` check (it failed before writing one)")
    need(os.path.getmtime(path) >= STARTED, "the run file is older than these checks (the `run` check failed)")
    pc = json.load(open(path)).get("pc")
    need(isinstance(pc, dict), f"the run file has no 'pc' object (has {sorted(json.load(open(path)))})")
    need(pc.get("os") == "windows", f"pc.os is {pc.get('os')!r}, not 'windows'")
    facts = {k: pc[k] for k in ("interface", "link_mbps", "wifi_bitrate_mbps", "smb_dialect",
                                "smb_signing_required") if pc.get(k) is not None}
    notes = pc.get("notes") or []
    said = [n for n in notes if "PowerShell" in n]
    need(facts or said, f"neither facts nor a note saying why not: {json.dumps(pc)}")
    # The report's "This PC" row says the same (the note where nothing was read).
    report = wine([EXE, "analyze", winpath(path)], timeout=120).stdout.decode(errors="replace")
    row = next((l.strip() for l in report.splitlines() if l.strip().startswith("This PC")), "")
    need(row, "the report has no 'This PC' row")
    if facts:
        return f"PowerShell answered under Wine: {json.dumps(facts)}; report: {row}"
    return f"no facts, and it says why: {said[0]!r}; report: {row}"


def main():
    checks = [("dll-imports", check_dll_imports), ("version", check_version)]
    for ex in sorted(glob.glob(os.path.join(SOURCE, "resources", "examples", "*.pinasrun"))):
        checks.append((f"analyze {os.path.basename(ex)}", lambda ex=ex: check_analyze(ex)))
    checks.append(("pdf-japanese", check_pdf_japanese))
    listing = os.path.join(BUILD, "tests", "windows-tests.txt")
    if os.path.exists(listing):
        for name in open(listing).read().split():
            exe = os.path.join(BUILD, "tests", name + ".exe")
            checks.append((f"unit {name}", lambda exe=exe: unit_test(exe)))
    checks.append(("wine no-buffering probe", check_wine_no_buffering))
    checks.append(("run loopback sshd", check_run))
    checks.append(("pc facts of the run", check_pc_facts))

    # A fresh prefix: made once here so the first check's time is its own.
    subprocess.run([WINE, "wineboot", "-i"], env=wine_env(), capture_output=True, timeout=300)
    passed = failed = 0
    for i, (name, fn) in enumerate(checks, 1):
        t0 = time.time()
        try:
            note = fn()
            passed += 1
            print(f"[{i:2}/{len(checks)}] ok    {name} ({time.time() - t0:.1f} s): {note}", flush=True)
        except (Failed, Exception) as e:  # an unexpected error fails this check, not the list
            failed += 1
            print(f"[{i:2}/{len(checks)}] FAIL  {name} ({time.time() - t0:.1f} s): {e}", flush=True)
    print(f"windows-check: {passed} passed, {failed} failed")
    subprocess.run(["/usr/lib/wine/wineserver", "-k"], env=wine_env(), capture_output=True)
    shutil.rmtree(WORK, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

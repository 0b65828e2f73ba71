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
        <source>run: headless runs are not part of this build yet.</source>
        <translation>run: このビルドにはまだコマンドラインからの診断機能が入っていません。</translation>
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
</context>
</TS>
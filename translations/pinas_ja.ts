<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Pi NAS Doctor %1&lt;/h3&gt;&lt;p&gt;Finds out why a Raspberry Pi NAS is slow: it measures the Pi&apos;s disk, the network and the share one layer at a time, compares each figure with its ceiling and ranks the fixes.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;libssh %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pi NAS Doctor %1&lt;/h3&gt;&lt;p&gt;ラズパイ NAS が遅い原因を突き止めるツールです。Pi のディスク、ネットワーク、共有フォルダーを層ごとに測り、それぞれを理論上の上限と比べて、効果の大きい対策から順に示します。&lt;/p&gt;&lt;p&gt;Qt %2（ビルド時 %3）&lt;br&gt;libssh %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pi NAS Doctor</source>
        <translation>Pi NAS Doctor について</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pi NAS Doctor is free software: you can share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;Licences… shows the licence&apos;s full text, and the notices and licences of the components the app uses.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pi NAS Doctor はフリーソフトウェアです。GNU 一般公衆利用許諾書（GNU General Public License）バージョン 3 またはそれ以降のバージョン（GPL-3.0-or-later）の条件で、共有したり改変したりできます。無保証です。&lt;/p&gt;&lt;p&gt;「ライセンス…」では、ライセンスの全文と、このアプリが使っているコンポーネントの告知とライセンスを読めます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>ライセンス(&amp;L)…</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>not even one</source>
        <translation>1 本も無理</translation>
    </message>
    <message>
        <source>%1 at once</source>
        <translation>同時に %1 本</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>できる</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>ぎりぎり</translation>
    </message>
    <message>
        <source>No</source>
        <translation>できない</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Limited by %1 (its ceiling)</source>
        <translation>制約: %1（上限値）</translation>
    </message>
    <message>
        <source>Limited by %1 (measured)</source>
        <translation>制約: %1（測定値）</translation>
    </message>
    <message>
        <source>After the top fix: %1 — %2</source>
        <translation>最優先の対策の後: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Answers</name>
    <message>
        <source>one stream needs up to %1 MB/s at its peak (%2 Mbit/s), and %3 MB/s to play comfortably (%4× for the player&apos;s buffer and seeks)</source>
        <translation>1 本のストリームはピーク時に最大 %1 MB/秒（%2 Mbit/秒）を必要とし、余裕をもって再生するには %3 MB/秒（プレーヤーのバッファーとシークのため %4 倍）が要ります</translation>
    </message>
    <message>
        <source>The run was cancelled: run it again to answer this.</source>
        <translation>実行がキャンセルされました。答えを出すにはもう一度実行してください。</translation>
    </message>
    <message>
        <source>“%1” reached %2 MB/s; %3.</source>
        <translation>「%1」は %2 MB/秒でした。%3。</translation>
    </message>
    <message>
        <source>%1 GB at the %2 MB/s of “%3”.</source>
        <translation>%1 GB を「%3」の %2 MB/秒で転送した場合です。</translation>
    </message>
    <message>
        <source>This run has no “%1” test: run it to answer this.</source>
        <translation>この実行には「%1」のテストがありません。答えを出すにはこのテストを実行してください。</translation>
    </message>
    <message>
        <source>Not measured, but the %1 ceiling of %2 MB/s is already too low: %3.</source>
        <translation>測定はしていませんが、%1の上限 %2 MB/秒の時点で足りません。%3。</translation>
    </message>
    <message>
        <source>Not measured, but at the %1 ceiling of %2 MB/s %3 GB take at least %4.</source>
        <translation>測定はしていませんが、%1の上限 %2 MB/秒でも %3 GB には少なくとも %4 かかります。</translation>
    </message>
</context>
<context>
    <name>BeforeAfter</name>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/秒</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>The share as the PC sees it</source>
        <translation>PC から見た共有フォルダー</translation>
    </message>
    <message>
        <source>Its ceiling</source>
        <translation>その上限</translation>
    </message>
    <message>
        <source>The finding</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>found</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>still found</source>
        <translation>まだあり</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>解消</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>The finding is gone.</source>
        <translation>指摘は解消しました。</translation>
    </message>
    <message>
        <source>The finding is still there.</source>
        <translation>指摘はまだ残っています。</translation>
    </message>
    <message>
        <source>Change %1: %2</source>
        <translation>変更 %1: %2</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>It did not help: to take the change back, run %1</source>
        <translation>効果がありませんでした。変更を元に戻すには次を実行してください: %1</translation>
    </message>
    <message>
        <source>none known</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>BeforeAfterDialog</name>
    <message>
        <source>Before and after the change</source>
        <translation>変更の前と後</translation>
    </message>
    <message>
        <source>Change %1: %2</source>
        <translation>変更 %1: %2</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>Both runs are in the History; the new one records change %1.</source>
        <translation>どちらの診断も「履歴」にあります。新しい診断には変更 %1 が記録されています。</translation>
    </message>
    <message>
        <source>Undo this change…</source>
        <translation>この変更を元に戻す…</translation>
    </message>
    <message>
        <source>Compare the two runs</source>
        <translation>二つの診断を比較</translation>
    </message>
</context>
<context>
    <name>BootWait</name>
    <message numerus="yes">
        <source>Waiting for the Pi to restart and come back (up to %n minute(s))…</source>
        <translation>
            <numerusform>Pi の再起動と復帰を待っています（最大 %n 分）…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped waiting for the Pi. The change is made; it takes effect once the Pi has restarted.</source>
        <translation>Pi の待機をやめました。変更は済んでおり、Pi が再起動すると有効になります。</translation>
    </message>
    <message numerus="yes">
        <source>The Pi did not come back within %n minute(s) (last: %1). The change is made; check the Pi&apos;s power and network.</source>
        <translation>
            <numerusform>Pi は %n 分以内に戻りませんでした（最後の状況: %1）。変更は済んでいます。Pi の電源とネットワークを確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not back yet (%1); trying again…</source>
        <translation>まだ戻っていません（%1）。もう一度試します…</translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>接続できません</translation>
    </message>
    <message>
        <source>it has not restarted yet</source>
        <translation>まだ再起動していません</translation>
    </message>
    <message>
        <source>The Pi is back.</source>
        <translation>Pi が戻りました。</translation>
    </message>
    <message>
        <source>The Pi is back; checking that it runs with the change…</source>
        <translation>Pi が戻りました。変更が反映された状態で動いているか確認しています…</translation>
    </message>
    <message>
        <source>The Pi is back and runs with the change.</source>
        <translation>Pi が戻り、変更が反映された状態で動いています。</translation>
    </message>
    <message>
        <source>The Pi is back, but it does not run with the change: the file has it, the running system does not (its firmware may read another file).</source>
        <translation>Pi は戻りましたが、変更は反映されていません。ファイルは変わっていますが、動作中のシステムには反映されていません（ファームウェアが別のファイルを読んでいる可能性があります）。</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>応答がありません</translation>
    </message>
</context>
<context>
    <name>Bottleneck</name>
    <message>
        <source>the raw network test reached %1 MB/s</source>
        <translation>ネットワーク単体のテストは %1 MB/秒でした</translation>
    </message>
    <message>
        <source>the network ceiling is %1 MB/s</source>
        <translation>ネットワークの上限は %1 MB/秒です</translation>
    </message>
    <message>
        <source>the disk test on the Pi reached %1 MB/s</source>
        <translation>Pi 上のディスクテストは %1 MB/秒でした</translation>
    </message>
    <message>
        <source>the disk&apos;s ceiling is %1 MB/s</source>
        <translation>ディスクの上限は %1 MB/秒です</translation>
    </message>
    <message>
        <source>the USB ceiling is %1 MB/s</source>
        <translation>USB の上限は %1 MB/秒です</translation>
    </message>
    <message>
        <source>the FUSE driver %1 used %2 % of one core</source>
        <translation>FUSE ドライバー %1 が CPU 1 コアの %2 % を使っていました</translation>
    </message>
    <message>
        <source>the FUSE driver&apos;s ceiling is about %1 MB/s</source>
        <translation>FUSE ドライバーの上限は約 %1 MB/秒です</translation>
    </message>
    <message>
        <source>%1 used %2 % of one core</source>
        <translation>%1 が CPU 1 コアの %2 % を使っていました</translation>
    </message>
    <message>
        <source>Nothing was measured through the share; from the facts alone, %1 is the lowest limit: %2.</source>
        <translation>共有経由の測定はありません。収集した情報だけから見ると、最も低い上限は「%1」です（%2）。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s, %2 % of what %3 allows: %4.</source>
        <translation>共有経由の速度は %1 MB/秒で、「%3」の上限の %2 % に達しています（%4）。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s while %2.</source>
        <translation>共有経由の速度は %1 MB/秒で、その間 %2。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s, but every layer on the Pi allows at least %2 MB/s: the PC (its disk, mount options or antivirus) is the remaining explanation.</source>
        <translation>共有経由の速度は %1 MB/秒ですが、Pi 側のどの層も %2 MB/秒以上出せます。残る原因は PC 側（ディスク、マウントオプション、ウイルス対策ソフト）です。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s; too little is known about the layers to name the bottleneck.</source>
        <translation>共有経由の速度は %1 MB/秒ですが、各層の情報が足りず、ボトルネックを特定できません。</translation>
    </message>
    <message>
        <source>%1 used %2 % of one core, all its cgroup CPU quota allows</source>
        <translation>%1 が CPU 1 コアの %2 % を使い、cgroup の CPU クォータの上限に達していました</translation>
    </message>
    <message>
        <source>the network test</source>
        <translation>ネットワークテスト</translation>
    </message>
    <message>
        <source>the disk test on the Pi</source>
        <translation>Pi 上のディスクテスト</translation>
    </message>
    <message>
        <source>the share test</source>
        <translation>共有フォルダーのテスト</translation>
    </message>
    <message>
        <source>Only an assumed figure points at %1 (%2); %3 would settle it.</source>
        <translation>%1 を指しているのは想定値だけです（%2）。%3 を実行すれば確かめられます。</translation>
    </message>
    <message>
        <source>The run was cancelled: no bottleneck is named.</source>
        <translation>診断が中止されたため、ボトルネックは示しません。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s.</source>
        <translation>共有フォルダーの速度は %1 MB/秒でした。</translation>
    </message>
    <message>
        <source>The share was not measured, and %1 is the only layer measured (%2): no bottleneck is named; the share tests would settle it.</source>
        <translation>共有は測定されておらず、測定できた層は「%1」だけです（%2）。ボトルネックは特定しません。共有のテストを行えば確定します。</translation>
    </message>
    <message>
        <source>Nothing was measured through the share; of the measured figures, %1 is the lowest: %2.</source>
        <translation>共有経由の測定はありません。測定した値の中では「%1」が最も低い値です（%2）。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s. Only part of the path was measured again after the change: no bottleneck is named from the rest.</source>
        <translation>共有経由の速度は %1 MB/秒でした。変更後に再測定したのは経路の一部だけなので、それ以外の層からはボトルネックを判断しません。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s, %2 % of the %3 MB/s ceiling of %4; %5.</source>
        <translation>共有経由の速度は %1 MB/秒で、「%4」の上限 %3 MB/秒の %2 % に達しています（%5）。</translation>
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
        <source>A USB 2.0 disk with UAS may do a little better than usb-storage&apos;s %1–%2 MB/s but stays below the %3 MB/s USB 2.0 bulk limit.</source>
        <translation>UAS で接続した USB 2.0 ディスクは usb-storage の %1〜%2 MB/秒より多少速くなることがありますが、USB 2.0 のバルク転送の上限 %3 MB/秒を超えることはありません。</translation>
    </message>
    <message>
        <source>USB 3.0 signals at 5 Gb/s with 8b/10b coding, %1 MB/s raw; after protocol overhead about %2–%3 MB/s remain.</source>
        <translation>USB 3.0 の信号速度は 5 Gbps で、8b/10b 符号化のため生の転送量は %1 MB/秒です。プロトコルのオーバーヘッドを差し引くと、実際に使えるのはおよそ %2〜%3 MB/秒です。</translation>
    </message>
    <message>
        <source>On a Pi 4 both USB 3.0 ports share the VL805 controller&apos;s PCIe Gen2 x1 link: %1 MB/s in total.</source>
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
    <message>
        <source>This board&apos;s Wi-Fi reached %1 Mb/s (%2 MB/s) in an iperf3 test; a wired gigabit link carries about 117 MB/s.</source>
        <translation>このボードの Wi-Fi は iperf3 で %1 Mb/s（%2 MB/秒）でした。有線ギガビットなら約 117 MB/秒出ます。</translation>
    </message>
    <message>
        <source>ntfs-3g runs in user space (FUSE) and is bound by one CPU core: about %1 MB/s over SMB on a Pi 4 with a USB 3 disk, against about 80 MB/s with ext4.</source>
        <translation>ntfs-3g はユーザー空間（FUSE）で動き、CPU 1 コアが上限になります。Pi 4 と USB 3 ディスクでは SMB 経由で約 %1 MB/秒、ext4 なら約 80 MB/秒でした。</translation>
    </message>
    <message>
        <source>The NVMe disk sits on one PCIe Gen 2 lane (5 GT/s with 8b/10b coding): at most %1 MB/s, far above gigabit Ethernet.</source>
        <translation>NVMe ディスクは PCIe Gen 2 の 1 レーン（5 GT/s、8b/10b 符号化）につながっています。最大 %1 MB/秒で、ギガビット Ethernet よりはるかに速いです。</translation>
    </message>
    <message>
        <source>The Wi-Fi link runs at %1 Mb/s; after the 802.11 overhead about %2–%3 MB/s of it carries data.</source>
        <translation>Wi-Fi のリンクは %1 Mb/s です。802.11 のオーバーヘッドを除くと、データを運べるのは約 %2–%3 MB/秒です。</translation>
    </message>
    <message>
        <source>The Wi-Fi link runs at %1 Mb/s on %4; after the 802.11 overhead about %2–%3 MB/s of it carries data.</source>
        <translation>Wi-Fi のリンクは %4 で %1 Mb/s です。802.11 のオーバーヘッドを除くと、データを運べるのは約 %2–%3 MB/秒です。</translation>
    </message>
    <message>
        <source>The NVMe disk&apos;s PCIe link trained at %1 GT/s x%2 (Gen %3): at most %4 MB/s.</source>
        <translation>NVMe ディスクの PCIe リンクは %1 GT/s x%2（Gen %3）でつながっています: 最大 %4 MB/秒です。</translation>
    </message>
    <message>
        <source>The disk reports itself rotational, as many USB bridges also report an SSD: if it is a hard disk, it reads and writes about %1–%2 MB/s sequentially.</source>
        <translation>このディスクは回転式（ハードディスク）と報告していますが、多くの USB ブリッジは SSD も同じように報告します。ハードディスクであれば、シーケンシャルの読み書きは約 %1–%2 MB/秒です。</translation>
    </message>
    <message>
        <source>The disk test on the Pi reached %1 MB/s, more than a hard disk&apos;s %2 MB/s: the disk is faster than a hard disk — an SSD behind a USB bridge that reports itself rotational.</source>
        <translation>Pi でのディスクのテストは %1 MB/秒に達し、ハードディスクの %2 MB/秒を上回りました。このディスクはハードディスクより速く、回転式と報告する USB ブリッジにつながった SSD です。</translation>
    </message>
    <message>
        <source>The disk test on the Pi reached %1 MB/s, more than a hard disk&apos;s %2 MB/s: the disk is faster than a hard disk, whatever it reports.</source>
        <translation>Pi でのディスクのテストは %1 MB/秒に達し、ハードディスクの %2 MB/秒を上回りました。報告内容にかかわらず、このディスクはハードディスクより高速です。</translation>
    </message>
    <message>
        <source>The disk test on the Pi reached %1 MB/s, more than the %2 MB/s assumed for this kind of disk: the measured figure stands for it.</source>
        <translation>Pi でのディスクのテストは %1 MB/秒に達し、この種類のディスクに想定した %2 MB/秒を上回りました。このディスクの値には測定値を使います。</translation>
    </message>
    <message>
        <source>A gigabit network adapter linked at USB 2.0 speed (480M) carries about %1 Mb/s (%2 MB/s): the Pi 3B+&apos;s gigabit chip, a USB 2.0 adapter on its board, is specified at that and measured at %3 Mb/s (%4 MB/s) with iperf3; USB 2.0 itself moves at most %5 MB/s of bulk data.</source>
        <translation>USB 2.0 の速度（480M）でつながったギガビットのネットワークアダプターが運べるのは約 %1 Mbps（%2 MB/秒）です。Pi 3B+ のギガビットチップは基板上の USB 2.0 アダプターで、公式仕様がこの値、iperf3 での実測値は %3 Mbps（%4 MB/秒）です。USB 2.0 そのもののバルク転送も最大 %5 MB/秒です。</translation>
    </message>
</context>
<context>
    <name>ChangeManifest</name>
    <message>
        <source>The backup of %1 in change %2 is not the one the change made: nothing was changed.</source>
        <translation>変更 %2 にある %1 のバックアップは、変更時に作ったものではありません。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 changed since change %2: nothing was changed. Its backup is in %3 on the Pi.</source>
        <translation>%1 は変更 %2 の後に変更されています。何も変更していません。バックアップは Pi の %3 にあります。</translation>
    </message>
    <message>
        <source>Change %1 cannot be undone by the app: %2. Nothing was changed.</source>
        <translation>変更 %1 はアプリでは元に戻せません: %2。何も変更していません。</translation>
    </message>
</context>
<context>
    <name>ChangeRecipe</name>
    <message>
        <source>the change names a finding the app never applies (%1)</source>
        <translation>この変更は、アプリが適用することのない指摘を名指ししています（%1）</translation>
    </message>
    <message>
        <source>the change names a file its fix never touches (%1)</source>
        <translation>この変更は、その対処が触れることのないファイルを名指ししています（%1）</translation>
    </message>
    <message>
        <source>the change names a value its fix never writes (%1)</source>
        <translation>この変更は、その対処が書き込むことのない値を名指ししています（%1）</translation>
    </message>
    <message>
        <source>the change does not hold the one cmdline.txt its fix edits</source>
        <translation>この変更には、対処が編集する cmdline.txt が 1 つだけ含まれているはずですが、そうなっていません</translation>
    </message>
    <message>
        <source>the change does not hold the one fstab its fix edits</source>
        <translation>この変更には、対処が編集する fstab が 1 つだけ含まれているはずですが、そうなっていません</translation>
    </message>
    <message>
        <source>the fstab of the change differs in more than one line&apos;s type</source>
        <translation>この変更の fstab は、1 行の種類以外にも違いがあります</translation>
    </message>
    <message>
        <source>the fstab of the change shows no mount point the app may mount again</source>
        <translation>この変更の fstab には、アプリがマウントし直してよいマウントポイントがありません</translation>
    </message>
    <message>
        <source>the change does not hold the one smb.conf its fix edits</source>
        <translation>この変更には、対処が編集する smb.conf が 1 つだけ含まれているはずですが、そうなっていません</translation>
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
        <source>--lang takes ja or en.</source>
        <translation>--lang には ja か en を指定してください。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
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
        <source>The Pi&apos;s host name or address.</source>
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
        <source>The known_hosts file to check the Pi&apos;s key against.</source>
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
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 を書き出しました。</translation>
    </message>
    <message>
        <source>Test the share folder even when it is on this PC&apos;s own disk (normally refused: it means the share is not mounted).</source>
        <translation>共有フォルダーがこの PC 自身のディスク上にあってもテストします（通常は拒否します。共有がマウントされていないということだからです）。</translation>
    </message>
    <message>
        <source>    %1: %2. %3</source>
        <translation>    %1: %2。%3</translation>
    </message>
    <message>
        <source>Print the report as Markdown for a forum post (no host or user names).</source>
        <translation>レポートをフォーラム投稿用の Markdown で出力します（ホスト名・ユーザー名は含めません）。</translation>
    </message>
    <message>
        <source>--json and --markdown cannot be combined.</source>
        <translation>--json と --markdown は同時に指定できません。</translation>
    </message>
    <message>
        <source>Write a copy of the run for sharing to OUT, without host and user names, IP and MAC addresses, serial numbers and other processes&apos; command lines; the report and every other output then come from that copy. What was removed goes to stderr.</source>
        <translation>公開用のコピーを「出力先」に保存します。ホスト名、ユーザー名、IP アドレス、MAC アドレス、シリアル番号、ほかのプロセスのコマンドラインは含めません。レポートやほかの出力もこのコピーから作ります。取り除いた内容は標準エラー出力に表示します。</translation>
    </message>
    <message>
        <source>Removed for sharing:</source>
        <translation>公開用に取り除いた内容:</translation>
    </message>
    <message>
        <source>    %1</source>
        <translation>    %1</translation>
    </message>
    <message>
        <source>Pre-flight failed: nothing was measured and no run file was written.</source>
        <translation>事前チェックで問題が見つかりました。何も測定しておらず、実行ファイルも書き出していません。</translation>
    </message>
    <message>
        <source>Run the Pi-side tests in --remote-dir even when the share turns out to be another folder of the Pi (normally they follow the share; kept, the disk and share figures are not compared).</source>
        <translation>共有が Pi の別のフォルダーだと分かっても、Pi 側のテストを --remote-dir で行います（通常は共有のフォルダーで行います。このオプションを使うと、ディスクと共有の値は比較しません）。</translation>
    </message>
    <message>
        <source>    Going on with the Pi folder %1, as asked: the disk and share figures will not be compared.</source>
        <translation>    指定どおり Pi 側のフォルダー %1 で続けます。ディスクと共有の値は比較しません。</translation>
    </message>
    <message>
        <source>The change is made, but the run file could not record it: %1</source>
        <translation>変更は完了しましたが、実行ファイルに記録できませんでした: %1</translation>
    </message>
    <message>
        <source>The run has no finding %1.</source>
        <translation>この実行結果には %1 という指摘はありません。</translation>
    </message>
    <message>
        <source>The app cannot make this change itself: follow the checklist above.</source>
        <translation>この変更はアプリでは行えません。上のチェックリストに沿って作業してください。</translation>
    </message>
    <message>
        <source>Nothing was changed. To make this change, run the same command with --yes.</source>
        <translation>何も変更していません。この変更を行うには、同じコマンドに --yes を付けて実行してください。</translation>
    </message>
    <message>
        <source>Nothing was changed. To undo change %1, run the same command with --yes.</source>
        <translation>何も変更していません。変更 %1 を元に戻すには、同じコマンドに --yes を付けて実行してください。</translation>
    </message>
    <message>
        <source>Cannot read the change log on the Pi: %1</source>
        <translation>Pi 上の変更履歴を読み込めません: %1</translation>
    </message>
    <message>
        <source>The app has made no change on this Pi.</source>
        <translation>このアプリはこの Pi に何も変更を加えていません。</translation>
    </message>
    <message>
        <source>Plans, applies and undoes the fixes of a run&apos;s findings.</source>
        <translation>診断結果の指摘に対する対処を計画し、適用し、元に戻します。</translation>
    </message>
    <message>
        <source>A .pinasrun file.</source>
        <translation>.pinasrun ファイル。</translation>
    </message>
    <message>
        <source>Print the plans (or the change log) as JSON.</source>
        <translation>計画（または変更履歴）を JSON で出力します。</translation>
    </message>
    <message>
        <source>Apply the fix of this finding (with --yes).</source>
        <translation>この指摘の対処を適用します（--yes と併用）。</translation>
    </message>
    <message>
        <source>Undo this change (with --yes).</source>
        <translation>この変更を元に戻します（--yes と併用）。</translation>
    </message>
    <message>
        <source>List the changes the app made on the Pi.</source>
        <translation>アプリが Pi に加えた変更の一覧を表示します。</translation>
    </message>
    <message>
        <source>Consent: make the change without asking.</source>
        <translation>同意: 確認せずに変更を行います。</translation>
    </message>
    <message>
        <source>fix takes at most one RUNFILE.</source>
        <translation>fix に指定できる実行ファイルは 1 つまでです。</translation>
    </message>
    <message>
        <source>fix needs a RUNFILE (or --undo CHANGE_ID or --changes).</source>
        <translation>fix には実行ファイル（または --undo CHANGE_ID か --changes）が必要です。</translation>
    </message>
    <message>
        <source>No findings: nothing to fix.</source>
        <translation>指摘はありません。対処するものはありません。</translation>
    </message>
    <message>
        <source>sudo password for %1 on the Pi (for this change only, never stored): </source>
        <translation>Pi の %1 の sudo パスワード（この変更にだけ使い、保存しません）: </translation>
    </message>
    <message>
        <source>Nothing was changed: sudo on the Pi needs a password. Type it when asked, or pass it with --sudo-password-stdin.</source>
        <translation>何も変更していません。Pi の sudo にはパスワードが必要です。尋ねられたときに入力するか、--sudo-password-stdin で渡してください。</translation>
    </message>
    <message>
        <source>Read the Pi user&apos;s sudo password from the first line of stdin (when sudo needs one); without it the password is asked on the terminal.</source>
        <translation>Pi のユーザーの sudo パスワードを標準入力の 1 行目から読みます（sudo がパスワードを求める場合）。指定しなければ端末で尋ねます。</translation>
    </message>
    <message>
        <source>The change takes effect when the Pi restarts (sudo reboot).</source>
        <translation>変更は Pi の再起動（sudo reboot）後に有効になります。</translation>
    </message>
    <message>
        <source>For a change that needs a restart: make it, but leave the restart to you.</source>
        <translation>再起動が必要な変更で、変更だけを行い、再起動は自分で行います。</translation>
    </message>
    <message>
        <source>How long to wait for the Pi to come back after a restart (default 5).</source>
        <translation>再起動後に Pi が戻るのを待つ時間（分、既定は 5）。</translation>
    </message>
    <message>
        <source>--wait-minutes takes a number from 1 to 120.</source>
        <translation>--wait-minutes には 1〜120 の数値を指定してください。</translation>
    </message>
    <message>
        <source>--measure-again goes with --apply FINDING_ID, or with a CHANGE_ID after RUNFILE.</source>
        <translation>--measure-again は --apply FINDING_ID と一緒に、または RUNFILE の後に CHANGE_ID を付けて使います。</translation>
    </message>
    <message>
        <source>Change %1 is in force, but it could not be measured again. Try again with pinas-doctor fix RUNFILE --measure-again %1.</source>
        <translation>変更 %1 は適用されたままですが、もう一度測定できませんでした。pinas-doctor fix RUNFILE --measure-again %1 でやり直してください。</translation>
    </message>
    <message>
        <source>Measure again the steps the change can move and print the before/after card: after --apply, or for the change CHANGE_ID given after RUNFILE.</source>
        <translation>変更で変わりうるステップだけをもう一度測定し、変更前後のカードを表示します（--apply の後、または RUNFILE の後に指定した変更 CHANGE_ID について）。</translation>
    </message>
    <message>
        <source>Where to write the run after the change (default: beside RUNFILE).</source>
        <translation>変更後の実行結果の書き込み先（既定: RUNFILE と同じフォルダー）。</translation>
    </message>
    <message>
        <source>The run file records no change %1: measure again after a change made from this run (pinas-doctor fix RUNFILE --apply FINDING_ID --yes prints its id).</source>
        <translation>実行ファイルに変更 %1 の記録がありません。この実行から行った変更の後でもう一度測定してください（pinas-doctor fix RUNFILE --apply FINDING_ID --yes がその ID を表示します）。</translation>
    </message>
    <message>
        <source>--measure-again needs the Pi folder and the share: the run file names none, give --remote-dir DIR and --share PATH.</source>
        <translation>--measure-again には Pi のフォルダーと共有フォルダーが必要です。実行ファイルに記録がないため、--remote-dir DIR と --share PATH を指定してください。</translation>
    </message>
    <message>
        <source>After change %1</source>
        <translation>変更 %1 の後</translation>
    </message>
    <message>
        <source>Measuring again after change %1: %2.</source>
        <translation>変更 %1 の後にもう一度測定します: %2。</translation>
    </message>
    <message>
        <source>The change on the Pi&apos;s files as they are now:</source>
        <translation>Pi の現在のファイルに対する変更:</translation>
    </message>
    <message>
        <source>Nothing was changed: the change on the Pi&apos;s files as they are now (above) is not the one you agreed to. To make exactly this change, run: pinas-doctor fix RUNFILE --apply %1 --yes --consent %2</source>
        <translation>何も変更していません。Pi の現在のファイルに対する変更（上記）は、同意された変更と異なります。この変更をそのまま行うには次を実行してください: pinas-doctor fix RUNFILE --apply %1 --yes --consent %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a change id of Pi NAS Doctor (pinas-doctor fix --changes lists them). Nothing was sent to the Pi.</source>
        <translation>「%1」は Pi NAS Doctor の変更 ID ではありません（一覧は pinas-doctor fix --changes で表示できます）。Pi には何も送っていません。</translation>
    </message>
    <message>
        <source>With --apply and --yes: the code fix printed for the change on the Pi&apos;s files as they are now, when it is not the run&apos;s plan; only that exact change is made.</source>
        <translation>--apply と --yes と共に指定: 実行結果の計画と異なるとき、fix が Pi の現在のファイルに対する変更について表示したコード。その変更だけをそのまま行います。</translation>
    </message>
    <message>
        <source>How long each command the change runs on the Pi (a reload, a check) may take before the change is rolled back, in seconds (default 90).</source>
        <translation>変更が Pi で実行する各コマンド（再読み込み、確認）の制限時間（秒、既定 90）。超えると変更を元に戻します。</translation>
    </message>
    <message>
        <source>--command-limit takes a number of seconds from 2 to 3600.</source>
        <translation>--command-limit には 2〜3600 の秒数を指定してください。</translation>
    </message>
    <message>
        <source>--other-pi: the plan is made again only from this Pi&apos;s own files, not from the run&apos;s.</source>
        <translation>--other-pi: 計画は実行記録のファイルではなく、この Pi 自身のファイルだけから作り直します。</translation>
    </message>
    <message>
        <source>Nothing was changed. To plan the change on this Pi&apos;s own files instead, run the same command with --other-pi.</source>
        <translation>何も変更していません。代わりにこの Pi 自身のファイルで変更を計画するには、同じコマンドに --other-pi を付けて実行してください。</translation>
    </message>
    <message>
        <source>--other-pi: the diff above is the run&apos;s; the change is planned again only on the Pi&apos;s own files, and that plan is printed and made only with its --consent code.</source>
        <translation>--other-pi: 上の差分は実行記録のものです。変更は Pi 自身のファイルだけで計画し直し、その計画を表示します。変更するのは、その計画の --consent コードを指定したときだけです。</translation>
    </message>
    <message>
        <source>Apply on a Pi that is not the run&apos;s (or a run that does not say which Pi it came from): the change is planned again only on that Pi&apos;s own files.</source>
        <translation>実行記録の Pi ではない Pi（またはどの Pi の記録か分からない実行記録）に適用します。変更はその Pi 自身のファイルだけで計画し直します。</translation>
    </message>
    <message>
        <source>Unknown command or option: %1</source>
        <translation>不明なコマンドまたはオプションです: %1</translation>
    </message>
    <message>
        <source>How long the Pi waits for this PC to confirm a change before it puts everything back by itself, in seconds (default 60; longer on a slow or unsteady link).</source>
        <translation>変更のあと、Pi がこの PC からの確認を待つ秒数です。この間に確認が届かなければ Pi は自分ですべてを元に戻します（既定は 60。遅い回線や不安定な回線では長めに）。</translation>
    </message>
    <message>
        <source>--commit-wait takes a number of seconds from 5 to 600.</source>
        <translation>--commit-wait には 5 から 600 までの秒数を指定してください。</translation>
    </message>
    <message>
        <source>Usage: pinas-doctor [--version | --help]
       pinas-doctor analyze FILE [--lang ja|en] [--json | --markdown] [--pdf OUT] [--csv OUT]
                             [--redact OUT]
       pinas-doctor run --host H [--user U] --remote-dir DIR --share PATH --out FILE ...
       pinas-doctor fix RUNFILE [--json] [--apply FINDING_ID --yes]
       pinas-doctor fix (--undo CHANGE_ID --yes | --changes) --host H [--user U] ...
       pinas-doctor fix RUNFILE (CHANGE_ID | --apply FINDING_ID --yes) --measure-again [--json] ...
Without arguments the window opens.
</source>
        <translation>使い方: pinas-doctor [--version | --help]
       pinas-doctor analyze ファイル [--lang ja|en] [--json | --markdown] [--pdf 出力先] [--csv 出力先]
                             [--redact 出力先]
       pinas-doctor run --host ホスト [--user ユーザー] --remote-dir ディレクトリ --share パス --out ファイル ...
       pinas-doctor fix 実行ファイル [--json] [--apply 指摘ID --yes]
       pinas-doctor fix (--undo 変更ID --yes | --changes) --host ホスト [--user ユーザー] ...
       pinas-doctor fix 実行ファイル (変更ID | --apply 指摘ID --yes) --measure-again [--json] ...
引数なしで起動するとウィンドウが開きます。
</translation>
    </message>
    <message>
        <source>fix needs --profile NAME, or --host H (or a run file that names it).</source>
        <translation>fix には --profile NAME か --host H が必要です（それを記録した診断結果ファイルでもかまいません）。</translation>
    </message>
    <message>
        <source>run needs --profile NAME, or --host H.</source>
        <translation>run には --profile NAME か --host H が必要です。</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <source>Export comparison</source>
        <translation>比較結果のエクスポート</translation>
    </message>
    <message>
        <source>Select two or more runs in the history and press Compare.</source>
        <translation>「履歴」で診断結果を 2 件以上選び、「比較」を押してください。</translation>
    </message>
    <message>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/秒</translation>
    </message>
    <message>
        <source>Measurements side by side</source>
        <translation>測定値の比較</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートできませんでした</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Comparing %1 runs, oldest first: %2</source>
        <translation>%1 件の診断を古い順に比較: %2</translation>
    </message>
    <message>
        <source>%1 (cancelled, not compared)</source>
        <translation>%1（中止のため比較対象外）</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV で保存(&amp;X)…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDF で保存(&amp;D)…</translation>
    </message>
    <message>
        <source>Change
%1</source>
        <comment>a Compare column: how run %1 differs from the first run</comment>
        <translation>変化
%1</translation>
    </message>
    <message>
        <source>MB/s (log)</source>
        <translation>MB/秒（対数）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/秒</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>ボトルネック</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Comparison of runs</source>
        <translation>診断結果の比較</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>診断の状態</translation>
    </message>
    <message>
        <source>no diagnosis (cancelled)</source>
        <translation>診断なし（中止）</translation>
    </message>
    <message>
        <source>Only what differs is listed; changes are against the oldest run that was not cancelled.</source>
        <translation>違いのある項目だけを表示しています。変化は、中止されていない最も古い診断と比べた値です。</translation>
    </message>
    <message>
        <source>Its ceiling</source>
        <translation>その上限</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a figure, then whose limit it is</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a fact, then the disk, mount or interface it is of</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Running services</source>
        <translation>動作中のサービス</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
</context>
<context>
    <name>Completeness</name>
    <message>
        <source>Complete</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>一部のみ</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Facts only</source>
        <translation>情報のみ</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Every step of the run ended normally.</source>
        <translation>すべての手順が正常に終わりました。</translation>
    </message>
    <message>
        <source>Nothing was measured: the verdict rests on the hardware facts alone.</source>
        <translation>測定は行われていません。判定はハードウェア情報だけに基づいています。</translation>
    </message>
    <message>
        <source>Cancelled — no diagnosis. What ran before the cancel: %1.</source>
        <translation>中止 — 診断なし。中止までに実行された手順: %1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>／</translation>
    </message>
    <message>
        <source>%1 failed.</source>
        <translation>%1が失敗しました。</translation>
    </message>
    <message>
        <source>%1 did not run.</source>
        <translation>%1は実行されませんでした。</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1が失敗しました: %2</translation>
    </message>
    <message>
        <source>%1 did not run: %2</source>
        <translation>%1は実行されませんでした: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Check that the share is still mounted on this PC (mount it again if it dropped), then run the diagnosis again.</source>
        <translation>共有がこの PC にまだマウントされているか確認し（外れていればマウントし直して）、もう一度診断してください。</translation>
    </message>
    <message>
        <source>Fix this on the Pi, then run the diagnosis again.</source>
        <translation>Pi 側でこれを直してから、もう一度診断してください。</translation>
    </message>
    <message>
        <source>Part of the run is missing. %1</source>
        <translation>診断の一部が欠けています。%1</translation>
    </message>
    <message>
        <source>It was not confirmed that the share is the Pi folder %1 the disk test ran in: the disk and share figures are not compared.</source>
        <translation>共有が、ディスクのテストを行った Pi 側のフォルダー %1 であることを確認できませんでした。ディスクと共有の値は比較しません。</translation>
    </message>
    <message>
        <source>The share is the folder %1 on the Pi, but the disk test ran in %2: the two figures may come from different disks and are not compared.</source>
        <translation>共有は Pi のフォルダー %1 ですが、ディスクのテストは %2 で行いました。二つの値は別のディスクのものかもしれないため、比較しません。</translation>
    </message>
    <message>
        <source>Measured again after a change: %1.</source>
        <translation>変更後に再測定した手順: %1。</translation>
    </message>
    <message>
        <source>Measured again after a change: %1. Not measured again: %2; no verdict rests on those layers.</source>
        <translation>変更後に再測定した手順: %1。再測定していない手順: %2。これらの層については判定していません。</translation>
    </message>
</context>
<context>
    <name>CsvWriter</name>
    <message>
        <source>Could not write the CSV: %1</source>
        <translation>CSV を書き込めませんでした: %1</translation>
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
    <message>
        <source>dd&apos;s record counts are too large to give a byte count.</source>
        <translation>dd のレコード数が大きすぎるため、バイト数を求められません。</translation>
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
    <name>ExampleRuns</name>
    <message>
        <source>Raspberry Pi 3 Model B, NFS</source>
        <translation>Raspberry Pi 3 Model B、NFS</translation>
    </message>
    <message>
        <source>Copies stay at 11 MB/s whatever the block size, while the CPU is idle.</source>
        <translation>ブロックサイズを変えてもコピーは 11 MB/秒のまま。CPU には余裕があります。</translation>
    </message>
    <message>
        <source>Raspberry Pi 4, Samba, NTFS disk</source>
        <translation>Raspberry Pi 4、Samba、NTFS のディスク</translation>
    </message>
    <message>
        <source>A USB 3 hard disk formatted NTFS, shared with Samba: about 30 MB/s.</source>
        <translation>NTFS でフォーマットした USB 3 の HDD を Samba で共有: 約 30 MB/秒。</translation>
    </message>
    <message>
        <source>Raspberry Pi 4, Samba, after reformatting to ext4</source>
        <translation>Raspberry Pi 4、Samba、ext4 にフォーマットし直した後</translation>
    </message>
    <message>
        <source>The same disk as ext4: about 80 MB/s, with smbd using a whole CPU core.</source>
        <translation>同じディスクを ext4 にすると約 80 MB/秒。smbd が CPU コアを 1 つ使い切っています。</translation>
    </message>
    <message>
        <source>Raspberry Pi 4, UASP enclosure</source>
        <translation>Raspberry Pi 4、UASP 対応ケース</translation>
    </message>
    <message>
        <source>Local writes on the Pi with and without UASP: an honest case of a small gain.</source>
        <translation>UASP の有無による Pi 上での書き込み速度の比較。改善がわずかな例です。</translation>
    </message>
</context>
<context>
    <name>ExportNotice</name>
    <message>
        <source>Export result</source>
        <translation>保存の結果</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>保存しました: %1</translation>
    </message>
</context>
<context>
    <name>FactGroupHelp</name>
    <message>
        <source>Why it matters: the board decides the speed limits. A Pi 3 has 100 Mbit/s Ethernet on its USB 2.0 bus; a Pi 4 or 5 has gigabit Ethernet and USB 3.</source>
        <translation>重要な理由: 速度の上限はボードで決まります。Pi 3 の有線 LAN は 100 Mbit/s で、USB 2.0 のバスにつながっています。Pi 4 と Pi 5 はギガビットの有線 LAN と USB 3 を備えています。</translation>
    </message>
    <message>
        <source>Why it matters: with too little power the Pi slows its CPU down and USB disks can drop out, which looks like a slow or unreliable NAS.</source>
        <translation>重要な理由: 電力が足りないと Pi は CPU の速度を落とし、USB ディスクが切断されることもあります。その結果、NAS が遅い、または不安定に見えます。</translation>
    </message>
    <message>
        <source>Why it matters: a disk at 480M runs at USB 2.0 speed (30–40 MB/s at best), and a disk on usb-storage instead of uas costs some speed and CPU.</source>
        <translation>重要な理由: 480M でつながったディスクは USB 2.0 の速度（せいぜい 30〜40 MB/秒）で動きます。また、uas ではなく usb-storage で動くディスクは速度と CPU を少し余計に使います。</translation>
    </message>
    <message>
        <source>Why it matters: the link speed caps every copy: 100 Mbit/s means at most about 11.8 MB/s, gigabit about 117 MB/s. Half duplex and Wi-Fi cost more.</source>
        <translation>重要な理由: リンク速度がすべてのコピーの上限になります。100 Mbit/s なら最大でも約 11.8 MB/秒、ギガビットなら約 117 MB/秒です。半二重や Wi-Fi ではさらに遅くなります。</translation>
    </message>
    <message>
        <source>Why it matters: the disk and its file system: NTFS or exFAT through FUSE and SD cards are often slower than the network.</source>
        <translation>重要な理由: ディスクとファイルシステムの組み合わせです。FUSE 経由の NTFS や exFAT、SD カードは、ネットワークより遅いことがよくあります。</translation>
    </message>
    <message>
        <source>Why it matters: how the folder is shared (NFS or Samba, sync or async, protocol version) decides how much of the network and disk speed reaches the PC.</source>
        <translation>重要な理由: 共有の方式（NFS か Samba か、sync か async か、プロトコルのバージョン）によって、ネットワークとディスクの速度がどれだけ PC まで届くかが決まります。</translation>
    </message>
    <message>
        <source>Why it matters: the operating system, the CPU speed governor and the load show whether the Pi has CPU to spare for the file server.</source>
        <translation>重要な理由: OS、CPU の速度ガバナー、負荷の状況から、ファイルサーバーに回せる CPU の余裕があるかが分かります。</translation>
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
    <message>
        <source>Board table (what is known about this model)</source>
        <translation>ボード表（このモデルについて分かっていること）</translation>
    </message>
    <message>
        <source>Encrypted volume (cryptsetup status)</source>
        <translation>暗号化ボリューム（cryptsetup status）</translation>
    </message>
    <message>
        <source>Device-mapper table (dmsetup table)</source>
        <translation>device-mapper のテーブル（dmsetup table）</translation>
    </message>
    <message>
        <source>Software RAID (/proc/mdstat)</source>
        <translation>ソフトウェア RAID（/proc/mdstat）</translation>
    </message>
    <message>
        <source>btrfs volumes (btrfs filesystem show)</source>
        <translation>btrfs ボリューム（btrfs filesystem show）</translation>
    </message>
    <message>
        <source>PCI Express devices (lspci -vv)</source>
        <translation>PCI Express デバイス（lspci -vv）</translation>
    </message>
    <message>
        <source>PCI Express links in sysfs</source>
        <translation>sysfs の PCI Express リンク</translation>
    </message>
    <message>
        <source>Inferred from the USB layout (no model line was given)</source>
        <translation>USB の接続構成から推定（機種名の行がありません）</translation>
    </message>
    <message>
        <source>The revision code in /proc/cpuinfo encodes the model, memory size, SoC and maker.</source>
        <translation>/proc/cpuinfo のリビジョンコードには、モデル、メモリ容量、SoC、製造元が符号化されています。</translation>
    </message>
    <message>
        <source>smbd serves each client with one process, so one core&apos;s speed limits one client.</source>
        <translation>smbd はクライアントごとに 1 つのプロセスで応答するため、1 クライアントの速度は 1 コアの性能で頭打ちになります。</translation>
    </message>
    <message>
        <source>Without the ARMv8 crypto instructions, SMB signing and encryption cost much CPU time.</source>
        <translation>ARMv8 の暗号命令がないと、SMB の署名や暗号化に多くの CPU 時間がかかります。</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>ホスト名</translation>
    </message>
    <message>
        <source>Throttle flags</source>
        <translation>スロットリングのフラグ</translation>
    </message>
    <message>
        <source>The value of vcgencmd get_throttled: the low bits are the state now, bits 16 to 19 what has happened since boot.</source>
        <translation>vcgencmd get_throttled の値です。下位ビットは現在の状態、ビット 16〜19 は起動後に起きたことを表します。</translation>
    </message>
    <message>
        <source>Under-voltage warnings in the kernel log</source>
        <translation>カーネルログの電圧低下警告</translation>
    </message>
    <message>
        <source>The Pi throttles its CPU from 80 °C.</source>
        <translation>Pi は 80 °C から CPU を減速させます。</translation>
    </message>
    <message>
        <source>How the kernel picks the CPU frequency. &quot;powersave&quot; keeps it at the minimum.</source>
        <translation>カーネルが CPU の周波数を決める方式です。「powersave」では最低周波数のままになります。</translation>
    </message>
    <message>
        <source>Highest CPU frequency</source>
        <translation>CPU の最高周波数</translation>
    </message>
    <message>
        <source>The kernel driver names the network chip: smsc95xx (Pi 1 to 3B, 100 Mbit/s on USB), lan78xx (3B+, gigabit on USB 2.0), bcmgenet (Pi 4) or macb (Pi 5).</source>
        <translation>カーネルドライバーからネットワークチップが分かります。smsc95xx（Pi 1〜3B、USB 接続の 100 Mbit/s）、lan78xx（3B+、USB 2.0 接続のギガビット）、bcmgenet（Pi 4）、macb（Pi 5）です。</translation>
    </message>
    <message>
        <source>The speed the link negotiated with the switch or router.</source>
        <translation>スイッチまたはルーターとの間で決まったリンク速度です。</translation>
    </message>
    <message>
        <source>A network chip on USB shares the USB bus with USB disks.</source>
        <translation>USB 接続のネットワークチップは、USB ディスクと USB バスを分け合います。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>A spinning hard disk writes about 100 to 200 MB/s at best; SSDs more.</source>
        <translation>回転式のハードディスクの書き込みは最大でも 100〜200 MB/秒ほどで、SSD はそれより速くなります。</translation>
    </message>
    <message>
        <source>A USB 2.0 link carries at most about 35 to 40 MB/s in practice; USB 3 several hundred MB/s.</source>
        <translation>USB 2.0 で実際に出るのは最大 35〜40 MB/秒ほどで、USB 3 なら数百 MB/秒出ます。</translation>
    </message>
    <message>
        <source>Signing checks every packet; it costs CPU on a Pi.</source>
        <translation>署名はすべてのパケットを検証するため、Pi では CPU を使います。</translation>
    </message>
    <message>
        <source>Asynchronous reads (aio read size)</source>
        <translation>非同期読み込み（aio read size）</translation>
    </message>
    <message>
        <source>Asynchronous writes (aio write size)</source>
        <translation>非同期書き込み（aio write size）</translation>
    </message>
    <message>
        <source>use sendfile</source>
        <translation>use sendfile</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Boot-time governor (/etc/default/cpufrequtils)</source>
        <translation>起動時のガバナー設定（/etc/default/cpufrequtils）</translation>
    </message>
    <message>
        <source>Kernel command line file (/boot/firmware/cmdline.txt)</source>
        <translation>カーネルコマンドラインのファイル（/boot/firmware/cmdline.txt）</translation>
    </message>
    <message>
        <source>Kernel command line file (/boot/cmdline.txt)</source>
        <translation>カーネルコマンドラインのファイル（/boot/cmdline.txt）</translation>
    </message>
    <message>
        <source>Socket options</source>
        <translation>ソケットオプション (socket options)</translation>
    </message>
    <message>
        <source>Options smbd sets on each client&apos;s connection; a fixed buffer size (SO_RCVBUF, SO_SNDBUF) turns Linux&apos;s own buffer tuning off.</source>
        <translation>smbd がクライアントごとの接続に設定するオプションです。バッファサイズ (SO_RCVBUF、SO_SNDBUF) を固定すると、Linux 自身によるバッファの自動調整が止まります。</translation>
    </message>
    <message>
        <source>Ethernet of the board</source>
        <translation>ボードの Ethernet</translation>
    </message>
    <message>
        <source>Built-in Ethernet on USB</source>
        <translation>内蔵 Ethernet が USB 接続</translation>
    </message>
    <message>
        <source>USB 3 host</source>
        <translation>USB 3 ホスト</translation>
    </message>
    <message>
        <source>A SuperSpeed root hub in lsusb -t, else what the board table says of this model.</source>
        <translation>lsusb -t に SuperSpeed のルートハブがあればそれを、なければこの機種についてボード表が示す内容を使います。</translation>
    </message>
    <message>
        <source>Wi-Fi chip</source>
        <translation>Wi-Fi チップ</translation>
    </message>
    <message>
        <source>Wi-Fi chip on USB</source>
        <translation>Wi-Fi チップが USB 接続</translation>
    </message>
    <message>
        <source>Free PCIe lanes</source>
        <translation>空いている PCIe レーン</translation>
    </message>
    <message>
        <source>Ports decided by the carrier board</source>
        <translation>ポート構成はキャリアボード次第</translation>
    </message>
    <message>
        <source>A Compute Module: the Ethernet jack, USB ports and PCIe slot are on the carrier board, so the outputs tell more than the model.</source>
        <translation>Compute Module です。Ethernet ジャック、USB ポート、PCIe スロットはキャリアボード側にあるため、機種名よりもコマンドの出力のほうが多くを示します。</translation>
    </message>
    <message>
        <source>Board inferred from</source>
        <translation>ボード推定の根拠</translation>
    </message>
    <message>
        <source>Inferred from SoC-specific device addresses in the kernel log</source>
        <translation>カーネルログの SoC 固有のデバイスアドレスから推定</translation>
    </message>
    <message>
        <source>Inferred from the device on the PCIe root port</source>
        <translation>PCIe ルートポートにつながるデバイスから推定</translation>
    </message>
    <message>
        <source>Inferred from the Wi-Fi firmware the kernel loaded</source>
        <translation>カーネルが読み込んだ Wi-Fi ファームウェアから推定</translation>
    </message>
    <message>
        <source>Inferred from the Ethernet and Wi-Fi drivers (the only board with both)</source>
        <translation>Ethernet と Wi-Fi のドライバーの組み合わせから推定（両方を持つボードは 1 つだけ）</translation>
    </message>
    <message>
        <source>None on the board</source>
        <translation>ボードには無し</translation>
    </message>
    <message>
        <source>100 Mbit/s, a USB device on the USB 2.0 bus the disks share</source>
        <translation>100 Mbit/s、ディスクと共有する USB 2.0 バス上の USB デバイス</translation>
    </message>
    <message>
        <source>Gigabit, a USB device behind the USB 2.0 bus the disks share</source>
        <translation>ギガビット、ディスクと共有する USB 2.0 バスの先の USB デバイス</translation>
    </message>
    <message>
        <source>Gigabit, built into the SoC (not on USB)</source>
        <translation>ギガビット、SoC に内蔵（USB 接続ではない）</translation>
    </message>
    <message>
        <source>Gigabit, in the RP1 I/O chip on PCIe (not on USB)</source>
        <translation>ギガビット、PCIe 接続の RP1 I/O チップ内（USB 接続ではない）</translation>
    </message>
    <message>
        <source>Disk health (SMART)</source>
        <translation>ディスクの健康状態（SMART）</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>代替処理済みセクター</translation>
    </message>
    <message>
        <source>Unreadable sectors</source>
        <translation>読めないセクター</translation>
    </message>
    <message>
        <source>Transfer (CRC) errors</source>
        <translation>転送（CRC）エラー</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>メディアエラー</translation>
    </message>
    <message>
        <source>Thermal throttling events</source>
        <translation>サーマルスロットリングの回数</translation>
    </message>
    <message>
        <source>Disk health not read</source>
        <translation>ディスクの健康状態を読めなかった理由</translation>
    </message>
    <message>
        <source>Disk health (smartctl, nvme smart-log)</source>
        <translation>ディスクの健康状態（smartctl、nvme smart-log）</translation>
    </message>
    <message>
        <source>Machine id (its checksum)</source>
        <translation>マシン ID（そのチェックサム）</translation>
    </message>
    <message>
        <source>btrfs volumes in sysfs</source>
        <translation>sysfs の btrfs ボリューム</translation>
    </message>
</context>
<context>
    <name>FactsPage</name>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>クリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>&amp;Raw output</source>
        <translation>生の出力(&amp;R)</translation>
    </message>
    <message>
        <source>The facts read from the outputs, grouped, with where each came from.</source>
        <translation>出力から読み取った情報を分類し、それぞれの出どころと一緒に表示します。</translation>
    </message>
    <message>
        <source>The outputs exactly as they were received.</source>
        <translation>受け取ったままの出力です。</translation>
    </message>
    <message>
        <source>Facts and raw output</source>
        <translation>情報と生の出力</translation>
    </message>
    <message>
        <source>Raw output</source>
        <translation>生の出力</translation>
    </message>
    <message>
        <source>Copy the raw output to the clipboard, e.g. to ask for help in a forum.</source>
        <translation>生の出力をクリップボードにコピーします。フォーラムで相談するときなどに使えます。</translation>
    </message>
    <message>
        <source>Copy raw output</source>
        <translation>生の出力をコピー</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>No facts yet: run a check on a Pi, or paste command outputs.</source>
        <translation>まだ情報がありません。Pi を診断するか、コマンドの出力を貼り付けてください。</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>ボード: %1</translation>
    </message>
    <message>
        <source>Warnings (highlighted below): %1</source>
        <translation>警告（下で強調表示）: %1 件</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>警告はありません。</translation>
    </message>
    <message>
        <source>Fa&amp;cts</source>
        <translation>情報(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>コピー(&amp;O)</translation>
    </message>
</context>
<context>
    <name>FactsTree</name>
    <message>
        <source>Fact</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Where it came from</source>
        <translation>出どころ</translation>
    </message>
    <message>
        <source>Facts about the Pi</source>
        <translation>Pi の情報</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>None of the pasted or probed outputs showed facts for this group.</source>
        <translation>貼り付けた出力にも調査結果にも、この分類の情報はありませんでした。</translation>
    </message>
    <message>
        <source>The board model, from the device tree or the revision code in /proc/cpuinfo. It decides the network chip, the USB buses and the realistic speed limits.</source>
        <translation>デバイスツリーまたは /proc/cpuinfo のリビジョンコードから分かるボードのモデルです。ネットワークチップ、USB バス、現実的な速度の上限はこれで決まります。</translation>
    </message>
    <message>
        <source>The speed limits this app knows are those of Raspberry Pi boards.</source>
        <translation>このアプリが把握している速度の上限は Raspberry Pi のボードのものです。</translation>
    </message>
    <message>
        <source>The model string exactly as the Pi reports it.</source>
        <translation>Pi が報告したままのモデル名です。</translation>
    </message>
    <message>
        <source>Ethernet chip</source>
        <translation>Ethernet チップ</translation>
    </message>
    <message>
        <source>%1 (driver %2)</source>
        <translation>%1（ドライバー %2）</translation>
    </message>
    <message>
        <source>Ethernet shares the USB 2.0 bus</source>
        <translation>Ethernet が USB 2.0 バスを共有</translation>
    </message>
    <message>
        <source>On this board the network chip is a USB device: network traffic and USB disks share one 480 Mbit/s bus.</source>
        <translation>このボードではネットワークチップが USB デバイスです。ネットワークの通信と USB ディスクが 480 Mbit/s のバス 1 本を分け合います。</translation>
    </message>
    <message>
        <source>Every byte served from a USB disk crosses the USB 2.0 bus twice: once from the disk, once to the network chip.</source>
        <translation>USB ディスクから配信するデータは、ディスクからの読み出しとネットワークチップへの送り出しで USB 2.0 バスを 2 回通ります。</translation>
    </message>
    <message>
        <source>USB 3 ports</source>
        <translation>USB 3 ポート</translation>
    </message>
    <message>
        <source>A USB 3 disk reaches its speed only in a USB 3 (blue) port.</source>
        <translation>USB 3 のディスクが本来の速度を出せるのは USB 3（青色）のポートに挿したときだけです。</translation>
    </message>
    <message>
        <source>The supply voltage dropped below 4.63 V: the Pi slows down and USB disks may disconnect. Use the official power supply and a short cable, or a powered USB hub for the disks.</source>
        <translation>電源電圧が 4.63 V を下回りました。Pi の動作が遅くなり、USB ディスクが切断されることがあります。公式の電源アダプターと短いケーブルを使うか、ディスクはセルフパワーの USB ハブにつないでください。</translation>
    </message>
    <message>
        <source>The CPU ran slower than its rated speed (heat or power): file serving that needs CPU gets slower too.</source>
        <translation>熱または電源の問題で CPU が定格より遅く動いていました。CPU を使うファイル配信も遅くなります。</translation>
    </message>
    <message>
        <source>The kernel logged under-voltage: the power supply or cable cannot deliver enough current.</source>
        <translation>カーネルが電圧低下を記録しています。電源アダプターかケーブルが十分な電流を供給できていません。</translation>
    </message>
    <message>
        <source>The SoC is hot enough to be throttled. Add a heat sink or a fan.</source>
        <translation>SoC が減速されるほど高温です。ヒートシンクかファンを付けてください。</translation>
    </message>
    <message>
        <source>The CPU stays at its lowest frequency: file serving gets slower.</source>
        <translation>CPU が最低周波数のままなので、ファイル配信が遅くなります。</translation>
    </message>
    <message>
        <source>USB storage quirks</source>
        <translation>USB ストレージの quirks 設定</translation>
    </message>
    <message>
        <source>usb-storage.quirks on the kernel command line; the &quot;u&quot; flag turns UAS off for a device.</source>
        <translation>カーネルコマンドラインの usb-storage.quirks です。「u」フラグはそのデバイスの UAS を無効にします。</translation>
    </message>
    <message>
        <source>Network adapter</source>
        <translation>ネットワークアダプター</translation>
    </message>
    <message>
        <source>Storage device</source>
        <translation>ストレージデバイス</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>ハブ</translation>
    </message>
    <message>
        <source>Bus %1</source>
        <translation>バス %1</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>ポート %1</translation>
    </message>
    <message>
        <source>Port %1: %2</source>
        <translation>ポート %1: %2</translation>
    </message>
    <message>
        <source>%1, driver %2</source>
        <translation>%1、ドライバー %2</translation>
    </message>
    <message>
        <source>A USB bus of the Pi. Everything below it shares its speed: %1.</source>
        <translation>Pi の USB バスです。この下にあるものはすべて、この速度（%1）を分け合います。</translation>
    </message>
    <message>
        <source>This disk runs with the older usb-storage driver instead of uas (USB Attached SCSI). On USB 3 that can cost speed and CPU; on a USB 2.0 only Pi the gain of UAS is small.</source>
        <translation>このディスクは uas（USB Attached SCSI）ではなく旧来の usb-storage ドライバーで動いています。USB 3 では速度と CPU の面で損をすることがありますが、USB 2.0 しかない Pi では UAS にしても効果は小さめです。</translation>
    </message>
    <message>
        <source>The network chip is a USB 2.0 device: network traffic shares this bus with USB disks.</source>
        <translation>ネットワークチップが USB 2.0 デバイスなので、ネットワークの通信が USB ディスクとこのバスを分け合います。</translation>
    </message>
    <message>
        <source>Network interface (name not shown)</source>
        <translation>ネットワークインターフェース（名前不明）</translation>
    </message>
    <message>
        <source>The interface the Pi most likely serves files on.</source>
        <translation>Pi がファイルを配信していると思われるインターフェースです。</translation>
    </message>
    <message>
        <source>The link runs at 100 Mbit/s although the card can do more: at most about 11.8 MB/s. Check the cable (all eight wires) and the switch port.</source>
        <translation>ネットワークカードはもっと速く通信できるのに、リンクが 100 Mbit/s で動いています。上限はおよそ 11.8 MB/秒です。ケーブル（8 芯すべて）とスイッチのポートを確認してください。</translation>
    </message>
    <message>
        <source>A 100 Mbit/s link carries at most about 11.8 MB/s of file data.</source>
        <translation>100 Mbit/s のリンクで運べるファイルデータは最大でおよそ 11.8 MB/秒です。</translation>
    </message>
    <message>
        <source>Half duplex: sending and receiving take turns, and collisions slow both. Usually a bad cable or a forced speed setting.</source>
        <translation>半二重です。送信と受信が交互になり、衝突で両方が遅くなります。たいていはケーブルの不良か、速度の固定設定が原因です。</translation>
    </message>
    <message>
        <source>This network chip sits on the USB 2.0 bus that the disks use too.</source>
        <translation>このネットワークチップは、ディスクも使う USB 2.0 バスにつながっています。</translation>
    </message>
    <message>
        <source>The Pi serves over Wi-Fi, which is slower and less steady than a cable.</source>
        <translation>Pi が Wi-Fi で配信しています。有線より遅く、安定しません。</translation>
    </message>
    <message>
        <source>The link went down and up again: check the cable, the switch and the power saving (EEE) settings.</source>
        <translation>リンクが切れてはつながり直しています。ケーブル、スイッチ、省電力（EEE）の設定を確認してください。</translation>
    </message>
    <message>
        <source>USB disk on port %1</source>
        <translation>ポート %1 の USB ディスク</translation>
    </message>
    <message>
        <source>Disk (name not shown)</source>
        <translation>ディスク（名前不明）</translation>
    </message>
    <message>
        <source>An SD card is slow for a share: typically 10 to 40 MB/s, and much less for small files. Keep the shared data on a USB disk.</source>
        <translation>SD カードは共有に使うには遅く、たいてい 10〜40 MB/秒、小さなファイルではさらに遅くなります。共有するデータは USB ディスクに置いてください。</translation>
    </message>
    <message>
        <source>%1 (mounted as %2)</source>
        <translation>%1（%2 としてマウント）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>A mounted file system: device, file system type and options.</source>
        <translation>マウントされているファイルシステムです。デバイス、ファイルシステムの種類、オプションを示します。</translation>
    </message>
    <message>
        <source>Mount options</source>
        <translation>マウントオプション</translation>
    </message>
    <message>
        <source>This file system runs in user space (FUSE), e.g. ntfs-3g: every write costs extra CPU, often capping a Pi at 30 to 40 MB/s. ext4 is much faster.</source>
        <translation>このファイルシステムは ntfs-3g などのユーザー空間（FUSE）ドライバーで動いています。書き込みのたびに CPU を余計に使うため、Pi では 30〜40 MB/秒で頭打ちになることがよくあります。ext4 ならずっと速くなります。</translation>
    </message>
    <message>
        <source>async</source>
        <translation>async</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>sync</translation>
    </message>
    <message>
        <source>NFS export %1</source>
        <translation>NFS エクスポート %1</translation>
    </message>
    <message>
        <source>%1, clients %2</source>
        <translation>%1、クライアント %2</translation>
    </message>
    <message>
        <source>Neither sync nor async is set, so NFS writes synchronously: each write waits for the disk.</source>
        <translation>sync も async も指定されていないため、NFS は同期書き込みになり、書き込みのたびにディスクを待ちます。</translation>
    </message>
    <message>
        <source>sync makes each NFS write wait for the disk; async is much faster but loses the last writes if the Pi loses power.</source>
        <translation>sync では NFS の書き込みのたびにディスクを待ちます。async はずっと速くなりますが、Pi の電源が落ちると直前の書き込みが失われます。</translation>
    </message>
    <message>
        <source>Samba</source>
        <translation>Samba</translation>
    </message>
    <message>
        <source>Effective settings (testparm)</source>
        <translation>実際に有効な設定（testparm）</translation>
    </message>
    <message>
        <source>Settings written in smb.conf</source>
        <translation>smb.conf に書かれた設定</translation>
    </message>
    <message>
        <source>SMB1 is allowed: it is slow and unsafe.</source>
        <translation>SMB1 が許可されています。SMB1 は遅く、安全でもありません。</translation>
    </message>
    <message>
        <source>Clients are limited to SMB1, which is much slower than SMB2 and SMB3.</source>
        <translation>クライアントが SMB1 に制限されています。SMB2 や SMB3 よりずっと遅くなります。</translation>
    </message>
    <message>
        <source>Signing every packet costs much CPU on a Pi and can halve the speed.</source>
        <translation>すべてのパケットに署名すると Pi では CPU を大きく使い、速度が半分になることもあります。</translation>
    </message>
    <message>
        <source>Encrypting every packet costs much CPU on a Pi and can halve the speed.</source>
        <translation>すべてのパケットを暗号化すると Pi では CPU を大きく使い、速度が半分になることもあります。</translation>
    </message>
    <message>
        <source>Share [%1]</source>
        <translation>共有 [%1]</translation>
    </message>
    <message>
        <source>PID %1, %2 % of one core</source>
        <translation>PID %1、1 コアの %2 %</translation>
    </message>
    <message>
        <source>PID %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>実行中: %1</translation>
    </message>
    <message>
        <source>A user-space (FUSE) file system driver is running: writes through it cost much CPU.</source>
        <translation>ユーザー空間（FUSE）のファイルシステムドライバーが動いています。これを通す書き込みは CPU を大きく使います。</translation>
    </message>
    <message>
        <source>This PC</source>
        <translation>この PC</translation>
    </message>
    <message>
        <source>Interface to the Pi</source>
        <translation>Pi への通信に使うインターフェース</translation>
    </message>
    <message>
        <source>The network interface this PC&apos;s route to the Pi goes out of (found with %1).</source>
        <translation>この PC から Pi への経路が出ていくネットワークインターフェースです（%1 で特定）。</translation>
    </message>
    <message>
        <source>a route lookup</source>
        <translation>経路の検索</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>接続方法</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Wired</source>
        <translation>有線</translation>
    </message>
    <message>
        <source>Whether this PC reaches the Pi over Wi-Fi or a cable.</source>
        <translation>この PC が Pi と Wi-Fi でつながっているか、ケーブルでつながっているかです。</translation>
    </message>
    <message>
        <source>This PC is on Wi-Fi: its real throughput is often well under the link&apos;s bit rate, and it limits every share figure. A cable to the router takes this layer away.</source>
        <translation>この PC は Wi-Fi でつながっています。実際の転送速度はリンクのビットレートを大きく下回ることが多く、共有フォルダーの速度はすべてこれに抑えられます。ルーターまでケーブルでつなげば、この制約はなくなります。</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>リンク速度</translation>
    </message>
    <message>
        <source>%1 Mb/s</source>
        <translation>%1 Mb/s</translation>
    </message>
    <message>
        <source>The speed this PC&apos;s port negotiated with the switch or router.</source>
        <translation>この PC のポートがスイッチやルーターとの間で決めた通信速度です。</translation>
    </message>
    <message>
        <source>This PC&apos;s port runs at %1 Mb/s: no share can be faster than about %2 MB/s. Check the cable (all eight wires) and the switch port.</source>
        <translation>この PC のポートは %1 Mb/s で動いています。共有フォルダーはおよそ %2 MB/秒より速くなりません。ケーブル（8 芯すべて）とスイッチのポートを確認してください。</translation>
    </message>
    <message>
        <source>Duplex</source>
        <translation>デュプレックス</translation>
    </message>
    <message>
        <source>half</source>
        <translation>半二重</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全二重</translation>
    </message>
    <message>
        <source>Full duplex sends and receives at once; half duplex takes turns.</source>
        <translation>全二重は送信と受信を同時に行い、半二重は交互に行います。</translation>
    </message>
    <message>
        <source>Half duplex: this PC&apos;s link takes turns sending and receiving, and collides.</source>
        <translation>半二重です。この PC のリンクは送信と受信を交互に行い、衝突も起きます。</translation>
    </message>
    <message>
        <source>Wi-Fi bit rate</source>
        <translation>Wi-Fi のビットレート</translation>
    </message>
    <message>
        <source>The rate the Wi-Fi link signals at; files move at roughly half of it at best.</source>
        <translation>Wi-Fi リンクの信号速度です。ファイルの転送速度は、良くてもその半分程度です。</translation>
    </message>
    <message>
        <source>Wi-Fi band</source>
        <translation>Wi-Fi の周波数帯</translation>
    </message>
    <message>
        <source>2.4 GHz (%1 MHz)</source>
        <translation>2.4 GHz 帯（%1 MHz）</translation>
    </message>
    <message>
        <source>5 GHz or higher (%1 MHz)</source>
        <translation>5 GHz 帯以上（%1 MHz）</translation>
    </message>
    <message>
        <source>2.4 GHz reaches further but is slower and more crowded than 5 GHz.</source>
        <translation>2.4 GHz 帯は遠くまで届きますが、5 GHz 帯より遅く、混雑しがちです。</translation>
    </message>
    <message>
        <source>%1 at %2 Mb/s</source>
        <translation>%1（%2 Mb/s）</translation>
    </message>
    <message>
        <source>Traffic shaper</source>
        <translation>帯域制限（トラフィックシェーパー）</translation>
    </message>
    <message>
        <source>A queue discipline on the interface that limits what this PC sends.</source>
        <translation>インターフェースに設定されたキューイング規則で、この PC が送る量を制限します。</translation>
    </message>
    <message>
        <source>A traffic shaper on this PC&apos;s interface, not its port, sets its speed.</source>
        <translation>この PC の速度を決めているのはポートではなく、インターフェースに設定された帯域制限です。</translation>
    </message>
    <message>
        <source>SMB dialect</source>
        <translation>SMB のバージョン</translation>
    </message>
    <message>
        <source>The SMB version this PC&apos;s client agreed with the Pi.</source>
        <translation>この PC の SMB クライアントが Pi との間で決めた SMB のバージョンです。</translation>
    </message>
    <message>
        <source>SMB signing required</source>
        <translation>SMB 署名を必須にしている</translation>
    </message>
    <message>
        <source>Whether this PC&apos;s SMB client insists that every message is signed.</source>
        <translation>この PC の SMB クライアントがすべてのメッセージへの署名を求めるかどうかです。</translation>
    </message>
    <message>
        <source>This PC requires SMB signing: the Pi must sign every message, which costs CPU on a Pi without AES instructions.</source>
        <translation>この PC は SMB 署名を必須にしています。Pi はすべてのメッセージに署名しなければならず、AES 命令のない Pi では CPU を多く使います。</translation>
    </message>
    <message>
        <source>SMB encryption</source>
        <translation>SMB 暗号化</translation>
    </message>
    <message>
        <source>Whether this PC&apos;s connection to the share is encrypted.</source>
        <translation>この PC と共有フォルダーの間の通信が暗号化されているかどうかです。</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>読み取れなかった情報</translation>
    </message>
    <message>
        <source>What could not be read on this PC, and why.</source>
        <translation>この PC で読み取れなかった情報と、その理由です。</translation>
    </message>
    <message>
        <source>Damaged frames make TCP resend and slow down.</source>
        <translation>壊れたフレームがあると TCP が再送し、速度が落ちます。</translation>
    </message>
    <message>
        <source>A fixed buffer size turns Linux&apos;s own buffer tuning off for every client&apos;s connection.</source>
        <translation>バッファサイズを固定すると、どのクライアントの接続でも Linux 自身によるバッファの自動調整が止まります。</translation>
    </message>
    <message>
        <source>The adapter&apos;s USB link runs at USB 2.0 speed: a gigabit adapter carries about %1 MB/s at most here. A USB 3 port lifts that.</source>
        <translation>このアダプターの USB 接続は USB 2.0 の速度です。ギガビットのアダプターでも、ここでは最大で約 %1 MB/秒しか運べません。USB 3 ポートにつなげばこの制限はなくなります。</translation>
    </message>
</context>
<context>
    <name>FigureCheck</name>
    <message>
        <source>a negative byte count (%1)</source>
        <translation>負のバイト数 (%1)</translation>
    </message>
    <message>
        <source>a duration that is not a positive number of seconds</source>
        <translation>正の秒数になっていない所要時間</translation>
    </message>
    <message>
        <source>%1 MB in less than a millisecond</source>
        <translation>1 ミリ秒未満で %1 MB</translation>
    </message>
    <message>
        <source>%1 GB/s, beyond any disk or network a Pi can have</source>
        <translation>%1 GB/秒（Pi が持ちうるどのディスクやネットワークの速度も超えています）</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>重大</translation>
    </message>
</context>
<context>
    <name>FixConsentDialog</name>
    <message>
        <source>Change in %1:</source>
        <translation>%1 の変更:</translation>
    </message>
    <message>
        <source>Then these commands run on the Pi:</source>
        <translation>続いて Pi で次のコマンドを実行します:</translation>
    </message>
    <message>
        <source>no root</source>
        <translation>root 権限は不要</translation>
    </message>
    <message>
        <source>no service reload</source>
        <translation>サービスの再読み込みは不要</translation>
    </message>
    <message>
        <source>a reboot</source>
        <translation>再起動</translation>
    </message>
    <message>
        <source>no reboot</source>
        <translation>再起動は不要</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>理由: %1</translation>
    </message>
    <message>
        <source>Risk: %1</source>
        <translation>リスク: %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>必要なもの: %1</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>元に戻す方法: %1</translation>
    </message>
    <message>
        <source>Before writing, the app backs up every file in %1 on the Pi and checks the file is still what this run saw; a failed check puts everything back.</source>
        <translation>書き込む前に、Pi の %1 に各ファイルをバックアップし、ファイルがこの診断のときのままであることを確認します。確認に失敗したときはすべて元に戻します。</translation>
    </message>
    <message>
        <source>Change the Pi: %1</source>
        <translation>Pi を変更: %1</translation>
    </message>
    <message>
        <source>Apply this change</source>
        <translation>この変更を適用</translation>
    </message>
    <message>
        <source>Each change is put back from its backup on the Pi, newest first, then the service is reloaded and checked as for the change itself. A file edited by hand since the change is not touched: the undo of that change is refused and its backup stays on the Pi.</source>
        <translation>各変更を新しいものから順に Pi 上のバックアップから戻し、変更時と同じようにサービスを再読み込みして確認します。変更後に手で編集されたファイルには触れません。その変更の取り消しは中止し、バックアップは Pi に残します。</translation>
    </message>
    <message>
        <source>Undo a change on the Pi</source>
        <translation>Pi の変更を元に戻す</translation>
    </message>
    <message numerus="yes">
        <source>Undo %n changes on the Pi</source>
        <translation>
            <numerusform>Pi の変更 %n 件を元に戻す</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo this change</source>
        <translation>この変更を元に戻す</translation>
    </message>
    <message>
        <source>Undo all these changes</source>
        <translation>これらの変更をすべて元に戻す</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>変更内容</translation>
    </message>
    <message>
        <source>Measure again</source>
        <translation>再測定</translation>
    </message>
    <message>
        <source>Connecting to the Pi…</source>
        <translation>Pi に接続しています…</translation>
    </message>
    <message>
        <source>Cannot connect: %1. Nothing was changed.</source>
        <translation>接続できません: %1。何も変更していません。</translation>
    </message>
    <message>
        <source>The Pi is making the change; it finishes or puts everything back by itself.</source>
        <translation>Pi が変更を実行中です。完了するか、自動ですべて元に戻します。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Undone and checked. The Pi is as it was before the app&apos;s change.</source>
        <translation>元に戻して確認しました。Pi はアプリが変更する前の状態です。</translation>
    </message>
    <message>
        <source>Done: change %1 is made and checked. Measure again to see whether it helped; it can be undone from the list of changes.</source>
        <translation>完了: 変更 %1 を適用して確認しました。「再測定」で効果を確かめてください。変更の一覧から元に戻せます。</translation>
    </message>
    <message>
        <source>Nothing was changed on the Pi.</source>
        <translation>Pi では何も変更していません。</translation>
    </message>
    <message>
        <source>The change failed and was rolled back: the files on the Pi are as they were.</source>
        <translation>変更に失敗したため、元に戻しました。Pi 上のファイルは変更前のままです。</translation>
    </message>
    <message>
        <source>Measure the changed layer and the share again to see whether the change helped.</source>
        <translation>変更した層と共有フォルダーをもう一度測定し、変更の効果を確かめます。</translation>
    </message>
    <message>
        <source>root on the Pi (the app logs in as root or uses sudo; it asks for the sudo password if sudo needs one)</source>
        <translation>Pi の root 権限（root でログインするか sudo を使います。sudo がパスワードを求める場合はアプリが尋ねます）</translation>
    </message>
    <message>
        <source>The Pi restarts once the change is made and checked; the app then waits for it to come back and checks that it runs with the change.</source>
        <translation>変更と確認が終わると Pi を再起動します。アプリは Pi が戻るのを待ち、変更が反映された状態で動いているか確認します。</translation>
    </message>
    <message>
        <source>Apply and restart the Pi</source>
        <translation>変更して Pi を再起動</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>待機をやめる</translation>
    </message>
    <message>
        <source>The change is made either way; it takes effect once the Pi has restarted.</source>
        <translation>どちらにしても変更は済んでいます。Pi が再起動すると有効になります。</translation>
    </message>
    <message>
        <source>Done: change %1 is made and the Pi restarted with it. Measure again to see whether it helped; it can be undone from the list of changes.</source>
        <translation>完了: 変更 %1 を行い、Pi はその設定で再起動しました。効果があったかは「再測定」で確かめられます。変更は変更一覧から元に戻せます。</translation>
    </message>
    <message>
        <source>Change %1 is made in the files on the Pi; it can be undone from the list of changes.</source>
        <translation>変更 %1 は Pi 上のファイルに書き込まれています。変更一覧から元に戻せます。</translation>
    </message>
    <message>
        <source>The change failed and the way back is not complete: not everything on the Pi is as it was.</source>
        <translation>変更に失敗し、元に戻す処理も完了しませんでした。Pi のすべてが元どおりにはなっていません。</translation>
    </message>
    <message>
        <source>Nothing was changed on the Pi: &quot;%1&quot; is not a change id of Pi NAS Doctor.</source>
        <translation>Pi では何も変更していません。「%1」は Pi NAS Doctor の変更 ID ではありません。</translation>
    </message>
    <message>
        <source>Nothing was changed yet: the file on the Pi is not what this run showed (or the run held only Samba&apos;s summary of it). Above is the change on the file as it is now; apply it only if it is what you want.</source>
        <translation>まだ何も変更していません。Pi 上のファイルがこの実行結果の内容と異なります（または実行結果には Samba による要約しかありませんでした）。上に表示しているのが現在のファイルに対する変更です。この内容でよい場合にだけ適用してください。</translation>
    </message>
    <message>
        <source>The connection ended before the change was confirmed.</source>
        <translation>変更を確定する前に接続が切れました。</translation>
    </message>
    <message>
        <source>“Undo…” in this run&apos;s Fixes… dialog puts each file back from its backup and reloads the service.</source>
        <translation>この診断の「対処…」ダイアログの「元に戻す…」で、各ファイルをバックアップから戻し、サービスを再読み込みします。</translation>
    </message>
    <message>
        <source>“Undo…” in this run&apos;s Fixes… dialog</source>
        <translation>この診断の「対処…」ダイアログの「元に戻す…」</translation>
    </message>
    <message>
        <source>the change&apos;s id</source>
        <translation>変更の ID</translation>
    </message>
    <message>
        <source>%1 reloads its settings afterwards</source>
        <translation>変更後に %1 が設定を再読み込み</translation>
    </message>
    <message>
        <source>a reload afterwards (its commands are listed below)</source>
        <translation>変更後の再読み込み（実行するコマンドは下に一覧があります）</translation>
    </message>
</context>
<context>
    <name>FixEngine</name>
    <message>
        <source>The files are too large to change in one command (more than about 90 KB). Nothing was changed.</source>
        <translation>ファイルが大きすぎて 1 回のコマンドでは変更できません（約 90 KB 超）。何も変更していません。</translation>
    </message>
    <message>
        <source>Applied and verified.</source>
        <translation>適用し、確認しました。</translation>
    </message>
    <message>
        <source>Refused, nothing was changed: %1</source>
        <translation>拒否しました。何も変更していません: %1</translation>
    </message>
    <message>
        <source>Failed and rolled back, the files are as before: %1</source>
        <translation>失敗したため元に戻しました。ファイルは変更前のままです: %1</translation>
    </message>
    <message>
        <source>sudo did not accept the password</source>
        <translation>sudo がパスワードを受け付けませんでした</translation>
    </message>
    <message>
        <source>The change needs root: log in as root, allow this user sudo, or give the sudo password when asked. Nothing was changed.</source>
        <translation>この変更には root 権限が必要です。root でログインするか、このユーザーに sudo を許可するか、尋ねられたときに sudo パスワードを入力してください。何も変更していません。</translation>
    </message>
    <message>
        <source>Failed, and the way back is not complete: %1. Not everything is as before; the backups are in %2 on the Pi, and pinas-doctor fix --changes shows the change.</source>
        <translation>失敗し、元に戻す処理も完了しませんでした: %1。すべてが元どおりではありません。バックアップは Pi の %2 にあり、pinas-doctor fix --changes で変更を確認できます。</translation>
    </message>
    <message>
        <source>Applied and verified (the Pi confirms it).</source>
        <translation>適用して確認しました（Pi 側の記録でも確定済みです）。</translation>
    </message>
    <message>
        <source>not made by Pi NAS Doctor</source>
        <translation>Pi NAS Doctor が作ったものではありません</translation>
    </message>
    <message>
        <source>this change folder was not made by Pi NAS Doctor (it, or a file in it, is not root&apos;s own or is a link); nothing was changed</source>
        <translation>この変更フォルダーは Pi NAS Doctor が作ったものではありません（フォルダーか中のファイルが root の所有でないか、リンクです）。何も変更していません</translation>
    </message>
    <message>
        <source>The connection was lost during the change (%1), and the app could not read what happened on the Pi. A change that was not confirmed is rolled back: by the Pi itself within %2 s when its script still runs, else when the Pi starts again or by the app the next time it connects. pinas-doctor fix --changes shows its state.</source>
        <translation>変更中に接続が切れ（%1）、Pi で何が起きたかを読み取れませんでした。確定していない変更は元に戻されます。スクリプトがまだ動いていれば %2 秒以内に Pi 自身が、そうでなければ Pi の次回起動時、または次に接続したときにアプリが戻します。状態は pinas-doctor fix --changes で確認できます。</translation>
    </message>
    <message>
        <source>The connection to the change&apos;s script was lost (%1); on the Pi the change is still &quot;%2&quot;. It is rolled back unless confirmed: by the Pi itself within %3 s while its script runs, else when the Pi starts again or by the app the next time it connects.</source>
        <translation>変更スクリプトとの接続が切れました（%1）。Pi 上の変更はまだ「%2」の状態です。確定されなければ元に戻されます。スクリプトが動いていれば %3 秒以内に Pi 自身が、そうでなければ Pi の次回起動時、または次に接続したときにアプリが戻します。</translation>
    </message>
</context>
<context>
    <name>FixPlan</name>
    <message>
        <source>The app can make this change (pinas-doctor fix RUNFILE --apply %1).</source>
        <translation>この変更はアプリで行えます（pinas-doctor fix RUNFILE --apply %1）。</translation>
    </message>
    <message>
        <source>A checklist: the app does not make this change.</source>
        <translation>チェックリスト: この変更はアプリでは行いません。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>理由: %1</translation>
    </message>
    <message>
        <source>Risk: %1</source>
        <translation>リスク: %1</translation>
    </message>
    <message>
        <source>Change in %1 (shown on testparm&apos;s view; the Pi&apos;s file is read again before the change):</source>
        <translation>%1 の変更（testparm の表示に基づきます。変更の前に Pi 上のファイルを読み直します）:</translation>
    </message>
    <message>
        <source>Change in %1:</source>
        <translation>%1 の変更:</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>Needs root (sudo).</source>
        <translation>root 権限（sudo）が必要です。</translation>
    </message>
    <message>
        <source>Needs a reboot.</source>
        <translation>再起動が必要です。</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>元に戻す方法: %1</translation>
    </message>
</context>
<context>
    <name>FixPlansDialog</name>
    <message>
        <source>Fixes for this run</source>
        <translation>この診断結果への対処</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>Change: %1</source>
        <translation>変更: %1</translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation>チェックリスト: %1</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>計画</translation>
    </message>
    <message>
        <source>No findings: nothing to fix.</source>
        <translation>指摘はありません。対処するものはありません。</translation>
    </message>
    <message>
        <source>Each finding with what would change on the Pi, or the steps to take. A change is made only after you confirm that one change.</source>
        <translation>指摘ごとに、Pi で何が変わるか、または取るべき手順を示します。変更は、その変更ひとつをあなたが確認したときだけ行います。</translation>
    </message>
    <message>
        <source>Apply…</source>
        <translation>適用…</translation>
    </message>
    <message>
        <source>Shows exactly what changes and asks before anything is changed on the Pi.</source>
        <translation>何が変わるかを正確に示し、Pi を変更する前に確認を求めます。</translation>
    </message>
    <message>
        <source>Changes made by this app on this Pi:</source>
        <translation>このアプリがこの Pi に加えた変更:</translation>
    </message>
    <message>
        <source>Changes made by this app</source>
        <translation>このアプリによる変更</translation>
    </message>
    <message>
        <source>Undo…</source>
        <translation>元に戻す…</translation>
    </message>
    <message>
        <source>Undo all changes made by this app on this Pi…</source>
        <translation>このアプリがこの Pi に加えた変更をすべて元に戻す…</translation>
    </message>
    <message>
        <source>Read the change log on the Pi</source>
        <translation>Pi の変更履歴を読み込む</translation>
    </message>
    <message>
        <source>None recorded with this run.</source>
        <translation>この診断には記録がありません。</translation>
    </message>
    <message>
        <source>Reading the change log on the Pi…</source>
        <translation>Pi の変更履歴を読み込んでいます…</translation>
    </message>
    <message>
        <source>Cannot read the change log on the Pi: %1</source>
        <translation>Pi 上の変更履歴を読み込めません: %1</translation>
    </message>
    <message>
        <source>Changes made by this app on this Pi (its own log):</source>
        <translation>このアプリがこの Pi に加えた変更（Pi 上の履歴）:</translation>
    </message>
    <message>
        <source>not made by Pi NAS Doctor: left alone</source>
        <translation>Pi NAS Doctor による変更ではないため、手を付けません</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>適用中</translation>
    </message>
    <message>
        <source>undone (by %1)</source>
        <translation>元に戻し済み（%1 により）</translation>
    </message>
    <message>
        <source>cut off before it was confirmed: undo it</source>
        <translation>確認の前に中断されました。元に戻してください</translation>
    </message>
    <message>
        <source>being made</source>
        <translation>適用中（未確定）</translation>
    </message>
    <message>
        <source>Change %1: %2</source>
        <translation>変更 %1: %2</translation>
    </message>
    <message>
        <source>Undo %1 of change %2: %3</source>
        <translation>変更 %2 の取り消し %1: %3</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
</context>
<context>
    <name>FixSession</name>
    <message>
        <source>Backed up the files on the Pi.</source>
        <translation>Pi 上のファイルをバックアップしました。</translation>
    </message>
    <message>
        <source>Wrote the new files.</source>
        <translation>新しいファイルを書き込みました。</translation>
    </message>
    <message>
        <source>Reloaded the service.</source>
        <translation>サービスを再読み込みしました。</translation>
    </message>
    <message>
        <source>Checked the change; confirming it.</source>
        <translation>変更を確認しました。確定しています。</translation>
    </message>
    <message>
        <source>The run has no finding %1.</source>
        <translation>この実行結果には %1 という指摘はありません。</translation>
    </message>
    <message>
        <source>Nothing was changed: the app logs in neither as root nor with sudo without a password. Make the change by hand from the plan, or allow sudo for this user.</source>
        <translation>何も変更していません。root でもパスワードなしの sudo でもログインしていません。計画に沿って手で変更するか、このユーザーに sudo を許可してください。</translation>
    </message>
    <message>
        <source>Making change %1 on the Pi…</source>
        <translation>Pi で変更 %1 を実行しています…</translation>
    </message>
    <message>
        <source>The app cannot make this change itself: follow the checklist.</source>
        <translation>この変更はアプリでは行えません。チェックリストに沿って進めてください。</translation>
    </message>
    <message>
        <source>Reading the files on the Pi as they are now…</source>
        <translation>Pi 上のファイルの現状を読み込んでいます…</translation>
    </message>
    <message>
        <source>Cannot read the files on the Pi: %1</source>
        <translation>Pi 上のファイルを読み込めません: %1</translation>
    </message>
    <message>
        <source>%1 is no longer on the Pi. Nothing was changed.</source>
        <translation>%1 が Pi 上にもうありません。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 changed since this run: nothing was changed. Run the diagnosis again and plan on the new file.</source>
        <translation>%1 はこの診断の後に変更されています。何も変更していません。診断をやり直し、新しいファイルで計画を立ててください。</translation>
    </message>
    <message>
        <source>On the Pi&apos;s file as it is now there is nothing to change. Nothing was changed.</source>
        <translation>Pi 上のファイルの現状では変更する箇所がありません。何も変更していません。</translation>
    </message>
    <message>
        <source>Fetching the backups of change %1…</source>
        <translation>変更 %1 のバックアップを取得しています…</translation>
    </message>
    <message>
        <source>No change %1 on this Pi: %2</source>
        <translation>この Pi に変更 %1 はありません: %2</translation>
    </message>
    <message>
        <source>Change %1 is not in force (%2): nothing to undo.</source>
        <translation>変更 %1 は有効ではありません（%2）。元に戻すものはありません。</translation>
    </message>
    <message>
        <source>Checking the sudo password on the Pi…</source>
        <translation>Pi で sudo パスワードを確認しています…</translation>
    </message>
    <message>
        <source>sudo refused the password: nothing was changed (%1).</source>
        <translation>sudo がパスワードを受け付けませんでした。何も変更していません（%1）。</translation>
    </message>
    <message>
        <source>No sudo password was given: nothing was changed.</source>
        <translation>sudo パスワードが入力されなかったため、何も変更していません。</translation>
    </message>
    <message>
        <source>Checking that the app may change system files (root or sudo)…</source>
        <translation>システムファイルを変更できるか（root または sudo）確認しています…</translation>
    </message>
    <message>
        <source>%1 is on the Pi now: nothing was changed. Run the diagnosis again and plan on the new file.</source>
        <translation>%1 が現在 Pi 上に存在します。何も変更していません。診断をやり直し、新しいファイルで計画を立ててください。</translation>
    </message>
    <message>
        <source>The app could not check whether it may change system files, so it changed nothing: %1</source>
        <translation>システムファイルを変更してよいか確認できなかったため、何も変更していません: %1</translation>
    </message>
    <message>
        <source>Nothing was changed: the app cannot read the Pi&apos;s boot id, so it could not tell when the Pi has restarted (%1).</source>
        <translation>何も変更していません。Pi のブート ID を読めないため、再起動が終わったかを判断できません（%1）。</translation>
    </message>
    <message>
        <source>Change %1 is made and confirmed. Restarting the Pi…</source>
        <translation>変更 %1 を行い、確定しました。Pi を再起動しています…</translation>
    </message>
    <message>
        <source>The Pi did not restart (%1). Restart it yourself (sudo reboot): the change takes effect then.</source>
        <translation>Pi は再起動しませんでした（%1）。手動で再起動（sudo reboot）してください。そのときに変更が有効になります。</translation>
    </message>
    <message>
        <source>%1 changed since you agreed to the change: nothing was changed. Look at the change again.</source>
        <translation>変更に同意した後で %1 が変わりました。何も変更していません。変更内容をもう一度確認してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a change id of Pi NAS Doctor: nothing was sent to the Pi.</source>
        <translation>「%1」は Pi NAS Doctor の変更 ID ではありません。Pi には何も送っていません。</translation>
    </message>
    <message>
        <source>Change %1: this change folder was not made by Pi NAS Doctor (its manifest names another change). Nothing was changed.</source>
        <translation>変更 %1: この変更フォルダーは Pi NAS Doctor が作ったものではありません（マニフェストが別の変更を指しています）。何も変更していません。</translation>
    </message>
    <message>
        <source>Change %1 is still being made on the Pi: wait a minute and try again.</source>
        <translation>変更 %1 は Pi でまだ実行中です。1 分ほど待ってからやり直してください。</translation>
    </message>
    <message>
        <source>Change %1 was cut off before it was confirmed: rolling it back…</source>
        <translation>変更 %1 は確定前に中断されていました。元に戻しています…</translation>
    </message>
    <message>
        <source>Change %1 had been cut off before its confirmation (the Pi lost power or its script was stopped); the app rolled it back and checked it.</source>
        <translation>変更 %1 は確定前に中断されていました（Pi の電源が落ちたか、スクリプトが止められました）。アプリが元に戻し、確認しました。</translation>
    </message>
    <message>
        <source>Change %1 had been cut off before its confirmation; rolling it back failed: %2</source>
        <translation>変更 %1 は確定前に中断されていました。元に戻す処理に失敗しました: %2</translation>
    </message>
    <message>
        <source>Change %1 had been cut off before its confirmation; it is rolled back and checked.</source>
        <translation>変更 %1 は確定前に中断されていました。元に戻して確認しました。</translation>
    </message>
</context>
<context>
    <name>ForgetHostKeyButton</name>
    <message>
        <source>Forget the old host key</source>
        <translation>古いホスト鍵を削除</translation>
    </message>
    <message>
        <source>Forget the key on record for %1?

Do this only if you know why it changed: the Pi was reinstalled, or its SD card or SSH keys were replaced. Otherwise someone may be between this PC and the Pi, and could read everything you send it, passwords included.

The next test shows the new key for you to check before you trust it.</source>
        <translation>%1 について記録されている鍵を削除しますか？

鍵が変わった理由がわかっている場合（Pi を再インストールした、SD カードや SSH の鍵を入れ替えた、など）に限って削除してください。そうでなければ、この PC と Pi の間に第三者が入り込んでいて、パスワードを含め送ったものをすべて読まれるおそれがあります。

次のテストで新しい鍵が表示されます。確認してから信頼してください。</translation>
    </message>
    <message>
        <source>&amp;Forget the old key</source>
        <translation>古い鍵を削除(&amp;F)</translation>
    </message>
    <message>
        <source>The old key of %1 could not be removed from %2: %3</source>
        <translation>%1 の古い鍵を %2 から削除できませんでした: %3</translation>
    </message>
    <message>
        <source>The old key of %1 is forgotten. Test the connection again to check the new key and trust it.</source>
        <translation>%1 の古い鍵を削除しました。もう一度接続をテストし、新しい鍵を確認してから信頼してください。</translation>
    </message>
    <message>
        <source>Forget the old key of %1…</source>
        <translation>%1 の古い鍵を削除…</translation>
    </message>
    <message>
        <source>Forget the Pi&apos;s old host key</source>
        <translation>Pi の古いホスト鍵を削除</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Label the run</source>
        <translation>診断結果にラベルを付ける</translation>
    </message>
    <message>
        <source>A short name for this run, e.g. &quot;ext4 after reformat&quot;:</source>
        <translation>この診断結果の短い名前（例:「ext4 に再フォーマット後」）:</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>診断結果の削除</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n saved run(s)? This cannot be undone.</source>
        <translation>
            <numerusform>保存済みの診断結果 %n 件を削除しますか？ 元には戻せません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a run</source>
        <translation>診断結果の取り込み</translation>
    </message>
    <message>
        <source>Runs and transcripts (*.pinasrun *.txt *.log);;All files (*)</source>
        <translation>診断結果とプローブの出力 (*.pinasrun *.txt *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Unreadable: %1</source>
        <translation>読み込めません: %1</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>読み込み不可</translation>
    </message>
    <message>
        <source>Run not relabelled</source>
        <translation>ラベルを変更できませんでした</translation>
    </message>
    <message>
        <source>Runs not deleted</source>
        <translation>診断結果を削除できませんでした</translation>
    </message>
    <message>
        <source>Run not imported</source>
        <translation>診断結果を取り込めませんでした</translation>
    </message>
    <message>
        <source>Saved runs</source>
        <translation>保存済みの診断結果</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>接続先</translation>
    </message>
    <message>
        <source>%1 (MB/s)</source>
        <translation>%1 (MB/秒)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Label…</source>
        <translation>ラベル(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>取り込み(&amp;I)…</translation>
    </message>
    <message>
        <source>Select two or more runs (Ctrl+click) to compare them side by side.</source>
        <translation>比較するには、診断結果を 2 件以上選んでください（Ctrl + クリック）。</translation>
    </message>
    <message>
        <source>Onl&amp;y the selected Pi</source>
        <translation>選択中の Pi のみ(&amp;Y)</translation>
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
    <name>LayerCeilings</name>
    <message>
        <source>this PC&apos;s link</source>
        <translation>このPC側のリンク</translation>
    </message>
    <message>
        <source>the Pi&apos;s link</source>
        <translation>Pi側のリンク</translation>
    </message>
    <message>
        <source>This PC&apos;s link is the lower of the two: the Pi&apos;s allows %1 MB/s.</source>
        <translation>PC側とPi側のリンクでは、このPC側の上限の方が低くなっています（Pi側は %1 MB/秒まで）。</translation>
    </message>
    <message>
        <source>The Pi&apos;s link is the lower of the two: this PC&apos;s allows %1 MB/s.</source>
        <translation>PC側とPi側のリンクでは、Pi側の上限の方が低くなっています（このPC側は %1 MB/秒まで）。</translation>
    </message>
    <message>
        <source>The test measured %1 MB/s, a little above this ceiling: a test&apos;s own timing varies by a few per cent, so a figure at the ceiling can read slightly over it.</source>
        <translation>テストでは %1 MB/秒と、この上限をわずかに上回りました。テスト自体の時間計測には数パーセントの揺らぎがあるため、上限ちょうどの速度が少し上回って見えることがあります。</translation>
    </message>
    <message>
        <source>The test measured %1 MB/s, %2 % above this ceiling: the figure it rests on does not hold for this setup.</source>
        <translation>テストでは %1 MB/秒と、この上限を %2 % 上回りました。上限の根拠とした数値がこの構成には当てはまりません。</translation>
    </message>
</context>
<context>
    <name>LayerChart</name>
    <message>
        <source>Red line: through the share, %1 MB/s.</source>
        <translation>赤線: 共有経由 %1 MB/秒</translation>
    </message>
    <message>
        <source>Blue bar: measured. Grey box: ceiling (assumed where marked). Figures: measured / ceiling in MB/s.</source>
        <translation>青い棒: 測定値。灰色の枠: 上限（印のあるものは想定値）。数値: 測定値 / 上限（MB/秒）。</translation>
    </message>
    <message>
        <source>The axis is logarithmic: each step is ten times the one before.</source>
        <translation>横軸は対数目盛です。目盛りが一つ進むごとに 10 倍になります。</translation>
    </message>
    <message>
        <source>%1 / %2 (assumed)</source>
        <translation>%1 / %2（想定）</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/秒</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <source>Pi storage</source>
        <translation>Pi のストレージ</translation>
    </message>
    <message>
        <source>USB</source>
        <translation>USB</translation>
    </message>
    <message>
        <source>File system driver</source>
        <translation>ファイルシステムドライバー</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Server CPU</source>
        <translation>サーバーの CPU</translation>
    </message>
    <message>
        <source>This PC</source>
        <translation>この PC</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Pi NAS Doctor&apos;s licence, and the notices and licences of the components it uses. The texts are shown in English, as their authors published them.</source>
        <translation>Pi NAS Doctor のライセンスと、このアプリが使っているコンポーネントの告知とライセンスです。本文は、作者が公開したとおり英語で表示します。</translation>
    </message>
    <message>
        <source>Pi NAS Doctor: GPL-3.0-or-later</source>
        <translation>Pi NAS Doctor（GPL-3.0-or-later）</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>サードパーティー製コンポーネントの告知</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Diagnose</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
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
    <message>
        <source>Open run</source>
        <translation>診断結果を開く</translation>
    </message>
    <message>
        <source>Runs and transcripts (*.pinasrun *.txt *.log);;All files (*)</source>
        <translation>診断結果とプローブの出力 (*.pinasrun *.txt *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Pi NAS Doctor — diagnosing: %1 %</source>
        <translation>Pi NAS Doctor — 診断中: %1 %</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Run not opened</source>
        <translation>診断結果を開けませんでした</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Open a report first: run a diagnosis or open a run from the history.</source>
        <translation>先にレポートを開いてください。診断を実行するか、「履歴」から診断結果を開きます。</translation>
    </message>
    <message>
        <source>Run in progress</source>
        <translation>診断の実行中</translation>
    </message>
    <message>
        <source>A diagnosis is running. Cancel it and quit? What was measured so far is saved.</source>
        <translation>診断を実行中です。中止して終了しますか？ それまでの測定結果は保存されます。</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>ハードウェア情報</translation>
    </message>
    <message>
        <source>&amp;Paste outputs…</source>
        <translation>コマンドの出力を貼り付け(&amp;P)…</translation>
    </message>
    <message>
        <source>Analyse outputs of lsusb -t, ethtool, mount, dmesg… pasted from a terminal or a forum post</source>
        <translation>ターミナルやフォーラムの投稿からコピーした lsusb -t、ethtool、mount、dmesg などの出力を解析します</translation>
    </message>
    <message>
        <source>Pasted outputs</source>
        <translation>貼り付けた出力</translation>
    </message>
    <message>
        <source>Run not saved</source>
        <translation>診断結果を保存できませんでした</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>ようこそ画面(&amp;W)…</translation>
    </message>
    <message>
        <source>What the app reads and writes on the Pi, the example reports, and adding a Pi</source>
        <translation>Pi で読み書きする内容、サンプルレポート、Pi の追加</translation>
    </message>
    <message>
        <source>&amp;Add a Pi…</source>
        <translation>Pi を追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Set up a connection to a Pi step by step</source>
        <translation>Pi への接続を手順に沿って設定します</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Show the %1 page</source>
        <translation>「%1」ページを表示</translation>
    </message>
    <message>
        <source>Example not opened</source>
        <translation>サンプルを開けませんでした</translation>
    </message>
    <message>
        <source>Cancel the diagnosis?</source>
        <translation>診断を中止しますか？</translation>
    </message>
    <message>
        <source>The test stops and its files on the Pi are removed. What was measured so far is kept in the history.</source>
        <translation>テストを止め、Pi 上のテスト用ファイルを削除します。それまでの測定結果は履歴に残ります。</translation>
    </message>
    <message>
        <source>Dia&amp;gnose</source>
        <translation>診断(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Start a diagnosis of the selected Pi</source>
        <translation>選択中の Pi を診断(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel the diagnosis</source>
        <translation>診断を中止(&amp;C)</translation>
    </message>
    <message>
        <source>Export for &amp;Sharing…</source>
        <translation>公開用にエクスポート(&amp;S)…</translation>
    </message>
    <message>
        <source>Save a copy of the run without host and user names, addresses and serial numbers</source>
        <translation>ホスト名、ユーザー名、アドレス、シリアル番号を除いた診断結果のコピーを保存します</translation>
    </message>
    <message>
        <source>Export for Sharing</source>
        <translation>公開用にエクスポート</translation>
    </message>
    <message>
        <source>The change is made, but the run file could not record it: %1</source>
        <translation>変更は完了しましたが、実行ファイルに記録できませんでした: %1</translation>
    </message>
    <message>
        <source>After change %1</source>
        <translation>変更 %1 の後</translation>
    </message>
    <message>
        <source>This run was not made on this PC and there is no saved Pi to choose</source>
        <translation>この実行記録はこの PC で作られたものではなく、選べる保存済みの Pi がありません</translation>
    </message>
    <message>
        <source>Which Pi?</source>
        <translation>どの Pi ですか？</translation>
    </message>
    <message>
        <source>This run was not made on this PC. Which saved Pi is it of? The app checks that it is the run&apos;s Pi before it changes anything.</source>
        <translation>この実行記録はこの PC で作られたものではありません。保存済みのどの Pi の記録ですか？ 何かを変更する前に、それが実行記録の Pi であることをアプリが確かめます。</translation>
    </message>
    <message>
        <source>No saved Pi is called %1</source>
        <translation>「%1」という保存済みの Pi はありません</translation>
    </message>
    <message>
        <source>No Pi was chosen</source>
        <translation>Pi が選ばれませんでした</translation>
    </message>
    <message>
        <source>&amp;My data…</source>
        <translation>手持ちのデータ(&amp;M)…</translation>
    </message>
    <message>
        <source>The sizes of your films, backups and photos that the answers are worked out for</source>
        <translation>答えの計算に使う、映画・バックアップ・写真のデータ量</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>Unknown measurement</source>
        <translation>不明な測定</translation>
    </message>
    <message>
        <source>A measurement has no valid &quot;kind&quot;.</source>
        <translation>測定に有効な「kind」がありません。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of a &quot;%2&quot; measurement is not a valid number.</source>
        <translation>「%2」測定の「%1」フィールドが有効な数値ではありません。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of a &quot;%2&quot; measurement is not text.</source>
        <translation>「%2」測定の「%1」フィールドが文字列ではありません。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of a &quot;%2&quot; measurement must map process names to numbers.</source>
        <translation>「%2」測定の「%1」フィールドは、プロセス名と数値の組である必要があります。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of a &quot;%2&quot; measurement must be true or false.</source>
        <translation>「%2」測定の「%1」フィールドは true か false である必要があります。</translation>
    </message>
    <message>
        <source>The figures are impossible (%1); they were not used.</source>
        <translation>数値がありえない値です（%1）。使用していません。</translation>
    </message>
    <message>
        <source>A &quot;%1&quot; measurement: %2</source>
        <translation>「%1」の測定: %2</translation>
    </message>
    <message>
        <source>A &quot;%1&quot; measurement gives a process CPU share of %2 %, which no machine has.</source>
        <translation>「%1」の測定にあるプロセスの CPU 使用率 %2 % は、どのマシンでもありえない値です。</translation>
    </message>
</context>
<context>
    <name>MyDataDialog</name>
    <message>
        <source>My data</source>
        <translation>手持ちのデータ</translation>
    </message>
    <message>
        <source>The answers to &quot;how long will it take&quot; are worked out for these sizes. Each new run records the sizes it used: the reports of earlier runs keep theirs.</source>
        <translation>「どのくらい時間がかかるか」の答えは、ここで指定した量をもとに計算します。新しい診断は使った量を記録するため、以前の診断のレポートはそのときの量のままです。</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>GB here is 1,000,000,000 bytes, as a disk&apos;s label counts it.</source>
        <translation>ここでの GB は 1,000,000,000 バイトです（ディスクの表示容量と同じ数え方）。</translation>
    </message>
    <message>
        <source>&amp;Restore the defaults</source>
        <translation>既定値に戻す(&amp;R)</translation>
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
        <source>Could not listen for the Pi&apos;s connection on this PC: %1</source>
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
    <message>
        <source>No data moved for %1 s: the network link went down or the Pi stopped answering.</source>
        <translation>%1 秒間データが流れませんでした。ネットワークのリンクが切れたか、Pi が応答しなくなっています。</translation>
    </message>
    <message>
        <source>Could not connect to the test listener on the Pi (%1 port %2): %3</source>
        <translation>Pi 側の計測用待ち受け（%1 のポート %2）に接続できませんでした: %3</translation>
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
    <name>PasteDialog</name>
    <message>
        <source>Not recognised</source>
        <translation>認識できない部分</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1（%2 行目）</translation>
    </message>
    <message>
        <source>%1 (lines %2–%3)</source>
        <translation>%1（%2〜%3 行目）</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>コマンド: %1</translation>
    </message>
    <message>
        <source>Paste the outputs below; they are recognised as you paste.</source>
        <translation>下に出力を貼り付けてください。貼り付けたそばから認識します。</translation>
    </message>
    <message>
        <source>Paste outputs</source>
        <translation>出力を貼り付け</translation>
    </message>
    <message>
        <source>Paste the outputs of commands such as lsusb -t, ethtool eth0, mount, dmesg or vcgencmd get_throttled, for example from a forum post. Shell prompts and several outputs in one paste are fine: each output is recognised by its shape.</source>
        <translation>lsusb -t、ethtool eth0、mount、dmesg、vcgencmd get_throttled などのコマンドの出力を貼り付けてください（フォーラムの投稿からでもかまいません）。シェルのプロンプトが入っていても、複数の出力をまとめて貼り付けても大丈夫です。それぞれの出力は形から見分けます。</translation>
    </message>
    <message>
        <source>pi@raspberrypi:~ $ lsusb -t
/:  Bus 01.Port 1: Dev 1, Class=root_hub, …</source>
        <translation>pi@raspberrypi:~ $ lsusb -t
/:  Bus 01.Port 1: Dev 1, Class=root_hub, …</translation>
    </message>
    <message>
        <source>Pasted outputs</source>
        <translation>貼り付けた出力</translation>
    </message>
    <message>
        <source>&amp;Recognised outputs:</source>
        <translation>認識した出力(&amp;R):</translation>
    </message>
    <message>
        <source>Recognised outputs</source>
        <translation>認識した出力</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>PcFactsReader</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒以内に応答がありません</translation>
    </message>
    <message>
        <source>The Pi&apos;s address %1 could not be resolved here.</source>
        <translation>この PC では Pi のアドレス %1 を解決できませんでした。</translation>
    </message>
    <message>
        <source>ip route get did not answer: %1</source>
        <translation>ip route get が応答しませんでした: %1</translation>
    </message>
    <message>
        <source>iw did not answer: %1</source>
        <translation>iw が応答しませんでした: %1</translation>
    </message>
    <message>
        <source>PowerShell did not answer (%1): this PC&apos;s link and SMB settings were not read. Under Wine this is expected.</source>
        <translation>PowerShell が応答しませんでした（%1）。この PC のリンクと SMB 設定は読み取っていません。Wine 上ではこれが普通です。</translation>
    </message>
    <message>
        <source>The Pi&apos;s address is not a plain host name; this PC&apos;s link was not looked up.</source>
        <translation>Pi のアドレスが単純なホスト名ではないため、この PC のリンクは調べていません。</translation>
    </message>
    <message>
        <source>PowerShell answered nothing readable: this PC&apos;s link and SMB settings were not read. Under Wine this is expected.</source>
        <translation>PowerShell から読み取れる応答がありませんでした。この PC のリンクと SMB 設定は読み取っていません。Wine 上ではこれが普通です。</translation>
    </message>
</context>
<context>
    <name>PdfWriter</name>
    <message>
        <source>Could not write the PDF: the output is not open for writing.</source>
        <translation>PDF を書き込めませんでした: 出力先が書き込み用に開かれていません。</translation>
    </message>
    <message>
        <source>Could not write the PDF.</source>
        <translation>PDF を書き込めませんでした。</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
</context>
<context>
    <name>PiIdentity</name>
    <message>
        <source>Its SSH host key is %1, the run&apos;s Pi had %2.</source>
        <translation>この Pi の SSH ホスト鍵は %1 ですが、実行記録の Pi は %2 でした。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Its machine id (/etc/machine-id) cannot be read.</source>
        <translation>この Pi のマシン ID（/etc/machine-id）を読めません。</translation>
    </message>
    <message>
        <source>Its machine id (/etc/machine-id) is not the run&apos;s Pi&apos;s.</source>
        <translation>この Pi のマシン ID（/etc/machine-id）は実行記録の Pi のものと違います。</translation>
    </message>
    <message>
        <source>This is not the Pi the run was made on.</source>
        <translation>これは実行記録を取った Pi ではありません。</translation>
    </message>
    <message>
        <source>The run does not say which Pi it came from (it was made by an older version, or pasted): run the diagnosis again on this Pi and plan on that run.</source>
        <translation>この実行記録にはどの Pi のものかが記録されていません（古いバージョンで作られたか、貼り付けられたものです）。この Pi でもう一度診断し、その実行記録で計画してください。</translation>
    </message>
</context>
<context>
    <name>PiIdentityCheck</name>
    <message>
        <source>There is no connection to the Pi.</source>
        <translation>Pi に接続していません。</translation>
    </message>
    <message>
        <source>The app could not read which Pi this is, so it changed nothing: %1</source>
        <translation>どの Pi かを読み取れなかったため、何も変更していません: %1</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>With &quot;async&quot; the Pi answers a write once it has the data, instead of once the disk has it: the share can write at the disk&apos;s or the network&apos;s speed.</source>
        <translation>「async」にすると、Pi はデータがディスクに書かれるのを待たず、受け取った時点で書き込みに応答します。共有への書き込みがディスクやネットワークの速度まで上がります。</translation>
    </message>
    <message>
        <source>If the Pi loses power, the last seconds of writes it already acknowledged can be lost.</source>
        <translation>Pi の電源が落ちると、応答済みの直前数秒分の書き込みが失われることがあります。</translation>
    </message>
    <message>
        <source>Without &quot;sync always&quot; smbd no longer waits for the disk after every write.</source>
        <translation>「sync always」をなくすと、smbd は書き込みのたびにディスクを待たなくなります。</translation>
    </message>
    <message>
        <source>Without the limit Samba speaks SMB2 and SMB3, with larger reads and writes per request.</source>
        <translation>制限をなくすと Samba は SMB2 と SMB3 で通信し、1 回の要求でより大きな読み書きができます。</translation>
    </message>
    <message>
        <source>Very old clients that speak only SMB1 (Windows XP, old media players) can no longer connect.</source>
        <translation>SMB1 しか話せない非常に古いクライアント（Windows XP、古いメディアプレーヤー）は接続できなくなります。</translation>
    </message>
    <message>
        <source>Without encryption and forced signing smbd no longer runs every byte through a cipher in software on this CPU.</source>
        <translation>暗号化と署名の強制をやめると、smbd はこの CPU ですべてのバイトをソフトウェアの暗号処理に通さなくなります。</translation>
    </message>
    <message>
        <source>Data on the network is no longer encrypted: only do this on a network you trust (your home LAN), never across the internet.</source>
        <translation>ネットワーク上のデータは暗号化されなくなります。信頼できるネットワーク（家庭内 LAN）でのみ行い、インターネット越しでは行わないでください。</translation>
    </message>
    <message>
        <source>The &quot;ondemand&quot; governor with io_is_busy raises the clock while the Pi waits for the disk or the network, so a transfer runs at full speed.</source>
        <translation>io_is_busy を有効にした「ondemand」ガバナーは、Pi がディスクやネットワークを待っている間もクロックを上げるので、転送が最高速度で進みます。</translation>
    </message>
    <message>
        <source>Undo writes the old values back (pinas-doctor fix --undo CHANGE_ID); a reboot undoes it too.</source>
        <translation>元に戻すと以前の値を書き戻します（pinas-doctor fix --undo CHANGE_ID）。再起動でも元に戻ります。</translation>
    </message>
    <message>
        <source>The app keeps a copy of each file in /var/backups/pinas-doctor/CHANGE_ID on the Pi; pinas-doctor fix --undo CHANGE_ID puts it back and reloads the service.</source>
        <translation>アプリは各ファイルのコピーを Pi の /var/backups/pinas-doctor/CHANGE_ID に保存します。pinas-doctor fix --undo CHANGE_ID で元に戻し、サービスを再読み込みします。</translation>
    </message>
    <message>
        <source>Run the diagnosis again and compare both runs in History.</source>
        <translation>診断をやり直し、「履歴」で両方の結果を比べてください。</translation>
    </message>
    <message>
        <source>Check that the kernel has the driver: %1 (ntfs3 needs Linux 5.15 or later, exfat 5.7).</source>
        <translation>カーネルにドライバーがあるか確認します: %1（ntfs3 は Linux 5.15 以降、exfat は 5.7 以降が必要です）。</translation>
    </message>
    <message>
        <source>Stop the programs that use %1 (Samba, NFS, media servers): sudo systemctl stop smbd</source>
        <translation>%1 を使っているプログラム（Samba、NFS、メディアサーバー）を止めます: sudo systemctl stop smbd</translation>
    </message>
    <message>
        <source>the disk</source>
        <translation>ディスク</translation>
    </message>
    <message>
        <source>In /etc/fstab replace your line
     %1
   with
     %2</source>
        <translation>/etc/fstab のあなたの行
     %1
   を次の行に置き換えます
     %2</translation>
    </message>
    <message>
        <source>In /etc/fstab set the file system type of %1 to %2.</source>
        <translation>/etc/fstab で %1 のファイルシステムの種類を %2 にします。</translation>
    </message>
    <message>
        <source>Mount it again: sudo umount %1 &amp;&amp; sudo mount %1, then start the services again.</source>
        <translation>マウントし直します: sudo umount %1 &amp;&amp; sudo mount %1。その後、サービスを再び起動します。</translation>
    </message>
    <message>
        <source>MOUNTPOINT</source>
        <translation>マウントポイント</translation>
    </message>
    <message>
        <source>For the most speed copy the data to an ext4 disk instead (a backup first).</source>
        <translation>最も速くするには、データを ext4 のディスクにコピーします（先にバックアップを取ってください）。</translation>
    </message>
    <message>
        <source>Unmounting fails while files are open; a disk that was not cleanly removed may need a check on Windows first (chkdsk).</source>
        <translation>ファイルが開いている間はアンマウントできません。正しく取り外されなかったディスクは、先に Windows でチェック（chkdsk）が必要なことがあります。</translation>
    </message>
    <message>
        <source>Shut the Pi down: sudo poweroff.</source>
        <translation>Pi をシャットダウンします: sudo poweroff</translation>
    </message>
    <message>
        <source>Plug the disk (%1) into a blue USB 3 port of the Pi.</source>
        <translation>ディスク（%1）を Pi の青い USB 3 ポートに挿します。</translation>
    </message>
    <message>
        <source>Check that it now runs at 5000M: lsusb -t</source>
        <translation>5000M で動いているか確認します: lsusb -t</translation>
    </message>
    <message>
        <source>If it stays at 480M, try another cable or enclosure: some only work at USB 2 speed.</source>
        <translation>480M のままなら、別のケーブルかケースを試してください。USB 2 の速度でしか動かないものもあります。</translation>
    </message>
    <message>
        <source>Connect the Pi to the router or switch with an Ethernet cable.</source>
        <translation>Pi をイーサネットケーブルでルーターかスイッチにつなぎます。</translation>
    </message>
    <message>
        <source>Check that the NAS traffic now uses the cable: ip route get ADDRESS-OF-YOUR-PC shows the wired interface, not %1.</source>
        <translation>NAS の通信がケーブルを通っているか確認します: ip route get PCのアドレス で、%1 ではなく有線のインターフェースが表示されるはずです。</translation>
    </message>
    <message>
        <source>Check the link: ethtool %1 (Speed and Duplex).</source>
        <translation>リンクを確認します: ethtool %1（Speed と Duplex）</translation>
    </message>
    <message>
        <source>Try another cable (Cat 5e or better) and another port on the switch or router.</source>
        <translation>別のケーブル（Cat 5e 以上）と、スイッチやルーターの別のポートを試します。</translation>
    </message>
    <message>
        <source>Turn autonegotiation on: sudo ethtool -s %1 autoneg on</source>
        <translation>オートネゴシエーションを有効にします: sudo ethtool -s %1 autoneg on</translation>
    </message>
    <message>
        <source>Your kernel command line turns UAS off with usb-storage.quirks=%1. Remove that word from /boot/firmware/cmdline.txt (older systems: /boot/cmdline.txt).</source>
        <translation>カーネルのコマンドラインの usb-storage.quirks=%1 が UAS を無効にしています。/boot/firmware/cmdline.txt（古いシステムでは /boot/cmdline.txt）からその語を削除します。</translation>
    </message>
    <message>
        <source>Reboot: sudo reboot.</source>
        <translation>再起動します: sudo reboot</translation>
    </message>
    <message>
        <source>Use an enclosure whose bridge chip supports UAS (ASMedia ASM1153E, JMicron JMS578 and others).</source>
        <translation>UAS に対応したブリッジチップのケース（ASMedia ASM1153E、JMicron JMS578 など）を使います。</translation>
    </message>
    <message>
        <source>Check: lsusb -t shows Driver=uas for the disk.</source>
        <translation>確認: lsusb -t でディスクに Driver=uas と表示されます。</translation>
    </message>
    <message>
        <source>Some bridges hang with UAS; if the disk then fails, put the quirk back.</source>
        <translation>UAS で固まるブリッジもあります。ディスクが不調になったら quirk を元に戻してください。</translation>
    </message>
    <message>
        <source>Use the official power supply of the board (Pi 4: 5.1 V 3 A; Pi 5: 5.1 V 5 A).</source>
        <translation>ボードの公式電源を使います（Pi 4: 5.1 V 3 A、Pi 5: 5.1 V 5 A）。</translation>
    </message>
    <message>
        <source>Give the disk its own power: a powered USB hub or an enclosure with a power adapter.</source>
        <translation>ディスクに専用の電源を用意します: セルフパワーの USB ハブか、AC アダプター付きのケース。</translation>
    </message>
    <message>
        <source>Check: vcgencmd get_throttled should print throttled=0x0 after a reboot and a transfer.</source>
        <translation>確認: 再起動して転送した後、vcgencmd get_throttled が throttled=0x0 と表示するはずです。</translation>
    </message>
    <message>
        <source>On this PC, mount the share without &quot;sync&quot; and without small rsize/wsize, for example:</source>
        <translation>この PC で、「sync」も小さな rsize/wsize も付けずに共有をマウントします。例:</translation>
    </message>
    <message>
        <source>The kernel&apos;s %1 driver reads and writes in the kernel, without a user-space process copying every block: the share is no longer limited by one CPU core.</source>
        <translation>カーネルの %1 ドライバーはカーネル内で読み書きし、ユーザー空間のプロセスがブロックを 1 つずつコピーすることはありません。共有の速度が CPU 1 コアに縛られなくなります。</translation>
    </message>
    <message>
        <source>The disk is unmounted for a moment: the change is refused while any program has a file open on it (stop Samba, NFS and media servers first). Mount options ntfs-3g knows but %1 does not make the mount fail; then the line is put back and the disk mounted as before.</source>
        <translation>ディスクを一瞬アンマウントします。どれかのプログラムがディスク上のファイルを開いている間は変更を拒否します（先に Samba、NFS、メディアサーバーを止めてください）。ntfs-3g にはあって %1 にはないマウントオプションがあるとマウントに失敗します。その場合は行を元に戻し、ディスクを以前どおりにマウントします。</translation>
    </message>
    <message>
        <source>pinas-doctor fix --undo CHANGE_ID puts your /etc/fstab line back and mounts the disk again through FUSE (also refused while files are open).</source>
        <translation>pinas-doctor fix --undo CHANGE_ID で /etc/fstab の行を元に戻し、ディスクを FUSE で再マウントします（ファイルが開かれている間はこちらも拒否します）。</translation>
    </message>
    <message>
        <source>This PC mounts %1 on %2 with: %3</source>
        <translation>この PC は %1 を %2 に次のオプションでマウントしています: %3</translation>
    </message>
    <message>
        <source>Close the files open on the share, then mount it again without the slow options:
     %1</source>
        <translation>共有で開いているファイルを閉じてから、遅くなるオプションを外してマウントし直してください:
     %1</translation>
    </message>
    <message>
        <source>To keep it so after a restart, put this line in /etc/fstab instead of the one for %1 (credentials belong in a credentials= file, not in the line):
     %2</source>
        <translation>再起動後もこの設定にするには、/etc/fstab の %1 の行をこの行に置き換えてください（認証情報は行に書かず、credentials= のファイルに置きます）:
     %2</translation>
    </message>
    <message>
        <source>Check it: findmnt -no OPTIONS %1 shows no &quot;sync&quot; and rsize/wsize of 65536 or more.</source>
        <translation>確認: findmnt -no OPTIONS %1 の出力に「sync」がなく、rsize/wsize が 65536 以上であること。</translation>
    </message>
    <message>
        <source>Undo writes the old values back and puts the boot-time file back as it was (pinas-doctor fix --undo CHANGE_ID).</source>
        <translation>元に戻すと以前の値を書き戻し、起動時の設定ファイルも元の状態に戻します（pinas-doctor fix --undo CHANGE_ID）。</translation>
    </message>
    <message>
        <source>The CPU runs faster and warmer while busy. The governor is also set at every boot (cpufrequtils reads %1); io_is_busy lasts until the next reboot, as cpufrequtils has no setting for it.</source>
        <translation>負荷がかかっている間、CPU はより速く、より熱くなります。ガバナーは起動のたびにも設定されます（cpufrequtils が %1 を読み込みます）。io_is_busy は cpufrequtils に設定項目がないため、次の再起動まで有効です。</translation>
    </message>
    <message>
        <source>The CPU runs faster and warmer while busy. The setting is also made at every boot, by systemd-tmpfiles from %1.</source>
        <translation>負荷がかかっている間、CPU はより速く、より熱くなります。この設定は起動のたびにも systemd-tmpfiles が %1 から適用します。</translation>
    </message>
    <message>
        <source>The CPU runs faster and warmer while busy. The change lasts until the next reboot: the run shows neither cpufrequtils nor systemd, so the app knows no standard place on this Pi to keep it.</source>
        <translation>負荷がかかっている間、CPU はより速く、より熱くなります。この変更は次の再起動まで有効です。診断結果に cpufrequtils も systemd も見当たらず、この Pi で設定を保持する標準の場所がわからないためです。</translation>
    </message>
    <message>
        <source>Without the quirk the kernel binds the disk (%1) to the uas driver, which queues several commands at once instead of one at a time.</source>
        <translation>quirk がなければ、カーネルはディスク（%1）を uas ドライバーで扱います。uas はコマンドを 1 つずつではなく、複数まとめてキューに入れます。</translation>
    </message>
    <message>
        <source>The Pi restarts: the shares are gone for a minute or two. Some USB bridges hang or drop the disk with UAS (that is why such quirks are set): if the disk then fails or vanishes, undo the change. The gain is small (about +3 %).</source>
        <translation>Pi を再起動するため、1〜2 分は共有が使えません。USB ブリッジによっては UAS で固まったりディスクが外れたりします（こうした quirk が設定されるのはそのためです）。ディスクにエラーが出たり見えなくなったりしたら、変更を元に戻してください。効果は小さめです（約 +3 %）。</translation>
    </message>
    <message>
        <source>pinas-doctor fix --undo CHANGE_ID puts the quirk back into %1 and restarts the Pi again.</source>
        <translation>pinas-doctor fix --undo CHANGE_ID で %1 に quirk を戻し、Pi をもう一度再起動します。</translation>
    </message>
    <message>
        <source>The app did not change %1: it also reads %2 (include), which the app has not read, and a setting there can repeat or undo the change, so its effect cannot be proven. Make the change by hand, in both files.</source>
        <translation>アプリは %1 を変更しませんでした。このファイルは %2 も読み込みます（include）が、アプリはそのファイルを読んでおらず、そこにある設定が同じ変更を繰り返したり打ち消したりし得るため、変更の効果を証明できません。両方のファイルを手で変更してください。</translation>
    </message>
    <message>
        <source>The app did not change %1: the section [%2] is copied into another one (copy =), which would change with it. Make the change by hand.</source>
        <translation>アプリは %1 を変更しませんでした。セクション [%2] は別のセクションにコピーされており（copy =）、そちらも一緒に変わってしまいます。手で変更してください。</translation>
    </message>
    <message>
        <source>The app did not change %1: Samba would not read it as it is (a section header without &quot;]&quot; or a setting without a name). Check it with testparm -s first.</source>
        <translation>アプリは %1 を変更しませんでした。このままでは Samba が読み込めません（「]」のないセクション見出し、または名前のない設定があります）。まず testparm -s で確認してください。</translation>
    </message>
    <message>
        <source>The app did not change %1: read again after the edit, the file would mean something else besides the change, so its effect cannot be proven. Make the change by hand.</source>
        <translation>アプリは %1 を変更しませんでした。編集後に読み直すと、ファイルが変更以外の点でも意味を変えてしまうため、変更の効果を証明できません。手で変更してください。</translation>
    </message>
    <message>
        <source>The app did not change %1: read again after the edit, another setting (%2) would mean something else, so its effect cannot be proven. Make the change by hand.</source>
        <translation>アプリは %1 を変更しませんでした。編集後に読み直すと別の設定（%2）の意味が変わってしまうため、変更の効果を証明できません。手で変更してください。</translation>
    </message>
    <message>
        <source>Without a fixed size Linux sizes each connection&apos;s buffers for the link again, as it does for every other program.</source>
        <translation>サイズの固定をやめると、他のプログラムと同じように、Linux が接続ごとのバッファを回線に合わせて再び調整します。</translation>
    </message>
    <message>
        <source>The line&apos;s other words (for example IPTOS_LOWDELAY) go with it; smbd keeps its default TCP_NODELAY. Connections open now keep their buffers until the PC connects again.</source>
        <translation>この行の他のオプション (IPTOS_LOWDELAY など) も一緒に消えます。smbd は既定の TCP_NODELAY を使い続けます。いま開いている接続は、PC が接続し直すまで今のバッファのままです。</translation>
    </message>
    <message>
        <source>Copy everything you need from %1 to another disk now (for example rsync -a), before more sectors fail.</source>
        <translation>さらにセクターが壊れる前に、必要なものをすべて %1 から別のディスクへ今すぐコピーしてください（例: rsync -a）。</translation>
    </message>
    <message>
        <source>Replace the disk, then copy the data back.</source>
        <translation>ディスクを交換し、データを書き戻してください。</translation>
    </message>
    <message>
        <source>Replace the USB cable with a short one, and plug the disk straight into a USB 3 port of the Pi.</source>
        <translation>USB ケーブルを短いものに交換し、ディスクを Pi の USB 3 ポートへ直接挿してください。</translation>
    </message>
    <message>
        <source>Give the disk its own power: an enclosure with a power adapter, or a powered USB hub.</source>
        <translation>ディスクに専用の電源を与えてください。AC アダプター付きのケースか、セルフパワーの USB ハブです。</translation>
    </message>
    <message>
        <source>If the count still grows, put the disk in another enclosure (another bridge chip).</source>
        <translation>それでもカウントが増えるなら、ディスクを別のケース（別のブリッジチップ）に入れてください。</translation>
    </message>
    <message>
        <source>Fit a heatsink on the NVMe drive and keep air moving over it (the case fan).</source>
        <translation>NVMe ドライブにヒートシンクを付け、風が当たるようにしてください（ケースファン）。</translation>
    </message>
    <message>
        <source>Read the counters again after a large copy: sudo smartctl -A /dev/%1 (NVMe: sudo nvme smart-log /dev/%1). They must not grow.</source>
        <translation>大きなコピーの後でカウンターをもう一度読んでください: sudo smartctl -A /dev/%1（NVMe: sudo nvme smart-log /dev/%1）。増えていなければ大丈夫です。</translation>
    </message>
    <message>
        <source>Check: ethtool %1 shows Speed: 100Mb/s and Duplex: Full, the most this board&apos;s Ethernet can do.</source>
        <translation>確認: ethtool %1 が Speed: 100Mb/s と Duplex: Full を表示します。これがこのボードの Ethernet の上限です。</translation>
    </message>
    <message>
        <source>To go faster, serve the share from a Pi 4 or Pi 5, whose gigabit Ethernet is not a USB device, and move the disk over to it.</source>
        <translation>これより速くするには、ギガビット Ethernet が USB デバイスではない Pi 4 か Pi 5 で共有を提供し、ディスクをそちらへ移します。</translation>
    </message>
</context>
<context>
    <name>PreflightJob</name>
    <message>
        <source>Checking the Pi folder and the share…</source>
        <translation>Pi 側のフォルダーと共有を確認しています…</translation>
    </message>
    <message>
        <source>This PC cannot write in the share folder %1 (%2). Mount the share read-write, and check that the Pi lets this PC&apos;s user write there.</source>
        <translation>この PC から共有フォルダー %1 に書き込めません（%2）。共有を読み書きできるようにマウントし、Pi がこの PC のユーザーに書き込みを許しているか確認してください。</translation>
    </message>
    <message>
        <source>Only %1 MB are free in the share folder %2; the share tests need %3 MB. Free some space on the disk behind the share, or choose the quick test.</source>
        <translation>共有フォルダー %2 の空きは %1 MB しかありません。共有のテストには %3 MB 必要です。共有の実体があるディスクの空きを増やすか、クイックテストを選んでください。</translation>
    </message>
    <message>
        <source>Looking for the share&apos;s test file on the Pi…</source>
        <translation>共有に書いた確認用ファイルを Pi 上で探しています…</translation>
    </message>
    <message>
        <source>Checking the Pi folder…</source>
        <translation>Pi 側のフォルダーを確認しています…</translation>
    </message>
    <message>
        <source>Could not check the Pi folder %1 on %2: %3</source>
        <translation>%2 の Pi 側のフォルダー %1 を確認できませんでした: %3</translation>
    </message>
    <message>
        <source>The Pi folder %1 does not exist on %2. Create it on the Pi (mkdir -p %1), or set the profile&apos;s Pi folder to the folder the share serves.</source>
        <translation>Pi 側のフォルダー %1 が %2 にありません。Pi 上で作成する（mkdir -p %1）か、プロファイルの「Pi 側のフォルダー」を共有の実体のフォルダーに設定してください。</translation>
    </message>
    <message>
        <source>Could not check the Pi folder %1 on %2: the Pi&apos;s answer was not understood (a login script that prints text can cause this).</source>
        <translation>%2 の Pi 側のフォルダー %1 を確認できませんでした: Pi の応答を解釈できません（ログイン時に文字を出力するスクリプトが原因のことがあります）。</translation>
    </message>
    <message>
        <source>The Pi folder %1 on %2 is not a folder. Set the profile&apos;s Pi folder to the folder the share serves.</source>
        <translation>%2 の Pi 側のフォルダー %1 はフォルダーではありません。プロファイルの「Pi 側のフォルダー」を共有の実体のフォルダーに設定してください。</translation>
    </message>
    <message>
        <source>Only %1 MB are free in the Pi folder %2 on %3; the disk test needs %4 MB. Free some space on that disk, or choose a folder on a disk with more room.</source>
        <translation>%3 の Pi 側のフォルダー %2 の空きは %1 MB しかありません。ディスクのテストには %4 MB 必要です。そのディスクの空きを増やすか、空きの多いディスク上のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The share folder %1 on this PC is the folder %2 on %3, not the chosen Pi folder %4: the share tests and the disk test would measure different places. Use %2 as the Pi folder, or mount the share of %4.</source>
        <translation>この PC の共有フォルダー %1 の実体は %3 の %2 で、選んだ Pi 側のフォルダー %4 ではありません。このままでは共有のテストとディスクのテストが別の場所を測ります。%2 を Pi 側のフォルダーにするか、%4 の共有をマウントしてください。</translation>
    </message>
    <message>
        <source>Could not confirm that the share folder %1 on this PC is the Pi folder %2 on %3: a test file written into the share was not found there, and the search of the folders %3 shares stopped after %4 s. If the disk test and the share tests give very different figures, check that %1 is the share of %2.</source>
        <translation>この PC の共有フォルダー %1 が %3 の Pi 側のフォルダー %2 と同じ場所か確認できませんでした。共有に書いた確認用ファイルはそこになく、%3 が共有しているフォルダーの検索も %4 秒で打ち切りました。ディスクのテストと共有のテストの数値が大きく違う場合は、%1 が %2 の共有か確認してください。</translation>
    </message>
    <message>
        <source>The share folder %1 on this PC is not the Pi folder %2 on %3: a test file written into the share appeared neither there nor in any folder %3 shares (NFS exports, Samba share paths, the home folder sshfs uses). Check that %1 is where this PC mounts the share of %3, and set the Pi folder to the folder that share serves.</source>
        <translation>この PC の共有フォルダー %1 は %3 の Pi 側のフォルダー %2 ではありません。共有に書いた確認用ファイルが、そのフォルダーにも、%3 が共有しているどのフォルダー（NFS のエクスポート、Samba の共有パス、sshfs が使うホームフォルダー）にも現れませんでした。%1 が %3 の共有をこの PC でマウントした場所か確認し、「Pi 側のフォルダー」をその共有の実体のフォルダーに設定してください。</translation>
    </message>
    <message>
        <source>This PC cannot write in the share folder %1 (%2), although it mounts the share read-write: the Pi refused the write. Check that the share&apos;s user may write in the Pi&apos;s folder, and that the Pi&apos;s file system is not read-only (mount shows &quot;ro&quot;).</source>
        <translation>この PC は共有フォルダー %1 に書き込めません（%2）。共有は読み書き可能でマウントされているので、Pi 側が書き込みを拒否しています。共有のユーザーが Pi 側のフォルダーに書き込めるか、Pi のファイルシステムが読み取り専用になっていないか（mount に「ro」と表示される）を確認してください。</translation>
    </message>
    <message>
        <source>The Pi folder %1 on %2 is on a file system mounted read-only (&quot;ro&quot; in mount), so nothing can be written there. Linux remounts a disk read-only after disk errors: check the kernel log (dmesg | grep -i error), check the disk (sudo fsck on the unmounted partition), then mount it read-write again (sudo mount -o remount,rw) or restart the Pi.</source>
        <translation>%2 の Pi 側のフォルダー %1 は読み取り専用でマウントされたファイルシステム（mount に「ro」）上にあるため、何も書き込めません。Linux はディスクのエラーの後にディスクを読み取り専用で再マウントします。カーネルログを確認し（dmesg | grep -i error）、ディスクを検査してから（アンマウントしたパーティションに sudo fsck）、読み書き可能で再マウントする（sudo mount -o remount,rw）か、Pi を再起動してください。</translation>
    </message>
    <message>
        <source>The user %3 may not write in the Pi folder %1 on %2 (owned by %4), so the disk test cannot run there. Give %3 write access (for example: sudo chown %3 %1), or choose a folder %3 may write in.</source>
        <translation>ユーザー %3 は %2 の Pi 側のフォルダー %1（所有者: %4）に書き込めないため、ディスクのテストを実行できません。%3 に書き込み権限を与える（例: sudo chown %3 %1）か、%3 が書き込めるフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>an unknown user</source>
        <translation>不明なユーザー</translation>
    </message>
</context>
<context>
    <name>ProbeJob</name>
    <message>
        <source>Reading the Pi&apos;s hardware and settings…</source>
        <translation>Pi のハードウェアと設定を読み取っています…</translation>
    </message>
    <message>
        <source>The probe printed no transcript (exit status %1).</source>
        <translation>調査スクリプトが結果を出力しませんでした（終了ステータス %1）。</translation>
    </message>
    <message>
        <source>Read the Pi&apos;s hardware and settings.</source>
        <translation>Pi のハードウェアと設定を読み取りました。</translation>
    </message>
    <message>
        <source>The probe&apos;s output did not carry this run&apos;s framing, so it was not read.</source>
        <translation>調査スクリプトの出力に今回の実行の区切り記号が付いていなかったため、読み込みませんでした。</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>Give the connection a name.</source>
        <translation>接続先に名前を付けてください。</translation>
    </message>
    <message>
        <source>Enter the Pi&apos;s host name or IP address.</source>
        <translation>Pi のホスト名か IP アドレスを入力してください。</translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; contains characters a host name cannot have.</source>
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
    <message>
        <source>Enter the folder on the Pi behind the share, such as /srv/nas: the disk test writes there.</source>
        <translation>共有の実体がある Pi 側のフォルダーを入力してください（例: /srv/nas）。ディスクのテストはそこに書き込みます。</translation>
    </message>
    <message>
        <source>Choose where this PC sees the share: the share tests write there.</source>
        <translation>この PC で共有が見える場所を選んでください。共有のテストはそこに書き込みます。</translation>
    </message>
</context>
<context>
    <name>ProfileChoosers</name>
    <message>
        <source>Choose the private key</source>
        <translation>秘密鍵を選択</translation>
    </message>
    <message>
        <source>Choose where the share is mounted</source>
        <translation>共有フォルダーのマウント先を選択</translation>
    </message>
</context>
<context>
    <name>ProfileDialog</name>
    <message>
        <source>Another connection is already named &quot;%1&quot;.</source>
        <translation>「%1」という名前の接続先はすでにあります。</translation>
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
    <message>
        <source>Connection test output</source>
        <translation>接続テストの結果</translation>
    </message>
    <message>
        <source>&amp;Folder on the Pi:</source>
        <translation>Pi 側のフォルダー(&amp;F):</translation>
    </message>
    <message>
        <source>from ~/.ssh/config, else 22</source>
        <translation>~/.ssh/config の値（なければ 22）</translation>
    </message>
</context>
<context>
    <name>ProfileFields</name>
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
        <source>A connection named &quot;%1&quot; already exists.</source>
        <translation>「%1」という名前の接続先はすでにあります。</translation>
    </message>
    <message>
        <source>There is no connection named &quot;%1&quot;.</source>
        <translation>「%1」という名前の接続先はありません。</translation>
    </message>
</context>
<context>
    <name>ProfileWizard</name>
    <message>
        <source>Another connection is already named &quot;%1&quot;.</source>
        <translation>「%1」という名前の接続先はすでにあります。</translation>
    </message>
    <message>
        <source>Choose where the share is mounted</source>
        <translation>共有フォルダーのマウント先を選択</translation>
    </message>
    <message>
        <source>Add a Pi</source>
        <translation>Pi の追加</translation>
    </message>
    <message>
        <source>Where is your Pi?</source>
        <translation>Pi はどこにありますか？</translation>
    </message>
    <message>
        <source>A fresh Raspberry Pi OS answers as raspberrypi.local. If you already log in to the Pi with ssh, pick it from your SSH configuration.</source>
        <translation>インストール直後の Raspberry Pi OS は raspberrypi.local という名前で応答します。すでに ssh で Pi にログインしている場合は、SSH の設定から選べます。</translation>
    </message>
    <message>
        <source>From ~/.ssh/&amp;config:</source>
        <translation>~/.ssh/config から(&amp;C):</translation>
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
        <source>(no hosts found)</source>
        <translation>（ホストが見つかりません）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>How do you log in?</source>
        <translation>ログイン方法は？</translation>
    </message>
    <message>
        <source>Automatic tries the SSH agent and your keys, then asks for the password. A password is kept only in the system keychain, and only if you tick &quot;Remember&quot;.</source>
        <translation>「自動」では SSH エージェントと鍵を試してから、パスワードを尋ねます。パスワードは「記憶する」にチェックを入れたときだけ、システムのキーチェーンに保存します。</translation>
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
        <source>Choose the private key file</source>
        <translation>秘密鍵ファイルを選択</translation>
    </message>
    <message>
        <source>Which folder is shared?</source>
        <translation>共有しているフォルダーは？</translation>
    </message>
    <message>
        <source>The disk test writes a temporary file in the folder on the Pi, the share test in the share as this PC mounts it. Both files have unique names and are removed at the end, on Cancel, and at the next connection after a crash.</source>
        <translation>ディスクのテストは Pi 側のフォルダーに、共有フォルダーのテストはこの PC でマウントした共有フォルダーに一時ファイルを書き込みます。どちらも一意の名前で作り、終了時、中止時、そして異常終了した場合は次回の接続時に削除します。</translation>
    </message>
    <message>
        <source>&amp;Folder on the Pi:</source>
        <translation>Pi 側のフォルダー(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Share on this PC:</source>
        <translation>この PC での共有フォルダー(&amp;S):</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>参照(&amp;W)…</translation>
    </message>
    <message>
        <source>%1 (%2 from %3)</source>
        <translation>%1（%3 の %2）</translation>
    </message>
    <message>
        <source>This PC has no share mounted from %1 yet. You can still save the Pi and add the share later; the share test is then skipped.</source>
        <translation>この PC には %1 の共有フォルダーがまだマウントされていません。このまま保存して、共有フォルダーは後から追加できます。その間、共有フォルダーのテストは行いません。</translation>
    </message>
    <message>
        <source>Mounted on this PC from this Pi: %1</source>
        <translation>この PC にマウント済みの、この Pi の共有フォルダー: %1</translation>
    </message>
    <message>
        <source>Check and save</source>
        <translation>確認と保存</translation>
    </message>
    <message>
        <source>%1 will be saved as &quot;%2&quot;: user %3, port %4.
Folder on the Pi: %5
Share on this PC: %6</source>
        <translation>%1 を「%2」として保存します（ユーザー %3、ポート %4）。
Pi 側のフォルダー: %5
この PC での共有フォルダー: %6</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>接続テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Connection test output</source>
        <translation>接続テストの結果</translation>
    </message>
    <message>
        <source>Na&amp;me in this app:</source>
        <translation>このアプリでの名前(&amp;M):</translation>
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
        <source>Delete the connection &quot;%1&quot;? Its saved runs stay in the history.</source>
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
        <source>Dele&amp;te</source>
        <translation>削除(&amp;T)</translation>
    </message>
</context>
<context>
    <name>PromptDialogs</name>
    <message>
        <source>Login</source>
        <translation>ログイン</translation>
    </message>
</context>
<context>
    <name>Redaction</name>
    <message>
        <source>Host names</source>
        <translation>ホスト名</translation>
    </message>
    <message>
        <source>User names</source>
        <translation>ユーザー名</translation>
    </message>
    <message>
        <source>IP addresses</source>
        <translation>IP アドレス</translation>
    </message>
    <message>
        <source>MAC addresses</source>
        <translation>MAC アドレス</translation>
    </message>
    <message>
        <source>Serial numbers</source>
        <translation>シリアル番号</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Other processes&apos; command lines</source>
        <translation>ほかのプロセスのコマンドライン</translation>
    </message>
    <message>
        <source>Options on the file servers&apos; command lines</source>
        <translation>ファイルサーバーのコマンドラインのオプション</translation>
    </message>
    <message>
        <source>Kernel command line entries the diagnosis does not read</source>
        <translation>診断に使わないカーネルコマンドラインの項目</translation>
    </message>
    <message>
        <source>Nothing personal was found to remove.</source>
        <translation>取り除くべき個人情報は見つかりませんでした。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Wi-Fi network names</source>
        <translation>Wi-Fi のネットワーク名</translation>
    </message>
    <message>
        <source>Volume labels</source>
        <translation>ボリュームラベル</translation>
    </message>
    <message>
        <source>Kept on purpose</source>
        <translation>意図して残したもの</translation>
    </message>
    <message>
        <source>The maker&apos;s part of each MAC address (its first three bytes name a vendor, not a device)</source>
        <translation>MAC アドレスのメーカー部分（先頭 3 バイトはベンダーを示すだけで、機器を特定しません）</translation>
    </message>
    <message>
        <source>Loopback and documentation addresses (127.0.0.1, ::1, 192.0.2.x, 2001:db8::x)</source>
        <translation>ループバックと説明用のアドレス（127.0.0.1、::1、192.0.2.x、2001:db8::x）</translation>
    </message>
    <message>
        <source>System accounts and labels every Pi has (root, nobody, boot, rootfs)</source>
        <translation>どの Pi にもあるシステムアカウントとラベル（root、nobody、boot、rootfs）</translation>
    </message>
    <message>
        <source>The board, USB ids, drivers, link speeds, sizes and file system types the diagnosis reads</source>
        <translation>診断が読むボード、USB ID、ドライバー、リンク速度、サイズ、ファイルシステムの種類</translation>
    </message>
    <message>
        <source>Which Pi it is (its SSH host key&apos;s fingerprint, its machine id&apos;s hash)</source>
        <translation>どの Pi か（SSH ホスト鍵のフィンガープリント、マシン ID のハッシュ）</translation>
    </message>
    <message>
        <source>Words you typed (the label, the profile&apos;s name, a run file&apos;s name)</source>
        <translation>入力した文字（ラベル、プロファイル名、実行ファイルの名前）</translation>
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
        <source>The Pi&apos;s disk is full (%1).</source>
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
    <name>Report</name>
    <message>
        <source>(may come from this PC&apos;s cache)</source>
        <translation>（この PC のキャッシュから読んだ値の可能性あり）</translation>
    </message>
    <message>
        <source>The bottleneck could not be named from this run.</source>
        <translation>この診断結果からはボトルネックを特定できませんでした。</translation>
    </message>
    <message>
        <source>The bottleneck is %1.</source>
        <translation>ボトルネックは「%1」です。</translation>
    </message>
    <message>
        <source>The likely bottleneck is %1, at about %2 MB/s (from the facts; nothing was measured).</source>
        <translation>ボトルネックはおそらく「%1」で、上限は約 %2 MB/秒です（収集した情報からの推定。測定はしていません）。</translation>
    </message>
    <message>
        <source>dd on the Pi</source>
        <translation>Pi 上の dd</translation>
    </message>
    <message>
        <source>through the share</source>
        <translation>共有経由</translation>
    </message>
    <message>
        <source>raw TCP</source>
        <translation>TCP 単体</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
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
        <source>%1 Mb/s</source>
        <translation>%1 Mb/s</translation>
    </message>
    <message>
        <source>%1 duplex</source>
        <translation>%1 デュプレックス</translation>
    </message>
    <message>
        <source>on USB</source>
        <translation>USB 接続</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Network interface</source>
        <translation>ネットワークインターフェース</translation>
    </message>
    <message>
        <source>USB %1M</source>
        <translation>USB %1M</translation>
    </message>
    <message>
        <source>SD card</source>
        <translation>SD カード</translation>
    </message>
    <message>
        <source>Disk behind the share</source>
        <translation>共有先のディスク</translation>
    </message>
    <message>
        <source>Shared USB 2.0 bus</source>
        <translation>共用の USB 2.0 バス</translation>
    </message>
    <message>
        <source>the network interface and the disk</source>
        <translation>ネットワークインターフェースとディスク</translation>
    </message>
    <message>
        <source>CPU governor</source>
        <translation>CPU ガバナー</translation>
    </message>
    <message>
        <source>File server</source>
        <translation>ファイルサーバー</translation>
    </message>
    <message>
        <source>Pi NAS Doctor report</source>
        <translation>Pi NAS Doctor 診断レポート</translation>
    </message>
    <message>
        <source>Share, end to end</source>
        <translation>共有経由（全体）</translation>
    </message>
    <message>
        <source>Cancelled — no diagnosis</source>
        <translation>中止 — 診断なし</translation>
    </message>
    <message>
        <source>Bottleneck not named</source>
        <translation>ボトルネックは特定できません</translation>
    </message>
    <message>
        <source>%1 of %2 MB/s — %3 %</source>
        <translation>上限 %2 MB/秒のうち %1 MB/秒 — %3 %</translation>
    </message>
    <message>
        <source>%1 MB/s through the share</source>
        <translation>共有フォルダー経由で %1 MB/秒</translation>
    </message>
    <message>
        <source>about %1 MB/s at most (from the facts)</source>
        <translation>最大でおよそ %1 MB/秒（ハードウェア情報から）</translation>
    </message>
    <message>
        <source>Power and heat (get_throttled)</source>
        <translation>電源と温度（get_throttled）</translation>
    </message>
    <message>
        <source>%1: no under-voltage or throttling since boot</source>
        <translation>%1: 起動後、電圧低下やクロック制限は起きていません</translation>
    </message>
    <message>
        <source>%1: under-voltage or throttling was flagged (see the findings)</source>
        <translation>%1: 電圧低下またはクロック制限が記録されています（検出された問題を参照）</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the locale of this translation: its language code</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a date and time, then the time zone</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(still changing when its time limit ended it)</source>
        <translation>（制限時間で打ち切った時点でまだ値が安定していない）</translation>
    </message>
    <message>
        <source>SMB %1</source>
        <translation>SMB %1</translation>
    </message>
    <message>
        <source>SMB signing required</source>
        <translation>SMB 署名が必須</translation>
    </message>
    <message>
        <source>This PC</source>
        <translation>この PC</translation>
    </message>
    <message>
        <source>limited to %1 Mb/s by a traffic shaper (%2)</source>
        <translation>トラフィックシェーパー（%2）で %1 Mb/s に制限</translation>
    </message>
    <message>
        <source>The likely bottleneck is %1, at about %2 MB/s (measured on this run; the share itself was not measured).</source>
        <translation>ボトルネックはおそらく「%1」で、約 %2 MB/秒です（この診断での測定値。共有そのものは測定していません）。</translation>
    </message>
    <message>
        <source>The likely bottleneck is %1, at about %2 MB/s (from the facts; the share was not measured).</source>
        <translation>ボトルネックはおそらく「%1」で、上限は約 %2 MB/秒です（収集した情報からの推定。共有は測定していません）。</translation>
    </message>
    <message>
        <source>Main problem: %1.</source>
        <translation>主な問題: %1。</translation>
    </message>
    <message>
        <source>The fix that matters most: %1 Expected gain: %2.</source>
        <translation>最も効く対策: %1 見込める改善: %2。</translation>
    </message>
    <message>
        <source>%1 MB/s measured (the share was not measured)</source>
        <translation>測定値 %1 MB/秒（共有は測定していません）</translation>
    </message>
    <message>
        <source>Samba (set up, no smbd seen running)</source>
        <translation>Samba（設定あり、smbd の動作は確認できず）</translation>
    </message>
    <message>
        <source>NFS (exports set up, no nfsd seen running)</source>
        <translation>NFS（エクスポートの設定あり、nfsd の動作は確認できず）</translation>
    </message>
    <message>
        <source>Failed: the error is given above.</source>
        <translation>失敗: エラーは上に記載しています。</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>適用済み</translation>
    </message>
    <message>
        <source>undone by %1</source>
        <translation>%1 で元に戻し済み</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a figure, then whose limit it is</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>its %1 MB/s limit</source>
        <translation>上限 %1 MB/秒</translation>
    </message>
    <message>
        <source>the %1 MB/s limit of %2</source>
        <translation>%2の上限 %1 MB/秒</translation>
    </message>
    <message>
        <source>The bottleneck is %1: the share reached %2 MB/s, at %3.</source>
        <translation>ボトルネックは「%1」です。共有経由の速度は %2 MB/秒で、%3に達しています。</translation>
    </message>
    <message>
        <source>The bottleneck is %1: the share reached %2 MB/s, %3 % of %4.</source>
        <translation>ボトルネックは「%1」です。共有経由の速度は %2 MB/秒で、%4の %3 % に達しています。</translation>
    </message>
    <message>
        <source>%1 MB/s — at the %2 MB/s limit</source>
        <translation>%1 MB/秒 — 上限 %2 MB/秒に到達</translation>
    </message>
    <message>
        <source>%1 of %2 MB/s measured — %3 %</source>
        <translation>測定した %2 MB/秒のうち %1 MB/秒 — %3 %</translation>
    </message>
</context>
<context>
    <name>ReportFiles</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/秒</translation>
    </message>
    <message>
        <source>Layers: measured and ceiling</source>
        <translation>各層の測定値と上限</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Where the ceiling comes from</source>
        <translation>上限の根拠</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>検出された問題</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>問題は見つかりませんでした。</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>根拠:</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>対策:</translation>
    </message>
    <message>
        <source>Expected gain:</source>
        <translation>見込める改善:</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>収集した情報</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>測定結果</translation>
    </message>
    <message>
        <source>None: the diagnosis comes from the facts alone.</source>
        <translation>なし。診断は収集した情報だけに基づいています。</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>バイト数</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/秒</translation>
    </message>
    <message>
        <source>Peak CPU (% of one core)</source>
        <translation>CPU 使用率のピーク（1 コア比 %）</translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation>測定: %1</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>想定値</translation>
    </message>
    <message>
        <source>from the facts</source>
        <translation>ハードウェア情報から</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>診断: %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>From PC</source>
        <translation>実行した PC</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Changes made on the Pi</source>
        <translation>Pi に加えた変更</translation>
    </message>
    <message>
        <source>What this NAS can do for you</source>
        <translation>この NAS でできること</translation>
    </message>
    <message>
        <source>First what you use it for: %1</source>
        <translation>使い道として選んだものを先に表示: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>ReportMarkdown</name>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/秒</translation>
    </message>
    <message>
        <source>… (cut)</source>
        <translation>…（以下省略）</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>問題は見つかりませんでした。</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>根拠:</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>対策:</translation>
    </message>
    <message>
        <source>Expected gain:</source>
        <translation>見込める改善:</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>診断: %1</translation>
    </message>
    <message>
        <source>(shortened to fit a forum post)</source>
        <translation>（フォーラムに投稿できる長さに短縮しました）</translation>
    </message>
    <message>
        <source>Layers: measured and ceiling</source>
        <translation>各層の測定値と上限</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>検出された問題</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>収集した情報</translation>
    </message>
    <message>
        <source>Raw outputs</source>
        <translation>コマンドの出力</translation>
    </message>
    <message>
        <source>Made with Pi NAS Doctor %1.</source>
        <translation>Pi NAS Doctor %1 で作成しました。</translation>
    </message>
    <message>
        <source>What this NAS can do for you</source>
        <translation>この NAS でできること</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答え</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>After the top fix</source>
        <translation>最優先の対策の後</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Export report</source>
        <translation>レポートのエクスポート</translation>
    </message>
    <message>
        <source>No report yet</source>
        <translation>レポートはまだありません</translation>
    </message>
    <message>
        <source>&lt;p&gt;Run a diagnosis, or open a run from the history, to see its report here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;診断を実行するか、「履歴」から診断結果を開くと、ここにレポートが表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Busiest core (%)</source>
        <translation>最も負荷の高いコア (%)</translation>
    </message>
    <message>
        <source>%1 (%)</source>
        <translation>%1 (%)</translation>
    </message>
    <message>
        <source>Pi network in (MB/s)</source>
        <translation>Pi の受信 (MB/秒)</translation>
    </message>
    <message>
        <source>Pi network out (MB/s)</source>
        <translation>Pi の送信 (MB/秒)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートできませんでした</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Report &amp;language:</source>
        <translation>レポートの言語(&amp;L):</translation>
    </message>
    <message>
        <source>Same as the window</source>
        <translation>画面と同じ</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>During the run</source>
        <translation>診断中の推移</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Copied for a forum post (Markdown, without host or user names).</source>
        <translation>フォーラム投稿用にコピーしました（Markdown、ホスト名・ユーザー名なし）。</translation>
    </message>
    <message>
        <source>Copied as plain text (without host or user names).</source>
        <translation>テキストとしてコピーしました（ホスト名・ユーザー名なし）。</translation>
    </message>
    <message>
        <source>C&amp;opy for a forum post</source>
        <translation>フォーラム投稿用にコピー(&amp;O)</translation>
    </message>
    <message>
        <source>As Markdown (forums, GitHub)</source>
        <translation>Markdown で（フォーラム、GitHub）</translation>
    </message>
    <message>
        <source>As plain text</source>
        <translation>テキストで</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDF で保存(&amp;D)…</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV で保存(&amp;X)…</translation>
    </message>
    <message>
        <source>During the run: CPU and network</source>
        <translation>診断中の CPU とネットワーク</translation>
    </message>
    <message>
        <source>F&amp;ixes…</source>
        <translation>対処(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/秒</translation>
    </message>
    <message>
        <source>Layers (measured / ceiling)</source>
        <translation>各層（測定値 / 上限）</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>検出された問題</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>問題は見つかりませんでした。</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>根拠: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>対策: %1</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>見込める改善: %1</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>収集した情報</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>測定結果</translation>
    </message>
    <message>
        <source>None: the diagnosis comes from the facts alone.</source>
        <translation>なし。診断は収集した情報だけに基づいています。</translation>
    </message>
    <message>
        <source>(%1 bytes in %2 s)</source>
        <translation>（%1 バイト / %2 秒）</translation>
    </message>
    <message>
        <source>peak CPU: %1</source>
        <translation>CPU ピーク: %1</translation>
    </message>
    <message>
        <source>Changes made on the Pi</source>
        <translation>Pi に加えた変更</translation>
    </message>
    <message>
        <source>What this NAS can do for you</source>
        <translation>この NAS でできること</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The share reached %1 MB/s, %2 % of it.</source>
        <translation>共有経由の速度は %1 MB/秒で、その %2 % に達しています。</translation>
    </message>
    <message>
        <source>The network link runs at %1 Mb/s</source>
        <translation>ネットワークのリンク速度が %1 Mb/s です</translation>
    </message>
    <message>
        <source>%1 is linked at %2 Mb/s: at most %3 MB/s of TCP data.</source>
        <translation>%1 のリンク速度は %2 Mb/s で、TCP で運べるデータは最大 %3 MB/秒です。</translation>
    </message>
    <message>
        <source>This board&apos;s Ethernet cannot go faster than 100 Mb/s. Serve the share from a Pi 4 or Pi 5, whose gigabit Ethernet is not a USB device.</source>
        <translation>このボードの Ethernet は 100 Mb/s より速くなりません。ギガビット Ethernet が USB 経由ではない Pi 4 か Pi 5 で共有してください。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s with a Pi 4 or Pi 5</source>
        <translation>Pi 4 / Pi 5 なら最大 約 %1 MB/秒</translation>
    </message>
    <message>
        <source>The board supports gigabit: check the cable (Cat 5e or better, all 8 wires), the switch port and the router; then look for &quot;1000Mbps&quot; in the link-up line of dmesg.</source>
        <translation>このボードはギガビット対応です。ケーブル（Cat 5e 以上、8 芯すべて結線）、スイッチのポート、ルーターを確認し、dmesg のリンクアップ行に「1000Mbps」と出ることを確かめてください。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s</source>
        <translation>最大 約 %1 MB/秒</translation>
    </message>
    <message>
        <source>The Ethernet and the disk share one USB 2.0 bus</source>
        <translation>Ethernet とディスクが 1 本の USB 2.0 バスを共用しています</translation>
    </message>
    <message>
        <source>%1 and the disk (%2, %3M) hang from the same USB 2.0 bus, so every byte a NAS copy moves crosses it twice: about %4–%5 MB/s for both together.</source>
        <translation>%1 とディスク（%2、%3M）が同じ USB 2.0 バスにつながっているため、NAS のコピーではデータがこのバスを 2 回通ります。両方合わせて約 %4～%5 MB/秒です。</translation>
    </message>
    <message>
        <source>Only a board whose Ethernet and USB 3 ports are separate (Pi 4, Pi 5) removes this limit; a USB network adapter on the same board does not.</source>
        <translation>この制限は Ethernet と USB 3 ポートが独立したボード（Pi 4、Pi 5）でしか解消できません。同じボードに USB ネットワークアダプターを足しても変わりません。</translation>
    </message>
    <message>
        <source>none while the %1 MB/s network is the lower limit; up to ~%2 MB/s on a Pi 4 or Pi 5</source>
        <translation>%1 MB/秒のネットワークの方が低い上限なので、このボードのままでは効果なし。Pi 4 / Pi 5 なら最大 約 %2 MB/秒</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s on a Pi 4 or Pi 5</source>
        <translation>Pi 4 / Pi 5 なら最大 約 %1 MB/秒</translation>
    </message>
    <message>
        <source>The share is served over Wi-Fi</source>
        <translation>共有が Wi-Fi 経由で提供されています</translation>
    </message>
    <message>
        <source>Its bit rate is %1 Mb/s.</source>
        <translation>ビットレートは %1 Mb/s です。</translation>
    </message>
    <message>
        <source>The NAS traffic goes through %1, a wireless interface.</source>
        <translation>NAS の通信は無線インターフェース %1 を通っています。</translation>
    </message>
    <message>
        <source>This board&apos;s Wi-Fi carries about %1 MB/s.</source>
        <translation>このボードの Wi-Fi は約 %1 MB/秒です。</translation>
    </message>
    <message>
        <source>Connect the Pi with an Ethernet cable.</source>
        <translation>Pi を LAN ケーブルで接続してください。</translation>
    </message>
    <message>
        <source>The network link runs at half duplex</source>
        <translation>ネットワークのリンクが半二重になっています</translation>
    </message>
    <message>
        <source>%1 reports half duplex: sending and receiving take turns, and collisions cut the throughput further.</source>
        <translation>%1 は半二重で動いています。送信と受信が交互になり、衝突でさらにスループットが落ちます。</translation>
    </message>
    <message>
        <source>Let both ends auto-negotiate: replace the cable, try another switch port, and remove any forced speed or duplex setting (ethtool -s).</source>
        <translation>両端をオートネゴシエーションにしてください。ケーブルを交換し、別のスイッチポートを試し、速度やデュプレックスの固定設定（ethtool -s）を外してください。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s at full duplex</source>
        <translation>全二重なら最大 約 %1 MB/秒</translation>
    </message>
    <message>
        <source>a stable full-duplex link</source>
        <translation>安定した全二重リンク</translation>
    </message>
    <message>
        <source>Samba (smbd) is limited by the CPU</source>
        <translation>Samba（smbd）が CPU で頭打ちになっています</translation>
    </message>
    <message>
        <source>The NFS server is limited by the CPU</source>
        <translation>NFS サーバーが CPU で頭打ちになっています</translation>
    </message>
    <message>
        <source>%1 used %2 % of one core at %3 MB/s.</source>
        <translation>%3 MB/秒のとき、%1 が CPU 1 コアの %2 % を使っていました。</translation>
    </message>
    <message>
        <source>%1 used %2 % of one core.</source>
        <translation>%1 が CPU 1 コアの %2 % を使っていました。</translation>
    </message>
    <message>
        <source>smbd serves each client with one process, so one core is the limit: turn off SMB signing and encryption if the network is trusted, use a 64-bit OS, or a faster board (Pi 5). NFS needs less CPU per byte.</source>
        <translation>smbd はクライアントごとに 1 プロセスで処理するため、1 コアが上限になります。信頼できるネットワークなら SMB の署名と暗号化を切る、64 ビット OS にする、より速いボード（Pi 5）にする、のいずれかを検討してください。NFS の方がバイトあたりの CPU 負荷は小さくなります。</translation>
    </message>
    <message>
        <source>Use the performance governor, a 64-bit OS or a faster board (Pi 5).</source>
        <translation>performance ガバナー、64 ビット OS、より速いボード（Pi 5）のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s (the next limit) with a faster CPU</source>
        <translation>より速い CPU なら最大 約 %1 MB/秒（次の上限）</translation>
    </message>
    <message>
        <source>depends on the CPU</source>
        <translation>CPU 次第</translation>
    </message>
    <message>
        <source>The NFS export writes synchronously</source>
        <translation>NFS エクスポートが同期書き込みになっています</translation>
    </message>
    <message>
        <source>%1 is exported with &quot;sync&quot;: each write waits until the disk has it.</source>
        <translation>%1 は「sync」でエクスポートされています。書き込みのたびにディスクへの反映を待ちます。</translation>
    </message>
    <message>
        <source>%1 is exported without &quot;async&quot;, so &quot;sync&quot; applies: each write waits until the disk has it.</source>
        <translation>%1 は「async」なしでエクスポートされているため「sync」になります。書き込みのたびにディスクへの反映を待ちます。</translation>
    </message>
    <message>
        <source>Add &quot;async&quot; to the export&apos;s options in /etc/exports and run exportfs -ra. The price: writes the Pi acknowledged can be lost if it loses power.</source>
        <translation>/etc/exports のオプションに「async」を加えて exportfs -ra を実行してください。代償として、電源が落ちると Pi が完了を返した書き込みが失われることがあります。</translation>
    </message>
    <message>
        <source>writes up to ~%1 MB/s</source>
        <translation>書き込みが最大 約 %1 MB/秒</translation>
    </message>
    <message>
        <source>faster writes; no figure without a measurement</source>
        <translation>書き込みが速くなります（測定がないため数値は出せません）</translation>
    </message>
    <message>
        <source>Samba is limited to SMB1</source>
        <translation>Samba が SMB1 に制限されています</translation>
    </message>
    <message>
        <source>smb.conf sets &quot;server max protocol = %1&quot;: clients must speak SMB1, with small reads and writes and no credits.</source>
        <translation>smb.conf に「server max protocol = %1」があるため、クライアントは SMB1 で接続します。読み書きの単位が小さく、クレジット制御もありません。</translation>
    </message>
    <message>
        <source>Remove &quot;server max protocol&quot; from smb.conf (SMB3 is the default) and restart smbd.</source>
        <translation>smb.conf から「server max protocol」を削除し（既定は SMB3）、smbd を再起動してください。</translation>
    </message>
    <message>
        <source>no figure measured here; SMB2/3 moves larger blocks per request</source>
        <translation>ここでは数値は測っていません。SMB2/3 は 1 リクエストで大きなブロックを運べます</translation>
    </message>
    <message>
        <source>The PC mounts the share with slow options</source>
        <translation>PC が遅いオプションで共有をマウントしています</translation>
    </message>
    <message>
        <source>The PC&apos;s %1 mount uses %2.</source>
        <translation>PC の %1 マウントで %2 が使われています。</translation>
    </message>
    <message>
        <source>Mount without &quot;sync&quot;, let rsize/wsize default (up to 1 MiB), use TCP and SMB 3 or NFS 4.</source>
        <translation>「sync」を外し、rsize/wsize は既定（最大 1 MiB）に任せ、TCP と SMB 3 または NFS 4 でマウントしてください。</translation>
    </message>
    <message>
        <source>faster transfers</source>
        <translation>転送が速くなります</translation>
    </message>
    <message>
        <source>the disk</source>
        <translation>ディスク</translation>
    </message>
    <message>
        <source>The disk runs at USB 2.0 speed on a board with USB 3</source>
        <translation>USB 3 のあるボードでディスクが USB 2.0 の速度で動いています</translation>
    </message>
    <message>
        <source>%1 is connected at %2M (USB 2.0): at most %3 MB/s, while the %4 has USB 3 ports.</source>
        <translation>%1 は %2M（USB 2.0）で接続されており、最大 %3 MB/秒です。%4 には USB 3 ポートがあります。</translation>
    </message>
    <message>
        <source>Plug the disk into a blue USB 3 port, with a USB 3 cable and enclosure; a USB 2.0 hub or cable in between also forces 480M.</source>
        <translation>ディスクを青い USB 3 ポートに、USB 3 対応のケーブルとケースでつないでください。間に USB 2.0 のハブやケーブルがあっても 480M になります。</translation>
    </message>
    <message>
        <source>This board has only USB 2.0</source>
        <translation>このボードには USB 2.0 しかありません</translation>
    </message>
    <message>
        <source>The %1 has no USB 3 port: a USB disk gives at most about %2 MB/s here.</source>
        <translation>%1 には USB 3 ポートがないため、USB ディスクは最大でも約 %2 MB/秒です。</translation>
    </message>
    <message>
        <source>For more, move the disk to a Pi 4 or Pi 5 (USB 3, about 400 MB/s).</source>
        <translation>さらに速くするには、ディスクを Pi 4 か Pi 5（USB 3、約 400 MB/秒）に移してください。</translation>
    </message>
    <message>
        <source>none while the %1 MB/s network is the lower limit</source>
        <translation>%1 MB/秒のネットワークの方が低い上限なので効果なし</translation>
    </message>
    <message>
        <source>The disk runs without UAS (usb-storage driver)</source>
        <translation>ディスクが UAS なし（usb-storage ドライバー）で動いています</translation>
    </message>
    <message>
        <source>%1 uses the usb-storage driver (Bulk-Only Transport) at %2M; the local write reached %3 MB/s.</source>
        <translation>%1 は %2M で usb-storage ドライバー（Bulk-Only Transport）を使っています。Pi 上での書き込みは %3 MB/秒でした。</translation>
    </message>
    <message>
        <source>%1 uses the usb-storage driver (Bulk-Only Transport) at %2M.</source>
        <translation>%1 は %2M で usb-storage ドライバー（Bulk-Only Transport）を使っています。</translation>
    </message>
    <message>
        <source>A UAS-capable enclosure (e.g. ASMedia ASM1153E) binds to the uas driver. Check dmesg for a quirk that turns UAS off before buying one.</source>
        <translation>UAS 対応のケース（例: ASMedia ASM1153E）なら uas ドライバーで動きます。買う前に、dmesg で UAS を無効にする quirk が出ていないか確認してください。</translation>
    </message>
    <message>
        <source>≈ +%1 %: small (115 → 119 MB/s local write in the Pi 4 write-up)</source>
        <translation>約 +%1 %: 小さい（Pi 4 の事例では Pi 上の書き込みが 115 → 119 MB/秒）</translation>
    </message>
    <message>
        <source>The share is on the SD card</source>
        <translation>共有が SD カード上にあります</translation>
    </message>
    <message>
        <source>The shared directory is on %1, the SD card: its bus carries at most %2 MB/s, and cards write far slower than that.</source>
        <translation>共有ディレクトリは SD カード（%1）上にあります。バスの上限は %2 MB/秒で、実際の書き込みはそれよりずっと遅くなります。</translation>
    </message>
    <message>
        <source>The shared directory is on %1, the SD card: cards write slowly and wear out under NAS use.</source>
        <translation>共有ディレクトリは SD カード（%1）上にあります。SD カードは書き込みが遅く、NAS 用途では消耗も早くなります。</translation>
    </message>
    <message>
        <source>Put the share on a USB disk (an SSD or HDD on a USB 3 port where the board has one).</source>
        <translation>共有を USB ディスクに移してください（USB 3 ポートがあれば、そこにつないだ SSD か HDD）。</translation>
    </message>
    <message>
        <source>The disk is slower than its connection</source>
        <translation>ディスクが接続の速度より遅くなっています</translation>
    </message>
    <message>
        <source>The Pi wrote or read %1 MB/s on the disk itself, %2 % of the %3 MB/s its connection and kind allow.</source>
        <translation>Pi 上でのディスクの読み書きは %1 MB/秒で、接続方式とディスクの種類から見込める %3 MB/秒の %2 % です。</translation>
    </message>
    <message>
        <source>Check the disk&apos;s health (smartctl -a), its power supply and the mount options (sync); an SSD is much faster than a small or old HDD or a USB stick.</source>
        <translation>ディスクの状態（smartctl -a）、電源、マウントオプション（sync）を確認してください。小容量や古い HDD、USB メモリーより SSD の方がずっと速くなります。</translation>
    </message>
    <message>
        <source>NTFS runs through ntfs-3g (FUSE)</source>
        <translation>NTFS が ntfs-3g（FUSE）経由で動いています</translation>
    </message>
    <message>
        <source>exFAT runs through exfat-fuse (FUSE)</source>
        <translation>exFAT が exfat-fuse（FUSE）経由で動いています</translation>
    </message>
    <message>
        <source>%1 is mounted as %2 through %3, a user-space driver that copies every block through one process.</source>
        <translation>%1 は %3 により %2 としてマウントされています。%3 はユーザー空間のドライバーで、すべてのブロックを 1 つのプロセスでコピーします。</translation>
    </message>
    <message>
        <source>During the share test it used %1 % of one core at %2 MB/s.</source>
        <translation>共有のテスト中、%2 MB/秒のときに CPU 1 コアの %1 % を使っていました。</translation>
    </message>
    <message>
        <source>For a disk only the Pi uses, copy the data off and reformat it as ext4. To keep NTFS, mount it with the kernel driver: type ntfs3 in /etc/fstab (Linux 5.15 or later).</source>
        <translation>Pi でしか使わないディスクなら、データを退避して ext4 でフォーマットし直してください。NTFS のまま使うなら、カーネルドライバーでマウントしてください（/etc/fstab で型を ntfs3 に。Linux 5.15 以降）。</translation>
    </message>
    <message>
        <source>Mount it with the kernel&apos;s exFAT driver (type exfat, Linux 5.7 or later) or reformat it as ext4 if only the Pi uses it.</source>
        <translation>カーネルの exFAT ドライバーでマウントしてください（型 exfat、Linux 5.7 以降）。Pi でしか使わないなら ext4 でフォーマットし直してください。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s (the next limit); the Pi 4 write-up went from ~30 to ~80 MB/s</source>
        <translation>最大 約 %1 MB/秒（次の上限）。Pi 4 の事例では約 30 → 約 80 MB/秒</translation>
    </message>
    <message>
        <source>the Pi 4 write-up went from ~30 to ~80 MB/s</source>
        <translation>Pi 4 の事例では約 30 → 約 80 MB/秒</translation>
    </message>
    <message>
        <source>The Pi&apos;s power supply is too weak</source>
        <translation>Pi の電源が不足しています</translation>
    </message>
    <message>
        <source>get_throttled = 0x%1 (under-voltage %2)</source>
        <translation>get_throttled = 0x%1（低電圧: %2）</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>since boot</source>
        <translation>起動以降</translation>
    </message>
    <message numerus="yes">
        <source>%n under-voltage message(s) in dmesg</source>
        <translation>
            <numerusform>dmesg に低電圧のメッセージが %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the official power supply (5.1 V; 3 A for a Pi 4, 5 A for a Pi 5) and a powered USB hub or a disk with its own power.</source>
        <translation>公式電源（5.1 V、Pi 4 は 3 A、Pi 5 は 5 A）を使い、ディスクはセルフパワーの USB ハブか専用電源付きのものにしてください。</translation>
    </message>
    <message>
        <source>a stable disk and CPU clock; USB resets and I/O errors stop</source>
        <translation>ディスクと CPU クロックが安定し、USB のリセットや I/O エラーが止まります</translation>
    </message>
    <message>
        <source>The CPU has been throttled</source>
        <translation>CPU がスロットリングされています</translation>
    </message>
    <message>
        <source>The SoC is at %1 °C.</source>
        <translation>SoC の温度は %1 °C です。</translation>
    </message>
    <message>
        <source>get_throttled = 0x%1: the clock was capped or throttled %2.</source>
        <translation>get_throttled = 0x%1: %2、クロックの上限設定またはスロットリングが発生しています。</translation>
    </message>
    <message>
        <source>Cool the Pi (a heatsink or fan, a case with air flow) and check the power supply.</source>
        <translation>Pi を冷やし（ヒートシンクやファン、風通しのよいケース）、電源も確認してください。</translation>
    </message>
    <message>
        <source>full clock speed under load</source>
        <translation>負荷時も最大クロックで動作</translation>
    </message>
    <message>
        <source>The CPU governor may keep the clock low during I/O</source>
        <translation>CPU ガバナーが I/O 中のクロックを低く抑えている可能性があります</translation>
    </message>
    <message>
        <source>The CPU frequency governor is &quot;powersave&quot;: the lowest clock all the time.</source>
        <translation>CPU 周波数ガバナーが「powersave」で、常に最低クロックです。</translation>
    </message>
    <message>
        <source>The CPU frequency governor is &quot;ondemand&quot; without io_is_busy: time spent waiting for I/O does not raise the clock.</source>
        <translation>CPU 周波数ガバナーが io_is_busy なしの「ondemand」です。I/O 待ちの時間ではクロックが上がりません。</translation>
    </message>
    <message>
        <source>Set the &quot;performance&quot; governor, or write 1 to /sys/devices/system/cpu/cpufreq/ondemand/io_is_busy.</source>
        <translation>ガバナーを「performance」にするか、/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy に 1 を書き込んでください。</translation>
    </message>
    <message>
        <source>some gain where the CPU is the limit; no figure measured</source>
        <translation>CPU が上限の場合は多少の改善（数値は未測定）</translation>
    </message>
    <message>
        <source>small: the CPU is not the limit in this run</source>
        <translation>小さい: この診断では CPU は上限になっていません</translation>
    </message>
    <message>
        <source>This machine is not a Raspberry Pi</source>
        <translation>このマシンは Raspberry Pi ではありません</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The probe found &quot;%1&quot;. Board-specific checks (USB bus, power, Pi ceilings) are left out.</source>
        <translation>調査結果は「%1」でした。ボード固有のチェック（USB バス、電源、Pi の上限値）は省いています。</translation>
    </message>
    <message>
        <source>Nothing to fix: the measured figures and the generic rules still apply.</source>
        <translation>対処は不要です。測定値と汎用のルールはそのまま使えます。</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>変化なし</translation>
    </message>
    <message>
        <source>%1 is held back by a CPU limit on its container or service</source>
        <translation>%1 がコンテナまたはサービスの CPU 制限で頭打ちになっています</translation>
    </message>
    <message>
        <source>%1 used %2 % of one core at %3 MB/s: all of the %4 % its cgroup CPU quota allows (a container or service CPU limit).</source>
        <translation>%3 MB/秒のとき、%1 が CPU 1 コアの %2 % を使っていました。cgroup の CPU クォータ（コンテナまたはサービスの CPU 制限）で許された %4 % を使い切っています。</translation>
    </message>
    <message>
        <source>%1 used %2 % of one core: all of the %3 % its cgroup CPU quota allows (a container or service CPU limit).</source>
        <translation>%1 が CPU 1 コアの %2 % を使っていました。cgroup の CPU クォータ（コンテナまたはサービスの CPU 制限）で許された %3 % を使い切っています。</translation>
    </message>
    <message>
        <source>Raise or remove the CPU limit of the container or service that runs %1 (docker run --cpus, the compose file&apos;s cpus:, or systemd&apos;s CPUQuota=); it needs up to one whole core per client.</source>
        <translation>%1 を動かしているコンテナまたはサービスの CPU 制限を引き上げるか外してください（docker run の --cpus、compose ファイルの cpus:、systemd の CPUQuota=）。クライアント 1 台につき最大で CPU 1 コア分が必要です。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s with a whole core for %2</source>
        <translation>%2 に CPU 1 コアを丸ごと使わせれば最大 約 %1 MB/秒</translation>
    </message>
    <message>
        <source>The %1&apos;s Ethernet (%2) cannot link faster than %3 Mb/s: at most %4 MB/s of TCP data.</source>
        <translation>%1 の Ethernet（%2）は %3 Mb/s より速くリンクできません。TCP のデータは最大 %4 MB/秒です。</translation>
    </message>
    <message>
        <source>At that bit rate about %1 MB/s of data gets through.</source>
        <translation>このビットレートで通るデータは約 %1 MB/秒です。</translation>
    </message>
    <message>
        <source>The %1 has no Ethernet port: serve the share from a board with Ethernet (Pi 4, Pi 5), or add a USB Ethernet adapter.</source>
        <translation>%1 には Ethernet ポートがありません。Ethernet のあるボード（Pi 4、Pi 5）から共有するか、USB Ethernet アダプターを追加してください。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s on a board with gigabit Ethernet</source>
        <translation>ギガビット Ethernet のあるボードで最大約 %1 MB/秒</translation>
    </message>
    <message>
        <source>Samba encrypts every transfer on a CPU without AES instructions</source>
        <translation>Samba が AES 命令のない CPU ですべての転送を暗号化しています</translation>
    </message>
    <message>
        <source>Samba signs every packet on a CPU without AES instructions</source>
        <translation>Samba が AES 命令のない CPU ですべてのパケットに署名しています</translation>
    </message>
    <message>
        <source>smb.conf sets &quot;smb encrypt = %1&quot;: smbd encrypts every byte in software on this CPU, which has no AES instructions.</source>
        <translation>smb.conf に「smb encrypt = %1」があります。この CPU には AES 命令がないため、smbd はすべてのバイトをソフトウェアで暗号化します。</translation>
    </message>
    <message>
        <source>smb.conf sets &quot;server signing = %1&quot;: smbd computes a signature over every packet in software on this CPU, which has no AES instructions.</source>
        <translation>smb.conf に「server signing = %1」があります。この CPU には AES 命令がないため、smbd はすべてのパケットの署名をソフトウェアで計算します。</translation>
    </message>
    <message>
        <source>smbd used %1 % of one core during the share test.</source>
        <translation>共有のテスト中、smbd は CPU 1 コアの %1 % を使いました。</translation>
    </message>
    <message>
        <source>smbd reaches its CPU limit later; no figure measured here</source>
        <translation>smbd が CPU の限界に達するのが遅くなります。この診断では数値を測っていません</translation>
    </message>
    <message>
        <source>The PC mounts the share through a FUSE client (%1)</source>
        <translation>PC が FUSE クライアント（%1）で共有をマウントしています</translation>
    </message>
    <message>
        <source>The PC&apos;s mount type is %1: every byte is encrypted by ssh on the Pi, and one user-space process on each side moves it in a single stream.</source>
        <translation>PC のマウント種別は %1 です。すべてのバイトが Pi 側の ssh で暗号化され、両側それぞれ 1 つのユーザー空間プロセスが 1 本のストリームで運びます。</translation>
    </message>
    <message>
        <source>The PC&apos;s mount type is %1: a user-space client that moves the data through one process.</source>
        <translation>PC のマウント種別は %1 です。データを 1 つのプロセスで運ぶユーザー空間のクライアントです。</translation>
    </message>
    <message numerus="yes">
        <source>%n I/O error line(s)</source>
        <translation>
            <numerusform>I/O エラーの行が %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uas command abort(s) or reset(s)</source>
        <translation>
            <numerusform>uas のコマンド中断またはリセットが %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n USB reset(s)</source>
        <translation>
            <numerusform>USB のリセットが %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n controller drop-out(s)</source>
        <translation>
            <numerusform>コントローラーの脱落が %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>The kernel log shows disk errors</source>
        <translation>カーネルログにディスクのエラーがあります</translation>
    </message>
    <message>
        <source>dmesg shows %1, e.g. &quot;%2&quot;. The figures of a run with such errors are not trustworthy.</source>
        <translation>dmesg に %1 あります（例:「%2」）。このようなエラーが出ている診断の数値は信頼できません。</translation>
    </message>
    <message>
        <source>Check the NVMe adapter&apos;s ribbon cable and seating and the power supply; a drive whose power saving fails needs nvme_core.default_ps_max_latency_us=0 in cmdline.txt.</source>
        <translation>NVMe アダプターのフラットケーブルと差し込み、電源を確認してください。省電力モードで落ちるドライブには cmdline.txt に nvme_core.default_ps_max_latency_us=0 を加えます。</translation>
    </message>
    <message>
        <source>Check the cable and the power: a powered USB hub or an enclosure with its own supply, another cable and port; if it persists, another enclosure.</source>
        <translation>ケーブルと電源を確認してください。セルフパワーの USB ハブか電源付きのケース、別のケーブルと別のポートを試し、それでも続くならケースを替えてください。</translation>
    </message>
    <message>
        <source>a disk that stays connected; measure again afterwards</source>
        <translation>ディスクが切断されなくなります。その後で測り直してください</translation>
    </message>
    <message>
        <source>The share&apos;s disk is encrypted on a CPU without AES instructions</source>
        <translation>共有のディスクが AES 命令のない CPU で暗号化されています</translation>
    </message>
    <message>
        <source>cipher not readable</source>
        <translation>暗号方式は読み取れず</translation>
    </message>
    <message>
        <source>%1 is mounted from the dm-crypt mapping %2 (%3); this CPU has no AES instructions (no &quot;aes&quot; in cpuinfo&apos;s Features), so every block is encrypted in software.</source>
        <translation>%1 は dm-crypt のマッピング %2（%3）からマウントされています。この CPU には AES 命令がない（cpuinfo の Features に「aes」がない）ため、すべてのブロックがソフトウェアで暗号化されます。</translation>
    </message>
    <message>
        <source>Adiantum is already the fastest choice without AES instructions; a Pi 5 has them.</source>
        <translation>AES 命令がない CPU では Adiantum がすでに最速の選択です。Pi 5 には AES 命令があります。</translation>
    </message>
    <message>
        <source>Re-create the volume with Adiantum (cryptsetup luksFormat -c xchacha12,aes-adiantum-plain64), which is fast without AES instructions, or move the disk to a Pi 5, whose CPU has them.</source>
        <translation>AES 命令なしでも速い Adiantum でボリュームを作り直す（cryptsetup luksFormat -c xchacha12,aes-adiantum-plain64）か、AES 命令を持つ Pi 5 にディスクを移してください。</translation>
    </message>
    <message>
        <source>no figure measured here; cryptsetup benchmark on the Pi shows the cipher&apos;s rate</source>
        <translation>この診断では数値を測っていません。Pi で cryptsetup benchmark を実行すると暗号方式ごとの速度がわかります</translation>
    </message>
    <message>
        <source>smb.conf sets &quot;smb encrypt = %1&quot; for the share [%2]: smbd encrypts every byte of it in software on this CPU, which has no AES instructions.</source>
        <translation>smb.conf で共有 [%2] に「smb encrypt = %1」があります。この CPU には AES 命令がないため、smbd はこの共有のすべてのバイトをソフトウェアで暗号化します。</translation>
    </message>
    <message>
        <source>On a trusted home network remove &quot;smb encrypt&quot; from the share [%1] (or set it to &quot;if_required&quot;) and restart smbd; or serve from a Pi 5, whose CPU has AES.</source>
        <translation>信頼できる家庭内ネットワークなら共有 [%1] の「smb encrypt」を消して（または「if_required」にして）smbd を再起動するか、AES 命令を持つ Pi 5 から共有してください。</translation>
    </message>
    <message>
        <source>On a trusted home network set &quot;server smb encrypt = if_required&quot; (the default; &quot;desired&quot; still encrypts for every client that can) and &quot;server signing = default&quot; in smb.conf, then restart smbd; or serve from a Pi 5, whose CPU has AES.</source>
        <translation>信頼できる家庭内ネットワークなら smb.conf で「server smb encrypt = if_required」（既定値。「desired」では対応するクライアントすべてと暗号化されます）と「server signing = default」にして smbd を再起動するか、AES 命令を持つ Pi 5 から共有してください。</translation>
    </message>
    <message>
        <source>Mount the share over SMB (cifs) or NFS instead; the Pi already serves both. Keep %1 for occasional access.</source>
        <translation>共有は SMB（cifs）か NFS でマウントしてください。この Pi はどちらも提供しています。%1 はたまに使う程度にとどめましょう。</translation>
    </message>
    <message>
        <source>Mount the share over SMB (cifs) instead; the Pi already runs Samba. Keep %1 for occasional access.</source>
        <translation>共有は SMB（cifs）でマウントしてください。この Pi ではすでに Samba が動いています。%1 はたまに使う程度にとどめましょう。</translation>
    </message>
    <message>
        <source>Mount the share over NFS instead; the Pi already exports folders over NFS. Keep %1 for occasional access.</source>
        <translation>共有は NFS でマウントしてください。この Pi はすでに NFS でフォルダーを公開しています。%1 はたまに使う程度にとどめましょう。</translation>
    </message>
    <message>
        <source>Install Samba on the Pi (sudo apt install samba), share the folder and mount it over SMB; keep %1 for occasional access.</source>
        <translation>Pi に Samba を入れ（sudo apt install samba）、フォルダーを共有して SMB でマウントしてください。%1 はたまに使う程度にとどめましょう。</translation>
    </message>
    <message>
        <source>this PC&apos;s network interface</source>
        <translation>この PC のネットワークインターフェース</translation>
    </message>
    <message>
        <source>This PC reaches the Pi over Wi-Fi</source>
        <translation>この PC は Wi-Fi 経由で Pi につながっています</translation>
    </message>
    <message>
        <source>The route to the Pi leaves this PC through %1, a Wi-Fi link at %2 Mb/s: about %3 MB/s of it carries data, shared with every other device on the air.</source>
        <translation>Pi への経路はこの PC の %1 から出ています。%2 Mb/s の Wi-Fi リンクで、データに使えるのは約 %3 MB/秒、しかも同じ電波を使う他の機器と分け合います。</translation>
    </message>
    <message>
        <source>The route to the Pi leaves this PC through %1, a Wi-Fi link.</source>
        <translation>Pi への経路はこの PC の %1（Wi-Fi リンク）から出ています。</translation>
    </message>
    <message>
        <source>Connect this PC to the Pi&apos;s switch or router with an Ethernet cable for the copies that matter.</source>
        <translation>大事なコピーのときは、この PC を Pi と同じスイッチかルーターに Ethernet ケーブルでつないでください。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s over a wired gigabit link</source>
        <translation>有線ギガビットで最大約 %1 MB/秒</translation>
    </message>
    <message>
        <source>This PC&apos;s network link runs at half duplex</source>
        <translation>この PC のネットワークリンクが半二重で動いています</translation>
    </message>
    <message>
        <source>This PC&apos;s network link runs at %1 Mb/s</source>
        <translation>この PC のネットワークリンクが %1 Mb/s で動いています</translation>
    </message>
    <message>
        <source>This PC reaches the Pi through %1, linked at %2 Mb/s half duplex: sending and receiving take turns, and collisions cut it further.</source>
        <translation>この PC は %1 で Pi につながり、リンクは %2 Mb/s の半二重です。送信と受信が交代になり、衝突でさらに遅くなります。</translation>
    </message>
    <message>
        <source>This PC reaches the Pi through %1, linked at half duplex.</source>
        <translation>この PC は %1 で Pi につながり、リンクは半二重です。</translation>
    </message>
    <message>
        <source>This PC reaches the Pi through %1, linked at %2 Mb/s: at most %3 MB/s of TCP data, whatever the Pi&apos;s own link.</source>
        <translation>この PC は %1 で Pi につながり、リンクは %2 Mb/s です。Pi 側のリンクが何であっても、TCP データは最大 %3 MB/秒です。</translation>
    </message>
    <message>
        <source>The raw network test reached %1 MB/s.</source>
        <translation>ネットワーク単体のテストは %1 MB/秒でした。</translation>
    </message>
    <message>
        <source>Check this PC&apos;s cable (all four pairs: Cat 5e or better), its port and the switch port; a gigabit link negotiates 1000 Mb/s full duplex. A USB 2.0 Ethernet adapter or a 100 Mb/s switch caps the link too.</source>
        <translation>この PC のケーブル（4 対すべて結線された Cat 5e 以上）、ポート、スイッチのポートを確認してください。ギガビットなら 1000 Mb/s 全二重でつながります。USB 2.0 の Ethernet アダプターや 100 Mb/s のスイッチもリンクを頭打ちにします。</translation>
    </message>
    <message>
        <source>up to ~%1 MB/s over a gigabit link</source>
        <translation>ギガビットで最大約 %1 MB/秒</translation>
    </message>
    <message>
        <source>This PC&apos;s SMB connection is encrypted, on a Pi CPU without AES instructions</source>
        <translation>この PC の SMB 接続は暗号化されていますが、Pi の CPU には AES 命令がありません</translation>
    </message>
    <message>
        <source>This PC requires SMB signing, on a Pi CPU without AES instructions</source>
        <translation>この PC は SMB 署名を必須にしていますが、Pi の CPU には AES 命令がありません</translation>
    </message>
    <message>
        <source>Get-SmbClientConfiguration shows RequireSecuritySignature = True (the default since Windows 11 24H2): smbd signs every packet in software on this CPU.</source>
        <translation>Get-SmbClientConfiguration が RequireSecuritySignature = True（Windows 11 24H2 以降の既定値）を示しています。smbd はこの CPU で全パケットの署名をソフトウェアで計算します。</translation>
    </message>
    <message>
        <source>On a trusted home network, map the share without encryption (Samba: &quot;server smb encrypt = if_required&quot;); or serve from a Pi 5, whose CPU has AES.</source>
        <translation>信頼できる家庭内ネットワークなら、暗号化なしで共有をマップしてください（Samba 側は「server smb encrypt = if_required」）。または AES を備えた Pi 5 から共有してください。</translation>
    </message>
    <message>
        <source>On a trusted home network, an administrator may run &quot;Set-SmbClientConfiguration -RequireSecuritySignature $false&quot; on this PC; or serve from a Pi 5, whose CPU has AES.</source>
        <translation>信頼できる家庭内ネットワークなら、管理者がこの PC で「Set-SmbClientConfiguration -RequireSecuritySignature $false」を実行できます。または AES を備えた Pi 5 から共有してください。</translation>
    </message>
    <message>
        <source>Get-SmbConnection shows the connection to the Pi encrypted (SMB %1): smbd encrypts every byte in software on this CPU.</source>
        <translation>Get-SmbConnection によると Pi への接続は暗号化されています（SMB %1）。smbd はこの CPU で全バイトをソフトウェアで暗号化します。</translation>
    </message>
    <message>
        <source>This PC&apos;s SMB connection to the Pi is encrypted: smbd encrypts every byte in software on this CPU.</source>
        <translation>この PC から Pi への SMB 接続は暗号化されています。smbd はこの CPU で全バイトをソフトウェアで暗号化します。</translation>
    </message>
    <message>
        <source>This PC&apos;s network link is limited to %1 Mb/s by a traffic shaper</source>
        <translation>この PC のネットワークリンクがトラフィックシェーパーで %1 Mb/s に制限されています</translation>
    </message>
    <message>
        <source> (its port is linked at %1 Mb/s)</source>
        <translation>（ポートのリンク速度は %1 Mb/s）</translation>
    </message>
    <message>
        <source>This PC reaches the Pi through %1%2, but a traffic shaper (%3) on %1 lets it send at most %4 Mb/s: at most %5 MB/s of TCP data, whatever the Pi&apos;s own link.</source>
        <translation>この PC は %1%2 を通って Pi につながっていますが、%1 のトラフィックシェーパー（%3）で送信が最大 %4 Mb/s に抑えられています。Pi 側のリンクにかかわらず、TCP のデータは最大 %5 MB/秒です。</translation>
    </message>
    <message>
        <source>Remove or raise the shaper (&quot;tc qdisc show dev %1&quot; shows it; a bandwidth-limiting tool, a VPN or a virtual machine&apos;s network settings may have set it).</source>
        <translation>シェーパーを外すか、上限を上げてください（「tc qdisc show dev %1」で確認できます。帯域制限ツール、VPN、仮想マシンのネットワーク設定が設定していることがあります）。</translation>
    </message>
    <message>
        <source>Samba is set up on the Pi, but no smbd process was seen running: start it (sudo systemctl enable --now smbd), then mount the share over SMB; keep %1 for occasional access.</source>
        <translation>Pi には Samba が設定されていますが、smbd のプロセスが動いていません。起動してから（sudo systemctl enable --now smbd）、共有を SMB でマウントしてください。%1 はたまに使う程度にとどめましょう。</translation>
    </message>
    <message>
        <source>The Pi&apos;s file system behind the share is mounted read-only</source>
        <translation>共有の裏にある Pi のファイルシステムが読み取り専用でマウントされています</translation>
    </message>
    <message>
        <source>mount shows &quot;ro&quot; for %1 (%2): no one can write there, whatever the folder&apos;s owner.</source>
        <translation>mount では %1（%2）に「ro」と表示されています。フォルダーの所有者が誰であっても、そこには誰も書き込めません。</translation>
    </message>
    <message>
        <source>Look for disk errors in the kernel log (dmesg | grep -i error), check the file system (sudo fsck on the unmounted partition), then mount it read-write again (sudo mount -o remount,rw %1) or restart the Pi.</source>
        <translation>カーネルログでディスクのエラーを探し（dmesg | grep -i error）、ファイルシステムを検査してから（アンマウントしたパーティションに sudo fsck）、読み書き可能で再マウントする（sudo mount -o remount,rw %1）か、Pi を再起動してください。</translation>
    </message>
    <message>
        <source>a share that takes writes again; measure again afterwards</source>
        <translation>共有に再び書き込めるようになります。直した後にもう一度測定してください</translation>
    </message>
    <message>
        <source>Samba forces every write to the disk before it answers</source>
        <translation>Samba が書き込みのたびにディスクへの書き込み完了を待ってから応答しています</translation>
    </message>
    <message>
        <source>smb.conf sets &quot;sync always = yes&quot; for the share [%1] with &quot;strict sync&quot; on: smbd waits for the disk (fsync) after every write.</source>
        <translation>smb.conf で共有 [%1] に「sync always = yes」があり、「strict sync」が有効です。smbd は書き込みのたびにディスクへの書き込み（fsync）を待ちます。</translation>
    </message>
    <message>
        <source>smb.conf sets &quot;sync always = yes&quot; in [global] with &quot;strict sync&quot; on: smbd waits for the disk (fsync) after every write.</source>
        <translation>smb.conf の [global] に「sync always = yes」があり、「strict sync」が有効です。smbd は書き込みのたびにディスクへの書き込み（fsync）を待ちます。</translation>
    </message>
    <message>
        <source>Remove &quot;sync always&quot; from smb.conf (its default is no) and reload smbd. The price: writes the Pi acknowledged can be lost if it loses power, as with any disk cache.</source>
        <translation>smb.conf から「sync always」を削除し（既定値は no）、smbd を再読み込みしてください。代償として、Pi が応答済みの書き込みは、ディスクキャッシュと同じく電源断で失われることがあります。</translation>
    </message>
    <message>
        <source>The network link is unstable</source>
        <translation>ネットワークのリンクが不安定です</translation>
    </message>
    <message numerus="yes">
        <source>The link of %1 went down %n time(s) since boot (kernel log).</source>
        <translation>
            <numerusform>%1 のリンクは起動以来 %n 回切れています（カーネルログ）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 counted %2 damaged frames (%3 received, %4 sent) since boot.</source>
        <translation>%1 は起動以来、壊れたフレームを %2 個数えています（受信 %3、送信 %4）。</translation>
    </message>
    <message>
        <source>Replace the cable and try another switch port. On a Pi 4 whose link drops, turn off Energy-Efficient Ethernet (dtparam=eee=off in config.txt, or on the switch).</source>
        <translation>ケーブルを交換し、スイッチの別のポートを試してください。リンクが切れる Pi 4 では、Energy-Efficient Ethernet（EEE）を無効にしてください（config.txt に dtparam=eee=off、またはスイッチ側の設定）。</translation>
    </message>
    <message>
        <source>a steady link: no stalls while the link comes back, no resent data</source>
        <translation>安定したリンク：リンク復帰待ちの停止も、データの再送もなくなります</translation>
    </message>
    <message>
        <source>Samba fixes the size of every connection&apos;s network buffers</source>
        <translation>Samba がすべての接続のネットワークバッファのサイズを固定しています</translation>
    </message>
    <message>
        <source>smb.conf sets &quot;socket options = %1&quot;: %2 turns off Linux&apos;s own tuning of each connection&apos;s buffers, which can hold a transfer below what the link carries.</source>
        <translation>smb.conf に「socket options = %1」があります。%2 によって接続ごとのバッファを Linux が自動調整しなくなり、転送速度が回線の能力を下回ることがあります。</translation>
    </message>
    <message>
        <source>Remove &quot;socket options&quot; from smb.conf (smbd then uses its default, TCP_NODELAY) and reload smbd; the PC&apos;s next connection gets buffers sized for the link.</source>
        <translation>smb.conf から「socket options」を削除し (smbd は既定の TCP_NODELAY を使います)、smbd の設定を再読み込みしてください。PC の次の接続から、回線に合ったサイズのバッファになります。</translation>
    </message>
    <message>
        <source>no figure measured here; each connection&apos;s buffers grow with the link again</source>
        <translation>ここでは数値を測っていません。接続ごとのバッファが再び回線に合わせて大きくなります</translation>
    </message>
    <message>
        <source>%1 is connected at %2M (USB 2.0): at most %3 MB/s, while this machine has a USB 3 (SuperSpeed) host.</source>
        <translation>%1 は %2M（USB 2.0）で接続されており、最大 %3 MB/秒です。このマシンには USB 3（SuperSpeed）のホストがあります。</translation>
    </message>
    <message>
        <source>It hangs from a USB 2.0 hub, %1, which holds it at 480M.</source>
        <translation>USB 2.0 ハブ %1 の先につながっているため、480M に抑えられています。</translation>
    </message>
    <message>
        <source>Plug the disk into a USB 3 port of the Pi itself (or a USB 3 hub), with a USB 3 cable and enclosure.</source>
        <translation>ディスクを Pi 本体の USB 3 ポート（または USB 3 ハブ）に、USB 3 対応のケーブルとケースでつないでください。</translation>
    </message>
    <message>
        <source>The kernel log shows %1 error or reset line(s) from the driver of %2, e.g. &quot;%3&quot;.</source>
        <translation>カーネルログに %2 のドライバーからのエラーまたはリセットが %1 行あります（例:「%3」）。</translation>
    </message>
    <message>
        <source>%1 reports its own health as failing (SMART).</source>
        <translation>%1 は自己診断（SMART）で異常を報告しています。</translation>
    </message>
    <message>
        <source>%1 has %2 sector(s) it could not read (pending / offline uncorrectable): each read there is retried for seconds.</source>
        <translation>%1 には読めなかったセクターが %2 個あります（保留中／オフライン訂正不能）。そこを読むたびに数秒の再試行が起きます。</translation>
    </message>
    <message>
        <source>%1 has reallocated %2 sector(s).</source>
        <translation>%1 は %2 個のセクターを代替処理済みです。</translation>
    </message>
    <message>
        <source>%1 counted %2 media or uncorrectable error(s).</source>
        <translation>%1 はメディアエラーまたは訂正不能エラーを %2 回記録しています。</translation>
    </message>
    <message>
        <source>%1 counted %2 UDMA CRC error(s): transfers damaged between the disk and its controller (the USB bridge, its cable or its power).</source>
        <translation>%1 は UDMA CRC エラーを %2 回記録しています。ディスクとコントローラー（USB ブリッジ、ケーブル、電源）の間で転送が壊れています。</translation>
    </message>
    <message>
        <source>%1 slowed itself down to cool %2 time(s) (NVMe thermal management).</source>
        <translation>%1 は冷却のために %2 回自ら速度を落としています（NVMe のサーマル管理）。</translation>
    </message>
    <message>
        <source>Back up the data on %1 now and replace the disk; a disk with unreadable or remapped sectors gets worse.</source>
        <translation>%1 のデータを今すぐバックアップし、ディスクを交換してください。読めない・代替されたセクターのあるディスクは悪化していきます。</translation>
    </message>
    <message>
        <source>Replace the USB cable, then the enclosure; give the disk its own power (an enclosure with a power adapter or a powered hub). Read the count again after a large copy: if it still grows, the bridge is at fault.</source>
        <translation>USB ケーブルを交換し、だめならケースを交換してください。ディスクには専用の電源を与えてください（AC アダプター付きのケースかセルフパワーのハブ）。大きなコピーの後でもう一度カウントを読み、まだ増えるならブリッジが原因です。</translation>
    </message>
    <message>
        <source>Give the NVMe drive a heatsink and airflow (the Pi 5&apos;s case fan, a HAT with a thermal pad).</source>
        <translation>NVMe ドライブにヒートシンクと風の流れを与えてください（Pi 5 のケースファン、サーマルパッド付きの HAT）。</translation>
    </message>
    <message>
        <source>The disk reports failing sectors</source>
        <translation>ディスクが不良セクターを報告しています</translation>
    </message>
    <message>
        <source>The disk&apos;s link damages transfers (cable, enclosure or power)</source>
        <translation>ディスクの接続で転送が壊れています（ケーブル、ケース、電源）</translation>
    </message>
    <message>
        <source>The NVMe drive slows itself down when hot</source>
        <translation>NVMe ドライブが高温で自ら速度を落としています</translation>
    </message>
    <message>
        <source>reads and writes without retries; the counters stop growing</source>
        <translation>再試行のない読み書き。カウンターが増えなくなること</translation>
    </message>
    <message>
        <source>The network adapter</source>
        <translation>ネットワークアダプター</translation>
    </message>
    <message>
        <source>The network adapter runs at USB 2.0 speed on a machine with USB 3</source>
        <translation>USB 3 のあるマシンで、ネットワークアダプターが USB 2.0 の速度で動いています</translation>
    </message>
    <message>
        <source>%1 is connected at %2M (USB 2.0): about %3 MB/s at most, while the %4 has USB 3 ports.</source>
        <translation>%1 は %2M（USB 2.0）で接続されており、最大で約 %3 MB/秒です。%4 には USB 3 ポートがあります。</translation>
    </message>
    <message>
        <source>%1 is connected at %2M (USB 2.0): about %3 MB/s at most, while this machine has a USB 3 (SuperSpeed) host.</source>
        <translation>%1 は %2M（USB 2.0）で接続されており、最大で約 %3 MB/秒です。このマシンには USB 3（SuperSpeed）のホストがあります。</translation>
    </message>
    <message>
        <source>Its Ethernet link runs at %1 Mb/s, which would carry up to %2 MB/s.</source>
        <translation>Ethernet のリンクは %1 Mbps なので、本来は最大 %2 MB/秒まで運べます。</translation>
    </message>
    <message>
        <source>The share reached %1 MB/s.</source>
        <translation>共有フォルダーの速度は %1 MB/秒でした。</translation>
    </message>
    <message>
        <source>Plug the adapter into a USB 3 port of the machine itself (or a USB 3 hub), with a USB 3 cable.</source>
        <translation>アダプターを本体の USB 3 ポート（または USB 3 ハブ）に、USB 3 対応のケーブルでつないでください。</translation>
    </message>
    <message>
        <source>Plug the adapter into a blue USB 3 port, directly or through a USB 3 hub; a USB 2.0 hub or extension cable in between also forces 480M. An adapter that stays at 480M in a USB 3 port is itself USB 2.0: a USB 3 adapter (or the board&apos;s own Ethernet) removes the limit.</source>
        <translation>アダプターを青い USB 3 ポートに、直接または USB 3 ハブ経由でつないでください。間に USB 2.0 のハブや延長ケーブルがあっても 480M に落ちます。USB 3 ポートにつないでも 480M のままなら、アダプター自体が USB 2.0 です。USB 3 対応のアダプター（またはボード内蔵の Ethernet）に替えれば制限はなくなります。</translation>
    </message>
</context>
<context>
    <name>Run</name>
    <message>
        <source>The file is JSON but not a Pi NAS Doctor run file: it has no &quot;format&quot; field.</source>
        <translation>このファイルは JSON ですが、「format」フィールドがないため Pi NAS Doctor の診断結果ファイルではありません。</translation>
    </message>
    <message>
        <source>The file is a &quot;%1&quot; file, not a Pi NAS Doctor run file.</source>
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
        <source>The field &quot;%1&quot; of the run file has the wrong type.</source>
        <translation>診断結果ファイルの「%1」フィールドの型が正しくありません。</translation>
    </message>
    <message>
        <source>The start time &quot;%1&quot; in the run file is not an ISO 8601 date.</source>
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
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>「%1」を開けません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large to be a run file or transcript.</source>
        <translation>「%1」は診断結果ファイルやプローブの出力としては大きすぎます。</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>「%1」を読み込めません: %2</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>「%1」に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>RunNotifier</name>
    <message>
        <source>Pi NAS Doctor</source>
        <translation>Pi NAS Doctor</translation>
    </message>
    <message>
        <source>The diagnosis has finished. The report is ready.</source>
        <translation>診断が終わりました。レポートを確認できます。</translation>
    </message>
    <message>
        <source>The diagnosis has ended before every step ran. What was measured is saved.</source>
        <translation>すべての手順を終える前に診断が終了しました。測定できた結果は保存してあります。</translation>
    </message>
</context>
<context>
    <name>RunOrchestrator</name>
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
    <message>
        <source>Not run: this version has no way to run %1 (a defect; please report it).</source>
        <translation>実行されませんでした: このバージョンには %1 を実行する手段がありません（不具合です。報告してください）。</translation>
    </message>
    <message>
        <source>Not run.</source>
        <translation>実行されませんでした。</translation>
    </message>
    <message>
        <source>The figures of this test are impossible (%1); they were not used.</source>
        <translation>このテストの数値はありえない値です（%1）。使用していません。</translation>
    </message>
    <message>
        <source>Not run: the pre-flight found a setup problem. %1</source>
        <translation>未実行: 事前チェックで設定の問題が見つかりました。%1</translation>
    </message>
    <message>
        <source>The share is the folder %1 on the Pi, not the Pi folder %2: the Pi-side tests run in %1.</source>
        <translation>共有は Pi のフォルダー %1 で、Pi 側のフォルダー %2 ではありません。Pi 側のテストは %1 で行います。</translation>
    </message>
    <message>
        <source>Measured through the SSH connection by way of the jump host your ssh config names: the figure is that path&apos;s, bound by encryption.</source>
        <translation>ssh の設定にある踏み台ホストを経由して、SSH 接続の中で測りました。この値はその経路のもので、暗号化の処理に制約されています。</translation>
    </message>
</context>
<context>
    <name>RunPage</name>
    <message>
        <source>Connected.</source>
        <translation>接続しました。</translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>接続できませんでした: %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>%1: %2 MB/s</source>
        <translation>%1: %2 MB/秒</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>– %1 (cancelled)</source>
        <translation>– %1（中止）</translation>
    </message>
    <message>
        <source>– %1 (skipped)</source>
        <translation>– %1（省略）</translation>
    </message>
    <message>
        <source>Busiest core</source>
        <translation>最も負荷の高いコア</translation>
    </message>
    <message>
        <source>Run finished and saved.</source>
        <translation>診断が終わり、結果を保存しました。</translation>
    </message>
    <message>
        <source>Run ended early; what was measured is saved.</source>
        <translation>診断は途中で終わりました。測定できた分は保存してあります。</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完了しました。</translation>
    </message>
    <message>
        <source>The run could not be saved: %1</source>
        <translation>診断結果を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Cancelling: stopping the test and removing its files…</source>
        <translation>中止しています。テストを止めて一時ファイルを削除しています…</translation>
    </message>
    <message>
        <source>Select or add a Pi on the left first.</source>
        <translation>まず左の一覧で Pi を選ぶか、追加してください。</translation>
    </message>
    <message>
        <source>Pi: %1 (%2@%3) — share on this PC: %4</source>
        <translation>Pi: %1 (%2@%3) — この PC での共有フォルダー: %4</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Quick (about 30 s of tests)</source>
        <translation>クイック（テスト時間 約 30 秒）</translation>
    </message>
    <message>
        <source>Thorough (a few minutes)</source>
        <translation>じっくり（数分）</translation>
    </message>
    <message>
        <source>Label for this run, e.g. &quot;before reformat&quot;</source>
        <translation>この診断のラベル（例:「再フォーマット前」）</translation>
    </message>
    <message>
        <source>&amp;Diagnose</source>
        <translation>診断(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>中止(&amp;C)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>転送速度</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/秒</translation>
    </message>
    <message>
        <source>Pi CPU</source>
        <translation>Pi の CPU</translation>
    </message>
    <message>
        <source>% of one core</source>
        <translation>1 コアあたりの %</translation>
    </message>
    <message>
        <source>Test length</source>
        <translation>テストの長さ</translation>
    </message>
    <message>
        <source>Run label</source>
        <translation>診断結果のラベル</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Connection attempt stopped.</source>
        <translation>接続の試行を中止しました。</translation>
    </message>
    <message>
        <source>No run of this Pi yet.</source>
        <translation>この Pi はまだ診断していません。</translation>
    </message>
    <message>
        <source>Last run of this Pi: %1 (%2). Its report is in the history.</source>
        <translation>この Pi の前回の診断: %1（%2）。レポートは「履歴」にあります。</translation>
    </message>
    <message>
        <source>Run ended: %1. What was measured is in the history.</source>
        <translation>診断が終わりました: %1。測定できた結果は「履歴」にあります。</translation>
    </message>
    <message>
        <source>Use %1 as the Pi folder</source>
        <translation>%1 を Pi 側のフォルダーにする</translation>
    </message>
    <message>
        <source>The profile could not be saved: %1</source>
        <translation>プロファイルを保存できませんでした: %1</translation>
    </message>
    <message>
        <source>The Pi folder is now %1; this run goes on with the folder it started with, the next run uses the new one.</source>
        <translation>Pi 側のフォルダーを %1 にしました。今回の実行は開始時のフォルダーのまま続け、次回から新しいフォルダーを使います。</translation>
    </message>
    <message>
        <source>The Pi folder is now %1. Press Diagnose again to measure it.</source>
        <translation>Pi 側のフォルダーを %1 にしました。もう一度「診断」を押すと、そのフォルダーを測定します。</translation>
    </message>
    <message>
        <source>Nothing was measured: fix the problem above, then press Diagnose again.</source>
        <translation>何も測定していません。上の問題を直してから、もう一度「診断」を押してください。</translation>
    </message>
    <message>
        <source>Pre-flight failed: nothing was measured.</source>
        <translation>事前チェックで問題が見つかりました。何も測定していません。</translation>
    </message>
    <message>
        <source>Pre-flight problems</source>
        <translation>事前チェックで見つかった問題</translation>
    </message>
    <message>
        <source>Use the folder the share really is as the Pi folder</source>
        <translation>共有の実際のフォルダーを Pi 側のフォルダーとして使う</translation>
    </message>
    <message>
        <source>Where the Pi-side tests run</source>
        <translation>Pi 側のテストを行う場所</translation>
    </message>
    <message>
        <source>Measuring again after a change: only the steps listed run.</source>
        <translation>変更後の再測定です。一覧の手順だけを実行します。</translation>
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
        <source>&quot;%1&quot; is not a run of the history.</source>
        <translation>「%1」は履歴にある診断結果ではありません。</translation>
    </message>
    <message>
        <source>Cannot create the history folder &quot;%1&quot;.</source>
        <translation>履歴フォルダー「%1」を作成できません。</translation>
    </message>
    <message>
        <source>The run &quot;%1&quot; is no longer in the history.</source>
        <translation>診断結果「%1」はすでに履歴にありません。</translation>
    </message>
    <message>
        <source>Cannot delete &quot;%1&quot;: %2</source>
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
    <name>ShareChange</name>
    <message>
        <source>The share was not measured in both runs: no figure to compare.</source>
        <translation>両方の診断で共有フォルダーが測定されていないため、比較できる数値がありません。</translation>
    </message>
    <message>
        <source>It did not help: the share is as fast as before (within %1 %, the noise between two runs).</source>
        <translation>効果はありませんでした。共有フォルダーの速度は以前と変わりません（差は 2 回の測定のばらつきである %1 % 以内）。</translation>
    </message>
    <message>
        <source>It helped: the share is %1 times as fast.</source>
        <translation>効果がありました。共有フォルダーが %1 倍の速さになりました。</translation>
    </message>
    <message>
        <source>It helped: the share is %1 % faster.</source>
        <translation>効果がありました。共有フォルダーが %1 % 速くなりました。</translation>
    </message>
    <message>
        <source>It did not help as meant: the share is %1 times as fast, but the finding is still there, so something else changed. Undo the change unless you want to keep it anyway.</source>
        <translation>狙いどおりの効果はありませんでした。共有フォルダーは %1 倍の速さになりましたが、指摘はまだ残っており、速くなったのは別の理由によるものです。それでも残したい場合を除き、変更を元に戻してください。</translation>
    </message>
    <message>
        <source>It did not help as meant: the share is %1 % faster, but the finding is still there, so something else changed. Undo the change unless you want to keep it anyway.</source>
        <translation>狙いどおりの効果はありませんでした。共有フォルダーは %1 % 速くなりましたが、指摘はまだ残っており、速くなったのは別の理由によるものです。それでも残したい場合を除き、変更を元に戻してください。</translation>
    </message>
    <message>
        <source>It did not help: the share moved no data after the change. Undo the change unless another cause explains it.</source>
        <translation>効果はありませんでした。変更後、共有フォルダーはデータを転送できませんでした。ほかに原因が見当たらなければ、変更を元に戻してください。</translation>
    </message>
    <message>
        <source>It did not help: the share runs at %1 % of its speed before. Undo the change unless another cause explains it.</source>
        <translation>効果はありませんでした。共有フォルダーの速度は以前の %1 % に落ちています。ほかに原因が見当たらなければ、変更を元に戻してください。</translation>
    </message>
    <message>
        <source>It did not help: the share is %1 % slower than before. Undo the change unless another cause explains it.</source>
        <translation>効果はありませんでした。共有フォルダーは以前より %1 % 遅くなっています。ほかに原因が見当たらなければ、変更を元に戻してください。</translation>
    </message>
</context>
<context>
    <name>ShareFolder</name>
    <message>
        <source>The share folder %1 does not exist. Is the share mounted?</source>
        <translation>共有フォルダー %1 が見つかりません。共有はマウントされていますか？</translation>
    </message>
    <message>
        <source>The share folder %1 no longer answers (%2): its mount lost the connection to the server. Unmount it and mount the share again.</source>
        <translation>共有フォルダー %1 が応答しません（%2）。マウントがサーバーとの接続を失っています。いったんアンマウントし、共有をマウントし直してください。</translation>
    </message>
    <message>
        <source>This PC&apos;s user may not open the share folder %1 (%2).</source>
        <translation>この PC のユーザーには共有フォルダー %1 を開く権限がありません（%2）。</translation>
    </message>
    <message>
        <source>The share folder %1 cannot be reached: %2.</source>
        <translation>共有フォルダー %1 にアクセスできません: %2。</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 はフォルダーではありません。</translation>
    </message>
    <message>
        <source>The share folder %1 is on this PC&apos;s own disk (%2, %3 mounted at %4), not on a share of the Pi, so its tests would measure this PC. Mount the Pi&apos;s share there, or choose the folder where it is mounted.</source>
        <translation>共有フォルダー %1 は Pi の共有ではなく、この PC 自身のディスク上にあります（%2、%3 を %4 にマウント）。このままではテストがこの PC を測ってしまいます。そこに Pi の共有をマウントするか、共有をマウントしているフォルダーを選んでください。</translation>
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
    <name>SharingExportDialog</name>
    <message>
        <source>Export for Sharing</source>
        <translation>公開用にエクスポート</translation>
    </message>
    <message>
        <source>The copy keeps everything the diagnosis reads. These are replaced or left out; the values below are shown only here and are not in the file.</source>
        <translation>コピーには診断に必要な情報がすべて残ります。次の項目は置き換えるか取り除きます。下に表示している値はここで確認するためだけのもので、ファイルには含まれません。</translation>
    </message>
    <message>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>件数</translation>
    </message>
    <message>
        <source>Nothing personal was found to remove.</source>
        <translation>取り除くべき個人情報は見つかりませんでした。</translation>
    </message>
    <message>
        <source>Save Copy…</source>
        <translation>コピーを保存…</translation>
    </message>
    <message>
        <source>Save Run for Sharing</source>
        <translation>公開用の診断結果を保存</translation>
    </message>
    <message>
        <source>Run files (*.%1)</source>
        <translation>診断結果ファイル (*.%1)</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>「%1」に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>SshAttempt</name>
    <message>
        <source>The test runner is not connected.</source>
        <translation>テスト用のランナーが接続されていません。</translation>
    </message>
</context>
<context>
    <name>SshAuth</name>
    <message>
        <source>This Windows build cannot use an SSH agent (Pageant or the OpenSSH agent): the SSH library it uses has no agent support on Windows. Choose the private key file in the connection settings instead.</source>
        <translation>この Windows 版は SSH エージェント（Pageant や OpenSSH のエージェント）を使えません。使用している SSH ライブラリが Windows ではエージェントに対応していないためです。代わりに接続設定で秘密鍵ファイルを指定してください。</translation>
    </message>
</context>
<context>
    <name>SshConnectionTester</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>Checking the host key…</source>
        <translation>ホスト鍵を確認しています…</translation>
    </message>
    <message>
        <source>Logging in…</source>
        <translation>ログインしています…</translation>
    </message>
    <message>
        <source>Logged in as %1 with %2.</source>
        <translation>%1 として %2 でログインしました。</translation>
    </message>
    <message>
        <source>Checking the Pi folder %1 and the share folder %2…</source>
        <translation>Pi 側のフォルダー %1 と共有フォルダー %2 を確認しています…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>The Pi folder and the share folder are ready: the share is the Pi folder.</source>
        <translation>Pi 側のフォルダーと共有フォルダーの準備ができています。共有の実体は Pi 側のフォルダーです。</translation>
    </message>
</context>
<context>
    <name>SshError</name>
    <message>
        <source>The connection was cancelled.</source>
        <translation>接続を取り消しました。</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; could not be found. Check the spelling, or use the Pi&apos;s IP address.</source>
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
        <source>The server did not accept the login as &quot;%1&quot;. Tried: %2. The server accepts: %3.</source>
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
        <source>The server did not accept the login as &quot;%1&quot;. Tried: %2.</source>
        <translation>サーバーは「%1」としてのログインを受け付けませんでした。試した方法：%2。</translation>
    </message>
    <message>
        <source>The command on the Pi printed more than %1 MB, far more than this step expects, and was stopped.</source>
        <translation>Pi 上のコマンドが %1 MB を超える出力をしました。この手順で想定される量をはるかに超えるため、停止しました。</translation>
    </message>
    <message>
        <source>Next step: copy your public key to the Pi once with &quot;ssh-copy-id %1@&lt;the Pi&apos;s address&gt;&quot; (it asks for the Pi&apos;s password), or choose the key file the Pi already knows in this Pi&apos;s settings. To log in with a password instead, choose &quot;Password&quot; there.</source>
        <translation>次の手順: 「ssh-copy-id %1@&lt;Pi のアドレス&gt;」で公開鍵を一度 Pi にコピーしてください（Pi のパスワードを一度だけ聞かれます）。または、この Pi の設定で Pi に登録済みの鍵ファイルを選んでください。パスワードでログインする場合は、そこで「パスワード」を選んでください。</translation>
    </message>
    <message>
        <source>The port %1 is not a TCP port (1 to 65535). Correct it in this Pi&apos;s settings.</source>
        <translation>ポート %1 は TCP ポート（1～65535）ではありません。この Pi の設定で直してください。</translation>
    </message>
    <message>
        <source>The Pi could not be reached the way your ssh config says (%1, %2). Check that &quot;ssh %3&quot; works in a terminal: it shows what the jump host or the command says.</source>
        <translation>ssh の設定どおりの経路（%1、%2）で Pi に接続できませんでした。ターミナルで「ssh %3」が通るか確かめてください。踏み台ホストやコマンドが出すメッセージはそこに表示されます。</translation>
    </message>
    <message>
        <source>Your ssh config reaches this host through %1 (%2), which this version cannot run on Windows. Give this Pi&apos;s own address and port in its settings, or reach it through a VPN or a port forward.</source>
        <translation>ssh の設定ではこのホストに %1（%2）を経由して接続しますが、この版は Windows ではそれを実行できません。この Pi の設定に Pi 自身のアドレスとポートを指定するか、VPN やポート転送で接続してください。</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <source>Checking the Pi folder and the share</source>
        <translation>Pi 側のフォルダーと共有の確認</translation>
    </message>
    <message>
        <source>Pre-flight check</source>
        <translation>事前チェック</translation>
    </message>
    <message>
        <source>Reading the Pi&apos;s hardware and settings</source>
        <translation>Pi のハードウェアと設定の読み取り</translation>
    </message>
    <message>
        <source>Hardware read</source>
        <translation>ハードウェア情報の読み取り</translation>
    </message>
    <message>
        <source>Removing test files an earlier run left behind</source>
        <translation>以前の実行で残ったテスト用ファイルの削除</translation>
    </message>
    <message>
        <source>Cleanup of earlier test files</source>
        <translation>以前のテスト用ファイルの削除</translation>
    </message>
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
        <source>Watching the Pi&apos;s CPU, network and disk</source>
        <translation>Pi の CPU・ネットワーク・ディスクの監視</translation>
    </message>
    <message>
        <source>CPU and network sampling</source>
        <translation>CPU とネットワークの記録</translation>
    </message>
</context>
<context>
    <name>SudoPasswordDialog</name>
    <message>
        <source>sudo password</source>
        <translation>sudo パスワード</translation>
    </message>
    <message>
        <source>The user the app logs in as needs its sudo password for this change. The app keeps it in memory for this one change only and hands it to sudo on the Pi; it is never saved, logged or put on a command line.</source>
        <translation>この変更には、アプリがログインしているユーザーの sudo パスワードが必要です。アプリはこの変更の間だけメモリに保持して Pi の sudo に渡します。保存、ログへの記録、コマンドラインへの記載は一切しません。</translation>
    </message>
    <message>
        <source>Use for this change</source>
        <translation>この変更に使う</translation>
    </message>
</context>
<context>
    <name>TestStop</name>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>stopped when its rate was stable</source>
        <translation>速度が安定した時点で終了</translation>
    </message>
    <message>
        <source>stopped at its time limit before its rate was stable</source>
        <translation>速度が安定する前に制限時間で終了</translation>
    </message>
    <message>
        <source>ran to its full size</source>
        <translation>予定したサイズをすべて転送して終了</translation>
    </message>
    <message>
        <source>ended by an error</source>
        <translation>エラーで終了</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>UseShareFolderButton</name>
    <message>
        <source>The Pi folder is now %1. Test again to check it, then save.</source>
        <translation>Pi 側のフォルダーを %1 にしました。もう一度テストして確かめてから保存してください。</translation>
    </message>
    <message>
        <source>Use %1 as the Pi folder</source>
        <translation>%1 を Pi 側のフォルダーにする</translation>
    </message>
    <message>
        <source>Use the folder the share really is as the Pi folder</source>
        <translation>共有の実際のフォルダーを Pi 側のフォルダーとして使う</translation>
    </message>
</context>
<context>
    <name>UsesChooser</name>
    <message>
        <source>What do you use this NAS for? The report answers those questions first.</source>
        <translation>この NAS を何に使いますか?レポートはその用途の答えを先に示します。</translation>
    </message>
</context>
<context>
    <name>VerdictCard</name>
    <message>
        <source>Run: %1</source>
        <translation>診断: %1</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Pi NAS Doctor</source>
        <translation>Pi NAS Doctor へようこそ</translation>
    </message>
    <message>
        <source>Find out why your Pi NAS is slow</source>
        <translation>ラズパイ NAS が遅い原因を突き止めましょう</translation>
    </message>
    <message>
        <source>Pi NAS Doctor logs in to your Raspberry Pi over SSH, measures every layer a file crosses — the disk, the network, the share — on its own, puts each next to what the hardware can do, and names the slowest one with a fix. A check takes about a minute.</source>
        <translation>Pi NAS Doctor は SSH で Raspberry Pi にログインし、ファイルが通る層（ディスク、ネットワーク、共有フォルダー）を 1 つずつ測って、それぞれをハードウェアの上限と比べます。そのうえで一番遅い層と対策を示します。診断は 1 分ほどで終わります。</translation>
    </message>
    <message>
        <source>What it reads on the Pi</source>
        <translation>Pi から読み取るもの</translation>
    </message>
    <message>
        <source>One shell script, with no installs and no sudo unless you allow it: facts from /proc and /sys, lsusb, ethtool, mount, df, vcgencmd get_throttled, dmesg, the NFS exports and the Samba settings. While tests run it reads the CPU, network and disk counters once a second.</source>
        <translation>シェルスクリプトを 1 つ実行するだけです。何もインストールせず、許可しない限り sudo も使いません。読み取るのは /proc と /sys の情報、lsusb、ethtool、mount、df、vcgencmd get_throttled、dmesg、NFS のエクスポート設定、Samba の設定です。テスト中は CPU、ネットワーク、ディスクのカウンターを 1 秒ごとに読み取ります。</translation>
    </message>
    <message>
        <source>What it writes, and where</source>
        <translation>書き込むものと場所</translation>
    </message>
    <message>
        <source>Only temporary test files with unique names (.pinas-doctor-….tmp): one in the folder on the Pi that you choose, after checking there is room, and one in the share on this PC. They are removed at the end, when you cancel, and at the next connection if a connection broke. On this PC it keeps your Pis (without passwords) and the runs.</source>
        <translation>書き込むのは一意の名前を付けたテスト用の一時ファイル（.pinas-doctor-….tmp）だけです。1 つは空き容量を確認したうえで、指定した Pi 側のフォルダーに、もう 1 つはこの PC から見た共有フォルダーに作ります。どちらも終了時、中止したとき、そして接続が切れた場合は次回の接続時に削除します。この PC には接続先（パスワードは除く）と診断結果を保存します。</translation>
    </message>
    <message>
        <source>&amp;Example reports, from real write-ups:</source>
        <translation>実際の事例から作ったサンプルレポート(&amp;E):</translation>
    </message>
    <message>
        <source>Example reports</source>
        <translation>サンプルレポート</translation>
    </message>
    <message>
        <source>&amp;Open an example report</source>
        <translation>サンプルレポートを開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Add my Pi…</source>
        <translation>自分の Pi を追加(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>Play a 4K UHD Blu-ray remux</source>
        <translation>4K UHD Blu-ray のリマックスを再生</translation>
    </message>
    <message>
        <source>Play a 4K film at streaming-service quality</source>
        <translation>配信サービス画質の 4K 映画を再生</translation>
    </message>
    <message>
        <source>Play a 1080p Blu-ray remux</source>
        <translation>1080p Blu-ray のリマックスを再生</translation>
    </message>
    <message>
        <source>Copy a folder of films to the NAS</source>
        <translation>映画のフォルダーを NAS へコピー</translation>
    </message>
    <message>
        <source>Copy a folder of films from the NAS</source>
        <translation>映画のフォルダーを NAS からコピー</translation>
    </message>
    <message>
        <source>First full backup of a laptop</source>
        <translation>ノート PC の初回フルバックアップ</translation>
    </message>
    <message>
        <source>Nightly backup of changed small files</source>
        <translation>変更された小さなファイルの夜間バックアップ</translation>
    </message>
    <message>
        <source>Copy a photo library to the NAS</source>
        <translation>写真ライブラリを NAS へコピー</translation>
    </message>
    <message>
        <source>Browse a photo library (first thumbnail pass)</source>
        <translation>写真ライブラリの閲覧（初回のサムネイル作成）</translation>
    </message>
    <message>
        <source>First Time Machine / File History backup</source>
        <translation>Time Machine / ファイル履歴の初回バックアップ</translation>
    </message>
    <message>
        <source>Films and series</source>
        <translation>映画・ドラマ</translation>
    </message>
    <message>
        <source>Backups of PCs</source>
        <translation>PC のバックアップ</translation>
    </message>
    <message>
        <source>Photos</source>
        <translation>写真</translation>
    </message>
    <message>
        <source>Time Machine / File History</source>
        <translation>Time Machine / ファイル履歴</translation>
    </message>
    <message>
        <source>General files and folders</source>
        <translation>一般的なファイルとフォルダー</translation>
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

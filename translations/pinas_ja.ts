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
        <source>The file is empty.</source>
        <translation>ファイルが空です。</translation>
    </message>
    <message>
        <source>The file looks like a run file but is not valid JSON (%1 at byte %2).</source>
        <translation>診断結果ファイルのようですが、正しい JSON ではありません（%2 バイト目: %1）。</translation>
    </message>
    <message>
        <source>The file is neither a run file nor text; it holds binary data.</source>
        <translation>このファイルは診断結果ファイルでもテキストでもなく、バイナリデータです。</translation>
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
</TS>
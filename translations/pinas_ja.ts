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
</TS>
#include "core/treatment/fixplan.h"

#include "core/treatment/textdiff.h"

#include <QCryptographicHash>
#include <QJsonArray>

QString FileEdit::diff() const
{
    return TextDiff::unified(path, before, after);
}

QString FixPlan::consentDigest() const
{
    // Length-prefixed fields: no two different plans give the same stream.
    QCryptographicHash h(QCryptographicHash::Sha256);
    auto add = [&h](const QByteArray &bytes) {
        h.addData(QByteArray(QByteArray::number(bytes.size()) + ':'));
        h.addData(bytes);
    };
    add(finding.toUtf8());
    for (const FileEdit &f : files) {
        add(f.path.toUtf8());
        add(f.absentBefore ? QByteArray("new") : f.before);
        add(f.absentAfter ? QByteArray("gone") : f.after);
    }
    for (const RuntimeWrite &w : runtime) {
        add(w.pathGlob.toUtf8());
        add(w.before.toUtf8());
        add(w.value.toUtf8());
    }
    for (const QString &c : commands())
        add(c.toUtf8());
    add(service.toUtf8());
    return QString::fromLatin1(h.result().toHex());
}

QString FixPlan::kindKey(Kind kind)
{
    return kind == Kind::Apply ? QStringLiteral("apply") : QStringLiteral("guide");
}

QStringList FixPlan::commands() const
{
    QStringList out;
    if (!precheck.isEmpty())
        out << precheck; // first: the change is refused unless it passes
    for (const RuntimeWrite &w : runtime)
        out << QStringLiteral("echo %1 > %2").arg(w.value, w.pathGlob);
    out << reload;
    if (!verify.isEmpty())
        out << verify;
    if (needsReboot) { // once the change is confirmed; then, when the Pi is back, its check
        out << rebootCommand();
        if (!bootCheck.isEmpty())
            out << bootCheck;
    }
    return out;
}

QJsonObject FixPlan::toJson() const
{
    QJsonArray fileArray;
    for (const FileEdit &f : files)
        fileArray.append(QJsonObject{{QStringLiteral("path"), f.path},
                                     {QStringLiteral("diff"), f.diff()},
                                     // a file the change creates is based on nothing the Pi has
                                     {QStringLiteral("based_on"), f.absentBefore ? QStringLiteral("new") : f.basedOn}});
    QJsonArray runtimeArray;
    for (const RuntimeWrite &w : runtime)
        runtimeArray.append(QJsonObject{{QStringLiteral("path"), w.pathGlob}, {QStringLiteral("value"), w.value}});
    return QJsonObject{
        {QStringLiteral("finding"), finding},
        {QStringLiteral("kind"), kindKey(kind)},
        {QStringLiteral("title"), title},
        {QStringLiteral("why"), why},
        {QStringLiteral("risk"), risk},
        {QStringLiteral("undo"), undo},
        {QStringLiteral("files"), fileArray},
        {QStringLiteral("runtime"), runtimeArray},
        {QStringLiteral("commands"), QJsonArray::fromStringList(commands())},
        {QStringLiteral("steps"), QJsonArray::fromStringList(steps)},
        {QStringLiteral("needs_sudo"), needsSudo},
        {QStringLiteral("needs_reboot"), needsReboot},
    };
}

QString FixPlan::toText() const
{
    QString out = QStringLiteral("[%1] %2\n").arg(finding, title);
    out += isApply() ? tr("The app can make this change (pinas-doctor fix RUNFILE --apply %1).").arg(finding)
                     : tr("A checklist: the app does not make this change.");
    out += u'\n';
    if (!why.isEmpty())
        out += tr("Why: %1").arg(why) + u'\n';
    if (!risk.isEmpty())
        out += tr("Risk: %1").arg(risk) + u'\n';
    for (const FileEdit &f : files) {
        out += f.basedOn == u"testparm"
                   ? tr("Change in %1 (shown on testparm's view; the Pi's file is read again before the change):")
                         .arg(f.path)
                   : tr("Change in %1:").arg(f.path);
        out += u'\n' + f.diff();
    }
    const QStringList cmds = commands();
    if (!cmds.isEmpty()) {
        out += tr("Commands:") + u'\n';
        for (const QString &c : cmds)
            out += QStringLiteral("  %1\n").arg(c);
    }
    for (int i = 0; i < steps.size(); ++i)
        out += QStringLiteral("  %1. %2\n").arg(QString::number(i + 1), steps.at(i));
    if (isApply()) {
        out += needsSudo ? tr("Needs root (sudo).") : QString();
        out += needsReboot ? u' ' + tr("Needs a reboot.") : QString();
        out += u'\n';
    }
    if (!undo.isEmpty())
        out += tr("Undo: %1").arg(undo) + u'\n';
    return out;
}

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// NFS exports: /etc/exports ("PATH CLIENT(OPTS) CLIENT2(OPTS)", "-OPTS" defaults, "\" line
// continuation) and `exportfs -v` ("PATH<TAB>CLIENT(OPTS)", long paths wrap onto a second line).
struct ExportEntry
{
    QString path;
    QString client;        // "*", "192.168.1.0/24", "<world>"
    QStringList options;   // "rw", "async", "no_subtree_check", ...
};

QList<ExportEntry> parseExports(const QString &text);

#pragma once

#include <QList>
#include <QMap>
#include <QString>

// smb.conf or `testparm [-s]` output. Keys are lower case with single spaces ("server min
// protocol"); lines before any [section] count as [global] (people paste excerpts).
struct SmbConfSection
{
    QString name;
    QMap<QString, QString> values;
};

struct SmbConf
{
    bool fromTestparm = false;     // testparm prints effective values; a raw file only what was set
    bool recognised = false;       // at least one section or key was read
    QMap<QString, QString> global;
    QList<SmbConfSection> shares;
};

SmbConf parseSmbConf(const QString &text);

#pragma once

#include "core/store/profile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// The saved profiles, in one JSON file written atomically. Names are unique: they key history
// folders and keychain entries.
class ProfileStore
{
    Q_DECLARE_TR_FUNCTIONS(ProfileStore)
public:
    explicit ProfileStore(QString filePath);

    // The default file in the app data folder.
    static QString defaultFilePath();

    bool load();                    // a missing file is an empty list, not an error
    bool save();                    // atomic: the old file stays if the write fails
    QString errorString() const { return m_error; }
    QString filePath() const { return m_path; }

    const QList<Profile> &profiles() const { return m_profiles; }
    int indexOf(const QString &name) const;

    // Each returns false with errorString() set when the profile is invalid or the name taken.
    bool add(const Profile &p);
    bool update(const QString &oldName, const Profile &p);
    bool remove(const QString &name);
    // Adds a copy under a free name ("nas (2)") and returns that name.
    QString duplicate(const QString &name);

private:
    bool check(const Profile &p, const QString &ignoreName);

    QString m_path;
    QList<Profile> m_profiles;
    QString m_error;
};

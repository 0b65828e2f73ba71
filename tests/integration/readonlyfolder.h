#pragma once

#include "tests/integration/sshdfixture.h"

#include <QFile>
#include <QString>

// Makes a folder read-only, as the Pi's user sees it, for the scope of a test. root writes through
// any mode bits, so for root a read-only tmpfs is mounted over the folder; others lose the write bit.
// ok() is false when that could not be done (the test then skips).
class ReadOnlyFolder
{
public:
    explicit ReadOnlyFolder(QString path) : m_path(std::move(path))
    {
        if (SshdFixture::isRoot()) {
            int rc = 0;
            SshdFixture::run(QStringLiteral("mount"),
                             {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                              QStringLiteral("ro,size=1m"), QStringLiteral("none"), m_path},
                             &rc);
            m_mounted = rc == 0;
            m_ok = m_mounted;
        } else {
            m_ok = QFile::setPermissions(m_path, QFile::ReadOwner | QFile::ExeOwner);
        }
    }
    ~ReadOnlyFolder()
    {
        if (m_mounted)
            SshdFixture::run(QStringLiteral("umount"), {m_path});
        QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    ReadOnlyFolder(const ReadOnlyFolder &) = delete;
    ReadOnlyFolder &operator=(const ReadOnlyFolder &) = delete;

    bool ok() const { return m_ok; }

private:
    QString m_path;
    bool m_mounted = false;
    bool m_ok = false;
};

#pragma once

// Test helper: makes a directory unwritable for the life of the object, even when the tests run
// as root (CI containers): chmod 0555, and for root also drops CAP_DAC_OVERRIDE from this
// thread's effective capabilities (it stays permitted, so the destructor can raise it again).

#include <QFile>
#include <QString>

#include <linux/capability.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

class ReadOnlyDirectory
{
public:
    explicit ReadOnlyDirectory(const QString &path) : m_path(path)
    {
        ::chmod(QFile::encodeName(m_path).constData(), 0555);
        if (::geteuid() == 0)
            m_dropped = setDacOverride(false);
    }
    ~ReadOnlyDirectory()
    {
        if (m_dropped)
            setDacOverride(true);
        ::chmod(QFile::encodeName(m_path).constData(), 0755);
    }
    ReadOnlyDirectory(const ReadOnlyDirectory &) = delete;
    ReadOnlyDirectory &operator=(const ReadOnlyDirectory &) = delete;

    // True when creating a file in the directory really fails now.
    bool isEffective() const
    {
        QFile probe(m_path + QStringLiteral("/.probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            return false;
        }
        return true;
    }

private:
    static bool setDacOverride(bool on)
    {
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        __user_cap_data_struct data[2] = {};
        if (::syscall(SYS_capget, &header, data) != 0)
            return false;
        const unsigned bit = 1u << CAP_DAC_OVERRIDE;
        if (on)
            data[0].effective |= bit;
        else
            data[0].effective &= ~bit;
        return ::syscall(SYS_capset, &header, data) == 0;
    }

    QString m_path;
    bool m_dropped = false;
};

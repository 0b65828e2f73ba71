#include "core/store/profilestore.h"

#include "core/store/privatefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace {
const auto kFormat = QStringLiteral("pinas-doctor-profiles");
}

ProfileStore::ProfileStore(QString filePath) : m_path(std::move(filePath)) {}

QString ProfileStore::defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/profiles.json");
}

bool ProfileStore::load()
{
    m_profiles.clear();
    QFile f(m_path);
    if (!f.exists())
        return true;
    if (!f.open(QIODevice::ReadOnly)) {
        m_error = tr("Cannot read the saved connections from %1: %2").arg(m_path, f.errorString());
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()
        || doc.object().value(QStringLiteral("format")).toString() != kFormat) {
        m_error = tr("The saved connections in %1 are damaged and were not loaded. "
                     "The file was left as it is.")
                      .arg(m_path);
        return false;
    }
    for (const QJsonValue &v : doc.object().value(QStringLiteral("profiles")).toArray()) {
        Profile p = Profile::fromJson(v.toObject());
        if (!p.name.isEmpty() && indexOf(p.name) < 0)
            m_profiles << p;
    }
    return true;
}

bool ProfileStore::save()
{
    PrivateFile::makeFolder(QFileInfo(m_path).absolutePath());
    QJsonArray list;
    for (const Profile &p : m_profiles)
        list.append(p.toJson());
    const QJsonObject root{{QStringLiteral("format"), kFormat}, {QStringLiteral("version"), 1},
                           {QStringLiteral("profiles"), list}};
    QString error;
    if (!PrivateFile::write(m_path, QJsonDocument(root).toJson(), &error)) {
        m_error = tr("Cannot save the connections to %1: %2").arg(m_path, error);
        return false;
    }
    return true;
}

int ProfileStore::indexOf(const QString &name) const
{
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).name == name)
            return i;
    }
    return -1;
}

bool ProfileStore::check(const Profile &p, const QString &ignoreName)
{
    const QStringList problems = p.validate();
    if (!problems.isEmpty()) {
        m_error = problems.join(QLatin1Char('\n'));
        return false;
    }
    if (p.name != ignoreName && indexOf(p.name) >= 0) {
        m_error = tr("A connection named \"%1\" already exists.").arg(p.name);
        return false;
    }
    return true;
}

bool ProfileStore::add(const Profile &p)
{
    if (!check(p, QString()))
        return false;
    m_profiles << p;
    return true;
}

bool ProfileStore::update(const QString &oldName, const Profile &p)
{
    const int i = indexOf(oldName);
    if (i < 0) {
        m_error = tr("There is no connection named \"%1\".").arg(oldName);
        return false;
    }
    if (!check(p, oldName))
        return false;
    m_profiles[i] = p;
    return true;
}

bool ProfileStore::remove(const QString &name)
{
    const int i = indexOf(name);
    if (i < 0) {
        m_error = tr("There is no connection named \"%1\".").arg(name);
        return false;
    }
    m_profiles.removeAt(i);
    return true;
}

QString ProfileStore::duplicate(const QString &name)
{
    const int i = indexOf(name);
    if (i < 0)
        return {};
    Profile copy = m_profiles.at(i);
    for (int n = 2;; ++n) {
        copy.name = QStringLiteral("%1 (%2)").arg(name, QString::number(n));
        if (indexOf(copy.name) < 0)
            break;
    }
    m_profiles << copy;
    return copy.name;
}

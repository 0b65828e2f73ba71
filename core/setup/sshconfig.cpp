#include "core/setup/sshconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace {

// ssh(1) stops at this depth too (READCONF_MAX_DEPTH), which also ends Include loops.
constexpr int kMaxDepth = 16;
// A config file is a few KB; a huge "config" is not one, and reading it whole is not worth it.
constexpr qint64 kMaxFileSize = 1024 * 1024;

// Which hosts the lines that follow apply to: everything (before the first Host), the patterns
// of a Host line, or a Match block (never evaluated, except "Match all").
struct Condition
{
    enum class Kind { Global, Host, Match } kind = Kind::Global;
    QStringList patterns;
    bool matchAll = false;
};

struct Option
{
    int condition;
    QString key; // lower case
    QString value;
    QString where; // "FILE line N"
};

struct Parsed
{
    QList<Condition> conditions;
    QList<Option> options;
    QStringList aliases;
};

// Splits arguments the way ssh does: whitespace separates, double quotes group.
QStringList arguments(const QString &s)
{
    QStringList out;
    QString cur;
    bool quoted = false, any = false;
    for (const QChar c : s) {
        if (c == u'"') {
            quoted = !quoted;
            any = true;
        } else if (!quoted && c.isSpace()) {
            if (any)
                out << cur;
            cur.clear();
            any = false;
        } else {
            cur += c;
            any = true;
        }
    }
    if (any)
        out << cur;
    return out;
}

// "Key value", "Key=value" and "Key = value" are all valid.
bool splitLine(const QString &line, QString &key, QString &rest)
{
    int i = 0;
    while (i < line.size() && !line.at(i).isSpace() && line.at(i) != u'=')
        ++i;
    if (i == 0)
        return false;
    key = line.left(i).toLower();
    int j = i;
    while (j < line.size() && line.at(j).isSpace())
        ++j;
    if (j < line.size() && line.at(j) == u'=')
        ++j;
    rest = line.mid(j).trimmed();
    return true;
}

bool isWildcard(const QString &pattern)
{
    return pattern.contains(u'*') || pattern.contains(u'?') || pattern.startsWith(u'!');
}

QString expandHome(const QString &path, const QString &home)
{
    if (path == QLatin1String("~"))
        return home;
    if (path.startsWith(QLatin1String("~/")) || path.startsWith(QLatin1String("%d/")))
        return home + path.mid(path.indexOf(u'/'));
    return path;
}

class Reader
{
public:
    Reader(QString sshDir, QString home) : m_sshDir(std::move(sshDir)), m_home(std::move(home)) {}

    void read(const QByteArray &text, const QString &file, int depth, int condition)
    {
        if (depth > kMaxDepth)
            return;
        int number = 0;
        for (const QByteArray &raw : text.split('\n')) {
            ++number;
            const QString line = QString::fromUtf8(raw).trimmed();
            if (line.isEmpty() || line.startsWith(u'#'))
                continue;
            QString key, rest;
            if (!splitLine(line, key, rest))
                continue;
            if (key == QLatin1String("host")) {
                condition = addCondition(Condition::Kind::Host, arguments(rest));
            } else if (key == QLatin1String("match")) {
                condition = addCondition(Condition::Kind::Match, arguments(rest));
            } else if (key == QLatin1String("include")) {
                for (const QString &pattern : arguments(rest))
                    include(pattern, depth, condition);
            } else {
                m_parsed.options.append({condition, key, rest, QStringLiteral("%1 line %2").arg(file, QString::number(number))});
            }
        }
    }

    Parsed take() { return std::move(m_parsed); }

    int addGlobal()
    {
        m_parsed.conditions.append(Condition());
        return 0;
    }

private:
    int addCondition(Condition::Kind kind, const QStringList &args)
    {
        Condition c;
        c.kind = kind;
        c.patterns = args;
        c.matchAll = kind == Condition::Kind::Match && args.size() == 1
                     && args.first().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0;
        if (kind == Condition::Kind::Host) {
            for (const QString &p : args) {
                if (!isWildcard(p) && !m_parsed.aliases.contains(p, Qt::CaseInsensitive))
                    m_parsed.aliases << p;
            }
        }
        m_parsed.conditions.append(c);
        return int(m_parsed.conditions.size()) - 1;
    }

    // Include takes globs; relative paths are relative to ~/.ssh for the user's file.
    void include(const QString &pattern, int depth, int condition)
    {
        QString path = expandHome(pattern, m_home);
        if (QFileInfo(path).isRelative())
            path = m_sshDir + u'/' + path;
        const QFileInfo info(path);
        QStringList files;
        if (isWildcard(info.fileName())) {
            const QDir dir = info.dir();
            for (const QString &name : dir.entryList({info.fileName()}, QDir::Files, QDir::Name))
                files << dir.filePath(name);
        } else {
            files << path;
        }
        for (const QString &file : files) {
            QFile f(file);
            if (f.size() > kMaxFileSize || !f.open(QIODevice::ReadOnly))
                continue;
            read(f.readAll(), file, depth + 1, condition);
        }
    }

    QString m_sshDir;
    QString m_home;
    Parsed m_parsed;
};

bool applies(const Condition &c, const QString &alias)
{
    switch (c.kind) {
    case Condition::Kind::Global:
        return true;
    case Condition::Kind::Match:
        return c.matchAll;
    case Condition::Kind::Host:
        break;
    }
    bool positive = false;
    for (const QString &p : c.patterns) {
        if (p.startsWith(u'!')) {
            if (SshConfig::matchesPattern(alias, p.mid(1)))
                return false; // a negated match excludes the block whatever else matches
        } else if (SshConfig::matchesPattern(alias, p)) {
            positive = true;
        }
    }
    return positive;
}

SshHostEntry resolve(const Parsed &parsed, const QString &alias, const QString &home)
{
    SshHostEntry e;
    e.alias = alias;
    QHash<QString, QString> first;
    const Option *proxy = nullptr;
    for (const Option &o : parsed.options) {
        if (!applies(parsed.conditions.at(o.condition), alias))
            continue;
        // ProxyJump and ProxyCommand are one setting to ssh: the first of either wins.
        if (o.key == QLatin1String("proxyjump") || o.key == QLatin1String("proxycommand")) {
            if (!proxy)
                proxy = &o;
            continue;
        }
        if (first.contains(o.key))
            continue;
        const QStringList args = arguments(o.value);
        if (!args.isEmpty())
            first.insert(o.key, args.first());
    }
    if (proxy && proxy->value.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0 && !proxy->value.isEmpty()) {
        (proxy->key == QLatin1String("proxyjump") ? e.proxyJump : e.proxyCommand) = proxy->value;
        e.proxyLine = proxy->where;
    }
    e.hostName = first.value(QStringLiteral("hostname"));
    e.hostName.replace(QLatin1String("%h"), alias).replace(QLatin1String("%%"), QLatin1String("%"));
    e.user = first.value(QStringLiteral("user"));
    bool ok = false;
    const int port = first.value(QStringLiteral("port")).toInt(&ok);
    e.port = ok && port > 0 && port < 65536 ? port : 0;
    const QString identity = first.value(QStringLiteral("identityfile"));
    if (!identity.isEmpty() && identity.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0)
        e.identityFile = expandHome(identity, home);
    return e;
}

struct FileEntries
{
    QList<SshHostEntry> aliases; // every concrete Host name, in the file's order
    SshHostEntry asked;          // the one host asked for, if any
};

FileEntries parseFile(const QByteArray &text, const QString &file, const QString &sshDir, const QString &home,
                      const QString &asked = {})
{
    const QString h = home.isEmpty() ? QDir::homePath() : home;
    Reader reader(sshDir.isEmpty() ? h + QStringLiteral("/.ssh") : sshDir, h);
    reader.read(text, file, 0, reader.addGlobal());
    const Parsed parsed = reader.take();
    FileEntries out;
    for (const QString &alias : parsed.aliases)
        out.aliases << resolve(parsed, alias, h);
    if (!asked.isEmpty())
        out.asked = resolve(parsed, asked, h);
    return out;
}

} // namespace

namespace SshConfig {

QString defaultPath()
{
    return QDir::homePath() + QStringLiteral("/.ssh/config");
}

QList<SshHostEntry> parse(const QByteArray &text, const QString &sshDir, const QString &home)
{
    return parseFile(text, QStringLiteral("ssh config"), sshDir, home).aliases;
}

QList<SshHostEntry> load(const QString &path, const QString &sshDir, const QString &home)
{
    QFile f(path);
    if (f.size() > kMaxFileSize || !f.open(QIODevice::ReadOnly))
        return {};
    return parseFile(f.readAll(), path, sshDir.isEmpty() ? QFileInfo(path).absolutePath() : sshDir, home).aliases;
}

SshHostEntry resolve(const QString &path, const QString &host)
{
    QFile f(path);
    if (f.size() > kMaxFileSize || !f.open(QIODevice::ReadOnly)) {
        SshHostEntry e;
        e.alias = host;
        return e;
    }
    return parseFile(f.readAll(), path, QFileInfo(path).absolutePath(), {}, host).asked;
}

bool matchesPattern(const QString &host, const QString &pattern)
{
    // Iterative glob with backtracking to the last '*': linear enough for host names.
    qsizetype h = 0, p = 0, star = -1, mark = 0;
    while (h < host.size()) {
        if (p < pattern.size() && (pattern.at(p) == u'?' || pattern.at(p).toLower() == host.at(h).toLower())) {
            ++h;
            ++p;
        } else if (p < pattern.size() && pattern.at(p) == u'*') {
            star = p++;
            mark = h;
        } else if (star >= 0) {
            p = star + 1;
            h = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern.at(p) == u'*')
        ++p;
    return p == pattern.size();
}

} // namespace SshConfig

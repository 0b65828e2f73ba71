#include "app/windows/bundledfonts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontDatabase>

namespace BundledFonts {

int load()
{
    const QDir dir(QCoreApplication::applicationDirPath() + QStringLiteral("/fonts"));
    int loaded = 0;
    const QStringList files =
        dir.entryList({QStringLiteral("*.ttf"), QStringLiteral("*.otf"), QStringLiteral("*.ttc")}, QDir::Files);
    for (const QString &name : files) {
        if (QFontDatabase::addApplicationFont(dir.filePath(name)) >= 0)
            ++loaded;
    }
    return loaded;
}

} // namespace BundledFonts

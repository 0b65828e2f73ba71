#include "core/model/teststop.h"

#include <array>

namespace {
struct Names
{
    TestStop stop;
    const char *key;
};
constexpr std::array<Names, 6> kNames{{{TestStop::Done, "done"},
                                       {TestStop::Stable, "stable"},
                                       {TestStop::Cap, "cap"},
                                       {TestStop::Size, "size"},
                                       {TestStop::Error, "error"},
                                       {TestStop::Cancelled, "cancelled"}}};
} // namespace

QString TestStops::key(TestStop stop)
{
    for (const Names &n : kNames)
        if (n.stop == stop)
            return QString::fromLatin1(n.key);
    return QString();
}

std::optional<TestStop> TestStops::fromKey(const QString &key)
{
    for (const Names &n : kNames)
        if (key == QLatin1String(n.key))
            return n.stop;
    return std::nullopt;
}

QString TestStops::title(TestStop stop)
{
    switch (stop) {
    case TestStop::Done:
        return QCoreApplication::translate("TestStop", "done");
    case TestStop::Stable:
        return QCoreApplication::translate("TestStop", "stopped when its rate was stable");
    case TestStop::Cap:
        return QCoreApplication::translate("TestStop", "stopped at its time limit before its rate was stable");
    case TestStop::Size:
        return QCoreApplication::translate("TestStop", "ran to its full size");
    case TestStop::Error:
        return QCoreApplication::translate("TestStop", "ended by an error");
    case TestStop::Cancelled:
        return QCoreApplication::translate("TestStop", "cancelled");
    }
    return QString();
}

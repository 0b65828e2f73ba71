#include "core/knowledge/mydata.h"

#include <cmath>

namespace {

bool isTransfer(const QString &id)
{
    const std::optional<Workload> w = Workload::byId(id);
    return w && w->kind == Workload::Kind::Transfer;
}

} // namespace

MyData MyData::fromJson(const QJsonValue &value)
{
    MyData out;
    const QJsonObject o = value.toObject();
    // A workload table has about ten rows: a larger object is not one the app wrote.
    if (o.size() > 64)
        return out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const double v = it.value().toDouble(-1);
        if (isTransfer(it.key()) && std::isfinite(v) && v >= kMinBytes && v <= kMaxBytes)
            out.bytes.insert(it.key(), v);
    }
    return out;
}

QJsonObject MyData::toJson() const
{
    QJsonObject o;
    for (auto it = bytes.begin(); it != bytes.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

double MyData::bytesFor(const Workload &workload) const
{
    return bytes.value(QString::fromLatin1(workload.id), workload.bytes);
}

MyData MyData::completed() const
{
    MyData out = *this;
    for (const Workload &w : Workload::all())
        if (w.kind == Workload::Kind::Transfer && !out.bytes.contains(QString::fromLatin1(w.id)))
            out.bytes.insert(QString::fromLatin1(w.id), w.bytes);
    return out;
}

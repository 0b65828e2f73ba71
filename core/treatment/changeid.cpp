#include "core/treatment/changeid.h"

#include <QRegularExpression>

namespace {

QString stamp(const QDateTime &when)
{
    return when.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
}

} // namespace

namespace ChangeId {

bool isFindingId(const QString &finding)
{
    static const QRegularExpression re(QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9]+(-[a-z0-9]+)*")));
    return finding.size() <= 48 && re.match(finding).hasMatch();
}

bool isValid(const QString &id)
{
    // Anchored on both ends (anchoredPattern: '$' alone would let a last line end through), ASCII
    // only: no '/', '.', blank, quote or control character can pass.
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[0-9]{8}T[0-9]{6}Z-[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{4}")));
    return id.size() <= kMaxLength && re.match(id).hasMatch();
}

QString make(const QDateTime &when, const QString &finding, const QString &randomPart)
{
    return stamp(when) + u'-' + finding + u'-' + randomPart;
}

QString makeUndo(const QDateTime &when, const QString &randomPart)
{
    return stamp(when) + QStringLiteral("-undo-") + randomPart;
}

} // namespace ChangeId

#pragma once

#include "core/diagnosis/layer.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

class Run;

// What the before/after card of a change says (issue #29, "Prove it"), for both front ends: the
// window's BeforeAfterDialog and `pinas-doctor fix --measure-again`. The run before the change and
// the run measured again after it: the share as the PC sees it, the changed layer against its
// ceiling, the finding gone or not, and whether it helped (faster beyond the runs' noise band,
// ShareChange, and the finding gone).
class BeforeAfter
{
    Q_DECLARE_TR_FUNCTIONS(BeforeAfter)
public:
    struct Row
    {
        QString name;
        QString before;
        QString after; // null: `before` holds one value for both columns
    };

    static BeforeAfter of(const Run &before, const Run &after, const QString &finding);

    QString finding;
    QString findingTitle; // the finding's title in the run before; its id when that run lacks it
    double shareBefore = -1;
    double shareAfter = -1;
    bool wasThere = false;   // the finding in the run before
    bool stillThere = false; // the finding in the run after
    bool faster = false;     // the share faster beyond the noise band
    bool helped = false;     // faster and the finding gone
    double band = 0;
    QList<Row> rows;    // translated, top to bottom
    QString verdict;    // the whole verdict (translated sentences)
    QString remeasured; // what the run after measured, when it was a re-measure of chosen steps

    // The card as terminal text: the heading, the rows, the verdict, what was measured, and when it
    // did not help the undo command line `undoCommand`.
    QString toText(const QString &changeId, const QString &undoCommand) const;
    // {"finding", "finding_title", "share_before", "share_after" (MB/s, null when not measured),
    //  "finding_before", "finding_after" (bool), "faster", "helped", "noise_band", "verdict",
    //  "remeasured", "rows": [{"name", "before", "after"}]}
    QJsonObject toJson() const;
};

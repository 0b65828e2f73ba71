#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

// The example runs shipped in the resources (:/examples), each with a title and one sentence on
// what it shows, so someone without a Pi at hand can see what a report looks like.
struct ExampleRun
{
    QString resource;    // ":/examples/pi3b-nfs.pinasrun"
    QString title;       // translated
    QString description; // translated
};

class ExampleRuns
{
    Q_DECLARE_TR_FUNCTIONS(ExampleRuns)
public:
    // In the order they are offered; texts in the current language.
    static QList<ExampleRun> all();
};

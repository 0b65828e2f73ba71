#pragma once

#include "core/diagnosis/diagnosisinput.h"
#include "core/diagnosis/finding.h"
#include "core/diagnosis/layerceilings.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

// What a rule sees: the input and the ceilings computed from it, plus small helpers for figures.
struct RuleContext
{
    const DiagnosisInput &in;
    const LayerCeilings &ceilings;

    // What the share could reach with the given layers out of the way: the lowest of the other
    // layers' measured figures and ceilings. -1 when nothing else is known.
    double limitWithout(std::initializer_list<Layer> fixed) const;
    // Gain in MB/s from the current share figure (or the layer's own ceiling when nothing was
    // measured) up to `reachable`; never negative.
    double gainTo(double reachable, double current = -1) const;
};

// One diagnosis rule: a stable id and a pure check. Each rule is testable on its own.
struct Rule
{
    const char *id;
    std::optional<Finding> (*check)(const RuleContext &context);
};

class Rules
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
public:
    // The table, in the order of docs/design.md "Finding ids".
    static const QList<Rule> &all();
    static const Rule *find(const QString &id);
    // Runs every rule; findings ranked by expected gain, then severity.
    static QList<Finding> evaluate(const DiagnosisInput &in, const LayerCeilings &ceilings);

    // The parts of the table, one file each.
    static QList<Rule> networkRules();
    static QList<Rule> storageRules();
    static QList<Rule> serverRules();
    static QList<Rule> systemRules();
    static QList<Rule> pcRules(); // this PC's link and SMB client (rules_pc.cpp)

    // "11.1", "117.7": figures as the texts print them.
    static QString mb(double value);
    static QString percent(double value); // "94" (rounded down)
    static QString rate(double value);    // a measured figure: "11.1", "114"
};

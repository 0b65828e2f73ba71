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

// A rule: a pure check of the diagnosis input. Each is testable on its own.
using RuleCheck = std::optional<Finding> (*)(const RuleContext &context);

// One diagnosis rule with its finding's id, as the finding catalogue (core/findings/catalogue.cpp)
// pairs them.
struct Rule
{
    const char *id;
    RuleCheck check;
};

struct NetworkChecks;
struct StorageChecks;
struct ServerChecks;
struct SystemChecks;
struct PcChecks;

class Rules
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
public:
    // Every rule with its finding id, in the catalogue's order (docs/design.md "Finding ids").
    static const QList<Rule> &all();
    static const Rule *find(const QString &id);
    // Runs every rule; findings ranked by expected gain, then severity.
    static QList<Finding> evaluate(const DiagnosisInput &in, const LayerCeilings &ceilings);

    // The rules by name (core/diagnosis/rulechecks.h), one file each.
    static const NetworkChecks &network();
    static const StorageChecks &storage();
    static const ServerChecks &server();
    static const SystemChecks &system();
    static const PcChecks &pc(); // this PC's link and SMB client (rules_pc.cpp)

    // "11.1", "117.7": figures as the texts print them.
    static QString mb(double value);
    static QString percent(double value); // "94" (rounded down)
    static QString rate(double value);    // a measured figure: "11.1", "114"
};

#include "core/knowledge/boardevidence.h"
#include "core/knowledge/boardtable.h"
#include "core/knowledge/modelstring.h"
#include "core/probe/factsbuilder_p.h"

// The board facts no single command prints: first what the kernel log and the USB tree show
// (inferences, each with the source that names it), then the board table's row for the board
// (source "board-table"). Fact::offer keeps the first reading, so a reading is never overridden by
// the table: docs/design.md "Board facts", docs/knowledge.md §1.4 and §1.5.

namespace FactsBuild {

namespace {

const QString kTable = QStringLiteral("board-table");

std::optional<BoardInfo> boardOf(const BoardFacts &b)
{
    const BoardTable &t = BoardTable::instance();
    if (b.typeCode.isKnown())
        return t.byTypeCode(b.typeCode.value());
    return t.identify(b.model.valueOr(QString()), b.revisionCode.valueOr(QString()));
}

bool nicOnUsb(const QString &kind)
{
    return kind.startsWith(u"usb-");
}

// What every candidate row says alike; nothing when they differ.
template <typename T, typename Get> std::optional<T> shared(const QList<BoardInfo> &rows, Get get)
{
    if (rows.isEmpty())
        return std::nullopt;
    const T first = get(rows.first());
    for (const BoardInfo &b : rows)
        if (!(get(b) == first))
            return std::nullopt;
    return first;
}

// The USB host the tree shows: a SuperSpeed root hub proves USB 3; root hubs that are all the
// dwc_otg / dwc2 USB 2.0 controller prove its absence.
void usb3FromTree(Facts &f)
{
    bool anyRoot = false;
    bool allDwc = true;
    for (const UsbDevice &d : f.usb.devices) {
        if (!d.isRootHub())
            continue;
        anyRoot = true;
        if (d.speedMbps.valueOr(0) >= 5000) {
            f.board.usb3.offer(true, d.speedMbps.sources().value(0));
            return;
        }
        const QString driver = d.driver.valueOr(QString());
        if (driver != u"dwc_otg" && driver != u"dwc2")
            allDwc = false;
    }
    for (const UsbDevice &d : f.usb.devices)
        if (!d.isRootHub() && d.speedMbps.valueOr(0) >= 5000) {
            f.board.usb3.offer(true, d.speedMbps.sources().value(0));
            return;
        }
    if (anyRoot && allDwc)
        f.board.usb3.offer(false, sectionId(ProbeSection::LsusbTree));
}

} // namespace

void boardFromKernel(Facts &f, const QString *kernelLog)
{
    BoardFacts &b = f.board;
    usb3FromTree(f);
    if (!kernelLog || !b.raspberryPi.valueOr(true))
        return;
    const BoardEvidence e = BoardEvidence::fromKernelLog(*kernelLog);
    if (e.isEmpty())
        return;
    const BoardTable &table = BoardTable::instance();
    const QString address = QStringLiteral("kernel-soc-address");
    const QString pcie = QStringLiteral("kernel-pcie-device");
    const QString wifi = QStringLiteral("kernel-wifi-firmware");

    if (!e.wifiChip.isEmpty())
        b.wifiChip.offer(e.wifiChip, wifi);
    if (e.wifiOnSdio)
        b.wifiOnUsb.offer(false, wifi);
    if (e.usb3)
        b.usb3.offer(*e.usb3, *e.usb3 ? pcie : address);

    const bool named = b.typeCode.isKnown() || b.modelName.isKnown();
    if (named)
        return; // a model line or revision code said it: the evidence adds readings, not a board
    if (!e.soc.isEmpty())
        b.soc.offer(e.soc, address);

    // The strongest: the NVRAM file the Wi-Fi driver asked for is named by the board's compatible.
    std::optional<BoardInfo> board;
    QString source;
    if (!e.wifiCompatible.isEmpty()) {
        board = table.byCompatible(e.wifiCompatible);
        source = wifi;
    }
    const QList<BoardInfo> rows = e.candidates(table);
    if (!board && rows.size() == 1 && e.pieces() >= 2) {
        board = rows.first();
        source = e.pcieUserDevice ? pcie : !e.wifiChip.isEmpty() ? QStringLiteral("kernel-driver-pair") : address;
    }
    if (board) {
        const int type = board->typeCodes.value(0, -1);
        if (type >= 0) {
            b.typeCode.offer(type, source);
            b.modelName.offer(ModelString::nameForType(type), source);
        }
        b.raspberryPi.offer(true, source);
    } else if (e.pieces() >= 1 && !rows.isEmpty()) {
        // Several boards fit: say what they all share, and nothing they do not.
        if (const auto kind = shared<QString>(rows, [](const BoardInfo &r) { return r.nicKind; }))
            b.nicKind.offer(*kind, address);
    }
    b.boardEvidence.offer(e.lines.join(QStringLiteral("\n")), source.isEmpty() ? address : source);
}

void boardTable(Facts &f)
{
    BoardFacts &b = f.board;
    const std::optional<BoardInfo> board = boardOf(b);
    if (!board)
        return;
    if (!board->soc.isEmpty())
        b.soc.offer(board->soc, kTable);
    if (!board->nicKind.isEmpty()) {
        b.nicKind.offer(board->nicKind, kTable);
        if (board->nicKind != u"none")
            b.builtInNicOnUsb.offer(nicOnUsb(board->nicKind), kTable);
    }
    if (board->usb3Known())
        b.usb3.offer(board->hasUsb3(), kTable);
    if (!board->wifiChip.isEmpty() && board->wifiChip != u"none") {
        b.wifiChip.offer(board->wifiChip, kTable);
        b.wifiOnUsb.offer(false, kTable); // every on-board Pi Wi-Fi chip is on SDIO
    }
    if (board->pcieLanes >= 0)
        b.pcieLanes.offer(board->pcieLanes, kTable);
    b.carrierDecides.offer(board->isComputeModule(), kTable);
}

} // namespace FactsBuild

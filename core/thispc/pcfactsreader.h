#pragma once

#include "core/thispc/pcfacts.h"

#include <QByteArray>
#include <QString>

// Reads PcFacts from this PC's own tools and files, without admin rights. The parsers are pure
// (tested with real outputs); collect() runs the tools, each under a timeout, and blocks: call it
// on a worker thread only (PcFactsJob does).
namespace PcFactsReader {

// `ip route get ADDR`: "192.168.1.20 via 192.168.1.1 dev wlp0s20f3 src ..." -> "wlp0s20f3".
QString routeInterface(const QString &ipRouteGet);
// /sys/class/net/IFACE (under sysClassNet, a temp dir in tests): speed, duplex, wireless.
void readSysfsNet(const QString &sysClassNet, const QString &iface, PcFacts &p);
// `iw dev IFACE link`: bit rate and frequency.
void readIwLink(const QString &text, PcFacts &p);
// `tc -j qdisc show dev IFACE` (and, for an htb root, `tc class show dev IFACE`, whose classes
// iproute2 prints as text only): a rate-limiting root qdisc gives shaper and shaperMbps. tbf: its
// rate; htb: the lowest ceil from the default class up to its root class (traffic no filter
// classifies goes there; without a default class it is not shaped); cake: its bandwidth.
void readTcQdisc(const QByteArray &qdiscJson, const QString &htbClasses, PcFacts &p);
// Whether the root qdisc in `tc -j qdisc show` output is htb (then its classes are needed).
bool rootQdiscIsHtb(const QByteArray &qdiscJson);
// The one JSON object the Windows PowerShell script prints (see collectWindows in the .cpp):
// {"route": {InterfaceAlias}, "adapter": {Name, LinkSpeed, MediaType, PhysicalMediaType, FullDuplex},
//  "smb": [{Dialect, Encrypted, Signed}], "client": {RequireSecuritySignature}}.
void readWindowsJson(const QByteArray &json, PcFacts &p);
// `netsh wlan show interfaces`: receive / transmit rate and channel of the connected interface.
void readNetshWlan(const QString &text, PcFacts &p);
// Whether a host name or address may be put in a command line as it is.
bool isPlainHost(const QString &host);

PcFacts collect(const QString &piHost);
// The Windows part of collect(), on any OS: where PowerShell does not answer (Wine, Linux) it
// returns only a note saying so.
PcFacts collectWindows(const QString &piHost);

} // namespace PcFactsReader

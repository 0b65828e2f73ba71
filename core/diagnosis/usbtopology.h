#pragma once

#include "core/model/facts.h"

#include <QString>

// The USB path of a device read as rules, for any board (docs/knowledge.md §4.2): what the machine's
// fastest host can do, and which hub between a device and its root hub holds it at USB 2.0 speed.
namespace UsbTopology {

// A USB 3 host: the board fact (a SuperSpeed root hub or device in the outputs, else the board table).
bool machineHasUsb3(const Facts &facts);
// The fastest root hub the outputs show, in Mbit/s; 0 when no root hub was shown.
double fastestRootHubMbps(const Facts &facts);
// A hub between the device at usbPath and its root hub that runs at USB 2.0 (or slower) and is not
// part of the host itself (the VL805's internal hub, a hub alone under a one-port root hub), while
// no hub of the tree runs at SuperSpeed. nullptr when there is none or the tree does not tell.
const UsbDevice *usb2HubAbove(const Facts &facts, const QString &usbPath);
// "VIA Labs USB2.0 Hub (1-1.2)", else "ID 214b:7250 (1-1.2)", else the path.
QString hubName(const UsbDevice &hub);

} // namespace UsbTopology

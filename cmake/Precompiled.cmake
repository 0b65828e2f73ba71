# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled Qt and standard headers. Most of a file's compile time here is parsing Qt's headers
# (core/diagnosis/rules_storage.cpp under ASan: 3.2 s in all, 1.9 s of it parse and check), and a
# fresh CI machine compiles every file: pinas_core alone went from 221 s to 104 s on 2 cores.
option(PINAS_PCH "Precompile the common Qt and standard headers" ON)

set(PINAS_PCH_CORE
    <QString> <QStringList> <QList> <QHash> <QMap> <QSet> <QByteArray> <QRegularExpression>
    <QJsonObject> <QJsonArray> <QJsonDocument> <QJsonValue> <QObject> <QCoreApplication>
    <QDir> <QFile> <QFileInfo> <QDateTime> <QLocale>
    <algorithm> <functional> <memory> <optional> <vector>)
set(PINAS_PCH_WIDGETS ${PINAS_PCH_CORE}
    <QWidget> <QLabel> <QPushButton> <QVBoxLayout> <QHBoxLayout> <QDialog> <QApplication>)
set(PINAS_PCH_TEST ${PINAS_PCH_CORE} <QTest> <QSignalSpy> <QTemporaryDir>)

# pinas_precompile(target CORE|WIDGETS): the target's own precompiled header (a library's files
# share one).
function(pinas_precompile target kind)
    if(PINAS_PCH)
        target_precompile_headers(${target} PRIVATE ${PINAS_PCH_${kind}})
    endif()
endfunction()

# pinas_precompile_test(target): a test executable has one or two files, so building a header for
# each would cost more than it saves. The tests of one folder share one instead, built by a holder
# library with their flags: the same -O level and definitions (QtTest's QT_TESTCASE_BUILDDIR is
# per folder, and clang refuses a header built with another value). Tests with widgets and tests
# without get one each: QtTest's header declares its QWidget functions only under QT_WIDGETS_LIB,
# and that definition inside a shared header would make QTEST_MAIN build a QApplication in a test
# that does not link widgets (clang accepts definitions a test has beyond the header's).
# pinas_precompile_test(target libs...)
function(pinas_precompile_test target)
    if(NOT PINAS_PCH)
        return()
    endif()
    set(base pinas_core)
    set(suffix "")
    if(pinas_app IN_LIST ARGN OR Qt6::Widgets IN_LIST ARGN)
        set(base pinas_app)
        set(suffix "_widgets")
    endif()
    file(RELATIVE_PATH rel "${PROJECT_SOURCE_DIR}" "${CMAKE_CURRENT_SOURCE_DIR}")
    string(MAKE_C_IDENTIFIER "pinas_pch_${rel}${suffix}" holder)
    if(NOT TARGET ${holder})
        set(source "${CMAKE_CURRENT_BINARY_DIR}/${holder}.cpp")
        file(WRITE "${source}" "// Holds the precompiled header this folder's tests share.\n")
        add_library(${holder} STATIC "${source}")
        set_target_properties(${holder} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
        target_link_libraries(${holder} PRIVATE Qt6::Test ${base} pinas_common)
        target_compile_definitions(${holder} PRIVATE
            PINAS_FIXTURES="${PINAS_FIXTURES_DIR}"
            PINAS_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
        target_precompile_headers(${holder} PRIVATE ${PINAS_PCH_TEST})
    endif()
    target_precompile_headers(${target} REUSE_FROM ${holder})
endfunction()

# SPDX-License-Identifier: GPL-3.0-or-later
# Windows (mingw-w64 cross-build from Debian, see scripts/windows-build). Included from the top
# CMakeLists.txt when WIN32, after the libraries and the app are defined.
#
# The full test tree needs Linux (sshd, Xvfb, namespaces), so a Windows build keeps
# PINAS_BUILD_TESTS off and builds, with PINAS_WINDOWS_UNIT_TESTS, only the unit tests that check
# what runs the same on Windows: the parsers, the rules, the report, the run file and the mount
# table (tst_sharebench and tst_runfile need POSIX: the share bench is checked by the `run` Wine check). scripts/windows-check runs them under Wine.
# Windows-only sources of the app (called from #ifdef Q_OS_WIN code).
target_sources(pinas_app PRIVATE
    "${PROJECT_SOURCE_DIR}/app/windows/bundledfonts.h" "${PROJECT_SOURCE_DIR}/app/windows/bundledfonts.cpp"
    "${PROJECT_SOURCE_DIR}/app/windows/processexit.h" "${PROJECT_SOURCE_DIR}/app/windows/processexit.cpp")
# It includes <windows.h>, whose `interface` macro breaks the headers after it in a unity batch.
set_source_files_properties("${PROJECT_SOURCE_DIR}/app/windows/processexit.cpp" PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)

# tcpconnect.cpp opens the SSH socket with Winsock itself.
target_link_libraries(pinas_remote PRIVATE ws2_32)

option(PINAS_WINDOWS_UNIT_TESTS "Build the Windows unit tests (parsers, rules, report)" OFF)

set(PINAS_WINDOWS_UNIT_TEST_NAMES
    tst_probeparsers tst_transcript tst_facts tst_ddoutput tst_samplerparser tst_revisioncode
    tst_boardtable tst_ceilings tst_diagnosis tst_report tst_mountinfo tst_sshconfig
    CACHE STRING "The unit tests a Windows build makes (names from tests/unit)")

if(PINAS_WINDOWS_UNIT_TESTS AND NOT PINAS_BUILD_TESTS)
    find_package(Qt6 6.4 REQUIRED COMPONENTS Test)
    set(PINAS_FIXTURES_DIR "${PROJECT_SOURCE_DIR}/tests/fixtures")
    # The same target names and definitions as tests/CMakeLists.txt's pinas_add_test, for the
    # chosen names only; the rest of tests/unit/CMakeLists.txt is skipped by the stand-in below.
    # Paths stay Unix paths: run from a folder on Wine's Z: drive, "/work/…" is "Z:\work\…".
    function(pinas_add_test name)
        cmake_parse_arguments(T "" "TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
        # The others are defined but never built (tests/unit sets properties on some by name).
        if(NOT name IN_LIST PINAS_WINDOWS_UNIT_TEST_NAMES)
            add_executable(${name} EXCLUDE_FROM_ALL ${T_SOURCES})
            return()
        endif()
        add_executable(${name} ${T_SOURCES})
        target_link_libraries(${name} PRIVATE Qt6::Test pinas_common ${T_LIBS})
        target_compile_definitions(${name} PRIVATE
            PINAS_FIXTURES="${PINAS_FIXTURES_DIR}" PINAS_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
        set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/tests")
        set_property(GLOBAL APPEND PROPERTY PINAS_WINDOWS_TESTS ${name})
    endfunction()
    add_subdirectory(tests/unit "${CMAKE_BINARY_DIR}/tests/unit")
    get_property(_pinas_win_tests GLOBAL PROPERTY PINAS_WINDOWS_TESTS)
    add_custom_target(pinas_windows_tests DEPENDS ${_pinas_win_tests})
    # Not a test: the screenshots of the window under Wine (scripts/windows-screenshots).
    add_executable(pinas-screenshots "${PROJECT_SOURCE_DIR}/tests/gui/screenshots.cpp")
    target_link_libraries(pinas-screenshots PRIVATE pinas_app pinas_common Qt6::Test)
    set_target_properties(pinas-screenshots PROPERTIES EXCLUDE_FROM_ALL ON)
    # The list scripts/windows-check runs, one name a line.
    file(GENERATE OUTPUT "${CMAKE_BINARY_DIR}/tests/windows-tests.txt"
         CONTENT "$<JOIN:${_pinas_win_tests},\n>\n")
endif()

# SPDX-License-Identifier: GPL-3.0-or-later
# PINAS_SANITIZE builds every target with AddressSanitizer (with LeakSanitizer) and
# UndefinedBehaviorSanitizer; scripts/test turns it on so the CI build is the sanitized one.
# PINAS_FUZZ (clang) adds the libFuzzer targets of tests/fuzz to the same tree: it needs the
# sanitizers, so it turns PINAS_SANITIZE on.
option(PINAS_SANITIZE "Build with -fsanitize=address,undefined (tests then run under ASan+UBSan)" OFF)
option(PINAS_FUZZ "Build the libFuzzer targets in tests/fuzz and run them from ctest (clang only)" OFF)

if(PINAS_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "PINAS_FUZZ needs clang (libFuzzer): configure with CXX=clang++")
    endif()
    if(NOT PINAS_SANITIZE)
        message(STATUS "PINAS_FUZZ: turning on PINAS_SANITIZE")
        set(PINAS_SANITIZE ON CACHE BOOL "" FORCE)
    endif()
endif()

if(PINAS_SANITIZE)
    if(MSVC)
        message(FATAL_ERROR "PINAS_SANITIZE supports clang and gcc only")
    endif()
    # Every UB report aborts the test (a report that only prints would pass unnoticed).
    set(PINAS_SANITIZE_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=undefined
                             -fno-omit-frame-pointer)
    add_compile_options(${PINAS_SANITIZE_FLAGS})
    add_link_options(${PINAS_SANITIZE_FLAGS})
    # Runtime options for every sanitized process; tests/CMakeLists.txt puts them in each test's
    # ENVIRONMENT so a plain `ctest` in the build tree gets them too. Child processes
    # (pinas-doctor started by a test) inherit them.
    # intercept_tls_get_addr=0: LeakSanitizer misreads glibc's dynamic TLS blocks (it takes a
    # newer glibc's block for 2.19's header and scans a bogus range), and its tracer dies with
    # signal 11 at exit depending only on the binary's layout — google/sanitizers#1322, the
    # workaround given there. Leaks are still found from stacks, static TLS and globals.
    set(PINAS_SANITIZER_ENV
        "ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:abort_on_error=0:check_initialization_order=1:intercept_tls_get_addr=0"
        "UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:suppressions=${PROJECT_SOURCE_DIR}/tests/sanitizers/ubsan.supp"
        "LSAN_OPTIONS=suppressions=${PROJECT_SOURCE_DIR}/tests/sanitizers/lsan.supp:print_suppressions=0")
else()
    set(PINAS_SANITIZER_ENV "")
endif()

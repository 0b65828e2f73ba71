# SPDX-License-Identifier: GPL-3.0-or-later
# The licence and third-party notices of this build, in one place for the three readers: the
# About dialog (a Qt resource, :/licences), `cmake --install` and so the DEB (share/doc), and
# scripts/windows-build (the zip and the installer take build/notices/ as it is).
# Included from packaging/CMakeLists.txt. The notices name each component with the version this
# build found, so they are configured here rather than written by hand.
set(PINAS_QT_VERSION "${Qt6_VERSION}")
set(PINAS_LIBSSH_VERSION "${LIBSSH_VERSION}")
set(PINAS_QTKEYCHAIN_VERSION "${Qt6Keychain_VERSION}")
set(PINAS_NOTICES_DIR "${CMAKE_BINARY_DIR}/notices")
set(_src "${CMAKE_CURRENT_LIST_DIR}")

if(WIN32)
    # The runtime that ships beside the exe is the cross compiler's own. Its major version only:
    # Debian's mingw-w64 GCC 12.2 reports itself as 12.0.0.
    string(REGEX MATCH "^[0-9]+" PINAS_GCC_VERSION "${CMAKE_CXX_COMPILER_VERSION}")
    find_file(PINAS_MBEDTLS_VERSION_H mbedtls/version.h DOC "Mbed TLS's version header (libssh's crypto)")
    set(PINAS_MBEDTLS_VERSION "(version unknown)")
    if(PINAS_MBEDTLS_VERSION_H)
        file(STRINGS "${PINAS_MBEDTLS_VERSION_H}" _line REGEX "#define MBEDTLS_VERSION_STRING ")
        string(REGEX MATCH "\"([0-9.]+)\"" _m "${_line}")
        set(PINAS_MBEDTLS_VERSION "${CMAKE_MATCH_1}")
    endif()
    set(_template notices-windows.txt.in)
    # Each text the Windows notices refer to (licences\NAME in the folder).
    set(PINAS_LICENCE_TEXTS LGPL-3.0.txt LGPL-2.1.txt Apache-2.0.txt QtKeychain-BSD-2-Clause.txt
        GCC-Runtime-Library-Exception-3.1.txt winpthreads.txt IPA-Font-License-1.0.txt
        Qt-qtbase-copyright.txt Qt-qtcharts-copyright.txt libssh-copyright.txt)
else()
    set(_template notices-linux.txt.in)
    set(PINAS_LICENCE_TEXTS LGPL-3.0.txt LGPL-2.1.txt QtKeychain-BSD-2-Clause.txt)
endif()

configure_file("${_src}/${_template}" "${PINAS_NOTICES_DIR}/THIRD-PARTY-NOTICES.txt" @ONLY)
configure_file("${PROJECT_SOURCE_DIR}/LICENSE" "${PINAS_NOTICES_DIR}/LICENSE.txt" COPYONLY)
foreach(_text IN LISTS PINAS_LICENCE_TEXTS)
    configure_file("${_src}/${_text}" "${PINAS_NOTICES_DIR}/licences/${_text}" COPYONLY)
endforeach()

# For the About dialog (app/dialogs/licencesdialog.cpp lists :/licences).
list(TRANSFORM PINAS_LICENCE_TEXTS PREPEND "${PINAS_NOTICES_DIR}/licences/" OUTPUT_VARIABLE _texts)
qt_add_resources(pinas_app pinas_licences
    PREFIX "/licences"
    BASE "${PINAS_NOTICES_DIR}"
    FILES "${PINAS_NOTICES_DIR}/LICENSE.txt" "${PINAS_NOTICES_DIR}/THIRD-PARTY-NOTICES.txt" ${_texts})

if(UNIX AND NOT APPLE)
    # Debian's place: the machine-readable copyright file (the GPL's text is the system's, in
    # /usr/share/common-licenses) and the notices beside it.
    set(_doc "${CMAKE_INSTALL_DATADIR}/doc/pinas-doctor")
    install(FILES "${PROJECT_SOURCE_DIR}/packaging/linux/copyright" DESTINATION "${_doc}")
    install(FILES "${PINAS_NOTICES_DIR}/THIRD-PARTY-NOTICES.txt" DESTINATION "${_doc}" RENAME THIRD-PARTY-NOTICES)
endif()

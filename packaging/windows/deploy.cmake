# SPDX-License-Identifier: GPL-3.0-or-later
# Windows only; included from packaging/CMakeLists.txt. Not run by CI (there is no Windows machine
# here): README's "Building on Windows" gives the steps. `cmake --install build` (and so
# `cpack -G NSIS`) yields a folder that runs on a PC without Qt or vcpkg:
#   bin/pinas-doctor.exe   with its icon (the .rc below)
#   Qt DLLs and plugins    by windeployqt, run on the installed exe
#   libssh, OpenSSL, zlib, QtKeychain DLLs   found by file(GET_RUNTIME_DEPENDENCIES)
#   the MSVC runtime       by InstallRequiredSystemLibraries

set(PINAS_ICO "${CMAKE_CURRENT_SOURCE_DIR}/icons/${PINAS_APP_ID}.ico")
configure_file(windows/pinas-doctor.rc.in "${CMAKE_CURRENT_BINARY_DIR}/pinas-doctor.rc" @ONLY)
target_sources(pinas-doctor PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/pinas-doctor.rc")

find_program(PINAS_WINDEPLOYQT windeployqt
    HINTS "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_BINS}" "${QT6_INSTALL_PREFIX}/bin"
    DOC "Qt's windeployqt.exe, which copies Qt's DLLs and plugins beside the app")
if(NOT PINAS_WINDEPLOYQT)
    message(WARNING "windeployqt not found: the installed app will lack Qt's DLLs")
endif()

# Where the non-Qt DLLs live: vcpkg's bin folder when its toolchain is used, QtKeychain's own
# folder, and whatever the builder adds.
set(PINAS_WINDOWS_DLL_DIRS "" CACHE STRING
    "Extra folders holding DLLs the app needs (libssh, OpenSSL, zlib, QtKeychain), separated by ;")
set(_pinas_dll_dirs ${PINAS_WINDOWS_DLL_DIRS} "$<TARGET_FILE_DIR:qt6keychain>")
if(DEFINED VCPKG_INSTALLED_DIR AND DEFINED VCPKG_TARGET_TRIPLET)
    list(APPEND _pinas_dll_dirs "${VCPKG_INSTALLED_DIR}/${VCPKG_TARGET_TRIPLET}/bin")
endif()

install(CODE "
    set(PINAS_EXE \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/$<TARGET_FILE_NAME:pinas-doctor>\")
    set(PINAS_WINDEPLOYQT \"${PINAS_WINDEPLOYQT}\")
    set(PINAS_DLL_DIRS \"${_pinas_dll_dirs}\")
    set(PINAS_DEPLOY_MODE \"$<IF:$<CONFIG:Debug>,--debug,--release>\")
")
install(CODE [[
    if(PINAS_WINDEPLOYQT)
        # Qt's translations stay: LanguageManager loads qtbase_ja from <exe dir>/translations.
        execute_process(
            COMMAND "${PINAS_WINDEPLOYQT}" ${PINAS_DEPLOY_MODE} --no-compiler-runtime --verbose 1 "${PINAS_EXE}"
            RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "windeployqt failed (${result})")
        endif()
    endif()
    # DLL names are compared in lower case on Windows. Qt is windeployqt's job; the system's
    # and the compiler's DLLs are not ours to ship.
    file(GET_RUNTIME_DEPENDENCIES
        EXECUTABLES "${PINAS_EXE}"
        DIRECTORIES ${PINAS_DLL_DIRS}
        RESOLVED_DEPENDENCIES_VAR deps
        UNRESOLVED_DEPENDENCIES_VAR missing
        PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-" "^qt6" "^vcruntime" "^msvcp" "^concrt"
        POST_EXCLUDE_REGEXES ".*[Ss]ystem32/.*" ".*[Ww]in[Ss]x[Ss]/.*")
    foreach(dll IN LISTS deps)
        file(INSTALL "${dll}" DESTINATION "${CMAKE_INSTALL_PREFIX}/bin")
    endforeach()
    if(missing)
        message(WARNING "DLLs not found (add their folder to PINAS_WINDOWS_DLL_DIRS): ${missing}")
    endif()
]])

set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION ${CMAKE_INSTALL_BINDIR})
include(InstallRequiredSystemLibraries)

# SPDX-License-Identifier: GPL-3.0-or-later
# One place for warnings and Qt strictness; every target links pinas_common.
add_library(pinas_common INTERFACE)

target_compile_definitions(pinas_common INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    PINAS_VERSION="${PROJECT_VERSION}"
)

if(MSVC)
    target_compile_options(pinas_common INTERFACE /W4 /utf-8 $<$<BOOL:${PINAS_WERROR}>:/WX>)
else()
    # gcc's -Wshadow=local is spelled -Wshadow-uncaptured-local in clang (the test tree is clang).
    if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        set(PINAS_SHADOW_WARNING -Wshadow-uncaptured-local)
    else()
        set(PINAS_SHADOW_WARNING -Wshadow=local)
    endif()
    target_compile_options(pinas_common INTERFACE
        -Wall -Wextra -Wpedantic ${PINAS_SHADOW_WARNING} -Wnon-virtual-dtor -Wcast-align
        $<$<BOOL:${PINAS_WERROR}>:-Werror>)
endif()

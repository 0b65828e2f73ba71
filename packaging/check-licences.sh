# SPDX-License-Identifier: GPL-3.0-or-later
# The licence half of packaging/check-packaging (sourced by it; uses its bad()). A package that
# ships without the GPL's text or without the notices of what it carries cannot be shipped, so
# each check fails loudly rather than warns.

# Placeholders notices.cmake fills; one left over means the build did not know a version.
unfilled() { { grep -oE '@[A-Za-z0-9_]+@|\(version unknown\)' "$1" || true; } | sort -u | tr '\n' ' '; }

# The sources: the licence files agree with each other and with the metainfo.
check_licence_sources() {
  local src=$1 n
  head -3 "$src/LICENSE" | grep -q 'GNU GENERAL PUBLIC LICENSE' && grep -q '^ *Version 3, 29 June 2007' "$src/LICENSE" ||
    bad "LICENSE is not the GPL v3's text"
  cmp -s "$src/LICENSE" "$src/LICENSES/GPL-3.0-or-later.txt" || bad "LICENSE and LICENSES/GPL-3.0-or-later.txt differ"
  grep -q '<project_license>GPL-3.0-or-later</project_license>' "$src/packaging/linux/$ID.metainfo.xml" ||
    bad "the metainfo's project_license is not GPL-3.0-or-later"
  grep -q '^License: GPL-3+$' "$src/packaging/linux/copyright" || bad "packaging/linux/copyright does not say GPL-3+"
  # Every text the Windows notices cite is one notices.cmake copies into the build.
  for n in $(grep -oE 'licences\\[A-Za-z0-9+_-]+(\.[A-Za-z0-9+_-]+)*' "$src/packaging/notices/notices-windows.txt.in" | cut -c10- | sort -u); do
    [ -f "$src/packaging/notices/$n" ] || bad "notices-windows.txt.in cites licences\\$n: no such file in packaging/notices"
    grep -q "$n" "$src/packaging/notices/notices.cmake" || bad "notices.cmake does not copy $n for Windows"
  done
  if command -v reuse >/dev/null; then
    (cd "$src" && reuse lint >/dev/null) || bad "reuse lint fails (run it in $src)"
  else
    echo "note: reuse missing, the REUSE statement not linted (apt-get install reuse)"
  fi
}

# `cmake --install`, which is what the DEB holds.
check_installed_notices() {
  local doc=$1/share/doc/pinas-doctor left
  [ -f "$doc/copyright" ] || bad "not installed: share/doc/pinas-doctor/copyright"
  if [ -f "$doc/THIRD-PARTY-NOTICES" ]; then
    left=$(unfilled "$doc/THIRD-PARTY-NOTICES")
    [ -z "$left" ] || bad "THIRD-PARTY-NOTICES has unfilled fields: $left"
    grep -q 'GPL-3.0-or-later' "$doc/THIRD-PARTY-NOTICES" || bad "THIRD-PARTY-NOTICES does not state the program's licence"
  else
    bad "not installed: share/doc/pinas-doctor/THIRD-PARTY-NOTICES"
  fi
}

# The folder the zip and the installer are made from.
check_windows_stage() {
  local stage=$1 notices=$1/THIRD-PARTY-NOTICES.txt f rel n left
  [ -f "$stage/LICENSE.txt" ] && grep -q 'GNU GENERAL PUBLIC LICENSE' "$stage/LICENSE.txt" || bad "$stage: no LICENSE.txt with the GPL's text"
  [ -f "$notices" ] || { bad "$stage: no THIRD-PARTY-NOTICES.txt"; return; }
  left=$(unfilled "$notices")
  [ -z "$left" ] || bad "THIRD-PARTY-NOTICES.txt has unfilled fields: $left"
  # Each shipped binary or data file of someone else's is named, by its path under the folder
  # with Windows' separators (fonts\ipag.ttf, plugins\tls\…).
  while IFS= read -r f; do
    rel=${f#"$stage"/}; rel=${rel//\//\\}
    grep -qF "$rel" "$notices" || bad "THIRD-PARTY-NOTICES.txt does not name $rel"
  done < <(find "$stage" -type f \( -iname '*.dll' -o -iname '*.ttf' -o -iname '*.otf' -o -iname '*.qm' -o -iname '*.exe' \) | sort)
  for n in $(grep -oE 'licences\\[A-Za-z0-9+_-]+(\.[A-Za-z0-9+_-]+)*' "$notices" | cut -c10- | sort -u); do
    [ -s "$stage/licences/$n" ] || bad "THIRD-PARTY-NOTICES.txt cites licences\\$n, which is not in the folder"
  done
}

# The licence files each Windows package must hold, by their path under the app's folder.
WINDOWS_LICENCE_FILES=(LICENSE.txt THIRD-PARTY-NOTICES.txt licences/LGPL-3.0.txt licences/LGPL-2.1.txt
  licences/QtKeychain-BSD-2-Clause.txt licences/IPA-Font-License-1.0.txt)

check_windows_zip() {
  local zip=$1 listing f
  listing=$(unzip -Z1 "$zip") || { bad "$zip: not a zip"; return; }
  for f in "${WINDOWS_LICENCE_FILES[@]}"; do
    grep -qE "^[^/]+/$f\$" <<<"$listing" || bad "$zip lacks $f"
  done
}

# The NSIS installer, read with 7-Zip (which lists what an installer would unpack), and the
# licence page it shows before installing.
check_windows_installer() {
  local setup=$1 listing f
  listing=$(7z l -ba "$setup" | awk '{ print $NF }') || { bad "$setup: 7z cannot read it"; return; }
  for f in "${WINDOWS_LICENCE_FILES[@]}"; do
    grep -qx "$f" <<<"$listing" || bad "$setup lacks $f"
  done
}

# The files a real build put in the folder (scripts/windows-build, Qt 6.4.2 toolchain).
WINDOWS_STAGE_FILES=(pinas-doctor.exe Qt6Charts.dll Qt6Core.dll Qt6Gui.dll Qt6Network.dll Qt6Widgets.dll
  libgcc_s_seh-1.dll libmbedcrypto.dll libqt6keychain.dll libssh.dll libstdc++-6.dll libwinpthread-1.dll
  fonts/ipag.ttf plugins/imageformats/qico.dll plugins/platforms/qoffscreen.dll plugins/platforms/qwindows.dll
  plugins/styles/qwindowsvistastyle.dll plugins/tls/qschannelbackend.dll translations/qtbase_ja.qm)

# A made-up stage as windows-build would make it, the notices filled as notices.cmake fills them.
make_fake_stage() {
  local src=$1 stage=$2 f
  mkdir -p "$stage/licences"
  for f in "${WINDOWS_STAGE_FILES[@]}"; do mkdir -p "$stage/$(dirname "$f")"; : >"$stage/$f"; done
  sed -E 's/@[A-Za-z0-9_]+@/9.9.9/g' "$src/packaging/notices/notices-windows.txt.in" >"$stage/THIRD-PARTY-NOTICES.txt"
  cp "$src/LICENSE" "$stage/LICENSE.txt"
  cp "$src"/packaging/notices/*.txt "$stage/licences/"
}

# Runs the windows-stage check on a stage changed by $2 (a command run in the stage);
# prints "pass" or "fail".
stage_verdict() {
  local src=$1 change=$2 dir
  dir=$(mktemp -d)
  make_fake_stage "$src" "$dir/s"
  (cd "$dir/s" && eval "$change")
  # As windows-build runs it: a process of its own, under set -e.
  if "$CHECK_PACKAGING" windows-stage "$dir/s" >/dev/null 2>&1; then echo pass; else echo fail; fi
  rm -rf "$dir"
}

# The installer script on a made-up folder: it compiles and what it unpacks has the licences.
installer_selftest() {
  local src=$1 dir
  if ! command -v makensis >/dev/null || ! command -v 7z >/dev/null; then
    echo "note: makensis or 7z missing, the installer script not tried (scripts/windows-packages lists them)"
    return
  fi
  dir=$(mktemp -d)
  make_fake_stage "$src" "$dir/PiNasDoctor"
  if makensis -V1 -DVERSION=0.0.0 -DSTAGE="$dir/PiNasDoctor" -DOUTFILE="$dir/pinas-setup.exe" \
       -DICON="$src/packaging/icons/$ID.ico" "$src/packaging/windows/installer.nsi" >/dev/null; then
    check_windows_installer "$dir/pinas-setup.exe"
  else
    bad "makensis failed on packaging/windows/installer.nsi"
  fi
  rm -rf "$dir"
}

windows_selftest() {
  local src change got
  src=$(realpath "$1") # makensis reads its paths from the script's folder
  installer_selftest "$src"
  got=$(stage_verdict "$src" true)
  [ "$got" = pass ] || bad "windows-stage fails a complete folder"
  for change in 'rm LICENSE.txt' 'rm THIRD-PARTY-NOTICES.txt' 'rm licences/LGPL-2.1.txt' \
                ': >libfoo-1.dll' ': >fonts/DejaVuSans.ttf' 'sed -i "s/9.9.9/@PINAS_QT_VERSION@/" THIRD-PARTY-NOTICES.txt'; do
    got=$(stage_verdict "$src" "$change")
    [ "$got" = fail ] || bad "windows-stage passes a folder after: $change"
  done
}

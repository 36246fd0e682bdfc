#!/bin/sh
# Install the HallStation bundle (make bundle → dist/hallstation/) on the caller PC, update it, or
# remove it. The station's data folder (~/.local/share/HallStation, or the one given) is never touched.
#
#   sudo sh install.sh [--autostart] [--data-dir DIR]   → /opt/hallstation, /usr/local/bin/hallstation,
#                                                         /usr/share/applications/hallstation.desktop
#   sh install.sh [--autostart]                         (not root) → ~/.local/opt/hallstation,
#                                                         ~/.local/bin, ~/.local/share/applications
#   sh install.sh --uninstall                           removes exactly what the install added
#
#   --autostart      also start the station when the user logs in (~/.config/autostart; with sudo,
#                    the autostart folder of the user who ran sudo)
#   --data-dir DIR   the station's data folder for the menu entry and autostart (default: the user's)
#   --bundle DIR     the bundle folder to install (default: this script's folder when it is a bundle,
#                    else ../dist/hallstation beside packaging/)
#   --prefix DIR     install everything under DIR instead (tests, staging): DIR/opt/hallstation,
#                    DIR/bin, DIR/share/applications, DIR/autostart
#   --no-system-libs do not apt-get the system libraries Qt needs (root only otherwise)
#
# Running it again over an installed copy is the update: the old copy is removed by its manifest
# first. Close the station before installing or removing. It speaks Spanish, as the station does;
# HALLSTATION_LANG=en (en_*) makes it speak English.
set -eu

case "${HALLSTATION_LANG:-es}" in [Ee][Nn]|[Ee][Nn][_-]*) en=yes ;; *) en=no ;; esac
say() { if [ "$en" = yes ]; then printf '%s\n' "$2"; else printf '%s\n' "$1"; fi; }

here=$(cd "$(dirname "$0")" && pwd)
action=install
autostart=no
data_dir=
bundle=
prefix=
system_libs=yes

die() { echo "install.sh: $(say "$1" "$2")" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --uninstall) action=uninstall ;;
        --autostart) autostart=yes ;;
        --data-dir) [ $# -ge 2 ] || die "--data-dir necesita una carpeta" "--data-dir needs a folder"; data_dir=$2; shift ;;
        --bundle) [ $# -ge 2 ] || die "--bundle necesita una carpeta" "--bundle needs a folder"; bundle=$2; shift ;;
        --prefix) [ $# -ge 2 ] || die "--prefix necesita una carpeta" "--prefix needs a folder"; prefix=$2; shift ;;
        --no-system-libs) system_libs=no ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "opción desconocida $1 (vea --help)" "unknown option $1 (see --help)" ;;
    esac
    shift
done

# Where things go.
user_home=$HOME
if [ "$(id -u)" = 0 ] && [ -n "${SUDO_USER:-}" ] && [ "$SUDO_USER" != root ]; then
    user_home=$(getent passwd "$SUDO_USER" | cut -d: -f6)
fi
if [ -n "$prefix" ]; then
    mkdir -p "$prefix"
    prefix=$(cd "$prefix" && pwd)
    app_dir=$prefix/opt/hallstation
    bin_dir=$prefix/bin
    apps_dir=$prefix/share/applications
    autostart_dir=$prefix/autostart
    system_libs=no
elif [ "$(id -u)" = 0 ]; then
    app_dir=/opt/hallstation
    bin_dir=/usr/local/bin
    apps_dir=/usr/share/applications
    autostart_dir=$user_home/.config/autostart
else
    app_dir=$HOME/.local/opt/hallstation
    bin_dir=$HOME/.local/bin
    apps_dir=${XDG_DATA_HOME:-$HOME/.local/share}/applications
    autostart_dir=${XDG_CONFIG_HOME:-$HOME/.config}/autostart
    system_libs=no
fi
manifest=$app_dir/install-manifest.txt

# Remove what the manifest lists: files and links first, then the folders the install created
# (only when empty: anything else a person put there stays, and is said).
uninstall() {
    [ -f "$manifest" ] || { say "HallStation no está instalado en $app_dir (no hay manifiesto)" "HallStation is not installed in $app_dir (no manifest)"; return 0; }
    listed=$(cat "$manifest")  # (the manifest is one of the files removed)
    printf '%s\n' "$listed" | grep '^f ' | cut -c3- | while IFS= read -r path; do
        if [ -L "$path" ] || [ -f "$path" ]; then rm -f "$path"; fi
    done
    printf '%s\n' "$listed" | grep '^d ' | cut -c3- | sort -r | while IFS= read -r path; do
        if [ -d "$path" ]; then rmdir "$path" 2>/dev/null || echo "install.sh: $(say "se conserva $path (no está vacía)" "kept $path (not empty)")" >&2; fi
    done
    [ -n "$prefix" ] || ! command -v update-desktop-database >/dev/null 2>&1 || update-desktop-database -q "$apps_dir" 2>/dev/null || true
}

if [ "$action" = uninstall ]; then
    uninstall
    say "HallStation se quitó de $app_dir. La carpeta de datos no se tocó." "HallStation removed from $app_dir. The data folder was not touched."
    exit 0
fi

# The bundle to install.
if [ -z "$bundle" ]; then
    if [ -x "$here/hallstation" ] && [ -d "$here/_internal" ]; then
        bundle=$here
    else
        bundle=$here/../dist/hallstation
    fi
fi
[ -x "$bundle/hallstation" ] && [ -d "$bundle/_internal" ] || die "no hay ningún paquete en $bundle (make bundle construye dist/hallstation)" "no bundle in $bundle (make bundle builds dist/hallstation)"
bundle=$(cd "$bundle" && pwd)
[ "$bundle" != "$app_dir" ] || die "$bundle es la copia instalada: ejecute el install.sh del paquete nuevo" "$bundle is the installed copy: run the install.sh of the new bundle"

if [ "$system_libs" = yes ] && command -v apt-get >/dev/null 2>&1 && [ -f "$bundle/qt-system-libs.txt" ]; then
    say "== instalando las bibliotecas del sistema que necesita Qt (apt-get)" "== installing the system libraries Qt needs (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get -o DPkg::Lock::Timeout=300 update -qq
    # shellcheck disable=SC2046  # one package name a word
    apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends $(grep -v '^#' "$bundle/qt-system-libs.txt") >/dev/null
fi

if [ -f "$manifest" ]; then
    say "== quitando primero la copia instalada (actualización)" "== removing the installed copy first (update)"
    uninstall
fi

tmp_manifest=$(mktemp)
trap 'rm -f "$tmp_manifest"' EXIT
# A folder is recorded only when this install creates it.
make_dir() {
    missing=
    d=$1
    while [ ! -d "$d" ]; do missing="$d
$missing"; d=$(dirname "$d"); done
    mkdir -p "$1"
    printf '%s' "$missing" | while IFS= read -r m; do [ -z "$m" ] || echo "d $m" >>"$tmp_manifest"; done
}

say "== instalando el paquete en $app_dir" "== installing the bundle into $app_dir"
make_dir "$app_dir"
cp -R "$bundle/." "$app_dir/"
(cd "$app_dir" && find . -mindepth 1 -type d) | sed "s|^\.|d $app_dir|" >>"$tmp_manifest"
(cd "$app_dir" && find . \( -type f -o -type l \)) | sed "s|^\.|f $app_dir|" >>"$tmp_manifest"
chmod -R a+rX,go-w "$app_dir"

make_dir "$bin_dir"
ln -sf "$app_dir/hallstation" "$bin_dir/hallstation"
echo "f $bin_dir/hallstation" >>"$tmp_manifest"

exec_line="\"$app_dir/hallstation\""
if [ -n "$data_dir" ]; then exec_line="$exec_line --data-dir \"$data_dir\""; fi
icon=$app_dir/_internal/hallstation/assets/icons/hallstation.png

desktop_entry() {
    cat <<EOF
[Desktop Entry]
Type=Application
Version=1.0
Name=HallStation
GenericName=Bingo hall station
GenericName[es]=Estación de sala de bingo
Comment=Caller station of the live bingo hall and poker jackpot console
Comment[es]=Estación del cantor de la sala de bingo y consola del pozo de póquer
Exec=$exec_line
Icon=$icon
Terminal=false
Categories=Office;Game;
StartupWMClass=hallstation
EOF
}

make_dir "$apps_dir"
desktop_entry >"$apps_dir/hallstation.desktop"
chmod 644 "$apps_dir/hallstation.desktop"
echo "f $apps_dir/hallstation.desktop" >>"$tmp_manifest"
[ -n "$prefix" ] || ! command -v update-desktop-database >/dev/null 2>&1 || update-desktop-database -q "$apps_dir" 2>/dev/null || true

if [ "$autostart" = yes ]; then
    make_dir "$autostart_dir"
    { desktop_entry; echo "X-GNOME-Autostart-enabled=true"; } >"$autostart_dir/hallstation.desktop"
    chmod 644 "$autostart_dir/hallstation.desktop"
    if [ -z "$prefix" ] && [ "$(id -u)" = 0 ] && [ -n "${SUDO_USER:-}" ] && [ "$SUDO_USER" != root ]; then
        chown "$SUDO_USER" "$autostart_dir/hallstation.desktop"
        grep "^d $autostart_dir" "$tmp_manifest" | cut -c3- | while IFS= read -r d; do chown "$SUDO_USER" "$d"; done
    fi
    echo "f $autostart_dir/hallstation.desktop" >>"$tmp_manifest"
fi

echo "f $manifest" >>"$tmp_manifest"
cp "$tmp_manifest" "$manifest"
chmod 644 "$manifest"

say "HallStation quedó instalado en $app_dir: entrada de menú 'HallStation'$( [ "$autostart" = yes ] && echo ', se inicia al entrar'), orden $bin_dir/hallstation." \
    "HallStation installed in $app_dir: menu entry 'HallStation'$( [ "$autostart" = yes ] && echo ', started at login'), command $bin_dir/hallstation."
say "Para quitarlo: sh $app_dir/install.sh --uninstall${prefix:+ --prefix $prefix}" "Remove it with: sh $app_dir/install.sh --uninstall${prefix:+ --prefix $prefix}"

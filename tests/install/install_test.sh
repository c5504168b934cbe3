#!/usr/bin/env bash
# The install, checked the way a player meets it: `cmake --install` into a temporary prefix, then the
# installed CLI (validate, simulate) and app (screenshots under Xvfb) run from another folder, also
# after the prefix is moved; the desktop entry, AppStream metadata and man pages pass their
# validators; icons have their sizes; a lone binary names every place it looked for its data.
# Usage: install_test.sh BUILD_DIR PATH/TO/png_variance CONFIGURED_SHARE_DIR
set -euo pipefail
BUILD="${1:?usage: install_test.sh BUILD_DIR PNG_VARIANCE CONFIGURED_SHARE_DIR}"
CHECK="${2:?usage: install_test.sh BUILD_DIR PNG_VARIANCE CONFIGURED_SHARE_DIR}"
CONFIGURED_SHARE="${3:?usage: install_test.sh BUILD_DIR PNG_VARIANCE CONFIGURED_SHARE_DIR}"
SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
ROOT="$TMP/root"   # a system root in miniature: the prefix is ROOT/usr, as a .deb lays it out
PREFIX="$ROOT/usr"
BIN="${HS_BINDIR:-bin}"  # bin, or games as the .deb lays it out
unset HIGHSCORE_DATA HIGHSCORE_ASSETS
export XDG_CONFIG_HOME="$TMP/config" XDG_DATA_HOME="$TMP/userdata"
fail() { echo "install_test: $*" >&2; exit 1; }
for tool in desktop-file-validate appstreamcli xvfb-run; do
  command -v "$tool" >/dev/null || fail "$tool is missing (scripts/setup.sh installs it)"
done

"${CMAKE:-cmake}" --install "$BUILD" --prefix "$PREFIX" >/dev/null

# --- the layout
for f in "$BIN/highscore" "$BIN/highscore-cli" share/highscore/data/content.json share/highscore/data/i18n/en.json \
         share/highscore/assets/fonts/Lato-Regular.ttf share/highscore/assets/svg/dice/die_red.svg \
         share/highscore/assets/audio/sfx/dice_roll.ogg share/highscore/assets/audio/music/menu.ogg \
         share/applications/highscore.desktop share/icons/hicolor/scalable/apps/highscore.svg \
         share/man/man6/highscore.6.gz share/man/man6/highscore-cli.6.gz share/doc/highscore/copyright \
         share/doc/highscore/changelog.gz; do
  [[ -s "$PREFIX/$f" ]] || fail "$f was not installed"
done
[[ ! -e "$PREFIX/share/highscore/assets/svg/_src" ]] || fail "the art's generator scripts were installed"
for size in 16 22 24 32 48 64 128 256; do
  png="$PREFIX/share/icons/hicolor/${size}x${size}/apps/highscore.png"
  [[ -s "$png" ]] || fail "icon ${size}x${size} missing"
  # PNG header: width and height are the big-endian words at bytes 16 and 20.
  read -r w h < <(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
  [[ "$w $h" == "$size $size" ]] || fail "icon ${size}x${size} is ${w}x${h}"
done
# Debug info may name source files; the data and art folders of the source tree must not be baked in.
if grep -qaF -e "$SRC/data" -e "$SRC/assets" "$PREFIX/$BIN/highscore" "$PREFIX/$BIN/highscore-cli"; then
  fail "an installed binary still names $SRC/data or $SRC/assets"
fi

# --- validators
desktop-file-validate "$PREFIX/share/applications/highscore.desktop"
appstreamcli validate --no-net "$PREFIX"/share/metainfo/*.metainfo.xml >/dev/null ||
  { appstreamcli validate --no-net "$PREFIX"/share/metainfo/*.metainfo.xml; fail "appstreamcli validate"; }
if command -v man >/dev/null; then
  for page in highscore highscore-cli; do
    warnings="$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$PREFIX/share/man/man6/$page.6.gz" 2>&1 >/dev/null)"
    [[ -z "$warnings" ]] || fail "man page $page: $warnings"
  done
fi

# --- the installed programs, run from elsewhere, then from a moved prefix (nothing hard-wired)
mkdir -p "$TMP/elsewhere" && cd "$TMP/elsewhere"
"$PREFIX/$BIN/highscore-cli" validate | grep -q '^ok:' || fail "installed CLI: validate did not print ok"
"$PREFIX/$BIN/highscore-cli" simulate --players 3 --games 3 --seed 7 >/dev/null || fail "installed CLI: simulate failed"
mv "$ROOT" "$TMP/moved"
MOVED="$TMP/moved/usr"
"$MOVED/$BIN/highscore-cli" validate | grep -q '^ok:' || fail "moved install: validate did not print ok"
app() { xvfb-run -a -s "-screen 0 1280x720x24" "$MOVED/$BIN/highscore" --size 1280x720 "$@"; }
app --screenshot "$TMP/menu.png"
app --new-game players=3,bots=3,seed=5 --autoplay 30 --screenshot "$TMP/table.png"
for png in menu.png table.png; do "$CHECK" "$TMP/$png" >/dev/null || fail "installed app: $png is blank"; done

# --- a binary with no data anywhere near it says where it looked (unless this machine has an
# install at the configured prefix, which it would rightly use)
if [[ ! -e "$CONFIGURED_SHARE/data/content.json" ]]; then
  mkdir -p "$TMP/lonely" && cp "$MOVED/$BIN/highscore-cli" "$MOVED/$BIN/highscore" "$TMP/lonely/"
  set +e
  out="$("$TMP/lonely/highscore-cli" validate 2>&1)"; code=$?
  app_out="$("$TMP/lonely/highscore" --screenshot "$TMP/none.png" 2>&1)"; app_code=$?
  set -e
  [[ $code -eq 1 && "$out" == *"looked in $TMP/lonely/data"*"$CONFIGURED_SHARE/data"* ]] ||
    fail "lone CLI (exit $code) did not list where it looked: $out"
  [[ $app_code -eq 1 && "$app_out" == *"looked in $TMP/lonely/data"* ]] ||
    fail "lone app (exit $app_code) did not list where it looked: $app_out"
fi
echo "install_test: ok"

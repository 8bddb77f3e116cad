#!/usr/bin/env bash
# Set up corpustools on a fresh machine.  Idempotent: run it again at any time.
#
#   ./configure.sh            virtual environment in .venv, the package with its test extras,
#                             a check for GNU wget and xz, the small MorphoDiTa test model
#   ./configure.sh --models   also fetch the official MorphoDiTa models (Czech, English) and record
#                             their paths in corpustools.toml (needs internet access)
#   ./configure.sh --browser  also install Debian's chromium (headless), used by the test that renders
#                             the HTML report (needs root or sudo and apt-get)
set -euo pipefail
cd "$(dirname "$0")"

PYTHON=${PYTHON:-python3}
VENV=.venv
WANT_MODELS=0
WANT_BROWSER=0
for arg in "$@"; do
    case "$arg" in
        --models) WANT_MODELS=1 ;;
        --browser) WANT_BROWSER=1 ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "configure.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
    esac
done

say() { printf 'configure: %s\n' "$*"; }
fail() { printf 'configure: ERROR: %s\n' "$*" >&2; exit 1; }

# 1. Tools the stages run as programs.
missing=()
if ! command -v wget >/dev/null 2>&1 || ! wget --version 2>/dev/null | head -1 | grep -q "GNU Wget"; then
    missing+=(wget)
fi
command -v xz >/dev/null 2>&1 || missing+=(xz-utils)
if [ ${#missing[@]} -gt 0 ]; then
    fail "missing ${missing[*]}: install with 'sudo apt-get install ${missing[*]}' (Debian/Ubuntu) or your system's package manager"
fi
say "GNU wget $(wget --version | head -1 | awk '{print $3}') and $(xz --version | head -1) found"

# Optional: a headless browser for the report test.
if [ "$WANT_BROWSER" = 1 ]; then
    if command -v chromium >/dev/null 2>&1; then
        say "chromium found: $(chromium --version 2>/dev/null | head -1)"
    else
        SUDO=""
        [ "$(id -u)" = 0 ] || SUDO="sudo"
        if command -v apt-get >/dev/null 2>&1 && { [ -z "$SUDO" ] || command -v sudo >/dev/null 2>&1; }; then
            say "installing Debian's chromium for the report test"
            $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null \
                || fail "could not install chromium ('apt-get install chromium' failed)"
        else
            say "chromium not found and no apt-get: the report rendering test will be skipped"
        fi
    fi
fi

# 2. Python environment.
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
    || fail "Python 3.10 or newer is needed (found $("$PYTHON" --version 2>&1)); set PYTHON=/path/to/python3"
if [ -x "$VENV/bin/python" ] && ! "$VENV/bin/python" -m pip --version >/dev/null 2>&1; then
    # a venv made while python3-venv was missing: Debian's venv leaves bin/python but no pip, and each
    # later run would fail at 'pip install' even after python3-venv is installed
    say "$VENV has no pip (made before python3-venv was installed?): creating it again"
    "$PYTHON" -m venv --clear "$VENV" || fail "could not create $VENV (install python3-venv: 'sudo apt-get install python3-venv')"
fi
if [ ! -x "$VENV/bin/python" ]; then
    say "creating virtual environment in $VENV"
    "$PYTHON" -m venv "$VENV" || fail "could not create $VENV (install python3-venv: 'sudo apt-get install python3-venv')"
fi
say "installing corpustools and its test extras into $VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e '.[test]' \
    || fail "pip install failed (see above)"

# 3. The small MorphoDiTa test model that ships in the ufal.morphodita source distribution
#    (tests/data/test.tagger, MPL-2.0): used by the tests and the built-in demo.
"$VENV/bin/python" -m corpustools.tag.models fetch-test-model --dest models/test \
    || fail "could not obtain the MorphoDiTa test model (see above)"

# 4. Official models, on request.
if [ "$WANT_MODELS" = 1 ]; then
    "$VENV/bin/python" -m corpustools.tag.models fetch-official --dest models/official --config corpustools.toml \
        || fail "official models not installed (asked for by --models): see the message above for how to place them by hand"
fi

say "ready: run '$VENV/bin/corpustools --help'"

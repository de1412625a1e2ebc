#!/usr/bin/env bash
# What Orca says while the game plays: runs speech-dispatcher with an output module that writes
# each text it is asked to say to a file (and says nothing), Orca, and the game playing itself
# at the normal pace, in a D-Bus session of their own under Xvfb; then prints what was said.
# Not a test: it takes a minute and needs Orca (Debian: orca speech-dispatcher; the system's
# python3 with speechd and pyatspi). docs/accessibility.md says what was heard.
#
#   scripts/hear-with-orca.sh [GAME] [SECONDS]      (default build/release/app/cribbage, 40)
#   READER_LATE=1 scripts/hear-with-orca.sh         the game starts 3 s before Orca
set -euo pipefail
cd "$(dirname "$0")/.."
game=$(realpath "${1:-build/release/app/cribbage}")
seconds=${2:-40}

if [ -z "${HEAR_WITH_ORCA_INSIDE:-}" ]; then
    HEAR_WITH_ORCA_INSIDE=$(mktemp -d /tmp/hear-with-orca.XXXXXX) exec dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" \
        "$0" "$game" "$seconds"
fi
work=$HEAR_WITH_ORCA_INSIDE

# A home of its own: the speech settings, no sound card (ALSA's null device), Orca's defaults.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_DATA_HOME=$work/home/.local/share
export XDG_RUNTIME_DIR=$work/run
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher/modules" "$XDG_RUNTIME_DIR" "$work/log"
chmod 700 "$XDG_RUNTIME_DIR"
printf 'pcm.!default { type null }\n' > "$HOME/.asoundrc"
cat > "$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf" <<EOF
AddModule "written" "sd_generic" "written.conf"
DefaultModule written
DefaultLanguage "en"
AudioOutputMethod "alsa"
EOF
cat > "$XDG_CONFIG_HOME/speech-dispatcher/modules/written.conf" <<EOF
GenericExecuteSynth "printf '%s\\\\n' '\$DATA' >> $work/said.txt"
GenericLanguage "en" "en" "utf-8"
AddVoice "en" "MALE1" "en"
EOF

speech-dispatcher --run-single --timeout 0 --log-dir "$work/log" &
speech=$!
sleep 2
orca_and_wait() {
    orca --replace --debug-file="$work/orca-debug.out" > "$work/orca.log" 2>&1 &
    orca=$!
    sleep 8  # Orca starts and says "Screen reader on."
}
[ -z "${READER_LATE:-}" ] && orca_and_wait
"$game" --seed 3 --language en --autoplay 12 --frame-times > "$work/game.log" 2>&1 &
player=$!
[ -n "${READER_LATE:-}" ] && sleep 3 && orca_and_wait
sleep "$seconds"
kill "$player" "$orca" "$speech" 2>/dev/null || true
sleep 1
echo "What speech-dispatcher was asked to say ($work/said.txt; Orca's log: $work/orca-debug.out):"
cat "$work/said.txt"

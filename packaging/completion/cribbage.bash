# bash completion for cribbage, the game (bash-completion loads it by the command's name).
# Its options are those of "cribbage --help"; tests/packaging checks that every one is offered.

_cribbage() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    local words=""
    case $prev in
        --screenshot)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -X '!*.png' -- "$cur"; compgen -d -- "$cur")
            return
            ;;
        --language) words="en es hu it" ;;
        --players) words="2 3 4" ;;
        --dialog) words="settings statistics games practice rules shortcuts about review match guide" ;;
        --size) words="1280x800 1024x640 900x480" ;;
        --seed | --autoplay | --autoplay-games | --font-size | --seats) return ;;
        *)
            words="--help --help-all --version --seed --hints --players --seats --language --size
                   --font-size --dialog --screenshot --autoplay --autoplay-games --frame-times"
            ;;
    esac
    mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
}
complete -F _cribbage cribbage

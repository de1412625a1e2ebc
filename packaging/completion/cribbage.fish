# fish completion for cribbage, the game. Its options are those of "cribbage --help";
# tests/packaging checks that every one is offered.
complete -c cribbage -f
complete -c cribbage -s h -l help -d 'Print the options and exit'
complete -c cribbage -l help-all -d 'Print the options and Qt\'s options and exit'
complete -c cribbage -s v -l version -d 'Print the version and exit'
complete -c cribbage -l seed -x -d 'Deal the new match from this seed'
complete -c cribbage -l hints -d 'Turn the hints on'
complete -c cribbage -l players -x -a '2 3 4' -d 'Begin a new match of N players'
complete -c cribbage -l seats -x -d 'Begin a new match with these seats: levels or names'
complete -c cribbage -l language -x -a 'en es hu it' -d 'Speak this language'
complete -c cribbage -l size -x -a '1280x800 1024x640 900x480' -d "The window's size"
complete -c cribbage -l font-size -x -d "Draw the words as if the system's font were PT points"
complete -c cribbage -l dialog -x -a 'settings statistics games practice rules shortcuts about review match guide' -d 'Open a dialog from the start'
complete -c cribbage -l screenshot -r -F -d 'Save the window to a PNG file once settled, then quit'
complete -c cribbage -l autoplay -x -d 'The computer makes your next N decisions'
complete -c cribbage -l autoplay-games -x -d 'The computer plays your side for K games'
complete -c cribbage -l frame-times -d 'Print the intervals between frames'

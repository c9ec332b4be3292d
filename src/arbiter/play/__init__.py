"""Playing in the terminal: the board, commands for options, the game loop, replays."""

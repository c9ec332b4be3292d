"""Terminal input and output: prompt_toolkit on a real terminal, plain lines otherwise.

prompt_toolkit gives the colours, line editing, history and completion of commands; when stdin or
stdout is not a terminal (a pipe, a script) the same calls fall back to print and input, so the
game can also be driven line by line.
"""

from __future__ import annotations

import sys

Fragments = list[tuple[str, str]]  # (style class, text) pieces, as prompt_toolkit prints them

STYLE = {
    "phase": "bold", "player": "reverse bold", "lp": "bold ansiyellow", "label": "ansibrightblack",
    "hidden": "ansibrightblack", "card": "", "card.set": "italic", "empty": "ansibrightblack",
    "pile": "", "hand": "ansicyan", "rule": "ansibrightblack", "chain": "ansimagenta bold",
    "log": "", "log.new": "ansigreen", "opt.num": "bold", "opt.cmd": "ansicyan", "prompt": "bold",
    "error": "ansired", "win": "bold ansiyellow",
}


class Terminal:
    def __init__(self, clear: bool = True) -> None:
        self.rich = sys.stdin.isatty() and sys.stdout.isatty()
        self.clear_screen = clear and self.rich
        if self.rich:
            from prompt_toolkit import PromptSession
            from prompt_toolkit.styles import Style

            self._style = Style.from_dict(STYLE)
            self._session: PromptSession[str] = PromptSession()

    def show(self, frags: Fragments) -> None:
        if not frags:
            return
        if self.rich:
            from prompt_toolkit import print_formatted_text
            from prompt_toolkit.formatted_text import FormattedText

            print_formatted_text(FormattedText(frags), style=self._style, end="")
        else:
            sys.stdout.write("".join(text for _, text in frags))
            sys.stdout.flush()

    def line(self, text: str, style: str = "") -> None:
        self.show([(f"class:{style}" if style else "", text + "\n")])

    def clear(self) -> None:
        if self.clear_screen:
            from prompt_toolkit.shortcuts import clear

            clear()

    def ask(self, message: str, words: list[str]) -> str:
        """One line from the player; raises EOFError when input ends (or on Ctrl-C / Ctrl-D)."""
        if self.rich:
            from prompt_toolkit.completion import WordCompleter
            from prompt_toolkit.formatted_text import FormattedText

            try:
                return self._session.prompt(FormattedText([("class:prompt", message)]), style=self._style,
                                            completer=WordCompleter(words, sentence=True))
            except KeyboardInterrupt:
                raise EOFError from None
        sys.stdout.write(message)
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n")

"""Terminal input and output: prompt_toolkit on a real terminal, plain lines otherwise.

prompt_toolkit gives the colours, line editing, history and completion of commands; when stdin or
stdout is not a terminal (a pipe, a script) the same calls fall back to print and input, so the
game can also be driven line by line.
"""

from __future__ import annotations

import re
import shutil
import sys

from prompt_toolkit.utils import get_cwidth

Fragments = list[tuple[str, str]]  # (style class, text) pieces, as prompt_toolkit prints them

STYLE = {
    "phase": "bold", "player": "reverse bold", "lp": "bold ansiyellow", "label": "ansibrightblack",
    "hidden": "ansibrightblack", "card": "", "card.set": "italic", "empty": "ansibrightblack",
    "pile": "", "hand": "ansicyan", "rule": "ansibrightblack", "chain": "ansimagenta bold",
    "log": "", "log.new": "ansigreen", "opt.num": "bold", "opt.cmd": "ansicyan", "prompt": "bold",
    "error": "ansired", "win": "bold ansiyellow",
}


TOKENS = re.compile(r"\n| +|[^ \n]+")


def wrap(frags: Fragments, width: int) -> Fragments:
    """The fragments with line breaks put between words, so that no line is wider than `width` columns and no
    word is cut by the terminal (a word wider than a line, as a Japanese sentence is, is cut where it must be).
    A wrapped line is indented two columns more than the line it continues."""
    out: Fragments = []
    col = 0
    indent = 0
    at_start = True
    for style, text in frags:
        piece: list[str] = []
        for tok in TOKENS.findall(text):
            if tok == "\n":
                piece.append(tok)
                col, at_start = 0, True
                continue
            w = get_cwidth(tok)
            if tok.startswith(" "):
                if at_start:
                    indent = min(col + w, width // 3)
                if col + w <= width:
                    piece.append(tok)
                    col += w
                continue
            at_start = False
            if col + w > width and col > indent:
                while piece and piece[-1].startswith(" "):
                    piece.pop()  # the spaces before the break
                piece.append("\n" + " " * (indent + 2))
                col = indent + 2
            while col + w > width:  # a word wider than the line: cut it at the line's end
                cut, used = 0, 0
                while cut < len(tok) and col + used + get_cwidth(tok[cut]) <= width:
                    used += get_cwidth(tok[cut])
                    cut += 1
                if cut == 0:
                    break
                piece.append(tok[:cut] + "\n" + " " * (indent + 2))
                tok, col = tok[cut:], indent + 2
                w = get_cwidth(tok)
            piece.append(tok)
            col += w
        out.append((style, "".join(piece)))
    return out


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
        if self.rich:  # a terminal breaks lines at its width; a pipe keeps them whole
            frags = wrap(frags, max(20, shutil.get_terminal_size().columns - 1))
            from prompt_toolkit import print_formatted_text
            from prompt_toolkit.formatted_text import FormattedText

            print_formatted_text(FormattedText(frags), style=self._style, end="")
        else:
            sys.stdout.write("".join(text for _, text in frags))
            sys.stdout.flush()

    def line(self, text: str, style: str = "") -> None:
        self.show([(f"class:{style}" if style else "", text + "\n")])

    def clear(self, scrollback: bool = False) -> None:
        """Clears the screen (unless told to scroll); `scrollback`: on a terminal, the screen, the lines scrolled
        off it and the lines typed, whatever the setting: what one person at a shared keyboard saw or typed, the next
        must not scroll back or call back with the up arrow (`set h13` names a card of a known deck list)."""
        if self.clear_screen or (scrollback and self.rich):
            from prompt_toolkit import PromptSession
            from prompt_toolkit.application.current import get_app_session
            from prompt_toolkit.shortcuts import clear

            clear()
            if scrollback:
                out = get_app_session().output
                out.write_raw("\x1b[3J")  # xterm's "erase saved lines", which terminals since follow
                out.flush()
                self._session = PromptSession()  # a new line history

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

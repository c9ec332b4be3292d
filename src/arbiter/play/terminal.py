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


# a word: up to a space, a card's name in 「」 whole with the spaces in it (「カオス・ソルジャー －開闢の使者－」)
TOKENS = re.compile(r"\n| +|(?:「[^」\n]*」|[^ \n])+")
# Japanese line breaking (kinsoku): a line begins with none of these marks (closers, punctuation, the long vowel,
# a name's dash, small kana), and ends with none of the openers
NO_LINE_START = "」』）］】〕、。，．・ー－？！…ぁぃぅぇぉっゃゅょァィゥェォッャュョ"
NO_LINE_END = "「『（［【〔"


def _cut_at(tok: str, cut: int) -> int:
    """Where to cut `tok` at or before `cut` so that the next line begins with no closing mark (nor with the space
    of a name in 「」, the only spaces a word holds) and this one ends with no opening mark: at most a few characters
    back, else where it must."""
    def fits(at: int) -> bool:
        return tok[at] not in NO_LINE_START and tok[at] != " " and tok[at - 1] not in NO_LINE_END

    return next((at for at in range(cut, max(cut - 5, 0), -1) if fits(at)), cut)


def _clip(line: str, width: int) -> str:
    """`line` cut to at most `width` columns."""
    out, used = [], 0
    for ch in line:
        used += get_cwidth(ch)
        if used > width:
            break
        out.append(ch)
    return "".join(out)


def wrap(frags: Fragments, width: int) -> Fragments:
    """The fragments with line breaks put between words, so that no line is wider than `width` columns and no
    word is cut by the terminal (a word wider than a line, as a Japanese sentence is, is cut where it must be, as
    Japanese breaks a line: no line begins with 」 or 、 nor ends with 「; a name in 「」 is one word).
    A wrapped line is indented two columns more than the line it continues."""
    out: Fragments = []
    col = 0
    indent = 0
    at_start = True
    for style, text in frags:
        if style == "class:rule":  # a rule (the board's middle line) is cut to the line, not wrapped onto the next
            lines = text.split("\n")
            text = "\n".join(_clip(line, width - (col if k == 0 else 0)) for k, line in enumerate(lines))
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
                if cut < len(tok):
                    cut = _cut_at(tok, cut)
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

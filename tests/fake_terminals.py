"""Terminals for the tests of the terminal fronts (play/loop.py, play/replayer.py), in place of play/terminal.py's:
one whose player types given lines and that keeps everything it showed, one that keeps what is on its screen now."""

from __future__ import annotations


class Typist:
    """A terminal whose player types the given lines, then quits; keeps everything shown."""

    clear_screen = False

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.shown: list[str] = []

    def show(self, frags: list[tuple[str, str]]) -> None:
        self.shown.append("".join(text for _, text in frags))

    def line(self, text: str, style: str = "") -> None:
        self.shown.append(text + "\n")

    def clear(self, scrollback: bool = False) -> None:
        pass

    def ask(self, message: str, words: list[str]) -> str:
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


class Screen:
    """A terminal that keeps what it is shown."""

    clear_screen = False

    def __init__(self) -> None:
        self.text = ""

    def show(self, frags: list[tuple[str, str]]) -> None:
        self.text += "".join(t for _, t in frags)

    def line(self, text: str, style: str = "") -> None:
        self.text += text + "\n"

    def clear(self, scrollback: bool = False) -> None:
        self.text = ""

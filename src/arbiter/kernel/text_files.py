"""The text of a file a player gives Arbiter (a deck, either game's; a scenario), in the encodings their editors
save it in.

UTF-16 where the file begins with its byte order mark (Windows Notepad's "Unicode"); else UTF-8, a byte order mark
dropped (Notepad writes one, and it is no part of the text); else Shift_JIS (cp932, as a Japanese Windows editor saves
it), but for a file holding a NUL byte (binary). The web board's upload reads a file the same way in the browser
(`fileText`, web/static/app.js), but for the NUL test: the server refuses what such a file gives.
"""

from __future__ import annotations

from codecs import BOM_UTF8, BOM_UTF16_BE, BOM_UTF16_LE, BOM_UTF32_LE

from arbiter.kernel.reasons import Why

NOT_TEXT = Why("it is neither UTF-8, UTF-16 (with its byte order mark) nor Shift_JIS text; save it as UTF-8",
               "UTF-8でもUTF-16（BOM付き）でもShift_JISでもないテキスト。UTF-8で保存し直す")


class UnreadableText(ValueError):
    """Bytes in none of the encodings read: its one argument is `NOT_TEXT`, for the reader to say which file; `at`:
    the first byte the file's first encoding (UTF-16 where it has the mark, else UTF-8) does not read."""

    def __init__(self, at: int) -> None:
        super().__init__(NOT_TEXT)
        self.at = at


def decode(raw: bytes) -> str:
    """A file's bytes as text (the module's docstring says in which encodings), or UnreadableText."""
    # UTF-32's mark begins with UTF-16's: such a file is none of the encodings read, not UTF-16
    if raw.startswith((BOM_UTF16_LE, BOM_UTF16_BE)) and not raw.startswith(BOM_UTF32_LE):
        try:
            return raw.decode("utf-16")  # (it reads the mark and drops it)
        except UnicodeDecodeError as e:
            raise UnreadableText(e.start) from None
    skip = len(BOM_UTF8) if raw.startswith(BOM_UTF8) else 0
    try:
        return raw[skip:].decode("utf-8")
    except UnicodeDecodeError as e:
        at = skip + e.start
    if b"\0" not in raw:  # (text never holds a NUL byte: a binary file, which Shift_JIS might well decode)
        try:
            return raw.decode("cp932")
        except UnicodeDecodeError:
            pass
    raise UnreadableText(at)

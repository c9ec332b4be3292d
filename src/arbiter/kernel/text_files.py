"""The text of a file a player gives Arbiter (a deck, either game's), in the encodings their editors save it in.

UTF-16 where the file begins with its byte order mark (Windows Notepad's "Unicode"); else UTF-8, a byte order mark
dropped (Notepad writes one, and it is no part of the text); else Shift_JIS (cp932, as a Japanese Windows editor saves
it). The web board's upload reads a file the same way in the browser (`fileText`, web/static/app.js).
"""

from __future__ import annotations

from codecs import BOM_UTF16_BE, BOM_UTF16_LE, BOM_UTF32_LE

from arbiter.kernel.reasons import Why

NOT_TEXT = Why("it is neither UTF-8, UTF-16 (with its byte order mark) nor Shift_JIS text; save it as UTF-8",
               "UTF-8でもUTF-16（BOM付き）でもShift_JISでもないテキスト。UTF-8で保存し直す")


class UnreadableText(ValueError):
    """Bytes in none of the encodings read: its one argument is `NOT_TEXT`, for the reader to say which file."""


def decode(raw: bytes) -> str:
    """A file's bytes as text (the module's docstring says in which encodings), or UnreadableText."""
    # UTF-32's mark begins with UTF-16's: such a file is none of the encodings read, not UTF-16
    bom16 = raw.startswith((BOM_UTF16_LE, BOM_UTF16_BE)) and not raw.startswith(BOM_UTF32_LE)
    for codec in ("utf-16",) if bom16 else ("utf-8-sig", "cp932"):  # "utf-16" reads the mark and drops it
        try:
            return raw.decode(codec)
        except UnicodeDecodeError:
            continue
    raise UnreadableText(NOT_TEXT)

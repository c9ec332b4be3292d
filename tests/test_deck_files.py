"""Deck files as other programs save them: a UTF-8 byte order mark (Windows' Notepad writes one), Windows line ends,
an .ydk's comments in another encoding (Shift_JIS) and a Duel Masters deck in Shift_JIS, read as the same deck."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.dm.game import DeckError
from arbiter.games import DM, OCG
from arbiter.kernel.reasons import in_lang


def _ydk_text() -> str:
    """The OCG starter deck's sections without its comments."""
    text = Path(OCG.starter_deck).read_text(encoding="utf-8")
    return "\n".join(line for line in text.splitlines() if not line.startswith("#") or line in ("#main", "#extra"))


def test_an_ydk_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    """One beginning with the mark and `#main` read as "the deck has no #main cards"."""
    path = tmp_path / "bom.ydk"
    path.write_text(_ydk_text() + "\n", encoding="utf-8-sig", newline="\r\n")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf#main\r\n")
    assert OCG.read_deck(path) == OCG.read_deck(OCG.starter_deck)


def test_an_ydk_whose_comments_are_in_shift_jis_is_read(tmp_path: Path) -> None:
    """A comment in Shift_JIS (a deck's name, as a Japanese Windows editor saves it) stopped the whole file with
    "'utf-8' codec can't decode byte 0x83"; the passcodes are ASCII whatever the encoding."""
    path = tmp_path / "sjis.ydk"
    path.write_text("#カオス\n" + _ydk_text() + "\n", encoding="shift_jis")
    assert OCG.read_deck(path) == OCG.read_deck(OCG.starter_deck)


def test_a_duel_masters_deck_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    """json.loads refused it: "Unexpected UTF-8 BOM"."""
    path = tmp_path / "bom.json"
    path.write_text(Path(DM.starter_deck).read_text(encoding="utf-8"), encoding="utf-8-sig")
    assert DM.read_deck(path) == DM.read_deck(DM.starter_deck)


def test_a_duel_masters_deck_in_shift_jis_is_read(tmp_path: Path) -> None:
    """Its card names are the deck, so they are read in the encoding a Japanese Windows editor saves (an .ydk's
    passcodes need none); the file was refused with the codec's own words ("'utf-8' codec can't decode byte 0x83")."""
    path = tmp_path / "sjis.json"
    path.write_text(Path(DM.starter_deck).read_text(encoding="utf-8"), encoding="shift_jis")
    assert DM.read_deck(path) == DM.read_deck(DM.starter_deck)


def test_a_duel_masters_deck_in_another_encoding_is_refused_saying_what_to_do(tmp_path: Path) -> None:
    """UTF-16 (Notepad's "Unicode") is neither UTF-8 nor Shift_JIS: the file is named, with what to do."""
    path = tmp_path / "utf16.json"
    path.write_text(Path(DM.starter_deck).read_text(encoding="utf-8"), encoding="utf-16")
    with pytest.raises(DeckError) as e:
        DM.read_deck(path)
    said = str(e.value)
    assert said.startswith(f"{path}: ") and "neither UTF-8 nor Shift_JIS" in said and "save it as UTF-8" in said, said
    assert "codec" not in said and "UTF-8で保存" in in_lang(e.value.args[0], "ja"), said

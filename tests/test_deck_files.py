"""Deck files as other programs save them: a UTF-8 byte order mark (Windows' Notepad writes one), Windows line ends,
UTF-16 with its byte order mark (Notepad's "Unicode"), an .ydk's comments in another encoding (Shift_JIS) and a Duel
Masters deck in Shift_JIS, read as the same deck by the games' readers and by every front that takes a deck file
(`arbiter selfplay`, the environments; the web board's upload is test_web_player's)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import arbiter.env
from arbiter.cli import main
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


def test_an_ydk_whose_comments_are_in_none_of_the_encodings_read_is_read(tmp_path: Path) -> None:
    """Latin-1 ("#café été") is neither UTF-8 nor Shift_JIS: a Duel Masters deck so saved is refused, but an .ydk's
    passcodes are read whatever its comments are written in."""
    path = tmp_path / "latin1.ydk"
    path.write_bytes("#café été\n".encode("latin-1") + _ydk_text().encode("ascii") + b"\n")
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


def utf16(text: str, order: str) -> bytes:
    """`text` in UTF-16 of the byte order `order` ("le", "be"), its byte order mark first, as Notepad saves it."""
    return ("\ufeff" + text).encode(f"utf-16-{order}")


@pytest.mark.parametrize("order", ["le", "be"])
def test_a_deck_in_utf16_with_its_byte_order_mark_is_read(tmp_path: Path, order: str) -> None:
    """Notepad's "Unicode": an .ydk read as "the deck has no #main cards" and a Duel Masters deck was refused as
    "neither UTF-8 nor Shift_JIS"."""
    ydk, dm = tmp_path / "utf16.ydk", tmp_path / "utf16.json"
    ydk.write_bytes(utf16("#ja:カオス\n" + _ydk_text() + "\n", order))
    dm.write_bytes(utf16(Path(DM.starter_deck).read_text(encoding="utf-8"), order))
    assert ydk.read_bytes()[:2] in (b"\xff\xfe", b"\xfe\xff")
    assert OCG.read_deck(ydk) == OCG.read_deck(OCG.starter_deck)
    assert DM.read_deck(dm) == DM.read_deck(DM.starter_deck)


@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_the_fronts_read_a_deck_file_in_utf16(tmp_path: Path, game: str) -> None:
    """`arbiter selfplay --deck` and the environments' `deck=` take the file a player saved in Notepad."""
    support = DM if game == "dm" else OCG
    path = tmp_path / f"utf16{support.deck_suffix}"
    path.write_bytes(utf16(Path(support.starter_deck).read_text(encoding="utf-8"), "le"))
    r = CliRunner().invoke(main, ["selfplay", "--game", game, "--deck", str(path), "--games", "1", "--max-turns", "4",
                                  "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["games"] == 1, r.output
    env = arbiter.env.env(game=game, deck=str(path))
    assert env.unwrapped.core.decks[0] == support.read_deck(support.starter_deck)


def test_a_duel_masters_deck_in_another_encoding_is_refused_saying_what_to_do(tmp_path: Path) -> None:
    """EUC-JP is neither UTF-8, UTF-16 nor Shift_JIS: the file is named, with what to do."""
    path = tmp_path / "eucjp.json"
    path.write_text(Path(DM.starter_deck).read_text(encoding="utf-8"), encoding="euc_jp")
    with pytest.raises(DeckError) as e:
        DM.read_deck(path)
    said = str(e.value)
    assert said.startswith(f"{path}: ") and "neither UTF-8, UTF-16 (with its byte order mark) nor Shift_JIS" in said
    assert "save it as UTF-8" in said and "codec" not in said and "UTF-8で保存" in in_lang(e.value.args[0], "ja"), said


@pytest.mark.parametrize(("game", "name", "text", "ja", "en"), [
    # a card no deck may hold: the card registry's Japanese, not its English inside a Japanese sentence
    ("dm", "bad.json", '[{"card": "nope", "count": 40}]',
     "：１番目の項目：デュエル・マスターズのカード「nope」が見つからない",
     ': entry 1: unknown Duel Masters card "nope"'),
    # JSON that does not parse: where, in Japanese too (the parser's own words are English only)
    ("dm", "broken.json", "{\n", "：デッキを読めない：２行１文字目がJSONとして正しくない",
     ": cannot read the deck: Expecting"),
    ("dm", "short.json", '[{"card": "エナジー・ライト", "count": 3}]',
     "：デッキが３枚（４０枚で組む）\n（--allow-any-deck",
     ": 3 cards, a deck has 40\n(--allow-any-deck plays it anyway)"),
    ("ocg", "bad.ydk", "#main\nabc\n", ":2：パスコードのはずが「abc」", ':2: expected a passcode, found "abc"'),
], ids=["dm card", "dm json", "dm rules", "ocg passcode"])
def test_arbiter_play_says_what_is_wrong_with_a_deck_file_in_the_screens_language(
        tmp_path: Path, game: str, name: str, text: str, ja: str, en: str) -> None:
    # `arbiter play --lang ja` said a deck file's errors (and what breaks the deck rules) in English only
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    for lang, said in (("ja", ja), ("en", en)):
        r = CliRunner().invoke(main, ["play", "--game", game, "--lang", lang, "--deck", str(path),
                                      "--db", str(tmp_path / "g.sqlite")], input="quit\n")
        # headed as the screen's language heads an error (`cli_screen.ScreenError`)
        head = "エラー：" if lang == "ja" else "Error: "
        assert r.exit_code == 1 and f"{head}{path}{said}" in r.output, (lang, r.output)

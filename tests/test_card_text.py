"""No file of the project carries official card text: card names and numbers may be quoted, a card's effects are
described in the project's own words (card declarations, their log and refusal strings, scenario titles and
sources, docs). A line carries card text when it holds a run of RUN_CHARS characters of a card's official
Japanese text or RUN_WORDS words of its official English text outside the card names it quotes (the official
texts are in the shared card data, which the project itself never ships).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

from official_texts import CARDDATA, official_rows

ROOT = Path(__file__).resolve().parents[1]
RUN_CHARS = 20
RUN_WORDS = 10
CHECKED = ("src", "tests", "docs", "examples", "bench", "scripts")
SUFFIXES = {".py", ".yaml", ".yml", ".md", ".json", ".ydk", ".txt", ".html", ".js", ".css"}
JAPANESE = re.compile(r"[ぁ-んァ-ヶ一-龯]")
WORD = re.compile(r"[a-z0-9']+")
NAME = "\0"  # what a card name in a line becomes: the line is read in the parts between its names


class Names:
    """Every card name in a text replaced by NAME, the longest first (looked up by its first two characters); a
    full-width space in a name is as good as a half-width one (the project spells the names of 「ユベル」's later
    forms with either)."""

    def __init__(self, names: Iterable[str]) -> None:
        self.by_start: dict[str, list[str]] = {}
        for n in sorted({n.replace("\u3000", " ") for n in names if len(n) >= 2}, key=len, reverse=True):
            self.by_start.setdefault(n[:2], []).append(n)

    def hide(self, text: str) -> str:
        text = text.replace("\u3000", " ")
        out: list[str] = []
        i = 0
        while i < len(text):
            for n in self.by_start.get(text[i:i + 2], ()):
                if text.startswith(n, i):
                    out.append(NAME)
                    i += len(n)
                    break
            else:
                out.append(text[i])
                i += 1
        return "".join(out)


def _runs(words: list[str]) -> Iterator[str]:
    return (" ".join(words[i:i + RUN_WORDS]) for i in range(len(words) - RUN_WORDS + 1))


class OfficialTexts:
    """The runs of the official texts (OCG: Japanese, English as printed and as YGOPro stores it; Duel Masters:
    Japanese)."""

    def __init__(self) -> None:
        rows = official_rows("SELECT name_ja, name_en, text_ja, text_en, text_en_ygopro FROM cards")
        dm = json.loads((CARDDATA / "dm_cards.json").read_text(encoding="utf-8"))
        self.names_ja = Names([r[0] for r in rows if r[0]] + [c["name_ja"] for c in dm])
        # English names of two words or more: a one-word name ("Sparks") is an ordinary word too
        self.names_en = Names([r[1].lower() for r in rows if r[1] and " " in r[1]])
        self.ja = {t[i:i + RUN_CHARS] for t in [r[2] for r in rows] + [c.get("text_ja") for c in dm] if t
                   for i in range(len(t) - RUN_CHARS + 1)}
        self.en = {run for t in [t for r in rows for t in (r[3], r[4])] if t for run in _runs(WORD.findall(t.lower()))}

    def _japanese(self, line: str) -> bool:
        return any(line[i:i + RUN_CHARS] in self.ja for i in range(len(line) - RUN_CHARS + 1))

    def _english(self, line: str) -> bool:
        return any(r in self.en for r in _runs(WORD.findall(line)))

    def carries(self, line: str) -> bool:
        """Whether `line` holds a run of an official text outside the card names it quotes (names are looked for
        only where a run is found: most lines have none, and finding names is the slow part)."""
        if JAPANESE.search(line) and self._japanese(line) and any(
                map(self._japanese, self.names_ja.hide(line).split(NAME))):
            return True
        low = line.lower()
        return self._english(low) and any(map(self._english, self.names_en.hide(low).split(NAME)))


def project_files() -> Iterator[Path]:
    yield ROOT / "README.md"
    for top in CHECKED:
        for p in sorted((ROOT / top).rglob("*")):
            if p.suffix in SUFFIXES and p.is_file() and "__pycache__" not in p.parts:
                yield p


@pytest.fixture(scope="module")
def official() -> OfficialTexts:
    return OfficialTexts()


def test_no_file_carries_official_card_text(official: OfficialTexts) -> None:
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()[:100]}"
             for p in project_files()
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if official.carries(line)]
    assert not found, f"{len(found)} lines quote official card text (describe it in our own words):\n" + "\n".join(
        found[:50])


def test_the_probe_finds_a_quoted_text_and_passes_names(official: OfficialTexts) -> None:
    # the probe itself: a card's own sentence is found, in either language; its name alone, or a description in
    # other words, is not
    (name_ja, text_ja, name_en, text_en), = official_rows(
        "SELECT name_ja, text_ja, name_en, text_en FROM cards WHERE passcode = 44095762")  # Mirror Force
    assert official.carries(f'text_ja="{text_ja}"') and official.carries(f"# {text_en}")
    assert not official.carries(f"title: 「{name_ja}」 ({name_en}) destroys the attacker's attack-position monsters")
    assert not official.carries('text_ja="攻撃宣言に応えて、相手の攻撃表示モンスターを残らず破壊する"')

"""The project's Japanese uses the words of the era it plays (the expert rules of 2002-2007), as the rulings pages
in shared/seeds do: 生け贄 (生け贄に捧げる, 生け贄召喚), the デッキ and the 融合デッキ, the
魔法＆罠カードゾーン. The words that replaced them later (リリース, アドバンス召喚, エクストラデッキ and
メインデッキ, 魔法＆罠ゾーン) must not come back into a Japanese text of src/: a card's declared text, a log
template, a refusal, a question, an option label, the web board's words. A card's name is its own and is left out
(「フォース・リリース」 keeps its name)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from era_words import LATER, later_words, names_with_later_words

SRC = Path(__file__).resolve().parents[1] / "src" / "arbiter"
def _texts(path: Path) -> Iterator[tuple[int, str]]:
    """The strings of a Python module (its comments are English and name cards only), or the lines of a web file."""
    source = path.read_text(encoding="utf-8")
    if path.suffix == ".py":
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield node.lineno, node.value
    else:
        yield from enumerate(source.splitlines(), 1)


def _files() -> list[Path]:
    return sorted(p for p in SRC.rglob("*") if p.suffix in (".py", ".js", ".html") and "__pycache__" not in p.parts)


def test_the_later_words_are_found_outside_card_names() -> None:
    # made-up sentences (a card's own text is never quoted: tests/test_card_text.py)
    names = names_with_later_words()
    assert "フォース・リリース" in names
    assert later_words("自分のモンスター１体をリリースし、（例）", names) == ["リリース"]
    assert later_words("アドバンス召喚に成功した時、（例）", names) == ["アドバンス召喚"]
    assert later_words("エクストラデッキが１６枚", names) == ["エクストラ"]
    assert later_words("メインデッキが１０１枚", names) == ["メインデッキ"]
    assert later_words("自分の魔法＆罠ゾーンの（例）", names) == ["魔法＆罠ゾーン"]
    assert later_words("「フォース・リリース」を発動する", names) == []
    assert later_words("モンスター１体を生け贄に捧げ、生け贄召喚した（例）", names) == []
    assert later_words("デッキが１０１枚。融合デッキが１６枚。魔法＆罠カードゾーンの（例）", names) == []


def test_no_japanese_text_of_src_uses_a_later_word() -> None:
    names = names_with_later_words()
    texts = [(p, n, s) for p in _files() for n, s in _texts(p)]
    # the sweep reads the cards' declarations and the log's templates, where the era's words are
    assert any("cards" in p.parts and "生け贄召喚" in s for p, _, s in texts)
    assert any(p.name == "render.py" and "融合デッキ" in s for p, _, s in texts)
    found = [f"{p.relative_to(SRC)}:{n}: {w} (the era says {LATER[w]}): {s[:80]}"
             for p, n, s in texts for w in later_words(s, names)]
    assert not found, f"{len(found)} later words in the Japanese of src/:\n" + "\n".join(found[:50])

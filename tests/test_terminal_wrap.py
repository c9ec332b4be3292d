"""The terminal breaks long lines between words, never inside one (unless a word is wider than the line)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from prompt_toolkit.utils import get_cwidth

from arbiter.play.terminal import wrap

WORDS = st.lists(st.sampled_from(["Summon", '"Gemini', 'Elf"', "attack", "m1", "om2", "destroys", "「破壊輪」",
                                  "(Ring", "of", "Destruction)", "12", "—", "targeting"]), min_size=1, max_size=40)


@settings(max_examples=200, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=4), st.integers(20, 80), st.integers(0, 6))
def test_lines_break_between_words_and_fit(lines: list[list[str]], width: int, indent: int) -> None:
    text = "".join(" " * indent + " ".join(words) + "\n" for words in lines)
    out = "".join(t for _, t in wrap([("", text)], width))
    assert all(get_cwidth(line) <= width for line in out.split("\n"))
    assert out.split() == text.split()  # the same words in the same order: none cut


def test_a_japanese_sentence_wider_than_the_line_is_cut_to_fit() -> None:
    text = "チェーン１：B「死者への手向け」発動（手札１枚を捨てる）、対象：α\n"
    out = "".join(t for _, t in wrap([("", text)], 24))
    assert all(get_cwidth(line) <= 24 for line in out.split("\n"))
    assert "".join(out.split()) == "".join(text.split())

"""The terminal breaks long lines between words, never inside one (unless a word is wider than the line)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from prompt_toolkit.utils import get_cwidth

from arbiter.games import GAMES
from arbiter.play.front import front_for
from arbiter.play.terminal import NO_LINE_END, NO_LINE_START, wrap
from arbiter.replay import Replay

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


JAPANESE = ("チェーン１：B「死者への手向け」発動（手札１枚を捨てる）、対象：α。「カオス・ソルジャー －開闢の使者－」と"
            "「グラヴィティ・バインド－超重力の網－」、「リミッター解除」が決着をつける。")


# where the text may begin: outside a name in 「」 (a name's space is a word's break once its 「 is cut off)
OUTSIDE_NAMES = [k for k in range(len(JAPANESE)) if JAPANESE[:k].count("「") == JAPANESE[:k].count("」")]


@settings(max_examples=200, deadline=None)
@given(st.integers(30, 100), st.sampled_from(OUTSIDE_NAMES))
def test_a_japanese_line_breaks_as_japanese_does(width: int, start: int) -> None:
    # `arbiter decks --lang ja` began lines with 」, 、 and 「－」」 and broke 「カオス・ソルジャー －開闢の使者－」 at
    # its space, where Japanese puts no line break
    text = "    " + JAPANESE[start:] + "\n"
    out = "".join(t for _, t in wrap([("", text)], width))
    lines = [line.strip() for line in out.split("\n") if line.strip()]
    assert all(get_cwidth(line) <= width for line in out.split("\n"))
    assert "".join(out.split()) == "".join(text.split())  # nothing lost, nothing added
    assert not [x for x in lines[1:] if x[0] in NO_LINE_START], lines
    assert not [x for x in lines[:-1] if x[-1] in NO_LINE_END], lines
    assert "開闢" not in "".join(x for x in lines if x.endswith("ソルジャー"))  # no break at the name's space



@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["ocg", "dm"]), st.integers(20, 80))
def test_the_board_s_rule_is_cut_to_the_line_not_wrapped(game: str, width: int) -> None:
    # the board's middle rule (63 columns) wrapped its last dashes onto a line of their own on a terminal narrower
    # than it (`arbiter play` at 60 columns)
    support = GAMES[game]
    deck = support.read_deck(support.starter_deck)
    d = Replay.new(game, [deck, deck], 1, ["human", "random"]).start()
    out = "".join(t for _, t in wrap(front_for(game).board(d, 0, "en"), width))
    rules = [line for line in out.split("\n") if "─" in line]
    assert len(rules) == 1 and get_cwidth(rules[0]) == min(width, 63), rules

"""Every English text the OCG cards declare, for the tests that read them all: an effect's words, its target's, its
cost's, and the words of its worded activation condition (each part of an `AllOf`). The words made at load time
(a shared helper's, from the filter it was given) are among them, as a declaration holds them."""

from __future__ import annotations

from arbiter.ocg.effects import AllOf, Condition, Worded
from arbiter.ocg.registry import load_all


def _condition_words(cond: Condition | None) -> list[str]:
    if isinstance(cond, AllOf):
        return [w for part in cond.parts for w in _condition_words(part)]
    return [cond.en] if isinstance(cond, Worded) else []


def declared_english() -> list[str]:
    """The declared English texts of every card, each once, in a fixed order."""
    texts = {t for d in load_all().values() for e in d.effects
             for t in (e.text_en, e.target.text_en if e.target is not None else "",
                       e.cost.text_en if e.cost is not None else "", *_condition_words(e.condition)) if t}
    return sorted(texts)

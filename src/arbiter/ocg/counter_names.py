"""The names of the kinds of counter, (Japanese, English), by the key the card modules give each kind."""

from __future__ import annotations

# Each kind of counter's name, (Japanese, English), by the key the card modules give it: the spell counter
# "spell" (cards/common.SPELL_COUNTER), the chronicle counter "chronicle", the nameless counters of
# 「デス・モスキート」 and of 「マジック・ガードナー」 that card's name (the latter's a kind apart from the nameless
# counters of the spell card it is put on, 「古代の機械城」: R004-161.07, R004-161.08), the others their Japanese
# names. A scenario names only these (`judge.ocg_board.counter_kind`); tests/test_render.py fails when a card places
# a kind not listed.
COUNTERS: dict[str, tuple[str, str]] = {
    "spell": ("魔力カウンター", "Spell Counter"),
    "chronicle": ("クロニクルカウンター", "Chronicle Counter"),
    "デス・モスキート": ("カウンター", "counter"),
    "マジック・ガードナー": ("カウンター", "counter"),
    "カウンター": ("カウンター", "counter"),
    "Aカウンター": ("Aカウンター", "A-Counter"),
    "アイスカウンター": ("アイスカウンター", "Ice Counter"),
    "ヴェノムカウンター": ("ヴェノムカウンター", "Venom Counter"),
    "ハイパーヴェノムカウンター": ("ハイパーヴェノムカウンター", "Hyper Venom Counter"),
    "ジェムカウンター": ("ジェムカウンター", "Crystal Counter"),
    "フォッグカウンター": ("フォッグカウンター", "Fog Counter"),
    "時計カウンター": ("時計カウンター", "Clock Counter"),
    "武士道カウンター": ("武士道カウンター", "Bushido Counter"),
}


def counter_key(written: str) -> str:
    """The key of the kind of counter a scenario names: a key as it is, a kind's Japanese or English name as its key
    (「魔力カウンター」 and "Spell Counter" are the spell counter, "spell"); a name two kinds share ("counter") and
    anything else as it is."""
    if written in COUNTERS:
        return written
    keys = [k for k, names in COUNTERS.items() if written in names]
    return keys[0] if len(keys) == 1 else written


def counter_name(kind: str, ja: bool) -> str:
    """A kind of counter's name in Japanese or English; a key not listed as it is."""
    names = COUNTERS.get(kind)
    return kind if names is None else names[0] if ja else names[1]

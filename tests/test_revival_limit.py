"""The rule on monsters that must first be properly summoned (蘇生制限), in the declarations: a main-deck monster
that cannot be normal summoned or set is held to it by its own procedure (`summon_conditions.allows`) or by its
declared summoning conditions (`special_by`: `once_properly_summoned` where its text names no way of its own,
「レアメタル・ドラゴン」). One with neither would be revived by any effect from the graveyard without ever having been
properly summoned."""

from __future__ import annotations

from arbiter.ocg.carddata import default_db, era_pool
from arbiter.ocg.effects import Kind
from arbiter.ocg.registry import load_all
from arbiter.ocg.summon_conditions import normal_summonable


def test_every_monster_that_cannot_be_normal_summoned_declares_how_it_is_special_summoned() -> None:
    defs = load_all()
    db = default_db()
    undeclared = []
    for passcode in sorted(set(era_pool()) | set(defs)):
        data = db.get(passcode)
        # fusion and synchro monsters are held by the engine and their procedures, ritual ones by by_ritual_summon
        if not data.is_monster or normal_summonable(data) or data.is_extra or data.subtypes & {"ritual", "token"}:
            continue
        defn = defs.get(passcode)
        if defn is None or (defn.special_by is None and all(e.kind is not Kind.PROCEDURE for e in defn.effects)):
            undeclared.append(data.name_ja)
    assert undeclared == []

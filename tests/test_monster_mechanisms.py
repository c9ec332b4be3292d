"""Engine pieces the era's D-G effect monsters added, each on its own: battle damage that is effect damage
(`Effect.battle_damage_as_effect`, 「墓守の従者」), negating what a monster destroys by battle given by another card's
continuous effect (`battle_silences` with `affects`, 「冥界の魔王 ハ・デス」) or only for some of them
(`silences_only`, 「ブレイドナイト」), a replacement effect of a card in the
hand or deck (`Effect.from_zone` on a REPLACEMENT, 「Ｄ－ＨＥＲＯ ディパーテッドガイ」), a trigger of a banished card
(「異次元の偵察機」) and a fewer-tributes way open only in a state and for a face-up summon (「Ｅ－ＨＥＲＯ マリシャス・
エッジ」)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Pos, Zone
from made_up_duels import VANILLA, decked_duel

CODE = 999_000_020  # not real passcodes
OTHER = 999_000_021


def monster(code: int, race: str = "Warrior") -> CardData:
    return CardData(code, "テスト", "Test Monster", "monster", frozenset({"effect"}), "DARK", race, 4, 1000, 1000)


def duel() -> Duel:
    d = decked_duel()
    d.turn, d.tp = 3, 0
    return d


@pytest.fixture
def defs() -> Iterator[dict[int, CardDef]]:
    yield DEFS
    for code in (CODE, OTHER):
        DEFS.pop(code, None)


def test_battle_damage_a_monster_inflicts_may_be_effect_damage(defs: dict[int, CardDef]) -> None:
    defs[CODE] = CardDef(CODE, (Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                                       battle_damage_as_effect=True),))
    d = duel()
    m = d.add_card(monster(CODE), 0, Zone.MONSTERS, Pos.ATTACK)
    plain = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    d.turn_on(m)
    battle = Cause(0, Reason.BATTLE, m.idx)
    assert d.damage_cause(m, battle, 1).reason is Reason.EFFECT and d.damage_cause(m, battle, 1).card == m.idx
    assert d.damage_cause(m, battle, 0).reason is Reason.BATTLE  # its own controller's damage stays battle damage
    assert d.damage_cause(plain, Cause(0, Reason.BATTLE, plain.idx), 1).reason is Reason.BATTLE


def test_a_continuous_effect_may_give_other_monsters_battle_silencing(defs: dict[int, CardDef]) -> None:
    defs[CODE] = CardDef(CODE, (Effect(Kind.CONTINUOUS, battle_silences=True,
                                       affects=lambda ctx, c: c.ctl == ctx.player and ctx.duel.race(c) == "Fiend"),))
    d = duel()
    ruler = d.add_card(monster(CODE), 0, Zone.MONSTERS, Pos.ATTACK)
    fiend = d.add_card(monster(OTHER, "Fiend"), 0, Zone.MONSTERS, Pos.ATTACK)
    warrior = d.add_card(monster(OTHER, "Warrior"), 0, Zone.MONSTERS, Pos.ATTACK)
    d.turn_on(ruler)
    assert d.silences_by_battle(fiend) and not d.silences_by_battle(warrior)


def test_battle_silencing_may_reach_only_the_monsters_it_names(defs: dict[int, CardDef]) -> None:
    defs[CODE] = CardDef(CODE, (Effect(Kind.CONTINUOUS, battle_silences=True,
                                       silences_only=lambda ctx, c: ctx.duel.race(c) == "Fiend"),))
    d = duel()
    knight = d.add_card(monster(CODE), 0, Zone.MONSTERS, Pos.ATTACK)
    fiend = d.add_card(monster(OTHER, "Fiend"), 1, Zone.MONSTERS, Pos.ATTACK)
    warrior = d.add_card(monster(OTHER, "Warrior"), 1, Zone.MONSTERS, Pos.ATTACK)
    d.turn_on(knight)
    assert d.silences_by_battle(knight, fiend) and not d.silences_by_battle(knight, warrior)
    assert not d.silences_by_battle(knight)


def test_a_replacement_of_a_card_in_the_hand_applies_there_only(defs: dict[int, CardDef]) -> None:
    def banished_instead(ctx: Ctx, ev: Event) -> Event:
        return dataclasses.replace(ev, dst=int(Zone.BANISHED))

    defs[CODE] = CardDef(CODE, (Effect(Kind.REPLACEMENT, from_zone=Zone.HAND, instead=banished_instead,
                                       when=lambda ctx, ev: ev.card == ctx.card.idx and ev.dst == int(Zone.GRAVE)),))
    d = duel()
    in_hand = d.add_card(monster(CODE), 0, Zone.HAND)
    on_field = d.add_card(monster(CODE), 0, Zone.MONSTERS, Pos.ATTACK)
    d.turn_on(on_field)
    d.discard([in_hand.idx], Cause(1, Reason.EFFECT, -1))
    d.destroy([on_field], Cause(1, Reason.EFFECT, -1))
    assert in_hand.zone is Zone.BANISHED and on_field.zone is Zone.GRAVE


def test_a_banished_card_watches_events_with_its_trigger(defs: dict[int, CardDef]) -> None:
    def noop(res: Resolution) -> None:
        pass

    defs[CODE] = CardDef(CODE, (Effect(Kind.TRIGGER, noop, trigger="phase", self_trigger=False,
                                       from_zone=Zone.BANISHED),))
    d = duel()
    gone = d.add_card(monster(CODE), 0, Zone.BANISHED)
    assert any(c is gone for c, _, _ in d.watchers())


def test_a_fewer_tributes_way_may_need_a_state_and_a_face_up_summon(defs: dict[int, CardDef]) -> None:
    from arbiter.ocg.legality import fewer_tributes

    big = CardData(CODE, "テスト", "Test Monster", "monster", frozenset({"effect"}), "DARK", "Fiend", 7, 2600, 1800)
    defs[CODE] = CardDef(CODE, (), fewer_tributes=1, fewer_face_up=True,
                         fewer_when=lambda d, c: bool(d.monsters_of(1 - d.tp)))
    d = duel()
    c = d.add_card(big, 0, Zone.HAND)
    assert fewer_tributes(d, c) is None  # the opponent controls no monster
    d.add_card(VANILLA, 1, Zone.MONSTERS, Pos.ATTACK)
    assert fewer_tributes(d, c) == 1 and fewer_tributes(d, c, Pos.SET) is None

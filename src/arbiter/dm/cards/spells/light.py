"""The Duel Masters spells of the light civilization."""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.dm.model import SHIELD_TRIGGER, Card, CardDef
from arbiter.dm.play import can_enter, choose_base
from arbiter.dm.registry import define
from arbiter.dm.verbs import destroy, put_into_battle
from arbiter.kernel.events import Event


def _rapid_reincarnation(d: Duel, c: Card, p: int, ev: Event) -> None:
    """You may destroy one of your creatures; if you do, put a creature costing no more than your mana count
    from your hand into the battle zone. "If you do" holds once the destruction was attempted (101.3a), so a
    replacement that kept the creature away from the graveyard does not stop the rest."""
    own = [x.idx for x in d.creatures(p)]
    t = d.pick(p, own, "pick", optional=True, prompt_en="destroy a creature?",
               prompt_ja="クリーチャーを1体破壊する？", source=c.idx)
    if t < 0:
        return
    destroy(d, [d.cards[t]], p, c.idx)
    limit = len(d.players[p].mana)
    # an evolution creature too, where one of its player's creatures left can be its base
    hand = [i for i in d.players[p].hand if can_enter(d, d.cards[i]) and d.cards[i].defn.cost <= limit]
    i = d.pick(p, hand, "pick",
               prompt_en="choose a creature costing no more than the cards in the mana zone to put into the "
                         "battle zone",
               prompt_ja="マナゾーンのカードの枚数以下のコストを持つ、バトルゾーンに出すクリーチャーを選ぶ",
               source=c.idx)
    if i >= 0:
        x = d.cards[i]
        base = choose_base(d, x, p)
        if base >= 0:  # the creature it goes onto leaves the board with no line of its own: this one names it
            d.note("evolve", p, d.ref(x.idx), d.ref(base), 0)
        put_into_battle(d, x, p, c.idx, on=base)


RAPID_REINCARNATION = define(CardDef(
    "rapid_reincarnation", "緊急再誕", "Rapid Reincarnation", "spell", ("light",), 3,
    keywords=frozenset({SHIELD_TRIGGER}), handlers={"cast": _rapid_reincarnation},
    aliases=("Kinkyū Saitan",),
    summary="S-Trigger. You may destroy one of your creatures. If you do, put a creature from your hand that "
            "costs no more than the number of cards in your mana zone into the battle zone.",
    summary_ja="S・トリガー。自分のクリーチャーを1体破壊してもよい。そうしたら、コストが自分のマナゾーンのカードの"
               "枚数以下のクリーチャーを1体、手札からバトルゾーンに出す。"))


APOCALYPSE_AT = 6  # creatures in the battle zone 「アポカリプス・デイ」 takes


def _apocalypse_day(d: Duel, c: Card, p: int, ev: Event) -> None:
    """With six or more creatures in the battle zone, destroy them all at once; with fewer, the log says why nothing
    happens (the spell's line alone left it to be guessed)."""
    everyone = d.all_creatures()
    if len(everyone) >= APOCALYPSE_AT:
        destroy(d, everyone, p, c.idx)
    else:
        d.note("too_few_creatures", d.ref(c.idx), len(everyone), APOCALYPSE_AT)


APOCALYPSE_DAY = define(CardDef(
    "apocalypse_day", "アポカリプス・デイ", "Apocalypse Day", "spell", ("light",), 6,
    keywords=frozenset({SHIELD_TRIGGER}), handlers={"cast": _apocalypse_day},
    summary="S-Trigger. If there are six or more creatures in the battle zone, destroy all of them.",
    summary_ja="S・トリガー。バトルゾーンにクリーチャーが6体以上あれば、それらをすべて破壊する。"))

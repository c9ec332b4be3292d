"""The continuous spell cards whose English name begins with A."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import bare_activation, own_standby
from arbiter.ocg.cards.shared.card_kinds import is_ancient_gear
from arbiter.ocg.cards.shared.counters import A_COUNTER, a_counter_on_targets
from arbiter.ocg.cards.shared.events import normal_summon
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs, observer, unnote
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP
from arbiter.ocg.cards.shared.zones import deck_top
from arbiter.ocg.choice_purposes import PUT_COUNTER
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


# 「Ａ」細胞増殖装置 / "A" Cell Breeding Device (continuous spell): in each of your standby phases, put 1
# A-counter on a face-up monster the opponent controls, targeted as the effect is activated (選択し, as
# 「エーリアン・グレイ」's same wording): one turned face-down or gone by then gets none.
define(34541863, bare_activation(),
       Effect(T, a_counter_on_targets, trigger="phase", when=own_standby, self_trigger=False, target=OPP_FACE_UP,
              text_en="put 1 A-counter on the targeted face-up monster the opponent controls",
              text_ja="対象の相手の表側表示モンスター１体にＡカウンターを１つ置く"))


# 古代の機械城 / Ancient Gear Castle (continuous spell): 「アンティーク・ギア」 monsters gain 300 ATK; each time a
# monster is normal summoned (a gemini monster's second summon too) or set, a counter is put on this card at once
# (a continuous effect: no chain link); with at least as many counters as a face-up tribute summon of an
# 「アンティーク・ギア」 monster needs tributes, it may be tributed in place of them all.
def _summoned_normally(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "set_monster" or normal_summon(ev)) and ctx.card.active


def _castle_count(res: Resolution) -> None:
    res.duel.add_counter(res.card, "カウンター", 1, res.cause)


define(92001300, bare_activation(),
       Effect(Kind.CONTINUOUS,
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and is_ancient_gear(c),
              atk=lambda ctx, c: 300, text_en="Ancient Gear monsters gain 300 ATK",
              text_ja="攻撃力３００アップ：「アンティーク・ギア」モンスター"),
       *(Effect(Kind.AT_ONCE, _castle_count, trigger=k, when=_summoned_normally,
                text_en="a monster is normal summoned or set: put 1 counter on this card",
                text_ja="通常召喚が行われるたび：このカードにカウンター１つ")
         for k in ("summoned", "set_monster")),
       Effect(Kind.CONTINUOUS, stands_for_tributes=lambda ctx, m, need: ctx.card.active
              and is_ancient_gear(m) and ctx.card.counters.get("カウンター", 0) >= need,
              text_en="tribute this card in place of all the tributes of an Ancient Gear monster's summon",
              text_ja="「アンティーク・ギア」モンスターの生け贄召喚の生け贄全ての代わりにこのカードを生け贄にできる"),
       numbering=(0, 1, 2, 2, 3))


# デーモンの宣告 / Archfiend's Oath (continuous spell): once a turn, pay 500 LP and declare a card name: excavate the
# top card of your deck; the declared card goes to your hand, any other card to the graveyard.
def _oath(res: Resolution) -> None:
    d = res.duel
    top = d.excavate(deck_top(d, res.player, 1))
    if not top:
        return
    c = top[0]
    if is_named(c, int(res.link.declared)):
        d.to_hand([c], res.cause)
    else:
        d.send_to_grave([c.idx], res.cause)


define(22796548, bare_activation(),
       Effect(Kind.IGNITION, _oath, once_per_turn=True, cost=Cost(lp=500), declare_name=lambda cd: True,
              names_own=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
              text_en="pay 500 LP, declare a card name: excavate your top card; the named card to your hand, "
                      "another to the graveyard",
              text_ja="５００ライフポイントを払いカード名を宣言する。デッキの一番上をめくり、宣言したカードなら手札に加え、"
                      "違えば墓地へ送る"))


# 「Ａ」細胞培養装置 / "A" Cell Incubator (continuous spell): each time A-counters on the field are removed, it gets one
# A-counter (with no chain link); destroyed on the field, its controller places all the A-counters it held on
# face-up monsters, one at a time as they choose.
_HELD = "a_cell_incubator"


def _a_counters_off(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ev.detail == A_COUNTER and ev.card != ctx.card.idx


def _note_held(ctx: Ctx, ev: Event) -> None:
    """Its counters as it is destroyed (they are gone once it has left the field)."""
    n = ctx.card.counters.get(A_COUNTER, 0)
    if ev.kind == "destroyed" and ev.card == ctx.card.idx and n:
        note_pair(ctx.duel, _HELD, ctx.card.idx, n)


def _one_more(res: Resolution) -> None:
    res.duel.add_counter(res.card, A_COUNTER, 1, res.cause)


def _face_up_monsters(d: Duel) -> list[Card]:
    return [m for p in (d.tp, 1 - d.tp) for m in d.monsters_of(p) if m.face_up]


def _spread(res: Resolution) -> None:
    d = res.duel
    held = [n for i, n in noted_pairs(d, _HELD) if i == res.card.idx]
    for n in held:
        unnote(d, _HELD, res.card.idx, n)
    for _ in range(sum(held)):
        cands = _face_up_monsters(d)
        if not cands:
            break
        d.add_counter(res.ask_cards(cands, purpose=PUT_COUNTER.monster), A_COUNTER, 1, res.cause)


define(64163367, bare_activation(),
       Effect(Kind.AT_ONCE, _one_more,
              trigger="counter_removed", when=_a_counters_off,
              text_en="A-counters on the field are removed: an A-counter on this card",
              text_ja="フィールドからＡカウンターが取り除かれるたび：このカードにＡカウンター１つ"),
       Effect(T, _spread, trigger="destroyed", asks=True,
              when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and any(i == ctx.card.idx
                                                                      for i, _ in noted_pairs(ctx.duel, _HELD)),
              text_en="destroyed on the field: place its A-counters on face-up monsters",
              text_ja="フィールドで破壊された時：自身のＡカウンターを表側表示モンスターに移す"),
       observer(_note_held), numbering=(0, 1, 2, 2), holds=((A_COUNTER, 0),))

"""Effect monsters of the era's pool (issue 13): the era's tournament staples first, then simple ones.

Each card's block is self-contained: a comment naming the card and what it does, its helpers, its `define`.
"""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.archive_revival import summon
from arbiter.ocg.cards.common import (
    BANISH_SELF,
    SPELL_COUNTER,
    SPELL_TRAP,
    TO_GRAVE_KINDS,
    battle_opponent,
    destroy_targets,
    itself,
    to_grave,
)
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER
C = Kind.CONTINUOUS


# サイバー・ドラゴン / Cyber Dragon: while the opponent controls a monster and you control none, it may be special
# summoned from the hand (its own procedure).
def _only_opponent_has_monsters(ctx: Ctx) -> bool:
    d = ctx.duel
    return not d.monsters_of(ctx.player) and bool(d.monsters_of(ctx.opponent))


define(70095154, Effect(Kind.PROCEDURE, condition=_only_opponent_has_monsters,
                        text_en="special summon from the hand while only the opponent controls monsters",
                        text_ja="相手フィールド上にのみモンスターが存在する場合、手札から特殊召喚できる"))


# 闇・道化師のペーテン / Peten the Dark Clown: when it is sent to the graveyard, you may banish it from the graveyard
# (the cost) to special summon 1 「闇・道化師のペーテン」 from your hand or deck. An optional "when" effect: it misses
# its timing if the move is not the last thing that happened.
PETEN = 52624755


def _petens(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for z in (Zone.HAND, Zone.DECK) for i in d.players[ctx.player].cards_in(z)
            if d.cards[i].data.passcode == PETEN]


def _peten(res: Resolution) -> None:
    found = _petens(res)
    if found and res.duel.free_slots(res.player, Zone.MONSTERS):
        summon(res, res.ask_cards(found))
    if any(res.duel.cards[i].data.passcode == PETEN for i in res.duel.players[res.player].deck):
        res.duel.shuffle_deck(res.player)


define(PETEN, *(Effect(T, _peten, trigger=k, when=to_grave, mandatory=False, misses_timing=True, cost=BANISH_SELF,
                       asks=True, needs=lambda ctx: bool(_petens(ctx))
                       and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                       text_en="sent to the graveyard: banish it to special summon a Peten the Dark Clown from "
                               "your hand or deck",
                       text_ja="墓地へ送られた時、このカードを除外して手札・デッキから「闇・道化師のペーテン」１体を特殊召喚する")
                for k in (*TO_GRAVE_KINDS, "discarded")),
       numbering=(1, 1, 1, 1))


# 魔導戦士 ブレイカー / Breaker the Magical Warrior: when normal summoned, it gets a spell counter (it holds at most 1);
# it gains 300 ATK for each; remove its spell counter (the cost) to destroy a targeted spell or trap card on the field.
def _one_counter(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up and not c.counters.get(SPELL_COUNTER, 0):
        res.duel.add_counter(c, SPELL_COUNTER, 1, res.cause)


define(71413901,
       Effect(T, _one_counter, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="normal summoned: put a spell counter on this card (at most 1)",
              text_ja="召喚に成功した時、このカードに魔力カウンターを１つ置く（最大１つまで）"),
       Effect(C, affects=itself, atk=lambda ctx, c: 300 * c.counters.get(SPELL_COUNTER, 0),
              text_en="+300 ATK per spell counter on it", text_ja="魔力カウンター１つにつき攻撃力３００アップ"),
       Effect(Kind.IGNITION, destroy_targets, target=SPELL_TRAP,
              cost=Cost(remove_counters=(SPELL_COUNTER, 1), counters_self=True),
              text_en="remove its spell counter: destroy the target spell or trap card",
              text_ja="魔力カウンターを１つ取り除き、フィールド上の魔法・罠カード１枚を破壊する"))


# 異次元の女戦士 / D.D. Warrior Lady: after damage calculation of a battle with an opponent's monster, you may banish
# that monster and this card.
def _battled_opponent(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card.idx
    if me not in (ev.card, ev.amount) or ev.amount < 0:
        return False
    other = ctx.duel.cards[ev.amount if ev.card == me else ev.card]
    return other.zone is Zone.MONSTERS and other.ctl != ctx.card.ctl


def _dd_lady(res: Resolution) -> None:
    d = res.duel
    other = battle_opponent(res)
    if other is not None:
        d.banish([other], res.cause)
    me = res.card
    if me.oid == res.link.oid and me.zone is Zone.MONSTERS:
        d.banish([me], res.cause)


define(7572887, Effect(T, _dd_lady, trigger="damage_calculated", self_trigger=False, when=_battled_opponent,
                       mandatory=False,
                       text_en="after damage calculation with an opponent's monster: banish it and this card",
                       text_ja="相手モンスターと戦闘を行ったダメージ計算後、そのモンスターとこのカードをゲームから除外できる"))

"""The field spell cards whose English name begins with A."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import wide
from arbiter.ocg.cards.common import (
    answered,
    bare_activation,
    both,
    ctx_of,
    negate_activation,
    revivable,
    room,
)
from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.cards.shared.chain import activation_of
from arbiter.ocg.cards.shared.crystal_beasts import RAINBOW_RUINS, crystal, crystals_in_spells
from arbiter.ocg.cards.shared.discard import DECLARABLE_TYPES
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute
from arbiter.ocg.cards.shared.notes import mark, marked, note_pair, noted_pairs
from arbiter.ocg.cards.shared.special_summons import ask_face_up, summon
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.turn_log import summoned_this_turn
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, Worded, nothing_instead
from arbiter.ocg.names import has_attribute, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# アシッドレイン / Acidic Downpour: EARTH monsters lose 500 ATK and gain 400 DEF.
define(35956022, ACTIVATE, by_attribute("EARTH", -500, 400, "地"))

A = Kind.ACTIVATE


# 虹の古代都市－レインボー・ルイン / Ancient City - Rainbow Ruins (field spell): it has effects by the number of
# 「宝玉獣」 cards in its controller's spell & trap zones, needed both to activate and to resolve them:
# 1 or more: it is not destroyed by card effects; 2 or more: once a turn, the battle damage you take may
# be halved (asked as the damage is dealt; declined, it is kept for a later battle of the turn); 3 or more:
# when a spell or trap card is activated, send 1 face-up 「宝玉獣」 monster you control to
# the graveyard (the cost): negate that activation and destroy the card (spell speed 2, chained right
# after that activation: R004-156.23); 4 or more: once a turn, draw 1 (a draw effect 「無効」 answers,
# R004-070.34); 5: once a turn, special summon 1 targeted 「宝玉獣」 card in your spell & trap zone.
def _beasts_at_least(n: int) -> Worded:
    return Worded(lambda ctx: len(crystals_in_spells(ctx.duel, ctx.player)) >= n,
                  f"{n} or more Crystal Beast cards in its player's spell & trap zone",
                  f"自分の魔法＆罠カードゾーンに「宝玉獣」カードが{wide(n)}枚以上")


def _ruins_spared(ctx: Ctx, ev: Event) -> bool:
    """The 「宝玉獣」 cards destroyed by the same effect (「大嵐」) leave at the same time as this card: already
    moved by that destruction, they still count for it."""
    d = ctx.duel
    gone_with_it = [e for _, e in (d.batch or ()) if e.kind == "destroyed" and e.src == int(Zone.SPELLS)
                    and e.card in d.destroying and d.cards[e.card].owner == ctx.player and crystal(d.cards[e.card])]
    return (ev.kind == "destroyed" and ev.card == ctx.card.idx and ev.cause.reason is Reason.EFFECT
            and ctx.card.active and (bool(gone_with_it) or _beasts_at_least(1)(ctx)))


def _ruins_halves(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == ctx.player
            and ctx.card.active and _beasts_at_least(2)(ctx)
            and (ctx.card.idx, ctx.duel.turn) not in noted_pairs(ctx.duel, "ruins_halved"))


def _ruins_halve(ctx: Ctx, ev: Event) -> Event:
    note_pair(ctx.duel, "ruins_halved", ctx.card.idx, ctx.duel.turn)
    return dataclasses.replace(ev, amount=half_up(ev.amount))


def _ruins_negate(res: Resolution) -> None:
    link = answered(res)
    if link is not None and _beasts_at_least(3)(ctx_of(res)):
        negate_activation(res, link)


def _ruins_draw(res: Resolution) -> None:
    if _beasts_at_least(4)(ctx_of(res)):
        res.duel.draw(res.player, 1, res.cause)


def _ruins_summon(res: Resolution) -> None:
    d = res.duel
    if not _beasts_at_least(5)(ctx_of(res)):
        return
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            summon(res, t, ask=ask_face_up)


define(RAINBOW_RUINS,
       bare_activation(),
       Effect(Kind.REPLACEMENT, when=_ruins_spared, instead=nothing_instead,
              text_en="1+ Crystal Beasts: not destroyed by card effects",
              text_ja="１枚以上：効果でこのカードは破壊されない"),
       Effect(Kind.REPLACEMENT, when=_ruins_halves, instead=_ruins_halve, mandatory=False,
              text_en="2+ Crystal Beasts: once a turn, the battle damage you take is halved",
              text_ja="２枚以上：自分が受ける戦闘ダメージを１ターンに１度半減"),
       Effect(Kind.QUICK, _ruins_negate, condition=both(activation_of(("spell", "trap"), "any"), _beasts_at_least(3)),
              cost=Cost(tribute=1, tribute_sends=True, tribute_filter=lambda ctx, m: m.face_up and crystal(m)),
              text_en="3+ Crystal Beasts: send a Crystal Beast monster: negate the spell/trap activation and "
                      "destroy it",
              text_ja="３枚以上：「宝玉獣」モンスターを墓地へ送って、魔法・罠カードの発動を無効、そのカードを破壊"),
       Effect(Kind.IGNITION, _ruins_draw, once_per_turn=True, needs=may_draw("self"), draws=1,
              condition=_beasts_at_least(4),
              text_en="4+ Crystal Beasts: draw 1", text_ja="４枚以上：１枚ドローする"),
       Effect(Kind.IGNITION, _ruins_summon, once_per_turn=True, asks=True,
              condition=_beasts_at_least(5), needs=room,
              target=revivable(lambda ctx, c: crystal(c), "a Crystal Beast card in your spell & trap zone",
                               "自分の魔法＆罠カードゾーンの「宝玉獣」カード", zone=Zone.SPELLS),
              text_en="5 Crystal Beasts: special summon the target",
              text_ja="５枚：対象を特殊召喚する"))


# 伝説の都 アトランティス / A Legendary Ocean (field spell): WATER monsters on the field gain 200 ATK and DEF;
# the Levels of WATER monsters in the hands and on the field are 1 lower. Its name is also 「海」 (Umi). A face-down
# monster on the field shows no Attribute, so neither reaches it (docs/uncertain-rulings.md).
def _water(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and face_up_monster(c) and has_attribute(c, "WATER")


def _water_here_or_in_hand(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and (face_up_monster(c) or c.zone is Zone.HAND) and has_attribute(c, "WATER")


define(295517, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=_water, atk=lambda ctx, c: 200, defense=lambda ctx, c: 200,
              text_en="WATER monsters gain 200 ATK and DEF", text_ja="水属性モンスターは攻撃力・守備力２００アップ"),
       Effect(Kind.CONTINUOUS, affects=_water_here_or_in_hand, level=lambda ctx, c: -1, in_hand=True,
              text_en="WATER monsters in the hands and on the field are 1 Level lower",
              text_ja="手札・フィールドの水属性モンスターはレベル１ダウン"))
treat_as(295517, 22702055)


# 光の護封陣 / Array of Revealing Light (field spell): declare a Type on activation; while it is face-up, a monster of
# that Type (either player's) cannot declare an attack in the turn it was normal, flip or special summoned.
ARRAY_TYPE = "array of revealing light"


def _array(res: Resolution) -> None:
    mark(res.duel, ARRAY_TYPE, res.card, DECLARABLE_TYPES.index(res.link.declared))


def _array_held(ctx: Ctx, c: Card) -> bool:
    chosen = marked(ctx.duel, ARRAY_TYPE, ctx.card)
    return (bool(chosen) and c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) == DECLARABLE_TYPES[chosen[-1]]
            and summoned_this_turn(ctx.duel, c))


define(69296555, Effect(A, _array, declare=DECLARABLE_TYPES, keeps_declared=True, text_en="declare a Type",
                        text_ja="種族を宣言する"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=_array_held,
              text_en="a monster of the declared Type cannot attack the turn it is summoned",
              text_ja="宣言された種族のモンスターは、召喚・反転召喚・特殊召喚されたターンの攻撃宣言不可"))

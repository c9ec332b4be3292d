"""The flip monsters whose English name begins with S."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    POLYMERIZATION,
    can_special_summon,
    ctx_of,
    room,
    take_targets_this_turn,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.destruction import WEAKEN_DESTROYER
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.notes import mark, marked, remember
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    pick_to_summon,
    summon,
    summonable,
    summoned_refusal,
)
from arbiter.ocg.cards.shared.targets import opp_face_up
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.cards.shared.zones import monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON, TRIBUTE
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


# 物資調達員 / Supply: FLIP: target 2 monsters in your graveyard that were sent there as fusion materials
# by 「融合」 (only those: R004-065) and return them to your hand; it targets them (R003-056.26).
def _supply_fits(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "monster" and fusion.used_as_material(ctx.duel, c, (POLYMERIZATION,))


define(44072894, Effect(Kind.FLIP, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", count=2, where=_supply_fits,
                                          text_en="2 fusion materials 「融合」 sent to your graveyard",
                                          text_ja="「融合」で墓地へ送られた融合素材モンスター２体"),
                        text_en="return the 2 targets to your hand", text_ja="対象の２体を手札に戻す"))

F = Kind.FLIP


# 幻想召喚師 / Summoner of Illusions: FLIP: tribute 1 other monster you control, and then special
# summon 1 fusion monster from your fusion deck (face-up attack or defense); both chosen while it
# resolves. The summoned monster is destroyed in the end phase of this turn (a trigger the resolution
# leaves in place for the turn, whatever becomes of this card). With no monster it may tribute or no fusion monster it
# may summon, it has nothing to act on and is not activated (R004-007).
def _summoner_picks(ctx: Ctx) -> tuple[list[Card], list[Card]]:
    """The monsters it may tribute and the fusion monsters it may summon."""
    d = ctx.duel
    # a monster unaffected by this effect, or one no effect may tribute (「生贄封じの仮面」), cannot be its tribute
    others = tributable(d, (c for c in d.monsters_of(ctx.player) if c.idx != ctx.card.idx), by=ctx)
    # only a fusion monster its own text lets this effect summon (no fusion summon: R004-063.16); with none
    # there is nothing to summon and nothing is tributed
    fusions = [d.cards[i] for i in d.players[ctx.player].extra
               if d.cards[i].data.is_fusion and can_special_summon(ctx, d.cards[i])]
    return others, fusions


def _summoner_needs(ctx: Ctx) -> bool:
    others, fusions = _summoner_picks(ctx)
    return bool(others) and bool(fusions)


def _summoner(res: Resolution) -> None:
    d = res.duel
    others, fusions = _summoner_picks(ctx_of(res))
    if not others or not fusions:
        return
    t = res.ask_cards(others, "tribute", purpose=TRIBUTE.monster)
    d.tribute([t], res.player, res.cause)
    f = pick_to_summon(res, fusions)
    if f is None:
        return
    summon(res, f, ask=ask_face_up)
    if f.zone is not Zone.MONSTERS:
        return
    idx, oid, turn = f.idx, f.oid, d.turn

    def destroy_it(r: Resolution) -> None:
        c = r.duel.cards[idx]
        if c.oid == oid and c.zone is Zone.MONSTERS:
            r.duel.destroy([c], r.cause)

    d.linger(res.card, res.player, Effect(
        Kind.TRIGGER, destroy_it, trigger="phase", self_trigger=False,
        when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn and ctx.duel.cards[idx].oid == oid,
        text_en="destroy the fusion monster it summoned", text_ja="特殊召喚した融合モンスターを破壊する"), res.cause)


define(14644902, Effect(F, _summoner, does=Does.MONSTERS, asks=True, needs=_summoner_needs,
                        text_en="tribute another monster you control and special summon a fusion monster; "
                                "destroy it in the end phase",
                        text_ja="自分のモンスター１体を生け贄に、融合モンスター１体を融合デッキから特殊召喚。"
                                "それはエンドフェイズに破壊"))


# 魂を呼ぶ者 / Spirit Caller: FLIP (optional): a normal monster of level 3 at most comes back from
# your graveyard by special summon, in face-up attack or defense position (both chosen while it resolves).
def _caller_fits(d: Duel, c: Card) -> bool:
    return d.is_normal_monster(c) and (c.data.level or 0) <= 3


def _caller_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(
        summonable(ctx, [d.cards[i] for i in d.players[ctx.player].grave if _caller_fits(d, d.cards[i])]))


def _spirit_caller(res: Resolution) -> None:
    d = res.duel
    c = pick_to_summon(res, [d.cards[i] for i in d.players[res.player].grave if _caller_fits(d, d.cards[i])])
    if c is None:
        return
    summon(res, c, ask=ask_face_up)


define(48659020, Effect(F, _spirit_caller, needs=_caller_needs, mandatory=False, asks=True,
                        text_en="special summon a Level 3 or lower normal monster from your graveyard",
                        text_ja="自分の墓地のレベル３以下の通常モンスター１体を特殊召喚する"))

# デーモン・テイマー / Shadow Tamer: FLIP: take control of 1 face-up fiend the opponent controls until
# the end phase.
define(37620434, Effect(F, take_targets_this_turn, target=opp_face_up("Fiend"), needs=room,
                        text_en="take control of the target until the end phase",
                        text_ja="エンドフェイズまで対象のコントロールを得る"))


# ニュート / Slate Warrior: FLIP: this card gains 500 ATK and DEF (while it stays face-up on the
# field). Whatever destroys it by battle loses 500 ATK and DEF.
def _slate_flip(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid:
        res.duel.boost(c, 500, 500, res.cause, until_end=False)


define(78636495, Effect(F, _slate_flip, text_en="this card gains 500 ATK and DEF",
                        text_ja="このカードの攻撃力と守備力が５００上がる"),
       WEAKEN_DESTROYER)


# ソニックジャマー / Sonic Jammer: FLIP: until the next turn is over, no spell card activation by the
# opponent (this turn and the next): the activation of spell cards, not the effects of spells already face-up.
def _sonic_jammer(res: Resolution) -> None:
    res.duel.forbid_player(res.opponent, "activate_spell", res.cause, turns=2)


define(84550200, Effect(F, _sonic_jammer,
                        text_en="no spell card activation by the opponent until the next turn is over",
                        text_ja="次のターンのエンドフェイズ終了時まで相手は魔法カードを発動できない"))

# スケルエンジェル / Skelengel: FLIP: draw 1.
define(60694662, Effect(Kind.FLIP, draw_op(1), needs=may_draw("self"), text_en="draw 1",
                        text_ja="１枚ドローする"))

T = Kind.TRIGGER


# ダークファミリア / Spear Cretin: FLIP: once flipped face-up, as it reaches the graveyard,
# each player chooses a monster in their own graveyard (this card's controller first) and special summons
# it in face-up attack or face-down defense position: only a monster that player may special summon is offered
# (not one 「王家の眠る谷－ネクロバレー」 keeps in the graveyard).
# (Its flip is remembered for that card object while it stays face-up: turned face-down, it is a new card that was
# not flipped, and turned face-up again without its flip effect (「停戦協定」) it still was not.)
def _spear_ready(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE) \
        and bool(marked(ctx.duel, "spear_flipped", ctx.card, ev.oid))


def _spear(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for p in (res.player, res.opponent):
        as_p = Ctx(d, p, ctx.card, ctx.effect, ctx.events, ctx.link)  # the summoning player's locks apply
        cands = summonable(as_p, monsters_in(ctx, p, Zone.GRAVE))  # none 「王家の眠る谷－ネクロバレー」 keeps there
        if not cands or d.free_slots(p, Zone.MONSTERS) == 0:
            continue
        c = res.ask_cards(cands, player=p, why=partial(summoned_refusal, res, player=p), purpose=SPECIAL_SUMMON.monster)
        o = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="attack", label_ja="攻撃表示"),
                     Option("position:set", "position", arg=int(Pos.SET), label_en="set", label_ja="裏側守備表示")],
                    "position", p, "choose a position", "表示形式を選ぶ")
        d.special_summon(c, p, Pos(o.arg), res.cause)


def _spear_trigger(kind: str) -> Effect:
    return Effect(T, _spear, trigger=kind, when=_spear_ready, asks=True,
                  text_en="each player special summons a monster from their graveyard",
                  text_ja="お互いに自分の墓地のモンスター１体を特殊召喚する")


def _spear_flipped(ctx: Ctx, ev: Event) -> None:
    if ev.detail != "no_flip_effect":
        mark(ctx.duel, "spear_flipped", ctx.card, face_up=True)


define(58551308, _spear_trigger("destroyed"), _spear_trigger("sent"), _spear_trigger("tributed"),
       remember("flipped", _spear_flipped), numbering=(1,) * 4)


# サーチライトメン / Searchlightman: FLIP: for the rest of this turn the opponent cannot set cards: no monster set
# and no spell or trap set from the hand (cards an effect puts face-down are not set by the player:
# docs/uncertain-rulings.md).
define(67646312, Effect(Kind.FLIP, lambda res: res.duel.forbid_player(res.opponent, "set", res.cause),
                        text_en="the opponent cannot set cards this turn",
                        text_ja="このターン相手はフィールド上にカードをセットできない"))

"""The normal spell cards whose English name begins with I."""

from __future__ import annotations

from arbiter.kernel.events import Cause, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion, summon_conditions
from arbiter.ocg.cards.common import can_special_summon, ctx_of
from arbiter.ocg.cards.shared.passcodes import RED_EYES_B_DRAGON
from arbiter.ocg.cards.shared.special_summons import can_special_summon_from_hand, summon_one_of, tributed_level
from arbiter.ocg.cards.shared.stats import original_atk
from arbiter.ocg.cards.shared.zones import monsters_in
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE

INSTANT_FUSION = 1845204


def activated_this_turn(ctx: Ctx, passcode: int) -> bool:
    """Whether the player already activated a card of this name this turn (read from the log)."""
    d = ctx.duel
    for e in reversed(d.log):
        if e.kind == "turn":
            return False
        i = getattr(e.args[2], "card", -1) if e.kind == "activate" and e.args[1] == ctx.player else -1
        if i >= 0 and is_named(d.cards[i], passcode):
            return True
    return False


# 簡易融合 / Instant Fusion: pay 1000 LP; special summon a level 5 or lower fusion monster from the fusion
# deck, treated as a fusion summon, without materials (R004-066); one whose fusion summon needs its
# listed materials cannot be chosen (R004-067), nor one a ban or summon lock forbids its player to fusion summon
# (`fusion.may_summon`: no material leaves the field to lift a lock), nor one its own conditions keep from being
# special summoned by this effect (「Ｎ・ティンクル・モス」: only by 「ＮＥＸ」). It cannot attack, and it is destroyed
# at the start of the end phase (applied at once, no chain link). One 「簡易融合」 a turn.
_NOT_IN_DECK = Why("it is not a fusion monster in its player's fusion deck", "自分の融合デッキの融合モンスターではない")
_ABOVE_5 = Why("it is a fusion monster above Level 5", "レベル６以上の融合モンスターである")
_LISTED_ONLY = Why("it is fusion summoned only with its listed materials", "決められた融合素材でしか融合召喚できない")
_LOCKED = Why("its player may not fusion summon it now", "そのプレイヤーは今それを融合召喚できない")
_OWN_WAY = Why("its own text allows no such summon of it", "そのカード自身のテキストがこの特殊召喚を認めていない")


def _instant_refusal(res: Resolution, c: Card) -> Why:
    """Why a card is no choice of 「簡易融合」, by the checks of `_instant_candidates` in their order."""
    if c not in fusion.fusion_deck(res.duel, res.player):
        return _NOT_IN_DECK
    if (c.data.level or 0) > 5:
        return _ABOVE_5
    if not _instant_fits(c):
        return _LISTED_ONLY
    return _LOCKED if _allowed(res, c) else _OWN_WAY


def _instant_fits(c: Card) -> bool:
    r = fusion.recipe(c.data.passcode)
    return (c.data.level or 0) <= 5 and not (r is not None and r.only_these)


def _allowed(ctx: Ctx | Resolution, c: Card) -> bool:
    """Whether `c`'s own summoning conditions let this card's effect fusion summon it."""
    return summon_conditions.allows(ctx.duel, c, Cause(ctx.player, Reason.EFFECT, ctx.card.idx), "fusion", ctx.player)


def _instant_candidates(ctx: Ctx) -> list[Card]:
    if ctx.duel.free_slots(ctx.player, Zone.MONSTERS) == 0:
        return []
    return [c for c in fusion.fusion_deck(ctx.duel, ctx.player)
            if _instant_fits(c) and _allowed(ctx, c) and fusion.may_summon(ctx.duel, ctx.player, c)]


def _instant(res: Resolution) -> None:
    d = res.duel
    cands = _instant_candidates(Ctx(d, res.player, res.card, d.link_effect(res.link)))
    if not cands:
        return
    f = fusion.summon_fusion(res, res.ask_cards(cands, "fusion", why=lambda c: _instant_refusal(res, c),
                                                prompt_en=fusion.FUSION_WORDS[0], prompt_ja=fusion.FUSION_WORDS[1]), ())
    if f is not None:
        d.restrict(f, "attack", res.cause, turns=10**6)
        d.at_end_phase(f, Then.DESTROY, res.cause)


define(INSTANT_FUSION, Effect(A, _instant, cost=Cost(lp=1000), asks=True,
                              needs=lambda ctx: bool(_instant_candidates(ctx)),
                              condition=lambda ctx: not activated_this_turn(ctx, INSTANT_FUSION),
                              text_en="fusion summon a Level 5 or lower fusion monster without materials; it "
                                      "cannot attack and is destroyed in the end phase",
                              text_ja="レベル５以下の融合モンスター１体を、融合召喚したものとして特殊召喚する。それは攻撃できず、"
                                      "エンドフェイズに破壊される"))


# 孵化 / Insect Imitation: tribute a monster (a cost); special summon from the deck an insect one level
# higher (face-up attack or defense, chosen while it resolves). Only an insect this effect could summon counts
# (not a ritual monster, nor one like 「デビルドーザー」 that is only special summoned its own way).
def _insects_of_level(ctx: Ctx, level: int) -> list[Card]:
    return [c for c in monsters_in(ctx, ctx.player, Zone.DECK)
            if c.data.race == "Insect" and (c.data.level or 0) == level
            and can_special_summon_from_hand(c) and can_special_summon(ctx, c)]


def _insect_one_higher(ctx: Ctx, m: Card) -> bool:
    return bool(_insects_of_level(ctx, ctx.duel.level(m) + 1))


def _insect_imitation(res: Resolution) -> None:
    level = tributed_level(res)
    if level is None:
        return
    summon_one_of(res, _insects_of_level(ctx_of(res), level + 1), deck=True)


define(96965364, Effect(A, _insect_imitation, cost=Cost(tribute=1, tribute_filter=_insect_one_higher), asks=True,
                        text_en="special summon an Insect one Level higher from the deck",
                        text_ja="デッキから、生け贄のレベル＋１のレベルを持つ昆虫族を特殊召喚する"))


# 黒炎弾 / Inferno Fire Blast: target a face-up 「真紅眼の黒竜」 you control; the opponent takes damage equal to
# its original ATK; 「真紅眼の黒竜」 cannot attack this turn (from its resolution on: a reading).
def _inferno_fire_blast(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.damage(1 - res.player, original_atk(d, t) or 0, res.cause)
    d.ban_name(RED_EYES_B_DRAGON, "attack", res.cause, player=res.player)


define(52684508, Effect(A, _inferno_fire_blast,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_named(c, RED_EYES_B_DRAGON),
                                          text_en="a face-up 「真紅眼の黒竜」 you control",
                                          text_ja="自分の表側表示の「真紅眼の黒竜」"),
                        text_en="the opponent takes damage equal to the target's original ATK; 「真紅眼の黒竜」 "
                                "cannot attack this turn",
                        text_ja="相手は対象の元々の攻撃力の数値のダメージを受ける。このターン「真紅眼の黒竜」は攻撃できない"))

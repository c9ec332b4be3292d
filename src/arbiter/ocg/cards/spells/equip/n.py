"""The equip spell cards whose English name begins with N."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.shared.contact_fusions import NEOS
from arbiter.ocg.cards.shared.discard import discard_random
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.equips import equip_op, equip_spell, equip_stats
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs, observer
from arbiter.ocg.cards.shared.stats import original_atk
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec, open_unless
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 与奪の首飾り / Necklace of Command (equip spell, any face-up monster): when the equipped monster you control is
# destroyed by battle and this card goes to the graveyard, choose: draw 1, or the opponent discards 1 at random.
def _necklace_sent(ctx: Ctx, ev: Event) -> bool:
    """Sent from the field to the graveyard because its monster left it: that monster destroyed by battle on the
    field of this card's controller (whoever owns it; an effect's destruction in the damage step is no battle)."""
    d = ctx.duel
    m = d.cards[ev.cause.card] if ev.cause.card >= 0 else None
    if not (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and m is not None and m.zone is Zone.GRAVE and d.destroyed_by_battle(m)):
        return False
    left = d.left_field_this_turn(m)
    return left is not None and left[0] == ev.player


NECKLACE_NO_HAND = Why("the opponent's hand is empty", "相手の手札が０枚")
NECKLACE_NO_DRAW = Why("the opponent's 「神殿を守る者」 keeps its player from drawing outside the draw phase",
                       "相手の「神殿を守る者」によって、ドローフェイズ以外ではドローできない")


def _necklace_mode_why(ctx: Ctx, mode: str) -> str:
    """The draw may be chosen only where its player may draw now (「神殿を守る者」, R004-076: the mode is an effect
    that draws); the random discard only while the opponent has a card in hand (it would do nothing else)."""
    if mode == "draw 1":
        return "" if may_draw("self")(ctx) else NECKLACE_NO_DRAW
    return "" if ctx.duel.players[ctx.opponent].hand else NECKLACE_NO_HAND


def _necklace(res: Resolution) -> None:
    if res.link.declared == "draw 1":
        res.duel.draw(res.player, 1, res.cause)
    else:
        discard_random(res, res.opponent, 1)


define(48576971,
       equip_spell(),
       Effect(T, _necklace, trigger="destroyed", when=_necklace_sent, declare=("draw 1", "discard 1"),
              declare_ok=open_unless(_necklace_mode_why), declare_why=_necklace_mode_why,
              does=Does.OWN_HAND | Does.OPP_HAND,
              text_en="draw 1, or the opponent discards 1 at random",
              text_ja="１枚ドローするか、相手の手札をランダムに１枚捨てる"))


# ネオス・フォース / Neos Force: equips only 「Ｅ・ＨＥＲＯ ネオス」, giving 800 ATK; when it destroys a monster by
# battle and sends it to the graveyard, the opponent takes damage equal to that monster's original ATK; in the end
# phase this card, on the field, goes back to the deck.
def _neos_won(ctx: Ctx, ev: Event) -> bool:
    d, eq = ctx.duel, ctx.card.equipped_to
    att = d.attack
    return (ctx.card.zone is Zone.SPELLS and eq >= 0 and att is not None and ev.cause.reason is Reason.BATTLE
            and eq in (att[0], att[2]) and ev.card in (att[0], att[2]) and ev.card != eq
            and ev.dst == int(Zone.GRAVE))


def _neos_force_burn(res: Resolution) -> None:
    beaten = res.duel.cards[res.link.events[0].card]
    res.duel.damage(res.opponent, original_atk(res.duel, beaten) or 0, res.cause)


def _neos_force_back(res: Resolution) -> None:
    if res.card.zone is Zone.SPELLS and res.card.oid == res.link.oid:
        res.duel.to_deck([res.card], res.cause)


define(47274077, equip_spell(lambda ctx, c: is_named(c, NEOS), "a face-up 「Ｅ・ＨＥＲＯ ネオス」",
                             "表側表示の「Ｅ・ＨＥＲＯ ネオス」"),
       equip_stats(800),
       Effect(T, _neos_force_burn, trigger="destroyed", self_trigger=False, when=_neos_won,
              text_en="the equipped monster destroys a monster by battle: damage equal to its original ATK",
              text_ja="装備モンスターが戦闘破壊したモンスターが墓地へ行った時：その元々の攻撃力の数値を相手へのダメージに"),
       Effect(T, _neos_force_back, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.zone is Zone.SPELLS,
              text_en="the end phase: this card goes back to the deck",
              text_ja="エンドフェイズ時、このカードをデッキに戻す"))


# ニトロユニット / Nitro Unit (equip spell, only to a face-up monster the opponent controls): when the equipped
# monster goes to the graveyard destroyed by battle, its controller (your opponent) takes damage equal to the
# ATK it had on the field (noted as the battle destroys it, this card still equipping it).
def _nitro_key(oid: int) -> str:
    return f"nitro unit:{oid}"


def _nitro_watch(ctx: Ctx, ev: Event) -> None:
    me, d = ctx.card, ctx.duel
    if (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and me.zone is Zone.SPELLS
            and ev.card == me.equipped_to and ev.dst == int(Zone.GRAVE)):
        note_pair(d, _nitro_key(me.oid), me.idx, d.atk(d.cards[ev.card]))
        # seen before any replacement: where the monster lands is read as this card is sent (`_nitro_sent`)
        note_pair(d, _nitro_key(me.oid) + ":monster", ev.card)


def _nitro_sent(ctx: Ctx, ev: Event) -> bool:
    """This card went to the graveyard because the monster it equipped was destroyed by battle (noted above)."""
    d = ctx.duel
    # the monster must have reached the graveyard, not been banished instead (「次元の裂け目」)
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and any(a == ctx.card.idx for a, _ in noted_pairs(d, _nitro_key(ev.oid)))
            and any(d.cards[m].zone is Zone.GRAVE for m, _ in noted_pairs(d, _nitro_key(ev.oid) + ":monster")))


def _nitro(res: Resolution) -> None:
    ev = res.link.events[0]
    for a, atk in noted_pairs(res.duel, _nitro_key(ev.oid)):
        if a == res.card.idx:
            res.duel.damage(res.opponent, atk, res.cause)


# "only to the opponent's monster" is an equip limit, in the filter (`CardDef.equip_limit`): once its player takes
# control of the equipped monster, the rules destroy this card (as 「磁力の指輪」 the other way round)
_NITRO_TARGET = TargetSpec(side="opp", face="up", where=lambda ctx, c: c.ctl != ctx.player,
                           text_en="a face-up monster the opponent controls",
                           text_ja="相手の表側表示モンスター")


define(23842445, Effect(A, equip_op, target=_NITRO_TARGET, bare=True, text_en="equip to the target",
                        text_ja="対象に装備する"),
       observer(_nitro_watch, "(the equipped monster's ATK is noted as the battle destroys it)",
                "（戦闘で破壊された装備モンスターの攻撃力を覚えておく）"),
       Effect(T, _nitro, trigger="destroyed", when=_nitro_sent,
              text_en="the equipped monster went to the graveyard destroyed by battle: the opponent takes "
                      "damage equal to its ATK",
              text_ja="装備モンスターが戦闘破壊されて墓地へ行った時：その攻撃力の数値を相手へのダメージに"),
       numbering=(0, 0, 1))

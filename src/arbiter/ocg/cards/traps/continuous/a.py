"""The continuous trap cards whose English name begins with A."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg import names
from arbiter.ocg.cards.common import applied_to, bare_activation
from arbiter.ocg.cards.shared.attacks import opponents_attack_on_a_monster
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.events import left_face_up
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 便乗 / Appropriate (continuous trap): activated when the opponent draws outside the draw phase; after
# that, each time they draw outside the draw phase, you draw 2. It answers the draw in the window right
# after the chain that made it (`responds_to`).
def _opp_drew_outside(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ev.player == ctx.opponent and ctx.duel.phase != "draw"


define(48539234, bare_activation(condition=lambda ctx: any(
    e.kind == "drew" and e.player == ctx.opponent for e in ctx.events) and ctx.duel.phase != "draw",
    responds_to=("drew",)),
    Effect(T, draw_op(2), trigger="drew", self_trigger=False, when=_opp_drew_outside, needs=may_draw("self"),
        text_en="the opponent drew outside the draw phase: draw 2",
        text_ja="相手がドローフェイズ以外でドローした時、２枚ドローする"))

# 女神の加護 / Aegis of Gaia (continuous trap): gain 3000; when it leaves the field face-up, its
# controller takes 3000 damage.
define(47060347, Effect(A, gain_op(3000), text_en="gain 3000 LP", text_ja="３０００ライフポイント回復する"),
       *(Effect(T, lambda res: res.duel.damage(res.player, 3000, res.cause), trigger=k, when=left_face_up,
                does=Does.SELF_DAMAGE, text_en="it left the field: its controller takes 3000 damage",
                text_ja="フィールドから離れた時、コントローラーに３０００ダメージ")
         for k in ("destroyed", "sent", "banished", "to_hand", "to_deck")), numbering=(1, *(2,) * 5))


# アクアの合唱 / Aqua Chorus: while it is face-up, each face-up monster on the field that shares its name with
# another face-up monster on the field gains 500 ATK and DEF.
def _in_chorus(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    if c.zone is not Zone.MONSTERS or not c.face_up:
        return False
    return any(o.idx != c.idx and o.face_up and names.same_name(c, o)
               for p in (0, 1) for o in d.monsters_of(p))


# the 500 ATK/DEF is a direct change the damage step allows (ocg-rules 3.5, as 「闇の呪縛」)
define(95132338, bare_activation(does=Does.ATK_DEF),
       Effect(Kind.CONTINUOUS, affects=_in_chorus, atk=lambda ctx, c: 500, defense=lambda ctx, c: 500,
              text_en="monsters sharing a name with another on the field gain 500 ATK and DEF",
              text_ja="同じ名前のモンスターが場に他にもいるモンスターは、攻撃力と守備力が５００上がる"))


# アストラルバリア / Astral Barrier: when an opponent's monster attacks a monster you control, you may make it a direct
# attack instead.
define(37053871, bare_activation(),
       Effect(T, lambda res: res.duel.make_attack_direct(), trigger="attack_declared", self_trigger=False,
              when=opponents_attack_on_a_monster, mandatory=False, does=Does.OTHER,
              text_en="an opponent's monster attacks your monster: you may make it a direct attack",
              text_ja="相手モンスターの攻撃を、自分を直接狙う攻撃に変えられる"))


# 召喚制限－猛突するモンスター / All-Out Attacks (continuous trap): while it is face-up on the field, a monster
# special summoned is turned to face-up attack position at once (no chain link) and must attack that turn if able
# (the card's continuous effect: not while its effects are negated, 「王宮のお触れ」, nor once the card has left the
# field; the position stays). The duty is applied to the face-up monster: turned face-down, it is a new card, free.
def _charge(res: Resolution) -> None:
    d = res.duel
    c = d.cards[res.link.events[0].card]
    if c.zone is not Zone.MONSTERS:
        return
    if c.pos is not Pos.ATTACK:
        d.set_position(c, Pos.ATTACK, res.cause)
    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, affects=applied_to([c]), must_attack=True,
                                          text_en="it must attack this turn if able",
                                          text_ja="このターン可能なら攻撃しなければならない"), res.cause,
             while_there=res.card, live=True)


define(30834988, bare_activation(),
       Effect(Kind.AT_ONCE, _charge, trigger="special_summoned", when=lambda ctx, ev: ctx.card.active,
              text_en="a special summoned monster turns to attack position and must attack this turn",
              text_ja="特殊召喚されたモンスターは表側攻撃表示になり、そのターン可能なら攻撃しなければならない"))


# 魔封じの芳香 / Anti-Spell Fragrance: while it is face-up, neither player can activate a spell card unless it was set
# first, and one set can be activated only from its controller's next turn on. The ban is on the cards' activation
# only: the effects of a spell face-up on the field or in the graveyard (「マジックブラスト」's) stay free.
def _not_ripe(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    if c.data.kind != "spell":
        return False
    if not c.on_field:
        return True
    last_own_turn = d.turn if d.tp == c.ctl else d.turn - 1  # the controller's current or latest turn
    return c.t_entered >= last_own_turn


define(58921041, bare_activation(),
       Effect(Kind.CONTINUOUS, forbids=("activate_card",), affects=_not_ripe,
              text_en="spell cards are activated only once set, from their controller's next turn on",
              text_ja="魔法カードは、セットしてからでないと発動できず、しかもセットした次の自分ターンを待つ"))

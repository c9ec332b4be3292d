"""The continuous spell cards whose English name begins with M."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import (
    LEAVE_KINDS,
    bare_activation,
    bound,
    ctx_of,
    destroy_itself,
    held,
    tallied,
    tally,
)
from arbiter.ocg.cards.shared.binding import bind_targets
from arbiter.ocg.cards.shared.card_kinds import race_as_it_left
from arbiter.ocg.cards.shared.discard import discard_random
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.passcodes import MOKEY_MOKEY
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# 平和の使者 / Messenger of Peace (continuous spell): face-up monsters with 1500 or more ATK cannot declare an
# attack. Its controller pays 100 LP in each of their standby phases, or it is destroyed (a maintenance
# cost: not an activation's cost, so 魔力倹約術 does not waive it, R004-051).
def _strong(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and ctx.duel.atk(c) >= 1500


define(44656491,
       bare_activation(),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=_strong,
              text_en="no monster whose ATK is 1500 or more may declare an attack",
              text_ja="攻撃宣言不可：攻撃力１５００以上のモンスター"),
       maintenance(100))

T = Kind.TRIGGER


# 悪夢の蜃気楼 / Mirage of Nightmare (continuous spell): in the opponent's standby phase, draw until you
# hold 4; then in your next standby phase discard that many cards at random. Cards that did not reach
# the hand (「無効」) were not drawn: nothing is discarded for them (R004-085). With 4 or more cards in the hand
# already, the draw has nothing to do and is not activated (R004-007; docs/uncertain-rulings.md).
def _mirage_draws(ctx: Ctx) -> bool:
    return len(ctx.duel.players[ctx.player].hand) < 4 and may_draw("self")(ctx)


def _mirage_draw(res: Resolution) -> None:
    d = res.duel
    before = len(d.players[res.player].hand)
    if before < 4:
        d.draw(res.player, 4 - before, res.cause)
    got = len(d.players[res.player].hand) - before
    if got > 0 and res.card.oid == res.link.oid:
        tally(d, ("mirage", res.card.idx, res.card.oid, d.turn), got)


def _mirage_due(ctx: Ctx) -> int:
    c = ctx.card
    return sum(tallied(ctx.duel, ("mirage", c.idx, c.oid, ctx.duel.turn - 1)))


def _mirage_discard(res: Resolution) -> None:
    discard_random(res, res.player, _mirage_due(ctx_of(res)))


define(41482598, bare_activation(),
       Effect(T, _mirage_draw, trigger="phase", self_trigger=False, needs=_mirage_draws,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent and ctx.card.active,
              text_en="draw until you hold 4 cards", text_ja="手札が４枚になるようにドローする"),
       Effect(T, _mirage_discard, does=Does.OWN_HAND, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and _mirage_due(ctx) > 0,
              text_en="discard as many cards as you drew, at random", text_ja="ドローした枚数分ランダムに捨てる"))


# 士気高揚 / Morale Boost (continuous spell): each time an equip spell card is equipped to a monster (by its
# activation, or moved to another monster), its controller gains 1000; each time an equip spell card leaves
# the field, its controller takes 1000 damage. Both apply at once, with no chain link.
def _equip_spell(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ctx.duel.cards[ev.card].data.spell_type == "equip"


def _equip_spell_left(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and _equip_spell(ctx, ev)


define(93671934, bare_activation(),
       Effect(Kind.AT_ONCE, lambda res: res.duel.gain_lp(res.link.events[0].player, 1000, res.cause),
              trigger="equipped", when=_equip_spell,
              text_en="an equip spell card was equipped: its controller gains 1000 LP",
              text_ja="装備魔法カードが装備されるたび：それをコントロールするプレイヤーのＬＰが１０００回復"),
       *(Effect(Kind.AT_ONCE, lambda res: res.duel.damage(res.link.events[0].player, 1000, res.cause),
                trigger=k, when=_equip_spell_left,
                text_en="an equip spell card left the field: its controller takes 1000 damage",
                text_ja="装備魔法カードがフィールドを離れるたび：それをコントロールしていたプレイヤーに１０００ダメージ")
         for k in LEAVE_KINDS), numbering=(0, 1, *(2,) * 7))


# マスドライバー / Mass Driver (continuous spell): tribute 1 monster you control (the cost): the opponent takes 400
# damage.
define(34906152, bare_activation(),
       Effect(Kind.IGNITION, lambda res: res.duel.damage(1 - res.player, 400, res.cause), cost=Cost(tribute=1),
              condition=lambda ctx: ctx.card.active,
              text_en="tribute 1 monster: 400 damage to the opponent",
              text_ja="モンスター１体を生け贄に捧げ、相手に４００ダメージ"))


# 怒れるもけもけ / Mokey Mokey Smackdown (continuous spell): when a face-up Fairy monster you control is destroyed
# while a 「もけもけ」 is face-up on your field, the ATK of each face-up 「もけもけ」 you control becomes 3000 until the
# end of the turn. Fairies destroyed together are one occasion: one activation (`together`).
def _mokeys(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and is_named(c, MOKEY_MOKEY)]


def _fairy_destroyed(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.active and ev.src == int(Zone.MONSTERS) and ev.player == ctx.player
            and ev.pos in (int(Pos.ATTACK), int(Pos.DEFENSE))
            and race_as_it_left(ctx.duel, ctx.duel.cards[ev.card]) == "Fairy"
            and bool(_mokeys(ctx)))


def _smackdown(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for m in _mokeys(res):
            res.duel.set_stat(m, True, 3000, res.cause)


define(1965724, bare_activation(),
       Effect(Kind.TRIGGER, _smackdown, trigger="destroyed", when=_fairy_destroyed, self_trigger=False, together=True,
              text_en="a face-up Fairy you control destroyed: your 「もけもけ」 become 3000 ATK this turn",
              text_ja="自分の天使族モンスターが破壊された時、自分の「もけもけ」の攻撃力はこのターン３０００になる"))


# マシュマロンのメガネ / Marshmallon Glasses (continuous spell): while a 「マシュマロン」 is in your monster zones, the
# opponent cannot choose any of your monsters but 「マシュマロン」 as an attack target.
MARSHMALLON = 31305911


def _not_marshmallon(ctx: Ctx, c: Card) -> bool:
    mine = ctx.duel.monsters_of(ctx.player)
    return (ctx.card.active and c.zone is Zone.MONSTERS and c.ctl == ctx.player and not is_named(c, MARSHMALLON)
            and any(is_named(m, MARSHMALLON) for m in mine))


define(66865880, bare_activation(),
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",), affects=_not_marshmallon,
              text_en="with 「マシュマロン」 in your monster zones, your other monsters cannot be attacked",
              text_ja="「マシュマロン」がいる間、相手の攻撃対象は「マシュマロン」に限られる"))


# 魔力無力化の仮面 / Mask of Dispel (continuous spell): target a face-up spell card on the field; in each of your
# standby phases its controller takes 500 damage; when it leaves the field, this card is destroyed.
def _dispel(res: Resolution) -> None:
    for t in bound(res.duel, "bound", res.card):
        if t.on_field and t.face_up:
            res.duel.damage(t.ctl, 500, res.cause)


def _dispelled_left(ctx: Ctx, ev: Event) -> bool:
    # a face-up field spell is a spell card on the field too: it leaves from the field zone
    return (ctx.card.active and ev.src in (int(Zone.SPELLS), int(Zone.FIELD)) and ev.dst != ev.src
            and ev.card in {i for i, _ in held(ctx.duel, "bound", ctx.card)})


define(20765952,
       Effect(A, bind_targets, target=TargetSpec(zone=Zone.SPELLS, face="up", where=lambda ctx, c: c.data.is_spell
                                                 and c.idx != ctx.card.idx,
                                                 text_en="a face-up spell card on the field",
                                                 text_ja="フィールドの表側表示の魔法カード"),
              text_en="target a face-up spell card", text_ja="表側表示の魔法カード１枚を対象とする"),
       Effect(Kind.TRIGGER, _dispel, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ctx.card.active and ev.detail == "standby" and ctx.duel.tp == ctx.player
              and bool(bound(ctx.duel, "bound", ctx.card)),
              text_en="each of your standby phases: the target's controller takes 500 damage",
              text_ja="自分のスタンバイフェイズごと：対象をコントロールするプレイヤーに５００ダメージ"),
       *(Effect(Kind.TRIGGER, destroy_itself, trigger=k, when=_dispelled_left, self_trigger=False,
                text_en="destroyed when the target leaves the field",
                text_ja="対象がフィールドを離れた時、このカードを破壊する") for k in LEAVE_KINDS),
       numbering=(1, 2, *(3,) * len(LEAVE_KINDS)))

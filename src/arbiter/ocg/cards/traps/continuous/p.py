"""The continuous trap cards whose English name begins with P."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import LEAVE_KINDS, SPELL_COUNTER, bare_activation
from arbiter.ocg.cards.shared.attacks import attack_of, opponents_attack
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.cards.shared.events import left_face_up
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 反撃準備 / Prepare to Strike Back (continuous trap): when an opponent's monster attacks a face-up defense
# position monster you control, call a coin: right turns that monster to face-up attack position; wrong, and
# this card's controller takes damage equal to the amount the attacker's ATK exceeds that monster's DEF.
def _attacks_my_defender(ctx: Ctx, ev: Event) -> bool:
    if not opponents_attack(ctx, ev) or ev.amount < 0:
        return False
    t = ctx.duel.cards[ev.amount]
    return t.ctl == ctx.player and t.zone is Zone.MONSTERS and t.pos is Pos.DEFENSE


def _strike_back(res: Resolution) -> None:
    d = res.duel
    right = call_coin(res)
    a, t = attack_of(res)
    if right:
        if t is not None and t.pos is Pos.DEFENSE:
            d.set_position(t, Pos.ATTACK, res.cause)
    elif a is not None and t is not None and d.atk(a) > d.defense(t):
        d.damage(res.player, d.atk(a) - d.defense(t), res.cause)


define(4483989,
       bare_activation(lambda res: None),
       Effect(Kind.TRIGGER, _strike_back, trigger="attack_declared", self_trigger=False, when=_attacks_my_defender,
              asks=True, does=Does.SELF_DAMAGE,
              text_en="call a coin: right turns the attacked monster to attack position; wrong, damage to you",
              text_ja="コインの裏表を当てる：当たりで攻撃対象を表側攻撃表示にし、外れで自分がダメージを受ける"))


# 漆黒のパワーストーン / Pitch-Black Power Stone: it is activated with 3 spell counters on it; once in each of your
# turns, target another face-up card on the field that can hold a spell counter: move 1 spell counter from this card
# onto it. Once its last counter is removed it is destroyed.
def _charge(res: Resolution) -> None:
    if res.card.on_field and res.card.oid == res.link.oid:
        res.duel.add_counter(res.card, SPELL_COUNTER, 3, res.cause)


def _holds_one(ctx: Ctx, c: Card) -> bool:
    return c.face_up and c.idx != ctx.card.idx and ctx.duel.can_hold(c, SPELL_COUNTER)


def _pass_counter(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.remove_counter(res.card, SPELL_COUNTER, 1, res.cause):
            d.add_counter(t, SPELL_COUNTER, 1, res.cause)


define(34029630, Effect(A, _charge, text_en="activate with 3 spell counters", text_ja="魔力カウンターを３つ置いて発動"),
       Effect(Kind.QUICK, _pass_counter, once_per_turn=True, condition=lambda ctx: ctx.duel.tp == ctx.player
              and ctx.card.counters.get(SPELL_COUNTER, 0) > 0,
              target=FieldCardSpec(where=_holds_one, text_en="another face-up card that can hold a spell counter",
                                   text_ja="魔力カウンターを置けるフィールドの他の表側表示カード"),
              text_en="move 1 spell counter from this card to the target",
              text_ja="このカードから魔力カウンター１つを取り、対象に置く"),
       Effect(Kind.CONTINUOUS, destroyed_unless=lambda ctx: ctx.card.counters.get(SPELL_COUNTER, 0) > 0,
              text_en="destroyed once its last spell counter is removed",
              text_ja="魔力カウンターが１つも無くなると、このカードは破壊される"),
       holds=((SPELL_COUNTER, 0),), numbering=(0, 1, 2))


# 光のピラミッド / Pyramid of Light: when this face-up card leaves the field, destroy the 「アンドロ・スフィンクス」 and
# 「スフィンクス・テーレイア」 its controller controls and banish them (a mandatory trigger); not a set one, nor one
# whose activation was negated (`left_face_up`, as 「女神の加護」).
_SPHINXES = (15013468, 51402177)


def _pyramid_falls(res: Resolution) -> None:
    d = res.duel
    d.destroy([m for m in d.monsters_of(res.player) if is_named(m, *_SPHINXES)], res.cause, to=Zone.BANISHED)


define(53569894, bare_activation(),
       *(Effect(Kind.TRIGGER, _pyramid_falls, does=Does.MONSTERS, trigger=k, when=left_face_up,
                text_en="leaves the field face-up: destroy and banish your Andro Sphinx and Sphinx Teleia",
                text_ja="表側表示のこのカードが場を離れた時、自分の「アンドロ・スフィンクス」"
                        "「スフィンクス・テーレイア」を破壊し除外する")
         for k in LEAVE_KINDS),
       numbering=(0, *([1] * len(LEAVE_KINDS))))


# ポールポジション / Pole Position: while it is face-up, the field's face-up monster(s) of highest ATK are
# unaffected by spell cards' effects (the highest ATK read with every spell's effect counted: `Duel._protected`
# leaves a protection out of its own reach); when this face-up card leaves the field, the face-up monster(s) with the
# highest ATK on the field are destroyed (docs/uncertain-rulings.md): not by a set one, nor by one whose activation was
# negated (`left_face_up`).
def _highest(d: Duel) -> list[Card]:
    ups = [m for m in d.monsters_of(0) + d.monsters_of(1) if m.face_up]
    top = max((d.atk(m) for m in ups), default=0)
    return [m for m in ups if d.atk(m) == top]


def _destroy_highest(res: Resolution) -> None:
    res.duel.destroy(_highest(res.duel), res.cause)


define(73578229, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c in _highest(ctx.duel),
              unaffected_by=lambda ctx, c, source, player: source.data.is_spell,
              text_en="the face-up monsters with the highest ATK are unaffected by spell cards",
              text_ja="攻撃力が一番高い表側表示モンスターは魔法の効果を受けない"),
       *(Effect(T, _destroy_highest, trigger=k, does=Does.DESTROY | Does.MONSTERS,
                when=left_face_up,
                text_en="it leaves the field: destroy the face-up monsters with the highest ATK",
                text_ja="このカードがフィールドから離れた時、攻撃力が一番高い表側表示モンスターを破壊する")
         for k in LEAVE_KINDS),
       numbering=(0, 1, *([2] * len(LEAVE_KINDS))))

"""The continuous trap cards whose English name begins with B."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import bare_activation, bind, bound, burn_500, destroy_itself, room
from arbiter.ocg.cards.shared.card_kinds import attributes_as_it_left
from arbiter.ocg.cards.shared.control import a_counter
from arbiter.ocg.cards.shared.events import phase_of, together
from arbiter.ocg.cards.shared.life_points import GAINS_HURT
from arbiter.ocg.cards.shared.revival import normal_in_grave
from arbiter.ocg.cards.shared.upkeep import own_standby
from arbiter.ocg.cards.shared.zones import all_monsters
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# 無差別破壊 / Blind Destruction (continuous trap): in each of your standby phases, roll a die; destroy every
# face-up monster on the field with that level (a 6: level 6 or more).
def _blind_destruction(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    hit = [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
           if c.face_up and (d.level(c) >= 6 if n == 6 else d.level(c) == n)]
    d.destroy(hit, res.cause)


define(32015116,
       bare_activation(lambda res: None),
       Effect(Kind.TRIGGER, _blind_destruction, does=Does.MONSTERS, trigger="phase", when=own_standby,
              self_trigger=False,
              text_en="roll: destroy the face-up monsters of that Level",
              text_ja="サイコロ：出た目と同じレベルの表側表示モンスターを全て破壊"))


# シモッチによる副作用 / Bad Reaction to Simochi (continuous trap): while it is face-up, every gain of LP of
# its controller's opponent is damage of the same amount instead (R004-093; shared/life_points.GAINS_HURT).
define(40633297, bare_activation(), GAINS_HURT)

T = Kind.TRIGGER


# 洗脳光線 / Brainwashing Beam (continuous trap): take control of a targeted monster of the opponent with an
# A-counter while this card stays on the field (a continuous effect of the trap: the monster goes back while its
# effects are negated, 「王宮のお触れ」); in each of your end phases remove an A-counter from it; with none left,
# destroy this card: at once, whatever removed the last one (another card's cost: 「エーリアン・テレパス」), as when
# the monster is destroyed.
def _beam(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        if res.duel.take_control(t, res.player, res.cause, while_card=c, live=True):
            res.duel.attach(c, t)  # only a link to the monster, for its end phase: not an equip card


def _beam_end(res: Resolution) -> None:
    d = res.duel
    c = res.card
    t = d.cards[c.equipped_to] if c.equipped_to >= 0 else None
    if t is not None and t.zone is Zone.MONSTERS:
        d.remove_counter(t, "Aカウンター", 1, res.cause)
    if t is None or t.zone is not Zone.MONSTERS or not t.counters.get("Aカウンター"):
        d.destroy([c], res.cause)


def _holds_a_counter(ctx: Ctx) -> bool:
    """The monster this card took is still on the field with an A-counter (none taken: the card has nothing to hold)."""
    t = ctx.duel.cards[ctx.card.equipped_to] if ctx.card.equipped_to >= 0 else None
    return t is not None and t.zone is Zone.MONSTERS and bool(t.counters.get("Aカウンター"))


define(59258334, Effect(A, _beam, needs=room, target=TargetSpec(side="opp", face="up", where=a_counter,
                                                    text_en="an opponent's monster with an A-counter",
                                                    text_ja="Ａカウンターが乗った相手モンスター"),
                        text_en="take control of the target", text_ja="対象のコントロールを得る"),
       Effect(T, _beam_end, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player and ctx.card.active,
              text_en="your end phase: remove an A-counter; with none left destroy this card",
              text_ja="自分のエンドフェイズにＡカウンターを１つ取り除き、無くなればこのカードを破壊する"),
       Effect(Kind.CONTINUOUS, destroyed_unless=_holds_a_counter,
              text_en="destroyed once its monster has no A-counter left or has left the field",
              text_ja="そのモンスターのＡカウンターが無くなるか、モンスターが場を離れると、このカードは破壊される"))


# 門前払い / Begone, Knave! (continuous trap): while it is face-up, when a monster inflicts battle damage
# to a player, that monster returns to its owner's hand.
def _knave(res: Resolution) -> None:
    d = res.duel
    c = d.cards[res.link.events[0].cause.card]
    if c.zone is Zone.MONSTERS:
        d.to_hand([c], res.cause)


define(20374520, bare_activation(),
       Effect(T, _knave, does=Does.MONSTERS, trigger="damage", self_trigger=False,
              when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.cause.card >= 0,
              text_en="a monster that inflicted battle damage returns to its owner's hand",
              text_ja="戦闘ダメージを与えたモンスターを持ち主の手札に戻す"))

define(35539880, normal_in_grave(Pos.ATTACK, "leaves"))


# 底なし流砂 / Bottomless Shifting Sand: at the end phase of the opponent's turn, destroy the face-up monster(s) with
# the highest ATK on the field; in your standby phase, with 4 or fewer cards in your hand, this card is destroyed.
def _strongest(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    up = [c for c in all_monsters(ctx) if c.face_up]
    top = max((d.atk(c) for c in up), default=0)
    return [c for c in up if d.atk(c) == top]


def _sink(res: Resolution) -> None:
    res.duel.destroy(_strongest(res), res.cause)


define(76532077, bare_activation(),
       Effect(T, _sink, trigger="phase",
              self_trigger=False, when=phase_of("end", False), needs=lambda ctx: bool(_strongest(ctx)),
              does=Does.DESTROY | Does.MONSTERS,
              text_en="the opponent's end phase: destroy the face-up monsters with the highest ATK",
              text_ja="相手のエンドフェイズ、攻撃力が一番高い表側表示モンスターを破壊する"),
       Effect(T, destroy_itself, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: own_standby(ctx, ev) and len(ctx.duel.players[ctx.player].hand) <= 4,
              text_en="your standby phase with 4 or fewer cards in hand: destroy this card",
              text_ja="自分のスタンバイフェイズに手札が４枚以下なら、このカードは破壊される"))


# バックファイア / Backfire (continuous trap): each time face-up FIRE monsters its controller controls are
# destroyed and go to the graveyard (those one verb destroys together are one time), 500 damage to the opponent.
# FIRE is the Attribute the monster had on the field (「錬金生物 ホムンクルス」 made FIRE counts).
def _own_fire_destroyed(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "destroyed" and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)
            and ev.player == ctx.player and not Pos(ev.pos).face_down
            and "FIRE" in attributes_as_it_left(ctx.duel, ctx.duel.cards[ev.card]))


define(82705573, bare_activation(),
       Effect(T, burn_500, trigger="moved", self_trigger=False, when=together(_own_fire_destroyed),
              text_en="your face-up FIRE monsters were destroyed and sent to the graveyard: 500 damage to the "
                      "opponent",
              text_ja="自分の表側表示の炎属性モンスターが破壊されて墓地に行くたび、相手は５００ダメージを受ける"))


# 血の刻印 / Battle-Scarred: target a 「デーモン」 monster you control; each time it has its controller pay LP in a
# standby phase, the opponent pays the same amount too (applied at once; all their LP when they have less, so their
# LP end at 0, not below); this card and that monster are tied both
# ways: when either leaves the field, the other is destroyed (both this card's effect: nothing happens while its
# effects are negated).
def _scar(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or not me.on_field:
        return
    for t in res.targets():
        if t.zone is Zone.MONSTERS:
            bind(d, "battle_scarred", me, t)
            d.tie(t, me, res.cause, on="leaves", live=True)
            d.tie(me, t, res.cause, on="leaves", live=True)


def _scarred_paid(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ctx.card.active and d.phase == "standby" and ev.player == ctx.player
            and any(m.idx == ev.cause.card for m in bound(d, "battle_scarred", ctx.card)))


def _opponent_pays_too(res: Resolution) -> None:
    d = res.duel
    d.pay_lp(res.opponent, min(res.link.events[0].amount, d.players[res.opponent].lp), res.card.idx, "effect")


define(94463200,
       Effect(A, _scar, target=TargetSpec(side="own", face="up", where=lambda ctx, c: name_includes(c, "デーモン"),
                                          text_en="a face-up Archfiend monster you control",
                                          text_ja="自分の「デーモン」モンスター"),
              text_en="the target's standby phase LP payments are paid by the opponent too",
              text_ja="対象のモンスターのためにスタンバイフェイズに払うライフは、相手も同じだけ払う"),
       Effect(Kind.AT_ONCE, _opponent_pays_too, trigger="paid", when=_scarred_paid,
              text_en="the opponent pays as much too", text_ja="相手も同じだけライフポイントを払う"))

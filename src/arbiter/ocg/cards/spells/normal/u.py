"""The normal spell cards whose English name begins with U."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import tallied, tally
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.revival import hand_dinosaurs
from arbiter.ocg.cards.shared.special_summons import summon_picked, summonable
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos

A = Kind.ACTIVATE


# 成金ゴブリン / Upstart Goblin: draw 1; then (a step of its own) the opponent gains 1000 LP.
def _upstart(res: Resolution) -> None:
    res.duel.draw(res.player, 1, res.cause)
    res.duel.next_thing()
    res.duel.gain_lp(res.opponent, 1000, res.cause)


define(70368879, Effect(A, _upstart, needs=may_draw("self"), draws=1,
                        text_en="draw 1; the opponent gains 1000 LP",
                        text_ja="１枚ドローし、相手は１０００ライフポイント回復する"))


# 超進化薬 / Ultra Evolution Pill: tribute 1 Reptile monster you control (the cost): special summon a Dinosaur monster
# from your hand.
def _evolution_pill(res: Resolution) -> None:
    summon_picked(res, hand_dinosaurs(res))


define(22431243, Effect(A, _evolution_pill, asks=True, needs=lambda ctx: bool(summonable(ctx, hand_dinosaurs(ctx))),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Reptile"),
                        text_en="tribute a Reptile: special summon a Dinosaur from your hand",
                        text_ja="爬虫類族１体を生け贄に捧げる。恐竜族を手札から１体特殊召喚する"))


# ユニオン・アタック / Union Attack: target a face-up monster you control; as this turn's battle phase starts, the ATK
# of your other attack position monsters is added up (not as it resolves: the text counts them then), and until the
# battle phase ends the target gains that much ATK (kept as a tally: fixed once counted).
# This turn the target inflicts no battle damage to the opponent, and your other monsters cannot attack.
def _union_attack_on(res: Resolution, t: Card) -> None:
    d = res.duel
    ref, me = (t.idx, t.oid), res.player
    key = ("union_attack", res.card.idx, res.card.oid, *ref)

    def add_up(r: Resolution) -> None:
        if is_it(r.duel.cards[ref[0]]):
            others = [m for m in r.duel.monsters_of(me) if m.idx != ref[0] and m.face_up and m.pos is Pos.ATTACK]
            tally(r.duel, key, sum(r.duel.atk(m) for m in others))

    def is_it(c: Card) -> bool:
        return (c.idx, c.oid) == ref

    def in_battle_phase(ctx: Ctx, c: Card) -> bool:
        return is_it(c) and ctx.duel.phase.startswith("battle")

    def its_battle_damage(ctx: Ctx, ev: Event) -> bool:
        return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player != me
                and ev.cause.card == ref[0] and is_it(ctx.duel.cards[ref[0]]))

    for e in (Effect(Kind.AT_ONCE, add_up, trigger="phase", self_trigger=False,
                     when=lambda ctx, ev: ev.detail == "battle:start",
                     text_en="the battle phase starts: add up the others' ATK",
                     text_ja="バトルフェイズ開始時、他の攻撃表示モンスターの攻撃力を合計する"),
              Effect(Kind.CONTINUOUS, affects=in_battle_phase, atk=lambda ctx, c: sum(tallied(ctx.duel, key)),
                     text_en="gains the others' ATK during the battle phase",
                     text_ja="バトルフェイズ中、他のモンスターの攻撃力の合計分アップ"),
              Effect(Kind.REPLACEMENT, when=its_battle_damage, instead=lambda ctx, ev: None,
                     text_en="it inflicts no battle damage to the opponent",
                     text_ja="相手に与える戦闘ダメージは０になる"),
              Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.ctl == me and not is_it(c), forbids=("attack",),
                     text_en="your other monsters cannot attack", text_ja="他の自分のモンスターは攻撃できない")):
        d.linger(res.card, res.player, e, res.cause)


def _union_attack(res: Resolution) -> None:
    for t in res.targets():
        _union_attack_on(res, t)


define(60399954, Effect(A, _union_attack, does=Does.ATK_DEF | Does.OTHER,
                        target=TargetSpec(side="own", face="up", text_en="a face-up monster you control",
                                          text_ja="自分の表側表示モンスター"),
                        text_en="the target gains your other attack position monsters' ATK in this battle phase but "
                                "inflicts no battle damage; your other monsters cannot attack",
                        text_ja="対象はこのターンのバトルフェイズ中、他の自分の攻撃表示モンスターの攻撃力の合計分アップし、"
                                "相手への戦闘ダメージは０。他の自分のモンスターは攻撃できない"))


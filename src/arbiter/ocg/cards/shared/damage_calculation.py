"""Effects activated "during damage calculation": used in the damage step's windows before damage is calculated
(`Duel.before_calculation`), as 「クリボー」's damage-step effect is."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg.cards.shared.damage import this_battle
from arbiter.ocg.cards.shared.notes import mark_face_up, marked_face_up
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

_ZEROED = "attacker_zeroed"


def attacking_now(ctx: Ctx, c: Card) -> bool:
    """The monster whose attack is in its damage step."""
    return ctx.duel.attack is not None and ctx.duel.attack[0] == c.idx


def attacker_to_zero_once() -> Effect:
    """Usable once for as long as it stays face-up (「風魔神－ヒューガ」, 「雷魔神－サンガ」, 「水魔神－スーガ」):
    attacked in the opponent's turn, at damage calculation, the targeted attacking monster's ATK becomes 0 (for
    as long as it stays face-up: the era's text gives no end). The use is noted with the time the card turned
    face-up (`Duel.stamp_of`): turned face-down and face-up again, it is a new card and may use it once more."""
    def condition(ctx: Ctx) -> bool:
        d = ctx.duel
        return (d.before_calculation() and d.attack is not None and d.attack[2] == ctx.card.idx
                and d.tp != ctx.player and not marked_face_up(d, _ZEROED, ctx.card))

    def op(res: Resolution) -> None:
        d = res.duel
        mark_face_up(d, _ZEROED, res.card)
        for t in res.targets():
            d.set_stat(t, True, 0, res.cause, until_end=False)

    return Effect(Kind.QUICK, op, condition=condition, damage_step=True, at_calculation=True,
                  target=TargetSpec(side="opp", where=attacking_now, text_en="the attacking monster",
                                    text_ja="攻撃モンスター"),
                  text_en="once while face-up, attacked: at damage calculation the attacker's ATK becomes 0",
                  text_ja="表側表示で存在する限り１度だけ、攻撃されたダメージ計算時に攻撃モンスターの攻撃力を０にする")


def battling_now(ctx: Ctx) -> bool:
    """This card attacks, or is attacked, in a damage step whose damage is not calculated yet."""
    d = ctx.duel
    return d.before_calculation() and d.attack is not None and ctx.card.idx in (d.attack[0], d.attack[2])


def battle_key(ctx: Ctx | Resolution) -> int:
    """One number for the attack in progress, never the same for another battle of the duel (`Duel.battle_serial`)."""
    return ctx.duel.battle_serial()


def raised_at_calculation(res: Resolution, amount: int) -> None:
    """This card object gains `amount` ATK for the damage calculation of the attack in progress only."""
    d, me = res.duel, res.card
    oid, same = me.oid, this_battle(d)

    def affects(ctx: Ctx, c: Card) -> bool:
        return c.idx == me.idx and c.oid == oid and ctx.duel.calculating() and same(ctx.duel)

    d.linger(me, res.player, Effect(Kind.CONTINUOUS, affects=affects, atk=lambda ctx, c: amount,
                                    text_en=f"+{amount} ATK during this damage calculation",
                                    text_ja=f"このダメージ計算時のみ攻撃力{amount}アップ"), res.cause)


def outguarded_attacker(ctx: Ctx) -> Card | None:
    """Before damage calculation: the opponent's monster attacking a defense position monster of this player whose
    DEF is higher than its ATK (「カウンターパンチ」, 「クロスカウンター」); None when that is not the battle."""
    d = ctx.duel
    att = d.attack
    if not d.before_calculation() or att is None or att[2] < 0:
        return None
    a, t = d.cards[att[0]], d.cards[att[2]]
    if a.oid != att[1] or t.oid != att[3] or a.ctl == ctx.player or t.ctl != ctx.player or not t.face_up \
            or t.pos is not Pos.DEFENSE or d.defense(t) <= d.atk(a):
        return None
    return a


def after_this_battle(res: Resolution, kind: str, act: Callable[[Resolution, Card], object], text_en: str,
                      text_ja: str) -> None:
    """Once the battle in progress reaches `kind` ("damage_calculated": right after damage calculation;
    "damage_step_end": the end of its damage step), `act` happens to its attacker if it is still the same object
    on the field: an effect of the resolving card applied then, with no chain link. Only that battle: not a later
    attack of the same monster that turn (it survived: 「異次元竜 トワイライトゾーンドラゴン」)."""
    d = res.duel
    att = d.attack
    if att is None:
        return
    idx, oid, same = att[0], att[1], this_battle(d)

    def there(duel: Duel) -> bool:
        a = duel.cards[idx]
        return a.oid == oid and a.zone is Zone.MONSTERS

    def then(r: Resolution) -> None:
        if there(r.duel):
            act(r, r.duel.cards[idx])

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, then, trigger=kind, self_trigger=False,
                                          when=lambda ctx, ev: ev.card == idx and same(ctx.duel) and there(ctx.duel),
                                          text_en=text_en, text_ja=text_ja), res.cause)

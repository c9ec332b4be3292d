"""Shapes many effect monsters share: direct attacks, burns, ATK that swings in battle or grows, summons by name."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import can_special_summon, ctx_of, may_take
from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.cards.shared.events import battle_destroyed
from arbiter.ocg.cards.shared.resolving import self_to_defense
from arbiter.ocg.cards.shared.special_summons import summon_one_of
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.state import Card, Pos, Zone

C = Kind.CONTINUOUS
T = Kind.TRIGGER


def attribute_swing(up: str, down: str, up_ja: str, down_ja: str) -> Effect:
    """Face-up monsters on the field of Attribute `up` gain 500 ATK, those of `down` lose 400 (a monster with both
    Attributes, 「光と闇の竜」, gets both)."""
    def value(ctx: Ctx, c: Card) -> int:
        return (500 if has_attribute(c, up) else 0) - (400 if has_attribute(c, down) else 0)

    return Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up, atk=value,
                  text_en=f"{up} monsters +500 ATK, {down} monsters -400 ATK",
                  text_ja=f"{up_ja}属性モンスターの攻撃力５００アップ、{down_ja}属性モンスターの攻撃力４００ダウン")


def soldier_against(attribute: str, gain: int, attacking: bool = False) -> Callable[[Ctx, Card], int]:
    """ATK a monster gains during the damage step of a battle with a face-up monster of this Attribute (only one
    it attacks, with `attacking`)."""
    def value(ctx: Ctx, c: Card) -> int:
        d = ctx.duel
        if d.phase != "battle:damage" or d.attack is None:
            return 0
        attacker, target = d.attack[0], d.attack[2]
        if target < 0 or c.idx not in (attacker, target) or (attacking and attacker != c.idx):
            return 0
        other = d.cards[target if attacker == c.idx else attacker]
        return gain if other.zone is Zone.MONSTERS and other.face_up and has_attribute(other, attribute) else 0
    return value


def damage_step_foe(ctx: Ctx, c: Card) -> bool:
    """Whether `c` is the monster battling this card (`ctx.card`) and the battle is in its damage step."""
    d = ctx.duel
    if d.phase != "battle:damage" or d.attack is None or d.attack[2] < 0 or c.zone is not Zone.MONSTERS:
        return False
    return {d.attack[0], d.attack[2]} == {ctx.card.idx, c.idx} and c.idx != ctx.card.idx


def battle_damage_of(mine: bool, attacked: bool = False, direct: bool = False) -> Callable[[Ctx, Event], bool]:
    """Battle damage from a battle of this face-up card: to its controller (`mine`) or to the opponent; only when it
    is the attack target (`attacked`), or only in its direct attack (`direct`)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        if ev.kind != "damage" or ev.cause.reason is not Reason.BATTLE or not face_up_monster(c):
            return False
        if (ev.player == c.ctl) != mine or ctx.duel.attack is None:
            return False
        attacker, target = ctx.duel.attack[0], ctx.duel.attack[2]
        if direct:
            return attacker == c.idx and target < 0
        return target == c.idx if attacked else c.idx in (attacker, target)
    return when


def attack_swing(amount: int) -> Callable[[Ctx, Card], int]:
    """+amount ATK in the damage step when this card attacks a monster, -amount when a monster attacks it."""
    def value(ctx: Ctx, c: Card) -> int:
        d = ctx.duel
        if d.phase != "battle:damage" or d.attack is None or d.attack[2] < 0:
            return 0
        return amount if d.attack[0] == c.idx else -amount if d.attack[2] == c.idx else 0
    return value


def level_burn(per: int) -> Effect:
    """A monster it destroyed by battle went to the graveyard: the opponent takes damage of that monster's Level x
    `per`."""
    def op(res: Resolution) -> None:
        n = (res.duel.cards[res.link.events[0].card].data.level or 0) * per
        if n:
            res.duel.damage(res.opponent, n, res.cause)

    return Effect(T, op, trigger="destroyed", self_trigger=False, when=battle_destroyed,
                  text_en=f"a monster it destroyed by battle went to the graveyard: {per} damage per Level of it",
                  text_ja=f"戦闘で破壊し墓地へ送ったモンスターのレベル×{per}ダメージを相手に与える")


def grow(atk: int) -> Callable[[Resolution], None]:
    """This card's ATK changes by `atk` for as long as it stays face-up on the field (if it is still the card that
    activated the effect)."""
    def op(res: Resolution) -> None:
        if res.card.zone is Zone.MONSTERS and res.card.face_up and res.card.oid == res.link.oid:
            res.duel.boost(res.card, atk, 0, res.cause, until_end=False)
    return op


def summon_named_from(passcode: int, *zones: Zone) -> tuple[Callable[[Ctx], bool], Callable[[Resolution], None]]:
    """`needs` and the operation of "special summon a card of this name from your `zones`" (a deck among them is
    shuffled after it was looked through: the card came from it, or none was found, `summon_one_of(deck=True)`)."""
    def found(ctx: Ctx | Resolution) -> list[Card]:
        """Those it may special summon: under a lock on special summons, none (no activation); none from a graveyard
        the effect may not take it from (`may_take`)."""
        d = ctx.duel
        c_ctx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
        pl = d.players[ctx.player]
        return [d.cards[i] for z in zones for i in pl.cards_in(z)
                if is_named(d.cards[i], passcode) and can_special_summon(c_ctx, d.cards[i])
                and may_take(c_ctx, d.cards[i], Zone.MONSTERS, "special_summoned")]

    def op(res: Resolution) -> None:
        summon_one_of(res, found(res), deck=Zone.DECK in zones)

    return (lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(found(ctx))), op


def own_phase_burn(phase: str, amount: Callable[[Ctx], int], en: str, ja: str) -> Effect:
    """A face-up monster's trigger at the start of its controller's `phase` ("standby", "end"): damage to the
    opponent of `amount` (nothing when it is 0)."""
    def op(res: Resolution) -> None:
        n = amount(ctx_of(res))
        if n:
            res.duel.damage(res.opponent, n, res.cause)

    return Effect(T, op, trigger="phase", self_trigger=False,
                  when=lambda ctx, ev: ev.detail == phase and ev.player == ctx.player and ctx.card.face_up,
                  text_en=en, text_ja=ja)


def itself_in_battle_phase_of(whose: str) -> Callable[[Ctx, Card], bool]:
    """A continuous effect's `affects`: this card, during its controller's ("own") or the opponent's ("opp")
    battle phase only (「炎の精霊 イフリート」, 「岩の精霊 タイタン」)."""
    def affects(ctx: Ctx, c: Card) -> bool:
        d = ctx.duel
        return c is ctx.card and d.phase.startswith("battle") and (d.tp == ctx.player) == (whose == "own")
    return affects


def _rest_after_attacking(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is Zone.MONSTERS and c.face_up:
        if c.pos is Pos.ATTACK:
            d.set_position(c, Pos.DEFENSE, res.cause)
        d.restrict(c, "change_position", res.cause, until=Until(turn=d.nth_turn_of(res.player, 2), phase="end"))


# A monster that, having attacked, turns to defense position as the battle phase ends and keeps that position
# until the end phase of your next turn (「ゴブリン突撃部隊」 and its kin): applied at once, no chain
# link, as the battle phase's end step begins; an effect may still change its position.
RESTS_AFTER_ATTACKING = Effect(
    Kind.AT_ONCE, _rest_after_attacking, trigger="phase", self_trigger=False,
    when=lambda ctx, ev: ev.detail == "battle:end" and ctx.card.t_attacked == ctx.duel.turn
    and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up and not ctx.duel.effect_negated(ctx.card),
    text_en="it attacked: defense position at the end of the battle phase, kept until the end phase of your next "
            "turn",
    text_ja="攻撃後、バトルフェイズ終了時：守備表示になり、自分の次ターンのエンドフェイズまで表示形式は"
            "変えられない")


# A monster that turns to defense position once normal or flip summoned (「召喚僧サモンプリースト」,
# 「絶対防御将軍」)
DEFENDS_WHEN_SUMMONED = Effect(Kind.TRIGGER, self_to_defense, trigger="summoned",
                               when=lambda ctx, ev: ev.detail in ("normal", "flip"),
                               text_en="normal or flip summoned: it turns to defense position",
                               text_ja="召喚・反転召喚時：守備表示に変わる")

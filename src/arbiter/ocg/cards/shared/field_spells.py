"""Field and continuous spells: their activation and the ATK and DEF they give."""

from __future__ import annotations

from arbiter.kernel.reasons import a_or_an
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import has_attribute, name_includes
from arbiter.ocg.state import Card

C = Kind.CONTINUOUS


# the activation of a field or continuous spell whose effects apply while it stays face-up
ACTIVATE = bare_activation()


def by_race(up: tuple[str, ...], amount: int, en: str, ja: str, down: tuple[str, ...] = ()) -> Effect:
    """A field spell's continuous effect: face-up monsters of the `up` Types gain `amount` ATK and DEF (those of the
    `down` Types lose as much)."""
    def value(ctx: Ctx, c: Card) -> int:
        return amount if ctx.duel.race(c) in up else -amount

    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and ctx.duel.race(c) in up + down, atk=value,
                  defense=value, text_en=en, text_ja=ja)


def by_attribute(attribute: str, atk: int, defense: int, ja: str) -> Effect:
    """A field spell's continuous effect: face-up monsters of this Attribute (their own, or one their text also gives
    them: 「光と闇の竜」) gain `atk` ATK and `defense` DEF."""
    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and has_attribute(c, attribute),
                  atk=lambda ctx, c: atk, defense=lambda ctx, c: defense,
                  text_en=f"{attribute} monsters: {atk:+} ATK, {defense:+} DEF",
                  text_ja=f"{ja}属性モンスターの攻撃力{atk:+}、守備力{defense:+}")


def hero_underdog_boost(en: str, ja: str) -> Effect:
    """A field spell's effect: a 「ja」 monster attacking a monster with a higher ATK than its own gains 1000
    ATK during damage calculation only (「ダーク・シティ」, 「摩天楼 －スカイスクレイパー－」): its own ATK is the one
    it has without this raise, its other raises counted (an equip spell's)."""
    def gain(ctx: Ctx, m: Card) -> int:
        d = ctx.duel
        if not d.calculating() or d.attack is None or d.attack[0] != m.idx or d.attack[2] < 0:
            return 0
        return 1000 if d.atk(d.cards[d.attack[2]]) > d.atk(m, besides=ctx.effect) else 0

    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.face_up and name_includes(c, ja), atk=gain,
                  text_en=f"{a_or_an(en)} attacking a stronger monster gains 1000 ATK during damage calculation",
                  text_ja=f"「{ja}」：攻撃対象の攻撃力の方が高ければ、ダメージ計算時のみ攻撃力１０００アップ")

"""Helpers that cards in several files share: spells."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arbiter.ocg.cards.common import nothing, token_data
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import DEFS, define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
C = Kind.CONTINUOUS


def burn(amount: int) -> Operation:
    """An operation: `amount` damage to the player the effect targets (the opponent; 「精霊の鏡」 may move it)."""
    def op(res: Resolution) -> None:
        res.duel.damage(res.target_player, amount, res.cause)
    return op


def face_up_of_race(race: str) -> Callable[[Ctx | Resolution], list[Card]]:
    def pick(ctx: Ctx | Resolution) -> list[Card]:
        d = ctx.duel
        return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and d.race(c) == race]
    return pick


def destroy_all_face_up(race: str, en: str, ja: str) -> Effect:
    """"Destroy every face-up monster of this Type on the field" (a face-down monster shows no Type)."""
    pick = face_up_of_race(race)

    def op(res: Resolution) -> None:
        res.duel.destroy(pick(res), res.cause)

    return Effect(A, op, does=Does.MONSTERS, needs=lambda ctx: bool(pick(ctx)),
                  text_en=f"destroy all face-up {en} monsters on the field",
                  text_ja=f"フィールド上の表側表示の{ja}モンスターを全て破壊する")


DARK_MAGICIAN = 46986414


def controls_face_up(ctx: Ctx, passcode: int) -> bool:
    return any(c.face_up and c.data.passcode == passcode for c in ctx.duel.monsters_of(ctx.player))


# the activation of a field or continuous spell whose effects apply while it stays face-up
ACTIVATE = Effect(A, nothing, text_en="activate", text_ja="発動")


def face_up_monster(c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up


def by_race(up: tuple[str, ...], amount: int, en: str, ja: str, down: tuple[str, ...] = ()) -> Effect:
    """A field spell's continuous effect: face-up monsters of the `up` Types gain `amount` ATK and DEF (those of the
    `down` Types lose as much)."""
    def value(ctx: Ctx, c: Card) -> int:
        return amount if ctx.duel.race(c) in up else -amount

    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and ctx.duel.race(c) in up + down, atk=value,
                  defense=value, text_en=en, text_ja=ja)


def by_attribute(attribute: str, atk: int, defense: int, ja: str) -> Effect:
    """A field spell's continuous effect: face-up monsters of this Attribute gain `atk` ATK and `defense` DEF."""
    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and c.data.attribute == attribute,
                  atk=lambda ctx, c: atk, defense=lambda ctx, c: defense,
                  text_en=f"{attribute} monsters: {atk:+} ATK, {defense:+} DEF",
                  text_ja=f"{ja}属性モンスターの攻撃力{atk:+}、守備力{defense:+}")


LORD_OF_D = 17985575


def activation_of(ctx: Ctx, link: ChainLink | None) -> bool:
    """Whether `link` is the activation of a spell or trap card (not a monster's effect)."""
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.kind != "monster" and d.effect_of(link.card, link.effect).kind is A


def link_targets(ctx: Ctx, link: ChainLink) -> list[Card]:
    """The cards a link designated that are still the same objects."""
    d = ctx.duel
    return [d.cards[i] for i, oid in link.targets if d.cards[i].oid == oid]


def is_equip_card(c: Card) -> bool:
    """An equip card on the field: an equip spell, a trap or monster treated as an equip card (a trap declared
    `define(equip_trap=True)`)."""
    if not c.on_field or c.equipped_to < 0:
        return False
    defn = DEFS.get(c.data.passcode)
    return "equip" in c.data.subtypes or c.data.kind == "monster" or (defn is not None and defn.equip_trap)


def equip_fits(ctx: Ctx, e: Card, m: Card) -> bool:
    """Whether the equip card `e` could properly be equipped to the monster `m` (not a targeting test).

    An equip card's restriction is the target spec of its own activation, seen from its controller;
    one without such a spec (a monster treated as an equip card, 「早すぎた埋葬」) fits any face-up monster.
    """
    d = ctx.duel
    if m.zone is not Zone.MONSTERS or not m.face_up:
        return False
    defn = d.defs[e.idx]
    # the last such activation: 「鎖付きブーメラン」's equip mode comes after its other mode
    eff = next((x for x in reversed(defn.effects) if x.kind is A and x.target is not None
                and x.target.zone is Zone.MONSTERS and not x.target.one_each), None) if defn is not None else None
    if eff is None or eff.target is None:
        return True
    spec = eff.target
    if (spec.side == "own" and m.ctl != e.ctl) or (spec.side == "opp" and m.ctl == e.ctl):
        return False
    return spec.where is None or spec.where(Ctx(d, e.ctl, e, eff), m)


def face_up_named(ctx: Ctx, passcodes: tuple[int, ...], side: str = "any") -> bool:
    d = ctx.duel
    players = (ctx.player,) if side == "own" else (0, 1)
    return any(c.face_up and is_named(c, *passcodes) for p in players for c in d.monsters_of(p))


def monsters_in(ctx: Ctx, p: int, zone: Zone) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[p].cards_in(zone) if ctx.duel.cards[i].data.kind == "monster"]


def spells_and_traps(ctx: Ctx, p: int) -> list[Card]:
    """The cards in a player's spell & trap zones and field zone."""
    pl = ctx.duel.players[p]
    return [ctx.duel.cards[i] for i in (*pl.spells, pl.field) if i >= 0]


def can_special_summon_from_hand(c: Card) -> bool:
    subs = c.data.subtypes
    return c.data.kind == "monster" and not subs & {"fusion", "ritual", "token"}


@dataclass(frozen=True, slots=True)
class FieldCardSpec(TargetSpec):
    """A target anywhere on the field: a monster, a spell/trap card, or the field spell.

    `zone` stays MONSTERS so that 「シフトチェンジ」 treats the effect as one that can designate a monster.
    """

    def _as(self, zone: Zone) -> TargetSpec:
        return TargetSpec(zone=zone, side=self.side, face=self.face, count=self.count, where=self.where,
                          allow_self=self.allow_self, text_en=self.text_en, text_ja=self.text_ja)

    def fits(self, ctx: Ctx, c: Card) -> bool:
        if not c.on_field:
            return False
        return self._as(Zone.MONSTERS if c.zone is Zone.MONSTERS else Zone.SPELLS).fits(ctx, c)

    def candidates(self, ctx: Ctx) -> list[Card]:
        return [*self._as(Zone.MONSTERS).candidates(ctx), *self._as(Zone.SPELLS).candidates(ctx)]


def equip(res: Resolution) -> None:
    """An equip spell resolving: it is attached to its target."""
    for t in res.targets():
        res.duel.equip(res.card, t, res.cause)


def equipped(ctx: Ctx, m: Card) -> bool:
    return ctx.card.equipped_to == m.idx


def to_attack(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, Pos.ATTACK, res.cause)


def boost(atk: int, defense: int) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        for c in res.targets():
            res.duel.boost(c, atk, defense, res.cause)
    return op


# The level of the monster tributed as the cost is read from the chain link's cost cards.
def tributed_level(res: Resolution) -> int | None:
    cards = res.link.cost_cards
    return res.duel.cards[cards[0]].data.level if cards else None


def summon_one_of(res: Resolution, cands: list[Card]) -> None:
    d = res.duel
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    from_deck = c.zone is Zone.DECK
    d.special_summon(c, res.player, ask_position(res), res.cause)
    if from_deck:
        d.shuffle_deck(res.player)


KURIBOH_TOKEN = 40703223
SHEEP_TOKEN = 73915052  # 羊トークン, made by 「スケープ・ゴート」


def hero_underdog_boost(kind: str, en: str, ja: str) -> Effect:
    """A field spell's effect: a 「kind」 HERO monster attacking a monster with a higher ATK than its own gains 1000
    ATK during damage calculation only (「ダーク・シティ」, 「摩天楼 －スカイスクレイパー－」)."""
    def gain(ctx: Ctx, m: Card) -> int:
        d = ctx.duel
        if not d.calculating() or d.attack is None or d.attack[0] != m.idx or d.attack[2] < 0:
            return 0
        return 1000 if d.atk(d.cards[d.attack[2]]) > d.atk(m) else 0

    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.face_up and c.data.name_en.startswith(kind), atk=gain,
                  text_en=f"a {en} attacking a stronger monster gains 1000 ATK during damage calculation",
                  text_ja=f"「{ja}」が自身より攻撃力の高いモンスターに攻撃するダメージ計算時のみ攻撃力１０００アップ")


def token_spell(passcode: int, token: int, name_ja: str, n: int, en: str, ja: str) -> None:
    """A spell that special summons `n` tokens to its player's field in defense position; it needs as many free
    monster zones, and in the turn it is activated its player summons no other monster, neither before it (it cannot
    be activated then) nor after it (「スケープ・ゴート」, 「迷える仔羊」)."""
    def zones(ctx: Ctx | Resolution) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= n

    def op(res: Resolution) -> None:
        if not zones(res):
            return
        data = token_data(token, name_ja)
        for _ in range(n):
            res.duel.create_token(data, res.player, Pos.DEFENSE, res.cause)

    define(passcode, Effect(Kind.ACTIVATE, op, needs=zones, turn_ban=("summon", "flip_summon", "special_summon"),
                            text_en=f"special summon {n} {en} in defense position; you summon nothing else this turn",
                            text_ja=f"{ja}{n}体を守備表示で特殊召喚する。このターン他にモンスターを召喚・反転召喚・特殊召喚できない"))

"""Equip cards: equip spells and traps, what they fit and the ATK and DEF they give."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why, wide
from arbiter.ocg.cards.common import takeable
from arbiter.ocg.cards.shared.notes import Mark, mark, marked, observer
from arbiter.ocg.cards.shared.resolving import alive, held_as
from arbiter.ocg.effects import NOT_WHAT, Ctx, Effect, Kind, Resolution, TargetSpec, can_be_equip_card, quoting
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


def equip_if_still_here(res: Resolution) -> None:
    for t in res.targets():
        if res.card.on_field and res.card.oid == res.link.oid:
            res.duel.equip(res.card, t, res.cause)


def of_race(race: str, en: str, ja: str) -> Effect:
    """The activation of an equip spell that equips only a monster of this Type."""
    return equip_spell(lambda ctx, c: ctx.duel.race(c) == race, f"a face-up {en} monster", f"表側表示の{ja}モンスター")


def of_attribute(attribute: str, ja: str) -> Effect:
    """The activation of an equip spell that equips only a monster of this Attribute."""
    return equip_spell(lambda ctx, c: has_attribute(c, attribute), f"a face-up {attribute} monster",
                       f"表側表示の{ja}属性モンスター")


def equipped_by(ctx: Ctx, m: Card) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.equipped_to == m.idx


def equipping_self(ctx: Ctx) -> Card | None:
    """This card while it equips a monster: what is destroyed in that monster's place (`battle_substitute`:
    「バブル・ショット」, 「剣闘獣の闘器デーモンズシールド」, 「漆黒の名馬」)."""
    return ctx.card if ctx.card.zone is Zone.SPELLS and ctx.card.equipped_to >= 0 else None


def its_monster_event(ctx: Ctx, ev: Event) -> bool:
    """The event names the monster this card equips (an event filter: at the end of the damage step its monster
    attacked in, 「旋風剣」, 「剣闘獣の闘器ハルバード」; its monster would be destroyed, `battle_substitute`: the
    unions, 「バブル・ショット」)."""
    return ctx.card.zone is Zone.SPELLS and ev.card == ctx.card.equipped_to >= 0


def equip_op(res: Resolution) -> None:
    """An equip spell's activation, or a normal trap's that stays on the field as an equip card: while it is still
    the card activated, on the field, it becomes equipped to its target."""
    c = res.card
    for t in res.targets():
        if alive(res) and c.on_field:
            res.duel.equip(c, t, res.cause)


def equip_and_tie(res: Resolution) -> None:
    """Equip this card (`equip_op`); equipped, it and its monster are tied as its `ties_equipped` declares (what
    becomes of the monster when this card leaves: 「電脳増幅器」, 「ビッグバン・シュート」)."""
    equip_op(res)
    d, me = res.duel, res.card
    if me.zone is Zone.SPELLS and me.equipped_to >= 0:
        d.tie_equipped(me, d.cards[me.equipped_to], res.cause)


def equip_spell(where: Callable[[Ctx, Card], bool] | None = None, en: str = "a face-up monster",
                ja: str = "表側表示モンスター", side: str = "any") -> Effect:
    """An equip spell's activation on a face-up monster `where` allows, on the `side` its text names ("own": a
    monster you control)."""
    return Effect(A, equip_op, target=TargetSpec(face="up", where=where, side=side, text_en=en, text_ja=ja),
                  bare=True, text_en="equip to the target", text_ja="対象に装備する")


def equip_stats(atk: int, defense: int = 0) -> Effect:
    en, ja = stat_change_words(atk, defense)
    return Effect(Kind.CONTINUOUS, affects=equipped_by,
                  atk=(lambda ctx, m: atk) if atk else None, defense=(lambda ctx, m: defense) if defense else None,
                  text_en=en, text_ja=ja)


def stat_change_words(atk: int, defense: int) -> tuple[str, str]:
    """What an equip card's fixed ATK and DEF change does to the equipped monster, (English, Japanese): only the
    stats it changes, a fall as a loss ("gains 800 ATK", "gains 400 ATK and loses 200 DEF", "loses 1000 ATK"; not
    "gains 800 ATK and 0 DEF", "gains -1000 ATK"); a change of nothing as its card says it, "gains 0 ATK". The
    Japanese signs each change as the log's boost line does (「装備モンスターの攻撃力+４００・守備力-２００」)."""
    if atk == defense != 0:
        verb = "gains" if atk > 0 else "loses"
        return (f"the equipped monster {verb} {abs(atk)} ATK and DEF",
                f"装備モンスターの攻撃力・守備力{'+' if atk > 0 else '-'}{wide(abs(atk))}")
    changes = [(n, stat, ja) for n, stat, ja in ((atk, "ATK", "攻撃力"), (defense, "DEF", "守備力")) if n] or \
        [(0, "ATK", "攻撃力")]
    en = " and ".join(f"{'loses' if n < 0 else 'gains'} {abs(n)} {stat}" for n, stat, _ in changes)
    ja = "・".join(f"{stat_ja}{'-' if n < 0 else '+'}{wide(abs(n))}" for n, _, stat_ja in changes)
    return f"the equipped monster {en}", f"装備モンスターの{ja}"


def is_equip_card(c: Card) -> bool:
    """An equip card on the field: an equip spell, a trap or monster treated as an equip card (a trap declared
    `define(equip_trap=True)`)."""
    if not c.on_field or c.equipped_to < 0:
        return False
    return can_be_equip_card(c.data, DEFS.get(c.data.passcode))


def equip_spells_in_grave(ctx: Ctx) -> list[Card]:
    """The equip spell cards of the effect's player's graveyard that the effect may equip from there (「凶悪犯－チョップ
    マン」, 「ザ・キックマン」, 「ギルフォード・ザ・レジェンド」): none that 「王家の眠る谷－ネクロバレー」 keeps there
    (`common.takeable`)."""
    return takeable(ctx, lambda c: c.data.is_spell and "equip" in c.data.subtypes, Zone.SPELLS, "equipped")


def equip_fits(ctx: Ctx, e: Card, m: Card, ctl: int = -1) -> bool:
    """Whether the equip card `e` could properly be equipped to the monster `m` (not a targeting test).

    An equip card's restriction is the target spec of its own activation (a union monster's: of its own equip
    effect), seen from its controller (`ctl`: the
    player who would control it, for a card not on the field yet: 「武装再生」); one without such a spec (a monster
    treated as an equip card, 「早すぎた埋葬」) fits any face-up monster. A monster unaffected by the card never fits
    (`Duel.equip` would not equip it).
    """
    return not equip_fit_refusal(ctx, e, m, ctl)


# why an equip card does not fit a monster (`equip_fit_refusal`)
FACE_UP_MONSTERS_ONLY = Why("an equip card is equipped only to a face-up monster",
                            "装備カードは表側表示のモンスターにしか装備できない")
UNAFFECTED_BY_EQUIP = Why("it is unaffected by the equip card, so it cannot be equipped with it",
                          "その装備カードの効果を受けないため、装備できない")
NOT_ITS_MONSTER = Why("it is not a monster that equip card may equip", "その装備カードを装備できるモンスターではない")
CONTROL_NOT_TAKEN = Why("its control cannot change, and that equip card takes control of the monster it equips",
                        "コントロールを変更できないため、装備モンスターのコントロールを得るその装備カードは装備できない")


def equip_fit_refusal(ctx: Ctx, e: Card, m: Card, ctl: int = -1) -> str:
    """Why the equip card `e` could not properly be equipped to the monster `m` ("" where it could: `equip_fits`):
    a monster not face-up on the field, one unaffected by the card, one of the opponent's whose control cannot
    change for a card that takes control of the monster it equips (「強奪」, 「ブレイン・ジャッカー」: it could not
    take it), or one its own activation's target spec (a union monster's: its own equip effect's) does not take (its
    words quoted)."""
    d = ctx.duel
    owner = e.ctl if ctl < 0 else ctl
    if m.zone is not Zone.MONSTERS or not m.face_up:
        return FACE_UP_MONSTERS_ONLY
    if d.unaffected(m, e, owner):
        return UNAFFECTED_BY_EQUIP
    defn = d.defs[e.idx]
    if (m.ctl != owner and defn is not None and d.forbidden(m, "change_control")
            and any(x.ties_equipped is not None and x.ties_equipped.then is Then.GIVE_BACK for x in defn.effects)):
        return CONTROL_NOT_TAKEN
    # the last such activation (「鎖付きブーメラン」's equip mode comes after its other mode), or a union monster's own
    # equip effect: it fits only the monsters that effect could equip it to (「移り気な仕立屋」, 「力の集約」)
    eff = next((x for x in reversed(defn.effects) if (x.kind is A or x.equips_as_union)
                and x.target is not None and x.target.zone is Zone.MONSTERS and not x.target.parts),
               None) if defn is not None else None
    if eff is None or eff.target is None:
        return ""
    spec = eff.target
    if ((spec.side == "own" and m.ctl != owner) or (spec.side == "opp" and m.ctl == owner)
            or not (spec.where is None or spec.where(Ctx(d, owner, e, eff), m))):
        return quoting(NOT_WHAT, spec.text_en, spec.text_ja) if spec.text_en else NOT_ITS_MONSTER
    return ""


def carry_use(res: Resolution) -> None:
    """A union moved by its own equip or unequip: the card object it is now has used that once-a-turn effect (a
    card that left the field and came back is a new card and may use it again)."""
    res.duel.note_used(res.card, res.link.effect)


def union_equip(res: Resolution) -> None:
    """A union monster's own equip effect resolving (`unions.union`): it equips itself to its target. Taken by the
    opponent in answer (「エネミーコントローラー」), it is no longer its player's card to equip: it stays their
    monster (docs/uncertain-rulings.md)."""
    d = res.duel
    me = res.card
    if not held_as(res):
        return
    for t in res.targets():
        d.equip(me, t, res.cause, res.player)
        carry_use(res)


def equip(res: Resolution) -> None:
    """An equip spell resolving, or a normal trap that becomes an equip card (it stays on the field, `remains`): it
    is attached to its target."""
    for t in res.targets():
        res.duel.equip(res.card, t, res.cause)


def equipped(ctx: Ctx, m: Card) -> bool:
    return ctx.card.equipped_to == m.idx


def to_attack(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in res.targets():
            res.duel.set_position(c, Pos.ATTACK, res.cause)


def boost(atk: int, defense: int) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        with res.duel.moving_together(res.cause):
            for c in res.targets():
                res.duel.boost(c, atk, defense, res.cause)
    return op


def battled_by_equipped(ctx: Ctx, ev: Event) -> Card | None:
    """At a `damage_step_end` event (the attacker's, `amount` its target): the monster the equipped monster of this
    equip card battled, still in a monster zone (one the battle destroyed has left as the end of the damage step
    comes); None where the equipped monster took no part in it."""
    eq = ctx.card.equipped_to
    if ctx.card.zone is not Zone.SPELLS or eq < 0 or ev.amount < 0:
        return None
    other = ev.amount if ev.card == eq else ev.card if ev.amount == eq else -1
    if other < 0:
        return None
    c = ctx.duel.cards[other]
    return c if c.zone is Zone.MONSTERS else None


def equipped_battled(ctx: Ctx, ev: Event) -> bool:
    """A `damage_step_end` trigger's condition: the equipped monster battled a monster still on the field."""
    return battled_by_equipped(ctx, ev) is not None


def standby_decay(step: int) -> tuple[Effect, Effect]:
    """"In each of your standby phases the equipped monster loses `step` ATK": each of its controller's standby
    phases is counted on this card at once (no chain link), and the equipped monster loses `step` for each."""
    def count(res: Resolution) -> None:
        if res.card.zone is Zone.SPELLS and res.card.equipped_to >= 0:
            mark(res.duel, "standby decay", res.card, len(marked(res.duel, "standby decay", res.card)),
                 read_by_effects=True)

    return (Effect(Kind.AT_ONCE, count, trigger="phase", self_trigger=False,
                   when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.tp == ctx.player,
                   text_en=f"each of your standby phases: the equipped monster loses {step} ATK",
                   text_ja=f"自分のスタンバイフェイズが来るたび、装備モンスターは攻撃力{step}ダウン"),
            Effect(Kind.CONTINUOUS, affects=equipped_by,
                   atk=lambda ctx, m: -step * len(marked(ctx.duel, "standby decay", ctx.card)),
                   text_en=f"the equipped monster has lost {step} ATK for each of them",
                   text_ja=f"その回数ごとに攻撃力{step}ダウン"))


_BACK_FROM_OWN_FIELD = "gear's monster back to the deck from its own player's field"


def _watch_its_monster(ctx: Ctx, ev: Event) -> None:
    """The monster this equip card equips is leaving its controller's field for the deck, and that controller is
    the equip card's (the monster's controller as it left is known only now)."""
    c = ctx.card
    if (ev.card == c.equipped_to >= 0 and ev.src == int(Zone.MONSTERS) and ev.dst in (int(Zone.DECK), int(Zone.EXTRA))
            and ev.player == c.ctl):
        mark(ctx.duel, _BACK_FROM_OWN_FIELD, c)


def _returned_with_its_monster(ctx: Ctx, ev: Event) -> bool:
    """This equip card went to the graveyard because the monster it equipped went from its controller's field back
    to the deck (the rule that destroys an equip card whose monster left): the monster left this card's
    controller's side, not the opponent's."""
    d = ctx.duel
    m = d.cards[ev.cause.card] if ev.cause.card >= 0 else None
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and m is not None and m.zone in (Zone.DECK, Zone.EXTRA) and ev.player == ctx.player
            and any(n.key == _BACK_FROM_OWN_FIELD and (n.card, n.oid) == (ev.card, ev.oid) for n in d.notes(Mark)))


def _back_to_hand(res: Resolution) -> None:
    if res.card.zone is Zone.GRAVE:
        res.duel.to_hand([res.card], res.cause)


# The 「剣闘獣」 gear's return to the hand, and what it watches to know its monster left from its own side.
GLADIATOR_GEAR_BACK = (Effect(Kind.TRIGGER, _back_to_hand, trigger="destroyed", when=_returned_with_its_monster,
                              text_en="sent to the graveyard as its monster went back to the deck: return this card "
                                      "to your hand",
                              text_ja="装備モンスターのデッキ戻りで墓地へ送られた時：このカードを手札に戻す"),
                       observer(_watch_its_monster))


def _equip_card_of(kind: str) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: c.on_field and c.zone is not Zone.MONSTERS and c.equipped_to >= 0 and c.data.kind == kind


def equip_negations(text_en: str, text_ja: str) -> tuple[Effect, ...]:
    """Continuous effects that negate every equip card on the field: equip spells, equip traps and monsters
    equipped as cards (「裸の王様」; left in place for the turn by 「ガラスの鎧」)."""
    return tuple(Effect(Kind.CONTINUOUS, negates=kind, affects=_equip_card_of(kind), text_en=text_en,
                        text_ja=text_ja) for kind in ("spell", "trap", "monster"))

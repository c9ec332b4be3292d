"""Helpers that cards in several files share: returning."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.ocg.cards.common import FIELD_ZONES, answered_link, ctx_of, spells_traps_of
from arbiter.ocg.cards.shared.flip import players_in_order
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Note
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER

TO_GRAVE = ("destroyed", "sent", "tributed", "discarded")  # the event kinds that put a card in a graveyard
LEAVES = ("destroyed", "sent", "tributed", "to_hand", "to_deck", "banished")  # leaving the field


@dataclass(frozen=True, slots=True)
class ZonesSpec(TargetSpec):
    """A target spec over several zones: "a card on the field" (monster or spell/trap), or "a monster on
    your field or in your graveyard". The other fields mean what they mean in `TargetSpec`."""

    zones: tuple[Zone, ...] = (Zone.MONSTERS, Zone.SPELLS)

    def _in(self, z: Zone) -> TargetSpec:
        return dataclasses.replace(self, zone=z)

    def fits(self, ctx: Ctx, c: Card) -> bool:
        z = Zone.SPELLS if c.zone is Zone.FIELD else c.zone
        return z in self.zones and TargetSpec.fits(self._in(z), ctx, c)

    def candidates(self, ctx: Ctx) -> list[Card]:
        out: list[Card] = []
        for z in self.zones:
            out += TargetSpec.candidates(self._in(z), ctx)
        return out


def field_card(side: str = "any", where: Callable[[Ctx, Card], bool] | None = None, allow_self: bool = False,
               en: str = "a card on the field", ja: str = "フィールド上のカード") -> ZonesSpec:
    return ZonesSpec(side=side, where=where, allow_self=allow_self, text_en=en, text_ja=ja)


def grave_spec(where: Callable[[Card], bool], side: str = "own", count: int = 1, least: int = 0,
               en: str = "a card in your graveyard", ja: str = "自分の墓地のカード") -> TargetSpec:
    return TargetSpec(zone=Zone.GRAVE, side=side, count=count, min=least, where=lambda ctx, c: where(c),
                      text_en=en, text_ja=ja)


def grave_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].grave if where(d.cards[i])]


def deck_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].deck if where(d.cards[i])]


def hand_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].hand if where(d.cards[i])]


def field_of(d: Duel, p: int) -> list[Card]:
    """Every card `p` controls on the field: monsters, spells/traps and the field spell."""
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0]


def named(c: Card, part: str) -> bool:
    return part in c.data.name_ja


def is_monster_card(c: Card) -> bool:
    return c.data.is_monster


def is_spell_card(c: Card) -> bool:
    return c.data.is_spell


def is_trap_card(c: Card) -> bool:
    return c.data.is_trap


def alive(res: Resolution) -> bool:
    """This card is still the object that activated the effect, where it was."""
    return res.card.oid == res.link.oid


def on_field_as(res: Resolution) -> bool:
    return alive(res) and res.card.zone is Zone.MONSTERS and res.card.face_up


def return_to_hand(d: Duel, cards: list[Card], cause: Cause) -> None:
    """Return cards to their owners' hands; a fusion monster goes back to the fusion deck (R004-119)."""
    for c in cards:
        if c.data.is_fusion:
            d.to_fusion_deck(c, cause)
        else:
            d.to_hand([c], cause)


def return_to_deck(d: Duel, cards: list[Card], cause: Cause, where: str = "shuffle") -> None:
    """Return cards to their owners' decks (a fusion monster: the fusion deck)."""
    for c in cards:
        if c.data.is_fusion:
            d.to_fusion_deck(c, cause)
    main = [c for c in cards if not c.data.is_fusion]
    if main:
        d.to_deck(main, cause, where)


def ask_up_to(res: Resolution, cards: list[Card], n: int, player: int = -1, at_least: int = 0) -> list[Card]:
    """Choose up to `n` of `cards`, one by one ("no" ends the choice once `at_least` are chosen)."""
    chosen: list[Card] = []
    while len(chosen) < n:
        left = [c for c in cards if c not in chosen]
        if not left:
            break
        opts = [res.duel.card_option("select", c.idx) for c in left]
        if len(chosen) >= at_least:
            opts.append(Option("no", "no", label_en="no more", label_ja="終了"))
        o = res.ask(opts, "select", player, "choose a card, or no more", "カードを選ぶ（終了で終わる）")
        if o.kind == "no":
            break
        chosen.append(res.duel.cards[o.card])
    return chosen


def ask_yes_no(res: Resolution, player: int = -1, en: str = "do it?", ja: str = "行う？") -> bool:
    opts = [Option("yes", "yes", label_en="yes", label_ja="はい"), Option("no", "no", label_en="no", label_ja="いいえ")]
    return res.ask(opts, "yes_no", player, en, ja).kind == "yes"


@dataclass(frozen=True, slots=True)
class Pair(Note):
    """Two numbers a card of this module keeps under a key (a card and its object, a card and a turn ...)."""

    key: str
    a: int
    b: int


def note(d: Duel, key: str, a: int, b: int = 0) -> None:
    d.remember(Pair(key, a, b))


def notes(d: Duel, key: str) -> set[tuple[int, int]]:
    return {(n.a, n.b) for n in d.notes(Pair) if n.key == key}


def unnote(d: Duel, key: str, a: int, b: int) -> None:
    d.forget(Pair(key, a, b))


def observer(watch: Callable[[Ctx, Event], None], en: str = "", ja: str = "") -> Effect:
    """Lets a face-up card notice events as they happen without starting a chain (a replacement effect
    that never replaces anything): e.g. which monsters a monster destroyed by battle."""

    def when(ctx: Ctx, ev: Event) -> bool:
        watch(ctx, ev)
        return False

    return Effect(Kind.REPLACEMENT, when=when, instead=lambda ctx, ev: ev, text_en=en, text_ja=ja)


def turn_log(d: Duel) -> list[LogEntry]:
    """The log entries of this turn, newest first."""
    out = []
    for e in reversed(d.log):
        if e.kind == "turn":
            break
        out.append(e)
    return out


def destroyed_this_turn(d: Duel, c: Card, battle: bool = True) -> bool:
    """`c` is in a graveyard, having been destroyed (by battle, if `battle`) and sent there this turn."""
    if c.zone is not Zone.GRAVE or c.t_entered != d.turn:
        return False
    ref = d.refs[c.idx]
    return any(e.kind == "destroyed" and e.args[0] is ref and (e.args[1] or not battle) for e in turn_log(d))


def tributes_for_summon(d: Duel, c: Card) -> list[Card]:
    """The monsters tributed for the tribute summon of `c` that just happened (read from the log)."""
    ref = d.refs[c.idx]
    log = d.log
    for n in range(len(log) - 1, 0, -1):
        e = log[n]
        if e.kind == "summon" and e.args[1] is ref:
            before = log[n - 1]
            if before.kind != "tribute" or len(before.args) != 2:
                return []
            refs = before.args[1]
            assert isinstance(refs, tuple)
            return [d.cards[i] for i, r in enumerate(d.refs) if any(r is x for x in refs)]
    return []


def turn_player_of(d: Duel, turn: int) -> int:
    """Whose turn `turn` was (or will be): turns alternate between the players (R004-128)."""
    return d.tp if (d.turn - turn) % 2 == 0 else 1 - d.tp


def turns_of(d: Duel, player: int, since: int, until: int = -1) -> int:
    """How many of `player`'s turns there are from turn `since` to turn `until` (default: now), both
    counted (R004-129: "counting only the opponent's turns")."""
    end = d.turn if until < 0 else until
    return sum(1 for t in range(since, end + 1) if turn_player_of(d, t) == player)


def battle_damage_by_self(ctx: Ctx, ev: Event) -> bool:
    """This monster inflicted battle damage to the opponent."""
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player == ctx.opponent


def from_field_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE)


def phase_of(phase: str, own: bool | None = True) -> Callable[[Ctx, Event], bool]:
    """The start of `phase` in the card controller's turn (own=True), the opponent's (False), or any."""

    def when(ctx: Ctx, ev: Event) -> bool:
        if ev.detail != phase:
            return False
        return own is None or (ctx.duel.tp == ctx.player) == own

    return when


def equipped_by(ctx: Ctx, m: Card) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.equipped_to == m.idx


def equip_op(res: Resolution) -> None:
    """An equip spell's activation: it becomes equipped to its target."""
    c = res.card
    for t in res.targets():
        if alive(res) and c.on_field:
            res.duel.equip(c, t, res.cause)


def equip_spell(where: Callable[[Ctx, Card], bool] | None = None, en: str = "a face-up monster",
                ja: str = "表側表示モンスター") -> Effect:
    return Effect(A, equip_op, target=TargetSpec(face="up", where=where, text_en=en, text_ja=ja),
                  text_en="equip to the target", text_ja="対象に装備する")


def equip_stats(atk: int, defense: int = 0) -> Effect:
    return Effect(Kind.CONTINUOUS, affects=equipped_by,
                  atk=(lambda ctx, m: atk) if atk else None, defense=(lambda ctx, m: defense) if defense else None,
                  text_en=f"the equipped monster gains {atk} ATK and {defense} DEF",
                  text_ja=f"装備モンスターの攻撃力は{atk}、守備力は{defense}アップ")


def battlers(d: Duel) -> tuple[int, int]:
    """The attacking monster and the attack target of the attack in progress (-1: none)."""
    if d.attack is None:
        return -1, -1
    return d.attack[0], d.attack[2]


def monster_back_to_hand(ctx: Ctx, ev: Event) -> bool:
    """A monster on the field (in the monster zone, as a monster) has returned to its owner's hand."""
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.HAND)


def _maintenance(amount: int, optional: bool) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if not alive(res) or not c.on_field:
            return
        can = d.players[res.player].lp >= amount
        if can and (not optional or ask_yes_no(res, en=f"pay {amount} LP?", ja=f"{amount}ライフポイントを払う？")):
            d.pay_lp(res.player, amount, c.idx)
        else:
            d.destroy([c], res.cause)

    return op


def bounce_targets(res: Resolution) -> None:
    return_to_hand(res.duel, res.targets(), res.cause)


OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手フィールド上のモンスター")


def attacker_back(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is not None and d.cards[att[0]].oid == att[1] and d.cards[att[0]].zone is Zone.MONSTERS:
        return_to_hand(d, [d.cards[att[0]]], res.cause)


def self_to_hand(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        return_to_hand(res.duel, [res.card], res.cause)


def left_field(ctx: Ctx, ev: Event) -> bool:
    return ev.src in (int(Zone.SPELLS), int(Zone.FIELD)) and ev.dst not in FIELD_ZONES


def all_spells_traps(d: Duel, but: Card | None = None) -> list[Card]:
    return [c for p in players_in_order(d) for c in spells_traps_of(d, p) if but is None or c.idx != but.idx]


def roid(c: Card) -> bool:
    return c.data.is_monster and named(c, "ロイド")


def targets_to_hand(res: Resolution) -> None:
    return_to_hand(res.duel, [c for c in res.targets() if c.zone is Zone.GRAVE], res.cause)


def battle_dead(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.owner == ctx.player and destroyed_this_turn(ctx.duel, c)


def self_back_to_hand(res: Resolution) -> None:
    if alive(res) and res.card.zone is Zone.GRAVE:
        return_to_hand(res.duel, [res.card], res.cause)


def wrought_hero(c: Card) -> bool:
    return named(c, "Ｅ・ＨＥＲＯ")


def add_one(cands: Callable[[Ctx], list[Card]]) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        cs = cands(ctx_of(res))
        if cs:
            c = res.ask_cards(cs)
            from_deck = c.zone is Zone.DECK
            res.duel.to_hand([c], res.cause)
            if from_deck:
                res.duel.shuffle_deck(res.player)

    return op


def own_activation_of(kind: str) -> Callable[[Ctx], bool]:
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or link.player != ctx.player:
            return False
        d = ctx.duel
        return d.cards[link.card].data.kind == kind and d.effect_of(link.card, link.effect).kind is A

    return cond


def capture(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        note(res.duel, "captured", res.card.idx, link.card)


def captured_sent(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.idx, ev.card) in notes(ctx.duel, "captured") and from_field_to_grave(ctx, ev)


def capture_back(res: Resolution) -> None:
    d = res.duel
    for ev in res.link.events:
        unnote(d, "captured", res.card.idx, ev.card)
        c = d.cards[ev.card]
        if c.zone is Zone.GRAVE:
            return_to_hand(d, [c], res.cause)


def to_top(where: Callable[[Card], bool], opponent_chooses: bool = False) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        cands = grave_of(res.duel, res.player, where)
        if cands:
            c = res.ask_cards(cands, player=res.opponent if opponent_chooses else -1)
            return_to_deck(res.duel, [c], res.cause, "top")

    return op


def has_in_grave(where: Callable[[Card], bool], n: int = 1) -> Callable[[Ctx], bool]:
    return lambda ctx: len(grave_of(ctx.duel, ctx.player, where)) >= n


def continuous_spell(c: Card) -> bool:
    return c.data.is_spell and "continuous" in c.data.subtypes


def tribute_and_return(pick: Callable[[Ctx, Card], bool], where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        cands = grave_of(d, res.player, lambda c: pick(ctx_of(res), c))
        if cands:
            return_to_deck(d, [res.ask_cards(cands)], res.cause, where)

    return op


def tribute_return_effect(pick: Callable[[Ctx, Card], bool], dest: str, en: str, ja: str) -> Effect:
    def needs(ctx: Ctx) -> bool:
        return bool(grave_of(ctx.duel, ctx.player, lambda c: pick(ctx, c)))

    return Effect(Kind.IGNITION, tribute_and_return(pick, dest), asks=True, cost=Cost(self_to="tribute"),
                  needs=needs, text_en=f"tribute this card: return {en} to the {dest} of your deck",
                  text_ja=f"このカードを生け贄に捧げ、{ja}をデッキの一番{'上' if dest == 'top' else '下'}に戻す")


BATTLE_DEAD_EN = "a monster destroyed by battle this turn"
BATTLE_DEAD_JA = "このターン戦闘で破壊されたモンスター"


def self_to_deck(where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        if alive(res) and res.card.zone is Zone.GRAVE:
            return_to_deck(res.duel, [res.card], res.cause, where)

    return op


def back_to_deck(dest: str, when: Callable[[Ctx, Event], bool]) -> tuple[Effect, ...]:
    return tuple(Effect(T, self_to_deck(dest), trigger=k, when=when,
                        text_en=f"return this card to the deck ({dest})", text_ja="このカードをデッキに戻す")
                 for k in TO_GRAVE)


def targets_to_deck(where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        return_to_deck(res.duel, [c for c in res.targets() if c.zone is Zone.GRAVE], res.cause, where)

    return op


def choose_n_to_deck(where: Callable[[Card], bool], n: int, least: int, dest: str = "shuffle",
                      both: bool = False) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        cands = grave_of(d, res.player, where) + (grave_of(d, res.opponent, where) if both else [])
        picks = ask_up_to(res, cands, n, at_least=min(least, len(cands)))
        return_to_deck(d, picks, res.cause, dest)

    return op


# Equip spells that go back on top of the deck when sent to the graveyard.
def self_top(res: Resolution) -> None:
    self_to_deck("top")(res)


def targets_to_grave(res: Resolution) -> None:
    """The targets (banished cards) return to the graveyard (「異次元からの埋葬」, 「奇跡の発掘」)."""
    res.duel.send_to_grave([c.idx for c in res.targets()], res.cause)

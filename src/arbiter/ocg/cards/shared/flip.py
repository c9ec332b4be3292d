"""Helpers that cards in several files share: flip."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause
from arbiter.ocg.cards.common import battle_opponent, by_battle
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Note
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls",
                         text_ja="相手フィールド上のモンスター")


@dataclass(frozen=True, slots=True)
class Mark(Note):
    """A fact about one card object under a key (it ends when the card leaves its zone: a new object)."""

    key: str
    card: int
    oid: int
    value: int


def mark(d: Duel, key: str, c: Card, value: int = 0, read_by_effects: bool = False) -> None:
    """Remember a fact about one card object (`read_by_effects`: a continuous effect reads it)."""
    d.remember(Mark(key, c.idx, c.oid, value), read_by_effects=read_by_effects)


def marked(d: Duel, key: str, c: Card) -> list[int]:
    """The values remembered under `key` for this card object, smallest first."""
    return sorted(m.value for m in d.notes(Mark) if m.key == key and m.card == c.idx and m.oid == c.oid)


def bounce(d: Duel, cards: list[Card], cause: Cause) -> None:
    """Return cards to their owner's hand; a fusion monster goes back to its owner's fusion deck."""
    for c in cards:
        if c.data.is_fusion:
            if c.on_field:
                d.to_fusion_deck(c, cause)
        else:
            d.to_hand([c], cause)


def return_to_deck(d: Duel, cards: list[Card], cause: Cause, where: str = "shuffle") -> None:
    """Return cards to their owner's deck (a fusion monster: the fusion deck)."""
    main = [c for c in cards if not c.data.is_fusion]
    for c in cards:
        if c.data.is_fusion:
            d.to_fusion_deck(c, cause)
    if main:
        d.to_deck(main, cause, where)


def deck_top(d: Duel, p: int, n: int) -> list[Card]:
    """The top n cards of a deck, top first (revealed or excavated, not moved)."""
    deck = d.players[p].deck
    return [d.cards[i] for i in reversed(deck[-n:])] if n > 0 else []


def players_in_order(d: Duel) -> tuple[int, int]:
    """Both players, the turn player first (the order simultaneous actions are carried out in)."""
    return d.tp, 1 - d.tp


def can_be_special_summoned(c: Card) -> bool:
    """A main deck monster that is not a ritual monster (those need their own procedure)."""
    return c.data.is_monster and "ritual" not in c.data.subtypes and not c.data.is_fusion


def bounce_targets(res: Resolution) -> None:
    bounce(res.duel, res.targets(), res.cause)


def opp_face_up(race: str) -> TargetSpec:
    return TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.race(c) == race,
                      text_en=f"a face-up {race} monster the opponent controls",
                      text_ja="相手フィールド上の表側表示モンスター")


def ask_summon_position(res: Resolution, c: Card, player: int, face_down: bool = True) -> Pos:
    """Ask `player` the position `c` is special summoned in: face-up attack, face-up defense or set."""
    opts = [Option("position:attack", "position", -1, int(Pos.ATTACK), "face-up attack", "表側攻撃表示")]
    if face_down:
        opts.append(Option("position:set", "position", -1, int(Pos.SET), "face-down defense", "裏側守備表示"))
    else:
        opts.append(Option("position:defense", "position", -1, int(Pos.DEFENSE), "face-up defense",
                           "表側守備表示"))
    return Pos(res.ask(opts, "position", player, "choose a position", "表示形式を選ぶ").arg)


def trap_or_set(ctx: Ctx, c: Card) -> bool:
    return not c.face_up or c.data.is_trap


def destroy_trap(res: Resolution) -> None:
    res.duel.destroy([c for c in res.targets() if c.data.is_trap], res.cause)


TRAP_OR_SET = TargetSpec(zone=Zone.SPELLS, where=trap_or_set, text_en="a trap card or a set card on the field",
                         text_ja="フィールド上の罠カードかセットされたカード")


def face_up_spells(d: Duel, players: tuple[int, ...], passcode: int) -> list[Card]:
    return [d.cards[i] for p in players for i in d.players[p].spells
            if i >= 0 and d.cards[i].face_up and d.cards[i].data.passcode == passcode]


def deck_cards(res: Resolution) -> list[Card]:
    return [res.duel.cards[i] for i in res.duel.players[res.player].deck]


def choose_from_deck(res: Resolution) -> Card | None:
    i = res.answer
    if i < 0:
        return None
    c = res.duel.cards[i]
    return c if c.zone is Zone.DECK and c.owner == res.player else None


def add_chosen_from_deck(res: Resolution) -> None:
    c = choose_from_deck(res)
    if c is not None:
        res.duel.to_hand([c], res.cause)
        res.duel.shuffle_deck(res.player)


def burn_800(res: Resolution) -> None:
    res.duel.damage(res.opponent, 800, res.cause)


def weaken_the_destroyer(res: Resolution) -> None:
    c = battle_opponent(res)
    if c is not None and c.face_up:
        res.duel.boost(c, -500, -500, res.cause, until_end=False)


WEAKEN_DESTROYER = Effect(Kind.TRIGGER, weaken_the_destroyer, trigger="destroyed", when=by_battle,
                          text_en="the monster that destroyed this card loses 500 ATK and DEF",
                          text_ja="このカードを破壊したモンスターの攻撃力・守備力は５００ダウンする")

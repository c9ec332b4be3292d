"""The engine's verbs: each builds the events of one instruction and sends them through the pipeline."""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.dm.model import SHIELD_FORCE, Card, Zone
from arbiter.dm.pipeline import happen, happen_all, moved
from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason


def effect_cause(p: int, source: int = -1) -> Cause:
    return Cause(p, Reason.EFFECT, source)


def draw(d: Duel, p: int, n: int, source: int = -1, rule: bool = False) -> None:
    """Draw n cards: n separate draws, each its own event (114.2), each replaceable on its own."""
    cause = Cause(p, Reason.RULE if rule else Reason.EFFECT, source)
    for _ in range(n):
        happen(d, Event("draw", cause, player=p, amount=1))


def move_all(d: Duel, kind: str, cards: list[Card], dst: Zone, by: int, source: int = -1, reason: str = "effect",
             detail: str = "") -> list[Event]:
    """Move cards together (one simultaneous set of events); returns the events that happened unreplaced."""
    return happen_all(d, [moved(d, kind, c, dst, by, reason, source, detail) for c in cards])


def destroy(d: Duel, cards: list[Card], by: int, source: int = -1, reason: str = "effect") -> list[Event]:
    """Destroy creatures at once: replacements one at a time (turn player first), then the rest together."""
    return move_all(d, "destroy", [c for c in cards if c.zone is Zone.BATTLE], Zone.GRAVE, by, source, reason)


def discard(d: Duel, cards: list[Card], p: int, source: int = -1) -> list[Event]:
    return move_all(d, "discard", [c for c in cards if c.zone is Zone.HAND], Zone.GRAVE, p, source)


def to_hand(d: Duel, cards: list[Card], by: int, source: int = -1) -> list[Event]:
    return move_all(d, "to_hand", cards, Zone.HAND, by, source)


def to_mana(d: Duel, cards: list[Card], by: int, source: int = -1) -> list[Event]:
    return move_all(d, "to_mana", cards, Zone.MANA, by, source)


def to_grave(d: Duel, cards: list[Card], by: int, source: int = -1) -> list[Event]:
    return move_all(d, "to_grave", cards, Zone.GRAVE, by, source)


def to_deck_bottom(d: Duel, cards: list[Card], by: int, source: int = -1) -> list[Event]:
    return move_all(d, "to_deck", cards, Zone.DECK, by, source, detail="bottom")


def shuffle_into_deck(d: Duel, c: Card, by: int, source: int = -1) -> None:
    """Put a card into its owner's deck, then shuffle that deck."""
    move_all(d, "to_deck", [c], Zone.DECK, by, source)
    if c.zone is Zone.DECK:
        d.shuffle(d.players[c.owner].deck)
        d.note("shuffle", c.owner)


def tap(d: Duel, cards: list[Card], by: int, reason: str = "effect") -> None:
    evs = [Event("tap", Cause(by, Reason(reason)), c.idx, c.owner) for c in cards if not c.tapped]
    if evs:
        happen_all(d, evs)


def untap(d: Duel, cards: list[Card], by: int) -> None:
    evs = [Event("untap", Cause(by, Reason.RULE), c.idx, c.owner) for c in cards if c.tapped]
    if evs:
        happen_all(d, evs)


def change_power(d: Duel, c: Card, amount: int, by: int, source: int) -> None:
    """Change a creature's power until the end of the turn."""
    if c.zone is Zone.BATTLE:
        happen(d, Event("power", effect_cause(by, source), c.idx, c.owner, amount))


def put_into_battle(d: Duel, c: Card, p: int, source: int = -1, on: int = -1, reason: str = "effect") -> bool:
    """Put a creature (or cross gear) into the battle zone; True if it is there afterwards.

    A Shield Force creature then chooses one of its owner's shields (or none): not one waiting in a break, which is
    still in the shield zone but not counted as a shield (113.6a).
    """
    detail = f"on:{on}" if on >= 0 else ""
    happen(d, moved(d, "enter", c, Zone.BATTLE, p, reason, source, detail))
    if c.zone is not Zone.BATTLE:
        return False
    shields = d.standing_shields(c.owner)
    if c.defn.has(SHIELD_FORCE) and shields:
        s = d.pick(c.owner, shields, "shield_force", optional=True,
                   prompt_en="Shield Force: choose a shield", prompt_ja="シールド・フォース：シールドを選ぶ",
                   source=c.idx, declined=("Choose no shield", "シールドを選ばない"))
        if s >= 0:
            happen(d, Event("shield_force", Cause(c.owner, Reason.RULE, c.idx), c.idx, c.owner, s))
    return True


def choose_up_to(d: Duel, p: int, n: int, kind: str, prompt_en: str, prompt_ja: str, source: int) -> int:
    """"Up to N": a number chosen by the player, for the card `source`'s effect."""
    opts = [Option(f"count:{k}", "count", arg=k, label_en=str(k), label_ja=str(k)) for k in range(n + 1)]
    return d.ask(p, kind, opts, prompt_en, prompt_ja, source=source).arg

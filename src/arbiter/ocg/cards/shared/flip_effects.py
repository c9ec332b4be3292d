"""TODO"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause
from arbiter.ocg.effects import Resolution
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel



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



def can_be_special_summoned(c: Card) -> bool:
    """A main deck monster that is not a ritual monster (those need their own procedure)."""
    return c.data.is_monster and "ritual" not in c.data.subtypes and not c.data.is_fusion



def bounce_targets(res: Resolution) -> None:
    bounce(res.duel, res.targets(), res.cause)



def ask_summon_position(res: Resolution, c: Card, player: int, face_down: bool = True) -> Pos:
    """Ask `player` the position `c` is special summoned in: face-up attack, face-up defense or set."""
    opts = [Option("position:attack", "position", -1, int(Pos.ATTACK), "face-up attack", "表側攻撃表示")]
    if face_down:
        opts.append(Option("position:set", "position", -1, int(Pos.SET), "face-down defense", "裏側守備表示"))
    else:
        opts.append(Option("position:defense", "position", -1, int(Pos.DEFENSE), "face-up defense",
                           "表側守備表示"))
    return Pos(res.ask(opts, "position", player, "choose a position", "表示形式を選ぶ").arg)



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

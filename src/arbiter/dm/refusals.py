"""Why an action a player names is not on offer now: the rule that refuses it, in words (the judge says it of a
refused scenario step, judge/dm_steps.py). Each reason comes from the check that makes the options: `mana_options`,
`play_refusal`, `attack_refusal`."""

from __future__ import annotations

from arbiter.dm.battle import attack_refusal
from arbiter.dm.duel import Duel
from arbiter.dm.play import play_refusal


def action_refusal(d: Duel, player: int, verb: str, card: int, target: int) -> str:
    """Why `player` may not `verb` the card `card` (an attack: on `target`, -1 the opponent) now; "" where no rule
    named here refuses it."""
    if player != d.tp:
        return "only the turn player acts at an open game state"
    c = d.cards[card]
    if verb == "charge":
        if d.charged:
            return "its player has already charged mana this turn"
        if d.phase != "mana":
            return "mana is charged only in the mana phase"
    elif verb in ("summon", "cast"):
        if d.phase != "main":
            return "a card is played from the hand only in the main phase"
        if card not in d.players[player].hand:
            return "it is not in its player's hand"
        return play_refusal(d, c)
    elif verb == "attack":
        if d.phase != "attack":
            return "an attack is declared only in the attack phase"
        return attack_refusal(d, c, target)
    return ""

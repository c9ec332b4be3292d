"""Why an action a player names is not on offer now: the rule that refuses it, in words.

The judge says it of a refused scenario step (judge/ocg_steps.py) and the terminal of a typed command that names a
card's action not on offer (play/board.py). Each reason comes from the check that makes the options
(`legality`): `activation_refusal`, `attack_refusal`, `summon_refusal`, `procedure_refusal`.
"""

from __future__ import annotations

from arbiter.ocg.chain import Window
from arbiter.ocg.cost_first import NOTHING
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Kind
from arbiter.ocg.lasting import Forbid
from arbiter.ocg.legality import (
    CONDITION,
    MAIN_PHASES,
    TRIGGER_EVENT,
    activation_refusal,
    attack_refusal,
    procedure_refusal,
    summon_refusal,
)
from arbiter.ocg.state import Zone

# the refusals whose reason is code (a condition, what the effect acts on, a trigger's event): the effect's words go
# with them
QUOTED = frozenset((CONDITION, NOTHING, TRIGGER_EVENT))
# the bans on its player's summons that may leave an effect nothing to act on (`_ban_behind_nothing`)
SUMMON_BANS = ("special_summon", "fusion_summon")
# the kinds of effect a player activates at will or as a trigger (not continuous ones, replacements, procedures)
ACTIVATED = (Kind.ACTIVATE, Kind.IGNITION, Kind.QUICK, Kind.TRIGGER, Kind.FLIP, Kind.INSTEAD_OF_DRAW)
# the actions a player takes with a card at an open game state (the scenario verbs)
ACTIONS = ("activate", "summon", "set", "flip_summon", "change_position", "special_summon", "attack")


def action_refusal(d: Duel, player: int, verb: str, card: int, n: int = 0) -> str:
    """Which condition keeps `player` from taking the action `verb` (one of ACTIONS) with card `card` now, where the
    pending decision does not offer it; `n`: the effect an activation names, the monster an attack names (-1:
    directly)."""
    p = d.pending
    if p is None:
        return "the duel is over"
    c = d.cards[card]
    if p.kind == "optional":
        defn = d.defs[card]
        if verb == "activate" and defn is not None:
            # the card's trigger its event set off but that could not be activated (the one named, else any): why not
            why = next((w for k in ([n] if n > 0 else range(1, len(defn.effects) + 1))
                        if (w := d.untaken_reason(c, k))), "")
            if why:
                return why
        asked = next((o.card for o in p.options if o.kind == "yes" and o.card >= 0), -1)
        whose = "another card's" if asked < 0 else "another copy of this card's" if (
            d.cards[asked].data.passcode == c.data.passcode) else f"{d.cards[asked].data.describe()}'s"
        return (f"the decision pending is whether to apply or activate {whose} effect; this card's is not on offer "
                "now (its event did not happen, or its cost or targets are lacking)")
    if p.kind not in ("window", "idle"):
        return f"{'AB'[player]} must first answer a {p.kind} decision"
    window = d.stack[-1] if p.kind == "window" and isinstance(d.stack[-1], Window) else None
    if verb == "activate":
        # d.effect_of: a negative number is an effect the card left behind (`Duel.linger`)
        eff = d.effect_of(card, n)
        why = activation_refusal(d, player, c, n, eff, window.events if window else (), window)
        if why == NOTHING:
            why = _ban_behind_nothing(d, player, c.idx, n, window) or why
        if why in QUOTED and eff.text_en:  # the condition or the event is code: the effect's own words say it
            why += f" (the effect: {eff.text_en})"
        if not why and d.dormant(c):
            why = ("it has no effects where it is now: a gemini monster not gemini summoned, or a monster card "
                   "treated as a spell card")
        return why or "it cannot be activated at this moment"
    if p.kind == "window" or d.tp != player:
        what = verb.replace("_", " ")
        return f"{'an' if what[0] in 'aeiou' else 'a'} {what} is made only by the turn player at an open game state"
    if verb == "attack":
        if d.phase != "battle:battle":
            return "it is not the battle step"
        return attack_refusal(d, c, n) or "the attack cannot be declared at this moment"
    if d.phase not in MAIN_PHASES:
        return "it is done only in a main phase"
    if c.ctl != player:
        return f"it is not {'AB'[player]}'s card"
    if verb == "special_summon":
        defn = d.defs[card]
        procedures = [e for e in defn.effects if e.kind is Kind.PROCEDURE] if defn is not None else []
        if not procedures:
            return "it has no special summoning procedure of its own: only an effect special summons it"
        why = procedure_refusal(d, player, c, procedures[0])
    elif verb == "set" and c.data.kind != "monster":  # a spell or trap card (or a monster set as a spell)
        zone = Zone.FIELD if "field" in c.data.subtypes else Zone.SPELLS
        why = "no zone is free for it" if not d.free_slots(player, zone) else \
            "an effect keeps its player from setting cards" if d.player_forbidden(player, "set") else \
            "an effect (or its own text) keeps it from being set" if not d.may_set_spell_trap(c, player) else ""
    else:
        why = summon_refusal(d, player, c, verb)
    return why or "the rules or an effect keep it from being done now"


def _ban_behind_nothing(d: Duel, player: int, card: int, n: int, window: Window | None) -> str:
    """Where effect `n` of `card` has nothing to act on because an effect keeps its player from summoning what it
    would summon (a ban on special or fusion summons, or a summon lock: 「融合禁止エリア」, with which 「融合」 finds no
    monster to fuse), that effect: on a copy of the duel without it the refusal is gone. "" where none is behind it."""
    bans = [what for what in SUMMON_BANS if d.player_forbidden(player, what)]
    locks = [s for s, e in d.statics() if e.locks_summons is not None] if d.any_summon_lock else []
    if not bans and not locks:
        return ""
    w = d.clone()
    w.lasting.replace(Forbid, tuple(r for r in w.lasting.of(Forbid)
                                    if r.to_player != player or r.change.what not in bans))
    w.any_summon_lock = False  # (the copy is asked this one question only)
    if activation_refusal(w, player, w.cards[card], n, w.effect_of(card, n), window.events if window else (),
                          window) == NOTHING:
        return ""
    by = ", ".join(s.data.describe() for s in locks)
    what = " or ".join(b.replace("_", " ") + "ing" for b in bans)
    return (f"an effect keeps its player from {what or 'summoning what it would summon'}"
            f"{f' ({by})' if by else ''}, so {NOTHING}")


def card_refusals(d: Duel, player: int) -> dict[int, tuple[str, str]]:
    """For each card of `player`'s hand and field that the pending decision (theirs, at an open game state or a
    window) offers nothing for, why its usual action is refused: a monster in the hand summoned, a spell in the hand
    or a card in a spell & trap zone activated, a trap in the hand set, a monster on the field attacking in the
    battle step, else activated where it has an effect of its own to activate, else changing its position (what
    the web board shows beside a card a player picks): by card, the action (one of ACTIONS) and the reason."""
    p = d.pending
    if p is None or p.player != player or p.kind not in ("window", "idle"):
        return {}
    offered = {o.card for o in p.options} | {o.arg for o in p.options if o.kind == "attack"}
    pl = d.players[player]
    out: dict[int, tuple[str, str]] = {}
    for i in [*pl.hand, *pl.monsters, *pl.spells, pl.field]:
        if i < 0 or i in offered:
            continue
        c = d.cards[i]
        defn = d.defs[i]
        own = [n for n, e in enumerate(defn.effects, 1) if e.kind in ACTIVATED] if defn is not None else []
        if c.zone is Zone.HAND:
            verb = "summon" if c.data.kind == "monster" else "set" if c.data.kind == "trap" else "activate"
        elif c.zone is Zone.MONSTERS:
            verb = "attack" if d.phase == "battle:battle" and c.ctl == d.tp else "activate" if own else (
                "flip_summon" if c.face_down else "change_position")
        else:
            verb = "activate"
        if verb == "activate" and not own and c.zone is not Zone.HAND and not c.face_down:
            continue  # a face-up card with nothing to activate: nothing to explain
        n = (own[0] if own else 1) if verb == "activate" else -1 if verb == "attack" else 0
        out[i] = (verb, action_refusal(d, player, verb, i, n))
    return out

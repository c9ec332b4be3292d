"""What an effect does: its categories, known from the verbs its operation calls or from its declaration.

Cards ask "is this an effect that inflicts damage / draws / special summons / changes ATK?" (「ダメージ・
ポラリライザー」, 「痛魂の呪術」, 「無効」, 「王宮の弾圧」, the damage-step rule). The answer is the effect's
`does` (a `Does` flag set). A card author may declare it (`Effect(does=...)`); when they do not, `registry.define`
infers it once, at load time, from the engine verbs the operation can reach: the names it calls, and those of
the card helpers it calls in turn (`Duel.damage` is DAMAGE, `Duel.boost` ATK_DEF ...). Reaching a verb in any
branch counts: "an effect that inflicts damage" is one whose text can inflict it, whatever the outcome. A search
(SEARCH) is an effect that reaches `to_hand` and names the deck (`Zone.DECK`, a player's `deck`) anywhere it reaches:
the verb alone cannot tell a search from a return, and a card moving from the deck to the hand under an effect
without SEARCH is caught by the check below.

While an operation resolves, each event its verbs make is checked against its categories (`check`): an effect that
did something it does not declare is a card definition error, raised at once, so the inference or the declaration
cannot silently be wrong for a card the tests play. The qualifiers `MONSTERS` and `SPELLS_TRAPS` are checked too,
where declarations are verified (`strict_qualifiers`), and the hand ones (an effect that discards a card of its
activator's hand declares `OWN_HAND`, of the opponent's `OPP_HAND`): an effect that destroys or returns to the hand
a card from a monster zone (a spell & trap or field zone) declares `MONSTERS` (`SPELLS_TRAPS`), unless that card is
its own, one of its chain link's targets, or the card of a link of the chain it resolves in (what 「神の宣告」
negates and destroys): the chain shows those; one that declares `OPPONENTS`, `SPELLS_ONLY` or `SET_ONLY` takes no
other card than they say. So "does this effect destroy monsters on the field?" has one answer, `shared/chain.py`
`reaches_field`: its verb, and the qualifier or a target in those zones. An effect made at run time carries
categories as well (`made_by`), so it is checked too; so is one applied at once, with no chain link, for its verbs and
what it may take (`check`, `answerable`).
"""

from __future__ import annotations

import types
import weakref
from collections.abc import Callable, Collection
from enum import Flag, auto
from typing import Any, TypeGuard

from arbiter.kernel.events import Event
from arbiter.ocg.state import Pos, Zone


class Does(Flag):
    """The categories of an effect (several at once: 「破壊輪」 is DESTROY | DAMAGE)."""

    NOTHING = 0
    DAMAGE = auto()  # inflicts effect damage
    GAIN = auto()  # a player gains LP
    DRAW = auto()
    DESTROY = auto()
    SPECIAL_SUMMON = auto()
    TO_HAND = auto()  # adds cards to the hand: a search (from the deck), a return or a salvage
    SEARCH = auto()  # adds cards from the deck to the hand (a search: 「ライオウ」 forbids its activation)
    DISCARD = auto()
    NEGATE = auto()  # negates an activation or an effect
    NEGATE_ACTIVATION = auto()  # negates an activation (the damage-step rule: such a quick effect may be used there)
    ATK_DEF = auto()  # directly changes a monster's ATK/DEF (the damage-step rule)
    OTHER = auto()  # any other change a verb makes (a move, a toss, a counter ...): DRAW alone is "only draws"
    # qualifiers, declared (the verbs cannot tell them): what the effect destroys or returns includes monsters
    # on the field / spell and trap cards on the field that its targets do not show (checked: `check`); its
    # discard includes its activator's own hand (R004-146: what 「墓守の監視者」 answers) / its activator's
    # opponent's hand (R004-139 ○: what 「ヂェミナイ・デビル」 answers), both where it can discard either (◎); what it
    # destroys or returns on the field beyond its targets is its activator's opponent's only (「ハーピィの羽根帚」: its
    # own player's trap monster is not reached); the spell and trap cards it destroys or returns are spell cards
    # only (「魔法効果の矢」: a trap monster is none) / what it destroys or returns is set cards only
    # (「バイサー・ショック」: a face-up trap monster is none); the damage it inflicts falls on its activator alone,
    # with no player target to say so (「マタンゴ」's damage to its controller: 「エネルギー吸収板」 does not answer
    # it); its ATK/DEF change is only a side part, of the monsters its other action changed (「アヌビスの呪い」: those
    # it turned to defense position), no direct change the damage step allows
    MONSTERS = auto()
    SPELLS_TRAPS = auto()
    OWN_HAND = auto()
    OPP_HAND = auto()
    OPPONENTS = auto()
    SPELLS_ONLY = auto()
    SET_ONLY = auto()
    SELF_DAMAGE = auto()
    SIDE_ATK_DEF = auto()
    # inferred from the verb: it takes control of a monster (one whose control cannot change is no target of it)
    CONTROL = auto()


QUALIFIERS = (Does.MONSTERS | Does.SPELLS_TRAPS | Does.OWN_HAND | Does.OPP_HAND | Does.OPPONENTS | Does.SPELLS_ONLY
              | Does.SET_ONLY | Does.SELF_DAMAGE | Does.SIDE_ATK_DEF)


# the engine verbs (methods of Duel and Resolution, attributes of a chain link) and what calling them does
VERBS: dict[str, Does] = {
    "damage": Does.DAMAGE,
    "gain_lp": Does.GAIN,
    "draw": Does.DRAW,
    "destroy": Does.DESTROY,
    "special_summon": Does.SPECIAL_SUMMON,
    "summon_as_monster": Does.SPECIAL_SUMMON,  # a trap monster (「マジカルシルクハット」's set declares its own)
    "create_token": Does.SPECIAL_SUMMON,
    "create_tokens": Does.SPECIAL_SUMMON,
    "to_hand": Does.TO_HAND,
    "discard": Does.DISCARD,
    "negate_effect": Does.NEGATE,
    "negate_activation": Does.NEGATE | Does.NEGATE_ACTIVATION,
    "neg_activation": Does.NEGATE | Does.NEGATE_ACTIVATION,
    "neg_effect": Does.NEGATE,
    "boost": Does.ATK_DEF,
    "set_stat": Does.ATK_DEF,
    "take_control": Does.OTHER | Does.CONTROL,
    "swap_control": Does.OTHER | Does.CONTROL,
    **dict.fromkeys((
        "send_to_grave", "banish", "to_deck", "mill", "shuffle_deck", "set_position", "set_positions",
        "switch_positions", "equip", "add_counter", "remove_counter", "toss_coin", "toss_coins", "roll_die",
        "roll_dice", "roll_dice_each", "linger", "restrict",
        "ban_name", "lose_lp", "set_lp", "skip_phase", "change_attack", "battle", "win", "end_battle_phase",
        "place_as_spell", "activate_by_effect", "turn_up_in_deck", "turn_deck_over", "take_on", "block_zone", "move",
        "shuffle_places", "allow_second_normal_summon", "allow_normal_summons", "set_spell_trap", "to_end_phase",
        "return_to_field", "set_again", "reverse_boosts", "force_activation"), Does.OTHER),
    # the summoning procedures (ocg/fusion.py, ocg/ritual.py), named here because a module compiled by mypyc has
    # no code to follow: the inference reads only the project's interpreted functions
    "ritual_summon": Does.SPECIAL_SUMMON | Does.OTHER,
    "fusion_summon": Does.SPECIAL_SUMMON | Does.OTHER,
    "summon_fusion": Does.SPECIAL_SUMMON,
}

# the events those verbs make, for the check at resolution
EVENTS: dict[str, Does] = {
    "damage": Does.DAMAGE,
    "gained": Does.GAIN,
    "drew": Does.DRAW,
    "destroyed": Does.DESTROY,
    "special_summoned": Does.SPECIAL_SUMMON,
    "to_hand": Does.TO_HAND,
    "discarded": Does.DISCARD,
    "boost": Does.ATK_DEF,
    "stat_set": Does.ATK_DEF,
    "sent": Does.OTHER,
    "banished": Does.OTHER,
}

# the names by which an operation reaches a deck (with `to_hand`, a search)
DECK_NAMES = frozenset(("DECK", "deck"))

# kept weakly: an effect made at run time (`made_by`) often has a closure made for it, inferred once and dropped
# with it, so a long run of duels keeps no closure of a duel that ended
_INFERRED: weakref.WeakKeyDictionary[Callable[..., Any], Does] = weakref.WeakKeyDictionary()
# each function's own verbs and the project's functions it names (a closure's and nested functions' included);
# a deck named by the function counts as `_DECK`, a mark that never leaves `infer`
_DECK = Does.SEARCH
_DIRECT: weakref.WeakKeyDictionary[types.FunctionType, tuple[Does, tuple[types.FunctionType, ...]]] = \
    weakref.WeakKeyDictionary()


def categories_of(declared: Does | None, operation: Callable[..., Any] | None) -> Does:
    """An effect's categories: its declaration where it declares categories; else those its operation's verbs
    infer, with the qualifiers it declares."""
    if declared is not None and declared & ~QUALIFIERS:
        return declared
    return infer(operation) | (declared or Does.NOTHING)


def made_by(declared: Does | None, operation: Callable[..., Any] | None, maker: Does | None) -> Does:
    """The categories of an effect made at run time (one a resolution leaves in place, `Duel.linger`; the effect a
    link's is turned into, 「闇の取引」): `categories_of` its own declaration and operation, with the qualifiers of the
    effect that made it (`maker`), which its card declares: whose hand it discards, which cards it reaches. An
    effect that declares its categories keeps them."""
    if declared is not None and declared & ~QUALIFIERS:
        return declared
    return categories_of(declared, operation) | ((maker or Does.NOTHING) & QUALIFIERS)


def infer(operation: Callable[..., Any] | None) -> Does:
    """The categories of the verbs `operation` can reach (its own code, nested functions, closures, and the
    project's functions it calls by name, followed in turn)."""
    if not isinstance(operation, types.FunctionType):
        return Does.NOTHING
    found = _INFERRED.get(operation)
    if found is None:
        found = Does.NOTHING
        seen = {operation}
        todo = [operation]
        while todo:
            own, callees = _direct(todo.pop())
            found |= own
            for f in callees:
                if f not in seen:
                    seen.add(f)
                    todo.append(f)
        if not found & Does.TO_HAND:
            found &= ~_DECK
        _INFERRED[operation] = found
    return found


def _direct(fn: types.FunctionType) -> tuple[Does, tuple[types.FunctionType, ...]]:
    hit = _DIRECT.get(fn)
    if hit is not None:
        return hit
    own = Does.NOTHING
    callees: list[types.FunctionType] = []
    glb = fn.__globals__
    code_objects = [fn.__code__]
    while code_objects:
        co = code_objects.pop()
        code_objects += [k for k in co.co_consts if isinstance(k, types.CodeType)]
        modules = [glb[n] for n in co.co_names if isinstance(glb.get(n), types.ModuleType)]
        for n in co.co_names:
            own |= VERBS.get(n, _DECK if n in DECK_NAMES else Does.NOTHING)
            callees += [v for v in (glb.get(n), *(getattr(m, n, None) for m in modules)) if _project_function(v)]
    callees += [c.cell_contents for c in fn.__closure__ or () if _project_function(c.cell_contents)]
    _DIRECT[fn] = hit = (own, tuple(callees))
    return hit


def _project_function(v: object) -> TypeGuard[types.FunctionType]:
    return isinstance(v, types.FunctionType) and v.__module__.startswith("arbiter.")


def only_searches(does: Does | None) -> bool:
    """Whether an effect of these categories adds from the deck to the hand and changes nothing else but moves
    (`OTHER`): one that a lock on searches keeps from being activated (「クリッター」, 「増援」,
    「サンダー・ドラゴン」). One that also destroys, summons, negates ... (「サイバーポッド」, 「E・HERO エアーマン」)
    may still be activated: its search adds nothing (`Duel.to_hand`)."""
    return does is not None and bool(does & Does.SEARCH) and not does & ~(Does.SEARCH | Does.TO_HAND | Does.OTHER
                                                                         | QUALIFIERS)


# the zones a destroyed or returned card leaves, and the qualifier an effect declares for them
FIELD_QUALIFIERS: dict[int, Does] = {int(Zone.MONSTERS): Does.MONSTERS, int(Zone.SPELLS): Does.SPELLS_TRAPS,
                                     int(Zone.FIELD): Does.SPELLS_TRAPS}

# Whether a missing qualifier is an error. The qualifiers are declared by hand and only some cards read them, so
# one left out makes a reader misjudge a rare answer; raised in a person's duel it would fail their answer
# (play/session.py `EngineFault`), a worse harm than the misjudgement. So it is raised only where declarations
# are verified: the test suite (tests/conftest.py), `arbiter judge` and bench/soak.py turn it on.
_strict = [False]


def strict_qualifiers(on: bool = True) -> None:
    """Make a missing qualifier a CategoryError (`check`), or, with `on=False`, not an error (normal play)."""
    _strict[0] = on


class CategoryError(Exception):
    """A card's effect did something its categories do not say (a card definition error)."""


def check(does: Does | None, ev: Event, card: str, effect: int,
          shown: Callable[[], Collection[int]] = tuple, trap_card: Callable[[], bool] = lambda: False,
          player: int = -1, answerable: bool = True) -> None:
    """Raise if the event an effect's verb made is not one of its categories (an effect made at run time carries
    them too: `made_by`), not checking what a replacement effect does instead: the duel checks no event while it
    carries one out, and an event a replacement changed is the replacement's.
    With `strict_qualifiers`, also if it destroys or returns a card from the field that `shown()` (the effect's
    own card, its chain link's targets, the cards of the chain's links; asked only then, as most events need no
    such list) does not hold, and lacks the qualifier for that card's zone (a face-up trap monster, a trap card
    (`trap_card()`) in a monster zone, is a spell/trap card on the field too: `SPELLS_TRAPS` reaches it), or declares
    `OPPONENTS` and that card was its activator's (`player`: the event names the card's controller before the
    move), `SPELLS_ONLY` and it reached a trap card, or `SET_ONLY` and the card was face-up; or if it discards a
    card of its activator's hand (of the opponent's) and lacks `OWN_HAND` (`OPP_HAND`), or if it declares
    `SELF_DAMAGE` and inflicts damage to its activator's opponent.
    Not `answerable` (an effect applied at once, with no chain link): the qualifiers that tell answers what a
    chain link reaches (the zones, the hands) say nothing of it, so only its verbs and what it may take
    (`OPPONENTS`, `SPELLS_ONLY`, `SET_ONLY`, `SELF_DAMAGE`) are checked."""
    cat = EVENTS.get(ev.kind)
    if cat is Does.TO_HAND and ev.src == int(Zone.DECK):
        cat = Does.SEARCH
    if cat is None or does is None or ev.replaced_by:
        return
    if cat not in does:
        raise CategoryError(f"{card} effect {effect} made the event {ev.kind!r}, but its categories are {does}: "
                            f"declare `does=` on the effect or call the verb from its operation")
    qualifier = FIELD_QUALIFIERS.get(ev.src) if cat in Does.DESTROY | Does.TO_HAND else None
    if qualifier is not None and _strict[0] and ev.card not in shown():
        fault = _field_fault(does, qualifier, ev, trap_card(), player, answerable)
        if fault:
            raise CategoryError(f"{card} effect {effect} made the event {ev.kind!r} for a card {fault}")
    hand = (Does.OWN_HAND if ev.player == player else Does.OPP_HAND) if cat is Does.DISCARD else None
    if hand is not None and _strict[0] and answerable and hand not in does:
        whose = "its activator's own" if hand is Does.OWN_HAND else "its activator's opponent's"
        raise CategoryError(f"{card} effect {effect} discarded a card of {whose} hand, but its categories {does} "
                            f"lack {hand.name}: declare `does=... | Does.{hand.name}` on the effect")
    if cat is Does.DAMAGE and _strict[0] and Does.SELF_DAMAGE in does and ev.player != player:
        raise CategoryError(f"{card} effect {effect} inflicted damage to its activator's opponent, but its categories "
                            f"{does} declare SELF_DAMAGE")


def _field_fault(does: Does, qualifier: Does, ev: Event, trap: bool, player: int, answerable: bool) -> str:
    """What is wrong with an effect of these categories destroying or returning, unshown, the event's card from a
    zone of the field whose qualifier is `qualifier` (`trap`: the card is a trap card; `answerable`: see `check`);
    "" if nothing is."""
    zone = Zone(ev.src).name
    face_up = not Pos(ev.pos).face_down
    # reached as a spell/trap card: from those zones, or a face-up trap monster by an effect that reaches no monster
    as_trap = trap and (qualifier is Does.SPELLS_TRAPS or (face_up and Does.MONSTERS not in does))
    if answerable and qualifier not in does and not (as_trap and Does.SPELLS_TRAPS in does):
        return (f"it does not target in the {zone} zone, but its categories {does} lack {qualifier.name}: declare "
                f"`does=... | Does.{qualifier.name}` on the effect")
    if Does.OPPONENTS in does and ev.player == player:
        return f"its own player controlled in the {zone} zone, but its categories {does} declare OPPONENTS"
    if Does.SPELLS_ONLY in does and as_trap:
        return f"that is a trap card in the {zone} zone, but its categories {does} declare SPELLS_ONLY"
    if Does.SET_ONLY in does and face_up:
        return f"that was face-up in the {zone} zone, but its categories {does} declare SET_ONLY"
    return ""

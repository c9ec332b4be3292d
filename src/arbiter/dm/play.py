"""The turn player's actions outside battle: charging mana, summoning, casting, cross gears and castles."""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.dm.frames import routine
from arbiter.dm.mana import can_pay, payment
from arbiter.dm.model import Card, Zone
from arbiter.dm.pipeline import happen, moved
from arbiter.dm.verbs import put_into_battle, tap
from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.reasons import Why


def evolution_bases(d: Duel, c: Card) -> list[int]:
    """The creatures `c` could evolve from: its owner's creatures that its evolution condition accepts."""
    test = c.defn.evolves_from
    if test is None:
        return []
    return [x.idx for x in d.creatures(c.owner) if test(x.defn)]


def can_enter(d: Duel, c: Card) -> bool:
    """Whether the creature `c` could be put into the battle zone now: an evolution creature needs a creature of its
    owner's to evolve from (801.1a)."""
    return c.defn.kind == "creature" or (c.defn.kind == "evolution" and bool(evolution_bases(d, c)))


def choose_base(d: Duel, c: Card, p: int) -> int:
    """The creature `p` puts the evolution creature `c` on, chosen now; -1 for a card that is no evolution creature."""
    if c.defn.kind != "evolution":
        return -1
    on_en, on_ja = c.defn.evolves_on
    return d.pick(p, evolution_bases(d, c), "evolve", prompt_en=f"choose {on_en} to evolve from",
                  prompt_ja=f"進化元にする{on_ja}を選ぶ", source=c.idx)


SUMMONED = ("creature", "cross_gear", "evolution")  # the kinds summoned (generated); the others are cast
# why a card of the hand cannot be summoned or cast (`play_refusal`), in both languages (`kernel.reasons.Why`)
NOT_PLAYED = Why("it is not a card played from the hand", "手札から使うカードではない")
UNPAYABLE = Why("its player's untapped mana cannot pay its cost and civilization",
                "タップされていないマナでは、コストと文明を支払えない")
NO_SHIELD = Why("its player has no shield to fortify", "要塞化するシールドがない")
# why a cross gear cannot be crossed to a creature (`cross_refusal`)
NOT_OWN_CREATURE = Why("a cross gear is crossed only to a creature in its player's battle zone",
                       "クロスできるのは自分のバトルゾーンのクリーチャーだけ")
ALREADY_CROSSED = Why("it is already crossed to that creature", "既にそのクリーチャーにクロスされている")


def play_refusal(d: Duel, c: Card) -> str:
    """Why the turn player may not summon or cast `c` from the hand in the main phase ("" if they may)."""
    p = d.tp
    k = c.defn.kind
    if k not in (*SUMMONED, "spell", "castle"):
        return NOT_PLAYED
    if not can_pay(d, p, c.defn):
        return UNPAYABLE
    if k == "evolution" and not evolution_bases(d, c):
        on_en, on_ja = c.defn.evolves_on  # which creature it evolves on: the player sees why theirs will not do
        return Why(f"it evolves on {on_en} of its player's, and there is none",
                   f"進化元にできる自分の{on_ja}がいない")
    if k == "castle" and not d.players[p].shields:
        return NO_SHIELD
    return ""


def cross_refusal(d: Duel, gear: Card, target: int) -> str:
    """Why the cross gear `gear`, in its player's battle zone, may not be crossed to the card `target` ("" if it may,
    its cost aside): one of its player's creatures, another than the one it is crossed to, which crossing moves it
    off."""
    t = d.cards[target]
    if target not in d.players[gear.owner].battle or not t.defn.is_creature:
        return NOT_OWN_CREATURE
    if gear.gear_on == target:
        return ALREADY_CROSSED
    return ""


def main_options(d: Duel) -> list[Option]:
    """What the turn player may do in the main phase (besides moving on to the attack phase)."""
    p = d.tp
    out: list[Option] = []
    for i in d.players[p].hand:
        c = d.cards[i]
        if not play_refusal(d, c):
            out.append(d.card_option("summon" if c.defn.kind in SUMMONED else "cast", i))
    for g in d.players[p].battle:
        gear = d.cards[g]
        if gear.defn.kind != "cross_gear" or not can_pay(d, p, gear.defn):
            continue
        for cr in d.creatures(p):
            if not cross_refusal(d, gear, cr.idx):
                o = d.card_option("cross", g)
                out.append(Option(f"cross:{g}:{cr.idx}", "cross", g, cr.idx, o.label_en, o.label_ja))
    return out


def mana_options(d: Duel) -> list[Option]:
    if d.charged:
        return []
    return [d.card_option("charge", i) for i in d.players[d.tp].hand]


def pay(d: Duel, p: int, c: Card) -> int:
    cards = payment(d, p, c)
    if cards is None:
        raise AssertionError(f"{c.defn.name_en} cannot be paid for")  # the options offered only payable cards
    tap(d, [d.cards[i] for i in cards], p, "cost")
    return len(cards)


@routine("charge")
def _charge(d: Duel, args: tuple[int, ...]) -> None:
    c = d.cards[args[0]]
    d.charged = True
    d.note("charge", c.owner, d.ref(c.idx))
    happen(d, moved(d, "to_mana", c, Zone.MANA, c.owner, "rule"))


@routine("summon")
def _summon(d: Duel, args: tuple[int, ...]) -> None:
    c = d.cards[args[0]]
    p = c.owner
    base = choose_base(d, c, p)
    paid = pay(d, p, c)
    if base >= 0:  # the creature it goes onto leaves the board with no line of its own: this one names it
        d.note("evolve", p, d.ref(c.idx), d.ref(base), paid)
    else:
        d.note("generate" if c.defn.kind == "cross_gear" else "summon", p, d.ref(c.idx), paid)
    put_into_battle(d, c, p, c.idx, on=base, reason="rule")


@routine("cast")
def _cast(d: Duel, args: tuple[int, ...]) -> None:
    c = d.cards[args[0]]
    p = c.owner
    paid = pay(d, p, c)
    if c.defn.kind == "castle":
        d.note("fortify", p, d.ref(c.idx), paid)
        fortify(d, c, p)
    else:
        cast_spell(d, c, p, paid)


@routine("cross")
def _cross(d: Duel, args: tuple[int, ...]) -> None:
    gear, creature = d.cards[args[0]], d.cards[args[1]]
    paid = pay(d, gear.owner, gear)
    # said here, as a summon is, so that the log says who crossed and what it cost (crossing is never replaced)
    d.note("cross", gear.owner, d.ref(gear.idx), d.ref(creature.idx), paid)
    happen(d, Event("cross", Cause(gear.owner, Reason.RULE, gear.idx), gear.idx, gear.owner, creature.idx))


def cast_spell(d: Duel, c: Card, p: int, paid: int = 0) -> None:
    """Cast a spell (paid for, or free by S-Trigger): it resolves, then goes to the graveyard."""
    d.note("cast", p, d.ref(c.idx), paid)
    happen(d, moved(d, "cast", c, Zone.LIMBO, p, "rule", c.idx))
    if c.zone is not Zone.LIMBO:
        return
    oid = c.oid
    c.defn.handlers["cast"](d, c, p, moved(d, "cast", c, Zone.LIMBO, p, "rule", c.idx))
    if c.zone is Zone.LIMBO and c.oid == oid:
        happen(d, moved(d, "spell_done", c, Zone.GRAVE, p, "rule", c.idx))


def fortify(d: Duel, c: Card, p: int) -> None:
    """A castle: fortify one of its owner's shields."""
    s = d.pick(p, list(d.players[p].shields), "fortify", prompt_en="choose the shield to fortify",
               prompt_ja="要塞化するシールドを選ぶ", source=c.idx)
    if s < 0:
        happen(d, moved(d, "to_grave", c, Zone.GRAVE, p, "rule"))
        return
    happen(d, moved(d, "fortify", c, Zone.CASTLE, p, "rule", c.idx, f"fort:{s}"))
    if c.zone is Zone.CASTLE:
        d.note("fortified", d.ref(c.idx), d.seen_ref(s))

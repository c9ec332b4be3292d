"""Counters: A-Counters of the Aliens, Venom Counters and clock counters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.cards.shared.zones import all_field_cards
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


A_COUNTER = "Aカウンター"
VENOM = "ヴェノムカウンター"
CLOCK = "時計カウンター"


def is_alien(c: Card) -> bool:
    return name_includes(c, "エーリアン")


def is_venom(c: Card) -> bool:
    return name_includes(c, "ヴェノム")


def weakens(d: Duel, m: Card) -> bool:
    """`m` declares the A-counter battle effect (`alien_weakening`)."""
    defn = d.defs[m.idx]
    return defn is not None and any(e.atk is a_battle for e in defn.effects)


def first_weakener(ctx: Ctx) -> bool:
    """With several face-up monsters declaring the A-counter battle effect, it applies once."""
    d = ctx.duel
    on = [m.idx for p in (0, 1) for m in d.monsters_of(p) if m.face_up and weakens(d, m) and not d.effect_negated(m)]
    return bool(on) and min(on) == ctx.card.idx


def a_battle(ctx: Ctx, c: Card) -> int:
    """-300 per A-counter while `c` battles a monster with 「エーリアン」 in its name, in damage calculation."""
    d = ctx.duel
    if not first_weakener(ctx):
        return 0
    att = d.attack
    n = c.counters.get(A_COUNTER, 0)
    if not n or att is None or att[2] < 0 or not d.calculating():
        return 0
    a, t = d.cards[att[0]], d.cards[att[2]]
    other = t if c.idx == a.idx else a if c.idx == t.idx else None
    if other is None or not other.face_up or not is_alien(other):
        return 0
    return -300 * n


def alien_weakening() -> Effect:
    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(A_COUNTER)),
                  atk=a_battle, defense=a_battle,
                  text_en="a monster with A-counters battling an Alien loses 300 ATK/DEF per counter",
                  text_ja="Ａカウンターが乗ったモンスターはエーリアンとの戦闘時、Ａカウンター１つにつき攻撃力・守備力３００ダウン")


def a_counter_on_targets(res: Resolution) -> None:
    """Put 1 A-Counter on each target (「エーリアン・グレイ」, 「「Ａ」細胞増殖装置」)."""
    for t in res.targets():
        res.duel.add_counter(t, A_COUNTER, 1, res.cause)


VENOM_SWAMP = 54306223
SWAMP_DESTROYS = 3  # the number of 「ヴェノム・スワンプ」's continuous effect: the ATK loss, and what reaches 0 by it


def swamp_of(d: Duel) -> Card | None:
    """The 「ヴェノム・スワンプ」 whose effect applies now, if any."""
    return next((c for c in all_field_cards(d) if is_named(c, VENOM_SWAMP) and c.face_up
                 and c.active and not d.effect_negated(c)), None)


def venom_victims(d: Duel, loss: Effect) -> list[Card]:
    """The face-up monsters whose ATK 「ヴェノム・スワンプ」's venom loss (`loss`, its continuous effect) brings to 0:
    at 0 with it, above 0 without it, every other change counted. One at 0 without it did not become 0 by it; one
    whose raise ends (a boost that expires, an equip that leaves) is brought to 0 by it then."""
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
            if c.face_up and c.counters.get(VENOM) and d.atk(c) == 0 and d.atk(c, besides=loss) > 0]


def venom_check(res: Resolution) -> None:
    """「ヴェノム・スワンプ」: the monsters whose ATK its loss brought to 0 as counters were placed are destroyed as the
    effect placing them resolves. The swamp destroys them, whichever effect put the counters (「ヴェノム・ボア」's own
    effect destroys nothing); any other way to 0 is its continuous effect's `destroys`, between steps."""
    d = res.duel
    swamp = swamp_of(d)
    if swamp is None:
        return
    cause = res.cause if res.card.idx == swamp.idx else Cause(swamp.ctl, Reason.EFFECT, swamp.idx, SWAMP_DESTROYS)
    defn = d.defs[swamp.idx]
    assert defn is not None
    d.destroy(venom_victims(d, defn.effects[SWAMP_DESTROYS - 1]), cause)


def put_venom(res: Resolution, c: Card, n: int) -> None:
    res.duel.add_counter(c, VENOM, n, res.cause)
    venom_check(res)


def own_standby_self(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ev.player == ctx.player


def summon_from_hand(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.HAND and d.free_slots(res.player, Zone.MONSTERS):
        summon(res, c)

"""Who a monster may attack: the opponent's monsters that may be chosen as its attack target, and whether it may
attack directly. One rule for the attack's declaration (`legality.idle_options`, `legality.attack_refusal`), for the
monster the opponent picks for it (「ノーブル・ド・ノワール」) and for its replay (巻き戻し), both in `battle.Attack`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.log import quoted
from arbiter.kernel.reasons import Why
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

NO_DIRECT = Why("the opponent controls a monster, so it cannot attack directly",
                "相手がモンスターをコントロールしているため、直接攻撃できない")
DIRECT_LOCKED = Why("an effect keeps it from attacking directly", "効果によって直接攻撃できない")
DIRECT_SPENT = Why("it has made every direct attack it may make in this battle phase",
                   "このバトルフェイズに行える直接攻撃は既にすべて行っている")
OPPONENTS_ONLY = Why("it attacks only a monster the opponent controls",
                     "攻撃できるのは相手がコントロールするモンスターだけ")
UNATTACKABLE = Why("that monster cannot be attacked", "そのモンスターは攻撃対象にできない")
DIRECT_ONLY = Why("it may attack only directly", "直接攻撃しかできない")
STRUCK = Why("it has already attacked that monster in this battle phase",
             "このバトルフェイズ、既にそのモンスターに攻撃している")
SHIELDED = Why("an effect keeps it from attacking that monster", "効果によって、そのモンスターには攻撃できない")


class Defenders:
    """The monsters of player `p`'s opponent as attack targets of `p`'s monsters, read once for a state: `every`,
    those that keep `p`'s monsters from attacking directly (one that forbids "guard", 「伝説のフィッシャーマン」 under
    「海」, counts for no direct-attack rule and is no attack target either); `opp`, of those, the ones that may be
    attacked; `lures`, the cards whose attacks `p`'s attack position monsters able to attack them must make
    (「ヴォルカニック・デビル」)."""

    __slots__ = ("every", "lures", "opp", "p")

    def __init__(self, d: Duel, p: int) -> None:
        self.p = p
        self.every = [m for m in d.monsters_of(1 - p) if not (d.any_static and d.forbidden(m, "guard"))]
        self.opp = [m for m in self.every if not d.forbidden(m, "be_attacked")]
        self.lures = {s.idx for s, e in d.statics() if e.lures and s.ctl != p and s.zone is Zone.MONSTERS} \
            if d.any_static else set()

    def aims(self, d: Duel, c: Card, made: int, each: bool, again: tuple[int, int] | None = None
             ) -> tuple[list[Card], bool, bool]:
        """What `c` may attack: the monsters, whether it may attack directly, and whether it must attack one of those
        monsters (a lure among them, `c` in attack position: the lures only then, and no direct attack). `made`: its
        attacks in this battle phase before this one (`Card.attacks_made`); `each`: whether it may attack each
        opposing monster once (「阿修羅」); `again`: the monster object a replayed attack was declared on (that
        strike is the replayed attack's own)."""
        targets: list[Card] = []
        if self.opp and not (d.any_static and d.forbidden(c, "attack_monster")):
            struck = _struck(d, c, each, again)
            targets = [o for o in self.opp if not target_refusal(d, c, o, struck)]
            lured = [o for o in targets if o.idx in self.lures] if c.in_attack else []
            if lured:
                return lured, False, True
        return targets, not self.direct_refusal(d, c, made, each), False

    def direct_refusal(self, d: Duel, c: Card, made: int, each: bool) -> str:
        """Why `c` may not attack directly ("" if it may): a monster that keeps it from doing so, unless it may
        attack past them; an effect; its direct attacks spent (`made`, `each`: as `aims`)."""
        if self.every and not d.may_attack_directly(c):
            return NO_DIRECT
        if d.forbidden(c, "attack_directly"):
            return DIRECT_LOCKED
        if made >= (1 if each else d.attacks_allowed(c, direct=True)):
            return DIRECT_SPENT
        return ""

    def refusal(self, d: Duel, c: Card, target: int, made: int, each: bool,
                again: tuple[int, int] | None = None) -> str:
        """Why `c` may not attack the card `target` (-1: directly) by the checks of `aims` ("" if it may)."""
        if target < 0:
            why = self.direct_refusal(d, c, made, each)
        else:
            t = d.cards[target]
            if t not in self.every:
                return UNATTACKABLE if t in d.monsters_of(1 - self.p) else OPPONENTS_ONLY
            if t not in self.opp:
                return UNATTACKABLE
            if d.any_static and d.forbidden(c, "attack_monster"):
                return DIRECT_ONLY
            why = target_refusal(d, c, t, _struck(d, c, each, again))
        if why:
            return why
        targets, _, lured = self.aims(d, c, made, each, again)
        if lured and all(m.idx != target for m in targets):
            lure = targets[0].data
            return Why(f"it must attack {quoted(lure.name_ja, lure.name_en, 'en')}, which draws its attacks",
                       f"攻撃を引きつける「{lure.name_ja or lure.name_en}」を攻撃しなければならない")
        return ""


def target_refusal(d: Duel, c: Card, target: Card, struck: frozenset[tuple[int, int]]) -> str:
    """Why `c` may not attack the opponent's monster `target`, which may be attacked ("" if it may): `struck`, the
    monsters it has attacked in this battle phase where it may attack each once (`Duel.struck`)."""
    if (target.idx, target.oid) in struck:
        return STRUCK
    if d.any_static and d.shielded_from(target, c):
        return SHIELDED
    return ""


def _struck(d: Duel, c: Card, each: bool, again: tuple[int, int] | None) -> frozenset[tuple[int, int]]:
    """The monsters `c` may attack no more, where it attacks each once: a replayed attack may go on with its own."""
    if not each:
        return frozenset()
    struck = d.struck(c)
    return struck - {again} if again is not None else struck

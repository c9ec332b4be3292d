"""Attacks: declaration, ninja strikes, blocks, battles, breaking shields, S-Triggers and direct attacks."""

from __future__ import annotations

from arbiter.dm.duel import Duel, Pending, no_option
from arbiter.dm.frames import Frame, Op, routine, settle
from arbiter.dm.model import SHIELD_TRIGGER, SLAYER, WINS_ALL_BATTLES, Card, Zone
from arbiter.dm.pipeline import drop_castles, happen_all, moved
from arbiter.dm.play import cast_spell
from arbiter.dm.verbs import destroy, put_into_battle, tap
from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.reasons import Why

NOT_TURN_PLAYERS = Why("it is not the turn player's creature", "ターンプレイヤーのクリーチャーではない")
TAPPED_TARGETS_ONLY = Why("it attacks only the opponent or a tapped creature of theirs",
                          "攻撃できるのは相手プレイヤーか、相手のタップされているクリーチャーだけ")


def attack_options(d: Duel) -> list[Option]:
    """Every attack the turn player may declare: at the opponent, or at one of their tapped creatures."""
    out = []
    targets = [t for t in d.creatures(1 - d.tp) if t.tapped]
    for c in d.creatures(d.tp):
        if not d.can_attack(c):
            continue
        o = d.card_option("attack", c.idx)
        out.append(Option(f"attack:{c.idx}:-1", "attack", c.idx, -1, o.label_en, o.label_ja))
        for t in targets:
            out.append(Option(f"attack:{c.idx}:{t.idx}", "attack", c.idx, t.idx, o.label_en, o.label_ja))
    return out


def attack_refusal(d: Duel, c: Card, target: int) -> str:
    """Why the turn player may not declare an attack of `c` on the creature `target` (-1: the opponent) now, by the
    rules `attack_options` follows ("" if none refuses it)."""
    if c.idx not in d.players[d.tp].battle:
        return NOT_TURN_PLAYERS
    why = d.attacker_refusal(c)
    if why:
        return why
    if target >= 0 and not (target in d.players[1 - d.tp].battle and d.cards[target].tapped):
        return TAPPED_TARGETS_ONLY
    return ""


def present(d: Duel, i: int, oid: int) -> bool:
    return i >= 0 and d.cards[i].oid == oid and d.cards[i].zone is Zone.BATTLE


class AttackFrame(Frame):
    """One attack from declaration to its end; waiting effects resolve between its steps."""

    __slots__ = ("aoid", "attacker", "blocker", "boid", "stage", "target", "toid")

    def __init__(self, d: Duel, attacker: int, target: int) -> None:
        self.attacker = attacker
        self.aoid = d.cards[attacker].oid
        self.target = target
        self.toid = d.cards[target].oid if target >= 0 else 0
        self.blocker = -1
        self.boid = 0
        self.stage = 0

    def step(self, d: Duel) -> None:
        if self.stage == 0:
            self.stage = 1
            d.stack.append(Op("declare_attack", self.attacker, self.target))
            return
        if settle(d):
            return
        if self.stage == 1:
            self.stage = 2
            if present(d, self.attacker, self.aoid):
                opts = [d.card_option("block", c.idx) for c in blockers(d)]
                if opts:
                    # the question comes from the attacking creature, which the prompt names
                    d.pending = Decision(1 - d.tp, "block", [*opts, no_option()], *d.prompts(
                        self.attacker, 1 - d.tp, "block this attack with a blocker?", "この攻撃をブロックする？"),
                        passable=True)
                    return
        if self.stage == 2:
            self.stage = 3
            if self.blocker >= 0:
                d.stack.append(Op("block", self.blocker))
                return
        if self.stage == 3:
            self.stage = 4
            if present(d, self.attacker, self.aoid):
                d.stack.append(Op("resolve_attack", self.attacker, self.aoid, self.target, self.toid, self.blocker,
                                  self.boid))
                return
        d.attacking = -1
        d.stack.pop()

    def answer(self, d: Duel, o: Option) -> None:
        if o.kind == "block":
            self.blocker = o.card
            self.boid = d.cards[o.card].oid


def blockers(d: Duel) -> list[Card]:
    return [c for c in d.creatures(1 - d.tp) if d.is_blocker(c) and not c.tapped]


def ninja_offer(d: Duel, p: int) -> None:
    """ニンジャ・ストライク: when the opponent's creature attacks or blocks, a player with enough mana may
    summon one such creature from the hand for free, once per attack; it goes to the deck bottom at the
    end of the turn."""
    if d.ninja_used[p]:
        return
    mana = len(d.players[p].mana)
    ninjas = [i for i in d.players[p].hand if 0 < d.cards[i].defn.ninja_strike <= mana]
    if not ninjas:
        return
    o = d.ask(p, "ninja", [*(d.card_option("ninja", i) for i in ninjas), no_option()],
              "use Ninja Strike?", "ニンジャ・ストライクを使う？", source=-1, passable=True)
    if o.kind == "no":
        return
    d.ninja_used[p] = True
    c = d.cards[o.card]
    d.note("ninja", p, d.ref(c.idx))
    if put_into_battle(d, c, p, c.idx, reason="rule"):
        d.serial += 1
        ev = moved(d, "to_deck", c, Zone.DECK, p, "effect", c.idx, "bottom")
        d.delayed.append(Pending(d.serial, p, c.idx, "ninja_bottom", ev))


@routine("declare_attack")
def _declare(d: Duel, args: tuple[int, ...]) -> None:
    a = d.cards[args[0]]
    target = args[1]
    d.ninja_used = [False, False]
    d.attacking = a.idx
    d.note("attack", d.ref(a.idx), d.ref(target) if target >= 0 else 1 - a.owner)
    tap(d, [a], a.owner, "rule")
    ninja_offer(d, 1 - a.owner)


@routine("block")
def _block(d: Duel, args: tuple[int, ...]) -> None:
    b = d.cards[args[0]]
    d.note("block", d.ref(b.idx))
    tap(d, [b], b.owner, "rule")
    ninja_offer(d, 1 - b.owner)


@routine("resolve_attack")
def _resolve(d: Duel, args: tuple[int, ...]) -> None:
    attacker, _, target, toid, blocker, boid = args
    a = d.cards[attacker]
    if blocker >= 0:
        if present(d, blocker, boid):
            battle(d, a, d.cards[blocker])
        return
    if target >= 0:
        if present(d, target, toid):
            battle(d, a, d.cards[target])
        return
    opp = 1 - a.owner
    if not d.players[opp].shields:
        d.note("direct_attack", d.ref(a.idx), opp)
        d.lose(opp, "direct_attack")
    break_shields(d, a, opp)


def wins_all(d: Duel, p: int) -> bool:
    for i in d.pile(p, Zone.CASTLE):
        c = d.cards[i]
        if c.defn.has(WINS_ALL_BATTLES) and c.fort >= 0 and d.cards[c.fort].zone is Zone.SHIELDS:
            return True
    return False


def battle(d: Duel, a: Card, b: Card) -> None:
    """Compare powers: the lower is destroyed, both on a tie (115); then Slayer destroys the other creature."""
    pa, pb = d.power(a), d.power(b)
    wa, wb = wins_all(d, a.owner), wins_all(d, b.owner)
    if wa or wb:  # a castle's "your creatures win every battle"
        losers = [] if wa and wb else [b] if wa else [a]
    elif pa != pb:
        losers = [b] if pa > pb else [a]
    else:
        losers = [a, b]
    # スレイヤー: "when it battles, after the battle, destroy the other creature", whoever won (the Slayer's ability,
    # its player's); the other creature as it battled (the same object)
    slain = [(y, y.oid, x) for x, y in ((a, b), (b, a)) if x.defn.has(SLAYER)]
    d.note("battle", d.ref(a.idx), pa, d.ref(b.idx), pb)
    destroy(d, losers, d.tp, reason="battle")
    # after the battle, an event of its own once the battle's destruction is done: a replacement of the one cannot
    # take the other's creature as already doomed (docs/uncertain-rulings.md, h-dmsweep2)
    for y, oid, x in slain:
        if present(d, y.idx, oid):
            destroy(d, [y], x.owner, x.idx)


def break_shields(d: Duel, a: Card, opp: int) -> None:
    """The attacker breaks its number of shields, chosen by its player; they break at once (509.5)."""
    shields = d.players[opp].shields
    n = min(a.defn.breaker, len(shields))
    chosen: list[int] = []
    for k in range(1, n + 1):
        left = [s for s in shields if s not in chosen]
        # a breaker's questions say which of its shields each is: the second reads otherwise as the first again
        of_en, of_ja = (f" ({k} of {n})", f"（{n}枚中{k}枚目）") if n > 1 else ("", "")
        chosen.append(d.pick(a.owner, left, "break", prompt_en="choose a shield to break" + of_en,
                             prompt_ja="ブレイクするシールドを選ぶ" + of_ja, source=a.idx))
    d.note("break", d.ref(a.idx), tuple(d.seen_ref(s) for s in chosen))  # face down: named to no seat
    d.shield_hand = []
    break_these(d, a, [d.cards[s] for s in chosen])
    shield_triggers(d, opp)


def break_these(d: Duel, a: Card, shields: list[Card], detail: str = "") -> None:
    """Break shields at once; while they break they are not counted as shields (113.6a). A break made while another
    is going on (「ガイアール・ゼロ」's closing break) leaves that one's shields waiting, still not counted."""
    outer, d.breaking = d.breaking, [*d.breaking, *(s.idx for s in shields)]
    try:
        happen_all(d, [moved(d, "break", s, Zone.HAND, a.owner, "battle", a.idx, detail) for s in shields])
    finally:
        d.breaking = outer


def shield_triggers(d: Duel, p: int) -> None:
    """The owner declares S-Triggers among the cards the shields put into the hand, orders and uses them free."""
    cands = [i for i in d.shield_hand if d.cards[i].zone is Zone.HAND and d.cards[i].owner == p
             and d.cards[i].defn.has(SHIELD_TRIGGER)]
    declared: list[int] = []
    while cands:
        o = d.ask(p, "strigger", [*(d.card_option("strigger", i) for i in cands), no_option()],
                  "use an S-Trigger?", "S・トリガーを使う？", source=-1, passable=True)
        if o.kind == "no":
            break
        declared.append(o.card)
        cands.remove(o.card)
    order: list[int] = []
    if len(declared) > 1:
        while declared:
            i = d.pick(p, declared, "strigger_order", prompt_en="choose the S-Trigger to use next",
                       prompt_ja="次に使うS・トリガーを選ぶ", source=-1)
            order.append(i)
            declared.remove(i)
    else:
        order = declared
    for i in order:
        c = d.cards[i]
        if c.zone is not Zone.HAND:
            continue
        d.note("strigger", p, d.ref(i))
        if c.defn.kind == "spell":
            cast_spell(d, c, p)
        elif c.defn.is_creature:
            put_into_battle(d, c, p, i, reason="rule")
    d.shield_hand = []
    drop_castles(d)  # the castles that waited for their shields' S-Triggers

"""Summoning, setting and changing position, with the windows that follow a summon.

After a normal or flip summon: first the opponent's window for negating the summon itself, then the
summon succeeds (continuous effects apply, triggers such as flip effects form a chain), then quick
responses with the summon as the last thing that happened, the turn player first (seed 003).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.kernel.values import value
from arbiter.ocg.chain import SUMMON_TRIBUTE, Activation, TriggerChain, Window
from arbiter.ocg.effects import Effect
from arbiter.ocg.frame import Frame
from arbiter.ocg.legality import (
    STAND_IN_ALONE,
    can_tribute,
    face_up_summon_test,
    lp_price,
    next_tributes,
    procedure_ways,
    spend_fewer_grant,
    summon_tribute_refusal,
    tribute_stand_ins,
    tribute_summon_ways,
    tribute_value,
    tributes_beside_a_double,
    tributes_needed,
)
from arbiter.ocg.names import names_of
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_locks import Lifts

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.ocg.duel import Duel


def _negation_window(d: Duel, c: Card, detail: str, p: int | None = None) -> None:
    """The opponent's window right after a summon by `p` (the turn player unless given), for negating the summon
    itself (seed 003 【Ａ】)."""
    p = d.tp if p is None else p
    c.since = None  # its continuous effects wait for the summon to succeed (R003-032)
    d.version += 1
    d.stack.append(Window(1 - p, (Event("summoning", Cause(p, Reason.RULE, c.idx), c.idx, p, detail=detail),),
                          summon_negation=True))


def _succeeded(d: Duel, ev: Event, flip: Event | None = None) -> None:
    """The summon has happened: the monster's continuous effects and those of the field start to apply to it
    (seed 003 【Ｂ１】), triggers form a chain, then the window with the summon as last event. The monsters tributed
    for it are part of the summon, so what answers their move may answer them there too (「道連れ」 after a tribute
    summon, as 「代打バッター」's own trigger does). A flip summon's `flip` is recorded with it, in the same thing
    that happens: an optional "when flipped" trigger is not missed for it (「竜宮之姫」)."""
    tributes = tuple(e for e in d.answerable_events() if e.kind == "tributed" and e.cause.card == ev.card)
    d.next_thing()
    d.recent = [*tributes]
    c = d.cards[ev.card]
    if c.zone is Zone.MONSTERS:
        d.stamp(c)
    if flip is not None:
        d.record(flip)
    d.record(ev)
    defn = d.defs[c.idx]
    if defn is not None and defn.summon_sealed and ev.kind == "summoned" and ev.detail == "normal":
        # a sealed summon: only the monster's own effects may be activated as it succeeds, and nothing answers it
        d.triggers = [t for t in d.triggers if t.card == c.idx]
        if d.triggers:
            d.stack.append(TriggerChain())
        return
    if d.triggers:
        d.stack.append(TriggerChain((ev, *tributes)))
    else:
        d.stack.append(Window(d.tp, (ev, *tributes), ignition_ok=True))


def more_tributes(d: Duel, p: int, c: Card, chosen: list[int]) -> list[Card]:
    """The further monsters `p` may tribute at will for the tribute summon of `c` (`CardDef.more_tributes`)."""
    defn = d.defs[c.idx]
    if defn is None or defn.more_tributes is None:
        return []
    ok = defn.more_tributes
    return [m for m in d.monsters_of(p) if m.idx not in chosen and ok(m) and tribute_value(d, m, c) > 0]


def spend_summon(d: Duel, p: int, grant: str | None) -> None:
    """`p` has made a normal summon (or set): by `grant`, the key of the summon an effect allows beyond the normal
    summon (`InForce.extra_summon_grant`: 「氷騎士」, 「魔道化リジョン」), or, with None, by the normal summon of the
    turn."""
    pl = d.players[p]
    if grant is None:
        pl.note_normal_summon(d.turn)
    else:
        pl.note_extra_summon(d.turn)
        pl.did = {**pl.did, grant: d.turn}


# the answer that ends a tribute summon's tributes where one chosen may count as two (`tributes_beside_a_double`)
AS_TWO = Option("done", "done", label_en="count it as two tributes", label_ja="２体分の生け贄とする")


def lp_or_tributes(p: int, price: int, tributes_too: bool) -> Decision:
    """`p`'s choice between paying `price` LP instead of a tribute summon's tributes and tributing (`Effect.
    lp_per_tribute`: 「死皇帝の陵墓」); only paying where the tributes cannot be made."""
    opts = [Option("pay", "pay", arg=price, label_en=f"pay {price} LP instead of tributing",
                   label_ja=f"生け贄の代わりに{price}ライフポイントを払う")]
    if tributes_too:
        opts.append(Option("tributes", "tributes", arg=0, label_en="tribute", label_ja="生け贄を捧げる"))
    return Decision(p, "lp_or_tributes", opts, "pay LP instead of tributing?",
                    "ライフポイントを払って生け贄の代わりにするか")


@value
class TributeChoice:
    """What the normal summon (or set) of a monster from the hand has chosen so far of its tributes, one question at
    a time (`tribute_question`), whoever makes it: the rules' summon (`NormalSummon`) and an effect's
    (`effect_summons.summon_from_hand`, 「血の代償」) ask the same questions. `fewer`: the count of the way of its
    text taken (-1 the usual way, None not asked; `also`: its way with more tributes); `lp`: LP paid in place of the
    tributes (-1 not asked, 0 tributes); `more_done`: no further tributes (at will, or beside a double: `AS_TWO`)."""

    tributes: tuple[int, ...] = ()
    fewer: int | None = None
    also: bool = False
    lp: int = -1
    more_done: bool = False

    def answered(self, o: Option) -> TributeChoice:
        """The choices once `o`, the answer to the question `tribute_question` asked, is given."""
        fewer, also, lp, more_done, tributes = self.fewer, self.also, self.lp, self.more_done, self.tributes
        if o.kind in ("yes", "no"):
            fewer, also = (o.arg if o.kind == "yes" else -1), o.key == "also"
        elif o.kind == "done":
            more_done = True
        elif o.kind in ("pay", "tributes"):
            lp = o.arg if o.kind == "pay" else 0
        else:
            tributes = (*tributes, o.card)
        return TributeChoice(tributes, fewer, also, lp, more_done)

    @property
    def by_way(self) -> bool:
        """Whether a way of its text was taken (fewer tributes, or `also` more), not the usual one."""
        return self.fewer is not None and self.fewer >= 0


def tribute_terms(d: Duel, p: int, c: Card, pos: Pos, ch: TributeChoice) -> tuple[int, bool, list[int], Lifts | None]:
    """What the tributes of `p`'s normal summon (`pos` face-up) or set of `c` are chosen by, the way `ch` took: how
    many it needs, whether by a way of its text, the cards that may stand in for all of them, and the test a summon
    lock sets them (as `next_tributes` takes them)."""
    way = ch.by_way
    need = ch.fewer if ch.fewer is not None and way else tributes_needed(d, c)
    # a card that stands in for all the tributes of a face-up summon (「古代の機械城」)
    stand_ins = [] if pos is Pos.SET or way else [s.idx for s in tribute_stand_ins(d, p, c, need)]
    # a summon lock that forbids the face-up summon: the test its tributes must pass (「群雄割拠」)
    lifts = face_up_summon_test(d, p, c) if pos is not Pos.SET else None
    return need, way, stand_ins, lifts


def tribute_question(d: Duel, p: int, c: Card, pos: Pos, ch: TributeChoice,
                     ways: list[tuple[Option, Callable[[], str]]] | None = None) -> Decision | None:
    """The next question of `p`'s normal summon (`pos` face-up) or set of `c` by tributes, `ch` chosen so far; None
    once all is chosen. A way of its text first (`legality.tribute_summon_ways`: fewer tributes, or more; asked
    only where one is open, the usual one offered beside it where it is; `ways`: those the caller already has for
    `c`, nothing having changed since), then LP in place of the tributes (`lp_price`), the tributes one by one
    (`next_tributes`), another beside one that may count as two, and the further ones its text allows at will
    (「雲魔物－ニンバスマン」)."""
    if ch.fewer is None and not ch.tributes:
        # under a summon lock, only the ways whose tributes can lift it (「群雄割拠」)
        if ways is None:
            ways = tribute_summon_ways(d, p, c, pos)
        opts = [o for o, why in ways if o.key != "no" and not why()]
        if opts:
            opts += [o for o, why in ways if o.key == "no" and not why()]
            return Decision(p, "fewer_tributes", opts, f"normal summon {opts[0].label_en}?",
                            f"{opts[0].label_ja}通常召喚するか")
    need, way, stand_ins, lifts = tribute_terms(d, p, c, pos, ch)
    chosen = list(ch.tributes)
    # LP paid in place of the tributes leave a summon lock as it is
    price = lp_price(d, p, c, need, way) if ch.lp < 0 and not chosen and lifts is None else 0
    if price:
        return lp_or_tributes(p, price, can_tribute(d, p, c, need, way) or bool(stand_ins))
    if ch.lp <= 0 and not (chosen and chosen[0] in stand_ins) \
            and sum(tribute_value(d, d.cards[i], c, way) for i in chosen) < need:
        nxt = next_tributes(d, p, c, chosen, need, way, stand_ins, lifts)
        return Decision(p, "tribute", [d.card_option("tribute", i) for i in nxt], "choose a tribute", "生け贄を選ぶ")
    if not chosen or ch.more_done:
        return None
    beside = tributes_beside_a_double(d, p, c, chosen, need, way, stand_ins, lifts)
    if beside:  # one chosen may count as two, or as one beside another
        return Decision(p, "tribute", [*(d.card_option("tribute", i) for i in beside), AS_TWO],
                        "tribute another monster, or count the double as two?",
                        "さらに生け贄にするか（２体分とするか）")
    more = more_tributes(d, p, c, chosen)
    if more:  # further tributes its text allows, at will
        return Decision(p, "tribute", [*(d.card_option("tribute", m.idx) for m in more),
                                       Option("done", "done", label_en="no more tributes", label_ja="生け贄を終える")],
                        "tribute another monster?", "さらに生け贄にするか")
    return None


def tribute_refusal(d: Duel, p: int, c: Card, pos: Pos, ch: TributeChoice, asked: Decision, t: Card) -> str:
    """Why `t` is no answer to `asked`, the tribute question `tribute_question` put ("" where it is one): the check
    of the tributes it fails (`legality.summon_tribute_refusal`), worked out only when asked."""
    need, way, stand_ins, lifts = tribute_terms(d, p, c, pos, ch)
    chosen = list(ch.tributes)
    if any(o.key == "done" and o is not AS_TWO for o in asked.options):  # its further tributes at will
        return summon_tribute_refusal(d, p, c, chosen, need, way, stand_ins, lifts, t, more=True)
    if AS_TWO in asked.options and t.idx in stand_ins:
        return STAND_IN_ALONE
    return summon_tribute_refusal(d, p, c, chosen, need, way, stand_ins, lifts, t)


def pay_for_summon(d: Duel, p: int, c: Card, pos: Pos, ch: TributeChoice) -> bool:
    """What `p`'s normal summon (`pos` face-up) or set of `c` costs once all is chosen (`tribute_question`), whoever
    makes it: the tax on it (`Duel.pay_hand_tax`), the LP paid in place of the tributes, the rest of the hand where
    its text's condition discards it (「炎獄魔人ヘル・バーナー」, `CardDef.summon_discards_hand`), and the tributes
    (their events say what for: `SUMMON_TRIBUTE`). False where a payment took `p`'s last LP: they lost at that
    moment (R004-038), and nothing more is paid, nor is the monster summoned."""
    face_up = pos is not Pos.SET
    if not d.pay_hand_tax(p, c, "summon" if face_up else "set"):
        return False
    if ch.lp > 0 and not d.pay_lp(p, ch.lp, c.idx, "tributes" if face_up else "set"):
        return False
    defn = d.defs[c.idx]
    if defn is not None and defn.summon_discards_hand:
        rest = [i for i in d.players[p].hand if i != c.idx]
        if rest:
            d.discard(rest, Cause(p, Reason.COST, c.idx))
    if ch.tributes:
        d.tribute([d.cards[i] for i in ch.tributes], p, Cause(p, Reason.RULE, c.idx), detail=SUMMON_TRIBUTE,
                  summoned=c)
    return True


class NormalSummon(Frame):
    """A normal summon (face-up attack) or a normal set (face-down defense), with its tributes (`tribute_question`).

    A monster whose text also allows fewer tributes (`define(fewer_tributes=N)`) first asks its player
    whether to use that way (a decision of kind `fewer_tributes`, `yes`/`no`; only `yes` when the usual
    tributes cannot be made); the monster object is then remembered (`Duel.summoned_as(c, "fewer_tributes")`)."""

    __slots__ = ("card", "chosen", "pos", "stage")
    gathers_triggers = True

    def __init__(self, card: int, pos: Pos) -> None:
        self.card = card
        self.pos = pos
        self.stage = 0
        self.chosen = TributeChoice()

    def choice_refusal(self, d: Duel, t: Card) -> str:
        """Why `t` is no answer to the tribute question pending ("" where it is one): `tribute_refusal`."""
        p = d.pending
        if p is None or p.kind != "tribute":
            return ""
        return tribute_refusal(d, d.tp, d.cards[self.card], self.pos, self.chosen, p, t)

    def word_refusal(self, d: Duel, word: str) -> str:
        """Why `word` is no answer to the `fewer_tributes` question pending: a way it does not offer, by the check
        that leaves it out ("" where the word names none)."""
        p = d.pending
        if p is None or p.kind != "fewer_tributes":
            return ""
        offered = {o.key for o in p.options}
        return next((why() for o, why in tribute_summon_ways(d, d.tp, d.cards[self.card], self.pos)
                     if o.key not in offered and word in (o.key, o.label_en, o.label_ja)), "")

    def step(self, d: Duel) -> None:
        c = d.cards[self.card]
        p = d.tp
        if self.stage == 0:
            ch = self.chosen
            asked = tribute_question(d, p, c, self.pos, ch)
            if asked is not None:
                d.pending = asked
                return
            need = tribute_terms(d, p, c, self.pos, ch)[0]
            pl = d.players[p]
            # the grant read before its card may go as a tribute (「魔道化リジョン」 tributed for its own extra summon);
            # a face-up summon that a grant allows uses it even while the normal summon is left, which keeps that one
            # (it allows everything the grant does, and more) for later
            grant = None if pl.may_normal_summon(d.turn) and self.pos is Pos.SET \
                else d.extra_summon_grant(p, c, need)
            if not pay_for_summon(d, p, c, self.pos, ch):
                return  # the duel is over: no summon is declared
            spend_summon(d, p, grant)
            d.move(c, Zone.MONSTERS, Cause(p, Reason.RULE, c.idx), "placed", p, self.pos)
            if ch.by_way and ch.fewer is not None:
                d.note_summon(c, "also_tributes" if ch.also else "fewer_tributes")
                if not ch.also:
                    spend_fewer_grant(d, c, ch.fewer)
            if (ch.tributes or ch.lp > 0) and self.pos is not Pos.SET:
                # a tribute summon, LP paid instead of the tributes too (「生贄の抱く爆弾」, 「炎帝テスタロス」 ask it)
                d.note_tribute_summon(c, ch.tributes)
            if self.pos is Pos.SET:
                d.log.append(LogEntry("set_monster", (p, d.ref(c.idx))))
                d.stack.pop()
                # a set is not a summon that succeeds, but cards may answer it while it is the last thing
                ev = Event("set_monster", Cause(p, Reason.RULE, c.idx), c.idx, p)
                d.next_thing()
                d.record(ev)
                d.stack.append(TriggerChain((ev,)) if d.triggers else Window(d.tp, (ev,)))
                return
            d.log.append(LogEntry("summon", (p, d.ref(c.idx))))
            self.stage = 1
            defn = d.defs[c.idx]
            if defn is None or not defn.summon_sealed:  # a sealed summon cannot be negated: no window for it
                _negation_window(d, c, "normal")
            return
        d.stack.pop()
        if c.zone is Zone.MONSTERS:
            _succeeded(d, Event("summoned", Cause(p, Reason.RULE, c.idx), c.idx, p, detail="normal"))

    def answer(self, d: Duel, o: Option) -> None:
        self.chosen = self.chosen.answered(o)


class ProcedureSummon(Activation):
    """A special summon by the monster's own procedure (`Kind.PROCEDURE`).

    Its cost is paid as an activation's is (the same stages), but nothing is activated and no chain link
    is made (R004-175). The player chooses face-up attack or defense, the monster is placed (on the
    opponent's field for `summon_side="opp"`), the opponent may negate the summon in its negation window,
    and then it succeeds as a normal summon does.
    """

    __slots__ = ("pos", "src")
    forms_link = False

    def __init__(self, player: int, card: int, effect: int) -> None:
        super().__init__(player, card, effect, ())
        self.pos = Pos.NONE
        self.src = -1  # the zone it was summoned from, once placed

    def step(self, d: Duel) -> None:
        if self.stage == 0:
            # under a summon lock, only the ways of paying the cost that lift it are offered (「群雄割拠」)
            self.ways = procedure_ways(d, self.player, d.cards[self.card], self._eff(d))
        super().step(d)

    def complete(self, d: Duel, c: Card, eff: Effect) -> None:
        p = self.player
        cause = Cause(p, Reason.RULE, c.idx)
        if self.pos is Pos.NONE and eff.position is not None:
            self.pos = eff.position  # a procedure that names the position (「古代の歯車」: attack)
        if self.pos is Pos.NONE:
            d.pending = Decision(p, "position", [
                Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="attack", label_ja="攻撃表示"),
                Option("position:defense", "position", arg=int(Pos.DEFENSE), label_en="defense",
                       label_ja="守備表示")], "choose a position", "表示形式を選ぶ")
            return
        if self.src < 0:
            src = int(c.zone)
            onto = 1 - p if eff.summon_side == "opp" else p
            if d.free_slots(onto, Zone.MONSTERS) == 0 or not d.move(c, Zone.MONSTERS, cause, "placed", onto,
                                                                    self.pos):
                d.stack.pop()
                return
            d.log_special_summon(c, onto, self.pos, p)
            if src == int(Zone.DECK):
                d.shuffle_deck(p)  # a procedure used from the deck (「黒衣の大賢者」)
            self.oid = c.oid
            if eff.name_once:  # "once a turn this way" for the monsters of its names (all it has now)
                for name in names_of(c):
                    d.ban_name(name, "procedure", cause, player=p)
            self.src = src
            _negation_window(d, c, "special")
            return
        d.stack.pop()
        if c.oid == self.oid:
            # noted once the summon succeeds: one negated never happened, so it properly summoned nothing and the
            # monster may not be revived for it (`summon_conditions.properly_summoned`)
            d.note_summon(c, "procedure", tuple(self.cost_cards), tuple(self.chosen))
            _succeeded(d, Event("special_summoned", cause, c.idx, p, src=self.src, dst=int(Zone.MONSTERS),
                                oid=c.oid, pos=int(c.pos), detail="procedure", onto=c.ctl))

    def answer(self, d: Duel, o: Option) -> None:
        if o.kind == "position":
            self.pos = Pos(o.arg)
            return
        super().answer(d, o)


class _OnField(Frame):
    """A summon of a monster already on the field: stage 0 before its negation window, 1 after."""

    __slots__ = ("card", "stage")
    gathers_triggers = True

    def __init__(self, card: int) -> None:
        self.card = card
        self.stage = 0


class GeminiSummon(_OnField):
    """A face-up gemini monster normal summoned a second time: it gains its effects (it is a normal summon:
    the summon-negation window and the summon's triggers follow)."""

    __slots__ = ()

    def step(self, d: Duel) -> None:
        c = d.cards[self.card]
        p = d.tp
        cause = Cause(p, Reason.RULE, c.idx)
        if self.stage == 0:
            self.stage = 1
            # a normal summon with no tributes: a grant that allows it is used first, as for one from the hand
            spend_summon(d, p, d.extra_summon_grant(p, c, 0))
            d.log.append(LogEntry("summon", (p, d.ref(c.idx))))
            _negation_window(d, c, "gemini")
            return
        d.stack.pop()
        if c.zone is Zone.MONSTERS and c.face_up:
            d.note_summon(c, "gemini")
            _succeeded(d, Event("summoned", cause, c.idx, p, detail="gemini"))


class EffectSummon(_OnField):
    """A face-up normal summon made by an effect resolving as chain link 1 (「血の代償」): once the chain has
    resolved, the opponent's window for negating the summon, then the summon succeeds (docs/uncertain-rulings.md).
    A summon made by a later link succeeds at once (`Duel.summon_by_effect`)."""

    __slots__ = ()

    def step(self, d: Duel) -> None:
        c = d.cards[self.card]
        p = c.ctl
        if self.stage == 0:
            self.stage = 1
            _negation_window(d, c, "normal", p)
            return
        d.stack.pop()
        if c.zone is Zone.MONSTERS and c.face_up:
            _succeeded(d, Event("summoned", Cause(p, Reason.RULE, c.idx), c.idx, p, detail="normal"))


class FlipSummon(_OnField):
    """A flip summon: the set monster turns face-up attack; its flip effect is a trigger."""

    __slots__ = ()

    def step(self, d: Duel) -> None:
        c = d.cards[self.card]
        p = d.tp
        if self.stage == 0:
            self.stage = 1
            c.t_pos_changed = d.turn
            d.log.append(LogEntry("flip_summon", (p, d.shown_ref(c.idx))))  # logged before it turns face-up
            # the flip that arms the flip effect is recorded once the summon is not negated; the summon's line says
            # it turned face-up attack (no second line)
            d.set_position(c, Pos.ATTACK, Cause(p, Reason.RULE, c.idx), flip_effect=False, flip_event=False,
                           said=False)
            _negation_window(d, c, "flip")
            return
        d.stack.pop()
        if c.zone is Zone.MONSTERS and c.face_up:
            cause = Cause(p, Reason.RULE, c.idx)
            _succeeded(d, Event("summoned", cause, c.idx, p, detail="flip"), Event("flipped", cause, c.idx, p))


class ChangePosition(Frame):
    """Changing a face-up monster's battle position by the player's own will (once a turn)."""

    __slots__ = ("card",)

    def __init__(self, card: int) -> None:
        self.card = card

    def step(self, d: Duel) -> None:
        c = d.cards[self.card]
        c.t_pos_changed = d.turn
        d.next_thing()
        d.set_position(c, c.switched_pos, d.rule_cause(d.tp))
        d.stack.pop()
        if d.triggers:  # what the change sets off forms a chain at once (「ガードペナルティ」)
            d.stack.append(TriggerChain(d.answerable_events()))
        elif "position" in d.responder_kinds:  # a window for the cards that answer it (「断頭台の惨劇」)
            d.stack.append(Window(d.tp, d.answerable_events(), ignition_ok=True))


class SetSpellTrap(Frame):
    """Setting a spell or trap face-down in a spell & trap zone (or the field zone), or a monster that may be set
    there as a spell."""

    __slots__ = ("card",)

    def __init__(self, card: int) -> None:
        self.card = card

    def step(self, d: Duel) -> None:
        c = d.cards[self.card]
        if not d.pay_hand_tax(d.tp, c, "set"):
            return  # the charge took the player's last LP: the duel is over, nothing is set
        d.set_spell_trap(c, d.tp, d.rule_cause(d.tp))
        d.stack.pop()

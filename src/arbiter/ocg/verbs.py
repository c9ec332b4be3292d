"""The engine verbs an effect's operation calls, each making its events through the pipeline: changes of ATK/DEF
and position, counters, coins and dice, lasting effects (`linger`, `restrict`, `tie`, `at_end_phase`,
`remember` ...), searches and draws, life points, tokens and special summons, setting and placing cards.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, cast

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.kernel.replacement import Replacement
from arbiter.ocg import activation_locks, categories, summon_conditions, summon_locks
from arbiter.ocg.battle import Attack
from arbiter.ocg.carddata import CardData
from arbiter.ocg.chain import (
    PROCEDURE_TRIBUTE,
    ChainLink,
    ResolveChain,
)
from arbiter.ocg.continuous import Applied
from arbiter.ocg.duel_state import CardRef
from arbiter.ocg.effects import CardDef, Ctx, Effect, Kind
from arbiter.ocg.lasting import (
    Allow,
    Change,
    Control,
    Delayed,
    DestroyedByBattle,
    Equipped,
    ExtraBattle,
    Forbid,
    GravesUnseen,
    InARow,
    Lasting,
    Left,
    LeftMonsterZone,
    Link,
    N,
    Note,
    Replacing,
    SentByOpponent,
    Shown,
    Skip,
    StatChange,
    StatSet,
    Then,
    TurnEnd,
    Until,
)
from arbiter.ocg.pipeline import Pipeline
from arbiter.ocg.registry import definition
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

# the kinds of special summon (`special_summon`'s `detail`) the log names as the rulings pages do, 融合召喚 and
# 儀式召喚 rather than 特殊召喚: the rules treat them as special summons all the same
SUMMON_KINDS = ("fusion", "ritual")
# what LP are paid for (`Duel.pay_lp`, the log): "" an activation's cost; "attack" declaring an attack with the card
# (「ダーク・エルフ」); "summon", "special" and "set" summoning, special summoning by its procedure or setting it
# (「魔力の枷」, a procedure's cost); "tributes" its tribute summon's tributes (「死皇帝の陵墓」; a set's are "set");
# "upkeep" keeping it on the field (a maintenance cost); "effect" what its effect makes a player pay
# (「破滅へのクイック・ドロー」)
PayFor = Literal["", "attack", "summon", "special", "set", "tributes", "upkeep", "effect"]


class LPOverpaid(Exception):
    """A payment of more LP than its player has (`Duel.pay_lp`): a fault of a card's script, never a rule. The
    rules refuse such a cost before anything is paid (`legality.cost_refusal` for a declared cost; a card that
    pays in its own operation checks it there), so the payment is stopped loudly, the duel left as it was."""


def _over(r: Lasting[Any], turn: int) -> bool:
    """Whether record `r` lasts until the end of turn `turn` or an earlier one: the end of that turn ends it."""
    return r.until.turn is not None and r.until.turn <= turn


class Verbs(Pipeline):
    """The verbs that effects (and rules) use to change the duel."""

    # ---- engine verbs -----------------------------------------------------------------------------

    def tribute(self, cards: list[Card], player: int, cause: Cause, cost: bool | None = None,
                detail: str = "", summoned: Card | None = None, by_effect: bool = True) -> list[Card]:
        """`player` tributes monsters (by an effect, for a summon, as a cost): they go to the graveyard as tributes,
        and the log says so (`cost=True`: shown with the activation line, as its cost; `detail`: what the events
        carry, `send_to_grave`'s). Only those that may be tributed are (`can_be_tributed`; `summoned`: the monster
        whose tribute summon they are for; `by_effect` False: a summon procedure's, and its events' detail says so,
        `PROCEDURE_TRIBUTE`), so no effect tributes one that 「生贄封じの仮面」 keeps, nor one unaffected by it
        (「ホルスの黒炎竜 ＬＶ６」 by a spell's): the ones it tributed are returned, for an effect's "if you do". One
        line for all the tributes, named where they landed:
        after what was logged as each move was made (a replacement's line) and before what each one's leaving
        brought about (its equip cards destroyed), as `move`'s `logged` puts a single card's line."""
        if cause.reason is Reason.EFFECT:
            src = self.cards[cause.card] if cause.card >= 0 else None
            cards = [c for c in cards if self.can_be_tributed(c, summoned)
                     and (src is None or not self.unaffected(c, src, cause.player))]
        else:  # a summon's and a cost's tributes were chosen among those that may be: were one not, the summon or
            # the activation would go on with a tribute missing
            assert all(self.can_be_tributed(c, summoned, by_effect) for c in cards), \
                f"a tribute that may not be: {cards}"
        if not cards:
            return []
        if not by_effect and not detail:
            detail = PROCEDURE_TRIBUTE
        start = len(self.log)
        spans: list[tuple[int, int, int]] = []  # each tribute's lines in the log: its move's, then what followed it
        done: list[Card] = []
        gone: list[LogEntry] = []  # the tokens that ceased to exist, said right after the tribute's line
        # (tributed together: 「光の追放者」 among them still banishes the others, `Duel.leaving`)
        with self.leaving_together(cards), self.moving_together(cause, cards):
            for c in cards:
                if c.zone is Zone.GRAVE:  # one sent meanwhile by a card tied to another (Duel.tie)
                    continue
                done.append(c)
                begun, landed = len(self.log), [-1]

                def mark(landed: list[int] = landed) -> None:
                    landed[0] = len(self.log)
                self.move(c, Zone.GRAVE, cause, "tributed", detail=detail, logged=mark)
                spans.append((begun, landed[0] if landed[0] >= 0 else len(self.log), len(self.log)))
                if (vanished := self._vanished(c, "grave", cost is True)) is not None:
                    gone.append(vanished)
        refs = tuple(self.ref(c.idx) for c in cards)
        entry = LogEntry("tribute", (player, refs) if cost is None else (player, refs, cost))
        log = self.log
        moves = [e for b, at, _ in spans for e in log[b:at]]
        after = [e for _, at, end in spans for e in log[at:end]] + log[spans[-1][2] if spans else start:]
        log[start:] = [*moves, entry, *gone, *after]
        return done

    def send_equipless(self, c: Card) -> None:
        """An equip spell card that equips no monster (`Card.equips_nothing`) goes to the graveyard by the rules as
        its chain ends, and the log says why, where a spell that resolved goes without a line."""
        def logged() -> None:
            if c.zone is Zone.GRAVE:
                self.log.append(LogEntry("equips_nothing", (self.ref(c.idx),)))
        self.send_to_grave([c.idx], self.rule_cause(c.ctl), logged=logged)

    def return_to_field(self, c: Card, pos: Pos, cause: Cause, player: int = -1, slot: int = -1) -> bool:
        """A monster card an effect banished for a while comes back to a monster zone of `player` (its owner unless
        given) in `pos`: every effect whose text "returns" the monster to the field rather than special summoning
        it (「亜空間物質転送装置」, 「Ｄ－ＨＥＲＯ デビルガイ」, 「速攻の黒い忍者」...). Not a summon (nothing
        answers it as one); with no free zone it goes to the graveyard instead, as a monster whose control goes back
        does (`return_control`; docs/uncertain-rulings.md). `slot`: the zone kept for it, which the caller found
        empty (「ワーム・ホール」). False if it did not reach the field."""
        if c.zone is not Zone.BANISHED:
            return False
        onto = c.owner if player < 0 else player
        if slot < 0 and self.free_slots(onto, Zone.MONSTERS) == 0:
            self._no_zone_to_grave(c, onto, cause)
            return False
        if not self.move(c, Zone.MONSTERS, cause, "returned", onto, pos, slot=slot):
            return False
        self.log.append(LogEntry("returned", (self.ref(c.idx),)))
        return True

    def equip(self, card: Card, monster: Card, cause: Cause, player: int = -1) -> bool:
        """Equip `card` to `monster`, a face-up monster on the field, whatever equips it: an equip card's
        activation resolving, an equip card moved to another monster, or (with `player`) a card put face-up
        into that player's spell & trap zone as an equip card from wherever it is (a monster, a trap, a card in
        the graveyard). One event "equipped" (`card`: the equip card, `amount`: the monster); for a card put
        into the zone that event is its move. False if nothing was equipped, and so also where the monster is
        unaffected by the equip card (it could not apply to it: 「デーモンの斧」 on a face-up
        「アルティメット・インセクト ＬＶ１」) or by the effect that equips it; an equip card activated that equips
        nothing goes to the graveyard as its chain ends (`chain.ResolveChain`)."""
        if monster.zone is not Zone.MONSTERS or not monster.face_up:
            return False
        # (one already equipped to it stays so, whatever immunity the monster gained since: docs/uncertain-rulings.md)
        if self.any_immune and not (card.zone is Zone.SPELLS and card.equipped_to == monster.idx):
            by = [(card, player if player >= 0 else card.ctl)]
            if cause.reason is Reason.EFFECT and 0 <= cause.card != card.idx:
                by.append((self.cards[cause.card], cause.player))
            for src, p in by:
                if self.unaffected(monster, src, p):
                    self.log.append(LogEntry("unaffected", (self.ref(monster.idx), self.ref(src.idx))))
                    return False
        moved_from = card.equipped_to if card.zone is Zone.SPELLS else -1
        if card.zone is Zone.SPELLS:
            if not card.face_up:
                return False
            if card.equipped_to == monster.idx:
                return True  # already equipped to it: nothing happens
            ev = self._apply(Event("equipped", cause, card.idx, card.ctl, amount=monster.idx))
            if ev is None:
                return False
            card.equipped_to = ev.amount
            self.version += 1
            self.record(ev)
        elif player < 0 or self.free_slots(player, Zone.SPELLS, card) == 0 or not self.move(
                card, Zone.SPELLS, cause, "equipped", player, Pos.UP, amount=monster.idx):
            return False
        if not card.active:
            self.turn_on(card)
        self.note_equipped(card, cause.card)
        self.log.append(LogEntry("equipped", (self.ref(card.idx), self.ref(card.equipped_to))))
        if self.lasting.has(Control):
            self._check_control_while()  # control tied to an equip card ends if it now equips another monster
        if moved_from >= 0:
            self._move_equip_tie(card, moved_from, monster)
        return True

    def note_equipped(self, card: Card, by: int) -> None:
        """`card`, now an equip card, was equipped by the effect of card `by` (`Equipped`): whether a monster card
        held so keeps its effects (`dormant`), and whether a union gives what it gives as one, read it."""
        ref = (card.idx, card.oid)
        self.lasting.add(Lasting(Equipped(by), source=ref, player=card.ctl, card=ref, since=(self.serial, self.tp)))
        self.version += 1  # whether a monster card held so keeps its effects reads who equipped it (`dormant`)

    def _move_equip_tie(self, card: Card, old: int, monster: Card) -> None:
        """What an equip card's activation tied to the monster it equips (`Effect.ties_equipped`) follows the card
        to the monster an effect moves it to (「移り気な仕立屋」, 「サイバー・レイダー」), as its text speaks of the
        equipped monster, whichever that is now: 「早すぎた埋葬」 destroyed destroys the monster it equips, not the one
        it revived; 「強奪」, 「堕落」 (`Then.GIVE_BACK`) take the new monster while they equip it, the first going
        back (docs/uncertain-rulings.md)."""
        defn = self.defs[card.idx]
        n, how = next(((n, e.ties_equipped) for n, e in enumerate(defn.effects if defn is not None else (), 1)
                       if e.ties_equipped is not None), (0, None))
        if how is None:
            return
        if how.then is Then.GIVE_BACK:
            # the control is the equip card's continuous effect: none while its effects are negated
            if monster.ctl != card.ctl and not self.effect_negated(card):
                self.take_control(monster, card.ctl, Cause(card.ctl, Reason.EFFECT, card.idx, n), while_card=card)
            return
        ref = (card.idx, card.oid)
        self.lasting.replace(Link, tuple(r for r in self.lasting.of(Link)
                                         if not (r.until.card == ref and r.card[0] == old)))
        self.tie_equipped(card, monster)

    def boost(self, c: Card, atk: int, defense: int, cause: Cause, until_end: bool = True,
              until: Until | None = None) -> None:
        """Change one monster's ATK/DEF by an effect: until the end of this turn, or while it stays face-up, or
        (`until`) until a later turn or phase (「覚醒戦士 クーフーリン」: its player's next standby phase); always
        only while it stays the same card."""
        if c.zone is not Zone.MONSTERS or not c.face_up:
            return
        ev = self._apply(Event("boost", cause, c.idx, c.ctl, amount=atk, detail=str(defense)))
        if ev is None:
            return
        self.lasting.add(Lasting(StatChange(atk, defense), source=self._source_of(cause), player=cause.player,
                                 card=(c.idx, c.oid), since=(self.serial, self.tp),
                                 until=until or (Until(turn=self.turn) if until_end else Until(card=(c.idx, c.oid)))))
        self.log.append(self.grouped_entry("boost", (self.ref(c.idx), atk, defense)))
        self.record(ev)

    def set_stat(self, c: Card, atk: bool, value: int, cause: Cause, until_end: bool = True,
                 original: bool = False, until: Until | None = None) -> None:
        """An effect makes one monster's ATK (`atk`) or DEF `value` (`original`: its original ATK/DEF): until the
        end of this turn, or while it stays face-up, or (`until`) as that says (「ウェポンチェンジ」: to the end of
        the opponent's next turn, while the card that did it stays); always only while it stays the same card. How
        it combines with the other changes: `arbiter.ocg.stat_set`."""
        if c.zone is not Zone.MONSTERS or not c.face_up:
            return
        ev = self._apply(Event("stat_set", cause, c.idx, c.ctl, amount=value, detail="atk" if atk else "def"))
        if ev is None:
            return
        ref = (c.idx, c.oid)
        over = () if original else tuple(r for r in self.lasting.of(StatChange) if r.card == ref)
        held = frozenset() if original else frozenset(
            (a.card.idx, a.number) for s, e, a in self.stat_statics()
            if (e.atk if atk else e.defense) is not None and self.reaches(s, e, c))
        self.lasting.add(Lasting(StatSet(atk, value, original, over, held), source=self._source_of(cause),
                                 player=cause.player, card=ref, since=(self.serial, self.tp),
                                 until=until or (Until(turn=self.turn) if until_end else Until(card=ref))))
        self.log.append(self.grouped_entry("stat_set", (self.ref(c.idx), "atk" if atk else "def", value, original)))
        self.record(ev)

    def change_attribute(self, c: Card, attribute: str, cause: Cause) -> None:
        """A face-up monster's Attribute becomes `attribute` (「錬金生物 ホムンクルス」): it lasts while the card stays
        face-up where it is (a move makes it its printed self again, and so does turning face-down)."""
        if c.zone is not Zone.MONSTERS or not c.face_up or c.data.attribute == attribute:
            return
        c.data = dataclasses.replace(c.data, attribute=attribute)
        self.version += 1
        self.touched.append(c.idx)
        self.log.append(LogEntry("attribute", (self.ref(c.idx), attribute)))
        self.record(Event("attribute", cause, c.idx, c.ctl, detail=attribute))

    def can_hold(self, c: Card, kind: str) -> bool:
        """Whether a counter of this kind can be placed on `c` now: a face-up card on the field whose text lets it
        hold such counters (`define(holds=...)`), below the most it may hold."""
        defn = self.defs[c.idx]
        if defn is None or not c.on_field or not c.face_up or self.dormant(c):
            return False
        return any(k == kind and (not most or c.counters.get(kind, 0) < most) for k, most in defn.holds)

    def add_counter(self, c: Card, kind: str, n: int, cause: Cause) -> bool:
        """Place counters on a face-up card on the field (nowhere else can hold them), no more than the most of that
        kind its text lets it hold (`define(holds=...)`: 「ハンニバル・ネクロマンサー」 given one in answer to its own
        summon's counter holds 1)."""
        defn = self.defs[c.idx]
        most = next((m for k, m in defn.holds if k == kind), 0) if defn is not None else 0
        if most:
            n = min(n, most - c.counters.get(kind, 0))
        if not c.on_field or not c.face_up or n <= 0:
            return False
        ev = self._apply(Event("counter", cause, c.idx, c.ctl, amount=n, detail=kind))
        if ev is None:
            return False
        c.counters = {**c.counters, kind: c.counters.get(kind, 0) + ev.amount}
        self.version += 1  # a change of the board: `destroyed_unless` may read counters (「バベル・タワー」's 4th)
        self.log.append(LogEntry("counter", (self.ref(c.idx), kind, ev.amount)))
        self.record(ev)
        return True

    def toss_coin(self, player: int, cause: Cause, call: bool | None = None) -> bool:
        """Toss a coin; True for heads (`toss_coins` with one coin). `call`: heads (True) or tails its player called
        for it (「時の魔術師」), logged before the toss; a toss made again keeps the call."""
        if call is not None:
            self.log.append(LogEntry("call", (player, call)))
        return self.toss_coins(player, 1, cause)[0]

    def toss_coins(self, player: int, n: int, cause: Cause) -> list[bool]:
        """Toss n coins as one toss (「リボルバー・ドラゴン」's three); True for heads. See `_chance`."""
        return [x == 1 for x in self._chance("coin", (player,) * n, cause)]

    def roll_die(self, player: int, cause: Cause) -> int:
        """Roll a six-sided die (`roll_dice` with one die)."""
        return self.roll_dice(player, 1, cause)[0]

    def roll_dice(self, player: int, n: int, cause: Cause) -> list[int]:
        """Roll n dice as one roll (「ファイアーダーツ」's three). See `_chance`."""
        return self._chance("dice", (player,) * n, cause)

    def roll_dice_each(self, players: Sequence[int], cause: Cause) -> list[int]:
        """Each of `players` rolls one die, all of them one roll (「ダイス・ポット」: both players at once), so a redo
        has every one of them rolled again. See `_chance`."""
        return self._chance("dice", tuple(players), cause)

    def _chance(self, kind: str, players: tuple[int, ...], cause: Cause) -> list[int]:
        """Coins (1 heads, 0 tails) or dice, one for each of `players` (who tosses or rolls it), each logged: the
        results fixed in advance first (`DuelRNG.fix`), then the duel's own RNG. A `redo` effect may have the whole
        toss or roll made again, which takes the next results; only the results that stand are events (re-toss
        cards)."""
        while True:
            got = [self._one(kind, cause) for _ in players]
            for p, x in zip(players, got, strict=True):
                self.log.append(LogEntry(kind, (p, x == 1 if kind == "coin" else x)))
            if not self._redo(kind, players, cause):
                break
        for p, x in zip(players, got, strict=True):
            self.record(Event(kind, cause, player=p, amount=x))
        return got

    def _one(self, kind: str, cause: Cause) -> int:
        """One coin's or die's result: the next fixed in advance, else the RNG's. The RNG draws it all the same, so
        that the shuffles after it are those the seed gives whether or not a result is fixed."""
        drawn = int(self.rng.coin()) if kind == "coin" else self.rng.dice()
        x = self.rng.fixed(kind, cause.card)
        return drawn if x is None else x

    def redoers(self) -> list[Applied]:
        """The continuous effects that may have a toss or roll made again (`Effect.redo`)."""
        self.statics()
        return [a for a in self._applied if a.effect.redo]

    def _redo(self, kind: str, players: tuple[int, ...], cause: Cause) -> bool:
        """Whether a `redo` effect's player has the toss or roll just made (a coin or die for each of `players`)
        done again. Asked only while an effect resolves: the answer replays the operation from its snapshot, whose
        RNG gives the same first results (ResolveChain); elsewhere (an effect applied at once, no chain link) nothing
        is offered. The event a redo's `when` reads names the player who tossed or rolled, none for a roll made by
        both players."""
        res = self.current_res
        if res is None:
            return False
        n = len(players)
        ev = Event(kind, cause, player=players[0] if len(set(players)) == 1 else -1)
        for a in self.redoers():
            e = a.effect
            # a redo left behind by a resolved card (「リバースダイス」) stays used once that card goes to the
            # graveyard as the chain ends: its use is noted on the card object that left it
            oid = a.card.oid if a.number > 0 else next(
                r.source[1] for r in self.lasting.of(Left) if r.change.effect is e and r.since == a.since)
            if e.redo != kind or (e.once_per_turn and self.used_this_turn(a.card, a.number, oid)) or (
                    e.when is not None and not e.when(Ctx(cast("Duel", self), a.player, a.card, e), ev)):
                continue
            coin = kind == "coin"
            o = res.ask([Option("yes", "yes", label_en="yes", label_ja="はい"),
                         Option("no", "no", label_en="no", label_ja="いいえ")], "redo", a.player,
                        ("toss the coin again?" if n == 1 else "toss the coins again?") if coin else
                        ("roll the die again?" if n == 1 else "roll the dice again?"),
                        "コイントスをやり直す？" if coin else "サイコロを振り直す？")
            if o.kind == "yes":
                if e.once_per_turn:
                    self.note_used(a.card, a.number, oid)
                self.log.append(LogEntry("redo", (kind, self.ref(a.card.idx), n)))
                return True
        return False

    def linger(self, source: Card, player: int, effect: Effect, cause: Cause, turns: int | None = 1,
               while_there: Card | None = None, live: bool = False, face_up: bool = False) -> None:
        """Leave an effect in place after a resolution, for `turns` turns counting this one: a
        CONTINUOUS one (a modifier, a grant, a negation), a TRIGGER one (a reaction or a delayed action;
        declare it self_trigger=False) or a REPLACEMENT one. Its `affects`/`when` decide what it touches;
        `ctx.card` is the source card. `turns=None`: no limit, it lasts until `end_lingering` ends it
        (an effect that waits for something that may take any number of turns). `while_there`: it also
        ends once that card leaves its place (becomes a new object): a continuous, replacement or activated one
        applies no more from that moment, a trigger or at-once one still answers that move (`still_there`).
        `live`: a continuous one that is `source`'s continuous effect, applied only while `source`'s effects are
        not negated (`Left.live`). `face_up`: with `while_there`, an effect applied to that face-up monster, which
        also ends once it turns face-down (`Until.face_up`): face-up again, it is a new card for it."""
        last = None if turns is None else self.turn + turns - 1
        there = None if while_there is None else (while_there.idx, while_there.oid)
        # it carries categories as a declared effect does: its verbs', with the qualifiers its card declares for the
        # effect that left it, so what it does is checked as that effect's is (`categories.check`)
        made = self.lasting.numbered_as(dataclasses.replace(effect, does=categories.made_by(
            effect.does, effect.operation, self._maker(source, cause))), effect)
        self.lasting.add(Lasting(Left(made, effect, live), source=(source.idx, source.oid), player=player,
                                 since=(self.serial, self.tp), until=Until(turn=last, card=there, face_up=face_up)))
        self.linger_at_once |= effect.kind is Kind.AT_ONCE
        self._note_kinds((effect,))
        self.version += 1
        self.record(Event("linger", cause, source.idx, player, amount=turns or 0, detail=effect.text_en))

    def _maker(self, source: Card, cause: Cause) -> categories.Does | None:
        """The categories of the resolving link of `source` that `cause` names (as it resolves: 「闇の取引」 may have
        changed them), None where it names none (a replacement's doing, a rule's)."""
        res = self.current_res
        if res is None or not cause.card == res.link.card == source.idx or cause.chain_link != res.link.number:
            return None
        return self.link_effect(res.link).does

    def end_turn_effects(self) -> None:
        """The end of the turn: effects that last "until the end of this turn" stop (`Change.turn_end` "effect": a
        raise, an effect left in place that changes what cards are), and a control "until the end phase" taken once
        the end phase had begun gives its monster back. `turn.Turn` calls it again while `turn_end_due` finds
        something of the turn made since; the turn's records end after that, last (`end_turn_records`)."""
        t = self.turn
        if Left in self.lasting.by:
            self._end_moved_lingering()
            self.version += 1
        if Delayed in self.lasting.by:
            # an end-phase action made once this turn's end phase had begun (`at_end_phase`) missed its moment and
            # never happens (「異次元からの帰還」 activated in the end phase); only a monster's borrowed name and
            # effects, which last until then at most, are given back now
            recs = self.lasting.of(Delayed)
            over = tuple(r for r in recs if _over(r, t))
            self.lasting.replace(Delayed, tuple(r for r in recs if r not in over))
            self._then([r for r in over if r.then is Then.RESTORE])
        # a change of the board: what is checked between steps reads it as the turn ends, in it (a raise ended:
        # 「ヴェノム・スワンプ」's monster at 0)
        self._end_turn("effect")
        if self._controls_due(t):
            # a control "until the end phase" taken once this turn's end phase had begun (「エネミーコントローラー」
            # in it) lasts until the turn ends, no longer; what else ends then is gone already, so only it is due
            self.end_at_phase("end")

    def end_turn_records(self) -> bool:
        """The turn's last step: what it did, used, allowed or forbade (`Change.turn_end` "record": a use of a
        once-a-turn effect, 「ガード・ドッグ」's ban; an effect left for the turn that allows, forbids or negates
        something: 「処刑人－マキュラ」's traps from the hand, a summon lock) ends, once what the turn's end set off is
        over, as that was played in the turn; whether any ended."""
        return self._end_turn("record")

    def _end_turn(self, when: TurnEnd) -> bool:
        """The records that the turn's end ends at `when` (`Change.turn_end`) and that do not go on after it
        (`_lasts`) end; whether any did."""
        t, ended = self.turn, False
        for kind, had in list(self.lasting.by.items()):
            if len(kept := tuple(r for r in had if r.change.turn_end() != when or self._lasts(r, t))) < len(had):
                self.lasting.replace(kind, kept)
                self.version += 1
                ended = True
        return ended

    def turn_end_due(self) -> bool:
        """Whether an effect that lasts until the end of this turn is still there (`end_turn_effects` ends it):
        made by what the turn's end set off (a raise given in that chain)."""
        t = self.turn
        return any(_over(r, t) for r in self.lasting.of(Delayed)) or any(
            r.change.turn_end() == "effect" and not self._lasts(r, t) for recs in self.lasting.by.values()
            for r in recs) or self._controls_due(t)

    def _controls_due(self, turn: int) -> bool:
        """Whether a control "until the end phase" of turn `turn` or before has not given its monster back yet."""
        return any(r.until.phase and _over(r, turn) for r in self.lasting.of(Control))

    def _lasts(self, r: Lasting[Change], turn: int) -> bool:
        """Whether a record goes on after the end of turn `turn`: its last turn is later, and the card object it
        is about (`Lasting.card`), if any, is still that object."""
        if _over(r, turn):
            return False
        return r.card[0] < 0 or self.cards[r.card[0]].oid == r.card[1]

    def to_hand(self, cards: list[Card], cause: Cause, player: int = -1) -> None:
        """Return or add cards to their owner's hand, or (`player`) to that player's hand (「エクスチェンジ」). A card
        of a deck stays there while an effect allows no searches (`searches_locked`). A fusion or synchro monster cannot
        be in a hand: it goes back to its owner's fusion deck instead, and is never added (R004-119, R004-120). A card
        added from a deck (a search, an excavated card taken: anything but a draw, which never comes here) is shown to
        both players as it is added: its log line names it to everyone, and it is then hidden in the hand as any other
        card (docs/uncertain-rulings.md, "Cards added from the deck")."""
        locked = self.searches_locked()
        with self.negations_held(frozenset(c.idx for c in cards)), self.moving_together(cause, cards):
            for c in cards:
                if c.base.is_extra:
                    if c.zone is not Zone.EXTRA:
                        self.to_fusion_deck(c, cause)
                    continue
                if locked and c.zone is Zone.DECK:
                    continue
                from_field = c.on_field
                before = self.shown_ref(c.idx) if c.zone is Zone.DECK else self.ref(c.idx)

                # logged as it lands, before what follows from its move (its equip cards destroyed)
                def logged(c: Card = c, from_field: bool = from_field, before: CardRef = before) -> None:
                    self.log.append(self._to_hand_entry(c, from_field, before))
                self.move(c, Zone.HAND, cause, "to_hand", player=player, logged=logged)

    def _to_hand_entry(self, c: Card, from_field: bool, before: CardRef) -> LogEntry:
        """The log line for a card that was sent to a hand, by where it landed and where it came from. The rulings
        pages say a card from the field returns to the hand (手札に戻す: "back_to_hand") and one from the deck, the
        graveyard or elsewhere is added to it (手札に加える: "to_hand"); both say whose hand (the player whose zone now
        holds it, `Card.ctl`: its owner, or the player 「エクスチェンジ」 gives it to)."""
        if c.zone is Zone.BANISHED:
            return self.grouped_entry("banished", (self.ref(c.idx),))  # banished instead (「縮退回路」)
        ref = self.moved_ref(c, before)
        return self._vanished(c, "hand") or self.grouped_entry("back_to_hand" if from_field else "to_hand",
                                                               (ref, c.ctl))

    def searches_locked(self) -> bool:
        """Whether a continuous effect keeps both players from adding cards from their decks to their hands but by
        drawing them (`Effect.no_searches`, 「ライオウ」)."""
        return self.any_static and any(e.no_searches for _, e in self.statics())

    def shuffle_places(self, cards: list[Card]) -> None:
        """Shuffle the places of some face-down monsters one player controls among their zones (「マジカル
        シルクハット」): each keeps its identity, and the opponent cannot tell which is where, even one an effect showed
        them before (「旧神の印」): what they were shown is forgotten, as a deck's shuffle forgets it."""
        if len(cards) < 2:
            return
        p = cards[0].ctl
        self.forget_shown({c.idx for c in cards})
        # nor which is the one they saw turn face-down (「さまようミイラ」 itself): a copy mark would say it
        self.sight_lost += tuple((len(self.log), c.idx, 1 - p) for c in cards)
        slots = [c.slot for c in cards]
        order = list(cards)
        self.rng.shuffle(order)
        pile = self.players[p].monsters
        for c, s in zip(order, slots, strict=True):
            pile[s] = c.idx
            c.slot = s
            self.touched.append(c.idx)
        self.version += 1
        self.log.append(LogEntry("places_shuffled", (p, len(cards))))

    def turn_up_in_deck(self, c: Card) -> None:
        """Turn a card of a deck face-up there (`Pos.UP`): both players see it and where it is; it is
        face-down again once it leaves the deck (every move sets a new position)."""
        c.pos = Pos.UP
        self.deck_face_up = True
        self.version += 1
        self.touched.append(c.idx)

    def turn_deck_over(self, player: int) -> None:
        """Turn a player's deck upside down, or back (「天変地異」): its order is reversed, no card moves."""
        pl = self.players[player]
        pl.deck = list(reversed(pl.deck))  # replaced, not changed in place: clones share the lists
        self.version += 1
        self.log.append(LogEntry("deck_turned", (player,)))

    def mill(self, player: int, n: int, cause: Cause) -> None:
        """Send the top n cards of a deck to the graveyard."""
        deck = self.players[player].deck
        self.send_to_grave(list(reversed(deck[-n:])) if n else [], cause)

    def end_at_phase(self, phase: str) -> None:
        """The start of the end phase, or of the battle phase's end step: what lasts "until the end phase" / "until
        the end of the battle phase" ends (at the end phase, all that are due), and what it does at its end
        happens: monsters taken for a while go back to the player they came from, a monster is destroyed or
        returned to the fusion deck (`_then`). The start of a standby (or draw) phase ends what lasts until that
        standby (draw) phase (「大寒波」: until its player's next draw phase)."""
        timed = self.lasting.timed  # the kinds that may hold such a record
        for kind in [k for k in self.lasting.by if k in timed] if timed else ():
            recs = self.lasting.of(kind)
            due = tuple(r for r in recs if r.until.phase and r.until.turn is not None and r.until.turn <= self.turn
                        and phase in ("end", r.until.phase))
            if due:
                if kind is Control:  # one may hand its return on to a newer one (`_end_controls`)
                    ends: Sequence[Lasting[Any]] = self._end_controls(cast(tuple[Lasting[Control], ...], due))
                else:
                    self.lasting.replace(kind, tuple(r for r in recs if r not in due))
                    ends = due
                self._then(ends)

    def tie(self, card: Card, to: Card, cause: Cause, on: str = "leaves", then: Then = Then.DESTROY,
            live: bool = False) -> None:
        """`card` is destroyed (`then`: banished, `Then.BANISH`; destroyed and banished, `Then.DESTROY_BANISH`; sent
        to the graveyard, `Then.TO_GRAVE`; shuffled into its owner's deck, `Then.TO_DECK`) once `to`
        leaves the field (`on="leaves"`), is destroyed (`on="destroyed"`) or is destroyed and sent to the graveyard
        (`on="destroyed_to_grave"`: not when it is banished instead, 「クローン複製」), while both stay the
        objects they are now (「リビングデッドの呼び声」, 「早すぎた埋葬」, 「再融合」): either turned face-down is a
        new card and the tie ends (`_untie_face_down`: 「クローン複製」's monster, 「月の書」 on a revived one); with
        `live`, an effect of the card whose effect `cause` is, that does nothing while that card's effects are
        negated: as it
        leaves when it is `to` (「ビッグバン・シュート」 under 「王宮の勅命」), as `to` leaves when it is `card`
        (「リビングデッドの呼び声」 under 「王宮のお触れ」 is not destroyed with its monster). Applied at once, no
        chain link."""
        self.lasting.add(Lasting(Link(on, live), source=self._source_of(cause), player=cause.player,
                                 card=(card.idx, card.oid), since=(self.serial, self.tp),
                                 until=Until(card=(to.idx, to.oid)), then=then))

    def tie_equipped(self, card: Card, monster: Card, cause: Cause | None = None) -> None:
        """The tie an equip card's activation makes with the monster it equipped (`Effect.ties_equipped`), if it
        declares one; `cause`: that activation's resolution, or none for a card a scenario set up equipped, tied as
        its activation would have tied it."""
        defn = self.defs[card.idx]
        for n, e in enumerate(defn.effects if defn is not None else (), 1):
            if (how := e.ties_equipped) is not None:
                why = cause or Cause(card.ctl, Reason.EFFECT, card.idx, n)
                if how.then is not Then.GIVE_BACK:
                    self.tie(monster, card, why, on=how.on, then=how.then, live=how.live)
                elif monster.ctl == card.ctl:  # the control it took goes back to the opponent it was taken from
                    self.control_while(monster, card, 1 - card.ctl, why)
                return

    def tie_to_name(self, card: Card, name: int, cause: Cause) -> None:
        """`card` is destroyed once a card of the name `name` leaves the field of `cause`'s player: the card whose
        effect `cause` is (in any position: turned face-down it has not left), or any other face-up there, whenever
        that is (「荒ぶるアウス」: the text names the card by its name). An effect of that card (`Link.live`): a leave
        while its effects are negated does nothing, and the tie stays for the next. Applied at once, no chain link."""
        self.lasting.add(Lasting(Link("leaves", live=True, name=name), source=self._source_of(cause),
                                 player=cause.player, card=(card.idx, card.oid), since=(self.serial, self.tp),
                                 then=Then.DESTROY))

    def at_end_phase(self, card: Card, then: Then, cause: Cause, forbid: str = "", face_up: bool = False) -> None:
        """At the start of this turn's end phase, `then` happens to `card` if it is still that object on the field
        (destroyed, returned to the fusion deck); until then, with `forbid`, it cannot do that ("attack_directly").
        With `face_up`, an effect applied to a face-up monster: turned face-down, it is a new card for it and
        nothing happens (「野性解放」). Applied at once, no chain link."""
        ref = (card.idx, card.oid)
        change: Change = Forbid(forbid) if forbid else Delayed()
        self.lasting.add(Lasting(change, source=self._source_of(cause), player=cause.player, card=ref,
                                 since=(self.serial, self.tp), until=Until(turn=self.turn, phase="end",
                                                                           face_up=face_up), then=then))

    def allow(self, card: Card, player: int, what: str, cause: Cause) -> None:
        """This turn, `player` may `what` `card`: "tribute" it although they do not control it (「クロス・ソウル」),
        "activate_set": activate this trap card although it was set this turn (「武装転生」; `allows`)."""
        self.lasting.add(Lasting(Allow(what), source=self._source_of(cause), player=player, card=(card.idx, card.oid),
                                 since=(self.serial, self.tp), until=Until(turn=self.turn)))

    def allows(self, c: Card, what: str) -> bool:
        """Whether an effect lets this card object's controller `what` it this turn (`allow`)."""
        return Allow in self.lasting.by and any(r.card == (c.idx, c.oid) and r.change.what == what
                                                 and r.player == c.ctl for r in self.lasting.of(Allow))

    def allowed(self, player: int, what: str) -> list[Card]:
        """The cards of the other player that `player` may `what` now (`allow`), still those objects on the
        field."""
        out = []
        for r in self.lasting.of(Allow):
            c = self.cards[r.card[0]]
            if r.player == player and r.change.what == what and c.oid == r.card[1] and c.zone is Zone.MONSTERS \
                    and c.ctl != player and c not in out and (what != "tribute" or self.can_be_tributed(c)):
                out.append(c)
        return out

    def drop_triggers(self, c: Card) -> None:
        """The effects this card object has set off and that wait for a chain are not activated (「天狗のうちわ」:
        the flip summoned monster's effects that would be activated on the field)."""
        self.triggers = [t for t in self.triggers if (t.card, t.oid) != (c.idx, c.oid)]

    def silences_by_battle(self, c: Card, victim: Card | None = None) -> bool:
        """Whether this face-up monster negates the effects of the effect monsters it destroys by battle (`victim`,
        where its effect names which: `Effect.silences_only`): by its own `battle_silences` effect, applying (not
        negated), or by a continuous one that reaches it (`affects`: 「冥界の魔王 ハ・デス」 gives it to your Fiends,
        「エレメント・ザウルス」 has it while an EARTH monster is on the field)."""
        defn = self.defs[c.idx]
        if (
            defn is not None
            and c.face_up
            and not self.dormant(c)
            and not self.effect_negated(c)
            and any(
                e.battle_silences
                and e.affects is None
                and (
                    e.silences_only is None
                    or (victim is not None and e.silences_only(Ctx(cast("Duel", self), c.ctl, c, e), victim))
                )
                for e in defn.effects
            )
        ):
            return True
        return c.face_up and self.any_static and any(e.battle_silences and e.affects is not None
                                                     and self.reaches(s, e, c) for s, e in self.statics())

    def _silenced_in_battle(self, link: ChainLink) -> tuple[Applied, Card] | None:
        """A monster destroyed by the battle in progress waits in its zone until the end of the damage step; if its
        battle opponent negates the effects of what it destroys by battle, an effect it activated meanwhile (a
        flip effect set off by that attack) is negated as it resolves: the silencing effect, with the monster."""
        c = self.cards[link.card]
        if self.attack is None or (c.idx, c.oid) not in self.doomed or not self.is_effect_monster(c):
            return None
        a, t = self.attack[0], self.attack[2]
        if c.idx not in (a, t) or (o := self.cards[t if c.idx == a else a]) is c or not self.silences_by_battle(o, c):
            return None
        own = self.defs[o.idx]
        n = next((n for n, e in enumerate(own.effects, 1) if e.battle_silences), 0) if own is not None else 0
        if n and own is not None and own.effects[n - 1].affects is None:
            return Applied(o, own.effects[n - 1], self.stamp_of(o), o.ctl, n), c
        return next(((s, c) for s in self._applied if s.effect.battle_silences and s.effect.affects is not None
                     and self.reaches(s.card, s.effect, o)), None)

    def silence(self, c: Card, cause: Cause) -> None:
        """The effects of this card object are negated while it stays where it is (a monster destroyed by battle
        by 「ジェノサイドキングデーモン」, in the graveyard): none of them is activated."""
        ref = (c.idx, c.oid)
        self.lasting.add(Lasting(Forbid("activate"), source=self._source_of(cause), player=cause.player, card=ref,
                                 since=(self.serial, self.tp), until=Until(card=ref)))
        self.version += 1

    def restrict(self, c: Card, what: str, cause: Cause, turns: int | None = 1, until: Until | None = None,
                 live: bool = False) -> None:
        """An effect forbids one card to `what` ("attack", "attack_directly", "change_position", "activate",
        "activate_card": `activation_forbidden`, "be_tributed") for `turns` turns counting this one (None: as long
        as it stays that card), or for as long as `until` says; always only while it stays the same card. `live`:
        a continuous effect of the card `cause` names, which forbids nothing while that card's effects are negated
        (`Forbid.live`: 「魔導アーマー エグゼ」's no attack in the turn it is summoned, under 「スキルドレイン」)."""
        ev = self._apply(Event("restrict", cause, c.idx, c.ctl, amount=turns or 0, detail=what))
        if ev is None:
            return
        if until is None:
            until = Until(turn=None if turns is None else self.turn + turns - 1)
        self.lasting.add(Lasting(Forbid(what, live=live), source=self._source_of(cause), player=cause.player,
                                 card=(c.idx, c.oid), since=(self.serial, self.tp), until=until))
        self.record(ev)

    def allow_second_normal_summon(self, player: int, cause: Cause) -> None:
        """This turn `player` may normal summon or set twice (「二重召喚」); more such effects add nothing."""
        self.allow_normal_summons(player, 2, cause)

    def allow_normal_summons(self, player: int, n: int, cause: Cause) -> None:
        """This turn `player` may normal summon or set up to `n` times (「サモンチェーン」: 3); of several such
        effects the largest number counts (they do not add up)."""
        pl = self.players[player]
        pl.normal_limit = max(n, pl.normal_limit) if pl.second_normal_turn == self.turn else n
        pl.second_normal_turn = self.turn
        self.record(Event("allow", cause, player=player, detail="second_normal_summon" if n == 2 else
                          f"normal_summons:{n}"))

    def forbid_player(self, player: int, what: str, cause: Cause, turns: int = 1, but_source: bool = False,
                      phase: str = "", while_card: Card | None = None, live: bool = False,
                      from_turn: int = 0) -> None:
        """`player` cannot `what` for `turns` turns counting this one: "summon" (a normal summon, not a set),
        "flip_summon", "special_summon", "special_summon_but_from_hand" (a special summon of a monster from anywhere
        but the hand, a token too: 「小天使テルス」), "attack" (declare an attack), "battle_phase" (conduct a battle
        phase: it is skipped as it would begin, `turn.Turn`), "set" (set a card from the hand: a
        monster or a spell or trap, 「サーチライトメン」), "set_monster" (the normal set of a monster only:
        「絶対不可侵領域」), "take_effect_damage" (damage by effects to that player is 0),
        "activate_spell" / "activate_trap" / "activate_monster" / "activate_spell_effects" / "activate_trap_effects"
        (`activation_locked`), "set_spell_trap" (set a card in a spell & trap or field zone, by the rules or an
        effect: 「大寒波」);
        `but_source`: except by the effect of the card that forbids it; `phase`: it ends as that phase of its last
        turn begins ("end": "until the end phase", 「言語道断侍」; "damage_end": as the battle in progress ends, at
        the end of its damage step or sooner if the attack stops, 「古代の機械巨人」); `while_card`: only while that
        card object stays where it is, face-up, up to the damage step (an attacker that leaves the field or is turned
        face-down before it no longer attacks; in it, one destroyed by the battle still holds its lock to the end of
        that step); `live`: a continuous effect of the card `cause` names, which forbids nothing while that card's
        effects are negated (`Forbid.live`: 「古代の機械巨人」's attack lock under 「スキルドレイン」); `from_turn`: it
        forbids nothing before that turn (`turns` still counted from this one)."""
        self.lasting.add(Lasting(Forbid(what, but_source=but_source, live=live, from_turn=from_turn),
                                 source=self._source_of(cause),
                                 player=cause.player,
                                 to_player=player, since=(self.serial, self.tp),
                                 until=Until(turn=self.turn + turns - 1, phase=phase,
                                             card=None if while_card is None else (while_card.idx, while_card.oid),
                                             face_up=while_card is not None)))
        self.record(Event("ban", cause, player=player, detail=what))

    def player_forbidden(self, player: int, what: str, cause: Cause | None = None,
                         monster: CardData | None = None, from_zone: Zone | None = None, onto: int = -1) -> bool:
        """Whether an effect forbids `player` to `what` now (`forbid_player`), by `cause` where it matters; with
        `monster`, also a summon lock that forbids summoning that monster so onto the field of `onto` (-1: their
        own; `ocg/summon_locks.py`); with `from_zone`, where a monster is special summoned from, also
        "special_summon_but_from_hand" (「小天使テルス」: only from the hand; a token comes from `Zone.GONE`)."""
        if from_zone is not None and from_zone is not Zone.HAND and what == "special_summon" \
                and self.player_forbidden(player, "special_summon_but_from_hand", cause):
            return True
        return (
            Forbid in self.lasting.by
            and any(
                r.to_player == player
                and r.card[0] < 0
                and not r.change.name
                and r.change.what == what
                and self.turn >= r.change.from_turn
                and not (r.change.but_source and cause is not None and cause.card == r.source[0])
                and not (r.change.live and self.effect_negated(self.cards[r.source[0]]))
                and (
                    r.until.card is None
                    or self.phase == "battle:damage"
                    or (self.cards[r.until.card[0]].oid == r.until.card[1] and self.cards[r.until.card[0]].face_up)
                )
                for r in self.lasting.of(Forbid)
            )
        ) or (
            monster is not None
            and self.any_summon_lock
            and summon_locks.locked(cast("Duel", self), player, monster, what, onto=onto)
        )

    def activation_locked(self, player: int, c: Card, eff: Effect, events: tuple[Event, ...] = ()) -> bool:
        """Whether `forbid_player` keeps `player` from activating effect `eff` of `c` now: "activate_spell" /
        "activate_trap" forbid the activation of spell / trap cards (「罰ゲーム！」, 「強引な安全協定」),
        "activate_monster" the activation of monsters' effects (「ファラオの審判」); "activate_spell_effects" /
        "activate_trap_effects" the activation of spell / trap cards and of their effects (「封魔の矢」); and a
        continuous effect that applies now may refuse it (`Effect.locks_activations`, `ocg/activation_locks.py`), in
        the window opened by `events`."""
        if self.any_activation_lock and activation_locks.locked(cast("Duel", self), player, c, eff, events):
            return True
        if Forbid not in self.lasting.by:
            return False
        if c.data.kind != "monster" and self.player_forbidden(player, f"activate_{c.data.kind}_effects"):
            return True  # 「封魔の矢」: the cards' activations and their effects' alike
        if eff.kind is Kind.ACTIVATE:
            return self.player_forbidden(player, "activate_" + c.data.kind)
        return c.data.kind == "monster" and self.player_forbidden(player, "activate_monster")

    def ban_name(self, passcode: int, what: str, cause: Cause, player: int = -1, turns: int = 1) -> None:
        """Cards of one name cannot `what` ("activate", "activate_card", "activate_from_hand": `activation_forbidden`;
        "attack" ...) for `turns` turns counting this one (for `player`'s cards only, or everyone's)."""
        self.lasting.add(Lasting(Forbid(what, passcode), source=self._source_of(cause), player=cause.player,
                                 to_player=player, since=(self.serial, self.tp),
                                 until=Until(turn=self.turn + turns - 1)))
        self.record(Event("ban", cause, player=player, amount=passcode, detail=what))

    def skip_phase(self, player: int, phase: str, turn: int, cause: Cause) -> None:
        """`player` skips `phase` ("battle:start" for the whole battle phase, "draw", ...) in turn `turn`."""
        if not self.skips(player, phase, turn):
            self.lasting.add(Lasting(Skip(phase, turn), source=self._source_of(cause), player=cause.player,
                                     to_player=player, since=(self.serial, self.tp), until=Until(turn=turn)))
        self.record(Event("skip", cause, player=player, amount=turn, detail=phase))

    def skips(self, player: int, phase: str, turn: int) -> bool:
        """Whether an effect makes `player` skip `phase` in turn `turn`."""
        return any(r.to_player == player and r.change.phase == phase and r.change.turn == turn
                   for r in self.lasting.of(Skip))

    def add_battle_phase(self, player: int, turn: int, cause: Cause) -> None:
        """`player` may conduct a second battle phase in turn `turn`, after main phase 2 (「ウェザー・レポート」)."""
        if not self.extra_battle(player, turn):
            self.lasting.add(Lasting(ExtraBattle(turn), source=self._source_of(cause), player=cause.player,
                                     to_player=player, since=(self.serial, self.tp)))

    def extra_battle(self, player: int, turn: int) -> bool:
        """Whether `player` still has a second battle phase to conduct in turn `turn`."""
        return any(r.to_player == player and r.change.turn == turn for r in self.lasting.of(ExtraBattle))

    def use_extra_battle(self, player: int, turn: int) -> None:
        """The second battle phase begins: it is used up."""
        self.lasting.replace(ExtraBattle, tuple(r for r in self.lasting.of(ExtraBattle)
                                                if not (r.to_player == player and r.change.turn == turn)))

    def advance_turn_count(self, c: Card, count: Note) -> None:
        """An effect advances the turn count of a card that counts turns by one (「運命の火時計」, R004-132): `count`
        is the card's count as its module keeps it."""
        self.remember(count)
        self.log.append(LogEntry("turn_count", (self.ref(c.idx),)))

    def forget(self, note: Note) -> None:
        """Drop a note kept with `remember` (every copy of it)."""
        kind = type(note)
        self.lasting.replace(kind, tuple(r for r in self.lasting.of(kind) if r.change != note))

    def add_replacement(self, rep: Replacement, cause: Cause, drop: Callable[[Replacement], bool]) -> None:
        """A resolution makes a replacement effect that applies from now (its `applies` says to which events);
        the ones `drop` picks among those made before end now (an older one of the same card)."""
        kept = tuple(r for r in self.lasting.of(Replacing) if not drop(r.change.replacement))
        self.lasting.replace(Replacing, kept)
        self.lasting.add(Lasting(Replacing(rep), source=self._source_of(cause), player=cause.player,
                                 since=(self.serial, self.tp)))

    def negate_attack(self, attacker: Card | None = None) -> None:
        """The attack in progress is negated: it ends (`attacker`: logged as that monster's attack negated)."""
        self.attack = None
        # the battle is over now, not when its frame closes: what lasts "until the end of the damage step" (an
        # attacker's lock on spells and traps) ends here, so the window after this chain is free of it
        self.end_at_phase("damage_end")
        if attacker is not None:
            self.log.append(LogEntry("attack_negated", (self.ref(attacker.idx),)))

    def make_attack_direct(self) -> None:
        """The attack in progress becomes a direct attack (「ヘカテリス」-like effects of the attacker itself)."""
        if self.attack is not None:
            a, aoid, _, _ = self.attack
            self.log.append(LogEntry("attack_made_direct", (self.ref(a),)))
            self.attack = (a, aoid, -1, 0)

    def may_attack_again(self, c: Card, in_a_row: bool = True) -> None:
        """The monster may attack once more in this battle phase (one of its attacks in it is not counted against
        what it may make; it has attacked all the same, for 「暗黒の扉」: `legality.another_attacked`); `in_a_row`
        (続けて): only as its controller's next attack, another of their monsters attacking first ends it
        (`InARow`, read by `battle.count_attack`)."""
        c.bp_attacks = max(0, c.attacks_made(self.battle_phases) - 1)
        if in_a_row:
            self.lasting.add(Lasting(InARow(self.battle_phases), card=(c.idx, c.oid), since=(self.serial, self.tp),
                                     until=Until(turn=self.turn)))
        self.version += 1

    def move_to_zone(self, c: Card, slot: int) -> bool:
        """Move a monster to another (empty) monster zone of its controller: the same card, a new slot. Not into a
        zone an effect made unusable (`block_zone`)."""
        pile = self.players[c.ctl].monsters
        if (c.zone is not Zone.MONSTERS or not 0 <= slot < 5 or pile[slot] >= 0
                or slot in self.blocked_slots(c.ctl, Zone.MONSTERS)):
            return False
        pile[c.slot] = -1
        pile[slot] = c.idx
        c.slot = slot
        self.version += 1
        self.touched.append(c.idx)
        return True

    def attach(self, card: Card, monster: Card) -> None:
        """`card` stays with `monster` as an equip card would (it goes when the monster leaves), without being
        equipped to it: no "equipped" event (「洗脳光線」)."""
        card.equipped_to = monster.idx

    def put_on_bottom(self, c: Card) -> None:
        """A card of a deck goes from where it is to the bottom of that deck (not a move: it stays there)."""
        deck = self.players[c.ctl].deck
        deck.remove(c.idx)
        deck.insert(0, c.idx)
        self.log.append(LogEntry("to_deck", (self.ref(c.idx), "bottom")))

    def put_on_top(self, c: Card) -> None:
        """A card of a deck goes from where it is to the top of that deck (not a move: it stays there), as a
        player arranging cards they looked at (「大王目玉」) or searched for (「ヴォルカニック・リボルバー」)."""
        deck = self.players[c.ctl].deck
        deck.remove(c.idx)
        deck.append(c.idx)
        self.log.append(LogEntry("to_deck", (self.ref(c.idx), "top")))

    def left_for_grave(self, player: int) -> tuple[int, ...]:
        """The Levels (as they left) of the monsters that went from `player`'s monster zone to the graveyard this
        turn (「デーモンとの駆け引き」)."""
        return tuple(r.change.level for r in self.lasting.of(LeftMonsterZone)
                     if r.player == player and r.change.to_grave)

    def as_it_left(self, c: Card) -> LeftMonsterZone | None:
        """The record of this card object going where it is from a monster zone this turn (its Level, Type and
        Attributes as it left the field), if it did, wherever it went: 「天魔神 インヴィシル」 reads its tributes'
        on-field Type, 「火炎鳥」 that of a 「宝玉獣」 destroyed and kept as a spell."""
        return next((r.change for r in self.lasting.of(LeftMonsterZone) if r.card == (c.idx, c.oid)), None)

    def left_field_this_turn(self, c: Card) -> tuple[int, LeftMonsterZone] | None:
        """The last time this turn card `c` (whichever object of it) went from a monster zone to the graveyard: the
        player who controlled it then, and its record (its Type as it left): 「超再生能力」 counts the dragons
        tributed from its own player's field, whoever tributed them."""
        return next(((r.player, r.change) for r in reversed(self.lasting.of(LeftMonsterZone))
                     if r.card[0] == c.idx and r.change.to_grave), None)

    def destroyed_by_battle(self, c: Card) -> bool:
        """Whether this graveyard card object got there destroyed by battle (at any time: the record lasts while
        the card stays the same object)."""
        return any(r.card == (c.idx, c.oid) for r in self.lasting.of(DestroyedByBattle))

    def sent_by_opponent(self, c: Card) -> bool:
        """Whether this card object reached its owner's graveyard this turn sent there by the other player."""
        return any(r.card == (c.idx, c.oid) for r in self.lasting.of(SentByOpponent))

    def notes(self, kind: type[N]) -> tuple[N, ...]:
        """The notes of one kind kept so far, oldest first."""
        return self.lasting.notes(kind)

    def end_lasting(self, kind: type[Change]) -> None:
        """Every lasting effect of one kind ends at once, with nothing happening at its end (a reset)."""
        self.lasting.replace(kind, ())

    def next_turn_of(self, player: int) -> int:
        """The number of `player`'s next turn (not this one)."""
        return self.turn + (2 if self.tp == player else 1)

    def nth_turn_of(self, player: int, n: int) -> int:
        """The number of `player`'s `n`th turn counted from this one (this turn is the first if it is theirs):
        "for N turns counted in the opponent's turns" lasts until the end of that turn."""
        return (self.turn if self.tp == player else self.turn + 1) + 2 * (n - 1)

    def change_attack(self, attacker: Card | None = None, target: Card | None = None, calculate: bool = False
                      ) -> bool:
        """Change the attack in progress: another monster attacks instead (「ミュータント・ハイブレイン」) or
        the attack moves to another target (「シフトチェンジ」). `calculate`: the battle goes straight to damage
        calculation, with no replay and no more windows before it (「マジックアーム・シールド」)."""
        att = self.attack
        frame = next((f for f in reversed(self.stack) if isinstance(f, Attack)), None)
        if att is None or frame is None:
            return False
        a, aoid, t, toid = att
        if attacker is not None:
            self.log.append(LogEntry("attacker_changed", (self.ref(a), self.ref(attacker.idx))))
            a, aoid = attacker.idx, attacker.oid
        if target is not None:
            self.log.append(LogEntry("retarget_attack", (self.ref(a), self.ref(target.idx))))
            t, toid = target.idx, target.oid
        self.attack = (a, aoid, t, toid)
        frame.follow(cast("Duel", self), calculate)
        return True

    def battle(self, attacker: Card, target: Card) -> int:
        """An effect makes two monsters battle (not an attack; 「ラストバトル！」): once the operation is over the
        battle goes straight to damage calculation, `attacker` (the turn player's) as the attacking monster; what
        it sets off waits for the end of the chain. Returns the battle's number (`battle_serial`), given now so
        that the effect can name that battle before it begins (no battle damage from it)."""
        frame = Attack(attacker.idx, target.idx, by_effect=True)
        frame.serial = self.serial
        self.stack.append(frame)
        return frame.serial

    def win(self, player: int) -> None:
        """An effect decides the duel: `player` wins it (2: it is a draw)."""
        if self.winner is None:
            self.winner = player
            self.log.append(LogEntry("win", (player,)))

    def wins_match(self, c: Card) -> bool:
        """Whether a continuous effect makes this monster's direct attack that ends the duel win its controller the
        match (`Effect.wins_match`)."""
        return self.any_static and any(e.wins_match and e.affects is not None and self.reaches(s, e, c)
                                       for s, e in self.statics())

    def win_match(self, player: int) -> None:
        """`player` wins the match, not only this duel (recorded in `match_winner` and the log; the duel itself
        ends by its own rules)."""
        if self.match_winner is None:
            self.match_winner = player
            self.log.append(LogEntry("win_match", (player,)))

    def end_battle_phase(self, cause: Cause) -> None:
        """The battle phase ends after the current attack (e.g. an attack negated "and the battle phase ends")."""
        self.end_battle = True
        self.attack = None
        self.record(Event("end_battle", cause, player=self.tp))

    def to_end_phase(self, cause: Cause) -> None:
        """The turn moves on to its end phase once what is in progress is over (「ネコマネキング」): an attack in
        progress ends with the battle phase, and the phases before the end phase are not played."""
        self.to_end = True
        if self.phase.startswith("battle"):
            self.end_battle = True
            self.attack = None
        self.log.append(LogEntry("to_end_phase", (self.tp,)))
        self.record(Event("to_end_phase", cause, player=self.tp))

    def lose_lp(self, player: int, amount: int, cause: Cause) -> None:
        """Life points lost by an effect that is neither damage nor a cost."""
        ev = self._apply(Event("lost_lp", cause, player=player, amount=amount))
        if ev is None:
            return
        self.players[ev.player].lp = max(0, self.players[ev.player].lp - ev.amount)
        self.lp_changed = True
        self.log.append(LogEntry("lose_lp", (ev.player, ev.amount)))
        self.record(ev)

    def set_lp(self, player: int, value: int, cause: Cause) -> None:
        """An effect makes a player's life points `value` (「大逆転クイズ」, 「友情 ＹＵ－ＪＹＯ」): neither damage, a
        gain, a payment nor a loss of LP, whichever way they move."""
        ev = self._apply(Event("lp_set", cause, player=player, amount=max(0, value)))
        if ev is None:
            return
        self.players[ev.player].lp = ev.amount
        self.lp_changed = True
        self.log.append(LogEntry("lp_set", (ev.player, ev.amount)))
        self.record(ev)

    def create_token(self, data: CardData, player: int, pos: Pos, cause: Cause, by: int = -1) -> Card | None:
        """Special summon a token: a card made by an effect, which vanishes when it leaves the field. `player`: the
        one whose field it goes to; `by`: the one who summons it, where that is the other player (「おジャマトリオ」:
        the bans on special summons are its player's, as for `special_summon`)."""
        if not self.may_create_token(data, player, cause, by):
            return None
        # the card lists are shared with clones, so they are replaced rather than appended to
        c = Card(len(self.cards), data, player, "")
        self.cards.append(c)
        defn = definition(data)
        if defn is not None:
            self._note_kinds(defn.effects)
        self.defs = [*self.defs, defn]
        self.refs = [*self.refs, CardRef("", data.name_ja, data.name_en, card=c.idx)]
        self._place(c, Zone.MONSTERS, player, pos)
        self.put_there_by_opponent(c, by)
        self.log_special_summon(c, player, pos, by)
        ev = Event("special_summoned", cause, c.idx, player if by < 0 else by, dst=int(Zone.MONSTERS), onto=player)
        self.record(ev)
        self._moved(Zone.MONSTERS, ev, cause)  # it reached the zone as a moved card does: one group with those beside
        return c

    def create_tokens(self, data: CardData, positions: Sequence[Pos], player: int, cause: Cause) -> list[Card]:
        """Special summon tokens of `data` at once, one in each of `positions` (`create_token`, each): one group,
        so the log names them in one clause (「スケープ・ゴート」, 「雲魔物－羊雲」, 「幻魔の殉教者」,
        「トーチ・ゴーレム」, 「アリの増殖」 ...); the tokens summoned."""
        with self.moving_together(cause):
            made = [self.create_token(data, player, pos, cause) for pos in positions]
        return [t for t in made if t is not None]

    def may_create_token(self, data: CardData, player: int, cause: Cause, by: int = -1) -> bool:
        """Whether `create_token` would put a token of `data` on `player`'s field now (a free zone, no ban on its
        summoner): an effect asks the token's position only where it can be summoned."""
        summoner = player if by < 0 else by
        return self.free_slots(player, Zone.MONSTERS) > 0 \
            and not self.player_forbidden(summoner, "special_summon", cause, data, Zone.GONE, player)

    def hide_graves(self, player: int, hidden: bool) -> None:
        """From now on `player` may (`hidden` False) or may not (True) look at the cards in the graveyards (`sees`)."""
        self.lasting.replace(GravesUnseen, tuple(r for r in self.lasting.of(GravesUnseen) if r.to_player != player))
        if hidden:
            self.lasting.add(Lasting(GravesUnseen(), to_player=player, since=(self.serial, self.tp)))

    def reveal(self, cards: Sequence[Card], player: int, cost: bool = False, picker: int | None = None) -> None:
        """`player` is shown `cards` at once: they see each for as long as it stays where it is now (the same object), a
        card of a hand only until the look is over (`end_looks`).
        One entry names them all (a whole deck is one line, not one per card), each to the seats that see it; the
        others read how many were shown (`render`). `cost`: shown to pay for an activation (the chain line says so).
        `picker`: the player who picked them from where they alone looked (their deck, 「苦渋の選択」): they know
        them as well, so their log names them too."""
        if not cards:
            return
        for c in cards:
            self._show(c, player)
            if picker is not None:
                self._show(c, picker)
        self.log.append(LogEntry("revealed", (player, tuple(self.ref(c.idx) for c in cards), cost)))

    def excavate(self, cards: list[Card]) -> list[Card]:
        """Turn up (めくる) cards of a deck: each is shown to both players, who see it while it stays where it is.
        The lines (the owner shown them first, then the other player) name them to both and to spectators, as a
        card one player looks at (確認する: `reveal`) is named to that player only. The cards."""
        if cards:
            seats = (cards[0].owner, 1 - cards[0].owner)  # the cards of one deck
            for c in cards:
                for p in seats:
                    self._show(c, p)
            shown = tuple(self.ref(c.idx) for c in cards)
            for p in seats:
                self.log.append(LogEntry("revealed", (p, shown, False)))
        return cards

    def end_looks(self) -> None:
        """The looks at hand cards are over (`reveal`: an effect or a cost showed them): those cards are hidden again,
        seen once as the rules have it, the log keeping what was shown. While they stayed known, a card set from that
        hand would have told the looker which one it was. Deck cards keep being seen while in place (a shuffle
        forgets them), as the deck's order is not its holder's to change."""
        if Shown in self.lasting.by:
            self.forget_shown({r.card[0] for r in self.lasting.of(Shown) if self.cards[r.card[0]].zone is Zone.HAND})

    def _show(self, c: Card, player: int) -> None:
        """`player` sees `c` from now on, while it stays the same object (the records of cards moved since go)."""
        self.lasting.replace(Shown, tuple(r for r in self.lasting.of(Shown) if self.cards[r.card[0]].oid == r.card[1]))
        self.lasting.add(Lasting(Shown(), card=(c.idx, c.oid), to_player=player, since=(self.serial, self.tp)))

    def draw(self, player: int, n: int, cause: Cause) -> int:
        pl = self.players[player]
        drawn: list[Card] = []
        with self.moving_together(cause):
            for _ in range(n):
                if not pl.deck:
                    if not self.draw_replaced(player, cause):  # a draw made no draw loses nothing
                        self.decked[player] = True
                        self.lp_changed = True
                    break
                c = self.cards[pl.deck[-1]]
                # a draw replaced by a move to the graveyard (「無効」) shows the card: the log names it
                self.move(c, Zone.HAND, cause, "drawn", player, logged=self._sent_line(c))
                if c.zone is Zone.HAND:  # a draw replaced by something else is no draw
                    drawn.append(c)
        if drawn:
            # the cards as each seat sees them in the hand: named to the drawer, not to the opponent (`ref`)
            self.log.append(LogEntry("draw", (player, len(drawn), tuple(self.ref(c.idx) for c in drawn))))
            if self.any_static or Left in self.lasting.by:  # a lasting one too (「ピケルの読心術」)
                watchers = {
                    s.ctl
                    for s, e in self.statics()
                    if e.sees_draws is not None
                    and s.ctl != player
                    and e.sees_draws(Ctx(cast("Duel", self), s.ctl, s, e))
                }
                for w in sorted(watchers):
                    self.reveal(drawn, w)
            # one draw effect is one "drew" event however many cards it drew (cards count draws per effect)
            self.record(Event("drew", cause, player=player, amount=len(drawn)))
        return len(drawn)

    def damage(self, player: int, amount: int, cause: Cause) -> None:
        if amount <= 0 or self._no_effect_damage(player, cause):
            return
        ev = self._apply(Event("damage", cause, player=player, amount=amount))
        # damage a replacement sent to the other player (「痛魂の呪術」) is 0 to that one too if effects deal them none
        if ev is None or self._no_effect_damage(ev.player, ev.cause):
            return
        self.players[ev.player].lp = max(0, self.players[ev.player].lp - ev.amount)
        self.lp_changed = True
        self.log.append(LogEntry("damage", (ev.player, ev.amount)))
        self.record(ev)

    def _no_effect_damage(self, player: int, cause: Cause) -> bool:
        """Whether damage by this cause is 0 to `player`: an effect's, to a player that effects deal no damage to this
        turn (「ピケルの魔法陣」, 「サイバー・ジラフ」)."""
        return cause.reason is not Reason.BATTLE and self.player_forbidden(player, "take_effect_damage")

    def hand_tax(self) -> int:
        """The LP a player pays to summon, set or activate a card from their hand; no effect waives it
        (R004-048: 「魔力倹約術」 does not)."""
        if not self.any_tax:
            return 0
        return sum(e.hand_tax for _, e in self.statics() if e.hand_tax)

    def pay_hand_tax(self, player: int, c: Card, purpose: PayFor = "") -> bool:
        """Pay the hand tax, if any, for playing `c` from the hand (`purpose`: how, as `pay_lp` takes it); False
        where it took the player's last LP (`pay_lp`)."""
        tax = self.hand_tax()
        return not tax or self.pay_lp(player, tax, c.idx, purpose)

    def pay_lp(self, player: int, amount: int, source: int, purpose: PayFor = "") -> bool:
        """Pay life points as a cost (not damage); paying exactly all of them loses the duel. The log names the card
        paid for (`source`), whose line may never come where the payment ends the duel (R004-038), and what the LP
        were paid for (`purpose`, `PayFor`): the line of an activation says its own cost, the other payments have
        a line of their own (`ocg/render.py`). A card set from the hand (LP paid instead of its tributes too) stays
        unnamed to the opponent. More LP than the player has are never paid: `LPOverpaid`, naming the card.

        False where the player paid their last LP: they lose at that moment (R004-038), so what the payment was for
        goes no further; the step that paid returns, and the duel ends before its next step (`Duel.advance`)."""
        have = self.players[player].lp
        if amount > have:
            data = self.cards[source].data if source >= 0 else None
            card = f"{data.name_en} 「{data.name_ja}」" if data is not None else "no card"
            raise LPOverpaid(f"{card} would make player {'AB'[player]} pay {amount} LP with {have} LP left: a cost "
                             f"larger than the LP must be refused before it is paid (a card script's fault)")
        ev = self._apply(Event("paid", Cause(player, Reason.COST, source), player=player, amount=amount))
        if ev is None:
            return True
        self.players[ev.player].lp -= ev.amount
        self.lp_changed = True
        ref = self.ref(source) if purpose == "set" else self.shown_ref(source)
        self.log.append(LogEntry("pay", (ev.player, ev.amount, ref, purpose, True)))
        self.record(ev)
        return self.players[ev.player].lp > 0

    def special_summon(self, c: Card, player: int, pos: Pos, cause: Cause, detail: str = "",
                       ignore_conditions: bool = False, by: int = -1) -> None:
        """`player`: the one whose field the monster goes to; `by`: the one who summons it, where that is the
        other player (「ミス・リバイブ」 puts the opponent's monster on their field: the bans on special summons are
        its player's). `detail`: the kind of special summon its event carries ("fusion": a fusion summon;
        "ritual"). A summon the monster's own summoning conditions do not allow does not happen, unless the effect
        ignores them (`ignore_conditions`: 「レベル調整」; even then, from the graveyard or the banished zone, only a
        monster once properly summoned: `summon_conditions.allows_ignoring`)."""
        if not self.may_special_summon(c, player, cause, detail, ignore_conditions, by):
            return
        summoner = player if by < 0 else by
        # the summon is its summoner's, whoever's graveyard or field the monster comes from or goes to:
        # 「奈落の落とし穴」 answers the opponent's 「死者蘇生」 of a monster from its own player's graveyard
        if self.move(c, Zone.MONSTERS, cause, "special_summoned", player, pos, detail=detail, actor=summoner):
            self.put_there_by_opponent(c, by)
            self.log_special_summon(c, player, pos, by, detail if detail in SUMMON_KINDS else "")
            if not ignore_conditions and c.zone is Zone.MONSTERS and not summon_conditions.normal_summonable(c.base):
                self.note_summon(c, "proper")  # a monster that must first be properly summoned now has been

    def log_special_summon(self, c: Card, player: int, pos: Pos, by: int = -1, how: str = "") -> None:
        """The log line of a special summon: by its summoner (`by`, or `player`), naming the field it went to where
        that is the other player's (「おジャマトリオ」's tokens: A summons them to B's field), and how it was made
        where the rulings pages name it (`how`, one of `SUMMON_KINDS`: 融合召喚, 儀式召喚; then the field is named
        too, as the entry's fourth value, the fifth being `how`)."""
        summoner = player if by < 0 else by
        onto = (player, how) if how else (player,) if player != summoner else ()
        self.log.append(self.grouped_entry("special_summon", (summoner, self.ref(c.idx), pos.name.lower(), *onto)))

    def may_special_summon(self, c: Card, player: int, cause: Cause, detail: str = "",
                           ignore_conditions: bool = False, by: int = -1) -> bool:
        """Whether `special_summon` would put `c` on `player`'s field now (a free zone, the monster's own summoning
        conditions, the bans on its summoner): an effect asks the position only of a summon that happens."""
        summoner = player if by < 0 else by
        return self.free_slots(player, Zone.MONSTERS, c) > 0 and (
            summon_conditions.allows_ignoring(cast("Duel", self), c) if ignore_conditions
            else summon_conditions.allows(cast("Duel", self), c, cause, detail, player)) \
            and not self.player_forbidden(summoner, "special_summon", cause, c.data, c.zone, player) \
            and not (detail == "fusion" and self.player_forbidden(summoner, "fusion_summon", cause, c.data))

    def summon_by_effect(self, c: Card, player: int, pos: Pos, cause: Cause,
                         tributed: tuple[int, ...] | None = None, way: str = "") -> bool:
        """An effect normal summons (`pos` face-up attack) or sets (`Pos.SET`) a monster from the hand, outside
        the normal summon of the turn (「血の代償」 ...); False if it did not reach the field. A face-up summon
        made by chain link 1 can be negated once the chain has resolved (`summon.EffectSummon`); one made by a
        later link succeeds at once, inside the chain (docs/uncertain-rulings.md). `tributed`: the tributes of a
        tribute summon (empty where LP paid for them), noted before its triggers are (`note_tribute_summon`); `way`:
        the way of its text it is summoned by (`note_summon`), noted on the object placed, not the one in the hand."""
        if not self.move(c, Zone.MONSTERS, cause, "placed", player, pos):
            return False
        self.players[player].note_extra_summon(self.turn)
        if way:
            self.note_summon(c, way)
        if pos is Pos.SET:
            self.log.append(LogEntry("set_monster", (player, self.ref(c.idx))))
            self.record(Event("set_monster", cause, c.idx, player))
            return True
        if tributed is not None:
            self.note_tribute_summon(c, tributed)
        self.log.append(LogEntry("summon", (player, self.ref(c.idx))))
        frame = self.stack[-1] if self.stack else None
        if not self.chain and isinstance(frame, ResolveChain):
            c.since = None  # its continuous effects wait for the summon to succeed (R003-032)
            self.version += 1
            frame.summoned = c.idx
        else:
            self.record(Event("summoned", cause, c.idx, player, detail="normal"))
        return True

    def gemini_summon_by_effect(self, c: Card, player: int, cause: Cause) -> bool:
        """An effect normal summons a second time a face-up gemini monster `player` controls that has not gained its
        effects (「デュアル・サモナー」): the gemini summon, outside the player's normal summon of the turn; it
        succeeds at once (docs/uncertain-rulings.md). False where it is not such a monster or the summon is
        forbidden."""
        if c.zone is not Zone.MONSTERS or not c.face_up or c.ctl != player or not self.dormant(c) \
                or "gemini" not in c.data.subtypes or self.player_forbidden(player, "summon", cause, c.data):
            return False
        self.players[player].note_extra_summon(self.turn)
        self.log.append(LogEntry("summon", (player, self.ref(c.idx))))
        self.note_summon(c, "gemini")
        self.record(Event("summoned", cause, c.idx, player, detail="gemini"))
        return True

    def summon_as_monster(self, c: Card, as_monster: CardData, player: int, pos: Pos, cause: Cause,
                          kind: str = "special_summoned") -> bool:
        """Special summon a card that is not a monster (a trap monster) as the monster `as_monster`
        describes, or with `kind="placed"` set it as one (「マジカルシルクハット」); it is its printed card
        again once it leaves the monster zone."""
        if not (self.may_summon_as_monster(c, as_monster, player, cause) if kind == "special_summoned"
                else self.free_slots(player, Zone.MONSTERS) > 0):
            return False
        if not self.move(c, Zone.MONSTERS, cause, kind, player, pos,
                         actor=player if kind == "special_summoned" else -1,  # summoned to its summoner's field
                         becomes=as_monster):
            return False
        self.version += 1
        self.touched.append(c.idx)
        if kind == "special_summoned":
            self.log.append(self.grouped_entry("special_summon", (player, self.ref(c.idx), pos.name.lower())))
        else:
            self.log.append(LogEntry("set_monster", (player, self.ref(c.idx))))
        return True

    def may_summon_as_monster(self, c: Card, as_monster: CardData, player: int, cause: Cause) -> bool:
        """Whether `summon_as_monster` would special summon `c` as `as_monster` now (a free zone, no ban on
        `player`'s special summons of that monster): an effect asks the position only of a summon that happens."""
        return self.free_slots(player, Zone.MONSTERS, c) > 0 \
            and not self.player_forbidden(player, "special_summon", cause, as_monster, c.zone)

    def may_set_spell_trap(self, c: Card, player: int) -> bool:
        """Whether no ban keeps `player` from setting the spell or trap card `c` (the rules' set and an effect's
        alike): not a card `placed_only`, never set (「死のメッセージ」), no ban on the player's sets of spells and
        traps (「大寒波」, 「左腕の代償」), none on setting the card (「禁止令」). Its zone is asked apart."""
        defn = self.defs[c.idx]
        return not (defn is not None and defn.placed_only) and not self.player_forbidden(player, "set_spell_trap") \
            and not self.forbidden(c, "set")

    def set_spell_trap(self, c: Card, player: int, cause: Cause) -> bool:
        """`player` sets a spell or trap card of their hand face-down (the rules' set, or an effect's:
        「砂塵の大竜巻」): into a spell & trap zone, a field spell into the field zone (the one there is sent to the
        graveyard), a monster that may be set as a spell as that spell (「トイ・マジシャン」). False if it was not
        (no zone, or a ban: `may_set_spell_trap`)."""
        field = "field" in c.data.subtypes
        if self.free_slots(player, Zone.FIELD if field else Zone.SPELLS) == 0 or not self.may_set_spell_trap(c, player):
            return False
        if field and self.players[player].field >= 0:
            self.send_to_grave([self.players[player].field], self.rule_cause(player))
        was = (c.idx, c.oid)
        if c.data.is_monster:
            done = self.place_as_spell(c, player, cause, pos=Pos.SET)
        else:
            done = self.move(c, Zone.FIELD if field else Zone.SPELLS, cause, "placed", player, Pos.SET)
        if done:
            self.log.append(LogEntry("set_spell", (player, self.ref(c.idx))))
            # the set card is a new object; a ban on activating the card it was (「泉の精霊」: not this turn)
            # still holds for it
            for r in self.lasting.of(Forbid):
                if r.change.what == "activate_card" and r.card == was:
                    self.lasting.add(dataclasses.replace(r, card=(c.idx, c.oid)))
            pl = self.players[player]
            if pl.did.get("set_spell_trap") != self.turn:  # a turn_ban of "set_spell_trap" reads it (「左腕の代償」)
                pl.did = {**pl.did, "set_spell_trap": self.turn}
        return done

    def place_as_spell(self, c: Card, player: int, cause: Cause, kind: str = "placed", pos: Pos = Pos.UP) -> bool:
        """Put a monster card in `player`'s spell & trap zone treated as a spell: face-up as a continuous spell
        (the 「宝玉獣」 monsters, R004-126), or set as a spell (「トイ・マジシャン」). There it is that spell, without
        its monster effects; it is its printed self again once it leaves. False if no zone was free or the move
        was replaced."""
        ctl = c.ctl
        # a spell as it lands, before its move's event is recorded: what answers the move reads the spell (as
        # `summon_as_monster` has the monster read)
        if self.free_slots(player, Zone.SPELLS, c) == 0 or not self.move(
                c, Zone.SPELLS, cause, kind, player, pos, becomes=self._spell_data(c, pos is Pos.UP)):
            return False
        self.version += 1
        self.touched.append(c.idx)
        if pos is Pos.UP:
            self.turn_on(c)
        if kind == "destroyed":
            # destroyed, and placed here by a replacement instead of going to the graveyard: the destruction's line,
            # the replacement's saying where it went (`_apply`)
            self.log.append(self.grouped_entry("destroyed", (self.ref(c.idx), cause.reason is Reason.BATTLE, ctl)))
        elif pos is Pos.UP:
            self.log.append(LogEntry("placed_as_spell", (self.ref(c.idx),)))
        return True

    def treat_as_spell(self, c: Card) -> None:
        """The monster card `c`, in a spell & trap zone, is a spell card there: a continuous spell face-up, a
        spell card of no other kind set."""
        c.data = self._spell_data(c, c.face_up)
        self.version += 1
        self.touched.append(c.idx)

    @staticmethod
    def _spell_data(c: Card, face_up: bool) -> CardData:
        """The spell card that the monster card `c` is in a spell & trap zone (`treat_as_spell`)."""
        kinds = frozenset({"continuous"}) if face_up else frozenset()
        return dataclasses.replace(c.base, kind="spell", subtypes=kinds, attribute=None, race=None, level=None,
                                   atk=None, def_=None)

    def set_position(self, c: Card, pos: Pos, cause: Cause, flip_effect: bool = True, flip_event: bool = True,
                     by_will: bool = False, said: bool = True) -> None:
        """Change a monster's position in place: the same object, a flip if it turns face-up (`flip_event`
        False: the flip is recorded later by the caller, as a flip summon does once it is not negated).
        `by_will`: its controller changed it (by the monster's own effect): it counts as this turn's change.
        `said` False: the caller's line says the change already (a flip summon's: turning face-up attack is what a
        flip summon is, seed 003)."""
        if pos.face_down and (self.no_face_down() or c.data.is_token):
            return  # 「聖なる輝き」: no monster is turned face-down; a token is never face-down (the rules)
        if by_will:
            c.t_pos_changed = self.turn
        was_down = c.face_down
        ev = self._apply(Event("position", cause, c.idx, c.ctl, amount=int(pos), pos=int(c.pos)))
        if ev is None:
            return
        before = self.ref(c.idx)
        if was_down and not Pos(ev.amount).face_down and c.hand_since is not None:
            c.hand_kept = self.kept_from_hand(c)  # read while it is still face-down
        c.pos = Pos(ev.amount)
        self.touched.append(c.idx)
        if c.face_down and not was_down:
            self.lasting.end_applied((c.idx, c.oid))  # turned face-down, a new card for the effects applied to it
            self._untie_face_down((c.idx, c.oid))
            self._forget_uses(c)
            self._forget_summon(c)
        if was_down and not c.face_down:
            self.stamp(c)  # a monster's continuous effects apply from when it turns face-up
        self.version += 1
        self.record(ev)
        if c.face_down and c.data.attribute != c.base.attribute and c.base.kind == "monster":
            c.data = dataclasses.replace(c.data, attribute=c.base.attribute)  # a changed Attribute ends face-down
        if said:
            self.log.append(self.grouped_entry("position", (self.moved_ref(c, before), c.pos.name.lower())))
        if c.face_down:
            # its counters are removed by the rules (R004-164, R004-171): a removal, as the cards that count the
            # counters removed read it (「「Ａ」細胞培養装置」), not counters that vanish; unsaid, as a line of its own
            # would part the clause of the monsters an effect turns together (「闇の護封剣」)
            for kind, n in sorted(c.counters.items()):
                self.remove_counter(c, kind, n, Cause.rule(c.ctl), said=False)
            self._drop_equips(c)
        if Control in self.lasting.by:
            self._check_control_while()
        if self.attack is not None and self.attack[:2] == (c.idx, c.oid):
            self._stop_attacker(c)
        if was_down and not c.face_down and flip_event:
            self.record(Event("flipped", cause, c.idx, c.ctl, detail="" if flip_effect else "no_flip_effect"))

    def _stop_attacker(self, c: Card) -> None:
        """The attacking monster `c` changed position in the battle step: where it may not attack from the new one,
        or may attack from it but not its target (「Ｅ・ＨＥＲＯ ランパートガンナー」 in defense position attacks only
        directly), it stops attacking there and then, as an attack negated, and changed back in that step its attack
        does not go on (docs/uncertain-rulings.md, "Battle positions"). In the damage step the battle is left to its
        own checks."""
        assert self.attack is not None
        target = self.attack[2]
        if self.can_attack_from(c) and (c.in_attack or target < 0 or not self.shielded_from(self.cards[target], c)):
            return
        frame = next((f for f in reversed(self.stack) if isinstance(f, Attack)), None)
        if frame is not None and frame.stage == 1:
            self.negate_attack()

    def set_positions(self, cards: Sequence[Card], pos: Pos, cause: Cause) -> None:
        """Change each monster to `pos` at once: one group, so the log names them in one clause (「アースクエイク」,
        「砂漠の光」, 「アヌビスの呪い」 ...)."""
        with self.moving_together(cause):
            for c in cards:
                self.set_position(c, pos, cause)

    def switch_positions(self, cards: Sequence[Card], cause: Cause) -> None:
        """Change each monster to its other battle position (`Card.switched_pos`) at once: one group, so the log
        names them in one clause (「グラビティ・ボール」, 「イタクァの暴風」, 「悪夢の迷宮」 ...)."""
        with self.moving_together(cause):
            for c in cards:
                self.set_position(c, c.switched_pos, cause)

    def place_for_activation(self, c: Card, player: int) -> None:
        """A spell or trap being activated goes face-up: from the hand (or the deck, activated by an effect:
        「ラスト・リゾート」) onto the field, or flipped up. A field spell replaces the one its player has, which
        goes to the graveyard; one field spell for both players: a face-up one, the opponent's or its player's own,
        is destroyed (ocg-rules era decision 9: 「幽獄の時計塔」 replaced is destroyed); a set one of its player's is
        only sent. From a graveyard: 「二重魔法」 puts the opponent's spell onto its player's field."""
        if "field" in c.data.subtypes:
            for p in (1 - player, player):
                old = self.players[p].field
                if old >= 0 and old != c.idx and self.cards[old].face_up:
                    self.destroy([self.cards[old]], self.rule_cause(player))
        if c.zone in (Zone.HAND, Zone.DECK, Zone.GRAVE):
            zone = Zone.FIELD if "field" in c.data.subtypes else Zone.SPELLS
            if zone is Zone.FIELD and self.players[player].field >= 0:
                self.send_to_grave([self.players[player].field], self.rule_cause(player))
            self._detach(c)
            self._place(c, zone, player, Pos.UP)
        else:
            c.pos = Pos.UP
            self.touched.append(c.idx)
            self.version += 1  # what reads the board (a replacement of the card: 「バーストブレス」's) sees it face-up

    def take_on(self, c: Card, src: CardData, cause: Cause, keep: tuple[int, ...] = (), atk: bool = True) -> None:
        """Until the end phase the face-up monster `c` takes on `src`'s name and (`atk`) original ATK, and `src`'s
        effects replace its own but those numbered in `keep` (「ファントム・オブ・カオス」; without the ATK:
        「Ｎ・ブラック・パンサー」): its facts and its definition change, and both are its own again as the end phase
        begins or once it leaves the field (`Then.RESTORE`)."""
        if c.zone is not Zone.MONSTERS or not c.face_up:
            return
        self._restore(c)
        own = self.defs[c.idx]
        kept = tuple(own.effects[n - 1] for n in keep) if own is not None else ()
        theirs = definition(src)
        # the effects kept are no effect of `src`'s text: a scenario's `effect: N` (`CardDef.text_number`) counts
        # `src`'s own, so `activate:` on the card names the effect it took on
        merged = CardDef(c.base.passcode, kept, numbering=(0,) * len(kept)) if theirs is None else dataclasses.replace(
            theirs, effects=kept + theirs.effects, missing=(),
            numbering=(0,) * len(kept) + tuple(theirs.text_number(i) for i in range(1, len(theirs.effects) + 1)))
        self.copies = (*self.copies, (c.idx, c.oid, own))
        self.defs = [*self.defs[:c.idx], merged, *self.defs[c.idx + 1:]]  # replaced: clones share the list
        self._note_kinds(merged.effects)
        c.data = dataclasses.replace(c.data, passcode=src.passcode, name_ja=src.name_ja, name_en=src.name_en,
                                     atk=src.atk if atk else c.data.atk)
        self.version += 1
        self.touched.append(c.idx)
        self.at_end_phase(c, Then.RESTORE, cause)
        # a copy that keeps its own ATK (「Ｎ・ブラック・パンサー」) says so: its sentence names no ATK
        self.log.append(LogEntry("took_on" if atk else "took_on_name", (self.ref(c.idx), src.name_ja, src.name_en)))

    def settle_copies(self) -> None:
        """The chain is over: the cards that moved while they had another monster's effects have their own again."""
        for i, oid, own in self.copies:
            if oid < 0:
                self.copies = tuple(x for x in self.copies if x[0] != i)
                self.defs = [*self.defs[:i], own, *self.defs[i + 1:]]
                self.version += 1

    def set_again(self, c: Card, cause: Cause) -> bool:
        """A face-up spell or trap card in a spell & trap zone turns face-down where it is, set again (「誤作動」's
        negated trap): it is no longer an activated card, so the chain does not send it away. False if it is not
        such a card."""
        if c.zone is not Zone.SPELLS or not c.face_up or c.data.kind == "monster" or c.equipped_to >= 0:
            return False
        c.pos = Pos.SET
        c.active = False
        c.counters = {}
        self.touched.append(c.idx)
        self.version += 1
        self.log.append(LogEntry("set_again", (self.ref(c.idx),)))
        self.record(Event("set_again", cause, c.idx, c.ctl))
        return True

    def set_in_spell_zone(self, c: Card, cause: Cause) -> bool:
        """A trap monster that its own effect sets again in a spell & trap zone of its controller's
        (「サイバー・シャドー・ガードナー」): moved there face-down, with the line a set has. False if no zone is
        free."""
        player = c.ctl
        if self.free_slots(player, Zone.SPELLS, c) == 0:
            return False
        return self.move(c, Zone.SPELLS, cause, "set", player, Pos.SET,
                         logged=lambda: self.log.append(LogEntry("set_spell", (player, self.ref(c.idx)))))

    def may_activate_by_effect(self, c: Card, player: int) -> bool:
        """Whether an effect of `player`'s may activate card `c` for them now (`activate_by_effect`): not where its
        own activation is forbidden, the effect being the way it is activated (「フィールドバリア」: no field spell card
        is activated, not by 「二重魔法」 nor 「ラスト・リゾート」 either; a name 「封魔の呪印」 banned to `player`)."""
        defn = self.defs[c.idx]
        act = next((e for _, e in defn.activated if e.kind is Kind.ACTIVATE), None) if defn is not None else None
        return act is None or not self.activation_forbidden(c, act, player)

    def activate_by_effect(self, c: Card, player: int, cause: Cause) -> bool:
        """An effect (`cause`) activates a card whose activation does nothing more than put it on the field (a
        field spell from the deck: 「ラスト・リゾート」; a spell from the opponent's graveyard: 「二重魔法」): it is
        placed as its activation would place it and applies from now, with no chain link of its own. False if no
        zone may take it (`free_slots`: 「宇宙の収縮」), or if the effect may not move it out of its graveyard
        (`stopped`: 「王家の眠る谷－ネクロバレー」, where it cannot negate the effect, kept from being negated by
        「Ｔｈｅ ｓｐｌｅｎｄｉｄ ＶＥＮＵＳ」). The effect picks only a card it may activate
        (`may_activate_by_effect`)."""
        zone = Zone.FIELD if "field" in c.data.subtypes else Zone.SPELLS
        if self.free_slots(player, zone) == 0 or (
                c.zone is Zone.GRAVE and self.stopped(c, zone, cause, "activated_by_effect")):
            return False
        self.place_for_activation(c, player)
        self.turn_on(c)
        self.log.append(LogEntry("activated_by_effect", (self.ref(c.idx),)))
        return True

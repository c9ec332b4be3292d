"""Battle: the attack declaration and its window, the replay, the damage step and damage calculation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Decision, Option, naming
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry, quoted
from arbiter.kernel.reasons import Why
from arbiter.ocg.attack_targets import Defenders
from arbiter.ocg.chain import NeedAnswer, TriggerChain, Window
from arbiter.ocg.effects import Replies
from arbiter.ocg.frame import Replaying
from arbiter.ocg.lasting import InARow
from arbiter.ocg.state import ON_FIELD, Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

# the target of an attack declared on a monster that the attacker's opponent chooses (「ノーブル・ド・ノワール」)
CHOSEN_TARGET = -2


# why a card is none of the monsters an attack's tributes are chosen from (`Duel.attack_tribute_pool`)
ATTACK_TRIBUTE_OWN = Why("the attack's cost tributes another monster its attacker's controller controls",
                         "攻撃のコストとして生け贄にするのは、攻撃するモンスターのコントローラーの他のモンスター")
ATTACK_TRIBUTE_CHOSEN = Why("it is already tributed for the attack", "すでに攻撃のための生け贄に選んでいる")
ATTACK_UNTRIBUTABLE = Why("an effect keeps it from being tributed", "効果によって生け贄にできない")


class Attack(Replaying):
    """One attack from its declaration to the end of its damage step; or, `by_effect`, a battle an effect
    makes while its chain resolves (`Duel.battle`): no declaration, straight to damage calculation, and what
    the battle sets off waits for the end of that chain."""

    __slots__ = ("aoid", "asince", "at_calculation", "attacker", "back", "by_effect", "damage_since", "dealt",
                 "defenders", "serial", "side", "stage", "straight", "target", "toid", "tributes")

    def __init__(self, attacker: int, target: int, by_effect: bool = False) -> None:
        # the replacement effects the destruction by battle offers are asked as it happens: the answers so far,
        # and the duel from before the end of the damage step, which each answer replays (`Duel.replies`)
        super().__init__()
        self.attacker = attacker
        self.target = target  # -1: a direct attack
        self.aoid = 0
        # the attacker's `Card.since` as it attacks: turned face-down it stops attacking, and turned face-up again
        # it is a new card (stamped anew) whose attack does not go on
        self.asince: tuple[int, int] | None = None
        self.toid = 0
        self.stage = 0
        self.defenders = 0  # the defending side's monster count at declaration (replays)
        self.straight = by_effect  # straight to damage calculation (no replay, no windows): set by an effect
        self.by_effect = by_effect
        self.back = "battle:battle"  # where the turn is again once the battle is over
        # the player whose monster attacks: the turn player, unless an effect swapped the battling monsters'
        # controllers and went on with the battle (「異次元トンネル－ミラーゲート－」, `Duel.change_attack`)
        self.side = -1
        self.tributes: list[int] = []  # the monsters chosen to tribute for the declaration (`Effect.attack_tributes`)
        self.damage_since = 0  # `Duel.serial` as its damage step began (`Effect.sets_in_damage_step`)
        self.dealt: tuple[Event, ...] = ()  # what damage calculation did that cards answer (battle damage ...)
        # an effect activated at damage calculation has been (`Effect.at_calculation`): the damage step's windows
        # before damage is calculated are no longer "before damage calculation"
        self.at_calculation = False
        # `Duel.serial` as it was first declared (or as an effect set it up, `Duel.battle`): tells this battle from a
        # later one of the same monsters in the turn (`Duel.battle_serial`)
        self.serial = 0

    @property
    def calculated(self) -> bool:
        """Damage calculation is over: the rest of the damage step allows no ATK/DEF changes."""
        return self.stage >= 4

    @property
    def ended(self) -> bool:
        """The end of the damage step has come, after the window right after damage calculation: the battle damage,
        answered there, is no longer answered."""
        return self.stage >= 5

    def _attacker_ok(self, d: Duel) -> bool:
        a = d.cards[self.attacker]
        return a.oid == self.aoid and a.since == self.asince and a.zone is Zone.MONSTERS and d.can_attack_from(a) \
            and a.ctl == (d.tp if self.side < 0 else self.side)

    def _rule(self, d: Duel) -> tuple[Defenders, Card, int, bool, tuple[int, int] | None]:
        """Who its attacker may attack now, by the declaration's rule (`attack_targets.Defenders`), and the
        arguments of its checks. Once declared (a replay) it is the same attack: already counted, so its count does
        not refuse it again, and the strike on the monster it was declared on is its own (「阿修羅」); what the
        declaration cost (a toon's LP, tributes) is not asked again."""
        a = d.cards[self.attacker]
        declared = self.stage > 0
        made = a.attacks_made(d.battle_phases) - (1 if declared else 0)
        again = (self.target, self.toid) if declared and self.target >= 0 else None
        return Defenders(d, a.ctl), a, made, d.any_static and d.attacks_each(a), again

    def _aims(self, d: Duel) -> tuple[list[Card], bool, bool]:
        """The monsters it may attack now, whether directly, whether a lure holds it (`Defenders.aims`)."""
        dfd, a, made, each, again = self._rule(d)
        return dfd.aims(d, a, made, each, again)

    def aim_refusal(self, d: Duel, target: int) -> str:
        """Why it may not attack the card `target` (-1: directly) now, as a replay's new target or the monster the
        opponent picks for it ("" if it may): `Defenders.refusal`."""
        dfd, a, made, each, again = self._rule(d)
        return dfd.refusal(d, a, target, made, each, again)

    def word_refusal(self, d: Duel, word: str) -> str:
        """Why a replay offers no direct attack, where `word` names one ("" otherwise)."""
        p = d.pending
        if p is None or p.kind != "replay" or word not in ("Attack directly", "直接攻撃"):
            return ""
        return self.aim_refusal(d, -1)

    def choice_refusal(self, d: Duel, t: Card) -> str:
        """Why `t` is no answer to the question pending ("" where it is one, or where no such question is pending):
        the attack's tributes, by the checks of `Duel.attack_tribute_pool`; its target, at a replay or picked by the
        opponent, by the declaration's rule (`aim_refusal`)."""
        p = d.pending
        if p is None or any(o.card == t.idx for o in p.options):
            return ""
        if p.kind in ("replay", "attack_target"):
            return self.aim_refusal(d, t.idx)
        if p.kind != "tribute":
            return ""
        a = d.cards[self.attacker]
        if t.zone is not Zone.MONSTERS or t.ctl != a.ctl or t.idx == a.idx:
            return ATTACK_TRIBUTE_OWN
        return ATTACK_TRIBUTE_CHOSEN if t.idx in self.tributes else ATTACK_UNTRIBUTABLE

    def step(self, d: Duel) -> None:
        p = d.tp
        a = d.cards[self.attacker]
        if self.stage == 0:  # declaration
            self.aoid = a.oid
            if self.target == CHOSEN_TARGET:  # the opponent chooses the monster it attacks
                opts = [Option(f"attack_target:{m.idx}", "attack_target", m.idx) for m in self._aims(d)[0]]
                d.pending = Decision(d.attack_target_chooser(p), "attack_target", opts,
                                     "choose the monster it attacks", "攻撃対象を選ぶ")
                return
            if self.by_effect:
                self.back = d.phase
                self.toid = d.cards[self.target].oid
                self.asince = a.since
                d.attack = (a.idx, a.oid, self.target, self.toid)
                d.log.append(LogEntry("battle", (d.ref(a.idx), d.ref(self.target))))
                self.stage = 1
                return
            need = d.attack_tributes(a) if d.any_static else 0
            if len(self.tributes) < need:  # the monsters its text asks to tribute to declare the attack
                opts = [d.card_option("tribute", m.idx) for m in d.attack_tribute_pool(a) if m.idx not in self.tributes]
                # "of the attack of" rather than "'s attack": the copy mark a front puts after the name stays beside it
                d.pending = Decision(p, "tribute", opts, *naming(
                    a.idx, ("cost of the attack of " + quoted(a.data.name_ja, a.data.name_en, "en"),
                            ": choose a monster to tribute"),
                    (f"「{a.data.name_ja}」", "の攻撃宣言のコスト：生け贄に捧げるモンスターを選ぶ")))
                return
            if self.tributes:
                d.tribute([d.cards[i] for i in self.tributes], p, Cause(p, Reason.COST, a.idx), True)
            lp = d.attack_lp(a)
            # the LP its text asks to declare the attack, paid as it is declared: the last of them lose the duel
            # there, with no attack declared
            if lp and not d.pay_lp(p, lp, a.idx, "attack"):
                return
            mill = d.attack_mill(a) if d.any_static else 0
            if mill:  # the cards an effect asks it to send from its deck to declare the attack
                d.mill(p, mill, Cause(p, Reason.COST, a.idx))
            _count_attack(d, a)
            self._declare(d)
            return
        if self.stage == 1:  # after the declaration window: still attacking? replay?
            if d.attack is None:
                return self._end(d)
            # an effect may have changed the attacking monster or the target (Duel.change_attack)
            self.attacker, self.aoid, target, self.toid = d.attack
            self.target = target
            a = d.cards[self.attacker]
            if not self._attacker_ok(d):
                return self._end(d)
            gone = target >= 0 and d.cards[target].oid != self.toid
            if self.straight and gone:
                return self._end(d)  # sent straight to damage calculation with a target that is no longer there
            now = len(d.monsters_of(1 - p))
            if not self.straight and (gone or now != self.defenders):
                # the declaration's rule: direct with no monster left that keeps it from it, or past them for one
                # that may attack directly (a toon with its 「トゥーン・ワールド」)
                targets, direct, _ = self._aims(d)
                opts = [Option(f"retarget:{m.idx}", "retarget", m.idx) for m in targets]
                if direct:
                    opts.append(Option("retarget:-1", "retarget", -1))
                opts.append(Option("stop", "stop"))
                d.pending = Decision(p, "replay", opts, "choose a new attack target or stop",
                                     "攻撃対象を選び直すか攻撃をやめる")
                return
            self.stage = 2
            d.phase = "battle:damage"
            d.log.append(LogEntry("phase", ("battle:damage",)))
            if not self.straight:
                d.stack.append(Window(p, reopen=True, damage_step=True))
            d.next_thing()
            self.damage_since = d.serial
            d.record(Event("damage_step_start", Cause(p, Reason.RULE, a.idx), a.idx, p, amount=self.target))
            if target >= 0:
                # the attacked monster's own event, before it is flipped: a face-down monster's effect that
                # answers being attacked (「スフィア・ボム 球体時限爆弾」) sees it wherever it is
                defender = d.cards[target]
                d.record(Event("attacked", Cause(p, Reason.RULE, a.idx), target, defender.ctl, amount=a.idx,
                               pos=int(defender.pos)))
            self._triggers(d)
            return
        if self.stage in (2, 3):  # the damage step: flip the defender, then "before damage calculation"
            if not self._attacker_ok(d):
                return self._end(d)
            t = d.cards[self.target] if self.target >= 0 else None
            if t is not None and (t.oid != self.toid or t.zone is not Zone.MONSTERS):
                return self._end(d)
            if self.stage == 2:
                if t is not None and t.face_down:
                    d.set_position(t, t.up_pos, Cause(p, Reason.BATTLE, a.idx))
                self.stage = 3
                if not self.straight:
                    d.stack.append(Window(p, reopen=True, damage_step=True))
                return
            a.t_battled, a.battled_oid = d.turn, a.oid
            if t is not None:
                t.t_battled, t.battled_oid = d.turn, t.oid
            self._calculate(d, a, t)  # "during damage calculation" (Duel.calculating) is this step only
            # right after damage calculation, whatever it dealt (「幻影の壁」 answers it with no damage too)
            d.record(Event("damage_calculated", Cause(p, Reason.RULE, a.idx), a.idx, p, amount=self.target))
            self.stage = 4
            # what answers the battle damage (「ヘル・テンペスト」, 「セベクの祝福」) is activated now, chained to the
            # triggers it set off or in a window of its own, while the monsters destroyed by battle are still on the
            # field (ocg-rules 3.5: they leave at the end of the damage step)
            self.dealt = d.answerable_events()
            if not self._triggers(d, self.dealt) and self.dealt and not self.by_effect:
                d.stack.append(Window(p, self.dealt, damage_step=True))
            return
        if self.stage == 4:
            # the end of the damage step (ocg-rules 3.5): the monsters destroyed by battle are sent to the graveyard,
            # then the end is recorded, so that what answers it sees them gone; what both set off forms one chain
            # replayed with an answer, it keeps the snapshot it took the first time
            snapshot = self.snapshot if self.snapshot is not None else (
                d.clone() if d.doomed and d.active_replacements() else None)
            sent = {i: oid for i, oid in d.doomed if d.cards[i].oid == oid}
            doomed = [d.cards[i] for i in sent]
            d.doomed = []
            d.next_thing()
            # the battle damage stays known with what follows (「デモンバルサム・シード」 reads it), no longer answered
            # in the damage step (`ended`); a battle an effect made leaves it answerable at the end of that chain
            d.recent = [*self.dealt]
            t = d.cards[self.target] if self.target >= 0 else None
            # each monster's battle opponent, where that one negates the effects of what it destroys by battle
            silencers = {m.idx: o for m in doomed for o in ((t if m is a else a),)
                         if o is not None and d.is_effect_monster(m) and d.silences_by_battle(o, m)}
            # those whose effects are negated as they leave: on the field (「スキルドレイン」) or by their opponent
            muted = frozenset(m.idx for m in doomed if m.idx in silencers or d.effect_negated(m))
            outer = d.replies  # a step's own asker (`Duel._asking`), for what is not this destruction's
            d.replies = Replies(self.asked) if snapshot is not None else outer
            before, due = len(d.triggers), len(d.due)
            try:
                d.destroy(doomed, Cause(p, Reason.BATTLE, a.idx), battle=True)
            except NeedAnswer as q:
                self.snapshot = snapshot
                d.pending = q.decision
                return
            finally:
                d.replies = outer
            # the monsters destroyed by one battle leave the field together: what left the field with that
            # destruction answers none of it, even where it moved after the other monster (「守護天使 ジャンヌ」
            # attacked): a monster destroyed, an equip card going with its monster, a union destroyed in its place
            # (「ネオス・フォース」, 「ゾンビタイガー」 on an attacked monster), by a trigger or by an effect applied
            # at once (「本気ギレパンダ」); one whose own destruction was replaced stays and does
            # (「サイバー・ダーク・キール」)
            went = {ev.card for ev in d.this_thing if ev.src in ON_FIELD}

            def answers_gone(card: int, effect: int, ev: Event) -> bool:
                return (effect > 0 and card != ev.card and card in went and ev.kind == "destroyed"
                        and (card in sent or ev.cause.reason is Reason.BATTLE))
            d.triggers[before:] = [tr for tr in d.triggers[before:] if not answers_gone(tr.card, tr.effect, tr.event)]
            # but what a replacement does after putting its event in another's place is done where its card left
            # with the card it replaced the move of, as the replacement itself was (「グレイヴ・キーパー」's
            # "then the deck is shuffled")
            d.due = (*d.due[:due], *(x for x in d.due[due:] if not answers_gone(x[1], x[2], x[3])
                                     or d.made_by_replacement_of(x[3], d.cards[x[1]])))
            for i, o in silencers.items():
                d.silence(d.cards[i], Cause(o.ctl, Reason.EFFECT, o.idx))
            # those sent away battled to its end: they still answer it, as they were (their moves)
            left = tuple(ev for ev in d.this_thing if ev.src == int(Zone.MONSTERS) and sent.get(ev.card) == ev.oid)
            d.record_battle_end(Event("damage_step_end", Cause(p, Reason.RULE, a.idx), a.idx, p, amount=self.target),
                                left, muted)
            self.stage = 5
            answerable = d.answerable_events()
            if not self._triggers(d, answerable) and answerable and not self.by_effect:
                # still the damage step: only what it allows answers the battle's events here (ocg-rules 3.5)
                d.stack.append(Window(p, answerable, damage_step=True))
            return
        self._end(d)

    def _declare(self, d: Duel) -> None:
        p = d.tp
        a = d.cards[self.attacker]
        self.defenders = len(d.monsters_of(1 - p))
        self.toid = d.cards[self.target].oid if self.target >= 0 else 0
        d.attack = (a.idx, a.oid, self.target, self.toid)
        if self.target >= 0 and d.any_static and d.attacks_each(a):
            d.note_strike(a, d.cards[self.target])  # it attacks each of the opponent's monsters once (「阿修羅」)
        # a replay's declaration says so (巻き戻し): it is the same attack declared again, not a second one
        d.log.append(LogEntry("attack", (p, d.ref(a.idx), d.ref(self.target) if self.target >= 0 else None,
                                         *((True,) if self.serial else ()))))
        ev = Event("attack_declared", Cause(p, Reason.RULE, a.idx), a.idx, p, amount=self.target)
        self.stage = 1
        d.next_thing()
        if not self.serial:  # a replay declares again, but the battle is the same one (`Duel.battle_serial`)
            self.serial = d.serial
        d.record(ev)
        if a.face_down:  # a face-down attack position monster attacks face-up: a flip (its flip effect too)
            d.set_position(a, Pos.ATTACK, Cause(p, Reason.RULE, a.idx))
        self.asince = a.since
        # the battle step goes on once the chain built on the declaration has resolved: the turn player gets
        # priority again, triggers or not
        if d.triggers:
            d.stack.append(TriggerChain((ev,), reopen=True))
        else:
            d.stack.append(Window(p, (ev,), reopen=True))

    def follow(self, d: Duel, calculate: bool) -> None:
        """An effect changed the attack (`Duel.change_attack`): go on with `d.attack`'s monsters; a new
        attacking monster has attacked in this battle phase. `calculate`: straight to damage calculation, with
        no replay, and the windows still open before it end with their chains."""
        assert d.attack is not None
        if d.attack[0] != self.attacker:
            _count_attack(d, d.cards[d.attack[0]])
            # a new attacker's face is checked from now; the same one keeps its stamp, so that one turned face-down
            # and up again since still stops attacking when only its target moves
            self.asince = d.cards[d.attack[0]].since
        self.attacker, self.aoid, self.target, self.toid = d.attack
        self.side = d.cards[self.attacker].ctl
        if calculate and self.stage < 4:
            self.straight = True
            for f in d.stack[d.stack.index(self) + 1:]:
                if isinstance(f, Window):
                    f.reopen = False

    def _triggers(self, d: Duel, events: tuple[Event, ...] = ()) -> bool:
        """What the battle set off forms a chain now (a battle made by an effect leaves it for its chain's end)."""
        if d.triggers and not self.by_effect:
            d.stack.append(TriggerChain(events))
            return True
        return False

    def _end(self, d: Duel) -> None:
        d.attack = None
        d.end_at_phase("damage_end")  # what lasts "until the end of the damage step" ends with this battle
        d.phase = self.back
        d.stack.pop()

    def answer(self, d: Duel, o: Option) -> None:
        if self.snapshot is not None:
            self.replay(d, o.key)  # the end of the damage step again from before it began, now with this answer too
            return
        if o.kind == "tribute":
            self.tributes.append(o.card)
            return
        if o.kind == "attack_target":
            self.target = o.card
            return
        if o.kind == "stop":
            self._end(d)
            return
        self.target = o.card
        self._declare(d)

    def _calculate(self, d: Duel, a: Card, t: Card | None) -> None:
        p = a.ctl  # the attacking monster's controller: the turn player but after a swap (「ミラーゲート」)
        cause = Cause(p, Reason.BATTLE, a.idx)
        d.next_thing()
        atk = d.atk(a)
        if t is None:
            d.damage(1 - p, atk, d.damage_cause(a, cause, 1 - p))
            if d.players[1 - p].lp <= 0 and d.wins_match(a):
                d.win_match(p)  # 「ヴィクトリー・ドラゴン」: its direct attack ends the match
            return
        doomed: list[Card] = []
        if t.in_attack:
            tatk = d.atk(t)
            if atk > tatk:
                doomed.append(t)
                # the attacked monster's controller: the attacker's opponent, or its own controller where an
                # effect moved the attack to one of its own side's monsters (「ルーレット・スパイダー」's 4)
                d.damage(t.ctl, atk - tatk, d.damage_cause(a, cause, t.ctl))
            elif atk < tatk:
                doomed.append(a)
                # dealt by the attacked monster's controller: its own player where the attack was moved onto one of
                # its own side's monsters (「ホーリーライフバリアー」 keeps off only the opponent's damage)
                d.damage(p, tatk - atk, d.damage_cause(t, Cause(t.ctl, Reason.BATTLE, t.idx), p))
            elif atk > 0:
                doomed += [a, t]
        else:
            tdef = d.defense(t)
            if atk > tdef:
                doomed.append(t)
                if d.pierces(a):  # piercing: the difference is dealt to the defender's controller
                    d.damage(t.ctl, atk - tdef, d.damage_cause(a, cause, t.ctl))
            elif atk < tdef:
                d.damage(p, tdef - atk, d.damage_cause(t, Cause(t.ctl, Reason.BATTLE, t.idx), p))
        # monsters that battle destroys remain on the field up to the damage step's end, so flip
        # effects that activate after damage calculation see them there (and cannot target them)
        d.doomed = [(c.idx, c.oid) for c in doomed if not d.battle_proof(c)]


def _count_attack(d: Duel, a: Card) -> None:
    """The monster has attacked this turn and once more in this battle phase. An attack "in a row" another monster
    was granted (`Duel.may_attack_again`) and has not made (its record still there) is lost: the attack it was
    granted back counts again."""
    for r in d.lasting.of(InARow):
        m = d.cards[r.card[0]]
        if r.card != (a.idx, a.oid) and m.oid == r.card[1] and r.change.phase == d.battle_phases \
                and (m.bp_attacked, m.bp_oid) == (d.battle_phases, m.oid):  # it had attacked: one was given back
            m.bp_attacks += 1
    if d.lasting.of(InARow):
        d.lasting.replace(InARow, ())
    a.t_attacked = d.turn
    a.bp_attacks = a.attacks_made(d.battle_phases) + 1
    a.bp_attacked, a.bp_oid = d.battle_phases, a.oid

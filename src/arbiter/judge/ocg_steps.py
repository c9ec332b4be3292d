"""The OCG's part of a scenario's steps (judge/flow.py runs them): its actions, how it declines and moves through
the turn, answering choices, and its own expectations (LP, positions, ATK/DEF, control, the chain, counters)."""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.judge import flow
from arbiter.judge.flow import RULE, UNIMPLEMENTED, Miss, StepFailed, decision_of, per_card, verb_of
from arbiter.judge.ocg_board import counter_kind, counter_said, counts_written, phase_name
from arbiter.judge.scenario import Board, check_keys, listed, player_id, whole
from arbiter.judge.yamlsrc import ScenarioError, as_yaml, line_of
from arbiter.kernel.decision import YES_NO_JA, Decision, IllegalAction, Option, kind_word
from arbiter.kernel.reasons import Why, counted, in_lang, wide
from arbiter.ocg.battle import CHOSEN_TARGET
from arbiter.ocg.chain import Activation, ResolveChain, Window
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Effect, Kind
from arbiter.ocg.lasting import Left
from arbiter.ocg.legality import MUST_ATTACK
from arbiter.ocg.refusals import ACTIONS, NO_CARD_QUESTION, action_refusal, choice_refusal, word_refusal
from arbiter.ocg.render import render
from arbiter.ocg.state import ZONE_KEYS, ZONE_NAMES, Card, Pos, Zone
from arbiter.ocg.summon import NormalSummon
from arbiter.ocg.turn import PHASES, Turn
from arbiter.ocg.view import PHASE_MOVES, POS_NAMES, POSITION_WORDS, UNCHOSEN, describe

ACTION_VERBS = ACTIONS
STEP_KEYS = {"player", "illegal", "because", "effect", "targets", "cost", "pay", "options", "tributes", "target",
             "pass", "resolve", "choose", "phase", "expect", *ACTION_VERBS}
# the keys each verb's steps take besides the verb: an attack names one `target`, another action its `targets`,
# tributes, costs and choices, a choose only its player; a pass, a phase or a resolve step needs no player, though
# one it names is let be
ACTION_KEYS = frozenset({"player", "illegal", "because", "effect", "targets", "cost", "pay", "options", "tributes"})
VERB_KEYS = {**{v: ACTION_KEYS for v in ACTION_VERBS if v != "attack"},
             "attack": frozenset({"player", "target", "illegal", "because"}),
             # illegal and because on a phase or resolve step are refused with words of their own (flow.run_step)
             **dict.fromkeys(("choose", "pass", "resolve", "phase"), frozenset({"player", "illegal", "because"})),
             "expect": frozenset()}
FOLLOW_UP = {"cost": "cost", "target": "targets", "tribute": "tributes", "pay": "pay", "declare": "options",
             "effect": "options"}


def _answer_matches(o: Option, ans: Any) -> bool:
    if isinstance(ans, bool):
        ans = "yes" if ans else "no"
    a = str(ans)
    if o.kind in ("yes", "no"):
        return o.kind == a
    if o.kind == "position":
        return o.key == f"position:{a}"
    # a declared choice by the key its card declares it with (`options: [def]`) as well as by its words
    return a in (o.key, o.label_en, o.label_ja) or (o.kind == "declare" and o.key == f"declare:{a}")


# the format's own answers (yes, no, attack, defense, set) in the words a Japanese board gives those options, and
# the moves on from an open game state in a board's words, either language's: the answers they stand for, which
# name them even where they are not on offer (a monster that must attack keeps the turn where it is)
WORDED_ANSWERS = {**flow.YES_NO_WRITTEN,
                  **{ja: POS_NAMES[pos] for pos, (ja, _) in POSITION_WORDS.items()},
                  **{words: key for key, both in PHASE_MOVES.items() for words in both}}


def _texts(d: Duel, o: Option) -> tuple[str, ...]:
    """An option's text, as a scenario may name it: its own words and what a board shows for it, in either
    language (「攻撃をやめる」, "800 LP"); a yes or a no is named as the format's word is (`WORDED_ANSWERS`)."""
    if o.kind in YES_NO_JA:
        return o.label_en, o.label_ja
    return o.label_en, o.label_ja, describe(d, o, "en"), describe(d, o, "ja")


def choose(b: Board[Duel], d: Duel, player: int, written: Any, line: int) -> None:
    p = decision_of(d, player)
    if p.kind == "window":
        # a response window asks no question: its options are a pass and the activations on offer, which an answer
        # would take unseen (a card's activation named by its card alone, with no effect, targets or cost checked)
        raise StepFailed(_no_question(d, p, written))
    # 「はい」, 「守備表示」, 「ターン終了」: yes, defense and phase:end as a Japanese file writes them (a card's label
    # comes first)
    ans = WORDED_ANSWERS.get(written, written) if isinstance(written, str) and written not in b.labels else written
    # an option named by its key ("phase:end": main phase 1 to the end phase, no battle phase) before any card label
    keyed = next((o for o in p.options if o.key == ans), None) if isinstance(ans, str) else None
    if keyed is not None:
        d.answer(keyed)
        return
    if isinstance(ans, str) and ans.startswith("phase:") and p.kind == "idle":
        # no way on from an open game state offered: the rule that holds the turn there, as for `pass`
        moves = any(o.kind == "phase" for o in p.options)
        raise StepFailed(_not_an_answer(written, player, p, (word_refusal(d, ans) or _offered(b, d, p)) if moves
                                        else MUST_ATTACK), RULE)
    cards = [o for o in p.options if o.card >= 0 and o.kind != "yes"]
    # an option's text ("no more targets") answers beside the cards on offer
    texts = [o for o in p.options if o.card < 0 and not isinstance(ans, bool) and str(ans) in _texts(d, o)]
    if texts:
        d.answer(texts[0])
        return
    if p.kind == "idle" and not isinstance(ans, bool | int):
        # its options are actions: a card's would be taken by whichever came first (X's change of position for
        # `choose: [X]`), which the file did not name; the refusal a card with no action on offer gets
        raise StepFailed(_not_an_answer(written, player, p, NO_CARD_QUESTION), RULE)
    if cards and not isinstance(ans, bool) and str(ans) not in ("yes", "no"):
        if isinstance(ans, str) and ans not in b.labels and (why := word_refusal(d, ans)):
            # the words of an answer not on offer beside the cards (a replay's direct attack): the rule's reason
            raise StepFailed(_not_an_answer(written, player, p, why), RULE)
        want = b.card(ans, line)
        # the card named itself where it is on offer (copies turned up are each an option: `told_apart`), else its
        # copy in the deck that stands for it
        for o in sorted(cards, key=lambda o: o.card != want):
            if o.card == want or _copy_on_offer(b, d, want, o.card):
                d.answer(o)
                return
        raise StepFailed(_not_an_answer(written, player, p, choice_refusal(d, want) or _offered(b, d, p)), RULE)
    if isinstance(ans, int) and not isinstance(ans, bool):
        if not 1 <= ans <= len(p.options):
            raise StepFailed(Why(f"option number {ans} is out of range 1-{len(p.options)}",
                                 f"選択肢の番号{ans}は範囲1-{len(p.options)}の外"))
        d.answer(p.options[ans - 1])
        return
    for o in p.options:
        if _answer_matches(o, ans):
            d.answer(o)
            return
    # a card's label where the question offers no card now ("no more cards" only): why that card is none
    word = "no" if ans is False else ans
    why = (choice_refusal(d, b.labels[word]) if word in b.labels else word_refusal(d, word)) \
        if isinstance(word, str) else ""
    raise StepFailed(_not_an_answer(written, player, p, why or _offered(b, d, p)), RULE)


def _no_question(d: Duel, p: Decision, written: Any) -> Why:
    """A `choose` step at a response window: what is pending there, and what `choose` answers instead."""
    who, w = "AB"[p.player], kind_word(p.kind)
    name = d.cards[d.chain[-1].card].data.name_ja if d.chain else ""
    to, to_ja = (f" to chain link {len(d.chain)} ({name})", f"（チェーン{wide(len(d.chain))}の「{name}」に対して）") \
        if name else ("", "")
    return Why(f"choose {as_yaml(written)}: {who}'s {w}{to} is pending, which asks no question: choose answers a "
               "question put to its player (a target, a card to pick, yes or no, a position, the order of effects); "
               f"at a response window {who} responds with an action step (activate) or passes with pass: {who} "
               "(resolve: true passes for both players)",
               f"choose {as_yaml(written)}：待っているのは{who}の{w.ja}{to_ja}で、問いではない。"
               "chooseが答えるのはプレイヤーへの問い（対象、選ぶカード、はい・いいえ、表示形式、効果の順番）。"
               f"応答の機会では{who}は行動のステップ（activate）でチェーンするか、pass: {who}で見送る"
               "（resolve: trueは両プレイヤーとも見送る）")


def _copy_on_offer(b: Board[Duel], d: Duel, want: int, offered: int) -> bool:
    """Whether `offered` is a copy of the card `want` in the same deck, where the two cannot be told apart: a search
    offers one of them (`effects.one_of_each_copy`). The labels then swap, so that the scenario's label names
    the card taken, in the expectations and the log alike."""
    w, o = d.cards[want], d.cards[offered]
    if not (w.zone is o.zone is Zone.DECK and w.ctl == o.ctl and w.owner == o.owner and w.data == o.data):
        return False
    w.label, o.label = o.label, w.label
    refs = list(d.refs)
    refs[want], refs[offered] = (dataclasses.replace(refs[want], label=w.label),
                                 dataclasses.replace(refs[offered], label=o.label))
    d.refs = refs
    b.labels = {k: offered if i == want else want if i == offered else i for k, i in b.labels.items()}
    return True


def _not_an_answer(ans: Any, player: int, p: Decision, why: str) -> Why:
    """The refusal of an answer that is none of those `p` offers, with the rule's reason (or what it offers)."""
    w = kind_word(p.kind)
    return Why(f"{as_yaml(ans)} is not a legal answer to {'AB'[player]}'s {w}: {why}",
               f"「{as_yaml(ans)}」は{'AB'[player]}の{w.ja}への合法な答えではない：{in_lang(why, 'ja')}")


def _offered(b: Board[Duel], d: Duel, p: Decision) -> Why:
    """The answers a decision offers, as a scenario would name them: a card by its label (else its name), any other
    option by its words."""
    label = {i: k for k, i in reversed(b.labels.items())}
    def named(o: Option, words: str) -> str:
        return (label.get(o.card) or d.cards[o.card].data.name_ja) if o.card >= 0 and o.kind != "yes" \
            else words or o.key

    en = [named(o, o.label_en) for o in p.options]
    ja = [named(o, o.label_ja or o.label_en) for o in p.options]
    more = len(en) - 12
    return Why("it offers " + ", ".join(en[:12]) + (f" and {more} more" if more > 0 else ""),
               "選べるのは" + "、".join(ja[:12]) + (f"ほか{wide(more)}つ" if more > 0 else ""))


def _give_priority(d: Duel, player: int, verb: str = "") -> None:
    """Pass for the other player where it is only a pass, until `player` may act (scenario shorthand).

    An attack asked for at the start of the battle phase first passes that step's window.
    """
    for _ in range(4):
        p = d.pending
        if verb == "attack" and p is not None and p.kind == "window" and d.phase == "battle:start" \
                and not d.chain:
            d.act("pass")
            continue
        if p is None or p.player == player:
            return
        if p.kind == "window":
            d.act("pass")
        elif p.kind == "idle":
            d.answer(next(o for o in p.options if o.kind == "phase"))
        else:
            return


def _action_option(b: Board[Duel], d: Duel, step: Any, verb: str, player: int,
                   forced: str | None) -> tuple[Option, list[Any], list[str]]:
    """The option the action step names, the words of its `options:` that chose it among a text effect's
    alternatives (`_alternative`), which are asked no more, and the keys of the alternatives on offer where it
    names none of several (`_settled`; `forced`: the key of the one tried)."""
    p = d.pending
    assert p is not None
    line = line_of(step, verb)
    card = b.card(step[verb], line)
    c = d.cards[card]
    named: list[Any] = []
    unnamed: list[str] = []
    if verb == "activate" and p.kind == "optional":
        key = f"yes:{card}"  # taking an optional trigger that is on offer
        # `effect: N` must name the effect on offer: a card's effects are offered one at a time (「黒蠍」's modes)
        offered = next((o for o in p.options if o.key == key), None)
        defn = d.defs[card]
        wanted = whole(step, "effect", 1, b.where, "effect", least=1) if "effect" in step else None
        if wanted is not None and offered is not None and defn is not None and offered.arg > 0 \
                and defn.text_number(offered.arg) != wanted:
            on_offer = defn.text_number(offered.arg)
            raise StepFailed(Why(f"the effect on offer is effect {on_offer} of {c.data.describe()}'s text, not effect "
                                 f"{wanted}: answer it with `choose: [\"no\"]` first",
                                 f"誘われているのは{c.data.describe()}のテキストの効果{wide(on_offer)}で、効果{wanted}ではない："
                                 "先に`choose: [\"no\"]`で答える"), RULE)
    elif verb == "activate":
        effect = whole(step, "effect", 1, b.where, "effect", least=1) if "effect" in step else None
        alts = _offered_alternatives(d, p, card, effect)
        alt = _alternative(alts, listed(step, "options", b.where, "options")) if forced is None else None
        key, named = (alt[0], [alt[1]]) if alt is not None else (forced or _activation_key(d, p, card, effect), [])
        if alt is None and forced is None and key in (keys := [k for k, _ in alts]):
            unnamed = keys
    elif verb == "summon":
        key = f"summon:{card}"
    elif verb == "set":
        # a monster is set in the monster zone, or with `options: [spell]` in a spell & trap zone as a spell
        where = [str(x) for x in listed(step, "options", b.where, "options")]
        if where not in ([], ["spell"]):
            raise StepFailed(Why(f"a set step's options can only be [spell], not {where}",
                                 f"setのステップのoptionsは[spell]だけ（{where}ではない）"))
        key = f"setst:{card}" if c.data.kind != "monster" or where else f"set:{card}"
    elif verb == "attack":
        t = step.get("target", "direct")
        # `target: chosen`: an attack on a monster whose target the opponent chooses next (「ノーブル・ド・ノワール」)
        aim = -1 if t == "direct" else CHOSEN_TARGET if t == "chosen" else b.card(t, line_of(step, "target"))
        key = f"attack:{card}:{aim}"
    elif verb in ("flip_summon", "change_position"):
        key = f"{verb}:{card}"
    else:  # special_summon: the card's own procedure (the first one it has, or `effect`)
        n = whole(step, "effect", 0, b.where, "effect", least=1) if "effect" in step else None
        defn = d.defs[card]
        own = defn.by_text_number(n) if defn is not None and n is not None else []
        key = next((o.key for o in p.options if o.kind == "special_summon" and o.card == card
                    and (n is None or o.arg in own)), f"special_summon:{card}")
    if p.player != player:
        raise StepFailed(flow.not_theirs(p, player))
    defn = d.defs[card]
    if verb == "activate" and defn is None:
        raise StepFailed(Why(f"the effects of {c.data.describe()} are not implemented yet (it plays as a vanilla card)",
                             f"{c.data.describe()}の効果はまだ実装されていない（効果のないカードとして扱われる）"),
                         UNIMPLEMENTED)
    if verb == "activate" and defn is not None and not defn.effects:  # 「死のメッセージ」: only ever placed
        raise StepFailed(Why(f"{c.data.describe()} has nothing to activate",
                             f"{c.data.describe()}には発動するものがない"), RULE)
    if verb == "activate" and defn is not None and p.kind != "optional" and not defn.by_text_number(
            int(step.get("effect", _first_number(defn)))):
        most = max(defn.text_number(i) for i in range(1, len(defn.effects) + 1))
        n = step.get("effect", 1)
        raise StepFailed(Why(f"{c.data.describe()} has {most} effect(s) in its text, not an effect {n}: name the "
                             "effect with `effect: N`",
                             f"{c.data.describe()}のテキストの効果は{wide(most)}つで、効果{n}はない："
                             "`effect: N`で効果を指す"))
    try:
        return p.option(key), named, unnamed
    except IllegalAction:
        # the last part of the key: the effect an activation names, the monster an attack names
        n = int(key.rsplit(":", 1)[1]) if verb in ("activate", "attack") else 0
        why = action_refusal(d, player, verb, c.idx, n)
        raise StepFailed(flow.cannot_now(player, verb, step[verb], why), RULE) from None




def _first_number(defn: CardDef) -> int:
    """The effect of its text `activate: X` names without `effect:`: its first one that is activated, not one that
    applies (continuous, replacement, at once) nor a summon procedure (「スレイブタイガー」's ①, used by
    `special_summon`); 1 where it has none."""
    return min((defn.text_number(i) for i, e in enumerate(defn.effects, 1)
                if e.kind not in UNCHOSEN and defn.text_number(i) > 0), default=1)


def _offered_alternatives(d: Duel, p: Decision, card: int, effect: Any) -> list[tuple[str, Effect]]:
    """Of a text effect made of several declared effects, one per alternative condition (「神の宣告」: a summon, or a
    spell or trap card's activation; 「爆炎集合体 ガイヤ・ソウル」: 2 tributes or 1), those offered now, with their
    options' keys, where more than one is."""
    defn = d.defs[card]
    if defn is None:
        return []
    offered = {o.key for o in p.options}
    n = int(effect) if effect is not None else _first_number(defn)
    alts = [(k, defn.effects[i - 1]) for i in defn.by_text_number(n) if (k := f"activate:{card}:{i}") in offered]
    return alts if len(alts) > 1 else []


def _alternative(alts: list[tuple[str, Effect]], words: list[Any]) -> tuple[str, Any] | None:
    """The one of the alternatives on offer (`_offered_alternatives`) that `options:` names by its words in either
    language: its option's key and the word that named it."""
    for w in words:
        named = [k for k, e in alts if str(w).casefold() in (e.text_en.casefold(), e.text_ja)]
        if len(named) == 1:
            return named[0], w
    return None


def _activation_key(d: Duel, p: Decision, card: int, effect: Any) -> str:
    """The option that activates the card's effect numbered `effect` in its own text: the declared effects
    that make it up, the first one that may be activated now. Without `effect`, the card's own activation (a
    spell or trap card in the hand or set) or its first effect."""
    defn = d.defs[card]
    if defn is None:
        return f"activate:{card}:1"
    c = d.cards[card]
    face_up_there = c.on_field and c.face_up
    wanted = defn.by_text_number(int(effect)) if effect is not None else [
        *([] if face_up_there else defn.by_text_number(0)), *defn.by_text_number(_first_number(defn))]
    if face_up_there:
        # a face-up card's own activation is over: of a text effect that is its activation and an effect used later
        # (「ミラーバリア」: equip, then destroy), the one a refusal is about is the later one
        wanted = [i for i in wanted if defn.effects[i - 1].kind is not Kind.ACTIVATE] or wanted
    keys = [f"activate:{card}:{i}" for i in wanted or [1]]
    if effect is None:
        # an effect the card left behind to be used later (「Ｄ－ＨＥＲＯ ダイヤモンドガイ」) comes first when offered,
        # and, not offered, when the card is off the hand and field (「遺言状」 in the graveyard: its own activation is
        # no question there): `effect: N` names one of its own text
        left = [f"activate:{card}:{d.lasting.number(r.change.effect)}" for r in d.lasting.of(Left)
                if r.source[0] == card] if Left in d.lasting.by and c.zone is not Zone.HAND and not c.on_field else []
        keys = [o.key for o in p.options if o.kind == "activate" and o.card == card and o.arg < 0] + left + keys
    offered = {o.key for o in p.options}
    # none offered: the one whose event set it off in this phase, so that the refusal says why that one was not
    # activated (one printed effect of several declared triggers: 「暗黒魔族ギルファー・デーモン」)
    return next((k for k in keys if k in offered), next(
        (k for k in keys if d.untaken_reason(c, int(k.rsplit(":", 1)[1]))), keys[0]))


def perform(b: Board[Duel], step: Any, player: int, forced: str | None = None) -> Duel:
    """Take an action step on a clone of the duel; the clone if it succeeds, StepFailed if refused. `forced`: the
    option of the alternative of a text effect tried for it (`_settled`)."""
    verb = verb_of(step, ACTION_VERBS)
    d = b.duel.clone()
    if not verb:
        if "choose" not in step:
            raise StepFailed(Why("a legal/not_legal entry needs an action (" + ", ".join(ACTION_VERBS) + ") or choose",
                                 "legal／not_legalの項目には行動（" + "、".join(ACTION_VERBS) + "）かchooseが要る"))
        for a in flow.answers_of(step):
            choose(b, d, player, a, line_of(step))
        return d
    _give_priority(d, player, verb)
    if d.pending is None:
        raise StepFailed(flow.DUEL_OVER)
    chosen, alternative, unnamed = _action_option(b, d, step, verb, player, forced)
    if unnamed:
        return _settled(b, step, player, unnamed)
    given = {k: list(listed(step, k, b.where, k)) for k in ("targets", "cost", "tributes", "options")}
    for w in alternative:  # the alternative it named is the one activated, asked no more
        given["options"].remove(w)
    d.answer(chosen)
    if chosen.kind == "activate" and d.effect_of(chosen.card, chosen.arg).cost.includes_self:
        # the card that is its own cost is paid without a question; `cost:` may name it
        given["cost"] = [x for x in given["cost"] if b.card(x, line_of(step, "cost")) != chosen.card]
    given["pay"] = [f"pay:{step['pay']}"] if "pay" in step else []
    if verb == "set":
        given["options"] = []  # where a monster is set: used in choosing the action itself
    for _ in range(64):
        p = d.pending
        if p is not None and p.player == player and p.kind == "fewer_tributes" and given["tributes"]:
            # a summon its text (or an effect: 「Ｅ－ＨＥＲＯ ネクロダークマン」) also allows with fewer tributes: the
            # `tributes:` named tell the way, by their number
            n = len(given["tributes"])
            way = next((o for o in p.options if o.kind == "yes" and o.arg == n), None) or next(
                (o for o in p.options if o.kind == "no"), None)
            if way is None:
                break
            d.answer(way)
            continue
        if p is None or p.player != player or p.kind not in FOLLOW_UP:
            break
        answers = given[FOLLOW_UP[p.kind]]
        if not answers:
            if p.kind in ("target", "cost", "tribute") and any(o.kind == "done" for o in p.options):
                # "up to N" targets, "any number" of cost cards, tributes at will or a monster that may count as two
                # (counted as two): the step named all it wants
                d.act("done")
                continue
            break
        choose(b, d, player, answers.pop(0), line_of(step))
    if d.winner is not None and any(given.values()):
        # the duel ended before these were asked (a player paid their last LP for the action, R004-038): over, it
        # asks nothing more, and they answer nothing
        for k, rest in given.items():
            if rest:
                named, at = _named(step, k, rest), line_of(step, k)
                b.notes.append(Why(f"line {at}: the duel ended before {named} {'was' if k == 'pay' else 'were'} "
                                   "asked for: not used",
                                   f"{at}行目：{named}が求められる前にデュエルが終わった：使われない"))
        return d
    for k, rest in given.items():
        if rest:
            p = d.pending
            spec = d.effect_of(chosen.card, chosen.arg).target if chosen.kind == "activate" else None
            if k == "targets" and spec is not None and len(step["targets"] or []) > spec.count and not (
                    p is not None and p.player == player and p.kind in FOLLOW_UP):
                # the activation chose all the targets its effect takes: one more named is beyond its text's number
                n = len(step["targets"] or [])
                raise StepFailed(Why(f"{n} targets named: {_too_many(spec.count)}",
                                     f"対象を{wide(n)}つ指定：{_too_many(spec.count).ja}"), RULE)
            if k == "targets" and spec is not None and not (
                    p is not None and p.player == player and p.kind in FOLLOW_UP):
                # "up to N" targets whose question ended before N: once those chosen, none left was one it may take
                # (「集団催眠」 with one free monster zone)
                taken = len(step["targets"] or []) - len(rest)
                raise StepFailed(Why(f"targets {as_yaml(rest)}: the effect asks for no more targets once "
                                     f"{counted(taken, 'target')} {'is' if taken == 1 else 'are'} chosen",
                                     f"対象{as_yaml(rest)}：対象を{wide(taken)}つ選んだ後、この効果はそれ以上の対象を"
                                     "求めない"), RULE)
            if k == "tributes" and verb in ("summon", "set") and not (
                    p is not None and p.player == player and p.kind in FOLLOW_UP):
                # the summon or set took all the tributes it needs: one more named is a tribute the rules never take
                # (「神獣王バルバロス」 set: its 3-tribute way is a face-up summon only)
                taken = len(step["tributes"] or []) - len(rest)
                n = len(step["tributes"] or [])
                raise StepFailed(Why(f"{counted(n, 'tribute')} named: {_tributes_taken(taken)}",
                                     f"生け贄を{wide(n)}体指定：{_tributes_taken(taken).ja}"), RULE)
            asks = FOLLOW_UP.get(p.kind, "") if p is not None and p.player == player else ""
            hinted = asks and asks != k
            hint = f"; the action asks first for its {asks}: name them with `{asks}: [...]`" if hinted else ""
            hint_ja = f"。この行動が先に求めるのは{asks}：`{asks}: [...]`で指定する" if hinted else ""
            named_ja = _named(step, k, rest)
            named = f"{named_ja} was" if k == "pay" else f"{named_ja} were"
            raise StepFailed(Why(f"{named} not asked for (or not legal){hint}",
                                 f"{named_ja}は求められていない（または合法でない）{hint_ja}"))
    return d


def _settled(b: Board[Duel], step: Any, player: int, keys: list[str]) -> Duel:
    """An activation step that names none of the alternatives on offer (`keys`) takes the one its other answers fit:
    the only one they make whole (「爆炎集合体 ガイヤ・ソウル」 tributing the one Pyro `cost:` names), else the only one
    they are answers to at all. Where they fit several (「神の宣告」 answering a summon and a trap card's activation at
    once), which one is the activator's choice, which the step must answer (docs/scenario-format.md): an error
    asking for `options:`. Where they fit none, the first alternative's refusal."""
    whole: list[Duel] = []
    stopped: list[Duel] = []
    refusals: list[Exception] = []
    for k in keys:
        try:
            d = perform(b, step, player, k)
        except (StepFailed, IllegalAction) as e:
            refusals.append(e)
            continue
        p = d.pending
        (stopped if p is not None and p.player == player and p.kind in FOLLOW_UP else whole).append(d)
    fits = whole or stopped
    if len(fits) == 1:
        return fits[0]
    if not fits:
        raise refusals[0]
    d = b.duel
    card = d.cards[int(keys[0].split(":")[1])]
    effects = [d.effect_of(card.idx, int(k.rsplit(":", 1)[1])) for k in keys]
    raise StepFailed(Why(
        f"{card.data.describe()} may be activated now for {len(keys)} of its alternatives, and the step fits "
        f"{'both' if len(fits) == len(keys) == 2 else f'{len(fits)} of them'}: name the one it takes with `options:` ("
        + " / ".join(f"[{e.text_en}]" for e in effects) + ")",
        f"{card.data.describe()}は今、{wide(len(keys))}つの選択肢のどれでも発動でき、ステップはその{wide(len(fits))}つに合う："
        "`options:`でどれを取るかを指す（" + "／".join(f"[{e.text_ja}]" for e in effects) + "）"))


def _named(step: Any, k: str, rest: list[Any]) -> str:
    """Answers of an action step that nothing asked for, as the scenario wrote them: an amount to pay is one number
    (`pay: 500`), the others lists of cards."""
    return f"pay: {as_yaml(step['pay'])}" if k == "pay" else f"{k} {as_yaml(rest)}"


def _tributes_taken(n: int) -> Why:
    """The refusal of a summon or set naming more tributes than it takes."""
    return Why(f"it takes only {counted(n, 'tribute')}", f"生け贄は{wide(n)}体のみ")


def _too_many(n: int) -> Why:
    """The refusal of an activation naming more targets than its effect takes."""
    return Why(f"the effect takes at most {counted(n, 'target')}", f"この効果の対象は{wide(n)}枚まで")


def _unfinished(d: Duel, step: Any, player: int) -> str:
    """An action naming its `targets` that leaves its player still choosing one: an activation's targets are
    all chosen as it is activated, so with only those named it is no activation the rules allow. So too a summon
    naming its `tributes` that leaves its player still choosing one: it needs more than those named."""
    p = d.pending
    if p is None or p.player != player:
        return ""
    if "tributes" in step and p.kind == "tribute":
        named = step["tributes"] or []
        top = d.stack[-1]
        level = d.cards[top.card].data.level or 0 if isinstance(top, NormalSummon) else 0
        if len(named) < (2 if level >= 7 else 1 if level >= 5 else 0):
            # fewer than any monster of its Level needs: the check is written short, it tests no rule
            raise StepFailed(Why(f"the summon names {counted(len(named), 'tribute')}, fewer than a Level {level} "
                                 "monster needs: name all of them",
                                 f"召喚が指定する生け贄は{wide(len(named))}体で、レベル{wide(level)}のモンスターに要る数より少ない："
                                 "すべて指定する"))
        words = [str(t) for t in named]
        return Why(f"the summon needs more tributes than the {len(named)} named ({', '.join(words) or 'none'})",
                   f"召喚には指定された{wide(len(named))}体（{'、'.join(words) or 'なし'}）より多くの生け贄が要る")
    if "targets" not in step or p.kind != "target" or not isinstance(d.stack[-1], Activation):
        return ""
    c = d.cards[d.stack[-1].card]
    named = [str(t) for t in step["targets"] or []]
    return Why(f"{c.data.describe()} needs more targets than the {len(named)} named ({', '.join(named) or 'none'}): "
               "every target is chosen as it is activated",
               f"{c.data.describe()}には指定された{wide(len(named))}つ（{'、'.join(named) or 'なし'}）より多くの対象が"
               "要る：対象はすべて発動時に選ぶ")


OPEN = ("idle", "window")  # the decisions of an open game state, where a question's answers are over


def _choose_all(b: Board[Duel], d: Duel, p: int, answers: list[Any], line: int) -> None:
    # the cards being ordered: those left once the question is over take their places without one, so their labels
    # in the list are not answers to what is asked next (the last trigger's own target, which may be itself)
    unordered = {o.card for o in d.pending.options} if d.pending is not None and d.pending.kind == "order" else set()
    for n, a in enumerate(answers):
        ordering = d.pending is not None and d.pending.kind == "order"
        if unordered and not ordering and b.card(a, line) in unordered:
            unordered.discard(b.card(a, line))
            continue
        if n:
            flow.no_more_asked(d.pending, OPEN, answers[n:])
        if ordering:
            unordered.discard(b.card(a, line))
        choose(b, d, p, a, line)


def _decline(d: Duel, p: Decision) -> None:
    d.act("no" if p.kind == "optional" else "pass")


def _at_rest(d: Duel, p: Decision) -> bool:
    """A phase's own window with no chain (the draw and standby phases, the battle phase's start and end steps, the
    end phase): nothing is under way there, and passing it only moves the turn on."""
    return p.kind == "window" and not d.chain and len(d.stack) > 1 and isinstance(d.stack[-1], Window) \
        and isinstance(d.stack[-2], Turn)


def _again(p: Decision, target: str) -> bool:
    """A second battle phase (「ウェザー・レポート」) is offered from main phase 2."""
    return target.startswith("battle") and any(o.key == "phase:battle" for o in p.options)


def _move_on(d: Duel, p: Decision, target: str | None) -> None:
    phases = [o for o in p.options if o.kind == "phase"]
    if not phases:  # the rules keep the player where they are (a monster that must attack): nothing to answer
        return
    if target is None:
        d.answer(phases[0])
        return
    if _again(p, target):
        d.answer(p.option("phase:battle"))
        return
    # the damage step is reached through the battle step's attacks, the next turn through the end phase
    toward = "end" if target in (flow.END_TURN, "battle:damage") else target
    order = PHASES.index(toward) if toward in PHASES else len(PHASES)
    for o in phases:
        nxt = {1: "battle:start", 2: "main2", 3: "end"}[o.arg]
        if PHASES.index(nxt) <= order:
            d.answer(o)
            return
    # every offer lies past the target (the battle phase's end step, asked for from its battle step): the nearest
    # one passes through it without giving up main phase 2
    d.answer(phases[0])


def _past(d: Duel, p: Decision, target: str) -> bool:
    return target != "battle:damage" and not _again(p, target) and PHASES.index(target) < PHASES.index(
        d.phase if d.phase in PHASES else "battle:battle")


def _pos_name(pos: Pos) -> str:
    return {Pos.ATTACK: "attack", Pos.DEFENSE: "defense", Pos.SET: "set", Pos.UP: "up",
            Pos.SET_ATTACK: "set_attack"}.get(pos, "none")


def _lp(b: Board[Duel], v: Any, line: int) -> list[Miss]:
    if not isinstance(v, dict):
        raise ScenarioError(b.where, line, Why(
            f"expect lp must be a mapping {{A: LP, B: LP}}, not {as_yaml(v)}",
            f"expect lpは{{A: LP, B: LP}}のマッピングで書く（{as_yaml(v)}ではない）"))
    fails: list[Miss] = []
    for pn in v:
        got = b.duel.players[player_id(pn, b.where, line)].lp
        # `eight` is a mistake of the file, not of the engine
        want = whole(v, pn, 0, b.where, Why(f"expect lp of {pn}", f"expect lpの{pn}"))
        if got != want:
            fails.append(Miss(line_of(v, pn), Why(f"{pn}'s LP are {got}, expected {want}",
                                                  f"{pn}のライフポイントは{wide(got)}（期待：{want}）")))
    return fails


# the positions an expectation may name: a monster's, a spell's or trap's side, a monster set in attack position
EXPECTED_POSITIONS = ("attack", "defense", "set", "up", "set_attack")


def _position(b: Board[Duel], v: Any, line: int) -> list[Miss]:
    for ref, _, want in per_card(b, v, line, "position"):
        if want not in EXPECTED_POSITIONS:  # a word no card is ever in: the file's mistake, not the engine's
            raise ScenarioError(b.where, line_of(v, ref), Why(
                f"expect position of {ref} must be one of: {', '.join(EXPECTED_POSITIONS)}, not {as_yaml(want)}",
                f"expect positionの{ref}は{'、'.join(EXPECTED_POSITIONS)}のどれか（{as_yaml(want)}ではない）"))
    return [Miss(line_of(v, ref), _position_miss(b.duel, ref, c, want))
            for ref, c, want in per_card(b, v, line, "position") if _pos_name(c.pos) != str(want)]


def _position_miss(d: Duel, ref: Any, c: Card, want: Any) -> Why:
    """A card not in the position expected; one with none (in the hand, the deck, the graveyard, the fusion deck):
    where it is, which its position "none" did not say."""
    if c.pos is Pos.NONE:
        return Why(f"{ref} is in {_at(d, c)}, where a card has no position, expected {as_yaml(want)}",
                   f"{ref}は{_at(d, c)}にあり、表示形式がない（期待：{as_yaml(want)}）")
    return Why(f"{ref} is in position {_pos_name(c.pos)}, expected {as_yaml(want)}",
               f"{ref}の表示形式は{_pos_name(c.pos)}（期待：{as_yaml(want)}）")


def _stat(k: str) -> flow.Check:
    def check(b: Board[Duel], v: Any, line: int) -> list[Miss]:
        d = b.duel
        fails: list[Miss] = []
        for ref, c, _ in per_card(b, v, line, k):
            got = d.atk(c) if k == "atk" else d.defense(c)
            want = whole(v, ref, 0, b.where, Why(f"expect {k} of {ref}", f"expect {k}の{ref}"))
            if got != want:
                fails.append(Miss(line_of(v, ref), Why(
                    f"{ref}'s {k.upper()} is {got}, expected {want}",
                    f"{ref}の{'攻撃力' if k == 'atk' else '守備力'}は{wide(got)}（期待：{want}）")))
        return fails
    return check


def _holder(k: str) -> flow.Check:
    def check(b: Board[Duel], v: Any, line: int) -> list[Miss]:
        fails: list[Miss] = []
        for ref, c, want in per_card(b, v, line, k):
            got = c.ctl if k == "controller" else c.owner
            if got != player_id(want, b.where, line):
                who = "コントローラー" if k == "controller" else "持ち主"
                fails.append(Miss(line_of(v, ref), Why(f"{ref}'s {k} is {'AB'[got]}, expected {want}",
                                                       f"{ref}の{who}は{'AB'[got]}（期待：{want}）")))
        return fails
    return check


def _counters(b: Board[Duel], v: Any, line: int) -> list[Miss]:
    fails: list[Miss] = []
    for ref, c, want in per_card(b, v, line, "counters"):
        # a count below 0 is no card's, whatever the engine did: the file's mistake, as on the board
        if want is not None and not (isinstance(want, dict) and all(
                isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in want.values())):
            raise ScenarioError(b.where, line_of(v, ref), counts_written(want))
        # every kind checked, one expected to hold none too: a kind no card holds would pass whatever it held
        named = {counter_kind(x, b.where, line_of(want, x) or line_of(v, ref)): int(n) for x, n in (want or {}).items()}
        want_c = {k: n for k, n in named.items() if n}
        if c.counters != want_c:
            written = as_yaml(want or {})
            # a card that holds none because none can be there: where it is, which "{}" did not say
            why = Why("", "")
            if not c.on_field:
                why = Why(f" ({ref} is in {_at(b.duel, c)}, and only a face-up card on the field holds counters)",
                          f"（{ref}は{_at(b.duel, c)}にあり、カウンターを置けるのはフィールドの表側表示のカードだけ）")
            elif not c.face_up:
                why = Why(f" ({ref} is face-down, and only a face-up card on the field holds counters)",
                          f"（{ref}は裏側表示で、カウンターを置けるのはフィールドの表側表示のカードだけ）")
            fails.append(Miss(line_of(v, ref), Why(
                f"counters on {ref} are {_counters_found(c.counters, False)}, expected {written}{why}",
                f"{ref}のカウンターは{_counters_found(c.counters, True)}（期待：{written}）{why.ja}")))
    return fails


def _counters_found(held: dict[str, int], ja: bool) -> str:
    """The counters a card holds, as an expectation's message says what it found: each kind by its name in the
    language (its key where kinds share the name, 「カウンター」), the count in Japanese in full-width digits."""
    said = [f"{counter_said(k, ja)}: {wide(n) if ja else n}" for k, n in held.items()]
    return "{" + ", ".join(said) + "}"


def _name(d: Duel, i: int) -> str:
    c = d.cards[i]
    return c.label or c.data.name_ja


def _check_chain(b: Board[Duel], want: Any, line: int) -> list[Miss]:
    d = b.duel
    if not isinstance(want, list):
        raise ScenarioError(b.where, line, Why(
            f"expect chain must be a list of links, not {as_yaml(want)}",
            f"expect chainはチェーンの各リンクのリストで書く（{as_yaml(want)}ではない）"))
    if len(d.chain) != len(want):
        return [Miss(line, Why(f"the chain has {counted(len(d.chain), 'link')}, expected {len(want)}",
                               f"チェーンは{wide(len(d.chain))}つ（期待：{wide(len(want))}つ）"))]
    if not want and any(isinstance(f, ResolveChain) for f in d.stack):
        return [Miss(line, Why("a chain link is still resolving: its effect waits for an answer (answer it first)",
                               "チェーンがまだ解決中：その効果が答えを待っている（先に答える）"))]
    fails: list[Miss] = []
    for n, (link, w) in enumerate(zip(d.chain, want, strict=True), 1):
        check_keys(w, {"player", "card", "targets", "effect"}, b.where, Why("a chain link", "チェーンの項目"),
                   line_of(want, n - 1))
        if "player" in w and link.player != player_id(w["player"], b.where, line):
            fails.append(Miss(line_of(w, "player"), Why(
                f"chain link {n} is {'AB'[link.player]}'s, expected {w['player']}'s",
                f"チェーン{wide(n)}は{'AB'[link.player]}のもの（期待：{w['player']}）")))
        if "card" in w and link.card != b.card(w["card"], line):
            fails.append(Miss(line_of(w, "card"), Why(
                f"chain link {n} is {_name(d, link.card)}, expected {w['card']}",
                f"チェーン{wide(n)}は{_name(d, link.card)}（期待：{w['card']}）")))
        defn = d.defs[link.card]
        number = defn.text_number(link.effect) if defn is not None and link.effect > 0 else link.effect
        if "effect" in w and number != w["effect"]:
            fails.append(Miss(line_of(w, "effect"), Why(
                f"chain link {n} is effect {number} of its card's text, expected {as_yaml(w['effect'])}",
                f"チェーン{wide(n)}はカードの効果{wide(number)}（期待：{as_yaml(w['effect'])}）")))
        if "targets" in w:
            got = [i for i, _ in link.targets]
            written = listed(w, "targets", b.where, "targets")
            if got != [b.card(t, line) for t in written]:
                names = [_name(d, i) for i in got]
                fails.append(Miss(line_of(w, "targets"), Why(
                    f"chain link {n} targets {as_yaml(names)}, expected {as_yaml(written)}",
                    f"チェーン{wide(n)}の対象は{as_yaml(names)}（期待：{as_yaml(written)}）")))
    return fails


# expectations may also say a token is gone: it left the field and is no more (no entry places a card there)
EXPECT_ZONES = {**ZONE_KEYS, "gone": Zone.GONE}


def _at(d: Duel, c: Card) -> str:
    """Where a card is, as an expectation names a zone: A.graveyard."""
    return f"{'AB'[_place(d, c.idx)[0]]}.{ZONE_NAMES[c.zone]}"


def _place(d: Duel, i: int) -> tuple[int, Zone]:
    c = d.cards[i]
    return c.ctl, c.zone  # the player whose zone holds it (off the field: its owner, as a rule)


RULES: flow.StepRules[Duel] = flow.StepRules(
    verbs=ACTION_VERBS, keys=frozenset(STEP_KEYS), legal_keys=frozenset(STEP_KEYS - {"expect", "because"}),
    decline=_decline, move_on=_move_on, past=_past,
    arrived=lambda d, p, target, left: d.phase == target and left, chain_open=lambda d: bool(d.chain),
    offers=frozenset({"optional"}), choose_all=_choose_all, perform=perform, unfinished=_unfinished,
    held=lambda d, p: MUST_ATTACK, at_rest=_at_rest, verb_keys=VERB_KEYS,
    phase_name=phase_name, render=render, zones=EXPECT_ZONES, zone_names=ZONE_NAMES, deck=Zone.DECK, place=_place,
    pile=lambda d, p, z: d.players[p].cards_in(z), name=_name,
    own={"lp": _lp, "position": _position, "atk": _stat("atk"), "def": _stat("def"),
         "controller": _holder("controller"), "owner": _holder("owner"), "chain": _check_chain,
         "counters": _counters})

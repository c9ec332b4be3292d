"""Why an action a player names is not on offer now: the rule that refuses it, in English and Japanese
(`kernel.reasons.Why`). The judge says it of a refused scenario step (judge/dm_steps.py), the terminal of a typed
command (play/dm_board.py) and the web board beside a card a player picks (web/wire.py). Each reason comes from
the check that makes the options: `mana_options`, `play_refusal`, `attack_refusal`."""

from __future__ import annotations

from arbiter.dm.battle import attack_refusal
from arbiter.dm.duel import Duel
from arbiter.dm.mana import can_pay
from arbiter.dm.model import Zone
from arbiter.dm.play import UNPAYABLE, cross_refusal, play_refusal
from arbiter.kernel.reasons import Why

EXPLAINED = ("charge", "summon", "cast", "cross", "attack")  # the actions whose refusal names its rule
TURN_PLAYER_ONLY = Why("only the turn player acts at an open game state", "行動できるのはターンプレイヤーだけ")
CHARGED = Why("its player has already charged mana this turn", "このターン、既にマナチャージしている")
MANA_PHASE_ONLY = Why("mana is charged only in the mana phase", "マナチャージはマナチャージステップでしか行えない")
MAIN_PHASE_ONLY = Why("a card is played from the hand only in the main phase",
                      "手札のカードはメインステップでしか使えない")
NOT_IN_HAND = Why("it is not in its player's hand", "そのプレイヤーの手札にない")
CROSS_MAIN_ONLY = Why("a cross gear is crossed only in the main phase", "クロスはメインステップでしか行えない")
NOT_A_GEAR = Why("it is not a cross gear in its player's battle zone",
                 "そのプレイヤーのバトルゾーンにあるクロスギアではない")
NO_CREATURE_TO_CROSS = Why("its player has no creature in the battle zone to cross it to",
                           "クロスできる自分のクリーチャーがバトルゾーンにいない")
ON_THE_ONLY_CREATURE = Why("it is already crossed to its player's only creature",
                           "既に自分の唯一のクリーチャーにクロスされている")
ATTACK_PHASE_ONLY = Why("an attack is declared only in the attack phase", "攻撃はアタックステップでしか行えない")
MUST_REPLACE = Why("a replacement effect on offer is not optional: one of them must be applied",
                   "任意でない置き換え効果があるので、どれか1つを適用しなければならない")
# the steps of a turn a player moves through, in order (500, 503-511): a phase option moves on to the next one
STEPS = ("mana", "main", "attack", "end")
STEP_EN = {"mana": "mana charge", "main": "main", "attack": "attack", "end": "end"}
STEP_JA = {"mana": "マナチャージ", "main": "メイン", "attack": "アタック", "end": "ターン終了"}
# what a card a player picks would do: summon or cast from the hand, charge in the mana phase, attack from the battle
# zone, cross a gear of the battle zone (`card_refusals`)
HAND_VERB = {"spell": "cast", "castle": "cast"}


def action_refusal(d: Duel, player: int, verb: str, card: int, target: int) -> str:
    """Why `player` may not `verb` the card `card` (an attack: on `target`, -1 the opponent; a cross: to `target`, -1
    where none is named) now; "" where no rule named here refuses it."""
    if player != d.tp:
        return TURN_PLAYER_ONLY
    c = d.cards[card]
    # where the card is comes before when: a card of the mana zone is not summoned in the main phase either
    if verb in ("charge", "summon", "cast") and card not in d.players[player].hand:
        return NOT_IN_HAND
    if verb == "charge":
        if d.charged:
            return CHARGED
        if d.phase != "mana":
            return MANA_PHASE_ONLY
    elif verb in ("summon", "cast"):
        if d.phase != "main":
            return MAIN_PHASE_ONLY
        return play_refusal(d, c)
    elif verb == "cross":  # crossing pays the gear's cost again
        if d.phase != "main":
            return CROSS_MAIN_ONLY
        if c.defn.kind != "cross_gear" or c.zone is not Zone.BATTLE or c.owner != player:
            return NOT_A_GEAR
        if not can_pay(d, player, c.defn):
            return UNPAYABLE
        if target >= 0:
            return cross_refusal(d, c, target)
        # none named (the web board's pick, `cross b1` typed alone): refused where no creature of theirs takes it,
        # which of their own creatures is only the one it is crossed to (`cross_refusal`)
        creatures = d.creatures(player)
        if not creatures:
            return NO_CREATURE_TO_CROSS
        return ON_THE_ONLY_CREATURE if all(cross_refusal(d, c, cr.idx) for cr in creatures) else ""
    elif verb == "attack":
        if d.phase != "attack" and card in d.players[player].battle:  # a card that is none of their creatures: so
            return ATTACK_PHASE_ONLY
        return attack_refusal(d, c, target)
    return ""


def word_refusal(d: Duel, word: str) -> str:
    """Why a word is no answer to the decision pending ("" where no rule here says): "no" where a replacement
    effect on offer is mandatory, so that the player may only pick which one applies (`pipeline._choose`)."""
    p = d.pending
    if p is None or word != "no" or p.kind != "replacement" or any(o.kind == "no" for o in p.options):
        return ""
    return MUST_REPLACE


def phase_refusal(d: Duel, step: str) -> str:
    """Why the open game state pending does not move on to `step` ("main", "attack", "end": the commands of its
    phase option) where it offers the next step only: the steps go in order, none skipped, none gone back to; ""
    where the step is the next one or no open game state is pending."""
    p = d.pending
    if p is None or p.kind != "idle" or d.phase not in STEPS or step not in STEPS:
        return ""
    here, there = STEPS.index(d.phase), STEPS.index(step)
    if there == here + 1 or step == d.phase == "end":  # on offer: the end step's option ends the turn
        return ""
    if there == here:  # typed again in the step it moved to (`attack` once the main step's last option went)
        return Why(f"the turn is in its {STEP_EN[step]} step already", f"既に{STEP_JA[step]}ステップに入っている")
    if there < here:
        return Why(f"the turn's steps go in order (mana charge, main, attack, end): its {STEP_EN[step]} step is over",
                   f"ターンのステップは順に進む（マナチャージ、メイン、アタック、ターン終了）。"
                   f"{STEP_JA[step]}ステップは終わっている")
    nxt = STEPS[here + 1]
    return Why(f"the turn's steps go in order (mana charge, main, attack, end), none skipped: the {STEP_EN[nxt]} step "
               f"comes first (`{nxt}`)",
               f"ターンのステップは順に進み（マナチャージ、メイン、アタック、ターン終了）、とばせない。"
               f"先に{STEP_JA[nxt]}ステップ（`{nxt}`）")


def card_refusals(d: Duel, player: int, card: int) -> list[tuple[str, str]]:
    """Why `player`'s card `card` (of their hand or battle zone) cannot be used now for each action the pending
    decision (theirs, at the turn's open game state) does not offer for it (what the web board shows beside a card a
    player picks): a card of the hand charged in the mana phase, and summoned or cast; a creature attacking the
    opponent in the attack phase; a cross gear of the battle zone crossed in the main phase. The action and the
    reason, where a rule here names one."""
    p = d.pending
    c = d.cards[card]
    if p is None or p.player != player or p.kind != "idle" or c.owner != player:
        return []
    offered = {o.kind for o in p.options if o.card == card}
    if c.zone is Zone.HAND:
        verbs = [*(["charge"] if d.phase == "mana" else []), HAND_VERB.get(c.defn.kind, "summon")]
    elif c.zone is Zone.BATTLE and d.phase == "attack":
        verbs = ["attack"]
    else:
        verbs = ["cross"] if c.zone is Zone.BATTLE and d.phase == "main" and c.defn.kind == "cross_gear" else []
    whys = [(verb, action_refusal(d, player, verb, card, -1)) for verb in verbs if verb not in offered]
    return [(verb, why) for verb, why in whys if why]

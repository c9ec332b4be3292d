"""Why an action a player names is not on offer now: the rule that refuses it, in words.

The judge says it of a refused scenario step (judge/ocg_steps.py) and the terminal of a typed command that names a
card's action not on offer (play/board.py). Each reason comes from the check that makes the options
(`legality`): `activation_refusal`, `attack_refusal`, `summon_refusal`, `procedure_refusal`. A reason is a
`kernel.reasons.Why`: the English the judge prints and matches `because:` against, carrying its Japanese, which the
terminal and the web board show a Japanese player (`in_lang`).
"""

from __future__ import annotations

from arbiter.kernel.decision import kind_word
from arbiter.kernel.log import quoted
from arbiter.kernel.reasons import Why, in_lang, wide
from arbiter.ocg.battle import Attack
from arbiter.ocg.carddata import ATTRIBUTES, UnknownCardError, default_db, era_pool
from arbiter.ocg.chain import Activation, AtOnce, ResolveChain, Window
from arbiter.ocg.cost_first import NOTHING
from arbiter.ocg.declared_words import declared_words
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import NOT_CHOSEN, NOT_DECLARED, Ctx, Kind, quoting
from arbiter.ocg.lasting import Forbid
from arbiter.ocg.legality import (
    CONDITION,
    HAND_MONSTERS_ONLY,
    MAIN_PHASES,
    NO_SET,
    NOT_OWN,
    NOT_THEIR_MONSTER,
    TRIGGER_EVENT,
    activation_refusal,
    attack_refusal,
    effect_words,
    procedure_refusal,
    summon_refusal,
)
from arbiter.ocg.names import NO_CARD, bears_own_name, other_names
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon import NormalSummon

NO_DIVINE = Why("DIVINE is not an Attribute a player may declare", "神属性は宣言できない")
NOT_OF_THE_ERA = Why("no card of that name existed yet in 2002-2007, the era of these rules",
                     "その名前のカードは、このルールの時代（2002～2007年）にはまだ存在しない")
TOKEN_NAME = Why("a token is no card: its name cannot be declared", "トークンはカードではなく、その名前は宣言できない")
NO_CARD_NAME = Why("no card of the game bears that name: it stands for the cards a deck the scenario does not list is "
                   "filled with", "ゲームのカードの名前ではない：シナリオが書かないデッキを埋めるカードの名前")
# the refusals whose reason is code (a condition, what the effect acts on, a trigger's event): the effect's words go
# with them
QUOTED = frozenset((CONDITION, NOTHING, TRIGGER_EVENT))
# the bans on its player's summons that may leave an effect nothing to act on (`_ban_behind_nothing`)
SUMMON_BANS = ("special_summon", "fusion_summon")
SUMMON_BANS_JA = {"special_summon": "特殊召喚", "fusion_summon": "融合召喚"}
# the kinds of effect a player activates at will or as a trigger (not continuous ones, replacements, procedures)
ACTIVATED = (Kind.ACTIVATE, Kind.IGNITION, Kind.QUICK, Kind.TRIGGER, Kind.FLIP, Kind.INSTEAD_OF_DRAW)
# the actions a player takes with a card at an open game state (the scenario verbs)
ACTIONS = ("activate", "summon", "set", "flip_summon", "change_position", "special_summon", "attack")
# the card questions whose refused answers have a reason (`choice_refusal`)
CHOICES = ("target", "cost", "tribute", "select")

# the reasons in both languages (`kernel.reasons.Why`)
OVER = Why("the duel is over", "デュエルは終了している")
DORMANT = Why("it has no effects where it is now: a gemini monster not gemini summoned, or a monster card treated as a "
              "spell card",
              "いまの状態では効果を持たない（再度召喚していないデュアルモンスターか、魔法カード扱いのモンスターカード）")
NOT_NOW = Why("it cannot be activated at this moment", "いまは発動できない")
_ACTION_JA = {"summon": "召喚", "set": "セット", "flip_summon": "反転召喚", "change_position": "表示形式の変更",
              "special_summon": "特殊召喚", "attack": "攻撃"}
# each action as a noun ("a change position" is no English)
_ACTION_EN = {"summon": "a summon", "set": "a set", "flip_summon": "a flip summon",
              "change_position": "a change of battle position", "special_summon": "a special summon",
              "attack": "an attack"}
TURN_PLAYER_ONLY = {
    v: Why(f"{_ACTION_EN[v]} is made only by the turn player at an open game state",
           f"{ja}は、ターンプレイヤーが他の処理が行われていない時にしか行えない")
    for v, ja in _ACTION_JA.items()}
NOT_BATTLE_STEP = Why("it is not the battle step", "バトルステップではない")
NO_ATTACK_NOW = Why("the attack cannot be declared at this moment", "いまは攻撃宣言できない")
MAIN_PHASE_ONLY = Why("it is done only in a main phase", "メインフェイズにしか行えない")
NO_PROCEDURE = Why("it has no special summoning procedure of its own: only an effect special summons it",
                   "自身の方法で特殊召喚するモンスターではなく、効果によってしか特殊召喚できない")
NO_ZONE = Why("no zone is free for it", "置ける空きゾーンがない")
NO_SETTING = Why("an effect keeps its player from setting cards",
                 "効果によって、そのプレイヤーはカードをセットできない")
NOT_DONE_NOW = Why("the rules or an effect keep it from being done now", "ルールか効果によって、いまは行えない")


# the copies of a duel that the refusals of one player's cards in one state share (`card_refusals`), made as they are
# first needed: by card, the copy where that face-up card is face-down (`_card_behind_nothing`); at BANS_LIFTED, the
# copy without the bans on the player's summons (`_ban_behind_nothing`)
Copies = dict[int, Duel]
BANS_LIFTED = -1


def _activation_why(d: Duel, player: int, c: Card, n: int, window: Window | None, copies: Copies) -> str:
    """The rule that keeps `player` from activating effect `n` of card `c` now ("" where none does)."""
    # d.effect_of: a negative number is an effect the card left behind (`Duel.linger`)
    why = activation_refusal(d, player, c, n, d.effect_of(c.idx, n), window.events if window else (), window)
    if why == NOTHING:
        why = _ban_behind_nothing(d, player, c.idx, n, window, copies) or _card_behind_nothing(
            d, player, c.idx, n, window, copies) or why
    return why


def _quoting(d: Duel, card: int, n: int, why: str) -> str:
    """A condition or an event that is code is said in the effect's own words."""
    return effect_words(why, d.effect_of(card, n)) if why in QUOTED else why


def action_refusal(d: Duel, player: int, verb: str, card: int, n: int = 0, copies: Copies | None = None) -> str:
    """Which condition keeps `player` from taking the action `verb` (one of ACTIONS) with card `card` now, where the
    pending decision does not offer it; `n`: the effect an activation names, the monster an attack names (-1:
    directly); `copies`: those the refusals of the player's other cards in this state made (`Copies`)."""
    p = d.pending
    if p is None:
        return OVER
    c = d.cards[card]
    if p.kind == "optional":
        defn = d.defs[card]
        if verb == "activate" and defn is not None:
            # the card's trigger its event set off but that could not be activated (the one named, else any): why not
            why = next((w for k in ([n] if n > 0 else range(1, len(defn.effects) + 1))
                        if (w := d.untaken_reason(c, k))), "")
            if why:
                return why
        asked = next((o.card for o in p.options if o.kind == "yes" and o.card >= 0), -1)
        other = d.cards[asked].data if asked >= 0 else None
        whose, whose_ja = ("another card's", "他のカードの") if other is None else (
            "another copy of this card's", "同名の別のカードの") if other.passcode == c.data.passcode else (
            f"{quoted(other.name_ja, other.name_en, 'en')}'s", f"「{other.name_ja or other.name_en}」の")
        return Why(f"the decision pending is whether to apply or activate {whose} effect; this card's is not on offer "
                   "now (its event did not happen, or its cost or targets are lacking)",
                   f"いま決めるのは{whose_ja}効果を適用・発動するかどうかで、このカードの効果はいま選べない"
                   "（その事象が起きていないか、コストや対象が足りない）")
    if p.kind not in ("window", "idle"):
        w = kind_word(p.kind, True)
        return Why(f"{'AB'[player]} must first answer {w}", f"{'AB'[player]}は先に{w.ja}に答えなければならない")
    window = d.stack[-1] if p.kind == "window" and isinstance(d.stack[-1], Window) else None
    if verb == "activate":
        if "gemini" in c.data.subtypes and d.dormant(c):
            return DORMANT  # its effects are not its own until its second summon: no other reason is the one
        # one printed effect with alternative conditions (「神の宣告」: a summon, or a spell or trap card's
        # activation; 「シフトチェンジ」) is refused only when every alternative is: each distinct reason is named
        defn = d.defs[card]
        alts = [n]
        if n > 0 and defn is not None:
            kind = defn.effects[n - 1].kind
            alts += [i for i in defn.by_text_number(defn.text_number(n)) if i != n and defn.effects[i - 1].kind
                     is kind and not defn.effects[i - 1].note]  # (a note for a later effect is no alternative)
        whys: list[str] = []
        for i in alts:
            w = _quoting(d, card, i, _activation_why(d, player, c, i, window, {} if copies is None else copies))
            if w and w not in whys:
                whys.append(w)
        why = whys[0] if len(whys) == 1 else Why("; and ".join(whys), "。また、".join(
            in_lang(w, "ja") for w in whys)) if whys else ""
        if not why and d.dormant(c):
            why = DORMANT
        return why or NOT_NOW
    # where the card is comes before when: a card in the opponent's graveyard is not the player's to move in a main
    # phase either
    where = _where_refusal(player, verb, c)
    if where:
        return where
    if verb == "attack" and d.phase != "battle:battle":  # a battle phase ended early (「サイバー・ヴァリー」) included
        return NOT_BATTLE_STEP
    if verb != "attack" and d.tp == player and d.phase not in MAIN_PHASES:
        # the phase first: the turn player's battle phase has windows at open game states too, and no summon there
        return MAIN_PHASE_ONLY
    if p.kind == "window" or d.tp != player:
        return TURN_PLAYER_ONLY[verb]
    if verb == "attack":
        return attack_refusal(d, c, n) or NO_ATTACK_NOW
    if c.ctl != player:
        return NOT_OWN[player]
    if verb == "special_summon":
        why = _procedure_why(d, player, c)
    elif verb == "set" and c.data.kind != "monster":  # a spell or trap card (or a monster set as a spell)
        zone = Zone.FIELD if "field" in c.data.subtypes else Zone.SPELLS
        why = NO_ZONE if not d.free_slots(player, zone) else NO_SETTING if d.player_forbidden(player, "set") else \
            NO_SET if not d.may_set_spell_trap(c, player) else ""
    else:
        why = summon_refusal(d, player, c, verb)
    return _other_way(d, player, c, verb, why or NOT_DONE_NOW)


def _procedure_why(d: Duel, player: int, c: Card) -> str:
    """Why `c` is not special summoned by its own procedure now (NO_PROCEDURE where it has none)."""
    defn = d.defs[c.idx]
    procedures = [e for e in defn.effects if e.kind is Kind.PROCEDURE] if defn is not None else []
    if not procedures:
        return NO_PROCEDURE
    # the procedure that summons it from where it is (「憑依装着－アウス」: one from the hand, one from the deck)
    here = [e for e in procedures if (e.from_zone or Zone.HAND) is c.zone]
    return procedure_refusal(d, player, c, (here or procedures)[0]) or NOT_DONE_NOW


def _other_way(d: Duel, player: int, c: Card, verb: str, why: str) -> str:
    """A monster in the hand with a special summoning procedure of its own (「サイバー・ドラゴン」) is played by a
    normal summon or by that procedure: where the one named is refused and the other is not on offer either, the
    refusal says why each is (the player may have meant the other), else `why` alone."""
    defn = d.defs[c.idx]
    p = d.pending
    if verb not in ("summon", "special_summon") or c.zone is not Zone.HAND or defn is None or p is None or not any(
            e.kind is Kind.PROCEDURE and (e.from_zone or Zone.HAND) is Zone.HAND for e in defn.effects):
        return why
    if verb == "summon":
        if any(o.kind == "special_summon" and o.card == c.idx for o in p.options):
            return why
        other = _procedure_why(d, player, c)
        return Why(f"{why}; nor may it be special summoned by its own procedure: {other}",
                   f"{in_lang(why, 'ja')}。また、自身の方法で特殊召喚することもできない：{in_lang(other, 'ja')}")
    if any(o.key == f"summon:{c.idx}" for o in p.options):
        return why
    other = summon_refusal(d, player, c, "summon") or NOT_DONE_NOW
    return Why(f"{why}; nor may it be normal summoned: {other}",
               f"{in_lang(why, 'ja')}。また、通常召喚することもできない：{in_lang(other, 'ja')}")


def _where_refusal(player: int, verb: str, c: Card) -> Why | None:
    """Why `verb` is never done with `c` where it is, at any moment: the card is the opponent's, a monster action
    names no monster on the field, a summon or set names no card in the hand (or, a gemini summon, on the field).
    None where the card is where the action takes it from."""
    if verb in ("flip_summon", "change_position", "attack") and (c.zone is not Zone.MONSTERS or c.ctl != player):
        return NOT_THEIR_MONSTER  # (a monster taken by 「強奪」 is its owner's card, not its controller's monster)
    if c.ctl != player:
        return NOT_OWN[player]
    if verb in ("summon", "set") and c.zone not in (Zone.HAND, Zone.MONSTERS):
        return HAND_MONSTERS_ONLY
    return None


def _ban_behind_nothing(d: Duel, player: int, card: int, n: int, window: Window | None, copies: Copies
                        ) -> Why | None:
    """Where effect `n` of `card` has nothing to act on because an effect keeps its player from summoning what it
    would summon (a ban on special or fusion summons, or a summon lock: 「融合禁止エリア」, with which 「融合」 finds no
    monster to fuse), that effect: on a copy of the duel without it the refusal is gone. None where none is behind
    it."""
    bans = [what for what in SUMMON_BANS if d.player_forbidden(player, what)]
    locks = [s for s, e in d.statics() if e.locks_summons is not None] if d.any_summon_lock else []
    if not bans and not locks:
        return None
    w = copies.get(BANS_LIFTED)
    if w is None:
        w = copies[BANS_LIFTED] = d.clone()
        w.lasting.replace(Forbid, tuple(r for r in w.lasting.of(Forbid)
                                        if r.to_player != player or r.change.what not in bans))
        w.any_summon_lock = False  # (the copy is asked only of this player's effects)
    if activation_refusal(w, player, w.cards[card], n, w.effect_of(card, n), window.events if window else (),
                          window) == NOTHING:
        return None
    by = ", ".join(quoted(s.data.name_ja, s.data.name_en, "en") for s in locks)
    by_ja = "、".join(f"「{s.data.name_ja}」" for s in locks)
    what = " or ".join(b.replace("_", " ") + "ing" for b in bans)
    what_ja = "・".join(SUMMON_BANS_JA[b] for b in bans)
    return Why(f"an effect keeps its player from {what or 'summoning what it would summon'}"
               f"{f' ({by})' if by else ''}, so {NOTHING}",
               f"効果{f'（{by_ja}）' if by_ja else ''}によって、そのプレイヤーは"
               f"{what_ja + 'できず' if what_ja else '効果が呼び出すモンスターを召喚できず'}、{NOTHING.ja}")


def _card_behind_nothing(d: Duel, player: int, card: int, n: int, window: Window | None, copies: Copies
                         ) -> Why | None:
    """Where effect `n` of `card` has nothing to act on because of what a face-up card on the field does while it
    is face-up (「生贄封じの仮面」: no tribute, so a ritual spell finds none; 「神殿を守る者」: no draw outside the draw
    phase), that card and its words: on a copy of the duel where it is face-down, its effects not applying, the
    refusal is gone. None where no such card is behind it."""
    for pl in d.players:
        for i in (*pl.monsters, *pl.spells, pl.field):
            defn = d.defs[i] if i >= 0 and i != card else None
            if defn is None or not d.cards[i].face_up:
                continue
            # what may stop another card's effect: a ban (「生贄封じの仮面」) or a replacement (「神殿を守る者」)
            said = next((e for e in defn.effects if e.text_en and (
                e.kind is Kind.REPLACEMENT or (e.kind is Kind.CONTINUOUS and bool(e.forbids)))), None)
            if said is None:
                continue
            w = copies.get(i)
            if w is None:
                w = copies[i] = d.clone()
                w.cards[i].pos = Pos.SET  # (the copy is asked only whether other cards' effects have something to do)
                w.version += 1
            if activation_refusal(w, player, w.cards[card], n, w.effect_of(card, n), window.events if window else (),
                                  window) == NOTHING:
                continue
            s = d.cards[i].data
            return Why(f"the effect of {quoted(s.name_ja, s.name_en, 'en')} stops it ({said.text_en}), so {NOTHING}",
                       f"「{s.name_ja or s.name_en}」の効果（{said.text_ja or said.text_en}）によって、{NOTHING.ja}")
    return None


def card_refusals(d: Duel, player: int, card: int) -> list[tuple[str, str]]:
    """Why `player`'s card `card` (of their hand, field or graveyard) cannot be used now for each action it could be
    used for at their pending decision that the decision does not offer for it (what the web board shows beside a
    card a player picks, under the options it offers): the action (one of ACTIONS) and the reason, in the order of
    `_actions`. At a card question of theirs (one of CHOICES), why the card is no answer where it is not one and that
    is known: the question's kind and the reason. Nothing for a card that is not theirs, or a decision not theirs."""
    p = d.pending
    c = d.cards[card]
    if p is None or p.player != player or c.ctl != player or c.zone not in (
            Zone.HAND, Zone.MONSTERS, Zone.SPELLS, Zone.FIELD, Zone.GRAVE):
        return []
    mine = [o for o in p.options if o.card == card]
    if p.kind in CHOICES:
        why = "" if mine else choice_refusal(d, card)
        return [(p.kind, why)] if why else []
    if p.kind not in ("window", "idle"):
        return []
    offered = {"set" if o.kind == "setst" else o.kind for o in mine}
    copies: Copies = {}  # shared by the card's activations' refusals
    out = []
    for verb, n in _actions(d, c, p.kind == "window"):
        if verb not in offered:
            out.append((verb, action_refusal(d, player, verb, card, n, copies)))
    return out


def _actions(d: Duel, c: Card, window: bool) -> list[tuple[str, int]]:
    """The actions a player could take with `c` where it is, each with the number `action_refusal` takes (the effect
    an activation names; -1: an attack made directly): a monster in the hand summoned, set, special summoned by its
    own procedure where it has one, and its effects used from the hand activated; a spell or trap in the hand
    activated (a trap only once set, which its refusal says) and set; a face-down monster flip summoned; a face-up
    one's effects activated, its position changed, in a battle phase an attack; a card in a spell & trap zone
    activated (face-up: where it has an effect of its own to activate); a card in the graveyard, its effects used
    from there. In a window only an activation is made: the card's usual action alone (the first) where it has
    none, said as refused there."""
    defn = d.defs[c.idx]
    effects = list(enumerate(defn.effects, 1)) if defn is not None else []
    # the effects its player activates at will from where the card is (triggers come as a decision of their own)
    here = [n for n, e in effects if e.kind in (Kind.ACTIVATE, Kind.IGNITION, Kind.QUICK) and (
        e.from_zone is c.zone if c.zone in (Zone.HAND, Zone.GRAVE) else e.from_zone is None)]
    activate = [("activate", n) for n in here[:1]]
    verbs: list[tuple[str, int]]
    if c.zone is Zone.HAND and c.data.kind == "monster":
        procedure = any(e.kind is Kind.PROCEDURE and (e.from_zone or Zone.HAND) is Zone.HAND for _, e in effects)
        verbs = [("summon", 0), ("set", 0), *([("special_summon", 0)] if procedure else []), *activate]
    elif c.zone is Zone.HAND:
        first = [n for n, e in effects if e.kind is Kind.ACTIVATE][:1] or [1]
        verbs = [("activate", first[0]), ("set", 0)]
    elif c.zone is Zone.MONSTERS:
        attack = [("attack", -1)] if d.phase.startswith("battle") else []  # (in a main phase it goes without saying)
        verbs = [("flip_summon", 0)] if c.face_down else [*activate, ("change_position", 0), *attack]
    elif c.zone is Zone.GRAVE:
        verbs = activate
    else:
        verbs = [("activate", here[0] if here else 1)] if c.face_down or here else []
    if window:
        verbs = [v for v in verbs if v[0] == "activate"] or verbs[:1]
    return verbs


def choice_refusal(d: Duel, card: int) -> str:
    """Why card `card` is not on offer at the card question pending ("" where it is, or where no reason is known yet:
    the fronts then name what is on offer): the question's own checks say which one it fails (a target, a card for a
    cost: `Activation.choice_refusal`; a tribute for a tribute summon: `NormalSummon.choice_refusal`; a card an effect
    asks for as it resolves, where its question declares why: `ResolveChain.choice_refusal`)."""
    top = d.stack[-1] if d.stack else None
    if d.pending is not None and d.pending.kind == "replace":
        return substitute_refusal(d, card)
    if d.pending is not None and d.pending.kind in ("idle", "window"):
        return NO_CARD_QUESTION
    if d.pending is None or not isinstance(top, (Activation, NormalSummon, ResolveChain, AtOnce, Attack)):
        return ""
    return top.choice_refusal(d, d.cards[card])


def substitute_refusal(d: Duel, card: int) -> str:
    """Why card `card` is none of the cards a replacement that acts on another card offers (「六武衆」's other monster
    destroyed in its place: `Effect.substitute`, the options `Duel._choose_replacement` makes of its picks): not one
    its words name, quoted ("" where it is on offer, or where the question's replacements are not one such effect)."""
    p = d.pending
    assert p is not None
    picks = [o for o in p.options if o.kind == "replace" and o.key.count(":") == 2]
    if not picks or any(o.card == card for o in picks):
        return ""
    subs = {id(e): e for o in picks if (defn := d.defs[o.arg]) is not None for e in defn.effects
            if e.substitute is not None}
    if len(subs) != 1:
        return ""
    e = next(iter(subs.values()))
    return quoting(NOT_CHOSEN, e.text_en, e.text_ja) if e.text_en else ""


NO_CARD_QUESTION = Why("no question that a card answers is pending: it is an open game state, where a card is named "
                       "with an action (activate, summon, attack ...)",
                       "カードを選ぶ質問は出ていない（他の処理が行われていない時で、カードは発動・召喚・攻撃などの行動で指定する）")
MUST_TARGET = Why("the activation must choose its target: it may not choose none",
                  "対象を選ばなければならない（選ばないことはできない）")
MUST_CHOOSE = Why("the effect must choose a card: it may not choose none",
                  "カードを選ばなければならない（選ばないことはできない）")
MUST_REPLACE = Why("the replacement effect is not optional: it must be applied",
                   "置き換え効果は任意ではなく、適用しなければならない")
FACE_UP_ONLY = Why("the monster is special summoned face-up: it may not be set face-down",
                   "表側表示で特殊召喚する（裏側守備表示にはできない）")
# the words that end a card question without a card (`Option` kinds "no" and "done")
_NONE = frozenset(("no", "done"))


def word_refusal(d: Duel, word: str) -> str:
    """Why a word is no answer to the decision pending ("" where it is, or where no reason is known), read off the
    options its builder made: "no" where a card question offers no way to stop (the choice is not optional: a
    target the activation must have, a card the effect must take, a replacement that must apply); "set" where a
    special summon's position question offers only face-up positions; the battle phase asked for at an open game state
    where it is not next (`phase_refusal`); a choice an operation's words name that its
    check leaves out now, or a way of a normal summon's tributes (`ResolveChain.word_refusal`,
    `NormalSummon.word_refusal`); else a declaration's `name_refusal`."""
    p = d.pending
    if p is None:
        return ""
    if word == "no" and any(o.card >= 0 for o in p.options) and not any(o.kind in _NONE for o in p.options):
        return MUST_TARGET if p.kind == "target" else MUST_REPLACE if p.kind == "replace" else MUST_CHOOSE
    if word == "set" and p.kind == "position" and {o.key for o in p.options} == {"position:attack", "position:defense"}:
        return FACE_UP_ONLY
    if p.kind == "idle" and word == "phase:battle":
        return phase_refusal(d)
    top = d.stack[-1] if d.stack else None
    if p.kind == "pay" and word[4:].isdigit() and isinstance(top, Activation) and top.activated is not None:
        return pay_refusal(top.activated.cost.lp_step, d.players[p.player].lp, int(word[4:]))
    if isinstance(top, (ResolveChain, AtOnce, NormalSummon, Attack)) and (why := top.word_refusal(d, word)):
        return why
    return name_refusal(d, word)


FIRST_TURN = Why("the player who goes first has no battle phase in the first turn",
                 "先攻プレイヤーは最初のターンにバトルフェイズを行えない")
BATTLE_OVER = Why("the turn's battle phase is over: main phase 2 goes on to the end phase (only an effect gives a "
                  "second battle phase)",
                  "このターンのバトルフェイズは終わっている（メインフェイズ２の次はエンドフェイズで、２回目のバトルフェイズは"
                  "効果によってしか行えない）")
NOT_FROM_HERE = Why("the battle phase follows main phase 1", "バトルフェイズはメインフェイズ１の次に行う")
AFTER_BATTLE = Why("main phase 2 follows the battle phase: enter the battle phase first, or end the turn",
                   "メインフェイズ２はバトルフェイズの後：先にバトルフェイズに入るか、ターンを終了する")


def phase_refusal(d: Duel, phase: str = "battle") -> str:
    """Why the open game state pending does not move on to `phase` ("battle" or "main2") where the options do not
    offer it (`legality.idle_options`' checks: the battle phase from main phase 1 after the first turn, or from main
    phase 2 where an effect gives a second one; main phase 2 after the battle phase); "" where no rule here says."""
    if d.phase == "main1":
        return FIRST_TURN if d.turn == 1 else AFTER_BATTLE if phase == "main2" else ""
    if phase == "battle":
        return BATTLE_OVER if d.phase == "main2" else NOT_FROM_HERE
    return ""


def pay_refusal(step: int, lp: int, n: int) -> str:
    """Why paying `n` LP is no answer to a cost paid in multiples of `step` LP (`Cost.lp_step`, the amounts
    `Activation` offers: `step` up to the LP its player has)."""
    if step and n % step:
        return Why(f"its cost is paid in multiples of {step} LP", f"ライフポイントは{wide(step)}の倍数で払う")
    if n > lp:
        return Why(f"its player has only {lp} LP to pay", f"払えるライフポイントは{wide(lp)}しかない")
    return ""


def name_refusal(d: Duel, name: str) -> str:
    """Why a word or a card name is no answer to the declaration pending ("" where it is, or where no reason is
    known): a choice the effect names but its `declare_ok` refuses now; a player declares the name of a card of the
    era (`Activation._ask_declaration`) that its `declare_name` passes: one printed later did not exist yet, a
    token's is no card's, and another is not one the effect's words name (quoted), or, for a declaration asked as an
    effect resolves, not one its question takes."""
    p = d.pending
    if p is None or p.kind != "declare":
        return ""
    top = d.stack[-1] if d.stack else None
    # the effect asking is the one being activated (`Activation.activated`, set before its declaration is asked)
    eff = top.activated if isinstance(top, Activation) else None
    said = next((x for x in eff.declare if name in (x, *declared_words(x))), None) if eff is not None else None
    if said is not None and eff is not None and isinstance(top, Activation):
        # a choice the effect's text names that its `declare_ok` keeps closed now (「首領・ザルーグ」's discard with the
        # opponent's hand empty): the reason its `declare_why` gives, else that, and those open
        if eff.declare_why is not None and (why := eff.declare_why(
                Ctx(d, top.player, d.cards[top.card], eff, top.events), said)):
            return why
        return Why("the effect names that choice, but it cannot be chosen now (it offers "
                   + ", ".join(o.label_en for o in p.options) + ")",
                   "効果の選択肢だが、いまは選べない（選べるのは" + "、".join(o.label_ja for o in p.options) + "）")
    if eff is not None and name == "DIVINE" and eff.declare and all(x in ATTRIBUTES for x in eff.declare):
        return NO_DIVINE  # an Attribute declared: every one but DIVINE (「幻惑の巻物」, 「DNA移植手術」)
    if not any(o.arg > 0 for o in p.options):
        return ""
    if any(c.base.is_token and name in (c.base.name_ja, c.base.name_en) for c in d.cards):
        return TOKEN_NAME  # (a token's facts are made by the card that makes it: the card data has none of them)
    if any(c.base.passcode == NO_CARD and name in (c.base.name_ja, c.base.name_en) for c in d.cards):
        return NO_CARD_NAME
    try:
        card = default_db().lookup(name)
    except UnknownCardError:
        return ""
    if card.passcode not in era_pool():
        return NOT_OF_THE_ERA
    if not bears_own_name(card):
        borne = [default_db().get(n) for n in other_names(card.passcode)]
        return Why("no card bears that name: its text gives it the name "
                   + " and ".join(quoted(b.name_ja, b.name_en, "en") for b in borne) + " wherever it is",
                   "そのカード名を持つカードはない：テキストにより、どこでも"
                   + "・".join(quoted(b.name_ja, b.name_en, "ja") for b in borne) + "として扱う")
    # a name of the era the effect's `declare_name` does not pass (a spell's name where a monster's is declared)
    if eff is not None and eff.declare_name is not None and not eff.declare_name(card) and eff.text_en:
        return quoting(NOT_DECLARED, eff.text_en, eff.text_ja)
    if eff is None and all(o.arg != card.passcode for o in p.options):
        # a declaration an effect asks as it resolves (「クイズ」's call): its question says which names it takes
        return Why(f"that name is not one this declaration takes ({p.prompt_en})",
                   f"この宣言で言える名前ではない（{p.prompt_ja}）")
    return ""

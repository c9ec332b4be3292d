"""The board as styled text: both fields, hands as the viewer may see them, graveyards, LP, phase.

Everything shown comes from `arbiter.ocg.view.view`, so nothing the viewer may not see can reach
the screen. Every card on screen gets a short code (h7: the card numbered 7 in your hand, a number it
keeps; m1: your monster zone 1, om3: the opponent's monster zone 3, s2/os2 spell and trap zones, g1/og1
graveyards, x1: your extra deck, which only its owner sees; d1/od1: a card a decision offers from a deck, which the
board does not show) that the commands use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arbiter.kernel.log import LogEntry
from arbiter.kernel.reasons import Why, in_lang, wide
from arbiter.ocg.battle import CHOSEN_TARGET
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import NOT_OWN, NOT_THEIR_MONSTER
from arbiter.ocg.refusals import ACTIVATED, CHOICES, action_refusal, choice_refusal, phase_refusal
from arbiter.ocg.render import costs_from
from arbiter.ocg.state import Zone
from arbiter.ocg.view import PHASE_EN, card_place, copy_marks, describe, log_lines, reads_question, view
from arbiter.play.commands import VERBS, commands, normalize, number
from arbiter.play.front import Front
from arbiter.play.layout import bottom, deck_codes, hand, heading, name_copies, pile, row_label, seat
from arbiter.play.layout import sides as layout_sides
from arbiter.play.terminal import Fragments

PHASE_JA = {"draw": "ドローフェイズ", "standby": "スタンバイフェイズ", "main1": "メインフェイズ１",
            "battle:start": "バトルフェイズ（開始ステップ）", "battle:battle": "バトルステップ",
            "battle:damage": "ダメージステップ", "battle:end": "バトルフェイズ（終了ステップ）",
            "main2": "メインフェイズ２", "end": "エンドフェイズ"}
POS_JA = {"attack": "攻撃表示", "defense": "守備表示", "set": "裏側", "up": "表側", "set_attack": "裏側攻撃表示"}
WORDS = {
    "en": {"hand": "Hand", "deck": "Deck", "extra": "Fusion deck", "grave": "Graveyard", "banished": "Banished",
           "monsters": "Monsters", "spells": "Spell/Trap", "field": "Field", "cards": "cards",
           "empty": "—", "shown": "Shown (hand)", "deck_up": "Face-up in deck",
           "extra_deck": "Fusion deck"},
    "ja": {"hand": "手札", "deck": "デッキ", "extra": "融合デッキ", "grave": "墓地", "banished": "除外",
           "monsters": "モンスター", "spells": "魔法・罠", "field": "フィールド", "cards": "枚",
           "empty": "なし", "shown": "確認した手札", "deck_up": "デッキの表向きのカード",
           "extra_deck": "融合デッキ"},
}


def sides(d: Duel, viewer: int | None, lang: str) -> list[dict[str, Any]]:
    return name_copies(layout_sides(view, d, viewer, lang), copy_marks(d, viewer, lang))


def card_codes(d: Duel, viewer: int | None, lang: str = "en") -> dict[int, str]:
    """The short code of every card on screen, by the card's index in the duel."""
    me = bottom(viewer)
    codes: dict[int, str] = {}
    for p, side in enumerate(sides(d, viewer, lang)):
        o = "" if p == me else "o"
        if isinstance(side["hand"], list):
            codes.update((c["id"], f"{o}h{k}") for k, c in hand(d, side["hand"]))
        codes.update((c["id"], f"{o}m{c['slot']}") for c in side["monsters"] if c)
        codes.update((c["id"], f"{o}s{c['slot']}") for c in side["spells"] if c)
        if side["field"]:
            codes[side["field"]["id"]] = f"{o}f"
        codes.update((c["id"], f"{o}g{k}") for k, c in enumerate(side["graveyard"], 1))
        codes.update((c["id"], f"{o}b{k}") for k, c in enumerate(side["banished"], 1))
        codes.update((c["id"], f"{o}x{k}") for k, c in enumerate(side.get("extra_deck", []), 1))
    return codes | deck_codes(d, me, Zone.DECK, holder="ctl")


KIND_MARK = {"en": {"spell": " (spell)", "trap": " (trap)"}, "ja": {"spell": "（魔法）", "trap": "（罠）"}}


def _stats(c: dict[str, Any], lang: str = "en") -> str:
    """ATK/DEF for a monster, its kind for a spell or trap."""
    if c.get("kind") != "monster":
        return KIND_MARK[lang].get(str(c.get("kind")), "")
    return f" {c.get('atk', '?')}/{c.get('def', '?')}"


def _slot(c: dict[str, Any] | None, code: str, lang: str) -> Fragments:
    if c is None:
        return [("class:empty", f"[{code} ·]")]
    pos = c.get("position", "")
    pos_txt = POS_JA.get(pos, pos) if lang == "ja" else pos
    if "kind" not in c:  # hidden from the viewer, but for a face-down attack position (public, as is any position)
        shown = f" {pos_txt}" if pos == "set_attack" else ""
        return [("class:hidden", f"[{code} ■ {c['name']}{shown}]")]
    style = "class:card.set" if pos in ("set", "set_attack") else "class:card"
    stats = _stats(c) if c.get("kind") == "monster" else ""
    # what a face-up continuous card declared, which it locks or reads (「禁止令」: the card name)
    said = c.get("declared", "")
    said = said and (f"（宣言：{said}）" if lang == "ja" else f" (declared: {said})")
    return [(style, f"[{code} {c['name']}{said}{stats} {pos_txt}]".replace(" ]", "]"))]


def _row(label: str, cards: list[dict[str, Any] | None], prefix: str, lang: str) -> Fragments:
    out: Fragments = [row_label(label)]
    for k, c in enumerate(cards, 1):
        out += [*_slot(c, f"{prefix}{k}", lang), ("", " ")]
    out.append(("", "\n"))
    return out


def _pile(label: str, cards: list[dict[str, Any]], prefix: str, w: dict[str, str]) -> Fragments:
    return pile(label, [f"{prefix}{k} {c['name']}" for k, c in enumerate(cards, 1)], w["empty"])


def _revealed(side: dict[str, Any], w: dict[str, str]) -> Fragments:
    """Cards of a hidden pile the viewer has been shown (「サイバー・エスパー」) or that lie face-up in a deck
    (「墓場からの誘い」), with their place."""
    out: Fragments = []
    if side.get("hand_shown"):
        out += pile(w["shown"], [c["name"] for c in side["hand_shown"]], w["empty"])
    if side.get("deck_face_up"):
        out += pile(w["deck_up"], [f"{c['name']} ({c['from_top']})" for c in side["deck_face_up"]], w["empty"])
    return out


def _header(side: dict[str, Any], p: int, who: str, lang: str) -> Fragments:
    w = WORDS[lang]
    hand = side["hand"]
    n = len(hand) if isinstance(hand, list) else hand
    return [seat(p, who, lang), ("class:lp", f" LP {side['lp']} "),
            ("", f"  {w['hand']} {n}  {w['deck']} {side['deck']}  {w['extra']} {side['extra']}\n")]


def draw(d: Duel, viewer: int | None, lang: str) -> Fragments:
    """The board, the viewer at the bottom (player A at the bottom when there is no viewer)."""
    w = WORDS[lang]
    me = bottom(viewer)
    opp = 1 - me
    ss = sides(d, viewer, lang)
    phase = (PHASE_JA if lang == "ja" else PHASE_EN).get(d.phase, d.phase)
    out, names = heading(d.turn, d.tp, phase, viewer, lang)
    o, m = ss[opp], ss[me]
    out += _header(o, opp, names[opp], lang)
    if isinstance(o["hand"], list):
        out += pile(w["hand"], [f"oh{k} {c['name']}" for k, c in hand(d, o["hand"])], w["empty"])
    out += _revealed(o, w)
    out += _pile(w["grave"], o["graveyard"], "og", w)
    if o["banished"]:
        out += _pile(w["banished"], o["banished"], "ob", w)
    if o.get("extra_deck"):  # a replay: each side as its owner sees it
        out += _pile(w["extra_deck"], o["extra_deck"], "ox", w)
    if o["field"]:
        out += _row(w["field"], [o["field"]], "of", lang)
    out += _row(w["spells"], o["spells"], "os", lang)
    out += _row(w["monsters"], o["monsters"], "om", lang)
    out.append(("class:rule", "   " + "─" * 60 + "\n"))
    out += _row(w["monsters"], m["monsters"], "m", lang)
    out += _row(w["spells"], m["spells"], "s", lang)
    if m["field"]:
        out += _row(w["field"], [m["field"]], "f", lang)
    out += _pile(w["grave"], m["graveyard"], "g", w)
    if m["banished"]:
        out += _pile(w["banished"], m["banished"], "b", w)
    if m.get("extra_deck"):
        out += _pile(w["extra_deck"], m["extra_deck"], "x", w)
    out += _header(m, me, names[me], lang)
    out += _revealed(m, w)
    if isinstance(m["hand"], list):
        mine = "  ".join(f"h{k} {c['name']}{_stats(c, lang)}" for k, c in hand(d, m["hand"]))
        out += [row_label(w["hand"]), ("class:hand", mine or w["empty"]), ("", "\n")]
    return out


def chain(d: Duel, viewer: int | None, lang: str) -> Fragments:
    """The chain while it builds or resolves: its lines so far, as `viewer` may read them, as the log will show them
    (┏ ┃ ┗, each link's activation, costs and targets, copies marked): the log takes a chain in only once it is over,
    and a question asked meanwhile needs what was activated, and what the links resolved did (the three cards
    「天使の施し」 drew, before it asks for two to discard)."""
    if d.winner is not None:
        return []  # the duel is over, nothing waits: one lost paying a cost ends with its chain open
    settled = stable_length(d.log)
    lines = log_lines(d, len(d.log), viewer, lang)[len(log_lines(d, settled, viewer, lang)):]
    return [("class:chain", line + "\n") for line in lines]


QUIET = ("phase", "turn", "draw")  # what may happen before a window that auto-pass passes


def stable_length(log: Sequence[LogEntry]) -> int:
    """How much of the log is settled: all of it but a chain still being built or resolved, with the costs its first
    link's line says (its LP paid, the cards shown for it), which the settled part would say as lines of their own."""
    open_at = -1
    for i, e in enumerate(log):
        if e.kind == "activate" and open_at < 0:
            open_at = i
        elif e.kind == "chain_end":
            open_at = -1
    return len(log) if open_at < 0 else costs_from(log, open_at)


def quiet(d: Duel, since: int) -> bool:
    """A window with no chain where nothing but a new phase happened since log entry `since`."""
    dec = d.pending
    if dec is None or dec.kind != "window" or dec.options[0].kind != "pass" or d.chain:
        return False
    return all(e.kind in QUIET for e in d.log[since:])


UNIMPLEMENTED = Why("its effects are not implemented: it plays as a card without effects",
                    "効果が実装されておらず、効果を持たないカードとして扱われる")
NO_EFFECTS = Why("it is a normal monster: it has no effects", "通常モンスターで、効果を持たない")
# the typed verbs that name a card's action at an open game state, and the action each is
ACTION_OF = {"summon": "summon", "set": "set", "flip": "flip_summon", "pos": "change_position",
             "ss": "special_summon", "act": "activate", "attack": "attack"}


def why_not(d: Duel, player: int, text: str, codes: dict[int, str], lang: str) -> str:
    """Why a typed OCG command naming a card's action on the board (`attack m1 om2`, `act s3 2`, `summon h2`), or a card
    at a card question (`cost h2`, `target om1`), is not one of the options now, by the rule that refuses it, in
    `lang`; "" for a line that names no such action, or a card whose refusal has no reason yet."""
    words = normalize(text).split()
    card_of = {c.lower(): i for i, c in codes.items()}
    p = d.pending
    if p is not None and p.kind in CHOICES and len(words) == 2 and words[0] == VERBS.get(p.kind) \
            and words[1] in card_of:
        return in_lang(choice_refusal(d, card_of[words[1]]), lang)  # a card the question does not offer
    if p is not None and p.kind == "idle" and words in (["battle"], ["main2"]):  # a phase the turn does not offer
        return in_lang(phase_refusal(d, words[0]), lang)
    if len(words) < 2 or words[0] not in ACTION_OF or words[1] not in card_of:
        return ""
    verb, card = ACTION_OF[words[0]], card_of[words[1]]
    if not d.sees(player, d.cards[card]):
        # a card this seat may not know (the opponent's set card): only whose it is may be said, never what its
        # identity decides (its effects, how many, a gemini's state), which `act os1 2` would otherwise tell
        return in_lang(_hidden_refusal(d, player, verb, card), lang)
    n = 0
    if verb == "attack":
        aim = words[2] if len(words) > 2 else "direct"
        n = -1 if aim == "direct" else CHOSEN_TARGET if aim == "monster" else card_of.get(aim, -3)
        if n == -3:
            return ""
    elif verb == "activate":
        defn = d.defs[card]
        if defn is None:
            return in_lang(NO_EFFECTS if d.cards[card].data.is_normal_monster else UNIMPLEMENTED, lang)
        own = [i for i, e in enumerate(defn.effects, 1) if e.kind in ACTIVATED]
        wanted = number(words[2]) if len(words) > 2 else None
        # a typed number is the effect's in the card's text, as the options' labels and commands give it
        making = defn.by_text_number(wanted) if wanted is not None else own[:1] or [1]
        n = next((i for i in making if i in own), making[0] if making else 0)
        if not 1 <= n <= len(defn.effects):
            shown = n if wanted is None else wanted
            return in_lang(Why(f"it has no effect {shown}", f"効果{wide(shown)}を持たない"), lang)
    return in_lang(action_refusal(d, player, verb, card, n), lang)


def _hidden_refusal(d: Duel, player: int, verb: str, card: int) -> str:
    """Why `player` may not take `verb` with a card they may not know, from what is public only: the card is the
    opponent's (""  where it is theirs: what refuses it would tell what it is)."""
    if d.cards[card].ctl == player:
        return ""
    return NOT_THEIR_MONSTER if verb in ("flip_summon", "change_position", "attack") else NOT_OWN[player]


FRONT: Front[Duel] = Front(log_lines, lambda d: stable_length(d.log), draw, chain, card_codes, commands, describe,
                           quiet, copy_marks, why_not, reads_question, card_place)

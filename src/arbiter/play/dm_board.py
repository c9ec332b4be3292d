"""The Duel Masters board as styled text, and short commands for its options.

Everything shown comes from `arbiter.dm.view`, so nothing the viewer may not see reaches the screen:
shields are drawn face down (to their owner too), the opponent's hand as a count. Every card on screen
gets a short code the commands use: h7 (the card numbered 7 in your hand, a number it keeps), m1 (your
mana zone), b1 / ob1 (the battle zones), sh3 / osh3 (the shields), g1 / og1 (the graveyards).
"""

from __future__ import annotations

from typing import Any

from arbiter.dm.duel import Duel
from arbiter.dm.model import CIV_JA, KIND_WORDS, Zone
from arbiter.dm.refusals import EXPLAINED, STEPS, action_refusal, phase_refusal, word_refusal
from arbiter.dm.view import PHASE_EN, PHASE_JA, card_place, copy_marks, describe, log_lines, reads_question, view
from arbiter.kernel.decision import Option
from arbiter.kernel.log import aside
from arbiter.kernel.reasons import in_lang
from arbiter.play.commands import SAID, attack_command, code, distinct, normalize, said
from arbiter.play.front import Front
from arbiter.play.layout import bottom, deck_codes, hand, heading, name_copies, pile, row_label, seat
from arbiter.play.layout import sides as layout_sides
from arbiter.play.terminal import Fragments

WORDS = {
    "en": {"hand": "Hand", "deck": "Deck", "mana": "Mana", "shields": "Shields", "battle": "Battle zone",
           "grave": "Graveyard", "empty": "—", "tapped": "tapped", "sick": "sick", "blocker": "blocker",
           "castle": "castle", "on": "on", "crossed": "crossed to", "sf": "Shield Force",
           "waiting": "its shield broken, it waits for the S-Triggers"},
    "ja": {"hand": "手札", "deck": "山札", "mana": "マナ", "shields": "シールド", "battle": "バトルゾーン",
           "grave": "墓地", "empty": "なし", "tapped": "タップ", "sick": "召喚酔い", "blocker": "ブロッカー",
           "castle": "城", "on": "進化元", "crossed": "クロス先", "sf": "シールド・フォース",
           "waiting": "シールドがブレイクされ、S・トリガーを待つ"},
}
WIDTH = 12  # the row labels' width in columns ("バトルゾーン")
# a civilization in a card's facts: a letter in English; in Japanese its name as the cards print it (自然, not 自)
CIV_MARK = {"en": {"light": "L", "water": "W", "darkness": "D", "fire": "F", "nature": "N"}, "ja": CIV_JA}


def sides(d: Duel, viewer: int | None, lang: str) -> list[dict[str, Any]]:
    return name_copies(layout_sides(view, d, viewer, lang), copy_marks(d, viewer, lang))


def card_codes(d: Duel, viewer: int | None) -> dict[int, str]:
    """The short code of every card on screen, by the card's index in the duel."""
    me = bottom(viewer)
    codes: dict[int, str] = {}
    for p, side in enumerate(sides(d, viewer, "en")):
        o = "" if p == me else "o"
        if isinstance(side["hand"], list):
            codes.update((c["id"], f"{o}h{k}") for k, c in hand(d, side["hand"]))
        for zone, prefix in (("mana", "m"), ("battle", "b"), ("shields", "sh"), ("graveyard", "g")):
            codes.update((c["id"], f"{o}{prefix}{k}") for k, c in enumerate(side[zone], 1))
    # a card of a hand the board shows as a count, which an effect offers (《蒼神龍ヴェール・バビロニア》): ohN
    hidden = {i: c for i, c in deck_codes(d, me, Zone.HAND, "h").items() if i not in codes}
    return codes | hidden


def _facts(c: dict[str, Any], lang: str) -> str:
    """Cost, civilizations, kind and power of a card in the hand: `5火 呪文`, `7F 8000`, `8D evolution creature 12000`:
    the kind in the words of the web board and the log (a plain creature's power says what it is)."""
    civs = "".join(CIV_MARK[lang][civ] for civ in c["civs"])
    en, ja = KIND_WORDS[c["kind"]]
    kind = "" if c["kind"] == "creature" else en if lang == "en" else ja
    power = str(c["power"]) if "power" in c else ""
    return " ".join(x for x in (f"{c['cost']}{civs}", kind, power) if x)


def _battle(d: Duel, c: dict[str, Any], at: str, codes: dict[int, str], lang: str) -> Fragments:
    """A card in the battle zone, `at` its code: power, state, evolution sources, the creature a gear is on, the
    shield its Shield Force chose while that shield stays (chosen in the open, as a castle's shield is shown: which
    shield to break to end it is the opponent's to know)."""
    w = WORDS[lang]
    bits = [f"{at} {c['name']}"]
    if "power" in c:
        bits.append(str(c["power"]))
    bits += [w[k] for k in ("tapped", "sick", "blocker") if c.get(k)]
    if c["under"]:
        bits.append(f"{w['on']}: {', '.join(c['under'])}")
    if c["crossed_to"] is not None:
        bits.append(f"{w['crossed']} {codes.get(c['crossed_to'], '?')}")
    card = d.cards[c["id"]]
    if d.sf_active(card):
        bits.append(f"{w['sf']} {codes.get(card.sf, '?')}")
    return [("class:card.set" if c["tapped"] else "class:card", f"[{' '.join(bits)}]"), ("", " ")]


def _zone_row(label: str, items: Fragments, empty: str) -> Fragments:
    return [row_label(label, WIDTH), *(items or [("class:empty", empty)]), ("", "\n")]


def _side(d: Duel, side: dict[str, Any], o: str, codes: dict[int, str], lang: str, mine: bool) -> list[Fragments]:
    """The rows of one side, from the edge of the table to the middle."""
    w = WORDS[lang]
    shields: Fragments = []
    for k, s in enumerate(side["shields"], 1):
        castle = f" {w['castle']}: {s['castle']}" if s["castle"] else ""
        shields += [("class:hidden", f"[{o}sh{k} ■{castle}]"), ("", " ")]
    # a castle on no shield, there until the S-Triggers of its shield's break are used
    for c in side.get("waiting_castles", []):
        shields += [("class:card", f"[{w['castle']}: {c['name']}{aside(w['waiting'], lang)}]"), ("", " ")]
    # a mana card's civilizations: what the mana it makes pays for (a cost needs its card's civilization among them)
    mana = [f"{o}m{k} {c['name']} {''.join(CIV_MARK[lang][civ] for civ in c['civs'])}"
            + (aside(w["tapped"], lang) if c["tapped"] else "") for k, c in enumerate(side["mana"], 1)]
    battle: Fragments = []
    for k, c in enumerate(side["battle"], 1):
        battle += _battle(d, c, f"{o}b{k}", codes, lang)
    rows = [pile(w["grave"], [f"{o}g{k} {c['name']}" for k, c in enumerate(side["graveyard"], 1)], w["empty"], WIDTH),
            pile(w["mana"], mana, w["empty"], WIDTH), _zone_row(w["shields"], shields, w["empty"]),
            _zone_row(w["battle"], battle, w["empty"])]
    return rows if not mine else rows[::-1]


def _header(side: dict[str, Any], p: int, who: str, lang: str) -> Fragments:
    w = WORDS[lang]
    hand = side["hand"]
    n = len(hand) if isinstance(hand, list) else hand
    untapped = sum(not c["tapped"] for c in side["mana"])
    return [seat(p, who, lang), ("class:lp", f" {w['shields']} {len(side['shields'])} "),
            ("", f"  {w['hand']} {n}  {w['deck']} {side['deck']}  {w['mana']} {untapped}/{len(side['mana'])}\n")]


def draw(d: Duel, viewer: int | None, lang: str) -> Fragments:
    """The board, the viewer at the bottom (player A at the bottom when there is no viewer)."""
    w = WORDS[lang]
    me = bottom(viewer)
    opp = 1 - me
    ss = sides(d, viewer, lang)
    codes = card_codes(d, viewer)
    phase = (PHASE_JA if lang == "ja" else PHASE_EN).get(d.phase, d.phase)
    out, names = heading(d.turn, d.tp, phase, viewer, lang)
    out += _header(ss[opp], opp, names[opp], lang)
    if isinstance(ss[opp]["hand"], list):
        out += pile(w["hand"], [f"oh{k} {c['name']}" for k, c in hand(d, ss[opp]["hand"])], w["empty"], WIDTH)
    for row in _side(d, ss[opp], "o", codes, lang, mine=False):
        out += row
    out.append(("class:rule", "   " + "─" * 60 + "\n"))
    for row in _side(d, ss[me], "", codes, lang, mine=True):
        out += row
    out += _header(ss[me], me, names[me], lang)
    if isinstance(ss[me]["hand"], list):
        mine = "  ".join(f"h{k} {c['name']}{aside(_facts(c, lang), lang)}" for k, c in hand(d, ss[me]["hand"]))
        out += [row_label(w["hand"], WIDTH), ("class:hand", mine or w["empty"]), ("", "\n")]
    return out


# ---- commands ----------------------------------------------------------------------------------

VERBS = {"charge": "charge", "summon": "summon", "cast": "cast", "block": "block", "ninja": "ninja",
         "strigger": "trigger", "break": "break", "look": "look", "fortify": "fortify", "evolve": "evolve",
         "shield_force": "shield", "strigger_order": "first", "trigger": "resolve", "replace": "replace",
         "order": "order", "discard": "discard", "bottom": "bottom", "pick": "pick"}
PHASES = {"main": "main", "attack": "attack", "end": "end", "next": "end"}  # by the phase the option moves to


def command_for(o: Option, codes: dict[int, str], lang: str = "en") -> str:
    k = o.kind
    if k in ("yes", "no"):
        return k
    if k in SAID:
        return said(o, lang)
    if k == "phase":
        return PHASES.get(o.label_en, o.key)
    if k == "count":
        return f"count {o.arg}"
    if k == "attack":
        return attack_command(o, codes)
    if k == "cross":
        return f"cross {code(codes, o.card)} {code(codes, o.arg)}"
    if k in VERBS and o.card >= 0:
        return f"{VERBS[k]} {code(codes, o.card)}"
    return o.key


def commands(d: Duel, options: list[Option], codes: dict[int, str], lang: str = "en") -> list[str]:
    """One command per option of `d`'s decision, in order, on a screen in `lang` (a creature's or spell's number is
    its board code's, not the duel's); ambiguous ones told apart (`distinct`)."""
    return distinct([command_for(o, codes, lang) for o in options], options, codes)


def _nothing_waits(d: Duel, viewer: int | None, lang: str) -> Fragments:
    return []  # Duel Masters has no chain: effects resolve as they come


def why_not(d: Duel, player: int, text: str, codes: dict[int, str], lang: str) -> str:
    """Why a typed command naming a card's action (`charge h2`, `summon h1`, `cast h3`, `cross b2 b1`, `attack b1
    direct`, `attack b1 ob2`), a step (`main`, `attack`, `end`), or `no` at a question that may not be declined, is not
    one of the options now, by the rule that refuses it, in `lang`; "" for a line that names no such action, or one no
    rule named in `dm/refusals.py` refuses."""
    words = normalize(text).split()
    if words == ["no"]:
        return in_lang(word_refusal(d, "no"), lang)
    if len(words) == 1 and words[0] in STEPS[1:]:  # a step the turn does not move on to now (`end` in the mana step)
        return in_lang(phase_refusal(d, words[0]), lang)
    card_of = {c.lower(): i for i, c in codes.items()}
    if len(words) < 2 or words[0] not in EXPLAINED or words[1] not in card_of:
        return ""
    target = -1
    if words[0] in ("attack", "cross") and len(words) > 2 and words[2] != "direct":
        if words[2] not in card_of:
            return ""
        target = card_of[words[2]]
    return in_lang(action_refusal(d, player, words[0], card_of[words[1]], target), lang)


FRONT: Front[Duel] = Front(log_lines, lambda d: len(d.log), draw, _nothing_waits, card_codes, commands, describe,
                           None, copy_marks, why_not, reads_question, card_place)

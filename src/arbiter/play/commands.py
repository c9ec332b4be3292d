"""Short commands for options: `summon h2`, `attack m1 om2`, `act s3`, `battle`, `pass` ...

Every option is offered by its number and by a command built from its kind and the board codes
of its cards (play/board.py, play/dm_board.py); the option's key is accepted too. Two options that
would get the same command keep only their numbers and keys. The OCG's commands are here; Duel
Masters' are in play/dm_board.py.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from arbiter.kernel.decision import Option
from arbiter.kernel.kana import HIRAGANA_AS_KATAKANA
from arbiter.ocg.duel import Duel
from arbiter.ocg.view import effect_number

VERBS = {"summon": "summon", "set": "set", "setst": "set", "flip_summon": "flip", "change_position": "pos",
         "special_summon": "ss", "target": "target", "tribute": "tribute", "cost": "cost", "discard": "discard",
         "order": "order", "retarget": "retarget", "select": "select", "fusion": "fusion", "material": "material",
         "ritual": "ritual", "banish": "banish", "destroy": "destroy", "send": "send", "replace": "replace",
         "choice": "choose"}
PHASES = {"phase:battle": "battle", "phase:main2": "main2", "phase:end": "end"}
# options that are words said as they read (a declared name or word, a coin call): typed so, in either language
SAID = ("declare", "call", "name")
# options that are numbers chosen (how many cards to draw, a number declared): each is typed and listed as its number
NUMBERS = ("count", "number")
# a list of names to declare longer than this is not shown, in the terminal or on the web board: the player types part
# of a name, and the names holding it (`matching`) are listed, NAMES_SHOWN at most. A real game offers either every
# card name Duel Masters declares (39 today), which a player reads and clicks as a list, or the OCG era's pool of about
# 3,000, which nobody reads; 100 lies between, with room for the Duel Masters pool to grow
NAMES_LISTED = 100
NAMES_SHOWN = 30


def code(codes: dict[int, str], card: int) -> str:
    """A card's board code; a card not on the board (in a deck, say) by its index."""
    return codes.get(card) or f"c{card}"


def attack_command(o: Option, codes: dict[int, str]) -> str:
    """`attack m1 direct`, `attack m1 om2`: the attacker, then the player or the creature attacked (`attack m1
    monster`: a monster the opponent chooses, 「ノーブル・ド・ノワール」)."""
    return f"attack {code(codes, o.card)} " + (
        "direct" if o.arg == -1 else "monster" if o.arg < 0 else code(codes, o.arg))


def said(o: Option, lang: str) -> str:
    """The command of an option said as it reads (`SAID`): its word in the screen's language `lang` (a Japanese
    screen's coin call is 表, its declared name the card's Japanese name)."""
    return (o.label_ja if lang == "ja" else "") or o.label_en or o.key


def command_for(o: Option, codes: dict[int, str], effect: int, lang: str = "en") -> str:
    """An OCG option's command; `effect`: the number an "activate" option's label gives its effect (`act s3 2`:
    `effect_number`; 0, `act s3`, where the label gives none); `lang`: the screen's language."""
    k = o.kind
    c = code(codes, o.card) if o.card >= 0 else ""
    if k in ("pass", "yes", "no", "stop"):
        return k
    if k == "phase":
        return PHASES.get(o.key, o.key)
    if k == "activate":
        return f"act {c} {effect}" if effect else f"act {c}"
    if k == "attack":
        return attack_command(o, codes)
    if k == "retarget" and o.card < 0:
        return "direct"
    if k == "position":
        return {1: "atk", 2: "def"}.get(o.arg, o.key)
    if k == "pay":
        return f"pay {o.arg}"
    if k in SAID:
        return said(o, lang)
    if k in VERBS and c:
        return f"{VERBS[k]} {c}"
    return o.key


def commands(d: Duel, options: list[Option], codes: dict[int, str], lang: str = "en") -> list[str]:
    """One OCG command per option of `d`'s decision, in order, on a screen in `lang`; ambiguous ones told apart
    (`distinct`)."""
    return distinct([command_for(o, codes, effect_number(d, o) if o.kind == "activate" else 0, lang)
                     for o in options], options, codes)


def distinct(cmds: list[str], options: list[Option], codes: dict[int, str]) -> list[str]:
    """The commands, where two options share one each followed by its card's code (`yes s3`, `yes g1`: the offers
    instead of the draw, each a card's), or, where that is shared too or names no card, each its option's key."""
    counts = Counter(cmds)
    named = [cmd if counts[cmd] == 1 or o.card < 0 else f"{cmd} {code(codes, o.card)}"
             for cmd, o in zip(cmds, options, strict=True)]
    counts = Counter(named)
    return [cmd if counts[cmd] == 1 else o.key for cmd, o in zip(named, options, strict=True)]


def normalize(text: str) -> str:
    """A typed line as commands are compared: NFKC (what a Japanese input method types full-width, `ｓｕｍｍｏｎ　ｈ２`,
    `１`, is the ASCII command), lower case, single spaces."""
    return " ".join(unicodedata.normalize("NFKC", text).strip().lower().split())


def number(word: str) -> int | None:
    """A typed word as a number, None if it is none: ASCII digits only ("²" is a digit to isdigit, but no number
    to int)."""
    return int(word) if word.isascii() and word.isdigit() else None


def listed(options: list[Option]) -> list[int]:
    """The number each option is listed and typed by: its place (1, 2 ...), or in a choice of a number the number
    itself ("draw how many?" 0, 1, 2: typed 2, two, not the second option's one)."""
    if options and all(o.kind in NUMBERS for o in options):
        return [o.arg for o in options]
    return list(range(1, len(options) + 1))


def resolve(text: str, options: list[Option], cmds: list[str]) -> Option | None:
    """The option a typed line names: its number (`listed`), its command, its key, or a word said as it reads (a
    declared name) in either language, in any case, whichever the screen's; None if none."""
    t = normalize(text)
    n = number(t)
    if n is not None:
        shown = listed(options)
        return options[shown.index(n)] if n in shown else None
    for o, cmd in zip(options, cmds, strict=True):
        if t in (normalize(cmd), o.key.lower()) or (o.kind in SAID and t in {normalize(x) for x in (o.label_en,
                                                                                               o.label_ja) if x}):
            return o
    return None


def letters(text: str) -> str:
    """A name as a part of it is looked for: NFKC, lower case, letters and digits only, hiragana as katakana
    (`blue eyes`, `ＢＬＵＥ－ＥＹＥＳ` and `Blue-Eyes` are one; `ブラックマジシャン` and `ぶらっくまじしゃん` find
    「ブラック・マジシャン」)."""
    folded = unicodedata.normalize("NFKC", text).lower().translate(HIRAGANA_AS_KATAKANA)
    return "".join(ch for ch in folded if ch.isalnum())


def matching(text: str, options: list[Option]) -> list[Option]:
    """The options said as they read (a card name to declare, ...) whose name in English or Japanese holds
    `text`; [] for a text of no letters."""
    part = letters(text)
    if not part:
        return []
    return [o for o in options if o.kind in SAID and any(part in letters(x) for x in (o.label_en, o.label_ja) if x)]


# a card's name as an option's label quotes it, in English or Japanese
QUOTED = re.compile(r'"([^"]+)"|「([^」]+)」')


def naming(text: str, labels: list[list[str]]) -> list[int]:
    """The options (by index) whose labels, each given in one or more languages, quote a card's name `text` is, letter
    for letter (`letters`): a card's name typed where an option's number or command was asked for."""
    typed = letters(text)
    if not typed:
        return []
    return [k for k, said in enumerate(labels)
            if any(typed == letters(en or ja) for label in said for en, ja in QUOTED.findall(label))]


def finding(options: list[Option]) -> bool:
    """Names too many to list (an era's card names): the player finds one by typing part of it."""
    return len(options) > NAMES_LISTED and all(o.kind in SAID for o in options)

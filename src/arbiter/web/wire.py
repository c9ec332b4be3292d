"""What the web board sends one seat or a spectator: the game's own view of the duel, made safe to send.

Everything comes from the game's view functions (ocg/view.py, dm/view.py), which decide what a seat may
see (`SPECTATOR`: only what both players see). Before it leaves the server, every card index is replaced by
the card's place on the board ("B-spells-2"), and every option's engine key by an opaque key valid for this
decision only: an index would tell a program which card of a deck list a face-down card is.
"""

from __future__ import annotations

from typing import Any

from arbiter.games import support_for
from arbiter.kernel.decision import Option
from arbiter.kernel.game import PLAYERS, GameDuel
from arbiter.kernel.reasons import Why, in_lang
from arbiter.play.commands import NAMES_SHOWN, finding, letters, matching
from arbiter.play.front import front_for, question
from arbiter.play.layout import name_copies

SPECTATOR = -1  # a viewer who is neither player: the views' public view
LOG_TAIL = 300  # log lines sent with each state


def _chain(d: GameDuel, game: str, viewer: int, lang: str) -> list[str]:
    """The chain while it builds or resolves, line by line as the terminal shows it (`Front.waiting`) and the log
    will: each link's activation with its cost and targets quoted and its copies marked ("Vorse Raider" (copy 2)),
    named only where `viewer` sees them. Duel Masters has none."""
    return "".join(text for _, text in front_for(game).waiting(d, viewer, lang)).splitlines()


def card_info(d: GameDuel, game: str, i: int) -> dict[str, Any]:
    """A card the viewer sees: both names, kind and stats, and what its effects do in the engine's words. Its kind,
    types, attribute and race (Duel Masters: kind, civilizations and races) are words in both languages, as its
    names and effects are: a switch of language redraws the detail from them."""
    if game == "ocg":
        from arbiter.ocg.explain import effects_text

        data = d.cards[i].data  # type: ignore[attr-defined]
        defn = d.defs[i]  # type: ignore[attr-defined]
        return {"name_ja": data.name_ja, "name_en": data.name_en, "kind": data.kind,
                "words": {"ja": list(data.words("ja")), "en": list(data.words("en"))},
                "level": data.level, "atk": data.atk, "def": data.def_,
                "effects": {"ja": effects_text(defn, "ja"), "en": effects_text(defn, "en")}}
    defn = d.cards[i].defn  # type: ignore[attr-defined]
    return {"name_ja": defn.name_ja, "name_en": defn.name_en, "kind": defn.kind,
            "words": {"ja": list(defn.words("ja")), "en": list(defn.words("en"))},
            "cost": defn.cost, "power": defn.power, "keywords": sorted(defn.keywords),
            "effects": {"ja": [defn.summary_ja] if defn.summary_ja else [],
                        "en": [defn.summary] if defn.summary else []}}


def _placed(players: list[dict[str, Any]], d: GameDuel, game: str) -> tuple[dict[int, str], dict[str, Any]]:
    """Gives every card on the board a code by its place, in place of its index; returns index -> code and
    the details of every card the viewer sees, by code."""
    codes: dict[int, str] = {}
    info: dict[str, Any] = {}
    for p, side in enumerate(players):
        for zone, cards in side.items():
            items = [cards] if isinstance(cards, dict) else cards if isinstance(cards, list) else []
            for k, c in enumerate(items, 1):
                if not isinstance(c, dict) or "id" not in c:
                    continue
                code = f"{PLAYERS[p]}-{zone}-{k}"
                i = c.pop("id")
                codes[i] = code
                c["code"] = code
                if not c.get("label"):
                    c.pop("label", None)
                if "kind" in c:  # the viewer sees which card it is
                    info[code] = card_info(d, game, i)
    for side in players:  # a cross gear names the creature it is crossed to
        for c in side.get("battle", []) or []:
            if isinstance(c, dict) and c.get("crossed_to") is not None:
                c["crossed_to"] = codes.get(c["crossed_to"])
    return codes, info


def about(o: Option) -> list[int]:
    """The cards an option is about: its card, and the card it attacks or crosses to."""
    return [i for i in (o.card, o.arg if o.kind in ("attack", "cross") else -1) if i >= 0]


def option_cards(o: Option, codes: dict[int, str]) -> list[str]:
    """The board places of the cards an option is about (a card off the board has none)."""
    return [codes[i] for i in about(o) if i in codes]


def state(d: GameDuel, game: str, viewer: int, lang: str, step: int, last: list[int] | None = None,
          log_end: int | None = None, seat: int | None = None) -> dict[str, Any]:
    """The message a viewer gets: board, chain, log, and the pending decision if it is theirs; whoever's it is, the
    question as the viewer may read it (`asking`: "B is choosing: …", or only its kind where its words name a card the
    viewer may not see), which a replay shows.

    `step` is the number of answers so far (option keys name it); `last` the cards of the last answer,
    highlighted; `seat` the seat the viewer plays (None: a spectator or a replay viewer)."""
    front = front_for(game)
    v = support_for(game).view(d, viewer, lang)
    marks = front.marks(d, viewer, lang)
    codes, info = _placed(name_copies(v["players"], marks), d, game)
    n = len(d.log) if log_end is None else log_end
    lines = front.render(d, n, viewer, lang)
    pending = None
    dec = d.pending
    if dec is not None and seat is not None and dec.player == seat:
        pending = {"kind": dec.kind, "prompt": dec.prompt(lang, marks),
                   "options": [{"key": f"{step}.{k}", "kind": o.kind, "label": front.describe(d, o, lang, marks),
                                "cards": option_cards(o, codes)} for k, o in enumerate(dec.options)],
                   # names too many to list: the board lists those a typed part finds, this many at most
                   "find": NAMES_SHOWN if finding(dec.options) else 0}
    return {"type": "state", "game": game, "lang": lang, "step": step, "seat": seat,
            "turn": d.turn, "turn_player": d.tp, "phase": d.phase, "winner": d.winner, "resigned": d.resigned,
            "waiting_for": None if dec is None else dec.player, "asking": question(front, d, viewer, lang) or None,
            "players": v["players"],
            "chain": _chain(d, game, viewer, lang), "log": lines[-LOG_TAIL:], "log_total": len(lines),
            "pending": pending, "cards": info, "last": [codes[i] for i in (last or []) if i in codes]}


def refusals(d: GameDuel, game: str, seat: int, code: str, lang: str) -> list[dict[str, str]]:
    """Why the seat's card at board place `code` cannot be used now for each action its pending decision does not
    offer for it (the game's `card_refusals`), in `lang`: asked for the card a player picks, not worked out for every
    card of every state. The place is read off the seat's own view, as the state's codes are: a card that view
    does not show, or does not show as the seat's (the opponent's, their hand's and face-down cards included), gets
    none, so that no reason names what the seat may not see."""
    if d.pending is None or d.pending.player != seat or not code.startswith(f"{PLAYERS[seat]}-"):
        return []
    front = front_for(game)
    codes, _ = _placed(name_copies(support_for(game).view(d, seat, lang)["players"], front.marks(d, seat, lang)),
                       d, game)
    card = next((i for i, c in codes.items() if c == code), None)
    if card is None:
        return []
    if game == "ocg":
        from arbiter.ocg.refusals import card_refusals as ocg_refusals

        refused = ocg_refusals(d, seat, card)  # type: ignore[arg-type]
    else:
        from arbiter.dm.refusals import card_refusals as dm_refusals

        refused = dm_refusals(d, seat, card)  # type: ignore[arg-type]
    return [{"action": verb, "why": in_lang(why, lang)} for verb, why in refused]


def found(d: GameDuel, text: str, step: int) -> tuple[list[str], bool]:
    """The keys of the pending decision's names (to declare) that hold `text`, in English or Japanese: the
    terminal's own rule (`matching`), so that a part typed finds the same names on the board as in `arbiter play`;
    and whether the first is the name typed whole (listed first: Enter declares it, where "Pot of Greed" also
    finds "Spirit of the Pot of Greed")."""
    if d.pending is None:
        return [], False
    hits = {id(o) for o in matching(text, d.pending.options)}
    typed = letters(text)
    keys = sorted(((k, o) for k, o in enumerate(d.pending.options) if id(o) in hits),
                  key=lambda ko: typed not in (letters(ko[1].label_en), letters(ko[1].label_ja)))
    whole = bool(keys) and typed in (letters(keys[0][1].label_en), letters(keys[0][1].label_ja))
    return [f"{step}.{k}" for k, _ in keys], whole


# the refusals a person may meet with the board's own buttons, in the viewer's language
STALE = Why("that choice is no longer offered: the duel has moved on",
            "その選択肢はもう選べません：対戦が先に進みました")
NOT_YOURS = Why("it is not your decision", "あなたが選ぶ番ではありません")
OVER = Why("the duel is over", "対戦は終わっています")


def stale(key: object, step: int) -> bool:
    """Whether a key is one an earlier decision offered (a click sent after the duel moved on), not a forged one."""
    head, dot, tail = key.partition(".") if isinstance(key, str) else ("", "", "")
    return bool(dot) and head.isascii() and head.isdigit() and tail.isascii() and tail.isdigit() and int(head) < step


def option_for(d: GameDuel, key: str, step: int) -> Option | None:
    """The option an opaque key names, if it names one of this decision's (None: stale, forged or malformed)."""
    head, _, tail = key.partition(".")
    if d.pending is None or head != str(step) or not tail.isdigit() or len(tail) > 4:
        return None
    k = int(tail)
    return d.pending.options[k] if k < len(d.pending.options) else None

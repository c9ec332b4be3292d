"""What no viewer of a duel may be sent: a card it never saw, by name or passcode, or a card's index."""

from __future__ import annotations

import json
import re
from typing import Any

from arbiter.kernel.game import GameDuel

KEY = re.compile(r"^\d+\.\d+$")  # an option's key: the step and the option's number, nothing of a card


def _names(d: Any, game: str, i: int) -> set[str]:
    c = d.cards[i]
    data = c.data if game == "ocg" else c.defn
    out = {data.name_ja, data.name_en} - {""}
    if getattr(c, "label", ""):
        out.add(c.label)
    return out


def _sees(d: Any, game: str, viewer: int, i: int) -> bool:
    if game == "ocg":
        return bool(d.sees(viewer, d.cards[i]))
    from arbiter.dm.duel import visible

    return visible(d, i, viewer)


def check_secrets(msg: dict[str, Any], d: GameDuel, game: str, viewer: int, seen: set[int]) -> None:
    """No card the viewer never saw is named (unless a card of that name was seen); no index anywhere."""
    cards = range(len(d.cards))  # type: ignore[attr-defined]
    seen.update(i for i in cards if _sees(d, game, viewer, i))
    if game == "dm":  # a card an effect showed to all players (a shield a Gaiāru Zero reveals) was seen
        index = {id(r): i for i, r in enumerate(d.refs)}  # type: ignore[attr-defined]
        seen.update(index[id(e.args[0])] for e in d.log if e.kind == "reveal" and id(e.args[0]) in index)
    allowed = set().union(*(_names(d, game, i) for i in seen)) if seen else set()
    hidden = [i for i in cards if i not in seen]
    names = {n for i in hidden for n in _names(d, game, i)} - allowed
    text = json.dumps(msg, ensure_ascii=False)
    if names:
        # a name stands between quotes or brackets wherever it is sent (a JSON string, "…" or 「…」 in text)
        hit = re.search(r'["「](' + "|".join(map(re.escape, names)) + r')["」\\]', text)
        assert hit is None, f"viewer {viewer} was sent the hidden card {hit.group(1)!r}"
    if game == "ocg" and hidden:
        codes = {str(d.cards[i].data.passcode) for i in hidden}  # type: ignore[attr-defined]
        hit = re.search(r"\b(" + "|".join(codes) + r")\b", text)
        assert hit is None, f"viewer {viewer} was sent the passcode {hit.group(1)}"

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            assert "id" not in x, f"a card index was sent: {x}"
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(msg["players"])
    for side in msg["players"]:
        assert isinstance(side["deck"], int)  # a deck is a count, never its order
    for o in (msg["pending"] or {}).get("options", []):
        assert KEY.match(o["key"]), o["key"]

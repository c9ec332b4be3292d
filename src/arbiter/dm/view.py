"""What one player may see of a Duel Masters duel, the log as they may read it, and labels for options.

Hidden: every shield (face down, to its owner too), the opponent's hand, both decks. Fronts (terminal
play, replays, agents' tests) read the duel through these, never through the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.dm.duel import CardRef, Duel, visible
from arbiter.dm.model import Card, Zone
from arbiter.dm.render import render
from arbiter.kernel.decision import Option
from arbiter.kernel.log import LogEntry, copy_mark, copy_numbers, leaves, map_args, secret_bit

PHASE_EN = {"start": "Start", "draw": "Draw", "mana": "Mana charge", "main": "Main", "attack": "Attack",
            "end": "End"}
PHASE_JA = {"start": "ターン開始", "draw": "ドロー", "mana": "マナチャージ", "main": "メイン", "attack": "攻撃",
            "end": "ターン終了"}
# the name a seat's log gives a card it may not know; the sentences of `render` word such a card themselves (a
# face-down card, or a card going into a hand: a shield broken, seen by the opponent as one more card in the hand)
HIDDEN = {"en": "(face down)", "ja": "（裏向き）"}


def name(d: Duel, i: int, lang: str) -> str:
    r = d.refs[i]
    return r.name_ja if lang == "ja" else r.name_en


def _card(d: Duel, c: Card, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"id": c.idx, "name": name(d, c.idx, lang), "kind": c.defn.kind,
                           "civs": list(c.defn.civs), "cost": c.defn.cost}
    if c.defn.is_creature:
        out["power"] = d.power(c) if c.zone is Zone.BATTLE else c.defn.power
    if c.zone in (Zone.MANA, Zone.BATTLE):
        out["tapped"] = c.tapped
    if c.zone is Zone.BATTLE:
        out["sick"] = c.defn.is_creature and d.sick(c)
        out["blocker"] = c.defn.is_creature and d.is_blocker(c)
        out["breaker"] = c.defn.breaker
        out["under"] = [name(d, i, lang) for i in c.under]
        out["crossed_to"] = c.gear_on if c.gear_on >= 0 else None
    return out


def _shield(d: Duel, i: int, lang: str) -> dict[str, Any]:
    castles = [name(d, c.idx, lang) for c in d.fortified_by(i)]
    return {"id": i, "castle": castles[0] if castles else None}


def waiting_castles(d: Duel, p: int) -> list[int]:
    """`p`'s castles whose shield has been broken into the hand and that wait for that break's S-Triggers before they
    go to the graveyard (`pipeline.drop_castles`): on no shield, yet still there."""
    forts = [(i, d.cards[i].fort) for i in d.pile(p, Zone.CASTLE)]
    return [i for i, s in forts if s < 0 or d.cards[s].zone is not Zone.SHIELDS]


def view(d: Duel, viewer: int, lang: str = "en") -> dict[str, Any]:
    """The duel as `viewer` sees it, as plain data (JSON-ready)."""
    players = []
    for p, pl in enumerate(d.players):
        players.append({
            "hand": [_card(d, d.cards[i], lang) for i in pl.hand] if p == viewer else len(pl.hand),
            "deck": len(pl.deck),
            "mana": [_card(d, d.cards[i], lang) for i in pl.mana],
            "shields": [_shield(d, i, lang) for i in pl.shields],
            "battle": [_card(d, d.cards[i], lang) for i in pl.battle],
            "graveyard": [_card(d, d.cards[i], lang) for i in pl.grave],
        })
        waiting = waiting_castles(d, p)
        if waiting:  # only then: a replay's fingerprints, made of these views, stay as recorded everywhere else
            players[-1]["waiting_castles"] = [_card(d, d.cards[i], lang) for i in waiting]
    pending = None
    if d.pending is not None and d.pending.player == viewer:
        pending = {"kind": d.pending.kind, "prompt": d.pending.prompt(lang),
                   "options": [{"key": o.key, "label": describe(d, o, lang)} for o in d.pending.options]}
    return {"turn": d.turn, "turn_player": d.tp, "phase": d.phase, "you": viewer, "players": players,
            "pending": pending, "winner": d.winner}


def reads_question(d: Duel, viewer: int | None) -> bool:
    """Whether `viewer` (None: a replay or the judge, who see everything) may read the words of the pending question:
    its chooser may, and anyone else where every card they name is one that viewer sees (`visible`): a question
    naming a card in its chooser's hand is theirs alone. Who is asked, and what kind of question, is public."""
    p = d.pending
    return p is not None and (viewer is None or viewer == p.player or all(visible(d, n.card, viewer) for n in p.names))


def observe(d: Duel) -> list[Any]:
    """The turn and each side as its owner sees it: what a replay's fingerprint is made of."""
    return [d.turn, d.tp, d.phase, d.winner, *(view(d, p)["players"][p] for p in (0, 1))]


def decked_out(d: Duel) -> bool:
    return any(e.kind == "lose" and e.args[1] == "deck" for e in d.log[-3:])


# ---- option labels ---------------------------------------------------------------------------

PHASE_OPTION = {"main": ("マナチャージせずメインへ", "Go to the main phase (no mana charge)"),
                "attack": ("攻撃へ", "Go to the attack phase"), "end": ("ターン終了", "End the turn"),
                "next": ("ターン終了", "End the turn")}
VERBS = {  # option kind -> (Japanese, English), {c}: the card
    "charge": ("{c}をマナチャージ", "Charge {c} as mana"), "summon": ("{c}を召喚", "Summon {c}"),
    "cast": ("{c}を唱える", "Cast {c}"), "block": ("{c}でブロック", "Block with {c}"),
    "ninja": ("ニンジャ・ストライク：{c}", "Ninja Strike: {c}"),
    "strigger": ("{c}のS・トリガーを使う", "Use the S-Trigger of {c}"),
    "trigger": ("{c}の能力を解決", "Resolve the ability of {c}"),
    "replace": ("{c}の置き換え効果を使う", "Use the replacement effect of {c}"),
    "order": ("{c}の事象を先に", "The event of {c} first"), "break": ("{c}をブレイク", "Break {c}"),
    "look": ("{c}を見る", "Look at {c}"), "fortify": ("{c}を要塞化", "Fortify {c}"),
    "evolve": ("{c}から進化", "Evolve from {c}"), "shield_force": ("{c}を選ぶ", "Choose {c}"),
    "strigger_order": ("{c}を先に使う", "Use {c} next"), "discard": ("{c}を捨てる", "Discard {c}"),
    "bottom": ("{c}を山札の一番下へ", "Put {c} on the bottom of the deck"),
}
WHERE = {Zone.HAND: ("手札", "hand"), Zone.MANA: ("マナ", "mana zone"), Zone.BATTLE: ("バトルゾーン", "battle zone"),
         Zone.GRAVE: ("墓地", "graveyard"), Zone.DECK: ("山札", "deck"), Zone.SHIELDS: ("シールド", "shields")}


def card_label(d: Duel, i: int, viewer: int | None, lang: str, marks: Mapping[int, str] | None = None) -> str:
    """A card as `viewer` may name it: a shield by its place, a hidden card by its zone; `marks`: by card index,
    what follows the name of a copy the viewer's log tells apart from another of its name (`copy_marks`)."""
    ja = lang == "ja"
    c = d.cards[i]
    whose = "AB"[c.owner]
    if c.zone is Zone.SHIELDS:
        k = d.players[c.owner].shields.index(i) + 1
        return f"{whose}のシールド{k}" if ja else f"{whose}'s shield {k}"
    if not visible(d, i, viewer):
        where = WHERE.get(c.zone, ("", ""))
        return f"{whose}の{where[0]}のカード" if ja else f"a card in {whose}'s {where[1]}"
    return (f"「{name(d, i, lang)}」" if ja else f'"{name(d, i, lang)}"') + (marks or {}).get(i, "")


def card_place(d: Duel, i: int, viewer: int, lang: str) -> str:
    """A card and where it is, as `viewer` may know them: 「X」（Aのマナ）; a shield or a hidden card as `card_label`
    names it, by its place."""
    c = d.cards[i]
    label = card_label(d, i, viewer, lang)
    if c.zone is Zone.SHIELDS or not visible(d, i, viewer):
        return label
    where = WHERE.get(c.zone, ("", ""))
    return f"{label}（{'AB'[c.owner]}の{where[0]}）" if lang == "ja" else f"{label} ({'AB'[c.owner]}'s {where[1]})"


def describe(d: Duel, o: Option, lang: str = "en", marks: Mapping[int, str] | None = None) -> str:
    """A readable label for an option, naming only cards its chooser may see, a copy of a name with the mark its
    chooser's log gives it (`marks`, as `card_label` takes them)."""
    ja = lang == "ja"
    viewer = d.pending.player if d.pending is not None else None
    k = o.kind
    if k == "phase":
        return PHASE_OPTION.get(o.label_en, (o.label_ja, o.label_en))[0 if ja else 1]
    if k in ("yes", "no", "count", "name") or o.card < 0:
        return o.label_ja if ja else o.label_en
    c = card_label(d, o.card, viewer, lang, marks)
    if k == "attack":
        if o.arg < 0:
            return f"{c}でプレイヤーを攻撃" if ja else f"Attack the player with {c}"
        t = card_label(d, o.arg, viewer, lang, marks)
        return f"{c}で{t}を攻撃" if ja else f"Attack {t} with {c}"
    if k == "cross":
        t = card_label(d, o.arg, viewer, lang, marks)
        return f"{c}を{t}にクロス" if ja else f"Cross {c} to {t}"
    if k == "summon" and d.cards[o.card].defn.kind == "cross_gear":
        return f"{c}をジェネレート" if ja else f"Generate {c}"
    if k == "cast" and d.cards[o.card].defn.kind == "castle":
        return f"{c}で要塞化" if ja else f"Use the castle {c}"
    if k in VERBS:
        return VERBS[k][0 if ja else 1].format(c=c)
    where = WHERE.get(d.cards[o.card].zone)
    if where is None or d.cards[o.card].zone is Zone.SHIELDS or not visible(d, o.card, viewer):
        return c  # a shield and a hidden card: `card_label` has said where it is
    whose = "AB"[d.cards[o.card].owner]
    return f"{c}（{whose}の{where[0]}）" if ja else f"{c} ({whose}'s {where[1]})"


# ---- the log as a player reads it -----------------------------------------------------------

def log_lines(d: Duel, n: int, viewer: int | None, lang: str) -> list[str]:
    """The first n log entries as text, cards the viewer did not see named as face-down cards.

    The log is the judge's, naming every card. A seat reads a card's name where it could see the card when the
    entry was made (`Duel.sees`, as the OCG's log): a card drawn or added to a hand, by its holder; a card that moved,
    where the seat saw it as it left or sees it where it went (a creature returned from the battle zone to a hand, by
    both; a card of a hand put into a deck or a shield, by its holder; a broken shield going to the hand, by its
    owner); not a card that went from a deck or a shield to the opponent's hand, which that opponent reads as "a
    card" there. The shields a creature breaks, a Shield Force's shield and a fortified shield are face down to every
    seat as they are chosen; a card an effect shows to all players (`Duel.reveal`) is named to all while it stays
    there, and a shield an effect lets one player look at (`Duel.look_at_shield`), to that player. A card named as
    the object of a replacement is named if the viewer saw it then: a shield saved stays unnamed once seen.
    """
    return render(readable(d, n, viewer, lang), lang)


def readable(d: Duel, n: int, viewer: int | None, lang: str = "en") -> list[LogEntry]:
    """The first n log entries as `viewer` may read them (see `log_lines`)."""
    log = d.log[:n]
    if viewer is None:
        return log
    hidden = CardRef(HIDDEN[lang], HIDDEN[lang], HIDDEN[lang])
    return [_redact(e, viewer, hidden) for e in log]


def copy_marks(d: Duel, viewer: int | None, lang: str) -> dict[int, str]:
    """By card index, the mark of each copy the viewer's log tells apart (as arbiter.ocg.view.copy_marks)."""
    return {i: copy_mark(n, lang) for i, n in copy_numbers(readable(d, len(d.log), viewer), CardRef).items()}


def _redact(e: LogEntry, viewer: int, hidden: CardRef) -> LogEntry:
    """An entry names each card as the viewer saw it then (`Duel.seen_ref`, `Duel.moved_ref`): a draw, a move, a
    shield broken or chosen (face down to every seat), a replaced card's object."""
    bit = secret_bit(viewer)
    if any(isinstance(r, CardRef) and r.secret & bit for r in leaves(e.args)):
        return map_args(e, lambda r: hidden if isinstance(r, CardRef) and r.secret & bit else r)
    return e

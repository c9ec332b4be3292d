"""What one player may see of a duel, the log as they may read it, and readable labels for options.

Fronts (terminal play, the web board, agents, the judge's explanations) use these instead of reading the
state: the opponent's hand and face-down cards, the opponent's extra deck (a player may look at their own at
any time: `extra_deck`) and both decks (but for cards turned face-up there), stay hidden, except the cards an
effect showed the player (`Duel.reveal`) while they stay where they were shown: those of the opponent's hand
are listed under `hand_shown`, face-down ones on the field are named.
`Duel.sees` is the one rule; the board, the chain, option labels and the log all ask it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.kernel.decision import YES_NO_EN, YES_NO_JA, Option
from arbiter.kernel.log import LogEntry, copy_mark, copy_numbers, leaves, map_args, secret_bit
from arbiter.ocg.battle import CHOSEN_TARGET
from arbiter.ocg.duel import Duel
from arbiter.ocg.duel_state import CardRef
from arbiter.ocg.effects import Kind
from arbiter.ocg.lasting import Declared
from arbiter.ocg.render import render
from arbiter.ocg.state import Card, Pos, Zone

POS_NAMES = {Pos.ATTACK: "attack", Pos.DEFENSE: "defense", Pos.SET: "set", Pos.UP: "up", Pos.NONE: "",
             Pos.SET_ATTACK: "set_attack"}
PHASE_EN = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1",
            "battle:start": "Battle Phase (start step)", "battle:battle": "Battle Step",
            "battle:damage": "Damage Step", "battle:end": "Battle Phase (end step)", "main2": "Main Phase 2",
            "end": "End Phase"}


HIDDEN = {"ja": "（非公開のカード）", "en": "(a hidden card)"}
# what an option that names a battle position says (`describe`): (Japanese, English), the English capitalised as every
# other option's label is ("Pass", "Yes"); the log's sentences word positions themselves (render.py `POS_EN`)
POSITION_WORDS = {Pos.ATTACK: ("攻撃表示", "Attack position"), Pos.DEFENSE: ("守備表示", "Defense position"),
                  Pos.SET: ("裏側守備表示", "Face-down defense position")}
# what a move on from an open game state says, by its option's key
PHASE_MOVES = {"phase:battle": ("バトルフェイズへ", "Go to the Battle Phase"),
               "phase:main2": ("メインフェイズ２へ", "Go to Main Phase 2"), "phase:end": ("ターン終了", "End the turn")}


def card_name(d: Duel, i: int, lang: str) -> str:
    c = d.cards[i]
    return c.data.name_ja if lang == "ja" else c.data.name_en


def seen_name(d: Duel, i: int, viewer: int | None, lang: str) -> str:
    """A card's name as `viewer` may read it (None: someone who sees everything, a replay or the judge)."""
    return card_name(d, i, lang) if viewer is None or d.sees(viewer, d.cards[i]) else HIDDEN[lang]


# where no card's name is one the duel has shown a player (a card turned face-up in a deck aside): a deck, the extra
# deck (a player's own is a list they know, not something shown), out of the game
UNSHOWN = (Zone.DECK, Zone.EXTRA, Zone.GONE)


def shown_names(d: Duel, viewer: int, owner: int | None = None) -> set[int]:
    """The passcodes of the cards `viewer` sees now outside the decks (`Duel.sees`: the field, the graveyards, the
    banished cards, their own hand and the cards shown to them), of `owner`'s cards only where given: the names a
    player knows are in play, which the RL environment offers a policy first and the agents declare."""
    sees = d.sees
    return {c.data.passcode for c in d.cards
            if c.zone not in UNSHOWN and (owner is None or c.owner == owner) and sees(viewer, c)}


def _card(d: Duel, c: Card, viewer: int, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"id": c.idx, "position": POS_NAMES[c.pos], "slot": c.slot + 1}
    if not d.sees(viewer, c):
        # a card off the field hidden from the viewer is no face-down card (a graveyard 「クイズ」 hides)
        out["name"] = ("（裏側）" if lang == "ja" else "(face-down)") if c.on_field else HIDDEN[lang]
        return out
    out["name"] = c.data.name_ja if lang == "ja" else c.data.name_en
    out["label"] = c.label
    if c.data.kind == "monster":
        out["atk"] = d.atk(c) if c.zone is Zone.MONSTERS else c.data.atk
        out["def"] = d.defense(c) if c.zone is Zone.MONSTERS else c.data.def_
        out["level"] = c.data.level
    out["kind"] = c.data.kind
    if c.on_field and c.face_up:  # what its activation declared, which its effects read (`Duel._show_declared`)
        said = next((n for n in d.notes(Declared) if n.card == (c.idx, c.oid)), None)
        if said is not None:
            out["declared"] = said.ja if lang == "ja" else said.en
    return out


def view(d: Duel, viewer: int, lang: str = "en") -> dict[str, Any]:
    """The duel as `viewer` sees it, as plain data (JSON-ready); viewer -1 is a spectator (public view)."""
    players = []
    shown = d.shown_to(viewer)
    for p, pl in enumerate(d.players):
        side: dict[str, Any] = {
            "lp": pl.lp,
            "hand": [_card(d, d.cards[i], viewer, lang) for i in pl.hand] if p == viewer else len(pl.hand),
            "deck": len(pl.deck),
            # cards an effect turned face-up in the deck, or the top of a deck turned upside down (「天変地異」), seen
            # by both players with their place (1: the top)
            "deck_face_up": [{**_card(d, d.cards[i], viewer, lang), "from_top": len(pl.deck) - k}
                             for k, i in enumerate(pl.deck)
                             if d.cards[i].pos is Pos.UP or (k == len(pl.deck) - 1 and d.deck_tops_shown())],
            "monsters": [_card(d, d.cards[i], viewer, lang) if i >= 0 else None for i in pl.monsters],
            "spells": [_card(d, d.cards[i], viewer, lang) if i >= 0 else None for i in pl.spells],
            "field": _card(d, d.cards[pl.field], viewer, lang) if pl.field >= 0 else None,
            "graveyard": [_card(d, d.cards[i], viewer, lang) for i in pl.grave],
            "banished": [_card(d, d.cards[i], viewer, lang) for i in pl.banished],
            "extra": len(pl.extra),
        }
        if p == viewer:  # a player may look at their own extra deck at any time; others know its count only
            side["extra_deck"] = [_card(d, d.cards[i], viewer, lang) for i in pl.extra]
        else:
            side["hand_shown"] = [_card(d, d.cards[i], viewer, lang) for i in pl.hand
                                  if i in shown or d.sees(viewer, d.cards[i])]
        players.append(side)
    chain = chain_links(d, viewer, lang)
    pending = None
    if d.pending is not None and d.pending.player == viewer:
        pending = {"kind": d.pending.kind, "prompt": d.pending.prompt(lang),
                   "options": [{"key": o.key, "label": describe(d, o, lang)} for o in d.pending.options]}
    return {"turn": d.turn, "turn_player": d.tp, "phase": d.phase, "you": viewer, "players": players,
            "chain": chain, "pending": pending, "winner": d.winner}


def reads_question(d: Duel, viewer: int | None) -> bool:
    """Whether `viewer` (None: a replay or the judge, who see everything) may read the words of the pending question:
    its chooser may, and anyone else where every card they name is one that viewer sees (`Duel.sees`): a question
    naming a card in its chooser's hand, or set, is theirs alone. Who is asked, and what kind of question, is public."""
    p = d.pending
    return p is not None and (viewer is None or viewer == p.player
                              or all(d.sees(viewer, d.cards[n.card]) for n in p.names))


def chain_links(d: Duel, viewer: int | None, lang: str) -> list[dict[str, Any]]:
    """The chain being built, link by link, its targets named only where `viewer` sees them."""
    return [{"number": lk.number, "player": lk.player, "card": card_name(d, lk.card, lang),
             "targets": [seen_name(d, i, viewer, lang) for i, _ in lk.targets]} for lk in d.chain]


def observe(d: Duel) -> list[Any]:
    """Each side as its owner sees it (LP, counts, cards by English name, position and ATK/DEF), the chain: what a
    replay's fingerprint is made of."""

    def cards(cs: list[dict[str, Any] | None]) -> list[Any]:
        return [None if c is None else [c.get("name"), c.get("position"), c.get("atk"), c.get("def")] for c in cs]

    parts: list[Any] = [d.turn, d.tp, d.phase, d.winner]
    for p in (0, 1):
        side = view(d, p, "en")["players"][p]
        parts.append([side["lp"], side["deck"], side["extra"], cards(side["hand"]), cards(side["monsters"]),
                      cards(side["spells"]), cards([side["field"]]), cards(side["graveyard"]),
                      cards(side["banished"])])
    # the chain as the judge sees it (every target named): what replays recorded before seats' views hid targets
    parts.append([[lk["number"], lk["player"], lk["card"], lk["targets"]] for lk in chain_links(d, None, "en")])
    return parts


# the kinds of effect no "activate" option stands for: they apply, or summon, with no activation
UNCHOSEN = (Kind.CONTINUOUS, Kind.REPLACEMENT, Kind.AT_ONCE, Kind.PROCEDURE)


def effect_number(d: Duel, o: Option) -> int:
    """The number an "activate" option's label (and an offer instead of the draw's) and typed command give its
    effect: its number in the card's text, as a scenario's `effect:` names it (`CardDef.text_number`); 0, none
    shown, where the card has no other effect a player activates (a field spell's continuous effect is no second
    choice: "Skyscraper (effect 1)" asked where effect 2 was; nor is a note the engine keeps for a later effect,
    `Effect.note`) or the option is the card's own activation that is no effect of its text."""
    defn = d.defs[o.card]
    if defn is None or not 0 < o.arg <= len(defn.effects) or sum(
            e.kind not in UNCHOSEN and not e.note for e in defn.effects) < 2:
        return 0
    return defn.text_number(o.arg)


def describe(d: Duel, o: Option, lang: str = "en", marks: Mapping[int, str] | None = None) -> str:
    """A readable label for an option, in Japanese or English; `marks`: by card index, what follows the name of a copy
    the chooser's log tells apart from another of its name (`copy_marks`), put where the log puts it."""
    ja = lang == "ja"
    k = o.kind

    def quoted(i: int) -> str:
        name = card_name(d, i, lang)
        return (f"「{name}」" if ja else f'"{name}"') + (marks or {}).get(i, "")

    def which_effect() -> str:  # of a card with several effects to activate, the one this option activates
        number = effect_number(d, o)
        if not number:
            return ""
        defn = d.defs[o.card]
        if defn is not None and len(defn.by_text_number(number)) > 1:
            # one printed effect declared as several, one per alternative condition (「神の宣告」): its words tell
            # which this option uses
            e = defn.effects[o.arg - 1]
            return f"（効果{number}：{e.text_ja or e.text_en}）" if ja else f" (effect {number}: {e.text_en})"
        return f"（効果{number}）" if ja else f" (effect {number})"

    n = quoted(o.card) if o.card >= 0 else ""
    if k == "activate":
        return (f"{n}を発動" if ja else f"Activate {n}") + which_effect()
    if k in ("summon", "set", "setst", "flip_summon", "change_position", "special_summon"):
        verbs_ja = {"summon": "召喚", "set": "セット", "setst": "セット", "flip_summon": "反転召喚",
                    "change_position": "表示形式変更", "special_summon": "特殊召喚"}
        verbs_en = {"summon": "Summon", "set": "Set", "setst": "Set", "flip_summon": "Flip Summon",
                    "change_position": "Change position of", "special_summon": "Special Summon"}
        return f"{n}を{verbs_ja[k]}" if ja else f"{verbs_en[k]} {n}"
    if k == "attack":
        if o.arg == CHOSEN_TARGET:
            return f"{n}で攻撃（攻撃対象は相手が選ぶ）" if ja else f"Attack with {n} (the opponent chooses the target)"
        if o.arg < 0:
            return f"{n}で直接攻撃" if ja else f"Attack directly with {n}"
        # a face-down monster is no name: unquoted, and told by its place from another, as a target is (below)
        target = d.cards[o.arg]
        hidden = (("裏側攻撃表示モンスター" if target.pos is Pos.SET_ATTACK else "裏側守備表示モンスター")
                  + f"（{'AB'[target.ctl]}のモンスター{target.slot + 1}）" if ja
                  else f"a face-down monster ({'AB'[target.ctl]}'s monster {target.slot + 1})")
        t = quoted(o.arg) if d.sees(o_player(d), target) else hidden
        return f"{n}で{t}に攻撃" if ja else f"Attack {t} with {n}"
    if k == "phase":
        return PHASE_MOVES[o.key][0 if ja else 1]
    if k == "pass":
        return "パス" if ja else "Pass"
    if k == "yes" and o.card >= 0 and o.arg > 0 and d.effect_of(o.card, o.arg).kind is Kind.INSTEAD_OF_DRAW:
        # several cards may be offered instead of the draw at once: each offer names the card whose effect it uses
        return (f"{n}の効果を発動" if ja else f"Activate the effect of {n}") + which_effect()
    if k in ("yes", "no"):
        return YES_NO_JA[k] if ja else YES_NO_EN[k]
    if k == "position":
        return POSITION_WORDS[Pos(o.arg)][0 if ja else 1]
    if k == "pay":
        return f"{o.arg}ライフポイント" if ja else f"{o.arg} LP"
    if k in ("declare", "call", "attribute"):  # a word said as it reads: a declaration, a coin call, an Attribute
        return o.label_ja if ja else o.label_en
    if k == "done":  # no more cards for a choice of several ("no more targets", 「対象の選択を終える」)
        return (o.label_ja if ja else o.label_en) or o.key
    if k in ("retarget", "stop"):
        if k == "stop":
            return "攻撃をやめる" if ja else "Stop the attack"
        return ("直接攻撃" if ja else "Attack directly") if o.card < 0 else n
    if o.card >= 0:
        # a card its chooser looks for in the deck they hold (a search) is one they see as they choose it, whoever
        # owns it (an opponent's card a scenario put there)
        c, chooser = d.cards[o.card], o_player(d)
        return card_place(d, o.card, chooser, lang,
                          n if d.sees(chooser, c) or (c.zone is Zone.DECK and c.ctl == chooser) else "")
    return o.key


# a zone's words in a card's place (`card_place`): (Japanese, English)
WHERE = {Zone.HAND: ("手札", "hand"), Zone.MONSTERS: ("モンスター", "monster"), Zone.SPELLS: ("魔法・罠", "spell/trap"),
         Zone.GRAVE: ("墓地", "graveyard"), Zone.FIELD: ("フィールド", "field"), Zone.BANISHED: ("除外", "banished"),
         Zone.DECK: ("デッキ", "deck"), Zone.EXTRA: ("融合デッキ", "fusion deck")}


def card_place(d: Duel, i: int, viewer: int, lang: str, name: str = "") -> str:
    """A card and where it is, as `viewer` may know them: 「X」（Aの墓地）, a face-down card by its zone and slot,
    a card of a hand or a deck the viewer may not see as a hidden card there; `name`: the card's label, where the
    caller knows the viewer may name it (an option's, with its copy mark)."""
    ja = lang == "ja"
    c = d.cards[i]
    where = WHERE.get(c.zone, ("", ""))
    whose = "AB"[c.ctl]
    if name or d.sees(viewer, c):
        shown = name or (f"「{card_name(d, i, lang)}」" if ja else f'"{card_name(d, i, lang)}"')
    elif c.on_field:  # named by where it is only: two face-down cards differ by their zone
        shown = ("裏側表示モンスター" if ja else "a face-down monster") if c.zone is Zone.MONSTERS else \
            ("裏側表示のカード" if ja else "a face-down card")
        where = (f"{where[0]}{c.slot + 1}", f"{where[1]} {c.slot + 1}")
    else:  # a card in a hand or a deck the viewer may not see: a hidden card, as the log names it (render.py)
        return f"{whose}の{where[0]}の非公開のカード" if ja else f"a hidden card in {whose}'s {where[1]}"
    return f"{shown}（{whose}の{where[0]}）" if ja else f"{shown} ({whose}'s {where[1]})"


def o_player(d: Duel) -> int:
    """Who chooses among the options being described: the pending decision's player."""
    return d.pending.player if d.pending is not None else d.tp


def log_lines(d: Duel, n: int, viewer: int | None, lang: str) -> list[str]:
    """The first n log entries as `viewer` may read them (None: everything, for a replay or the judge)."""
    return render(readable(d, n, viewer, lang), lang)


def readable(d: Duel, n: int, viewer: int | None, lang: str = "en") -> list[LogEntry]:
    """The first n log entries as `viewer` may read them: a card that was hidden from the viewer when an entry
    named it (a face-down card targeted or attacked, a card moving between hands and decks) stays unnamed there,
    even once the viewer sees it: naming it would tell them which draw or which set card it was. A card that went
    where the viewer cannot tell it from another copy of its name (`_lost`, `Duel.sight_lost`) is another card to
    them from then on (`_traced`): a copy mark that followed it would tell them which copy came back (the one
    shuffled into the deck, drawn again) or which stayed (in a hand they were shown)."""
    return _traced(d, n, viewer, lang)[0]


def _lost(d: Duel, e: LogEntry, viewer: int) -> int:
    """The card an entry puts where `viewer` can no longer tell it from another copy of its name: a deck (shuffled,
    or drawn unseen), their opponent's fusion deck, a hand neither theirs nor of a card they own (-1: none)."""
    r = e.args[0] if e.args else None
    if not isinstance(r, CardRef) or r.card < 0:
        return -1
    if e.kind == "to_deck":
        return r.card if e.args[1] != "extra" or d.cards[r.card].owner != viewer else -1
    if e.kind in ("to_hand", "back_to_hand"):
        return r.card if viewer not in (e.args[1], d.cards[r.card].owner) else -1
    return -1


def _traced(d: Duel, n: int, viewer: int | None, lang: str) -> tuple[list[LogEntry], dict[int, int]]:
    """`readable`'s entries, each card named by its index plus, where the viewer lost sight of it `k` times before
    (`_lost`, `Duel.sight_lost`), k times the number of cards (which `copy_numbers` then counts as another card); and
    those k by index."""
    log = d.log[:n]
    if viewer is None:
        return log, {}
    bit = secret_bit(viewer)
    hidden = CardRef(HIDDEN[lang], HIDDEN[lang], HIDDEN[lang])
    laps: dict[int, int] = {}
    size = len(d.cards)

    def mask(x: object) -> object:
        if not isinstance(x, CardRef):
            return x
        if x.secret & bit:
            return hidden
        lap = laps.get(x.card, 0)
        return CardRef(x.label, x.name_ja, x.name_en, secret=x.secret, card=x.card + lap * size) if lap else x

    def changed(e: LogEntry) -> bool:
        return any(isinstance(r, CardRef) and (r.secret & bit or r.card in laps) for r in leaves(e.args))

    # the cards shown to the viewer that they stopped telling apart where they were, by when (`Duel.sight_lost`; a
    # spectator sees a card while both players do)
    unseen: dict[int, list[int]] = {}
    for at, i, p in d.sight_lost:
        if viewer in (p, -1):
            unseen.setdefault(at, []).append(i)
    out = []
    for k, e in enumerate(log):
        for i in unseen.get(k, ()):
            laps[i] = laps.get(i, 0) + 1
        out.append(map_args(e, mask) if changed(e) else e)
        if (gone := _lost(d, e, viewer)) >= 0:
            laps[gone] = laps.get(gone, 0) + 1
    return out, laps


def copy_marks(d: Duel, viewer: int | None, lang: str) -> dict[int, str]:
    """By card index, what follows the name of each card the viewer's log tells apart from another of its name, as
    the log says it: so that the board shows which copy is which."""
    log, laps = _traced(d, len(d.log), viewer, lang)
    size = len(d.cards)
    # a card's mark is the one its latest naming has: one before the viewer last lost sight of it is another card's
    return {i % size: copy_mark(n, lang) for i, n in copy_numbers(log, CardRef).items()
            if i // size == laps.get(i % size, 0)}

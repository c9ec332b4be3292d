"""While an effect resolves: whether this card is still there, and questions to the player."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.decision import Option
from arbiter.kernel.reasons import Why
from arbiter.ocg.effects import NOT_CHOSEN, Resolution, quoting
from arbiter.ocg.state import Card, Pos, Zone


def self_on_field(res: Resolution) -> bool:
    """This card is still the object that activated the effect and is face-up on the field."""
    c = res.card
    return c.oid == res.link.oid and c.on_field and c.face_up


# why a card picked already is no answer to the next of `ask_many`'s questions (it stays where it is until all are)
PICKED = Why("it is already chosen for this effect", "この効果で既に選んでいる")


def ask_many(res: Resolution, cards: list[Card], player: int = -1, least: int = 0, most: int = 0) -> list[Card]:
    """Let a player pick any number of `cards` (at least `least`, at most `most` unless 0), one question each; "no"
    ends. Each question offers one of the copies left of a card in a deck (`Resolution.ask`), the next copy once it
    is picked."""
    chosen: list[Card] = []
    eff = res.link.activated

    def why(c: Card) -> str:  # a card not on offer: picked already, else none the effect's words name
        return PICKED if c in chosen else quoting(NOT_CHOSEN, eff.text_en, eff.text_ja) if eff.text_en else ""
    while True:
        left = [c for c in cards if c not in chosen]
        if not left or (most and len(chosen) >= most):
            return chosen
        opts = [res.duel.card_option("select", c.idx) for c in left]
        if len(chosen) >= least:
            opts.append(Option("no", "no", label_en="no more", label_ja="選択を終える"))
        o = res.ask(opts, "select", player, "choose a card", "カードを選ぶ", why=why)
        if o.kind == "no":
            return chosen
        chosen.append(res.duel.cards[o.card])


def still_face_up_here(res: Resolution) -> bool:
    """This card is still the face-up object on the field that activated the effect."""
    c = res.card
    return c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up


def alive(res: Resolution) -> bool:
    """This card is still the object that activated the effect, where it was."""
    return res.card.oid == res.link.oid


def held_as(res: Resolution) -> bool:
    """`still_face_up_here`, and still its player's: an effect that equips this card to a monster of its player's, or a
    monster to this card, does nothing once the opponent took the card in answer (「エネミーコントローラー」 chained to
    a union's equip, to 「ユニオン・ライダー」, to 「サクリファイス」: docs/uncertain-rulings.md)."""
    return still_face_up_here(res) and res.card.ctl == res.player


def ask_up_to(res: Resolution, cards: list[Card], n: int, player: int = -1, at_least: int = 0,
              why: Callable[[Card], str] | None = None) -> list[Card]:
    """Choose up to `n` of `cards`, one by one ("no" ends the choice once `at_least` are chosen); `why`: what says
    why a card is none of them (`Resolution.ask_cards`); copies in a deck as `ask_many`'s."""
    chosen: list[Card] = []
    while len(chosen) < n:
        left = [c for c in cards if c not in chosen]
        if not left:
            break
        opts = [res.duel.card_option("select", c.idx) for c in left]
        if len(chosen) >= at_least:
            opts.append(Option("no", "no", label_en="no more", label_ja="終了"))
        o = res.ask(opts, "select", player, "choose a card, or no more", "カードを選ぶ（終了で終わる）", why)
        if o.kind == "no":
            break
        chosen.append(res.duel.cards[o.card])
    return chosen


def ask_yes_no(res: Resolution, player: int = -1, en: str = "do it?", ja: str = "行う？") -> bool:
    opts = [Option("yes", "yes", label_en="yes", label_ja="はい"), Option("no", "no", label_en="no", label_ja="いいえ")]
    return res.ask(opts, "yes_no", player, en, ja).kind == "yes"


def self_to_defense(res: Resolution) -> None:
    """This card, still the object that activated the effect and in attack position in a monster zone, changes to
    defense position."""
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


def self_to_grave(res: Resolution) -> None:
    """This card, still the object that activated the effect and in a monster zone, is sent to the graveyard."""
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS:
        res.duel.send_to_grave([c.idx], res.cause)

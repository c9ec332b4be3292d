"""The LV monsters: their level in the name and the next level summoned."""

from __future__ import annotations

import unicodedata

from arbiter.ocg.cards.shared.special_summons import ask_summon_position
from arbiter.ocg.cards.shared.zones import hand_of, pile_of
from arbiter.ocg.effects import Resolution
from arbiter.ocg.state import Card, Pos, Zone


def next_level(res: Resolution, passcode: int, pos: Pos | None) -> Card | None:
    """Special summon a 「ＬＶ」 monster of this passcode from the hand or deck (in `pos`, else the position its
    player chooses face-up), shuffling the deck if it came from there; the monster summoned, if any."""
    d = res.duel
    found = [x for x in hand_of(res, res.player) + pile_of(res, res.player, Zone.DECK) if x.data.passcode == passcode]
    if not found or not d.free_slots(res.player, Zone.MONSTERS):
        return None
    m = res.ask_cards(found)
    from_deck = m.zone is Zone.DECK
    d.special_summon(m, res.player, pos or ask_summon_position(res, m, res.player, face_down=False), res.cause)
    if from_deck:
        d.shuffle_deck(res.player)
    return m


def lv_of(c: Card) -> int:
    """The "LV" number in a card's name, or 0."""
    name = unicodedata.normalize("NFKC", c.data.name_ja)
    i = name.find("LV")
    digits = ""
    if i >= 0:
        for ch in name[i + 2:]:
            if not ch.isdigit():
                break
            digits += ch
    return int(digits) if digits else 0

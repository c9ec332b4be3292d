"""The LV monsters: their level in the name and the next level summoned."""

from __future__ import annotations

import itertools
import unicodedata

from arbiter.ocg.carddata import every_card
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
    return _lv_of_name(c.data.name_ja)[1]


def _lv_of_name(name_ja: str) -> tuple[str, int]:
    """A name's family (the part before "LV") and its level (0 without one)."""
    name = unicodedata.normalize("NFKC", name_ja)
    i = name.find("LV")
    if i < 0:
        return name, 0
    digits = "".join(itertools.takewhile(str.isdigit, name[i + 2:]))
    return name[:i].strip(), int(digits) if digits else 0


def named_next_level(sent: Card) -> str:
    """The name of the 「ＬＶ」 monster `sent`'s text names: the next higher level of its family among all cards
    (each 「ＬＶ」 monster's text names its family's next level); "" where there is none."""
    family, level = _lv_of_name(sent.data.name_ja)
    higher = sorted((lv, c.name_ja) for c in every_card() if c.is_monster
                    for fam, lv in (_lv_of_name(c.name_ja),) if fam == family and lv > level)
    return higher[0][1] if level and higher else ""

"""Duel Masters board model: zones, civilizations, card definitions and the card objects of a duel."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event

if TYPE_CHECKING:
    from arbiter.dm.duel import Duel


class Zone(IntEnum):
    DECK = 0
    HAND = 1
    MANA = 2
    SHIELDS = 3
    BATTLE = 4
    GRAVE = 5
    CASTLE = 6  # a castle fortifying one of its owner's shields
    UNDER = 7  # an evolution creature's sources, under it in the battle zone
    LIMBO = 8  # a spell while it is being cast


ZONE_KEYS: dict[str, Zone] = {
    "deck": Zone.DECK, "hand": Zone.HAND, "mana": Zone.MANA, "shields": Zone.SHIELDS,
    "battle": Zone.BATTLE, "graveyard": Zone.GRAVE,
}
ZONE_NAMES: dict[Zone, str] = {**{z: k for k, z in ZONE_KEYS.items()}, Zone.CASTLE: "castle",
                               Zone.UNDER: "under", Zone.LIMBO: "limbo"}

# what an event does to a card, in the log's words ("破壊：X → ...") and a replacement question's
MOVE_JA = {"destroy": "破壊", "discard": "捨てる", "break": "ブレイク", "enter": "バトルゾーンに出す",
           "to_hand": "手札に加える", "to_mana": "マナゾーンに置く", "to_grave": "墓地に置く",
           "to_deck": "山札に入れる", "to_deck_bottom": "山札の一番下に置く",
           "spell_done": "呪文を墓地に置く", "mill": "山札の上から墓地に置く", "fortify": "要塞化", "cast": "唱える",
           "with_sources": "進化元も移動"}
MOVE_EN = {"destroy": "destroyed", "discard": "discarded", "break": "broken", "enter": "put into the battle zone",
           "to_hand": "put into the hand", "to_mana": "put into the mana zone", "to_grave": "put into the graveyard",
           "to_deck": "put into the deck", "to_deck_bottom": "put on the bottom of the deck",
           "spell_done": "spell to the graveyard",
           "mill": "milled", "fortify": "fortifies", "cast": "cast", "with_sources": "its evolution sources go with it"}

# a card's named operations that wait to resolve (`CardDef.handlers` but "cast", which a spell's casting runs at once),
# in the log's words: the engine's events ("enter", "destroyed", "drew"), the rules' follow-up "ninja_bottom" and the
# follow-ups cards queue; a waiting effect that is no ability of its own (the part of a text after its replacement) is
# named as an effect: 「手札を1枚捨てる効果を解決」, not 「手札を1枚捨てるを解決」
WHAT_JA = {"enter": "バトルゾーンに出た時の能力", "destroyed": "破壊された時の能力", "drew": "カードを引いた時の能力",
           "lgate_bottom": "L・ゲート（山札の一番下に置く）", "piroron_bottom": "引いたカードを山札の一番下に置く効果",
           "babylonia_discard": "手札を1枚捨てる効果", "arcadia_destroy": "ブレイクしたクリーチャーを破壊する効果",
           "ninja_bottom": "ニンジャ・ストライク（山札の一番下に置く）"}
WHAT_EN = {"enter": "its on-entering ability", "destroyed": "its when-destroyed ability", "drew": "its draw ability",
           "lgate_bottom": "L-Gate (to the deck bottom)",
           "piroron_bottom": "its effect putting the cards drawn on the deck bottom",
           "babylonia_discard": "its effect discarding a card",
           "arcadia_destroy": "its effect destroying the creature that broke the shield",
           "ninja_bottom": "Ninja Strike (to the deck bottom)"}

CIVS = ("light", "water", "darkness", "fire", "nature")
CIV_JA = {"light": "光", "water": "水", "darkness": "闇", "fire": "火", "nature": "自然"}
CIV_ALIASES = {**{c: c for c in CIVS}, **{ja: en for en, ja in CIV_JA.items()}, "dark": "darkness"}
# a card's kind (`CardDef.kind`) in words: English, Japanese as the cards print it
KIND_WORDS = {"creature": ("creature", "クリーチャー"), "evolution": ("evolution creature", "進化クリーチャー"),
              "spell": ("spell", "呪文"), "castle": ("castle", "城"), "cross_gear": ("cross gear", "クロスギア")}
# a race's English, by its Japanese (the cards' data has none: races are game terms, ours to word). First the names
# the English Duel Masters cards (2004-2006) print; then the races of sets never printed in English, transliterated
RACE_EN = {
    "アースイーター": "Earth Eater", "アース・ドラゴン": "Earth Dragon",
    "アーマード・ドラゴン": "Armored Dragon", "イニシエート": "Initiate",
    "エンジェル・コマンド": "Angel Command", "ガーディアン": "Guardian", "キマイラ": "Chimera",
    "サイバーロード": "Cyber Lord", "スノーフェアリー": "Snow Faerie", "ダークロード": "Dark Lord",
    "デーモン・コマンド": "Demon Command", "ドラゴン・ゾンビ": "Zombie Dragon",
    "ビーストフォーク": "Beast Folk", "ファイアー・バード": "Fire Bird",
    "ブレインジャッカー": "Brain Jacker", "メカ・デル・ソル": "Mecha del Sol",
    "リキッド・ピープル": "Liquid People", "ワイルド・ベジーズ": "Wild Veggies",
    # transliterated
    "オリジン": "Origin", "グランド・デビル": "Grand Devil", "サムライ": "Samurai", "シノビ": "Shinobi",
    "ダーク・モンスター": "Dark Monster", "ナイト": "Knight", "ハンター": "Hunter",
    "ポセイディア・ドラゴン": "Poseidia Dragon", "ルナティック・エンペラー": "Lunatic Emperor",
    "レッド・コマンド・ドラゴン": "Red Command Dragon", "ロスト・クルセイダー": "Lost Crusader",
}


def race_word(race: str, lang: str) -> str:
    """A race in `lang`: a made-up creature's race that the table lacks (a scenario's) stays as it was written."""
    return RACE_EN.get(race, race) if lang == "en" else race


# keyword flags a definition may carry
BLOCKER = "blocker"
SF_BLOCKER = "sf_blocker"  # a blocker only while its Shield Force is active
SHIELD_TRIGGER = "shield_trigger"
SPEED_ATTACKER = "speed_attacker"
CANNOT_ATTACK = "cannot_attack"
SLAYER = "slayer"
SHIELD_FORCE = "shield_force"
WINS_ALL_BATTLES = "wins_all_battles"  # a castle's: its owner's creatures win every battle
KEYWORD_ALIASES = {
    "ブロッカー": BLOCKER, "blocker": BLOCKER, "スピードアタッカー": SPEED_ATTACKER, "speed_attacker": SPEED_ATTACKER,
    "S・トリガー": SHIELD_TRIGGER, "shield_trigger": SHIELD_TRIGGER, "スレイヤー": SLAYER, "slayer": SLAYER,
    "攻撃できない": CANNOT_ATTACK, "cannot_attack": CANNOT_ATTACK,
}
BREAKER_ALIASES = {"W・ブレイカー": 2, "T・ブレイカー": 3, "Q・ブレイカー": 4, "double_breaker": 2,
                   "triple_breaker": 3, "quadruple_breaker": 4}

# A card operation: what a spell, a triggered ability or a follow-up does when it resolves
Handler = Callable[["Duel", "Card", int, Event], None]  # the card, the player whose effect it is
Watch = Callable[["Duel", "Card", Event], bool]
# whether the order in which a player's simultaneous events are handled can change what a replacement does for those
# of them it is on offer for
InOrder = Callable[["Duel", "Card", list[Event]], bool]


@dataclass(frozen=True, slots=True)
class ReplacementDef:
    """A replacement effect a card declares ("instead of the event, do this").

    `watches` says whether it could apply to an event now (the card being where it must be, and the
    replacement being possible); `instead` carries it out, and nothing it does is replaced again.
    `still_possible` is checked when a replacement chosen for one of several simultaneous events is
    carried out later (seed 001: a Saver cannot save a creature already in the graveyard); where it is not
    declared, `watches` is asked again, so the card must still be where its effect is in force. A replacement
    chosen and stored is carried out even once its card has left (R001-021: the second 《神羅スカル・ムーン》's, from
    the graveyard) where what it does needs no more of that card: such a card declares `still_possible`.
    """

    name: str  # a short English description, also the log's wording
    name_ja: str
    watches: Watch
    instead: Handler
    optional: bool = True
    still_possible: Watch | None = None
    # where what it does depends on what was carried out before it (「インフィニティ・ドラゴン」 mills the deck's
    # top card; 「陽炎の守護者ブルー・メルキス」 casts the S-Trigger spells it turns up), a player with several such
    # events chooses their order even where nothing else is left to choose, and the replacements are carried out in
    # that order
    order_matters: InOrder | None = None


@dataclass(frozen=True, slots=True)
class CardDef:
    """One Duel Masters card: its facts and its abilities, declared in one place."""

    key: str  # a stable identity: the romanised name
    name_ja: str
    name_en: str
    kind: str  # creature, evolution, spell, castle, cross_gear
    civs: tuple[str, ...]
    cost: int
    power: int = 0
    races: tuple[str, ...] = ()
    breaker: int = 1
    keywords: frozenset[str] = frozenset()
    power_attacker: int = 0
    ninja_strike: int = 0  # ニンジャ・ストライク N: summon free when the opponent attacks or blocks
    gear_power: int = 0  # a cross gear: the power it gives the creature it is crossed to
    evolves_from: Callable[[CardDef], bool] | None = None  # for evolution creatures: a valid base
    evolves_on: tuple[str, str] = ("a creature", "クリーチャー")  # that base in words (English, Japanese): the prompt
    replacements: tuple[ReplacementDef, ...] = ()
    # named operations: "cast" (a spell), "enter" (when put into the battle zone), "destroyed",
    # "drew" (when its controller draws), and follow-ups queued by its replacements
    handlers: Mapping[str, Handler] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()  # other spellings (the seed's, half-width dots ...)
    provisional: str = ""  # why some facts are assumed (the card was not found)
    summary: str = ""  # what it does, in our own words
    summary_ja: str = ""  # the same in Japanese (the web board's details in a Japanese page)
    # each part of its text it does not play, in our own words (the OCG's `define(missing=...)`): it is then
    # `partial`, not `complete` (registry.card_status)
    missing: tuple[str, ...] = ()

    @property
    def is_creature(self) -> bool:
        return self.kind in ("creature", "evolution")

    @property
    def multicolored(self) -> bool:
        return len(self.civs) > 1

    def words(self, lang: str) -> tuple[str, ...]:
        """Its kind, civilizations and races in words: 'creature', 'fire/water', 'Armored Dragon'; 'クリーチャー',
        '火／水文明', 'アーマード・ドラゴン'."""
        en, ja = KIND_WORDS[self.kind]
        civs = "/".join(self.civs) if lang == "en" else "／".join(CIV_JA[c] for c in self.civs) + "文明"
        return (en if lang == "en" else ja, civs, *(race_word(r, lang) for r in self.races))

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def is_race(self, word: str) -> bool:
        """Race words match inside compound races (ドラゴン in アーマード・ドラゴン), as DM rules read them."""
        return any(word in r for r in self.races)


class Card:
    """One physical card in a duel. `oid` changes whenever it changes zones: a new object."""

    __slots__ = ("defn", "entered", "fort", "gear_on", "idx", "label", "mods", "oid", "owner", "sf",
                 "stay_by", "stay_turn", "tapped", "under", "zone")

    def __init__(self, idx: int, defn: CardDef, owner: int, label: str) -> None:
        self.idx = idx
        self.defn = defn
        self.owner = owner
        self.label = label
        self.zone = Zone.DECK
        self.tapped = False
        self.oid = 0
        self.entered = 0  # the turn it came into the battle zone (summoning sickness)
        self.sf = -1  # Shield Force: the shield it is tied to
        self.gear_on = -1  # a cross gear: the creature it is crossed to
        self.fort = -1  # a castle: the shield it fortifies
        self.under: tuple[int, ...] = ()  # an evolution creature: its sources
        self.mods: tuple[tuple[int, int], ...] = ()  # power changes: (amount, the turn they last)
        self.stay_turn = 0  # 《鎧亜の邪聖ギル・ダグラス》: the turn it stays instead of being destroyed
        self.stay_by = -1  # the card whose effect that is (the replacement's source, 110.5)

    def copy(self) -> Card:
        # spelled out: clones copy every card, and this is the hot path of self-play
        c = Card.__new__(Card)
        c.defn, c.entered, c.fort, c.gear_on, c.idx, c.label = (self.defn, self.entered, self.fort, self.gear_on,
                                                                self.idx, self.label)
        c.mods, c.oid, c.owner, c.sf, c.stay_turn, c.tapped = (self.mods, self.oid, self.owner, self.sf,
                                                               self.stay_turn, self.tapped)
        c.stay_by, c.under, c.zone = self.stay_by, self.under, self.zone
        return c

    @property
    def name(self) -> str:
        return self.defn.name_ja


class Player:
    """A player's zones, each a list of card indexes (the deck's top card is the last)."""

    __slots__ = ("piles",)

    def __init__(self) -> None:
        self.piles: list[list[int]] = [[] for _ in Zone]

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.piles = [pile.copy() for pile in self.piles]
        return p

    def pile(self, z: Zone) -> list[int]:
        return self.piles[z]

    @property
    def deck(self) -> list[int]:
        return self.piles[Zone.DECK]

    @property
    def hand(self) -> list[int]:
        return self.piles[Zone.HAND]

    @property
    def mana(self) -> list[int]:
        return self.piles[Zone.MANA]

    @property
    def shields(self) -> list[int]:
        return self.piles[Zone.SHIELDS]

    @property
    def battle(self) -> list[int]:
        return self.piles[Zone.BATTLE]

    @property
    def grave(self) -> list[int]:
        return self.piles[Zone.GRAVE]

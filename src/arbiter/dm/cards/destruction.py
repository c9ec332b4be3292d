"""Cards that replace a creature's destruction or its leaving the battle zone (seed 001's list)."""

from __future__ import annotations

from arbiter.dm.cards.abilities import (
    DRAGON,
    destroyed_self,
    destroys_another_instead,
    goes_instead,
    in_battle,
    leaving,
    leaving_self,
    lgate,
    lgate_bottom,
    pays_to_stay,
    saver,
    stays_instead,
    to_own_grave_self,
)
from arbiter.dm.duel import Duel
from arbiter.dm.model import BLOCKER, CANNOT_ATTACK, SF_BLOCKER, SHIELD_FORCE, Card, CardDef, ReplacementDef, Zone
from arbiter.dm.pipeline import still_there
from arbiter.dm.registry import define
from arbiter.dm.verbs import change_power, discard, move_all, to_deck_bottom
from arbiter.kernel.events import Event

# ---- to another zone instead of the graveyard

SHAMAN_BROCCOLI = define(CardDef(
    "shaman_broccoli", "シャーマン・ブロッコリー", "Shaman Broccoli", "creature", ("nature",), 2, 1000,
    ("ワイルド・ベジーズ",),
    replacements=(goes_instead(Zone.MANA, "to the mana zone instead of the graveyard",
                               "破壊される時、墓地に置くかわりにマナゾーンに置く"),),
    summary="When it would be destroyed, it goes to your mana zone instead of the graveyard."))

AQUA_SOLDIER = define(CardDef(
    "aqua_soldier", "アクア・ソルジャー", "Aqua Soldier", "creature", ("water",), 3, 1000, ("リキッド・ピープル",),
    replacements=(goes_instead(Zone.HAND, "to the hand instead of the graveyard",
                               "墓地に置くかわりに手札に戻す", when=to_own_grave_self),),
    summary="When it would be put from the battle zone into your graveyard, it returns to your hand instead."))

DILGABEJIDA = define(CardDef(
    "dilgabejida", "緑神龍ディルガベジーダ", "Ryokushinryū Dirugabejīda", "creature", ("nature",), 9, 23000,
    ("アース・ドラゴン",), breaker=4,
    replacements=(goes_instead(Zone.DECK, "shuffled into the deck instead of going to the graveyard",
                               "墓地に置くかわりに山札に入れてシャッフルする"),),
    summary="Quadruple breaker. When it would be destroyed, it is shuffled into your deck instead."))


def _crossed_destroyed(d: Duel, c: Card, ev: Event) -> bool:
    """A cross gear's: the creature it is crossed to would be destroyed."""
    return ev.kind == "destroy" and in_battle(c) and c.gear_on == ev.card and still_there(d, ev)


SPIRAL_AURA = define(CardDef(
    "spiral_aura", "スパイラル・オーラ", "Supairaru Ōra", "cross_gear", ("water",), 2,
    replacements=(goes_instead(Zone.HAND, "the crossed creature returns to the hand instead of the graveyard",
                               "クロスしたクリーチャーを墓地に置くかわりに手札に戻す", when=_crossed_destroyed),),
    aliases=("Spiral Aura",),
    summary="Cross gear. When the creature it is crossed to would be destroyed, that creature returns to its "
            "owner's hand instead."))

RINNE_LUPIA = define(CardDef(
    "rinne_lupia", "リンネ・ルピア", "Rinne Rupia", "creature", ("fire",), 3, 1000, ("ファイアー・バード",),
    replacements=(goes_instead(Zone.MANA, "to the mana zone instead of the graveyard",
                               "墓地に置くかわりにマナゾーンに置く", optional=True),),
    provisional="no fact of this card was found (dm_cards.md): it is given the civilization, race and the "
                "'to the mana zone instead' replacement of its ルピア namesakes (e.g. 《ルピア・ラピア》)",
    summary="(Provisional) When it would be destroyed, you may put it into your mana zone instead."))


# ---- stays in the battle zone instead

PERFECT_GALAXY = define(CardDef(
    "perfect_galaxy", "不滅の精霊パーフェクト・ギャラクシー", "Fumetsu no Seirei Pāfekuto Gyarakushī", "creature",
    ("light",), 7, 9000, ("エンジェル・コマンド",), breaker=2, keywords=frozenset({SHIELD_FORCE, SF_BLOCKER}),
    replacements=(stays_instead(lambda d, c, ev: leaving_self(d, c, ev) and d.sf_active(c),
                                "Shield Force: stays instead of leaving the battle zone",
                                "シールド・フォース：バトルゾーンを離れずにとどまる"),),
    summary="Double breaker. Shield Force: while its shield remains it is a blocker, and when it would leave the "
            "battle zone it stays instead."))


def _shinigami_by_opponent_spell(d: Duel, c: Card, ev: Event) -> bool:
    if not (leaving(ev) and in_battle(c) and still_there(d, ev)) or ev.cause.card < 0:
        return False
    x, spell = d.cards[ev.card], d.cards[ev.cause.card]
    return (x.owner == c.owner and "死神" in x.defn.name_ja and spell.defn.kind == "spell"
            and ev.cause.player != c.owner)


YAMINOIKKAKU = define(CardDef(
    "yaminoikkaku", "死神獣ヤミノイッカク", "Shinigamijū Yaminoikkaku", "creature", ("darkness",), 7, 7000,
    ("ダーク・モンスター",), breaker=2,
    replacements=(stays_instead(_shinigami_by_opponent_spell, "stays instead of leaving (opponent's spell)",
                                "相手の呪文によって離れるかわりにとどまる"),),
    summary="Double breaker. When one of your creatures with 死神 in its name would leave the battle zone "
            "because of an opponent's spell, it stays instead."))

GRIELMO = define(CardDef(
    "grielmo", "氷牙封魔グリエルモ候", "Hyōga Fūma Gurierumo-kō", "creature", ("water",), 4, 3000,
    ("グランド・デビル", "ナイト"),
    replacements=(pays_to_stay(destroyed_self, lambda df: df.kind == "spell", "choose a spell to discard",
                               "discards a spell and stays instead of going to the graveyard",
                               "墓地に置くかわりに手札から呪文を1枚捨てる"),),
    summary="When it would be destroyed, you may discard a spell instead (it stays)."))

BAZRADYUDA = define(CardDef(
    "bazradyuda", "黒神龍バズラデューダ", "Kokushinryū Bazuradyūda", "creature", ("darkness",), 7, 7000,
    ("ドラゴン・ゾンビ",), breaker=2,
    replacements=(pays_to_stay(destroyed_self, lambda df: df.is_race(DRAGON), "choose a Dragon to discard",
                               "discards a Dragon and stays instead of going to the graveyard",
                               "ドラゴンを1枚捨て、墓地に置かれるかわりにとどまる"),),
    summary="Double breaker. When it would be destroyed, you may discard a card with Dragon in its race; if you "
            "do, it stays instead."))

SHAN_BELL = define(CardDef(
    "shan_bell", "光器シャン・ベル", "Kōki Shan Beru", "creature", ("light",), 4, 3000, ("メカ・デル・ソル",),
    replacements=(pays_to_stay(destroyed_self, lambda df: df.is_creature and "light" in df.civs,
                               "choose a light creature to discard",
                               "discards a light creature instead of going to the graveyard",
                               "墓地に置くかわりに光のクリーチャーを1体手札から捨てる"),),
    provisional="not found outside the seed: civilization, race, cost and power are assumed (light, from 光器); "
                "the replacement is the one the seed quotes",
    summary="(Provisional) When it would be destroyed, you may discard a light creature from your hand instead "
            "(it stays)."))


def _soulgardas_cards(d: Duel, c: Card) -> tuple[list[int], list[int]]:
    mana = d.players[c.owner].mana
    birds = [i for i in mana if d.cards[i].defn.is_race("ファイアー・バード")]
    earth = [i for i in mana if d.cards[i].defn.is_race("アース・ドラゴン")]
    return birds, earth


def _soulgardas_watches(d: Duel, c: Card, ev: Event) -> bool:
    birds, earth = _soulgardas_cards(d, c)
    return destroyed_self(d, c, ev) and bool(birds) and bool(earth)


def _soulgardas_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    birds, _ = _soulgardas_cards(d, c)
    b = d.pick(p, birds, "pick", prompt_en="choose a Fire Bird in your mana zone",
               prompt_ja="マナゾーンのファイアー・バードを選ぶ")
    _, earth = _soulgardas_cards(d, c)
    e = d.pick(p, [i for i in earth if i != b], "pick", prompt_en="choose an Earth Dragon in your mana zone",
               prompt_ja="マナゾーンのアース・ドラゴンを選ぶ")
    move_all(d, "to_grave", [d.cards[b], d.cards[e]], Zone.GRAVE, p, c.idx)
    d.note("stays", d.ref(c.idx))


SOULGARDAS = define(CardDef(
    "soulgardas", "緑神龍ソウルガルダス", "Ryokushinryū Sōrugarudasu", "creature", ("nature",), 7, 8000,
    ("アース・ドラゴン",), power_attacker=2000,
    replacements=(ReplacementDef("puts a Fire Bird and an Earth Dragon from the mana zone into the graveyard "
                                 "and stays", "マナのファイアー・バードとアース・ドラゴンを墓地に置き、とどまる",
                                 _soulgardas_watches, _soulgardas_instead),),
    summary="Power attacker +2000. When it would be destroyed, you may put a Fire Bird and an Earth Dragon from "
            "your mana zone into your graveyard; if you do, it stays instead."))


def _hanzou_watches(d: Duel, c: Card, ev: Event) -> bool:
    pl = d.players[c.owner]
    return (destroyed_self(d, c, ev) and bool(pl.shields)
            and any("darkness" in d.cards[i].defn.civs for i in pl.mana))


def _hanzou_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = d.pick(p, list(d.players[p].shields), "pick", prompt_en="choose a shield to put into the graveyard",
               prompt_ja="墓地に置くシールドを選ぶ")
    move_all(d, "to_grave", [d.cards[s]], Zone.GRAVE, p, c.idx)
    d.note("stays", d.ref(c.idx))


def _hanzou_enters(d: Duel, c: Card, p: int, ev: Event) -> None:
    opp = [x.idx for x in d.creatures(1 - p)]
    i = d.pick(p, opp, "pick", prompt_en="choose an opponent's creature", prompt_ja="相手のクリーチャーを選ぶ")
    if i >= 0:
        change_power(d, d.cards[i], -6000, p, c.idx)


def _ninja_bottom(d: Duel, c: Card, p: int, ev: Event) -> None:
    """Ninja Strike: at the end of the turn it was used, the ninja goes to the bottom of the deck."""
    if in_battle(c) and c.oid == ev.amount:
        to_deck_bottom(d, [c], p, c.idx)


HANZOU = define(CardDef(
    "hanzou", "威牙の幻ハンゾウ", "Iga no Maboroshi Hanzō", "creature", ("darkness",), 7, 5000,
    ("デーモン・コマンド", "シノビ"), ninja_strike=7,
    replacements=(ReplacementDef("puts a shield into the graveyard instead of being destroyed",
                                 "かわりに自分のシールドを1枚墓地に置く", _hanzou_watches, _hanzou_instead),),
    handlers={"enter": _hanzou_enters, "ninja_bottom": _ninja_bottom},
    summary="Ninja Strike 7. When it enters, an opponent's creature gets -6000 this turn. When it would be "
            "destroyed, if you have a darkness card in your mana zone you may put one of your shields into your "
            "graveyard instead."))


def _gigastand_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to put into the graveyard",
               prompt_ja="墓地に置くカードを選ぶ")
    discard(d, [d.cards[i]], p, c.idx)
    move_all(d, "to_hand", [c], Zone.HAND, p, c.idx)


GIGASTAND = define(CardDef(
    "gigastand", "ギガスタンド", "Gigastand", "creature", ("darkness",), 4, 3000, ("キマイラ",),
    replacements=(ReplacementDef("puts a card from the hand into the graveyard and returns to the hand instead",
                                 "手札を1枚墓地に置き、墓地に置くかわりに手札に戻す",
                                 lambda d, c, ev: to_own_grave_self(d, c, ev) and bool(d.players[c.owner].hand),
                                 _gigastand_instead),),
    summary="When it would be put from the battle zone into your graveyard, you may put a card from your hand "
            "into your graveyard; if you do, it returns to your hand instead."))


# ---- another creature is destroyed instead

def _skull_moon_watches(d: Duel, c: Card, ev: Event) -> bool:
    return destroyed_self(d, c, ev)


SKULL_MOON = define(CardDef(
    "skull_moon", "神羅スカル・ムーン", "Shinra Sukaru Mūn", "evolution", ("darkness",), 8, 12000,
    ("ルナティック・エンペラー", "ダークロード"), breaker=3, evolves_from=lambda base: base.kind == "evolution",
    replacements=(destroys_another_instead("opponent", "destroys an opponent's creature instead",
                                           "かわりに相手のクリーチャーを1体破壊する", _skull_moon_watches,
                                           lenient=True),),
    summary="Ultimate evolution (on one of your evolution creatures). Triple breaker. When it would be destroyed, "
            "you may destroy one of the opponent's creatures instead."))


def _soul_bringer_watches(d: Duel, c: Card, ev: Event) -> bool:
    return ev.kind == "destroy" and in_battle(c) and c.gear_on == ev.card and still_there(d, ev)


SOUL_BRINGER = define(CardDef(
    "soul_bringer", "影武者 ソウル・ブリンガー", "Kagemusha Sōru Buringā", "cross_gear", ("darkness",), 2,
    races=("サムライ",), gear_power=2000,
    replacements=(destroys_another_instead("own", "destroys another of your creatures instead",
                                           "かわりに自分の他のクリーチャーを1体破壊する", _soul_bringer_watches),),
    aliases=("影武者 ソウルブリンガー",),
    summary="Cross gear; the crossed creature gets +2000 power. When that creature would be destroyed, you may "
            "destroy another of your creatures instead."))


def _jinnai_watches(d: Duel, c: Card, ev: Event) -> bool:
    if not (leaving(ev) and in_battle(c) and ev.card != c.idx and still_there(d, ev)):
        return False
    x = d.cards[ev.card]
    return x.owner == c.owner and x.defn.is_race("シノビ")


JINNAI = define(CardDef(
    "jinnai", "威牙忍ジンナイ", "Iganin Jinnai", "creature", ("darkness",), 4, 3000, ("ダークロード", "シノビ"),
    keywords=frozenset({BLOCKER, CANNOT_ATTACK}),
    replacements=(destroys_another_instead("own", "destroys one of your creatures instead of the Shinobi leaving",
                                           "かわりに自分のクリーチャーを1体破壊する", _jinnai_watches),),
    summary="Blocker; cannot attack. When another of your Shinobi would leave the battle zone, you may destroy "
            "one of your creatures instead."))

BREIGA = define(CardDef(
    "breiga", "邪脚護聖ブレイガー", "Jakyaku Gosei Bureigā", "creature", ("light", "darkness"), 4, 3000,
    ("ガーディアン", "ブレインジャッカー"), replacements=(saver(None),), aliases=("Breiga, the Wicked Protector",),
    summary="Saver (all races): when another of your creatures would be destroyed, you may destroy this creature "
            "instead."))


# ---- 《インフィニティ・ドラゴン》: your Dragon leaving mills a card; a Dragon or Fire Bird keeps it there

def _infinity_watches(d: Duel, c: Card, ev: Event) -> bool:
    if not (leaving(ev) and in_battle(c) and still_there(d, ev)):
        return False
    x = d.cards[ev.card]
    return x.owner == c.owner and x.defn.is_creature and x.defn.is_race(DRAGON)


def _infinity_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    deck = d.players[p].deck
    top = d.cards[deck[-1]] if deck else None
    if top is not None:
        move_all(d, "mill", [top], Zone.GRAVE, p, c.idx)
    if top is not None and (top.defn.is_race(DRAGON) or top.defn.is_race("ファイアー・バード")):
        d.note("stays", d.ref(ev.card))
    else:  # it leaves after all, as the replacement's own result
        move_all(d, ev.kind, [d.cards[ev.card]], Zone(ev.dst), ev.cause.player, ev.cause.card)


INFINITY_DRAGON = define(CardDef(
    "infinity_dragon", "インフィニティ・ドラゴン", "Infiniti Doragon", "creature", ("fire",), 7, 7000,
    ("アーマード・ドラゴン",), breaker=2,
    replacements=(ReplacementDef("mills a card; a Dragon or Fire Bird keeps the Dragon in the battle zone",
                                 "山札の1枚目を墓地に置き、ドラゴンかファイアー・バードならとどまる",
                                 _infinity_watches, _infinity_instead, optional=False),),
    summary="Double breaker. When one of your Dragons would leave the battle zone, put your top card into the "
            "graveyard; if it is a Dragon or a Fire Bird, the Dragon stays instead."))


# ---- L・ゲート

GIRUGAZAMES = define(CardDef(
    "girugazames", "黒神龍ギルガザメス", "Kokushinryū Girugazamesu", "creature", ("darkness",), 6, 8000,
    ("ドラゴン・ゾンビ",), breaker=2, replacements=(lgate(DRAGON, "Dragon"),),
    handlers={"lgate_bottom": lgate_bottom,
              "enter": lambda d, c, p, ev: _discard_one(d, c, p)},
    summary="Double breaker. When it enters, discard a card. L-Gate (Dragon): when it would be destroyed, you may "
            "return a Dragon from your graveyard to your hand instead; then it goes to the bottom of your deck."))


def _discard_one(d: Duel, c: Card, p: int) -> None:
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to discard",
               prompt_ja="捨てるカードを選ぶ")
    if i >= 0:
        discard(d, [d.cards[i]], p, c.idx)

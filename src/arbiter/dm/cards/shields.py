"""Cards that replace what happens to a broken shield, and the shield's protectors (Shield Saver, castle)."""

from __future__ import annotations

from arbiter.dm.battle import break_these
from arbiter.dm.cards.abilities import breaks_by_self, in_battle, own_shield_broken_by_opponent, shield_saver
from arbiter.dm.duel import Duel
from arbiter.dm.model import (
    BLOCKER,
    CANNOT_ATTACK,
    SHIELD_TRIGGER,
    SLAYER,
    WINS_ALL_BATTLES,
    Card,
    CardDef,
    ReplacementDef,
    Zone,
)
from arbiter.dm.pipeline import next_sentence, repl_key, still_there
from arbiter.dm.play import cast_spell
from arbiter.dm.registry import DEFS, define
from arbiter.dm.verbs import destroy, move_all, to_hand, to_mana
from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason


def _shield(d: Duel, ev: Event) -> Card:
    return d.cards[ev.card]


# ---- 《ボルメテウス・ホワイト・ドラゴン》: シールド焼却, the shields it breaks go to the graveyard

def _to_graveyard_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    move_all(d, "to_grave", [_shield(d, ev)], Zone.GRAVE, p, c.idx)


BOLMETEUS = define(CardDef(
    "bolmeteus_white", "ボルメテウス・ホワイト・ドラゴン", "Bolmeteus Steel Dragon", "creature", ("fire",), 7, 7000,
    ("アーマード・ドラゴン",), breaker=2,
    replacements=(ReplacementDef("the broken shield goes to the graveyard instead of the hand",
                                 "シールド焼却：手札に加えるかわりに墓地に置く",
                                 breaks_by_self, _to_graveyard_instead, optional=False),),
    aliases=("ボルメテウス", "Borumeteusu Howaito Doragon"),
    summary="Double breaker. The shields it breaks go to their owner's graveyard instead of the hand (so no "
            "S-Trigger)."))


# ---- 《緑神龍ダグラドルグラン》: with a cross gear crossed (アクセル), the shields it breaks go to the mana zone.
# The old text has no "instead"; seed 001 rules it a replacement effect all the same (R001-003).

def _dagradolgran_watches(d: Duel, c: Card, ev: Event) -> bool:
    return breaks_by_self(d, c, ev) and d.crossed(c)


def _to_mana_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    to_mana(d, [_shield(d, ev)], p, c.idx)


DAGRADOLGRAN = define(CardDef(
    "dagradolgran", "緑神龍ダグラドルグラン", "Ryokushinryū Daguradoruguran", "creature", ("nature",), 6, 6000,
    ("アース・ドラゴン",), breaker=2,
    replacements=(ReplacementDef("Accel: the broken shield goes to the mana zone instead of the hand",
                                 "アクセル：手札ではなくマナゾーンに置く",
                                 _dagradolgran_watches, _to_mana_instead, optional=False),),
    aliases=("Terradragon Dagradolgran",),
    summary="Double breaker. Accel: while a cross gear is crossed to it, the shields it breaks go to their owner's "
            "mana zone instead of the hand."))


# ---- 《ガイアール・ゼロ》: instead of breaking, the shield is shown to all; then it breaks that shield, and
# that break does not bring the opening replacement back (no loop, R001-006/007)

def _zero_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = _shield(d, ev)
    d.note("reveal", d.ref(s.idx))
    # its middle sentence puts a psychic creature from the hyperspatial zone: this engine has neither
    d.note("no_hyperspatial", d.ref(c.idx))
    with next_sentence(d):  # "その後…ブレイクする" is another sentence: a new event ...
        if s.zone is Zone.SHIELDS and in_battle(c):
            break_these(d, c, [s], detail=f"not:{repl_key(c, 0)}")  # ... which this same effect cannot replace


GAIAR_ZERO = define(CardDef(
    "gaiar_zero", "ガイアール・ゼロ", "Gaiāru Zero", "creature", ("fire",), 6, 7000,
    ("レッド・コマンド・ドラゴン", "ハンター"), breaker=2,
    replacements=(ReplacementDef("the shield is shown to all players instead of being broken, then broken",
                                 "かわりにそのシールドをすべてのプレイヤーに見せ、その後ブレイクする",
                                 breaks_by_self, _zero_instead, optional=False),),
    summary="Double breaker. When it would break a shield, the shield is shown to all players instead (a psychic "
            "creature cheaper than it may come from the hyperspatial zone); after that it breaks that shield."))


# ---- 《封魔ダンリモス》: your Grand Devils name a card instead of breaking; a looked-at shield of that name
# goes to the graveyard, any other to the hand

def _danrimos_watches(d: Duel, c: Card, ev: Event) -> bool:
    if ev.kind != "break" or not in_battle(c) or ev.cause.card < 0 or not still_there(d, ev):
        return False
    breaker = d.cards[ev.cause.card]
    return breaker.owner == c.owner and breaker.defn.is_race("グランド・デビル")


def _danrimos_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    names = sorted({df.name_ja: df.name_en for df in DEFS.values()}.items())
    o = d.ask(p, "declare_name", [Option(f"name:{ja}", "name", label_en=en, label_ja=ja) for ja, en in names],
              "name a card", "カード名をひとつ選んで言う")
    d.note("declare_name", p, o.label_ja, o.label_en)  # the name in each language: one language per line
    opp = ev.player
    s = d.pick(p, list(d.players[opp].shields), "look", prompt_en="choose a shield to look at",
               prompt_ja="見るシールドを選ぶ")
    if s < 0:
        return
    shield = d.cards[s]
    with next_sentence(d):  # where the shield goes is said in later sentences
        if shield.defn.name_ja == o.label_ja:
            move_all(d, "to_grave", [shield], Zone.GRAVE, p, c.idx)
        else:
            to_hand(d, [shield], p, c.idx)


DANRIMOS = define(CardDef(
    "danrimos", "封魔ダンリモス", "Fūma Danrimosu", "creature", ("water",), 4, 3000, ("グランド・デビル",),
    replacements=(ReplacementDef("names a card instead of breaking the shield", "ブレイクするかわりにカード名を言う",
                                 _danrimos_watches, _danrimos_instead, optional=False),),
    summary="When one of your Grand Devils would break a shield, name a card instead; look at one of the "
            "opponent's shields: if it has that name it goes to the graveyard, otherwise to its owner's hand."))


# ---- 《陽炎の守護者ブルー・メルキス》: the shields it breaks are turned face up; an S-Trigger spell is cast
# by Merkis's player, anything else goes to the hand

def _merkis_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = _shield(d, ev)
    d.note("reveal", d.ref(s.idx))
    with next_sentence(d):  # casting it, or its going to the hand, is said in later sentences
        if s.defn.kind == "spell" and s.defn.has(SHIELD_TRIGGER):
            cast_spell(d, s, p)
        else:
            to_hand(d, [s], p, c.idx)


BLUE_MERKIS = define(CardDef(
    "blue_merkis", "陽炎の守護者ブルー・メルキス", "Bluum Erkis, Flare Guardian", "creature", ("light", "water"), 6,
    8500, ("ガーディアン",), breaker=2,
    replacements=(ReplacementDef("the shield is turned face up instead of going to the hand",
                                 "手札に加えるかわりに表向きにする", breaks_by_self, _merkis_instead, optional=False),),
    summary="Double breaker. The shields it breaks are turned face up instead: an S-Trigger spell is cast free "
            "by Merkis's player, then goes to the graveyard; anything else goes to its owner's hand."))


# ---- 《魔聖デス・アルカディア》: a shield an opponent's creature breaks may go to the graveyard instead;
# then (not part of the replacement) that creature is destroyed

def _arcadia_watches(d: Duel, c: Card, ev: Event) -> bool:
    return in_battle(c) and own_shield_broken_by_opponent(d, c, ev)


def _arcadia_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    move_all(d, "to_grave", [_shield(d, ev)], Zone.GRAVE, p, c.idx)
    d.queue(p, c.idx, "arcadia_destroy", ev)


def _arcadia_destroy(d: Duel, c: Card, p: int, ev: Event) -> None:
    breaker = d.cards[ev.cause.card]
    if in_battle(breaker):
        destroy(d, [breaker], p, c.idx)


DEATH_ARCADIA = define(CardDef(
    "death_arcadia", "魔聖デス・アルカディア", "Masei Desu Arukadia", "creature", ("darkness",), 6, 6000,
    ("エンジェル・コマンド", "グランド・デビル"), keywords=frozenset({BLOCKER, CANNOT_ATTACK, SLAYER}),
    replacements=(ReplacementDef("the broken shield goes to the graveyard instead of the hand",
                                 "手札に加えるかわりに墓地に置く", _arcadia_watches, _arcadia_instead),),
    handlers={"arcadia_destroy": _arcadia_destroy},
    summary="Blocker; cannot attack; Slayer. When an opponent's creature breaks your shield, you may put the "
            "shield into the graveyard instead; if you do, destroy that creature."))


# ---- 《無敵城 シルヴァー・グローリー》: a castle; your creatures win every battle; when its shield would be
# broken by an opponent's creature, you may add another shield to your hand instead (身代わりブレイク)

def _others(d: Duel, c: Card, ev: Event) -> list[int]:
    return [s for s in d.players[c.owner].shields if s != ev.card and s not in d.breaking]


def _glory_watches(d: Duel, c: Card, ev: Event) -> bool:
    return (c.zone is Zone.CASTLE and c.fort == ev.card and ev.cause.reason is Reason.BATTLE
            and own_shield_broken_by_opponent(d, c, ev) and len(d.fortified_by(ev.card)) == 1
            and bool(_others(d, c, ev)))


def _glory_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = d.pick(p, _others(d, c, ev), "pick", prompt_en="choose the shield to add to your hand instead",
               prompt_ja="かわりに手札に加えるシールドを選ぶ")
    to_hand(d, [d.cards[s]], p, c.idx)


SILVER_GLORY = define(CardDef(
    "silver_glory", "無敵城 シルヴァー・グローリー", "Muteki-jō Shiruvā Gurōrī", "castle", ("light",), 6,
    keywords=frozenset({WINS_ALL_BATTLES}),
    replacements=(ReplacementDef("substitute break: another shield goes to the hand instead",
                                 "身代わりブレイク：かわりに自分のシールドを1枚手札に加える",
                                 _glory_watches, _glory_instead),),
    aliases=("シルヴァー・グローリー",),
    summary="Castle. Your creatures win every battle. When the shield it fortifies would be broken by an "
            "opponent's creature, you may put another of your shields into your hand instead."))


# ---- シールド・セイバー

KAIDOU_CRAWLER = define(CardDef(
    "kaidou_crawler", "斬隠カイドウ・クロウラー", "Zangakure Kaidō Kurourā", "creature", ("water",), 3, 3000,
    ("アースイーター", "シノビ"), keywords=frozenset({BLOCKER, CANNOT_ATTACK}), replacements=(shield_saver(),),
    summary="Blocker; cannot attack. Shield Saver: when one of your shields would be broken, you may destroy this "
            "creature instead."))


def _bucket_destroyed(d: Duel, c: Card, p: int, ev: Event) -> None:
    """When destroyed: an opponent's creature goes to its owner's mana zone."""
    opp = [x.idx for x in d.creatures(1 - p)]
    i = d.pick(p, opp, "pick", prompt_en="choose an opponent's creature", prompt_ja="相手のクリーチャーを選ぶ")
    if i >= 0:
        to_mana(d, [d.cards[i]], p, c.idx)


BUCKET_BUCKET = define(CardDef(
    "bucket_bucket", "斬雪妖精バケット・バケット", "Zansetsu Yōsei Baketto Baketto", "creature", ("nature",), 5, 1000,
    ("スノーフェアリー", "サムライ"), replacements=(shield_saver(),), handlers={"destroyed": _bucket_destroyed},
    summary="Shield Saver. When it is destroyed, put one of the opponent's creatures into its owner's mana zone."))

BAKEKO = define(CardDef(
    "bucket_bakeko", "優雪妖精バケット・バケコ", "Yūsetsu Yōsei Baketto Bakeko", "creature", ("nature",), 5, 1000,
    ("スノーフェアリー",), replacements=(shield_saver(),),
    provisional="only its name, civilization and race are known (dm_cards.md); cost, power and ability are "
                "assumed from its namesake 《斬雪妖精バケット・バケット》 (Shield Saver)",
    summary="(Provisional) Shield Saver, like its namesake."))

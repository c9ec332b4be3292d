"""The Duel Masters creatures of the nature civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import breaks_by_self, destroyed_self, goes_instead, shield_saver
from arbiter.dm.cards.shared.shields import shield_of
from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef, ReplacementDef, Zone
from arbiter.dm.registry import define
from arbiter.dm.verbs import move_all, to_mana
from arbiter.kernel.events import Event

SHAMAN_BROCCOLI = define(CardDef(
    "shaman_broccoli", "シャーマン・ブロッコリー", "Shaman Broccoli", "creature", ("nature",), 2, 1000,
    ("ワイルド・ベジーズ",),
    replacements=(goes_instead(Zone.MANA, "to the mana zone instead of the graveyard",
                               "破壊される時、墓地に置くかわりにマナゾーンに置く"),),
    summary="When it would be destroyed, it goes to your mana zone instead of the graveyard.",
    summary_ja="破壊される時、墓地ではなく自分のマナゾーンに置かれる。"))

DILGABEJIDA = define(CardDef(
    "dilgabejida", "緑神龍ディルガベジーダ", "Ryokushinryū Dirugabejīda", "creature", ("nature",), 9, 23000,
    ("アース・ドラゴン",), breaker=4,
    replacements=(goes_instead(Zone.DECK, "goes back into the deck, shuffled, in place of the graveyard",
                               "破壊される時、墓地ではなく山札に加えてシャッフルする"),),
    summary="Quadruple breaker. When it would be destroyed, it is shuffled into your deck instead.",
    summary_ja="Q・ブレイカー。破壊される時、かわりに山札に入れてシャッフルする。"))


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
    b = d.pick(p, birds, "pick", prompt_en="choose a Fire Bird in the mana zone",
               prompt_ja="マナゾーンのファイアー・バードを選ぶ", source=c.idx)
    _, earth = _soulgardas_cards(d, c)
    e = d.pick(p, [i for i in earth if i != b], "pick", prompt_en="choose an Earth Dragon in the mana zone",
               prompt_ja="マナゾーンのアース・ドラゴンを選ぶ", source=c.idx)
    move_all(d, "to_grave", [d.cards[b], d.cards[e]], Zone.GRAVE, p, c.idx)
    d.note("stays", d.ref(c.idx))


SOULGARDAS = define(CardDef(
    "soulgardas", "緑神龍ソウルガルダス", "Ryokushinryū Sōrugarudasu", "creature", ("nature",), 7, 8000,
    ("アース・ドラゴン",), power_attacker=2000,
    replacements=(ReplacementDef("puts a Fire Bird and an Earth Dragon from the mana zone into the graveyard "
                                 "and stays", "マナのファイアー・バードとアース・ドラゴンを墓地に置き、とどまる",
                                 _soulgardas_watches, _soulgardas_instead),),
    summary="Power attacker +2000. When it would be destroyed, you may put a Fire Bird and an Earth Dragon from "
            "your mana zone into your graveyard; if you do, it stays instead.",
    summary_ja="パワーアタッカー+2000。破壊される時、自分のマナゾーンからファイアー・バードとアース・ドラゴンを"
               "1枚ずつ墓地に置いてもよい。そうしたら、かわりにとどまる。"))


def _dagradolgran_watches(d: Duel, c: Card, ev: Event) -> bool:
    return breaks_by_self(d, c, ev) and d.crossed(c)


def _to_mana_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    to_mana(d, [shield_of(d, ev)], p, c.idx)


DAGRADOLGRAN = define(CardDef(
    "dagradolgran", "緑神龍ダグラドルグラン", "Ryokushinryū Daguradoruguran", "creature", ("nature",), 6, 6000,
    ("アース・ドラゴン",), breaker=2,
    replacements=(ReplacementDef("Accel: the broken shield goes to the mana zone instead of the hand",
                                 "アクセル：手札ではなくマナゾーンに置く",
                                 _dagradolgran_watches, _to_mana_instead, optional=False),),
    aliases=("Terradragon Dagradolgran",),
    summary="Double breaker. Accel: while a cross gear is crossed to it, the shields it breaks go to their owner's "
            "mana zone instead of the hand.",
    summary_ja="W・ブレイカー。アクセル：クロスギアがクロスされている間、これがブレイクしたシールドは手札ではなく持"
               "ち主のマナゾーンに置かれる。"))


def _bucket_destroyed(d: Duel, c: Card, p: int, ev: Event) -> None:
    """When destroyed: an opponent's creature goes to its owner's mana zone."""
    opp = [x.idx for x in d.creatures(1 - p)]
    i = d.pick(p, opp, "pick", prompt_en="choose an opponent's creature to put into its owner's mana zone",
               prompt_ja="持ち主のマナゾーンに置く相手のクリーチャーを選ぶ", source=c.idx)
    if i >= 0:
        to_mana(d, [d.cards[i]], p, c.idx)


BUCKET_BUCKET = define(CardDef(
    "bucket_bucket", "斬雪妖精バケット・バケット", "Zansetsu Yōsei Baketto Baketto", "creature", ("nature",), 5, 1000,
    ("スノーフェアリー", "サムライ"), replacements=(shield_saver(),), handlers={"destroyed": _bucket_destroyed},
    summary="Shield Saver. When it is destroyed, put one of the opponent's creatures into its owner's mana zone.",
    summary_ja="シールド・セイバー。破壊された時、相手のクリーチャーを1体、持ち主のマナゾーンに置く。"))

BAKEKO = define(CardDef(
    "bucket_bakeko", "優雪妖精バケット・バケコ", "Yūsetsu Yōsei Baketto Bakeko", "creature", ("nature",), 5, 1000,
    ("スノーフェアリー",), replacements=(shield_saver(),),
    provisional="only its name, civilization and race are known (dm_cards.md); cost, power and ability are "
                "assumed from its namesake 《斬雪妖精バケット・バケット》 (Shield Saver)",
    summary="(Provisional) Shield Saver, like its namesake.",
    summary_ja="（暫定）シールド・セイバー（名前の似たカードにならう）。"))

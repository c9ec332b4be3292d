"""The fusion monsters whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import ctx_of, room
from arbiter.ocg.cards.shared.passcodes import MOKEY_MOKEY
from arbiter.ocg.cards.shared.special_summons import summon, summonable
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

# メタル・ドラゴン / Metal Dragon: 鋼鉄の巨神像 + レッサー・ドラゴン
fusion.materials(9293977, 29172562, 55444629)

# マスター・オブ・ＯＺ / Master of Oz: ビッグ・コアラ + デス・カンガルー
fusion.materials(27134689, 42129512, 78613627)

# マリン・ビースト / Marine Beast: 水の魔導師 + ベヒゴン
fusion.materials(29929832, 93343894, 94022093)

# 砂の魔女 / Mystical Sand: 岩石の巨兵 + エンシェント・エルフ
fusion.materials(32751480, 13039848, 93221206)

# 音楽家の帝王 / Musician King: 黒き森のウィッチ + ハイ・プリーステス
fusion.materials(56907389, 78010363, 17358176)

# マブラス / Mavelus: タイホーン + 邪炎の翼
fusion.materials(59036972, 72842870, 92944626)

# 黒き人食い鮫 / Man-eating Black Shark: シーカーメン + キラー・ブロッブ + 海原の女戦士
fusion.materials(80727036, 71746462, 65623423, 17968114)

# メテオ・ブラック・ドラゴン / Meteor Black Dragon: 真紅眼の黒竜 + メテオ・ドラゴン
fusion.materials(90660762, 74677422, 64271667)

T = Kind.TRIGGER



# キング・もけもけ / Mokey Mokey King: when it leaves the field, you may special summon as many 「もけもけ」 from
# your graveyard as possible; also when it left face-down, as a monster's "when sent from the field" triggers do
# (「クリッター」 set and destroyed).
def _mokey(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in summonable(res, fitting_monsters_in(ctx_of(res), res.player, Zone.GRAVE,
                                                     lambda c: is_named(c, MOKEY_MOKEY))):
            if res.duel.free_slots(res.player, Zone.MONSTERS) == 0:
                break
            summon(res, c)


def _mokey_leaves(kind: str) -> Effect:
    return Effect(T, _mokey, trigger=kind, when=lambda ctx, ev: ev.src == int(Zone.MONSTERS), mandatory=False,
                  misses_timing=True, asks=True,
                  needs=lambda ctx: room(ctx) and bool(summonable(ctx, fitting_monsters_in(
                      ctx, ctx.player, Zone.GRAVE, lambda c: is_named(c, MOKEY_MOKEY)))),
                  text_en="special summon as many Mokey Mokey from your graveyard as possible",
                  text_ja="自分の墓地の「もけもけ」を可能な限り特殊召喚する")


fusion.materials(13803864, 27288416, 27288416, 27288416)  # キング・もけもけ
_LEAVES = ("destroyed", "sent", "tributed", "banished", "to_hand", "to_deck")
define(13803864, *(_mokey_leaves(k) for k in _LEAVES), numbering=(1,) * len(_LEAVES))  # one effect of its text

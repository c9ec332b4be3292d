"""The field spell cards whose English name begins with S."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation, room
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_race, hero_underdog_boost
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.special_summons import summon_target
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER


# 摩天楼２－ヒーローシティ / Skyscraper 2 - Hero City (field spell): once a turn, in your main phase, target an
# 「Ｅ・ＨＥＲＯ」 monster in your graveyard that was destroyed by battle (whenever that was: before this card was
# activated too); special summon it.
define(47596607, bare_activation(),
       Effect(Kind.IGNITION, summon_target, once_per_turn=True, needs=room, asks=True,
              target=grave_target(lambda ctx, c: is_hero(c) and ctx.duel.destroyed_by_battle(c),
                                  "an Elemental HERO in your graveyard destroyed by battle",
                                  "戦闘で破壊された自分の墓地の「Ｅ・ＨＥＲＯ」"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"))

# 草原 / Sogen: Warrior and Beast-Warrior monsters gain 200 ATK and DEF.
define(86318356, ACTIVATE, by_race(("Warrior", "Beast-Warrior"), 200,
                                    "Warrior and Beast-Warrior monsters +200 ATK/DEF",
                                    "戦士族・獣戦士族モンスターの攻撃力・守備力２００アップ"))


# 摩天楼 －スカイスクレイパー－ / Skyscraper (field spell): an 「Ｅ・ＨＥＲＯ」 monster attacking a monster whose ATK is
# higher than its own gains 1000 ATK during damage calculation only.
define(63035430, bare_activation(),
       hero_underdog_boost("Elemental HERO", "Ｅ・ＨＥＲＯ"))


# 紫炎の霞城 / Shien's Castle of Mist (field spell): a monster attacking a 「六武衆」 monster loses 500 ATK (while that
# attack goes on). A face-down monster attacked has no name: the attacker loses nothing until it is flipped.
def _mist(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    if d.attack is None or d.attack[0] != m.idx or d.attack[2] < 0:
        return 0
    target = d.cards[d.attack[2]]
    return -500 if target.face_up and name_includes(target, "六武衆") else 0


define(11102908, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS, atk=_mist,
              text_en="a monster attacking a Six Samurai loses 500 ATK",
              text_ja="「六武衆」モンスターを攻撃するモンスターの攻撃力は５００ダウン"))

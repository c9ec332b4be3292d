"""The equip spell cards whose English name begins with C."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import names
from arbiter.ocg.cards.common import equip_targets
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by
from arbiter.ocg.effects import Ctx, Effect, Kind, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE
T = Kind.TRIGGER


# ダグラの剣 / Cestus of Dagla (equip spell, fairies only): 500 ATK; when the monster inflicts battle
# damage, gain that much.
def _equipped_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.equipped_to and ev.player == ctx.opponent


define(28106077,
       Effect(A, equip_targets, target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.race(c) == "Fairy",
                                           text_en="a face-up fairy", text_ja="表側表示の天使族モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, lambda res: res.duel.gain_lp(res.player, res.link.events[0].amount, res.cause), trigger="damage",
              self_trigger=False, when=_equipped_damage, text_en="gain LP equal to the battle damage",
              text_ja="与えた戦闘ダメージ分ライフポイント回復する"))


# サイバー・ボンテージ / Cyber Shield (equip spell): only for 「ハーピィ・レディ」 or 「ハーピィ・レディ三姉妹」;
# the equipped monster gains 500 ATK.
HARPIES = (76812113, 12206212)
define(63224564, equip_spell(lambda ctx, c: names.is_named(c, *HARPIES), "a face-up Harpie Lady or Harpie Lady Sisters",
                             "表側表示のハーピィ・レディかハーピィ・レディ三姉妹"),
       equip_stats(500))


# ヘル・アライアンス / Chthonian Alliance (equip spell): the equipped monster gains 800 ATK for each other face-up
# monster on the field with its name.
def _alliance(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    return 800 * sum(1 for p in (0, 1) for c in d.monsters_of(p)
                     if c.idx != m.idx and c.face_up and names.is_named(c, m.data.passcode))


define(46910446, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_alliance,
              text_en="800 ATK for each other face-up monster with the equipped monster's name",
              text_ja="フィールドの装備モンスターと同名の表側表示モンスター１体につき攻撃力８００アップ"))

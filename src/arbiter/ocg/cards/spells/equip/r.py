"""The equip spell cards whose English name begins with R."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import room
from arbiter.ocg.cards.shared.equips import equip, equip_spell, equip_stats, equipped, equipped_by, of_race
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated
from arbiter.ocg.cards.shared.revival import equip_summoned, grave_target, summoned_tie
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, TargetSpec, Ward
from arbiter.ocg.lasting import Then
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE

# 再融合 / Re-Fusion (equip): pay 800 LP; target a fusion monster in your graveyard; special summon it and
# equip this card to it. The monster is banished when this card is destroyed (an effect of the card: not if its
# effects are negated as it is destroyed, 「王宮の勅命」, as 「早すぎた埋葬」). A copy that has left the field
# before it resolves (destroyed in a chain to it) summons nothing: it could not equip the monster (`equip_summoned`).
define(74694807, Effect(A, lambda res: equip_summoned(res, None),
                        ties_equipped=summoned_tie("destroyed", Then.BANISH), cost=Cost(lp=800),
                        needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.is_fusion, "a fusion monster in your graveyard",
                                            "自分の墓地の融合モンスター"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))

# 体温の上昇 / Raise Body Heat: equip only to a Dinosaur; it gains 300 ATK and DEF.
define(51267887, of_race("Dinosaur", "Dinosaur", "恐竜族"), equip_stats(300, 300))

# リチュアル・ウェポン / Ritual Weapon: equips only a ritual monster of Level 6 or lower; +1500 ATK and DEF.
define(54351224, equip_spell(lambda ctx, c: "ritual" in c.data.subtypes and ctx.duel.level(c) <= 6,
                             "a face-up Level 6 or lower ritual monster", "表側表示のレベル６以下の儀式モンスター"),
       equip_stats(1500, 1500))


# 磁力の指輪 / Ring of Magnetism: equip only to your own monster (its target filter: it is destroyed once the
# opponent controls that monster); it loses 500 ATK and DEF; the opponent's monsters may attack only the equipped
# monster (effect 3: the other monsters of its controller cannot be attacked; effect 4: nor its controller directly,
# by a monster that could attack directly, as 「立ちはだかる強敵」).
def _ringed(ctx: Ctx) -> Card | None:
    e = ctx.card.equipped_to
    ringed = ctx.duel.cards[e] if e >= 0 else None
    return ringed if ringed is not None and ringed.zone is Zone.MONSTERS and ringed.face_up else None


def _not_the_ringed_one(ctx: Ctx, m: Card) -> bool:
    ringed = _ringed(ctx)
    return ringed is not None and m.idx != ringed.idx and m.zone is Zone.MONSTERS and m.ctl == ringed.ctl


def _facing_the_ringed_one(ctx: Ctx, m: Card) -> bool:
    ringed = _ringed(ctx)
    return ringed is not None and m.zone is Zone.MONSTERS and m.ctl != ringed.ctl


define(20436034,
       Effect(A, equip, target=TargetSpec(side="own", face="up", where=lambda ctx, c: c.ctl == ctx.player,
                                           text_en="your face-up monster", text_ja="自分の表側表示モンスター"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=lambda ctx, m: -500, defense=lambda ctx, m: -500,
              text_en="the equipped monster loses 500 ATK and DEF",
              text_ja="装備モンスターは攻撃力・守備力５００ダウン"),
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",), affects=_not_the_ringed_one,
              text_en="the opponent's monsters can attack only the equipped monster",
              text_ja="相手モンスターは装備モンスターしか攻撃できない"),
       Effect(Kind.CONTINUOUS, forbids=("attack_directly",), affects=_facing_the_ringed_one,
              text_en="the opponent's monsters cannot attack directly",
              text_ja="相手モンスターは直接攻撃できない"))


# レアゴールド・アーマー / Raregold Armor (equip spell): while its controller controls the equipped monster, the
# opponent's monsters cannot attack any other monster of theirs (equipped to a monster the opponent controls, it
# shields nothing).
def _shielded(ctx: Ctx, c: Card) -> bool:
    m = ctx.card.equipped_to
    return (m >= 0 and c.idx != m and c.zone is Zone.MONSTERS and c.ctl == ctx.card.ctl
            and ctx.duel.cards[m].ctl == ctx.card.ctl)


define(7625614, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=_shielded, forbids=("be_attacked",),
              text_en="while you control the equipped monster, the opponent cannot attack your other monsters",
              text_ja="装備モンスターを自分が操る間、相手は自分の他のモンスターを攻撃できない"))


# 静寂のロッド－ケースト / Rod of Silence - Kay'est: the equipped monster gains 500 DEF; the effect of any other spell
# card that targets the equipped monster is negated and that spell card destroyed.
define(95515060, equip_spell(), equip_stats(0, 500),
       Effect(Kind.CONTINUOUS, affects=equipped_by, ward=Ward(("spell",), destroy=True),
              text_en="negate and destroy another spell that targets the equipped monster",
              text_ja="装備モンスターを対象にする他の魔法カードの効果を無効にし破壊する"))


# 心眼の鉾 / Rod of the Mind's Eye: battle damage the equipped monster inflicts to the opponent becomes 1000.
def _minds_eye_hit(ctx: Ctx, ev: Event) -> bool:
    eq = ctx.card.equipped_to
    return (ctx.card.zone is Zone.SPELLS and eq >= 0 and ev.kind == "damage" and ev.cause.reason is Reason.BATTLE
            and ev.cause.card == eq and ev.player != ctx.duel.cards[eq].ctl)


define(94793422, equip_spell(),
       Effect(Kind.REPLACEMENT, when=_minds_eye_hit, instead=lambda ctx, ev: dataclasses.replace(ev, amount=1000),
              text_en="battle damage the equipped monster inflicts to the opponent becomes 1000",
              text_ja="装備モンスターが相手に与える戦闘ダメージは１０００になる"))


# レインボー・ヴェール / Rainbow Veil: an opponent's monster that battles the equipped monster has its effects
# negated for the rest of that battle phase (while this card still equips the monster it battled): during an attack
# between the two from its declaration on, then, once they reach the damage step, for the rest of the battle phase
# (the monster the attack was moved to, not the one first declared: the battle is noted as the damage step starts).
def _veil_watch(ctx: Ctx, ev: Event) -> bool:
    d, eq = ctx.duel, ctx.card.equipped_to
    if ctx.card.zone is Zone.SPELLS and eq >= 0 and ev.amount >= 0 and eq in (ev.card, ev.amount):
        other = d.cards[ev.amount if ev.card == eq else ev.card]
        if other.ctl != ctx.player:
            mark(d, "rainbow veil", other, d.battle_phases, read_by_effects=True)
    return False


def _veiled(ctx: Ctx, c: Card) -> bool:
    d, eq = ctx.duel, ctx.card.equipped_to
    if eq < 0 or c.zone is not Zone.MONSTERS or c.ctl == ctx.player or not d.phase.startswith("battle"):
        return False
    now = d.attack is not None and {d.attack[0], d.attack[2]} == {eq, c.idx}
    return now or d.battle_phases in marked(d, "rainbow veil", c)


define(12735388, equip_spell(),
       Effect(Kind.CONTINUOUS, negates="monster", affects=_veiled,
              text_en="the effects of an opponent's monster battling the equipped monster are negated during that "
                      "battle phase",
              text_ja="装備モンスターの戦闘相手の効果は、バトルフェイズ中に限り無効"),
       Effect(Kind.TRIGGER, never_activated, note=True, trigger="damage_step_start", self_trigger=False,
              when=_veil_watch,
              text_en="(the monster battling the equipped monster is noted)",
              text_ja="（装備モンスターと戦闘を行うモンスターを覚えておく）"))

"""The effect monsters whose English name begins with O."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    PIERCING,
    SPELL_TRAP,
    battle_to_grave,
    destroy_targets,
    face_up_here,
    to_grave,
)
from arbiter.ocg.cards.shared.attacks import battlers, may_attack_directly
from arbiter.ocg.cards.shared.card_kinds import race_as_it_left
from arbiter.ocg.cards.shared.discard import send_everything
from arbiter.ocg.cards.shared.egyptian_gods import BACK_TO_GRAVE, UNTARGETABLE
from arbiter.ocg.cards.shared.search import named, search
from arbiter.ocg.cards.shared.to_hand_and_deck import back_to_deck
from arbiter.ocg.cards.shared.umi import face_up_umi, more_than_its_umi
from arbiter.ocg.cards.shared.zones import cards_in_hand, other_field_cards
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, Ward
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# 迷犬マロン / Outstanding Dog Marron: when it is sent to the graveyard from anywhere, it is shuffled into its owner's
# deck (a mandatory trigger that acts on itself only while it is still in the graveyard).
define(11548522, *back_to_deck("shuffle", to_grave), numbering=(1, 1, 1, 1))

# 海竜神－ネオダイダロス / Ocean Dragon Lord - Neo-Daedalus: send a face-up 「海」 you control to the graveyard (the
# cost): send every other card in both hands and on the field to the graveyard (not activated with nothing but its
# 「海」 to send: R004-007).
def _neo_daedalus_reaches(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return [*cards_in_hand(d, ctx.player), *cards_in_hand(d, ctx.opponent), *other_field_cards(ctx)]


def _neo_daedalus(res: Resolution) -> None:
    send_everything(res, keep=res.card.idx)


define(10485110, Effect(Kind.IGNITION, _neo_daedalus, condition=face_up_here,
                        cost=Cost(field_send=1, field_filter=face_up_umi),
                        needs=more_than_its_umi(_neo_daedalus_reaches),
                        text_en="send every other card in both hands and on the field to the graveyard",
                        text_ja="このカード以外のお互いの手札とフィールドのカードを全て墓地へ送る"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, 37721209)),
              text_en="special summon by tributing a Levia-Dragon - Daedalus you control",
              text_ja="自分の場の「海竜－ダイダロス」を生け贄に捧げ、このカードを特殊召喚する"))

# ラージマウス / Ooguchi: it may attack directly.
define(58861941, may_attack_directly())

# 翻弄するエルフの剣士 / Obnoxious Celtic Guard: a battle cannot destroy it when the other monster has 1900+ ATK.
def _against_1900(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    if c.idx != ctx.card.idx or d.attack is None or c.idx not in (d.attack[0], d.attack[2]) or d.attack[2] < 0:
        return False
    other = d.cards[d.attack[2] if d.attack[0] == c.idx else d.attack[0]]
    return other.zone is Zone.MONSTERS and other.face_up and d.atk(other) >= 1900


define(52077741, Effect(Kind.CONTINUOUS, affects=_against_1900, battle_proof=True,
                        text_en="a battle with a monster of 1900 ATK or more does not destroy it",
                        text_ja="戦闘相手の攻撃力が１９００以上なら、戦闘で破壊されない"))


# オキシゲドン / Oxygeddon: sent to the graveyard after a battle a Pyro monster won, each player takes 800
# damage. The other monster's Type is the one it had in the battle: destroyed with it, it is read as it left the field
# (a Type 「ＤＮＡ改造手術」 gave it still counts).
def _by_pyro(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    others = [d.cards[i] for i in battlers(d) if i >= 0 and i != ctx.card.idx]
    return battle_to_grave(ctx, ev) and any(
        (d.race(o) if o.zone is Zone.MONSTERS else race_as_it_left(d, o)) == "Pyro" for o in others)


def _oxygeddon(res: Resolution) -> None:
    res.duel.damage(res.player, 800, res.cause)
    res.duel.damage(res.opponent, 800, res.cause)


define(58071123, Effect(Kind.TRIGGER, _oxygeddon, trigger="destroyed", when=_by_pyro,
                        text_en="destroyed by battle with a Pyro monster: each player takes 800 damage",
                        text_ja="炎族との戦闘で破壊されて墓地へ送られた場合、両プレイヤーが８００ダメージを受ける"))


# オーシャンズ・オーパー / Ocean's Keeper: piercing battle damage; destroyed by battle, its player adds a
# 「サウザンド・アイズ・フィッシュ」 or a 「マザー・ブレイン」 from the deck to the hand.
def _keeper_search(res: Resolution) -> None:
    search(res, named(81434470, 18828179))


define(45045866, PIERCING,
       Effect(Kind.TRIGGER, _keeper_search, trigger="destroyed", when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE,
              asks=True, text_en="destroyed by battle: add Thousand-Eyes Jellyfish or Cranium Fish from your deck",
              text_ja="戦闘で破壊された場合：「サウザンド・アイズ・フィッシュ」か「マザー・ブレイン」１枚をデッキから手札に加える"))

# 暗黒大要塞鯱 / Orca Mega-Fortress of Darkness: tribute a 「魚雷魚」 you control: destroy a targeted monster on the
# field; tribute a 「砲弾ヤリ貝」 you control: destroy a targeted spell or trap card on the field.
define(63120904,
       Effect(Kind.IGNITION, destroy_targets, condition=face_up_here, target=ANY_MONSTER,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, 90337190)),
              text_en="tribute a Torpedo Fish: destroy the target monster",
              text_ja="「魚雷魚」を生け贄に捧げ、対象のモンスターを破壊する"),
       Effect(Kind.IGNITION, destroy_targets, condition=face_up_here, target=SPELL_TRAP,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, 95614612)),
              text_en="tribute a Cannonball Spear Shellfish: destroy the target spell or trap card",
              text_ja="「砲弾ヤリ貝」を生け贄に捧げ、対象の魔法・罠カードを破壊する"))

# 黒曜岩竜 / Obsidian Dragon: while it is face-up on the field, a spell or trap card's effect that targets one DARK
# monster you control (and nothing else) is negated, and that card destroyed.
define(90464188, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up
                        and c.ctl == ctx.player and has_attribute(c, "DARK"),
                        ward=Ward(("spell", "trap"), destroy=True, alone=True),
                        text_en="spell and trap effects targeting only one of your DARK monsters are negated and "
                                "destroyed",
                        text_ja="自分の闇属性モンスター１体だけを対象とする魔法・罠の効果は無効になり、そのカードは破壊される"))


# オベリスクの巨神兵 / Obelisk the Tormentor (the current text, docs/uncertain-rulings.md): its normal summon takes 3
# tributes, is never a set, cannot be negated, and nothing can be activated as it succeeds. No effect targets it.
# Ignition: tribute 2 monsters you control (this card may be one: the text says no "other", docs/uncertain-rulings.md):
# destroy every monster the opponent controls; it cannot attack in the turn it activates this, even if the effect is
# negated (nor activate it after attacking). Special summoned, it is sent to the graveyard in the end phase.
def _obelisk_smash(res: Resolution) -> None:
    d = res.duel
    d.destroy(d.monsters_of(res.opponent), res.cause)


define(10000001,
       UNTARGETABLE,
       Effect(Kind.IGNITION, _obelisk_smash, does=Does.MONSTERS | Does.OPPONENTS, cost=Cost(tribute=2,
                                                                                            tribute_self=True),
              no_attack_that_turn=True,
              condition=face_up_here,
              needs=lambda ctx: bool(ctx.duel.monsters_of(1 - ctx.player)),
              text_en="tribute 2 monsters: destroy every monster the opponent controls (it cannot attack this turn)",
              text_ja="モンスター２体を生け贄に捧げ、相手の場のモンスターを全て破壊する"
                      "（このターン、このカードは攻撃宣言できない）"),
       BACK_TO_GRAVE,
       tributes=3, never_set=True, summon_sealed=True, numbering=(3, 4, 5))

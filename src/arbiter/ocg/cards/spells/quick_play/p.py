"""The quick-play spell cards whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.cards.common import CYBER_DRAGON, can_special_summon, ctx_of
from arbiter.ocg.cards.shared.effect_summons import hand_summonable, summon_one_from_hand
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.search import deck_has, search_op, summon_room
from arbiter.ocg.cards.shared.special_summons import summon_one_of, tribute_for
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.choice_purposes import TRIBUTE
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE

# ご隠居の猛毒薬 / Poison of the Old Man (quick-play): gain 1200 (effect 1) or 800 damage to the opponent
# (effect 2). Either acts on one player, whom it designates (`targets_player`): 「精霊の鏡」 may move it.
define(8842266, Effect(A, gain_op(1200), targets_player="own", text_en="gain 1200 LP",
                       text_ja="１２００ライフポイント回復する"),
       Effect(A, lambda res: res.duel.damage(res.target_player, 800, res.cause), targets_player="opp",
              text_en="800 damage to the opponent", text_ja="相手に８００ダメージ"))

define(66607691, tribute_for(4162088, CYBER_DRAGON, 2, False,
                              "special summon Cyber Laser Dragon from your hand, deck or graveyard",
                              "「サイバー・レーザー・ドラゴン」を手札・デッキ・墓地のいずれかから特殊召喚する",
                              "tribute 2 Cyber Dragons", "「サイバー・ドラゴン」２体を生け贄に捧げる"))


# ピラミッドパワー / Pyramid Energy: either every face-up monster you control gains 200 ATK, or they gain 500 DEF, until
# the end phase (declared on activation).
def _pyramid(res: Resolution) -> None:
    atk = res.link.declared == "atk"
    with res.duel.moving_together(res.cause):
        for c in res.duel.monsters_of(res.player):
            if c.face_up:
                res.duel.boost(c, 200 if atk else 0, 0 if atk else 500, res.cause)


define(76754619, Effect(A, _pyramid, declare=("atk", "def"),
                        needs=lambda ctx: any(c.face_up for c in ctx.duel.monsters_of(ctx.player)),
                        text_en="your face-up monsters gain 200 ATK, or 500 DEF, until the end phase",
                        text_ja="自分の表側表示モンスター全ての攻撃力を２００、または守備力を５００アップ（エンドフェイズまで）"))


# プリマの光 / Prima Light (quick-play; of its effects one only, once a turn by name): (1) one of two effects,
# declared as effects 1 and 2: tribute a face-up EARTH Warrior monster you control to special summon a LIGHT
# Warrior monster from your hand or deck; or, in either player's main phase, normal summon a Warrior monster from
# your hand (face-up, with its tributes). (2), declared as effect 3: in your main phase, banish it from your
# graveyard (the cost): add a Warrior or Fairy 「サイバー」 monster from your deck to your hand.
def _earth_warriors(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return tributable(d, (m for m in d.monsters_of(ctx.player) if m.face_up and d.race(m) == "Warrior"
                          and has_attribute(m, "EARTH")), by=ctx)


def _light_warriors(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    c_ctx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
    return [d.cards[i] for z in (d.players[ctx.player].hand, d.players[ctx.player].deck) for i in z
            if d.cards[i].data.is_monster and d.cards[i].data.race == "Warrior"
            and d.cards[i].data.attribute == "LIGHT" and can_special_summon(c_ctx, d.cards[i])]


def _prima_swap(res: Resolution) -> None:
    d = res.duel
    offered = _earth_warriors(res)
    if not offered:
        return
    if not _light_warriors(res):
        # its player looked through the deck for one in vain: shuffled all the same (R004-100), where a summon could
        # have come (the tribute would free a zone; not under a lock on every special summon)
        if summon_room(res, freed=1):
            d.shuffle_deck(res.player)
        return
    if d.tribute([res.ask_cards(offered, "tribute", purpose=TRIBUTE.monster)], res.player, res.cause):
        summon_one_of(res, _light_warriors(res), deck=True)


def _warrior(c: Card) -> bool:
    return c.data.race == "Warrior"


def _cyber(c: Card) -> bool:
    return c.data.is_monster and c.data.race in ("Warrior", "Fairy") and name_includes(c, "サイバー")


define(2507443,
       Effect(A, _prima_swap, once_per_name=True, shared_use=True, asks=True,
              needs=lambda ctx: bool(_earth_warriors(ctx)) and bool(_light_warriors(ctx)),
              text_en="tribute your EARTH Warrior: special summon a LIGHT Warrior from your hand or deck",
              text_ja="戦士族・地属性の自分のモンスターを１体生け贄に捧げる。手札かデッキの戦士族・光属性を１体特殊召喚する"),
       Effect(A, lambda res: summon_one_from_hand(res, _warrior, may_set=False),
              once_per_name=True, shared_use=True, asks=True,
              condition=lambda ctx: ctx.duel.phase in ("main1", "main2"),
              needs=lambda ctx: bool(hand_summonable(ctx, _warrior, may_set=False)),
              text_en="in a main phase: normal summon a Warrior monster from your hand",
              text_ja="メインフェイズに、手札の戦士族モンスター１体の召喚を行う"),
       Effect(Kind.IGNITION, search_op(_cyber), from_zone=Zone.GRAVE, once_per_name=True, shared_use=True,
              needs=deck_has(_cyber),
              cost=Cost(self_to="banish"), asks=True,
              text_en="banish this card from your graveyard: add a Warrior or Fairy 「サイバー」 monster from your "
                      "deck to your hand",
              text_ja="墓地のこのカードを除外する。デッキの「サイバー」モンスター（戦士族か天使族）を１体手札に加える"))

"""The fusion monsters whose English name begins with G."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg import fusion
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import answered, answered_link, both, face_up_here
from arbiter.ocg.cards.shared.chain import (
    activation_of,
    link_targets,
    negate_and_destroy_while_here,
)
from arbiter.ocg.cards.shared.coins import tosses
from arbiter.ocg.cards.shared.contact_fusions import BY_RETURNING
from arbiter.ocg.cards.shared.damage_calculation import battling_now
from arbiter.ocg.cards.shared.events import battle_destroyed
from arbiter.ocg.cards.shared.gladiator_beasts import battled_this_phase
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import summon_all, summonable
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, SPECIAL_SUMMON
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import data_name_includes, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
from arbiter.ocg.summon_conditions import not_from

# 魔導騎士ギルティア / Giltia the D. Knight: 冥界の番人 + 王座の守護者
fusion.materials(51828629, 89272878, 10071456)

# 金色の魔象 / Great Mammoth of Goldfine: メデューサの亡霊 + ドラゴン・ゾンビ
fusion.materials(54622031, 29491031, 66672569)


# ガトリング・ドラゴン / Gatling Dragon: 「リボルバー・ドラゴン」 + 「ブローバック・ドラゴン」; ignition; toss 3 coins;
# destroy as many monsters on the field as heads came up (chosen one by one by its controller).
fusion.materials(87751584, 81480460, 25551951)


def _gatling(res: Resolution) -> None:
    d = res.duel
    n = tosses(res, 3)
    chosen: list[Card] = []
    for _ in range(n):
        left = [c for c in d.monsters_of(res.player) + d.monsters_of(res.opponent) if c not in chosen]
        if not left:
            break
        chosen.append(res.ask_cards(left, purpose=DESTROY.monster.nth(len(chosen) + 1, n)))
    d.destroy(chosen, res.cause)


define(87751584, Effect(Kind.IGNITION, _gatling, once_per_turn=True, condition=face_up_here, asks=True,
                        does=Does.MONSTERS,
                        text_en="toss 3 coins; destroy a monster for each head",
                        text_ja="コイントス３回、表の数だけフィールドのモンスターを破壊"))

fusion.materials(66889139, 6368038, 28279543)  # 竜騎士ガイア: 暗黒騎士ガイア + カース・オブ・ドラゴン


# 剣闘獣ヘラクレイノス / Gladiator Beast Heraklinos: 「剣闘獣ラクエル」 + 2 「剣闘獣」 monsters, special summoned from
# the fusion deck by returning them from your field to the deck; while it is face-up, discard 1 card (the cost):
# negate the activation of a spell or trap card and destroy it. Its text works only while it is face-up on the
# field: turned face-down or gone as the effect resolves, it negates nothing.
def _gladiator(cd: CardData) -> bool:
    return data_name_includes(cd, "剣闘獣")


fusion.materials(27346636, 78868776, _gladiator, _gladiator)
define(27346636,
       Effect(Kind.QUICK, negate_and_destroy_while_here, cost=Cost(discard=1),
              condition=both(face_up_here, activation_of(("spell", "trap"), by="any")),
              text_en="discard 1: a spell or trap card's activation is negated, the card destroyed",
              text_ja="手札１枚を捨てるコストで、魔法・罠カードの発動を無効にして破壊"),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# 剣闘獣ゲオルディアス / Gladiator Beast Gaiodiaz: 「剣闘獣スパルティクス」 + a 「剣闘獣」 monster, special summoned
# from the fusion deck by returning them from your field to the deck; when it destroys a monster by battle and
# sends it to the graveyard, damage to the opponent equal to that monster's DEF; at the end of a battle phase it
# battled in face-up (either player's: attacking or attacked), return it to the fusion deck (the cost) to special
# summon 2 「剣闘獣」 monsters other than 「剣闘獣スパルティクス」 from your deck.
SPARTACUS = 79580323


def _gaiodiaz_burn(res: Resolution) -> None:
    m = res.duel.cards[res.link.events[0].card]
    if m.data.def_:
        res.duel.damage(res.opponent, m.data.def_, res.cause)


def _tag_outs(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return summonable(ctx, [c for c in (d.cards[i] for i in d.players[ctx.player].deck)
                            if c.data.is_monster and _gladiator(c.data) and not is_named(c, SPARTACUS)])


def _gaiodiaz_tags_out(res: Resolution) -> None:
    d = res.duel
    cands = _tag_outs(res)
    room = d.free_slots(res.player, Zone.MONSTERS) >= 2 and summon_room(res)
    with deck_searched(d, res.player, room):  # with room for the two, looked through for them, found or not
        if len(cands) < 2 or not room:
            return
        first = res.ask_cards(cands, purpose=SPECIAL_SUMMON.monster.nth(1, 2))
        second = res.ask_cards([c for c in cands if c.idx != first.idx],
                               purpose=SPECIAL_SUMMON.monster.nth(2, 2))
        summon_all(res, (first, second))


fusion.materials(90957527, SPARTACUS, _gladiator)
define(90957527,
       Effect(Kind.TRIGGER, _gaiodiaz_burn, trigger="destroyed", self_trigger=False, when=battle_destroyed,
              text_en="destroyed a monster by battle: damage equal to its DEF",
              text_ja="戦闘で破壊し墓地へ送ったモンスターの守備力分のダメージを相手に与える"),
       Effect(Kind.TRIGGER, _gaiodiaz_tags_out, trigger="phase", self_trigger=False, mandatory=False, asks=True,
              cost=Cost(self_to="extra"),
              when=battled_this_phase(),
              # two zones once it has left for the fusion deck (the cost is paid first: `ocg/cost_first.py`)
              needs=lambda ctx: len(_tag_outs(ctx)) >= 2 and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2,
              text_en="end of a battle phase it battled in: return it to the fusion deck to special summon 2 "
                      "Gladiator Beasts (not Spartacus) from your deck",
              text_ja="戦闘したバトルフェイズの終わりに、このカードを融合デッキへ戻して、デッキの「剣闘獣」２体"
                      "（「剣闘獣スパルティクス」は除く）の特殊召喚"),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# 鋼鉄の魔導騎士－ギルティギア・フリード / Gilti-Gearfried the Magical Steel Knight (first printed after 2008: its only
# text): 2 Warrior monsters of different Attributes. Once a turn (a quick effect), when a card or effect is activated
# that targets this card: negate that effect, and if it is, destroy a card on the field (chosen as it resolves; it
# resolves even when this card has been turned face-down or has left the field by then: its text does not need it).
# Fusion summoned with only monsters on the field as materials, it may attack twice in each battle phase. Once a
# turn, at damage calculation of its battle with an opponent's monster (a quick effect), banish a spell card from your
# graveyard (the cost): until the turn ends, it gains ATK worth half its current DEF.
def _targeting_me(ctx: Ctx) -> ChainLink | None:
    link = answered_link(ctx)
    if link is None or not face_up_here(ctx) or link.card == ctx.card.idx:
        return None
    return link if any(c.idx == ctx.card.idx for c in link_targets(ctx, link)) else None


def _gilti_negates(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    # the link that targeted this card as it was when it answered: the text does not need it still on the field; an
    # effect that cannot be negated (by its own text, or under 「Ｔｈｅ ｓｐｌｅｎｄｉｄ ＶＥＮＵＳ」) is not, and
    # no card is destroyed after it
    if link is None or (res.card.idx, res.link.oid) not in link.targets or d.cannot_negate(link):
        return
    res.negate_effect(link)
    cards = [c for p in (d.tp, 1 - d.tp) for c in d.field_cards(p)]
    if cards:
        d.destroy([res.ask_cards(cards, purpose=DESTROY)], res.cause)


def _field_fused(ctx: Ctx, c: Card) -> bool:
    r = fusion.counted_record(ctx.duel, c)
    return c.idx == ctx.card.idx and r is not None and r.field_only


def _against_opponent(ctx: Ctx) -> bool:
    d = ctx.duel
    if not battling_now(ctx) or d.attack is None or d.attack[2] < 0:
        return False
    other = d.attack[2] if d.attack[0] == ctx.card.idx else d.attack[0]
    return d.cards[other].ctl != ctx.player


def _gilti_gains(res: Resolution) -> None:
    d, me = res.duel, res.card
    if me.oid == res.link.oid and me.zone is Zone.MONSTERS and me.face_up:
        d.boost(me, half_up(d.defense(me)), 0, res.cause)


fusion.materials(49161188, lambda cd: cd.race == "Warrior", lambda cd: cd.race == "Warrior",
                 together=lambda datas: len({cd.attribute for cd in datas}) == len(datas))
define(49161188,
       Effect(Kind.QUICK, _gilti_negates, does=Does.MONSTERS | Does.SPELLS_TRAPS, once_per_turn=True, asks=True,
              condition=lambda ctx: _targeting_me(ctx) is not None,
              text_en="a card or effect targeting this card is activated: negate that effect and destroy a card on "
                      "the field",
              text_ja="このカードが対象のカードの効果の発動に対し、その効果の無効、続けてフィールドのカード１枚の破壊"),
       Effect(Kind.CONTINUOUS, affects=_field_fused, extra_attacks=1,
              text_en="fusion summoned with only monsters on the field: it may attack twice in each battle phase",
              text_ja="融合素材が全てフィールドのモンスターだった融合召喚なら、このカードは２回攻撃が可能"),
       Effect(Kind.QUICK, _gilti_gains, once_per_turn=True, damage_step=True, at_calculation=True,
              condition=_against_opponent,
              cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_spell),
              text_en="damage calculation against an opponent's monster, banish a spell from your graveyard: gains "
                      "ATK equal to half its DEF this turn",
              text_ja="相手モンスターとの戦闘のダメージ計算時、墓地の魔法カード１枚を除外し、守備力の半分だけ"
                      "攻撃力をアップする"))


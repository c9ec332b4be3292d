"""The flip monsters whose English name begins with M."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import SPELL_COUNTER, destroy_targets, to_hand_targets
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.search import named, search_op
from arbiter.ocg.cards.shared.special_summons import as_many_as_fit
from arbiter.ocg.cards.shared.zones import all_monsters, all_spells_traps, deck_top, players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import Activation
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

F = Kind.FLIP


# 聖なる守り手 / Mysterious Guard: FLIP: one of two modes. Target 1 face-up monster: put it on top of its
# owner's deck; or, if you control a Warrior, target 2 face-up monsters: the first goes on top of its owner's
# deck, then, if you still control a Warrior, the second returns to its owner's hand (R003-056.20,
# R004-109.06). The mode is the number of targets chosen: a second target may be picked only while a
# face-up Warrior is on your field. The return to the hand follows ("その後") only a first target put on the deck.
def _warrior_here(d: Duel, p: int) -> bool:
    return any(m.face_up and d.race(m) == "Warrior" for m in d.monsters_of(p))


_NEEDS_WARRIOR = Why("a second target needs a face-up Warrior on its activator's field",
                     "２体目の対象を選ぶには、発動したプレイヤーのフィールド上に表側表示の戦士族モンスターが必要")


class _GuardSpec(TargetSpec):
    """1 face-up monster, or 2 with a Warrior on the activator's field (the second pick needs it)."""

    __slots__ = ()

    def refusal(self, ctx: Ctx, c: Card) -> str:
        why = TargetSpec.refusal(self, ctx, c)
        if why:
            return why
        top = ctx.duel.stack[-1] if ctx.duel.stack else None
        second = isinstance(top, Activation) and top.card == ctx.card.idx and bool(top.chosen)
        return _NEEDS_WARRIOR if second and not _warrior_here(ctx.duel, ctx.player) else ""


def _guard(res: Resolution) -> None:
    d = res.duel
    live = res.targets()
    first, *rest = [d.cards[i] for i, _ in res.link.targets]
    if first not in live:
        return  # "その後": with nothing put on the deck, the second target is not returned either
    d.to_deck([first], res.cause, "top")
    if rest and rest[0] in live and first.zone in (Zone.DECK, Zone.EXTRA) and _warrior_here(d, res.player):
        d.next_thing()  # "then" (その後): the return is a step of its own; with no Warrior there, none follows
        d.to_hand(rest, res.cause)


define(1347977, Effect(F, _guard, target=_GuardSpec(face="up", allow_self=True, count=2, min=1,
                                                    text_en="1 face-up monster (2 with a Warrior on your field)",
                                                    text_ja="表側表示モンスター１体（戦士族がいれば２体）"),
                       text_en="put the (first) target on top of its owner's deck; then, with a Warrior on your "
                               "field, return the second to the hand",
                       text_ja="１体目の対象は持ち主のデッキトップへ。自分フィールドに戦士族がいれば、続けて２体目を手札へ"))


# カオスポッド / Morphing Jar #2: FLIP: every monster on the field is shuffled into its owner's deck;
# then each player excavates from the top of their deck until as many monsters as they shuffled into
# it have come out; the excavated monsters of level 4 at most are special summoned face-down in defense
# position, the rest of the excavated cards go to the graveyard. With more of them than free monster zones, the
# player picks those summoned, as many as fit, and the others go to the graveyard (docs/uncertain-rulings.md).
def _morphing_jar2(res: Resolution) -> None:
    d = res.duel
    monsters = d.monsters_of(d.tp) + d.monsters_of(1 - d.tp)
    counts = [0, 0]
    for c in monsters:
        if not c.data.is_fusion and not c.data.is_token:  # a token vanishes: it is not added to a deck
            counts[c.owner] += 1
    d.to_deck(monsters, res.cause)
    for p in players_in_order(d):
        dug: list[Card] = []
        found = 0
        for c in deck_top(d, p, len(d.players[p].deck)):
            if found >= counts[p]:
                break
            dug += d.excavate([c])
            found += c.data.is_monster
        low = [c for c in dug if c.data.is_monster and (c.data.level or 0) <= 4]
        with d.moving_together(res.cause):
            # turned up one by one, each copy is seen where it lay
            for c in as_many_as_fit(res, low, p, told_apart=True):
                d.special_summon(c, p, Pos.SET, res.cause)
        d.send_to_grave([c.idx for c in dug if c.zone is Zone.DECK], res.cause)


define(79106360, Effect(F, _morphing_jar2, asks=True,
                        text_en="shuffle all monsters into the deck; excavate as many monsters, set the Level 4 or "
                                "lower ones, send the rest to the graveyard",
                        text_ja="全てのモンスターをデッキに戻し、戻した数のモンスターが出るまでめくり、レベル４以下を"
                                "裏側守備表示で特殊召喚し、残りを墓地へ送る"))

# 闇の仮面 / Mask of Darkness: FLIP: add 1 targeted trap card from your graveyard to your hand.
define(28933734, Effect(F, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_trap,
                                          text_en="a trap card in your graveyard", text_ja="自分の墓地の罠カード"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))

# 聖なる魔術師 / Magician of Faith: FLIP: add 1 targeted spell card from your graveyard to your hand.
define(31560081, Effect(F, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_spell,
                                          text_en="a spell card in your graveyard", text_ja="自分の墓地の魔法カード"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))


# 魔導雑貨商人 / Magical Merchant: FLIP: excavate from the top of your deck until a spell or trap card
# comes out; add it to your hand and send the other excavated cards to the graveyard. (If none comes
# out, nothing is sent; the deck is shuffled. The page does not say.)
def _merchant(res: Resolution) -> None:
    d = res.duel
    dug: list[Card] = []
    for c in deck_top(d, res.player, len(d.players[res.player].deck)):
        d.excavate([c])
        if c.data.is_spell or c.data.is_trap:
            d.to_hand([c], res.cause)
            d.send_to_grave([x.idx for x in dug], res.cause)
            return
        dug.append(c)
    d.shuffle_deck(res.player)


define(32362575, Effect(F, _merchant,
                        text_en="excavate until a spell or trap card; add it to your hand, the rest to the graveyard",
                        text_ja="魔法・罠カードが出るまでデッキをめくり、それを手札に加え、残りを墓地へ送る"))


# メタモルポット / Morphing Jar: FLIP: both players discard their hands, then each draws 5.
def _morphing(res: Resolution) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        hand = list(d.players[p].hand)
        if hand:
            d.discard(hand, res.cause)
    for p in (d.tp, 1 - d.tp):
        d.draw(p, 5, res.cause)


define(33508719, Effect(Kind.FLIP, _morphing, does=Does.OWN_HAND | Does.OPP_HAND, needs=may_draw("both"),
                        draws=5, drawer="both",
                        text_en="both players discard their hands and draw 5",
                        text_ja="お互いに手札を全て捨て、５枚ドローする"))

COMMANDER_COVINGTON = 22666164

# マシンナーズ・ディフェンダー / Machina Defender: FLIP: add 「督戦官コヴィントン」.
define(96384007, Effect(Kind.FLIP, search_op(named(COMMANDER_COVINGTON)), asks=True,
                        text_en="add Commander Covington", text_ja="「督戦官コヴィントン」を手札に加える"))

# 人喰い虫 / Man-Eater Bug: FLIP: destroy 1 targeted monster on the field (it may target itself).
define(54652250, Effect(Kind.FLIP, destroy_targets, target=TargetSpec(allow_self=True),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# 電磁蚊 / Magnetic Mosquito: FLIP: destroy every face-up Machine monster on the field.
def _machines(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and d.race(c) == "Machine"]


def _mosquito(res: Resolution) -> None:
    res.duel.destroy(_machines(res), res.cause)


# with none it has nothing to destroy and is not activated (R004-007)
define(50074522, Effect(F, _mosquito, does=Does.DESTROY | Does.MONSTERS, needs=lambda ctx: bool(_machines(ctx)),
                        text_en="destroy all face-up Machine monsters on the field",
                        text_ja="フィールド上の表側表示の機械族モンスターを全て破壊する"))


# 魔草 マンドラゴラ / Magical Plant Mandragola: FLIP: every face-up card on the field able to hold a spell counter
# gets one.
def _counter_holders(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in all_monsters(ctx) + all_spells_traps(d) if c.face_up and d.can_hold(c, SPELL_COUNTER)]


def _mandragola(res: Resolution) -> None:
    for c in _counter_holders(res):
        res.duel.add_counter(c, SPELL_COUNTER, 1, res.cause)


# with none it has nothing to put a counter on and is not activated (R004-007)
define(7802006, Effect(Kind.FLIP, _mandragola, needs=lambda ctx: bool(_counter_holders(ctx)),
                       text_en="a spell counter on each face-up card that can hold one",
                       text_ja="魔力カウンターを置けるフィールドの表側のカード全てに、それぞれ１つ"))

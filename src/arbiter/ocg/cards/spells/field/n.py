"""The field spell cards whose English name begins with N."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.contact_fusions import NEOS, lists_neos, returns_at_end
from arbiter.ocg.effects import Ctx, Effect, Kind, Ward, nothing_instead
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone


# 王家の眠る谷－ネクロバレー / Necrovalley (field spell): 「墓守の」 monsters on the field gain 500 ATK and DEF.
# While it is active, an effect that reaches a card in a graveyard is negated (R004-001.02: it concerns the
# effects that reach cards in the graveyard): one that targets such a card is negated as it resolves (`Ward`),
# and what any other effect would do to a card in a graveyard (move it out: banish it, summon it, return it to
# the hand or deck) does not happen; no card in a graveyard can be banished, not even as a cost. A graveyard
# unaffected by it (「墓守の長」) and an effect that ignores it (「降霊の儀式」) are left alone. An effect that picks
# what it moves, without targeting, cannot pick a card the valley keeps in the graveyard (`common.may_take`, which
# reads this replacement: `nothing_instead`).
def _gravekeeper(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c.zone is Zone.MONSTERS and name_includes(c, "墓守の")


def _in_grave(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c.zone is Zone.GRAVE


def _leaves_grave_by_effect(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return ctx.card.active and ev.src == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT \
        and not d.spared(ev.cause, ctx.card) and not d.unaffected(d.cards[ev.card], ctx.card, ctx.player)


define(47355498, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=_gravekeeper, atk=lambda ctx, c: 500, defense=lambda ctx, c: 500,
              text_en="Gravekeeper's monsters gain 500 ATK and DEF",
              text_ja="「墓守の」モンスターは攻撃力と守備力が５００上がる"),
       Effect(Kind.CONTINUOUS, affects=_in_grave, ward=Ward(("spell", "trap", "monster")),
              text_en="an effect that targets a card in a graveyard is negated",
              text_ja="墓地のカードを対象とする効果は無効になる"),
       Effect(Kind.REPLACEMENT, when=_leaves_grave_by_effect, instead=nothing_instead,
              text_en="effects do not move cards out of the graveyards",
              text_ja="墓地のカードへ及ぶ効果は適用されない"),
       Effect(Kind.CONTINUOUS, forbids=("be_banished",), affects=_in_grave,
              text_en="cards in the graveyards cannot be banished", text_ja="お互いに墓地のカードを除外できない"),
       numbering=(0, 1, 2, 2, 2))


# ネオスペース / Neo Space (field spell): while it is on the field, 「Ｅ・ＨＥＲＯ ネオス」 and the fusion monsters that
# name it as a material gain 500 ATK, and those fusion monsters need not activate their effects that return them to
# the fusion deck in the end phase (offered as optional triggers).
def _neos_or_fusion(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c.zone is Zone.MONSTERS and c.face_up and (is_named(c, NEOS) or lists_neos(c))


define(42015635, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=_neos_or_fusion, atk=lambda ctx, c: 500,
              text_en="Elemental HERO Neos and the fusion monsters that name it gain 500 ATK",
              text_ja="「Ｅ・ＨＥＲＯ ネオス」と、それを素材に指定する融合モンスターは攻撃力が５００上がる"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: ctx.card.active and c.zone is Zone.MONSTERS and lists_neos(c),
              waives_trigger=lambda ctx, c, e: returns_at_end(e),
              text_en="those fusion monsters need not return to the fusion deck in the end phase",
              text_ja="「Ｅ・ＨＥＲＯ ネオス」を素材に指定する融合モンスターは、エンドフェイズに"
                      "融合デッキへ戻る効果の発動が任意になる"))


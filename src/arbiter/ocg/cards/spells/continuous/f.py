"""The continuous spell cards whose English name begins with F."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion, summon_conditions
from arbiter.ocg.cards.common import bare_activation, room
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summonable
from arbiter.ocg.cards.shared.turn_counts import (
    count_standbys_since_activation,
    counting_here,
    standbys_counted,
    standbys_noted,
)
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Note
from arbiter.ocg.names import is_named, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


FUTURE_FUSION = 77565204


# 未来融合－フューチャー・フュージョン / Future Fusion (continuous spell): in your first standby phase after its
# activation, show a fusion monster in your fusion deck and send the materials it lists from your deck to the
# graveyard (as fusion materials: R004-064; where the monster lists materials by kind or "one or more", its player
# picks them: 「キメラテック・オーバー・ドラゴン」); in your second standby phase, fusion summon a monster of the
# shown name, with the cards sent as its materials. Only a monster that second clause could fusion summon, by its own
# conditions, is shown: not one special summoned only its own way (「Ｅ・ＨＥＲＯ エアー・ネオス」) or only by another
# card (an Evil HERO: 「ダーク・フュージョン」). The standby phases are counted from the activation, its effects negated
# too (`count_standbys_since_activation`): a first one passed under a negation is spent, and the second shows nothing
# and sends nothing (both readings: docs/uncertain-rulings.md). What the first one showed is a note of the duel. The
# card and that monster are tied (`Duel.tie`): the monster is destroyed when the card leaves the field, the card when
# the monster is destroyed.
@dataclass(frozen=True, slots=True)
class FutureFusionShown(Note):
    """What one 「未来融合－フューチャー・フュージョン」 object showed in its first standby phase: the monster shown
    and the cards sent as its materials."""

    card: int
    oid: int
    shown: int
    materials: tuple[int, ...] = ()


def _ff_shown(ctx: Ctx) -> FutureFusionShown | None:
    return next((x for x in reversed(ctx.duel.notes(FutureFusionShown))
                 if x.card == ctx.card.idx and x.oid == ctx.card.oid), None)


def _ff_when(ctx: Ctx, ev: Event) -> bool:
    c = counting_here(ctx)
    n = standbys_counted(ctx, ev, c) if c is not None else 0
    # the second summons only a monster the first showed
    return n == 1 or (n == 2 and _ff_shown(ctx) is not None)


def _deck_parts(d: Duel, p: int, f: Card) -> list[Card] | None:
    """One card of the player's deck for each material `f` lists, where it lists them all by name and no more may
    be added (nothing to choose then); None otherwise, or if some are missing."""
    r = fusion.recipe(f.data.passcode)
    if r is None or r.more or not all(isinstance(n, int) for n in r.needs):
        return None
    out: list[Card] = []
    for code in fusion.listed(f.data):
        c = next((d.cards[i] for i in reversed(d.players[p].deck)
                  if is_named(d.cards[i], code) and d.cards[i] not in out), None)
        if c is None:
            return None
        out.append(c)
    return out


def _future_fusion(res: Resolution) -> None:
    d = res.duel
    if not res.card.on_field or res.card.oid != res.link.oid:
        return
    ctx = Ctx(d, res.player, res.card, d.link_effect(res.link))
    if len(standbys_noted(d, res.card)) <= 1:  # the first standby phase since the activation
        deck = [d.cards[i] for i in d.players[res.player].deck]

        def showable(f: Card) -> bool:  # one its second standby phase could fusion summon, by its own conditions
            return summon_conditions.allows(d, f, res.cause, "fusion", res.player) and fusion.can_make(f, deck)

        shown = res.offered("fusion", fusion.fusion_deck(d, res.player), showable)
        # with a fusion monster to show, the deck is looked through for its materials, found or not: shuffled after
        # (R004-100)
        with deck_searched(d, res.player, bool(fusion.fusion_deck(d, res.player))):
            if not shown:
                return
            f = res.ask_cards(shown, "fusion", prompt_en="choose the fusion monster to show",
                              prompt_ja="公開する融合モンスターを選ぶ")
            parts = _deck_parts(d, res.player, f) or fusion.choose_materials(res, f, deck)
            d.send_to_grave([c.idx for c in parts], res.cause)
        fusion.add_record(d, fusion.FusionRecord(f.idx, f.oid, tuple((c.idx, c.oid) for c in parts), FUTURE_FUSION,
                                                 d.turn, res.player))
        d.remember(FutureFusionShown(res.card.idx, res.card.oid, f.idx, tuple(c.idx for c in parts)))
        return
    st = _ff_shown(ctx)
    if st is None:  # nothing was shown in the first one
        return
    chosen = d.cards[st.shown]
    # only a copy summon_fusion can summon is offered (a lock on fusion summons, no free zone: none)
    cands = [f for f in fusion.fusion_deck(d, res.player)
             if same_name(f, chosen) and d.may_special_summon(f, res.player, res.cause, "fusion")]
    sent = [d.cards[i] for i in st.materials]
    en, ja = fusion.FUSION_WORDS
    summoned = fusion.summon_fusion(res, res.ask_cards(cands, "fusion", prompt_en=en, prompt_ja=ja), sent) \
        if cands else None
    if summoned is not None and res.card.on_field:
        # both ways its effect (`live`): nothing happens while its effects are negated
        d.tie(summoned, res.card, res.cause, on="leaves", live=True)
        d.tie(res.card, summoned, res.cause, on="destroyed", live=True)


define(FUTURE_FUSION, bare_activation(),
       Effect(Kind.TRIGGER, _future_fusion, trigger="phase", when=_ff_when, self_trigger=False, asks=True,
              text_en="1st standby phase: send the materials of a fusion monster from your deck to the graveyard; "
                      "2nd: fusion summon it",
              text_ja="１回目のスタンバイフェイズ：融合素材をデッキから墓地へ送る。２回目：その融合モンスターを融合召喚する"),
       *count_standbys_since_activation())


# 前線基地 / Frontline Base (continuous spell): once a turn, in your main phase, you may special summon a Level 4 or
# lower union monster from your hand.
def _small_unions(ctx: Ctx | Resolution) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, lambda c: "union" in c.data.subtypes and ctx.duel.level(c) <= 4)


define(46181000, bare_activation(),
       Effect(Kind.IGNITION, lambda res: summon_one_of(res, _small_unions(res)), once_per_turn=True, asks=True,
              needs=lambda ctx: room(ctx) and bool(summonable(ctx, _small_unions(ctx))),
              text_en="special summon a Level 4 or lower union monster from your hand",
              text_ja="手札のユニオンモンスター（レベル４以下）１体を特殊召喚"))


# フィールドバリア / Field Barrier: while it is face-up, field spells cannot be destroyed and neither player can
# activate a field spell card; a player can have only one face-up Field Barrier (so a second is not activated
# while they have one). A field spell is not set over the one in its player's field zone either, as that one would
# leave (docs/uncertain-rulings.md).
FIELD_BARRIER = 7153114


def _no_barrier_yet(ctx: Ctx) -> bool:
    d = ctx.duel
    return not any(d.cards[i].face_up and is_named(d.cards[i], FIELD_BARRIER)
                   for i in d.players[ctx.player].spells if i >= 0)


def _field_spell(ctx: Ctx, c: Card) -> bool:
    return c.data.is_spell and "field" in c.data.subtypes


def _would_replace(ctx: Ctx, c: Card) -> bool:
    """A field spell in the hand of a player whose field zone holds one: set, it would put that one off the field."""
    return c.zone is Zone.HAND and _field_spell(ctx, c) and ctx.duel.players[c.ctl].field >= 0


define(FIELD_BARRIER, bare_activation(condition=_no_barrier_yet),
       Effect(Kind.CONTINUOUS, effect_proof=True, affects=lambda ctx, c: c.zone is Zone.FIELD and _field_spell(ctx, c),
              text_en="field spells cannot be destroyed", text_ja="フィールド魔法カードは破壊されない"),
       Effect(Kind.CONTINUOUS, forbids=("activate_card",), affects=_field_spell,
              text_en="field spell cards cannot be activated", text_ja="フィールド魔法カードは発動できない"),
       Effect(Kind.CONTINUOUS, forbids=("set",), affects=_would_replace,
              text_en="no field spell is set over one that would leave",
              text_ja="フィールド魔法を入れ替えてセットできない"),
       numbering=(0, 1, 1, 1))

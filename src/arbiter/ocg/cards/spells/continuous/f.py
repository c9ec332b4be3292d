"""The continuous spell cards whose English name begins with F."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import bare_activation, room
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summonable
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
# shown name, with the cards sent as its materials. Its progress is a note of the duel. The card and that monster
# are tied (`Duel.tie`): the monster is destroyed when the card leaves the field, the card when the monster is
# destroyed.
@dataclass(frozen=True, slots=True)
class FutureFusionStage(Note):
    """Where one 「未来融合－フューチャー・フュージョン」 object is: the stage reached (0 activated, 1 materials sent,
    2 done), the monster shown (-1: none), the turn of the last stage and the cards sent as materials."""

    card: int
    oid: int
    stage: int
    shown: int
    turn: int
    materials: tuple[int, ...] = ()


def _ff_state(ctx: Ctx) -> FutureFusionStage | None:
    return next((x for x in reversed(ctx.duel.notes(FutureFusionStage))
                 if x.card == ctx.card.idx and x.oid == ctx.card.oid), None)


def _ff_set(ctx: Ctx, stage: int, shown: int, materials: tuple[int, ...] = ()) -> None:
    d = ctx.duel
    d.remember(FutureFusionStage(ctx.card.idx, ctx.card.oid, stage, shown, d.turn, materials))


def _ff_activate(res: Resolution) -> None:
    if res.card.on_field and res.card.oid == res.link.oid:
        _ff_set(Ctx(res.duel, res.player, res.card, res.duel.link_effect(res.link)), 0, -1)


def _ff_when(ctx: Ctx, ev: Event) -> bool:
    st = _ff_state(ctx)
    return (ev.detail == "standby" and ctx.duel.tp == ctx.player and st is not None and st.stage < 2
            and st.turn < ctx.duel.turn)


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
    ctx = Ctx(d, res.player, res.card, d.link_effect(res.link))
    st = _ff_state(ctx)
    if st is None or not res.card.on_field:
        return
    if st.stage == 0:
        deck = [d.cards[i] for i in d.players[res.player].deck]
        shown = res.offered("fusion", fusion.fusion_deck(d, res.player), lambda f: fusion.can_make(f, deck))
        if not shown:
            _ff_set(ctx, 1, -1)
            return
        f = res.ask_cards(shown, "fusion", prompt_en="choose the fusion monster to show",
                          prompt_ja="公開する融合モンスターを選ぶ")
        parts = _deck_parts(d, res.player, f) or fusion.choose_materials(res, f, deck)
        d.send_to_grave([c.idx for c in parts], res.cause)
        d.shuffle_deck(res.player)  # the materials were taken from the deck: it is shuffled after
        fusion.add_record(d, fusion.FusionRecord(f.idx, f.oid, tuple((c.idx, c.oid) for c in parts), FUTURE_FUSION,
                                                 d.turn, res.player))
        _ff_set(ctx, 1, f.idx, tuple(c.idx for c in parts))
        return
    _ff_set(ctx, 2, st.shown, st.materials)
    if st.shown < 0:
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


define(FUTURE_FUSION, bare_activation(_ff_activate),
       Effect(Kind.TRIGGER, _future_fusion, trigger="phase", when=_ff_when, self_trigger=False, asks=True,
              text_en="1st standby phase: send the materials of a fusion monster from your deck to the graveyard; "
                      "2nd: fusion summon it",
              text_ja="１回目のスタンバイフェイズ：融合素材をデッキから墓地へ送る。２回目：その融合モンスターを融合召喚する"))


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

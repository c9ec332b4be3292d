"""The continuous trap cards whose English name begins with D."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import nothing
from arbiter.ocg.cards.shared.discard import DECLARABLE_TYPES
from arbiter.ocg.cards.shared.draw import sanctuary_blocks
from arbiter.ocg.cards.shared.events import left_face_up
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 破滅へのクイック・ドロー / Destructive Draw (continuous trap): a player who had no card in hand when their
# draw phase began draws 1 more after the normal draw (mandatory here: the choice would be that player's,
# not this card's controller's); its controller loses 700 LP in their end phase; when it leaves the field
# face-up, its controller takes 3000 damage.
def _empty_handed_draw(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ctx.card.active and ev.cause.reason is Reason.RULE and d.phase == "draw"
            and len(d.players[ev.player].hand) == ev.amount)


def _quick_draw(res: Resolution) -> None:
    ev = res.link.events[0]
    if not sanctuary_blocks(res.duel, ev.player):
        res.duel.draw(ev.player, 1, res.cause)


define(77859858, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _quick_draw, trigger="drew", self_trigger=False, when=_empty_handed_draw,
              text_en="a player who began the draw phase with no cards draws 1 more",
              text_ja="手札０枚でドローフェイズを迎えたプレイヤーは１枚多くドローする"),
       Effect(T, lambda res: res.duel.lose_lp(res.player, 700, res.cause), trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player and ctx.card.active,
              text_en="lose 700 LP in your end phase", text_ja="自分のエンドフェイズに７００ライフポイントを失う"),
       *(Effect(T, lambda res: res.duel.damage(res.player, 3000, res.cause), trigger=k, when=left_face_up,
                text_en="it left the field: its controller takes 3000 damage",
                text_ja="フィールドから離れた時、コントローラーに３０００ダメージ")
         for k in ("destroyed", "sent", "banished", "to_hand", "to_deck")))

C = Kind.CONTINUOUS

# 竜の逆鱗 / Dragon's Rage: your Dragon monsters deal piercing battle damage.
define(54178050, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player
              and ctx.duel.race(c) == "Dragon", pierce=True, text_en="your Dragons deal piercing battle damage",
              text_ja="自分のドラゴン族モンスターが守備表示モンスターを攻撃した時、貫通ダメージを与える"))


# ドラゴン族・封印の壺 / Dragon Capture Jar (continuous trap): face-up dragons on the field are in
# defense position and cannot change their position. The continuous effect turns them at once, when
# the Jar starts to apply and whenever a dragon turns up in attack position (a summon, a flip, an
# effect; a flip summoned one as its summon succeeds, R003-033); its activation does nothing else.
def _dragon(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) == "Dragon"


define(50045299,
       Effect(A, nothing, text_en="face-up dragons turn to defense position",
              text_ja="表側表示のドラゴン族モンスターを守備表示にする"),
       Effect(Kind.CONTINUOUS, position=Pos.DEFENSE, forbids=("change_position",), affects=_dragon,
              text_en="face-up dragons are in defense position and cannot change their position",
              text_ja="表側表示のドラゴン族モンスターは守備表示になり、表示形式を変更できない"))

# ＤＮＡ改造手術 / DNA Surgery (continuous trap): declare a Type on activation; while it is face-up, every
# face-up monster on the field is that Type (a monster flip summoned meanwhile too, at once: R003-033).
DNA_TYPE = "dna_type"


def _dna(res: Resolution) -> None:
    mark(res.duel, DNA_TYPE, res.card, DECLARABLE_TYPES.index(res.link.declared))


def _dna_type(ctx: Ctx, c: Card) -> str | None:
    chosen = marked(ctx.duel, DNA_TYPE, ctx.card)
    return DECLARABLE_TYPES[chosen[-1]] if chosen else None


define(74701381, Effect(A, _dna, declare=DECLARABLE_TYPES, text_en="declare a Type", text_ja="種族を宣言する"),
       Effect(Kind.CONTINUOUS, race=_dna_type, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              text_en="face-up monsters on the field become the declared Type",
              text_ja="フィールド上の表側表示モンスターは宣言した種族になる"))


# デスカウンター / Des Counterblow: while it is face-up, a monster that deals battle damage to a player by a direct
# attack is destroyed.
def _direct_hit(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and ev.cause.card >= 0 and d.attack is not None
            and d.attack[2] < 0 and d.attack[0] == ev.cause.card)


def _counterblow(res: Resolution) -> None:
    d = res.duel
    for e in res.link.events:
        c = d.cards[e.cause.card]
        if c.zone is Zone.MONSTERS:
            d.destroy([c], res.cause)


define(39131963, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _counterblow, trigger="damage", self_trigger=False, when=_direct_hit,
              text_en="a monster dealt battle damage by a direct attack: destroy it",
              text_ja="直接攻撃で戦闘ダメージを与えたモンスターを破壊する"))

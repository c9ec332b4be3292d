"""More effect monsters of the seed 004 archive, each a single card of its own topic.

- The monsters that become an equip card on the monster attacking them face-down (R004-125.17 to .19):
  they answer their own event `attacked`, at the start of the damage step before a face-down monster is
  flipped; once equipped the attacked monster has left the monster zone, so the battle ends with no damage
  calculation.
- The monsters that answer counter traps (R004-070.91, R004-088.49).
- 「ユーフォロイド・ファイター」, whose original ATK/DEF come from its fusion materials (R004-032).
- 「封印されしエクゾディア」: its player wins with all five pieces in the hand, with no chain (R004-175).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.carddata import default_db
from arbiter.ocg.cards.archive_draw_gain import sanctuary_on_field
from arbiter.ocg.cards.common import CYBER_DRAGON, itself
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, Ward
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


# ==== R004-125.17 to .19: monsters that equip themselves to the monster attacking them face-down ========

def _attacked_face_down(ctx: Ctx, ev: Event) -> bool:
    """This card was face-down in defense position when an opponent's monster attacked it."""
    return ev.pos == int(Pos.SET) and ctx.duel.cards[ev.amount].ctl != ctx.card.ctl


def _equip_to_attacker(res: Resolution) -> None:
    d = res.duel
    me = res.card
    attacker = d.cards[res.link.events[0].amount] if res.link.events else None
    if attacker is not None and me.oid == res.link.oid and me.zone is Zone.MONSTERS and d.attack is not None \
            and d.attack[0] == attacker.idx:
        d.equip(me, attacker, res.cause, res.player)


def _equipped(c: Card) -> Card | None:
    return None if c.zone is not Zone.SPELLS or c.equipped_to < 0 else c


def _opponents_standby(ctx: Ctx, ev: Event) -> bool:
    """The start of a standby phase of the opponent's, after the turn this card became an equip card."""
    me = ctx.card
    return (ev.detail == "standby" and ctx.duel.tp != ctx.player and _equipped(me) is not None
            and ctx.duel.turn > me.t_entered)


def _blow_up(damage: bool) -> Effect:
    """The opponent's next standby phase: destroy the equipped monster (with `damage`, the opponent then
    takes damage equal to the ATK it had on the field)."""
    def op(res: Resolution) -> None:
        d = res.duel
        me = res.card
        if me.oid != res.link.oid or _equipped(me) is None:
            return
        m = d.cards[me.equipped_to]
        atk = d.atk(m)
        if d.destroy([m], res.cause) and damage:
            d.damage(res.opponent, atk, res.cause)

    en = "destroy the equipped monster" + (" and deal damage equal to its ATK to the opponent" if damage else "")
    ja = "装備モンスターを破壊する" + ("。その攻撃力分のダメージを相手に与える" if damage else "")
    return Effect(T, op, trigger="phase", self_trigger=False, when=_opponents_standby,
                  text_en="the opponent's next standby phase: " + en, text_ja="相手の次のスタンバイフェイズに" + ja)


_EQUIP_EN = "attacked face-down by an opponent's monster: this card becomes an equip card on the attacker"
_EQUIP_JA = "裏側守備表示のこのカードが相手モンスターに攻撃された場合、装備カード扱いとして攻撃モンスターに装備する"


def _equips_itself() -> Effect:
    return Effect(T, _equip_to_attacker, trigger="attacked", when=_attacked_face_down, damage_step=True,
                  text_en=_EQUIP_EN, text_ja=_EQUIP_JA)


# スフィア・ボム 球体時限爆弾 / Blast Sphere (R004-125.17): attacked face-down, it becomes an equip card on the
# attacker (no damage calculation); in the opponent's next standby phase the equipped monster is destroyed and
# its controller takes damage equal to the ATK it had on the field.
define(26302522, _equips_itself(), _blow_up(damage=True))

# 瞬着ボマー / Adhesive Explosive (R004-125.18): the same, without the damage.
define(53828396, _equips_itself(), _blow_up(damage=False))


# 精神寄生体 / Kiseitai (R004-125.19, R004-088.53): attacked face-down, it becomes an equip card on the
# attacker; in each of the opponent's standby phases its controller gains half the equipped monster's ATK
# (one LP gain each time).
def _kiseitai_gain(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid == res.link.oid and _equipped(me) is not None:
        d.gain_lp(res.player, d.atk(d.cards[me.equipped_to]) // 2, res.cause)


define(4266839, _equips_itself(),
       Effect(T, _kiseitai_gain, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.tp != ctx.player and _equipped(ctx.card)
              is not None,
              text_en="each of the opponent's standby phases: gain LP equal to half the equipped monster's ATK",
              text_ja="相手のスタンバイフェイズ毎に、装備モンスターの攻撃力の半分の数値だけライフポイントを回復する"))


# ==== monsters that answer counter traps ==================================================================
# A counter trap "activated, then resolved" is seen once its chain is over (the event `chain_resolved`;
# `Duel.last_chain` holds the chain's cards): the effect applies once for each counter trap card in it.

def _counter_traps(d: Duel) -> int:
    db = default_db()
    cards = [db.get(r.passcode) for r in d.last_chain]
    return sum(1 for c in cards if c.kind == "trap" and "counter" in c.subtypes)


def _face_up_here(c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up


def _after_counter_traps(ctx: Ctx, ev: Event) -> bool:
    return _face_up_here(ctx.card) and _counter_traps(ctx.duel) > 0


# 豊穣のアルテミス / Bountiful Artemis (R004-070.91): each time a counter trap is activated, right after it
# resolves, its controller draws 1 card. The page's table gives 「無効」 × for it: the draw uses no chain
# link (so nothing answers it), `Kind.AT_ONCE`; each counter trap is its own draw (「神の恵み」 ○).
def _artemis(res: Resolution) -> None:
    me = res.card
    for _ in range(_counter_traps(res.duel)):
        res.duel.draw(me.ctl, 1, res.cause)


define(32296881, Effect(Kind.AT_ONCE, _artemis, trigger="chain_resolved", when=_after_counter_traps,
                        text_en="after each counter trap resolves: draw 1 card (no chain link)",
                        text_ja="カウンター罠が発動される度に、その処理後にデッキからカードを１枚ドローする"))


# 天空聖者メルティウス / Meltiel, Sage of the Sky (R004-088.49): each time a counter trap is activated, after it
# resolves, you gain 1000 LP, and with 「天空の聖域」 on the field you then destroy 1 card the opponent controls
# (chosen, not targeted). Declared as a trigger: its choice needs a resolution that can ask (the page says
# nothing on whether it uses the chain). Each counter trap is one gain (「ビッグバンガール」 ○).
def _meltiel(res: Resolution) -> None:
    d = res.duel
    for _ in range(_counter_traps(d)):
        d.gain_lp(res.player, 1000, res.cause)
        theirs = [d.cards[i] for i in (*d.players[res.opponent].monsters, *d.players[res.opponent].spells,
                                       d.players[res.opponent].field) if i >= 0]
        if sanctuary_on_field(d) and theirs:
            d.destroy([res.ask_cards(theirs)], res.cause)


define(49905576, Effect(T, _meltiel, trigger="chain_resolved", self_trigger=False, when=_after_counter_traps,
                        asks=True,
                        text_en="after each counter trap resolves: gain 1000 LP; with The Sanctuary in the Sky on the "
                                "field, destroy 1 card the opponent controls",
                        text_ja="カウンター罠の処理後、１０００ライフポイント回復し、「天空の聖域」があれば相手フィールドの"
                                "カード１枚を破壊する"))


# ==== R004-032: original ATK/DEF fixed by the fusion summon ===============================================

# ユーフォロイド・ファイター / UFOroid Fighter: 「ユーフォロイド」 + 1 Warrior, and only these. Its original ATK and
# DEF are the sum of the original ATK of the two materials of its fusion summon (R004-032: the value counts
# as its original ATK/DEF while it is on the field; "?" off the field, R004-016). Not fusion summoned: 0.
UFOROID = 7602840


def _uforoid_fighter(d: Duel, c: Card) -> int:
    return sum(m.data.atk or 0 for m in fusion.materials_used(d, c))


fusion.materials(32752319, UFOROID, lambda cd: cd.race == "Warrior", only_these=True)
define(32752319, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                        atk=lambda ctx, c: _uforoid_fighter(ctx.duel, c),
                        defense=lambda ctx, c: _uforoid_fighter(ctx.duel, c),
                        text_en="original ATK/DEF: the sum of the original ATK of its fusion materials",
                        text_ja="元々の攻撃力・守備力は融合素材２体の元々の攻撃力の合計"),
       original_atk=_uforoid_fighter, original_def=_uforoid_fighter)


# キメラテック・オーバー・ドラゴン / Chimeratech Overdragon: 「サイバー・ドラゴン」 + one or more Machine monsters,
# and only these. When it is fusion summoned, every other card its controller controls goes to the graveyard. Its
# original ATK and DEF are 800 for each material of its fusion summon (R004-032: that value counts as the original
# one while it is on the field; "?" off it, R004-016), and it may attack that many times in each battle phase,
# the attacks past the first only on monsters. ("It can only be special summoned by a fusion summon" is not
# enforced.)
CHIMERATECH = 64599569


def _chimeratech(d: Duel, c: Card) -> int:
    return 800 * fusion.material_count(d, c)


def _chimeratech_clears(res: Resolution) -> None:
    pl = res.duel.players[res.player]
    res.duel.send_to_grave([i for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0 and i != res.card.idx],
                           res.cause)


fusion.materials(CHIMERATECH, CYBER_DRAGON, fusion.many(lambda cd: cd.race == "Machine"), only_these=True)
define(CHIMERATECH,
       Effect(T, _chimeratech_clears, trigger="special_summoned", when=fusion.by_fusion_summon,
              text_en="fusion summoned: send all other cards you control to the graveyard",
              text_ja="融合召喚した時、自分フィールドの他のカードを全て墓地へ送る"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _chimeratech(ctx.duel, c),
              defense=lambda ctx, c: _chimeratech(ctx.duel, c),
              text_en="original ATK/DEF: 800 x its fusion materials",
              text_ja="元々の攻撃力・守備力は融合素材の数×８００"),
       Effect(Kind.CONTINUOUS, affects=itself, extra_on_monsters=True,
              extra_attacks=lambda ctx, c: max(fusion.material_count(ctx.duel, c) - 1, 0),
              text_en="may attack monsters as many times in a battle phase as it had fusion materials",
              text_ja="１度のバトルフェイズ中に融合素材の数までモンスターに攻撃できる"),
       special_by=by_fusion_summon, original_atk=_chimeratech, original_def=_chimeratech)


# ==== R004-175: 封印されしエクゾディア wins from the hand, using no chain =====================================
EXODIA_PIECES = (33396948, 70903634, 7902349, 8124921, 44519536)  # the head, the arms, the legs


def _all_five(ctx: Ctx) -> bool:
    held = {ctx.duel.cards[i].data.passcode for i in ctx.duel.players[ctx.player].hand}
    return all(pc in held for pc in EXODIA_PIECES)


define(33396948, Effect(Kind.CONTINUOUS, wins=_all_five,
                        text_en="with the five pieces of Exodia in your hand, you win the duel",
                        text_ja="手札に封印されしエクゾディアと４つのパーツが揃った時、デュエルに勝利する"))


# エンド・オブ・アヌビス / The End of Anubis (R004-001.01): while it is face-up on the field, effects that
# target a card in a graveyard, and effects activated in a graveyard, are negated: each such chain link is
# negated as it resolves while this card is there, whenever it was added (a `Ward` over links). Every effect
# either kind of text describes is activated, so a chain link carries it.
def _aims_at_graves(ctx: Ctx, link: ChainLink) -> bool:
    d = ctx.duel
    return ctx.card.zone is Zone.MONSTERS and (
        d.effect_of(link.card, link.effect).from_zone is Zone.GRAVE
        or any(d.cards[i].zone is Zone.GRAVE and d.cards[i].oid == oid for i, oid in link.targets))


define(65403020, Effect(Kind.CONTINUOUS, ward=Ward(("spell", "trap", "monster"), links=_aims_at_graves),
                        text_en="effects that target a card in a graveyard or are activated there are negated",
                        text_ja="墓地のカードを対象とする効果及び墓地で発動した効果は無効化される"))

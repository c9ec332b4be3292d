"""Seed 004 ●墓地から特殊召喚する効果: cards that special summon monsters from the graveyard, and
「生還の宝札」, which counts such summons from your own graveyard (R004-052 to R004-062).

「生還の宝札」 answers each card effect that special summons from its controller's graveyard once,
however many monsters that effect summons (R004-055); a summon from the other player's graveyard does
not count (R004-059).

Several monsters here come back in a later phase ("during your next standby phase after this card was
destroyed by an effect", "in the end phase of the turn it was destroyed by battle"). The engine keeps no
history of how a card reached the graveyard, so these cards remember it themselves: an effect declared
last on the card marks, when the card is destroyed or sent, how it happened (a note on the duel; it is
never activated), and the later trigger reads the note. Notes are made only by the cards of this module
and only for events they see.

Not modelled (engine mechanisms these cards need; see the module report):
- effects that wait for a later phase after the card has left (「デーモンの雄叫び」, 「六武衆推参！」: destroyed
  in the end phase). (The equip cards' and continuous traps' link to the monster they summoned is a lasting
  link, `Duel.tie`.)
- "cannot summon other monsters this turn" (「暗黒界に続く結界通路」), "cannot be tributed", "take no
  effect damage this turn" (「コクーン・ヴェール」);
- the monsters tributed for a tribute summon (「ガーディアン・トライス」), counters placed when a spell
  resolves (「熟練の白魔導師」, 「熟練の黒魔術師」), gemini monsters (「魔族召喚師」) and the windows after a
  battle destruction in which traps answer it
  (「時の機械－タイム・マシーン」, 「命の綱」, 「復活の墓穴」);
- not defined for those reasons: 「奇跡の復活」, 「デステニー・ミラージュ」,
  「命の綱」 (a cost of the whole hand),
  「ガーディアン・トライス」, 「冥王竜ヴァンダルギオン」,
  「俊足のギラザウルス」, 「ヴァンパイアジェネシス」, 「ゾンビ・マスター」, 「魔族召喚師」.
  「死者蘇生」, 「浅すぎた墓穴」, 「早すぎた埋葬」, 「融合解除」,
  「リビングデッドの呼び声」, 「アギド」, 「ワイトキング」, 「Ｄ－ＨＥＲＯ ドレッドガイ」, 「魂を呼ぶ者」,
  「奇跡の蘇生」, 「光と闇の竜」, 「創世神」, 「エーリアン・マザー」, the 「暗黒界」 monsters and 「宝玉の氾濫」
  (archive_card_types, with the 「宝玉獣」 cards) are defined in other modules. 「トイ・マジシャン」 (set as a
  spell: `Duel.place_as_spell`) is defined here.
  「ダークファミリア」 (its flip remembered by notes) and 「第一の棺」 (the only way 「スピリッツ・オブ・ファラオ」 is
  summoned) are defined here.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.archive_archfiends import archfiend
from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.archive_return import phase_of
from arbiter.ocg.cards.common import (
    CYBER_DRAGON,
    DARK_MAGICIAN,
    GAZELLE,
    HARPIE_LADY,
    HELIOS_THE_PRIMORDIAL_SUN,
    NECROVALLEY,
    SPELL_COUNTER,
    can_special_summon,
    chained_link,
    ctx_of,
    draw_one,
    face_up_here,
    negate_activation,
    nothing,
    room,
    spell_counter_each_spell,
    targets_this,
)
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.lasting import Control, Note, Then
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import ON_FIELD, Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, by_fusion_summon, not_by_other_effect_monsters

if TYPE_CHECKING:
    from arbiter.ocg.continuous import Stamp
    from arbiter.ocg.duel import Duel


A = Kind.ACTIVATE
T = Kind.TRIGGER

CARD_OF_SAFE_RETURN = 57953380
HYDROGEDDON = 22587018
OXYGEDDON = 58071123
MAGNET_WARRIORS = (99785935, 39256679, 11549357)  # α β γ
MACHINAS = (60999392, 23782705, 96384007)  # ソルジャー スナイパー ディフェンダー
MOKEY_MOKEY = 27288416
BERFOMET = 77207191
SPIRIT_OF_THE_PHARAOH = 25343280
SERPENTINE_INVOCATION = 16067089  # 蛇神降臨
SARCOPHAGI = (31076103, 4081094, 78697395)  # 「第一の棺」 「第二の棺」 「第三の棺」
# 「Ｃ」 (Chrysalis) monsters and the 「Ｎ」 (Neo-Spacian) monster each names
CHRYSALIS = {43751755: 43237273, 29246354: 17732278, 17363041: 54959865, 16241441: 89621922, 42239546: 80344569,
             42682609: 17955766}
FIELD_ZONES = tuple(int(z) for z in ON_FIELD)


# ---- helpers -----------------------------------------------------------------------------------



def _never(res: Resolution) -> None:
    """A note kept by the card; never activated."""


def name_has(c: Card, *parts: str) -> bool:
    """A card whose Japanese name (width-folded) contains one of `parts`: an archetype."""
    name = unicodedata.normalize("NFKC", c.data.name_ja)
    return any(p in name for p in parts)


def monsters_in(ctx: Ctx, p: int, zone: Zone, ok: Callable[[Card], bool]) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].cards_in(zone) if d.cards[i].data.kind == "monster" and ok(d.cards[i])]


def summon(res: Resolution, c: Card, player: int = -1, pos: Pos | None = None) -> bool:
    """Special summon `c` for `player` (the resolving player): the position asked unless given."""
    d = res.duel
    p = res.player if player < 0 else player
    if d.free_slots(p, Zone.MONSTERS) == 0:
        return False
    d.special_summon(c, p, pos if pos is not None else ask_position(res), res.cause)
    return c.zone is Zone.MONSTERS


def summon_targets(res: Resolution, pos: Pos | None = None) -> list[Card]:
    return [t for t in res.targets() if summon(res, t, pos=pos)]


def revive_self(res: Resolution, pos: Pos | None = None) -> bool:
    """This card, still the object that activated the effect in the graveyard, is special summoned."""
    c = res.card
    if c.zone is not Zone.GRAVE or c.oid != res.link.oid:
        return False
    return summon(res, c, pos=pos)


def grave_target(where: Callable[[Ctx, Card], bool], text_en: str, text_ja: str, side: str = "own",
                 count: int = 1, least: int = 0) -> TargetSpec:
    def fits(ctx: Ctx, c: Card) -> bool:
        return c.data.kind == "monster" and where(ctx, c)
    return TargetSpec(zone=Zone.GRAVE, side=side, count=count, min=least, where=fits, text_en=text_en,
                      text_ja=text_ja)


def from_anywhere(ctx: Ctx, ok: Callable[[Card], bool]) -> list[Card]:
    """The player's monsters in the hand, deck and graveyard that pass `ok`."""
    p = ctx.player
    return [*monsters_in(ctx, p, Zone.HAND, ok), *monsters_in(ctx, p, Zone.DECK, ok),
            *monsters_in(ctx, p, Zone.GRAVE, ok)]


def picked(ctx: Ctx) -> list[Card]:
    """The targets or tributes this card's activation has already chosen (while it is choosing)."""
    from arbiter.ocg.chain import Activation

    top = ctx.duel.stack[-1] if ctx.duel.stack else None
    if isinstance(top, Activation) and top.card == ctx.card.idx:
        return [ctx.duel.cards[i] for i in top.chosen]
    return []


def _any(c: Card) -> bool:
    return True


def _equip_summoned(res: Resolution, pos: Pos | None, on: str, then: Then = Then.DESTROY) -> None:
    """An equip spell that special summons its target and is equipped to it; the monster is tied to the card
    (`Duel.tie`): `then` happens to it when the card leaves the field (`on="leaves"`) or is destroyed."""
    for t in summon_targets(res, pos):
        if res.card.oid == res.link.oid and res.card.on_field and res.duel.equip(res.card, t, res.cause):
            res.duel.tie(t, res.card, res.cause, on=on, then=then)


# ---- notes on the duel: how a card reached the graveyard -----------------------------------------

@dataclass(frozen=True, slots=True)
class Fate(Note):
    """How a card object came where it is, noted for a later effect: a tag, the card object, the turn, and
    another card object it concerns (-1: none)."""

    tag: str
    card: int
    oid: int
    turn: int
    other: int
    other_oid: int


def notes(d: Duel) -> tuple[Fate, ...]:
    return d.notes(Fate)


def note(ctx: Ctx, tag: str, c: Card, other: Card | None = None) -> None:
    d = ctx.duel
    # once: an operation replayed after a question notes the same thing again
    d.remember(Fate(tag, c.idx, c.oid, d.turn, other.idx if other else -1, other.oid if other else 0))


def noted(ctx: Ctx, tag: str, c: Card) -> Fate | None:
    """The latest note with this tag about this card object."""
    return next((n for n in reversed(notes(ctx.duel)) if n.tag == tag and n.card == c.idx and n.oid == c.oid), None)


def _marker(kind: str, tag: str, pred: Callable[[Ctx, Event], bool]) -> Effect:
    """Not an effect of the card: a note that this card was destroyed/sent in a way a later effect needs."""
    def when(ctx: Ctx, ev: Event) -> bool:
        if pred(ctx, ev):
            note(ctx, tag, ctx.duel.cards[ev.card])
        return False
    return Effect(T, _never, trigger=kind, when=when, text_en="(how this card left the field is remembered)",
                  text_ja="（このカードが墓地へ送られた方法を覚えておく）")


def _to_grave_from_field(ev: Event) -> bool:
    return ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE)


def by_effect(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.EFFECT and _to_grave_from_field(ev)


def by_opponents_effect(ctx: Ctx, ev: Event) -> bool:
    return by_effect(ctx, ev) and ev.cause.player != ctx.card.owner


def by_battle(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and _to_grave_from_field(ev)


def own_phase(phase: str) -> Callable[[Ctx, Event], bool]:
    def when(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == phase and ctx.duel.tp == ctx.card.owner
    return when


def _in_later_own_standby(tag: str) -> Callable[[Ctx, Event], bool]:
    """The owner's standby phase in a later turn than the one the note was made in."""
    def when(ctx: Ctx, ev: Event) -> bool:
        n = noted(ctx, tag, ctx.card)
        return own_phase("standby")(ctx, ev) and n is not None and n.turn < ctx.duel.turn
    return when


def _in_end_phase_of(tag: str) -> Callable[[Ctx, Event], bool]:
    """The end phase of the turn the note was made in (either player's turn)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        n = noted(ctx, tag, ctx.card)
        return ev.detail == "end" and n is not None and n.turn == ctx.duel.turn
    return when


def _revive_self_op(res: Resolution) -> None:
    revive_self(res)


def _grave_phase_trigger(when: Callable[[Ctx, Event], bool], op: Callable[[Resolution], None],
                         text_en: str, text_ja: str, mandatory: bool = True, cost: Cost | None = None) -> Effect:
    """A trigger of a card in the graveyard at the start of a phase."""
    return Effect(T, op, trigger="phase", when=when, self_trigger=False, from_zone=Zone.GRAVE, mandatory=mandatory,
                  asks=True, cost=cost or Cost(), needs=room, text_en=text_en, text_ja=text_ja)


# ==== 生還の宝札 =====================================================================================

# 生還の宝札 / Card of Safe Return (continuous spell): when a monster is special summoned from your
# graveyard, you may draw 1 card. One card effect that summons several monsters from your graveyard at
# once is one summon for it (R004-055 to R004-058, R004-060); only your own graveyard counts (R004-059).
def _from_own_grave_once(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not ctx.card.active or ev.src != int(Zone.GRAVE) or ev.card < 0 or d.cards[ev.card].owner != ctx.player:
        return False
    # the same effect's other summons at this moment already set it off
    return not any(t.card == ctx.card.idx and t.effect == 2 and t.event.cause == ev.cause and t.serial == d.serial
                   for t in d.triggers)


define(CARD_OF_SAFE_RETURN,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, draw_one, trigger="special_summoned", when=_from_own_grave_once, self_trigger=False, mandatory=False,
              misses_timing=True, text_en="a monster was special summoned from your graveyard: you may draw 1",
              text_ja="自分の墓地からモンスターが特殊召喚された時、カードを１枚ドローできる"))


# ==== spells (R004-052) ==============================================================================

# 冥界流傀儡術 / The Puppet Magic of Dark Ruler: target a Fiend in your graveyard; banish face-up monsters
# you control whose levels add up to exactly its level, then special summon it.
def _level_sets(cards: list[Card], total: int) -> list[tuple[Card, ...]]:
    out: list[tuple[Card, ...]] = []

    def walk(i: int, acc: tuple[Card, ...], s: int) -> None:
        if s == total and acc:
            out.append(acc)
            return
        if i == len(cards) or s > total:
            return
        walk(i + 1, (*acc, cards[i]), s + (cards[i].data.level or 0))
        walk(i + 1, acc, s)

    walk(0, (), 0)
    return out


def _own_face_up(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and (c.data.level or 0) > 0]


def _puppet_fits(ctx: Ctx, c: Card) -> bool:
    return c.data.race == "Fiend" and bool(_level_sets(_own_face_up(ctx), c.data.level or 0))


def _puppet_magic(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for t in res.targets():
        lv = t.data.level or 0
        chosen: list[Card] = []
        while sum(c.data.level or 0 for c in chosen) < lv:
            sets = [s for s in _level_sets(_own_face_up(ctx), lv) if all(c in s for c in chosen)]
            opts = [c for s in sets for c in s if c not in chosen]
            if not opts:
                return
            chosen.append(res.ask_cards(list(dict.fromkeys(opts)), "banish"))
        d.banish(chosen, res.cause)
        summon(res, t)


define(40703393, Effect(A, _puppet_magic, asks=True,
                        target=grave_target(_puppet_fits, "a Fiend in your graveyard",
                                            "自分の墓地の悪魔族モンスター"),
                        text_en="banish your face-up monsters whose levels total its level; special summon the "
                                "target",
                        text_ja="レベルの合計が同じになるようにモンスターを除外し、対象を特殊召喚する"))


# 生者の書－禁断の呪術－ / Book of Life: target a Zombie in your graveyard and a monster in the opponent's
# graveyard; special summon the first, banish the second.
def _book_fits(ctx: Ctx, c: Card) -> bool:
    if c.data.kind != "monster":
        return False
    mine = c.owner == ctx.player
    if mine and c.data.race != "Zombie":
        return False
    return all((x.owner == ctx.player) != mine for x in picked(ctx) if x.idx != c.idx)


def _book_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return room(ctx) and any(d.cards[i].data.race == "Zombie" and d.cards[i].data.kind == "monster"
                             for i in d.players[ctx.player].grave) and any(
        d.cards[i].data.kind == "monster" for i in d.players[ctx.opponent].grave)


def _book_of_life(res: Resolution) -> None:
    for t in res.targets():
        if t.owner == res.player:
            summon(res, t)
    res.duel.banish([t for t in res.targets() if t.owner != res.player], res.cause)


define(2204140, Effect(A, _book_of_life, needs=_book_needs, asks=True,
                       target=TargetSpec(zone=Zone.GRAVE, count=2, where=_book_fits,
                                         text_en="a Zombie in your graveyard and a monster in the opponent's",
                                         text_ja="自分の墓地のアンデット族と相手の墓地のモンスター"),
                       text_en="special summon your Zombie; banish the opponent's monster",
                       text_ja="アンデット族を特殊召喚し、相手のモンスターを除外する"))


# クイズ / Question: the opponent names the monster at the bottom of your graveyard (they may not look at
# the graveyard); right: it is banished; wrong: it is special summoned to your field.
def _bottom_monster(ctx: Ctx) -> Card | None:
    d = ctx.duel
    g = [d.cards[i] for i in d.players[ctx.player].grave if d.cards[i].data.kind == "monster"]
    return g[0] if g else None


def _question(res: Resolution) -> None:
    d = res.duel
    m = _bottom_monster(ctx_of(res))
    if m is None:
        return
    names = sorted({c.data.name_ja for c in d.cards if c.data.kind == "monster" and c.data.name_ja})
    o = res.ask([Option(f"name:{n}", "name", label_en=n, label_ja=n) for n in names], "name", res.opponent,
                "name a monster", "モンスター名を宣言する")
    if o.label_ja == m.data.name_ja:
        d.banish([m], res.cause)
    else:
        summon(res, m)


define(38723936, Effect(A, _question, needs=lambda ctx: _bottom_monster(ctx) is not None, asks=True,
                        text_en="the opponent names your graveyard's bottom monster: right, banish it; wrong, "
                                "special summon it",
                        text_ja="相手が墓地の一番下のモンスター名を当てる。外れれば特殊召喚"))


# 黙する死者 / Silent Doom: target a normal monster in your graveyard; special summon it in face-up defense
# position; it cannot attack.
def _silent_doom(res: Resolution) -> None:
    for t in summon_targets(res, Pos.DEFENSE):
        res.duel.restrict(t, "attack", res.cause, turns=10**6)


define(42534368, Effect(A, _silent_doom, needs=room,
                        target=grave_target(lambda ctx, c: c.data.is_normal_monster, "a normal monster in your "
                                            "graveyard", "自分の墓地の通常モンスター"),
                        text_en="special summon the target in defense position; it cannot attack",
                        text_ja="対象を表側守備表示で特殊召喚する。攻撃できない"))


# 騎士の称号 / Knight's Title: tribute a face-up 「ブラック・マジシャン」; special summon 「ブラック・マジシャンズ・
# ナイト」 from your hand, deck or graveyard. Likewise 光と闇の洗礼 / Dedication through Light and
# Darkness (quick-play: tribute 「ブラック・マジシャン」, 「混沌の黒魔術師」) and フォトン・ジェネレーター・ユニット /
# Photon Generator Unit (quick-play: tribute 2 「サイバー・ドラゴン」, 「サイバー・レーザー・ドラゴン」).
def _tribute_for(result: int, tribute: int, n: int, face_up: bool, text_en: str, text_ja: str) -> Effect:
    def ok(c: Card) -> bool:
        return c.data.passcode == result

    def op(res: Resolution) -> None:
        cands = from_anywhere(ctx_of(res), ok)
        if cands and res.duel.free_slots(res.player, Zone.MONSTERS) > 0:
            summon(res, res.ask_cards(cands))
            if any(c.zone is Zone.DECK for c in cands):
                res.duel.shuffle_deck(res.player)

    return Effect(A, op, cost=Cost(tribute=n, tribute_filter=lambda ctx, m: m.data.passcode == tribute and (
        m.face_up or not face_up)), needs=lambda ctx: bool(from_anywhere(ctx, ok)), asks=True,
        text_en=text_en, text_ja=text_ja)


define(87210505, _tribute_for(50725996, DARK_MAGICIAN, 1, True,
                              "special summon Dark Magician Knight from your hand, deck or graveyard",
                              "手札・デッキ・墓地から「ブラック・マジシャンズ・ナイト」を特殊召喚する"))
define(69542930, _tribute_for(40737112, DARK_MAGICIAN, 1, False,
                              "special summon Dark Magician of Chaos from your hand, deck or graveyard",
                              "手札・デッキ・墓地から「混沌の黒魔術師」を特殊召喚する"))
define(66607691, _tribute_for(4162088, CYBER_DRAGON, 2, False,
                              "special summon Cyber Laser Dragon from your hand, deck or graveyard",
                              "手札・デッキ・墓地から「サイバー・レーザー・ドラゴン」を特殊召喚する"))


# Ｏ－オーバーソウル / O - Oversoul: target an 「Ｅ・ＨＥＲＯ」 normal monster in your graveyard; special summon it.
def _summon_target(res: Resolution) -> None:
    summon_targets(res)


define(63703130, Effect(A, _summon_target, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.is_normal_monster and name_has(c, "E・HERO"),
                                            "an Elemental HERO normal monster in your graveyard",
                                            "自分の墓地の「Ｅ・ＨＥＲＯ」通常モンスター"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))


# コクーン・リボーン / Cocoon Rebirth (continuous spell): tribute a face-up 「Ｃ」 monster you control (the cost);
# special summon the 「Ｎ」 monster it names from either graveyard.
def _neo_for(ctx: Ctx, sides: tuple[int, ...], zones: tuple[Zone, ...], neo: int) -> list[Card]:
    return [c for p in sides for z in zones for c in monsters_in(ctx, p, z, lambda c: c.data.passcode == neo)]


def _named_neo(res: Resolution) -> int:
    """The 「Ｎ」 monster named by the 「Ｃ」 monster tributed as the cost."""
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    return CHRYSALIS[paid[0].data.passcode] if paid else 0


def _cocoon_rebirth(res: Resolution) -> None:
    cands = _neo_for(ctx_of(res), (0, 1), (Zone.GRAVE,), _named_neo(res))
    if cands:
        summon(res, res.ask_cards(cands))


def _revivable_chrysalis(ctx: Ctx, c: Card) -> bool:
    return c.face_up and c.data.passcode in CHRYSALIS and bool(
        _neo_for(ctx, (0, 1), (Zone.GRAVE,), CHRYSALIS[c.data.passcode]))


define(43644025, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.IGNITION, _cocoon_rebirth, asks=True, cost=Cost(tribute=1, tribute_filter=_revivable_chrysalis),
              text_en="tribute a face-up Chrysalis: special summon the Neo-Spacian it names from a graveyard",
              text_ja="「Ｃ」を生け贄に捧げ、記された「Ｎ」を墓地から特殊召喚する"))


# 充電器 / Battery Charger: pay 500 LP; special summon a 「電池メン」 monster from your graveyard.
def _batteryman(c: Card) -> bool:
    return name_has(c, "電池メン")


def _battery_charger(res: Resolution) -> None:
    cands = monsters_in(ctx_of(res), res.player, Zone.GRAVE, _batteryman)
    if cands:
        summon(res, res.ask_cards(cands))


define(61181383, Effect(A, _battery_charger, cost=Cost(lp=500), asks=True,
                        needs=lambda ctx: room(ctx) and bool(monsters_in(ctx, ctx.player, Zone.GRAVE, _batteryman)),
                        text_en="special summon a Batteryman from your graveyard",
                        text_ja="自分の墓地の「電池メン」１体を特殊召喚する"))


# レベル調整 / Level Modulation: the opponent draws 2; special summon an 「ＬＶ」 monster from your graveyard,
# ignoring its summoning conditions; this turn it cannot attack, and its effects are neither activated nor
# applied (a continuous negation of that monster object left for the turn).
def _lv(c: Card) -> int:
    """The "LV" number in a card's name, or 0."""
    name = unicodedata.normalize("NFKC", c.data.name_ja)
    i = name.find("LV")
    digits = ""
    if i >= 0:
        for ch in name[i + 2:]:
            if not ch.isdigit():
                break
            digits += ch
    return int(digits) if digits else 0


def _lv_base(c: Card) -> str:
    name = unicodedata.normalize("NFKC", c.data.name_ja)
    return name[:name.find("LV")].strip() if "LV" in name else name


def _level_modulation(res: Resolution) -> None:
    d = res.duel
    d.draw(res.opponent, 2, res.cause)
    cands = monsters_in(ctx_of(res), res.player, Zone.GRAVE, lambda c: _lv(c) > 0)
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    d.special_summon(c, res.player, ask_position(res), res.cause, ignore_conditions=True)
    if c.zone is Zone.MONSTERS:
        d.restrict(c, "attack", res.cause)
        d.restrict(c, "activate", res.cause)
        ref = (c.idx, c.oid)
        d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, m: (
            m.idx, m.oid) == ref, text_en="its effects do not apply this turn", text_ja="このターン効果を適用できない"),
            res.cause)


define(61850482, Effect(A, _level_modulation, asks=True,
                        needs=lambda ctx: room(ctx) and may_draw("opp")(ctx) and bool(
                            monsters_in(ctx, ctx.player, Zone.GRAVE, lambda c: _lv(c) > 0)),
                        text_en="the opponent draws 2; special summon an LV monster from your graveyard",
                        text_ja="相手は２枚ドローし、墓地の「ＬＶ」モンスター１体を特殊召喚する"))


# ボンディング－Ｈ２Ｏ / Bonding - H2O: tribute 2 「ハイドロゲドン」 and 1 「オキシゲドン」; special summon
# 「ウォーター・ドラゴン」 from your hand, deck or graveyard.
def _h2o_tribute(ctx: Ctx, m: Card) -> bool:
    got = picked(ctx)
    if m.data.passcode == HYDROGEDDON:
        return sum(1 for c in got if c.data.passcode == HYDROGEDDON) < 2
    if m.data.passcode == OXYGEDDON:
        return not any(c.data.passcode == OXYGEDDON for c in got)
    return False


def _h2o_ready(ctx: Ctx) -> bool:
    mine = ctx.duel.monsters_of(ctx.player)
    return sum(1 for c in mine if c.data.passcode == HYDROGEDDON) >= 2 and any(
        c.data.passcode == OXYGEDDON for c in mine) and bool(
        from_anywhere(ctx, lambda c: c.data.passcode == 85066822))


def _h2o(res: Resolution) -> None:
    cands = from_anywhere(ctx_of(res), lambda c: c.data.passcode == 85066822)
    if cands:
        summon(res, res.ask_cards(cands))


define(45898858, Effect(A, _h2o, cost=Cost(tribute=3, tribute_filter=_h2o_tribute), needs=_h2o_ready, asks=True,
                        text_en="special summon Water Dragon from your hand, deck or graveyard",
                        text_ja="手札・デッキ・墓地から「ウォーター・ドラゴン」を特殊召喚する"))


# 自律行動ユニット / Autonomous Action Unit (equip): pay 1500 LP; target a monster in the opponent's graveyard;
# special summon it to your field in attack position and equip this card to it. The monster is destroyed when
# this card leaves the field.
define(71453557, Effect(A, lambda res: _equip_summoned(res, Pos.ATTACK, "leaves"), cost=Cost(lp=1500),
                        needs=room,
                        target=grave_target(lambda ctx, c: True, "a monster in the opponent's graveyard",
                                            "相手の墓地のモンスター", side="opp"),
                        text_en="special summon the target to your field in attack position and equip this card",
                        text_ja="対象を自分フィールドに攻撃表示で特殊召喚し、このカードを装備する"))

# 契約の履行 / Fulfillment of the Contract (equip): pay 800 LP; target a ritual monster in your graveyard;
# special summon it and equip this card to it. The monster is banished when this card is destroyed.
define(48206762, Effect(A, lambda res: _equip_summoned(res, None, "destroyed", Then.BANISH), cost=Cost(lp=800),
                        needs=room, asks=True,
                        target=grave_target(lambda ctx, c: "ritual" in c.data.subtypes,
                                            "a ritual monster in your graveyard", "自分の墓地の儀式モンスター"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))

# 再融合 / Re-Fusion (equip): pay 800 LP; target a fusion monster in your graveyard; special summon it and
# equip this card to it. The monster is banished when this card is destroyed.
define(74694807, Effect(A, lambda res: _equip_summoned(res, None, "destroyed", Then.BANISH), cost=Cost(lp=800),
                        needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.is_fusion, "a fusion monster in your graveyard",
                                            "自分の墓地の融合モンスター"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))


# 継承の印 / Symbol of Heritage (equip): while 3 monsters of the same name are in your graveyard, target one
# of them; special summon it and equip this card to it. The monster is destroyed when this card is destroyed.
def _three_of_a_name(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return sum(1 for i in d.players[ctx.player].grave
               if d.cards[i].data.kind == "monster" and d.cards[i].data.name_ja == c.data.name_ja) >= 3


define(45305419, Effect(A, lambda res: _equip_summoned(res, None, "destroyed"), needs=room, asks=True,
                        target=grave_target(_three_of_a_name, "one of 3 same-name monsters in your graveyard",
                                            "自分の墓地に３枚ある同名モンスター"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))

# 戦線復活の代償 / Symbols of Duty (equip): send a normal monster you control to the graveyard (the cost); target
# a monster in either graveyard; special summon it and equip this card. The monster is destroyed when this card
# leaves the field.
define(78794994, Effect(A, lambda res: _equip_summoned(res, None, "leaves"), needs=room, asks=True,
                        cost=Cost(tribute=1, tribute_sends=True,
                                  tribute_filter=lambda ctx, m: m.data.is_normal_monster),
                        target=grave_target(lambda ctx, c: True, "a monster in a graveyard", "墓地のモンスター",
                                            side="any"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))


# ブランチ / Branch! (continuous spell): when a fusion monster on the field is destroyed and sent to the
# graveyard, you may target a monster in your graveyard used as a fusion material for its fusion summon;
# special summon it.
def _fusion_destroyed(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ctx.card.active and c.data.is_fusion and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)


def _last_record(ctx: Ctx, fusion_card: Card) -> fusion.FusionRecord | None:
    """The latest fusion summon of this card (the object that was just destroyed)."""
    return next((r for r in reversed(fusion.records(ctx.duel)) if r.monster == fusion_card.idx), None)


def _branch_fits(ctx: Ctx, c: Card) -> bool:
    for ev in ctx.events:
        if ev.kind == "destroyed" and ev.card >= 0:
            r = _last_record(ctx, ctx.duel.cards[ev.card])
            if r is not None and (c.idx, c.oid) in r.materials:
                return True
    return False


define(30548775, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _summon_target, trigger="destroyed", when=_fusion_destroyed, self_trigger=False, mandatory=False,
              misses_timing=True, needs=room, asks=True,
              target=grave_target(_branch_fits, "a fusion material of the destroyed fusion monster",
                                  "破壊された融合モンスターの融合素材"),
              text_en="special summon a fusion material of the destroyed fusion monster",
              text_ja="破壊された融合モンスターの融合素材１体を特殊召喚する"))


# 暗黒界に続く結界通路 / Gateway to Dark World (quick-play): target a 「暗黒界」 monster in your graveyard;
# special summon it. In the turn you activate it you summon no other monster (normal, flip or special summon):
# not before it (it cannot be activated then), nor after its activation.
define(93431518, Effect(A, _summon_target, needs=room, asks=True, turn_ban=("summon", "flip_summon", "special_summon"),
                        target=grave_target(lambda ctx, c: name_has(c, "暗黒界"), "a Dark World monster in your "
                                            "graveyard", "自分の墓地の「暗黒界」モンスター"),
                        text_en="special summon the target; you summon no other monster this turn",
                        text_ja="対象を特殊召喚する。このターン他にモンスターを召喚・反転召喚・特殊召喚できない"))


# レベルダウン！？ / Level Down!? (quick-play): target a face-up 「ＬＶ」 monster; return it to its owner's deck
# and special summon from the owner's graveyard a monster of the same name with a lower LV, ignoring its
# summoning conditions, to the owner's field.
def _lower(ctx: Ctx, c: Card) -> list[Card]:
    return monsters_in(ctx, c.owner, Zone.GRAVE, lambda g: 0 < _lv(g) < _lv(c) and _lv_base(g) == _lv_base(c))


def _level_down(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for t in res.targets():
        owner = t.owner
        d.to_deck([t], res.cause)
        cands = _lower(ctx, t)
        if cands:
            summon(res, res.ask_cards(cands), player=owner)


define(90500169, Effect(A, _level_down, asks=True,
                        target=TargetSpec(face="up", where=lambda ctx, c: _lv(c) > 0,
                                          text_en="a face-up LV monster", text_ja="表側表示の「ＬＶ」モンスター"),
                        text_en="return the target to the deck; special summon its lower LV from the graveyard",
                        text_ja="対象をデッキに戻し、墓地から低い「ＬＶ」の同名モンスターを特殊召喚する"))


# 地獄の暴走召喚 / Inferno Reckless Summon (quick-play): when exactly 1 monster with 1500 or less ATK is
# special summoned to your field while the opponent controls a face-up monster: special summon from your
# hand, deck and graveyard every monster of its name in attack position; the opponent chooses one of
# their face-up monsters and does the same. It answers the summon in the window right after it
# (`responds_to`).
def _reckless_summoned(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    evs = [e for e in ctx.events if e.kind == "special_summoned"]
    if len(evs) != 1:
        return []
    c = d.cards[evs[0].card]
    if c.zone is not Zone.MONSTERS or c.ctl != ctx.player or d.atk(c) > 1500:
        return []
    return [c]


def _same_name_everywhere(ctx: Ctx, p: int, name: str) -> list[Card]:
    return [c for z in (Zone.HAND, Zone.DECK, Zone.GRAVE) for c in monsters_in(ctx, p, z,
                                                                               lambda x: x.data.name_ja == name)]


def _reckless(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    evs = [e for e in res.link.events if e.kind == "special_summoned"]
    if not evs:
        return
    first = d.cards[evs[0].card]
    for c in _same_name_everywhere(ctx, res.player, first.data.name_ja):
        summon(res, c, pos=Pos.ATTACK)
    theirs = [c for c in d.monsters_of(res.opponent) if c.face_up]
    if theirs:
        pick = res.ask_cards(theirs, player=res.opponent)
        for c in _same_name_everywhere(ctx, res.opponent, pick.data.name_ja):
            summon(res, c, player=res.opponent, pos=Pos.ATTACK)
    d.shuffle_deck(res.player)
    d.shuffle_deck(res.opponent)


define(12247206, Effect(A, _reckless, condition=lambda ctx: bool(_reckless_summoned(ctx)) and any(
    c.face_up for c in ctx.duel.monsters_of(ctx.opponent)), asks=True, responds_to=("special_summoned",),
    text_en="special summon every copy of the summoned monster; the opponent does the same",
    text_ja="特殊召喚されたモンスターの同名モンスターを可能な限り特殊召喚する。相手も同様"))


# 遠心分離フィールド / Centrifugal Field (field spell): when a fusion monster is destroyed by a card effect
# and sent to the graveyard, its owner may special summon one of the materials it lists from their
# graveyard. (Here: the field spell's controller, for their own fusion monsters.)
def _fusion_destroyed_by_effect(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return (ctx.card.active and c.data.is_fusion and c.owner == ctx.player and ev.cause.reason is Reason.EFFECT
            and ev.dst == int(Zone.GRAVE) and ev.src == int(Zone.MONSTERS))


def _centrifugal_fits(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return any(ev.kind == "destroyed" and ev.card >= 0 and c.data.passcode in fusion.listed(d.cards[ev.card].data)
               for ev in ctx.events)


define(1801154, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _summon_target, trigger="destroyed", when=_fusion_destroyed_by_effect, self_trigger=False,
              mandatory=False, misses_timing=True, needs=room, asks=True,
              target=grave_target(_centrifugal_fits, "a fusion material the destroyed fusion monster lists",
                                  "破壊された融合モンスターに記された融合素材"),
              text_en="special summon a fusion material the destroyed fusion monster lists",
              text_ja="破壊された融合モンスターに記された融合素材１体を特殊召喚する"))


# 摩天楼２－ヒーローシティ / Skyscraper 2 - Hero City (field spell): once a turn, in your main phase, target an
# 「Ｅ・ＨＥＲＯ」 monster in your graveyard that was destroyed by battle; special summon it. (It knows only
# of the battle destructions that happened while it was face-up on the field.)
def _hero_city_watch(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    if ctx.card.active and name_has(c, "E・HERO") and by_battle(ctx, ev):
        note(ctx, "hero_city", c)
    return False


define(47596607, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.IGNITION, _summon_target, once_per_turn=True, needs=room, asks=True,
              target=grave_target(lambda ctx, c: noted(ctx, "hero_city", c) is not None,
                                  "an Elemental HERO in your graveyard destroyed by battle",
                                  "戦闘で破壊された自分の墓地の「Ｅ・ＨＥＲＯ」"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"),
       Effect(T, _never, trigger="destroyed", when=_hero_city_watch, self_trigger=False,
              text_en="(remembers the heroes destroyed by battle)",
              text_ja="（戦闘で破壊されたＥ・ＨＥＲＯを覚えておく）"))


# ==== traps (R004-053) ===============================================================================

# 降霊の儀式 / Rite of Spirit: target a 「墓守の」 monster in your graveyard; special summon it. Its activation
# and effect are unaffected by 「王家の眠る谷－ネクロバレー」.
define(30450531, Effect(A, _summon_target, needs=room, asks=True, ignores=(NECROVALLEY,),
                        target=grave_target(lambda ctx, c: name_has(c, "墓守の"), "a Gravekeeper's monster in your "
                                            "graveyard", "自分の墓地の「墓守の」モンスター"),
                        text_en="special summon the target (unaffected by Necrovalley)",
                        text_ja="対象を特殊召喚する（「王家の眠る谷－ネクロバレー」の効果を受けない）"))

def _summon_until_end_phase(res: Resolution) -> None:
    """Special summon the target; it is destroyed at the start of the end phase (applied at once)."""
    for t in summon_targets(res):
        res.duel.at_end_phase(t, Then.DESTROY, res.cause)


# デーモンの雄叫び / Archfiend's Roar: pay 500 LP; target a 「デーモン」 monster in your graveyard; special summon
# it; it can never be tributed, and it is destroyed in the end phase.
def _roar(res: Resolution) -> None:
    for t in summon_targets(res):
        res.duel.restrict(t, "be_tributed", res.cause, turns=None)
        res.duel.at_end_phase(t, Then.DESTROY, res.cause)


define(56246017, Effect(A, _roar, cost=Cost(lp=500), needs=room, asks=True,
                        target=grave_target(lambda ctx, c: name_has(c, "デーモン"), "an Archfiend monster in your "
                                            "graveyard", "自分の墓地の「デーモン」モンスター"),
                        text_en="special summon the target; it cannot be tributed; destroy it in the end phase",
                        text_ja="対象を特殊召喚する。生け贄にできず、エンドフェイズに破壊する"))


# 六武衆推参！ / Return of the Six Samurai: target a 「六武衆」 monster in your graveyard; special summon it; it is
# destroyed in the end phase.
define(46874015, Effect(A, _summon_until_end_phase, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: name_has(c, "六武衆"), "a Six Samurai monster in your "
                                            "graveyard", "自分の墓地の「六武衆」モンスター"),
                        text_en="special summon the target; destroy it in the end phase",
                        text_ja="対象を特殊召喚する。エンドフェイズに破壊する"))


# 究極・背水の陣 / Backs to the Wall: pay LP so that exactly 100 remain (the cost, R004-046); special summon
# as many 「六武衆」 monsters from your graveyard as possible, one of each name (chosen one by one, each in
# the position its player chooses).
def _backs_to_the_wall(res: Resolution) -> None:
    d = res.duel
    names: set[str] = set()
    while d.free_slots(res.player, Zone.MONSTERS) > 0:
        cands = monsters_in(ctx_of(res), res.player, Zone.GRAVE,
                            lambda c: name_has(c, "六武衆") and c.data.name_ja not in names)
        if not cands:
            return
        c = res.ask_cards(cands, "choice")
        names.add(c.data.name_ja)
        if not summon(res, c):
            return


define(32603633, Effect(A, _backs_to_the_wall, cost=Cost(lp_down_to=100), asks=True,
                        text_en="special summon as many differently named Six Samurai monsters from your graveyard "
                                "as possible",
                        text_ja="自分の墓地の「六武衆」モンスターを可能な限り特殊召喚する（同名カードは１枚まで）"))


# Traps answering a monster destroyed by battle and sent to the graveyard: they are activated in the window
# at the end of the damage step that carries those destructions (`responds_to`).
def _battle_destroyed(ctx: Ctx) -> list[tuple[Card, Event]]:
    d = ctx.duel
    out = []
    for e in ctx.events:
        c = d.cards[e.card] if e.card >= 0 else None
        if (c is not None and e.kind == "destroyed" and e.cause.reason is Reason.BATTLE
                and e.src == int(Zone.MONSTERS) and e.dst == int(Zone.GRAVE) and c.zone is Zone.GRAVE
                and c.data.kind == "monster"):
            out.append((c, e))
    return out


def _pick_destroyed(res: Resolution) -> tuple[Card, Event] | None:
    found = [(c, e) for c, e in _battle_destroyed(ctx_of(res)) if c.zone is Zone.GRAVE]
    if not found:
        return None
    if len(found) == 1:
        return found[0]
    c = res.ask_cards([c for c, _ in found], "choice")
    return next((x, e) for x, e in found if x.idx == c.idx)


# 時の機械－タイム・マシーン / Time Machine: special summon that monster to its owner's field in the battle
# position it had when it was destroyed.
def _time_machine(res: Resolution) -> None:
    picked = _pick_destroyed(res)
    if picked is None:
        return
    c, ev = picked
    pos = Pos(ev.pos) if ev.pos in (int(Pos.ATTACK), int(Pos.DEFENSE), int(Pos.SET)) else Pos.ATTACK
    summon(res, c, player=c.owner, pos=pos)


define(80987696, Effect(A, _time_machine, condition=lambda ctx: bool(_battle_destroyed(ctx)), asks=True,
                        responds_to=("destroyed",),
                        text_en="special summon the monster destroyed by battle in the position it had",
                        text_ja="戦闘で破壊されたモンスターを破壊された時と同じ表示形式で特殊召喚する"))


# 命の綱 / Rope of Life: when a monster of yours is destroyed by battle and sent to the graveyard, discard your
# whole hand (the cost, at least 1 card) and target that monster: special summon it; it gains 800 ATK.
def _mine_just_destroyed(ctx: Ctx, c: Card) -> bool:
    return c.owner == ctx.player and any(x.idx == c.idx for x, _ in _battle_destroyed(ctx))


def _rope(res: Resolution) -> None:
    for t in summon_targets(res):
        res.duel.boost(t, 800, 0, res.cause, until_end=False)


define(93382620, Effect(A, _rope, asks=True, responds_to=("destroyed",), cost=Cost(discard_all=True),
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=_mine_just_destroyed,
                                          text_en="your monster just destroyed by battle",
                                          text_ja="戦闘で破壊され墓地へ送られた自分のモンスター"),
                        text_en="discard your hand: special summon the target; it gains 800 ATK",
                        text_ja="手札を全て捨て、対象を特殊召喚し、攻撃力を８００アップする"))


# 復活の墓穴 / The Grave of Enkindling: when a monster you control is destroyed by battle and sent to the
# graveyard: you, then the opponent, each choose 1 monster in your own graveyard (as it resolves); each is special
# summoned to its chooser's field in face-up defense position, and cannot change its battle position while it
# stays face-up there.
def _mine_destroyed_by_battle(ctx: Ctx) -> bool:
    return any(e.player == ctx.player for _, e in _battle_destroyed(ctx))


def _revivable_in(res: Resolution, p: int) -> list[Card]:
    ctx = ctx_of(res)
    return monsters_in(ctx, p, Zone.GRAVE, lambda c: can_special_summon(ctx, c))


def _enkindling(res: Resolution) -> None:
    d = res.duel
    picks: list[tuple[Card, int]] = []
    for p in (res.player, res.opponent):
        cands = _revivable_in(res, p)
        if cands and d.free_slots(p, Zone.MONSTERS) > 0:
            picks.append((res.ask_cards(cands, player=p), p))
    for c, p in picks:
        if summon(res, c, player=p, pos=Pos.DEFENSE):
            d.linger(res.card, res.player, _position_kept(c), res.cause, turns=None, while_there=c)


def _position_kept(c: Card) -> Effect:
    """This monster object cannot change its battle position while it stays face-up."""
    ref = (c.idx, c.oid)
    return Effect(Kind.CONTINUOUS, forbids=("change_position",),
                  affects=lambda ctx, m: (m.idx, m.oid) == ref and m.face_up,
                  text_en="it cannot change its battle position", text_ja="表示形式を変更できない")


define(84136000, Effect(A, _enkindling, condition=_mine_destroyed_by_battle, asks=True,
                        responds_to=("destroyed",),
                        text_en="each player special summons a monster of their graveyard in defense position; it "
                                "cannot change its position",
                        text_ja="お互いに自分の墓地のモンスター１体を守備表示で特殊召喚する。それは表示形式を変更できない"))


# サンドモス / Sand Moth: when this card, face-down in defense position, is destroyed and sent to the graveyard,
# special summon it with its original ATK and DEF swapped (the move event's `pos` is its position before;
# the swap is a lasting ATK/DEF change: the engine has no way to set original values).
def _sand_moth_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE) and ev.pos == int(Pos.SET)


def _sand_moth(res: Resolution) -> None:
    c = res.card
    if revive_self(res):
        a, df = c.data.atk or 0, c.data.def_ or 0
        res.duel.boost(c, df - a, a - df, res.cause, until_end=False)


define(73648243, Effect(T, _sand_moth, trigger="destroyed", when=_sand_moth_destroyed, asks=True, needs=room,
                        text_en="special summon this card with its original ATK and DEF swapped",
                        text_ja="このカードを元々の攻撃力と守備力を入れ替えて特殊召喚する"))


# 毒蛇王ヴェノミノン / Vennominon the King of Poisonous Snakes and 毒蛇神ヴェノミナーガ / Vennominaga the Deity of
# Poisonous Snakes: +500 ATK for each Reptile monster in your graveyard; when destroyed and sent to the
# graveyard, you can banish another Reptile monster from your graveyard (the cost) to special summon it.
# ヴェノミノン cannot be special summoned by another effect monster's effect and is unaffected by
# 「ヴェノム・スワンプ」. ヴェノミナーガ is special summoned only by 「蛇神降臨」 or its own effect; no card's
# effect can target it and it is unaffected by other cards' effects; each time it inflicts battle damage to the
# opponent a Hyper Venom counter is placed on it, and its controller wins once the third is placed.
VENOM_SWAMP = 54306223
HYPER_VENOM = "ハイパーヴェノムカウンター"


def _reptile(ctx: Ctx, c: Card) -> bool:
    return c.idx != ctx.card.idx and c.data.kind == "monster" and c.data.race == "Reptile"


def _reptiles_in_grave(ctx: Ctx, c: Card) -> int:
    return 500 * sum(1 for g in monsters_in(ctx, c.ctl, Zone.GRAVE, lambda x: x.data.race == "Reptile"))


def _destroyed_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE)


def _venom_revival() -> Effect:
    return Effect(T, _revive_self_op, trigger="destroyed", when=_destroyed_to_grave,
                  mandatory=False, misses_timing=True, asks=True, cost=Cost(banish_grave=1, banish_filter=_reptile),
                  needs=lambda ctx: room(ctx) and bool(monsters_in(ctx, ctx.player, Zone.GRAVE,
                                                                   lambda x: _reptile(ctx, x))),
                  text_en="banish another Reptile monster from your graveyard: special summon this card",
                  text_ja="自分の墓地の爬虫類族モンスター１体を除外し、このカードを特殊召喚する")


def _itself(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx


def _hyper_venom(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is Zone.MONSTERS and c.oid == res.link.oid and d.add_counter(c, HYPER_VENOM, 1, res.cause) \
            and c.counters.get(HYPER_VENOM, 0) >= 3:
        d.win(c.ctl)


def _battle_damage_to_opponent(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player == ctx.opponent


def _venom_atk() -> Effect:
    return Effect(Kind.CONTINUOUS, affects=_itself, atk=_reptiles_in_grave,
                  text_en="gains 500 ATK for each Reptile monster in your graveyard",
                  text_ja="自分の墓地の爬虫類族モンスター１体につき攻撃力５００アップ")


define(72677437, _venom_atk(),
       Effect(Kind.CONTINUOUS, affects=_itself, unaffected_by=lambda ctx, c, src, p: src.data.passcode == VENOM_SWAMP,
              text_en="unaffected by Venom Swamp", text_ja="「ヴェノム・スワンプ」の効果を受けない"),
       _venom_revival(), special_by=not_by_other_effect_monsters)
define(8062132, _venom_atk(),
       Effect(Kind.CONTINUOUS, affects=_itself, untargetable=True,
              unaffected_by=lambda ctx, c, src, p: src.idx != ctx.card.idx,
              text_en="no card's effect can target it; unaffected by other cards' effects",
              text_ja="カードの効果の対象にならず、このカード以外の効果を受けない"),
       _venom_revival(),
       Effect(T, _hyper_venom, trigger="damage", self_trigger=False, when=_battle_damage_to_opponent,
              text_en="battle damage to the opponent: a Hyper Venom counter; the third wins the duel",
              text_ja="相手に戦闘ダメージを与えた時ハイパーヴェノムカウンターを１つ置き、３つ目でデュエルに勝利する"),
       special_by=by_effect_of(SERPENTINE_INVOCATION, 8062132))


# デスルークデーモン / Desrook Archfiend: the dice Archfiends' maintenance cost and die,
# and a quick effect from the hand: when a 「ジェノサイドキングデーモン」 you control is
# destroyed and sent to the graveyard, send this card from the hand to the graveyard (the cost) to special
# summon that monster from the graveyard. It answers the destruction in the window right after the chain or
# battle that made it (`responds_to`).
TERRORKING = 35975813


def _terrorking_just_destroyed(ctx: Ctx, c: Card) -> bool:
    return c.data.passcode == TERRORKING and any(
        e.kind == "destroyed" and e.card == c.idx and e.src == int(Zone.MONSTERS) and e.player == ctx.player
        for e in ctx.events)


def _desrook(res: Resolution) -> None:
    summon_targets(res)


define(72192100, *archfiend(500, (3,), Effect(
    Kind.QUICK, _desrook, from_zone=Zone.HAND, damage_step=True, asks=True, needs=room,
    cost=Cost(self_to="send"), responds_to=("destroyed",),
    target=grave_target(_terrorking_just_destroyed, "the Terrorking Archfiend just destroyed",
                        "破壊された「ジェノサイドキングデーモン」"),
    text_en="send this card from the hand to the graveyard: special summon that Terrorking Archfiend",
    text_ja="手札のこのカードを墓地へ送り、その「ジェノサイドキングデーモン」を特殊召喚する")))


# コクーン・ヴェール / Cocoon Veil: tribute a face-up 「Ｃ」 monster (the cost); effects deal no damage to either
# player this turn; then special summon the 「Ｎ」 monster it names from your hand, deck or either graveyard.
def _cocoon_veil(res: Resolution) -> None:
    d = res.duel
    for p in (res.player, res.opponent):
        d.forbid_player(p, "take_effect_damage", res.cause)
    d.next_thing()
    ctx = ctx_of(res)
    neo = _named_neo(res)
    cands = [*_neo_for(ctx, (res.player,), (Zone.HAND, Zone.DECK, Zone.GRAVE), neo),
             *_neo_for(ctx, (res.opponent,), (Zone.GRAVE,), neo)]
    if cands:
        summon(res, res.ask_cards(cands))
        d.shuffle_deck(res.player)


define(56641453, Effect(A, _cocoon_veil, asks=True,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, c: c.face_up and c.data.passcode in CHRYSALIS),
                        text_en="tribute a face-up Chrysalis: no effect damage this turn; special summon the "
                                "Neo-Spacian it names",
                        text_ja="「Ｃ」を生け贄に捧げ、このターン効果ダメージは０。記された「Ｎ」を特殊召喚する"))


# 地霊術－「鉄」 / Spiritual Earth Art - Kurogane: tribute an EARTH monster; target another level 4 or lower
# EARTH monster in your graveyard (not the one just tributed); special summon it.
def _kurogane_fits(ctx: Ctx, c: Card) -> bool:
    from arbiter.ocg.chain import Activation

    top = ctx.duel.stack[-1] if ctx.duel.stack else None
    just_tributed = isinstance(top, Activation) and top.card == ctx.card.idx and c.idx in top.cost_cards
    return has_attribute(c, "EARTH") and (c.data.level or 0) <= 4 and not just_tributed


define(70156997, Effect(A, _summon_target, asks=True,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: has_attribute(m, "EARTH")),
                        target=grave_target(_kurogane_fits, "another level 4 or lower EARTH monster in your "
                                            "graveyard", "自分の墓地のレベル４以下の地属性モンスター"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))


# 蘇りし魂 / Soul Resurrection and 正統なる血統 / Birthright (continuous traps): target a normal monster in your
# graveyard; special summon it (in defense / attack position). The two are tied: the monster is destroyed when
# this card leaves the field; this card is destroyed when the monster is destroyed (Soul Resurrection) / leaves
# the field (Birthright).
def _normal_in_grave(pos: Pos, back: str) -> Effect:
    return Effect(A, lambda res: tie_both(res, summon_targets(res, pos), back), needs=room,
                  target=grave_target(lambda ctx, c: c.data.is_normal_monster, "a normal monster in your graveyard",
                                      "自分の墓地の通常モンスター"),
                  text_en=f"special summon the target in {pos.name.lower()} position",
                  text_ja="対象を特殊召喚する")


def tie_both(res: Resolution, summoned: list[Card], back: str = "") -> None:
    """A continuous trap and the monsters it summoned are tied (`Duel.tie`): each is destroyed when the card
    leaves the field, and the card when one of them is destroyed (`back="destroyed"`) or leaves (`"leaves"`).
    A card that left the field before it resolved ties nothing."""
    d = res.duel
    if res.card.oid != res.link.oid or not res.card.on_field:
        return
    for t in summoned:
        d.tie(t, res.card, res.cause, on="leaves")
        if back:
            d.tie(res.card, t, res.cause, on=back)


define(92924317, _normal_in_grave(Pos.DEFENSE, "destroyed"))
define(35539880, _normal_in_grave(Pos.ATTACK, "leaves"))


# ヒステリック・パーティー / Hysteric Party (continuous trap): discard 1 card; special summon as many
# 「ハーピィ・レディ」 from your graveyard as possible; they are destroyed when this card leaves the field.
def _harpie(c: Card) -> bool:
    return is_named(c, HARPIE_LADY)


def _hysteric(res: Resolution) -> None:
    summoned = []
    for c in monsters_in(ctx_of(res), res.player, Zone.GRAVE, _harpie):
        if res.duel.free_slots(res.player, Zone.MONSTERS) == 0:
            break
        if summon(res, c):
            summoned.append(c)
    tie_both(res, summoned)


define(77778835, Effect(A, _hysteric, cost=Cost(discard=1), asks=True,
                        needs=lambda ctx: room(ctx) and bool(monsters_in(ctx, ctx.player, Zone.GRAVE, _harpie)),
                        text_en="special summon as many Harpie Ladies from your graveyard as possible",
                        text_ja="自分の墓地の「ハーピィ・レディ」を可能な限り特殊召喚する"))


# 化石発掘 / Fossil Excavation (continuous trap): discard 1 card; target a Dinosaur in your graveyard;
# special summon it; its effects are negated while this card stays. The two are tied: the monster is destroyed
# when this card leaves the field, this card when the monster is destroyed.
def _fossil(res: Resolution) -> None:
    summoned = summon_targets(res)
    for t in summoned:
        note(ctx_of(res), "fossil", res.card, t)
    tie_both(res, summoned, "destroyed")


def _fossil_negates(ctx: Ctx, c: Card) -> bool:
    return any(n.tag == "fossil" and n.card == ctx.card.idx and n.oid == ctx.card.oid and n.other == c.idx
               and n.other_oid == c.oid for n in notes(ctx.duel))


define(23869735, Effect(A, _fossil, cost=Cost(discard=1), needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.race == "Dinosaur", "a Dinosaur in your graveyard",
                                            "自分の墓地の恐竜族モンスター"),
                        text_en="special summon the target; its effects are negated",
                        text_ja="対象を特殊召喚する。その効果は無効化される"),
       Effect(Kind.CONTINUOUS, negates="monster", affects=_fossil_negates,
              text_en="the monster it summoned has its effects negated",
              text_ja="特殊召喚したモンスターの効果を無効にする"))


# ==== monsters (R004-054) ============================================================================

# ネフティスの鳳凰神 / Sacred Phoenix of Nephthys: destroyed by a card effect and sent to the graveyard: in
# your next standby phase it is special summoned from the graveyard. When it is special summoned, every
# spell and trap card on the field is destroyed (R004-061).
def _destroy_spells_traps(res: Resolution) -> None:
    d = res.duel
    d.destroy([d.cards[i] for p in (d.tp, 1 - d.tp) for i in (*d.players[p].spells, d.players[p].field) if i >= 0],
              res.cause)


define(61441708,
       _grave_phase_trigger(_in_later_own_standby("effect"), _revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       Effect(T, _destroy_spells_traps, trigger="special_summoned",
              text_en="destroy all spell and trap cards on the field",
              text_ja="フィールド上の魔法・罠カードを全て破壊する"),
       _marker("destroyed", "effect", by_effect))


# ヴァンパイア・ロード / Vampire Lord: when it deals battle damage to the opponent, declare a card type; the
# opponent sends a card of that type from their deck to the graveyard. Destroyed by an opponent's card
# effect and sent to the graveyard: special summoned in your next standby phase.
def _vl_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player != ctx.player


def _vl_mill(res: Resolution) -> None:
    d = res.duel
    kind = {"monster": "monster", "spell": "spell", "trap": "trap"}.get(res.link.declared, "")
    deck = [d.cards[i] for i in d.players[res.opponent].deck if d.cards[i].data.kind == kind]
    if deck:
        c = res.ask_cards(deck, player=res.opponent)
        d.send_to_grave([c.idx], res.cause)


define(53839837,
       Effect(T, _vl_mill, trigger="damage", when=_vl_damage, self_trigger=False, declare=("monster", "spell", "trap"),
              asks=True, text_en="declare a card type; the opponent sends a card of it from their deck",
              text_ja="カードの種類を宣言し、相手はその種類のカードをデッキから墓地へ送る"),
       _grave_phase_trigger(_in_later_own_standby("opp_effect"), _revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       _marker("destroyed", "opp_effect", by_opponents_effect))

# ゲルニア / Gernia: destroyed by an opponent's card effect and sent to the graveyard: special summoned in your
# next standby phase. (That it was face-up is not checked.)
define(77936940,
       _grave_phase_trigger(_in_later_own_standby("opp_effect"), _revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       _marker("destroyed", "opp_effect", by_opponents_effect))


# カース・オブ・ヴァンパイア / Vampire's Curse: destroyed by battle and sent to the graveyard: you may pay 500
# LP; in the standby phase of the next turn it is special summoned and gains 500 ATK.
def _curse_pay(res: Resolution) -> None:
    if res.card.zone is Zone.GRAVE and res.card.oid == res.link.oid:
        note(ctx_of(res), "curse", res.card)


def _curse_back(res: Resolution) -> None:
    if revive_self(res):
        res.duel.boost(res.card, 500, 0, res.cause, until_end=False)


def _next_turn_standby(tag: str) -> Callable[[Ctx, Event], bool]:
    def when(ctx: Ctx, ev: Event) -> bool:
        n = noted(ctx, tag, ctx.card)
        return ev.detail == "standby" and n is not None and n.turn == ctx.duel.turn - 1
    return when


define(34294855,
       Effect(T, _curse_pay, trigger="destroyed", when=by_battle, cost=Cost(lp=500), mandatory=False,
              text_en="pay 500 LP: it comes back in the next standby phase",
              text_ja="５００ライフを払い、次のスタンバイフェイズに特殊召喚する"),
       _grave_phase_trigger(_next_turn_standby("curse"), _curse_back,
                            "special summon this card; it gains 500 ATK", "このカードを特殊召喚し攻撃力５００アップ"))


# リバイバルスライム / Revival Jam: destroyed by battle and sent to the graveyard: you may pay 1000 LP; it is
# special summoned in defense position in your next standby phase.
def _jam_pay(res: Resolution) -> None:
    if res.card.zone is Zone.GRAVE and res.card.oid == res.link.oid:
        note(ctx_of(res), "jam", res.card)


def _jam_back(res: Resolution) -> None:
    revive_self(res, Pos.DEFENSE)


define(31709826,
       Effect(T, _jam_pay, trigger="destroyed", when=by_battle, cost=Cost(lp=1000), mandatory=False,
              text_en="pay 1000 LP: it comes back in your next standby phase",
              text_ja="１０００ライフを払い、次の自分のスタンバイフェイズに特殊召喚する"),
       _grave_phase_trigger(_in_later_own_standby("jam"), _jam_back,
                            "special summon this card in defense position", "このカードを守備表示で特殊召喚する"))


# Ｄ－ＨＥＲＯ ドゥームガイ / Destiny HERO - Fear Monger: destroyed by battle and sent to the graveyard: in your
# next standby phase, special summon another 「Ｄ－ＨＥＲＯ」 monster from your graveyard (targeted).
define(80744121,
       Effect(T, _summon_target, trigger="phase", when=_in_later_own_standby("battle"), self_trigger=False,
              from_zone=Zone.GRAVE, needs=room, asks=True,
              target=grave_target(lambda ctx, c: name_has(c, "D-HERO") and c.data.passcode != 80744121,
                                  "another Destiny HERO in your graveyard", "自分の墓地の他の「Ｄ－ＨＥＲＯ」"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"),
       _marker("destroyed", "battle", by_battle))


# Ｄ－ＨＥＲＯ ダイハードガイ / Destiny HERO - Captain Tenacious: once a turn, in your standby phase, you may
# target a 「Ｄ－ＨＥＲＯ」 monster in your graveyard that was destroyed by battle since your last standby phase
# while you controlled this face-up card; special summon it.
def _tenacious_watch(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    if name_has(c, "D-HERO") and ev.player == ctx.player and by_battle(ctx, ev):
        note(ctx, "tenacious", c, ctx.card)
    return False


def _tenacious_fits(ctx: Ctx, c: Card) -> bool:
    n = noted(ctx, "tenacious", c)
    return n is not None and n.other == ctx.card.idx and n.other_oid == ctx.card.oid and n.turn >= ctx.duel.turn - 2


define(77608643,
       Effect(T, _summon_target, trigger="phase", when=own_phase("standby"), self_trigger=False, once_per_turn=True,
              mandatory=False, needs=room, asks=True,
              target=grave_target(_tenacious_fits, "a Destiny HERO destroyed by battle since your last standby phase",
                                  "前の自分のスタンバイフェイズ以降に戦闘で破壊された「Ｄ－ＨＥＲＯ」"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"),
       Effect(T, _never, trigger="destroyed", when=_tenacious_watch, self_trigger=False,
              text_en="(remembers the Destiny HEROes destroyed by battle)",
              text_ja="（戦闘で破壊された「Ｄ－ＨＥＲＯ」を覚えておく）"))


# 怨念のキラードール / Malice Doll of Demise: sent from the field to the graveyard by a continuous spell's
# effect: special summoned in your next standby phase.
def _by_continuous_spell(ctx: Ctx, ev: Event) -> bool:
    src = ctx.duel.cards[ev.cause.card] if ev.cause.card >= 0 else None
    return (ev.cause.reason is Reason.EFFECT and _to_grave_from_field(ev) and src is not None
            and src.data.kind == "spell" and "continuous" in src.data.subtypes)


define(72657739,
       _grave_phase_trigger(_in_later_own_standby("continuous_spell"), _revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       _marker("destroyed", "continuous_spell", _by_continuous_spell),
       _marker("sent", "continuous_spell", _by_continuous_spell))


# 暗黒のマンティコア / Manticore of Darkness: in the end phase of a turn it was sent to the graveyard, you may
# send a Beast, Beast-Warrior or Winged Beast monster from your hand or face-up field to the graveyard
# (the cost, paid as the effect resolves here) to special summon it.
def _manticore_fodder(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    races = ("Beast", "Beast-Warrior", "Winged Beast")
    return [*monsters_in(ctx, ctx.player, Zone.HAND, lambda c: c.data.race in races),
            *[c for c in d.monsters_of(ctx.player) if c.face_up and c.data.race in races]]


def _manticore(res: Resolution) -> None:
    d = res.duel
    fodder = _manticore_fodder(ctx_of(res))
    if not fodder or res.card.zone is not Zone.GRAVE or res.card.oid != res.link.oid:
        return
    d.send_to_grave([res.ask_cards(fodder, "cost").idx], res.cause)
    revive_self(res)


def _manticore_when(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "end" and ctx.card.t_entered == ctx.duel.turn and bool(_manticore_fodder(ctx))


define(77121851, _grave_phase_trigger(_manticore_when, _manticore, "send a Beast, Beast-Warrior or Winged Beast to "
                                      "the graveyard: special summon this card",
                                      "獣族・獣戦士族・鳥獣族を墓地へ送り、このカードを特殊召喚する", mandatory=False))


# ドル・ドラ / Twin-Headed Behemoth: in the end phase of the turn it was destroyed on the field and sent to the
# graveyard, you may special summon it with 1000 ATK and DEF. Once per duel.
def _behemoth(res: Resolution) -> None:
    c = res.card
    if revive_self(res):
        note(ctx_of(res), "behemoth_used", c)
        res.duel.boost(c, 1000 - (c.data.atk or 0), 1000 - (c.data.def_ or 0), res.cause, until_end=False)


def _behemoth_when(ctx: Ctx, ev: Event) -> bool:
    used = any(n.tag == "behemoth_used" and n.card == ctx.card.idx for n in notes(ctx.duel))
    return not used and _in_end_phase_of("destroyed")(ctx, ev)


define(43586926,
       _grave_phase_trigger(_behemoth_when, _behemoth, "special summon this card with 1000 ATK and DEF",
                            "このカードを攻撃力・守備力１０００で特殊召喚する", mandatory=False),
       _marker("destroyed", "destroyed", lambda ctx, ev: _to_grave_from_field(ev)))


# トイ・マジシャン / Toy Magician: it may be set from the hand in a spell & trap zone as a spell. Set there and
# destroyed by an opponent's card effect (so sent to the graveyard), it is special summoned in that turn's end
# phase (R004-054.11). When it is flip summoned, destroy spells and traps on the field, as many as there are
# face-up 「トイ・マジシャン」 on the field.
TOY_MAGICIAN = 58132856


def _set_as_spell_destroyed(ctx: Ctx, ev: Event) -> bool:
    return by_opponents_effect(ctx, ev) and ev.src == int(Zone.SPELLS) and ev.pos == int(Pos.SET)


def _toy_flip(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and m.data.passcode == TOY_MAGICIAN)
    chosen: list[Card] = []
    for _ in range(n):
        left = [d.cards[i] for p in (0, 1) for i in (*d.players[p].spells, d.players[p].field)
                if i >= 0 and d.cards[i] not in chosen]
        if not left:
            break
        chosen.append(res.ask_cards(left, "destroy"))
    d.destroy(chosen, res.cause)


define(TOY_MAGICIAN,
       _grave_phase_trigger(_in_end_phase_of("set_spell_destroyed"), _revive_self_op, "special summon this card",
                            "このカードを特殊召喚する"),
       Effect(T, _toy_flip, trigger="summoned", when=lambda ctx, ev: ev.detail == "flip", asks=True,
              text_en="destroy as many spells/traps on the field as there are face-up Toy Magicians",
              text_ja="表側表示の「トイ・マジシャン」の数だけフィールドの魔法・罠カードを破壊する"),
       _marker("destroyed", "set_spell_destroyed", _set_as_spell_destroyed),
       sets_as_spell=True)


# きつね火 / Fox Fire: in the end phase of the turn it was destroyed by battle, it is special summoned; while
# face-up it cannot be tributed for a tribute summon.
define(88753985,
       _grave_phase_trigger(_in_end_phase_of("battle"), _revive_self_op, "special summon this card",
                            "このカードを特殊召喚する"),
       _marker("destroyed", "battle", by_battle),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, forbids=("tribute_summon",),
              text_en="it cannot be tributed for a tribute summon", text_ja="アドバンス召喚のためにはリリースできない"))


# ヘリオス・デュオ・メギストス / Helios Duo Megistus and ヘリオス・トリス・メギストス / Helios Trice Megistus:
# ATK/DEF = the banished monsters x 200 / x 300; in the end phase of the turn it was destroyed by battle,
# you may special summon it; it gains 300 / 500 ATK and DEF. Each may be special summoned from the hand by
# tributing 「原始太陽ヘリオス」 / 「ヘリオス・デュオ・メギストス」; Trice may attack a second time while the opponent
# controls a monster.
def _banished_monsters(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(1 for p in (0, 1) for i in d.players[p].banished if d.cards[i].data.kind == "monster")


def _helios(per: int, gain: int, passcode: int, tribute: int, *extra: Effect) -> None:
    def back(res: Resolution) -> None:
        if revive_self(res):
            res.duel.boost(res.card, gain, gain, res.cause, until_end=False)

    define(passcode,
           Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                  atk=lambda ctx, c: per * _banished_monsters(ctx),
                  defense=lambda ctx, c: per * _banished_monsters(ctx),
                  text_en=f"ATK/DEF: {per} x the banished monsters",
                  text_ja=f"攻撃力・守備力は除外されたモンスター×{per}"),
           _grave_phase_trigger(_in_end_phase_of("battle"), back, f"special summon this card; it gains {gain} ATK/DEF",
                                f"このカードを特殊召喚し、攻撃力・守備力{gain}アップ", mandatory=False),
           *extra,
           _marker("destroyed", "battle", by_battle),
           Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.data.passcode == tribute),
                  text_en="special summon from the hand by tributing the Helios it names",
                  text_ja="自分フィールドの記されたヘリオスを生け贄に捧げ、手札から特殊召喚する"))


_helios(200, 300, 80887952, HELIOS_THE_PRIMORDIAL_SUN)
_helios(300, 500, 17286057, 80887952,
        Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
               extra_attacks=lambda ctx, c: 1 if any(i >= 0 for i in ctx.duel.players[ctx.opponent].monsters) else 0,
               text_en="a second attack while the opponent controls a monster",
               text_ja="相手フィールドにモンスターがいれば、もう１度続けて攻撃できる"))


# ブレイン・クラッシャー / Brain Crusher: in the end phase of a turn it destroyed an opponent's monster by
# battle and sent it to the graveyard, you may special summon one of those monsters to your field.
def _crusher_watch(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.dst == int(Zone.GRAVE) \
            and ev.player != ctx.player:
        note(ctx, "crushed", d.cards[ev.card], ctx.card)
    return False


def _crushed(ctx: Ctx, c: Card) -> bool:
    n = noted(ctx, "crushed", c)
    return n is not None and n.turn == ctx.duel.turn and n.other == ctx.card.idx and n.other_oid == ctx.card.oid


define(81919143,
       Effect(T, _summon_target, trigger="phase", when=lambda ctx, ev: ev.detail == "end", self_trigger=False,
              once_per_turn=True, mandatory=False, needs=room, asks=True,
              target=grave_target(_crushed, "a monster it destroyed by battle this turn",
                                  "このターン戦闘で破壊したモンスター", side="opp"),
              text_en="special summon the target to your field", text_ja="対象を自分フィールドに特殊召喚する"),
       Effect(T, _never, trigger="destroyed", when=_crusher_watch, self_trigger=False,
              text_en="(remembers what it destroyed by battle)", text_ja="（戦闘で破壊したモンスターを覚えておく）"))


# ロードポイズン / Lord Poison: destroyed by battle and sent to the graveyard: target a Plant in your graveyard
# other than 「ロードポイズン」; special summon it.
define(40320754, Effect(T, _summon_target, trigger="destroyed", when=by_battle, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.race == "Plant" and c.data.passcode != 40320754,
                                            "a Plant in your graveyard other than Lord Poison",
                                            "「ロードポイズン」以外の自分の墓地の植物族"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))


# レスキューキューロイド / Ambulance Rescueroid: once a turn, when a monster you control is destroyed by battle
# and sent to the graveyard, you may special summon it in defense position.
def _own_battle_loss(ctx: Ctx, ev: Event) -> bool:
    return ev.player == ctx.player and ev.card != ctx.card.idx and by_battle(ctx, ev) \
        and ctx.duel.cards[ev.card].owner == ctx.player


def _rescue(res: Resolution) -> None:
    d = res.duel
    lost = [d.cards[e.card] for e in res.link.events if e.kind == "destroyed" and d.cards[e.card].zone is Zone.GRAVE]
    if lost:
        summon(res, lost[0], pos=Pos.DEFENSE)


fusion.materials(98927491, 24311595, 36378213)  # レスキューロイド + 救急救命ロイド
define(98927491, Effect(T, _rescue, trigger="destroyed", when=_own_battle_loss, self_trigger=False, mandatory=False,
                        once_per_turn=True, needs=room,
                        text_en="special summon the destroyed monster in defense position",
                        text_ja="破壊されたモンスターを守備表示で特殊召喚する"),
       special_by=by_fusion_summon)


# ジャッカルの霊騎士 / Ghost Knight of Jackal: when it destroys an opponent's monster by battle and sends it to
# the graveyard, you may special summon that monster to your field in face-up defense position.
def _jackal_win(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.dst == int(Zone.GRAVE) \
        and ev.player != ctx.player


def _jackal(res: Resolution) -> None:
    d = res.duel
    for e in res.link.events:
        c = d.cards[e.card]
        if e.kind == "destroyed" and c.zone is Zone.GRAVE:
            summon(res, c, pos=Pos.DEFENSE)
            return


define(13386503, Effect(T, _jackal, trigger="destroyed", when=_jackal_win, self_trigger=False, mandatory=False,
                        needs=room, text_en="special summon the destroyed monster to your field in defense position",
                        text_ja="破壊したモンスターを自分フィールドに表側守備表示で特殊召喚する"))


# ヴァンパイア・ベビー / Vampire Baby: at the end of the battle phase, you may special summon to your field a
# monster it destroyed by battle and sent to the graveyard this turn (from whichever graveyard it went to).
def _baby_watch(ctx: Ctx, ev: Event) -> bool:
    if ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.dst == int(Zone.GRAVE) \
            and ev.card != ctx.card.idx:
        note(ctx, "crushed", ctx.duel.cards[ev.card], ctx.card)
    return False


def _baby_victims(ctx: Ctx) -> list[Card]:
    return [c for p in (0, 1) for c in monsters_in(ctx, p, Zone.GRAVE, lambda c: _crushed(ctx, c))]


def _baby(res: Resolution) -> None:
    cands = _baby_victims(ctx_of(res))
    if cands:
        summon(res, res.ask_cards(cands))


define(56387350,
       Effect(T, _baby, trigger="phase", when=lambda ctx, ev: ev.detail == "battle:end" and ctx.duel.tp == ctx.player,
              self_trigger=False, mandatory=False, asks=True,
              needs=lambda ctx: room(ctx) and bool(_baby_victims(ctx)),
              text_en="special summon a monster it destroyed by battle this turn",
              text_ja="このターン戦闘で破壊したモンスターを特殊召喚する"),
       Effect(T, _never, trigger="destroyed", when=_baby_watch, self_trigger=False,
              text_en="(remembers what it destroyed by battle)", text_ja="（戦闘で破壊したモンスターを覚えておく）"))


# ウォーター・ドラゴン / Water Dragon: FIRE and Pyro monsters on the field have 0 ATK. Destroyed and sent to the
# graveyard: you may target 2 「ハイドロゲドン」 and 1 「オキシゲドン」 in your graveyard; special summon them.
def _h2o_parts(ctx: Ctx, c: Card) -> bool:
    got = [x for x in picked(ctx) if x.idx != c.idx]
    if c.data.passcode == HYDROGEDDON:
        return sum(1 for x in got if x.data.passcode == HYDROGEDDON) < 2
    if c.data.passcode == OXYGEDDON:
        return not any(x.data.passcode == OXYGEDDON for x in got)
    return False


def _water_dragon_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    g = [d.cards[i].data.passcode for i in d.players[ctx.player].grave]
    return d.free_slots(ctx.player, Zone.MONSTERS) >= 3 and g.count(HYDROGEDDON) >= 2 and OXYGEDDON in g


define(85066822,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: has_attribute(c, "FIRE") or c.data.race == "Pyro",
              atk=lambda ctx, c: -10**9, text_en="FIRE and Pyro monsters on the field have 0 ATK",
              text_ja="フィールド上の炎属性・炎族モンスターの攻撃力は０になる"),
       Effect(T, _summon_target, trigger="destroyed", when=lambda ctx, ev: _to_grave_from_field(ev), mandatory=False,
              misses_timing=True, needs=_water_dragon_needs, asks=True,
              target=grave_target(_h2o_parts, "2 Hydrogeddon and 1 Oxygeddon in your graveyard",
                                  "自分の墓地の「ハイドロゲドン」２体と「オキシゲドン」１体", count=3),
              text_en="special summon the targets", text_ja="対象を特殊召喚する"),
       special_by=by_effect_of(45898858))


# ヘル・ドラゴン / Infernal Dragon: in the end phase of a turn it attacked, it is destroyed. When it is destroyed
# on the field and sent to the graveyard, you may tribute a monster to special summon it from the graveyard.
def _destroy_self(res: Resolution) -> None:
    c = res.card
    if c.on_field and c.oid == res.link.oid:
        res.duel.destroy([c], res.cause)


define(47754278,
       Effect(T, _destroy_self, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.t_attacked == ctx.duel.turn,
              text_en="destroy this card", text_ja="このカードを破壊する"),
       Effect(T, _revive_self_op, trigger="destroyed", when=lambda ctx, ev: _to_grave_from_field(ev), mandatory=False,
              misses_timing=True, cost=Cost(tribute=1), asks=True,
              text_en="tribute a monster: special summon this card",
              text_ja="モンスター１体を生け贄に捧げ、このカードを特殊召喚する"))


# 森の番人グリーン・バブーン / Green Baboon, Defender of the Forest: in your hand or graveyard, when a Beast you
# control is destroyed and sent to the graveyard, you may pay 1000 LP to special summon it. (That the
# Beast was face-up is not checked.)
def _beast_lost(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return c.data.race == "Beast" and ev.player == ctx.player and _to_grave_from_field(ev) \
        and ev.src == int(Zone.MONSTERS)


def _baboon(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone in (Zone.HAND, Zone.GRAVE):
        summon(res, c)


def _baboon_from(zone: Zone) -> Effect:
    return Effect(T, _baboon, trigger="destroyed", when=_beast_lost, self_trigger=False, from_zone=zone,
                  mandatory=False, misses_timing=True, cost=Cost(lp=1000), needs=room, asks=True,
                  text_en="pay 1000 LP: special summon this card",
                  text_ja="１０００ライフを払い、このカードを特殊召喚する")


define(46668237, _baboon_from(Zone.HAND), _baboon_from(Zone.GRAVE))


# 有翼幻獣キマイラ / Chimera the Flying Mythical Beast: when it is destroyed, you may target 「バフォメット」 or
# 「幻獣王ガゼル」 in your graveyard; special summon it (R004-058).
fusion.materials(4796100, 5818798, 77207191)  # 有翼幻獣キマイラ: 幻獣王ガゼル + バフォメット
define(4796100, Effect(T, _summon_target, trigger="destroyed", mandatory=False, misses_timing=True, needs=room,
                       asks=True,
                       target=grave_target(lambda ctx, c: c.data.passcode in (GAZELLE, BERFOMET),
                                           "Berfomet or Gazelle in your graveyard",
                                           "自分の墓地の「バフォメット」か「幻獣王ガゼル」"),
                       text_en="special summon the target", text_ja="対象を特殊召喚する"))


# キング・もけもけ / Mokey Mokey King: when it leaves the field, you may special summon as many 「もけもけ」 from
# your graveyard as possible. (That it was face-up is not checked.)
def _mokey(res: Resolution) -> None:
    for c in monsters_in(ctx_of(res), res.player, Zone.GRAVE, lambda c: c.data.passcode == MOKEY_MOKEY):
        if res.duel.free_slots(res.player, Zone.MONSTERS) == 0:
            break
        summon(res, c)


def _mokey_leaves(kind: str) -> Effect:
    return Effect(T, _mokey, trigger=kind, when=lambda ctx, ev: ev.src == int(Zone.MONSTERS), mandatory=False,
                  misses_timing=True, asks=True,
                  needs=lambda ctx: room(ctx) and bool(monsters_in(ctx, ctx.player, Zone.GRAVE,
                                                                   lambda c: c.data.passcode == MOKEY_MOKEY)),
                  text_en="special summon as many Mokey Mokey from your graveyard as possible",
                  text_ja="自分の墓地の「もけもけ」を可能な限り特殊召喚する")


fusion.materials(13803864, 27288416, 27288416, 27288416)  # キング・もけもけ
define(13803864, *(_mokey_leaves(k) for k in ("destroyed", "sent", "tributed", "banished", "to_hand", "to_deck")))


# 闇より出でし絶望 / Despair from the Dark and 闇よりの恐怖 / Fear from the Dark: sent from your hand or deck
# to the graveyard by an opponent's card effect: special summon it.
def _sent_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return (ev.src in (int(Zone.HAND), int(Zone.DECK)) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner)


def _from_the_dark() -> tuple[Effect, ...]:
    return tuple(Effect(T, _revive_self_op, trigger=k, when=_sent_by_opponent, needs=room, asks=True,
                        text_en="special summon this card", text_ja="このカードを特殊召喚する")
                 for k in ("sent", "discarded", "destroyed"))


define(71200730, *_from_the_dark())
define(34193084, *_from_the_dark())


# 死霊操りしパペットマスター / Puppet Master: when it is tribute summoned, you may pay 2000 LP and target up to 2
# Fiends in your graveyard; special summon them; they cannot attack this turn (R004-057).
def _tribute_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and (ctx.card.data.level or 0) >= 5


def _puppet_master(res: Resolution) -> None:
    for t in summon_targets(res):
        res.duel.restrict(t, "attack", res.cause)


define(41442341, Effect(T, _puppet_master, trigger="summoned", when=_tribute_summoned, cost=Cost(lp=2000),
                        mandatory=False, misses_timing=True, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.race == "Fiend", "up to 2 Fiends in your graveyard",
                                            "自分の墓地の悪魔族モンスター２体まで", count=2, least=1),
                        text_en="special summon the targets; they cannot attack this turn",
                        text_ja="対象を特殊召喚する。このターン攻撃できない"))

# 墓守の長 / Gravekeeper's Chief: its controller can control only one face-up 「墓守の長」 (another is neither
# normal, flip nor special summoned while one is face-up there, and one that turns up there otherwise is
# destroyed); your graveyard is unaffected by 「王家の眠る谷－ネクロバレー」; when it is tribute summoned, you may
# target a 「墓守の」 monster in your graveyard; special summon it.
GRAVEKEEPERS_CHIEF = 62473983


def _chief_of(d: Duel, p: int, but: Card | None = None) -> list[Card]:
    """The face-up 「墓守の長」 `p` controls (other than `but`)."""
    return [m for m in d.monsters_of(p) if m.face_up and m.data.passcode == GRAVEKEEPERS_CHIEF and m is not but]


def _controlled_since(d: Duel, m: Card) -> Stamp:
    """Since when its controller has had the monster face-up: its arrival, or the last change of control."""
    return max((d.stamp_of(m), *(r.since for r in d.lasting.of(Control) if r.card == (m.idx, m.oid))))


def _first_chief(ctx: Ctx) -> bool:
    """No face-up 「墓守の長」 of this player has been theirs longer than this one."""
    d, me = ctx.duel, ctx.card
    return not any(_controlled_since(d, m) < _controlled_since(d, me) for m in _chief_of(d, me.ctl, me))


define(GRAVEKEEPERS_CHIEF,
       Effect(Kind.CONTINUOUS, destroyed_unless=_first_chief,
              text_en="you can control only one face-up Gravekeeper's Chief",
              text_ja="このカードは自分フィールド上に１枚しか表側表示で存在できない"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.GRAVE and c.owner == ctx.player,
              unaffected_by=lambda ctx, c, src, p: src.data.passcode == NECROVALLEY,
              text_en="your graveyard is unaffected by Necrovalley",
              text_ja="自分の墓地は「王家の眠る谷－ネクロバレー」の効果を受けない"),
       Effect(T, _summon_target, trigger="summoned", when=_tribute_summoned, mandatory=False,
              misses_timing=True, needs=room, asks=True,
              target=grave_target(lambda ctx, c: name_has(c, "墓守の"), "a Gravekeeper's monster in your "
                                  "graveyard", "自分の墓地の「墓守の」モンスター"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"),
       summon_if=lambda d, c: not _chief_of(d, d.tp, c),
       special_by=lambda d, c, cause, kind: not _chief_of(d, cause.player, c))


# スピリッツ・オブ・ファラオ / Spirit of the Pharaoh: special summoned only by 「第一の棺」 (below); when it is special
# summoned, you may target up to 4 level 2 or lower Zombie normal monsters in your graveyard; special summon them.
define(SPIRIT_OF_THE_PHARAOH,
       Effect(T, _summon_target, trigger="special_summoned", mandatory=False, misses_timing=True, needs=room, asks=True,
              target=grave_target(lambda ctx, c: c.data.is_normal_monster and c.data.race == "Zombie"
                                  and (c.data.level or 0) <= 2,
                                  "up to 4 level 2 or lower Zombie normal monsters in your graveyard",
                                  "自分の墓地のレベル２以下のアンデット族通常モンスター４体まで",
                                  count=4, least=1),
              text_en="special summon the targets", text_ja="対象を特殊召喚する"),
       special_by=by_effect_of(31076103))


# 第一の棺 / The First Sarcophagus (continuous spell): in each of the opponent's end phases, put 「第二の棺」, or
# once that is on your field 「第三の棺」, from your hand or deck face-up onto your field (those two cannot be played
# otherwise: they declare no effect). Then, if all three are on your field, send them to the graveyard and
# special summon 「スピリッツ・オブ・ファラオ」 from your hand or deck (the only way it is summoned). The sarcophagi
# on the field are tied to each other (`Duel.tie`): when one leaves the field, the others are sent to the graveyard.
def _coffins(d: Duel, p: int) -> dict[int, Card]:
    return {c.data.passcode: c for c in (d.cards[i] for i in d.players[p].spells if i >= 0)
            if c.face_up and c.data.passcode in SARCOPHAGI}


def _from_hand_or_deck(res: Resolution, passcode: int) -> Card | None:
    d = res.duel
    cands = [d.cards[i] for z in (Zone.HAND, Zone.DECK) for i in d.players[res.player].cards_in(z)
             if d.cards[i].data.passcode == passcode]
    if not cands:
        return None
    c = res.ask_cards(cands)
    if c.zone is Zone.DECK:
        d.shuffle_deck(res.player)
    return c


def _first_sarcophagus(res: Resolution) -> None:
    d = res.duel
    p = res.player
    if res.card.oid != res.link.oid:
        return
    have = _coffins(d, p)
    nxt = next((code for code in SARCOPHAGI if code not in have), 0)
    if nxt and d.free_slots(p, Zone.SPELLS) > 0:
        coffin = _from_hand_or_deck(res, nxt)
        if coffin is not None and d.move(coffin, Zone.SPELLS, res.cause, "placed", p, Pos.UP):
            d.turn_on(coffin)
            for other in have.values():
                d.tie(other, coffin, res.cause, on="leaves", then=Then.TO_GRAVE)
                d.tie(coffin, other, res.cause, on="leaves", then=Then.TO_GRAVE)
    have = _coffins(d, p)
    if len(have) < len(SARCOPHAGI):
        return
    d.next_thing()
    d.send_to_grave([c.idx for c in have.values()], res.cause)
    pharaoh = _from_hand_or_deck(res, SPIRIT_OF_THE_PHARAOH)
    if pharaoh is not None:
        summon(res, pharaoh)


define(SARCOPHAGI[0], Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _first_sarcophagus, trigger="phase", self_trigger=False, when=phase_of("end", own=False), asks=True,
              text_en="the opponent's end phase: put the next sarcophagus onto your field; with all three, send them "
                      "to the graveyard and special summon 「スピリッツ・オブ・ファラオ」",
              text_ja="相手のエンドフェイズに次の棺を自分フィールドに出す。３枚揃えば全て墓地へ送り、"
                      "「スピリッツ・オブ・ファラオ」を特殊召喚する"))


# Ｅ・ＨＥＲＯ ネクロイド・シャーマン / Elemental HERO Necroid Shaman: when it is special summoned, target a
# monster the opponent controls; destroy it, then special summon a monster from the opponent's graveyard
# to their field (chosen as it resolves).
def _necroid(res: Resolution) -> None:
    d = res.duel
    d.destroy(res.targets(), res.cause)
    theirs = monsters_in(ctx_of(res), res.opponent, Zone.GRAVE, lambda c: True)
    if theirs and d.free_slots(res.opponent, Zone.MONSTERS) > 0:
        summon(res, res.ask_cards(theirs), player=res.opponent)


fusion.materials(81003500, 86188410, 89252153)  # Ｅ・ＨＥＲＯ ネクロイド・シャーマン: ワイルドマン + ネクロダークマン
define(81003500, Effect(T, _necroid, trigger="special_summoned", asks=True,
                        target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                          text_ja="相手フィールドのモンスター"),
                        text_en="destroy the target, then special summon a monster from the opponent's graveyard "
                                "to their field",
                        text_ja="対象を破壊し、相手の墓地のモンスター１体を相手フィールドに特殊召喚する"),
       special_by=by_fusion_summon)


# 不死王リッチー / Fushioh Richie: once a turn it may turn itself face-down; when it is flipped face-up, you
# may special summon a Zombie from your graveyard. When a spell or trap card that targets it face-up is
# activated, that activation is negated and the card destroyed, at once (no chain link).
def _richie_down(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.oid == res.link.oid and c.face_up:
        res.duel.set_position(c, Pos.SET, res.cause)


def _richie_targeted(ctx: Ctx, ev: Event) -> bool:
    link = chained_link(ctx, ev)
    if link is None or not targets_this(ctx, link):
        return False
    return (ctx.duel.cards[link.card].data.kind in ("spell", "trap")
            and ctx.duel.effect_of(link.card, link.effect).kind is Kind.ACTIVATE)


def _richie_guard(res: Resolution) -> None:
    link = chained_link(ctx_of(res), res.link.events[0])
    if link is not None and not link.neg_activation:
        negate_activation(res, link)


def _richie_up(res: Resolution) -> None:
    cands = monsters_in(ctx_of(res), res.player, Zone.GRAVE, lambda c: c.data.race == "Zombie")
    if cands:
        summon(res, res.ask_cards(cands))


define(39711336,
       Effect(Kind.IGNITION, _richie_down, condition=face_up_here, once_per_turn=True,
              text_en="turn this card face-down", text_ja="このカードを裏側守備表示にする"),
       Effect(T, _richie_up, trigger="flipped", mandatory=False, asks=True,
              needs=lambda ctx: room(ctx) and bool(monsters_in(ctx, ctx.player, Zone.GRAVE,
                                                               lambda c: c.data.race == "Zombie")),
              text_en="special summon a Zombie from your graveyard",
              text_ja="自分の墓地のアンデット族１体を特殊召喚する"),
       Effect(Kind.AT_ONCE, _richie_guard, trigger="chained", self_trigger=False, when=_richie_targeted,
              text_en="a spell or trap card activated targeting it: negate the activation and destroy it",
              text_ja="このカードを対象とする魔法・罠カードの発動を無効にし破壊する"))


# 黄泉ガエル / Treeborn Frog: in your standby phase, in the graveyard, while you control no spell or trap card
# and no face-up 「黄泉ガエル」, you may special summon it (R004-062: with 「生還の宝札」 on your field it never
# activates).
def _no_spells_traps(ctx: Ctx) -> bool:
    pl = ctx.duel.players[ctx.player]
    return not pl.cards_in(Zone.SPELLS) and pl.field < 0


def _frog_when(ctx: Ctx, ev: Event) -> bool:
    return own_phase("standby")(ctx, ev) and _no_spells_traps(ctx) and not any(
        c.face_up and c.data.passcode == 12538374 for c in ctx.duel.monsters_of(ctx.player))


def _frog(res: Resolution) -> None:
    if _no_spells_traps(ctx_of(res)):
        revive_self(res)


define(12538374, Effect(T, _frog, trigger="phase", when=_frog_when, self_trigger=False, from_zone=Zone.GRAVE,
                        mandatory=False, needs=lambda ctx: room(ctx) and _no_spells_traps(ctx), asks=True,
                        text_en="special summon this card", text_ja="このカードを特殊召喚する"))


# 熟練の白魔導師 / Skilled White Magician and 熟練の黒魔術師 / Skilled Dark Magician: tribute this card with 3
# spell counters (the cost); special summon 「バスター・ブレイダー」 / 「ブラック・マジシャン」 from your hand, deck or
# graveyard; each time a spell card is activated, a spell counter is put on it (at most 3).
def _skilled(result: int) -> Effect:
    def ok(c: Card) -> bool:
        return c.data.passcode == result

    def op(res: Resolution) -> None:
        d = res.duel
        cands = from_anywhere(ctx_of(res), ok)
        if cands:
            summon(res, res.ask_cards(cands))
            d.shuffle_deck(res.player)

    def ready(ctx: Ctx) -> bool:
        return face_up_here(ctx) and ctx.card.counters.get(SPELL_COUNTER, 0) >= 3

    return Effect(Kind.IGNITION, op, condition=ready, cost=Cost(self_to="tribute"),
                  needs=lambda ctx: bool(from_anywhere(ctx, ok)), asks=True,
                  text_en="tribute this card: special summon from your hand, deck or graveyard",
                  text_ja="このカードを生け贄に捧げ、手札・デッキ・墓地から特殊召喚する")


define(46363422, spell_counter_each_spell(3), _skilled(78193831), holds=((SPELL_COUNTER, 3),))
define(73752131, spell_counter_each_spell(3), _skilled(DARK_MAGICIAN), holds=((SPELL_COUNTER, 3),))


# 磁石の戦士マグネット・バルキリオン / Valkyrion the Magna Warrior and マシンナーズ・フォース / Machina Force:
# tribute this card (Valkyrion) / send it to the graveyard (Machina Force) as the cost, targeting one each of
# its three components in your graveyard: special summon them (R004-056). Machina Force pays 1000 LP to declare
# an attack (`Effect.attack_lp`).
def _reassemble(parts: tuple[int, ...], how: str) -> Effect:
    def ready(ctx: Ctx) -> bool:
        g = {c.data.passcode for c in monsters_in(ctx, ctx.player, Zone.GRAVE, lambda c: True)}
        return set(parts) <= g

    def op(res: Resolution) -> None:
        summon_targets(res)

    return Effect(Kind.IGNITION, op, condition=face_up_here, needs=ready, asks=True, cost=Cost(self_to=how),
                  target=TargetSpec(zone=Zone.GRAVE, side="own", count=3, distinct=True,
                                    where=lambda ctx, c: c.data.passcode in parts,
                                    text_en="one each of its components in your graveyard",
                                    text_ja="自分の墓地の構成モンスター１体ずつ"),
                  text_en="this card as the cost: special summon its three components from your graveyard",
                  text_ja="このカードをコストに、自分の墓地の３体を１体ずつ特殊召喚する")


# Valkyrion is special summoned (only) by tributing one each of 「磁石の戦士α」「β」「γ」 from your hand or field.
def _magnet_tribute(ctx: Ctx, m: Card) -> bool:
    return m.data.passcode in MAGNET_WARRIORS and all(x.data.passcode != m.data.passcode for x in picked(ctx))


def _magnets_at_hand(ctx: Ctx) -> bool:
    d = ctx.duel
    have = {m.data.passcode for m in d.monsters_of(ctx.player)} | {d.cards[i].data.passcode
                                                                  for i in d.players[ctx.player].hand}
    return set(MAGNET_WARRIORS) <= have


define(75347539, _reassemble(MAGNET_WARRIORS, "tribute"),
       Effect(Kind.PROCEDURE, condition=_magnets_at_hand,
              cost=Cost(tribute=3, tribute_hand=True, tribute_filter=_magnet_tribute),
              text_en="special summon by tributing Magnet Warriors α, β and γ from your hand or field",
              text_ja="手札・フィールドの「磁石の戦士α」「β」「γ」を１体ずつ生け贄に捧げて特殊召喚する"))
define(58054262,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, attack_lp=1000,
              text_en="pay 1000 LP to declare an attack with this card",
              text_ja="このカードは１０００ライフポイントを払わなければ攻撃宣言できない"),
       _reassemble(MACHINAS, "send"), special_by=by_effect_of(22666164))


# ダークファミリア / Spear Cretin: FLIP: when this card is sent to the graveyard after it was flipped face-up,
# each player chooses a monster in their own graveyard (this card's controller first) and special summons
# it in face-up attack or face-down defense position. (It remembers its flip until it leaves the field.)
def _spear_ready(ctx: Ctx, ev: Event) -> bool:
    if ev.src != int(Zone.MONSTERS) or ev.dst != int(Zone.GRAVE):
        return False
    last = next((n for n in reversed(notes(ctx.duel)) if n.card == ctx.card.idx and n.tag in ("flipped", "entered")),
                None)
    return last is not None and last.tag == "flipped"


def _spear(res: Resolution) -> None:
    d = res.duel
    for p in (res.player, res.opponent):
        cands = monsters_in(ctx_of(res), p, Zone.GRAVE, _any)
        if not cands or d.free_slots(p, Zone.MONSTERS) == 0:
            continue
        c = res.ask_cards(cands, player=p)
        o = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="attack", label_ja="攻撃表示"),
                     Option("position:set", "position", arg=int(Pos.SET), label_en="set", label_ja="裏側守備表示")],
                    "position", p, "choose a position", "表示形式を選ぶ")
        d.special_summon(c, p, Pos(o.arg), res.cause)


def _spear_trigger(kind: str) -> Effect:
    return Effect(T, _spear, trigger=kind, when=_spear_ready, asks=True,
                  text_en="each player special summons a monster from their graveyard",
                  text_ja="お互いに自分の墓地のモンスター１体を特殊召喚する")


def _spear_mark(kind: str, tag: str) -> Effect:
    def when(ctx: Ctx, ev: Event) -> bool:
        if kind != "flipped" or ev.detail != "no_flip_effect":
            note(ctx, tag, ctx.card)
        return False
    return Effect(T, _never, trigger=kind, when=when, text_en="(remembers that it was flipped)",
                  text_ja="（リバースした事を覚えておく）")


define(58551308, _spear_trigger("destroyed"), _spear_trigger("sent"), _spear_trigger("tributed"),
       _spear_mark("flipped", "flipped"), _spear_mark("placed", "entered"), _spear_mark("special_summoned", "entered"))


# 奇跡の復活 / Miracle Restoring (normal trap): remove 2 spell counters from your cards (the cost) and target a
# 「ブラック・マジシャン」 or 「バスター・ブレイダー」 in your graveyard: special summon it (R004-053.03).
define(68334074, Effect(A, _summon_target, needs=room, asks=True, cost=Cost(remove_counters=("spell", 2)),
                        target=grave_target(lambda ctx, c: c.data.passcode in (DARK_MAGICIAN, 78193831),
                                            "Dark Magician or Buster Blader in your graveyard",
                                            "自分の墓地の「ブラック・マジシャン」か「バスター・ブレイダー」"),
                        text_en="remove 2 spell counters from your field: special summon the target",
                        text_ja="自分フィールド上の魔力カウンターを２つ取り除き、対象を特殊召喚する"))

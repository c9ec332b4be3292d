"""Chain links: the activation a card answers, negating it, and conditions on the chain."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.kernel.reasons import wide
from arbiter.ocg.carddata import KINDS, SUBTYPES, default_db
from arbiter.ocg.cards.common import answered, answered_link, negate_activation, targets_this
from arbiter.ocg.cards.shared.card_kinds import face_up_monster, is_trap_card
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.categories import FIELD_QUALIFIERS, Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import AllOf, Answers, Condition, Ctx, Effect, Kind, Operation, Resolution, Ward, Worded
from arbiter.ocg.names import has_attribute, is_named, names_of
from arbiter.ocg.state import ON_FIELD, Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


def answered_activation(ctx: Ctx, kind: str | tuple[str, ...], by: str = "opp", subtype: str = "") -> ChainLink | None:
    """The link right below, if it is the activation of a card of this kind ("spell", "trap", or either of a tuple)
    by that player ("opp", "own", "any"); `subtype` narrows it ("normal", "quick-play" ...)."""
    link = answered_link(ctx)
    if link is None:
        return None
    if (by == "opp" and link.player == ctx.player) or (by == "own" and link.player != ctx.player):
        return None
    d = ctx.duel
    data = d.cards[link.card].data
    if data.kind not in ((kind,) if isinstance(kind, str) else kind) or d.link_effect(link).kind is not A:
        return None
    if subtype and data.spell_type != subtype:
        return None
    return link


_BY = {"opp": (" by the opponent", "相手の"), "own": (" by its own player", "自分の"), "any": ("", "")}


def activation_of(kind: str | tuple[str, ...], by: str = "opp", subtype: str = "") -> Answers:
    """A condition: the link right below is the activation of a card of this kind (`answered_activation`; a tuple:
    of any of them), which a refusal names in words."""
    kinds = (kind,) if isinstance(kind, str) else kind
    what = f"{subtype} {' or '.join(kinds)}" if subtype else " or ".join(kinds)
    by_en, by_ja = _BY[by]
    return Answers(lambda ctx: answered_activation(ctx, kinds, by, subtype) is not None,
                   f"the activation of {'an' if what[0] in 'aeiou' else 'a'} {what} card{by_en}",
                   f"{by_ja}{SUBTYPES.get(subtype, '')}{'・'.join(KINDS[k] for k in kinds)}カードの発動")


def _spell_trap_at_me(ctx: Ctx) -> bool:
    link = answered_activation(ctx, ("spell", "trap"), by="any")
    return link is not None and targets_this(ctx, link)


# a condition: the link right below is the activation of a spell or trap card (either player's) that targets this card
# (the forced negations of 「青氷の白夜龍」 and 「不死王リッチー」)
SPELL_TRAP_AT_ME = Answers(_spell_trap_at_me, "the activation of a spell or trap card that targets this card",
                           "このカードを対象とする魔法・罠カードの発動")


def burn_activated(ctx: Ctx) -> bool:
    """The link right below is an effect that inflicts damage (its categories, `Does.DAMAGE`)."""
    link = answered_link(ctx)
    return link is not None and ctx.duel.link_effect(link).does_(Does.DAMAGE)


# a condition: the link right below is an effect that inflicts damage
BURN_ACTIVATED = Answers(burn_activated, "the activation of an effect that inflicts damage",
                         "ダメージを与える効果の発動")


def _opponents_burn(ctx: Ctx) -> bool:
    """The link right below is the opponent's effect that inflicts damage and may inflict it to this player: not one
    that targets a player other than this one (its damage falls on that player alone: 「デステニー・デストロイ」), nor
    one that damages its own activator alone with no player target (`Does.SELF_DAMAGE`: 「マタンゴ」)."""
    link = answered_link(ctx)
    return (burn_activated(ctx) and link is not None and link.player != ctx.player
            and link.player_target in (-1, ctx.player) and not ctx.duel.link_effect(link).does_(Does.SELF_DAMAGE))


# a condition: the link right below is the opponent's effect that inflicts damage to you (「痛魂の呪術」,
# 「エネルギー吸収板」)
OPPONENTS_BURN_ACTIVATED = Answers(_opponents_burn, "the activation of the opponent's effect that inflicts damage to "
                                   "you", "自分にダメージを与える相手の効果の発動")


def negate_and_destroy(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        negate_activation(res, link)


def negate_and_destroy_while_here(res: Resolution) -> None:
    """A monster's negation that works only while the monster is still face-up on the field: gone or turned
    face-down as it resolves, it negates nothing (「ホルスの黒炎竜 ＬＶ８」, 「超魔導剣士－ブラック・パラディン」)."""
    if still_face_up_here(res):
        negate_and_destroy(res)


def negate_effect(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)


def targeting_link(ctx: Ctx) -> ChainLink | None:
    """The link right below targets this card (on the field), whoever activated it: the texts that answer it
    (「青眼の光龍」, 「アルカナ ナイトジョーカー」) name no player."""
    link = answered_link(ctx)
    if link is None:
        return None
    return link if any(c.idx == ctx.card.idx for c in link_targets(ctx, link)) else None


def monster_effect(ctx: Ctx) -> ChainLink | None:
    """The link right below, if it is a monster's effect: of any kind, one activated instead of the normal draw
    too (「円盤ムスキー」)."""
    link = answered_link(ctx)
    return link if link is not None and ctx.duel.cards[link.card].data.is_monster else None


# a condition: the link right below is a monster's effect (「天罰」)
MONSTER_EFFECT_ACTIVATED = Answers(lambda ctx: monster_effect(ctx) is not None, "the activation of a monster's effect",
                                   "モンスターの効果の発動")


def chain_of(n: int, distinct: bool = False, built_here: bool = False) -> Callable[[Ctx, Event], bool]:
    """A chain of at least n links resolved (with `distinct`: no card name in it twice, a card also named as another
    counting as it, `names_of`; with `built_here`: stacked while this card already applied, face-up on the field, as
    R004-158 has the effect become certain as the chain is built: not a chain that summoned or flipped it)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        chain = ctx.duel.last_chain
        return ev.amount >= n and (not distinct or _no_name_twice([r.names for r in chain])) \
            and (not built_here or ctx.duel.stamp_of(ctx.card)[0] <= chain[-1].serial)
    return when


def _no_name_twice(names: list[tuple[int, ...]]) -> bool:
    """Whether no name is shared by two of these cards (each card's names, `names_of`)."""
    return len(set().union(*names)) == sum(len(n) for n in names)


def links_now(ctx: Ctx) -> int:
    """The number of links on the chain when this card is being activated (before it is added)."""
    return ctx.link.number - 1 if ctx.link is not None else len(ctx.duel.chain)


def chain_link_at_least(n: int, unique: bool = True) -> Condition:
    """Only as chain link n or later; with `unique`, not while cards of one name have been activated more
    than once on the chain (this card's own name included, so it cannot be activated twice either). Each part has
    its words, so that a refusal says which one fails (R004-159)."""
    at = Worded(lambda ctx: links_now(ctx) + 1 >= n, f"it is activated only as chain link {n} or later",
                f"チェーン{wide(n)}以降でしか発動できない")
    if not unique:
        return at

    def once(ctx: Ctx) -> bool:
        return _no_name_twice([*(link.names for link in ctx.duel.chain[:links_now(ctx)]), names_of(ctx.card)])
    twice = Worded(once, "not on a chain where cards of one name would be activated more than once, itself included",
                   "同名カードが複数回発動されるチェーンでは発動できない（このカードを含む）")
    return AllOf((at, twice))


def counter_traps(d: Duel, watcher: Card) -> int:
    """The counter traps activated in the last chain while `watcher` was already face-up on the field ("each time
    a counter trap is activated": not one activated before it came, at a higher link than the one that summoned it)."""
    db = default_db()
    since = d.stamp_of(watcher)[0]
    cards = [db.get(r.passcode) for r in d.last_chain if r.serial >= since]
    return sum(1 for c in cards if c.kind == "trap" and "counter" in c.subtypes)


def after_counter_traps(ctx: Ctx, ev: Event) -> bool:
    return face_up_monster(ctx.card) and counter_traps(ctx.duel, ctx.card) > 0


def link_targets(ctx: Ctx, link: ChainLink) -> list[Card]:
    """The cards a link designated that are still the same objects."""
    d = ctx.duel
    return [d.cards[i] for i, oid in link.targets if d.cards[i].oid == oid]


def reaches_field(ctx: Ctx, link: ChainLink, verb: Does, qualifier: Does) -> bool:
    """Whether the link's effect destroys (returns to the hand: `verb`) monsters on the field (`Does.MONSTERS`) or
    spell and trap cards on the field (`Does.SPELLS_TRAPS`): the verb is one of its categories, and it declares the
    qualifier or targets such a card: its target spec names that zone, or a card it targets is there (what it
    has, whatever became of the target since: 「炸裂装甲」 whose target 「魂を削る死霊」 destroyed itself). The rule
    `categories.check` holds every effect to, so the cards that ask (「我が身を盾に」, 「アヌビスの裁き」,
    「埋蔵金の地図」) and the declarations agree; a target it does something else to counts too (the targets cannot
    tell). A face-up trap monster is a monster and a trap card on the field (`Card.trap_monster`): an effect that
    targets one reaches both, and one declared to reach the one kind reaches the other while such a monster is on
    a side it reaches: either, or its activator's opponent's where it declares `Does.OPPONENTS` (「大嵐」 destroys
    monsters then, 「ハーピィの羽根帚」 only with the opponent's: docs/uncertain-rulings.md); not one that reaches set
    cards only (`Does.SET_ONLY`), nor, for monsters, one whose spell and trap cards are spells only
    (`Does.SPELLS_ONLY`: 「魔法効果の矢」)."""
    d = ctx.duel
    eff = d.link_effect(link)
    spec = eff.target
    targets = link_targets(ctx, link)
    zones = [] if spec is None else [p.zone for p in spec.parts] or [spec.zone]
    zones += [t.zone for t in targets]
    other = Does.SPELLS_TRAPS if qualifier is Does.MONSTERS else Does.MONSTERS
    sides = (1 - link.player,) if eff.does_(Does.OPPONENTS) else (0, 1)
    crosses = eff.does_(other) and not eff.does_(Does.SET_ONLY) and not (
        qualifier is Does.MONSTERS and eff.does_(Does.SPELLS_ONLY))
    return eff.does_(verb) and (
        eff.does_(qualifier) or any(FIELD_QUALIFIERS.get(int(z)) is qualifier for z in zones)
        or any(t.trap_monster for t in targets)
        or (crosses and any(m.trap_monster for p in sides for m in d.monsters_of(p))))


def destroys_one_spell_trap(ctx: Ctx, link: ChainLink) -> bool:
    """The link destroys its one target, and that target is a spell or trap card on the field (a face-up trap
    monster too: `Card.trap_monster`)."""
    d = ctx.duel
    eff = d.link_effect(link)
    targets = link_targets(ctx, link)
    return (eff.does_(Does.DESTROY) and len(link.targets) == 1 and len(targets) == 1
            and (targets[0].zone in (Zone.SPELLS, Zone.FIELD) or targets[0].trap_monster))


def opponents_activation_of(*passcodes: int) -> Answers:
    """A condition: the link right below is the opponent's activation of a spell or trap card of one of these names."""
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        return (link is not None and link.player != ctx.player and spell_trap_activated(ctx, link)
                and is_named(ctx.duel.cards[link.card], *passcodes))
    named = [default_db().get(p) for p in passcodes]
    quoted = [f"「{c.name_ja or c.name_en}」" for c in named]
    return Answers(cond, f"the activation of {' or '.join(quoted)} by the opponent", f"相手の{'・'.join(quoted)}の発動")


def negate_this_turn(kind: str, subtype: str, en: str, ja: str) -> Operation:
    def op(res: Resolution) -> None:
        turn = res.duel.turn
        # (the turn is checked too: the duel's cache of continuous effects may outlive an ended lingering effect)
        negation = Effect(Kind.CONTINUOUS, negates=kind, text_en=en, text_ja=ja,
                          affects=lambda ctx, c: ctx.duel.turn == turn and c.on_field and (
                              is_trap_card(c, subtype) if kind == "trap"  # a face-up trap monster is one too
                              else c.data.kind == kind and subtype in c.data.subtypes))
        res.duel.linger(res.card, res.player, negation, res.cause, turns=1)
    return op


def spell_trap_activated(ctx: Ctx, link: ChainLink | None) -> bool:
    """Whether `link` is the activation of a spell or trap card (not a monster's effect)."""
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.kind != "monster" and d.link_effect(link).kind is A


def card_activated(ctx: Ctx, link: ChainLink) -> bool:
    """Whether `link` is a card being activated, as 〜カードを発動した時 answers it: a spell or trap card's activation
    or a monster's effect, not the later effect of a face-up spell or trap (R004-150: the watchers cannot answer
    「悪夢の蜃気楼」 or 「デンジャラスマシン ＴＹＰＥ－６」, whose discards are such effects; so read for every
    text that answers a card being activated: 「我が身を盾に」, `card_or_monster_effect_targeting`)."""
    return spell_trap_activated(ctx, link) or ctx.duel.cards[link.card].data.is_monster


def targets_one_monster(kinds: tuple[str, ...], where: Callable[[Ctx, Card], bool] = lambda ctx, c: True,
                        monster_en: str = "monster", monster_ja: str = "モンスター") -> Answers:
    """A condition: the link right below activates a card of these kinds whose one target is a monster on the field
    that passes `where` (「ツタン仮面」, 「フォースフィールド」), the monster `monster_en` / `monster_ja` name."""
    def cond(ctx: Ctx) -> bool:
        link = answered_activation(ctx, kinds, by="any")
        if link is None or len(link.targets) != 1:
            return False
        targets = link_targets(ctx, link)
        return len(targets) == 1 and targets[0].zone is Zone.MONSTERS and where(ctx, targets[0])
    what = activation_of(kinds, by="any")
    return Answers(cond, f"{what.en} that targets only 1 {monster_en} on the field",
                   f"フィールド上の{monster_ja}１体のみを対象とする{what.ja}")


def imprisoning_mirror(attribute: str) -> Effect:
    """「閃光を吸い込むマジック・ミラー」 / 「暗闇を吸い込むマジック・ミラー」: while the card is face-up, the
    effects of monsters of `attribute` activated on the field or in the graveyard (the zone each was activated in,
    `ChainLink.zone`: not in the hand, nor among the banished cards, 「異次元の偵察機」) are negated as they resolve (a
    `Ward` over links)."""
    def link(ctx: Ctx, lk: ChainLink) -> bool:
        return ctx.card.active and has_attribute(ctx.duel.cards[lk.card], attribute) \
            and (lk.zone in ON_FIELD or lk.zone is Zone.GRAVE)
    ja = {"LIGHT": "光", "DARK": "闇"}[attribute]
    return Effect(Kind.CONTINUOUS, ward=Ward(("monster",), links=link),
                  text_en=f"negate the effects of {attribute} monsters activated on the field or in the graveyard",
                  text_ja=f"フィールド・墓地で発動する{ja}属性モンスターの効果を無効にする")


def card_or_monster_effect_targeting(where: Callable[[Ctx, Card], bool], en: str, ja: str) -> Answers:
    """A condition: the link right below is a card being activated (`card_activated`: a spell or trap card's
    activation or a monster's effect), and one of its targets passes `where`, the card `en` / `ja` name (「闇の幻影」:
    a DARK monster on the field; 「ヒーローズルール２」: a card in a graveyard; 「救出劇」: a face-up 「アマゾネス」
    monster; 「アルカナ ナイトジョーカー」: itself)."""
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or not card_activated(ctx, link):
            return False
        return any(where(ctx, c) for c in link_targets(ctx, link))
    return Answers(cond, f"the activation of a card or a monster's effect that targets {en}",
                   f"{ja}を対象とするカードの発動・モンスター効果の発動")

"""A card's effects described from their declarations (kind, speed, targets, cost), never from printed text.

The web board's card panel shows these: what the engine will do with the card, in its own words.
"""

from __future__ import annotations

from arbiter.ocg.effects import CardDef, Cost, Effect, Kind

KINDS = {
    Kind.ACTIVATE: ("カードの発動", "activated as a card"), Kind.IGNITION: ("起動効果", "ignition effect"),
    Kind.TRIGGER: ("誘発効果", "trigger effect"), Kind.QUICK: ("誘発即時効果", "quick effect"),
    Kind.FLIP: ("リバース効果", "flip effect"), Kind.CONTINUOUS: ("永続効果", "continuous effect"),
    Kind.REPLACEMENT: ("置換効果", "replacement effect"), Kind.PROCEDURE: ("特殊召喚手順", "special summon procedure"),
    Kind.AT_ONCE: ("チェーンに乗らない効果", "applies at once, no chain link"),
    Kind.INSTEAD_OF_DRAW: ("通常のドローの代わりに発動", "activated instead of the normal draw"),
}
COSTS = {  # Cost field -> (Japanese, English), {n}: its amount
    "discard": ("手札{n}枚を捨てる", "discard {n}"), "hand_send": ("手札{n}枚を墓地へ送る", "send {n} from the hand"),
    "lp": ("{n}ライフポイントを払う", "pay {n} LP"), "tribute": ("モンスター{n}体を生け贄", "tribute {n}"),
    "banish_grave": ("墓地のカード{n}枚を除外", "banish {n} from the graveyard"),
    "banish_deck": ("デッキの上から{n}枚を除外", "banish the top {n} of the deck"),
    "mill": ("デッキの上から{n}枚を墓地へ", "send the top {n} of the deck to the graveyard"),
    "field_send": ("フィールドのカード{n}枚を墓地へ", "send {n} you control to the graveyard"),
    "banish_field": ("フィールドのカード{n}枚を除外", "banish {n} you control"),
}


HAND_TO = {  # Cost.hand_to -> the `hand_send` cost's words
    "banish": ("手札{n}枚を除外", "banish {n} from the hand"),
    "deck": ("手札{n}枚をデッキに戻す", "return {n} from the hand to the deck"),
}

# Cost.field_to_deck: the `field_send` cost's words
FIELD_TO_DECK = ("フィールドのカード{n}枚をデッキに戻す", "return {n} you control to the deck")


def _cost(c: Cost, ja: bool) -> list[str]:
    out = [(ja_t if ja else en_t).format(n=getattr(c, f)) for f, (ja_t, en_t) in COSTS.items()
           if getattr(c, f) and not (f == "hand_send" and c.hand_to) and not (f == "field_send" and c.field_to_deck)]
    if c.hand_to and c.hand_send:
        ja_t, en_t = HAND_TO[c.hand_to]
        out.append((ja_t if ja else en_t).format(n=c.hand_send))
    if c.field_to_deck and c.field_send:
        ja_t, en_t = FIELD_TO_DECK
        out.append((ja_t if ja else en_t).format(n=c.field_send))
    if c.lp_half:
        out.append("ライフの半分を払う" if ja else "pay half your LP")
    if c.self_to:
        out.append(f"このカードを{c.self_to}" if ja else f"{c.self_to} this card")
    if c.banish_counters:
        out.append(f"墓地のカードを{c.banish_counters}の数だけ除外" if ja
                   else f"banish as many cards from the graveyard as its counters ({c.banish_counters})")
    if c.grave_monsters_to_deck:
        out.append("墓地のモンスターを全てデッキに戻す" if ja else "return every monster in your graveyard to the deck")
    return out


def effect_line(e: Effect, n: int, lang: str) -> str:
    """One effect: its number in the card's text (`CardDef.text_number`, as a scenario's `effect:` names it; 0: the
    card's activation that is no effect of its text), kind, spell speed, what it targets, its cost and limits."""
    ja = lang == "ja"
    parts = [KINDS[e.kind][0 if ja else 1]]
    if e.speed:
        parts.append(f"スペルスピード{e.speed}" if ja else f"spell speed {e.speed}")
    if e.target is not None:
        what = e.target.text_ja if ja else e.target.text_en
        parts.append(f"対象：{what}×{e.target.count}" if ja else f"targets {e.target.count}: {what}")
    if e.targets_player:
        whom = ("自分", "you") if e.targets_player == "own" else ("相手", "the opponent")
        parts.append(f"対象：{whom[0]}" if ja else f"targets {whom[1]}")
    cost = _cost(e.cost, ja)
    if cost:
        parts.append(("コスト：" if ja else "cost: ") + ("、" if ja else ", ").join(cost))
    if e.kind in (Kind.TRIGGER, Kind.FLIP) and not e.mandatory:
        parts.append("任意" if ja else "optional")
    if e.once_per_turn:
        if e.shared_use:
            parts.append("１ターンに１度、いずれか１つ" if ja else "once per turn, one of those marked so")
        else:
            parts.append("１ターンに１度" if ja else "once per turn")
    if e.uses_per_turn:
        parts.append(f"１ターンに{e.uses_per_turn}度まで" if ja else f"{e.uses_per_turn} times per turn")
    if e.damage_step:
        parts.append("ダメージステップにも発動可" if ja else "also in the damage step")
    head = (f"効果{n}：" if ja else f"Effect {n}: ") if n else ("発動：" if ja else "Activation: ")
    return head + ("、" if ja else "; ").join(parts)


def effects_text(defn: CardDef | None, lang: str) -> list[str]:
    """Every effect of a card as the engine declares it, numbered and listed as its text numbers them (one printed
    effect declared as several shows its number on each, and once where they read alike: 「深淵の暗殺者」's trigger,
    declared for a discard and for a send, was listed twice); the engine's notes for a later effect (`Effect.note`),
    no effects of the text, are left out; a card without effects gets one line saying so."""
    if defn is None or not defn.effects:
        return ["効果なし（またはこのエンジンで未実装）" if lang == "ja" else "no effects (or none this engine has)"]
    numbered = sorted((defn.text_number(n), n) for n in range(1, len(defn.effects) + 1)
                      if not defn.effects[n - 1].note)
    return list(dict.fromkeys(effect_line(defn.effects[i - 1], number, lang) for number, i in numbered))

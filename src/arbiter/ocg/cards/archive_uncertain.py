"""Seed 003/004 rulings the pages star (★, 調査中): the reading chosen for each, and where it is tested.

The project rule for ★: take the reading the rest of the page supports. The cards are declared in the
modules named; this module records the choices in one place and declares the cards of these rulings that
no other module has (none yet: 強欲な壺の精霊 waits for the engine, below).

- R003-043 (summon triggers, priority list): reading (a), the starred list as written, i.e. the turn
  player's mandatory, the opponent's mandatory, the turn player's optional, the opponent's optional.
  It is the only complete order on the page and it keeps both prose rules ("mandatory before optional"
  over all triggers, "turn player before opponent" inside each kind). ocg/chain.py TriggerChain.
  Test: tests/rulings/ocg/003/003-opponents-mandatory-trigger-before-turn-players-optional.yaml.
- R004-033 サイバー・シャドー・ガードナー (archive_card_types): the one reading the page gives; before it is
  attacked its "?" values count as 0 (R004-031). Test: 004-cyber-shadow-gardna-takes-the-attackers-stats.
- R004-043 生命吸収装置 (archive_draw_gain): reading (a), paying half of 1 LP (0.5) gives a gain of 0.25,
  rounded (四捨五入, R004-041) to 0, so nothing is gained and no gain event happens.
  Test: 004-life-absorbing-machine-after-paying-half-of-1-lp.
- R004-084 強欲な壺の精霊 (4896788): reading (a), its draw does not use the chain, so 無効 can answer only
  強欲な壺 (the page says so, and its table gives the card ×). Not declared: the engine has no event for
  a card's activation and no way to apply an effect then without a chain link
  (tests/pending/004-spirit-of-the-pot-of-greed-does-not-use-the-chain.yaml).
- R004-091 白衣の天使 (archive_draw_gain): reading (a), 1000 and then 500 for each copy in the graveyard
  are separate gains, each answered by ビッグバンガール; the page's table marks the card ● (counted several
  times). Test: 004-numinous-healer-gains-for-each-copy.
- R004-099 (a shuffle written as part of a search effect): reading (a), the effect does not end with the
  add, so パペット・キング misses the timing (R004-098 is the same principle; ocg-rules.md 3.3, "then").
  The rule shuffle after looking through a deck (R004-100) is no step of the effect.
  Test of the rule-shuffle half: 004-search-rule-shuffle-after-looking-through-the-deck; the shuffle-effect
  rows (サンダー・ドラゴン, ゴブリンゾンビ, 冥界の使者, and 水晶の占い師 by analogy) wait in tests/pending/ for
  an engine verb that makes a later step of one effect a new "last thing".
"""

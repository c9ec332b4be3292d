"""Duel Masters: the second game on the kernel, here for its replacement-effect rules (seed 001).

Modules: `model` (zones, card definitions and card objects), `duel` (state and the public API:
pending / act / answer / clone), `frames` (control flow as data; operations replayed from snapshots),
`pipeline` (events: replacement → application → triggers), `verbs` (the engine's instructions),
`turn`, `play` (mana, summon, cast, cross gears, castles), `battle` (attacks, blocks, shields),
`mana` (paying costs), `cards/` (every card, declared once), `registry` (lookup by name),
`game` (new duels, deck files, the starter deck: the game's `GameSupport`), `view` (what a seat sees),
`render` (Japanese / English log). Its scenario files are judged by judge/dm_board.py and judge/dm_steps.py.
"""

"""The ritual spell cards whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(78577570, 90844184, "Garma Sword", "ガルマソード", 7)  # ガルマソードの誓い

"""The ritual spell cards whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(23965037, 99414168, "Elemental Mistress Doriado", "精霊術師 ドリアード", 3)  # ドリアードの祈り

"""The fusion monsters whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg import fusion

# プラグティカル / Pragtical: トラコドン + フレイム・ヴァイパー
fusion.materials(33691040, 42348802, 2830619)

# 裁きの鷹 / Punished Eagle: 冠を戴く蒼き翼 + コケ
fusion.materials(74703140, 41396436, 7805359)

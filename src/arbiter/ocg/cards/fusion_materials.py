"""The fusion materials of fusion monsters that declare nothing else here: the fusion monsters without an effect,
and those whose effects are not declared yet (a card declared later takes its materials next to its `define`).

Each entry is the monster's own declaration of its materials (`fusion.materials`), named in the comment.
"""

from arbiter.ocg import fusion

fusion.materials(11901678, 70781052, 74677422)  # ブラック・デーモンズ・ドラゴン: デーモンの召喚 + 真紅眼の黒竜
fusion.materials(66889139, 6368038, 28279543)  # 竜騎士ガイア: 暗黒騎士ガイア + カース・オブ・ドラゴン
fusion.materials(45231177, 34460851, 44287299)  # 炎の剣士: 炎を操る者 + 伝説の剣豪 ＭＡＳＡＫＩ
fusion.materials(41462083, 71625222, 88819587)  # 千年竜: 時の魔術師 + ベビードラゴン
fusion.materials(54752875, 31786629, 31786629)  # 双頭の雷龍: サンダー・ドラゴン x2
fusion.materials(17881964, 53293545, 75356564)  # 暗黒火炎龍: 火炎草 + プチリュウ
fusion.materials(37421579, 36121917, 96851799)  # 炎の騎士 キラー: モンスター・エッグ + 火の玉の精
fusion.materials(5368615, 18325492, 44729197)  # スチームジャイロイド: ジャイロイド + スチームロイド
fusion.materials(36256625, 44729197, 71218746, 99861526)  # スーパービークロイド－ジャンボドリル
fusion.materials(74157028, 70095154, 70095154)  # サイバー・ツイン・ドラゴン
fusion.materials(35809262, 21844576, 58932615)  # Ｅ・ＨＥＲＯ フレイム・ウィングマン: フェザーマン + バーストレディ
fusion.materials(61204971, 20721928, 84327329)  # Ｅ・ＨＥＲＯ サンダー・ジャイアント: スパークマン + クレイマン
fusion.materials(47737087, 84327329, 58932615)  # Ｅ・ＨＥＲＯ ランパートガンナー: クレイマン + バーストレディ
fusion.materials(52031567, 79979666, 84327329)  # Ｅ・ＨＥＲＯ マッドボールマン: バブルマン + クレイマン
fusion.materials(83121692, 21844576, 20721928, 79979666)  # Ｅ・ＨＥＲＯ テンペスター
fusion.materials(25366484, 35809262, 20721928)  # Ｅ・ＨＥＲＯ シャイニング・フレア・ウィングマン

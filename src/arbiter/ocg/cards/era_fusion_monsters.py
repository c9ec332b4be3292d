"""The fusion monsters without an effect of the era's pool (issue 13): each is its materials (`fusion.materials`),
named in its comment; such a monster is complete once they are declared (`registry.card_status`).
"""

from arbiter.ocg import fusion

# フュージョニスト / Fusionist: プチテンシ + スリーピィ
fusion.materials(1641882, 38142739, 83464209)

# スカルビショップ / Skull Knight: 悪魔の知恵 + 魔天老
fusion.materials(2504891, 28725004, 42431843)

# ヒューマノイド・ドレイク / Humanoid Worm Drake: ワームドレイク + ヒューマノイド・スライム
fusion.materials(5600127, 73216412, 46821314)

# バロックス / Barox: キラーパンダ + ガーゴイル
fusion.materials(6840573, 98818516, 15303296)

# デス・バード / Skullbird: タクヒ + 髑髏の寺院
fusion.materials(8327462, 3170832, 732302)

# メタル・ドラゴン / Metal Dragon: 鋼鉄の巨神像 + レッサー・ドラゴン
fusion.materials(9293977, 29172562, 55444629)

# 雷神の怒り / Kaminari Attack: エンゼル・イヤーズ + メガ・サンダーボール
fusion.materials(9653271, 86088138, 21817254)

# 裁きを下す女帝 / Empress Judge: 女王の影武者 + 響女
fusion.materials(15237615, 5901497, 64501875)

# ブラキオレイドス / Bracchio-raidus: 二頭を持つキング・レックス + 屍を貪る竜
fusion.materials(16507828, 94119974, 38289717)

# 轟きの大海蛇 / Roaring Ocean Snake: 魔法のランプ + ひょうすべ
fusion.materials(19066538, 98049915, 2118022)

# 聖女ジャンヌ / St. Joan: 慈悲深き修道女 + 堕天使マリー
fusion.materials(21175632, 84080938, 57579381)

# 青眼の究極竜 / Blue-Eyes Ultimate Dragon: 青眼の白龍 + 青眼の白龍 + 青眼の白龍
fusion.materials(23995346, 89631139, 89631139, 89631139)

# デビル・ボックス / Bickuribox: マーダーサーカス + ドリーム・ピエロ
fusion.materials(25655502, 93889755, 13215230)

# マスター・オブ・ＯＺ / Master of Oz: ビッグ・コアラ + デス・カンガルー
fusion.materials(27134689, 42129512, 78613627)

# 深海に潜むサメ / Deepsea Shark: 神魚 + 舌魚
fusion.materials(28593363, 81386177, 69572024)

# マリン・ビースト / Marine Beast: 水の魔導師 + ベヒゴン
fusion.materials(29929832, 93343894, 94022093)

# アンデット・ウォーリアー / Zombie Warrior: ワイト + 格闘戦士アルティメーター
fusion.materials(31339260, 32274490, 55550921)

# スケルゴン / Skelgon: メデューサの亡霊 + 暗黒の竜王
fusion.materials(32355828, 29491031, 87564352)

# バラに棲む悪霊 / Rose Spectre of Dunn: グレムリン + スネーク・パーム
fusion.materials(32485271, 41392891, 29802344)

# 砂の魔女 / Mystical Sand: 岩石の巨兵 + エンシェント・エルフ
fusion.materials(32751480, 13039848, 93221206)

# プラグティカル / Pragtical: トラコドン + フレイム・ヴァイパー
fusion.materials(33691040, 42348802, 2830619)

# 朱雀 / Vermillion Sparrow: 赤き剣のライムンドス + 炎の魔神
fusion.materials(35752363, 62403074, 71407486)

# 水陸両用バグロス / Amphibious Bugroth: 陸戦型 バグロス + 海を守る戦士
fusion.materials(40173854, 58314394, 85448931)

# カオス・ウィザード / Kamionwizard: ホーリー・エルフ + 黒魔族のカーテン
fusion.materials(41544074, 15025844, 22026707)

# 紅陽鳥 / Crimson Sunbird: セイント・バード + スカイ・ハンター
fusion.materials(46696593, 75582395, 10202894)

# 魔導騎士ギルティア / Giltia the D. Knight: 冥界の番人 + 王座の守護者
fusion.materials(51828629, 89272878, 10071456)

# クリッチー / Sanwitch: クリッター + 黒き森のウィッチ
fusion.materials(53539634, 26202165, 78010363)

# カルボナーラ戦士 / Karbonala Warrior: マグネッツ１号 + マグネッツ２号
fusion.materials(54541900, 56342351, 92731455)

# 金色の魔象 / Great Mammoth of Goldfine: メデューサの亡霊 + ドラゴン・ゾンビ
fusion.materials(54622031, 29491031, 66672569)

# 戦場の死装束 / Warrior of Tradition: 音女 + 斬首の美女
fusion.materials(56413937, 38942059, 16899564)

# 音楽家の帝王 / Musician King: 黒き森のウィッチ + ハイ・プリーステス
fusion.materials(56907389, 78010363, 17358176)

# フレイム・ゴースト / Flame Ghost: ワイト + マグマン
fusion.materials(58528964, 32274490, 40826495)

# マブラス / Mavelus: タイホーン + 邪炎の翼
fusion.materials(59036972, 72842870, 92944626)

# 魔装騎士ドラゴネス / Dragoness the Wicked Knight: アーメイル + 一眼の盾竜
fusion.materials(70681994, 53153481, 33064647)

# ソウル・ハンター / Soul Hunter: ランプの魔人 + 異次元からの侵略者
fusion.materials(72869010, 99510761, 28450915)

# 裁きの鷹 / Punished Eagle: 冠を戴く蒼き翼 + コケ
fusion.materials(74703140, 41396436, 7805359)

# レア・フィッシュ / Rare Fish: フュージョニスト + 恍惚の人魚
fusion.materials(80516007, 1641882, 75376965)

# 黒き人食い鮫 / Man-eating Black Shark: シーカーメン + キラー・ブロッブ + 海原の女戦士
fusion.materials(80727036, 71746462, 65623423, 17968114)

# アクア・ドラゴン / Aqua Dragon: フェアリー・ドラゴン + 海原の女戦士 + ゾーン・イーター
fusion.materials(86164529, 20315854, 17968114, 86100785)

# メカ・ザウルス / Cyber Saurus: ミスター・ボンバー + 二頭を持つキング・レックス
fusion.materials(89112729, 70138455, 94119974)

# メテオ・ブラック・ドラゴン / Meteor Black Dragon: 真紅眼の黒竜 + メテオ・ドラゴン
fusion.materials(90660762, 74677422, 64271667)

# カイザー・ドラゴン / Kaiser Dragon: 砦を守る翼竜 + フェアリー・ドラゴン
fusion.materials(94566432, 87796900, 20315854)

# ミノケンタウロス / Rabid Horseman: ミノタウルス + ケンタウロス
fusion.materials(94905343, 5053103, 68516705)

# クワガー・ヘラクレス / Kwagar Hercules: クワガタ・アルファ + ヘラクレス・ビートル
fusion.materials(95144193, 60802233, 52584282)

# フラワー・ウルフ / Flower Wolf: シルバー・フォング + 魔界のイバラ
fusion.materials(95952802, 90357090, 43500484)

# 迷宮の魔戦車 / Labyrinth Tank: ギガテック・ウルフ + キャノン・ソルジャー
fusion.materials(99551425, 8471389, 11384280)

"""`names.name_includes` / `data_name_includes`: 「X」と名のついたカード, width-folded, by the name a card has
now and the names its text treats it as."""

from __future__ import annotations

import dataclasses

from arbiter.ocg import registry
from arbiter.ocg.carddata import default_db
from arbiter.ocg.names import count_names, data_name_includes, name_includes
from arbiter.ocg.state import Card

ELEMENTAL_HERO_AVIAN, ATLANTIS, HARPIE_LADY_1, HARPIE_LADY_2 = 21844576, 295517, 91932350, 27927359


def _card(passcode: int, idx: int = 0) -> Card:
    data = default_db().get(passcode)
    registry.definition(data)  # its module declares the names its text gives it
    return Card(idx, data, 0, "")


def test_full_and_half_width_are_one() -> None:
    avian = _card(ELEMENTAL_HERO_AVIAN)
    assert name_includes(avian, "Ｅ・ＨＥＲＯ") and name_includes(avian, "E・HERO")
    assert not name_includes(avian, "Ｄ－ＨＥＲＯ")


def test_a_name_its_text_gives_it_counts() -> None:
    # 「伝説の都 アトランティス」 is also 「海」 wherever it is
    atlantis = _card(ATLANTIS)
    assert "海" not in atlantis.data.name_ja
    assert name_includes(atlantis, "海") and data_name_includes(atlantis.data, "海")


def test_the_name_it_has_now_not_the_printed_one() -> None:
    # an effect that makes it take on another card's name (`Duel.take_on`) changes `data`, not `base`
    c = _card(HARPIE_LADY_1)
    avian = default_db().get(ELEMENTAL_HERO_AVIAN)
    c.data = dataclasses.replace(c.data, passcode=avian.passcode, name_ja=avian.name_ja)
    assert name_includes(c, "Ｅ・ＨＥＲＯ") and not data_name_includes(c.base, "Ｅ・ＨＥＲＯ")


def test_count_names_counts_shared_names_once() -> None:
    # 「ハーピィ・レディ１」 and 「２」 are both 「ハーピィ・レディ」
    assert count_names([_card(HARPIE_LADY_1, 0), _card(HARPIE_LADY_2, 1)]) == 1
    assert count_names([_card(HARPIE_LADY_1, 0), _card(ELEMENTAL_HERO_AVIAN, 1)]) == 2

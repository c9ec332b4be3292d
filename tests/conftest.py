"""The test suite verifies the cards' declarations: a missing qualifier is an error here (categories.py). The fuzz
tests (test_fuzz*.py) run a bounded number of examples each by default (CI); `HYPOTHESIS_PROFILE=long` runs many
more."""

import os

from hypothesis import HealthCheck, settings

from arbiter.ocg.categories import strict_qualifiers

strict_qualifiers()

settings.register_profile("bounded", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
settings.register_profile("long", max_examples=2000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "bounded"))

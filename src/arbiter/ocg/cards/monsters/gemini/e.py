"""The gemini monsters whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.names import treat_as

treat_as(69884162, 89943723, where="field")

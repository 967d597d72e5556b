"""foamlib's dictionary and field readers, loaded without foamlib's case runners.

Why: ``import foamlib`` also imports its case classes (asyncio, subprocess runners, rich
progress bars), about 0.06 s of CPU that scoring never uses, against 0.04 s for the readers
alone, and scoring is paid once per ``score`` or ``score-batch`` start. The readers live in
``foamlib._files``; while they load, a stand-in package takes ``foamlib``'s place so its
``__init__`` does not run, and it is removed afterwards: a later ``import foamlib`` anywhere
runs the real package, which reuses the readers already loaded. When foamlib is already
imported, or its layout differs from the one expected, the public names are used.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from typing import TYPE_CHECKING

__all__ = ["FoamFieldFile", "FoamFile", "FoamFileDecodeError"]


def _load_readers() -> types.ModuleType:
    """The module holding foamlib's ``FoamFile``, ``FoamFieldFile`` and decode error."""
    if "foamlib" not in sys.modules:
        spec = importlib.util.find_spec("foamlib")
        if spec is not None and spec.submodule_search_locations is not None:
            stand_in = types.ModuleType("foamlib")
            stand_in.__path__ = list(spec.submodule_search_locations)
            sys.modules["foamlib"] = stand_in
            try:
                readers = importlib.import_module("foamlib._files")
            except ImportError:
                readers = None
            finally:
                if sys.modules.get("foamlib") is stand_in:
                    del sys.modules["foamlib"]
            if readers is not None and all(hasattr(readers, name) for name in __all__):
                return readers
    return importlib.import_module("foamlib")


if TYPE_CHECKING:
    from foamlib import FoamFieldFile, FoamFile, FoamFileDecodeError
else:
    _readers = _load_readers()
    FoamFile = _readers.FoamFile
    FoamFieldFile = _readers.FoamFieldFile
    FoamFileDecodeError = _readers.FoamFileDecodeError

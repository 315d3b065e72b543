#!/usr/bin/env python3
"""Runs the end-to-end API suite against the real server binary.

  python3 tests/e2e/run.py                  # everything
  python3 tests/e2e/run.py test_errors      # one module (or module.Class.test)
  GAVEL_BIN=/path/to/gavel python3 tests/e2e/run.py

Exits non-zero when any test fails.
"""
import os
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # leave no __pycache__ in the tree

import harness  # noqa: E402


def main(argv):
    started = time.monotonic()
    loader = unittest.TestLoader()
    if argv:
        suite = loader.loadTestsFromNames(argv)
    else:
        suite = loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    print(f"gavel binary: {harness.GAVEL_BIN}", flush=True)
    try:
        result = unittest.TextTestRunner(verbosity=2).run(suite)
    finally:
        harness.stop_shared_server()
    print(f"e2e suite took {time.monotonic() - started:.1f}s")
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Tests of tutor.bridge (a package, so basenames may repeat across folders)."""

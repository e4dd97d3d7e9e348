"""Tests of tutor.teaching (a package, so basenames may repeat across folders)."""

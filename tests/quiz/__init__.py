"""Tests of tutor.quiz (a package, so basenames may repeat across folders)."""

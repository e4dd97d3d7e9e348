"""Construction of hands and deals from their conditions (used by :mod:`tutor.quiz.generate`)."""

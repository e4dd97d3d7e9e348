"""The public Python entry of DESIGN.md: ``tutor.generator.generate(scenario_id, seed)``."""
from tutor.quiz.generate import GenerationError, QuizItem, generate

__all__ = ["GenerationError", "QuizItem", "generate"]

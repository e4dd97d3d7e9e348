"""The laws of play: the modern revoke and lead-out-of-turn laws (seed 003) and the 1918
penalties (book rules 14, 25-26, 32-46). Pure Python, no Flask."""
from __future__ import annotations

from tutor.bridge.laws.lead_out_of_turn import (
    LeadOption, LeadRestriction, LeadRuling, legal_leads, later_lead_out_of_turn, opening_lead_out_of_turn,
    penalty_card_plays, restriction_applies,
)
from tutor.bridge.laws.revoke import (
    Correction, Establishment, RevokeDecision, RevokeRuling, TwelfthTrickRuling, basic_transfer,
    correct_revoke, correct_twelfth_trick, establishment, revoke_transfer,
)
from tutor.bridge.laws.tricks import PlayRecord, Revoke, RulingError, Trick, trick_winner

__all__ = [
    "PlayRecord", "Revoke", "RulingError", "Trick", "trick_winner",
    "Correction", "Establishment", "RevokeDecision", "RevokeRuling", "TwelfthTrickRuling", "basic_transfer",
    "correct_revoke", "correct_twelfth_trick", "establishment", "revoke_transfer",
    "LeadOption", "LeadRestriction", "LeadRuling", "legal_leads", "later_lead_out_of_turn",
    "opening_lead_out_of_turn", "penalty_card_plays", "restriction_applies",
]

"""What a call leads to at the table: the robots finish the auction by the book
(:mod:`.continuation`), the contract is played double dummy (:mod:`.doubledummy`) and scored by the
1918 rules from the item's score state (:mod:`.outcome`); what each earlier call tells (:mod:`.meaning`)."""

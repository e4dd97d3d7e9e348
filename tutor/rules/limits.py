"""The thresholds of the rule base, decided once, here: every count a rule compares a hand with.

The book counts tricks and leaves most limits vague ("minstens vier trekken ... slechts een
norm", blz. 25-26). Each :class:`Limit` is the tutor's reading of one such limit, in half tricks
(8 = four tricks, see :mod:`tutor.bridge.evaluation`), with the page and the book's words. The
rules, the robots' hand conditions (:mod:`tutor.quiz.scenarios.robots`) and the quiz families
import these objects instead of re-typing numbers, so one change moves them all. The lesson
"Zo telt de tutor" shows every limit to the learner, and a test keeps the two in step.
"""
from __future__ import annotations

from tutor.rules.limit_band import Limit

__all__ = [
    "Limit", "LIMITS", "FREE_DOUBLE_RELIEF", "ROBBER_RELIEF", "OPENING", "OPENING_SUIT_TRICKS", "OPENING_OUTSIDE",
    "OPENING_SUIT_ALONE", "SA_FULL_STRENGTH", "SA_HIGH_CARDS", "SA_OPENING", "TWO_OPENING", "TWO_OPENING_SUIT_TRICKS", "TWO_OPENING_OUTSIDE",
    "TWO_OPENING_AFTER_PASS", "THREE_OPENING", "THIN_SUIT_OPENING", "THIN_SUIT", "AK_FOURTH_MINOR",
    "AK_FOURTH_OUTSIDE", "THREE_CARD_MINOR", "SPADE_ONE_SUIT_LOW", "SPADE_ONE_SUIT_HIGH", "SPADE_ONE_LOW",
    "SPADE_ONE_HIGH", "SPADE_ONE_OUTSIDE", "THIRD_SEAT", "SUIT_OVER_SPADE", "FORCED_NT", "FORCED_SUIT",
    "FORCED_SUIT_OUTSIDE", "FORCED_SUIT_BESIDE_NT", "STRONG_IN_THEIRS_SUIT", "STRONG_IN_THEIRS", "LONG_SUIT_OVER_NT",
    "LONG_MAJOR_OVER_NT", "LONG_MAJOR_OUTSIDE", "SUPPORT", "SIDE_TRICKS", "RESCUE_STAY", "PARTSCORE_SUPPORT", "GOOD_SUPPORT",
    "MINOR_GOOD_SUPPORT",
    "NEW_SUIT_OVER_OVERCALL", "NT_OVER_OVERCALL", "MAJOR_SWITCH_OVER_BID",
    "TWO_TRICKS_BEHIND", "MAJOR_SWITCH", "KS_OVER_SPADE", "NT_OVER_SPADE", "TWO_MINOR_NT", "TWO_NT_OUTSIDE", "FOURTH_OVER_SPADE",
    "LEAD_SUIT", "FOURTH_GOOD_SUPPORT", "FOURTH_NT_RAISE", "FOURTH_SUPPORT", "FOURTH_SUPPORT_PASS", "RAISE",
    "STANDING_SUPPORT",
    "RUFF_IN_THEIR_SUIT", "RUFF_FOURTH_TRUMP", "LIMIT_A15", "BID_ON_PARTNER", "BID_ON_LEVEL", "ROBBER_BID_ON", "LATE_SUPPORT",
    "PREFERENCE", "REBID", "PARTNER_DOUBLED_BID", "TRUMP_STACK_DOUBLE", "GAME_IN_HAND_TRUMPS", "FREE_DOUBLE", "FOUR_DOUBLE",
]


# Bands (issue 36, item 1): "slechts een norm" (blz. 26). The opening's four tricks are counted with half
# tricks, and the book's own limit hands sit within half a trick of it either way: at 3½, 4 and 4½ tricks
# both opening and passing are allowed, the tutor opens from 4. Where the book insists ("moet", "altijd",
# "zal") the band lies only below the reading: the call is aanvaardbaar just short of it, and from the
# reading on the other call is fout.

# -- the opening (De gever, blz. 25-35; every seat's first bid) ------------------------------------
OPENING = Limit("G5", "Beginannonce in een kleur", "slagen in uw hand met de kleur als troef", 8, "25-26",
                "minstens vier trekken ... slechts een norm", low=7, high=8)
OPENING_SUIT_TRICKS = Limit("G5", "Beginannonce in een kleur", "vaste slagen in de kleur zelf, als troef", 4, "25",
                            "waarvan minstens twee in de door U geannonceerde kleur")
OPENING_OUTSIDE = Limit("G5", "Beginannonce in een kleur", "slagen buiten de kleur (zonder aas-heer-vrouw aan de kop)",
                        1, "27, 30", "goede kaarten, waarop ook uw partner verder kan bouwen")
# blz. 25 asks four tricks, two of them in the suit: a suit with two sure tricks at its head that alone holds a
# trick more than those four (aas-heer zevende) needs nothing outside it
OPENING_SUIT_ALONE = Limit("G5", "Beginannonce in een kleur", "vaste slagen in de kleur zelf, als troef, met twee "
                           "vaste slagen aan de kop (zonder iets buiten de kleur)", 10, "25",
                           "minstens vier trekken ..., waarvan minstens twee in de door U geannonceerde kleur")
# blz. 29 "ten naaste bij zoo goed, als een sans atout bij gewoon Bridge; het kan gebeuren op een iets minder krachtig
# spel": question panel Q12 (two readers, twelve hands) opens one sans atout from 3½ tricks gedekt in three suits with
# one ace and allows it at 3; from 3½ tricks in high cards the hand needs no second ace
SA_FULL_STRENGTH = 7
# ... when that strength is in high cards (aces, kings and queens, five of them) of a hand without a singleton: long
# suits counted as tricks do not make a sans atout (round 12's robot reader: 1 SA on 11-13 points with a singleton)
SA_HIGH_CARDS = 5
SA_OPENING = Limit("G3", "Beginannonce van één sans atout",
                   "slagen voor sans atout (een slag meer als u in alle vier kleuren gedekt bent of aas of heer aan de "
                   "kop van elke kleur hebt; onder 3½ slagen, zonder evenwichtige verdeling of met minder dan vijf "
                   "azen, heren en vrouwen, een slag minder met één aas en twee zonder aas)",
                   7, "29", "het kan gebeuren op een iets minder krachtig spel", low=6, high=7)
TWO_OPENING = Limit("G9", "Openen met twee", "slagen met de kleur als troef", 11, "31",
                    "kan het aanbeveling verdienen", low=10, high=11)
TWO_OPENING_SUIT_TRICKS = Limit("G9", "Openen met twee", "vaste slagen in de zeskaart, als troef", 10, "31",
                                "belangrijke sterkte, een lange serie")
TWO_OPENING_OUTSIDE = Limit("G9", "Openen met twee", "slagen buiten de kleur", 1, "31",
                            "een waarschijnlijken slag in een der andere kleuren")
TWO_OPENING_AFTER_PASS = Limit("T2", "Na een pas van de gever: meteen twee", "slagen met de kleur als troef", 11,
                               "35-36", "nog van veel meer gewicht, dan voor den gever", low=10)
THREE_OPENING = Limit("G10", "Openen met drie", "slagen met de kleur als troef", 14, "32", "een zeer sterk spel")
THIN_SUIT_OPENING = Limit("G5c", "Beginannonce op één vaste slag in de kleur", "slagen met de kleur als troef",
                          10, "25, 30", "doch minstens met één vaste slag")
THIN_SUIT = Limit("G5c", "Beginannonce op één vaste slag in de kleur", "vaste slagen in de kleur, als troef", 2,
                  "30", "minstens met één vaste slag")
# blz. 30 "kan men gerust één klaveren aankondigen, als men in de andere kleuren ook nog goede kaarten heeft": an ace
# beside A-K fourth (3 tricks in all) fits "goede kaarten" at its least, so the opening is aanvaardbaar half a trick
# below both readings (R4C-001); the tutor opens from 1½ tricks outside and 3½ in all, and passing stays open there
AK_FOURTH_MINOR = Limit("G5b", "Aas, heer vierde van klaveren of ruiten", "slagen met de kleur als troef", 7, "30",
                        "gerust één klaveren", low=6)
AK_FOURTH_OUTSIDE = Limit("G5b", "Aas, heer vierde van klaveren of ruiten", "slagen buiten de kleur", 3, "30",
                          "in de andere kleuren ook nog goede kaarten", low=2)
# G6 (blz. 33-34): "slechts drie kaarten — maar dan ook heele goede", "als men bovendien verder ook nog een goed spel
# heeft, al is het dan ook niet sterk genoeg om een sans atout aan te kondigen": a good hand just short of a sans atout is
# the opening's four tricks and more; the tutor opens from 4½ (R8L-004: A-H-V of ruiten and A-V-x beside, both readers)
# and at four tricks the opening is aanvaardbaar beside the pass. The pass stays aanvaardbaar above ("zou ... kunnen")
THREE_CARD_MINOR = Limit("G6", "Een lage kleur van drie kaarten", "slagen met de kleur als troef", 9, "33-34",
                         "maar dan ook heele goede ... verder ook nog een goed spel", low=8)
# blz. 32 "een of twee slagen in schoppen kan maken": heer-boer vierde counts half a trick as a side suit, yet it
# can make one; with a trick beside it (R3A-008, the book's own hand type) one schoppen is aanvaardbaar
SPADE_ONE_SUIT_LOW = Limit("G11", "Eén schoppen", "slagen in de schoppen (als bijkleur)", 2, "32",
                           "een of twee slagen in schoppen", low=1)
SPADE_ONE_SUIT_HIGH = Limit("G11", "Eén schoppen", "slagen in de schoppen (hoogstens)", 4, "32",
                            "een of twee slagen in schoppen")
SPADE_ONE_LOW = Limit("G11", "Eén schoppen", "slagen voor sans atout", 4, "32", "een of twee slagen in schoppen",
                      low=3, high=4)
SPADE_ONE_HIGH = Limit("G11", "Eén schoppen", "slagen voor sans atout (hoogstens)", 7, "32",
                       "te zwak, om één kroonschoppen aan te kondigen")
SPADE_ONE_OUTSIDE = Limit("G11", "Eén schoppen", "slagen buiten de schoppen (een heer met een kleine telt mee)", 1,
                          "32", "met nog een trek in een andere kleur")
THIRD_SEAT = Limit("D6.1b", "Na twee passen openen", "slagen met uw beste kleur als troef", 9, "52",
                   "gelden in nog meerdere mate ... niets aan verloren", low=8, high=9)

# -- over an opening (De tweede speler, blz. 35-42; every seat over a lone opening) -----------------
# blz. 37: "zoo eenigszins mogelijk een kleur noemen, al zou die kleur ook te zwak zijn": the suit's weakness counts
# nothing against the bid (a queen-headed five counts no length as trumps), so the band reaches a trick below
SUIT_OVER_SPADE = Limit("T5", "Over één schoppen een kleur noemen", "slagen met de kleur als troef", 5, "37",
                        "een tamelijk goed spel ... moet dus zoo eenigszins mogelijk een kleur noemen", low=3)
FORCED_NT = Limit("T12", "Eén sans atout over een opening in een kleur",
                  "slagen voor sans atout (hun kleur geteld achter de bieder)", 3, "41",
                  "al is het niet veel", low=2, high=4)
FORCED_SUIT = Limit("T13", "Het geforceerde bod over een opening", "slagen met de kleur als troef", 3, "41",
                    "heer, boer, vijfde ... zonder veel steun", low=2)
# blz. 41: "een spel, waarop de gever een annonce kan doen is natuurlijk ook goed voor een bod ... maar het spel mag
# ook nog wel wat zwakker zijn": a five-card suit headed by the queen is weaker than heer-boer vijfde, but with
# three tricks beside it the hand is stronger than the book's example "zonder veel steun"; the bid is aanvaardbaar
FORCED_SUIT_OUTSIDE = Limit("T13", "Het geforceerde bod over een opening", "slagen buiten een vijfkaart met de vrouw "
                            "aan de kop", 6, "41", "het spel mag ook nog wel wat zwakker zijn")
# blz. 41 "Is het niet mogelijk een sans atout aan te kondigen, dan zal [hij] trachten een hooger bod te doen in een andere
# kleur": a reader may take the suit as the other attempt beside T12's sans atout. The cheapest bid (at most two) in a suit
# of four or more headed by the ace or king, with the forced bid's count at its band (a trick), is aanvaardbaar there
FORCED_SUIT_BESIDE_NT = Limit("T12", "Naast één sans atout over de opening een kleur noemen",
                              "slagen met de kleur als troef, in een kleur van vier kaarten of meer met aas of heer "
                              "aan de kop, op het goedkoopste niveau (hoogstens twee)", 2, "41",
                              "trachten een hooger bod te doen in een andere kleur",
                              band_text="vanaf 1 slag mag de kleur ook; de tutor kiest één sans atout")
STRONG_IN_THEIRS_SUIT = Limit("T14", "Sterk in de kleur van de gever: passen", "slagen in zijn kleur (vier kaarten)",
                              3, "42", "een bod doet, in een kleur, waarin de tweede speler sterk is")
STRONG_IN_THEIRS = Limit("T14", "Sterk in de kleur van de gever: passen", "slagen voor sans atout", 5, "42",
                         "een betrekkelijk sterk spel")
LONG_SUIT_OVER_NT = Limit("T7", "Een lange kleur over één sans atout", "slagen met de kleur als troef", 8, "38",
                          "een spel, waarop met recht 2 slagen kunnen worden aangekondigd")
# blz. 38-39's own hand for two in a suit over 1 SA: A-V-B sixth "met nog een aas of heer, vrouw" elsewhere, five
# tricks; a long major on four tricks is allowed beside the pass, not advised
LONG_MAJOR_OVER_NT = Limit("T7a", "Twee in een hoge kleur over één sans atout", "slagen met de kleur als troef", 10,
                           "38-39", "een spel, waarop met recht 2 slagen kunnen worden aangekondigd", low=8)
# blz. 39 "Iets anders zou het nog zijn, indien het spel kon worden gespeeld in harten of kroonschoppen": a major the hand
# would open on alone (G5's head: three sure tricks, or aas-heer with OPENING_SUIT_ALONE) needs no side trick (issue 36 C8)
LONG_MAJOR_OUTSIDE = Limit("T7a", "Twee in een hoge kleur over één sans atout", "slagen buiten de kleur (niet nodig met "
                           "een kleur waarop u alleen zou openen, zoals aas-vrouw-boer-tien zesde)", 2, "38-39",
                           "met nog een aas of heer, vrouw in een andere kleur", low=0)

# -- the third hand (blz. 43-52) --------------------------------------------------------------------
# blz. 50: a pass after the overcall says "Ik kan in het geheel niet steunen", so half a trick of support raises: a king
# beside three trumps (K-x-x, or V-x-x with K-x-x-x; six readers, CAL-079 to R8L-020, raise there). At exactly half a
# trick the pass stays aanvaardbaar ("niet te angstig" asks courage, the count is rough); with nothing, no raise
SUPPORT = Limit("D4.1", "Steun voor uw partner na een tussenbod", "slagen als steun (korte kleuren tellen mee)", 1,
                "49-50", "moet niet te angstig zijn om het bod van zijn partner te steunen", high=1)
# D3a (no overcall): partner's opening stands, and a raise is only for the score (blz. 48): 1½ as a supporter
PARTSCORE_SUPPORT = Limit("D3a.1b", "Steun met punten onder de lijn: de manche", "slagen als steun", 3, "48",
                          "reeds eenige punten in de manche behaald, dan moet men daarmede rekening houden", low=2)
# D3a.3 (blz. 47-48): "zeer goed kan steunen" lies above D3a.1's "voldoende" (three cards with an honour, SUPPORT's ½
# trick): from three tricks as a supporter, as much as the opening's own count short of one trick (four trumps headed by
# H-B, a singleton, an ace and a king beside: both readers of issue 36 C9 raise), the raise is best; the pass stays
# aanvaardbaar ("verdient het overweging") and at 2½ tricks the raise is aanvaardbaar beside the pass
GOOD_SUPPORT = Limit("D3a.3", "Zeer goede steun: meteen verhogen", "slagen als steun", 6, "47-48",
                     "zeer goed kan steunen", low=5, high=7)
# D3b.3 reads case 3a's "zeer goed kan steunen" for a minor (blz. 47-48, INFERRED), but the book itself makes the
# difference there: in klaveren or ruiten the game needs five tricks, "bijzonder goede spellen" (blz. 44, 48), so the
# raise of a minor keeps the count D3a.3 had before issue 36 C9: four tricks as a supporter, 3½ in the band
MINOR_GOOD_SUPPORT = Limit("D3b.3", "Na klaveren of ruiten: zeer goede steun, meteen verhogen", "slagen als steun", 8,
                           "47-48", "zeer goed kan steunen ... bijzonder goede spellen", low=7, high=8)
NEW_SUIT_OVER_OVERCALL = Limit("D4.2", "Geen steun: een eigen goede kleur", "slagen met die kleur als troef", 4, "49",
                               "goede kaarten heeft in die andere kleur", low=3, high=4)
NT_OVER_OVERCALL = Limit("D4.3", "Sans atout na een tussenbod", "slagen voor sans atout (hun kleur geteld achter "
                         "de bieder)", 3, "49", "een aanvulling is van zijn eigen spel", low=2, high=3)
# "moet de derde speler, indien hij daarvoor kaarten heeft, overgaan" (blz. 48): the book insists, so the band lies only
# below the reading: at 2½ tricks the major is aanvaardbaar beside the pass; from three the hand has "kaarten daarvoor"
# and the pass is fout (every reader: NEW-056, R2B-016, R3A-026, R7I-014, R8L-015 on A-V fifth and a side king)
MAJOR_SWITCH = Limit("D3b.1", "Na klaveren of ruiten naar een hoge kleur", "slagen met die kleur als troef (een halve "
                     "slag meer voor elk niveau boven één)", 6, "48", "indien hij daarvoor kaarten heeft",
                     low=5)
# D4.8 (blz. 50), the same switch after an overcall: "zal de derde speler zoo mogelijk, overgaan", milder than blz. 48's
# "moet": at three tricks the pass stays aanvaardbaar too (NEW-064, A-V fifth and a side king over 1 kl – 1 ru)
MAJOR_SWITCH_OVER_BID = Limit("D4.8", "Na klaveren of ruiten en een tussenbod naar een hoge kleur",
                              "slagen met die kleur als troef (een halve slag meer voor elk niveau boven één)", 6, "50",
                              "zal de derde speler zoo mogelijk, overgaan", low=5, high=6)
KS_OVER_SPADE = Limit("D5.1", "Eén kroonschoppen op één schoppen", "slagen met kroonschoppen als troef", 3, "32, 51",
                      "bij vrij goede schoppenkaarten", low=2, high=3)
NT_OVER_SPADE = Limit("D5.1", "Eén sans atout op één schoppen", "slagen voor sans atout", 6, "51",
                      "kan rekenen op een paar slagen in schoppen", low=5, high=6)
# "een goed spel in de drie andere kleuren" (blz. 49): all three stopped, 2½ tricks (A-B-x, A-B-x-x, H-10-x)
TWO_MINOR_NT = Limit("D3c.2", "Sans atout op twee in een lage kleur", "slagen voor sans atout", 5, "49",
                     "bij een goed spel in de drie andere kleuren", low=5, high=6)
TWO_NT_OUTSIDE = Limit("D2.1", "Twee sans atout na een tussenbod over de sans atout", "slagen buiten hun kleur", 3,
                       "46", "kan u ook in de andere kleuren eenigen steun geven", low=2, high=3)
# D2.2 (blz. 46): "minstens twee slagen" in their suit, counted behind the bidder (tricks_behind): he must play up to
# our cards, so a probable trick there is whole: A-Q-x over his king is two tricks, as are A-J-10 and K-Q-x; K-J-x is
# one (R7-D2.2: the panel doubles 2 ha on A-V-5). "moet" and "het best": no band, the pass beside the double is
# D2.2's own aanvaardbaar call
TWO_TRICKS_BEHIND = Limit("D2.2", "Twee slagen in hun kleur: het tussenbod over de sans atout doubleeren",
                          "slagen in hun kleur, achter de bieder (aas-vrouw = 2)", 4, "46",
                          "waarin hij dan minstens twee slagen moet kunnen maken")
# blz. 73-74 against blz. 40: the escape from partner's doubled sans atout is for a weak hand ("Pas op, ik heb
# niets", blz. 64); from 2½ tricks for sans atout the hand stays, and at 2 or 2½ both calls are allowed
RESCUE_STAY = Limit("X18", "De gedoubleerde sans atout van uw partner laten staan", "slagen voor sans atout", 5,
                    "64, 73-74", "hebt ge geen bepaald goede kaarten", low=4, high=5)

# -- the fourth hand (blz. 53-57) -------------------------------------------------------------------
FOURTH_OVER_SPADE = Limit("V1", "Na één schoppen, pas, pas: zelf bieden", "slagen met de kleur als troef", 6, "53",
                          "een vrij goed spel ... alle aanleiding eene annonce te doen", low=5)
# D4.4's "in de andere kleuren wel enkele slagen" (blz. 50): its own count, beside the support band of D4.1
SIDE_TRICKS = Limit("D4.4", "Liever steunen dan twee sans atout", "slagen buiten de kleur van uw partner", 3, "49-50",
                    "in de andere kleuren wel enkele slagen hebben", low=2)
# V3's pass (blz. 54-55): the book gives the bid weight and advantage ("van veel gewicht", "Het voordeeligst is, om zoo
# mogelijk ...") and says it may be made "op een betrekkelijk slecht spel", and in the same case calls only the double
# "heel verkeerd" (blz. 40): readers split on the pass with a modest suit (R2B-028, R4C-017 allow it on K-V-B fifth,
# three tricks as trumps; NEW-073, R3B-002 not). Up to 3½ tricks with the suit as trumps the pass stays aanvaardbaar;
# from four, what an opening asks (blz. 25), the bid is plainly "mogelijk" and safe, and the pass is fout (R8K-017)
LEAD_SUIT = Limit("V3", "Na één sans atout, pas, pas: een kleur voor de uitkomst", "slagen met de kleur als troef",
                  1, "54-55", "van veel gewicht een kleur te noemen ... zoo mogelijk", high=7,
                  band_text="tot en met 3½ slagen: passen mag ook; vanaf 4 slagen is passen fout")
# V5's "goeden steun" (blz. 55) is counted as the book counts support everywhere (blz. 62-63: "hooge troeven volstrekt
# niet noodzakelijk", side cards and short suits bring tricks): the supporter count of D4.1, V6 and D3a, no extra weight
# for the trump ace. It lies between "steunen op een minder krachtig spel" (½, blz. 56) and "zeer goed kan steunen" (3,
# blz. 47): from 1½ tricks (V-x-x-x of trumps, an ace and a king beside: both readers of issue 36 C3 raise) the raise is
# best and the pass stays aanvaardbaar ("zal hij goed doen te passen" is advice); at one trick the raise is allowed
FOURTH_GOOD_SUPPORT = Limit("V5a", "Goede steun voor het bod van uw partner", "slagen als steun (korte kleuren tellen "
                            "mee)", 3, "55, 62-63", "goeden steun ... hooge troeven volstrekt niet noodzakelijk",
                            low=2, high=4)
FOURTH_NT_RAISE = Limit("V5b", "Partner bood sans atout over de opening", "slagen voor sans atout", 10, "41, 55",
                        "daarmede moet vooral de vierde speler rekening houden", low=9, high=10)
# "met een minder krachtig spel toch ... steunen" (blz. 56): the same words and count as D4.1's (blz. 49-50)
FOURTH_SUPPORT = Limit("V6", "Partner opende: steunen op een minder krachtig spel", "slagen als steun", 1, "56",
                       "met een minder krachtig spel toch het bod van zijn partner steunen", high=1)
# V6's pass (blz. 56 "mag ... toch steunen", the fourth hand's milder word): aanvaardbaar up to 1½ tricks (NEW-078,
# R2A-035); from two tricks the hand clearly has what the book asks and the pass is fout (R3B-005, R3B-006). D4.1
# (blz. 50, "Ik kan in het geheel niet steunen") allows the pass only in its band, at half a trick.
FOURTH_SUPPORT_PASS = 3

# -- later rounds and doubling (blz. 58-74) ------------------------------------------------------------
# "meer dan drie trekken" (blz. 60) is read at 3½; with three the raise is aanvaardbaar: the count is rough
# (blz. 63 "wellicht") and blz. 59 asks not to be "te angstig": "Twee trekken worden niet dikwijls gedoubleerd"
# At 3½, the least count above three, the pass stays aanvaardbaar; from four whole tricks "meer dan drie" is plain and
# the pass beside the raise to two is fout ("moet", blz. 60): R8L-024 (panel) and R3B-009 at four, against R2A-014's
# single reader who allowed the pass there
RAISE = Limit("A5", "Wees een partner: steun zijn bod", "slagen die u uw partner brengt, niet alleen in troef "
              "(korte kleuren tellen mee)", 7, "59-60", "meer dan drie trekken ... niet te angstig", low=6, high=7)
# A5e (blz. 47, 58, 60): partner's bid stands (nobody bid over it) and the game is not in it yet. "als regel zijn
# partner steunen ... wanneer men hem meer dan drie trekken kan aanbrengen" (blz. 60) holds in every round: from 3½
# tricks the tutor raises by one; at 3 the raise is aanvaardbaar beside the pass. The pass stays aanvaardbaar ("als regel
# te verkiezen", blz. 47; "zoo noodig", blz. 58) unless the opponents opened (partner's bid is then an overcall a pass
# leaves alone, blz. 50, 55-56) and the support lies far above the limit: from 6 tricks the pass is fout there (both
# readers of issue 36 on T-A96532-B64-AHV under 1 SA - pas - pas - 2 ha; at 5½ and 4½ the readers split).
STANDING_SUPPORT = Limit("A5e", "Het bod van uw partner staat: toch steunen", "slagen die u uw partner brengt (korte "
                         "kleuren tellen mee)", 7, "47, 58, 60", "als regel zijn partner steunen ... meer dan drie "
                         "trekken", low=6, high=11,
                         band_text="bij 3 slagen mag verhogen ook (de tutor past); vanaf 3½ verhoogt de tutor en mag "
                                   "passen ook, behalve na een opening van de tegenpartij vanaf 6 slagen")
LIMIT_A15 = Limit("A15", "De grens van het opbieden", "wat het bod vraagt, tegen uw slagen plus wat een gewone hand "
                  "van uw partner brengt", 0, "65", "dan is de grens bereikt, waartoe ge kunt gaan", low=-1, high=0,
                  reading_text="uw slagen plus die van uw partner",
                  band_text="een halve slag te kort, of precies op de grens")
# Bidding on over the opponents in partner's suit (blz. 61-62): "En al zou ... blijken, dat ge wel uw drie harten of
# drie kroonschoppen zoudt gewonnen hebben, doet dat er toch nog maar heel weinig toe; wanneer ge op schoon staat, zijt
# ge daarmede toch niet uit". Blz. 62 weighs the bid, it does not forbid it: the side's count (the promises of partner's
# bids plus my supporter count, blz. 65) a trick short of the bid still allows it at love (pass best). "Iets anders is
# het als men reeds eenige punten onder de lijn heeft geboekt": where the bid then makes the game, the tutor bids on
# from that same trick short (A9) and the pass stays aanvaardbaar. The band reaches only to three in a suit (the book's
# own "drie harten of drie kroonschoppen"); higher, blz. 65's "niet in het dolle doorgaan" keeps the limit firm.
BID_ON_PARTNER = Limit("A5", "Over de tegenpartij heen verder in de kleur van uw partner",
                       "uw slagen plus wat uw partner belooft, tegen wat het bod vraagt (tot drie in een kleur)", 0,
                       "61-62, 65", "wanneer ge op schoon staat, zijt ge daarmede toch niet uit", low=-2, high=0,
                       reading_text="uw slagen plus die van uw partner",
                       band_text="tot een slag te kort, of precies op de grens")
BID_ON_LEVEL = 3  # the highest level BID_ON_PARTNER's band reaches (blz. 62: "drie harten of drie kroonschoppen")
# Blz. 71-72 weighs blz. 65's limit itself: "meent men dus ... zelf een hoogere annonce te kunnen doen, dan moet men niet
# aarzelen ... in het bijzonder het geval, als men door het winnen van het spel, ook de robber zou winnen". With a game
# already, a bid over the opponents that completes the game wins the robber: the side's count may then be a trick short
# of it at any level (the "goede kans" X17 reads for their robber, blz. 72), and the tutor bids (R8L-030). The pass stays
# aanvaardbaar ("over het algemeen is het beter, de tegenpartij een zwak spel te laten spelen", blz. 62); 1½ tricks
# short the bid is beyond the book's "goede kans" and fout (blz. 65 "niet in het dolle doorgaan")
ROBBER_BID_ON = Limit("A9r", "Uw manche wint de robber: over de tegenpartij heen de manche bieden",
                      "uw slagen plus wat uw partner belooft, tegen wat het manchebod vraagt", -2, "65, 71-72",
                      "in het bijzonder het geval, als men ... ook de robber zou winnen", high=0,
                      reading_text="uw slagen plus die van uw partner, een slag te kort",
                      band_text="tot op de grens: passen mag ook")
# Partner's opening that I passed, overbid later by the opponents (their first bid, no game for them; A5d when it is):
# a pass now says "Ik kan in het geheel niet steunen" (blz. 50), and blz. 60 "Wees een partner" asks the raise. My
# first pass said only that the opening stood (blz. 47-48), so the raise is owed from three tricks of support, half a
# trick below A5's "meer dan drie" of a round where partner already counts on my hand; at 2½ both calls are allowed.
LATE_SUPPORT = Limit("A5", "Na uw pas over de opening: alsnog steunen als de tegenpartij bood",
                     "slagen die u uw partner brengt (korte kleuren tellen mee)", 6, "50, 60",
                     "Wees een partner ... meer dan drie trekken", low=5)
# blz. 62-63: "een renonce of een singleton in de annonce van de tegenpartij met enkele troeven" brings partner
# "eenige trekken": in the later rounds a singleton or void in their suit beside three trumps counts half a trick more
# than the short suit of the general count (half tricks, added to the supporter's count)
RUFF_IN_THEIR_SUIT = 1
# "eenige trekken" (blz. 63, plural) from that short suit grow with the trumps to ruff it: beside four trumps or more it
# can be ruffed once more, another half trick (R5E-022, R4D-026: KJ-x-x, a singleton of theirs, side aces and kings)
RUFF_FOURTH_TRUMP = 1
REBID = Limit("A12", "Partner zwijgt: één keer twee", "slagen met uw kleur als troef", 10, "63",
              "een goed spel in handen waaruit 5 à 6 trekken te maken zijn", low=8, high=10)
# G13p (blz. 34): after partner's two suits, "bij een zeer zwak spel in kroonschoppen en met wel eenigen steun in harten, tot
# 3 harten moet opbieden". "Eenigen steun" read as three cards with an honour in his first suit and fewer in his second:
# then the preference is owed and the pass is fout; with less (three small, or two headed by the ace or king, the entry
# of G13p) the preference is best and passing stays aanvaardbaar. Counted in cards, not tricks (reading_text).
PREFERENCE = Limit("G13p", "Partner noemde twee kleuren: terug naar de eerste",
                   "kaarten in zijn eerste kleur (met een honneur), tegen zijn tweede", 3, "34",
                   "met wel eenigen steun in harten, tot 3 harten moet opbieden", low=2,
                   reading_text="drie met een honneur, en minder in zijn tweede kleur",
                   band_text="drie kleine, of twee met aas of heer: passen mag ook")
PARTNER_DOUBLED_BID = Limit("X15", "Uw partner doubleerde in plaats van te steunen: hoger in uw kleur",
                          "slagen met uw kleur als troef", 8, "72", "goede troeven en bovendien goede kans",
                          low=7, high=8)
# X15 with a game in hand (blz. 72): "laat dan de tegenpartij spelen" makes the pass best, but the page's first advice,
# "goede troeven en bovendien goede kans", still allows the bid when the trumps are good beyond X15's own reading: four
# sure tricks in the suit as trumps (A-K or A-Q-J sixth, A-K-Q fifth: "hooge kaarten in troef ... bovendien een lange
# kleur", blz. 72-73), beside X15's count (R4D-028 allowed 3 ha on A-K-B sixth; R2A-017, R3B-030 not on A-V-B fifth
# and A-V-10 sixth)
GAME_IN_HAND_TRUMPS = Limit("X15", "Uw partner doubleerde en u hebt al een manche: toch hoger in uw kleur",
                            "vaste slagen in uw kleur zelf, als troef", 8, "72-73",
                            "goede troeven en bovendien goede kans")
# X15 with the robber at stake (blz. 72, "het gevaar strafpunten te krijgen, niet al te zwaar laten wegen"): the side's
# limit of blz. 65 may be a trick short when their doubled contract, made, would win them the robber (R3B-031)
ROBBER_RELIEF = 2
FREE_DOUBLE_RELIEF = 2  # X4: a vrije doublure asks a trick less defence ("gerust", blz. 68): a failure costs no game
# X9 (blz. 42, 70): their suit bid again into a trump stack behind its bidder: "ziet men dan de kans schoon, dan is de tijd
# gekomen om te doubleeren", but "Tel, vóór ge doubleert, goed het aantal slagen ... en doubleer niet op losse gronden"
# (blz. 74). The book's own hand (blz. 42: aas-tien vijfde in their suit and heer-vrouw vijfde beside) counts two defence
# tricks: that is the reading. At 1½ (the trump ace fifth and nothing sure beside it) both calls are allowed and the
# tutor passes; with less the double is "op losse gronden"
TRUMP_STACK_DOUBLE = Limit("X9", "Hun kleur opnieuw geboden, met een troefstapel achter de bieder: doubleeren",
                           "verdedigingsslagen tegen hun bod", 4, "42, 70, 74",
                           "ziet men dan de kans schoon ... doubleer niet op losse gronden", low=3)
# X4's "reden" is vague: counted against what the free double asks (0 = exactly that), down to 1½ tricks
# short both the double and the pass are allowed; a failed free double costs no game ("gerust", blz. 68).
# Counted as X11 counts ("de trekken tellen, die ge zeker zult maken", blz. 70): the ace and king of a suit our side
# did not bid are two sure tricks (R7-X4: A-V-x, H-B-9, A-H-x over two harten at 0/14 doubles)
FREE_DOUBLE = Limit("X4", "De vrije doublure", "vaste verdedigingsslagen (aas-heer van een kleur die uw partij niet "
                    "bood = 2), tegen wat de tutor voor een vrije doublure vraagt (een slag minder dan voor een "
                    "gewone doublure)", 0, "68", "gerust ... als daarvoor reden bestaat",
                    low=-3, reading_text="wat de vrije doublure vraagt",
                    band_text="tot 1½ verdedigingsslag minder dan dat")
# X11's "drie vaste trekken" against four in a suit is given "slecht als aanwijzing" (blz. 71): half a defence
# trick short of it both the double and the pass are allowed; a failed double there costs no game (blz. 67).
# "Vaste trekken" are counted as sure tricks (evaluation.sure_defence): aces, and the king beside the ace in a suit
# of at most four cards our side did not bid; blz. 70 discounts only the top cards of a suit the doubler's side bid (R7-X11: A-x of
# their trumps and A-H-x-x beside doubles four kroonschoppen); other high cards count half, as in the DT
FOUR_DOUBLE = Limit("X11", "Vier in een kleur doubleeren", "vaste verdedigingsslagen (aas-heer van een kleur die uw "
                    "partij niet bood = 2), tegen de drie vaste slagen die het boek vraagt (met een bod van uw partner "
                    "een halve minder)", 0, "67, 70-71",
                    "Ik geef dit slecht als aanwijzing", low=-1, reading_text="drie vaste slagen",
                    band_text="bij een halve verdedigingsslag minder")

LIMITS = tuple(v for v in list(globals().values()) if isinstance(v, Limit))

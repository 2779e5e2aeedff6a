/* engine.h — internal interface between the files of the Citadels engine.
 * Nothing outside src/citadels includes this; the rest of the program sees the
 * engine only through citadels_ops (game/game.h). */
#ifndef GH_CITADELS_ENGINE_H
#define GH_CITADELS_ENGINE_H

#include "citadels/state.h"

/* ---- actions: one row per action type (actions.c holds the table) ---- */

#define CIT_ACTION_LIST(X)                                                                         \
    X(PICK, "pick_character")           /* a = rank */                                             \
    X(DISCARD, "discard_character")     /* a = rank (2 players) */                                 \
    X(TAKE_GOLD, "take_gold")                                                                      \
    X(DRAW_CARDS, "draw_cards")                                                                    \
    X(KEEP, "keep_card")                /* a = card */                                             \
    X(BUILD, "build")                   /* a = card */                                             \
    X(END_TURN, "end_turn")                                                                        \
    X(TYPE_INCOME, "collect_district_income")                                                      \
    X(KILL, "kill")                     /* a = rank (Assassin) */                                  \
    X(STEAL, "steal")                   /* a = rank (Thief) */                                     \
    X(SWAP_HANDS, "swap_hands")         /* a = seat (Magician) */                                  \
    X(MAGIC_DISCARD, "discard_and_draw") /* a = card (Magician, one card at a time) */             \
    X(MAGIC_DONE, "draw_replacements")  /* Magician: finish discarding, draw as many */            \
    X(MERCHANT_GOLD, "take_extra_gold")                                                            \
    X(ARCHITECT_DRAW, "draw_extra_cards")                                                          \
    X(DESTROY, "destroy")               /* a = seat, b = card (Warlord) */                         \
    X(BEAUTIFY, "beautify")             /* a = card (Artist) */                                    \
    X(LAB_DISCARD, "laboratory")        /* a = card */                                             \
    X(SMITHY, "smithy")                                                                            \
    X(DEN_CARD, "pay_with_card")        /* a = card (Thieves' Den) */                              \
    X(DEN_GOLD, "pay_rest_in_gold")                                                                \
    X(DEN_CANCEL, "cancel_build")                                                                  \
    /* --- issue 11: agents (Hexe, Magistrat, Erpresserin, Spion) --- */                          \
    X(SPY, "spy")                       /* a = seat, b = district type (Spion) */                  \
    X(THREATEN, "threaten")             /* a = rank with the rose, b = other rank */              \
    X(PAY_BRIBE, "pay_bribe")                                                                      \
    X(REFUSE_BRIBE, "refuse_bribe")                                                                \
    X(REVEAL_THREAT, "reveal_threat")                                                              \
    X(KEEP_THREAT, "keep_threat_hidden")                                                           \
    X(WARRANTS, "place_warrants")       /* a = signed rank, b < c = the unsigned ones */           \
    X(CONFISCATE, "confiscate")                                                                    \
    X(DECLINE_CONFISCATION, "decline_confiscation")                                                \
    X(BEWITCH, "bewitch")               /* a = rank (Hexe) */                                      \
    /* --- issue 11: court (Beschwörer, Seherin, Kaiser, Patrizier, Ablassprediger, Kardinal, \
       Kapitänin, Gelehrte) --- */                                                                \
    X(LOOK_AT_HAND, "look_at_hand")     /* a = seat (Beschwörer) */                                \
    X(TAKE_CARD, "take_card")           /* a = card of the looked-at hand */                       \
    X(BUILD_TAKEN, "build_taken_card")  /* a = card of the looked-at hand */                       \
    X(SEER_TAKE, "seer_take")                                                                      \
    X(GIVE_CARD, "give_card")           /* a = own card, b = seat (Seherin) */                     \
    X(GIVE_CROWN, "give_crown")         /* a = seat, b = enum cit_take (Kaiser) */                 \
    X(MIXED_INCOME, "collect_mixed_income") /* a = gold, the rest cards (Ablassprediger) */        \
    X(TAKE_FROM_RICHEST, "take_from_richest") /* a = seat */                                       \
    X(CARDINAL_BUILD, "cardinal_build") /* a = lending seat, b = own hand card */                  \
    X(CARD_FOR_GOLD, "give_card_for_gold") /* a = own hand card */                                 \
    X(FOUR_GOLD, "take_four_gold")      /* Kapitänin */                                            \
    X(FOUR_CARDS, "draw_four_cards")                                                               \
    X(SCHOLAR_DRAW, "scholar_draw")     /* Gelehrte: 7 aside */                                    \
    X(SCHOLAR_KEEP, "scholar_keep")     /* a = card aside */                                       \
    /* --- issue 11: builders (Alchemistin, Kaufmann, Diplomatin, Marschall, Königin,        \
       Steuereintreiber, Gerüst, Totenstadt, Stallungen, Monument, Große Mauer, Glockenturm) --- */ \
    X(FRAMEWORK, "build_with_framework") /* a = hand card built; the Gerüst is destroyed */      \
    X(NECROPOLIS, "build_necropolis")   /* a = own city card destroyed to pay the Totenstadt */   \
    X(COLLECT_TAXES, "collect_taxes")   /* Steuereintreiber takes the tax pile */                 \
    X(SEIZE, "seize")                   /* a = seat, b = card (Marschall) */                      \
    X(EXCHANGE, "exchange_districts")   /* a = own card, b = seat, c = its card (Diplomatin) */   \
    X(BELL_EARLIER, "end_game_earlier") /* Glockenturm: one district fewer */                     \
    X(BELL_NORMAL, "end_game_normally")                                                            \
    /* --- issue 11: districts (the other unique districts) --- */                            \
    X(ARMORY, "armory_destroy")         /* a = seat, b = card (Waffenkammer) */                    \
    X(MUSEUM_TUCK, "museum_tuck")       /* a = hand card (Museum) */                               \
    X(THEATER_SWAP, "theater_swap")     /* a = seat, b = own rank given (Theater) */               \
    X(THEATER_PASS, "theater_pass")                                                                \
    X(GRAVEYARD_BUY, "graveyard_buy")   /* Friedhof: the destroyed card for 1 gold */              \
    X(GRAVEYARD_PASS, "graveyard_pass")                                                            \
    X(LIGHTHOUSE_TAKE, "lighthouse_take") /* a = deck card (Leuchtturm) */                     \
    /* --- issue 12: action cards --- */                                                          \
    X(PLAY_ACROBAT, "play_acrobat")                                                                \
    X(DECLINE_ACROBAT, "decline_acrobat")                                                          \
    X(PLAY_RASPUTIN, "play_rasputin")                                                              \
    X(DECLINE_RASPUTIN, "decline_rasputin")                                                        \
    X(PLAY_DIRECTOR, "play_director")                                                              \
    X(LAY_BOOTH, "lay_ticket_booth")    /* a = the Kassenwagen card in hand */                     \
    X(USE_BOOTH, "use_ticket_booth")    /* a = owner seat, b = the laid booth card */              \
    X(BOOTH_KEEP, "ticket_booth_keep")  /* a = card aside */                                       \
    X(CASH_BOOTH, "cash_ticket_booth")                                                             \
    X(LEAVE_BOOTH, "leave_ticket_booth")                                                           \
    X(OVERBUILD, "overbuild")           /* a = hand card, b = own city card replaced */            \
    X(PLAY_FORTUNE, "play_fortune_teller") /* a = seat */                                          \
    X(FORTUNE_TAKE, "fortune_teller_take") /* a = card of the looked-at hand */                    \
    X(LAY_TENT, "lay_circus_tent")      /* a = the Zirkuszelt card in hand */                      \
    /* --- issue 12: classic --- */                                                               \
    /* --- issue 12: dark city --- */                                                             \
    X(THANK_THE_KING, "thank_the_king")   /* Ballsaal: "Danke, Euer Exzellenz" */                \
    X(FORGET_TO_THANK, "forget_to_thank") /* Ballsaal: the whole turn is lost */                 \
    /* --- issue 12: online --- */

enum cit_action_type {
    CIT_A_NONE = 0,
#define X(id, wire) CIT_A_##id,
    CIT_ACTION_LIST(X)
#undef X
        CIT_A_COUNT
};

/* Inside a gen hook (parameters out, n, max): append one legal action. The
 * count grows past max so callers can tell the list was cut. */
#define CIT_PUSH(t, x, y)                                                                          \
    do {                                                                                           \
        if (n < max)                                                                               \
            out[n] = (game_action){.type = (t), .a = (int16_t)(x), .b = (int16_t)(y)};             \
        n++;                                                                                       \
    } while (0)

/* Which argument fields an action type uses, for JSON. */
enum cit_arg {
    CIT_ARG_NONE = 0,
    CIT_ARG_RANK,      /* a = rank: {"character"} */
    CIT_ARG_CARD,      /* a = card: {"card", "district"} */
    CIT_ARG_SEAT,      /* a = seat: {"seat"} */
    CIT_ARG_SEAT_CARD, /* a = seat, b = card in that seat's city (or hand): {"seat", "card"} */
    /* issue 11 (the JSON of each is in json.c and docs/protocol.md) */
    CIT_ARG_RANK2,     /* a = rank, b = rank: {"character", "other"} (Erpresserin: a has the rose) */
    CIT_ARG_RANK3,     /* a, b, c = ranks: {"character", "others": [b, c]} (Magistrat: a signed) */
    CIT_ARG_SEAT_TYPE, /* a = seat, b = district type: {"seat", "district_type"} (Spion) */
    CIT_ARG_CARD_SEAT, /* a = card (own hand), b = seat: {"card", "seat"} (Seherin gives) */
    CIT_ARG_EXCHANGE,  /* a = own city card, b = seat, c = card of b's city:
                        * {"card", "seat", "target"} (Diplomatin) */
    CIT_ARG_SEAT_RES,  /* a = seat, b = enum cit_take: {"seat", "take": "gold"|"card"|"nothing"} */
    CIT_ARG_AMOUNT,    /* a = amount: {"gold": n} (Ablassprediger's mix: n gold, the rest cards) */
    CIT_ARG_SEAT_RANK, /* a = seat, b = own rank: {"seat", "character"} (Theater) */
    /* --- issue 12: action cards --- */
    CIT_ARG_OVERBUILD, /* a = hand card, b = own city card: {"card", "replaces"} (overbuild) */
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    /* --- issue 12: online --- */
};

/* What the Kaiser takes from the new crown holder (CIT_ARG_SEAT_RES). */
enum cit_take { CIT_TAKE_NOTHING = 0, CIT_TAKE_GOLD = 1, CIT_TAKE_CARD = 2 };

typedef struct cit_action_def {
    uint32_t decisions; /* bitmask of the decision kinds this action answers */
    uint8_t args;     /* enum cit_arg */
    /* Appends the legal instances of this action for the pending decision. */
    int (*gen)(const cit_state *s, game_action *out, int n, int max);
    /* Carries out an action already known to be legal. */
    void (*run)(cit_state *s, const game_action *a, const game_event_sink *ev);
    /* Optional: explains why an action of this type is not legal now, with
     * the most specific error (cit_fail). Without it play.c's diagnose()
     * answers. Called only for an action of the pending decision that gen
     * did not list. */
    void (*why)(const cit_state *s, const game_action *a, game_err *e);
} cit_action_def;

extern const cit_action_def cit_actions[CIT_A_COUNT];
_Static_assert(CIT_DEC_COUNT <= 32, "decisions are a 32-bit mask in cit_action_def");
extern const char *const cit_take_wire[]; /* by enum cit_take, NULL-terminated */
extern const char *const cit_action_wire[CIT_A_COUNT];

/* --- issue 11: agents (the gates) --- */
/* What the agents close (agents_*.c, docs/citadels-rules.md "Issue 11 — agents
 * readings"): a threatened character whose threat is not resolved yet
 * (DE16 "Erpresserin": no ability, no building before), and the bewitched
 * character's own holder (DE16 "Hexe": income only, then his turn ends). */
static inline int cit_agents_open(const cit_state *s)
{
    /* (issue 13: both 0 in every game without the Erpresserin and the
     * Hexe, and in most turns of the others) */
    if (!(s->threats | s->bewitched))
        return 1;
    int r = s->called_rank;
    if (!r)
        return 1;
    if (s->threats & (1u << r))
        return 0;
    return !(s->bewitched == r && !s->witch_turn);
}

/* Whether abilities and district effects may be used now: after income, or
 * before it when the room allows that house rule; never while the agents
 * close the turn (cit_agents_open). */
static inline int cit_ability_open(const cit_state *s)
{
    /* (issue 13: the decision first — under the income, without the house
     * rule, the answer needs nothing else) */
    if (s->decision != CIT_DEC_TURN &&
        !(s->decision == CIT_DEC_INCOME &&
          (s->cfg.ability_before_income ||
           s->cfg.online))) /* issue 12: online — step 2 precedes the resources */
        return 0;
    /* issue 11: districts — a Hospital turn (killed owner) has income only. */
    if (s->turn_flags & CIT_TF_HOSPITAL)
        return 0;
    return cit_agents_open(s);
}

/* The gate of a character's once-per-turn ability: the current character is
 * `ch`, abilities are open, and `flag` (enum cit_turn_flag) is still unused. */
static inline int cit_may_use(const cit_state *s, int ch, uint32_t flag);

/* Whether the acting seat may build now (every build action's gen asks). */
static inline int cit_build_open(const cit_state *s)
{
    /* issue 11: districts — a Hospital turn has income only, no build */
    return s->decision == CIT_DEC_TURN && cit_agents_open(s) &&
           !(s->turn_flags & CIT_TF_HOSPITAL);
}


/* ---- action hooks (abilities.c, districts.c), listed in the action table ---- */
#define CIT_HOOK(name)                                                                             \
    int cit_gen_##name(const cit_state *s, game_action *out, int n, int max);                      \
    void cit_run_##name(cit_state *s, const game_action *a, const game_event_sink *ev);
CIT_HOOK(type_income)
CIT_HOOK(kill)
CIT_HOOK(steal)
CIT_HOOK(swap_hands)
CIT_HOOK(magic_discard)
CIT_HOOK(magic_done)
CIT_HOOK(merchant_gold)
CIT_HOOK(architect_draw)
CIT_HOOK(destroy)
CIT_HOOK(beautify)
CIT_HOOK(laboratory)
CIT_HOOK(smithy)
/* --- issue 11: agents --- */
CIT_HOOK(spy)
CIT_HOOK(threaten)
CIT_HOOK(pay_bribe)
CIT_HOOK(refuse_bribe)
CIT_HOOK(reveal_threat)
CIT_HOOK(keep_threat)
CIT_HOOK(warrants)
CIT_HOOK(confiscate)
CIT_HOOK(decline_confiscation)
CIT_HOOK(bewitch)
/* --- issue 11: court --- */
CIT_HOOK(look_at_hand)
CIT_HOOK(take_card)
CIT_HOOK(build_taken)
CIT_HOOK(seer_take)
CIT_HOOK(give_card)
CIT_HOOK(give_crown)
CIT_HOOK(mixed_income)
CIT_HOOK(take_from_richest)
CIT_HOOK(cardinal_build)
CIT_HOOK(card_for_gold)
CIT_HOOK(four_gold)
CIT_HOOK(four_cards)
CIT_HOOK(scholar_draw)
CIT_HOOK(scholar_keep)
/* Refusals of the court's actions, and of end_turn before the Kaiser gave
 * the crown (court_common.c). */
void cit_why_court(const cit_state *s, const game_action *a, game_err *e);
void cit_why_type_income(const cit_state *s, const game_action *a, game_err *e); /* abilities.c */
/* The court's flow points (court_crown.c): the Patrizier's crown at the
 * reveal; at round end the killed Patrizier's crown and the killed Kaiser's
 * decision (returns 1 when it opened one: end_round stops and runs again
 * after it); whether the turn may end (the Kaiser must give the crown). */
void cit_court_on_reveal(cit_state *s, int rank, int seat, const game_event_sink *ev);
int cit_court_round_end(cit_state *s, const game_event_sink *ev);
int cit_court_may_end_turn(const cit_state *s);
/* --- issue 11: builders --- */
CIT_HOOK(framework)
CIT_HOOK(necropolis)
CIT_HOOK(collect_taxes)
CIT_HOOK(seize)
CIT_HOOK(exchange)
CIT_HOOK(bell_earlier)
CIT_HOOK(bell_normal)
void cit_why_framework(const cit_state *s, const game_action *a, game_err *e);
void cit_why_necropolis(const cit_state *s, const game_action *a, game_err *e);
void cit_why_collect_taxes(const cit_state *s, const game_action *a, game_err *e);
void cit_why_seize(const cit_state *s, const game_action *a, game_err *e);
void cit_why_exchange(const cit_state *s, const game_action *a, game_err *e);
/* --- issue 11: districts --- */
CIT_HOOK(armory)
CIT_HOOK(museum_tuck)
CIT_HOOK(theater_swap)
CIT_HOOK(theater_pass)
CIT_HOOK(graveyard_buy)
CIT_HOOK(graveyard_pass)
CIT_HOOK(lighthouse_take)
void cit_why_laboratory(const cit_state *s, const game_action *a, game_err *e);
void cit_why_smithy(const cit_state *s, const game_action *a, game_err *e);
void cit_why_armory(const cit_state *s, const game_action *a, game_err *e);
void cit_why_museum_tuck(const cit_state *s, const game_action *a, game_err *e);
void cit_why_theater_swap(const cit_state *s, const game_action *a, game_err *e);
void cit_why_graveyard_buy(const cit_state *s, const game_action *a, game_err *e);
/* District effects at flow points (districts.c, district_flow.c). */
int cit_income_gold(const cit_state *s, int seat);  /* take_gold: 2, +1 Goldmine */
int cit_income_draw(const cit_state *s, int seat);  /* draw_cards: 2, 3 Sternwarte */
void cit_districts_turn_end(cit_state *s, const game_event_sink *ev); /* Armenhaus, Park */
void cit_district_destroyed(cit_state *s, int destroyer, int victim, int card, int by_rank8,
                            const game_event_sink *ev); /* Museum's cards, Friedhof */
void cit_museum_release(cit_state *s);  /* the tucked cards go under the deck */
int cit_museum_owner(const cit_state *s); /* seat whose city has the Museum, or -1 */
int cit_theater_open(cit_state *s, const game_event_sink *ev); /* 1: the Theater decides */
void cit_lighthouse_built(cit_state *s, int seat, int card);
void cit_throne_room(cit_state *s, int old, int seat, const game_event_sink *ev);
int cit_hospital_turn(const cit_state *s, int rank, int seat); /* killed, but may take income */
/* --- issue 12: action cards (action_cards*.c) --- */
CIT_HOOK(play_acrobat)
CIT_HOOK(decline_acrobat)
CIT_HOOK(play_rasputin)
CIT_HOOK(decline_rasputin)
CIT_HOOK(play_director)
CIT_HOOK(lay_booth)
CIT_HOOK(use_booth)
CIT_HOOK(booth_keep)
CIT_HOOK(cash_booth)
CIT_HOOK(leave_booth)
CIT_HOOK(overbuild)
CIT_HOOK(play_fortune)
CIT_HOOK(fortune_take)
CIT_HOOK(lay_tent)
/* Why an action-card action is refused (cit_action_def.why). */
void cit_why_action_card(const cit_state *s, const game_action *a, game_err *e);
/* Flow points (one marked call each): the start of a turn (turn.c
 * cit_begin_turn_state); a rank's call before anything else happens: 1 if
 * a decision (Rasputin, Akrobatin) was opened and the call waits for it
 * (turn.c cit_call_next_rank); the end of a turn (turn.c cit_end_turn: the
 * laid Rasputin is discarded); the round's end before the heirs take the
 * crown: 1 if the Akrobatin's crown stands, so the killed rank 4 reveals as
 * heir but takes no crown (turn.c end_round); the game's end (laid
 * Kassenwagen to the discard, their gold to the bank). */
void cit_actions_begin_turn(cit_state *s, int seat);
int cit_actions_on_call(cit_state *s, int rank, const game_event_sink *ev);
void cit_actions_end_turn(cit_state *s, const game_event_sink *ev);
int cit_actions_round_end(cit_state *s, const game_event_sink *ev);
void cit_actions_game_end(cit_state *s, const game_event_sink *ev);
/* The Direktor's +2 on the building limit (rules.c cit_build_limit).
 * RULE: DE16 "Direktor": up to 2 more districts this turn; the Baumeisterin,
 * Seherin and Gelehrte build that many more than their own limit. A12-3:
 * the Kapitänin (limit 0, DE16 "Kapitänin": she may not build) cannot play
 * it: her ban is not a limit the card raises. */
static inline int cit_actions_extra_builds(const cit_state *s, int limit)
{
    return (s->turn_flags & CIT_TF_DIRECTOR) && limit > 0 ? 2 : 0;
}
/* Whether the active player may play an action card now (one per turn). */
int cit_action_card_open(const cit_state *s);
/* `card` leaves `seat`'s hand as his played action card (told to all; `rank`
 * the character Rasputin protects, else 0); `under`: it goes under the deck. */
void cit_play_action_card(cit_state *s, int seat, int card, int rank, int under,
                          const game_event_sink *ev);
/* Action cards in a seat's hand: 1 point each at the end (score.c). */
int cit_action_cards_in_hand(const cit_state *s, int seat);
/* A laid Zirkuszelt: no rank-8 ability may target it (DE16 "Zirkuszelt"),
 * the Künstlerin cannot beautify it (A12-10). */
int cit_is_circus_tent(const cit_state *s, int card);
/* --- issue 12: classic --- (classic.c: where OFuA differs from 2016) */
int cit_rank_of_card(const cit_state *s, int ch);      /* rank of a card, by card (rules.c) */
int cit_classic_city_target(const cit_state *s);     /* 8 under the classic rules, else 0 */
int cit_classic_allows_duplicates(const cit_state *s);
int cit_classic_may_destroy_in(const cit_state *s, int victim); /* Söldner: not his own */
int cit_classic_laboratory_gold(const cit_state *s);  /* 1 classic, 2 under 2016 */
int cit_classic_facedown_seen_by(const cit_state *s); /* the King looks: crown, else -1 */
int cit_classic_random_discard(const cit_state *s);   /* 3 players: 2016 only */
void cit_classic_setaside_seen(cit_state *s, int rank, const game_event_sink *ev); /* 7 players */
int cit_classic_sees_setaside(const cit_state *s, int rank, int me); /* the King's look */
void cit_classic_built(cit_state *s, int card);       /* a district was built */
int cit_classic_haunted_fixed(const cit_state *s);   /* Geisterstadt: no colour to choose */
struct cit_score;
int cit_classic_tiebreak(const cit_state *s, int seat, const struct cit_score *sc);
/* --- issue 12: dark city --- */
/* Set-up (dark_city_setup.c): the room's defaults (the set of 9, a random
 * building mix), the checks of a set and a mix, the mix drawn from the seed,
 * and how many classic purple kinds go with k Dark City buildings. */
void cit_dark_apply(cit_config *c);
int cit_dark_validate(const cit_config *c, game_err *e);
void cit_dark_draw_mix(cit_state *s);
int cit_dark_classic_purples_for(int k);
/* The Ballsaal (dark_city_ballroom.c): whether a called seat must thank the
 * King; the first decision of the called player's turn (turn.c); the
 * decision's fixed timeout answer (game_ops.timeout_action). */
int cit_dark_ballroom_asks(const cit_state *s, int seat);
int cit_dark_first_decision(int asked);
CIT_HOOK(thank)
CIT_HOOK(forget)
int cit_timeout_action(const void *st, game_action *out);
/* Court texts of Dark City (dark_city_court.c): the Intrigant's give_crown
 * (1: he is the active card, *n has his actions), whether his turn may end
 * with nobody to give the crown to, the rank a murdered rank 4 plays as
 * heir at round end (0 for the Intrigant); the Ablassprediger's tie; the
 * Königin's gold at her turn's start (1: handled). */
int cit_dark_gen_give_crown(const cit_state *s, game_action *out, int *n, int max);
int cit_dark_emperor_may_end(const cit_state *s);
int cit_dark_emperor_heir_rank(const cit_state *s, int rank);
int cit_dark_abbot_tie(const cit_state *s, int most);
int cit_dark_queen(cit_state *s, int seat, const game_event_sink *ev);
int cit_dark_navigator_waits(const cit_state *s); /* the Eroberer's 4: after income */
/* The Steuereintreiber of Dark City (dark_city_tax.c): a build noted, the
 * tax at a turn's end, the late tax when he reveals himself. */
void cit_dark_note_build(cit_state *s, int seat);
void cit_dark_tax_turn_end(cit_state *s, const game_event_sink *ev);
void cit_dark_tax_on_reveal(cit_state *s, int rank, const game_event_sink *ev);
/* Dark City buildings (dark_city_districts.c): the Wunschbrunnen's points
 * for `uniques` purple districts, the Große Mauer's surcharge on an
 * exchange. */
int cit_dark_wishing_well(const cit_state *s, int uniques);
int cit_dark_exchange_wall(const cit_state *s, int seat);
/* 1 when the Pulverturm may not hit `seat`'s city: its owner's own. */
int cit_dark_powderhouse_own(const cit_state *s, int seat);
/* The Steinbruch's price for `seat` building `card`, from `price`. */
int cit_dark_quarry_price(const cit_state *s, int seat, int card, int price);
/* --- issue 12: online --- */
/* The online site's rules (online.c). The fixed step order of a turn: whether
 * an action type may be taken now (legal.c and play.c ask it);
 * the refusal of one that may not (1 when it wrote the error); the step an
 * accepted action begins (before it runs). cit_online_step: 2..5, the step
 * begun (0 outside an online turn). */
int cit_online_step_allows(const cit_state *s, int type);
int cit_online_step_refusal(const cit_state *s, const game_action *a, game_err *e);
void cit_online_before(cit_state *s, int type, const game_event_sink *ev);
int cit_online_step(const cit_state *s);
/* ONLINE "Spielende": the Condottiere may attack a city at the target; the
 * order cities reached it (rules.c cit_check_complete); a city brought below
 * the target loses its completion (abilities.c, after a destroy). */
int cit_online_attack_complete(const cit_state *s);
void cit_online_reached(cit_state *s, int seat);
void cit_online_city_dropped(cit_state *s, int seat);
/* Scoring: the types the +3 needs (purple not), places without a tie-break. */
unsigned cit_online_types_needed(const cit_state *s, unsigned all);
void cit_online_outcome(const cit_state *s, game_outcome *o);

/* ---- events ---- */

#define CIT_EVENT_LIST(X)                                                                          \
    X(ROUND_START, "round_start")           /* a = round */                                        \
    X(FACEUP_DISCARD, "character_face_up")  /* a = rank */                                         \
    X(FACEDOWN_DISCARD, "character_face_down") /* seat = who (-1 random); a = rank for owner */    \
    X(PICKED, "character_picked")           /* seat; a = rank (private) or 0 (public) */           \
    X(CALLED, "rank_called")                /* a = rank, b = 1 if someone answers */               \
    X(REVEALED, "character_revealed")       /* seat, a = rank, b = 1 at round end */               \
    X(ROBBED, "robbed")                     /* seat = victim, a = thief seat, b = gold */          \
    X(CROWN, "crown_moved")                 /* seat = new holder, a = old holder */                \
    X(GOLD, "gold_taken")                   /* seat, a = amount, b = reason (enum cit_why) */      \
    X(CARDS_DRAWN, "cards_drawn")           /* seat, a = count (public) */                         \
    X(CARD_DRAWN, "card_drawn")             /* seat, a = card (private) */                         \
    X(CARD_KEPT, "card_kept")               /* seat, a = card (private) */                         \
    X(CARDS_DISCARDED, "cards_discarded")   /* seat, a = count (public) */                         \
    X(BUILT, "district_built")              /* seat, a = card, b = gold paid, c = cards paid */    \
    X(CITY_COMPLETE, "city_complete")       /* seat, a = 1 if first */                             \
    X(KILLED, "character_killed")           /* seat = assassin, a = rank */                        \
    X(ROB_NAMED, "rob_named")              /* seat = thief, a = rank named */                     \
    X(HANDS_SWAPPED, "hands_swapped")       /* seat, a = other seat */                             \
    X(DESTROYED, "district_destroyed")      /* seat = warlord, a = victim, b = card, c = paid */   \
    X(BEAUTIFIED, "district_beautified")    /* seat, a = card, b = gold paid */                    \
    X(TURN_END, "turn_ended")               /* seat, a = rank */                                   \
    X(ROUND_END, "round_ended")             /* a = round */                                        \
    X(GAME_OVER, "game_over")                                                                      \
    X(DEALT, "character_dealt")             /* seat; a = rank (private) or 0 (public) */           \
    X(GOLD_PAID, "gold_paid")               /* seat, a = amount, b = reason (enum cit_why) */   \
    /* --- issue 11: agents --- */                                                                \
    X(SPIED, "hand_spied")                  /* seat = spy, a = victim, b = type, c = matches */    \
    X(THREATS_PLACED, "threats_placed")     /* seat, a < b = the threatened ranks (no rose) */     \
    X(BRIBE_PAID, "bribe_paid")             /* seat = threatened, a = to seat, b = gold */         \
    X(BRIBE_REFUSED, "bribe_refused")       /* seat = threatened */                                \
    X(THREAT_REVEALED, "threat_revealed")   /* seat = threatened, a = rose (bool), b = gold */     \
    X(THREAT_KEPT, "threat_kept_hidden")    /* seat = threatened */                                \
    X(WARRANTS_PLACED, "warrants_placed")   /* seat, a < b < c = ranks (the seal hidden) */        \
    X(CONFISCATED, "district_confiscated")  /* seat = magistrate, a = victim, b = card, c = refund */ \
    X(CONFISCATION_DECLINED, "confiscation_declined") /* seat = magistrate, a = builder */         \
    X(BEWITCHED, "character_bewitched")     /* seat = witch, a = rank */                           \
    X(WITCH_RESUMES, "witch_resumes")       /* seat = witch, a = rank she now plays */             \
    /* --- issue 11: court --- */                                                                 \
    X(CARD_PASSED, "card_passed")     /* seat = who sees it, a = from, b = to, c = card (private) */ \
    X(CARDS_PASSED, "cards_passed")   /* seat = from, a = to, b = count (public) */              \
    X(GOLD_GIVEN, "gold_given")       /* seat = payer, a = receiver, b = amount, c = why */      \
    X(HAND_SEEN, "hand_seen")         /* seat = who looks, a = whose hand (public) */            \
    X(DECK_SHUFFLED, "deck_shuffled") /* a = deck size (public) */                               \
    /* --- issue 11: builders --- */                                                              \
    X(FRAMEWORK_USED, "framework_used")     /* seat, a = the Gerüst (destroyed), b = card built */ \
    X(NECROPOLIS_PAID, "necropolis_paid")   /* seat, a = own district destroyed to pay */          \
    X(SEIZED, "district_seized")            /* seat = marshal, a = victim, b = card, c = paid */   \
    X(EXCHANGED, "districts_exchanged")     /* seat, a = other seat, b = card given,               \
                                               c = card taken, d = gold paid to the other */      \
    X(BELL_TOWER, "bell_tower_decided")     /* seat, a = 1 earlier, 0 normally */                  \
    /* --- issue 11: districts --- */                                                             \
    X(ARMORY_DESTROYED, "armory_destroyed") /* seat = owner, a = victim, b = card */             \
    X(MUSEUM_TUCKED, "museum_tucked")       /* seat, a = cards now under the Museum */            \
    X(THEATER_SWAPPED, "theater_swapped")   /* seat = owner, a = other seat */                    \
    X(THEATER_NOW, "theater_character")     /* seat (private): a = rank it now holds, b = given */ \
    X(GRAVEYARD_BOUGHT, "graveyard_bought") /* seat, a = card, b = gold paid */                   \
    X(LIGHTHOUSE_TOOK, "lighthouse_took")   /* seat took a deck card (card_kept tells him which) */ \
    X(HOSPITAL_TURN, "hospital_turn")       /* seat, a = the killed rank it plays */               \
    /* --- issue 12: action cards --- */                                                          \
    X(ACTION_PLAYED, "action_card_played")  /* seat, a = card, b = rank protected (Rasputin) */    \
    X(BOOTH_PAID, "ticket_booth_paid")      /* seat = payer, a = owner, b = booth, c = gold on it */ \
    X(BOOTH_CASHED, "ticket_booth_cashed")  /* seat = owner, a = booth, b = gold taken */          \
    X(BOOTH_CLOSED, "ticket_booth_closed")  /* seat = owner, a = booth, b = gold to the bank */    \
    X(OVERBUILT, "district_overbuilt")      /* seat, a = replaced card, b = new card */            \
    X(TENT_LAID, "circus_tent_laid")        /* seat, a = the Zirkuszelt */                         \
    /* --- issue 12: classic --- */                                                               \
    /* --- issue 12: dark city --- */                                                             \
    X(THANKED, "king_thanked")              /* seat thanked the King (Ballsaal)          */    \
    X(FORGOT_TO_THANK, "forgot_to_thank")   /* seat forgot: the whole turn is lost       */         \
    /* --- issue 12: online --- */

enum cit_event_type {
    CIT_E_NONE = 0,
#define X(id, wire) CIT_E_##id,
    CIT_EVENT_LIST(X)
#undef X
        CIT_E_COUNT
};

extern const char *const cit_event_wire[CIT_E_COUNT];

/* Reasons for gold, so logs can explain where it came from and where it went.
 * Every change of a purse is told by an event: gold_taken and gold_paid with
 * a reason, robbed, district_built, district_destroyed, district_beautified
 * (tests/unit/test_properties.c keeps the books). */
enum cit_why {
    CIT_WHY_INCOME = 1,
    CIT_WHY_DISTRICTS,
    CIT_WHY_MERCHANT,
    CIT_WHY_LABORATORY,
    CIT_WHY_SMITHY,
    /* --- issue 11: agents --- */
    CIT_WHY_SPY,          /* the Spion's gold per matching card (paid and taken) */
    CIT_WHY_BRIBE,        /* a bribe to the Erpresserin */
    CIT_WHY_BLACKMAIL,    /* the rose revealed: all gold to the Erpresserin */
    CIT_WHY_CONFISCATION, /* the Magistrat's victim gets back what he paid */
    /* --- issue 11: court --- */
    CIT_WHY_NAVIGATOR,  /* Kapitänin's +4 */
    CIT_WHY_RICHEST,    /* the richest player's gold to the Ablassprediger */
    CIT_WHY_EMPEROR,    /* the new crown holder's gold to the Kaiser */
    CIT_WHY_CARDINAL,   /* gold lent to the Kardinal against cards */
    /* --- issue 11: builders --- */
    CIT_WHY_ALCHEMIST,  /* gold: the Alchemistin's refund of this turn's building gold */
    CIT_WHY_TAX,        /* paid: 1 gold onto the Steuereintreiber's pile after a build */
    CIT_WHY_TAXES,      /* gold: the Steuereintreiber takes the pile */
    CIT_WHY_QUEEN,      /* gold: the Königin's 3 */
    CIT_WHY_MARSHAL,    /* paid by the Marschall, gold to the seized district's owner */
    CIT_WHY_DIPLOMAT,   /* paid by the Diplomatin, gold to the other player (the difference) */
    CIT_WHY_GREAT_WALL, /* paid: the Große Mauer's +1 on a rank-8 ability (to the bank) */
    /* --- issue 11: districts --- */
    CIT_WHY_GOLD_MINE,
    CIT_WHY_POOR_HOUSE,
    CIT_WHY_THRONE_ROOM,
    CIT_WHY_GRAVEYARD,
    /* --- issue 12: action cards --- */
    CIT_WHY_TICKET_BOOTH, /* paid: 1 gold onto a Kassenwagen; gold: its owner cashes it in */
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    CIT_WHY_DARK_TAX, /* given: 1 gold to the Dark City Steuereintreiber (once a round) */
    /* --- issue 12: online --- */
    CIT_WHY_COUNT
};

/* ---- errors ---- */

#define CIT_ERROR_LIST(X)                                                                          \
    X(OK, "ok")                                                                                    \
    X(GAME_OVER, "game_over")                                                                      \
    X(NOT_YOUR_TURN, "not_your_turn")                                                              \
    X(WRONG_DECISION, "wrong_decision")                                                            \
    X(UNKNOWN_ACTION, "unknown_action")                                                            \
    X(BAD_ARGUMENT, "bad_argument")                                                                \
    X(INCOME_FIRST, "income_first")                                                                \
    X(ALREADY_USED, "already_used")                                                                \
    X(NOT_YOUR_CHARACTER, "not_your_character")                                                    \
    X(NOT_IN_HAND, "card_not_in_hand")                                                             \
    X(NOT_ENOUGH_GOLD, "not_enough_gold")                                                          \
    X(BUILD_LIMIT, "build_limit_reached")                                                          \
    X(DUPLICATE, "duplicate_district")                                                             \
    X(FORBIDDEN_TARGET, "forbidden_target")                                                        \
    X(CITY_COMPLETE, "city_complete")                                                              \
    X(PROTECTED, "district_protected")                                                             \
    X(EMPTY_DECK, "deck_empty")                                                                    \
    X(ILLEGAL, "illegal_action")                                                                   \
    X(BAD_CONFIG, "bad_config")                                                                    \
    X(BAD_JSON, "bad_json")                                                                        \
    X(INVARIANT, "invariant_broken")                                                               \
    /* --- issue 11: agents --- */                                                                \
    X(THREAT_UNRESOLVED, "threat_unresolved")                                                      \
    X(BEWITCHED, "bewitched")                                                                      \
    /* --- issue 11: court --- */                                                                 \
    X(MUST_GIVE_CROWN, "must_give_crown")                                                          \
    X(NOT_ENOUGH_CARDS, "not_enough_cards")                                                        \
    /* --- issue 11: builders --- */                                                              \
    X(CITY_TOO_LARGE, "city_too_large")     /* Monument: only while the city has <= 4 */           \
    X(TOO_COSTLY, "district_too_costly")    /* Marschall: cost above 3 */                          \
    X(NOTHING_TO_COLLECT, "nothing_to_collect") /* Steuereintreiber: the pile is empty */          \
    /* --- issue 11: districts --- */                                                             \
    X(UNBUILDABLE, "cannot_be_built")                                                              \
    X(NO_DISTRICT, "district_not_owned")                                                           \
    /* --- issue 11: setup --- */                                                                 \
    /* --- issue 12: action cards --- */                                                          \
    X(ONE_ACTION_CARD, "one_action_card_per_turn")                                                 \
    X(NOT_CHEAPER, "not_more_costly")   /* overbuild: the new district must cost more */         \
    /* --- issue 12: classic --- */                                                               \
    /* --- issue 12: dark city --- */                                                             \
    /* --- issue 12: online --- */                                                               \
    X(STEP_PASSED, "step_passed") /* ONLINE "Spielverlauf": an earlier step of the turn */

enum cit_error {
#define X(id, wire) CIT_ERR_##id,
    CIT_ERROR_LIST(X)
#undef X
        CIT_ERR_COUNT
};

extern const char *const cit_error_names[CIT_ERR_COUNT];
void cit_fail(game_err *e, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* ---- zones (zones.c) ---- */
int cit_deck_draw(cit_state *s);                  /* top card or -1 */
void cit_deck_bottom(cit_state *s, int card);     /* discard under the deck */
void cit_deck_shuffle(cit_state *s);
int cit_hand_find(const cit_state *s, int seat, int card); /* index or -1 */
void cit_hand_add(cit_state *s, int seat, int card);
void cit_hand_remove(cit_state *s, int seat, int card);
int cit_city_find(const cit_state *s, int seat, int card);
void cit_city_add(cit_state *s, int seat, int card);
void cit_city_remove(cit_state *s, int seat, int card);
/* Issue 13 (perf): whether the seat's city holds a district of `kind`, from
 * the city_kinds cache (state.h). */
static inline int cit_city_has_kind(const cit_state *s, int seat, int kind)
{
    return (int)((s->city_kinds[seat] >> kind) & 1u);
}
/* Recomputes city_kinds[seat] from the city: after code that writes city[]
 * directly (a position, a card exchanged in place). */
void cit_city_kinds_refresh(cit_state *s, int seat);
int cit_aside_find(const cit_state *s, int card);
/* `card` from the aside zone into seat's hand (told to him alone), the rest
 * of the aside under the deck; returns how many went under. */
int cit_keep_from_aside(cit_state *s, int seat, int card, const game_event_sink *ev);
void cit_aside_remove(cit_state *s, int card);
/* Tells an event to the sink, if there is one. Inline so that a playout
 * (no sink) skips even the arguments (issue 13: perf). */
void cit_emit_to(const game_event_sink *ev, int type, int vis, int vis_seat, int seat, int a,
                 int b, int c, int d);
static inline void cit_emit(const game_event_sink *ev, int type, int vis, int vis_seat, int seat,
                            int a, int b, int c, int d)
{
    if (ev && ev->emit)
        cit_emit_to(ev, type, vis, vis_seat, seat, a, b, c, d);
}
/* Up to n deck cards into the aside zone for seat to choose from (each told
 * to him, their number to all); returns the cards aside. */
int cit_draw_aside(cit_state *s, int seat, int n, const game_event_sink *ev);
/* Draw n cards into a hand, with public and private events; returns cards drawn. */
int cit_draw_to_hand(cit_state *s, int seat, int n, const game_event_sink *ev);
void cit_gain_gold(cit_state *s, int seat, int amount, int why, const game_event_sink *ev);
void cit_pay_gold(cit_state *s, int seat, int amount, int why, const game_event_sink *ev);

/* ---- rules queries (rules.c) ---- */
int cit_city_target(const cit_state *s);          /* districts of a completed city */
int cit_city_complete(const cit_state *s, int seat);
/* RULE: DE16 "Künstlerin": a beautified district's cost is permanently 1
 * higher. Inline (issue 13): the incomes, the rank-8 lists and the scores ask
 * it per district. */
static inline int cit_district_cost(const cit_state *s, int card)
{
    return cit_def(s, card)->cost + cit_is_beautified(s, card);
}
int cit_build_price(const cit_state *s, int seat, int card); /* what building costs this seat */
int cit_can_build_name(const cit_state *s, int seat, int card); /* duplicate rule */
int cit_build_limit(const cit_state *s);
/* Districts of `type` for per-type income. RULE: Zauberschule (School of
 * Magic) counts as the type of the character's choice; for income the owner
 * always chooses the type being counted, so it simply counts. state.city_types
 * counts by printed type; the Zauberschule (one card in a game) counts for
 * every other type as well. Inline (issue 13): every income list asks it. */
static inline int cit_type_count(const cit_state *s, int seat, int type)
{
    int n = type >= 0 && type < CIT_TYPE_COUNT ? s->city_types[seat][type] : 0;
    if (cit_city_has_kind(s, seat, CIT_D_SCHOOL_OF_MAGIC) &&
        cit_kind_def(s->cfg.rules, CIT_D_SCHOOL_OF_MAGIC)->type != type)
        n++;
    return n;
}
/* cit_type_count of a character card's income type (cit_characters[].
 * income_type: a district type, below CIT_TYPE_COUNT), without the range
 * test (issue 13: the income's and the turn's lists ask it). */
static inline int cit_income_type_count(const cit_state *s, int seat, int income_type)
{
    int n = s->city_types[seat][income_type];
    if (cit_city_has_kind(s, seat, CIT_D_SCHOOL_OF_MAGIC) &&
        cit_kind_def(s->cfg.rules, CIT_D_SCHOOL_OF_MAGIC)->type != income_type)
        n++;
    return n;
}
/* The role (cit_role_at) of the turn in progress: the 2016 character whose
 * hooks run, CIT_C_ASSASSIN for the Meuchler too. Inline: every gen asks. */
static inline int cit_active_char(const cit_state *s)
{
    /* rank_role[0] is CIT_C_NONE (cit_role_cache_fill; check.c verifies):
     * no turn, no role, without a test (issue 13) */
    return s->rank_role[s->called_rank];
}
/* The card of the turn in progress (names, income type, build limit). */
static inline int cit_active_card(const cit_state *s)
{
    /* cfg.lineup[0] is CIT_C_NONE (no card has rank 0; check.c verifies):
     * outside a turn none, without a test (issue 13) */
    return cit_char_at(s, s->called_rank);
}
/* The rank whose card has role `ch` (the Meuchler for CIT_C_ASSASSIN), 0 if
 * none in this game: one load from state.role_rank (cit_role_cache_fill).
 * Roles: the wire names cards (cit_rank_of_card). */
static inline int cit_rank_of_char(const cit_state *s, int ch)
{
    return ch > 0 && ch < CIT_C_COUNT ? s->role_rank[ch] : 0;
}
/* Fills state.live_types from state.game_kinds (setup; legal.c). */
void cit_live_types_fill(cit_state *s);
/* Fills state.rank_role / role_rank from cfg.lineup (setup). */
void cit_role_cache_fill(cit_state *s);
/* The one seat the Bischof protects from rank 8 this round (the living
 * Bischof's city, the Hexe's if she bewitched him), -1 if none (rules.c):
 * the rank-8 lists ask it once, not once per city. */
int cit_rank8_shielded_seat(const cit_state *s);
/* Whether rank 8 may not touch `seat`'s districts (a seat >= 0): the same
 * rule, asked of one seat. */
static inline int cit_is_protected_from_rank8(const cit_state *s, int seat)
{
    return seat >= 0 && cit_rank8_shielded_seat(s) == seat;
}
int cit_public_hand_size(const cit_state *s, int seat); /* as the table sees it */

/* --- issue 11: builders (rules.c, build_*.c) --- */
/* The Glockenturm's decision in force (enum cit_bell): none unless a
 * Glockenturm stands in some city. */
int cit_bell_tower(const cit_state *s);
/* Districts a city counts as for completion: the Monument counts 2. */
int cit_city_size(const cit_state *s, int seat);
/* Why `card` (the active player's hand card) may not be built now: 0 if it
 * may, else a CIT_ERR_* code. `paid_otherwise`: the price is paid by the
 * Gerüst or the Totenstadt's destroyed district, so gold does not matter. */
int cit_build_refusal(const cit_state *s, int card, int paid_otherwise);
/* Issue 13 (perf): what the build rules ask about the builder and the turn
 * rather than the card (rules.c), computed once for a whole hand. */
typedef struct cit_build_facts {
    int seat;       /* the builder */
    int limit;      /* cit_build_limit */
    int trader;     /* the Kaufmann's turn: trade districts do not count */
    int factory;    /* the builder owns the Fabrik */
    int duplicates; /* a second district of a name is allowed (Steinbruch, classic, Beschwörer) */
    int quarry;     /* the builder owns the Steinbruch (Dark City: it also lowers prices) */
} cit_build_facts;
void cit_build_facts_init(const cit_state *s, int seat, cit_build_facts *f);
/* cit_build_price and cit_can_build_name by facts already built (issue 13):
 * for the lists that ask them for every card of a hand; the one-card entry
 * points build the facts and ask these. */
int cit_build_price_with(const cit_state *s, const cit_build_facts *f, int card);
int cit_build_name_allowed_with(const cit_state *s, const cit_build_facts *f, int card);
/* Appends (type, card, 0) for every card of f->seat's hand that
 * cit_build_refusal_in_hand(s, f, card, paid_otherwise) passes, in hand
 * order (the build generators). */
int cit_push_buildable(const cit_state *s, const cit_build_facts *f, int paid_otherwise, int type,
                       game_action *out, int n, int max);
/* gen_build's list (issue 13: the facts and the scan in one function,
 * rules.c): the hand cards the active player may build now as `type`. */
int cit_list_builds(const cit_state *s, int type, game_action *out, int n, int max);
/* The pick's and the keep's runs (actions.c), called straight by the
 * playout step (legal.c play_fixed_one: issue 13), not through the table. */
void cit_run_pick(cit_state *s, const game_action *a, const game_event_sink *ev);
void cit_run_keep(cit_state *s, const game_action *a, const game_event_sink *ev);

/* The generators of the income's and the turn's base actions (actions.c's
 * table rows take_gold, draw_cards, end_turn), inline so that legal() can
 * call them straight where every turn asks them (legal.c, issue 13). */
static inline int cit_gen_take_gold(const cit_state *s, game_action *out, int n, int max)
{
    (void)s;
    CIT_PUSH(CIT_A_TAKE_GOLD, 0, 0);
    return n;
}
static inline int cit_gen_draw_cards(const cit_state *s, game_action *out, int n, int max)
{
    if (s->deck_len > 0)
        CIT_PUSH(CIT_A_DRAW_CARDS, 0, 0);
    return n;
}
static inline int cit_gen_end_turn(const cit_state *s, game_action *out, int n, int max)
{
    /* --- issue 11: court (the Kaiser must give the crown first) --- only
     * in the Kaiser's turn: cit_court_may_end_turn's first test is
     * cit_may_use(s, CIT_C_EMPEROR, …) (issue 13: asked at every turn step) */
    if (cit_active_char(s) == CIT_C_EMPEROR && !cit_court_may_end_turn(s))
        return n;
    CIT_PUSH(CIT_A_END_TURN, 0, 0);
    return n;
}
/* cit_build_refusal for a card known to be in the active player's hand,
 * with the facts of cit_build_facts_init(s, s->active): the build
 * generators ask it for every hand card (cit_build_refusal is exactly the
 * hand check, then this). */
int cit_build_refusal_in_hand(const cit_state *s, const cit_build_facts *f, int card,
                              int paid_otherwise);
/* 1 if the district counts against the building limit (not the Stallungen,
 * not a trade district of the Kaufmann). */
int cit_counts_against_limit(const cit_state *s, int card);
/* The Große Mauer's surcharge on a rank-8 ability used on `seat`'s districts. */
int cit_great_wall_surcharge(const cit_state *s, int seat);
/* The district leaves the active player's hand into his city, paid with
 * `gold` and `cards`; the builders' after-build rules run (tax, Glockenturm,
 * completion). Every build path goes through it (actions.c, build_alt.c). */
void cit_finish_build(cit_state *s, int card, int gold, int cards, const game_event_sink *ev);
/* cit_build_refusal's answer as an error with its message (actions.c). */
void cit_fail_build(const cit_state *s, int card, int paid_otherwise, game_err *e);
/* RULE: DE16 "Steuereintreiber": after a district is built its builder moves
 * 1 gold onto the tax pile, if the Steuereintreiber is in the lineup, the
 * payer has gold and is not the Steuereintreiber playing his own turn. For
 * the agents' Magistrat: when he confiscates, call this with his seat (he
 * pays, not the victim); when he declines, with the builder's. finish_build
 * skips the tax while the confiscation decision is pending (the decision is
 * then no longer CIT_DEC_TURN). Gold the Magistrat returns to a builder
 * is taken off `build_spent` (the Alchemistin's refund). */
void cit_tax_after_build(cit_state *s, int payer, const game_event_sink *ev);
/* After a district enters `seat`'s city: announce a completed city once
 * (first completer triggers the end), whoever put it there. */
void cit_check_complete(cit_state *s, int seat, const game_event_sink *ev);
/* The Alchemistin's refund at the end of her turn (after the Armenhaus). */
void cit_alchemist_refund(cit_state *s, const game_event_sink *ev);
/* The Königin's 3 gold: on her reveal (turn.c on_reveal, for the revealed
 * holder), and at round end for a killed rank 4 (to the seat that played her
 * turn). A bewitched Königin's holder does not get it (turn.c on_reveal);
 * the Hexe does, from her seat, when she resumes (agents_witch.c). */
void cit_queen_on_reveal(cit_state *s, int seat, const game_event_sink *ev);
void cit_queen_round_end(cit_state *s, const game_event_sink *ev);

/* ---- flow (select.c, turn.c) ---- */
void cit_start_round(cit_state *s, const game_event_sink *ev);
void cit_start_round_ordered(cit_state *s, const uint8_t *order, int norder,
                             const game_event_sink *ev);
void cit_select_advance(cit_state *s, const game_event_sink *ev);
int cit_pick_order(const cit_state *s, int *out, int max); /* seats still to choose */
void cit_start_action_phase(cit_state *s, const game_event_sink *ev);
void cit_call_next_rank(cit_state *s, const game_event_sink *ev);
/* Every per-turn field back to a fresh turn of `seat` with `flags` (turn.c):
 * the one place a turn starts — a called rank, and the Hexe resuming. */
void cit_begin_turn_state(cit_state *s, int seat, uint32_t flags);
/* A killed character of `rank` at the round's end (the König, Patrizier,
 * Kaiser as heirs): its holder's seat, revealed now unless a Hospital turn
 * revealed it already, or -1 (not held, not killed, or already done). */
int cit_round_end_heir(cit_state *s, int rank, const game_event_sink *ev);
void cit_end_turn(cit_state *s, const game_event_sink *ev);
void cit_take_free_benefits(cit_state *s, const game_event_sink *ev); /* benefits.c */
void cit_after_build(cit_state *s, int seat, const game_event_sink *ev);
void cit_set_crown(cit_state *s, int seat, const game_event_sink *ev);
/* What follows every completed build for the seat whose city got the district
 * (actions.c): taxes, the Glockenturm, the Leuchtturm, a completed city. The
 * Magistrat's confiscation runs it for himself (agents_magistrate.c). */
void cit_build_effects(cit_state *s, int seat, int card, const game_event_sink *ev);
/* --- issue 11: agents (agents_*.c) --- */
/* The seat playing rank's character this round: its holder, or the Hexe when
 * it is bewitched (she resumes her turn as it). -1 if nobody. */
int cit_agent_seat(const cit_state *s, int rank);
/* After the must-take income (actions.c income_done): the threat decision,
 * or the end of the bewitched holder's turn, or the Hexe's bewitch. */
void cit_agents_after_income(cit_state *s, const game_event_sink *ev);
/* After income and a resolved threat: the turn goes on (or ends, or the Hexe
 * must bewitch). */
void cit_agents_continue(cit_state *s, const game_event_sink *ev);
/* In finish_build: 1 if the Magistrat must now decide on a confiscation (the
 * rest of the build, cit_build_effects, waits for his answer). */
int cit_confiscation_asked(cit_state *s, int card, int gold);
/* When a turn ends (turn.c): 1 if the Hexe resumes now as the bewitched
 * character (the next rank is not called yet). */
int cit_witch_resumes(cit_state *s, const game_event_sink *ev);
/* Why an agents' action is refused (cit_action_def.why). */
void cit_why_agents(const cit_state *s, const game_action *a, game_err *e);
/* Warrants, threats and the spell end with the round. */
void cit_agents_end_round(cit_state *s);
/* Deal selection (deal.c): the round's script, and its dealing step. */
void cit_deal_script(cit_state *s);
void cit_deal_rest(cit_state *s, const game_event_sink *ev);

/* ---- setup, legal, apply, scoring (ops.c, score.c, check.c) ---- */
void cit_config_default(cit_config *c, int nplayers);
int cit_chars_per_player(const cit_config *c); /* characters each seat holds in a round */
int cit_config_validate(const cit_config *c, game_err *e);
int cit_setup(cit_state *s, const cit_config *cfg, uint64_t seed, game_err *e);
/* cit_setup, with the events of round 1's start (the deal) pushed into ev. */
int cit_setup_ev(cit_state *s, const cit_config *cfg, uint64_t seed, const game_event_sink *ev,
                 game_err *e);
int cit_legal(const cit_state *s, int seat, game_action *out, int max);
int cit_apply(cit_state *s, int seat, const game_action *a, const game_event_sink *ev, game_err *e);
/* game_ops.play_random: legal(), one draw, the listed action run without
 * apply()'s re-check (issue 13: playouts). */
int cit_play_random(cit_state *s, gh_rng *rng, game_action *played);
int cit_check(const cit_state *s, game_err *e);

typedef struct cit_score {
    int districts;     /* gold + silver coins on built districts (beautification included) */
    int all_types;     /* 3 for every type present */
    int completion;    /* 4 first, 2 other completed */
    int uniques;       /* unique-district bonuses (Dragon Gate's silver is in districts) */
    int total;
    int haunted_type;  /* type chosen for the Haunted Quarter, or 0 */
    int action_cards;  /* issue 12: 1 per action card in hand (in total; 0 in the live score) */
    int tiebreak_rank; /* highest rank revealed in the last round */
} cit_score;
void cit_score_seat(const cit_state *s, int seat, cit_score *out);
/* The same scoring now, from public information only (identical for every
 * viewer): the live score of the view. */
void cit_score_public(const cit_state *s, int seat, cit_score *out);
void cit_outcome(const cit_state *s, game_outcome *o);

/* Room for every legal action of one decision. The largest list is the
 * Diplomatin's: (her districts) x (districts of other uncompleted cities),
 * at most 34 x 34 = 1156 with the 68 cards of a game (54 + exactly 14
 * uniques) all in cities, plus a Waffenkammer's targets (< 68) and a few
 * more; docs/limits.md. */
#define CIT_LEGAL_MAX 2048

/* ---- config keys (config.c): one table behind config JSON and the catalogue ---- */

enum cit_key_kind { CIT_KEY_LINEUP = 1, CIT_KEY_SET, CIT_KEY_INT, CIT_KEY_CHOICE, CIT_KEY_BOOL };

/* X(ID, wire, kind, min, max, choices): min/max bound CIT_KEY_INT keys;
 * choices (NULL-terminated wire names) list a CIT_KEY_CHOICE key's values. */
#define CIT_CONFIG_KEY_LIST(X)                                                                     \
    X(RULES, "rules", CIT_KEY_CHOICE, 0, 0, cit_ruleset_wire)                                      \
    X(CHARACTERS, "characters", CIT_KEY_LINEUP, 0, 0, NULL)                                        \
    X(UNIQUES, "uniques", CIT_KEY_SET, 0, 0, NULL)                                                 \
    X(CITY_TARGET, "city_target", CIT_KEY_INT, 0, CIT_CITY_TARGET_MAX, NULL)                       \
    X(SELECTION, "selection", CIT_KEY_CHOICE, 0, 0, cit_selection_wire)                            \
    X(CHARS_PER_PLAYER, "characters_per_player", CIT_KEY_INT, 0, CIT_MAX_CHARS_PER_SEAT, NULL)     \
    X(FIRST_CROWN, "first_crown", CIT_KEY_INT, -2, CIT_MAX_SEATS - 1, NULL)                        \
    X(ABILITY_BEFORE_INCOME, "ability_before_income", CIT_KEY_BOOL, 0, 1, NULL)                \
    X(LINEUP, "lineup", CIT_KEY_CHOICE, 0, 0, cit_preset_wire)                                     \
    X(NINTH, "ninth_character", CIT_KEY_BOOL, 0, 1, NULL)                                          \
    X(EMPEROR_SUB, "emperor_substitute", CIT_KEY_CHOICE, 0, 0, cit_emperor_sub_wire)              \
    X(QUEEN_SUB, "queen_substitute", CIT_KEY_CHOICE, 0, 0, cit_queen_sub_wire)                    \
    /* --- issue 12: action cards --- */                                                          \
    /* --- issue 12: classic --- */                                                               \
    /* --- issue 12: dark city --- */                                                             \
    /* --- issue 12: online --- */

enum cit_config_key_id {
#define X(id, ...) CIT_K_##id,
    CIT_CONFIG_KEY_LIST(X)
#undef X
        CIT_K_COUNT
};

typedef struct cit_config_key {
    const char *key;
    uint8_t kind; /* enum cit_key_kind */
    int16_t min, max;
    const char *const *choices;
} cit_config_key;

extern const cit_config_key cit_config_keys[CIT_K_COUNT];
extern const char *const cit_selection_wire[]; /* by enum cit_selection, NULL-terminated */

/* ---- Issue 11 (setup): lineups, free choice, playable cards (lineups.c, config.c) ---- */

/* The first game and the six recommended lineups of DE16 "Empfehlungen". */
#define CIT_PRESET_LIST(X)                                                                         \
    X(FIRST_GAME, "first_game")                                                                    \
    X(AMBITIOUS_ARISTOCRATS, "ambitious_aristocrats")                                              \
    X(CUNNING_AGENTS, "cunning_agents")                                                            \
    X(ILLUSTRIOUS_EMISSARIES, "illustrious_emissaries")                                            \
    X(DEVIOUS_DIGNITARIES, "devious_dignitaries")                                                  \
    X(TENACIOUS_DELEGATES, "tenacious_delegates")                                                  \
    X(VICIOUS_NOBLES, "vicious_nobles")

enum cit_preset {
#define X(id, w) CIT_PRESET_##id,
    CIT_PRESET_LIST(X)
#undef X
        CIT_PRESET_COUNT
};

typedef struct cit_preset_def {
    const char *wire;
    const char *name_de, *name_en, *name_pl;
    uint8_t characters[CIT_MAX_RANK + 1]; /* by rank; [9] the optional rank 9 */
    uint8_t uniques[CIT_UNIQUES_PER_GAME];
} cit_preset_def;

extern const cit_preset_def cit_presets[CIT_PRESET_COUNT];
extern const char *const cit_preset_wire[];      /* by enum cit_preset, NULL-terminated */
extern const char *const cit_emperor_sub_wire[]; /* "king", "patrician" */
extern const char *const cit_queen_sub_wire[];   /* "artist", "tax_collector" */

/* Fills c->lineup and c->uniques from c->preset for c->nplayers, with the
 * footnote substitutions and the rank-9 rule (lineups.c). */
void cit_preset_apply(cit_config *c);

/* Whether the engine plays this card yet (config.c: one table each). */
int cit_character_playable(int ch);
int cit_district_playable(int kind);

/* Draws the 14 uniques of a "uniques": "random" config from the game's
 * generator (lineups.c; called by set-up before the deck is shuffled). */
void cit_draw_random_uniques(cit_state *s);
/* The draw itself over the uniques `allowed` accepts; returns how many
 * (14, or all of them if fewer are allowed). */
int cit_draw_uniques(gh_rng *rng, int (*allowed)(int kind), uint8_t out[CIT_UNIQUES_PER_GAME]);

/* A config refusal with its machine-readable reason (config.c): sets the
 * bad_config error, e->reason = key, e->reason_card = a card's wire name
 * (or ""), e->reason_n = a number (rank, players) or 0. */
void cit_config_refuse(game_err *e, const char *key, const char *card, int n, const char *fmt,
                       ...) __attribute__((format(printf, 5, 6)));
const char *cit_key_kind_wire(int kind);

/* ---- Issue 12: the rule sets (rulesets.c) ---- */

/* X(ID, wire, rules, action_cards, online): the names a room gives as
 * "rules", and the config fields each sets. */
#define CIT_RULESET_LIST(X)                                                                        \
    X(2016, "2016", CIT_RULES_2016, 0, 0)                                                          \
    X(2016_ACTIONS, "2016-actions", CIT_RULES_2016, 1, 0)                                          \
    X(CLASSIC, "classic", CIT_RULES_CLASSIC, 0, 0)                                                 \
    X(DARK_CITY, "dark-city", CIT_RULES_DARK_CITY, 0, 0)                                           \
    X(ONLINE_CLASSIC, "online-classic", CIT_RULES_CLASSIC, 0, 1)                                   \
    X(ONLINE_DARK_CITY, "online-dark-city", CIT_RULES_DARK_CITY, 0, 1)

enum cit_ruleset {
#define X(id, ...) CIT_RS_##id,
    CIT_RULESET_LIST(X)
#undef X
        CIT_RS_COUNT
};

extern const char *const cit_ruleset_wire[]; /* by enum cit_ruleset, NULL-terminated */
/* The rule set of a config's three fields, or -1 for a combination no set has. */
int cit_ruleset_of(const cit_config *c);
int cit_ruleset_playable(int rs);
/* Sets c's rule-set fields and that set's defaults (lineup, purple districts). */
void cit_ruleset_apply(cit_config *c, int rs);
/* Whether the rule set offers config key `key` (enum cit_config_key_id). */
int cit_ruleset_has_key(int rs, int key);
/* The checks a config must pass for its rule set (setup.c calls it). */
int cit_ruleset_validate(const cit_config *c, game_err *e);
/* The card pools of the boxes. */
int cit_rules_has_unique(int rules, int kind);
int cit_rules_has_character(int rules, int ch);
int cit_classic_purple(int kind);     /* one of the ten classic purple kinds */
int cit_dark_city_building(int kind); /* one of the 15 Dark City buildings */
/* cit_kind_def (state.h): a kind's row under a rule set. */
/* Every discard of a district card (zones.c): onto the open discard pile
 * under the classic rules (OFuA "offener Ablagestapel"), under the deck
 * otherwise (DE16 "Ablegen"). A draw from an empty deck under the classic
 * rules first shuffles the discard pile into a new deck. */
void cit_discard(cit_state *s, int card);

/* Whether a move may be taken back (undo.c; game_ops.undoable). */
int cit_undoable(const void *before, const void *after, int seat, const game_action *a);

/* The card data and config keys for clients (catalog.c). */
json_t *cit_catalog_json(void);

/* ---- JSON (json.c, view.c, position.c) ---- */
json_t *cit_card_json(const cit_state *s, int card);
const char *cit_rank_wire(const cit_state *s, int rank);
const char *cit_decision_wire(int d);
int cit_config_from_json(void *cfg, const json_t *j, game_err *e);
json_t *cit_config_to_json(const void *cfg);
json_t *cit_action_to_json(const void *st, const game_action *a);
int cit_action_from_json(const void *st, const json_t *j, game_action *a, game_err *e);
json_t *cit_event_to_json(const void *st, const game_event *ev);
json_t *cit_outcome_to_json(const void *st);
json_t *cit_view_json(const void *st, int seat);
int cit_position_from_json(void *st, const json_t *j, game_err *e);
json_t *cit_debug_json(const void *st);
json_t *cit_summary_json(const void *st); /* issue 13: game_ops.summary_json */
/* Issue 13: legal() asking every generator of the pending decision, without
 * skipping other characters' abilities (legal.c): the property test's
 * reference for cit_legal. */
int cit_legal_all(const cit_state *s, int seat, game_action *out, int max);

static inline int cit_may_use(const cit_state *s, int ch, uint32_t flag)
{
    return cit_active_char(s) == ch && cit_ability_open(s) && !(s->turn_flags & flag);
}

#endif

/* agents_witch.c — the Hexe (rank 1) and the flow the agents share.
 *
 * RULE: DE16 "Hexe": she takes her income, then must name another character;
 * her turn pauses there (no building, no district effects beyond income).
 * When the bewitched character is called, its holder takes income only and
 * his turn ends at once. Then the Hexe resumes as that character: its
 * abilities, limits and passive effects, with her own hand, gold and city
 * (s->active becomes her seat; cit_active_char stays the bewitched one). If
 * the bewitched character is not in play this round she does not resume.
 *
 * Also here: what happens right after the must-take income (the threat
 * decision, the end of the bewitched holder's turn, the bewitch), and the
 * round-end clean-up of warrants, threats and the spell. */
#include "citadels/engine.h"

int cit_agent_seat(const cit_state *s, int rank)
{
    int holder = s->holder[rank];
    if (rank && s->bewitched == rank && holder >= 0 && !(s->rank_flags[rank] & CIT_RF_KILLED)) {
        int w = cit_rank_of_char(s, CIT_C_WITCH);
        if (w && s->holder[w] >= 0)
            return s->holder[w];
    }
    return holder;
}

void cit_agents_continue(cit_state *s, const game_event_sink *ev)
{
    int r = s->called_rank;
    s->dec_seat = s->active;
    if (s->bewitched == r && !s->witch_turn) {
        cit_end_turn(s, ev); /* the bewitched holder: income only (DE16 "Hexe") */
        return;
    }
    if (cit_role_at(s, r) == CIT_C_WITCH && !s->bewitched) {
        s->decision = CIT_DEC_BEWITCH; /* she must bewitch right after income */
        return;
    }
    s->decision = CIT_DEC_TURN;
}

void cit_agents_after_income(cit_state *s, const game_event_sink *ev)
{
    /* RULE: DE16 "Erpresserin": income at once, then decide at once. */
    if (s->threats & (1u << s->called_rank)) {
        s->decision = CIT_DEC_BRIBE;
        s->dec_seat = s->active;
        return;
    }
    cit_agents_continue(s, ev);
}

int cit_gen_bewitch(const cit_state *s, game_action *out, int n, int max)
{
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->cfg.lineup[r] && r != s->called_rank)
            CIT_PUSH(CIT_A_BEWITCH, r, 0);
    return n;
}

/* Naming the character ends the first part of her turn: no end-of-turn
 * district effects now (DE16 "Park", "Armenhaus": a Hexe who does not resume
 * triggers neither), they come when her resumed turn ends. */
void cit_run_bewitch(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->bewitched = (uint8_t)a->a;
    cit_emit(ev, CIT_E_BEWITCHED, GAME_VIS_ALL, -1, s->active, a->a, 0, 0, 0);
    s->decision = CIT_DEC_TURN;
    cit_end_turn(s, ev);
}

int cit_witch_resumes(cit_state *s, const game_event_sink *ev)
{
    int r = s->called_rank;
    if (!r || s->bewitched != r || s->witch_turn)
        return 0;
    int w = cit_rank_of_char(s, CIT_C_WITCH);
    int seat = w ? s->holder[w] : CIT_NO_SEAT;
    if (seat < 0)
        return 0;
    s->witch_turn = 1;
    /* her income was taken before the spell; everything else of a turn is fresh */
    cit_begin_turn_state(s, seat, CIT_TF_INCOME);
    s->decision = CIT_DEC_TURN;
    s->dec_seat = (int8_t)seat;
    cit_emit(ev, CIT_E_WITCH_RESUMES, GAME_VIS_ALL, -1, seat, r, 0, 0, 0);
    /* RULE: DE16 "Königin": the 3 gold belong to her turn, so to the Hexe
     * playing it, counted from the Hexe's seat (the holder got nothing). */
    if (cit_role_at(s, r) == CIT_C_QUEEN)
        cit_queen_on_reveal(s, seat, ev);
    return 1;
}

/* Reading A7: warrants, threats and the spell last one round. */
void cit_agents_end_round(cit_state *s)
{
    s->warrants = 0;
    s->signed_warrant = 0;
    s->threats = 0;
    s->rose = 0;
    s->bewitched = 0;
    s->witch_turn = 0;
    s->spied = 0;
}

/* Refusals of the agents' actions, the most specific reason first. */
void cit_why_agents(const cit_state *s, const game_action *a, game_err *e)
{
    static const uint8_t owner[CIT_A_COUNT] = {
        [CIT_A_SPY] = CIT_C_SPY,
        [CIT_A_THREATEN] = CIT_C_BLACKMAILER,
        [CIT_A_WARRANTS] = CIT_C_MAGISTRATE,
    };
    int r = s->called_rank;
    if (a->type == CIT_A_CONFISCATE) {
        if (s->confiscation_card < s->ncards &&
            cit_city_has_kind(s, s->dec_seat, cit_kind(s, s->confiscation_card)))
            return cit_fail(e, CIT_ERR_DUPLICATE, "your city already has a %s",
                            cit_def(s, s->confiscation_card)->name_en);
        return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "this character's warrant is not signed");
    }
    if (a->type == CIT_A_BEWITCH)
        return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "name another character of this game");
    if (owner[a->type] && cit_active_char(s) != owner[a->type])
        return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER, "that is not your character's ability");
    if (r && (s->threats & (1u << r)))
        return cit_fail(e, CIT_ERR_THREAT_UNRESOLVED,
                        "take your income and resolve the threat first");
    if (r && s->bewitched == r && !s->witch_turn)
        return cit_fail(e, CIT_ERR_BEWITCHED, "your character is bewitched: income only");
    if (!cit_ability_open(s))
        return cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
    if (s->turn_flags & CIT_TF_ABILITY)
        return cit_fail(e, CIT_ERR_ALREADY_USED, "that ability was already used this turn");
    return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "that target is not allowed");
}

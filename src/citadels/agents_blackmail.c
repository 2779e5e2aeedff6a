/* agents_blackmail.c — the Erpresserin (rank 2): two threats on two
 * characters, one with the rose (DE16 "Erpresserin"). When a threatened
 * character has taken its income, its player decides at once: bribe her with
 * half his gold (the threat goes away unrevealed) or refuse; after a refusal
 * she may reveal the threat and, if it shows the rose, take all his gold.
 * Until the threat is resolved he may use no ability and build nothing
 * (cit_agents_open in engine.h). If the Hexe bewitched the Erpresserin, the
 * Hexe places the threats, gets the bribes and decides on the reveal: every
 * "her" below is cit_agent_seat of the Erpresserin's rank. */
#include "citadels/engine.h"

static int blackmailer_seat(const cit_state *s)
{
    int r = cit_rank_of_char(s, CIT_C_BLACKMAILER);
    return r ? cit_agent_seat(s, r) : CIT_NO_SEAT;
}

/* RULE: DE16 "Erpresserin": not the rank-1 character, not the killed one, not
 * the bewitched one; two different characters. Her own rank is excluded too
 * (a threat on herself could never be resolved against anyone else). */
static int threat_target(const cit_state *s, int r)
{
    return s->cfg.lineup[r] && r != 1 && r != s->called_rank &&
           !(s->rank_flags[r] & CIT_RF_KILLED) && s->bewitched != r;
}

int cit_gen_threaten(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_active_char(s) != CIT_C_BLACKMAILER || !cit_ability_open(s) ||
        (s->turn_flags & CIT_TF_ABILITY))
        return n;
    /* Issue 13 (perf): the targets once, in rank order, then every ordered
     * pair of two of them: the same list as asking threat_target per pair */
    uint8_t target[CIT_MAX_RANK];
    int nt = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (threat_target(s, r))
            target[nt++] = (uint8_t)r;
    for (int i = 0; i < nt; i++)
        for (int j = 0; j < nt; j++)
            if (i != j)
                CIT_PUSH(CIT_A_THREATEN, target[i], target[j]);
    return n;
}

/* The tokens are public, the rose is not: the event names both ranks in rank
 * order, whichever has the rose. */
void cit_run_threaten(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    s->threats = (uint16_t)((1u << a->a) | (1u << a->b));
    s->rose = (uint8_t)a->a;
    int lo = a->a < a->b ? a->a : a->b, hi = a->a < a->b ? a->b : a->a;
    cit_emit(ev, CIT_E_THREATS_PLACED, GAME_VIS_ALL, -1, s->active, lo, hi, 0, 0);
}

/* The threat is resolved: back to the threatened player's turn (which ends at
 * once if he is the bewitched holder). */
static void threat_resolved(cit_state *s, const game_event_sink *ev)
{
    s->threats &= (uint16_t) ~(1u << s->called_rank);
    s->dec_seat = s->active;
    cit_agents_continue(s, ev);
}

/* RULE: DE16 "Erpresserin": half his gold, rounded down; with 0 or 1 gold
 * the bribe is 0 (which half of it, rounded down, already is). */
int cit_gen_pay_bribe(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_PAY_BRIBE, 0, 0);
    return n;
}

void cit_run_pay_bribe(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int victim = s->active, to = blackmailer_seat(s);
    int gold = s->players[victim].gold / 2;
    cit_emit(ev, CIT_E_BRIBE_PAID, GAME_VIS_ALL, -1, victim, to, gold, 0, 0);
    if (gold > 0 && to >= 0) {
        cit_pay_gold(s, victim, gold, CIT_WHY_BRIBE, ev);
        cit_gain_gold(s, to, gold, CIT_WHY_BRIBE, ev);
    }
    threat_resolved(s, ev);
}

int cit_gen_refuse_bribe(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_REFUSE_BRIBE, 0, 0);
    return n;
}

void cit_run_refuse_bribe(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    cit_emit(ev, CIT_E_BRIBE_REFUSED, GAME_VIS_ALL, -1, s->active, 0, 0, 0, 0);
    int to = blackmailer_seat(s);
    if (to < 0) { /* nobody to decide (cannot happen: she placed the threats) */
        threat_resolved(s, ev);
        return;
    }
    s->decision = CIT_DEC_REVEAL_THREAT;
    s->dec_seat = (int8_t)to;
}

int cit_gen_reveal_threat(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_REVEAL_THREAT, 0, 0);
    return n;
}

/* RULE: DE16 "Erpresserin": the rose takes all his gold at once; the blank
 * threat does nothing but show itself. */
void cit_run_reveal_threat(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int victim = s->active, to = s->dec_seat;
    int rose = s->rose == s->called_rank;
    int gold = rose ? s->players[victim].gold : 0;
    cit_emit(ev, CIT_E_THREAT_REVEALED, GAME_VIS_ALL, -1, victim, rose, gold, 0, 0);
    if (gold > 0) {
        cit_pay_gold(s, victim, gold, CIT_WHY_BLACKMAIL, ev);
        cit_gain_gold(s, to, gold, CIT_WHY_BLACKMAIL, ev);
    }
    threat_resolved(s, ev);
}

int cit_gen_keep_threat(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_KEEP_THREAT, 0, 0);
    return n;
}

void cit_run_keep_threat(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    cit_emit(ev, CIT_E_THREAT_KEPT, GAME_VIS_ALL, -1, s->active, 0, 0, 0, 0);
    threat_resolved(s, ev);
}

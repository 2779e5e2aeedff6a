/* build_alt.c — the other ways to pay for a district and the Glockenturm's
 * decision. The Gerüst pays by being destroyed, the Totenstadt by destroying
 * another district of its builder's city; both are builds like any other
 * (building limit, duplicates, Monument, tax, completion) except that no gold
 * changes hands, so they go through the same checks (cit_build_refusal) and
 * the same ending (cit_finish_build). Readings: docs/citadels-rules.md,
 * "Issue 11 — builders readings". */
#include "citadels/engine.h"

/* The active player's Gerüst, or -1. */
static int own_framework(const cit_state *s)
{
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->ncity; i++)
        if (cit_kind(s, p->city[i]) == CIT_D_FRAMEWORK)
            return p->city[i];
    return -1;
}

/* A district leaves its owner's city as destroyed: under the deck. */
static void destroy_own(cit_state *s, int seat, int card)
{
    cit_city_remove(s, seat, card);
    cit_discard(s, card); /* issue 12: classic (reading R1) */
}

/* ---- Gerüst: destroy it instead of paying for the district built ----
 * RULE: Gerüst (DE16 "Erklärungen der Gebäude — Gerüst"): the new district is
 * free, whatever its cost. */
int cit_gen_framework(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_build_open(s) || own_framework(s) < 0)
        return n;
    cit_build_facts f; /* issue 13: once, not per card */
    cit_build_facts_init(s, s->active, &f);
    return cit_push_buildable(s, &f, 1, CIT_A_FRAMEWORK, out, n, max);
}

void cit_run_framework(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, framework = own_framework(s);
    destroy_own(s, seat, framework);
    cit_emit(ev, CIT_E_FRAMEWORK_USED, GAME_VIS_ALL, -1, seat, framework, a->a, 0, 0);
    cit_finish_build(s, a->a, 0, 0, ev);
}

/* Shared refusals of the two alternative payments. */
static void why_alt_build(const cit_state *s, int card, game_err *e)
{
    cit_fail_build(s, card, 1, e);
}

void cit_why_framework(const cit_state *s, const game_action *a, game_err *e)
{
    if (own_framework(s) < 0)
        return cit_fail(e, CIT_ERR_ILLEGAL, "you have no Framework in your city");
    why_alt_build(s, a->a, e);
}

/* ---- Totenstadt: destroy one district of your city instead of paying ----
 * RULE: Totenstadt: its cost may be paid by destroying one district of the
 * builder's own city. Any district of it may go (the Zitadelle too: this is
 * no rank-8 ability; a completed city too: it is the owner's own). */
static int necropolis_in_hand(const cit_state *s)
{
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++)
        if (cit_kind(s, p->hand[i]) == CIT_D_NECROPOLIS)
            return p->hand[i];
    return -1;
}

/* The Totenstadt `necro` of the active hand paid for by each district of
 * the city in turn, if the build rules allow it (cit_build_refusal without
 * its hand check). */
static __attribute__((noinline)) int list_necropolis(const cit_state *s, int necro,
                                                     game_action *out, int n, int max)
{
    cit_build_facts f;
    cit_build_facts_init(s, s->active, &f);
    if (cit_build_refusal_in_hand(s, &f, necro, 1) != 0)
        return n;
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->ncity; i++)
        CIT_PUSH(CIT_A_NECROPOLIS, p->city[i], 0);
    return n;
}

/* Issue 13 (perf): asked in every turn of a game with a Totenstadt; the
 * tests that end it most often (the build closed, an empty city: nothing
 * to destroy, so nothing listed; no Totenstadt in the hand) come first and
 * in a leaf function, the listing out of line. */
int cit_gen_necropolis(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_build_open(s) || s->players[s->active].ncity == 0)
        return n;
    int necro = necropolis_in_hand(s);
    return necro < 0 ? n : list_necropolis(s, necro, out, n, max);
}

void cit_run_necropolis(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, necro = necropolis_in_hand(s);
    destroy_own(s, seat, a->a);
    cit_emit(ev, CIT_E_NECROPOLIS_PAID, GAME_VIS_ALL, -1, seat, a->a, 0, 0, 0);
    cit_finish_build(s, necro, 0, 0, ev);
}

void cit_why_necropolis(const cit_state *s, const game_action *a, game_err *e)
{
    int necro = necropolis_in_hand(s);
    if (necro < 0)
        return cit_fail(e, CIT_ERR_NOT_IN_HAND, "you have no Necropolis in your hand");
    if (cit_build_refusal(s, necro, 1) != 0)
        return why_alt_build(s, necro, e);
    return cit_fail(e, CIT_ERR_ILLEGAL, "pay with a district of your own city");
}

/* ---- Glockenturm: end one district earlier, or normally ----
 * RULE: DE16 "Erklärungen der Gebäude — Glockenturm": decided at once by
 * its builder. */
int cit_gen_bell_earlier(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_BELL_EARLIER, 0, 0);
    return n;
}

int cit_gen_bell_normal(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_BELL_NORMAL, 0, 0);
    return n;
}

/* After the decision every city is checked, the builder's first: with the
 * lower target several may be complete at once, and the builder, whose
 * decision it was, completes first (a reading). */
static void bell_decided(cit_state *s, int how, const game_event_sink *ev)
{
    /* The owner decides: the builder, or the Magistrat who confiscated the
     * Glockenturm (it went into his city); the turn stays the builder's. */
    int seat = s->dec_seat;
    s->bell_tower = (uint8_t)how;
    s->decision = CIT_DEC_TURN;
    s->dec_seat = s->active;
    cit_emit(ev, CIT_E_BELL_TOWER, GAME_VIS_ALL, -1, seat, how == CIT_BELL_EARLIER, 0, 0, 0);
    for (int i = 0; i < s->cfg.nplayers; i++)
        cit_check_complete(s, (seat + i) % s->cfg.nplayers, ev);
}

void cit_run_bell_earlier(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    bell_decided(s, CIT_BELL_EARLIER, ev);
}

void cit_run_bell_normal(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    bell_decided(s, CIT_BELL_NORMAL, ev);
}

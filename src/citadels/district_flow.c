/* district_flow.c — unique districts that act at fixed points of the game's
 * flow rather than as actions: income (Goldmine, Sternwarte with or without
 * the Bibliothek), the end of a turn (Armenhaus, Park), the end of the
 * selection (Theater), a killed owner's turn (Hospital), the crown changing
 * hands (Thronsaal) and a district being destroyed (the Museum's cards, the
 * Friedhof). Each flow point in actions.c and turn.c calls one function here
 * under the districts marker. Readings: docs/citadels-rules.md, "Issue 11 —
 * districts readings". */
#include "citadels/engine.h"

/* Issue 13: a district in no card of this game is in no city (game_kinds,
 * state.h), so the flow's district hooks skip the seats' walk for it. */
static uint64_t kind_bit(int kind)
{
    return 1ull << kind;
}

static int game_has_any(const cit_state *s, uint64_t kinds)
{
    return (s->game_kinds & kinds) != 0;
}

/* RULE: Goldmine (citadels-cards.md §5.1 #7): the gold option of the income
 * gives 1 gold more. */
int cit_income_gold(const cit_state *s, int seat)
{
    return 2 + cit_city_has_kind(s, seat, CIT_D_GOLD_MINE);
}

/* RULE: Sternwarte (§5.1 #19): the card option draws 3 instead of 2, still
 * keep 1. With the Bibliothek as well, all 3 are kept (reading: each card
 * changes its own number, "draw 3" and "keep all drawn"). */
int cit_income_draw(const cit_state *s, int seat)
{
    return cit_city_has_kind(s, seat, CIT_D_OBSERVATORY) ? 3 : 2;
}

/* RULE: Armenhaus (§5.1 #21): no gold at the end of your turn gives 1 gold.
 * RULE: Park (§5.1 #20): an empty hand at the end of your turn gives 2 cards.
 * Called after the free benefits and before the Alchemistin's refund (DE16
 * "Armenhaus": the Armenhaus first, then the Alchemistin). */
void cit_districts_turn_end(cit_state *s, const game_event_sink *ev)
{
    int seat = s->active;
    if (seat < 0 || !game_has_any(s, kind_bit(CIT_D_POOR_HOUSE) | kind_bit(CIT_D_PARK)))
        return;
    if (s->players[seat].gold == 0 && cit_city_has_kind(s, seat, CIT_D_POOR_HOUSE))
        cit_gain_gold(s, seat, 1, CIT_WHY_POOR_HOUSE, ev);
    if (s->players[seat].nhand == 0 && cit_city_has_kind(s, seat, CIT_D_PARK) && s->deck_len)
        cit_draw_to_hand(s, seat, 2, ev);
}

/* A district left `victim`'s city by destruction (it is no longer in any
 * city; `card` is in no zone yet). The Museum's cards go under the deck (DE16
 * "Museum"); a rank-8 destruction lets the Friedhof's owner buy the card. */
void cit_district_destroyed(cit_state *s, int destroyer, int victim, int card, int by_rank8,
                            const game_event_sink *ev)
{
    (void)victim;
    (void)ev;
    if (cit_kind(s, card) == CIT_D_MUSEUM)
        cit_museum_release(s);
    int owner = -1;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (cit_city_has_kind(s, p, CIT_D_GRAVEYARD))
            owner = p;
    if (by_rank8 && owner >= 0 && owner != destroyer && s->players[owner].gold >= 1 &&
        s->naside == 0) {
        s->aside[s->naside++] = (uint8_t)card;
        s->decision = CIT_DEC_GRAVEYARD;
        s->dec_seat = (int8_t)owner;
        return;
    }
    cit_discard(s, card); /* issue 12: classic — OFuA "Söldner": "Ablagestapel" */
}

/* RULE: Thronsaal (German extra, DdL card): each time the crown passes from
 * one player to another, its owner gains 1 gold (reading: not when nobody
 * held it before, not when it stays). */
void cit_throne_room(cit_state *s, int old, int seat, const game_event_sink *ev)
{
    if (old < 0 || old == seat || !game_has_any(s, kind_bit(CIT_D_THRONE_ROOM)))
        return;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (cit_city_has_kind(s, p, CIT_D_THRONE_ROOM))
            cit_gain_gold(s, p, 1, CIT_WHY_THRONE_ROOM, ev);
}

/* RULE: Hospital (German extra, DdL card): a killed owner still takes his
 * income, nothing his character gives, then his turn ends. Reading: his
 * character is revealed like any called one (the table sees him take income),
 * the income districts (Goldmine, Sternwarte, Bibliothek) help, the Armenhaus
 * and Park at the end of the turn work, nothing else does. */
int cit_hospital_turn(const cit_state *s, int rank, int seat)
{
    return seat >= 0 && (s->rank_flags[rank] & CIT_RF_KILLED) &&
           cit_city_has_kind(s, seat, CIT_D_HOSPITAL);
}

/* ---- Theater ----
 * RULE: card text (§5.1 #28): at the end of each selection phase its owner may
 * trade his character for an opponent's. DE16 "Theater": he chooses blind;
 * both see what they now hold; cards stay face down; with 2–3 players he
 * chooses which of his two goes and gets one of the opponent's two at random.
 * Reading: with any number of characters per seat he names the one he gives
 * and gets one of the other's at random. */
int cit_theater_open(cit_state *s, const game_event_sink *ev)
{
    (void)ev;
    if (!game_has_any(s, kind_bit(CIT_D_THEATER)))
        return 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (cit_city_has_kind(s, p, CIT_D_THEATER) && s->players[p].nchars > 0) {
            s->decision = CIT_DEC_THEATER;
            s->dec_seat = (int8_t)p;
            s->active = CIT_NO_SEAT;
            return 1;
        }
    return 0;
}

int cit_gen_theater_swap(const cit_state *s, game_action *out, int n, int max)
{
    const cit_player *me = &s->players[s->dec_seat];
    for (int t = 0; t < s->cfg.nplayers; t++) {
        if (t == s->dec_seat || s->players[t].nchars == 0)
            continue;
        for (int i = 0; i < me->nchars; i++)
            CIT_PUSH(CIT_A_THEATER_SWAP, t, me->chars[i]);
    }
    return n;
}

static void theater_done(cit_state *s, const game_event_sink *ev)
{
    s->decision = CIT_DEC_NONE;
    cit_call_next_rank(s, ev);
}

void cit_run_theater_swap(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int me = s->dec_seat, other = a->a, given = a->b;
    cit_player *pm = &s->players[me], *po = &s->players[other];
    int j = (int)gh_rng_below(&s->rng, po->nchars);
    int got = po->chars[j];
    for (int i = 0; i < pm->nchars; i++)
        if (pm->chars[i] == given)
            pm->chars[i] = (uint8_t)got;
    po->chars[j] = (uint8_t)given;
    s->holder[got] = (int8_t)me;
    s->holder[given] = (int8_t)other;
    s->theater_swap[0] = (uint8_t)(me + 1); /* issue 13: determinize */
    s->theater_swap[1] = (uint8_t)(other + 1);
    cit_emit(ev, CIT_E_THEATER_SWAPPED, GAME_VIS_ALL, -1, me, other, 0, 0, 0);
    cit_emit(ev, CIT_E_THEATER_NOW, GAME_VIS_SEAT, me, me, got, given, 0, 0);
    cit_emit(ev, CIT_E_THEATER_NOW, GAME_VIS_SEAT, other, other, given, got, 0, 0);
    theater_done(s, ev);
}

void cit_why_theater_swap(const cit_state *s, const game_action *a, game_err *e)
{
    if (a->a == s->dec_seat)
        return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "swap with an opponent");
    if (a->a < 0 || a->a >= s->cfg.nplayers)
        return cit_fail(e, CIT_ERR_BAD_ARGUMENT, "no such seat");
    cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER, "you can only give a character you hold");
}

int cit_gen_theater_pass(const cit_state *s, game_action *out, int n, int max)
{
    (void)s;
    CIT_PUSH(CIT_A_THEATER_PASS, 0, 0);
    return n;
}

void cit_run_theater_pass(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    theater_done(s, ev);
}

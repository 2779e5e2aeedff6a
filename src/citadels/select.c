/* select.c — the selection phase: discarding characters face up and face down,
 * and passing the rest around so each player picks (2–3 players: two each).
 *
 * The procedure for the player count is built once per round as a small
 * script of steps {op, seat} (RULE: DE16 "Auswahl-Phase", "Sonderregel bei 7
 * Spielern", "Das Spiel mit 9 Charakteren", "Änderungen bei 2 Spielern",
 * "Änderungen bei 3 Spielern", "Das Spiel mit 8 Spielern"); the engine then
 * walks it, stopping at each step that needs a player's decision. The online
 * variant's deal (config "selection": "deal") is a script of its own, deal.c. */
#include "citadels/engine.h"

#include <string.h>

/* Face-up discards for 4+ players (DE16 tables; 8 players need 9 characters). */
static int faceup_count(int nplayers, int ncharacters)
{
    static const int with8[9] = {[4] = 2, [5] = 1, [6] = 0, [7] = 0};
    static const int with9[9] = {[4] = 3, [5] = 2, [6] = 1, [7] = 0, [8] = 0};
    return ncharacters == 9 ? with9[nplayers] : with8[nplayers];
}

/* The top of the round's character deck; `deck` (the ranks still in it,
 * issue 13: the round's pile without a walk of the deck) loses it. */
static int deck_pop(cit_state *s, unsigned *deck)
{
    int rank = s->char_deck[--s->nchar_deck];
    *deck &= ~(1u << rank);
    return rank;
}

static void add_step(cit_state *s, int op, int seat)
{
    s->sel_steps[s->nsel_steps][0] = (uint8_t)op;
    s->sel_steps[s->nsel_steps][1] = (uint8_t)seat;
    s->nsel_steps++;
}

static void lay_facedown(cit_state *s, int rank, int by, const game_event_sink *ev)
{
    s->rank_flags[rank] |= CIT_RF_FACEDOWN;
    s->discarded_by[rank] = (int8_t)by;
    s->pile &= (uint16_t) ~(1u << rank);
    cit_emit(ev, CIT_E_FACEDOWN_DISCARD, GAME_VIS_ALL, -1, by, 0, 0, 0, 0);
    if (by >= 0)
        cit_emit(ev, CIT_E_FACEDOWN_DISCARD, GAME_VIS_SEAT, by, by, rank, 0, 0, 0);
}

/* RULE: DE16 "Auswahl-Phase" — rank 4 may not be among the face-up cards: draw
 * a replacement and shuffle the rank-4 card back into the pile. */
static void discard_faceup(cit_state *s, int count, unsigned *deck, const game_event_sink *ev)
{
    for (int i = 0; i < count; i++) {
        int rank = deck_pop(s, deck);
        if (rank == 4) {
            int other = deck_pop(s, deck);
            s->char_deck[s->nchar_deck++] = 4;
            *deck |= 1u << 4;
            gh_rng_shuffle_u8(&s->rng, s->char_deck, s->nchar_deck);
            rank = other;
        }
        s->rank_flags[rank] |= CIT_RF_FACEUP;
        cit_emit(ev, CIT_E_FACEUP_DISCARD, GAME_VIS_ALL, -1, -1, rank, 0, 0, 0);
    }
}

/* The ranks left in the character pile, as a mask. */
static uint16_t pile_of_deck(const cit_state *s)
{
    unsigned pile = 0;
    for (int i = 0, n = s->nchar_deck; i < n; i++)
        pile |= 1u << s->char_deck[i];
    return (uint16_t)pile;
}

/* Issue 13 (perf): per set of ranks 1..9 (bit r-1 for rank r), its ranks
 * ascending and their count, built before main() runs: the round's pile
 * before its shuffle is one copy, not a walk of the lineup's bits. */
#define RANK_SETS (1u << CIT_MAX_RANK)
static uint8_t ranks_of[RANK_SETS][CIT_MAX_RANK];
static uint8_t ranks_count[RANK_SETS];
_Static_assert(sizeof ranks_of[0] == sizeof ((cit_state *)0)->char_deck,
               "a set's ranks fill the character pile");

__attribute__((constructor)) static void build_rank_sets(void)
{
    for (unsigned set = 0; set < RANK_SETS; set++) {
        int n = 0;
        for (int r = 1; r <= CIT_MAX_RANK; r++)
            if (set & (1u << (r - 1)))
                ranks_of[set][n++] = (uint8_t)r;
        ranks_count[set] = (uint8_t)n;
    }
}

void cit_start_round(cit_state *s, const game_event_sink *ev)
{
    cit_start_round_ordered(s, NULL, 0, ev);
}

/* `order` (optional, for scenarios) fixes the shuffled character pile: its
 * first rank is drawn first. */
void cit_start_round_ordered(cit_state *s, const uint8_t *order, int norder,
                             const game_event_sink *ev)
{
    int n = s->cfg.nplayers;
    s->round++;
    s->phase = CIT_PHASE_SELECTION;
    memset(s->rank_flags, 0, sizeof s->rank_flags);
    memset(s->holder, -1, sizeof s->holder);
    memset(s->discarded_by, -1, sizeof s->discarded_by);
    memset(s->last_round_top_rank, 0, sizeof s->last_round_top_rank);
    s->killed_rank = s->robbed_rank = 0;
    s->called_rank = 0;
    s->active = CIT_NO_SEAT;
    s->setaside = 0;
    s->pile = 0;
    s->nsel_steps = s->sel_step = 0;
    for (int p = 0; p < n; p++)
        s->players[p].nchars = 0;
    memset(s->sel_seen, 0, sizeof s->sel_seen);     /* issue 13: determinize */
    memset(s->theater_swap, 0, sizeof s->theater_swap);
    cit_emit(ev, CIT_E_ROUND_START, GAME_VIS_ALL, -1, -1, s->round, 0, 0, 0);

    /* the lineup's ranks ascending, copied from a table (issue 13) */
    unsigned lineup = (s->lineup_ranks >> 1) & (RANK_SETS - 1);
    memcpy(s->char_deck, ranks_of[lineup], sizeof s->char_deck);
    s->nchar_deck = ranks_count[lineup];
    unsigned deck = s->lineup_ranks; /* the ranks in char_deck (check.c: only 1..9) */
    if (order && norder == s->nchar_deck) {
        for (int i = 0; i < norder; i++)
            s->char_deck[norder - 1 - i] = order[i];
        deck = pile_of_deck(s); /* a scenario's order: its own ranks */
    } else {
        gh_rng_shuffle_u8(&s->rng, s->char_deck, s->nchar_deck);
    }

    if (s->cfg.selection == CIT_SELECTION_DEAL) {
        /* The online variant's deal (deal.c) keeps the shuffled pile to deal from. */
        s->pile |= (uint16_t)deck;
        cit_deal_script(s);
        cit_select_advance(s, ev);
        return;
    }

    int a = s->crown, b = (a + 1) % n, c = (a + 2) % n;
    if (n >= 4) {
        discard_faceup(s, faceup_count(n, s->cfg.ncharacters), &deck, ev);
        int down = deck_pop(s, &deck);
        /* RULE: DE16 "Sonderregel bei 7 Spielern" / "bei 8 Spielern": when the
         * pile would run out before the last player, he adds the face-down card. */
        int special = s->nchar_deck <= n;
        if (special) {
            s->setaside = (int8_t)down;
            cit_classic_setaside_seen(s, down, ev); /* issue 12: classic — the King looks */
        } else
            lay_facedown(s, down, cit_classic_facedown_seen_by(s), ev); /* issue 12: classic */
        for (int i = 0; i < n; i++) {
            if (special && i == n - 1)
                add_step(s, CIT_SEL_TAKE_SETASIDE, (a + i) % n);
            add_step(s, CIT_SEL_PICK, (a + i) % n);
        }
    } else {
        /* 2 and 3 players: one card face down at random, then the fixed order. */
        lay_facedown(s, deck_pop(s, &deck), cit_classic_facedown_seen_by(s), ev); /* issue 12: classic */
        if (n == 2) {
            add_step(s, CIT_SEL_PICK, a);
            add_step(s, CIT_SEL_PICK, b);
            add_step(s, CIT_SEL_DISCARD, b);
            add_step(s, CIT_SEL_PICK, a);
            add_step(s, CIT_SEL_DISCARD, a);
            add_step(s, CIT_SEL_PICK, b);
        } else {
            add_step(s, CIT_SEL_PICK, a);
            add_step(s, CIT_SEL_PICK, b);
            add_step(s, CIT_SEL_PICK, c);
            if (cit_classic_random_discard(s)) /* issue 12: classic */
                add_step(s, CIT_SEL_RANDOM_DISCARD, c);
            add_step(s, CIT_SEL_PICK, a);
            add_step(s, CIT_SEL_PICK, b);
            add_step(s, CIT_SEL_PICK, c);
        }
    }
    s->pile |= (uint16_t)deck;
    s->nchar_deck = 0;
    cit_select_advance(s, ev);
}

static int pile_random(cit_state *s)
{
    int ranks[CIT_MAX_RANK], n = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->pile & (1u << r))
            ranks[n++] = r;
    return ranks[gh_rng_below(&s->rng, (uint32_t)n)];
}

/* --- issue 13: determinize --- the pile `seat` is shown at its pick: its
 * first pick of the round in sel_seen[seat][0], its second in [1]. */
static void note_seen(cit_state *s, int seat)
{
    /* k: the seat's picks before this step. With 4 or more players each
     * seat picks once a round (the scripts above; deal.c's has one pick),
     * so only the 2- and 3-player scripts need the count (issue 13). */
    int k = 0;
    if (s->cfg.nplayers < 4)
        for (int i = 0; i < s->sel_step; i++)
            k += s->sel_steps[i][0] == CIT_SEL_PICK && s->sel_steps[i][1] == seat;
    if (k < 2)
        s->sel_seen[seat][k] = s->pile;
}

/* Runs automatic steps until a player must decide or the script ends. */
static __attribute__((noinline)) void advance_steps(cit_state *s, const game_event_sink *ev)
{
    while (s->sel_step < s->nsel_steps) {
        int op = s->sel_steps[s->sel_step][0];
        int seat = s->sel_steps[s->sel_step][1];
        if (op == CIT_SEL_RANDOM_DISCARD) {
            lay_facedown(s, pile_random(s), -1, ev);
            s->sel_step++;
        } else if (op == CIT_SEL_DEAL) {
            cit_deal_rest(s, ev);
            s->sel_step++;
        } else if (op == CIT_SEL_TAKE_SETASIDE) {
            s->pile |= (uint16_t)(1u << s->setaside);
            s->setaside = 0;
            s->sel_step++;
        } else {
            s->decision = op == CIT_SEL_PICK ? CIT_DEC_PICK_CHARACTER : CIT_DEC_DISCARD_CHARACTER;
            s->dec_seat = (int8_t)seat;
            if (op == CIT_SEL_PICK)
                note_seen(s, seat);
            return;
        }
    }
    /* The last chooser lays the one card left face down; he has seen it. */
    int last = s->sel_steps[s->nsel_steps - 1][1];
    for (unsigned left = s->pile; left; left &= left - 1) /* ranks ascending */
        lay_facedown(s, __builtin_ctz(left), last, ev);
    cit_start_action_phase(s, ev);
}

/* Issue 13 (perf): the common next step, a pick with 4 or more players
 * (note_seen's first pick), is set here without a frame; every other step
 * and the script's end go to advance_steps. */
void cit_select_advance(cit_state *s, const game_event_sink *ev)
{
    int i = s->sel_step;
    if (i < s->nsel_steps && s->sel_steps[i][0] == CIT_SEL_PICK && s->cfg.nplayers >= 4) {
        int seat = s->sel_steps[i][1];
        s->decision = CIT_DEC_PICK_CHARACTER;
        s->dec_seat = (int8_t)seat;
        s->sel_seen[seat][0] = s->pile;
        return;
    }
    advance_steps(s, ev);
}

/* The seats that still choose a character this selection phase (pick, or
 * lay one face down with 2 players), in order, the one deciding now first:
 * the rest of the round's script without its automatic steps. It follows
 * from the crown and the player count alone, so it is public. Returns the
 * count (at most max written). */
int cit_pick_order(const cit_state *s, int *out, int max)
{
    int n = 0;
    if (s->phase != CIT_PHASE_SELECTION)
        return 0;
    for (int i = s->sel_step; i < s->nsel_steps; i++) {
        int op = s->sel_steps[i][0];
        if (op != CIT_SEL_PICK && op != CIT_SEL_DISCARD)
            continue;
        if (n < max)
            out[n] = s->sel_steps[i][1];
        n++;
    }
    return n;
}

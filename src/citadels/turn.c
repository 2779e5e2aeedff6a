/* turn.c — the action phase: calling ranks in order, revealing, the effects
 * that strike on reveal (the Thief's theft, the King's crown), ending turns and
 * rounds, and the end of the game.
 * RULE: DE16 "Aktions-Phase", "Was machst du, wenn du am Zug bist?", "Spielende". */
#include "citadels/engine.h"

void cit_set_crown(cit_state *s, int seat, const game_event_sink *ev)
{
    int old = s->crown;
    s->crown = (int8_t)seat;
    cit_emit(ev, CIT_E_CROWN, GAME_VIS_ALL, -1, seat, old, 0, 0, 0);
    /* --- issue 11: districts (Thronsaal) --- */
    cit_throne_room(s, old, seat, ev);
}

void cit_start_action_phase(cit_state *s, const game_event_sink *ev)
{
    s->phase = CIT_PHASE_ACTION;
    s->called_rank = 0;
    /* --- issue 11: districts (Theater, when the selection ends) --- */
    if (cit_theater_open(s, ev))
        return; /* theater_swap / theater_pass call the first rank */
    cit_call_next_rank(s, ev);
}

/* Effects that happen the moment a character is revealed, before income. */
static void on_reveal(cit_state *s, int rank, int seat, const game_event_sink *ev)
{
    /* RULE: DE16 "Dieb": when the robbed character is revealed, the Thief
     * immediately takes all its gold (the turn example robs before income). */
    if (s->rank_flags[rank] & CIT_RF_ROBBED) {
        int thief = cit_agent_seat(s, cit_rank_of_char(s, CIT_C_THIEF)); /* the Hexe, if bewitched */
        int gold = s->players[seat].gold;
        if (thief >= 0) {
            s->players[seat].gold = 0;
            s->players[thief].gold += gold;
            cit_emit(ev, CIT_E_ROBBED, GAME_VIS_ALL, -1, seat, thief, gold, 0, 0);
        }
    }
    /* RULE: DE16 "König": he must take the crown during his turn; taking it at
     * the reveal is the same for every rule that reads the crown. */
    int role = cit_role_at(s, rank);
    if (role == CIT_C_KING && s->crown != seat)
        cit_set_crown(s, seat, ev);
    /* --- issue 11: agents (threats) --- */
    /* --- issue 11: court (Patrizier's crown) --- */
    /* (issue 13: each expansion's hook is asked only for the character it
     * acts on — the hook's own first test — not at every reveal) */
    if (role == CIT_C_PATRICIAN)
        cit_court_on_reveal(s, rank, seat, ev);
    /* --- issue 11: builders (Königin) --- */
    /* a bewitched Königin's 3 gold are the Hexe's, when she resumes
     * (agents_witch.c): the holder has no ability of his character */
    if (role == CIT_C_QUEEN && cit_agent_seat(s, rank) == seat)
        cit_queen_on_reveal(s, seat, ev);
    if (cit_char_at(s, rank) == CIT_C_DC_TAX_COLLECTOR)
        cit_dark_tax_on_reveal(s, rank, ev); /* issue 12: dark city (Steuereintreiber's late tax) */
}

static void end_round(cit_state *s, const game_event_sink *ev)
{
    /* RULE: DE16 "König — Sonderfälle": a killed King reveals at the end of the
     * round and takes the crown as heir. */
    /* --- issue 12: action cards (the Akrobatin's crown stands: A12-9) --- */
    /* (issue 13: the expansions' hooks only in the games that have them —
     * their state stays 0 in the others) */
    if (s->cfg.action_cards)
        cit_actions_round_end(s, ev);
    int seat = cit_round_end_heir(s, cit_rank_of_char(s, CIT_C_KING), ev);
    if (seat >= 0 && s->crown != seat)
        cit_set_crown(s, seat, ev);
    /* --- issue 11: court (killed Patrizier and Kaiser) --- */
    /* without both ranks (cit_rank_of_char 0) it finds no heir */
    if ((cit_rank_of_char(s, CIT_C_PATRICIAN) || cit_rank_of_char(s, CIT_C_EMPEROR)) &&
        cit_court_round_end(s, ev))
        return; /* the killed Kaiser gives the crown first (emperor_crown) */
    /* --- issue 11: builders (Königin next to a killed rank 4) --- */
    if (s->queen_seat1) /* set by her reveal this round */
        cit_queen_round_end(s, ev);
    /* --- issue 11: agents (warrants, threats, the spell end with the round) --- */
    cit_agents_end_round(s);
    s->called_rank = 0;
    s->active = CIT_NO_SEAT;
    cit_emit(ev, CIT_E_ROUND_END, GAME_VIS_ALL, -1, -1, s->round, 0, 0, 0);
    /* RULE: DE16 "Spielende": the round in which a city is completed is played
     * to its end, then the game ends. */
    if (s->ending) {
        /* --- issue 12: action cards (laid Kassenwagen to the bank) --- */
        cit_actions_game_end(s, ev);
        s->phase = CIT_PHASE_OVER;
        s->decision = CIT_DEC_GAME_OVER;
        s->dec_seat = CIT_NO_SEAT;
        cit_emit(ev, CIT_E_GAME_OVER, GAME_VIS_ALL, -1, -1, 0, 0, 0, 0);
        return;
    }
    cit_start_round(s, ev);
}

/* Every field that lives for one turn, in one place, so a called rank and
 * the Hexe's resumed turn (agents_witch.c) start alike. */
void cit_begin_turn_state(cit_state *s, int seat, uint32_t flags)
{
    s->active = (int8_t)seat;
    s->turn_flags = flags;
    s->builds = 0;
    s->beautify_count = 0;
    s->den_card = 0;
    /* --- issue 11: agents --- */
    s->spied = 0;
    s->confiscation_card = 0;
    s->confiscation_gold = 0;
    /* --- issue 11: court --- */
    s->court_seat = CIT_NO_SEAT;
    s->court_card = 0;
    s->seer_owed = 0;
    /* --- issue 11: builders --- */
    s->build_spent = 0;
    /* --- issue 11: districts (the Museum and the Hospital are turn flags) --- */
    /* --- issue 12: action cards (a laid Rasputin is the turn's action card) --- */
    if (s->cfg.action_cards)
        cit_actions_begin_turn(s, seat);
}

/* RULE: DE16 "König — Sonderfälle" (and the Patrizier's, the Kaiser's): a
 * killed heir reveals at the round's end. A Hospital owner was revealed in
 * his income-only turn already: no second reveal, but still the heir (the
 * districts reading of the Hospital). CIT_RF_HEIR makes this run once. */
int cit_round_end_heir(cit_state *s, int rank, const game_event_sink *ev)
{
    if (!rank || s->holder[rank] < 0 || !(s->rank_flags[rank] & CIT_RF_KILLED) ||
        (s->rank_flags[rank] & CIT_RF_HEIR))
        return -1;
    int seat = s->holder[rank];
    s->rank_flags[rank] |= CIT_RF_HEIR;
    if (!(s->rank_flags[rank] & CIT_RF_REVEALED)) {
        s->rank_flags[rank] |= CIT_RF_REVEALED;
        cit_emit(ev, CIT_E_REVEALED, GAME_VIS_ALL, -1, seat, rank, 1, 0, 0);
    }
    if (s->last_round_top_rank[seat] < rank)
        s->last_round_top_rank[seat] = (uint8_t)rank;
    return seat;
}

/* The first decision of a called player's turn: his income, or in Dark City
 * the thanks a Ballsaal asks first (dark_city_ballroom.c). */
static int first_decision(const cit_state *s, int seat)
{
    if (s->cfg.rules != CIT_RULES_DARK_CITY)
        return CIT_DEC_INCOME;
    return cit_dark_first_decision(cit_dark_ballroom_asks(s, seat)); /* issue 12: dark city */
}

void cit_call_next_rank(cit_state *s, const game_event_sink *ev)
{
    /* the lineup's ranks above the last called, ascending (issue 13: the
     * set bits of lineup_ranks, not every rank's lineup entry) */
    for (unsigned left = s->lineup_ranks & ~((2u << s->called_rank) - 1); left;
         left &= left - 1) {
        int rank = __builtin_ctz(left);
        s->called_rank = (uint8_t)rank;
        /* --- issue 12: action cards (Rasputin, Akrobatin answer the call) --- */
        if (s->cfg.action_cards && cit_actions_on_call(s, rank, ev))
            return;
        int seat = s->holder[rank];
        int killed = (s->rank_flags[rank] & CIT_RF_KILLED) != 0;
        /* issue 11: districts — a killed Hospital owner still takes income */
        int hospital = killed && cit_hospital_turn(s, rank, seat);
        cit_emit(ev, CIT_E_CALLED, GAME_VIS_ALL, -1, -1, rank, seat >= 0 && (!killed || hospital),
                 0, 0);
        if (seat < 0 || (killed && !hospital)) {
            /* RULE: DE16 "Assassine": the killed character stays silent and
             * hidden; nobody learns who held it. */
            s->rank_flags[rank] |= CIT_RF_DONE;
            continue;
        }
        s->rank_flags[rank] |= CIT_RF_REVEALED;
        cit_emit(ev, CIT_E_REVEALED, GAME_VIS_ALL, -1, seat, rank, 0, 0, 0);
        if (s->last_round_top_rank[seat] < rank)
            s->last_round_top_rank[seat] = (uint8_t)rank;
        cit_begin_turn_state(s, seat, 0);
        int first = first_decision(s, seat); /* as the call finds the crown */
        /* --- issue 11: districts (Hospital: income only, nothing of the character) --- */
        if (hospital) {
            s->turn_flags |= CIT_TF_HOSPITAL;
            cit_emit(ev, CIT_E_HOSPITAL_TURN, GAME_VIS_ALL, -1, seat, rank, 0, 0, 0);
        } else {
            on_reveal(s, rank, seat, ev);
        }
        s->decision = (uint8_t)first;
        s->dec_seat = (int8_t)seat;
        return;
    }
    end_round(s, ev);
}

static inline __attribute__((always_inline)) void end_turn(cit_state *s,
                                                           const game_event_sink *ev)
{
    cit_emit(ev, CIT_E_TURN_END, GAME_VIS_ALL, -1, s->active, s->called_rank, 0, 0, 0);
    s->rank_flags[s->called_rank] |= CIT_RF_DONE;
    /* --- issue 12: action cards (the laid Rasputin is discarded) --- */
    /* (issue 13: both hooks asked only when their state is set) */
    if (s->rasputin_seat1)
        cit_actions_end_turn(s, ev);
    /* --- issue 11: agents (the Hexe resumes after the bewitched holder) --- */
    if (s->bewitched && cit_witch_resumes(s, ev))
        return;
    s->active = CIT_NO_SEAT;
    cit_call_next_rank(s, ev);
}

static __attribute__((noinline)) void end_turn_told(cit_state *s, const game_event_sink *ev)
{
    end_turn(s, ev);
}

/* Issue 13 (perf): without a sink (a playout) the turn's end makes no
 * event call, so its common path keeps no registers; with one, end_turn_told. */
void cit_end_turn(cit_state *s, const game_event_sink *ev)
{
    if (ev)
        end_turn_told(s, ev);
    else
        end_turn(s, NULL);
}

/* RULE: DE16 "Spielende": the first player to complete his city triggers the
 * end of the game (4 bonus points); later completers score 2. The check is
 * cit_check_complete (rules.c): the Monument, the Glockenturm and districts
 * seized or exchanged also complete cities. */
void cit_after_build(cit_state *s, int seat, const game_event_sink *ev)
{
    cit_check_complete(s, seat, ev);
}

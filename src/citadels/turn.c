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
        int thief = s->holder[cit_rank_of_char(s, CIT_C_THIEF)];
        int gold = s->players[seat].gold;
        if (thief >= 0) {
            s->players[seat].gold = 0;
            s->players[thief].gold += gold;
            cit_emit(ev, CIT_E_ROBBED, GAME_VIS_ALL, -1, seat, thief, gold, 0, 0);
        }
    }
    /* RULE: DE16 "König": he must take the crown during his turn; taking it at
     * the reveal is the same for every rule that reads the crown. */
    if (cit_char_at(s, rank) == CIT_C_KING && s->crown != seat)
        cit_set_crown(s, seat, ev);
    /* --- issue 11: agents (threats) --- */
    /* --- issue 11: court (Patrizier's crown) --- */
    /* --- issue 11: builders (Königin) --- */
}

static void end_round(cit_state *s, const game_event_sink *ev)
{
    /* RULE: DE16 "König — Sonderfälle": a killed King reveals at the end of the
     * round and takes the crown as heir. */
    int king = cit_rank_of_char(s, CIT_C_KING);
    if (king && s->holder[king] >= 0 && (s->rank_flags[king] & CIT_RF_KILLED)) {
        int seat = s->holder[king];
        s->rank_flags[king] |= CIT_RF_REVEALED;
        cit_emit(ev, CIT_E_REVEALED, GAME_VIS_ALL, -1, seat, king, 1, 0, 0);
        if (s->last_round_top_rank[seat] < king)
            s->last_round_top_rank[seat] = (uint8_t)king;
        if (s->crown != seat)
            cit_set_crown(s, seat, ev);
    }
    /* --- issue 11: court (killed Patrizier and Kaiser) --- */
    /* --- issue 11: builders (Königin next to a killed rank 4) --- */
    /* --- issue 11: agents (warrants, threats, the spell end with the round) --- */
    s->called_rank = 0;
    s->active = CIT_NO_SEAT;
    cit_emit(ev, CIT_E_ROUND_END, GAME_VIS_ALL, -1, -1, s->round, 0, 0, 0);
    /* RULE: DE16 "Spielende": the round in which a city is completed is played
     * to its end, then the game ends. */
    if (s->ending) {
        s->phase = CIT_PHASE_OVER;
        s->decision = CIT_DEC_GAME_OVER;
        s->dec_seat = CIT_NO_SEAT;
        cit_emit(ev, CIT_E_GAME_OVER, GAME_VIS_ALL, -1, -1, 0, 0, 0, 0);
        return;
    }
    cit_start_round(s, ev);
}

void cit_call_next_rank(cit_state *s, const game_event_sink *ev)
{
    for (int rank = s->called_rank + 1; rank <= CIT_MAX_RANK; rank++) {
        if (!s->cfg.lineup[rank])
            continue;
        s->called_rank = (uint8_t)rank;
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
        s->active = (int8_t)seat;
        s->turn_flags = 0;
        s->builds = 0;
        s->beautify_count = 0;
        /* --- issue 11: agents (the bewitched character's holder) --- */
        /* --- issue 11: court --- */
        /* --- issue 11: builders --- */
        /* --- issue 11: districts (Hospital: income only, nothing of the character) --- */
        if (hospital) {
            s->turn_flags |= CIT_TF_HOSPITAL;
            cit_emit(ev, CIT_E_HOSPITAL_TURN, GAME_VIS_ALL, -1, seat, rank, 0, 0, 0);
            s->decision = CIT_DEC_INCOME;
            s->dec_seat = (int8_t)seat;
            return;
        }
        on_reveal(s, rank, seat, ev);
        s->decision = CIT_DEC_INCOME;
        s->dec_seat = (int8_t)seat;
        return;
    }
    end_round(s, ev);
}

void cit_end_turn(cit_state *s, const game_event_sink *ev)
{
    cit_emit(ev, CIT_E_TURN_END, GAME_VIS_ALL, -1, s->active, s->called_rank, 0, 0, 0);
    s->rank_flags[s->called_rank] |= CIT_RF_DONE;
    s->active = CIT_NO_SEAT;
    cit_call_next_rank(s, ev);
}

/* RULE: DE16 "Spielende": the first player to complete his city triggers the
 * end of the game (4 bonus points); later completers score 2. */
void cit_after_build(cit_state *s, int seat, const game_event_sink *ev)
{
    if (s->players[seat].ncity != cit_city_target(s))
        return;
    int first = s->first_complete < 0;
    if (first)
        s->first_complete = (int8_t)seat;
    s->ending = 1;
    cit_emit(ev, CIT_E_CITY_COMPLETE, GAME_VIS_ALL, -1, seat, first, 0, 0, 0);
}

/* court_crown.c — the crown of the rank-4 court: the Patrizier takes it like
 * the König; the Kaiser must give it to another player and takes 1 gold or 1
 * random hand card from the new holder; a killed Kaiser gives it at the end
 * of the round and takes nothing (decision emperor_crown).
 * The readings are in docs/citadels-rules.md, "Issue 11 — court readings". */
#include "citadels/court.h"

/* RULE: DE16 "Patrizier": "Irgendwann in deinem Zug musst du dir die Krone
 * nehmen" — taken at the reveal, as the König's (reading 2); "Wenn du
 * verhext wirst, nimmst du dir trotzdem die Krone": the reveal is the
 * victim's, so a bewitched Patrizier's player still takes it. */
void cit_court_on_reveal(cit_state *s, int rank, int seat, const game_event_sink *ev)
{
    if (cit_role_at(s, rank) == CIT_C_PATRICIAN && s->crown != seat)
        cit_set_crown(s, seat, ev);
}

/* RULE: DE16 "Patrizier — Sonderfälle": killed, he reveals at the end of the
 * round and takes the crown as heir. RULE: DE16 "Kaiser — Sonderfall":
 * killed, he reveals at the end of the round, takes the crown from its
 * holder and gives it to another player, taking nothing. The Kaiser's
 * choice is a decision of his player; the round ends after it (CIT_RF_HEIR
 * makes this run once). */
int cit_court_round_end(cit_state *s, const game_event_sink *ev)
{
    int seat = cit_round_end_heir(s, cit_rank_of_char(s, CIT_C_PATRICIAN), ev);
    if (seat >= 0 && s->crown != seat)
        cit_set_crown(s, seat, ev);
    int emp = cit_rank_of_char(s, CIT_C_EMPEROR);
    emp = cit_dark_emperor_heir_rank(s, emp); /* issue 12: dark city (murdered Intrigant) */
    seat = cit_round_end_heir(s, emp, ev);
    if (seat >= 0) {
        s->called_rank = (uint8_t)emp;
        s->active = (int8_t)seat;
        s->turn_flags = 0;
        s->decision = CIT_DEC_EMPEROR_HEIR;
        s->dec_seat = (int8_t)seat;
        return 1;
    }
    return 0;
}

/* RULE: DE16 "Kaiser": "Irgendwann in deinem Zug musst du dir die Krone …
 * nehmen … und gibst sie einem anderen Spieler": the turn cannot end before. */
int cit_court_may_end_turn(const cit_state *s)
{
    return !cit_may_use(s, CIT_C_EMPEROR, CIT_TF_ABILITY) ||
           cit_dark_emperor_may_end(s); /* issue 12: dark city (Intrigant, 2 players) */
}

/* RULE: DE16 "Kaiser": to another player, "aber nicht dir selbst" — the
 * player it is taken from may get it back (court reading 1). Then 1 gold from
 * his stash or 1 random hand card, the Kaiser's choice; "Wenn er weder Gold
 * noch Handkarten hat, bekommst du nichts" — "nothing" is listed only then
 * (and at round end, where he takes nothing). */
int cit_gen_give_crown(const cit_state *s, game_action *out, int n, int max)
{
    int heir = s->decision == CIT_DEC_EMPEROR_HEIR;
    if (!heir && !cit_may_use(s, CIT_C_EMPEROR, CIT_TF_ABILITY))
        return n;
    if (!heir && cit_dark_gen_give_crown(s, out, &n, max)) /* issue 12: dark city (Intrigant) */
        return n;
    for (int p = 0; p < s->cfg.nplayers; p++) {
        if (p == s->active)
            continue;
        const cit_player *pl = &s->players[p];
        if (heir || (pl->gold == 0 && pl->nhand == 0)) {
            CIT_PUSH(CIT_A_GIVE_CROWN, p, CIT_TAKE_NOTHING);
            continue;
        }
        if (pl->gold > 0)
            CIT_PUSH(CIT_A_GIVE_CROWN, p, CIT_TAKE_GOLD);
        if (pl->nhand > 0)
            CIT_PUSH(CIT_A_GIVE_CROWN, p, CIT_TAKE_CARD);
    }
    return n;
}

void cit_run_give_crown(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int me = s->active, to = a->a;
    s->turn_flags |= CIT_TF_ABILITY;
    cit_set_crown(s, to, ev);
    if (a->b == CIT_TAKE_GOLD) {
        court_give_gold(s, to, me, 1, CIT_WHY_EMPEROR, ev);
    } else if (a->b == CIT_TAKE_CARD) {
        const cit_player *pl = &s->players[to];
        int card = pl->hand[gh_rng_below(&s->rng, pl->nhand)];
        court_pass_card(s, to, me, card, ev);
    }
    if (s->decision == CIT_DEC_EMPEROR_HEIR) {
        /* the round's end resumes: no rank is left to call */
        s->called_rank = CIT_MAX_RANK;
        cit_call_next_rank(s, ev);
    }
}

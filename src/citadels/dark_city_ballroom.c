/* dark_city_ballroom.c — the Ballsaal of Dark City (DdL "Ballsaal"): while
 * its owner holds the crown, every other player, once called, must answer
 * "Danke, Euer Exzellenz"; who forgets loses his whole turn.
 *
 * A server cannot hear a player speak, so the thanks are a button: the
 * decision thank_the_king (CIT_DEC_BALLROOM) with the actions thank_the_king
 * and forget_to_thank. The decision's timeout plays forget_to_thank, never
 * a random choice (cit_timeout_action, game_ops.timeout_action): a player
 * who lets the time run out has forgotten to thank. Readings D12-5, D12-6. */
#include "citadels/engine.h"

/* Whether the player of `seat`, just called, must thank the King: the crown
 * holder (as the call finds him, before the König's reveal takes the crown)
 * has a Ballsaal, and it is another player. */
int cit_dark_ballroom_asks(const cit_state *s, int seat)
{
    return s->cfg.rules == CIT_RULES_DARK_CITY && s->crown >= 0 && s->crown != seat &&
           cit_city_has_kind(s, s->crown, CIT_D_BALLROOM);
}

/* The first decision of a called player's turn: the thanks, or the income. */
int cit_dark_first_decision(int asked)
{
    return asked ? CIT_DEC_BALLROOM : CIT_DEC_INCOME;
}

int cit_gen_thank(const cit_state *s, game_action *out, int n, int max)
{
    (void)s;
    CIT_PUSH(CIT_A_THANK_THE_KING, 0, 0);
    return n;
}

void cit_run_thank(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    cit_emit(ev, CIT_E_THANKED, GAME_VIS_ALL, -1, s->active, 0, 0, 0, 0);
    s->decision = CIT_DEC_INCOME;
}

int cit_gen_forget(const cit_state *s, game_action *out, int n, int max)
{
    (void)s;
    CIT_PUSH(CIT_A_FORGET_TO_THANK, 0, 0);
    return n;
}

/* D12-5: the whole turn is lost — no income, no ability, no building, and
 * none of the effects "after his turn" (Armenhaus, Park, Alchemist): he had
 * no turn. What the call itself did stands (the reveal, the Dieb's theft,
 * the König's crown). */
void cit_run_forget(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    cit_emit(ev, CIT_E_FORGOT_TO_THANK, GAME_VIS_ALL, -1, s->active, 0, 0, 0, 0);
    cit_end_turn(s, ev);
}

/* game_ops.timeout_action: the Ballsaal's decision has a fixed answer. */
int cit_timeout_action(const void *st, game_action *out)
{
    const cit_state *s = st;
    if (s->decision != CIT_DEC_BALLROOM)
        return 0;
    *out = (game_action){.type = CIT_A_FORGET_TO_THANK};
    return 1;
}

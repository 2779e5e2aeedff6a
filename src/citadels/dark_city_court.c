/* dark_city_court.c — where the Dark City texts of the Intrigant, the
 * Ablassprediger and the Königin differ from their 2016 roles (the Kaiser,
 * the Ablassprediger, the Königin). Each helper is called from one marked
 * line in the role's hook (court_crown.c, court_income.c, build_gold.c).
 * Readings D12-7 … D12-10 in docs/citadels-rules.md. */
#include "citadels/court.h"

static int dark_card(const cit_state *s, int ch)
{
    return cit_active_card(s) == ch;
}

/* ---- Intrigant ----
 * RULE: DdL "Intrigant": "gibt er die Krone einem beliebigen anderen
 * Spieler. Er darf die Krone weder beim momentanen Besitzer belassen, noch
 * darf er die Krone selbst nehmen." He takes nothing from the new holder. */
static int emperor_target(const cit_state *s, int p)
{
    return p != s->active && p != s->crown;
}

/* 1 when the active card is the Intrigant: then `*n` has his give_crown
 * actions (take "nothing", never himself or the holder). */
int cit_dark_gen_give_crown(const cit_state *s, game_action *out, int *n, int max)
{
    if (!dark_card(s, CIT_C_DC_EMPEROR))
        return 0;
    int k = *n;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (emperor_target(s, p)) {
            if (k < max)
                out[k] = (game_action){.type = CIT_A_GIVE_CROWN, .a = (int16_t)p,
                                       .b = CIT_TAKE_NOTHING};
            k++;
        }
    *n = k;
    return 1;
}

/* D12-7: with 2 players, when the other player holds the crown, nobody may
 * get it: the Intrigant's turn may end without giving it. */
int cit_dark_emperor_may_end(const cit_state *s)
{
    if (!dark_card(s, CIT_C_DC_EMPEROR))
        return 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (emperor_target(s, p))
            return 0;
    return 1;
}

/* D12-7: a murdered Intrigant does nothing: DdL gives him the crown to hand
 * on "wenn er aufgerufen wird", and a murdered character is not called (the
 * 2016 Kaiser's round-end duty is not in his text). The rank to treat as an
 * heir at round end: the Kaiser's, or 0 for the Intrigant. */
int cit_dark_emperor_heir_rank(const cit_state *s, int rank)
{
    return rank && cit_char_at(s, rank) == CIT_C_DC_EMPEROR ? 0 : rank;
}

/* ---- Ablassprediger ----
 * RULE: DdL "Ablassprediger": "Haben mehrere Spieler das meiste Gold, oder
 * ist der Ablassprediger selbst der Reichste, so erhält er kein Gold." (2016:
 * with a tie he names who pays.) 1 when the richest player is tied. */
int cit_dark_abbot_tie(const cit_state *s, int most)
{
    if (!dark_card(s, CIT_C_DC_ABBOT))
        return 0;
    int count = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        count += s->players[p].gold == most;
    return count > 1;
}

/* ---- Königin ----
 * RULE: DdL "Königin": "erhält 3 Goldstücke, wenn ihr Spieler zu Beginn
 * seines Zuges neben dem Besitzer der Königsfigur sitzt, selbst wenn dieser
 * gemeuchelt wurde" (2016: next to the player of the revealed rank 4). 1
 * when the card is the Dark City Königin (her gold is settled here, at the
 * start of the turn of `seat`; nothing at round end). */
int cit_dark_queen(cit_state *s, int seat, const game_event_sink *ev)
{
    int queen = cit_rank_of_char(s, CIT_C_QUEEN);
    if (!queen || cit_char_at(s, queen) != CIT_C_DC_QUEEN)
        return 0;
    int n = s->cfg.nplayers, c = s->crown;
    if (c >= 0 && c != seat && ((seat + 1) % n == c || (c + 1) % n == seat))
        cit_gain_gold(s, seat, 3, CIT_WHY_QUEEN, ev);
    return 1;
}

/* ---- Eroberer ----
 * RULE: DdL "Eroberer": "Nach seiner Einkommensphase erhält der Eroberer
 * zusätzlich entweder 4 Karten oder 4 Goldstücke." The classic rules let an
 * ability be used at any moment of the turn (C12-4), but his text names the
 * moment: after his income (D12-17). 1 when the 4 must still wait. */
int cit_dark_navigator_waits(const cit_state *s)
{
    return dark_card(s, CIT_C_DC_NAVIGATOR) && !(s->turn_flags & CIT_TF_INCOME);
}

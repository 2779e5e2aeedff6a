/* court_income.c — the Ablassprediger (income as any mix of gold and cards;
 * the richest player's gold) and the Kapitänin (+4 gold or +4 cards).
 * The readings are in docs/citadels-rules.md, "Issue 11 — court readings". */
#include "citadels/court.h"

/* ---- Ablassprediger: 1 gold or 1 card per religious district, any mix ----
 * RULE: DE16 "Ablassprediger": "Du kannst dir eine Kombination deiner Wahl aus
 * beiden Einkommen nehmen. Du musst deine Kombination des Einkommens
 * mitteilen, bevor du sie dir nimmst." The action names the gold; the rest
 * are cards. RULE: DE16 "Zauberschule": it counts, for one resource of his
 * choice — it is one more district in the count he splits. With a short
 * deck he may not ask for more cards than it holds (a resource would be
 * lost for nothing). */
int cit_gen_mixed_income(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_may_use(s, CIT_C_ABBOT, CIT_TF_TYPE_INCOME))
        return n;
    if (cit_characters[cit_active_card(s)].income_res != CIT_RES_MIX)
        return n; /* issue 12: dark city — DdL's Ablassprediger takes gold (type income) */
    int count = cit_type_count(s, s->active, CIT_RELIGIOUS);
    int least = count - s->deck_len;
    for (int g = least > 0 ? least : 0; g <= count && count > 0; g++)
        CIT_PUSH(CIT_A_MIXED_INCOME, g, 0);
    return n;
}

void cit_run_mixed_income(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int count = cit_type_count(s, s->active, CIT_RELIGIOUS), gold = a->a;
    s->turn_flags |= CIT_TF_TYPE_INCOME;
    if (gold > 0)
        cit_gain_gold(s, s->active, gold, CIT_WHY_DISTRICTS, ev);
    if (count - gold > 0)
        cit_draw_to_hand(s, s->active, count - gold, ev);
}

/* ---- Ablassprediger: the richest player gives him 1 gold ----
 * RULE: DE16 "Ablassprediger": if at any moment of his turn he is not the
 * player with the most gold, the richest gives him 1 gold; with a tie he
 * names which of them; tied himself, nothing. Once per turn, like every
 * ability (court reading 9), at a moment of his choice. */
int cit_gen_take_from_richest(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_may_use(s, CIT_C_ABBOT, CIT_TF_RICHEST))
        return n;
    int most = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (s->players[p].gold > most)
            most = s->players[p].gold;
    if (s->players[s->active].gold >= most)
        return n;
    if (cit_dark_abbot_tie(s, most)) /* issue 12: dark city (Ablassprediger) */
        return n;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (s->players[p].gold == most)
            CIT_PUSH(CIT_A_TAKE_FROM_RICHEST, p, 0);
    return n;
}

void cit_run_take_from_richest(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_RICHEST;
    court_give_gold(s, a->a, s->active, 1, CIT_WHY_RICHEST, ev);
}

/* ---- Kapitänin: 4 more gold or 4 more cards ----
 * RULE: DE16 "Kapitänin": "Nimm dir entweder 4 Gold oder ziehe 4 Karten
 * zusätzlich", whatever her income. That she builds nothing at all is her
 * building limit of 0 (cards.h). */
int cit_gen_four_gold(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_may_use(s, CIT_C_NAVIGATOR, CIT_TF_EXTRA) &&
        !cit_dark_navigator_waits(s)) /* issue 12: dark city (the Eroberer) */
        CIT_PUSH(CIT_A_FOUR_GOLD, 0, 0);
    return n;
}

void cit_run_four_gold(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_EXTRA;
    cit_gain_gold(s, s->active, 4, CIT_WHY_NAVIGATOR, ev);
}

int cit_gen_four_cards(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_may_use(s, CIT_C_NAVIGATOR, CIT_TF_EXTRA) && s->deck_len > 0 &&
        !cit_dark_navigator_waits(s)) /* issue 12: dark city (the Eroberer) */
        CIT_PUSH(CIT_A_FOUR_CARDS, 0, 0);
    return n;
}

void cit_run_four_cards(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_EXTRA;
    cit_draw_to_hand(s, s->active, 4, ev);
}

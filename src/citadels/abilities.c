/* abilities.c — character abilities, one gen/run pair per ability, each next
 * to the rulebook passage it implements (DE16 "Charakter-Fähigkeiten im
 * Einzelnen"). Every ability is usable once per turn, only by the character
 * whose turn it is, and only while abilities are open (after income). */
#include "citadels/engine.h"
#include "citadels/build_list.h" /* cit_kind_cost */
#include "citadels/memory.h"

/* Common gate: the current character is `ch`, abilities are open and the flag
 * of this ability is still unused. */
static int may_use(const cit_state *s, int ch, int flag)
{
    return cit_may_use(s, ch, (uint32_t)flag);
}

/* After an ability that opened a sub-decision, return to the turn (or to the
 * income decision if income has not been taken yet). */
static void back_to_turn(cit_state *s)
{
    s->decision = (s->turn_flags & CIT_TF_INCOME) ? CIT_DEC_TURN : CIT_DEC_INCOME;
    s->dec_seat = s->active;
}

/* ---- one resource per district of the character's type ----
 * RULE: DE16 "Charakter-Fähigkeiten im Einzelnen" (König, Bischof, Händlerin,
 * Söldner): 1 gold per district of the type, once per turn, at a moment of the
 * player's choice — before building, or after it to count the new district.
 * Patrizier and Kardinal draw 1 card per district instead ("Ziehe 1 Karte für
 * jedes ADELSGEBÄUDE / RELIGIONSGEBÄUDE"); the Zauberschule counts for them
 * too (cit_type_count). The Ablassprediger's mix is collect_mixed_income
 * (court_income.c). */
int cit_gen_type_income(const cit_state *s, game_action *out, int n, int max)
{
    /* Issue 13 (perf): the cheapest refusals first — legal() asks at every
     * step of a turn, the free benefits at its end, mostly after the income
     * was taken or for a character without one. Row 0 (no card) has none. */
    if (s->turn_flags & CIT_TF_TYPE_INCOME)
        return n;
    const cit_character_def *c = &cit_characters[cit_active_card(s)];
    if (!c->income_type || c->income_res == CIT_RES_MIX || !cit_ability_open(s))
        return n;
    if ((c->income_res != CIT_RES_CARDS || s->deck_len > 0) &&
        cit_income_type_count(s, s->active, c->income_type) > 0)
        CIT_PUSH(CIT_A_TYPE_INCOME, 0, 0);
    return n;
}

void cit_run_type_income(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    const cit_character_def *c = &cit_characters[cit_active_card(s)];
    int count = cit_income_type_count(s, s->active, c->income_type);
    s->turn_flags |= CIT_TF_TYPE_INCOME;
    if (c->income_res == CIT_RES_CARDS)
        cit_draw_to_hand(s, s->active, count, ev);
    else
        cit_gain_gold(s, s->active, count, CIT_WHY_DISTRICTS, ev);
}

/* Why the per-type income is refused (cit_action_def.why): the card and mix
 * cases need their own words. */
void cit_why_type_income(const cit_state *s, const game_action *a, game_err *e)
{
    (void)a;
    int ch = cit_active_card(s);
    if (!ch || !cit_characters[ch].income_type)
        return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER,
                        "your character gets no income from districts");
    if (cit_characters[ch].income_res == CIT_RES_MIX)
        return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER,
                        "name your mix of gold and cards (collect_mixed_income)");
    if (s->turn_flags & CIT_TF_TYPE_INCOME)
        return cit_fail(e, CIT_ERR_ALREADY_USED, "already collected this turn");
    if (!cit_ability_open(s))
        return cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
    if (cit_characters[ch].income_res == CIT_RES_CARDS && s->deck_len == 0)
        return cit_fail(e, CIT_ERR_EMPTY_DECK, "the district deck is empty");
    return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "no district of your character's type");
}

/* ---- Assassine: name another character; it skips its turn this round ----
 * RULE: DE16 "Assassine". Any other character of the lineup may be named. */
int cit_gen_kill(const cit_state *s, game_action *out, int n, int max)
{
    if (!may_use(s, CIT_C_ASSASSIN, CIT_TF_ABILITY))
        return n;
    /* the lineup's ranks but its own, ascending (issue 13: lineup_ranks) */
    for (unsigned left = s->lineup_ranks & ~(1u << s->called_rank); left; left &= left - 1)
        CIT_PUSH(CIT_A_KILL, __builtin_ctz(left), 0);
    return n;
}

void cit_run_kill(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    s->killed_rank = (uint8_t)a->a;
    s->rank_flags[a->a] |= CIT_RF_KILLED;
    cit_emit(ev, CIT_E_KILLED, GAME_VIS_ALL, -1, s->active, a->a, 0, 0, 0);
}

/* ---- Dieb: name a character to rob ----
 * RULE: DE16 "Dieb": not the rank-1 character, not the killed (or bewitched)
 * character; the Thief cannot name himself. */
int cit_gen_steal(const cit_state *s, game_action *out, int n, int max)
{
    if (!may_use(s, CIT_C_THIEF, CIT_TF_ABILITY))
        return n;
    /* the lineup's ranks from 2 but its own, ascending (lineup_ranks) */
    unsigned ranks = s->lineup_ranks & ~(1u << s->called_rank) & ~3u;
    for (; ranks; ranks &= ranks - 1) {
        int r = __builtin_ctz(ranks);
        if (!(s->rank_flags[r] & CIT_RF_KILLED) && s->bewitched != r /* issue 11: agents */)
            CIT_PUSH(CIT_A_STEAL, r, 0);
    }
    return n;
}

void cit_run_steal(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    s->robbed_rank = (uint8_t)a->a;
    s->rank_flags[a->a] |= CIT_RF_ROBBED;
    cit_emit(ev, CIT_E_ROB_NAMED, GAME_VIS_ALL, -1, s->active, a->a, 0, 0, 0);
}

/* ---- Magierin: swap hands with a player, or discard any number and redraw ----
 * RULE: DE16 "Magierin": exactly one of the two options, once per turn. */
int cit_gen_swap_hands(const cit_state *s, game_action *out, int n, int max)
{
    if (!may_use(s, CIT_C_MAGICIAN, CIT_TF_ABILITY))
        return n;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != s->active)
            CIT_PUSH(CIT_A_SWAP_HANDS, p, 0);
    return n;
}

void cit_run_swap_hands(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    cit_player *me = &s->players[s->active], *other = &s->players[a->a];
    s->turn_flags |= CIT_TF_ABILITY;
    uint8_t tmp[CIT_MAX_CARDS];
    uint8_t ntmp = me->nhand;
    for (int i = 0; i < ntmp; i++)
        tmp[i] = me->hand[i];
    for (int i = 0; i < other->nhand; i++)
        me->hand[i] = other->hand[i];
    me->nhand = other->nhand;
    for (int i = 0; i < ntmp; i++)
        other->hand[i] = tmp[i];
    other->nhand = ntmp;
    /* issue 13: memory — the swap is public and each card still carries
     * its former holder's bit: both now know both hands */
    cit_seen_look(s, s->active, s->active);
    cit_seen_look(s, a->a, a->a);
    cit_emit(ev, CIT_E_HANDS_SWAPPED, GAME_VIS_ALL, -1, s->active, a->a, 0, 0, 0);
}

/* The discard option is taken one card at a time: the first card uses the
 * ability and opens the MAGIC_DISCARD decision; "draw_replacements" ends it. */
int cit_gen_magic_discard(const cit_state *s, game_action *out, int n, int max)
{
    if (s->decision != CIT_DEC_MAGIC_DISCARD && !may_use(s, CIT_C_MAGICIAN, CIT_TF_ABILITY))
        return n;
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++)
        CIT_PUSH(CIT_A_MAGIC_DISCARD, p->hand[i], 0);
    return n;
}

void cit_run_magic_discard(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    cit_seen_hand_hidden(s, s->active, -1); /* issue 13: laid face down */
    cit_hand_remove(s, s->active, a->a);
    s->aside[s->naside++] = (uint8_t)a->a;
    s->decision = CIT_DEC_MAGIC_DISCARD;
    s->dec_seat = s->active;
}

int cit_gen_magic_done(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_MAGIC_DONE, 0, 0);
    return n;
}

void cit_run_magic_done(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int count = s->naside;
    for (int i = 0; i < count; i++)
        cit_discard(s, s->aside[i]); /* issue 12: classic — OFuA "Magier": the open pile */
    s->naside = 0;
    cit_emit(ev, CIT_E_CARDS_DISCARDED, GAME_VIS_ALL, -1, s->active, count, 0, 0, 0);
    cit_draw_to_hand(s, s->active, count, ev);
    back_to_turn(s);
}

/* ---- Händlerin: 1 extra gold, whatever income was taken (DE16 "Händlerin") ---- */
int cit_gen_merchant_gold(const cit_state *s, game_action *out, int n, int max)
{
    if (may_use(s, CIT_C_MERCHANT, CIT_TF_EXTRA))
        CIT_PUSH(CIT_A_MERCHANT_GOLD, 0, 0);
    return n;
}

void cit_run_merchant_gold(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_EXTRA;
    cit_gain_gold(s, s->active, 1, CIT_WHY_MERCHANT, ev);
}

/* ---- Baumeisterin: 2 extra cards (DE16 "Baumeisterin"); her build limit of 3
 * is data in the character table ---- */
int cit_gen_architect_draw(const cit_state *s, game_action *out, int n, int max)
{
    if (may_use(s, CIT_C_ARCHITECT, CIT_TF_EXTRA) && s->deck_len > 0)
        CIT_PUSH(CIT_A_ARCHITECT_DRAW, 0, 0);
    return n;
}

void cit_run_architect_draw(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_EXTRA;
    cit_draw_to_hand(s, s->active, 2, ev);
}

/* ---- Söldner: destroy one district for its cost minus 1 ----
 * RULE: DE16 "Söldner": never in a completed city; his own city is allowed
 * while it is not completed; destroyed cards go under the deck.
 * RULE: DE16 "Bischof": not in the city of a living Bishop this round.
 * RULE: Zitadelle (Keep): rank-8 abilities cannot target it.
 * RULE: Große Mauer (issue 11 builders): 1 gold more in its owner's city. */
static int destroy_price(const cit_state *s, int victim, int card)
{
    int price = cit_district_cost(s, card) - 1;
    return (price < 0 ? 0 : price) + cit_great_wall_surcharge(s, victim);
}

/* Issue 13 (perf): what the list asks of a target city (completed,
 * protected, the Große Mauer, a district no rank-8 ability may target) is
 * asked once per city, not per district; a city with nothing to list is
 * skipped before its tests. The same actions in the same order. */
int cit_gen_destroy(const cit_state *s, game_action *out, int n, int max)
{
    if (!may_use(s, CIT_C_WARLORD, CIT_TF_ABILITY))
        return n;
    int gold = s->players[s->active].gold;
    /* cit_city_complete's target, the same for every city */
    int complete_closed = !cit_online_attack_complete(s); /* issue 12: online */
    int target = cit_city_target(s);
    int shielded = cit_rank8_shielded_seat(s); /* cit_is_protected_from_rank8 */
    const uint64_t exempt_kinds = (1ull << CIT_D_KEEP) | (1ull << CIT_D_CIRCUS_TENT);
    /* cit_district_cost's printed cost from the rule set's table (rules.c),
     * the era asked once, not per district (issue 13) */
    const uint8_t *cost = cit_kind_cost[s->cfg.rules != CIT_RULES_2016];
    for (int t = 0; t < s->cfg.nplayers; t++) {
        const cit_player *p = &s->players[t];
        if (p->ncity == 0 || (complete_closed && cit_city_size(s, t) >= target) || t == shielded)
            continue;
        if (!cit_classic_may_destroy_in(s, t)) /* issue 12: classic (OFuA "Söldner") */
            continue;
        /* destroy_price: max(cost - 1, 0) + the wall's surcharge <= gold */
        int budget = gold - cit_great_wall_surcharge(s, t);
        if (budget < 0)
            continue;
        int exempt = (s->city_kinds[t] & exempt_kinds) != 0;
        for (int i = 0; i < p->ncity; i++) {
            int card = p->city[i];
            /* issue 12: action cards — nor the Zirkuszelt (cit_is_circus_tent) */
            if (exempt && (cit_kind(s, card) == CIT_D_KEEP || cit_is_circus_tent(s, card)))
                continue;
            if (cost[cit_kind(s, card)] + cit_is_beautified(s, card) - 1 <= budget)
                CIT_PUSH(CIT_A_DESTROY, t, card); /* = cit_district_cost - 1 */
        }
    }
    return n;
}

void cit_run_destroy(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int victim = a->a, card = a->b, price = destroy_price(s, victim, card);
    s->turn_flags |= CIT_TF_ABILITY;
    s->players[s->active].gold -= price;
    cit_city_remove(s, victim, card);
    cit_emit(ev, CIT_E_DESTROYED, GAME_VIS_ALL, -1, s->active, victim, card, price, 0);
    /* issue 11: districts — the Museum's cards, the Friedhof (district_flow.c);
     * the card goes under the deck there */
    cit_district_destroyed(s, s->active, victim, card, 1, ev);
    cit_online_city_dropped(s, victim); /* issue 12: online — "unter das Zielniveau" */
}

/* ---- Künstlerin: beautify up to 2 own districts with 1 gold each ----
 * RULE: DE16 "Künstlerin": each district at most once; +1 cost for good. */
int cit_gen_beautify(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_active_char(s) != CIT_C_ARTIST || !cit_ability_open(s) || s->beautify_count >= 2)
        return n;
    const cit_player *p = &s->players[s->active];
    if (p->gold < 1)
        return n;
    /* issue 13 (perf): the Zirkuszelt asked per district only in a city with one */
    int tent = cit_city_has_kind(s, s->active, CIT_D_CIRCUS_TENT);
    for (int i = 0; i < p->ncity; i++)
        /* issue 12: action cards — not the Zirkuszelt (A12-10: no cost) */
        if (!cit_is_beautified(s, p->city[i]) && !(tent && cit_is_circus_tent(s, p->city[i])))
            CIT_PUSH(CIT_A_BEAUTIFY, p->city[i], 0);
    return n;
}

void cit_run_beautify(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int card = a->a;
    s->beautify_count++;
    s->players[s->active].gold -= 1;
    s->beautified[card >> 3] |= (uint8_t)(1u << (card & 7));
    cit_emit(ev, CIT_E_BEAUTIFIED, GAME_VIS_ALL, -1, s->active, card, 1, 0, 0);
}

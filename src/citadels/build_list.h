/* build_list.h — gen_build's list in its common case, inline (issue 13:
 * perf). The playout step (legal.c) lists the builds inline, in the frame
 * it keeps anyway; every other caller has cit_list_builds (rules.c), the
 * same function out of line. The tables are rules.c's, built before main()
 * runs from the rows cit_build_refusal_in_hand reads. */
#ifndef GH_CITADELS_BUILD_LIST_H
#define GH_CITADELS_BUILD_LIST_H

#include "citadels/engine.h"

/* Per rule-set era (0: 2016, 1: the older rows of cit_kind_def). */
extern uint64_t cit_never_built[2]; /* unbuildable, or an action card */
extern uint8_t cit_kind_cost[2][CIT_D_COUNT];
#define CIT_COST_STEPS 16 /* printed costs are 0..8; more gold buys every kind */
extern uint64_t cit_cost_at_most[2][CIT_COST_STEPS]; /* kinds whose printed cost is <= g */

/* Per character card, its build limit when its role brings no build rule
 * of its own (rules.c facts_fill: the Kaufmann's trade districts, the
 * Beschwörer's duplicates), else CIT_LIMIT_OWN_RULE. Card 0 (no turn) has
 * cit_build_limit's 1. */
#define CIT_LIMIT_OWN_RULE 0xff
extern uint8_t cit_plain_limit[CIT_C_COUNT];

/* The kinds whose printed cost `gold` reaches. */
static inline uint64_t cit_affordable(int era, int gold)
{
    return gold < 0 ? 0 : cit_cost_at_most[era][gold < CIT_COST_STEPS ? gold : CIT_COST_STEPS - 1];
}

/* gen_build's list in the common case (issue 13): a character without a
 * build rule of its own (cit_plain_limit), no Direktor played, neither Fabrik
 * nor Steinbruch in the city. Then facts_fill's facts are the card's limit
 * and, for duplicates, the rule set's (cit_classic_allows_duplicates), and
 * push_buildable's mask needs no per-card price: without a Fabrik or a
 * Steinbruch every price is the printed cost, the Spelunke's too, whose
 * means (the purse and the other hand cards) are the same for every copy
 * (price_reached). The same list, from about half the tests. */
static inline __attribute__((always_inline)) int
cit_list_builds_plain(const cit_state *s, int limit, int type, game_action *out, int n, int max)
{
    const int seat = s->active;
    const cit_player *p = &s->players[seat];
    if (limit == 0) /* the Kapitänin: nothing, not even what does not count */
        return n;
    const int at_limit = s->builds >= limit;
    if (at_limit && !((s->game_kinds >> CIT_D_STABLES) & 1))
        return n;
    const int era = s->cfg.rules != CIT_RULES_2016;
    const uint64_t den = 1ull << CIT_D_THIEVES_DEN;
    uint64_t refused = cit_never_built[era] | ~(cit_affordable(era, p->gold) | den);
    if (p->gold + p->nhand - 1 < cit_kind_cost[era][CIT_D_THIEVES_DEN])
        refused |= den;
    if (at_limit) /* only the Stallungen do not count against it */
        refused |= ~(1ull << CIT_D_STABLES);
    if (!(era && cit_classic_allows_duplicates(s)))
        refused |= s->city_kinds[seat];
    if (p->ncity > 4) /* RULE: Monument: at most 4 districts in the city */
        refused |= 1ull << CIT_D_MONUMENT;
    const int nhand = p->nhand;
    const uint8_t *hand = p->hand;
    const uint8_t *kinds = s->card_kind;
    for (int i = 0; i < nhand; i++) {
        int card = hand[i], kind = kinds[card];
        if ((refused >> kind) & 1u)
            continue;
        if (n < max)
            out[n] = (game_action){.type = (uint16_t)type, .a = (int16_t)card};
        n++;
    }
    return n;
}

/* cit_list_builds's general case (rules.c): the builder's facts, then the
 * hand through one mask of refused kinds (cit_push_buildable). */
int cit_list_builds_general(const cit_state *s, int type, game_action *out, int n, int max);

/* gen_build's list: not in a turn where building is open, nothing; the
 * common case inline, the rest out of line. */
static inline __attribute__((always_inline)) int cit_list_builds_inline(const cit_state *s,
                                                                         int type,
                                                                         game_action *out,
                                                                         int n, int max)
{
    if (!cit_build_open(s))
        return n;
    const uint64_t own_rules = (1ull << CIT_D_FACTORY) | (1ull << CIT_D_QUARRY);
    int limit = cit_plain_limit[cit_active_card(s)];
    if (limit != CIT_LIMIT_OWN_RULE && !(s->city_kinds[s->active] & own_rules) &&
        !(s->turn_flags & CIT_TF_DIRECTOR))
        return cit_list_builds_plain(s, limit, type, out, n, max);
    return cit_list_builds_general(s, type, out, n, max);
}

#endif

/* citadels_builds.c — income and building for the heuristic bot, on top of
 * the one-step evaluation (citadels_weights.c) which already counts a
 * district's points, the all-types bonus once it is earned and the
 * completion bonus.
 *
 * What the one-step evaluation cannot see: a unique district's effect in
 * the rounds to come (one row per unique kind; a kind without a row is
 * worth UNIQUE_DEFAULT), a new type as a step towards the all-types bonus,
 * and whether drawing cards beats 2 gold (it depends on what the hand can
 * still build).
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include "bots/citadels_heur.h"

#define UNIQUE_DEFAULT 0.4f

typedef struct unique_row {
    uint8_t kind;  /* enum cit_district_kind */
    float effect;  /* worth of its effect over the rest of the game */
} unique_row;

static const unique_row uniques[] = {
    {CIT_D_LIBRARY, 1.5f},       {CIT_D_OBSERVATORY, 1.0f},  {CIT_D_SCHOOL_OF_MAGIC, 1.0f},
    {CIT_D_LABORATORY, 1.0f},    {CIT_D_SMITHY, 1.0f},       {CIT_D_FACTORY, 1.2f},
    {CIT_D_GOLD_MINE, 1.5f},     {CIT_D_KEEP, 0.8f},         {CIT_D_GREAT_WALL, 0.6f},
    {CIT_D_MAP_ROOM, 0.8f},      {CIT_D_IMPERIAL_TREASURY, 0.8f}, {CIT_D_QUARRY, 0.4f},
    {CIT_D_POOR_HOUSE, 0.8f},    {CIT_D_PARK, 0.8f},         {CIT_D_ARMORY, 0.6f},
    {CIT_D_MUSEUM, 0.8f},        {CIT_D_THRONE_ROOM, 0.8f},  {CIT_D_STABLES, 0.8f},
    {CIT_D_HAUNTED_QUARTER, 0.6f}, {CIT_D_HOSPITAL, 0.5f},   {CIT_D_GRAVEYARD, 0.5f},
    {CIT_D_LIGHTHOUSE, 0.8f},    {CIT_D_THEATER, 0.5f},      {CIT_D_FRAMEWORK, 0.6f},
};

static float unique_effect(int kind)
{
    for (unsigned i = 0; i < sizeof uniques / sizeof uniques[0]; i++)
        if (uniques[i].kind == kind)
            return uniques[i].effect;
    return UNIQUE_DEFAULT;
}

/* The lasting effect of a district in a city (0 for one without). */
float ch_district_effect(const cit_state *s, int card)
{
    return cit_def(s, card)->type == CIT_UNIQUE ? unique_effect(cit_kind(s, card)) : 0;
}

/* Whether me can still build `k` more districts this turn from the hand
 * (leaving out `skip`, and any card of the same kind as `skip`) with
 * `gold`: the k cheapest useful cards fit. */
static int can_build_k(const cit_state *s, int me, int k, int gold, int skip)
{
    const cit_player *p = &s->players[me];
    int price[CIT_MAX_CARDS], n = 0;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        if (c == skip || (skip >= 0 && cit_kind(s, c) == cit_kind(s, skip)) ||
            cit_def(s, c)->type == CIT_ACTION || !cit_can_build_name(s, me, c))
            continue;
        /* insertion into the sorted prefix */
        int x = cit_build_price(s, me, c), j = n++;
        for (; j > 0 && price[j - 1] > x; j--)
            price[j] = price[j - 1];
        price[j] = x;
    }
    if (n < k)
        return 0;
    int sum = 0;
    for (int i = 0; i < k; i++)
        sum += price[i];
    return sum <= gold;
}

/* The race to complete: when the builds left this turn can complete the
 * city, a build that keeps that possible is worth the completion; one that
 * spends the gold the others need is not (one-step, the Palace looks
 * better than the Temple that leaves room for two more). */
static float completion_race(const cit_state *s, int me, int card)
{
    int m = ch_missing(s, me);
    int left = cit_build_limit(s) - s->builds - (cit_counts_against_limit(s, card) ? 1 : 0);
    if (m < 2 || m - 1 > left)
        return 0;
    int gold = s->players[me].gold - cit_build_price(s, me, card);
    return gold >= 0 && can_build_k(s, me, m - 1, gold, card) ? 3.0f : 0.0f;
}

float ch_build_value(const cit_state *s, int me, int card)
{
    const cit_district_def *d = cit_def(s, card);
    float v = completion_race(s, me, card);
    if (s->ending)
        return v; /* the last round: only points count, the margin has them */
    if (d->type == CIT_UNIQUE)
        v += unique_effect(cit_kind(s, card));
    else if (cit_type_count(s, me, d->type) == 0)
        v += 0.6f; /* a step towards the all-types bonus */
    return v;
}

/* A hand card me may still build (no duplicate, not an action card). */
static int useful(const cit_state *s, int me, int card)
{
    return cit_def(s, card)->type != CIT_ACTION && cit_can_build_name(s, me, card);
}

float ch_draw_value(const cit_state *s, int me)
{
    const cit_player *p = &s->players[me];
    if (s->ending)
        return 0;
    int n = 0, affordable = 0;
    for (int i = 0; i < p->nhand; i++)
        if (useful(s, me, p->hand[i])) {
            n++;
            affordable += cit_build_price(s, me, p->hand[i]) <= p->gold;
        }
    /* The one-step margin sees 2 gold as +1 and a draw as nothing yet. */
    if (n == 0)
        return 2.2f;
    if (n == 1)
        return affordable ? 1.6f : 0.6f;
    return affordable == n ? 1.3f : 0.3f;
}

float ch_magic_discard_value(const cit_state *s, int me, int card)
{
    float w = ch_card_worth(s, me, card);
    return w < 0.5f ? 0.9f - w : -w; /* trade a dead card for a fresh one */
}

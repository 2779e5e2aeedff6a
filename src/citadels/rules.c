/* rules.c — rule queries shared by several actions: completed cities, costs
 * and prices, the duplicate-name rule, the building limit, per-type income and
 * the Bishop's protection. Pure functions of the state. */
#include "citadels/engine.h"
#include "citadels/build_list.h"

#include <string.h>

/* RULE: DE16 "Wichtige Begriffe — Abgeschlossene Stadt": 7 districts with 4–8
 * players, 8 with 2–3 players. A room may set another target (online variant). */
static int bell_tower_standing(const cit_state *s)
{
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (cit_city_has_kind(s, p, CIT_D_BELL_TOWER))
            return 1;
    return 0;
}

/* RULE: DE16 "Erklärungen der Gebäude — Glockenturm": its builder may make
 * the game end one district earlier (7 with 2-3 players, 6 with 4-8); destroyed, the game ends as
 * usual. The lower target is the target for everything that reads a
 * completed city (the end, the 4/2 bonus, the rank-8 protection) while the
 * Glockenturm stands in some city, whoever owns it now (issue 11 builders
 * readings in docs/citadels-rules.md). */
int cit_bell_tower(const cit_state *s)
{
    return bell_tower_standing(s) ? s->bell_tower : CIT_BELL_NONE;
}

int cit_city_target(const cit_state *s)
{
    /* issue 12: classic — asked only under the classic texts (it answers 0
     * under 2016's: cit_classic_city_target) */
    int classic = cit_classic(s) ? cit_classic_city_target(s) : 0;
    int target = s->cfg.city_target ? s->cfg.city_target
                 : classic          ? classic
                 : s->cfg.nplayers <= 3 ? 8
                                        : 7;
    /* Issue 13 (perf): the builder's decision first, the cities only then
     * (the same answer as cit_bell_tower(s) == CIT_BELL_EARLIER). */
    if (s->bell_tower == CIT_BELL_EARLIER && target > 1 && bell_tower_standing(s))
        target--;
    return target;
}

/* RULE: Monument: counts as 2 districts for a completed city. */
int cit_city_size(const cit_state *s, int seat)
{
    return s->players[seat].ncity + cit_city_has_kind(s, seat, CIT_D_MONUMENT);
}

int cit_city_complete(const cit_state *s, int seat)
{
    return cit_city_size(s, seat) >= cit_city_target(s);
}

/* cit_district_cost, cit_type_count and cit_rank_of_char: inline in engine.h. */

/* Issue 13 (perf): what the build rules below ask about the builder and the
 * turn rather than the card, asked once for a whole hand (gen_build lists
 * every hand card); each public rule builds them for its one question. */
static inline __attribute__((always_inline)) void facts_fill(const cit_state *s, int seat,
                                                             cit_build_facts *f)
{
    int ch = cit_active_char(s);
    f->seat = seat;
    f->limit = cit_build_limit(s);
    f->trader = ch == CIT_C_TRADER;
    f->factory = seat >= 0 && cit_city_has_kind(s, seat, CIT_D_FACTORY);
    /* RULE: DE16 "Gebäude bauen": no two districts with the same name in a
     * city, unless the builder owns the Steinbruch (Quarry). */
    f->quarry = seat >= 0 && cit_city_has_kind(s, seat, CIT_D_QUARRY);
    f->duplicates = f->quarry;
    /* issue 12: classic (reading C12-3); 2016's texts never allow them */
    if (cit_classic(s) && cit_classic_allows_duplicates(s))
        f->duplicates = 1;
    /* --- issue 11: court --- RULE: DE16 "Beschwörer": "Während deines Zugs
     * darfst du auch ein Gebäude bauen, das mit einem Gebäude deiner Stadt
     * identisch … ist." */
    if (ch == CIT_C_WIZARD && seat == s->active)
        f->duplicates = 1;
}

void cit_build_facts_init(const cit_state *s, int seat, cit_build_facts *f)
{
    facts_fill(s, seat, f);
}

/* What the seat pays to build `card` from hand. RULE: Fabrik — every other
 * unique district costs its owner 1 gold less. */
static int price_of(const cit_state *s, const cit_build_facts *f, int card,
                    const cit_district_def *d)
{
    int price = d->cost;
    if (d->type == CIT_UNIQUE && f->factory && cit_kind(s, card) != CIT_D_FACTORY)
        price--;
    if (f->quarry) /* issue 12: dark city (Steinbruch); without one it changes nothing */
        price = cit_dark_quarry_price(s, f->seat, card, price);
    return price < 0 ? 0 : price;
}

int cit_build_price_with(const cit_state *s, const cit_build_facts *f, int card)
{
    return price_of(s, f, card, cit_def(s, card));
}

int cit_build_name_allowed_with(const cit_state *s, const cit_build_facts *f, int card)
{
    /* issue 11: districts — RULE: DE16 "Geheimkammer": it cannot be built. */
    if (cit_def(s, card)->flags & CIT_DF_UNBUILDABLE)
        return 0;
    return f->duplicates || !cit_city_has_kind(s, f->seat, cit_kind(s, card));
}

/* RULE: DE16 "Kaufmann": trade districts do not count against his limit.
 * RULE: Stallungen: building it does not use up a build. */
static int counts_with(const cit_state *s, const cit_build_facts *f, int card)
{
    if (cit_kind(s, card) == CIT_D_STABLES)
        return 0;
    return !(f->trader && cit_def(s, card)->type == CIT_TRADE);
}

/* Issue 13 (perf): the facts cit_build_price_with reads (the seat, its Fabrik
 * and Steinbruch) without the limit and the duplicates, which a price ignores. */
static void price_facts_init(const cit_state *s, int seat, cit_build_facts *f)
{
    f->seat = seat;
    f->factory = seat >= 0 && cit_city_has_kind(s, seat, CIT_D_FACTORY);
    f->quarry = seat >= 0 && cit_city_has_kind(s, seat, CIT_D_QUARRY);
}

int cit_build_price(const cit_state *s, int seat, int card)
{
    cit_build_facts f;
    price_facts_init(s, seat, &f);
    return cit_build_price_with(s, &f, card);
}

int cit_can_build_name(const cit_state *s, int seat, int card)
{
    cit_build_facts f;
    cit_build_facts_init(s, seat, &f);
    return cit_build_name_allowed_with(s, &f, card);
}

int cit_build_limit(const cit_state *s)
{
    int ch = cit_active_card(s);
    int limit = ch ? cit_characters[ch].build_limit : 1;
    /* --- issue 12: action cards (Direktor) --- */
    return limit + cit_actions_extra_builds(s, limit);
}

int cit_counts_against_limit(const cit_state *s, int card)
{
    /* counts_with reads only the Kaufmann's turn of the facts (issue 13) */
    cit_build_facts f;
    f.trader = cit_active_char(s) == CIT_C_TRADER;
    return counts_with(s, &f, card);
}

/* The checks of every way to build, most specific error first. RULE: DE16
 * "Kapitänin": a character with limit 0 builds nothing, not even what would
 * not count against the limit. */
int cit_build_refusal(const cit_state *s, int card, int paid_otherwise)
{
    int seat = s->active;
    if (seat < 0 || cit_hand_find(s, seat, card) < 0)
        return CIT_ERR_NOT_IN_HAND;
    cit_build_facts f;
    cit_build_facts_init(s, seat, &f);
    return cit_build_refusal_in_hand(s, &f, card, paid_otherwise);
}

int cit_build_refusal_in_hand(const cit_state *s, const cit_build_facts *f, int card,
                              int paid_otherwise)
{
    /* The same checks as counts_with / cit_build_name_allowed_with /
     * cit_build_price_with, with the card's kind and row read once (issue
     * 13: every build generator asks this for every hand card). */
    const cit_player *p = &s->players[f->seat];
    int kind = cit_kind(s, card);
    const cit_district_def *d = cit_kind_def(s->cfg.rules, kind);
    int limit = f->limit;
    /* issue 12: an action card is played, never built (DE16 "Variante:
     * Aktionskarten"; the Zirkuszelt is laid out by its own action) */
    if ((d->flags & CIT_DF_UNBUILDABLE) || d->type == CIT_ACTION)
        return CIT_ERR_UNBUILDABLE;
    int counts = kind != CIT_D_STABLES && !(f->trader && d->type == CIT_TRADE);
    if (limit == 0 || (counts && s->builds >= limit))
        return CIT_ERR_BUILD_LIMIT;
    if (!f->duplicates && cit_city_has_kind(s, f->seat, kind))
        return CIT_ERR_DUPLICATE;
    /* RULE: Monument: buildable only while the city has at most 4 districts. */
    if (kind == CIT_D_MONUMENT && p->ncity > 4)
        return CIT_ERR_CITY_TOO_LARGE;
    if (paid_otherwise)
        return 0;
    int price = price_of(s, f, card, d);
    /* RULE: Spelunke (Thieves' Den): hand cards may pay any part of its cost. */
    int means = p->gold + (kind == CIT_D_THIEVES_DEN ? p->nhand - 1 : 0);
    return means >= price ? 0 : CIT_ERR_NOT_ENOUGH_GOLD;
}

/* Issue 13 (perf): the kind facts the hand listing below asks, per rule-set
 * era (0: 2016, 1: the older rows of cit_kind_def), built before main()
 * runs from the same rows cit_build_refusal_in_hand reads. */
uint64_t cit_never_built[2]; /* unbuildable, or an action card */
static uint64_t trade_kinds[2], unique_kinds[2];
uint8_t cit_kind_cost[2][CIT_D_COUNT];
uint64_t cit_cost_at_most[2][CIT_COST_STEPS]; /* kinds whose printed cost is <= g */

__attribute__((constructor)) static void build_kind_facts(void)
{
    for (int era = 0; era < 2; era++)
        for (int k = 1; k < CIT_D_COUNT; k++) {
            const cit_district_def *d = cit_kind_def(era ? CIT_RULES_CLASSIC : CIT_RULES_2016, k);
            uint64_t bit = 1ull << k;
            if ((d->flags & CIT_DF_UNBUILDABLE) || d->type == CIT_ACTION)
                cit_never_built[era] |= bit;
            if (d->type == CIT_TRADE)
                trade_kinds[era] |= bit;
            if (d->type == CIT_UNIQUE)
                unique_kinds[era] |= bit;
            cit_kind_cost[era][k] = d->cost;
            for (int g = d->cost; g < CIT_COST_STEPS; g++)
                cit_cost_at_most[era][g] |= bit;
        }
}

/* Whether the builder's purse (and, for the Spelunke, his other hand
 * cards) reaches the card's price: price_of with the kind tables. */
static int price_reached(const cit_state *s, const cit_build_facts *f, int card, int kind, int era)
{
    const cit_player *p = &s->players[f->seat];
    int price = cit_kind_cost[era][kind];
    if (f->factory && ((unique_kinds[era] >> kind) & 1u) && kind != CIT_D_FACTORY)
        price--;
    if (f->quarry)
        price = cit_dark_quarry_price(s, f->seat, card, price);
    if (price < 0)
        price = 0;
    int means = p->gold + (kind == CIT_D_THIEVES_DEN ? p->nhand - 1 : 0);
    return means >= price;
}

/* Pushes (type, card, 0) for each card of the builder's hand that
 * cit_build_refusal_in_hand passes — the same checks, with what is the same
 * for every card (the limit, duplicates, the Monument's city size) folded
 * into one mask of refused kinds first, so a card costs a few loads.
 * test_properties holds gen_build's list to apply(), which asks
 * cit_build_refusal_in_hand for every hand card. */
static inline __attribute__((always_inline)) int
push_buildable(const cit_state *s, const cit_build_facts *f, int paid_otherwise, int type,
               game_action *out, int n, int max)
{
    const cit_player *p = &s->players[f->seat];
    int era = s->cfg.rules != CIT_RULES_2016;
    if (f->limit == 0)
        return n;
    uint64_t refused = cit_never_built[era];
    if (s->builds >= f->limit) /* only what does not count against the limit */
        refused |= ~((1ull << CIT_D_STABLES) | (f->trader ? trade_kinds[era] : 0));
    if (!f->duplicates)
        refused |= s->city_kinds[f->seat];
    if (p->ncity > 4) /* RULE: Monument: at most 4 districts in the city */
        refused |= 1ull << CIT_D_MONUMENT;
    /* Paying with gold alone: what the purse reaches at the printed cost
     * (the Fabrik's uniques one dearer). The Spelunke, paid with cards too,
     * and the Dark City Steinbruch's discount are priced per card below
     * (`priced`: the kinds whose price is asked per card; none when the
     * build is paid otherwise). */
    uint64_t priced = 0;
    if (!paid_otherwise && !f->quarry) {
        priced = 1ull << CIT_D_THIEVES_DEN;
        uint64_t reach = cit_affordable(era, p->gold);
        if (f->factory)
            reach |= cit_affordable(era, p->gold + 1) & unique_kinds[era] & ~(1ull << CIT_D_FACTORY);
        refused |= ~(reach | priced);
    } else if (!paid_otherwise) {
        priced = ~0ull;
    }
    /* Locals: the writes to out[] could alias the state, so the compiler
     * would reload the hand's length after every push (issue 13). */
    const int nhand = p->nhand;
    const uint8_t *hand = p->hand;
    const uint8_t *kinds = s->card_kind;
    for (int i = 0; i < nhand; i++) {
        int card = hand[i], kind = kinds[card];
        if ((refused >> kind) & 1u)
            continue;
        if ((priced >> kind) & 1u && !price_reached(s, f, card, kind, era))
            continue;
        if (n < max)
            out[n] = (game_action){.type = (uint16_t)type, .a = (int16_t)card};
        n++;
    }
    return n;
}

int cit_push_buildable(const cit_state *s, const cit_build_facts *f, int paid_otherwise, int type,
                       game_action *out, int n, int max)
{
    return push_buildable(s, f, paid_otherwise, type, out, n, max);
}

/* Issue 13 (perf): per character card, its build limit when its role
 * brings no build rule of its own (build_list.h). Built before main() runs. */
uint8_t cit_plain_limit[CIT_C_COUNT];

__attribute__((constructor)) static void build_plain_limits(void)
{
    cit_plain_limit[0] = 1;
    for (int ch = 1; ch < CIT_C_COUNT; ch++) {
        int role = cit_character_role(ch);
        cit_plain_limit[ch] = role == CIT_C_TRADER || role == CIT_C_WIZARD
                                  ? CIT_LIMIT_OWN_RULE
                                  : cit_characters[ch].build_limit;
    }
}

/* Issue 13 (perf): gen_build's list — the common case inline
 * (build_list.h), the builder's facts and the hand's scan otherwise, so the
 * facts stay in registers (gen_build in actions.c says why each test is
 * there). */
int cit_list_builds_general(const cit_state *s, int type, game_action *out, int n, int max)
{
    cit_build_facts f;
    facts_fill(s, s->active, &f);
    if (f.limit == 0) /* the Kapitänin: nothing, not even what does not count */
        return n;
    if (s->builds >= f.limit && !f.trader && !((s->game_kinds >> CIT_D_STABLES) & 1))
        return n;
    return push_buildable(s, &f, 0, type, out, n, max);
}

int cit_list_builds(const cit_state *s, int type, game_action *out, int n, int max)
{
    return cit_list_builds_inline(s, type, out, n, max);
}

/* RULE: Große Mauer: a rank-8 ability used on a district of its owner's city
 * costs 1 gold more (Söldner, Diplomatin, Marschall). */
int cit_great_wall_surcharge(const cit_state *s, int seat)
{
    return cit_city_has_kind(s, seat, CIT_D_GREAT_WALL);
}

/* Issue 12: the rank of a character card (not its role): what a wire name
 * in an action or a position names (`classic_king` is not `king`). */
int cit_rank_of_card(const cit_state *s, int ch)
{
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->cfg.lineup[r] == ch)
            return r;
    return 0;
}

void cit_role_cache_fill(cit_state *s)
{
    memset(s->rank_role, 0, sizeof s->rank_role);
    memset(s->role_rank, 0, sizeof s->role_rank);
    s->lineup_ranks = 0;
    for (int r = CIT_MAX_RANK; r >= 1; r--) { /* the lowest rank of a role wins */
        int role = cit_character_role(s->cfg.lineup[r]);
        s->rank_role[r] = (uint8_t)role;
        if (s->cfg.lineup[r])
            s->lineup_ranks |= (uint16_t)(1u << r);
        if (role > 0)
            s->role_rank[role] = (uint8_t)r;
    }
}

/* RULE: DE16 "Bischof": this round rank 8 may not use its ability on the
 * districts of the Bishop's player; a killed Bishop protects nobody. The one
 * definition of the shield: cit_is_protected_from_rank8 (engine.h) asks it. */
int cit_rank8_shielded_seat(const cit_state *s)
{
    int rank = cit_rank_of_char(s, CIT_C_BISHOP);
    if (!rank || (s->rank_flags[rank] & CIT_RF_KILLED))
        return -1;
    /* DE16 "Bischof — Sonderfälle": bewitched, the Hexe's city is protected */
    return cit_agent_seat(s, rank);
}

/* The hand size the table sees. RULE: DE16 "Offene Informationen" (hand sizes
 * are open). While a Thieves' Den is being paid for card by card, the paid
 * cards wait aside and may yet go back (cancel_build); for the table they are
 * still in the hand (reading 16 of docs/citadels-rules.md). */
int cit_public_hand_size(const cit_state *s, int seat)
{
    int n = s->players[seat].nhand;
    if (s->decision == CIT_DEC_DEN_PAYMENT && seat == s->active)
        n += s->naside;
    return n;
}

/* RULE: DE16 "Spielende": the first player to complete his city triggers the
 * end of the game (4 bonus points); later completers score 2. A city is
 * announced once: it may grow past the target, or reach it by a district
 * seized (Marschall), exchanged (Diplomatin), the Monument's double count or
 * the Glockenturm's lower target. */
void cit_check_complete(cit_state *s, int seat, const game_event_sink *ev)
{
    unsigned bit = 1u << seat;
    if (!cit_city_complete(s, seat) || (s->complete_told & bit) || s->first_complete == seat)
        return;
    s->complete_told |= (uint8_t)bit;
    cit_online_reached(s, seat); /* issue 12: online — the order cities reached the target */
    int first = s->first_complete < 0;
    if (first)
        s->first_complete = (int8_t)seat;
    s->ending = 1;
    cit_emit(ev, CIT_E_CITY_COMPLETE, GAME_VIS_ALL, -1, seat, first, 0, 0, 0);
}

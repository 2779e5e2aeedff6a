/* build_rank8.c — the Marschall's seizure and the Diplomatin's exchange: the
 * two rank-8 abilities that move a district from one city into another.
 *
 * Both share the rank-8 limits of the Söldner (abilities.c): never a
 * completed city, never the city of a living Bischof this round, never the
 * Zitadelle; and the Große Mauer's surcharge, paid to the bank. A district
 * moves as its card instance, so what belongs to the card (the Künstlerin's
 * beautification, the Museum's tucked cards kept by the districts slice)
 * moves with it. RULE: DE16 "Marschall", "Diplomatin", "Bischof", "Große
 * Mauer", "Museum"; readings in docs/citadels-rules.md (issue 11 builders). */
#include "citadels/engine.h"

static int may_use(const cit_state *s, int ch)
{
    return cit_may_use(s, ch, CIT_TF_ABILITY);
}

/* Whether `seat`'s city may be the target of a rank-8 ability of the active
 * player: another player's, not completed, not the living Bischof's.
 * Issue 13 (perf): the lists ask it of every seat, so what it asks of the
 * game rather than the seat (cit_city_complete's target, the one seat the
 * Bischof protects) is looked up once per list (rank8_facts_init). */
typedef struct rank8_facts {
    int target;   /* cit_city_target: cit_city_complete is size >= target */
    int shielded; /* cit_rank8_shielded_seat */
} rank8_facts;

static void rank8_facts_init(const cit_state *s, rank8_facts *f)
{
    f->target = cit_city_target(s);
    f->shielded = cit_rank8_shielded_seat(s);
}

static int target_city_open(const cit_state *s, const rank8_facts *f, int seat)
{
    return seat >= 0 && seat < s->cfg.nplayers && seat != s->active &&
           cit_city_size(s, seat) < f->target && seat != f->shielded;
}

/* No rank-8 ability moves the Zitadelle (Keep) or the Zirkuszelt (issue 12:
 * action cards; cit_is_circus_tent), on either side. */
static int rank8_immune(const cit_state *s, int card)
{
    return cit_kind(s, card) == CIT_D_KEEP || cit_is_circus_tent(s, card);
}

/* ---- Marschall: seize a district costing at most 3 ----
 * RULE: DE16 "Marschall": he pays its owner its cost; not from a completed
 * city; not a district identical to one of his (the Steinbruch does not
 * help: DE16 "Steinbruch"). A beautified 3 costs 4 (DE16 "Künstlerin"). */
static int seize_price(const cit_state *s, int victim, int card)
{
    return cit_district_cost(s, card) + cit_great_wall_surcharge(s, victim);
}

static int seize_refusal(const cit_state *s, int victim, int card)
{
    if (!may_use(s, CIT_C_MARSHAL))
        return CIT_ERR_ILLEGAL;
    if (victim < 0 || victim >= s->cfg.nplayers || victim == s->active || card < 0 ||
        card >= s->ncards || cit_city_find(s, victim, card) < 0)
        return CIT_ERR_FORBIDDEN_TARGET;
    if (cit_city_complete(s, victim))
        return CIT_ERR_CITY_COMPLETE;
    if (cit_is_protected_from_rank8(s, victim) || rank8_immune(s, card))
        return CIT_ERR_PROTECTED;
    if (cit_district_cost(s, card) > 3)
        return CIT_ERR_TOO_COSTLY;
    if (cit_city_has_kind(s, s->active, cit_kind(s, card)))
        return CIT_ERR_DUPLICATE;
    if (s->players[s->active].gold < seize_price(s, victim, card))
        return CIT_ERR_NOT_ENOUGH_GOLD;
    return 0;
}

/* Issue 13 (perf): seize_refusal's tests, in its order, with what it asks
 * of the seat (open, the Große Mauer) once per city and without looking up
 * the card it is handed from the city being walked. The same list. */
int cit_gen_seize(const cit_state *s, game_action *out, int n, int max)
{
    if (!may_use(s, CIT_C_MARSHAL))
        return n;
    rank8_facts f;
    rank8_facts_init(s, &f);
    int gold = s->players[s->active].gold;
    for (int t = 0; t < s->cfg.nplayers; t++) {
        const cit_player *p = &s->players[t];
        if (p->ncity == 0 || !target_city_open(s, &f, t))
            continue;
        int wall = cit_great_wall_surcharge(s, t); /* seize_price */
        for (int i = 0; i < p->ncity; i++) {
            int card = p->city[i], cost = cit_district_cost(s, card);
            if (rank8_immune(s, card) || cost > 3 ||
                cit_city_has_kind(s, s->active, cit_kind(s, card)) || gold < cost + wall)
                continue;
            CIT_PUSH(CIT_A_SEIZE, t, card);
        }
    }
    return n;
}

void cit_run_seize(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int me = s->active, victim = a->a, card = a->b;
    int cost = cit_district_cost(s, card), wall = cit_great_wall_surcharge(s, victim);
    s->turn_flags |= CIT_TF_ABILITY;
    cit_pay_gold(s, me, cost, CIT_WHY_MARSHAL, ev);
    if (wall)
        cit_pay_gold(s, me, wall, CIT_WHY_GREAT_WALL, ev);
    cit_gain_gold(s, victim, cost, CIT_WHY_MARSHAL, ev);
    cit_city_remove(s, victim, card);
    cit_city_add(s, me, card);
    cit_emit(ev, CIT_E_SEIZED, GAME_VIS_ALL, -1, me, victim, card, cost, 0);
    cit_check_complete(s, me, ev);
}

void cit_why_seize(const cit_state *s, const game_action *a, game_err *e)
{
    int ch = cit_active_char(s);
    if (ch != CIT_C_MARSHAL)
        return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER, "only the Marshal seizes districts");
    if (!cit_ability_open(s))
        return cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
    if (s->turn_flags & CIT_TF_ABILITY)
        return cit_fail(e, CIT_ERR_ALREADY_USED, "that ability was already used this turn");
    switch (seize_refusal(s, a->a, a->b)) {
    case CIT_ERR_CITY_COMPLETE:
        return cit_fail(e, CIT_ERR_CITY_COMPLETE, "districts of a completed city cannot be taken");
    case CIT_ERR_PROTECTED:
        return cit_fail(e, CIT_ERR_PROTECTED,
                        cit_kind(s, a->b) == CIT_D_KEEP  ? "the Keep cannot be taken"
                        : cit_is_circus_tent(s, a->b) ? "no rank-8 ability may target a Circus Tent"
                                                        : "the Bishop protects that city this round");
    case CIT_ERR_TOO_COSTLY:
        return cit_fail(e, CIT_ERR_TOO_COSTLY, "the Marshal takes districts costing at most 3");
    case CIT_ERR_DUPLICATE:
        return cit_fail(e, CIT_ERR_DUPLICATE, "your city already has a %s",
                        cit_def(s, a->b)->name_en);
    case CIT_ERR_NOT_ENOUGH_GOLD:
        return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "taking it costs %d gold",
                        seize_price(s, a->a, a->b));
    default:
        return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "that target is not allowed");
    }
}

/* ---- Diplomatin: exchange a district of hers for one of another city ----
 * RULE: DE16 "Diplomatin": she pays the owner the difference when his is
 * dearer, nothing flows back when hers is; not from a completed city (hers
 * may be completed); no identical districts on either side. RULE: DE16
 * "Große Mauer": its surcharge applies to the district she takes from its
 * owner's city, never to the one she gives from her own. The Zitadelle
 * moves on neither side (immune to rank-8 abilities). */
static int exchange_difference(const cit_state *s, int mine, int theirs)
{
    int d = cit_district_cost(s, theirs) - cit_district_cost(s, mine);
    return d > 0 ? d : 0;
}

static int exchange_price(const cit_state *s, int mine, int seat, int theirs)
{
    return exchange_difference(s, mine, theirs) +
           cit_dark_exchange_wall(s, seat); /* issue 12: dark city (Große Mauer) */
}

/* The kinds only: she gives `mine` and keeps the rest, he gives `theirs`. */
static int exchange_duplicate(const cit_state *s, int mine, int seat, int theirs)
{
    /* (the same kind on both sides is caught by the first test: hers is in her city) */
    return cit_city_has_kind(s, s->active, cit_kind(s, theirs)) ||
           cit_city_has_kind(s, seat, cit_kind(s, mine));
}

static int exchange_refusal(const cit_state *s, int mine, int seat, int theirs)
{
    if (!may_use(s, CIT_C_DIPLOMAT))
        return CIT_ERR_ILLEGAL;
    if (mine < 0 || mine >= s->ncards || cit_city_find(s, s->active, mine) < 0)
        return CIT_ERR_ILLEGAL;
    if (seat < 0 || seat >= s->cfg.nplayers || seat == s->active || theirs < 0 ||
        theirs >= s->ncards || cit_city_find(s, seat, theirs) < 0)
        return CIT_ERR_FORBIDDEN_TARGET;
    if (cit_city_complete(s, seat))
        return CIT_ERR_CITY_COMPLETE;
    if (cit_is_protected_from_rank8(s, seat) || rank8_immune(s, theirs) || rank8_immune(s, mine))
        return CIT_ERR_PROTECTED;
    if (exchange_duplicate(s, mine, seat, theirs))
        return CIT_ERR_DUPLICATE;
    if (s->players[s->active].gold < exchange_price(s, mine, seat, theirs))
        return CIT_ERR_NOT_ENOUGH_GOLD;
    return 0;
}

/* Issue 13 (perf): exchange_refusal's tests for every (mine, seat, theirs)
 * in the same order of the list, each asked at the loop level it depends
 * on: the seat's (open, the wall) once per list, hers (immune, its cost, its
 * kind in the other city) once per pair of her district and a seat, theirs
 * per district. The list was the Diplomatin's lineups' costliest step. */
int cit_gen_exchange(const cit_state *s, game_action *out, int n, int max)
{
    if (!may_use(s, CIT_C_DIPLOMAT))
        return n;
    rank8_facts f;
    rank8_facts_init(s, &f);
    const cit_player *me = &s->players[s->active];
    int gold = me->gold;
    uint8_t open[CIT_MAX_SEATS];
    int wall[CIT_MAX_SEATS]; /* exchange_price's surcharge */
    for (int t = 0; t < s->cfg.nplayers; t++) {
        open[t] = s->players[t].ncity > 0 && target_city_open(s, &f, t);
        wall[t] = open[t] ? cit_dark_exchange_wall(s, t) : 0; /* issue 12: dark city */
    }
    for (int i = 0; i < me->ncity; i++) {
        int mine = me->city[i];
        if (rank8_immune(s, mine))
            continue;
        int mine_cost = cit_district_cost(s, mine), mine_kind = cit_kind(s, mine);
        for (int t = 0; t < s->cfg.nplayers; t++) {
            /* exchange_duplicate's second half: hers is in his city */
            if (!open[t] || cit_city_has_kind(s, t, mine_kind))
                continue;
            const cit_player *p = &s->players[t];
            for (int j = 0; j < p->ncity; j++) {
                int theirs = p->city[j];
                if (rank8_immune(s, theirs) || cit_city_has_kind(s, s->active, cit_kind(s, theirs)))
                    continue;
                int diff = cit_district_cost(s, theirs) - mine_cost; /* exchange_difference */
                if (gold < (diff > 0 ? diff : 0) + wall[t])
                    continue;
                if (n < max)
                    out[n] = (game_action){.type = CIT_A_EXCHANGE,
                                           .a = (int16_t)mine,
                                           .b = (int16_t)t,
                                           .c = (int16_t)theirs};
                n++;
            }
        }
    }
    return n;
}

/* A card changes city in place: the same position in the other city. */
static void replace_in_city(cit_state *s, int seat, int old, int card)
{
    cit_player *p = &s->players[seat];
    int i = cit_city_find(s, seat, old);
    if (i < 0) /* legal() lists only cards in the city; never write before it */
        return;
    p->city[i] = (uint8_t)card;
    cit_city_kinds_refresh(s, seat);
}

void cit_run_exchange(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int me = s->active, mine = a->a, seat = a->b, theirs = a->c;
    int diff = exchange_difference(s, mine, theirs);
    int wall = cit_dark_exchange_wall(s, seat); /* issue 12: dark city (Große Mauer) */
    s->turn_flags |= CIT_TF_ABILITY;
    if (diff) {
        cit_pay_gold(s, me, diff, CIT_WHY_DIPLOMAT, ev);
        cit_gain_gold(s, seat, diff, CIT_WHY_DIPLOMAT, ev);
    }
    if (wall)
        cit_pay_gold(s, me, wall, CIT_WHY_GREAT_WALL, ev);
    replace_in_city(s, me, mine, theirs);
    replace_in_city(s, seat, theirs, mine);
    cit_emit(ev, CIT_E_EXCHANGED, GAME_VIS_ALL, -1, me, seat, mine, theirs, diff);
    /* The Monument counts 2: an exchange may complete either city. */
    cit_check_complete(s, me, ev);
    cit_check_complete(s, seat, ev);
}

void cit_why_exchange(const cit_state *s, const game_action *a, game_err *e)
{
    int ch = cit_active_char(s);
    if (ch != CIT_C_DIPLOMAT)
        return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER, "only the Diplomat exchanges districts");
    if (!cit_ability_open(s))
        return cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
    if (s->turn_flags & CIT_TF_ABILITY)
        return cit_fail(e, CIT_ERR_ALREADY_USED, "that ability was already used this turn");
    switch (exchange_refusal(s, a->a, a->b, a->c)) {
    case CIT_ERR_ILLEGAL:
        return cit_fail(e, CIT_ERR_ILLEGAL, "give a district of your own city");
    case CIT_ERR_CITY_COMPLETE:
        return cit_fail(e, CIT_ERR_CITY_COMPLETE,
                        "districts of a completed city cannot be exchanged");
    case CIT_ERR_PROTECTED:
        return cit_fail(e, CIT_ERR_PROTECTED,
                        cit_kind(s, a->a) == CIT_D_KEEP || cit_kind(s, a->c) == CIT_D_KEEP
                            ? "the Keep cannot be exchanged"
                        : cit_is_circus_tent(s, a->a) || cit_is_circus_tent(s, a->c)
                            ? "no rank-8 ability may target a Circus Tent"
                            : "the Bishop protects that city this round");
    case CIT_ERR_DUPLICATE:
        return cit_fail(e, CIT_ERR_DUPLICATE,
                        "a city would have two districts of the same name");
    case CIT_ERR_NOT_ENOUGH_GOLD:
        return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "the exchange costs %d gold",
                        exchange_price(s, a->a, a->b, a->c));
    default:
        return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "that target is not allowed");
    }
}

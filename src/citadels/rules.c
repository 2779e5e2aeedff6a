/* rules.c — rule queries shared by several actions: completed cities, costs
 * and prices, the duplicate-name rule, the building limit, per-type income and
 * the Bishop's protection. Pure functions of the state. */
#include "citadels/engine.h"

/* RULE: DE16 "Wichtige Begriffe — Abgeschlossene Stadt": 7 districts with 4–8
 * players, 8 with 2–3 players. A room may set another target (online variant). */
int cit_city_target(const cit_state *s)
{
    if (s->cfg.city_target)
        return s->cfg.city_target;
    return s->cfg.nplayers <= 3 ? 8 : 7;
}

int cit_city_complete(const cit_state *s, int seat)
{
    return s->players[seat].ncity >= cit_city_target(s);
}

/* RULE: DE16 "Künstlerin": a beautified district's cost is permanently 1 higher. */
int cit_district_cost(const cit_state *s, int card)
{
    return cit_def(s, card)->cost + cit_is_beautified(s, card);
}

/* What `seat` pays to build `card` from hand. RULE: Fabrik — every other unique
 * district costs its owner 1 gold less. */
int cit_build_price(const cit_state *s, int seat, int card)
{
    const cit_district_def *d = cit_def(s, card);
    int price = d->cost;
    if (d->type == CIT_UNIQUE && cit_kind(s, card) != CIT_D_FACTORY &&
        cit_city_has_kind(s, seat, CIT_D_FACTORY))
        price--;
    return price < 0 ? 0 : price;
}

/* RULE: DE16 "Gebäude bauen": no two districts with the same name in a city,
 * unless the builder owns the Steinbruch (Quarry). */
int cit_can_build_name(const cit_state *s, int seat, int card)
{
    /* issue 11: districts — RULE: DE16 "Geheimkammer": it cannot be built. */
    if (cit_def(s, card)->flags & CIT_DF_UNBUILDABLE)
        return 0;
    if (!cit_city_has_kind(s, seat, cit_kind(s, card)))
        return 1;
    return cit_city_has_kind(s, seat, CIT_D_QUARRY);
}

int cit_active_char(const cit_state *s)
{
    return s->called_rank ? cit_char_at(s, s->called_rank) : CIT_C_NONE;
}

int cit_build_limit(const cit_state *s)
{
    int ch = cit_active_char(s);
    return ch ? cit_characters[ch].build_limit : 1;
}

int cit_rank_of_char(const cit_state *s, int ch)
{
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->cfg.lineup[r] == ch)
            return r;
    return 0;
}

/* Districts of `type` for per-type income. RULE: Zauberschule (School of Magic)
 * counts as the type of the character's choice; for income the owner always
 * chooses the type being counted, so it simply counts. */
int cit_type_count(const cit_state *s, int seat, int type)
{
    const cit_player *p = &s->players[seat];
    int n = 0;
    for (int i = 0; i < p->ncity; i++) {
        int k = s->card_kind[p->city[i]];
        if (cit_districts[k].type == type || k == CIT_D_SCHOOL_OF_MAGIC)
            n++;
    }
    return n;
}

/* RULE: DE16 "Bischof": this round rank 8 may not use its ability on the
 * districts of the Bishop's player; a killed Bishop protects nobody. */
int cit_is_protected_from_rank8(const cit_state *s, int seat)
{
    int rank = cit_rank_of_char(s, CIT_C_BISHOP);
    if (!rank || s->holder[rank] != seat)
        return 0;
    return !(s->rank_flags[rank] & CIT_RF_KILLED);
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

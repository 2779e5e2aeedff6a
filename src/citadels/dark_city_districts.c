/* dark_city_districts.c — where a Dark City building's text (DdL "Die neuen
 * Bauwerke") differs from the 2016 card of the same kind. Each helper is
 * called from one marked line in the 2016 card's hook (score.c,
 * build_rank8.c, districts.c, rules.c).
 * Readings D12-12 … in docs/citadels-rules.md. */
#include "citadels/engine.h"

static int dark(const cit_state *s)
{
    return s->cfg.rules == CIT_RULES_DARK_CITY;
}

/* RULE: DdL "Wunschbrunnen": "je 1 zusätzlichen Siegpunkt für jedes andere
 * violette Bauwerk. Der Wunschbrunnen selbst wird hierbei nicht mitgezählt"
 * (2016: every unique district, the well included). `uniques` counts the
 * city's purple districts, the well among them. */
int cit_dark_wishing_well(const cit_state *s, int uniques)
{
    return dark(s) ? uniques - 1 : uniques;
}

/* RULE: DdL "Große Mauer": "Die Kosten für die Zerstörung von Bauwerken …
 * durch den Söldner steigen um 1 Goldstück" — the Söldner's destruction
 * only; the Diplomat's exchange pays no surcharge (2016: every rank-8
 * ability). The surcharge of an exchange with `seat`'s city. */
int cit_dark_exchange_wall(const cit_state *s, int seat)
{
    return dark(s) ? 0 : cit_great_wall_surcharge(s, seat);
}

/* RULE: DdL "Pulverturm": "darf diesen in seinem Zug sprengen und damit ein
 * Bauwerk eines Mitspielers mit zerstören" — another player's district (the
 * 2016 Waffenkammer may hit its owner's city too). */
int cit_dark_powderhouse_own(const cit_state *s, int seat)
{
    return dark(s) && seat == s->active;
}

/* RULE: DdL "Steinbruch": "bezahlt er für dieses Bauwerk pro bereits
 * ausliegendem gleichen Bauwerk ein Goldstück weniger, mindestens aber 1
 * Goldstück" (2016: leave to build duplicates, no discount). The text
 * presupposes identical districts in his city, so the owner keeps the leave
 * to build them (cit_can_build_name); D12-16. */
int cit_dark_quarry_price(const cit_state *s, int seat, int card, int price)
{
    if (!dark(s) || !cit_city_has_kind(s, seat, CIT_D_QUARRY))
        return price;
    const cit_player *p = &s->players[seat];
    int same = 0;
    for (int i = 0; i < p->ncity; i++)
        same += cit_kind(s, p->city[i]) == cit_kind(s, card);
    if (!same)
        return price;
    return price - same < 1 ? 1 : price - same;
}

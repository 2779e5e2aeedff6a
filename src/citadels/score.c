/* score.c — final scoring and the outcome with its tie-break.
 * RULE: DE16 "Spielende" (points), "Gleichstand" (tie-break), "Beispiel für die
 * Schlusswertung"; unique district bonuses per docs/citadels-rules.md. */
#include "citadels/engine.h"

#include <string.h>

/* Score with the Haunted Quarter counted as `haunted` (0 = not owned) and a
 * hand of `hand` cards (for the Kartenraum).
 *
 * Every input is public (DE16 "Offene Informationen": cities, gold and hand
 * sizes are open; the crown and the first completed city lie on the table)
 * except the hand size during a Thieves' Den payment, which only the builder
 * knows; cit_score_public() passes the size the table sees. Nothing here may
 * read a hand's cards or a character nobody revealed: the live score in every
 * view is this function (tests/unit/cit_knowledge.h checks it). */
/* What the scoring reads of a city, in one pass (issue 13: the heuristic
 * bot scores every seat after every action it weighs; the Geisterstadt's
 * owner is scored once per declarable type, from this one tally). The
 * Geisterstadt is left out of the types: its owner declares one at the
 * end (score_declared). */
typedef struct city_tally {
    int points;                /* printed costs (beautified: +1) and silver */
    int odd;                   /* districts of an odd cost (the Basilika) */
    int haunted;               /* Geisterstädte in the city */
    unsigned types;            /* the types present, Geisterstadt not counted */
    int count[CIT_TYPE_COUNT]; /* districts per type, Geisterstadt not counted */
} city_tally;

static void tally_city(const cit_state *s, int seat, city_tally *t)
{
    const cit_player *p = &s->players[seat];
    memset(t, 0, sizeof *t);
    for (int i = 0; i < p->ncity; i++) {
        int card = p->city[i];
        const cit_district_def *d = cit_def(s, card);
        int cost = d->cost + cit_is_beautified(s, card); /* = cit_district_cost */
        t->points += cost + d->silver;
        t->odd += cost & 1;
        if (cit_kind(s, card) == CIT_D_HAUNTED_QUARTER) {
            t->haunted++;
            continue;
        }
        t->types |= 1u << d->type;
        t->count[d->type]++;
    }
}

/* Bonuses of the issue-11 scoring districts (docs/citadels-rules.md,
 * "Issue 11 — districts readings"). `count[t]` is the city's districts of
 * type t with the Geisterstadt as declared; `vault` the Geheimkammern shown
 * from the hand (0 for the live score: the hand is hidden). */
static int district_bonuses(const cit_state *s, int seat, const city_tally *t, const int *count,
                            int vault)
{
    uint64_t kinds = s->city_kinds[seat];
    int bonus = 0;
    /* RULE: Basilika (citadels-cards.md §5.1 #2): +1 per district of an odd
     * cost; the Künstlerin's beautified cost counts (DE16 "Künstlerin"). */
    if ((kinds >> CIT_D_BASILICA) & 1u)
        bonus += t->odd;
    /* RULE: Kapitol (§5.1 #3): +3 if some type occurs 3 times or more; DE16
     * "Kapitol": only once. The Zauberschule counts as unique here (its type
     * changes only for income). */
    if ((kinds >> CIT_D_CAPITOL) & 1u)
        for (int ty = CIT_NOBLE; ty <= CIT_UNIQUE; ty++)
            if (count[ty] >= 3) {
                bonus += 3;
                break;
            }
    /* RULE: Elfenbeinturm (§5.1 #11): +5 if it is the only unique district;
     * DE16 "Elfenbeinturm": a Geisterstadt declared unique spoils it. */
    if (((kinds >> CIT_D_IVORY_TOWER) & 1u) && count[CIT_UNIQUE] == 1)
        bonus += 5;
    /* RULE: DE16 "Geheimkammer": shown from the hand at the end, 3 points. */
    bonus += 3 * vault;
    /* RULE: Museum (§5.1 #17): 1 point per card under it. */
    if ((kinds >> CIT_D_MUSEUM) & 1u)
        bonus += s->nmuseum;
    return bonus;
}

/* The score of a tallied city with the Geisterstadt declared as type
 * `haunted` (ignored when the city has none) and a hand of `hand` cards
 * (for the Kartenraum). */
static void score_declared(const cit_state *s, int seat, const city_tally *t, int haunted,
                           int hand, int vault, cit_score *o)
{
    const cit_player *p = &s->players[seat];
    uint64_t kinds = s->city_kinds[seat];
    memset(o, 0, sizeof *o);
    int count[CIT_TYPE_COUNT];
    memcpy(count, t->count, sizeof count);
    unsigned types = t->types;
    /* RULE: DE16 "Geisterstadt": declared as another type, it no longer
     * counts as unique for anything. */
    if (t->haunted) {
        types |= 1u << haunted;
        count[haunted] += t->haunted;
    }
    o->districts = t->points;
    unsigned all = (1u << CIT_NOBLE) | (1u << CIT_RELIGIOUS) | (1u << CIT_TRADE) |
                   (1u << CIT_MILITARY) | (1u << CIT_UNIQUE);
    all = cit_online_types_needed(s, all); /* issue 12: online — purple not needed */
    if ((types & all) == all)
        o->all_types = 3;
    if (s->first_complete == seat)
        o->completion = 4;
    else if (cit_city_complete(s, seat))
        o->completion = 2;
    if ((kinds >> CIT_D_IMPERIAL_TREASURY) & 1u)
        o->uniques += p->gold;
    if ((kinds >> CIT_D_MAP_ROOM) & 1u)
        o->uniques += hand;
    if (((kinds >> CIT_D_STATUE) & 1u) && s->crown == seat)
        o->uniques += 5;
    if ((kinds >> CIT_D_WISHING_WELL) & 1u) /* issue 12: dark city */
        o->uniques += cit_dark_wishing_well(s, count[CIT_UNIQUE]);
    o->uniques += district_bonuses(s, seat, t, count, vault);
    o->total = o->districts + o->all_types + o->completion + o->uniques;
    o->haunted_type = t->haunted ? haunted : 0;
    o->tiebreak_rank = cit_classic_tiebreak(s, seat, o); /* issue 12: classic */
}

/* The owner of the Haunted Quarter declares its type at the end; we take the
 * declaration that scores best for him (the first such type in type order). */
static void score_best(const cit_state *s, int seat, int hand, int vault, cit_score *out)
{
    city_tally t;
    tally_city(s, seat, &t);
    if (!t.haunted) {
        score_declared(s, seat, &t, 0, hand, vault, out);
        return;
    }
    if (cit_classic_haunted_fixed(s)) { /* issue 12: classic — built in the last round */
        score_declared(s, seat, &t, CIT_UNIQUE, hand, vault, out);
        return;
    }
    cit_score best, cur;
    score_declared(s, seat, &t, CIT_NOBLE, hand, vault, &best);
    for (int ty = CIT_NOBLE + 1; ty <= CIT_UNIQUE; ty++) {
        score_declared(s, seat, &t, ty, hand, vault, &cur);
        if (cur.total > best.total)
            best = cur;
    }
    *out = best;
}

/* Geheimkammern in the hand (DE16 "Geheimkammer": it counts as a hand card
 * for the scoring — the Kartenraum counts it too — and has no type). */
static int vaults_in_hand(const cit_state *s, int seat)
{
    const cit_player *p = &s->players[seat];
    int n = 0;
    for (int i = 0; i < p->nhand; i++)
        n += cit_kind(s, p->hand[i]) == CIT_D_SECRET_VAULT;
    return n;
}

void cit_score_seat(const cit_state *s, int seat, cit_score *out)
{
    score_best(s, seat, s->players[seat].nhand, vaults_in_hand(s, seat), out);
    /* --- issue 12: action cards: 1 point per action card in hand (DE16
     * "Variante: Aktionskarten"); like the Geheimkammer only the final
     * scoring sees the hand, the live score does not --- */
    out->action_cards = cit_action_cards_in_hand(s, seat);
    out->total += out->action_cards;
}

/* The live score: what the final scoring would give now, as the table can
 * work it out. It differs from cit_score_seat while a Thieves' Den is being
 * paid for (the Kartenraum then counts the hand as the table sees it; the
 * game never ends in that decision) and by a Geheimkammer in the hand, which
 * only the final scoring (the outcome) shows. */
void cit_score_public(const cit_state *s, int seat, cit_score *out)
{
    score_best(s, seat, cit_public_hand_size(s, seat), 0, out);
}

/* RULE: DE16 "Gleichstand": among tied players, the one who revealed the higher
 * character in the last round wins. A player whose characters were never
 * revealed (killed) counts rank 0; players still equal share the place. */
void cit_outcome(const cit_state *s, game_outcome *o)
{
    if (s->cfg.online) { /* issue 12: online — no tie-break, a draw is possible */
        cit_online_outcome(s, o);
        return;
    }
    memset(o, 0, sizeof *o);
    int n = s->cfg.nplayers;
    o->nseats = n;
    o->finished = s->phase == CIT_PHASE_OVER;
    cit_score sc[CIT_MAX_SEATS];
    for (int p = 0; p < n; p++) {
        cit_score_seat(s, p, &sc[p]);
        o->score[p] = sc[p].total;
    }
    for (int p = 0; p < n; p++) {
        int better = 0;
        for (int q = 0; q < n; q++)
            if (sc[q].total > sc[p].total ||
                (sc[q].total == sc[p].total && sc[q].tiebreak_rank > sc[p].tiebreak_rank))
                better++;
        o->place[p] = better + 1;
    }
    o->winner = -1;
    int firsts = 0;
    for (int p = 0; p < n; p++)
        if (o->place[p] == 1) {
            firsts++;
            o->winner = p;
        }
    if (firsts != 1)
        o->winner = -1;
}

/* citadels_eval.c — how good a Citadels position is for a seat, in points,
 * as the deciding seat may judge it (see citadels_heur.h for what it may
 * read). The score is the public one (the view's live score); gold and
 * cards count for what they will build; a bigger city counts for the race
 * to complete. In the last round (a city is complete) gold and cards are
 * almost worthless: only what stands in the city scores.
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include "bots/citadels_heur.h"

#include <string.h>

/* What one coin and one unknown card are worth while the game goes on. */
#define GOLD_WORTH 0.5f
#define CARD_WORTH 0.8f
/* Each district beyond its points: a step towards completing first. */
#define SIZE_WORTH 0.7f

int ch_missing(const cit_state *s, int seat)
{
    int m = cit_city_target(s) - cit_city_size(s, seat);
    return m < 0 ? 0 : m;
}

static int last_round(const cit_state *s)
{
    return s->ending || s->phase == CIT_PHASE_OVER;
}

/* ch_card_worth with me's build facts (cit_build_facts_init(s, me)) taken
 * once for a whole hand. */
static float card_worth_with(const cit_state *s, int me, int card, const cit_build_facts *f)
{
    const cit_district_def *d = cit_def(s, card);
    if (d->type == CIT_ACTION)
        return 1.0f; /* played for its effect, or 1 point in hand at the end */
    if (cit_kind(s, card) == CIT_D_SECRET_VAULT)
        return 3.0f; /* DE16 "Geheimkammer": 3 points shown from the hand */
    if (!cit_build_name_allowed_with(s, f, card))
        return 0.1f; /* a duplicate: only fodder (Magician, Laboratory) */
    float w = 0.4f + 0.15f * (float)d->cost + 0.1f * (float)d->silver;
    if (d->type == CIT_UNIQUE)
        w += 0.3f;
    else if (cit_type_count(s, me, d->type) == 0)
        w += 0.4f; /* a type the city lacks: towards the all-types bonus */
    if (cit_build_price_with(s, f, card) > s->players[me].gold + 6)
        w *= 0.6f; /* far out of reach */
    return w;
}

float ch_card_worth(const cit_state *s, int me, int card)
{
    cit_build_facts f;
    cit_build_facts_init(s, me, &f);
    return card_worth_with(s, me, card, &f);
}

void ch_known_before(const cit_state *s, int me, ch_known *k)
{
    memset(k, 0, sizeof *k);
    const cit_player *p = &s->players[me];
    for (int i = 0; i < p->nhand; i++)
        k->bits[p->hand[i] >> 3] |= (uint8_t)(1u << (p->hand[i] & 7));
    if (s->dec_seat == me) /* the cards of my own multi-step decision */
        for (int i = 0; i < s->naside; i++)
            k->bits[s->aside[i] >> 3] |= (uint8_t)(1u << (s->aside[i] & 7));
}

static int known(const ch_known *k, int card)
{
    return !k || ((k->bits[card >> 3] >> (card & 7)) & 1);
}

float ch_position(const cit_state *s, int seat, int me)
{
    return ch_position_k(s, seat, me, NULL);
}

float ch_position_k(const cit_state *s, int seat, int me, const ch_known *k)
{
    cit_score sc;
    cit_score_public(s, seat, &sc);
    const cit_player *p = &s->players[seat];
    float v = (float)sc.total + SIZE_WORTH * (float)cit_city_size(s, seat);
    if (ch_missing(s, seat) <= 1)
        v += 1.5f; /* one district from the end (or there): a threat to finish */
    float gw = last_round(s) ? 0.05f : GOLD_WORTH;
    int g = p->gold;
    v += gw * (float)(g < 8 ? g : 8) + gw * 0.5f * (float)(g > 8 ? g - 8 : 0);
    if (last_round(s))
        return v + 0.05f * (float)cit_public_hand_size(s, seat);
    if (seat == me) {
        float h = 0;
        cit_build_facts f;
        cit_build_facts_init(s, me, &f);
        for (int i = 0; i < p->nhand; i++)
            h += known(k, p->hand[i]) ? card_worth_with(s, me, p->hand[i], &f) : CARD_WORTH;
        if (p->nhand > 5) /* more cards than a few rounds can build */
            h *= (5.0f + 0.3f * (float)(p->nhand - 5)) / (float)p->nhand;
        return v + h;
    }
    int h = cit_public_hand_size(s, seat);
    return v + CARD_WORTH * (float)(h < 4 ? h : 4) + 0.25f * (float)(h > 4 ? h - 4 : 0);
}

int cit_heur_values(const void *st, float *v)
{
    const cit_state *s = st;
    for (int p = 0; p < s->cfg.nplayers; p++)
        v[p] = ch_position(s, p, p);
    return s->cfg.nplayers;
}

float ch_margin(const cit_state *s, int me)
{
    return ch_margin_k(s, me, NULL);
}

/* Mostly the leader matters; the field a little (harm spread evenly still
 * helps). `others[p]` for p != me, summed in seat order. */
static float margin_of(float mine, const float *others, int n, int me)
{
    float best = -1e9f, sum = 0;
    for (int p = 0; p < n; p++) {
        if (p == me)
            continue;
        sum += others[p];
        if (others[p] > best)
            best = others[p];
    }
    if (n < 2)
        return mine;
    return mine - (0.7f * best + 0.3f * sum / (float)(n - 1));
}

float ch_margin_k(const cit_state *s, int me, const ch_known *k)
{
    int n = s->cfg.nplayers;
    float mine = ch_position_k(s, me, me, k), others[CIT_MAX_SEATS];
    for (int p = 0; p < n; p++)
        if (p != me)
            others[p] = ch_position(s, p, me);
    return margin_of(mine, others, n, me);
}

void ch_before_init(ch_before *b, const cit_state *s, int me)
{
    int n = s->cfg.nplayers;
    b->s = s;
    b->target = cit_city_target(s);
    for (int p = 0; p < n; p++)
        b->pos[p] = p == me ? 0 : ch_position(s, p, me);
    b->margin = margin_of(ch_position_k(s, me, me, NULL), b->pos, n, me);
}

/* Whether what ch_position(·, p, me) reads for p != me is the same in t as
 * in s: the seat's own zones and gold (the whole cit_player, its hand's
 * order included: conservative), its districts, its hand as the table
 * sees it, and what the scoring reads of the table — the first complete
 * city, the crown (Statue), the last round, the round (the classic
 * Geisterstadt), the Museum's cards, the beautified districts, the city
 * target (the Glockenturm). `table_same` is the part shared by all seats. */
static int seat_same(const cit_state *s, const cit_state *t, int p, int table_same)
{
    return table_same && s->city_kinds[p] == t->city_kinds[p] &&
           s->last_round_top_rank[p] == t->last_round_top_rank[p] &&
           cit_public_hand_size(s, p) == cit_public_hand_size(t, p) &&
           memcmp(&s->players[p], &t->players[p], sizeof s->players[p]) == 0;
}

float ch_margin_since(const cit_state *t, int me, const ch_known *k, const ch_before *b)
{
    const cit_state *s = b->s;
    int n = t->cfg.nplayers;
    int table_same = s->first_complete == t->first_complete && s->crown == t->crown &&
                     s->ending == t->ending && s->phase == t->phase && s->round == t->round &&
                     s->haunted_round == t->haunted_round && s->nmuseum == t->nmuseum &&
                     memcmp(s->beautified, t->beautified, sizeof s->beautified) == 0 &&
                     b->target == cit_city_target(t);
    float others[CIT_MAX_SEATS];
    for (int p = 0; p < n; p++)
        if (p != me)
            others[p] = seat_same(s, t, p, table_same) ? b->pos[p] : ch_position(t, p, me);
    return margin_of(ch_position_k(t, me, me, k), others, n, me);
}

float ch_threat(const cit_state *s, int seat, int me)
{
    cit_score sc;
    int n = s->cfg.nplayers, top = -1000;
    for (int p = 0; p < n; p++) {
        if (p == seat)
            continue;
        cit_score_public(s, p, &sc);
        if (sc.total > top)
            top = sc.total;
    }
    cit_score_public(s, seat, &sc);
    float t = 1.0f + 0.1f * (float)(sc.total - top);
    int m = ch_missing(s, seat);
    if (m <= 2)
        t += 0.5f;
    if (m <= 1)
        t += 0.5f;
    t += 0.03f * (float)s->players[seat].gold;
    if (seat == me)
        t = 0; /* never a threat to oneself */
    return t < 0.1f && seat != me ? 0.1f : t;
}

int ch_rank_known_out(const cit_state *s, int me, int r)
{
    if (r < 1 || r > CIT_MAX_RANK || !s->cfg.lineup[r])
        return 1;
    if (s->rank_flags[r] &
        (CIT_RF_FACEUP | CIT_RF_KILLED | CIT_RF_DONE | CIT_RF_REVEALED))
        return 1;
    const cit_player *p = &s->players[me];
    for (int i = 0; i < p->nchars; i++)
        if (p->chars[i] == r)
            return 1;
    return 0;
}

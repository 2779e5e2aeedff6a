/* citadels_characters.c — which character the heuristic bot takes from the
 * pile it is passed (and which it lays face down with 2 players).
 *
 * One row per 2016 character (the role: classic and Dark City cards play
 * by the role they descend from, cards.c cit_character_role): a base worth
 * and, where the character's value depends on the position, a function of
 * what the seat knows — its own city and hand, the public cities, gold and
 * hand counts, who threatens to finish, who is rich. Per-type income
 * (King's nobles, Bishop's religious, …) is added for every character from
 * its card's income type, so a new character with an income type is valued
 * by it without a row; a character with no row gets DEFAULT_WORTH.
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include "bots/citadels_heur.h"

#define DEFAULT_WORTH 1.8f

/* The richest other player's gold and the largest other hand. */
static int max_other_gold(const cit_state *s, int me)
{
    int g = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != me && s->players[p].gold > g)
            g = s->players[p].gold;
    return g;
}

static int max_other_hand(const cit_state *s, int me)
{
    int h = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != me && cit_public_hand_size(s, p) > h)
            h = cit_public_hand_size(s, p);
    return h;
}

/* Some other player is at most `m` districts from completing. */
static int someone_close(const cit_state *s, int me, int m)
{
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != me && ch_missing(s, p) <= m)
            return 1;
    return 0;
}

/* Hand cards me could build soon (not duplicates, price within reach). */
static int buildable_soon(const cit_state *s, int me, int extra_gold)
{
    const cit_player *p = &s->players[me];
    int n = 0;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        if (cit_def(s, c)->type != CIT_ACTION && cit_can_build_name(s, me, c) &&
            cit_build_price(s, me, c) <= p->gold + extra_gold)
            n++;
    }
    return n;
}

static float assassin(const cit_state *s, int me)
{
    return 2.0f + (someone_close(s, me, 2) ? 1.0f : 0.0f);
}

static float thief(const cit_state *s, int me)
{
    int g = max_other_gold(s, me);
    return 0.8f + 0.3f * (float)(g < 8 ? g : 8);
}

static float magician(const cit_state *s, int me)
{
    float mine = 0;
    const cit_player *p = &s->players[me];
    for (int i = 0; i < p->nhand; i++)
        mine += ch_card_worth(s, me, p->hand[i]);
    float theirs = 0.8f * (float)max_other_hand(s, me);
    return 1.0f + (theirs > mine ? 0.8f * (theirs - mine) : 0.0f);
}

static float king(const cit_state *s, int me)
{
    return 1.3f + (s->crown != me ? 0.4f : 0.0f); /* first pick next round */
}

static float bishop(const cit_state *s, int me)
{
    return 1.2f + 0.15f * (float)cit_city_size(s, me);
}

static float architect(const cit_state *s, int me)
{
    int b = buildable_soon(s, me, 2);
    return 1.4f + 0.9f * (float)(b > 3 ? 2 : b > 1 ? b - 1 : 0);
}

static float warlord(const cit_state *s, int me)
{
    return 1.3f + (someone_close(s, me, 1) ? 1.0f : 0.0f);
}

static float alchemist(const cit_state *s, int me)
{
    int g = s->players[me].gold;
    return 1.0f + 0.3f * (float)(g < 6 ? g : 6);
}

/* The Kapitänin builds nothing: worth it only with nothing to build. */
static float navigator(const cit_state *s, int me)
{
    return buildable_soon(s, me, 2) ? 1.0f : 2.5f;
}

typedef struct pick_row {
    uint8_t role;   /* enum cit_character (a 2016 card) */
    float base;     /* used when fn is NULL */
    float (*fn)(const cit_state *s, int me);
} pick_row;

static const pick_row rows[] = {
    {CIT_C_ASSASSIN, 0, assassin},
    {CIT_C_THIEF, 0, thief},
    {CIT_C_MAGICIAN, 0, magician},
    {CIT_C_KING, 0, king},
    {CIT_C_BISHOP, 0, bishop},
    {CIT_C_MERCHANT, 2.0f, NULL},
    {CIT_C_ARCHITECT, 0, architect},
    {CIT_C_WARLORD, 0, warlord},
    {CIT_C_ARTIST, 1.3f, NULL},
    {CIT_C_WITCH, 2.0f, NULL},
    {CIT_C_MAGISTRATE, 1.7f, NULL},
    {CIT_C_SPY, 1.7f, NULL},
    {CIT_C_BLACKMAILER, 2.0f, NULL},
    {CIT_C_WIZARD, 1.8f, NULL},
    {CIT_C_SEER, 1.8f, NULL},
    {CIT_C_EMPEROR, 1.7f, NULL},
    {CIT_C_PATRICIAN, 1.5f, NULL},
    {CIT_C_ABBOT, 1.7f, NULL},
    {CIT_C_CARDINAL, 1.6f, NULL},
    {CIT_C_ALCHEMIST, 0, alchemist},
    {CIT_C_TRADER, 2.0f, NULL},
    {CIT_C_NAVIGATOR, 0, navigator},
    {CIT_C_SCHOLAR, 1.9f, NULL},
    {CIT_C_DIPLOMAT, 1.5f, NULL},
    {CIT_C_MARSHAL, 1.5f, NULL},
    {CIT_C_QUEEN, 1.5f, NULL},
    {CIT_C_TAX_COLLECTOR, 1.5f, NULL},
    {CIT_C_DC_TAX_COLLECTOR, 1.6f, NULL},
};

/* What earlier pickers left: during the pick, a character of `role` that is
 * neither in the pile passed to me, nor face up, nor mine was taken by an
 * earlier picker (or lies face down): it may well come for me. */
static int taken_earlier(const cit_state *s, int me, int role)
{
    if (s->decision != CIT_DEC_PICK_CHARACTER)
        return 0;
    int r = cit_rank_of_char(s, role);
    return r && !(s->pile & (1u << r)) && !ch_rank_known_out(s, me, r);
}

/* The danger of rank r in my hands from the Assassin and Thief taken by
 * earlier pickers: they name what is worth naming, so the juicier the
 * target, the likelier the hit. */
static float danger(const cit_state *s, int me, int r)
{
    float d = 0;
    int role = cit_role_at(s, r);
    if (role != CIT_C_ASSASSIN && taken_earlier(s, me, CIT_C_ASSASSIN)) {
        float k = ch_role_target_value(s, me, r, 0) - 1.5f;
        d += k > 0 ? 0.6f * k : 0;
    }
    if (role != CIT_C_ASSASSIN && role != CIT_C_THIEF && taken_earlier(s, me, CIT_C_THIEF)) {
        float k = ch_role_target_value(s, me, r, 1) - 1.5f;
        int g = s->players[me].gold;
        d += k > 0 ? 0.1f * k * (float)(g < 8 ? g : 8) : 0;
    }
    return d;
}

float ch_pick_value(const cit_state *s, int me, int r)
{
    int ch = cit_char_at(s, r);
    if (!ch)
        return CH_NEVER;
    int role = cit_character_role(ch);
    float v = DEFAULT_WORTH;
    for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].role == role) {
            v = rows[i].fn ? rows[i].fn(s, me) : rows[i].base;
            break;
        }
    /* Per-type income, whatever the card: a resource per district. */
    const cit_character_def *d = &cit_characters[ch];
    if (d->income_type != CIT_TYPE_NONE)
        v += 1.0f * (float)cit_type_count(s, me, d->income_type);
    /* Near the end, the builders matter most: a seat that can complete
     * wants to build, one that cannot wants to stop the one who can. */
    if (ch_missing(s, me) <= 2 && d->build_limit >= 2)
        v += 0.8f;
    if (ch_missing(s, me) <= 1 && d->build_limit == 0)
        v -= 2.0f;
    return v - danger(s, me, r);
}

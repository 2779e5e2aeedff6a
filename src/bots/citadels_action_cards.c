/* citadels_action_cards.c — the heuristic bot's rules for the action cards
 * that stay on the table or change a city (DE16 "Variante: Aktionskarten"):
 * the Kassenwagen (laid out; another player's payment onto it; its owner's
 * choice to cash it in or leave it), the Lebende Kanonenkugel (overbuild)
 * and the Zirkuszelt; and for two district decisions of the same kind, the
 * Glockenturm's earlier end and the Schmiede's cards for gold. Rasputin,
 * the Akrobatin, the Direktor and the Wahrsagerin are in citadels_cards.c.
 *
 * The one-step margin cannot see what these cards do later: a booth earns
 * only through the others' payments in the rounds to come, its gold is lost
 * if the game ends before it is cashed, a card kept from three is unseen
 * when the bot chooses to pay, a tent is a district of the race without
 * points. Each rule estimates that from what every seat sees (cities, gold,
 * hand counts, the laid booths and their gold) and the seat's own hand.
 *
 * Each rule is one function, listed in citadels_weights.c's table by the
 * action it values; "on top of the margin" says the row adds the one-step
 * margin (the coin paid or taken, the points of an overbuilt district).
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include "bots/citadels_heur.h"

/* An action card kept to the end scores 1 point (as in citadels_cards.c). */
#define KEEP_WORTH 1.0f
/* A coin while the game goes on (citadels_eval.c GOLD_WORTH). */
#define COIN 0.5f
/* How often another player pays onto a laid booth in a round: he pays a
 * coin for the best of three cards when his hand is thin. */
#define BOOTH_RATE 0.3f

/* Rounds the game likely still lasts: about one a district the city
 * closest to completion still lacks; none in the last round. */
float ch_rounds_left(const cit_state *s)
{
    if (s->ending || s->phase == CIT_PHASE_OVER)
        return 0;
    int m = 99;
    for (int p = 0; p < s->cfg.nplayers; p++) {
        int x = ch_missing(s, p);
        if (x < m)
            m = x;
    }
    return m < 1 ? 0.5f : (float)m;
}

/* The price of the cheapest district me could build from its hand, or -1. */
static int cheapest_build(const cit_state *s, int me)
{
    const cit_player *p = &s->players[me];
    int best = -1;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        if (cit_def(s, c)->type == CIT_ACTION || !cit_can_build_name(s, me, c))
            continue;
        int x = cit_build_price(s, me, c);
        if (best < 0 || x < best)
            best = x;
    }
    return best;
}

/* Spending `cost` gold now (a booth's coin, the Schmiede's 2) when a
 * district in hand is affordable this turn only with it: the build is lost
 * to it, worth about a point more than the margin sees. */
float ch_build_gold_spent(const cit_state *s, int me, int cost)
{
    int c = cheapest_build(s, me), g = s->players[me].gold;
    if (!(s->turn_flags & CIT_TF_INCOME) || s->builds >= cit_build_limit(s) || c < 0)
        return 0;
    return c <= g && c > g - cost ? 1.0f : 0;
}

/* ---- the Kassenwagen ---- */

/* Laid out, it earns a coin for each payment the others make before it is
 * cashed: the rounds left × the other players × BOOTH_RATE, each payment
 * worth a coin to me less what the payer's chosen card is worth to him
 * (a fifth of it against me), against the point the card is worth kept. */
float ch_lay_booth_value(const cit_state *s, int me)
{
    float pays = ch_rounds_left(s) * (float)(s->cfg.nplayers - 1) * BOOTH_RATE;
    return pays * (COIN * 0.8f - 0.1f) - KEEP_WORTH;
}

/* Paying onto another's booth (on top of the margin, which sees my coin
 * go): the best of three unseen cards, worth more than an average draw
 * while my hand is thin, little once it holds more than a few rounds can
 * build, nothing in the last round; less the coin the owner gains (by how
 * dangerous he is), and less a build the coin would cost me this turn. */
float ch_use_booth_value(const cit_state *s, int me, int owner)
{
    if (s->ending)
        return CH_NEVER;
    const cit_player *p = &s->players[me];
    static const float by_hand[] = {1.3f, 1.0f, 1.0f, 0.7f, 0.7f}; /* 5 and more: 0.3 */
    float card = p->nhand < 5 ? by_hand[p->nhand] : 0.3f;
    return card - 0.25f * ch_threat(s, owner, me) - ch_build_gold_spent(s, me, 1);
}

/* The card kept of the three: the one worth most to me (the three are my
 * own pending decision: seen, not sampled). */
float ch_booth_keep_value(const cit_state *s, int me, int card)
{
    return ch_card_worth(s, me, card);
}

/* The owner, right after a payment, leaves the booth out (against cashing
 * it, which the margin values by the coins taken): the gold on it and the
 * payments of the next two rounds, if it is cashed before the end — never
 * sure in the last round (the gold goes to the bank), less sure while a
 * city is one district from completion; less a build the gold would pay
 * for at my next turn. */
float ch_leave_booth_value(const cit_state *s, int me)
{
    int slot = s->booth_paid1 - 1;
    if (slot < 0 || slot > 2)
        return 0;
    int g = s->booth_gold[slot];
    float rounds = ch_rounds_left(s);
    if (rounds <= 0)
        return 0; /* the last round: whatever stays on it is lost */
    float sure = 0.85f;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (ch_missing(s, p) <= 1)
            sure = 0.4f;
    float more = (float)(s->cfg.nplayers - 1) * BOOTH_RATE * (rounds < 2 ? rounds : 2);
    float v = COIN * sure * ((float)g + more);
    int c = cheapest_build(s, me), mine = s->players[me].gold;
    if (c > mine && c <= mine + g)
        v -= 0.6f; /* the gold on it would build my next district */
    return v;
}

/* ---- the Lebende Kanonenkugel ---- */

/* On top of the margin (the points of the costlier district, the gold
 * paid, the two hand cards spent): what the margin cannot see — the
 * lasting effect of the new unique district against the old one's, a type
 * the city gains or loses on the way to the all-types bonus. */
float ch_overbuild_value(const cit_state *s, int me, int card, int old)
{
    if (s->ending)
        return 0; /* only points count, and the margin has them */
    const cit_district_def *n = cit_def(s, card), *o = cit_def(s, old);
    float v = ch_district_effect(s, card) - ch_district_effect(s, old);
    if (n->type != o->type) {
        if (n->type >= CIT_NOBLE && n->type <= CIT_UNIQUE && cit_type_count(s, me, n->type) == 0)
            v += 0.6f;
        if (o->type >= CIT_NOBLE && o->type <= CIT_UNIQUE && cit_type_count(s, me, o->type) == 1)
            v -= 0.6f;
    }
    return v;
}

/* ---- the Zirkuszelt ---- */

/* On top of the margin (a district more for the race and the completion,
 * the card's kept point gone): a tent has no points, so it is worth laying
 * when the race is mine — my city is the closest to completion, and ending
 * sooner is what I want — and worth less than the kept point when another
 * city is ahead: it brings no end nearer but his. */
float ch_lay_tent_value(const cit_state *s, int me)
{
    int mine = ch_missing(s, me), best = 99;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != me && ch_missing(s, p) < best)
            best = ch_missing(s, p);
    return mine <= best ? 0.6f : -0.6f;
}

/* ---- district decisions: the Glockenturm ---- */

/* DE16 "Glockenturm": its builder decides at once whether the game ends at
 * one district fewer. On top of the margin (which sees a city the lower
 * target completes now, and every city a district nearer the end): an
 * earlier end is worth it when I lead in points — the score that stands
 * when the game ends — and costs me as much when I trail. */
float ch_bell_earlier_value(const cit_state *s, int me)
{
    cit_score sc;
    int best = -1000;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != me) {
            cit_score_public(s, p, &sc);
            if (sc.total > best)
                best = sc.total;
        }
    cit_score_public(s, me, &sc);
    float lead = 0.3f * (float)(sc.total - best);
    return lead > 3.0f ? 3.0f : lead < -3.0f ? -3.0f : lead;
}

/* ---- the Schmiede ---- */

/* DE16 "Schmiede": 2 gold for 3 cards, once a turn. On top of the margin
 * (the gold gone, three unseen cards): not with the gold a build this turn
 * needs. */
float ch_smithy_value(const cit_state *s, int me)
{
    return -ch_build_gold_spent(s, me, 2);
}

/* citadels_weights.c — the heuristic bot's weight for each Citadels action:
 * one row per action type that needs knowledge of its own (characters,
 * targets, income, building), and for every other type — and every type
 * added later — the default: a one-step evaluation, the seat's margin
 * (citadels_eval.c: its position minus the best other) after the action
 * minus before it, on a copy of the state (no allocation).
 *
 * Values are in points; weights are exp((value - best) / TEMPERATURE), so
 * the best action weighs 1 and one a point worse about 0.2. A value of
 * CH_NEVER or less (an ability on a character known to be out of the
 * round) weighs 0.
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include <math.h>
#include <string.h>

#include "bots/citadels_heur.h"

#define TEMPERATURE 0.6f

typedef float (*rule_fn)(const cit_state *s, int me, const game_action *a);

static float pick(const cit_state *s, int me, const game_action *a)
{
    return ch_pick_value(s, me, a->a);
}

/* 2 players: the card laid face down is the one least worth to me. */
static float discard_char(const cit_state *s, int me, const game_action *a)
{
    return -ch_pick_value(s, me, a->a);
}

static float kill(const cit_state *s, int me, const game_action *a)
{
    return ch_kill_value(s, me, a->a);
}

static float steal(const cit_state *s, int me, const game_action *a)
{
    return ch_steal_value(s, me, a->a);
}

static float threaten(const cit_state *s, int me, const game_action *a)
{
    return ch_threaten_value(s, me, a->a, a->b);
}

static float warrants(const cit_state *s, int me, const game_action *a)
{
    return ch_warrants_value(s, me, a->a, a->b, a->c);
}

/* The Magician takes a whole hand: worth the other hand's size (its cards
 * are unknown) against what mine is worth to me. */
static float swap_hands(const cit_state *s, int me, const game_action *a)
{
    const cit_player *p = &s->players[me];
    float mine = 0;
    for (int i = 0; i < p->nhand; i++)
        mine += ch_card_worth(s, me, p->hand[i]);
    return 0.8f * (float)cit_public_hand_size(s, a->a) - mine - 0.2f;
}

static float magic_discard(const cit_state *s, int me, const game_action *a)
{
    return ch_magic_discard_value(s, me, a->a);
}

/* The Thieves' Den: the build opens a payment in cards; the one-step
 * margin sees the card leave the hand and nothing built yet, so the build
 * is valued as built (its points, a district more, the price in gold at
 * most) and, once begun, the payment is finished — never cancelled, or
 * build and cancel would go round for ever. */
static float den_build(const cit_state *s, int me, int card)
{
    if (cit_kind(s, card) != CIT_D_THIEVES_DEN)
        return 0;
    int price = cit_build_price(s, me, card);
    return (float)cit_district_cost(s, card) + 0.7f - 0.5f * (float)price;
}

static float den_card(const cit_state *s, int me, const game_action *a)
{
    return 0.5f - ch_card_worth(s, me, a->a); /* a coin saved for a card spent */
}

static float never(const cit_state *s, int me, const game_action *a)
{
    (void)s;
    (void)me;
    (void)a;
    return CH_NEVER;
}

static float spy(const cit_state *s, int me, const game_action *a)
{
    return ch_spy_value(s, me, a->a, a->b);
}

static float theater(const cit_state *s, int me, const game_action *a)
{
    return ch_theater_value(s, me, a->a, a->b);
}

static float crown(const cit_state *s, int me, const game_action *a)
{
    return ch_crown_value(s, me, a->a);
}

static float director(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_director_value(s, me);
}

static float rasputin(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_rasputin_value(s, me);
}

static float acrobat(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_acrobat_value(s, me);
}

static float fortune(const cit_state *s, int me, const game_action *a)
{
    return ch_fortune_value(s, me, a->a);
}

static float fortune_take(const cit_state *s, int me, const game_action *a)
{
    return ch_fortune_take_value(s, me, a->a);
}

static float baseline(const cit_state *s, int me, const game_action *a)
{
    (void)s;
    (void)me;
    (void)a;
    return 0; /* the card kept, the thanks said: what the other choice is measured against */
}

static float margin_only(const cit_state *s, int me, const game_action *a)
{
    (void)s;
    (void)me;
    (void)a;
    return 0; /* the one-step margin says it all (the coins taken) */
}

static float lay_booth(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_lay_booth_value(s, me);
}

static float use_booth(const cit_state *s, int me, const game_action *a)
{
    return ch_use_booth_value(s, me, a->a);
}

static float booth_keep(const cit_state *s, int me, const game_action *a)
{
    return ch_booth_keep_value(s, me, a->a);
}

static float leave_booth(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_leave_booth_value(s, me);
}

static float overbuild(const cit_state *s, int me, const game_action *a)
{
    return ch_overbuild_value(s, me, a->a, a->b);
}

static float lay_tent(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_lay_tent_value(s, me);
}

/* A card chosen from cards me sees (the Leuchtturm's search of the deck):
 * by its worth to me. The one-step would count it as an unseen card — all
 * alike, a draw among them. */
static float card_taken(const cit_state *s, int me, const game_action *a)
{
    return ch_card_worth(s, me, a->a);
}

static float smithy(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_smithy_value(s, me);
}

static float bell_earlier(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_bell_earlier_value(s, me);
}

static float build(const cit_state *s, int me, const game_action *a)
{
    return ch_build_value(s, me, a->a) + den_build(s, me, a->a);
}

static float draw(const cit_state *s, int me, const game_action *a)
{
    (void)a;
    return ch_draw_value(s, me);
}

typedef struct action_row {
    uint16_t type;
    uint8_t margin; /* 1: add the one-step margin to the rule's value */
    rule_fn rule;
} action_row;

static const action_row rows[] = {
    {CIT_A_PICK, 0, pick},
    {CIT_A_DISCARD, 0, discard_char},
    {CIT_A_KILL, 0, kill},
    {CIT_A_BEWITCH, 0, kill},
    {CIT_A_STEAL, 0, steal},
    {CIT_A_THREATEN, 0, threaten},
    {CIT_A_WARRANTS, 0, warrants},
    {CIT_A_SWAP_HANDS, 0, swap_hands},
    {CIT_A_MAGIC_DISCARD, 0, magic_discard},
    {CIT_A_BUILD, 1, build},
    {CIT_A_DRAW_CARDS, 1, draw},
    {CIT_A_DEN_CARD, 0, den_card},
    {CIT_A_DEN_CANCEL, 0, never},
    /* citadels_cards.c: what a hidden hand or character likely is, the
     * crown's next pick, and an action card against its 1 point kept */
    {CIT_A_SPY, 0, spy},
    {CIT_A_THEATER_SWAP, 0, theater},
    {CIT_A_GIVE_CROWN, 1, crown},
    {CIT_A_PLAY_DIRECTOR, 0, director},
    {CIT_A_PLAY_RASPUTIN, 0, rasputin},
    {CIT_A_PLAY_ACROBAT, 0, acrobat},
    {CIT_A_PLAY_FORTUNE, 0, fortune},
    {CIT_A_FORTUNE_TAKE, 0, fortune_take},
    {CIT_A_DECLINE_RASPUTIN, 0, baseline},
    {CIT_A_DECLINE_ACROBAT, 0, baseline},
    /* citadels_action_cards.c: the Kassenwagen (its gold comes from the
     * others' payments to come), the overbuild and the Zirkuszelt */
    {CIT_A_LAY_BOOTH, 0, lay_booth},
    {CIT_A_USE_BOOTH, 1, use_booth},
    {CIT_A_BOOTH_KEEP, 0, booth_keep},
    {CIT_A_CASH_BOOTH, 1, margin_only},
    {CIT_A_LEAVE_BOOTH, 0, leave_booth},
    {CIT_A_OVERBUILD, 1, overbuild},
    {CIT_A_LAY_TENT, 1, lay_tent},
    /* district decisions the margin cannot tell apart: the Leuchtturm's
     * card (the deck is shown to its builder), the Glockenturm's
     * earlier end (by who leads), the Ballsaal's thanks (forgetting loses
     * the whole turn; the one-step sees a turn ended, which it values by
     * the seat's own position only: no change, a tie with thanking) */
    {CIT_A_LIGHTHOUSE_TAKE, 0, card_taken},
    {CIT_A_SMITHY, 1, smithy},
    {CIT_A_BELL_EARLIER, 1, bell_earlier},
    {CIT_A_BELL_NORMAL, 1, margin_only},
    {CIT_A_THANK_THE_KING, 0, baseline},
    {CIT_A_FORGET_TO_THANK, 0, never},
};

static const action_row *row_of(int type)
{
    for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].type == type)
            return &rows[i];
    return NULL;
}

/* The one-step default: how the margin changes when `a` is applied, the
 * cards it draws counted as unseen. */
static float one_step(const cit_state *s, int me, const game_action *a, const ch_before *b)
{
    float before = b->margin;
    cit_state t;
    memcpy(&t, s, sizeof t);
    game_err e;
    if (cit_apply(&t, me, a, NULL, &e) < 0)
        return CH_NEVER; /* not legal here: never */
    ch_known k;
    ch_known_before(s, me, &k);
    if (t.called_rank != s->called_rank || t.phase != s->phase || t.round != s->round)
        /* The action ended the turn (a bewitched holder's income, …) and
         * the engine went on: the next characters' reveals show what the
         * seat does not know. Only its own position counts then. */
        return ch_position_k(&t, me, me, &k) - ch_position(s, me, me);
    return ch_margin_since(&t, me, &k, b) - before;
}

/* Ending the turn: what the end of my turn gives me (the free benefits,
 * the Poor House and Park, the Alchemist's refund, taxes), on a copy that
 * stops there — applying end_turn itself would call the next character and
 * reveal who holds it (and the Thief's take, the crown), which the seat
 * cannot know when it chooses. The engine's own turn-end steps
 * (actions.c run_end_turn) in its order. */
static float end_turn(const cit_state *s, int me, const ch_before *b)
{
    float before = b->margin;
    cit_state t;
    memcpy(&t, s, sizeof t);
    cit_take_free_benefits(&t, NULL);
    ch_known k;
    ch_known_before(s, me, &k);
    /* The free benefits (a King's or Merchant's income, …) are not the
     * end's own: any other action leaves them to be taken later, so they
     * do not count for ending now — else a card worth playing loses to
     * the income that ending the turn would take with it. */
    float benefits = ch_margin_since(&t, me, &k, b) - before;
    cit_dark_tax_turn_end(&t, NULL);
    cit_districts_turn_end(&t, NULL);
    cit_alchemist_refund(&t, NULL);
    return ch_margin_since(&t, me, &k, b) - before - benefits;
}

int cit_heur_weights(const void *st, int seat, const game_action *acts, int n, float *w)
{
    const cit_state *s = st;
    ch_before before; /* the others' positions now, for every action's margin */
    int have_before = 0;
    float best = CH_NEVER;
    for (int i = 0; i < n; i++) {
        const action_row *r = row_of(acts[i].type);
        float v = 0;
        if (!r || r->margin) {
            if (!have_before) {
                ch_before_init(&before, s, seat);
                have_before = 1;
            }
            v = acts[i].type == CIT_A_END_TURN ? end_turn(s, seat, &before)
                                               : one_step(s, seat, &acts[i], &before);
        }
        if (r && v > CH_NEVER)
            v += r->rule(s, seat, &acts[i]);
        if (v < CH_NEVER)
            v = CH_NEVER;
        w[i] = v;
        if (v > best)
            best = v;
    }
    for (int i = 0; i < n; i++) {
        if (w[i] <= CH_NEVER) {
            w[i] = 0;
            continue;
        }
        float x = expf((w[i] - best) / TEMPERATURE);
        w[i] = x > 1e-6f ? x : 1e-6f; /* worse, but not never */
    }
    return 0;
}

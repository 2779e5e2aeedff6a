/* citadels_cards.c — the heuristic bot's rules for the cards whose worth the
 * one-step evaluation cannot see: the Spion (what a hand it cannot see
 * likely holds), the Theater (a character it cannot see), the Kaiser's
 * crown (worth a round's first pick to whoever gets it) and the action
 * cards (DE16 "Variante: Aktionskarten": a card kept scores 1 point at the
 * end, so one is played only for more than that).
 *
 * Each rule is one function, listed in citadels_weights.c's table by the
 * action it values. Like everything here it reads only what the deciding
 * seat may know (citadels_heur.h): other hands by their size and the
 * cards nobody has shown, other characters by ch_holders.
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include "bots/citadels_heur.h"

/* ---- the Spion ---- */

/* Whether card c lies where every seat sees it (a city, the open discard
 * pile, a laid Kassenwagen) or in me's hand: not among the unseen. */
static int seen_by(const cit_state *s, int me, int c)
{
    for (int p = 0; p < s->cfg.nplayers; p++) {
        const cit_player *pl = &s->players[p];
        for (int i = 0; i < pl->ncity; i++)
            if (pl->city[i] == c)
                return 1;
        if (p == me)
            for (int i = 0; i < pl->nhand; i++)
                if (pl->hand[i] == c)
                    return 1;
    }
    for (int i = 0; i < s->ndiscard; i++)
        if (s->discard[i] == c)
            return 1;
    for (int i = 0; i < 3; i++)
        if (s->booth_seat1[i] && s->booth_card[i] == c)
            return 1;
    return 0;
}

/* How many cards of `type` the hand of `seat` likely holds: its size times
 * the share of that type among the cards me has not seen. The game's cards
 * are the same in every determinization (only where they lie is redrawn),
 * so this is too. */
static float expected_of_type(const cit_state *s, int me, int seat, int type)
{
    int unseen = 0, of_type = 0;
    for (int c = 0; c < s->ncards; c++) {
        if (seen_by(s, me, c))
            continue;
        unseen++;
        of_type += cit_def(s, c)->type == type;
    }
    if (!unseen)
        return 0;
    return (float)cit_public_hand_size(s, seat) * (float)of_type / (float)unseen;
}

/* DE16 "Spion": per card of the named type in the hand, 1 of its gold and
 * 1 card from the deck. Worth the likely count in cards, and in gold as far
 * as the purse goes (twice: mine up, the holder's down, the more so for a
 * threat). */
float ch_spy_value(const cit_state *s, int me, int seat, int type)
{
    float e = expected_of_type(s, me, seat, type);
    float g = (float)s->players[seat].gold;
    float gold = e < g ? e : g;
    return 0.8f * e + 0.5f * gold * (1.0f + 0.5f * ch_threat(s, seat, me));
}

/* ---- the Theater ---- */

/* DE16 "Theater": my character for one of `seat`'s, blind. Worth what its
 * character likely is to me (by ch_holders, never by the sample) against
 * what mine is, less a little for handing the other my known card. */
float ch_theater_value(const cit_state *s, int me, int seat, int my_rank)
{
    ch_holders h;
    ch_holders_guess(s, me, &h);
    float sum = 0, wsum = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->cfg.lineup[r] && h.p[r][seat] > 0) {
            sum += h.p[r][seat] * ch_pick_value(s, me, r);
            wsum += h.p[r][seat];
        }
    if (wsum <= 0)
        return CH_NEVER;
    return sum / wsum - ch_pick_value(s, me, my_rank) - 0.3f;
}

/* ---- the Kaiser ---- */

/* DE16 "Kaiser": the crown to another player, and 1 gold or a random hand
 * card from him (the one-step margin counts the take). The crown is the
 * first pick of the next round: give it to the player least dangerous to
 * me. In the last round nobody picks again. */
float ch_crown_value(const cit_state *s, int me, int seat)
{
    if (s->ending)
        return 0;
    return -0.8f * ch_threat(s, seat, me);
}

/* ---- action cards ---- */

/* The worth of an action card kept to the end: 1 point. */
#define KEEP_WORTH 1.0f

/* Districts me can afford to build from its hand with `gold`, cheapest
 * first (no duplicates, no action cards). */
static int affordable_builds(const cit_state *s, int me, int gold)
{
    const cit_player *p = &s->players[me];
    int price[CIT_MAX_CARDS], n = 0;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        if (cit_def(s, c)->type == CIT_ACTION || !cit_can_build_name(s, me, c))
            continue;
        int x = cit_build_price(s, me, c), j = n++;
        for (; j > 0 && price[j - 1] > x; j--)
            price[j] = price[j - 1];
        price[j] = x;
    }
    int k = 0;
    for (; k < n && price[k] <= gold; k++)
        gold -= price[k];
    return k;
}

/* DE16 "Direktor": two builds more this turn. Worth the builds the limit
 * would otherwise stop (gold and hand allowing; the income's 2 gold if it
 * is still to come), the more so when they complete the city. Without
 * such a build it is kept. */
float ch_director_value(const cit_state *s, int me)
{
    int gold = s->players[me].gold + (s->turn_flags & CIT_TF_INCOME ? 0 : 2);
    int left = cit_build_limit(s) - s->builds;
    if (left < 0)
        left = 0;
    int extra = affordable_builds(s, me, gold) - left;
    extra = extra < 0 ? 0 : extra > 2 ? 2 : extra;
    float v = 1.6f * (float)extra;
    if (extra && ch_missing(s, me) <= left + extra)
        v += 3.0f; /* the city completes this turn */
    return v - KEEP_WORTH;
}

/* A warrant on my character: one of the three is signed (which one is
 * hidden: a third), and the Magistrat takes the first district its holder
 * builds. Worth the dearest district I could build this turn with `gold`
 * (its points and its step in the race); nothing when I build nothing. */
static float warrant_risk(const cit_state *s, int me, int gold)
{
    const cit_player *p = &s->players[me];
    int best = -1;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        if (cit_def(s, c)->type == CIT_ACTION || !cit_can_build_name(s, me, c) ||
            cit_build_price(s, me, c) > gold)
            continue;
        if (cit_district_cost(s, c) > best)
            best = cit_district_cost(s, c);
    }
    return best < 0 ? 0 : ((float)best + 0.7f) / 3.0f;
}

/* DE16 "Rasputin": laid when my called character carries an effect, it
 * lifts it. Worth what the effect would cost me: a killed character's
 * whole turn, a bewitched one's, a robbed purse (the coins I lose and
 * the Thief gains), a threat's bribe, a warrant's risk to the build it
 * would take. */
float ch_rasputin_value(const cit_state *s, int me)
{
    int r = s->called_rank, g = s->players[me].gold;
    float v = 0;
    if (r && r == s->killed_rank)
        v += 2.0f + ch_pick_value(s, me, r);
    if (r && r == s->bewitched)
        v += 1.5f + ch_pick_value(s, me, r);
    if (r && r == s->robbed_rank) /* the purse goes at the reveal, before the income */
        v += 0.75f * (float)g;    /* a coin lost, and one to the Thief */
    if (r && ((s->threats >> r) & 1))
        v += 0.6f + 0.2f * (float)g;
    if (r && ((s->warrants >> r) & 1))
        v += warrant_risk(s, me, g + 2);
    return v - KEEP_WORTH;
}

/* DE16 "Akrobatin": nobody answered rank 4; played, she takes the crown —
 * the next round's first pick. Worth it while another round follows and
 * the crown is not mine already. */
float ch_acrobat_value(const cit_state *s, int me)
{
    if (s->ending || s->crown == me)
        return -KEEP_WORTH;
    return 1.5f - KEEP_WORTH;
}

/* DE16 "Wahrsagerin": look at a hand, take one of its cards. Worth a card
 * (unseen yet) taken from the most dangerous big hand. */
float ch_fortune_value(const cit_state *s, int me, int seat)
{
    int h = cit_public_hand_size(s, seat);
    if (h <= 0)
        return CH_NEVER;
    return 0.8f + 0.3f * ch_threat(s, seat, me) + 0.05f * (float)(h < 6 ? h : 6) - KEEP_WORTH;
}

/* The Wahrsagerin's card: the one worth most to me (the looked-at hand is
 * shown to me, so these cards are known), plus a little for what its
 * owner loses. */
float ch_fortune_take_value(const cit_state *s, int me, int card)
{
    return ch_card_worth(s, me, card) + 0.2f;
}

/* citadels_rollout.c — the search's cheap playout policy for Citadels
 * (issue 13: "a second of search worth more than a tenth").
 *
 * The heuristic's weights (citadels_weights.c) copy the state and score
 * every seat for every action weighed: a playout driven by them costs about
 * ten times a random one, so the search affords a tenth of the iterations.
 * This policy reads only the state in hand and a small table per action
 * type — a character by a fixed worth plus the income it would bring, gold
 * or cards by what the hand can build, the card kept by how soon it can be
 * built, the dearest affordable district built, the incomes taken first,
 * the Warlord's kind of abilities only against the leading city, the turn
 * ended when nothing better is left — and takes the best-scored action,
 * random among equals. Every other decision (probability 1/ROLLOUT_EPSILON)
 * it takes a uniform action instead: playouts stay diverse, no circle of
 * moves lasts, and the players in them stay unpredictable. That share was
 * measured (docs/ai.md "A cheap rollout policy"): with one uniform
 * decision in ten the search lost to random playouts, with one in two it
 * won; sampling by exp(score / T) instead won too but cost a third more. Every action type it has no row for scores 0, as
 * ending the turn does: among those the choice is uniform, so every rule
 * set and card the engine has is played, by chance where there is no rule.
 *
 * It reads what the deciding seat may know (citadels_heur.h): its own
 * hand, gold and characters, public cities, public hand sizes and the
 * lineup; never another seat's hand or an unrevealed holder. The state is
 * a determinization in the search, so this is also what keeps two
 * determinizations of one view choosing alike (test_rollout). */
#include "bots/citadels_heur.h"

/* 1 in ROLLOUT_EPSILON decisions are uniform (see above). */
#define ROLLOUT_EPSILON 2

/* What a character is worth by its role, before the income it brings (in
 * rough points: the order matters, not the scale). */
static float role_worth(int role)
{
    switch (role) {
    case CIT_C_ASSASSIN:
        return 1.6f;
    case CIT_C_THIEF:
        return 1.4f;
    case CIT_C_MAGICIAN:
        return 1.0f;
    case CIT_C_KING:
        return 1.5f;
    case CIT_C_BISHOP:
        return 1.2f;
    case CIT_C_MERCHANT:
        return 2.0f;
    case CIT_C_ARCHITECT:
        return 1.8f;
    case CIT_C_WARLORD:
        return 1.5f;
    default:
        return 1.4f;
    }
}

/* Does any card in `me`'s hand cost at most `gold`? */
static int hand_has_within(const cit_state *s, int me, int gold)
{
    const cit_player *p = &s->players[me];
    for (int i = 0; i < p->nhand; i++)
        if (cit_district_cost(s, p->hand[i]) <= gold)
            return 1;
    return 0;
}

/* Taking the character of rank r: its worth, a coin per district of its
 * income type, and what the seat's hand and purse ask for. */
static float pick_score(const cit_state *s, int me, int r)
{
    int ch = cit_char_at(s, r);
    if (!ch)
        return 0;
    int role = cit_character_role(ch);
    const cit_character_def *d = &cit_characters[ch];
    const cit_player *p = &s->players[me];
    float v = role_worth(role);
    if (d->income_type != CIT_TYPE_NONE)
        v += (float)cit_type_count(s, me, d->income_type);
    if (d->build_limit >= 2 && p->nhand >= 2 && p->gold >= 4)
        v += 1.0f; /* several builds this turn */
    if (role == CIT_C_MAGICIAN && p->nhand == 0)
        v += 1.5f;
    if ((role == CIT_C_MERCHANT || role == CIT_C_THIEF) && p->gold < 2)
        v += 0.8f;
    return v;
}

/* A card to keep: by how soon it can be built, a type the city lacks, and
 * never a district the city already has (the duplicate rule). */
static float card_score(const cit_state *s, int me, int card)
{
    const cit_player *p = &s->players[me];
    int cost = cit_district_cost(s, card);
    float v = (float)cost * 0.5f;
    if (cost <= p->gold + 2)
        v += 3.0f;
    int type = cit_def(s, card)->type;
    if (type > 0 && type < CIT_TYPE_COUNT && s->city_types[me][type] == 0)
        v += 1.0f;
    if (cit_city_has_kind(s, me, s->card_kind[card]))
        v -= 10.0f;
    return v;
}

/* The other seat with the most districts (the first among equals), or -1. */
static int leader(const cit_state *s, int me)
{
    int best = -1;
    for (int q = 0; q < s->cfg.nplayers; q++)
        if (q != me && (best < 0 || s->players[q].ncity > s->players[best].ncity))
            best = q;
    return best;
}

/* The score of one action; 0 is "no opinion" (ending the turn scores 0). */
static float score(const cit_state *s, int me, const game_action *a, int lead)
{
    const cit_player *p = &s->players[me];
    switch (a->type) {
    case CIT_A_PICK:
        return pick_score(s, me, a->a);
    case CIT_A_DISCARD: /* 2 players: lay down the one least worth to me */
        return -pick_score(s, me, a->a);
    case CIT_A_TAKE_GOLD:
        return 1.0f;
    case CIT_A_DRAW_CARDS:
        /* Cards when the hand has nothing to build within reach soon. */
        return p->nhand == 0 || !hand_has_within(s, me, p->gold + 2) ? 2.0f : 0.0f;
    case CIT_A_KEEP:
    case CIT_A_SCHOLAR_KEEP:
    case CIT_A_LIGHTHOUSE_TAKE:
    case CIT_A_TAKE_CARD:
    case CIT_A_FORTUNE_TAKE:
        return card_score(s, me, a->a);
    /* The incomes first: more gold for the build that follows. */
    case CIT_A_TYPE_INCOME:
    case CIT_A_MERCHANT_GOLD:
    case CIT_A_ARCHITECT_DRAW:
    case CIT_A_COLLECT_TAXES:
    case CIT_A_TAKE_FROM_RICHEST:
    case CIT_A_FOUR_GOLD:
        return 20.0f;
    /* Abilities aimed at a character: before building; the target by its
     * role's worth (who holds it is not known). */
    case CIT_A_KILL:
    case CIT_A_BEWITCH:
    case CIT_A_STEAL:
        return 15.0f + role_worth(cit_role_at(s, a->a));
    case CIT_A_SWAP_HANDS: {
        int diff = cit_public_hand_size(s, a->a) - p->nhand;
        return diff >= 2 ? 15.0f + (float)diff : -1.0f;
    }
    /* The dearest affordable district (legal() lists only what may be
     * built now). */
    case CIT_A_BUILD:
        return 10.0f + (float)cit_district_cost(s, a->a);
    /* The Warlord's kind: only the leading city, its cheapest district. */
    case CIT_A_DESTROY:
    case CIT_A_SEIZE:
    case CIT_A_ARMORY:
        return a->a == lead && a->a != me ? 5.0f - (float)cit_district_cost(s, a->b) : -1.0f;
    /* Moves that only lose: never unless by the epsilon. */
    case CIT_A_DEN_CANCEL:
    case CIT_A_FORGET_TO_THANK:
        return -20.0f;
    case CIT_A_THANK_THE_KING:
        return 5.0f;
    default:
        return 0.0f;
    }
}

int cit_rollout_pick(const void *st, int seat, const game_action *acts, int n, gh_rng *rng)
{
    if (n <= 0)
        return -1;
    if (gh_rng_below(rng, ROLLOUT_EPSILON) == 0)
        return (int)gh_rng_below(rng, (uint32_t)n);
    const cit_state *s = st;
    int lead = leader(s, seat);
    float best = 0;
    int pick = 0, ties = 0;
    for (int i = 0; i < n; i++) {
        float v = score(s, seat, &acts[i], lead);
        if (ties == 0 || v > best) {
            best = v;
            pick = i;
            ties = 1;
        } else if (v == best && gh_rng_below(rng, (uint32_t)++ties) == 0) {
            pick = i; /* reservoir: each of the equals 1/ties */
        }
    }
    return pick;
}

/* legal.c — legal(): the actions the pending decision offers, asked of the
 * generators of the action table (actions.c and the rule files); and the
 * random playout's step built on it (issue 13: perf).
 *
 * legal() is the single definition of legality: apply() (play.c) accepts an
 * action iff legal() lists it. Which generators legal() asks is decided
 * here from type sets built once from the table; test_properties holds the
 * result to cit_legal_all, which asks every generator of the decision. */
#include "citadels/engine.h"
#include "citadels/build_list.h"

#include <stdio.h>
#include <stdlib.h>

/* Issue 13 (perf): the action types that answer each decision, in table
 * order (the order legal() lists them in), so legal() asks only the two to
 * fifty generators that can list something instead of walking all ~90
 * types. Built once from cit_actions[].decisions before main() runs (a
 * constructor: no lazy initialisation racing between bot threads). */
static uint8_t dec_types[CIT_DEC_COUNT][CIT_A_COUNT];
static uint8_t dec_ntypes[CIT_DEC_COUNT];
_Static_assert(CIT_A_COUNT <= 256, "action types are stored as uint8_t in dec_types");

/* The character abilities: under the turn's two decisions (income and turn)
 * each of these generators lists nothing unless the turn is this role's —
 * its first test is cit_may_use(s, ROLE, …) or cit_active_char(s) != ROLE
 * (abilities.c, agents_*.c, court_*.c, build_rank8.c). legal() skips them
 * in other characters' turns; test_properties compares legal() with
 * cit_legal_all (every generator asked) at every step of its games. */
static const uint8_t type_role[CIT_A_COUNT] = {
    [CIT_A_KILL] = CIT_C_ASSASSIN,           [CIT_A_STEAL] = CIT_C_THIEF,
    [CIT_A_SWAP_HANDS] = CIT_C_MAGICIAN,     [CIT_A_MAGIC_DISCARD] = CIT_C_MAGICIAN,
    [CIT_A_MERCHANT_GOLD] = CIT_C_MERCHANT,  [CIT_A_ARCHITECT_DRAW] = CIT_C_ARCHITECT,
    [CIT_A_DESTROY] = CIT_C_WARLORD,         [CIT_A_BEAUTIFY] = CIT_C_ARTIST,
    [CIT_A_SPY] = CIT_C_SPY,                 [CIT_A_THREATEN] = CIT_C_BLACKMAILER,
    [CIT_A_WARRANTS] = CIT_C_MAGISTRATE,     [CIT_A_LOOK_AT_HAND] = CIT_C_WIZARD,
    [CIT_A_SEER_TAKE] = CIT_C_SEER,          [CIT_A_GIVE_CROWN] = CIT_C_EMPEROR,
    [CIT_A_MIXED_INCOME] = CIT_C_ABBOT,      [CIT_A_TAKE_FROM_RICHEST] = CIT_C_ABBOT,
    [CIT_A_CARDINAL_BUILD] = CIT_C_CARDINAL, [CIT_A_FOUR_GOLD] = CIT_C_NAVIGATOR,
    [CIT_A_FOUR_CARDS] = CIT_C_NAVIGATOR,    [CIT_A_SCHOLAR_DRAW] = CIT_C_SCHOLAR,
    [CIT_A_SEIZE] = CIT_C_MARSHAL,           [CIT_A_EXCHANGE] = CIT_C_DIPLOMAT,
    [CIT_A_COLLECT_TAXES] = CIT_C_TAX_COLLECTOR,
};

/* The base characters' abilities under the income and turn decisions: each
 * generator's first test is cit_may_use(s, ROLE, FLAG) (abilities.c: the
 * Magician's discard outside its own decision, the Künstlerin's
 * cit_ability_open, the income per district cit_ability_open and
 * CIT_TF_TYPE_INCOME), so none lists anything while abilities are closed
 * (cit_ability_open) or once its turn flag is set. legal() shuts them
 * then; test_properties holds it to cit_legal_all. */
static const uint32_t type_spent_by[CIT_A_COUNT] = {
    [CIT_A_KILL] = CIT_TF_ABILITY,          [CIT_A_STEAL] = CIT_TF_ABILITY,
    [CIT_A_SWAP_HANDS] = CIT_TF_ABILITY,    [CIT_A_MAGIC_DISCARD] = CIT_TF_ABILITY,
    [CIT_A_DESTROY] = CIT_TF_ABILITY,       [CIT_A_MERCHANT_GOLD] = CIT_TF_EXTRA,
    [CIT_A_ARCHITECT_DRAW] = CIT_TF_EXTRA,  [CIT_A_TYPE_INCOME] = CIT_TF_TYPE_INCOME,
};
static const uint8_t type_needs_open[CIT_A_COUNT] = {
    [CIT_A_KILL] = 1,          [CIT_A_STEAL] = 1,          [CIT_A_SWAP_HANDS] = 1,
    [CIT_A_MAGIC_DISCARD] = 1, [CIT_A_DESTROY] = 1,        [CIT_A_MERCHANT_GOLD] = 1,
    [CIT_A_ARCHITECT_DRAW] = 1, [CIT_A_TYPE_INCOME] = 1,   [CIT_A_BEAUTIFY] = 1,
};

/* The district a type's generator needs before it can list anything: in the
 * active seat's city (its first test is cit_city_has_kind(s, s->active, K):
 * districts.c, build_alt.c) or, for a card played from the hand, anywhere in
 * the game (state.game_kinds: action_cards*.c, the Totenstadt). legal()
 * skips the generator when the district is missing: in a game without
 * action cards or a given unique district, their generators are never
 * asked. test_properties holds legal() to cit_legal_all, which asks all. */
/* Issue 13 (perf), NEED_HAND: a card played from the active seat's hand:
 * the generator lists nothing unless its card is in that hand (its first
 * tests: cit_gen_play_director, cit_gen_lay_tent, cit_gen_play_fortune,
 * cit_gen_overbuild, cit_gen_lay_booth). Such a type also needs its card
 * in the game. legal() reads the hand's kinds once for all of them
 * (shut_hand_gated) instead of each generator scanning the hand for its
 * own card. */
enum { NEED_GAME = 0, NEED_CITY = 1, NEED_HAND = 2 };
static const struct {
    uint8_t kind, where;
} type_needs[CIT_A_COUNT] = {
    [CIT_A_LAB_DISCARD] = {CIT_D_LABORATORY, NEED_CITY},
    [CIT_A_SMITHY] = {CIT_D_SMITHY, NEED_CITY},
    [CIT_A_ARMORY] = {CIT_D_ARMORY, NEED_CITY},
    [CIT_A_MUSEUM_TUCK] = {CIT_D_MUSEUM, NEED_CITY},
    [CIT_A_FRAMEWORK] = {CIT_D_FRAMEWORK, NEED_CITY},
    [CIT_A_NECROPOLIS] = {CIT_D_NECROPOLIS, NEED_GAME},
    [CIT_A_LAY_BOOTH] = {CIT_D_TICKET_BOOTH, NEED_HAND},
    [CIT_A_USE_BOOTH] = {CIT_D_TICKET_BOOTH, NEED_GAME},
    [CIT_A_PLAY_DIRECTOR] = {CIT_D_DIRECTOR, NEED_HAND},
    [CIT_A_OVERBUILD] = {CIT_D_CANNONBALL, NEED_HAND},
    [CIT_A_PLAY_FORTUNE] = {CIT_D_FORTUNE_TELLER, NEED_HAND},
    [CIT_A_LAY_TENT] = {CIT_D_CIRCUS_TENT, NEED_HAND},
};

/* Issue 13 (perf): the same lists as type sets, so legal() visits only the
 * types that are both of the decision (and role) and alive in this game
 * (state.live_types: a type whose district or card is in no card of the
 * game is dead for the whole game; a type that needs its district in the
 * active city is opened by the city instead), in table order. */
#define TYPE_WORDS 2
_Static_assert(CIT_A_COUNT <= 64 * TYPE_WORDS, "action types are a 128-bit set in legal()");
_Static_assert(CIT_A_BEAUTIFY < 64 && CIT_A_DESTROY < 64 && CIT_A_TYPE_INCOME < 64,
               "the base abilities are in the first word of a type set");
static uint64_t dec_mask[CIT_DEC_COUNT][TYPE_WORDS];
static uint64_t role_mask[2][CIT_C_COUNT][TYPE_WORDS];
static uint64_t gating_kinds; /* the districts that open a NEED_CITY type in their city */
static uint64_t kind_opens[CIT_D_COUNT][TYPE_WORDS]; /* ... and the types each opens */
/* The same for NEED_HAND: the types a card in the active hand opens. */
_Static_assert(CIT_A_LAY_BOOTH >= 64 && CIT_A_PLAY_DIRECTOR >= 64 && CIT_A_OVERBUILD >= 64 &&
                   CIT_A_PLAY_FORTUNE >= 64 && CIT_A_LAY_TENT >= 64,
               "the NEED_HAND types are in the second word of a type set");
static uint64_t hand_gated; /* of the second word */
static uint64_t hand_gating_kinds;
static uint64_t hand_kind_opens[CIT_D_COUNT]; /* of the second word */
/* type_needs_open and type_spent_by as masks (all in the first word) */
static uint64_t needs_open;
#define SPENT_FLAGS (CIT_TF_TYPE_INCOME | CIT_TF_ABILITY | CIT_TF_EXTRA)
_Static_assert(SPENT_FLAGS < 16, "the spent abilities are read by the turn flags' low bits");
static uint64_t spent_by_flags[16]; /* by turn_flags & SPENT_FLAGS */

/* state.live_types: the types this game may list whatever the active city
 * holds. Without the NEED_CITY types: legal_types opens those by the city's
 * districts (a district in a city is in the game), so one OR of the two
 * sets is the mask (issue 13). */
void cit_live_types_fill(cit_state *s)
{
    for (int w = 0; w < TYPE_WORDS; w++)
        s->live_types[w] = 0;
    for (int t = 1; t < CIT_A_COUNT; t++) {
        if (type_needs[t].kind && type_needs[t].where == NEED_CITY)
            continue;
        if (!type_needs[t].kind || ((s->game_kinds >> type_needs[t].kind) & 1u))
            s->live_types[t / 64] |= 1ull << (t % 64);
    }
}

/* Per character card, the types of the income [0] and the turn [1]
 * decisions its turn may list: its role's, without the income per district
 * unless the card has one (and not the Ablassprediger's mix, its own
 * action): cit_gen_type_income's first test. Card 0 (no character called)
 * keeps the decision's whole set. */
static uint64_t card_mask[2][CIT_C_COUNT][TYPE_WORDS];
/* The same by decision (income and turn; the others none): legal_types
 * takes its row with one load, not a compare and a multiply (issue 13). */
static const uint64_t (*card_mask_of[CIT_DEC_COUNT])[TYPE_WORDS];

/* Per role, the types of the income and the turn decisions that role's
 * turn may list (table order): [0] income, [1] turn. */
static uint8_t role_types[2][CIT_C_COUNT][CIT_A_COUNT];
static uint8_t role_ntypes[2][CIT_C_COUNT];

/* Issue 13 (perf): the decisions whose types legal() lists as they are —
 * every decision but the income and the turn; none of their types may wait
 * for a district or a card (type_needs; the constructor aborts if one
 * did, since legal_types knows only the income's and turn's sets): the
 * role filter, the closed and spent abilities, the city's districts, the
 * action cards in hand and the online steps (cit_online_step_allows) all
 * act only under those two. The pick and the keep, half of a game's
 * decisions, are one generator each, called straight (legal_fixed). */
static uint8_t dec_fixed[CIT_DEC_COUNT];

static void build_dec_step(void);

__attribute__((constructor)) static void build_dec_types(void)
{
    for (int dec = 0; dec < CIT_DEC_COUNT; dec++) {
        int k = 0;
        for (int t = 1; t < CIT_A_COUNT; t++)
            if (cit_actions[t].decisions & (1u << dec))
                dec_types[dec][k++] = (uint8_t)t;
        dec_ntypes[dec] = (uint8_t)k;
        dec_fixed[dec] = dec != CIT_DEC_INCOME && dec != CIT_DEC_TURN;
        for (int j = 0; j < k; j++)
            if (type_needs[dec_types[dec][j]].kind && dec_fixed[dec]) {
                /* legal_types knows only the income's and the turn's sets */
                fprintf(stderr, "legal.c: decision %d has a district- or card-gated type\n", dec);
                abort();
            }
    }
    for (int i = 0; i < 2; i++) {
        int dec = i ? CIT_DEC_TURN : CIT_DEC_INCOME;
        for (int role = 0; role < CIT_C_COUNT; role++) {
            int k = 0;
            for (int j = 0; j < dec_ntypes[dec]; j++) {
                int t = dec_types[dec][j];
                if (!type_role[t] || type_role[t] == role)
                    role_types[i][role][k++] = (uint8_t)t;
            }
            role_ntypes[i][role] = (uint8_t)k;
            for (int j = 0; j < k; j++) {
                int t = role_types[i][role][j];
                role_mask[i][role][t / 64] |= 1ull << (t % 64);
            }
        }
    }
    for (int dec = 0; dec < CIT_DEC_COUNT; dec++)
        for (int j = 0; j < dec_ntypes[dec]; j++) {
            int t = dec_types[dec][j];
            dec_mask[dec][t / 64] |= 1ull << (t % 64);
        }
    for (int i = 0; i < 2; i++) {
        int dec = i ? CIT_DEC_TURN : CIT_DEC_INCOME;
        for (int card = 0; card < CIT_C_COUNT; card++) {
            int role = cit_character_role(card); /* = state.rank_role of its rank */
            const uint64_t *base = role > 0 ? role_mask[i][role] : dec_mask[dec];
            const cit_character_def *def = &cit_characters[card];
            for (int w = 0; w < TYPE_WORDS; w++)
                card_mask[i][card][w] = base[w];
            if (!def->income_type || def->income_res == CIT_RES_MIX)
                card_mask[i][card][CIT_A_TYPE_INCOME / 64] &= ~(1ull << (CIT_A_TYPE_INCOME % 64));
        }
    }
    card_mask_of[CIT_DEC_INCOME] = (const uint64_t(*)[TYPE_WORDS])card_mask[0];
    card_mask_of[CIT_DEC_TURN] = (const uint64_t(*)[TYPE_WORDS])card_mask[1];
    for (int t = 1; t < CIT_A_COUNT; t++) {
        uint64_t bit = 1ull << (t % 64);
        if (type_needs_open[t])
            needs_open |= bit;
        for (unsigned tf = 0; tf < 16; tf++)
            if (tf & type_spent_by[t])
                spent_by_flags[tf] |= bit;
    }
    for (int t = 1; t < CIT_A_COUNT; t++)
        if (type_needs[t].kind && type_needs[t].where == NEED_CITY) {
            gating_kinds |= 1ull << type_needs[t].kind;
            kind_opens[type_needs[t].kind][t / 64] |= 1ull << (t % 64);
        } else if (type_needs[t].kind && type_needs[t].where == NEED_HAND) {
            hand_gated |= 1ull << (t % 64);
            hand_gating_kinds |= 1ull << type_needs[t].kind;
            hand_kind_opens[type_needs[t].kind] |= 1ull << (t % 64);
        }
    build_dec_step();
}

/* The second word of `left` without the NEED_HAND types whose card is
 * missing from the active seat's hand: one scan of the hand for all of
 * them (legal_special: only a game with action cards asks). */
static inline uint64_t shut_hand_gated(const cit_state *s, uint64_t left)
{
    uint64_t held = 0;
    if (s->active >= 0) {
        const cit_player *p = &s->players[s->active];
        for (int i = 0; i < p->nhand; i++)
            held |= 1ull << s->card_kind[p->hand[i]];
    }
    held &= hand_gating_kinds;
    uint64_t open = 0;
    for (; held; held &= held - 1)
        open |= hand_kind_opens[__builtin_ctzll(held)];
    return left & ~(hand_gated & ~open);
}

/* legal() without the role filter: every generator of the decision asked.
 * The reference the property test holds legal() to. */
int cit_legal_all(const cit_state *s, int seat, game_action *out, int max)
{
    if (s->phase == CIT_PHASE_OVER || seat != s->dec_seat || s->decision >= CIT_DEC_COUNT)
        return 0;
    int n = 0;
    for (int i = 0; i < dec_ntypes[s->decision]; i++) {
        int t = dec_types[s->decision][i];
        if (!s->cfg.online || cit_online_step_allows(s, t))
            n = cit_actions[t].gen(s, out, n, max);
    }
    return n;
}

/* Asks the generators of the types in `left` (bits of word w), in table
 * order. */
static inline int walk_word(const cit_state *s, int w, uint64_t left, game_action *out, int n,
                            int max)
{
    while (left) {
        int t = w * 64 + __builtin_ctzll(left);
        left &= left - 1;
        n = cit_actions[t].gen(s, out, n, max);
    }
    return n;
}

/* The online rule sets ask each type's step (issue 12: the fixed step
 * order) before its generator: kept out of cit_legal's walk. */
static __attribute__((noinline)) int walk_online(const cit_state *s, const uint64_t *left,
                                                 game_action *out, int max)
{
    int n = 0;
    for (int w = 0; w < TYPE_WORDS; w++)
        for (uint64_t l = left[w]; l; l &= l - 1) {
            int t = w * 64 + __builtin_ctzll(l);
            if (cit_online_step_allows(s, t))
                n = cit_actions[t].gen(s, out, n, max);
        }
    return n;
}

/* The types legal() asks in the pending decision (table order, as bits):
 * the role's, alive in this game, without the abilities closed or spent and
 * the district abilities whose district is not in the city. Asked only
 * under the income and the turn (the decisions that are not dec_fixed:
 * build_dec_types checks), so there is a turn: the active seat is the
 * deciding one (check.c), no test of the decision or the seat (issue 13). */
static inline __attribute__((always_inline)) void legal_types(const cit_state *s, uint64_t *left)
{
    const int card = cit_active_card(s);
    const uint64_t *types = card_mask_of[s->decision][card];
    /* of the first word: the abilities closed or spent */
    uint64_t shut = cit_ability_open(s) ? spent_by_flags[s->turn_flags & SPENT_FLAGS] : needs_open;
    /* The district abilities stay shut unless their district is in the city. */
    uint64_t open[TYPE_WORDS] = {0, 0};
    uint64_t opening = s->city_kinds[s->active] & gating_kinds;
    for (; opening; opening &= opening - 1) {
        int k = __builtin_ctzll(opening);
        for (int w = 0; w < TYPE_WORDS; w++)
            open[w] |= kind_opens[k][w];
    }
    for (int w = 0; w < TYPE_WORDS; w++)
        left[w] = types[w] & (s->live_types[w] | open[w]);
    left[0] &= ~shut;
    /* The income per district with no district of the card's type in the
     * city lists nothing (cit_gen_type_income asks cit_type_count > 0). */
    const uint64_t income_bit = 1ull << CIT_A_TYPE_INCOME;
    if ((left[0] & income_bit) &&
        !cit_income_type_count(s, s->active, cit_characters[card].income_type))
        left[0] &= ~income_bit;
}

/* Issue 13 (perf): the income's and the turn's base types are the first of
 * the table (take_gold, draw_cards, build, end_turn: nothing else of those
 * decisions lies below end_turn). Nearly every step of a turn lists some
 * of them, so walk_types calls their generators straight (inline; the
 * build list's common case too, build_list.h, its other cases by a direct
 * call) before walking the rest. walk_base is always inline: left to
 * itself, gcc made it a function with a frame of its own. */
#define TYPE_BIT(t) (1ull << (t))
#define BASE_TYPES                                                                                 \
    (TYPE_BIT(CIT_A_TAKE_GOLD) | TYPE_BIT(CIT_A_DRAW_CARDS) | TYPE_BIT(CIT_A_BUILD) |             \
     TYPE_BIT(CIT_A_END_TURN))
_Static_assert(CIT_A_TAKE_GOLD < CIT_A_DRAW_CARDS && CIT_A_DRAW_CARDS < CIT_A_BUILD &&
                   CIT_A_BUILD < CIT_A_END_TURN && CIT_A_END_TURN < 63,
               "the base types come first, in this order, in the first word");

static inline __attribute__((always_inline)) int walk_base(const cit_state *s, uint64_t low, game_action *out, int max)
{
    int n = 0;
    if (low & TYPE_BIT(CIT_A_TAKE_GOLD))
        n = cit_gen_take_gold(s, out, n, max);
    if (low & TYPE_BIT(CIT_A_DRAW_CARDS))
        n = cit_gen_draw_cards(s, out, n, max);
    if (low & TYPE_BIT(CIT_A_BUILD))
        n = cit_list_builds_inline(s, CIT_A_BUILD, out, n, max); /* = gen_build */
    if (low & TYPE_BIT(CIT_A_END_TURN))
        n = cit_gen_end_turn(s, out, n, max);
    return n;
}

static inline __attribute__((always_inline)) int walk_types(const cit_state *s,
                                                            const uint64_t *left,
                                                            game_action *out, int max)
{
    _Static_assert(TYPE_WORDS == 2, "cit_legal walks two words");
    /* the types up to end_turn: the base types straight, unless another
     * type ever lies among them (then the table's order, by the walk) */
    const uint64_t low_types = (TYPE_BIT(CIT_A_END_TURN) << 1) - 1;
    uint64_t low = left[0] & low_types;
    int n = low & ~BASE_TYPES ? walk_word(s, 0, low, out, 0, max) : walk_base(s, low, out, max);
    n = walk_word(s, 0, left[0] & ~low_types, out, n, max);
    return left[1] ? walk_word(s, 1, left[1], out, n, max) : n;
}

/* cit_legal for the online and the action-card rule sets: the same types,
 * then the action cards not in the active hand shut (shut_hand_gated), the
 * online steps asked (walk_online). Out of line, so that the other rule
 * sets pay nothing for them. */
static inline __attribute__((always_inline)) int legal_special_body(const cit_state *s,
                                                                    game_action *out, int max)
{
    uint64_t left[TYPE_WORDS];
    legal_types(s, left);
    if (left[1] & hand_gated) /* the hand's cards gate only second-word types */
        left[1] = shut_hand_gated(s, left[1]);
    if (s->cfg.online)
        return walk_online(s, left, out, max);
    return walk_types(s, left, out, max);
}

static __attribute__((noinline)) int legal_special(const cit_state *s, game_action *out, int max)
{
    return legal_special_body(s, out, max);
}

/* legal() under a fixed decision of several types (dec_fixed): its
 * generators in table order. */
static __attribute__((noinline)) int walk_fixed(const cit_state *s, game_action *out, int max)
{
    const uint8_t *types = dec_types[s->decision];
    int n = 0;
    for (int i = 0; i < dec_ntypes[s->decision]; i++)
        n = cit_actions[types[i]].gen(s, out, n, max);
    return n;
}

/* legal() under the income and the turn, in the 2016 and classic rule sets
 * without action cards: the type set, then its walk. */
static inline __attribute__((always_inline)) int legal_turn_body(const cit_state *s,
                                                                 game_action *out, int max)
{
    uint64_t left[TYPE_WORDS];
    legal_types(s, left);
    return walk_types(s, left, out, max);
}

static __attribute__((noinline)) int legal_turn(const cit_state *s, game_action *out, int max)
{
    return legal_turn_body(s, out, max);
}

/* legal() of the seat that decides now. A dispatch: the pick and the keep
 * go straight to their one generator (dec_fixed), the rest to the functions
 * above. cit_legal keeps no registers of its own (the income's and the
 * turn's lists out of line); the playout steps (dec_step, below) take the
 * same cases, each in a function of its own with its list inline. */
static inline __attribute__((always_inline)) int legal_pending(const cit_state *s,
                                                               game_action *out, int max)
{
    int dec = s->decision;
    if (dec_fixed[dec]) {
        if (dec_ntypes[dec] == 1)
            return cit_actions[dec_types[dec][0]].gen(s, out, 0, max);
        return walk_fixed(s, out, max);
    }
    /* one test for both (adjacent bytes of the config) */
    if (s->cfg.online | s->cfg.action_cards)
        return legal_special(s, out, max);
    return legal_turn(s, out, max);
}

int cit_legal(const cit_state *s, int seat, game_action *out, int max)
{
    if (s->phase == CIT_PHASE_OVER || seat != s->dec_seat || s->decision >= CIT_DEC_COUNT)
        return 0;
    return legal_pending(s, out, max);
}

/* The rest of a playout step: one draw from the n listed actions, then the
 * drawn one run. */
static inline __attribute__((always_inline)) int play_listed(cit_state *s, gh_rng *rng,
                                                             game_action *played,
                                                             const game_action *list, int n)
{
    if (n <= 0)
        return -1;
    if (n > GAME_RANDOM_MAX)
        n = GAME_RANDOM_MAX;
    const game_action *a = &list[gh_rng_below(rng, (uint32_t)n)];
    if (played)
        *played = *a;
    if (s->cfg.online) /* issue 12: online — the step it begins (nothing else) */
        cit_online_before(s, a->type, NULL);
    cit_actions[a->type].run(s, a, NULL);
    return 0;
}

/* The playout step of the online and action-card rule sets under the
 * income and the turn, with their list inline. */
static __attribute__((noinline)) int play_random_special(cit_state *s, gh_rng *rng,
                                                         game_action *played)
{
    game_action list[GAME_RANDOM_MAX];
    int n = legal_special_body(s, list, GAME_RANDOM_MAX);
    return play_listed(s, rng, played, list, n);
}

/* Issue 13 (perf): the pick and the keep, half of a playout's steps, drawn
 * without writing their list: the draw is the same (gh_rng_below over the
 * list's length, gen_pick's ranks ascending, gen_keep's aside in order),
 * so the game is the same. play_fixed_one is asked only when the decision
 * has this one type (dec_ntypes 1: gen_pick's or gen_keep's list). */
static inline __attribute__((always_inline)) int
play_drawn(cit_state *s, game_action *played, int type, int arg,
           void (*run)(cit_state *, const game_action *, const game_event_sink *))
{
    game_action a = {.type = (uint16_t)type, .a = (int16_t)arg};
    if (played)
        *played = a;
    if (s->cfg.online) /* issue 12: online — the step it begins (nothing else) */
        cit_online_before(s, type, NULL);
    run(s, &a, NULL); /* = cit_actions[type].run, called straight */
    return 0;
}

/* The number of ranks in a pile (bits 1..9), from a table built before
 * main() runs: without -mpopcnt, __builtin_popcount is a call into libgcc
 * (a table walk, ~21 instructions plus the call, at every pick: issue 13). */
static uint8_t pile_counts[1u << CIT_MAX_RANK]; /* by pile >> 1 */

__attribute__((constructor)) static void build_pile_counts(void)
{
    for (unsigned m = 1; m < (1u << CIT_MAX_RANK); m++)
        pile_counts[m] = (uint8_t)(pile_counts[m >> 1] + (m & 1u));
}

/* The pick (= gen_pick: the pile's ranks, ascending) and the keep (=
 * gen_keep: the aside cards in order), each a function without a list. */
static __attribute__((noinline)) int play_pick(cit_state *s, gh_rng *rng, game_action *played)
{
    unsigned left = s->pile & (((1u << CIT_MAX_RANK) - 1) << 1);
    int n = pile_counts[left >> 1];
    if (n == 0)
        return -1;
    for (uint32_t k = gh_rng_below(rng, (uint32_t)n); k; k--)
        left &= left - 1;
    return play_drawn(s, played, CIT_A_PICK, __builtin_ctz(left), cit_run_pick);
}

static __attribute__((noinline)) int play_keep(cit_state *s, gh_rng *rng, game_action *played)
{
    int n = s->naside;
    if (n == 0)
        return -1;
    return play_drawn(s, played, CIT_A_KEEP, s->aside[gh_rng_below(rng, (uint32_t)n)],
                      cit_run_keep);
}

/* The playout steps under every other decision: the list, then the draw
 * and the run. Their 4 KB list and the registers they keep are a frame of
 * their own (issue 13). The income and the turn: the rule sets' bodies
 * inline (legal_turn_body; play_random_special for the online and
 * action-card rule sets). */
static __attribute__((noinline)) int play_turn_step(cit_state *s, gh_rng *rng,
                                                    game_action *played)
{
    if (s->cfg.online | s->cfg.action_cards)
        return play_random_special(s, rng, played);
    game_action list[GAME_RANDOM_MAX];
    int n = legal_turn_body(s, list, GAME_RANDOM_MAX);
    return play_listed(s, rng, played, list, n);
}

/* A fixed decision (dec_fixed) of one type but the pick's and the keep's. */
static __attribute__((noinline)) int play_one_step(cit_state *s, gh_rng *rng,
                                                   game_action *played)
{
    game_action list[GAME_RANDOM_MAX];
    int n = cit_actions[dec_types[s->decision][0]].gen(s, list, 0, GAME_RANDOM_MAX);
    return play_listed(s, rng, played, list, n);
}

/* A fixed decision of several types (walk_fixed). */
static __attribute__((noinline)) int play_fixed_step(cit_state *s, gh_rng *rng,
                                                     game_action *played)
{
    game_action list[GAME_RANDOM_MAX];
    int n = walk_fixed(s, list, GAME_RANDOM_MAX);
    return play_listed(s, rng, played, list, n);
}

/* A finished game's decision (CIT_DEC_GAME_OVER), or any past
 * CIT_DEC_COUNT: no type answers it. */
static int play_none(cit_state *s, gh_rng *rng, game_action *played)
{
    (void)s, (void)rng, (void)played;
    return -1;
}

/* The step each decision takes, by the state's byte (issue 13: one
 * indirect jump instead of a chain of tests): the drawn pick or keep when
 * the decision has that one type (dec_fixed, dec_ntypes 1), a listing
 * step for the others, play_none past CIT_DEC_COUNT. Built with dec_types. */
typedef int (*play_step_fn)(cit_state *s, gh_rng *rng, game_action *played);
static play_step_fn dec_step[256];

static void build_dec_step(void) /* called by build_dec_types, after its tables */
{
    for (int dec = 0; dec < 256; dec++) {
        dec_step[dec] = play_none;
        if (dec >= CIT_DEC_COUNT)
            continue;
        /* the same cases, in the same order, as legal_pending */
        if (!dec_fixed[dec])
            dec_step[dec] = play_turn_step;
        else if (dec_ntypes[dec] != 1)
            dec_step[dec] = play_fixed_step;
        else if (dec_types[dec][0] == CIT_A_PICK)
            dec_step[dec] = play_pick;
        else if (dec_types[dec][0] == CIT_A_KEEP)
            dec_step[dec] = play_keep;
        else
            dec_step[dec] = play_one_step;
    }
}

/* Issue 13 (perf): a random playout's step. The same list, draw and run as
 * bot_random_choose + cit_apply (test_bots plays both side by side and
 * compares the states byte for byte), minus apply()'s check that the
 * action is on the list it was just drawn from. A dispatch without a frame
 * (a tail call through dec_step): the pick and the keep, half the steps, do not pay the
 * listing step's saved registers and 4 KB list. Not inlined into its
 * caller (ops.c): small now, but the measure of the playout steps is
 * callgrind's --toggle-collect=cit_play_random (docs/benchmarks.md). */
__attribute__((noinline)) int cit_play_random(cit_state *s, gh_rng *rng, game_action *played)
{
    /* cit_legal's own tests but the phase's: a finished game's decision is
     * CIT_DEC_GAME_OVER (check.c), which no type answers */
    return dec_step[s->decision](s, rng, played);
}

/* test_dominion_bots.c — the Dominion engine's strategies (issue 14; the
 * levels bm, bmu, smithy, kingdom: src/dominion/strategy*.c):
 *   - the engine offers them by name through the game interface and the
 *     levels reach them; a game without them (Citadels) refuses the level
 *     (bot_choose -1) with a message naming the game;
 *   - every choice is one of legal()'s actions and apply() takes it, over
 *     thousands of random-kingdom games of every set and edition at 2-6
 *     players, with check() after every action and every game ending;
 *   - a strategy reads only what its seat may see: at every decision of
 *     those games, a state that differs in every other player's hand (cards
 *     swapped with their decks), in the order of every deck (the deciding
 *     seat's own too) and in the engine's generator gives the same choice;
 *   - apply() accepts exactly legal()'s actions and leaves the state as it
 *     was on a refusal (probed at every fourth decision of those games: a
 *     listed action and random ones; the phase decisions check one action
 *     instead of listing them all, legal.c);
 *   - the answers are sensible: a Militia's victim discards Victory cards
 *     first, a Moat is revealed, Chapel trashes the Curse and the Estate
 *     and keeps the Coppers of a thin deck, Throne Room plays the Smithy,
 *     the village goes before the terminal, Mine makes Silver a Gold, the
 *     kingdom bot buys the Witch at 5 (BMU a Silver, smithy its Smithy);
 *   - Intrigue's decisions, one test per sense (each fails when its answer
 *     is flipped, tried one line at a time): what Masquerade passes,
 *     Swindler gives, Wishing Well names, where Secret Passage places,
 *     what Courtyard puts back, Baron, Pawn, Steward, Nobles, Minion,
 *     Torturer's victim, Courtier, Lurker, Replace, Upgrade, Mill, Trading
 *     Post, Secret Chamber (revealed once, puts back what Militia would
 *     take), Diplomat, Conspirator, Coppersmith, Shanty Town, Mining
 *     Village, Bridge, Patrol;
 *   - the money bots play as the simulators say: with fixed seeds, Smithy
 *     Big Money beats Big Money Ultimate (about 3 : 1 in the simulators) and
 *     the kingdom bot beats it on base-game kingdoms. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <jansson.h>

#include "bots/bots.h"
#include "core/rng.h"
#include "dominion/engine.h"
#include "dominion/strategy.h"
#include "game/game.h"

static const char *const level_names[] = {"bm", "bmu", "smithy", "kingdom"};
enum { NLEVELS = 4 };

static int quick(void)
{
    const char *q = getenv("GH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

static void test_levels_and_refusal(void **unused)
{
    (void)unused;
    const game_ops *dom = game_find("dominion"), *cit = game_find("citadels");
    assert_non_null(dom);
    assert_non_null(dom->strategies);
    for (int i = 0; i < NLEVELS; i++) {
        const bot_level *lv = bot_level_find(level_names[i]);
        assert_non_null(lv);
        assert_true(bot_level_plays(lv, dom));
        if (cit) {
            assert_false(bot_level_plays(lv, cit));
            assert_non_null(strstr(bot_level_refusal(lv, cit), "does not play citadels"));
            void *cfg = calloc(1, cit->config_size), *st = calloc(1, cit->state_size);
            game_err e;
            assert_int_equal(cit->config_from_json(cfg, NULL, &e), 0);
            assert_int_equal(cit->setup(st, cfg, 1, &e), 0);
            game_decision d;
            cit->pending(st, &d);
            gh_rng rng;
            gh_rng_seed(&rng, 1);
            game_action a;
            assert_int_equal(bot_choose(lv, cit, st, d.seat, &rng, NULL, NULL, &a), -1);
            free(cfg);
            free(st);
        }
    }
    assert_non_null(strstr(bot_level_names(), "kingdom (dominion)"));
    assert_string_equal(bot_level_strongest_for(dom)->name, "kingdom");
    /* An unknown strategy, or a seat not deciding, is refused. */
    dom_config c;
    dom_config_default(&c);
    dom_state *s = calloc(1, sizeof *s);
    game_err e;
    assert_int_equal(dom->setup(s, &c, 7, &e), 0);
    game_action a;
    assert_int_equal(dom->strategy_choose("nonsense", s, s->pending.seat, NULL, &a), -1);
    assert_int_equal(dom->strategy_choose("bmu", s, 1 - s->pending.seat, NULL, &a), -1);
    free(s);
}

/* A state `seat` cannot tell from `s`: the other hands swapped card for
 * card with their decks, every deck shuffled, the engine's generator
 * reseeded. What the seat may see (its hand, the supply, the trash, the
 * counts, the aside cards) is untouched. */
static void disguise(const dom_state *s, int seat, uint64_t seed, dom_state *out)
{
    memcpy(out, s, sizeof *s);
    gh_rng r;
    gh_rng_seed(&r, seed);
    for (int q = 0; q < s->nseats; q++) {
        dom_player *p = &out->p[q];
        if (q != seat) {
            /* Each hand card may change places with a deck card. */
            for (int k = 1; k < DC_COUNT; k++)
                for (int h = p->hand[k]; h > 0 && p->deck_n; h--) {
                    int i = (int)gh_rng_below(&r, p->deck_n);
                    if (gh_rng_below(&r, 2)) {
                        int d = p->deck[i];
                        p->deck[i] = (uint8_t)k;
                        p->hand[k]--;
                        p->hand[d]++;
                    }
                }
        }
        gh_rng_shuffle_u8(&r, p->deck, p->deck_n);
    }
    gh_rng_seed(&out->rng, gh_rng_next(&r));
}

typedef struct run_stats {
    long long games, decisions, disguised, probed;
} run_stats;

/* Whether `x` is among acts[0..m) (legal() compares type and card only). */
static int listed(const game_action *acts, int m, const game_action *x)
{
    for (int i = 0; i < m; i++)
        if (acts[i].type == x->type && acts[i].a == x->a)
            return 1;
    return 0;
}

/* One game of the given levels by seat from `seed`; checks every choice. */
static void play(const dom_config *c, uint64_t seed, const int *levels, run_stats *rs,
                 game_outcome *out)
{
    const game_ops *dom = game_find("dominion");
    dom_state *s = calloc(1, sizeof *s), *t = calloc(1, sizeof *t);
    game_err e;
    assert_int_equal(dom->setup(s, c, seed, &e), 0);
    gh_rng rng;
    gh_rng_seed(&rng, seed * 31 + 7);
    int n = 0;
    while (!s->finished) {
        assert_true(n++ < 20000); /* every game ends */
        int seat = s->pending.seat;
        const bot_level *lv = bot_level_find(level_names[levels[seat]]);
        game_action a, b;
        gh_rng r2 = rng;
        assert_int_equal(bot_choose(lv, dom, s, seat, &rng, NULL, NULL, &a), 0);
        /* One of legal()'s actions. */
        game_action acts[DOM_KIND_MAX + 8];
        int m = dom->legal(s, seat, acts, (int)(sizeof acts / sizeof acts[0]));
        assert_true(listed(acts, m, &a));
        /* The seat's view only: the same choice in a disguised state. */
        disguise(s, seat, seed + (uint64_t)n, t);
        assert_int_equal(dom->strategy_choose(lv->strategy, t, seat, &r2, &b), 0);
        if (a.type != b.type || a.a != b.a)
            fail_msg("seed %llu decision %d (%s, seat %d, kind %d, card %d): %d/%d vs %d/%d",
                     (unsigned long long)seed, n, lv->name, seat, s->pending.kind,
                     s->pending.card, a.type, a.a, b.type, b.a);
        rs->disguised++;
        /* apply() takes exactly legal()'s actions and changes nothing on a
         * refusal (its phase decisions check one action, not the list). */
        if (n % 4 == 0)
            for (int tries = 0; tries < 3; tries++) {
                game_action x = {.type = (uint16_t)gh_rng_below(&rng, DA_COUNT),
                                 .a = (int16_t)((int)gh_rng_below(&rng, DC_COUNT + 2) - 1)};
                if (tries == 0 && m > 0)
                    x = acts[gh_rng_below(&rng, (uint32_t)m)];
                memcpy(t, s, sizeof *s);
                int r = dom->apply(t, seat, &x, NULL, &e);
                assert_int_equal(r == 0, listed(acts, m, &x));
                if (r < 0)
                    assert_memory_equal(t, s, sizeof *s);
                rs->probed++;
            }
        assert_int_equal(dom->apply(s, seat, &a, NULL, &e), 0);
        assert_int_equal(dom->check(s, &e), 0);
        rs->decisions++;
    }
    dom->outcome(s, out);
    rs->games++;
    free(s);
    free(t);
}

static void test_legal_and_view_only(void **unused)
{
    (void)unused;
    run_stats rs = {0};
    int per = quick() ? 40 : 400;
    gh_rng pick;
    gh_rng_seed(&pick, 2024);
    for (int players = 2; players <= 6; players++) {
        dom_config c;
        dom_config_default(&c);
        c.players = players;
        for (int g = 0; g < per; g++) {
            int levels[DOM_MAX_SEATS];
            for (int i = 0; i < players; i++)
                levels[i] = (int)gh_rng_below(&pick, NLEVELS);
            game_outcome out;
            play(&c, (uint64_t)(players * 100000 + g), levels, &rs, &out);
            assert_true(out.finished);
        }
    }
    printf("# %lld games, %lld decisions, each legal and the same in a disguised state; "
           "%lld actions probed: apply() takes exactly the listed ones\n",
           rs.games, rs.decisions, rs.probed);
    assert_true(rs.games >= 5 * 40);
}

/* Win share of level a against level b over `games` deals, each from both
 * seats (a shared first place counts a half). */
static double duel(const dom_config *c, int a, int b, int deals)
{
    run_stats rs = {0};
    double wins = 0;
    for (int g = 0; g < deals; g++)
        for (int first = 0; first < 2; first++) {
            int levels[2] = {first ? b : a, first ? a : b};
            game_outcome out;
            play(c, (uint64_t)(900000 + g), levels, &rs, &out);
            int me = first ? 1 : 0;
            if (out.place[me] == 1)
                wins += out.place[1 - me] == 1 ? 0.5 : 1.0;
        }
    return wins / (2.0 * deals);
}

static void test_strength(void **unused)
{
    (void)unused;
    int deals = quick() ? 60 : 200;
    dom_config c;
    dom_config_default(&c);
    c.preset = 1; /* the first recommended set: it has a Smithy */
    int smithy = -1;
    for (int i = 0; i < DOM_KINGDOM; i++)
        smithy = dom_presets[0].cards[i] == DC_SMITHY ? i : smithy;
    assert_true(smithy >= 0);
    double s = duel(&c, 2, 1, deals);
    printf("# smithy against bmu: %.1f %%\n", 100 * s);
    assert_true(s > 0.6);
    dom_config_default(&c);
    c.sets = 1u << DSET_BASE;
    double k = duel(&c, 3, 1, deals);
    printf("# kingdom against bmu, base-game kingdoms: %.1f %%\n", 100 * k);
    assert_true(k > 0.55);
}

/* ---- sensible answers, decision by decision ---- */

typedef struct pos {
    const game_ops *ops;
    dom_state *s;
} pos;

/* A two-player game of `kingdom` (wire names, comma-separated) with the
 * position `json` laid over it (the scenario format's "position"). */
static pos position_in(const char *kingdom, const char *json)
{
    pos p = {game_find("dominion"), calloc(1, sizeof(dom_state))};
    dom_config c;
    game_err e;
    char cfg_text[512] = "{\"players\": 2, \"kingdom\": [\"";
    size_t n = strlen(cfg_text);
    for (const char *k = kingdom; *k && n < sizeof cfg_text - 8; k++)
        n += (size_t)(*k == ',' ? snprintf(cfg_text + n, sizeof cfg_text - n, "\", \"")
                                : snprintf(cfg_text + n, sizeof cfg_text - n, "%c", *k));
    snprintf(cfg_text + n, sizeof cfg_text - n, "\"]}");
    json_t *cfg = json_loads(cfg_text, 0, NULL);
    assert_non_null(cfg);
    if (p.ops->config_from_json(&c, cfg, &e) < 0)
        fail_msg("config %s: %s", cfg_text, e.msg);
    json_decref(cfg);
    assert_int_equal(p.ops->setup(p.s, &c, 5, &e), 0);
    json_t *j = json_loads(json, 0, NULL);
    assert_non_null(j);
    if (p.ops->position_from_json(p.s, j, &e) < 0)
        fail_msg("position: %s", e.msg);
    json_decref(j);
    return p;
}

static pos position(const char *json)
{
    return position_in("cellar,chapel,moat,village,militia,smithy,throne_room,library,mine,witch",
                       json);
}

/* The strategy's choice for the deciding seat: "type:card", "type:N" for an
 * option or a place, "type:" otherwise. */
static const char *choice(const pos *p, const char *level)
{
    static char buf[64];
    game_action a;
    assert_int_equal(p->ops->strategy_choose(level, p->s, p->s->pending.seat, NULL, &a), 0);
    json_t *j = p->ops->action_to_json(p->s, &a);
    json_t *card = json_object_get(j, "card");
    json_t *num = json_object_get(j, "option");
    num = num ? num : json_object_get(j, "position");
    const char *type = json_string_value(json_object_get(j, "type"));
    if (num)
        snprintf(buf, sizeof buf, "%s:%d", type, (int)json_integer_value(num));
    else
        snprintf(buf, sizeof buf, "%s:%s", type, card ? json_string_value(card) : "");
    json_decref(j);
    return buf;
}

static void step(pos *p, const char *level)
{
    game_action a;
    game_err e;
    assert_int_equal(p->ops->strategy_choose(level, p->s, p->s->pending.seat, NULL, &a), 0);
    assert_int_equal(p->ops->apply(p->s, p->s->pending.seat, &a, NULL, &e), 0);
}

/* Asserts the kingdom bot's choice is `want`, then takes it. */
#define EXPECT(p, want)                                                                            \
    do {                                                                                           \
        assert_string_equal(choice(&(p), "kingdom"), (want));                                      \
        step(&(p), "kingdom");                                                                     \
    } while (0)

static void test_sensible_answers(void **unused)
{
    (void)unused;
    const char *deck = "\"deck\": [\"copper\", \"copper\", \"silver\", \"estate\", \"copper\", "
                       "\"gold\", \"copper\", \"copper\"]";
    char buf[1024];
    /* Militia: the victim discards its Victory cards first. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\", \"copper\", "
             "\"copper\", \"copper\", \"copper\"], %s}, {\"hand\": [\"gold\", \"estate\", "
             "\"silver\", \"duchy\", \"copper\"], %s}]}", deck, deck);
    pos p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:militia");
    step(&p, "kingdom");
    assert_int_equal(p.s->pending.seat, 1);
    for (int i = 0; i < 2; i++) { /* the Estate and the Duchy, in either order */
        const char *c1 = choice(&p, "bmu");
        assert_true(strcmp(c1, "choose_card:estate") == 0 || strcmp(c1, "choose_card:duchy") == 0);
        step(&p, "bmu");
    }
    free(p.s);
    /* Moat is revealed when attacked. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"witch\", \"copper\", "
             "\"copper\", \"copper\", \"copper\"], %s}, {\"hand\": [\"moat\", \"estate\", "
             "\"silver\", \"duchy\", \"copper\"], %s}]}", deck, deck);
    p = position(buf);
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "bm"), "reveal:moat");
    free(p.s);
    /* Chapel: Curses and Estates go, Coppers stay in a thin deck; then done. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"chapel\", \"curse\", "
             "\"estate\", \"copper\", \"silver\"], \"deck\": [\"copper\", \"estate\", "
             "\"copper\"]}, {}]}");
    p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:chapel");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:curse");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:estate");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "done:");
    free(p.s);
    /* Throne Room first, on the Smithy. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"throne_room\", "
             "\"smithy\", \"copper\", \"copper\", \"estate\"], %s}, {}]}", deck);
    p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:throne_room");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:smithy");
    free(p.s);
    /* Village before the terminals; Mine turns the Silver into a Gold. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"mine\", \"village\", "
             "\"copper\", \"silver\", \"estate\"], %s}, {}]}", deck);
    p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:village");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "play:mine");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:silver");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_pile:gold");
    free(p.s);
    /* The kingdom bot buys a Witch with its first 5; BMU a Silver. */
    p = position("{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 5}, "
                 "\"players\": [{\"hand\": []}, {}]}");
    assert_string_equal(choice(&p, "kingdom"), "buy:witch");
    assert_string_equal(choice(&p, "bmu"), "buy:silver");
    assert_string_equal(choice(&p, "smithy"), "buy:smithy");
    free(p.s);
}

/* ---- Intrigue's decisions, one sense each (each test fails when its
 * answer is flipped: tried, one line each) ---- */

#define KA "masquerade,swindler,wishing_well,secret_passage,courtyard,pawn,steward,nobles,minion,torturer"
#define KB "courtier,lurker,replace,mill,trading_post,upgrade,baron,conspirator,coppersmith,cellar"
#define KC "militia,secret_chamber,diplomat,witch,shanty_town,smithy,village,mining_village,bridge,patrol"
#define KD "conspirator,coppersmith,village,smithy,baron,mining_village,bridge,shanty_town,great_hall,duke"
/* A discard pile of Gold: more than 18 coins of Treasure, so the strategy
 * buys a Province with 8 (BMU's rule). */
#define RICH "\"discard\": [\"gold\", \"gold\", \"gold\", \"gold\"]"
/* Two Provinces left: the game's end is near. */
#define LATE "\"supply\": {\"province\": 2}"

/* Plays the Action `wire` for the active seat (whatever the bot would play). */
static void play_card(pos *p, const char *wire)
{
    game_action a = {.type = DA_PLAY, .a = (int16_t)dom_card_by_wire(wire)};
    game_err e;
    assert_int_equal(p->ops->apply(p->s, p->s->pending.seat, &a, NULL, &e), 0);
}

/* Masquerade: pass the card that costs least to lose and to give (a Copper,
 * not a Province — the Province is what dom_keep_value would discard
 * first); the victim passes its Curse, which is then trashed. */
static void test_masquerade_pass(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"masquerade\", "
                            "\"province\", \"copper\", \"gold\"], \"deck\": [\"silver\", "
                            "\"silver\"]}, {\"hand\": [\"curse\", \"duchy\", \"gold\", "
                            "\"silver\", \"silver\"]}]}");
    EXPECT(p, "play:masquerade");
    EXPECT(p, "choose_card:copper");
    EXPECT(p, "choose_card:curse");
    EXPECT(p, "choose_card:curse"); /* trashed */
    free(p.s);
}

/* Swindler: the victim's card of the trashed card's cost is the worst for
 * them: a Duchy early (it clogs), late not a Duchy (points) nor an Attack,
 * a terminal (Library). */
static void test_swindler_gift(void **unused)
{
    (void)unused;
    const char *k = "swindler,library,upgrade,torturer,minion,festival,cellar,moat,village,market";
    const char *early = "{\"active\": 0, \"players\": [{\"hand\": [\"swindler\", \"copper\"]}, "
                        "{\"hand\": [\"copper\"], \"deck\": [\"copper\", \"market\"]}]}";
    pos p = position_in(k, early);
    EXPECT(p, "play:swindler");
    EXPECT(p, "choose_pile:duchy");
    free(p.s);
    p = position_in(k, "{\"active\": 0, " LATE ", \"players\": [{\"hand\": [\"swindler\", "
                       "\"copper\"]}, {\"hand\": [\"copper\"], \"deck\": [\"copper\", "
                       "\"market\"]}]}");
    EXPECT(p, "play:swindler");
    EXPECT(p, "choose_pile:library");
    free(p.s);
}

/* Wishing Well names the commonest card where the next card comes from:
 * the deck, or, when the deck is empty, the discard pile it is shuffled
 * from. */
static void test_wishing_well_name(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"wishing_well\", "
                            "\"copper\"], \"deck\": [\"silver\", \"silver\", \"copper\", "
                            "\"silver\", \"gold\"]}, {}]}");
    EXPECT(p, "play:wishing_well");
    EXPECT(p, "choose_pile:silver");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"wishing_well\", "
                        "\"copper\"], \"deck\": [\"gold\"], \"discard\": [\"copper\", "
                        "\"estate\", \"estate\", \"estate\"]}, {}]}");
    EXPECT(p, "play:wishing_well");
    EXPECT(p, "choose_pile:estate");
    free(p.s);
}

/* Secret Passage: with no Treasure to spare (6 coins buy a Gold, 5 would
 * not) a Victory card goes, and to the bottom of the deck, not on top. */
static void test_secret_passage_place(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"secret_passage\", "
                            "\"estate\", \"gold\", \"silver\"], \"deck\": [\"copper\", "
                            "\"copper\", \"copper\", \"copper\", \"copper\", \"copper\", "
                            "\"copper\", \"duchy\"]}, {}]}");
    EXPECT(p, "play:secret_passage");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_position:6");
    free(p.s);
}

/* Courtyard: 8 coins buy a Province and 7 would not, so no Copper goes
 * back: a Victory card does (dead now, and the buy keeps its coins). A
 * Treasure the buy can spare goes back first. */
static void test_courtyard_topdeck(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"courtyard\", \"gold\", "
                            "\"gold\", \"copper\", \"copper\"], \"deck\": [\"copper\", "
                            "\"duchy\", \"estate\", \"estate\"], " RICH "}, {}]}");
    EXPECT(p, "play:courtyard");
    EXPECT(p, "choose_card:estate");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"courtyard\", \"gold\", "
                        "\"gold\", \"gold\", \"copper\"], \"deck\": [\"copper\", "
                        "\"duchy\", \"estate\", \"gold\"], " RICH "}, {}]}");
    EXPECT(p, "play:courtyard");
    EXPECT(p, "choose_card:gold"); /* 13 coins: a Gold to spare for the next hand */
    free(p.s);
}

/* Baron discards its Estate for +4 coins rather than gain another. */
static void test_baron_discards(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"baron\", \"estate\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:baron");
    EXPECT(p, "yes:");
    free(p.s);
}

/* Pawn: +action and +card with an Action waiting and none left; +coin
 * first when one more coin buys a Province. */
static void test_pawn_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"pawn\", \"courtyard\", "
                            "\"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:pawn");
    EXPECT(p, "choose_option:1");
    EXPECT(p, "choose_option:0");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"pawn\", \"gold\", \"gold\", "
                        "\"copper\"], \"deck\": [\"estate\"], " RICH "}, {}]}");
    EXPECT(p, "play:pawn");
    EXPECT(p, "choose_option:3");
    free(p.s);
}

/* Steward: trash two with a Curse and an Estate in hand; +2 coins when
 * they make the 6 a Province. */
static void test_steward_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"steward\", \"curse\", "
                            "\"estate\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:steward");
    EXPECT(p, "choose_option:2");
    EXPECT(p, "choose_card:curse");
    EXPECT(p, "choose_card:estate");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"steward\", \"gold\", "
                        "\"gold\"], " RICH "}, {}]}");
    EXPECT(p, "play:steward");
    EXPECT(p, "choose_option:1");
    free(p.s);
}

/* Nobles: first, for +2 actions, with a terminal waiting and one action;
 * +3 cards when an action is left for that terminal anyway. */
static void test_nobles_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"nobles\", \"courtyard\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:nobles");
    EXPECT(p, "choose_option:1");
    EXPECT(p, "play:courtyard");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"turn\": {\"actions\": 2}, \"players\": [{\"hand\": "
                        "[\"nobles\", \"courtyard\", \"copper\"]}, {}]}");
    play_card(&p, "nobles");
    EXPECT(p, "choose_option:0");
    free(p.s);
}

/* Minion: +2 coins with another Action to play; a poor hand (three
 * Estates and a Copper) is swapped for four cards of a rich deck. */
static void test_minion_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"minion\", \"minion\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:minion");
    EXPECT(p, "choose_option:0");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"minion\", \"estate\", "
                        "\"estate\", \"estate\", \"copper\"], \"deck\": [\"gold\", \"gold\", "
                        "\"gold\", \"gold\", \"gold\"], \"discard\": []}, {}]}");
    EXPECT(p, "play:minion");
    EXPECT(p, "choose_option:1");
    free(p.s);
}

/* Torturer's victim discards two while Curses remain, takes the "Curse"
 * when none is left (it then costs nothing). */
static void test_torturer_victim(void **unused)
{
    (void)unused;
    const char *h = "\"players\": [{\"hand\": [\"torturer\", \"copper\"]}, {\"hand\": [\"copper\", "
                    "\"copper\", \"silver\", \"silver\", \"gold\"]}]}";
    char buf[512];
    snprintf(buf, sizeof buf, "{\"active\": 0, %s", h);
    pos p = position_in(KA, buf);
    EXPECT(p, "play:torturer");
    EXPECT(p, "choose_option:0");
    free(p.s);
    snprintf(buf, sizeof buf, "{\"active\": 0, \"supply\": {\"curse\": 0}, %s", h);
    p = position_in(KA, buf);
    EXPECT(p, "play:torturer");
    EXPECT(p, "choose_option:1");
    free(p.s);
}

/* Courtier: early the Gold; +3 coins when they make 5 a Province. */
static void test_courtier_options(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"courtier\", \"estate\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:courtier");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_option:3");
    free(p.s);
    p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"courtier\", \"estate\", "
                        "\"gold\", \"copper\", \"copper\"], " RICH "}, {}]}");
    EXPECT(p, "play:courtier");
    EXPECT(p, "choose_card:gold"); /* one type as the Estate: either */
    EXPECT(p, "choose_option:2");
    free(p.s);
}

/* Lurker gains the best Action in the trash (a Torturer, not the Cellar). */
static void test_lurker_gain(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"trash\": [\"cellar\", \"torturer\"], \"players\": "
                            "[{\"hand\": [\"lurker\", \"copper\"]}, {}]}");
    EXPECT(p, "play:lurker");
    EXPECT(p, "choose_option:1");
    EXPECT(p, "choose_trash:torturer");
    free(p.s);
}

/* Replace late trashes the Gold (it becomes Victory points), not the
 * Province (a Province again at best). */
static void test_replace_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, " LATE ", \"players\": [{\"hand\": [\"replace\", "
                            "\"gold\", \"province\", \"copper\"]}, {}]}");
    EXPECT(p, "play:replace");
    EXPECT(p, "choose_card:gold");
    free(p.s);
}

/* Upgrade: an Estate becomes a Silver; late, with a Province, a Gold and
 * Coppers in hand, a Copper goes (nothing costs 1), not the Province. */
static void test_upgrade_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"upgrade\", \"estate\", "
                            "\"gold\", \"province\"], \"deck\": [\"silver\"]}, {}]}");
    EXPECT(p, "play:upgrade");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_pile:silver");
    free(p.s);
    p = position_in(KB, "{\"active\": 0, " LATE ", \"players\": [{\"hand\": [\"upgrade\", "
                        "\"province\", \"gold\", \"copper\"], \"deck\": [\"copper\"]}, {}]}");
    EXPECT(p, "play:upgrade");
    EXPECT(p, "choose_card:copper");
    free(p.s);
}

/* Mill: an Estate and a Duchy go for +2 coins; an Estate and a Gold do
 * not (the second discard must follow the first). */
static void test_mill_discard(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"mill\", \"estate\", "
                            "\"gold\"], \"deck\": [\"gold\"]}, {}]}");
    EXPECT(p, "play:mill");
    EXPECT(p, "done:");
    free(p.s);
    p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"mill\", \"estate\", "
                        "\"duchy\"], \"deck\": [\"copper\"]}, {}]}");
    EXPECT(p, "play:mill");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_card:duchy");
    free(p.s);
}

/* Trading Post trashes the Estate and the Copper, never the Province. */
static void test_trading_post_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"trading_post\", "
                            "\"province\", \"estate\", \"copper\", \"gold\"]}, {}]}");
    EXPECT(p, "play:trading_post");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_card:copper");
    free(p.s);
}

/* Secret Chamber against Militia: revealed; of the seven cards the best
 * three stay for the discard, the next best go safe onto the deck (a
 * Silver, then the Chamber); revealed once: with the Chamber still in
 * hand after its put-back, the next ask is declined. */
static void test_secret_chamber_react(void **unused)
{
    (void)unused;
    pos p = position_in(KC, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\", \"copper\", "
                            "\"copper\"]}, {\"hand\": [\"secret_chamber\", \"gold\", \"silver\", "
                            "\"silver\", \"copper\"], \"deck\": [\"copper\", \"estate\", "
                            "\"gold\"]}]}");
    EXPECT(p, "play:militia");
    EXPECT(p, "reveal:secret_chamber");
    EXPECT(p, "choose_card:silver");
    EXPECT(p, "choose_card:secret_chamber");
    assert_int_equal(p.s->pending.purpose, DU_DISCARD); /* the Militia's discard */
    EXPECT(p, "choose_card:estate");
    free(p.s);
    p = position_in(KC, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\", \"copper\"]}, "
                        "{\"hand\": [\"secret_chamber\", \"estate\", \"estate\", \"estate\", "
                        "\"estate\"], \"deck\": [\"estate\", \"estate\"]}]}");
    EXPECT(p, "play:militia");
    EXPECT(p, "reveal:secret_chamber");
    step(&p, "kingdom");
    step(&p, "kingdom");
    assert_int_equal(p.s->pending.kind, DD_REACT);
    EXPECT(p, "done:");
    free(p.s);
}

/* Diplomat reacts to Militia (three cards are left anyway), not to Witch
 * (it would leave a hand of four for nothing). */
static void test_diplomat_react(void **unused)
{
    (void)unused;
    const char *victim = "{\"hand\": [\"diplomat\", \"copper\", \"copper\", \"copper\", "
                         "\"copper\"]}]}";
    char buf[512];
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\"]}, %s", victim);
    pos p = position_in(KC, buf);
    EXPECT(p, "play:militia");
    EXPECT(p, "reveal:diplomat");
    free(p.s);
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"witch\"]}, %s", victim);
    p = position_in(KC, buf);
    EXPECT(p, "play:witch");
    EXPECT(p, "done:");
    free(p.s);
}

/* Conspirator waits until two other Actions were played (then it is a
 * cantrip): Village, Smithy, Conspirator. */
static void test_conspirator_order(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"conspirator\", "
                            "\"smithy\", \"village\", \"copper\"], \"deck\": [\"copper\", "
                            "\"copper\", \"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:village");
    EXPECT(p, "play:smithy");
    EXPECT(p, "play:conspirator");
    assert_int_equal(p.s->turn.actions, 1); /* it gave +1 action */
    free(p.s);
}

/* Coppersmith is the terminal to play with three Coppers in hand, not
 * with none. */
static void test_coppersmith_play(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"coppersmith\", "
                            "\"smithy\", \"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:coppersmith");
    free(p.s);
    p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"coppersmith\", \"smithy\", "
                        "\"silver\", \"silver\"]}, {}]}");
    EXPECT(p, "play:smithy");
    free(p.s);
}

/* Shanty Town before the Smithy (its +2 actions let the Smithy follow). */
static void test_shanty_town_first(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"shanty_town\", "
                            "\"smithy\", \"copper\"]}, {}]}");
    EXPECT(p, "play:shanty_town");
    EXPECT(p, "play:smithy");
    free(p.s);
}

/* Mining Village is trashed for +2 coins when they buy a Province instead
 * of a Gold, not for a Gold either way. */
static void test_mining_village_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"mining_village\", "
                            "\"gold\", \"gold\"], \"deck\": [\"copper\"], " RICH "}, {}]}");
    EXPECT(p, "play:mining_village");
    EXPECT(p, "yes:");
    free(p.s);
    p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"mining_village\", "
                        "\"gold\", \"gold\"], \"deck\": [\"copper\"]}, {}]}");
    EXPECT(p, "play:mining_village");
    EXPECT(p, "no:");
    free(p.s);
}

/* Bridge: a Province costs 7 after it. */
static void test_bridge_buy(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"bridge\", \"gold\", "
                            "\"gold\"], " RICH "}, {}]}");
    EXPECT(p, "play:bridge");
    EXPECT(p, "play_treasures:");
    EXPECT(p, "buy:province");
    free(p.s);
}

/* Patrol puts the revealed cards back worst first (it ends lowest): the
 * Copper under the Silver and the Gold; the Estate goes to the hand. */
static void test_patrol_order(void **unused)
{
    (void)unused;
    pos p = position_in(KC, "{\"active\": 0, \"players\": [{\"hand\": [\"patrol\"], \"deck\": "
                            "[\"copper\", \"silver\", \"estate\", \"copper\", \"gold\", "
                            "\"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:patrol");
    EXPECT(p, "choose_aside:copper");
    free(p.s);
}

/* Intrigue's Victory cards: a Harem over a Gold; a Duke over a Duchy once
 * four Duchies are owned; late a Great Hall over a Silver. */
static void test_victory_buys(void **unused)
{
    (void)unused;
    const char *k = "nobles,replace,baron,ironworks,harem,duke,courtier,masquerade,mill,great_hall";
    pos p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 6}, "
                           "\"players\": [{\"hand\": []}, {}]}");
    EXPECT(p, "buy:harem");
    free(p.s);
    p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 5}, " LATE ", "
                       "\"players\": [{\"hand\": [], \"discard\": [\"duchy\", \"duchy\", "
                       "\"duchy\", \"duchy\"]}, {}]}");
    EXPECT(p, "buy:duke");
    free(p.s);
    p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 5}, " LATE ", "
                       "\"players\": [{\"hand\": []}, {}]}");
    EXPECT(p, "buy:duchy");
    free(p.s);
    p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 3}, "
                       "\"supply\": {\"province\": 3}, "
                       "\"players\": [{\"hand\": [], \"discard\": [\"patrol\"]}, {}]}");
    EXPECT(p, "buy:great_hall");
    free(p.s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levels_and_refusal),
        cmocka_unit_test(test_legal_and_view_only),
        cmocka_unit_test(test_strength),
        cmocka_unit_test(test_sensible_answers),
        cmocka_unit_test(test_masquerade_pass),
        cmocka_unit_test(test_swindler_gift),
        cmocka_unit_test(test_wishing_well_name),
        cmocka_unit_test(test_secret_passage_place),
        cmocka_unit_test(test_courtyard_topdeck),
        cmocka_unit_test(test_baron_discards),
        cmocka_unit_test(test_pawn_options),
        cmocka_unit_test(test_steward_options),
        cmocka_unit_test(test_nobles_options),
        cmocka_unit_test(test_minion_options),
        cmocka_unit_test(test_torturer_victim),
        cmocka_unit_test(test_courtier_options),
        cmocka_unit_test(test_lurker_gain),
        cmocka_unit_test(test_replace_trash),
        cmocka_unit_test(test_upgrade_trash),
        cmocka_unit_test(test_mill_discard),
        cmocka_unit_test(test_trading_post_trash),
        cmocka_unit_test(test_secret_chamber_react),
        cmocka_unit_test(test_diplomat_react),
        cmocka_unit_test(test_conspirator_order),
        cmocka_unit_test(test_coppersmith_play),
        cmocka_unit_test(test_shanty_town_first),
        cmocka_unit_test(test_mining_village_trash),
        cmocka_unit_test(test_bridge_buy),
        cmocka_unit_test(test_patrol_order),
        cmocka_unit_test(test_victory_buys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

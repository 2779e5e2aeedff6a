/* test_undo_engine.c — which Citadels moves may be taken back
 * (game_ops.undoable, src/citadels/undo.c; the reading is docs/engine.md,
 * "Undo"), and the undo chain every replay shares (src/game/undo_log.c).
 *
 *   - Every action type, met in real play (seeded games with the Artist and
 *     the first game's 14 uniques, the Laboratory, Smithy, Thieves' Den and
 *     Library among them, in the deck: a game has exactly 14), played
 *     by a policy that rarely ends a turn early): each move of a type on the
 *     list is undoable, each of any other type is not, and every type of the
 *     engine was met at least once.
 *   - The state checks alone refuse what reveals something, whatever the
 *     type says: a draw, a changed RNG, a changed hand of another seat, a
 *     card new to the player, another seat or turn deciding afterwards.
 *   - The chain: rebuilding without the last move gives exactly the state
 *     before it; the refusals (nothing_to_undo, cannot_undo, undo_limit,
 *     not_your_turn); a log with undo records replays to the same state as
 *     the log without the undone moves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"
#include "game/undo_log.h"

static const int expected[CIT_A_COUNT] = {
    [CIT_A_TAKE_GOLD] = 1,    [CIT_A_KEEP] = 1,         [CIT_A_BUILD] = 1,
    [CIT_A_TYPE_INCOME] = 1,  [CIT_A_KILL] = 1,         [CIT_A_STEAL] = 1,
    [CIT_A_MAGIC_DISCARD] = 1, [CIT_A_MERCHANT_GOLD] = 1, [CIT_A_DESTROY] = 1,
    [CIT_A_BEAUTIFY] = 1,     [CIT_A_LAB_DISCARD] = 1,  [CIT_A_DEN_CARD] = 1,
    [CIT_A_DEN_GOLD] = 1,     [CIT_A_DEN_CANCEL] = 1,
    /* 0: PICK, DISCARD, DRAW_CARDS, END_TURN, SWAP_HANDS, MAGIC_DONE,
     * ARCHITECT_DRAW, SMITHY */
    /* issue 11: districts — none undoable (not on undo.c's list):
     * ARMORY, MUSEUM_TUCK, THEATER_SWAP/PASS, GRAVEYARD_BUY/PASS, LIGHTHOUSE_TAKE */
};

static const game_ops *ops(void)
{
    const game_ops *o = game_find("citadels");
    assert_non_null(o);
    assert_non_null(o->undoable);
    return o;
}

/* Sets up a game from a config object (consumed); a refused config fails. */
static void setup_from(cit_state *s, json_t *cj, uint64_t seed)
{
    assert_non_null(cj);
    cit_config cfg;
    game_err e = {0};
    if (cit_config_from_json(&cfg, cj, &e) != 0)
        fail_msg("config: %s", e.msg);
    json_decref(cj);
    assert_int_equal(cit_setup(s, &cfg, seed, &e), 0);
}

static void setup_game(cit_state *s, int players, uint64_t seed)
{
    /* The Artist (rank 9) plays with 4 to 7; 2 players bring discard_character. */
    json_t *cj = players < 4 ? json_pack("{si}", "players", players)
                             : json_pack("{si s[sssssssss]}", "players", players, "characters", "assassin",
                   "thief", "magician", "king", "bishop", "merchant", "architect", "warlord",
                   "artist");
    setup_from(s, cj, seed);
}

/* --- issue 11: court --- the court's characters in two lineups (the Kaiser
 * needs 3 players), so every court action is met in play. */
static const char *const court_lineups[2][8] = {
    {"assassin", "thief", "wizard", "emperor", "abbot", "merchant", "navigator", "warlord"},
    {"assassin", "thief", "seer", "patrician", "cardinal", "merchant", "scholar", "warlord"},
};

static void setup_court_game(cit_state *s, int players, int lineup, uint64_t seed)
{
    const char *const *c = court_lineups[lineup];
    json_t *cj = json_pack("{si s[ssssssss]}", "players", players, "characters", c[0], c[1],
                           c[2], c[3], c[4], c[5], c[6], c[7]);
    setup_from(s, cj, seed);
}

/* A game has exactly 14 unique districts (setup slice): each config below
 * names the cards it is about, this fills the rest from a fixed list. */
static void pad_uniques(json_t *cj)
{
    static const char *const fill[] = {"dragon_gate", "factory", "haunted_quarter",
                                       "imperial_treasury", "laboratory", "library", "map_room",
                                       "quarry", "school_of_magic", "smithy", "statue",
                                       "thieves_den", "wishing_well", "keep", "park", "poor_house"};
    json_t *u = json_object_get(cj, "uniques");
    for (size_t i = 0; i < sizeof fill / sizeof fill[0] && json_array_size(u) < 14; i++) {
        size_t k;
        json_t *v;
        int have = 0;
        json_array_foreach(u, k, v) have |= strcmp(json_string_value(v), fill[i]) == 0;
        if (!have)
            json_array_append_new(u, json_string(fill[i]));
    }
}

/* issue 11: districts — a game with the districts slice's action cards in
 * the deck (the default games above never meet them). */
static void setup_districts_game(cit_state *s, int players, uint64_t seed)
{
    json_t *cj = json_pack("{si s[sssssss]}", "players", players, "uniques", "armory", "museum",
                           "theater", "graveyard", "lighthouse", "throne_room", "hospital");
    pad_uniques(cj);
    setup_from(s, cj, seed);
}
/* --- end issue 11: court --- */

static uint64_t next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* A legal action, ending the turn only when nothing else is left or one
 * time in eight, so abilities and districts get used. */
static game_action choose(const cit_state *s, uint64_t *x)
{
    static game_action acts[CIT_LEGAL_MAX];
    int n = cit_legal(s, s->dec_seat, acts, CIT_LEGAL_MAX);
    assert_true(n > 0);
    if (n > CIT_LEGAL_MAX)
        n = CIT_LEGAL_MAX;
    int others = 0;
    for (int i = 0; i < n; i++)
        others += acts[i].type != CIT_A_END_TURN;
    if (others == 0 || next(x) % 8 == 0)
        return acts[next(x) % (uint64_t)n];
    int k = (int)(next(x) % (uint64_t)others);
    for (int i = 0; i < n; i++)
        if (acts[i].type != CIT_A_END_TURN && k-- == 0)
            return acts[i];
    return acts[0];
}

/* --- issue 11: agents: lineups with the Hexe and the Spion, and with the
 * Magistrat and the Erpresserin, so their actions are met in play --- */
static void setup_agents_game(cit_state *s, int players, uint64_t seed, int variant)
{
    json_t *cj = json_pack("{si s[ssssssss] s[ssss]}", "players", players, "characters",
                           variant ? "magistrate" : "witch", variant ? "blackmailer" : "spy",
                           "magician", "king", "bishop", "merchant", "architect", "warlord",
                           "uniques", "laboratory", "smithy", "thieves_den", "library");
    pad_uniques(cj);
    setup_from(s, cj, seed);
}

/* Whether move `a` of `seat`, which turned `before` into `s`, may be taken
 * back: its type's expectation, unless the move handed the game on or showed
 * something (the readings in docs/engine.md "Undo" and D12-18). */
static int want_undoable(const cit_state *before, const cit_state *s, int seat,
                         const game_action *a)
{
    /* issue 11: agents: a build the Magistrat decides on, a bewitched
     * holder's income (his turn ends), pass the decision to another
     * seat or turn, which no undo may take back */
    if (s->dec_seat != seat || s->called_rank != before->called_rank ||
        s->active != before->active)
        return 0;
    /* issue 11: court — the Patrizier's and Kardinal's income draws cards */
    if (a->type == CIT_A_TYPE_INCOME &&
        cit_characters[cit_active_char(before)].income_res != CIT_RES_GOLD)
        return 0;
    /* issue 11: districts — a destruction the Friedhof's owner now decides
     * on hands the game to another seat */
    if (a->type == CIT_A_DESTROY && s->decision == CIT_DEC_GRAVEYARD)
        return 0;
    /* C12-2: under the classic rules the unkept card lies face up on the
     * open pile: the table has seen it, the keep stands (a district from a
     * city was public before) */
    for (int i = before->ndiscard; i < s->ndiscard; i++) {
        int public_before = 0;
        for (int p = 0; p < before->cfg.nplayers; p++)
            for (int c = 0; c < before->players[p].ncity; c++)
                public_before |= before->players[p].city[c] == s->discard[i];
        if (!public_before)
            return 0;
    }
    /* C12-1: the emptied deck refilled from the pile (even by the one card
     * just discarded): a new deck */
    if (cit_classic(s) && (s->ndiscard < before->ndiscard || s->deck_head != before->deck_head))
        return 0;
    return expected[a->type];
}

static void test_every_type_in_play(void **state)
{
    (void)state;
    const game_ops *o = ops();
    static cit_state s, before;
    int seen[CIT_A_COUNT] = {0};
    uint64_t x = 88172645463325252ULL;
    /* issue 11: games 60..99 play the agents' lineups, 100..139 the court's,
     * 140..199 the districts' */
    for (int game = 0; game < 60 + 40 + 40 + 60; game++) {
        if (game < 60)
            setup_game(&s, 2 + game % 5, 1000 + (uint64_t)game);
        else if (game < 100) /* issue 11: agents */
            setup_agents_game(&s, (int[]){2, 4, 5, 6, 7}[game % 5], 1000 + (uint64_t)game, game % 2);
        else if (game < 140) /* issue 11: court */
            setup_court_game(&s, 4 + game % 4, game % 2, 1000 + (uint64_t)game);
        else /* issue 11: districts */
            setup_districts_game(&s, 2 + game % 5, 5000 + (uint64_t)game);
        for (int step = 0; step < 3000 && s.phase != CIT_PHASE_OVER; step++) {
            game_action a = choose(&s, &x);
            int seat = s.dec_seat;
            before = s;
            game_err e = {0};
            assert_int_equal(cit_apply(&s, seat, &a, NULL, &e), 0);
            int got = o->undoable(&before, &s, seat, &a);
            int want = want_undoable(&before, &s, seat, &a);
            if (got != want)
                fail_msg("%s by seat %d: undoable %d, expected %d", cit_action_wire[a.type], seat,
                         got, want);
            seen[a.type]++;
        }
    }
    /* --- issue 11: builders: games with the builders' cards --- */
    static const char *const builders[][3] = {{"trader", "diplomat", "tax_collector"},
                                              {"alchemist", "marshal", "queen"}};
    for (int game = 0; game < 40; game++) {
        const char *const *b = builders[game % 2];
        json_t *cj = json_pack("{si s[sssssssss] s[ssssss]}", "players", 5 + game % 2,
                               "characters", "assassin", "thief", "magician", "king", "bishop",
                               b[0], "architect", b[1], b[2], "uniques", "framework",
                               "necropolis", "stables", "monument", "great_wall", "bell_tower");
        pad_uniques(cj);
        setup_from(&s, cj, 5000 + (uint64_t)game);
        game_err e = {0};
        for (int step = 0; step < 3000 && s.phase != CIT_PHASE_OVER; step++) {
            game_action a = choose(&s, &x);
            int seat = s.dec_seat;
            before = s;
            assert_int_equal(cit_apply(&s, seat, &a, NULL, &e), 0);
            int got = o->undoable(&before, &s, seat, &a);
            int want = expected[a.type];
            if (got != want)
                fail_msg("%s by seat %d: undoable %d, expected %d", cit_action_wire[a.type], seat,
                         got, want);
            seen[a.type]++;
        }
    }
    /* --- end of issue 11: builders --- */
    /* --- issue 12: action cards: games of the 2016-actions rule set, with
     * the five characters Rasputin protects against. None of the action
     * cards' moves may be taken back (undo.c lists none). --- */
    static const char *const firsts[3][2] = {
        {"assassin", "thief"}, {"witch", "blackmailer"}, {"magistrate", "thief"}};
    for (int game = 0; game < 120; game++) {
        const char *const *f = firsts[game % 3];
        json_t *cj = json_pack("{si ss s[ssssssss]}", "players", (int[]){2, 4, 5, 6, 7}[game % 5], "rules",
                               "2016-actions", "characters", f[0], f[1], "magician", "king",
                               "bishop", "merchant", "architect", "warlord");
        setup_from(&s, cj, 7000 + (uint64_t)game);
        game_err e = {0};
        for (int step = 0; step < 3000 && s.phase != CIT_PHASE_OVER; step++) {
            game_action a = choose(&s, &x);
            int seat = s.dec_seat;
            before = s;
            assert_int_equal(cit_apply(&s, seat, &a, NULL, &e), 0);
            if (a.type >= CIT_A_PLAY_ACROBAT && a.type <= CIT_A_LAY_TENT &&
                o->undoable(&before, &s, seat, &a))
                fail_msg("%s by seat %d may be undone", cit_action_wire[a.type], seat);
            seen[a.type]++;
        }
    }
    /* --- end of issue 12: action cards --- */
    /* --- issue 12: dark city: games with the Ballsaal (thank_the_king) --- */
    for (int game = 0; game < 20; game++) {
        json_t *cj = json_pack("{ss si s[sssssssssssss]}", "rules", "dark-city", "players",
                               4 + game % 4, "uniques", "ballroom", "great_wall", "quarry",
                               "wishing_well", "imperial_treasury", "map_room", "hospital",
                               "poor_house", "park", "museum", "throne_room", "factory",
                               "lighthouse");
        setup_from(&s, cj, 7000 + (uint64_t)game);
        game_err e = {0};
        /* the Ballsaal stands in seat 0's city from the start (the hands
         * go back to the deck, so it is free wherever it was dealt) */
        json_t *pl = json_array();
        for (int p = 0; p < s.cfg.nplayers; p++)
            json_array_append_new(pl, p ? json_pack("{s[]}", "hand")
                                        : json_pack("{s[] s[s]}", "hand", "city", "ballroom"));
        json_t *pos = json_pack("{so}", "players", pl);
        if (cit_position_from_json(&s, pos, &e) != 0)
            fail_msg("position: %s", e.msg);
        json_decref(pos);
        for (int step = 0; step < 3000 && s.phase != CIT_PHASE_OVER; step++) {
            game_action a = choose(&s, &x);
            int seat = s.dec_seat;
            before = s;
            assert_int_equal(cit_apply(&s, seat, &a, NULL, &e), 0);
            int got = o->undoable(&before, &s, seat, &a);
            int want = want_undoable(&before, &s, seat, &a);
            if (got != want)
                fail_msg("%s by seat %d: undoable %d, expected %d", cit_action_wire[a.type], seat,
                         got, want);
            seen[a.type]++;
        }
    }
    for (int t = 1; t < CIT_A_COUNT; t++)
        if (!seen[t])
            fail_msg("no %s was played: the test does not cover it", cit_action_wire[t]);
}

/* A game in the action phase at the income decision of the active seat. */
static void at_income(cit_state *s)
{
    uint64_t x = 7;
    setup_game(s, 4, 42);
    while (s->phase != CIT_PHASE_ACTION || s->decision != CIT_DEC_INCOME) {
        game_action a = choose(s, &x);
        game_err e = {0};
        assert_int_equal(cit_apply(s, s->dec_seat, &a, NULL, &e), 0);
    }
}

static void test_state_checks(void **state)
{
    (void)state;
    const game_ops *o = ops();
    static cit_state b, s, t;
    at_income(&b);
    int seat = b.dec_seat;
    game_action gold = {.type = CIT_A_TAKE_GOLD}, draw = {.type = CIT_A_DRAW_CARDS};
    game_err e = {0};
    s = b;
    assert_int_equal(cit_apply(&s, seat, &gold, NULL, &e), 0);
    assert_int_equal(o->undoable(&b, &s, seat, &gold), 1);
    /* Told it was a take_gold, a draw is still refused: the deck moved. */
    t = b;
    assert_int_equal(cit_apply(&t, seat, &draw, NULL, &e), 0);
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 0);
    /* The RNG used. */
    t = s;
    t.rng.s[0] ^= 1;
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 0);
    /* A card under the deck is fine, one taken off its top is not. */
    t = s;
    cit_deck_bottom(&t, t.players[seat].hand[0]);
    cit_hand_remove(&t, seat, t.deck[(t.deck_head + t.deck_len - 1) & CIT_DECK_MASK]);
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 1);
    t = s;
    cit_hand_add(&t, seat, cit_deck_draw(&t));
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 0);
    /* Another seat's hand changed (as a swap would). */
    t = s;
    int other = (seat + 1) % 4;
    t.players[other].hand[0] = t.players[other].hand[1];
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 0);
    /* A card new to the player (from another hand). */
    t = s;
    t.players[seat].hand[0] = b.players[other].hand[0];
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 0);
    /* Someone else decides afterwards, or another character's turn. */
    t = s;
    t.dec_seat = (int8_t)other;
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 0);
    t = s;
    t.called_rank++;
    assert_int_equal(o->undoable(&b, &t, seat, &gold), 0);
    /* The move of another seat than the one asking. */
    assert_int_equal(o->undoable(&b, &s, other, &gold), 0);
}

static void test_chain(void **state)
{
    (void)state;
    const game_ops *o = ops();
    static cit_state s, b0, b1, tmp;
    game_undo u;
    assert_int_equal(game_undo_init(&u, o), 0);
    at_income(&s);
    int seat = s.dec_seat, other = (seat + 1) % 4;
    game_err e = {0};
    /* Nothing yet: the turn has just begun (another seat decided last). */
    u.last_seat = other;
    assert_string_equal(game_undo_refusal(&u, &s, seat), "nothing_to_undo");
    assert_string_equal(game_undo_refusal(&u, &s, other), "not_your_turn");
    game_action gold = {.type = CIT_A_TAKE_GOLD};
    b0 = s;
    assert_int_equal(cit_apply(&s, seat, &gold, NULL, &e), 0);
    game_undo_note(&u, &b0, &s, seat, &gold, 10);
    /* A second undoable move: the merchant's gold, a build, or a kill —
     * whatever the position offers that the list allows. */
    static game_action acts[CIT_LEGAL_MAX];
    int n = cit_legal(&s, seat, acts, CIT_LEGAL_MAX), pick = -1;
    for (int i = 0; i < n && pick < 0; i++)
        if (expected[acts[i].type])
            pick = i;
    assert_true(pick >= 0);
    b1 = s;
    assert_int_equal(cit_apply(&s, seat, &acts[pick], NULL, &e), 0);
    game_undo_note(&u, &b1, &s, seat, &acts[pick], 11);
    assert_null(game_undo_refusal(&u, &s, seat));
    /* Back one: exactly the state before the second move. */
    assert_int_equal(game_undo_rebuild(&u, &tmp, &e), 11);
    assert_memory_equal(&tmp, &b1, sizeof tmp);
    game_undo_pop(&u);
    s = tmp;
    /* Back another: the state before the income. */
    assert_int_equal(game_undo_rebuild(&u, &tmp, &e), 10);
    assert_memory_equal(&tmp, &b0, sizeof tmp);
    game_undo_pop(&u);
    s = tmp;
    assert_string_equal(game_undo_refusal(&u, &s, seat), "nothing_to_undo");
    /* A draw cannot be taken back: cannot_undo, not nothing_to_undo. */
    game_action draw = {.type = CIT_A_DRAW_CARDS};
    b0 = s;
    assert_int_equal(cit_apply(&s, seat, &draw, NULL, &e), 0);
    game_undo_note(&u, &b0, &s, seat, &draw, 12);
    assert_string_equal(game_undo_refusal(&u, &s, seat), "cannot_undo");
    /* The limit: GAME_UNDO_LIMIT undos in the turn (two so far), then
     * undo_limit. */
    n = cit_legal(&s, seat, acts, CIT_LEGAL_MAX);
    game_action keep = acts[0];
    assert_int_equal(keep.type, s.decision == CIT_DEC_KEEP_CARD ? CIT_A_KEEP : keep.type);
    b1 = s;
    for (int k = 0; k < GAME_UNDO_LIMIT - 2; k++) {
        s = b1;
        assert_int_equal(cit_apply(&s, seat, &keep, NULL, &e), 0);
        game_undo_note(&u, &b1, &s, seat, &keep, 13 + 2 * k);
        if (expected[keep.type] == 0)
            break;
        assert_null(game_undo_refusal(&u, &s, seat));
        assert_int_equal(game_undo_rebuild(&u, &tmp, &e), 13 + 2 * k);
        game_undo_pop(&u);
        /* Emptied back to the draw: that one stays. */
        assert_string_equal(game_undo_refusal(&u, &tmp, seat), "cannot_undo");
    }
    if (expected[keep.type]) {
        s = b1;
        assert_int_equal(cit_apply(&s, seat, &keep, NULL, &e), 0);
        game_undo_note(&u, &b1, &s, seat, &keep, 99);
        assert_string_equal(game_undo_refusal(&u, &s, seat), "undo_limit");
    }
    /* Another seat decides after a chain of moves: when the first seat
     * decides again, its moves are out of reach (cannot_undo), and a third
     * seat that never moved has nothing to undo. */
    game_undo v;
    assert_int_equal(game_undo_init(&v, o), 0);
    at_income(&s);
    seat = s.dec_seat;
    b0 = s;
    assert_int_equal(cit_apply(&s, seat, &gold, NULL, &e), 0);
    game_undo_note(&v, &b0, &s, seat, &gold, 1);
    assert_null(game_undo_refusal(&v, &s, seat));
    game_undo_note(&v, &s, &s, other, &gold, 2); /* not undoable for `other` */
    assert_string_equal(game_undo_refusal(&v, &s, seat), "cannot_undo");
    s.dec_seat = (int8_t)((seat + 2) % 4);
    assert_string_equal(game_undo_refusal(&v, &s, s.dec_seat), "nothing_to_undo");
    game_undo_free(&v);
    game_undo_free(&u);
}

/* A log with undo records, through game_log_apply, gives the same state as
 * the log without the undone moves. */
static void test_log_replay(void **state)
{
    (void)state;
    const game_ops *o = ops();
    static cit_state a, b;
    uint64_t x = 99;
    setup_game(&a, 4, 5);
    b = a;
    game_undo ua, ub;
    assert_int_equal(game_undo_init(&ua, o), 0);
    assert_int_equal(game_undo_init(&ub, o), 0);
    game_err e = {0};
    int step_a = 0, step_b = 0, undos = 0;
    json_t *undo = game_undo_record_json();
    for (int k = 0; k < 400 && a.phase != CIT_PHASE_OVER; k++) {
        game_action act = choose(&a, &x);
        int seat = a.dec_seat;
        json_t *aj = cit_action_to_json(&a, &act);
        assert_int_equal(game_log_apply(&ua, &a, seat, aj, ++step_a, NULL, NULL, &e), 0);
        if (!game_undo_refusal(&ua, &a, seat) && next(&x) % 2) {
            int undone = 0;
            assert_int_equal(game_log_apply(&ua, &a, seat, undo, ++step_a, NULL, &undone, &e), 0);
            assert_int_equal(undone, step_a - 1);
            undos++;
        } else {
            assert_int_equal(game_log_apply(&ub, &b, seat, aj, ++step_b, NULL, NULL, &e), 0);
        }
        json_decref(aj);
        assert_memory_equal(&a, &b, sizeof a);
    }
    assert_true(undos > 10);
    /* An undo the chain does not allow is refused (a tampered log). */
    while (game_undo_refusal(&ua, &a, a.dec_seat) == NULL) {
        int undone;
        assert_int_equal(game_log_apply(&ua, &a, a.dec_seat, undo, ++step_a, NULL, &undone, &e), 0);
    }
    assert_int_equal(game_log_apply(&ua, &a, a.dec_seat, undo, ++step_a, NULL, NULL, &e), -1);
    json_decref(undo);
    game_undo_free(&ua);
    game_undo_free(&ub);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_type_in_play),
        cmocka_unit_test(test_state_checks),
        cmocka_unit_test(test_chain),
        cmocka_unit_test(test_log_replay),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

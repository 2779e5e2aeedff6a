/* test_determinize.c — game_ops.determinize of Citadels (determinize.c,
 * docs/ai.md "Determinization"), over random games of every rule set, every
 * player count from 2 to 8 and the online deal, at every position
 * (selection, turns, the issue 11/12 decisions), for every seat and the
 * spectator:
 *   (a) the seat's view of the determinization is its view of the state;
 *   (b) determinizing the determinization gives, byte for byte, what
 *       determinizing the state gives, and so does another state with the
 *       same view and the same memory of that seat (the cards it remembers,
 *       cit_state.seen_by, in the same places) that differs in everything
 *       else hidden (the result depends on the view, the seat's memory and
 *       the seed only);
 *   (c) the determinization passes the engine's invariants (check);
 *   (d) the seat's legal actions are the same;
 *   (e) the hidden parts are really drawn: over three seeds the deck or
 *       another hand changes wherever six or more cards are hidden, and the
 *       other seats' characters change somewhere in every configuration;
 *   (f) a game played on from a determinization by random bots ends
 *       legally;
 *   (g) every card the seat remembers lies where it lay, and the
 *       determinization remembers nothing for the other seats.
 * Plus what the seat knows of the selection survives: a rank it saw in the
 * pile at its pick is never given to a player who picked before it. One
 * test per effect by which a seat learns where a card is, or loses track
 * of it (test_memory_*). And a measure of the cost (printed, not
 * asserted). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "bots/random.h"
#include "citadels/engine.h"
#include "citadels/memory.h"
#include "citadels/state.h"
#include "game/game.h"

static const char *const rulesets[] = {"2016",    "2016-actions",   "classic",
                                       "dark-city", "online-classic", "online-dark-city"};
enum { NRULES = sizeof rulesets / sizeof rulesets[0], MAX_MOVES = 5000 };

static int quick(void)
{
    const char *q = getenv("GH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

typedef struct tally {
    long positions, hidden_many, chars_changed, playouts;
    long theater_checked, theater_missed; /* the true character never drawn */
    long remembered; /* hidden cards kept in place because the seat remembers them */
} tally;

static const game_ops *ops(void)
{
    const game_ops *o = game_find("citadels");
    assert_non_null(o);
    assert_non_null(o->determinize);
    return o;
}

static int knows(const cit_state *s, int seat, int card)
{
    return seat >= 0 && ((s->seen_by[card] >> seat) & 1);
}

/* Cards of the deck `seat` neither sees (the Leuchtturm shows it all) nor
 * remembers the place of. */
static int hidden_deck_cards(const cit_state *s, int seat)
{
    if (s->decision == CIT_DEC_LIGHTHOUSE && s->dec_seat == seat)
        return 0;
    int n = 0;
    for (int i = 0; i < s->deck_len; i++)
        n += !knows(s, seat, s->deck[(s->deck_head + i) & CIT_DECK_MASK]);
    return n;
}

/* Cards of the hands of seats not involved in the pending decision that
 * `seat` does not remember. */
static int hidden_hand_cards(const cit_state *s, int seat)
{
    int n = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != seat && p != s->dec_seat && p != s->active && p != s->court_seat &&
            p != s->spied - 1)
            for (int i = 0; i < s->players[p].nhand; i++)
                n += !knows(s, seat, s->players[p].hand[i]);
    return n;
}

static int hidden_cards(const cit_state *s, int seat)
{
    return hidden_deck_cards(s, seat) + hidden_hand_cards(s, seat);
}

/* Where a card lies, as one number: the zone, and the place in it where a
 * place is something a seat can know (the deck from the top, the aside
 * zone, the Museum); a hand or a city only by its seat. */
static int where(const cit_state *s, int card)
{
    for (int i = 0; i < s->deck_len; i++)
        if (s->deck[(s->deck_head + i) & CIT_DECK_MASK] == card)
            return 1000 + i;
    for (int p = 0; p < s->cfg.nplayers; p++) {
        for (int i = 0; i < s->players[p].nhand; i++)
            if (s->players[p].hand[i] == card)
                return 2000 + p;
        for (int i = 0; i < s->players[p].ncity; i++)
            if (s->players[p].city[i] == card)
                return 2100 + p;
    }
    for (int i = 0; i < s->naside; i++)
        if (s->aside[i] == card)
            return 3000 + i;
    for (int i = 0; i < s->nmuseum; i++)
        if (s->museum_under[i] == card)
            return 4000 + i;
    for (int i = 0; i < s->ndiscard; i++)
        if (s->discard[i] == card)
            return 5000 + i;
    return 6000; /* laid out: a Kassenwagen, a Rasputin */
}

/* (g) Every card `seat` remembers lies where it lay, and `seat` still
 * remembers it; the determinization remembers nothing for another seat
 * beyond its own hand and the public cards. */
static int memory_kept(const cit_state *st, const cit_state *o, int seat)
{
    int kept = 0;
    for (int c = 0; c < st->ncards; c++) {
        if (knows(st, seat, c)) {
            if (where(st, c) != where(o, c))
                fail_msg("seat %d remembers card %d at %d, the determinization has it at %d", seat,
                         c, where(st, c), where(o, c));
            if (!knows(o, seat, c))
                fail_msg("seat %d forgot card %d in the determinization", seat, c);
            kept += where(st, c) < 2000 || (where(st, c) < 2100 && where(st, c) != 2000 + seat);
        }
        for (int p = 0; p < st->cfg.nplayers; p++)
            if (p != seat && knows(o, p, c) && where(o, c) != 2000 + p && where(o, c) / 100 != 21 &&
                where(o, c) / 1000 != 5)
                fail_msg("the determinization for seat %d remembers card %d for seat %d", seat, c,
                         p);
    }
    return kept;
}

static int deck_differs(const cit_state *a, const cit_state *b)
{
    for (int i = 0; i < a->deck_len; i++)
        if (a->deck[(a->deck_head + i) & CIT_DECK_MASK] != b->deck[(b->deck_head + i) & CIT_DECK_MASK])
            return 1;
    return 0;
}

static int hands_differ(const cit_state *a, const cit_state *b, int seat)
{
    for (int p = 0; p < a->cfg.nplayers; p++)
        if (p != seat && memcmp(a->players[p].hand, b->players[p].hand, a->players[p].nhand))
            return 1;
    return 0;
}

static json_t *citadels_view(const cit_state *s, int seat)
{
    return game_find("citadels")->view_json(s, seat);
}

/* Another true state with the same view and the same memory for `seat`: a
 * card of a hidden hand traded with one of the deck (two cards `seat` does
 * not know where they lie), that hand's order reversed, the deck's ring
 * turned, another generator, the other seats' memory changed. Returns 0 if `seat` sees or remembers too
 * much here for the trade. */
static int perturb(const cit_state *s, int seat, cit_state *t)
{
    memcpy(t, s, sizeof *t);
    if (s->decision == CIT_DEC_LIGHTHOUSE || s->deck_len < 2 || s->phase != CIT_PHASE_ACTION)
        return 0;
    int q = -1, hi = -1, dj = -1;
    for (int p = 0; p < s->cfg.nplayers && q < 0; p++)
        if (p != seat && p != s->dec_seat && p != s->active && p != s->court_seat &&
            p != s->spied - 1)
            for (int i = 0; i < s->players[p].nhand && q < 0; i++)
                if (!knows(s, seat, s->players[p].hand[i])) {
                    q = p;
                    hi = i;
                }
    for (int j = 1; j < s->deck_len && dj < 0; j++)
        if (!knows(s, seat, s->deck[(s->deck_head + j) & CIT_DECK_MASK]))
            dj = j;
    if (q < 0 || dj < 0)
        return 0;
    uint8_t *h = &t->players[q].hand[hi], *d = &t->deck[(t->deck_head + dj) & CIT_DECK_MASK];
    uint8_t c = *h;
    *h = *d;
    *d = c;
    t->seen_by[*h] = (uint8_t)(1u << q); /* its new holder knows it */
    t->seen_by[*d] = 0;
    /* the order of a hidden hand is nothing `seat` sees */
    cit_player *tq = &t->players[q];
    for (int i = 0, j = tq->nhand - 1; i < j; i++, j--) {
        uint8_t x = tq->hand[i];
        tq->hand[i] = tq->hand[j];
        tq->hand[j] = x;
    }
    /* what the other seats remember is theirs */
    for (int k = 0; k < CIT_MAX_CARDS; k++)
        t->seen_by[k] ^= (uint8_t)((k * 37 + 11) & ~(1u << seat) & ((1u << s->cfg.nplayers) - 1));
    uint8_t ring[CIT_MAX_CARDS];
    for (int i = 0; i < t->deck_len; i++)
        ring[i] = t->deck[(t->deck_head + i) & CIT_DECK_MASK];
    t->deck_head = (uint8_t)(t->deck_head + 5);
    for (int i = 0; i < t->deck_len; i++)
        t->deck[(t->deck_head + i) & CIT_DECK_MASK] = ring[i];
    gh_rng_seed(&t->rng, 12345);
    /* what the other seats saw of the pile is theirs */
    for (int p = 0; p < CIT_MAX_SEATS; p++)
        if (p != seat)
            t->sel_seen[p][0] = t->sel_seen[p][1] = 0;
    /* the seal and the rose on another token, for a seat that does not see them */
    json_t *v = citadels_view(s, seat);
    for (int r = CIT_MAX_RANK; r >= 1; r--) {
        if (!json_object_get(v, "signed_warrant") && s->signed_warrant && (s->warrants >> r & 1))
            t->signed_warrant = (uint8_t)r;
        if (!json_object_get(v, "rose") && s->rose && (s->threats >> r & 1))
            t->rose = (uint8_t)r;
    }
    json_decref(v);
    return 1;
}

static int chars_differ(const cit_state *a, const cit_state *b, int seat)
{
    for (int p = 0; p < a->cfg.nplayers; p++)
        if (p != seat && memcmp(a->players[p].chars, b->players[p].chars, a->players[p].nchars))
            return 1;
    return 0;
}

/* No rank `seat` saw in the pile at a pick went to a player who picked
 * before that pick (select.c records the piles in sel_seen). */
static void assert_selection_kept(const cit_state *o, int seat)
{
    if (o->cfg.selection != CIT_SELECTION_DRAFT || seat < 0)
        return;
    int k = 0;
    for (int i = 0; i < o->nsel_steps && k < 2; i++) {
        if (o->sel_steps[i][0] != CIT_SEL_PICK || o->sel_steps[i][1] != seat)
            continue;
        uint16_t seen = o->sel_seen[seat][k++];
        if (!seen || o->theater_swap[0])
            continue;
        int picks[CIT_MAX_SEATS] = {0}, take = o->nsel_steps;
        for (int j = 0; j < o->nsel_steps; j++)
            if (o->sel_steps[j][0] == CIT_SEL_TAKE_SETASIDE)
                take = j;
        int done = o->phase == CIT_PHASE_SELECTION ? o->sel_step : o->nsel_steps;
        for (int j = 0; j < done; j++) {
            int q = o->sel_steps[j][1];
            if (o->sel_steps[j][0] != CIT_SEL_PICK || q == seat)
                continue;
            int r = picks[q] < o->players[q].nchars ? o->players[q].chars[picks[q]] : 0;
            picks[q]++;
            if (r && j < i && (seen & (1u << r)))
                fail_msg("seat %d saw rank %d at step %d, yet seat %d picked it at step %d", seat,
                         r, i, q, j);
            /* after the look, only the set-aside card comes from elsewhere */
            if (r && j > i && j < take && !(seen & (1u << r)))
                fail_msg("seat %d did not see rank %d at step %d, yet seat %d picked it at step %d",
                         seat, r, i, q, j);
        }
    }
}

static void same_legal(const game_ops *g, const void *a, const void *b, int seat,
                       game_action *la, game_action *lb)
{
    int na = g->legal(a, seat, la, 4096), nb = g->legal(b, seat, lb, 4096);
    assert_int_equal(na, nb);
    assert_memory_equal(la, lb, sizeof *la * (size_t)(na < 4096 ? na : 4096));
}

/* Random bots from `st` to the end; every state passes check. */
static void play_on(const game_ops *g, void *st, uint64_t seed)
{
    gh_rng rng;
    gh_rng_seed(&rng, seed);
    game_err e;
    for (int m = 0; m < MAX_MOVES; m++) {
        game_decision d;
        g->pending(st, &d);
        if (d.finished)
            return;
        game_action a;
        assert_int_equal(bot_random_choose(g, st, d.seat, &rng, &a), 0);
        if (g->apply(st, d.seat, &a, NULL, &e) != 0 || g->check(st, &e) != 0)
            fail_msg("play-on: %s", e.msg);
    }
    fail_msg("play-on from a determinization does not end");
}

/* The Theater's swap is blind for a third seat: the owner's true
 * character, which came from the other seat's picks, must stay possible
 * (with the selection alone it would never be drawn for the owner when
 * the two picked at different times). Counted over 24 seeds. */
static void theater_blind(const game_ops *g, const cit_state *st, int seat, uint64_t seed,
                          void *buf, tally *t)
{
    int a = st->theater_swap[0] - 1, b = st->theater_swap[1] - 1;
    if (!st->theater_swap[0] || seat < 0 || seat == a || seat == b ||
        st->phase != CIT_PHASE_ACTION || st->players[a].nchars != 1 ||
        (st->rank_flags[st->players[a].chars[0]] & CIT_RF_REVEALED) ||
        (st->rank_flags[st->players[b].chars[0]] & CIT_RF_REVEALED))
        return;
    t->theater_checked++;
    for (int k = 0; k < 24; k++) {
        assert_int_equal(g->determinize(st, seat, seed * 31 + (uint64_t)k, buf), 0);
        if (((const cit_state *)buf)->players[a].chars[0] == st->players[a].chars[0])
            return;
    }
    t->theater_missed++;
}

/* Names the first part of the view that differs. */
static void view_diff(json_t *v0, json_t *v1, int seat)
{
    const char *key;
    json_t *x;
    json_object_foreach(v0, key, x) {
        json_t *y = json_object_get(v1, key);
        if (json_equal(x, y))
            continue;
        if (json_is_array(x) && json_is_array(y) && json_array_size(x) == json_array_size(y))
            for (size_t i = 0; i < json_array_size(x); i++)
                if (!json_equal(json_array_get(x, i), json_array_get(y, i))) {
                    x = json_array_get(x, i);
                    y = json_array_get(y, i);
                    break;
                }
        char *a = json_dumps(x, JSON_SORT_KEYS | JSON_ENCODE_ANY);
        char *b = y ? json_dumps(y, JSON_SORT_KEYS | JSON_ENCODE_ANY) : strdup("(none)");
        fprintf(stderr, "seat %d view \"%s\":\n  %.900s\n  %.900s\n", seat, key, a, b);
        free(a);
        free(b);
        break;
    }
    fail_msg("seat %d: the view changed", seat);
}

/* One position, every seat and the spectator. */
static void check_position(const game_ops *g, const cit_state *st, uint64_t seed, tally *t,
                           void *o1, void *o2, void *o3, game_action *la, game_action *lb)
{
    int n = st->cfg.nplayers;
    game_err e;
    t->positions++;
    for (int seat = -1; seat < n; seat++) {
        assert_int_equal(g->determinize(st, seat, seed, o1), 0);
        json_t *v0 = g->view_json(st, seat), *v1 = g->view_json(o1, seat);
        if (!json_equal(v0, v1)) {
            const cit_state *x = o1;
            for (int r = 1; r <= CIT_MAX_RANK; r++)
                fprintf(stderr, "rank %d: holder %d/%d flags %x/%x by %d/%d\n", r, st->holder[r],
                        x->holder[r], st->rank_flags[r], x->rank_flags[r], st->discarded_by[r],
                        x->discarded_by[r]);
            fprintf(stderr, "rules %d action_cards %d sel %d\n", st->cfg.rules, st->cfg.action_cards, st->cfg.selection);
            view_diff(v0, v1, seat);
        }
        json_decref(v0);
        json_decref(v1);
        /* (b) */
        assert_int_equal(g->determinize(o1, seat, seed ^ 0x5eed, o2), 0);
        assert_int_equal(g->determinize(st, seat, seed ^ 0x5eed, o3), 0);
        if (memcmp(o2, o3, g->state_size) != 0) {
            size_t at = 0;
            while (((const uint8_t *)o2)[at] == ((const uint8_t *)o3)[at])
                at++;
            const cit_state *x1 = o1, *x2 = o2, *x3 = o3;
            for (int r = 1; r <= CIT_MAX_RANK; r++)
                fprintf(stderr, "rank %d: holder %d/%d/%d/%d flags %x/%x/%x/%x by %d/%d/%d/%d\n", r,
                        st->holder[r], x1->holder[r], x2->holder[r], x3->holder[r],
                        st->rank_flags[r], x1->rank_flags[r], x2->rank_flags[r], x3->rank_flags[r],
                        st->discarded_by[r], x1->discarded_by[r], x2->discarded_by[r],
                        x3->discarded_by[r]);
            fprintf(stderr, "rules %d players %d sel %d crown %d\n", st->cfg.rules, st->cfg.nplayers, st->cfg.selection, st->crown);
            fail_msg("seat %d: determinizing the determinization gives another state "
                     "(byte %zu of %zu, decision %d, phase %d)",
                     seat, at, g->state_size, st->decision, st->phase);
        }
        /* (c) */
        if (g->check(o1, &e) != 0)
            fail_msg("seat %d: the determinization is inconsistent: %s", seat, e.msg);
        /* (d) */
        if (seat >= 0)
            same_legal(g, st, o1, seat, la, lb);
        assert_selection_kept(o1, seat);
        t->remembered += memory_kept(st, o1, seat); /* (g) */
        /* (b) again, from another true state with the same view */
        if (seat >= 0 && perturb(st, seat, o2)) {
            json_t *w0 = g->view_json(st, seat), *w1 = g->view_json(o2, seat);
            assert_true(json_equal(w0, w1));
            json_decref(w0);
            json_decref(w1);
            assert_int_equal(g->determinize(o2, seat, seed ^ 0x5eed, o1), 0);
            if (memcmp(o1, o3, g->state_size) != 0)
                fail_msg("seat %d: two states with one view give two determinizations", seat);
            assert_int_equal(g->determinize(st, seat, seed, o1), 0);
        }
        /* (e) over three seeds: o1, o3 and seed + 77 */
        assert_int_equal(g->determinize(st, seat, seed + 77, o2), 0);
        int chars = chars_differ(st, o1, seat) || chars_differ(st, o3, seat);
        if (seat >= 0 && hidden_cards(st, seat) >= 6) {
            t->hidden_many++;
            if (hidden_deck_cards(st, seat) >= 3 && !deck_differs(st, o1) &&
                !deck_differs(st, o2) && !deck_differs(st, o3))
                fail_msg("seat %d: the hidden deck of %d cards never moves", seat,
                         hidden_deck_cards(st, seat));
            if (hidden_hand_cards(st, seat) >= 3 && !hands_differ(st, o1, seat) &&
                !hands_differ(st, o2, seat) && !hands_differ(st, o3, seat))
                fail_msg("seat %d: %d cards in hidden hands never move", seat,
                         hidden_hand_cards(st, seat));
        }
        t->chars_changed += chars;
        theater_blind(g, st, seat, seed, o1, t);
    }
    assert_int_equal(g->determinize(st, n, seed, o1), -1); /* bad seat */
    assert_int_equal(g->determinize(st, -2, seed, o1), -1);
}

static void run_lineup(const char *rules, int players, const char *selection, const char *lineup,
                       int games, tally *t);

static void run_config(const char *rules, int players, const char *selection, int games,
                       tally *t)
{
    run_lineup(rules, players, selection, NULL, games, t);
}

static void run_lineup(const char *rules, int players, const char *selection, const char *lineup,
                       int games, tally *t)
{
    const game_ops *g = ops();
    void *cfg = calloc(1, g->config_size);
    json_t *cj = json_pack("{sssi}", "rules", rules, "players", players);
    if (selection)
        json_object_set_new(cj, "selection", json_string(selection));
    if (lineup)
        json_object_set_new(cj, "lineup", json_string(lineup));
    game_err e;
    if (g->config_from_json(cfg, cj, &e) != 0) { /* a set without this player count */
        json_decref(cj);
        free(cfg);
        return;
    }
    json_decref(cj);
    cit_state *st = malloc(g->state_size);
    void *o1 = malloc(g->state_size), *o2 = malloc(g->state_size), *o3 = malloc(g->state_size);
    game_action *la = malloc(4096 * sizeof *la), *lb = malloc(4096 * sizeof *lb);
    long chars_before = t->chars_changed;
    for (int game = 0; game < games; game++) {
        uint64_t seed = (uint64_t)(players * 1000 + game * 7 + (int)strlen(rules));
        if (g->setup(st, cfg, seed, &e) != 0)
            fail_msg("%s %d: %s", rules, players, e.msg);
        gh_rng rng;
        gh_rng_seed(&rng, seed * 31 + 1);
        int playout_at = 20 + game * 37;
        for (int m = 0; m < MAX_MOVES; m++) {
            game_decision d;
            g->pending(st, &d);
            if (d.finished)
                break;
            if (m % (quick() ? 4 : 1) == 0) /* quick (sanitizers): every 4th position */
                check_position(g, st, seed * 1000 + (uint64_t)m, t, o1, o2, o3, la, lb);
            if (m == playout_at) { /* (f) */
                assert_int_equal(g->determinize(st, d.seat, seed + (uint64_t)m, o1), 0);
                play_on(g, o1, seed);
                t->playouts++;
            }
            game_action a;
            assert_int_equal(bot_random_choose(g, st, d.seat, &rng, &a), 0);
            if (g->apply(st, d.seat, &a, NULL, &e) != 0)
                fail_msg("%s", e.msg);
        }
    }
    if (t->chars_changed == chars_before)
        fail_msg("%s, %d players: no other seat's character was ever drawn anew", rules, players);
    free(la);
    free(lb);
    free(o1);
    free(o2);
    free(o3);
    free(st);
    free(cfg);
}

static void test_every_rule_set(void **state)
{
    (void)state;
    tally t = {0};
    int games = 1; /* 42 configurations, every position of one game each */
    for (int r = 0; r < NRULES; r++)
        for (int n = 2; n <= 8; n++)
            run_config(rulesets[r], n, NULL, games, &t);
    printf("# %ld positions, %ld with 6+ hidden cards, %ld seat views with characters "
           "redrawn, %ld play-ons; after a Theater swap %ld checked, %ld missed; %ld "
           "remembered hidden cards kept\n",
           t.positions, t.hidden_many, t.chars_changed, t.playouts, t.theater_checked,
           t.theater_missed, t.remembered);
    assert_true(t.remembered > 0);
    assert_true(t.positions > (quick() ? 500 : 1000));
    assert_true(t.playouts >= NRULES * 7 / 2);
}

static void test_deal_selection(void **state)
{
    (void)state;
    tally t = {0};
    for (int n = 2; n <= 8; n++)
        run_config("2016", n, "deal", quick() ? 1 : 2, &t);
    assert_true(t.positions > (quick() ? 40 : 100));
}

/* The 2016 recommended lineups: the agents (the Magistrat's seal, the
 * Erpresserin's rose, the Hexe, the Spion), the court (Beschwörer,
 * Seherin, Kaiser, …), the builders. */
static void test_lineups(void **state)
{
    (void)state;
    static const char *const lineups[] = {
        "first_game",          "ambitious_aristocrats", "cunning_agents", "illustrious_emissaries",
        "devious_dignitaries", "tenacious_delegates",   "vicious_nobles"};
    tally t = {0};
    for (size_t l = 0; l < sizeof lineups / sizeof lineups[0]; l++)
        for (int n = 2; n <= 8; n += quick() ? 3 : 1)
            run_lineup("2016", n, NULL, lineups[l], 1, &t);
    printf("# lineups: %ld positions; after a Theater swap %ld checked, the owner's true "
           "character never drawn in %ld\n",
           t.positions, t.theater_checked, t.theater_missed);
    assert_true(t.positions > (quick() ? 250 : 1000));
}

/* The Theater (in the "cunning_agents" lineup): seat 0 gets it and the
 * gold to build it, builds it at once and swaps every round; every other
 * seat's determinizations must keep the owner's true character possible. */
static void test_theater(void **state)
{
    (void)state;
    const game_ops *g = ops();
    void *cfg = calloc(1, g->config_size);
    cit_state *st = malloc(g->state_size);
    void *buf = malloc(g->state_size);
    json_t *cj = json_pack("{sssiss}", "rules", "2016", "players", 5, "lineup", "cunning_agents");
    game_err e;
    assert_int_equal(g->config_from_json(cfg, cj, &e), 0);
    json_decref(cj);
    tally t = {0};
    long swaps = 0;
    for (int game = 0; game < 6; game++) {
        assert_int_equal(g->setup(st, cfg, (uint64_t)(4242 + game), &e), 0);
        int theater = -1;
        for (int c = 0; c < st->ncards; c++)
            if (st->card_kind[c] == CIT_D_THEATER)
                theater = c;
        assert_true(theater >= 0);
        for (int i = 0; i < st->deck_len; i++) { /* into seat 0's hand, for its first card */
            uint8_t *d = &st->deck[(st->deck_head + i) & CIT_DECK_MASK];
            if (*d == theater) {
                *d = st->players[0].hand[0];
                st->players[0].hand[0] = (uint8_t)theater;
            }
        }
        st->players[0].gold = 40;
        cit_seen_reset(st); /* the hands were written by hand */
        assert_int_equal(g->check(st, &e), 0);
        gh_rng rng;
        gh_rng_seed(&rng, (uint64_t)game);
        for (int m = 0; m < MAX_MOVES; m++) {
            game_decision d;
            g->pending(st, &d);
            if (d.finished)
                break;
            for (int seat = 1; seat < 5; seat++)
                theater_blind(g, st, seat, (uint64_t)m, buf, &t);
            game_action acts[CIT_LEGAL_MAX], a;
            int n = g->legal(st, d.seat, acts, CIT_LEGAL_MAX), pick = -1;
            for (int i = 0; i < n && d.seat == 0; i++)
                if ((acts[i].type == CIT_A_BUILD && acts[i].a == theater) ||
                    acts[i].type == CIT_A_THEATER_SWAP)
                    pick = i;
            if (pick >= 0) {
                a = acts[pick];
                swaps += a.type == CIT_A_THEATER_SWAP;
            } else {
                assert_int_equal(bot_random_choose(g, st, d.seat, &rng, &a), 0);
            }
            assert_int_equal(g->apply(st, d.seat, &a, NULL, &e), 0);
        }
    }
    printf("# Theater: %ld swaps, %ld positions checked, the owner's true character never "
           "drawn in %ld\n",
           swaps, t.theater_checked, t.theater_missed);
    assert_true(swaps >= 5);
    assert_true(t.theater_checked >= 50);
    assert_true(t.theater_missed * 20 <= t.theater_checked);
    free(buf);
    free(st);
    free(cfg);
}

/* ---- what a seat remembers (cit_state.seen_by, memory.c) ----
 * Each test builds a position (as the scenario files do), plays the effect
 * by which a seat sees a card or loses track of it, and asserts over many
 * seeds that the seat's determinizations keep the card where it lies, while
 * a seat that did not see it finds it moved. Some mark a seat as knowing a
 * hand or the deck's top "by hand" first (as an earlier look would have)
 * to show that a move it cannot follow makes it forget. */

enum { MEMORY_SEEDS = 40 };

typedef struct scene {
    const game_ops *g;
    void *cfg;
    cit_state *st, *o;
} scene;

static scene scene_new(const char *cfg_json, const char *pos_json)
{
    scene sc = {.g = ops()};
    sc.cfg = calloc(1, sc.g->config_size);
    sc.st = malloc(sc.g->state_size);
    sc.o = malloc(sc.g->state_size);
    game_err e = {0};
    json_t *cj = json_loads(cfg_json, 0, NULL), *pj = json_loads(pos_json, 0, NULL);
    assert_non_null(cj);
    assert_non_null(pj);
    if (sc.g->config_from_json(sc.cfg, cj, &e) != 0 || sc.g->setup(sc.st, sc.cfg, 5, &e) != 0 ||
        sc.g->position_from_json(sc.st, pj, &e) != 0)
        fail_msg("scene: %s", e.msg);
    json_decref(cj);
    json_decref(pj);
    return sc;
}

static void scene_free(scene *sc)
{
    free(sc->o);
    free(sc->st);
    free(sc->cfg);
}

/* The pending seat plays `json` (printf-style); check() holds after it. */
static void act(scene *sc, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    json_t *j = json_loads(buf, 0, NULL);
    assert_non_null(j);
    game_decision d;
    game_action a;
    game_err e = {0};
    sc->g->pending(sc->st, &d);
    if (sc->g->action_from_json(sc->st, j, &a, &e) != 0 ||
        sc->g->apply(sc->st, d.seat, &a, NULL, &e) != 0 || sc->g->check(sc->st, &e) != 0)
        fail_msg("%s by seat %d: %s", buf, d.seat, e.msg);
    json_decref(j);
}

/* The instance of `kind` in `seat`'s hand (or city: city = 1). */
static int card_in(const cit_state *s, int seat, const char *kind, int city)
{
    int k = cit_district_from_wire(kind);
    const cit_player *p = &s->players[seat];
    for (int i = 0; i < (city ? p->ncity : p->nhand); i++)
        if (s->card_kind[city ? p->city[i] : p->hand[i]] == k)
            return city ? p->city[i] : p->hand[i];
    fail_msg("no %s in seat %d's %s", kind, seat, city ? "city" : "hand");
    return -1;
}

static int deck_at(const cit_state *s, int i)
{
    return s->deck[(s->deck_head + i) & CIT_DECK_MASK];
}

/* `seat` knows where `card` lies, and every determinization for it keeps
 * the card there. */
static void assert_kept(scene *sc, int seat, int card)
{
    if (!knows(sc->st, seat, card))
        fail_msg("seat %d does not remember card %d (at %d)", seat, card, where(sc->st, card));
    for (uint64_t seed = 1; seed <= MEMORY_SEEDS; seed++) {
        assert_int_equal(sc->g->determinize(sc->st, seat, seed, sc->o), 0);
        if (where(sc->o, card) != where(sc->st, card))
            fail_msg("seed %d: seat %d saw card %d at %d, the determinization puts it at %d",
                     (int)seed, seat, card, where(sc->st, card), where(sc->o, card));
    }
}

/* `seat` does not know where `card` lies: some determinization moves it. */
static void assert_moves(scene *sc, int seat, int card)
{
    if (knows(sc->st, seat, card))
        fail_msg("seat %d remembers card %d (at %d), yet never saw it go there", seat, card,
                 where(sc->st, card));
    for (uint64_t seed = 1; seed <= MEMORY_SEEDS; seed++) {
        assert_int_equal(sc->g->determinize(sc->st, seat, seed, sc->o), 0);
        if (where(sc->o, card) != where(sc->st, card))
            return;
    }
    fail_msg("seat %d never saw card %d, yet it never moves from %d", seat, card,
             where(sc->st, card));
}

/* Marks that `seat` knows every card of `whose`'s hand (an earlier look). */
static void mark_hand(cit_state *s, int seat, int whose)
{
    for (int i = 0; i < s->players[whose].nhand; i++)
        s->seen_by[s->players[whose].hand[i]] |= (uint8_t)(1u << seat);
}

#define COURT_4P                                                                                   \
    "{\"players\": 4, \"characters\": [\"assassin\", \"thief\", \"wizard\", \"emperor\", "         \
    "\"abbot\", \"merchant\", \"navigator\", \"warlord\"]}"

/* Beschwörer (court_cards.c cit_seen_look; court_common.c's `also`): after
 * his look and his pick, he remembers the rest of the hand; the seat he took
 * from knows where its card went; a third seat knows neither. */
static void test_memory_wizard(void **state)
{
    (void)state;
    scene sc = scene_new(
        COURT_4P,
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"wizard\", \"characters\": "
        "{\"assassin\": 0, \"wizard\": 1, \"abbot\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 2, \"hand\": [\"manor\"]}, {\"gold\": 1, \"hand\": [\"manor\"]}, "
        "{\"gold\": 2, \"hand\": [\"castle\", \"temple\", \"tavern\"]}, {\"gold\": 2, "
        "\"hand\": [\"market\"]}]}");
    int castle = card_in(sc.st, 2, "castle", 0), temple = card_in(sc.st, 2, "temple", 0);
    int tavern = card_in(sc.st, 2, "tavern", 0);
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, "{\"type\": \"look_at_hand\", \"seat\": 2}");
    act(&sc, "{\"type\": \"take_card\", \"card\": %d}", castle);
    act(&sc, "{\"type\": \"end_turn\"}"); /* the look is over: seat 2's turn */
    assert_kept(&sc, 1, temple);
    assert_kept(&sc, 1, tavern);
    assert_kept(&sc, 2, castle); /* in the Beschwörer's hand */
    assert_moves(&sc, 0, temple);
    assert_moves(&sc, 0, castle);
    assert_moves(&sc, 3, tavern);
    scene_free(&sc);
}

/* Seherin (court_common.c court_pass_card): the seat she took from knows
 * where its card went; she remembers whom she gave which card; a card she
 * passed on is lost to the seat it came from; a seat that knew a hand
 * forgets it when she draws from it at random. */
static void test_memory_seer(void **state)
{
    (void)state;
    scene sc = scene_new(
        "{\"players\": 4, \"characters\": [\"assassin\", \"thief\", \"seer\", \"patrician\", "
        "\"cardinal\", \"merchant\", \"scholar\", \"warlord\"]}",
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"seer\", \"characters\": "
        "{\"assassin\": 0, \"seer\": 1, \"cardinal\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 2, \"hand\": [\"castle\"]}, {\"gold\": 1, \"hand\": [\"manor\"]}, "
        "{\"gold\": 2, \"hand\": [\"temple\", \"tavern\"]}, {\"gold\": 2, \"hand\": "
        "[\"market\"]}]}");
    int castle = card_in(sc.st, 0, "castle", 0), manor = card_in(sc.st, 1, "manor", 0);
    int market = card_in(sc.st, 3, "market", 0);
    mark_hand(sc.st, 3, 2); /* seat 3 knows seat 2's temple and tavern */
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, "{\"type\": \"seer_take\"}");
    assert_int_equal(sc.st->players[2].nhand, 1);
    int left = sc.st->players[2].hand[0];
    int taken = card_in(sc.st, 1, sc.st->card_kind[left] == cit_district_from_wire("temple")
                                      ? "tavern" : "temple", 0);
    assert_kept(&sc, 2, taken);  /* the Seherin holds it, and seat 2 saw it go */
    assert_kept(&sc, 0, castle); /* likewise */
    assert_moves(&sc, 3, left);  /* a random card left that hand: seat 3 forgot both */
    assert_moves(&sc, 3, taken);
    act(&sc, "{\"type\": \"give_card\", \"card\": %d, \"seat\": 0}", manor);
    act(&sc, "{\"type\": \"give_card\", \"card\": %d, \"seat\": 2}", market);
    act(&sc, "{\"type\": \"give_card\", \"card\": %d, \"seat\": 3}", castle);
    act(&sc, "{\"type\": \"end_turn\"}");
    assert_kept(&sc, 1, manor);
    assert_kept(&sc, 1, market);
    assert_kept(&sc, 1, castle);
    /* what seat 0 and seat 3 saw go to the Seherin, she may have passed on */
    assert_moves(&sc, 0, castle);
    assert_moves(&sc, 3, market);
    scene_free(&sc);
}

#define BASE_4P_WITH(chars)                                                                        \
    "{\"players\": 4, \"characters\": [" chars "], \"uniques\": [\"lighthouse\", \"museum\", "     \
    "\"laboratory\", \"dragon_gate\", \"factory\", \"haunted_quarter\", \"imperial_treasury\", "   \
    "\"keep\", \"library\", \"map_room\", \"quarry\", \"school_of_magic\", \"smithy\", "           \
    "\"statue\"]}"
#define BASE_4P                                                                                    \
    BASE_4P_WITH("\"assassin\", \"thief\", \"magician\", \"king\", \"bishop\", \"merchant\", "     \
                 "\"architect\", \"warlord\"")

/* The Magier's swap (abilities.c): both seats know both hands where they
 * are now; a third seat knows neither. */
static void test_memory_magician_swap(void **state)
{
    (void)state;
    scene sc = scene_new(
        BASE_4P,
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"magician\", \"characters\": "
        "{\"assassin\": 0, \"magician\": 1, \"king\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 2, \"hand\": [\"manor\"]}, {\"gold\": 1, \"hand\": [\"castle\", \"temple\"]}, "
        "{\"gold\": 2, \"hand\": [\"tavern\", \"market\", \"docks\"]}, {\"gold\": 2, \"hand\": "
        "[\"harbor\"]}]}");
    int castle = card_in(sc.st, 1, "castle", 0), tavern = card_in(sc.st, 2, "tavern", 0);
    int docks = card_in(sc.st, 2, "docks", 0);
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, "{\"type\": \"swap_hands\", \"seat\": 2}");
    act(&sc, "{\"type\": \"end_turn\"}");
    assert_kept(&sc, 1, castle); /* now in seat 2's hand */
    assert_kept(&sc, 2, tavern); /* now in seat 1's hand */
    assert_kept(&sc, 2, docks);
    assert_moves(&sc, 0, castle);
    assert_moves(&sc, 3, tavern);
    scene_free(&sc);
}

/* Income "draw 2, keep 1" (zones.c cit_draw_aside, cit_keep_from_aside):
 * the drawer knows the card it put under the deck, counted from the top
 * as the deck runs down and more cards go under; a seat that knew the top
 * two cards follows them into the aside zone, but not past the choice. */
static void test_memory_under_the_deck(void **state)
{
    (void)state;
    scene sc = scene_new(
        BASE_4P,
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"assassin\", \"characters\": "
        "{\"assassin\": 0, \"magician\": 1, \"king\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 2, \"hand\": [\"manor\"]}, {\"gold\": 2, \"hand\": [\"castle\"]}, "
        "{\"gold\": 2, \"hand\": [\"temple\"]}, {\"gold\": 2, \"hand\": [\"market\"]}]}");
    int c1 = deck_at(sc.st, 0), c2 = deck_at(sc.st, 1);
    sc.st->seen_by[c1] |= 1u << 2; /* seat 2 knows the top two cards */
    sc.st->seen_by[c2] |= 1u << 2;
    act(&sc, "{\"type\": \"draw_cards\"}");
    assert_kept(&sc, 2, c1); /* drawn in the open: in seat 0's aside zone */
    assert_kept(&sc, 2, c2);
    act(&sc, "{\"type\": \"keep_card\", \"card\": %d}", c1);
    assert_int_equal(deck_at(sc.st, sc.st->deck_len - 1), c2);
    assert_kept(&sc, 0, c2); /* at the bottom */
    assert_moves(&sc, 1, c2);
    assert_moves(&sc, 2, c2); /* which one was kept, seat 2 did not see */
    assert_moves(&sc, 2, c1);
    act(&sc, "{\"type\": \"end_turn\"}");
    act(&sc, "{\"type\": \"draw_cards\"}"); /* seat 1: two from the top, one under */
    act(&sc, "{\"type\": \"keep_card\", \"card\": %d}", sc.st->aside[1]);
    assert_int_equal(deck_at(sc.st, sc.st->deck_len - 2), c2);
    assert_kept(&sc, 0, c2);
    assert_kept(&sc, 1, deck_at(sc.st, sc.st->deck_len - 1));
    scene_free(&sc);
}

/* A draw from the top in the open (zones.c cit_hand_add keeps the bits):
 * a seat that knew the top card knows which hand it went to. */
static void test_memory_follows_a_draw(void **state)
{
    (void)state;
    scene sc = scene_new(
        BASE_4P,
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"architect\", \"characters\": "
        "{\"architect\": 0, \"assassin\": 1, \"king\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 2, \"hand\": [\"manor\"]}, {\"gold\": 2, \"hand\": [\"castle\"]}, "
        "{\"gold\": 2, \"hand\": [\"temple\"]}, {\"gold\": 2, \"hand\": [\"market\"]}]}");
    int c = deck_at(sc.st, 0);
    sc.st->seen_by[c] |= 1u << 2;
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, "{\"type\": \"draw_extra_cards\"}");
    assert_true(cit_hand_find(sc.st, 0, c) >= 0);
    assert_kept(&sc, 2, c);
    assert_moves(&sc, 1, c);
    scene_free(&sc);
}

/* A destroyed district goes under the deck in front of everyone (zones.c
 * cit_city_add: a city card is known to all): every seat keeps it there. */
static void test_memory_destroyed(void **state)
{
    (void)state;
    scene sc = scene_new(
        BASE_4P,
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"warlord\", \"characters\": "
        "{\"assassin\": 0, \"warlord\": 1, \"king\": 2, \"magician\": 3}, \"players\": ["
        "{\"gold\": 2}, {\"gold\": 5}, {\"gold\": 2, \"city\": [\"tavern\", \"manor\"]}, "
        "{\"gold\": 2}]}");
    int tavern = card_in(sc.st, 2, "tavern", 1);
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, "{\"type\": \"destroy\", \"seat\": 2, \"district\": \"tavern\"}");
    assert_int_equal(deck_at(sc.st, sc.st->deck_len - 1), tavern);
    for (int seat = 0; seat < 4; seat++)
        assert_kept(&sc, seat, tavern);
    scene_free(&sc);
}

/* A hand card laid face down (Laboratorium, Museum, the Magier's discard;
 * districts.c, abilities.c cit_seen_hand_hidden): its owner knows where it
 * went, nobody else, and a seat that knew the hand no longer knows which
 * cards are left in it. */
static void laid_face_down(const char *city, const char *call, const char *other,
                           const char *first, const char *then, int place)
{
    char pos[1024];
    snprintf(pos, sizeof pos,
             "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"%s\", \"characters\": "
             "{\"%s\": 0, \"%s\": 1, \"king\": 2, \"warlord\": 3}, \"players\": ["
             "{\"gold\": 2, \"hand\": [\"castle\", \"temple\", \"manor\"], \"city\": [%s]}, "
             "{\"gold\": 2, \"hand\": [\"market\"]}, {\"gold\": 2}, {\"gold\": 2}]}",
             call, call, other, city);
    scene sc = scene_new(BASE_4P, pos);
    int castle = card_in(sc.st, 0, "castle", 0), temple = card_in(sc.st, 0, "temple", 0);
    mark_hand(sc.st, 3, 0); /* seat 3 knows seat 0's hand */
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, first, castle);
    if (then)
        act(&sc, then);
    if (place == 4000)
        assert_int_equal(sc.st->museum_under[0], castle);
    else
        assert_int_equal(deck_at(sc.st, sc.st->deck_len - 1), castle);
    assert_kept(&sc, 0, castle);
    assert_moves(&sc, 1, castle);
    assert_moves(&sc, 3, castle);
    assert_moves(&sc, 3, temple); /* still in seat 0's hand: seat 3 cannot tell */
    scene_free(&sc);
}

static void test_memory_laid_face_down(void **state)
{
    (void)state;
    laid_face_down("\"laboratory\"", "assassin", "thief",
                   "{\"type\": \"laboratory\", \"card\": %d}", NULL, 1000);
    laid_face_down("\"museum\"", "assassin", "thief", "{\"type\": \"museum_tuck\", \"card\": %d}",
                   NULL, 4000);
    laid_face_down("", "magician", "assassin", "{\"type\": \"discard_and_draw\", \"card\": %d}",
                   "{\"type\": \"draw_replacements\"}", 1000);
}

/* Spion (agents_spy.c): the hand he saw, he remembers after his turn. */
static void test_memory_spy(void **state)
{
    (void)state;
    scene sc = scene_new(
        BASE_4P_WITH("\"assassin\", \"spy\", \"magician\", \"king\", \"bishop\", \"merchant\", "
                     "\"architect\", \"warlord\""),
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"spy\", \"characters\": "
        "{\"assassin\": 0, \"spy\": 1, \"king\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 2, \"hand\": [\"manor\"]}, {\"gold\": 2, \"hand\": [\"market\"]}, "
        "{\"gold\": 2, \"hand\": [\"castle\", \"temple\"]}, {\"gold\": 2, \"hand\": "
        "[\"tavern\"]}]}");
    int castle = card_in(sc.st, 2, "castle", 0), temple = card_in(sc.st, 2, "temple", 0);
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, "{\"type\": \"spy\", \"seat\": 2, \"district_type\": \"religious\"}");
    act(&sc, "{\"type\": \"end_turn\"}");
    assert_int_equal(sc.st->spied, 0); /* the look is over */
    assert_kept(&sc, 1, castle);
    assert_kept(&sc, 1, temple);
    assert_moves(&sc, 0, castle);
    scene_free(&sc);
}

/* Leuchtturm (districts.c, zones.c cit_deck_shuffle): the deck is shuffled
 * after the builder took a card: a seat that knew the deck forgets it, and
 * which card he took it cannot know. */
static void test_memory_shuffled(void **state)
{
    (void)state;
    scene sc = scene_new(
        BASE_4P,
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"assassin\", \"characters\": "
        "{\"assassin\": 0, \"magician\": 1, \"king\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 9, \"hand\": [\"lighthouse\"]}, {\"gold\": 2, \"hand\": [\"castle\"]}, "
        "{\"gold\": 2}, {\"gold\": 2}]}");
    for (int i = 0; i < sc.st->deck_len; i++)
        sc.st->seen_by[deck_at(sc.st, i)] |= 1u << 1; /* seat 1 knows the whole deck */
    int x = deck_at(sc.st, 3);
    act(&sc, "{\"type\": \"take_gold\"}");
    act(&sc, "{\"type\": \"build\", \"card\": %d}", card_in(sc.st, 0, "lighthouse", 0));
    act(&sc, "{\"type\": \"lighthouse_take\", \"card\": %d}", x);
    assert_true(cit_hand_find(sc.st, 0, x) >= 0);
    assert_moves(&sc, 1, x);
    for (int i = 0; i < sc.st->deck_len; i++)
        assert_false(knows(sc.st, 1, deck_at(sc.st, i)));
    assert_moves(&sc, 1, deck_at(sc.st, 0));
    scene_free(&sc);
}

/* Wahrsagerin (action_cards.c): the card is told to all and goes under
 * the deck; she remembers the hand she looked at, its owner where its card
 * went; a seat that knew that hand forgets which card is left. */
static void test_memory_fortune_teller(void **state)
{
    (void)state;
    scene sc = scene_new(
        "{\"players\": 4, \"rules\": \"2016-actions\"}",
        "{\"crown\": 0, \"start\": \"action\", \"call_from\": \"merchant\", \"characters\": "
        "{\"merchant\": 0, \"king\": 1, \"bishop\": 2, \"warlord\": 3}, \"players\": ["
        "{\"gold\": 2, \"hand\": [\"fortune_teller\"]}, {\"gold\": 2, \"hand\": [\"palace\", "
        "\"tavern\"]}, {\"gold\": 2}, {\"gold\": 2, \"hand\": [\"manor\"]}]}");
    int card = card_in(sc.st, 0, "fortune_teller", 0), palace = card_in(sc.st, 1, "palace", 0);
    int tavern = card_in(sc.st, 1, "tavern", 0);
    mark_hand(sc.st, 3, 1);
    act(&sc, "{\"type\": \"play_fortune_teller\", \"seat\": 1}");
    act(&sc, "{\"type\": \"fortune_teller_take\", \"card\": %d}", palace);
    assert_int_equal(deck_at(sc.st, sc.st->deck_len - 1), card);
    for (int seat = 0; seat < 4; seat++)
        assert_kept(&sc, seat, card);
    assert_kept(&sc, 0, tavern);
    assert_kept(&sc, 1, palace);
    assert_moves(&sc, 3, tavern);
    assert_moves(&sc, 2, palace);
    scene_free(&sc);
}

/* The cost: one call per search iteration (printed, no assertion), in a
 * position of round 2 with 2, 5 and 8 players. */
static void test_cost(void **state)
{
    (void)state;
    const game_ops *g = ops();
    void *cfg = calloc(1, g->config_size), *st = malloc(g->state_size);
    void *o = malloc(g->state_size);
    for (int players = 2; players <= 8; players += 3) {
        json_t *cj = json_pack("{sssi}", "rules", "2016", "players", players);
        game_err e;
        assert_int_equal(g->config_from_json(cfg, cj, &e), 0);
        json_decref(cj);
        assert_int_equal(g->setup(st, cfg, 9, &e), 0);
        gh_rng rng;
        gh_rng_seed(&rng, 9);
        for (int m = 0; m < 12 * players; m++) { /* into round 2 */
            game_decision d;
            g->pending(st, &d);
            game_action a;
            assert_int_equal(bot_random_choose(g, st, d.seat, &rng, &a), 0);
            assert_int_equal(g->apply(st, d.seat, &a, NULL, &e), 0);
        }
        int calls = quick() ? 2000 : 100000;
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (int i = 0; i < calls; i++)
            g->determinize(st, i % players, (uint64_t)i, o);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double us = ((double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec)) /
                    1e3 / calls;
        printf("# determinize: %.2f us per call (%d calls, %d players, state %zu bytes)\n", us,
               calls, players, g->state_size);
    }
    free(o);
    free(st);
    free(cfg);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_rule_set),
        cmocka_unit_test(test_deal_selection),
        cmocka_unit_test(test_lineups),
        cmocka_unit_test(test_theater),
        cmocka_unit_test(test_memory_wizard),
        cmocka_unit_test(test_memory_seer),
        cmocka_unit_test(test_memory_magician_swap),
        cmocka_unit_test(test_memory_under_the_deck),
        cmocka_unit_test(test_memory_follows_a_draw),
        cmocka_unit_test(test_memory_destroyed),
        cmocka_unit_test(test_memory_laid_face_down),
        cmocka_unit_test(test_memory_spy),
        cmocka_unit_test(test_memory_shuffled),
        cmocka_unit_test(test_memory_fortune_teller),
        cmocka_unit_test(test_cost),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* cit_knowledge.h — what one seat of a Citadels game may know, computed from
 * the state by the rules and not by view.c, and a checker that compares every
 * field of a view (cit_view_json) against it. Included by test_properties.c;
 * everything here is static.
 *
 * The facts (RULE: DE16 "Offene Informationen", "Auswahl-Phase",
 * "Aktions-Phase", "Assassine", "Dieb"):
 *   - public: every city (with the Artist's gold on it), every purse, every
 *     hand size, the deck size, the crown, the face-up characters, the number
 *     of face-down ones, which ranks were called, who revealed which
 *     character, the character the Assassin named (killed) and the one the
 *     Thief named (robbed) — both are named aloud;
 *   - private to one seat: its hand, its characters, the face-down character
 *     it laid itself, the pile it is choosing from, the cards aside while it
 *     is the active player (drawn cards, the Magician's discards, the
 *     Thieves' Den payment and the Den being paid for), its legal options.
 * A Thieves' Den payment in progress is the builder's secret: the others see
 * the turn going on and the hand as it was (reading 16 of
 * docs/citadels-rules.md).
 *
 * Two public facts are derived: the live score of every player (the final
 * scoring applied to a copy of the state from which everything hidden has
 * been taken out or scrambled, so it is the same for every viewer and a
 * score that reads hidden information differs from it), and during
 * selection the order of the seats still to choose (from the crown and the
 * player count by the rulebook's procedures, not from select.c's script).
 *
 * The checker is closed-world: a view key it does not know fails, so a new
 * field must be added here with the fact it may show. */
#ifndef GH_TEST_CIT_KNOWLEDGE_H
#define GH_TEST_CIT_KNOWLEDGE_H

#include <stdio.h>
#include <string.h>

#include "citadels/engine.h"

typedef struct cit_knows {
    int me;                          /* seat, or GAME_SPECTATOR */
    uint8_t card[CIT_MAX_CARDS];     /* 1: me may know this instance's kind */
    /* per rank: the facts me may know */
    uint8_t in_lineup[CIT_MAX_RANK + 1];
    uint8_t face_up[CIT_MAX_RANK + 1];
    uint8_t face_down[CIT_MAX_RANK + 1]; /* laid face down by me */
    uint8_t killed[CIT_MAX_RANK + 1];
    uint8_t robbed[CIT_MAX_RANK + 1];
    uint8_t revealed[CIT_MAX_RANK + 1];
    uint8_t called[CIT_MAX_RANK + 1];
    int8_t holder[CIT_MAX_RANK + 1]; /* -1: unknown to me (or nobody) */
    int den_secret;                  /* a Den payment others may not see */
    int sees_aside;                  /* me is the active player with cards aside */
    int sees_pile;                   /* me chooses from the character pile */
    int sees_options;                /* me owns the pending decision */
    int sees_looked_at;              /* issue 11: court — me is the Beschwörer looking at a hand */
} cit_knows;

static void cit_knows_compute(const cit_state *s, int me, cit_knows *k)
{
    memset(k, 0, sizeof *k);
    k->me = me;
    int n = s->cfg.nplayers;
    for (int p = 0; p < n; p++)
        for (int i = 0; i < s->players[p].ncity; i++)
            k->card[s->players[p].city[i]] = 1;
    k->den_secret = s->decision == CIT_DEC_DEN_PAYMENT;
    /* issue 12: action cards — a laid Kassenwagen lies open */
    for (int i = 0; i < 3; i++)
        if (s->booth_seat1[i])
            k->card[s->booth_card[i]] = 1;
    /* issue 11: districts — the district a Friedhof may buy was destroyed in
     * the open: everyone knows the card waiting aside */
    if (s->decision == CIT_DEC_GRAVEYARD)
        for (int i = 0; i < s->naside; i++)
            k->card[s->aside[i]] = 1;
    if (me >= 0) {
        for (int i = 0; i < s->players[me].nhand; i++)
            k->card[s->players[me].hand[i]] = 1;
        if (s->phase == CIT_PHASE_ACTION && me == s->active) {
            k->sees_aside = s->naside > 0;
            for (int i = 0; i < s->naside; i++)
                k->card[s->aside[i]] = 1;
        }
        /* issue 11: court — DE16 "Beschwörer": he looks at one player's hand */
        /* issue 12: action cards — the Wahrsagerin looks the same way */
        if ((s->decision == CIT_DEC_WIZARD_PICK || s->decision == CIT_DEC_FORTUNE_PICK) &&
            me == s->active) {
            k->sees_looked_at = 1;
            const cit_player *t = &s->players[s->court_seat];
            for (int i = 0; i < t->nhand; i++)
                k->card[t->hand[i]] = 1;
        }
        /* issue 11: districts — the Leuchtturm's builder looks through the deck */
        if (s->decision == CIT_DEC_LIGHTHOUSE && me == s->dec_seat)
            for (int i = 0; i < s->deck_len; i++)
                k->card[s->deck[(s->deck_head + i) & CIT_DECK_MASK]] = 1;
        k->sees_pile = s->phase == CIT_PHASE_SELECTION && me == s->dec_seat;
        k->sees_options = s->phase != CIT_PHASE_OVER && me == s->dec_seat;
    }
    /* --- issue 12: classic: the open discard pile is public (OFuA "Magier":
     * "auf den offenen Ablagestapel") --- */
    for (int i = 0; i < s->ndiscard; i++)
        k->card[s->discard[i]] = 1;
    /* --- issue 11: agents: the Spion has seen the hand he named (DE16 "Spion") --- */
    if (me >= 0 && s->phase == CIT_PHASE_ACTION && me == s->active && s->spied) {
        const cit_player *v = &s->players[s->spied - 1];
        for (int i = 0; i < v->nhand; i++)
            k->card[v->hand[i]] = 1;
    }
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        uint8_t f = s->rank_flags[r];
        k->in_lineup[r] = s->cfg.lineup[r] != 0;
        k->face_up[r] = (f & CIT_RF_FACEUP) != 0;
        k->face_down[r] = (f & CIT_RF_FACEDOWN) && me >= 0 && s->discarded_by[r] == me;
        /* issue 12: classic — with 7 players the King has looked at the card
         * the last player will add (OFuA "Ablauf einer Runde", Sonderfall);
         * he knows it while it lies in the middle (the round's crown holder) */
        if (cit_classic(s) && s->setaside == r && me >= 0 && me == s->crown)
            k->face_down[r] = 1;
        k->killed[r] = (f & CIT_RF_KILLED) != 0;
        k->robbed[r] = (f & CIT_RF_ROBBED) != 0;
        k->revealed[r] = (f & CIT_RF_REVEALED) != 0;
        k->called[r] = s->phase == CIT_PHASE_ACTION && r <= s->called_rank;
        int h = s->holder[r];
        k->holder[r] = (int8_t)(h >= 0 && (k->revealed[r] || h == me) ? h : -1);
    }
}

/* ---- derived public facts ---- */

/* A copy of the state holding only what the table knows: hands, the deck
 * and the cards aside lose their kinds (every such card becomes a Manor),
 * a Den payment in progress is undone (its cards back in the hand), and
 * characters nobody revealed lose their holders. Scoring this copy gives the
 * live score a view may show. */
static void k_public_state(const cit_state *s, cit_state *pub)
{
    memcpy(pub, s, sizeof *pub);
    uint8_t in_city[CIT_MAX_CARDS] = {0};
    for (int p = 0; p < s->cfg.nplayers; p++)
        for (int i = 0; i < s->players[p].ncity; i++)
            in_city[s->players[p].city[i]] = 1;
    for (int c = 0; c < s->ncards; c++)
        if (!in_city[c])
            pub->card_kind[c] = CIT_D_MANOR;
    if (s->decision == CIT_DEC_DEN_PAYMENT) {
        cit_player *b = &pub->players[s->active];
        for (int i = 0; i < s->naside; i++)
            b->hand[b->nhand++] = s->aside[i];
        pub->naside = 0;
        pub->decision = CIT_DEC_TURN;
    }
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (!(s->rank_flags[r] & CIT_RF_REVEALED))
            pub->holder[r] = -1;
    for (int p = 0; p < s->cfg.nplayers; p++) {
        cit_player *pl = &pub->players[p];
        int n = 0;
        for (int i = 0; i < pl->nchars; i++)
            if (s->rank_flags[pl->chars[i]] & CIT_RF_REVEALED)
                pl->chars[n++] = pl->chars[i];
        pl->nchars = (uint8_t)n;
    }
}

/* RULE: DE16 "Auswahl-Phase" (4–7 players: from the crown to the left, each
 * once), "Sonderregel bei 7 Spielern" / "Das Spiel mit 8 Spielern" (the last
 * of them still picks once), "Änderungen bei 3 Spielern" (the crown's order
 * twice), "Änderungen bei 2 Spielern" (A picks; B picks and discards; A picks
 * and discards; B picks); ONLINE "Spielverlauf" (only the crown holder picks,
 * the rest is dealt). Returns how many seats are still to choose. */
static int k_pick_order(const cit_state *s, int *out)
{
    int n = s->cfg.nplayers, a = s->crown, full[2 * CIT_MAX_SEATS], nfull = 0;
    if (s->phase != CIT_PHASE_SELECTION)
        return 0;
    if (s->cfg.selection == CIT_SELECTION_DEAL) {
        if (a >= 0)
            full[nfull++] = a;
    } else if (n == 2) {
        static const int two[6] = {0, 1, 1, 0, 0, 1};
        for (int i = 0; i < 6; i++)
            full[nfull++] = (a + two[i]) % 2;
    } else {
        for (int i = 0; i < (n == 3 ? 6 : n); i++)
            full[nfull++] = (a + i) % n;
    }
    /* Choices made so far: characters taken and cards laid face down by a
     * player (the random face-down card counts for nobody). */
    int done = 0;
    if (s->cfg.selection != CIT_SELECTION_DEAL) {
        for (int p = 0; p < n; p++)
            done += s->players[p].nchars;
        for (int r = 1; r <= CIT_MAX_RANK; r++)
            done += (s->rank_flags[r] & CIT_RF_FACEDOWN) && s->discarded_by[r] >= 0;
        /* issue 12: classic — the King has seen the card laid face down at
         * the start, but laying it was no choice (OFuA: he lays the top
         * card); when the last player takes it up (7 players with 8
         * characters, Dark City's 8 with 9: D12-1) it waits for him instead */
        if (cit_classic(s) && n != s->cfg.ncharacters - 1)
            done--;
    }
    int m = 0;
    for (int i = done; i < nfull; i++)
        out[m++] = full[i];
    return m;
}

/* ---- helpers ---- */

#define KFAIL(k, ...)                                                                              \
    do {                                                                                           \
        char kmsg_[200];                                                                           \
        snprintf(kmsg_, sizeof kmsg_, __VA_ARGS__);                                                \
        fail_msg("view of seat %d: %s", (k)->me, kmsg_);                                           \
    } while (0)

static void k_only_keys(const cit_knows *k, const json_t *obj, const char *what,
                        const char *const *allowed)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)obj, key, v) {
        int ok = 0;
        for (const char *const *a = allowed; *a && !ok; a++)
            ok = strcmp(key, *a) == 0;
        if (!ok)
            KFAIL(k, "%s has key \"%s\" the checker does not know", what, key);
    }
}

static long long k_int(const cit_knows *k, const json_t *obj, const char *key, const char *what)
{
    json_t *v = json_object_get(obj, key);
    if (!json_is_integer(v))
        KFAIL(k, "%s.%s is not an integer", what, key);
    return json_integer_value(v);
}

/* A seat field: an integer, or null for none. */
static int k_seat(const cit_knows *k, const json_t *obj, const char *key, const char *what)
{
    json_t *v = json_object_get(obj, key);
    if (json_is_null(v))
        return -1;
    return (int)k_int(k, obj, key, what);
}

/* A flag key of a character entry: present (and true) exactly when known. */
static void k_flag(const cit_knows *k, const json_t *c, const char *key, int want, int rank)
{
    json_t *v = json_object_get(c, key);
    if (v && !json_is_true(v))
        KFAIL(k, "rank %d: \"%s\" is not true", rank, key);
    if (!!v != !!want)
        KFAIL(k, "rank %d: \"%s\" %s, the seat %s know it", rank, key, v ? "shown" : "missing",
              want ? "may" : "may not");
}

static int k_rank_of(const cit_state *s, const char *name)
{
    /* issue 12: a wire name is the card's (`classic_king`), not its role's */
    return name ? cit_rank_of_card(s, cit_character_from_wire(name)) : 0;
}

/* {"rank": r, "character": wire} naming a rank of this game. */
static int k_rank_entry(const cit_state *s, const cit_knows *k, const json_t *c)
{
    int r = (int)k_int(k, c, "rank", "a character");
    if (r < 1 || r > CIT_MAX_RANK || !k->in_lineup[r] ||
        k_rank_of(s, json_string_value(json_object_get(c, "character"))) != r)
        KFAIL(k, "character entry with rank %d names \"%s\"", r,
              json_string_value(json_object_get(c, "character")));
    return r;
}

/* Every card object ({"id", "kind"}) anywhere in the view, and every action
 * argument "card", names an instance the seat may know, with its true kind. */
static void k_walk_cards(const cit_state *s, const cit_knows *k, const json_t *j)
{
    if (json_is_object(j)) {
        json_t *id = json_object_get(j, "id");
        json_t *card = json_object_get(j, "card");
        json_t *kind = json_object_get(j, "kind");
        json_t *district = json_object_get(j, "district");
        if (json_is_integer(id) || kind) {
            int c = json_is_integer(id) ? (int)json_integer_value(id) : -1;
            if (c < 0 || c >= s->ncards || !k->card[c])
                KFAIL(k, "shows card %d it may not know", c);
            if (!json_is_string(kind) || strcmp(json_string_value(kind), cit_def(s, c)->wire))
                KFAIL(k, "card %d shown as \"%s\"", c, json_string_value(kind));
        }
        if (json_is_integer(card)) {
            int c = (int)json_integer_value(card);
            if (c < 0 || c >= s->ncards || !k->card[c])
                KFAIL(k, "names card %d it may not know", c);
            if (district && (!json_is_string(district) ||
                             strcmp(json_string_value(district), cit_def(s, c)->wire)))
                KFAIL(k, "card %d named as \"%s\"", c, json_string_value(district));
        }
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)j, key, v) k_walk_cards(s, k, v);
    } else if (json_is_array(j)) {
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v) k_walk_cards(s, k, v);
    }
}

/* An array of card objects equal to the instances v[0..n) in order. */
static void k_cards_equal(const cit_knows *k, const json_t *arr, const uint8_t *v, int n,
                          const char *what)
{
    if (!json_is_array(arr) || json_array_size(arr) != (size_t)n)
        KFAIL(k, "%s has %zu cards, the state %d", what, json_array_size(arr), n);
    for (int i = 0; i < n; i++) {
        const json_t *c = json_array_get(arr, (size_t)i);
        if (k_int(k, c, "id", what) != v[i])
            KFAIL(k, "%s[%d] is card %lld, the state has %d", what, i,
                  json_integer_value(json_object_get(c, "id")), v[i]);
    }
}

/* ---- the parts of a view ---- */

static void k_check_characters(const cit_state *s, const cit_knows *k, const json_t *arr)
{
    static const char *const keys[] = {"rank",   "character", "face_up", "face_down", "killed",
                                       "robbed", "seat",      "revealed", "called",   NULL};
    uint8_t listed[CIT_MAX_RANK + 1] = {0};
    size_t i;
    json_t *c;
    json_array_foreach(arr, i, c) {
        k_only_keys(k, c, "a lineup entry", keys);
        int r = k_rank_entry(s, k, c);
        if (listed[r]++)
            KFAIL(k, "rank %d listed twice", r);
        k_flag(k, c, "face_up", k->face_up[r], r);
        k_flag(k, c, "face_down", k->face_down[r], r);
        k_flag(k, c, "killed", k->killed[r], r);
        k_flag(k, c, "robbed", k->robbed[r], r);
        k_flag(k, c, "revealed", k->revealed[r], r);
        k_flag(k, c, "called", k->called[r], r);
        json_t *seat = json_object_get(c, "seat");
        if (k->holder[r] < 0 && seat)
            KFAIL(k, "rank %d: shows holder %s it may not know", r,
                  json_is_integer(seat) ? "seat" : "?");
        if (k->holder[r] >= 0 && (!json_is_integer(seat) || json_integer_value(seat) != k->holder[r]))
            KFAIL(k, "rank %d: holder %d known but not shown as such", r, k->holder[r]);
    }
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (k->in_lineup[r] && !listed[r])
            KFAIL(k, "rank %d of the lineup is missing", r);
}

static void k_check_player(const cit_state *s, const cit_knows *k, const json_t *pj, int p)
{
    static const char *const keys[] = {"seat", "gold", "hand_size", "city", "city_complete",
                                       "characters", "hand", "score_now", "score_parts",
                                       "ticket_booths", /* issue 12: action cards */ NULL};
    const cit_player *pl = &s->players[p];
    char what[32];
    snprintf(what, sizeof what, "players[%d]", p);
    k_only_keys(k, pj, what, keys);
    /* --- issue 12: action cards: the laid Kassenwagen and their gold are
     * public (DE16 "Kassenwagen": "offen vor dir aus"), in every view of a
     * game with action cards, in slot order --- */
    {
        const json_t *tb = json_object_get(pj, "ticket_booths");
        if (!s->cfg.action_cards ? tb != NULL : !json_is_array(tb))
            KFAIL(k, "%s: ticket_booths present exactly with action cards", what);
        size_t at = 0;
        for (int i = 0; tb && i < 3; i++) {
            if (s->booth_seat1[i] != p + 1)
                continue;
            const json_t *b = json_array_get(tb, at++);
            static const char *const bkeys[] = {"card", "gold", NULL};
            k_only_keys(k, b, "a ticket booth", bkeys);
            if (k_int(k, json_object_get(b, "card"), "id", "ticket_booths") != s->booth_card[i] ||
                k_int(k, b, "gold", "ticket_booths") != s->booth_gold[i])
                KFAIL(k, "%s: a ticket booth does not match the state", what);
        }
        if (tb && json_array_size(tb) != at)
            KFAIL(k, "%s: %zu ticket booths, the state has %zu", what, json_array_size(tb), at);
    }
    if (k_int(k, pj, "seat", what) != p || k_int(k, pj, "gold", what) != pl->gold)
        KFAIL(k, "%s: wrong seat or gold", what);
    int hidden_den = k->den_secret && p == s->active && k->me != p;
    if (k_int(k, pj, "hand_size", what) != pl->nhand + (hidden_den ? s->naside : 0))
        KFAIL(k, "%s: hand_size %lld, may know %d", what,
              json_integer_value(json_object_get(pj, "hand_size")),
              pl->nhand + (hidden_den ? s->naside : 0));
    const json_t *city = json_object_get(pj, "city");
    k_cards_equal(k, city, pl->city, pl->ncity, "a city");
    for (int i = 0; i < pl->ncity; i++) {
        json_t *b = json_object_get(json_array_get(city, (size_t)i), "beautified");
        if (!!b != cit_is_beautified(s, pl->city[i]) || (b && !json_is_true(b)))
            KFAIL(k, "%s: beautified mark of card %d", what, pl->city[i]);
        /* issue 11: districts — the Museum shows how many cards lie under it */
        json_t *under = json_object_get(json_array_get(city, (size_t)i), "under");
        int museum = cit_kind(s, pl->city[i]) == CIT_D_MUSEUM;
        if (!!under != museum || (under && (!json_is_integer(under) ||
                                            json_integer_value(under) != s->nmuseum)))
            KFAIL(k, "%s: the count under card %d", what, pl->city[i]);
    }
    if (!json_is_boolean(json_object_get(pj, "city_complete")) ||
        json_is_true(json_object_get(pj, "city_complete")) != (cit_city_size(s, p) >= cit_city_target(s)))
        KFAIL(k, "%s: city_complete", what);
    if (p == k->me)
        k_cards_equal(k, json_object_get(pj, "hand"), pl->hand, pl->nhand, "the own hand");
    else if (json_object_get(pj, "hand"))
        KFAIL(k, "shows the hand of seat %d", p);
    /* Its characters: all of them to itself, the revealed ones to others. */
    const json_t *chars = json_object_get(pj, "characters");
    size_t want = 0, i;
    for (int c = 0; c < pl->nchars; c++)
        want += p == k->me || k->revealed[pl->chars[c]];
    if (!json_is_array(chars) || json_array_size(chars) != want)
        KFAIL(k, "%s: %zu characters shown, may know %zu", what, json_array_size(chars), want);
    json_t *c;
    i = 0;
    for (int x = 0; x < pl->nchars; x++) {
        int r = pl->chars[x];
        if (p != k->me && !k->revealed[r])
            continue;
        c = json_array_get(chars, i++);
        static const char *const ckeys[] = {"rank", "character", NULL};
        k_only_keys(k, c, "a player's character", ckeys);
        if (k_rank_entry(s, k, c) != r)
            KFAIL(k, "%s: character %zu is not rank %d", what, i - 1, r);
    }
}

/* The live score of seat p: the final scoring of the public copy. */
static void k_check_score(const cit_state *pub, const cit_knows *k, const json_t *pj, int p)
{
    static const char *const keys[] = {"districts", "all_types", "completion", "uniques", NULL};
    char what[40];
    snprintf(what, sizeof what, "players[%d].score_parts", p);
    cit_score want;
    cit_score_seat(pub, p, &want);
    const json_t *parts = json_object_get(pj, "score_parts");
    if (!json_is_object(parts))
        KFAIL(k, "%s missing", what);
    k_only_keys(k, parts, what, keys);
    long long now = k_int(k, pj, "score_now", "a player");
    if (now != want.total || k_int(k, parts, "districts", what) != want.districts ||
        k_int(k, parts, "all_types", what) != want.all_types ||
        k_int(k, parts, "completion", what) != want.completion ||
        k_int(k, parts, "uniques", what) != want.uniques)
        KFAIL(k, "players[%d]: score_now %lld, the public score is %d (%d/%d/%d/%d)", p, now,
              want.total, want.districts, want.all_types, want.completion, want.uniques);
}

static void k_check_pick_order(const cit_state *s, const cit_knows *k, const json_t *v)
{
    int want[2 * CIT_MAX_SEATS];
    int n = k_pick_order(s, want);
    const json_t *order = json_object_get(v, "pick_order");
    if (s->phase != CIT_PHASE_SELECTION) {
        if (order)
            KFAIL(k, "pick_order shown outside the selection phase");
        return;
    }
    if (!json_is_array(order) || json_array_size(order) != (size_t)n || n < 1)
        KFAIL(k, "pick_order has %zu seats, %d still choose", json_array_size(order), n);
    for (int i = 0; i < n; i++) {
        json_t *x = json_array_get(order, (size_t)i);
        if (!json_is_integer(x) || json_integer_value(x) != want[i])
            KFAIL(k, "pick_order[%d] is not seat %d", i, want[i]);
    }
    if (want[0] != s->dec_seat)
        KFAIL(k, "the first seat of pick_order is not the deciding seat");
}

static void k_check_pending(const cit_state *s, const cit_knows *k, const json_t *pend)
{
    static const char *const keys[] = {"seat", "decision", "options",
                                       /* the deciding seat's prompt: public facts */
                                       "builder", "card", "refund", "bribe", "payer", "gold",
                                       NULL};
    k_only_keys(k, pend, "pending", keys);
    /* What a prompt names (view.c pending_json), only in the deciding seat's
     * view and only what the table saw: the district just built into the
     * builder's city and the gold he paid for it (the build is public), or
     * half the threatened player's gold (gold is public). */
    int mine = k->sees_options;
    /* The Ticket Booth's owner: who paid, onto which booth, the gold on it
     * now (the payment's event told the table all three). */
    if (json_object_get(pend, "payer") || json_object_get(pend, "gold")) {
        if (!mine || s->decision != CIT_DEC_TICKET_CASH || !s->booth_paid1)
            KFAIL(k, "pending names a Ticket Booth payment outside its owner's decision");
        int slot = s->booth_paid1 - 1;
        if (k_seat(k, pend, "payer", "pending") != s->active)
            KFAIL(k, "pending.payer is not the seat whose turn it is");
        if (s->booth_seat1[slot] - 1 != s->dec_seat)
            KFAIL(k, "the booth paid onto is not the deciding seat's");
        json_t *want = cit_card_json(s, s->booth_card[slot]);
        int same = json_equal(want, json_object_get(pend, "card"));
        json_decref(want);
        if (!same)
            KFAIL(k, "pending.card is not the booth just paid onto");
        if (k_int(k, pend, "gold", "pending") != s->booth_gold[slot])
            KFAIL(k, "pending.gold is not the gold on that booth");
    } else if (mine && s->decision == CIT_DEC_TICKET_CASH) {
        KFAIL(k, "the Ticket Booth prompt does not name the payment");
    } else if (json_object_get(pend, "builder") || json_object_get(pend, "card") ||
               json_object_get(pend, "refund")) {
        if (!mine || s->decision != CIT_DEC_CONFISCATE)
            KFAIL(k, "pending names a confiscation outside the Magistrat's decision");
        if (k_seat(k, pend, "builder", "pending") != s->active)
            KFAIL(k, "pending.builder is not the building seat");
        json_t *want = cit_card_json(s, s->confiscation_card);
        int same = json_equal(want, json_object_get(pend, "card"));
        json_decref(want);
        if (!same || cit_city_find(s, s->active, s->confiscation_card) < 0)
            KFAIL(k, "pending.card is not the district just built into the builder's city");
        if (k_int(k, pend, "refund", "pending") != s->confiscation_gold)
            KFAIL(k, "pending.refund is not the gold paid for it");
    } else if (mine && s->decision == CIT_DEC_CONFISCATE) {
        KFAIL(k, "the confiscation prompt does not name the district");
    }
    if (json_object_get(pend, "bribe")) {
        if (!mine || s->decision != CIT_DEC_BRIBE)
            KFAIL(k, "pending names a bribe outside the threatened player's decision");
        if (k_int(k, pend, "bribe", "pending") != s->players[s->active].gold / 2)
            KFAIL(k, "pending.bribe is not half the threatened player's gold");
    } else if (mine && s->decision == CIT_DEC_BRIBE) {
        KFAIL(k, "the bribe prompt does not name the amount");
    }
    if (k_seat(k, pend, "seat", "pending") != s->dec_seat)
        KFAIL(k, "pending.seat is not the deciding seat");
    /* Only the builder knows a Den payment is going on (DE16 "Spelunke"). */
    int dec = s->decision == CIT_DEC_DEN_PAYMENT && k->me != s->dec_seat ? CIT_DEC_TURN
                                                                          : s->decision;
    const char *d = json_string_value(json_object_get(pend, "decision"));
    if (!d || strcmp(d, cit_decision_wire(dec)) != 0)
        KFAIL(k, "pending.decision \"%s\", may know \"%s\"", d, cit_decision_wire(dec));
    const json_t *opts = json_object_get(pend, "options");
    if (!k->sees_options) {
        if (opts)
            KFAIL(k, "shows the options of seat %d", s->dec_seat);
        return;
    }
    game_action acts[CIT_LEGAL_MAX];
    int n = cit_legal(s, k->me, acts, CIT_LEGAL_MAX);
    if (!json_is_array(opts) || json_array_size(opts) != (size_t)n)
        KFAIL(k, "%zu options shown, %d legal", json_array_size(opts), n);
    for (int i = 0; i < n; i++) {
        json_t *want = cit_action_to_json(s, &acts[i]);
        if (!json_equal(want, json_array_get(opts, (size_t)i)))
            KFAIL(k, "option %d is not legal action %d", i, i);
        json_decref(want);
    }
}

/* --- issue 11: agents --- */
/* The seat of the Hexe, by the rulebook: the holder of the rank-1 Hexe. */
static int k_witch_seat(const cit_state *s)
{
    int w = cit_rank_of_char(s, CIT_C_WITCH);
    return w ? s->holder[w] : -1;
}

/* Who placed the tokens of character ch: its holder, or the Hexe if she
 * bewitched it and is in play (DE16 "Hexe": she places the threats). */
static int k_placer(const cit_state *s, int ch)
{
    int r = cit_rank_of_char(s, ch);
    if (!r)
        return -1;
    if (s->bewitched == r && s->holder[r] >= 0 && k_witch_seat(s) >= 0)
        return k_witch_seat(s);
    return s->holder[r];
}

static void k_rank_list(const cit_state *s, const cit_knows *k, const json_t *v, unsigned mask,
                        const char *what)
{
    if (!mask) {
        if (v)
            KFAIL(k, "%s shown with no token placed", what);
        return;
    }
    if (!json_is_array(v) || json_array_size(v) != (size_t)__builtin_popcount(mask))
        KFAIL(k, "%s does not list the %d placed tokens", what, __builtin_popcount(mask));
    size_t i;
    json_t *c;
    int last = 0;
    json_array_foreach(v, i, c) {
        int r = k_rank_of(s, json_string_value(c));
        if (!r || !(mask & (1u << r)) || r <= last)
            KFAIL(k, "%s names a character without a token", what);
        last = r;
    }
}

/* A secret rank (the seal, the rose): only for the seat that placed it. */
static void k_secret_rank(const cit_state *s, const cit_knows *k, const json_t *v, int rank,
                          int owner, const char *what)
{
    int may = rank && k->me >= 0 && k->me == owner && s->phase == CIT_PHASE_ACTION;
    if (!!v != may)
        KFAIL(k, "%s %s", what, v ? "shown to a seat that did not place it" : "missing");
    if (v && k_rank_of(s, json_string_value(v)) != rank)
        KFAIL(k, "%s is not the rank placed", what);
}

static void k_check_agents(const cit_state *s, const cit_knows *k, const json_t *v)
{
    int action = s->phase == CIT_PHASE_ACTION;
    const json_t *b = json_object_get(v, "bewitched");
    if (!!b != (action && s->bewitched) ||
        (b && k_rank_of(s, json_string_value(b)) != s->bewitched))
        KFAIL(k, "bewitched does not match the spell");
    k_rank_list(s, k, json_object_get(v, "warrants"), action ? s->warrants : 0, "warrants");
    k_rank_list(s, k, json_object_get(v, "threats"), action ? s->threats : 0, "threats");
    k_secret_rank(s, k, json_object_get(v, "signed_warrant"), s->signed_warrant,
                  k_placer(s, CIT_C_MAGISTRATE), "signed_warrant");
    k_secret_rank(s, k, json_object_get(v, "rose"), s->rose, k_placer(s, CIT_C_BLACKMAILER),
                  "rose");
    const json_t *sp = json_object_get(v, "spied_hand");
    int sees = action && s->spied && k->me >= 0 && k->me == s->active &&
               cit_active_char(s) == CIT_C_SPY;
    if (!!sp != sees)
        KFAIL(k, "spied_hand %s", sp ? "shown to a seat that is not the Spion" : "missing");
    if (sp) {
        int victim = s->spied - 1;
        if (k_int(k, sp, "seat", "spied_hand") != victim)
            KFAIL(k, "spied_hand names the wrong seat");
        k_cards_equal(k, json_object_get(sp, "hand"), s->players[victim].hand,
                      s->players[victim].nhand, "spied_hand");
    }
}

static void k_check_turn(const cit_state *s, const cit_knows *k, const json_t *t)
{
    static const char *const keys[] = {"character", "seat", "income_taken", "builds",
                                       "build_limit", "witch" /* issue 11: agents */,
                                       "step" /* issue 12: online */, NULL};
    /* --- issue 12: online: the step of the fixed order, in online games only --- */
    const json_t *step = json_object_get(t, "step");
    if (s->cfg.online ? !json_is_integer(step) || json_integer_value(step) != cit_online_step(s)
                      : step != NULL)
        KFAIL(k, "turn.step does not match the online step order");
    /* --- issue 11: agents: the Hexe plays the bewitched character's turn --- */
    int witch = s->bewitched && s->bewitched == s->called_rank && s->active >= 0 &&
                s->active == k_witch_seat(s) && s->holder[s->called_rank] != s->active;
    const json_t *w = json_object_get(t, "witch");
    if (w && !witch && !(s->witch_turn && s->bewitched == s->called_rank))
        KFAIL(k, "turn.witch shown outside the Hexe's resumed turn");
    if (witch && (!w || k_seat(k, t, "witch", "turn") != s->active))
        KFAIL(k, "turn.witch missing in the Hexe's resumed turn");
    k_only_keys(k, t, "turn", keys);
    if (k_rank_of(s, json_string_value(json_object_get(t, "character"))) != s->called_rank ||
        k_seat(k, t, "seat", "turn") != s->active ||
        json_is_true(json_object_get(t, "income_taken")) != !!(s->turn_flags & CIT_TF_INCOME) ||
        k_int(k, t, "builds", "turn") != s->builds ||
        k_int(k, t, "build_limit", "turn") != cit_build_limit(s))
        KFAIL(k, "turn does not match the turn in progress");
}

/* The whole view of seat k->me, field by field. */
static void cit_knows_check_view(const cit_state *s, const cit_knows *k, const json_t *v)
{
    static const char *const keys[] = {
        "game",  "seat",       "round",           "phase",   "crown", "city_target",
        "deck_size", "first_complete", "last_round", "characters", "players", "face_down_count",
        "pile",  "turn",       "aside",           "den_card", "pending", "outcome",
        "pick_order",
        /* --- issue 11: agents --- */
        "bewitched", "warrants", "signed_warrant", "threats", "rose", "spied_hand",
        /* --- issue 11: builders --- */
        "tax_pile", "bell_tower",
        "looking_at", "owed", /* issue 11: court */
        "deck_cards", "graveyard_card", /* issue 11: districts */
        "rules", "discard_pile", /* issue 12: the foundation's keys (public) */
        NULL};
    k_only_keys(k, v, "the view", keys);
    /* issue 12 (found by the online slice): every view names its rule set */
    {
        const char *rules = json_string_value(json_object_get(v, "rules"));
        int rs = cit_ruleset_of(&s->cfg);
        if (!rules || rs < 0 || strcmp(rules, cit_ruleset_wire[rs]) != 0)
            KFAIL(k, "rules does not name the game's rule set");
    }
    k_check_agents(s, k, v); /* issue 11: agents */
    /* --- issue 11: builders: the tax pile (public while the Steuereintreiber
     * is in the lineup) and the Glockenturm's decision (public once made) --- */
    {
        const json_t *tp = json_object_get(v, "tax_pile");
        if (cit_rank_of_char(s, CIT_C_TAX_COLLECTOR) ? !json_is_integer(tp) ||
                                                           json_integer_value(tp) != s->tax_pile
                                                     : tp != NULL)
            KFAIL(k, "tax_pile does not match the state");
        const char *bt = json_string_value(json_object_get(v, "bell_tower"));
        int bell = 0; /* the decision shows while a Glockenturm stands */
        for (int p = 0; p < s->cfg.nplayers; p++)
            if (cit_city_has_kind(s, p, CIT_D_BELL_TOWER))
                bell = s->bell_tower;
        const char *want = bell == CIT_BELL_EARLIER  ? "earlier"
                           : bell == CIT_BELL_NORMAL ? "normal"
                                                     : NULL;
        if (!!bt != !!want || (bt && strcmp(bt, want) != 0))
            KFAIL(k, "bell_tower does not match the state");
    }
    static const char *const phases[] = {[CIT_PHASE_SELECTION] = "selection",
                                         [CIT_PHASE_ACTION] = "action",
                                         [CIT_PHASE_OVER] = "over"};
    const char *phase = json_string_value(json_object_get(v, "phase"));
    if (k_seat(k, v, "seat", "view") != k->me || k_int(k, v, "round", "view") != s->round ||
        !phase || strcmp(phase, phases[s->phase]) != 0 ||
        k_seat(k, v, "crown", "view") != s->crown ||
        k_int(k, v, "city_target", "view") != cit_city_target(s) ||
        k_int(k, v, "deck_size", "view") != s->deck_len ||
        k_seat(k, v, "first_complete", "view") != s->first_complete ||
        json_is_true(json_object_get(v, "last_round")) != !!s->ending)
        KFAIL(k, "a public header field does not match the state");
    /* issue 12: the rule set's name, and the open discard pile (public,
     * classic and Dark City only) */
    int rs = cit_ruleset_of(&s->cfg);
    if (!json_is_string(json_object_get(v, "rules")) ||
        strcmp(json_string_value(json_object_get(v, "rules")), cit_ruleset_wire[rs < 0 ? 0 : rs]))
        KFAIL(k, "rules does not name the game's rule set");
    if (cit_classic(s))
        k_cards_equal(k, json_object_get(v, "discard_pile"), s->discard, s->ndiscard,
                      "discard_pile");
    else if (json_object_get(v, "discard_pile"))
        KFAIL(k, "a 2016 game has no open discard pile");
    int facedown = s->setaside != 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        facedown += (s->rank_flags[r] & CIT_RF_FACEDOWN) != 0;
    if (k_int(k, v, "face_down_count", "view") != facedown)
        KFAIL(k, "face_down_count is not %d", facedown);

    k_check_characters(s, k, json_object_get(v, "characters"));
    const json_t *players = json_object_get(v, "players");
    if (json_array_size(players) != s->cfg.nplayers)
        KFAIL(k, "players has %zu entries", json_array_size(players));
    static cit_state pub; /* 8 KiB: not on the stack; the tests are single-threaded */
    k_public_state(s, &pub);
    for (int p = 0; p < s->cfg.nplayers; p++) {
        k_check_player(s, k, json_array_get(players, (size_t)p), p);
        k_check_score(&pub, k, json_array_get(players, (size_t)p), p);
    }
    k_check_pick_order(s, k, v);

    const json_t *pile = json_object_get(v, "pile");
    if (!!pile != k->sees_pile)
        KFAIL(k, "pile %s", pile ? "shown to a seat not choosing" : "missing for the chooser");
    if (pile) {
        size_t i;
        json_t *c;
        uint16_t shown = 0;
        json_array_foreach(pile, i, c) shown |= (uint16_t)(1u << k_rank_entry(s, k, c));
        if (shown != s->pile || json_array_size(pile) != (size_t)__builtin_popcount(s->pile))
            KFAIL(k, "pile does not match the state");
    }
    const json_t *turn = json_object_get(v, "turn");
    if (!!turn != (s->phase == CIT_PHASE_ACTION))
        KFAIL(k, "turn shown outside the action phase or missing in it");
    if (turn)
        k_check_turn(s, k, turn);
    const json_t *aside = json_object_get(v, "aside");
    if (!!aside != k->sees_aside)
        KFAIL(k, "aside %s", aside ? "shown to a seat that is not active" : "missing");
    if (aside)
        k_cards_equal(k, aside, s->aside, s->naside, "aside");
    const json_t *den = json_object_get(v, "den_card");
    int sees_den = k->den_secret && k->me >= 0 && k->me == s->active;
    if (!!den != sees_den)
        KFAIL(k, "den_card %s", den ? "shown to a seat that is not building" : "missing");
    if (den && k_int(k, den, "id", "den_card") != s->den_card)
        KFAIL(k, "den_card is not the Den being paid for");
    /* --- issue 11: court --- the looked-at hand only for the Beschwörer; the
     * seats the Seherin still owes a card, public while she gives */
    const json_t *look = json_object_get(v, "looking_at");
    if (!!look != k->sees_looked_at)
        KFAIL(k, "looking_at %s", look ? "shown to a seat not looking" : "missing");
    if (look) {
        static const char *const lkeys[] = {"seat", "hand", NULL};
        k_only_keys(k, look, "looking_at", lkeys);
        if (k_seat(k, look, "seat", "looking_at") != s->court_seat)
            KFAIL(k, "looking_at names the wrong seat");
        k_cards_equal(k, json_object_get(look, "hand"), s->players[s->court_seat].hand,
                      s->players[s->court_seat].nhand, "looking_at");
    }
    const json_t *owed = json_object_get(v, "owed");
    if (!!owed != (s->decision == CIT_DEC_SEER_GIVE))
        KFAIL(k, "owed %s", owed ? "shown outside seer_give" : "missing during seer_give");
    if (owed) {
        unsigned shown = 0;
        size_t i;
        json_t *x;
        json_array_foreach(owed, i, x) shown |= 1u << json_integer_value(x);
        if (shown != s->seer_owed || json_array_size(owed) != (size_t)__builtin_popcount(s->seer_owed))
            KFAIL(k, "owed does not match the seats still owed a card");
    }
    /* --- end issue 11: court --- */
    /* issue 11: districts — the deck for the Leuchtturm's builder alone, the
     * card a Friedhof may buy for everyone */
    const json_t *deck = json_object_get(v, "deck_cards");
    int sees_deck = s->decision == CIT_DEC_LIGHTHOUSE && k->me >= 0 && k->me == s->dec_seat;
    if (!!deck != sees_deck)
        KFAIL(k, "deck_cards %s", deck ? "shown to a seat not building the Leuchtturm" : "missing");
    if (deck) {
        uint8_t order[CIT_MAX_CARDS];
        for (int i = 0; i < s->deck_len; i++)
            order[i] = s->deck[(s->deck_head + i) & CIT_DECK_MASK];
        k_cards_equal(k, deck, order, s->deck_len, "deck_cards");
    }
    const json_t *grave = json_object_get(v, "graveyard_card");
    if (!!grave != (s->decision == CIT_DEC_GRAVEYARD))
        KFAIL(k, "graveyard_card %s", grave ? "shown outside the Friedhof's decision" : "missing");
    if (grave && k_int(k, grave, "id", "graveyard_card") != s->aside[0])
        KFAIL(k, "graveyard_card is not the destroyed district");
    /* --- issue 12: classic --- the open pile, card by card, for everyone under
     * the classic rules (absent under 2016, whose discards go under the deck);
     * and OFuA "Ablauf einer Runde", "Änderungen für 2 und 3 Spieler": the King
     * looks at the card he lays face down, so no face-down card is unseen —
     * each is known to exactly one seat (k->face_down, checked per rank). */
    {
        const json_t *dp = json_object_get(v, "discard_pile");
        if (!!dp != cit_classic(s))
            KFAIL(k, "discard_pile %s", dp ? "shown under the 2016 rules" : "missing");
        if (dp)
            k_cards_equal(k, dp, s->discard, s->ndiscard, "discard_pile");
        const char *rw = json_string_value(json_object_get(v, "rules"));
        if (!rw || strcmp(rw, cit_ruleset_wire[cit_ruleset_of(&s->cfg)]) != 0)
            KFAIL(k, "rules does not name the game's rule set");
        if (cit_classic(s) && s->cfg.selection == CIT_SELECTION_DRAFT)
            for (int r = 1; r <= CIT_MAX_RANK; r++)
                if ((s->rank_flags[r] & CIT_RF_FACEDOWN) &&
                    (s->discarded_by[r] < 0 || s->discarded_by[r] >= s->cfg.nplayers))
                    KFAIL(k, "rank %d lies face down unseen under the classic rules", r);
    }
    k_check_pending(s, k, json_object_get(v, "pending"));
    if (!!json_object_get(v, "outcome") != (s->phase == CIT_PHASE_OVER))
        KFAIL(k, "outcome shown before the end or missing after it");
    k_walk_cards(s, k, v);
}

#endif

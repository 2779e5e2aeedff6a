/* test_properties.c — property tests of the Citadels engine over many random
 * games (uniform choice among legal actions):
 *   - check() holds after every action, for every player count 2–8;
 *   - every listed legal action is accepted, and nobody else may act;
 *     (issue 13) legal() lists exactly what cit_legal_all (every generator
 *     of the decision, no skipping by character) lists, in the same order;
 *     every 8th step each listed action (16 spread over a longer list) is
 *     applied to a copy and accepted, and each of its neighbours (an
 *     argument one off) that is not listed is refused, leaving the copy
 *     unchanged;
 *   - rejected actions (random garbage, other seats) leave the state
 *     byte-for-byte unchanged;
 *   - the same seed and choices replay to the same final state, in this
 *     process and from a recorded action log in a fresh one (this program
 *     run again as `test_properties --replay LOG OUT`), so nothing but
 *     (config, seed, actions) decides a game — not addresses, not the
 *     process;
 *   - every field of every view is what its seat may know: computed from the
 *     state by the rules, independently of view.c (cit_knowledge.h), and
 *     compared card by card and character by character;
 *   - every event has the visibility its type allows (a table by type), and
 *     shows only cards its recipients know; every type is seen at least once;
 *   - the gold books balance: each purse changes exactly as the events say;
 *   - nothing is lost silently: a free benefit still listed when the turn
 *     ends (district income, the Merchant's gold, the Architect's cards) is
 *     taken by end_turn with events marked auto, before turn_ended; no other
 *     action emits an auto event (docs/citadels-rules.md reading 26);
 *   - all of it also for the online variant's deal selection (ONLINE
 *     "Spielverlauf"): 1, 2 and more characters per player, with and without
 *     a crown holder at the start.
 * GH_QUICK=1 (the sanitizer run) plays fewer games. The issue-11 blocks
 * (agents, builders, court, districts, lineups) play a third of what their
 * slices first gave them, every lineup and player count kept: with all of
 * them the whole test ran 7 CPU minutes, too close to CTest's 600 s on a
 * loaded machine. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "citadels/engine.h"
#include "cit_knowledge.h"

static int quick(void)
{
    const char *q = getenv("GH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

/* ---- hidden information ---- */

/* Every field of the view of `me` against what `me` may know
 * (cit_knowledge.h: computed from the state by the rules, not by view.c). */
static void check_view(const cit_state *s, int me)
{
    cit_knows k;
    cit_knows_compute(s, me, &k);
    json_t *v = cit_view_json(s, me);
    cit_knows_check_view(s, &k, v);
    json_decref(v);
}

/* ---- events: who may see each type, and the gold books ---- */

/* Who may see each event type (RULE: DE16 "Offene Informationen", "Auswahl-
 * Phase": the character a player picks, is dealt or lays face down is his
 * secret; the cards he draws are his; everything else happens in the open).
 * `vis`: the visibilities the type may have. `rank_private`: the public copy
 * hides the character (a = 0) and the private copy, for the seat it is
 * about, names it. Private events go only to the seat they are about. */
enum { V_ALL = 1u << GAME_VIS_ALL, V_SEAT = 1u << GAME_VIS_SEAT };
static const struct {
    uint8_t vis, rank_private;
} event_vis[CIT_E_COUNT] = {
    [CIT_E_ROUND_START] = {V_ALL, 0},
    [CIT_E_FACEUP_DISCARD] = {V_ALL, 0},
    [CIT_E_FACEDOWN_DISCARD] = {V_ALL | V_SEAT, 1},
    [CIT_E_PICKED] = {V_ALL | V_SEAT, 1},
    [CIT_E_CALLED] = {V_ALL, 0},
    [CIT_E_REVEALED] = {V_ALL, 0},
    [CIT_E_ROBBED] = {V_ALL, 0},
    [CIT_E_CROWN] = {V_ALL, 0},
    [CIT_E_GOLD] = {V_ALL, 0},
    [CIT_E_CARDS_DRAWN] = {V_ALL, 0},
    [CIT_E_CARD_DRAWN] = {V_SEAT, 0},
    [CIT_E_CARD_KEPT] = {V_SEAT, 0},
    [CIT_E_CARDS_DISCARDED] = {V_ALL, 0},
    [CIT_E_BUILT] = {V_ALL, 0},
    [CIT_E_CITY_COMPLETE] = {V_ALL, 0},
    [CIT_E_KILLED] = {V_ALL, 0},
    [CIT_E_ROB_NAMED] = {V_ALL, 0},
    [CIT_E_HANDS_SWAPPED] = {V_ALL, 0},
    [CIT_E_DESTROYED] = {V_ALL, 0},
    [CIT_E_BEAUTIFIED] = {V_ALL, 0},
    [CIT_E_TURN_END] = {V_ALL, 0},
    [CIT_E_ROUND_END] = {V_ALL, 0},
    [CIT_E_GAME_OVER] = {V_ALL, 0},
    [CIT_E_DEALT] = {V_ALL | V_SEAT, 1},
    [CIT_E_GOLD_PAID] = {V_ALL, 0},
    /* --- issue 11: agents (all public: tokens, not their secrets) --- */
    [CIT_E_SPIED] = {V_ALL, 0},
    [CIT_E_THREATS_PLACED] = {V_ALL, 0},
    [CIT_E_BRIBE_PAID] = {V_ALL, 0},
    [CIT_E_BRIBE_REFUSED] = {V_ALL, 0},
    [CIT_E_THREAT_REVEALED] = {V_ALL, 0},
    [CIT_E_THREAT_KEPT] = {V_ALL, 0},
    [CIT_E_WARRANTS_PLACED] = {V_ALL, 0},
    [CIT_E_CONFISCATED] = {V_ALL, 0},
    [CIT_E_CONFISCATION_DECLINED] = {V_ALL, 0},
    [CIT_E_BEWITCHED] = {V_ALL, 0},
    [CIT_E_WITCH_RESUMES] = {V_ALL, 0},
    /* --- issue 11: builders --- */
    [CIT_E_FRAMEWORK_USED] = {V_ALL, 0},
    [CIT_E_NECROPOLIS_PAID] = {V_ALL, 0},
    [CIT_E_SEIZED] = {V_ALL, 0},
    [CIT_E_EXCHANGED] = {V_ALL, 0},
    [CIT_E_BELL_TOWER] = {V_ALL, 0},
    /* --- issue 11: court --- a card moving between two players is told to
     * both of them (a private copy each), the table gets the count */
    [CIT_E_CARD_PASSED] = {V_SEAT, 0},
    [CIT_E_CARDS_PASSED] = {V_ALL, 0},
    [CIT_E_GOLD_GIVEN] = {V_ALL, 0},
    [CIT_E_HAND_SEEN] = {V_ALL, 0},
    [CIT_E_DECK_SHUFFLED] = {V_ALL, 0},
    /* --- end issue 11: court --- */
    /* --- issue 11: districts --- */
    [CIT_E_ARMORY_DESTROYED] = {V_ALL, 0},
    [CIT_E_MUSEUM_TUCKED] = {V_ALL, 0},
    [CIT_E_THEATER_SWAPPED] = {V_ALL, 0},
    [CIT_E_THEATER_NOW] = {V_SEAT, 0},
    [CIT_E_GRAVEYARD_BOUGHT] = {V_ALL, 0},
    [CIT_E_LIGHTHOUSE_TOOK] = {V_ALL, 0},
    [CIT_E_HOSPITAL_TURN] = {V_ALL, 0},
    /* --- issue 12: action cards (all public: DE16 "Variante: Aktionskarten",
     * a played card and a laid booth lie open) --- */
    [CIT_E_ACTION_PLAYED] = {V_ALL, 0},
    [CIT_E_BOOTH_PAID] = {V_ALL, 0},
    [CIT_E_BOOTH_CASHED] = {V_ALL, 0},
    [CIT_E_BOOTH_CLOSED] = {V_ALL, 0},
    [CIT_E_OVERBUILT] = {V_ALL, 0},
    [CIT_E_TENT_LAID] = {V_ALL, 0},
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    [CIT_E_THANKED] = {V_ALL, 0},
    [CIT_E_FORGOT_TO_THANK] = {V_ALL, 0},
    /* --- issue 12: online --- */
};

/* Events seen over the whole run, by type and visibility: every type must
 * have been checked (test_every_event_type_seen). */
static long events_seen[CIT_E_COUNT][3];

#define MAX_ACTION_EVENTS 512
typedef struct action_log {
    int n;
    game_event ev[MAX_ACTION_EVENTS];
} action_log;

static void log_event(void *ctx, const game_event *ev)
{
    action_log *log = ctx;
    if (log->n >= MAX_ACTION_EVENTS)
        fail_msg("one action emitted more than %d events", MAX_ACTION_EVENTS);
    log->ev[log->n++] = *ev;
}

static void check_event_visibility(const cit_state *s, const game_event *ev)
{
    const char *name = ev->type < CIT_E_COUNT ? cit_event_wire[ev->type] : "?";
    if (ev->type == 0 || ev->type >= CIT_E_COUNT || !event_vis[ev->type].vis)
        fail_msg("event type %d has no visibility rule in this test", ev->type);
    if (ev->vis > GAME_VIS_NONE || !(event_vis[ev->type].vis & (1u << ev->vis)))
        fail_msg("event %s with visibility %d", name, ev->vis);
    events_seen[ev->type][ev->vis]++;
    if (ev->vis == GAME_VIS_SEAT &&
        (ev->vis_seat != ev->seat || ev->vis_seat < 0 || ev->vis_seat >= s->cfg.nplayers))
        fail_msg("private event %s about seat %d goes to seat %d", name, ev->seat, ev->vis_seat);
    if (ev->vis == GAME_VIS_ALL && ev->vis_seat != -1)
        fail_msg("public event %s addressed to seat %d", name, ev->vis_seat);
    if (event_vis[ev->type].rank_private && (ev->vis == GAME_VIS_ALL) != (ev->a == 0))
        fail_msg("%s event %s %s the character (rank %d)",
                 ev->vis == GAME_VIS_ALL ? "public" : "private", name,
                 ev->a ? "names" : "does not name", ev->a);
}

/* The cards an event shows must be known to each seat that receives it,
 * before or after the action (a destroyed district was in a city, a drawn
 * card is in the drawer's hand or aside). */
static void check_event_cards(const cit_state *before, const cit_state *after,
                              const game_event *ev)
{
    json_t *j = cit_event_to_json(after, ev);
    for (int me = -1; me < after->cfg.nplayers; me++) {
        if (ev->vis == GAME_VIS_NONE || (ev->vis == GAME_VIS_SEAT && ev->vis_seat != me))
            continue;
        cit_knows kb, ka;
        cit_knows_compute(before, me, &kb);
        cit_knows_compute(after, me, &ka);
        for (int c = 0; c < CIT_MAX_CARDS; c++)
            ka.card[c] |= kb.card[c];
        /* issue 12: action cards — a played action card is shown to the
         * table as it is played (DE16 "Variante: Aktionskarten") */
        if (ev->type == CIT_E_ACTION_PLAYED && ev->a >= 0 && ev->a < CIT_MAX_CARDS)
            ka.card[ev->a] = 1;
        k_walk_cards(after, &ka, j);
    }
    json_decref(j);
}

/* The books: every change of a purse is told by an event. Gold is unlimited
 * (DE16 "Offene Informationen": "Gold ist unbegrenzt vorhanden"), so there is
 * no bank total to conserve; instead each seat's gold after an action must be
 * its gold before plus what the events say it took and minus what they say
 * it paid or lost. */
static void check_gold_books(const cit_state *before, const cit_state *after,
                             const action_log *log)
{
    long want[CIT_MAX_SEATS];
    int n = after->cfg.nplayers;
    for (int p = 0; p < n; p++)
        want[p] = before->players[p].gold;
    for (int i = 0; i < log->n; i++) {
        const game_event *ev = &log->ev[i];
        if (ev->vis != GAME_VIS_ALL) /* every gold event is public; others are copies */
            continue;
        switch (ev->type) {
        case CIT_E_GOLD:
            want[ev->seat] += ev->a;
            break;
        case CIT_E_GOLD_PAID:
            want[ev->seat] -= ev->a;
            break;
        case CIT_E_ROBBED: /* seat = victim, a = thief, b = gold */
            want[ev->seat] -= ev->b;
            want[ev->a] += ev->b;
            break;
        case CIT_E_BUILT:
            want[ev->seat] -= ev->b;
            break;
        case CIT_E_DESTROYED:
            want[ev->seat] -= ev->c;
            break;
        case CIT_E_BEAUTIFIED:
            want[ev->seat] -= ev->b;
            break;
        case CIT_E_GOLD_GIVEN: /* issue 11: court — seat = payer, a = receiver, b = gold */
            want[ev->seat] -= ev->b;
            want[ev->a] += ev->b;
            break;
        default:
            break;
        }
    }
    for (int p = 0; p < n; p++)
        if (after->players[p].gold != want[p])
            fail_msg("seat %d has %d gold; the events explain %ld (before: %d)", p,
                     after->players[p].gold, want[p], before->players[p].gold);
}

static void check_action_events(const cit_state *before, const cit_state *after,
                                const action_log *log)
{
    for (int i = 0; i < log->n; i++) {
        check_event_visibility(after, &log->ev[i]);
        check_event_cards(before, after, &log->ev[i]);
    }
    check_gold_books(before, after, log);
}

/* ---- free benefits (reading 26) ---- */

static long auto_taken[CIT_A_COUNT]; /* free benefits end_turn took, over the run */

/* `legal` were the options before action `a`; `log` what it emitted. */
static void check_free_benefits(const cit_state *before, const game_action *a,
                                const game_action *legal, int nlegal, const action_log *log)
{
    int open[CIT_A_COUNT] = {0};
    if (a->type == CIT_A_END_TURN)
        for (int i = 0; i < nlegal; i++)
            open[legal[i].type] = 1;
    /* issue 12: online — a free benefit of a step already passed is not in
     * legal() (the step order), yet end_turn takes it (reading O12-4) */
    if (a->type == CIT_A_END_TURN && before->cfg.online) {
        static const int free_types[] = {CIT_A_TYPE_INCOME, CIT_A_MERCHANT_GOLD,
                                         CIT_A_ARCHITECT_DRAW};
        for (int i = 0; i < 3; i++) {
            const cit_action_def *d = &cit_actions[free_types[i]];
            game_action x;
            if ((d->decisions & (1u << before->decision)) && d->gen(before, &x, 0, 1) > 0)
                open[free_types[i]] = 1;
        }
    }
    int seat = before->active, income = 0, merchant = 0, drawn = 0, ended = 0;
    for (int i = 0; i < log->n; i++) {
        const game_event *ev = &log->ev[i];
        ended |= ev->type == CIT_E_TURN_END;
        if (!(ev->flags & GAME_EVF_AUTO))
            continue;
        const char *name = cit_event_wire[ev->type];
        if (a->type != CIT_A_END_TURN || ended || ev->seat != seat)
            fail_msg("auto event %s outside the end of seat %d's turn", name, seat);
        /* issue 11: court — the Patrizier's and Kardinal's income draws cards */
        int ch = cit_active_char(before);
        int card_income = open[CIT_A_TYPE_INCOME] && ch && cit_characters[ch].income_res == CIT_RES_CARDS;
        if (card_income && ev->type == CIT_E_CARDS_DRAWN) {
            int due = cit_type_count(before, seat, cit_characters[ch].income_type);
            if (ev->a != (due < before->deck_len ? due : before->deck_len) || ev->a < 1)
                fail_msg("auto district income of %d cards", ev->a);
            income++;
        } else if (card_income && ev->type == CIT_E_CARD_DRAWN) {
            /* the private copy of each card drawn */
        } else if (ev->type == CIT_E_GOLD && ev->b == CIT_WHY_DISTRICTS && open[CIT_A_TYPE_INCOME]) {
            int type = cit_characters[cit_active_char(before)].income_type;
            if (ev->a != cit_type_count(before, seat, type) || ev->a < 1)
                fail_msg("auto district income of %d gold", ev->a);
            income++;
        } else if (ev->type == CIT_E_GOLD && ev->b == CIT_WHY_MERCHANT &&
                   open[CIT_A_MERCHANT_GOLD] && ev->a == 1) {
            merchant++;
        } else if (ev->type == CIT_E_CARDS_DRAWN && open[CIT_A_ARCHITECT_DRAW] && ev->a >= 1) {
            drawn++;
        } else if (ev->type != CIT_E_CARD_DRAWN || !open[CIT_A_ARCHITECT_DRAW]) {
            fail_msg("unexpected auto event %s", name);
        }
    }
    if (income != open[CIT_A_TYPE_INCOME] || merchant != open[CIT_A_MERCHANT_GOLD] ||
        drawn != open[CIT_A_ARCHITECT_DRAW])
        fail_msg("end_turn left a free benefit untaken (income %d/%d, merchant %d/%d, "
                 "architect %d/%d)",
                 income, open[CIT_A_TYPE_INCOME], merchant, open[CIT_A_MERCHANT_GOLD], drawn,
                 open[CIT_A_ARCHITECT_DRAW]);
    auto_taken[CIT_A_TYPE_INCOME] += income;
    auto_taken[CIT_A_MERCHANT_GOLD] += merchant;
    auto_taken[CIT_A_ARCHITECT_DRAW] += drawn;
}

/* ---- random games ---- */

typedef struct play_stats {
    long games, actions, rejected;
} play_stats;

/* The actions of one game, for replaying it elsewhere. */
typedef struct action_rec {
    int n;
    struct {
        int seat;
        game_action a;
    } v[20000];
} action_rec;

/* Random garbage actions must be rejected or be legal; a rejection changes nothing. */
static void poke_illegal(cit_state *s, gh_rng *rng, play_stats *st)
{
    cit_state before;
    memcpy(&before, s, sizeof before);
    game_action a = {.type = (uint16_t)gh_rng_below(rng, CIT_A_COUNT + 2),
                     .a = (int16_t)((int)gh_rng_below(rng, 140) - 2),
                     .b = (int16_t)((int)gh_rng_below(rng, 140) - 2)};
    int seat = (int)gh_rng_below(rng, (uint32_t)s->cfg.nplayers + 1) - 1;
    game_action legal[CIT_LEGAL_MAX];
    int n = cit_legal(s, seat, legal, CIT_LEGAL_MAX);
    int is_legal = 0;
    for (int i = 0; i < n; i++)
        is_legal |= legal[i].type == a.type && legal[i].a == a.a && legal[i].b == a.b;
    if (is_legal)
        return;
    game_err e = {0};
    action_log log = {.n = 0};
    game_event_sink sink = {.emit = log_event, .ctx = &log};
    assert_int_equal(cit_apply(s, seat, &a, &sink, &e), -1);
    assert_true(e.code > 0 && e.name[0]);
    assert_memory_equal(&before, s, sizeof before);
    assert_int_equal(log.n, 0); /* a rejected action tells nothing */
    st->rejected++;
}

/* Issue 13: apply() accepts exactly what legal() lists — each listed action
 * on a copy, and the unlisted neighbours of each (a, b or c one off). Long
 * lists (the Diplomatin's run to a thousand) are sampled: 16 spread over
 * the list, so the whole test stays within its time. */
#define ACCEPT_SAMPLE 16
static void accepts_exactly_the_list(const cit_state *s, const game_action *legal, int n,
                                     play_stats *st)
{
    static cit_state copy;
    game_err e = {0};
    int k_max = n < ACCEPT_SAMPLE ? n : ACCEPT_SAMPLE;
    for (int k_i = 0; k_i < k_max; k_i++) {
        int i = n <= ACCEPT_SAMPLE ? k_i : k_i * n / ACCEPT_SAMPLE;
        copy = *s;
        if (cit_apply(&copy, s->dec_seat, &legal[i], NULL, &e) != 0)
            fail_msg("listed action %d (type %d a %d b %d c %d) refused: %s", i, legal[i].type,
                     legal[i].a, legal[i].b, legal[i].c, e.msg);
        for (int k = 0; k < 6; k++) {
            game_action m = legal[i];
            int16_t *f = k < 2 ? &m.a : k < 4 ? &m.b : &m.c;
            *f = (int16_t)(*f + (k & 1 ? 1 : -1));
            int listed = 0;
            for (int j = 0; j < n && !listed; j++)
                listed = legal[j].type == m.type && legal[j].a == m.a && legal[j].b == m.b &&
                         legal[j].c == m.c;
            if (listed)
                continue;
            copy = *s;
            if (cit_apply(&copy, s->dec_seat, &m, NULL, &e) == 0)
                fail_msg("unlisted action (type %d a %d b %d c %d) accepted", m.type, m.a, m.b,
                         m.c);
            assert_memory_equal(&copy, s, sizeof copy);
            st->rejected++;
        }
    }
}

/* Issue 13 (perf): gen_build decides each hand card by a fast path of its
 * own; apply() asks the full refusal (accepts_build, rules.c). Every hand
 * card of the builder must be listed exactly when apply() takes it — not
 * only the neighbours of listed ones (every 8th step, with the other
 * apply checks: a copy of the state per hand card is dear). */
static void builds_exactly_the_buildable(const cit_state *s, const game_action *legal, int n)
{
    static cit_state copy;
    if (s->decision != CIT_DEC_TURN || s->active < 0)
        return;
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++) {
        game_action m = {.type = CIT_A_BUILD, .a = p->hand[i]};
        int listed = 0;
        for (int j = 0; j < n && !listed; j++)
            listed = legal[j].type == CIT_A_BUILD && legal[j].a == m.a;
        game_err e = {0};
        copy = *s;
        int taken = cit_apply(&copy, s->dec_seat, &m, NULL, &e) == 0;
        if (listed != taken)
            fail_msg("hand card %d (kind %d): listed %d, but apply %s it (%s)", m.a,
                     s->card_kind[m.a], listed, taken ? "takes" : "refuses", e.msg);
    }
}

/* Plays one random game. views: 0 none, 1 one seat's view per action
 * (rotating), 2 every seat's and the spectator's view after every action. */
/* Issue 12: dark city — set by a block to shape each game right after its
 * set-up (the Ballsaal in a city from the start), NULL otherwise. */
static void (*after_setup)(cit_state *s);

static void play_config(const cit_config *cfg, uint64_t seed, int views, play_stats *st,
                        cit_state *out, action_rec *rec)
{
    int nplayers = cfg->nplayers;
    cit_state *s = malloc(sizeof *s), *before = malloc(sizeof *before);
    action_log *log = malloc(sizeof *log);
    game_err e = {0};
    game_event_sink sink = {.emit = log_event, .ctx = log};
    assert_int_equal(cit_setup(s, cfg, seed, &e), 0);
    if (after_setup) /* issue 12: dark city — a block's starting position */
        after_setup(s);
    gh_rng rng;
    gh_rng_seed(&rng, seed ^ 0x5eedULL);
    game_action legal[CIT_LEGAL_MAX];
    for (int steps = 0; s->phase != CIT_PHASE_OVER; steps++) {
        if (steps > 20000)
            fail_msg("game %d/%llu does not end", nplayers, (unsigned long long)seed);
        if (cit_check(s, &e) != 0)
            fail_msg("players %d seed %llu step %d: %s", nplayers, (unsigned long long)seed,
                     steps, e.msg);
        if (views == 2)
            for (int me = -1; me < nplayers; me++)
                check_view(s, me);
        else if (views == 1)
            check_view(s, steps % (nplayers + 1) - 1); /* every seat in turn */
        for (int other = 0; other < nplayers; other++)
            if (other != s->dec_seat)
                assert_int_equal(cit_legal(s, other, legal, CIT_LEGAL_MAX), 0);
        int n = cit_legal(s, s->dec_seat, legal, CIT_LEGAL_MAX);
        assert_true(n > 0 && n <= CIT_LEGAL_MAX);
        {
            static game_action all[CIT_LEGAL_MAX];
            int n_all = cit_legal_all(s, s->dec_seat, all, CIT_LEGAL_MAX);
            assert_int_equal(n_all, n);
            assert_memory_equal(all, legal, (size_t)n * sizeof *legal);
        }
        if ((steps & 7) == 0) {
            poke_illegal(s, &rng, st);
            accepts_exactly_the_list(s, legal, n, st);
            builds_exactly_the_buildable(s, legal, n);
        }
        game_action a = legal[gh_rng_below(&rng, (uint32_t)n)];
        if (rec) {
            rec->v[rec->n].seat = s->dec_seat;
            rec->v[rec->n++].a = a;
        }
        memcpy(before, s, sizeof *before);
        log->n = 0;
        if (cit_apply(s, s->dec_seat, &a, &sink, &e) != 0)
            fail_msg("legal action rejected: %s (%s)", e.name, e.msg);
        check_action_events(before, s, log);
        check_free_benefits(before, &a, legal, n, log);
        st->actions++;
    }
    assert_int_equal(cit_check(s, &e), 0);
    if (views)
        for (int me = -1; me < nplayers; me++)
            check_view(s, me);
    game_outcome o;
    cit_outcome(s, &o);
    assert_true(o.finished);
    st->games++;
    if (out)
        memcpy(out, s, sizeof *s);
    free(s);
    free(before);
    free(log);
}

static void play_game(int nplayers, uint64_t seed, int views, play_stats *st, cit_state *out)
{
    cit_config cfg;
    cit_config_default(&cfg, nplayers);
    play_config(&cfg, seed, views, st, out, NULL);
}

static void run_count(int nplayers)
{
    int games = quick() ? 60 : 500;
    /* Every view of every seat after every action for the first games; one
     * seat per action (rotating, spectator included) for all the others. */
    int all_seats = quick() ? 10 : 150;
    play_stats st = {0};
    for (int g = 0; g < games; g++)
        play_game(nplayers, (uint64_t)(1000 * nplayers + g), g < all_seats ? 2 : 1, &st, NULL);
    assert_int_equal(st.games, games);
    assert_true(st.rejected > 0);
}

static void test_players_2(void **state) { (void)state; run_count(2); }
static void test_players_3(void **state) { (void)state; run_count(3); }
static void test_players_4(void **state) { (void)state; run_count(4); }
static void test_players_5(void **state) { (void)state; run_count(5); }
static void test_players_6(void **state) { (void)state; run_count(6); }
static void test_players_7(void **state) { (void)state; run_count(7); }
static void test_players_8(void **state) { (void)state; run_count(8); }

/* The online variant's deal: `per_player` characters each (0 = by the rules),
 * the crown with seat 0 or with nobody at the start. */
static void run_deal(int nplayers, int per_player, int crown)
{
    int games = quick() ? 15 : 150, all_seats = quick() ? 3 : 30;
    cit_config cfg;
    cit_config_default(&cfg, nplayers);
    cfg.selection = CIT_SELECTION_DEAL;
    cfg.characters_per_player = (uint8_t)per_player;
    cfg.first_crown = (int8_t)crown;
    game_err e = {0};
    if (cit_config_validate(&cfg, &e) != 0)
        fail_msg("deal %d players x %d: %s", nplayers, per_player, e.msg);
    play_stats st = {0};
    for (int g = 0; g < games; g++)
        play_config(&cfg, (uint64_t)(77000 + 100 * nplayers + 10 * per_player + g),
                    g < all_seats ? 2 : 1, &st, NULL, NULL);
    assert_int_equal(st.games, games);
}

/* --- issue 11: court --- the court's characters (the Kaiser from 3 players
 * on; 3 and 8 players need a rank 9: the Künstlerin) with every view checked
 * for the first games. Only added here; the setup slice runs every
 * recommended lineup. */
static void run_court(int nplayers, int lineup)
{
    static const int court[2][9] = {
        {CIT_C_ASSASSIN, CIT_C_THIEF, CIT_C_WIZARD, CIT_C_EMPEROR, CIT_C_ABBOT, CIT_C_MERCHANT,
         CIT_C_NAVIGATOR, CIT_C_WARLORD, CIT_C_ARTIST},
        {CIT_C_ASSASSIN, CIT_C_THIEF, CIT_C_SEER, CIT_C_PATRICIAN, CIT_C_CARDINAL,
         CIT_C_MERCHANT, CIT_C_SCHOLAR, CIT_C_WARLORD, CIT_C_ARTIST},
    };
    int games = quick() ? 10 : 60, all_seats = quick() ? 3 : 12;
    cit_config cfg;
    cit_config_default(&cfg, nplayers);
    int nine = nplayers == 3 || nplayers == 8;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        cfg.lineup[r] = (uint8_t)(r <= 8 || nine ? court[lineup][r - 1] : 0);
    cfg.ncharacters = (uint8_t)(nine ? 9 : 8);
    game_err e = {0};
    if (cit_config_validate(&cfg, &e) != 0)
        fail_msg("court lineup %d, %d players: %s", lineup, nplayers, e.msg);
    play_stats st = {0};
    for (int g = 0; g < games; g++)
        play_config(&cfg, (uint64_t)(91000 + 100 * nplayers + 10 * lineup + g),
                    g < all_seats ? 2 : 1, &st, NULL, NULL);
    assert_int_equal(st.games, games);
}

static void test_court_lineups(void **state)
{
    (void)state;
    for (int n = 2; n <= 8; n++)
        for (int l = n == 2 ? 1 : 0; l < 2; l++) /* no Kaiser with 2 players */
            run_court(n, l);
}
/* --- end issue 11: court --- */

static void test_deal_one_each(void **state)
{
    (void)state;
    for (int n = 2; n <= 8; n++) {
        run_deal(n, 1, -1);
        run_deal(n, 1, n - 1);
    }
}

static void test_deal_two_each(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++) { /* 4 x 2 = 8: the most an 8-character lineup serves */
        run_deal(n, 2, -1);
        run_deal(n, 2, 0);
    }
}

static void test_deal_by_the_rules_and_more(void **state)
{
    (void)state;
    run_deal(3, 0, -1); /* 2 each with 3 players */
    run_deal(5, 0, 0);  /* 1 each */
    run_deal(2, 3, -1);
    run_deal(2, 4, 1); /* every character dealt */
    run_deal(3, 3, -1); /* 9 of 9 (the Artist is in the 3-player lineup) */
}

/* --- issue 11: builders: lineups with the builders' cards ---
 * The default lineups never meet them: the Kaufmann, Alchemistin,
 * Diplomatin, Marschall, Königin (5+ players) and Steuereintreiber, with the
 * Gerüst, Totenstadt, Stallungen, Monument, Große Mauer and Glockenturm in
 * the deck. Every property above holds for them too (the books, the views,
 * the events' visibility). */
static void run_builders(int nplayers, const char *r6, const char *r8, const char *r9,
                         uint64_t seed0, int games)
{
    json_t *cj = json_pack("{si s[ssssssss] s[ssssssssssssss]}", "players", nplayers,
                           "characters", "assassin", "thief", "magician", "king", "bishop", r6,
                           "architect", r8, "uniques", "framework", "necropolis", "stables",
                           "monument", "great_wall", "bell_tower", "keep", "quarry", "factory",
                           "thieves_den", "library", "smithy", "laboratory", "dragon_gate");
    assert_non_null(cj);
    if (nplayers > 2) /* 2 players play with 8 characters (DE16) */
        json_array_append_new(json_object_get(cj, "characters"), json_string(r9));
    cit_config cfg;
    game_err e = {0};
    if (cit_config_from_json(&cfg, cj, &e) != 0)
        fail_msg("builders lineup: %s", e.msg);
    json_decref(cj);
    play_stats st = {0};
    for (int g = 0; g < games; g++)
        play_config(&cfg, seed0 + (uint64_t)g, g < games / 5 ? 2 : 1, &st, NULL, NULL);
    assert_int_equal(st.games, games);
}

static void test_builders_lineups(void **state)
{
    (void)state;
    int games = 20; /* the suite's time: 18 configurations (quick: the same) */
    for (int n = 2; n <= 8; n++) {
        run_builders(n, "trader", "diplomat", "tax_collector", 91000 + 1000 * (uint64_t)n, games);
        run_builders(n, "alchemist", "marshal", "tax_collector", 92000 + 1000 * (uint64_t)n,
                     games);
        if (n >= 5)
            run_builders(n, "alchemist", "marshal", "queen", 93000 + 1000 * (uint64_t)n, games);
    }
}
/* --- end of issue 11: builders --- */
/* ---- issue 11: districts — games with the districts slice's uniques ----
 * The default deck holds none of them: two sets of 14 (every card of the
 * slice, some twice) played at every player count. Only additions here. */
static const uint8_t districts_sets[2][14] = {
    {CIT_D_ARMORY, CIT_D_MUSEUM, CIT_D_THEATER, CIT_D_GRAVEYARD, CIT_D_HOSPITAL,
     CIT_D_LIGHTHOUSE, CIT_D_THRONE_ROOM, CIT_D_BASILICA, CIT_D_CAPITOL, CIT_D_IVORY_TOWER,
     CIT_D_SECRET_VAULT, CIT_D_GOLD_MINE, CIT_D_OBSERVATORY, CIT_D_PARK},
    {CIT_D_POOR_HOUSE, CIT_D_UNIVERSITY, CIT_D_HOSPITAL, CIT_D_THEATER, CIT_D_MUSEUM,
     CIT_D_GRAVEYARD, CIT_D_ARMORY, CIT_D_LIBRARY, CIT_D_OBSERVATORY, CIT_D_HAUNTED_QUARTER,
     CIT_D_KEEP, CIT_D_MAP_ROOM, CIT_D_LABORATORY, CIT_D_SMITHY},
};

static void test_districts_slice(void **state)
{
    (void)state;
    int games = quick() ? 6 : 40, all_seats = quick() ? 2 : 8;
    for (int set = 0; set < 2; set++)
        for (int n = 2; n <= 8; n++) {
            cit_config cfg;
            cit_config_default(&cfg, n);
            cfg.nuniques = 14;
            memcpy(cfg.uniques, districts_sets[set], 14);
            play_stats st = {0};
            for (int g = 0; g < games; g++)
                play_config(&cfg, (uint64_t)(91000 + 1000 * set + 100 * n + g),
                            g < all_seats ? 2 : 1, &st, NULL, NULL);
            assert_int_equal(st.games, games);
        }
}

/* --- issue 11: setup (recommended lineups, free choice) ---
 * Every recommended lineup (DE16 "Empfehlungen") whose cards are all
 * playable, at every player count 2-8 (the footnote substitutions and the
 * rank-9 rule applied by cit_preset_apply), and random free-choice lineups
 * of playable cards (one character per rank, rank 9 as the rules allow, 14
 * uniques chosen or drawn from the seed): the same checks as above after
 * every action. A lineup with an unplayable card is skipped, saying which
 * card (config.c's playable table decides). */

/* 0 if every card of c is playable; otherwise 1 with `why` naming one. */
static int unplayable(const cit_config *c, char *why, size_t n)
{
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (c->lineup[r] && !cit_character_playable(c->lineup[r])) {
            snprintf(why, n, "the %s is not playable yet", cit_characters[c->lineup[r]].name_en);
            return 1;
        }
    for (int i = 0; i < c->nuniques; i++)
        if (!cit_district_playable(c->uniques[i])) {
            snprintf(why, n, "the %s is not playable yet", cit_districts[c->uniques[i]].name_en);
            return 1;
        }
    return 0;
}

static void test_recommended_lineups(void **state)
{
    (void)state;
    int games = quick() ? 1 : 4, all_seats = quick() ? 1 : 2;
    for (int p = 0; p < CIT_PRESET_COUNT; p++) {
        play_stats st = {0};
        char why[96] = "";
        for (int n = CIT_MIN_SEATS; n <= CIT_MAX_SEATS; n++) {
            for (int ninth = 0; ninth <= 1; ninth++) {
                cit_config cfg;
                cit_config_default(&cfg, n);
                cfg.preset = (uint8_t)p;
                cfg.ninth = (uint8_t)ninth;
                cfg.emperor_alt = cfg.queen_alt = (uint8_t)(n & 1); /* both substitutes */
                cit_preset_apply(&cfg);
                if (unplayable(&cfg, why, sizeof why))
                    continue;
                game_err e = {0};
                if (cit_config_validate(&cfg, &e) != 0)
                    fail_msg("lineup %s, %d players: %s", cit_preset_wire[p], n, e.msg);
                for (int g = 0; g < games; g++)
                    play_config(&cfg, (uint64_t)(910000 + 1000 * p + 100 * n + 10 * ninth + g),
                                g < all_seats ? 2 : 1, &st, NULL, NULL);
            }
        }
        if (st.games)
            printf("lineup %s: %ld games%s%s\n", cit_preset_wire[p], (long)st.games,
                   why[0] ? "; some player counts skipped: " : "", why);
        else
            printf("lineup %s: skipped: %s\n", cit_preset_wire[p], why);
    }
}

/* A random lineup of playable cards for n players, or 0 if the playable
 * cards cannot make one. */
static int random_free_choice(cit_config *cfg, int n, gh_rng *rng)
{
    cit_config_default(cfg, n);
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        int pool[CIT_C_COUNT], k = 0;
        for (int ch = 1; ch < CIT_C_COUNT; ch++)
            if (cit_characters[ch].rank == r && cit_character_playable(ch) &&
                cit_characters[ch].min_players <= n)
                pool[k++] = ch;
        int want = r <= 8 || n == 3 || n == 8 || (n != 2 && gh_rng_below(rng, 2));
        if (r == 9 && n == 2)
            want = 0;
        if (want && !k)
            return 0;
        cfg->lineup[r] = want ? (uint8_t)pool[gh_rng_below(rng, (uint32_t)k)] : 0;
    }
    cfg->ncharacters = cfg->lineup[9] ? 9 : 8;
    if (gh_rng_below(rng, 2)) {
        cfg->random_uniques = 1; /* drawn at set-up from the game's seed */
        cfg->nuniques = 0;
    } else {
        cfg->nuniques = (uint8_t)cit_draw_uniques(rng, cit_district_playable, cfg->uniques);
    }
    return 1;
}

static void test_free_choice_lineups(void **state)
{
    (void)state;
    int games = quick() ? 3 : 15;
    gh_rng rng;
    gh_rng_seed(&rng, 1100);
    for (int n = CIT_MIN_SEATS; n <= CIT_MAX_SEATS; n++) {
        play_stats st = {0};
        for (int g = 0; g < games; g++) {
            cit_config cfg;
            if (!random_free_choice(&cfg, n, &rng))
                fail_msg("no free-choice lineup of playable cards for %d players", n);
            game_err e = {0};
            if (cit_config_validate(&cfg, &e) != 0)
                fail_msg("free choice, %d players: %s", n, e.msg);
            play_config(&cfg, (uint64_t)(920000 + 1000 * n + g), g < 3 ? 2 : 1, &st, NULL, NULL);
        }
        assert_int_equal(st.games, games);
    }
}
/* --- end of issue 11: setup --- */

/* ---- replaying a recorded log in a fresh process ---- */

/* This program, to run it again (Linux; argv[0] elsewhere). */
static const char *self_exe = "/proc/self/exe";

/* The child's side: `--replay LOG OUT` plays the log (first line: players and
 * seed; then one action a line: seat type a b c) on a fresh default game and
 * writes the final state block to OUT. Exit 0, or 1 on any refusal. */
static int replay_main(const char *log_path, const char *out_path)
{
    static cit_state s;
    FILE *f = fopen(log_path, "r");
    int players, seat, type, a, b, c, n = 0;
    unsigned long long seed;
    if (!f || fscanf(f, "%d %llu", &players, &seed) != 2)
        return 1;
    cit_config cfg;
    cit_config_default(&cfg, players);
    game_err e = {0};
    if (cit_setup(&s, &cfg, seed, &e) != 0)
        return 1;
    while (fscanf(f, "%d %d %d %d %d", &seat, &type, &a, &b, &c) == 5) {
        game_action act = {.type = (uint16_t)type, .a = (int16_t)a, .b = (int16_t)b,
                           .c = (int16_t)c};
        if (cit_apply(&s, seat, &act, NULL, &e) != 0) {
            fprintf(stderr, "replay: action %d refused: %s (%s)\n", n, e.name, e.msg);
            return 1;
        }
        n++;
    }
    fclose(f);
    FILE *o = fopen(out_path, "wb");
    if (!o || fwrite(&s, sizeof s, 1, o) != 1 || fclose(o) != 0)
        return 1;
    return 0;
}

/* Plays a game here, records its actions, has a fresh process replay them
 * and compares the final states byte for byte. */
static void replay_in_fresh_process(int nplayers, uint64_t seed)
{
    static cit_state here, there;
    static action_rec rec;
    play_stats st = {0};
    cit_config cfg;
    cit_config_default(&cfg, nplayers);
    rec.n = 0;
    play_config(&cfg, seed, 0, &st, &here, &rec);

    char dir[] = "/tmp/gh-replay-XXXXXX", log_path[64], out_path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(log_path, sizeof log_path, "%s/log", dir);
    snprintf(out_path, sizeof out_path, "%s/state", dir);
    FILE *f = fopen(log_path, "w");
    assert_non_null(f);
    fprintf(f, "%d %llu\n", nplayers, (unsigned long long)seed);
    for (int i = 0; i < rec.n; i++)
        fprintf(f, "%d %d %d %d %d\n", rec.v[i].seat, rec.v[i].a.type, rec.v[i].a.a,
                rec.v[i].a.b, rec.v[i].a.c);
    assert_int_equal(fclose(f), 0);

    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        execl(self_exe, "test_properties", "--replay", log_path, out_path, (char *)NULL);
        _exit(127);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail_msg("the fresh process could not replay the log (status %d)", status);
    FILE *o = fopen(out_path, "rb");
    assert_non_null(o);
    assert_int_equal(fread(&there, sizeof there, 1, o), 1);
    fclose(o);
    unlink(log_path);
    unlink(out_path);
    rmdir(dir);
    if (memcmp(&here, &there, sizeof here) != 0)
        fail_msg("%d players, seed %llu: the replay in a fresh process ends in another state",
                 nplayers, (unsigned long long)seed);
}

static void test_determinism(void **state)
{
    (void)state;
    static cit_state a, b;
    play_stats st = {0};
    for (int n = 2; n <= 8; n++) {
        play_game(n, 42, 0, &st, &a);
        play_game(n, 42, 0, &st, &b);
        assert_memory_equal(&a, &b, sizeof a);
        replay_in_fresh_process(n, 4200 + (uint64_t)n);
    }
}

/* --- issue 11: agents: the default lineups with rank 1 and 2 replaced by
 * the Hexe and the Spion, or by the Magistrat and the Erpresserin, so the
 * checks above (views, gold books, events) meet their turns --- */
static void test_agents_lineups(void **state)
{
    (void)state;
    static const uint8_t pairs[2][2] = {{CIT_C_WITCH, CIT_C_SPY},
                                        {CIT_C_MAGISTRATE, CIT_C_BLACKMAILER}};
    int games = quick() ? 6 : 20, all_seats = quick() ? 2 : 5;
    play_stats st = {0};
    for (int n = 2; n <= 8; n++)
        for (int v = 0; v < 2; v++) {
            cit_config cfg;
            cit_config_default(&cfg, n);
            cfg.lineup[1] = pairs[v][0];
            cfg.lineup[2] = pairs[v][1];
            for (int g = 0; g < games; g++)
                play_config(&cfg, (uint64_t)(910000 + 1000 * n + 100 * v + g),
                            g < all_seats ? 2 : 1, &st, NULL, NULL);
        }
    assert_int_equal(st.games, 14 * games);
}

/* Runs last: every event type was emitted and checked by the games above, in
 * each visibility its type allows. */
/* --- issue 12: action cards (property block): the 2016-actions rule set
 * with 2-8 players and three lineups (the default, and the agents' and the
 * Assassine's characters Rasputin protects against), so the views, the gold
 * books (the Kassenwagen) and the events meet every action card --- */
static void test_action_cards(void **state)
{
    (void)state;
    static const uint8_t firsts[3][2] = {{CIT_C_ASSASSIN, CIT_C_THIEF},
                                         {CIT_C_WITCH, CIT_C_BLACKMAILER},
                                         {CIT_C_MAGISTRATE, CIT_C_SPY}};
    int games = quick() ? 3 : 10, all_seats = quick() ? 1 : 3;
    play_stats st = {0};
    for (int n = CIT_MIN_SEATS; n <= CIT_MAX_SEATS; n++)
        for (int v = 0; v < 3; v++) {
            cit_config cfg;
            cit_config_default(&cfg, n);
            cit_ruleset_apply(&cfg, CIT_RS_2016_ACTIONS);
            cfg.lineup[1] = firsts[v][0];
            cfg.lineup[2] = firsts[v][1];
            for (int g = 0; g < games; g++)
                play_config(&cfg, (uint64_t)(930000 + 1000 * n + 100 * v + g),
                            g < all_seats ? 2 : 1, &st, NULL, NULL);
        }
    assert_int_equal(st.games, 7 * 3 * games);
}
/* --- issue 12: classic (property block) --- the classic 2000 rules with 2 to
 * 7 players (OFuA "für 2 - 7 Spieler"): the views (the open discard pile,
 * the King's look at the face-down card), the gold books and the events
 * checked as for 2016, every view for the first games of each count. */
static void test_classic_rules(void **state)
{
    (void)state;
    int games = quick() ? 8 : 30, all_seats = quick() ? 2 : 6;
    play_stats st = {0};
    for (int n = 2; n <= 7; n++) {
        cit_config cfg;
        cit_config_default(&cfg, n);
        cit_ruleset_apply(&cfg, CIT_RS_CLASSIC);
        game_err e = {0};
        if (cit_config_validate(&cfg, &e) != 0)
            fail_msg("classic, %d players: %s", n, e.msg);
        for (int g = 0; g < games; g++)
            play_config(&cfg, (uint64_t)(120000 + 1000 * n + g), g < all_seats ? 2 : 1, &st,
                        NULL, NULL);
    }
    assert_int_equal(st.games, 6 * games);
}
/* --- issue 12: dark city (property block) ---
 * Classic with Dark City at every player count 2-8: sets of 9 (8 with 2-3
 * players) drawn one per rank from the 18 characters (the Königin only from
 * 5 players), and building mixes of k Dark City buildings with as many
 * classic purple kinds as D12-3 asks, or the random mix of the seed; the
 * same checks as above after every action. Set 0 is every Dark City card. */
static void dark_city_config(cit_config *c, int n, int set, gh_rng *rng)
{
    json_t *j = json_pack("{ss si}", "rules", "dark-city", "players", n);
    game_err e = {0};
    if (cit_config_from_json(c, j, &e) != 0)
        fail_msg("dark-city config: %s", e.msg);
    json_decref(j);
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        int cands[4], m = 0;
        for (int ch = 1; ch < CIT_C_COUNT; ch++)
            if (cit_characters[ch].rank == r && cit_character_era(ch) != CIT_ERA_2016 &&
                n >= cit_characters[ch].min_players)
                cands[m++] = ch;
        if (m == 0)
            continue;
        int pick = cands[gh_rng_below(rng, (uint32_t)m)];
        if (set == 0) /* the Dark City card of the rank, where one may play */
            for (int i = 0; i < m; i++)
                if (cit_character_era(cands[i]) == CIT_ERA_DARK_CITY)
                    pick = cands[i];
        c->lineup[r] = (uint8_t)pick;
    }
    if (n <= 3)
        c->lineup[9] = 0;
    c->ncharacters = c->lineup[9] ? 9 : 8;
    if (set % 3 == 2)
        return; /* the random mix of the seed */
    uint8_t dark[CIT_D_COUNT], classic[CIT_D_COUNT];
    int nd = 0, nc = 0;
    for (int k = 1; k < CIT_D_COUNT; k++) {
        if (cit_dark_city_building(k))
            dark[nd++] = (uint8_t)k;
        if (cit_classic_purple(k))
            classic[nc++] = (uint8_t)k;
    }
    int k = set == 0 ? nd : 1 + (int)gh_rng_below(rng, (uint32_t)nd);
    gh_rng_shuffle_u8(rng, dark, nd);
    gh_rng_shuffle_u8(rng, classic, nc);
    c->random_uniques = 0;
    c->nuniques = 0;
    for (int i = 0; i < k; i++)
        c->uniques[c->nuniques++] = dark[i];
    for (int i = 0; i < cit_dark_classic_purples_for(k); i++)
        c->uniques[c->nuniques++] = classic[i];
}

/* The Ballsaal in seat 0's city from the start (the hands go back to the
 * deck, so the card is free wherever it was dealt), so the thanks are met. */
static void ballroom_in_city(cit_state *s)
{
    json_t *pl = json_array();
    for (int p = 0; p < s->cfg.nplayers; p++)
        json_array_append_new(pl, p ? json_pack("{s[]}", "hand")
                                    : json_pack("{s[] s[s]}", "hand", "city", "ballroom"));
    json_t *pos = json_pack("{so}", "players", pl);
    game_err e = {0};
    if (cit_position_from_json(s, pos, &e) != 0)
        fail_msg("position: %s", e.msg);
    json_decref(pos);
}

static void test_dark_city(void **state)
{
    (void)state;
    int sets = quick() ? 3 : 6, games = quick() ? 3 : 12, all_seats = quick() ? 1 : 3;
    for (int n = 2; n <= 8; n++)
        for (int set = 0; set < sets; set++) {
            gh_rng rng;
            gh_rng_seed(&rng, (uint64_t)(120000 + 100 * n + set));
            cit_config cfg;
            dark_city_config(&cfg, n, set, &rng);
            play_stats st = {0};
            /* set 0 has every Dark City building: the Ballsaal stands */
            after_setup = set == 0 ? ballroom_in_city : NULL;
            for (int g = 0; g < games; g++)
                play_config(&cfg, (uint64_t)(121000 + 1000 * n + 50 * set + g),
                            g < all_seats ? 2 : 1, &st, NULL, NULL);
            after_setup = NULL;
            assert_int_equal(st.games, games);
        }
}
/* --- issue 12: online (property block) --- */
/* The online rule sets over their player range (2-8, reading O12-1), with
 * characters per player by the rules and every other count the lineup
 * carries, and several targets: the generic checks of play_config, and the
 * fixed step order (ONLINE "Spielverlauf") seen from outside: within a turn,
 * no legal list offers an action of a step before the latest one taken. The
 * steps here are the test's own classification, not online.c's table. */
static int online_class(int type)
{
    switch (type) {
    case CIT_A_TAKE_GOLD:
    case CIT_A_DRAW_CARDS:
    case CIT_A_TYPE_INCOME:
        return 3;
    case CIT_A_LAB_DISCARD:
    case CIT_A_SMITHY:
    case CIT_A_MUSEUM_TUCK:
    case CIT_A_ARMORY:
        return 4;
    case CIT_A_BUILD:
        return 5;
    case CIT_A_KILL:
    case CIT_A_STEAL:
    case CIT_A_SWAP_HANDS:
    case CIT_A_MAGIC_DISCARD:
    case CIT_A_MERCHANT_GOLD:
    case CIT_A_ARCHITECT_DRAW:
    case CIT_A_DESTROY:
        return 2;
    default:
        return 0; /* end_turn, answers to other decisions: any time */
    }
}

static void play_online_order(const cit_config *cfg, uint64_t seed, long *checked)
{
    cit_state *s = malloc(sizeof *s);
    game_err e = {0};
    assert_int_equal(cit_setup(s, cfg, seed, &e), 0);
    gh_rng rng;
    gh_rng_seed(&rng, seed ^ 0x0a11eULL);
    static game_action legal[CIT_LEGAL_MAX];
    int turn_rank = -1, turn_round = -1, turn_seat = -2, latest = 0;
    for (int steps = 0; s->phase != CIT_PHASE_OVER; steps++) {
        assert_true(steps < 20000);
        if (s->phase == CIT_PHASE_ACTION &&
            (s->called_rank != turn_rank || s->round != turn_round || s->active != turn_seat)) {
            turn_rank = s->called_rank;
            turn_round = s->round;
            turn_seat = s->active; /* the Hexe resuming starts a turn of her own */
            latest = 0;
        }
        int n = cit_legal(s, s->dec_seat, legal, CIT_LEGAL_MAX);
        assert_true(n > 0);
        if (s->decision == CIT_DEC_INCOME || s->decision == CIT_DEC_TURN)
            for (int i = 0; i < n; i++) {
                int c = online_class(legal[i].type);
                if (c && c < latest)
                    fail_msg("seed %llu: %s offered after a step-%d action",
                             (unsigned long long)seed, cit_action_wire[legal[i].type], latest);
                (*checked)++;
            }
        game_action a = legal[gh_rng_below(&rng, (uint32_t)n)];
        int c = online_class(a.type);
        if (s->phase == CIT_PHASE_ACTION && c > latest)
            latest = c;
        if (cit_apply(s, s->dec_seat, &a, NULL, &e) != 0)
            fail_msg("legal action rejected: %s (%s)", e.name, e.msg);
    }
    free(s);
}

static void test_online_rulesets(void **state)
{
    (void)state;
    static const int sets[] = {CIT_RS_ONLINE_CLASSIC, CIT_RS_ONLINE_DARK_CITY};
    static const int targets[] = {0, 10, 4, 8};
    /* quick mode (the ASan run): the extreme counts and two targets only */
    int games = quick() ? 1 : 3, ntargets = quick() ? 2 : 4;
    long checked = 0;
    play_stats st = {0};
    for (int k = 0; k < 2; k++)
        for (int n = 2; n <= 8; n++) {
            cit_config base;
            cit_config_default(&base, n);
            cit_ruleset_apply(&base, sets[k]);
            int most = base.ncharacters / n;
            for (int cpp = 0; cpp <= most && cpp <= CIT_MAX_CHARS_PER_SEAT; cpp++)
                for (int t = 0; t < ntargets; t++) {
                    if (quick() && cpp != 0 && cpp != most)
                        continue;
                    if (quick() && (k + n + cpp) % 2)
                        continue; /* half the combinations, every count in one set */
                    cit_config cfg = base;
                    cfg.characters_per_player = (uint8_t)cpp;
                    cfg.city_target = (uint8_t)targets[t];
                    game_err e = {0};
                    if (cit_config_validate(&cfg, &e) != 0)
                        fail_msg("%s, %d players, %d each, target %d: %s",
                                 cit_ruleset_wire[sets[k]], n, cpp, targets[t], e.msg);
                    for (int g = 0; g < games; g++) {
                        uint64_t seed = (uint64_t)(930000 + 10000 * k + 1000 * n + 100 * cpp +
                                                   10 * t + g);
                        play_config(&cfg, seed, g == 0 ? 1 : 0, &st, NULL, NULL);
                        play_online_order(&cfg, seed, &checked);
                    }
                }
        }
    assert_true(checked > 0);
}

static void test_every_event_type_seen(void **state)
{
    (void)state;
    for (int t = 1; t < CIT_E_COUNT; t++)
        for (int v = GAME_VIS_ALL; v <= GAME_VIS_SEAT; v++)
            if ((event_vis[t].vis & (1u << v)) && !events_seen[t][v])
                fail_msg("no %s event with visibility %d in any game", cit_event_wire[t], v);
    const int benefits[] = {CIT_A_TYPE_INCOME, CIT_A_MERCHANT_GOLD, CIT_A_ARCHITECT_DRAW};
    for (int i = 0; i < 3; i++)
        if (!auto_taken[benefits[i]])
            fail_msg("no game ended a turn with %s unused", cit_action_wire[benefits[i]]);
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--replay") == 0)
        return replay_main(argv[2], argv[3]);
    if (access(self_exe, X_OK) != 0)
        self_exe = argv[0];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_players_2), cmocka_unit_test(test_players_3),
        cmocka_unit_test(test_players_4), cmocka_unit_test(test_players_5),
        cmocka_unit_test(test_players_6), cmocka_unit_test(test_players_7),
        cmocka_unit_test(test_players_8), cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_deal_one_each), cmocka_unit_test(test_deal_two_each),
        cmocka_unit_test(test_deal_by_the_rules_and_more),
        cmocka_unit_test(test_agents_lineups), /* issue 11: agents */
        cmocka_unit_test(test_builders_lineups), /* issue 11: builders */
        cmocka_unit_test(test_court_lineups), /* issue 11: court */
        cmocka_unit_test(test_districts_slice), /* issue 11: districts */
        /* --- issue 11: setup --- */
        cmocka_unit_test(test_recommended_lineups), cmocka_unit_test(test_free_choice_lineups),
        /* --- end of issue 11: setup --- */
        /* --- issue 12: action cards --- */
        cmocka_unit_test(test_action_cards),
        cmocka_unit_test(test_classic_rules), /* --- issue 12: classic --- */
        /* --- issue 12: dark city --- */
        cmocka_unit_test(test_dark_city),
        /* --- issue 12: online --- */
        cmocka_unit_test(test_online_rulesets),
        cmocka_unit_test(test_every_event_type_seen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* determinize.c — game_ops.determinize for Citadels: one state that a seat
 * cannot tell from the true one, drawn from a seed (docs/ai.md,
 * "Determinization").
 *
 * The state is copied, then everything view.c does not show to the seat is
 * dealt again: the district cards of the hidden places (other hands, the
 * deck, the aside zone, the Museum's cards) are collected, put in id order
 * and shuffled back into the same places with the same counts; the
 * characters the seat cannot place (other players' unrevealed ones,
 * face-down ones it did not see, the set-aside card, the pile it is not
 * shown, the deal's order) likewise, but only within what the seat knows of
 * the selection: a rank it saw in the pile at its pick was taken after that
 * pick, a rank it did not see before it (sel_seen, recorded by select.c); a
 * rank called with nobody answering lies face down. The Magistrat's seal
 * and the Erpresserin's rose are drawn among the tokens, and the engine's
 * own generator is seeded afresh. Because every hidden place is refilled in
 * a fixed order from a sorted pool, the result depends only on what the seat
 * may know and on the seed. No allocation: a few µs per call. */
#include "citadels/determinize.h"
#include "citadels/engine.h"
#include "citadels/memory.h"

#include <string.h>

/* ---- district cards ---- */

enum { MAX_SLOTS = CIT_MAX_CARDS };

typedef struct card_slots {
    uint8_t *at[MAX_SLOTS];
    int n;
} card_slots;

static void add_cards(card_slots *cs, uint8_t *v, int n)
{
    for (int i = 0; i < n && cs->n < MAX_SLOTS; i++)
        cs->at[cs->n++] = &v[i];
}

/* Whether view.c shows `seat`'s hand to `me` (its own, the Spion's look, the
 * Beschwörer's or Wahrsagerin's look), or the hand must stay as it is: a
 * decision of another seat that names one of its hand cards (the Thieves'
 * Den being paid, the Kardinal's district, the Rasputin or Akrobatin asked
 * for: the pending decision shows the card is there). */
static int hand_fixed(const cit_state *s, int seat, int me)
{
    if (seat == me)
        return 1;
    if (me < 0)
        return 0;
    if (s->phase == CIT_PHASE_ACTION && s->spied && me == s->active && seat == s->spied - 1)
        return 1;
    if ((s->decision == CIT_DEC_WIZARD_PICK || s->decision == CIT_DEC_FORTUNE_PICK) &&
        me == s->active && seat == s->court_seat)
        return 1;
    if ((s->decision == CIT_DEC_DEN_PAYMENT || s->decision == CIT_DEC_CARDINAL_PAY) &&
        seat == s->active)
        return 1;
    return (s->decision == CIT_DEC_RASPUTIN || s->decision == CIT_DEC_ACROBAT) &&
           seat == s->dec_seat;
}

static int knows(const cit_state *s, int me, int card)
{
    return me >= 0 && ((s->seen_by[card] >> me) & 1);
}

/* The places of `v` whose card `me` does not know. */
static void add_unknown(card_slots *cs, const cit_state *o, int me, uint8_t *v, int n)
{
    for (int i = 0; i < n && cs->n < MAX_SLOTS; i++)
        if (!knows(o, me, v[i]))
            cs->at[cs->n++] = &v[i];
}

/* A hidden hand: the cards `me` knows are in it first, in id order (the
 * order of a hidden hand is nothing `me` sees), then the places to refill. */
static void add_hand(card_slots *cs, const cit_state *o, int me, cit_player *pl)
{
    uint8_t known[CIT_MAX_CARDS];
    int nk = 0;
    for (int i = 0; i < pl->nhand; i++)
        if (knows(o, me, pl->hand[i])) {
            int at = nk++;
            while (at > 0 && known[at - 1] > pl->hand[i]) {
                known[at] = known[at - 1];
                at--;
            }
            known[at] = pl->hand[i];
        }
    if (!nk) {
        add_cards(cs, pl->hand, pl->nhand);
        return;
    }
    /* the unknown cards' ids stay in the hand's places past the known ones:
     * they go to the pool from there */
    uint8_t rest[CIT_MAX_CARDS];
    int nr = 0;
    for (int i = 0; i < pl->nhand; i++)
        if (!knows(o, me, pl->hand[i]))
            rest[nr++] = pl->hand[i];
    memcpy(pl->hand, known, (size_t)nk);
    memcpy(pl->hand + nk, rest, (size_t)nr);
    add_cards(cs, pl->hand + nk, nr);
}

/* What the determinization remembers: `me`'s memory as it is (the cards it
 * knows did not move), nothing of the other seats' (theirs, not `me`'s),
 * and what every seat always knows: its own hand, the cities, the open
 * pile (memory.h). */
static void canonical_memory(cit_state *o, int me)
{
    uint8_t mine = cit_seen_bit(me), all = cit_seen_all(o);
    for (int c = 0; c < CIT_MAX_CARDS; c++)
        o->seen_by[c] &= mine;
    for (int p = 0; p < o->cfg.nplayers; p++) {
        const cit_player *pl = &o->players[p];
        for (int i = 0; i < pl->nhand; i++)
            o->seen_by[pl->hand[i]] |= cit_seen_bit(p);
        for (int i = 0; i < pl->ncity; i++)
            o->seen_by[pl->city[i]] = all;
    }
    for (int i = 0; i < o->ndiscard; i++)
        o->seen_by[o->discard[i]] = all;
}

static void redeal_cards(cit_state *o, int me, gh_rng *r)
{
    /* The deck as a plain array from position 0: the ring's offset is
     * nothing a player sees. */
    uint8_t deck[CIT_MAX_CARDS];
    for (int i = 0; i < o->deck_len; i++)
        deck[i] = o->deck[(o->deck_head + i) & CIT_DECK_MASK];
    memset(o->deck, 0, sizeof o->deck);
    memcpy(o->deck, deck, o->deck_len);
    o->deck_head = 0;

    /* The hidden places, but for the cards `me` knows are there (seen_by:
     * looked at, given, put under the deck, followed): those stay. */
    card_slots cs = {.n = 0};
    int deck_seen = o->decision == CIT_DEC_LIGHTHOUSE && me == o->dec_seat;
    if (!deck_seen)
        add_unknown(&cs, o, me, o->deck, o->deck_len);
    for (int p = 0; p < o->cfg.nplayers; p++)
        if (!hand_fixed(o, p, me))
            add_hand(&cs, o, me, &o->players[p]);
    int aside_seen = (o->phase == CIT_PHASE_ACTION && me == o->active && me >= 0) ||
                     o->decision == CIT_DEC_GRAVEYARD || o->decision == CIT_DEC_DEN_PAYMENT;
    if (!aside_seen)
        add_unknown(&cs, o, me, o->aside, o->naside);
    add_unknown(&cs, o, me, o->museum_under, o->nmuseum); /* face down, but to its tucker */

    /* The pool in id order, so where the cards were does not matter. */
    uint8_t mark[CIT_MAX_CARDS] = {0}, pool[MAX_SLOTS];
    for (int i = 0; i < cs.n; i++)
        mark[*cs.at[i]] = 1;
    int n = 0;
    for (int c = 0; c < CIT_MAX_CARDS; c++)
        if (mark[c])
            pool[n++] = (uint8_t)c;
    gh_rng_shuffle_u8(r, pool, n);
    for (int i = 0; i < n; i++)
        *cs.at[i] = pool[i];

    /* Stale entries past each count are history, not state: cleared. */
    for (int p = 0; p < CIT_MAX_SEATS; p++) {
        cit_player *pl = &o->players[p];
        memset(pl->hand + pl->nhand, 0, sizeof pl->hand - pl->nhand);
        memset(pl->city + pl->ncity, 0, sizeof pl->city - pl->ncity);
        memset(pl->chars + pl->nchars, 0, sizeof pl->chars - pl->nchars);
    }
    memset(o->aside + o->naside, 0, sizeof o->aside - o->naside);
    memset(o->museum_under + o->nmuseum, 0, sizeof o->museum_under - o->nmuseum);
    memset(o->discard + o->ndiscard, 0, sizeof o->discard - o->ndiscard);
    canonical_memory(o, me);
}

/* ---- characters ---- */

enum slot_kind { SL_HELD, SL_FACEDOWN, SL_SETASIDE, SL_PILE };

typedef struct rank_slot {
    uint8_t kind;  /* enum slot_kind */
    int8_t seat;   /* SL_HELD: the holder; SL_FACEDOWN, SL_SETASIDE: discarded_by */
    uint8_t index; /* SL_HELD: index in chars[] */
    uint8_t band;  /* how many of the seat's looks at the pile came before it */
    int8_t step;   /* the script step that filled it (-1: before the first) */
} rank_slot;

typedef struct knowledge {
    int nobs;
    int obs_step[2];
    uint16_t obs_pile[2];
} knowledge;

/* The script step of `seat`'s k-th character: its k-th pick; in the deal,
 * the dealing step for what it was dealt. */
static int held_step(const cit_state *s, int seat, int k)
{
    int seen = 0, deal = s->nsel_steps;
    for (int i = 0; i < s->nsel_steps; i++) {
        int op = s->sel_steps[i][0];
        if (op == CIT_SEL_DEAL)
            deal = i;
        if (op == CIT_SEL_PICK && s->sel_steps[i][1] == seat && seen++ == k)
            return i;
    }
    return deal;
}

static int band_of_step(const knowledge *kn, int step)
{
    int b = 0;
    for (int i = 0; i < kn->nobs; i++)
        b += kn->obs_step[i] < step;
    return b;
}

/* The face-down cards of the round so far as (step, who laid it) in script
 * order; who = -2 for the first face-down card under the classic rules,
 * whose King looked at it (the crown of the round's start). */
static int facedown_events(const cit_state *s, int *step, int *who, int max)
{
    int n = 0;
    if (s->cfg.selection == CIT_SELECTION_DEAL) {
        for (int i = 0; i < s->nsel_steps && i < s->sel_step; i++)
            if (s->sel_steps[i][0] == CIT_SEL_DEAL)
                for (int r = 1; r <= CIT_MAX_RANK && n < max; r++)
                    if (s->rank_flags[r] & CIT_RF_FACEDOWN) {
                        step[n] = i;
                        who[n++] = -1;
                    }
        return n;
    }
    step[n] = -1;
    who[n++] = cit_classic(s) ? -2 : -1;
    int done = s->phase == CIT_PHASE_SELECTION ? s->sel_step : s->nsel_steps;
    for (int i = 0; i < done && n < max; i++) {
        int op = s->sel_steps[i][0];
        if (op == CIT_SEL_RANDOM_DISCARD || op == CIT_SEL_DISCARD) {
            step[n] = i;
            who[n++] = op == CIT_SEL_DISCARD ? s->sel_steps[i][1] : -1;
        }
    }
    if (s->phase != CIT_PHASE_SELECTION && s->nsel_steps && n < max) {
        step[n] = s->nsel_steps;
        who[n++] = s->sel_steps[s->nsel_steps - 1][1];
    }
    return n;
}

/* Whether `me` knows where `rank` is, by view.c's rules. */
static int rank_known(const cit_state *s, int r, int me)
{
    uint8_t f = s->rank_flags[r];
    if (f & (CIT_RF_FACEUP | CIT_RF_REVEALED))
        return 1;
    if (s->holder[r] >= 0 && s->holder[r] == me)
        return 1;
    if ((f & CIT_RF_FACEDOWN) && s->discarded_by[r] == me)
        return 1;
    if (cit_classic_sees_setaside(s, r, me))
        return 1;
    if (s->phase == CIT_PHASE_SELECTION && me == s->dec_seat && (s->pile & (1u << r)))
        return 1;
    /* the Rasputin question goes to the called rank's holder, by name */
    return s->decision == CIT_DEC_RASPUTIN && r == s->called_rank;
}

/* A called rank nobody answered (not killed: a killed one is silent too)
 * is held by nobody. */
static int rank_unheld(const cit_state *s, int r)
{
    uint8_t f = s->rank_flags[r];
    if (f & (CIT_RF_KILLED | CIT_RF_REVEALED))
        return 0;
    return (f & CIT_RF_DONE) || (s->decision == CIT_DEC_ACROBAT && r == s->called_rank);
}

static void place_rank(cit_state *o, const rank_slot *sl, int r)
{
    switch (sl->kind) {
    case SL_HELD:
        o->players[sl->seat].chars[sl->index] = (uint8_t)r;
        o->holder[r] = sl->seat;
        break;
    case SL_FACEDOWN:
        o->rank_flags[r] |= CIT_RF_FACEDOWN;
        o->discarded_by[r] = sl->seat;
        break;
    case SL_SETASIDE:
        o->setaside = (int8_t)r;
        o->discarded_by[r] = sl->seat;
        break;
    default:
        o->pile |= (uint16_t)(1u << r);
    }
}

/* A band with more ranks than free places: the 7/8-player card set aside
 * before the seat's look and taken up by the last chooser after it (DE16
 * "Sonderregel bei 7 Spielern"), or a Theater swap the seat took part in.
 * Its extra ranks go to random free places of bands that lack ranks,
 * places filled after the set-aside card came back first. */
static void move_excess(cit_state *o, const rank_slot *slots, int ns, uint8_t *taken,
                        uint8_t ranks[3][CIT_MAX_RANK + 1], const int *nr, gh_rng *g)
{
    int take_step = CIT_MAX_RANK * 4;
    for (int i = 0; i < o->nsel_steps; i++)
        if (o->sel_steps[i][0] == CIT_SEL_TAKE_SETASIDE)
            take_step = i;
    int left[3] = {0, 0, 0}, free_[3] = {0, 0, 0};
    for (int b = 0; b < 3; b++)
        for (int k = 0; k < nr[b]; k++)
            left[b] += ranks[b][k] != 0;
    for (int i = 0; i < ns; i++)
        free_[slots[i].band] += !taken[i];
    for (int b = 0; b < 3; b++)
        for (int k = nr[b] - 1; k >= 0 && left[b] > free_[b]; k--) {
            if (!ranks[b][k])
                continue;
            int cand[CIT_MAX_RANK + 1], nc = 0;
            for (int late = 1; late >= 0 && !nc; late--)
                for (int i = 0; i < ns; i++) {
                    int c = slots[i].band;
                    if (!taken[i] && c != b && left[c] < free_[c] &&
                        (!late || slots[i].step > take_step) &&
                        !(slots[i].kind == SL_HELD && rank_unheld(o, ranks[b][k])))
                        cand[nc++] = i;
                }
            if (!nc)
                return; /* the canonical spill below takes it */
            int i = cand[gh_rng_below(g, (uint32_t)nc)];
            taken[i] = 1;
            free_[slots[i].band]--;
            place_rank(o, &slots[i], ranks[b][k]);
            ranks[b][k] = 0;
            left[b]--;
        }
}

static void redeal_characters(cit_state *o, int me, gh_rng *g)
{
    knowledge kn = {.nobs = 0};
    if (me >= 0)
        for (int k = 0; k < 2; k++)
            if (o->sel_seen[me][k]) {
                kn.obs_step[kn.nobs] = held_step(o, me, k);
                kn.obs_pile[kn.nobs++] = o->sel_seen[me][k];
            }

    /* The places of the ranks `me` cannot place, each with its band. */
    rank_slot slots[CIT_MAX_RANK + 1];
    int ns = 0;
    for (int p = 0; p < o->cfg.nplayers; p++)
        for (int k = 0; p != me && k < o->players[p].nchars; k++)
            if (!rank_known(o, o->players[p].chars[k], me)) {
                int step = held_step(o, p, k);
                slots[ns++] = (rank_slot){SL_HELD, (int8_t)p, (uint8_t)k,
                                          (uint8_t)band_of_step(&kn, step), (int8_t)step};
            }
    int nheld = ns, fd_step[CIT_MAX_RANK + 1];
    int fstep[2 * CIT_MAX_SEATS + 4], fwho[2 * CIT_MAX_SEATS + 4];
    int nf = facedown_events(o, fstep, fwho, 2 * CIT_MAX_SEATS + 4);
    uint32_t used = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (!o->cfg.lineup[r] || !(o->rank_flags[r] & CIT_RF_FACEDOWN) || rank_known(o, r, me))
            continue;
        /* the earliest unused face-down step laid by the same seat (the
         * classic King's look matches any seat), else the latest */
        int step = o->nsel_steps, d = o->discarded_by[r], found = 0;
        for (int pass = 0; pass < 2 && !found; pass++)
            for (int i = 0; i < nf && !found; i++)
                if (!(used & (1u << i)) && (fwho[i] == d || (pass && fwho[i] == -2))) {
                    used |= 1u << i;
                    step = fstep[i];
                    found = 1;
                }
        /* in (step, who) order, not by the rank that lies there now */
        int at = ns++;
        while (at > nheld && (fd_step[at - 1] > step ||
                              (fd_step[at - 1] == step && slots[at - 1].seat > d))) {
            slots[at] = slots[at - 1];
            fd_step[at] = fd_step[at - 1];
            at--;
        }
        fd_step[at] = step;
        slots[at] = (rank_slot){SL_FACEDOWN, (int8_t)d, 0, (uint8_t)band_of_step(&kn, step),
                                (int8_t)step};
    }
    if (o->setaside && !rank_known(o, o->setaside, me))
        slots[ns++] = (rank_slot){SL_SETASIDE, o->discarded_by[o->setaside], 0, 0, -1};
    if (o->phase == CIT_PHASE_SELECTION && me != o->dec_seat)
        for (int r = 1; r <= CIT_MAX_RANK; r++)
            if (o->pile & (1u << r))
                slots[ns++] = (rank_slot){SL_PILE, -1, 0, (uint8_t)band_of_step(&kn, o->sel_step),
                                          (int8_t)o->sel_step};

    /* The ranks to place: by band, those that must lie unheld first. */
    uint8_t ranks[3][CIT_MAX_RANK + 1];
    int nr[3] = {0, 0, 0}, total = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (!o->cfg.lineup[r] || rank_known(o, r, me))
            continue;
        int b = 0;
        for (int i = 0; i < kn.nobs; i++)
            b += (kn.obs_pile[i] >> r) & 1;
        ranks[b][nr[b]++] = (uint8_t)r;
        total++;
    }
    if (total != ns)
        return; /* a position the scripts do not explain (a scenario): left as it is */

    /* Clear the old places. */
    for (int i = 0; i < ns; i++)
        if (slots[i].kind == SL_SETASIDE)
            o->setaside = 0;
    for (int b = 0; b < 3; b++)
        for (int i = 0; i < nr[b]; i++) {
            int r = ranks[b][i];
            o->holder[r] = -1;
            o->rank_flags[r] &= (uint8_t)~CIT_RF_FACEDOWN;
            o->discarded_by[r] = -1;
            o->pile &= (uint16_t) ~(1u << r);
        }
    /* First the ranks nobody may hold: into a place where nobody holds
     * one, of their band if there is one; then each band's other ranks
     * into its free places; what one band cannot take goes to any band. */
    uint8_t taken[CIT_MAX_RANK + 1] = {0}, spill[CIT_MAX_RANK + 1];
    int nspill = 0;
    for (int b = 0; b < 3; b++)
        gh_rng_shuffle_u8(g, ranks[b], nr[b]);
    for (int any = 0; any < 2; any++)
        for (int b = 0; b < 3; b++)
            for (int k = 0; k < nr[b]; k++) {
                int r = ranks[b][k];
                if (!r || !rank_unheld(o, r))
                    continue;
                for (int i = 0; i < ns; i++)
                    if (!taken[i] && slots[i].kind != SL_HELD && (any || slots[i].band == b)) {
                        taken[i] = 1;
                        place_rank(o, &slots[i], r);
                        ranks[b][k] = 0;
                        break;
                    }
            }
    move_excess(o, slots, ns, taken, ranks, nr, g);
    for (int b = 0; b < 3; b++) {
        int k = 0;
        for (int i = 0; i < ns; i++) {
            if (taken[i] || slots[i].band != b)
                continue;
            while (k < nr[b] && !ranks[b][k])
                k++;
            if (k < nr[b]) {
                taken[i] = 1;
                place_rank(o, &slots[i], ranks[b][k++]);
            }
        }
        for (; k < nr[b]; k++)
            if (ranks[b][k])
                spill[nspill++] = ranks[b][k];
    }
    for (int i = 0, k = 0; i < ns && k < nspill; i++)
        if (!taken[i])
            place_rank(o, &slots[i], spill[k++]);

    /* The Theater's swap was blind: a third seat does not know which of the
     * two seats' characters changed hands. */
    int a = o->theater_swap[0] - 1, b = o->theater_swap[1] - 1;
    if (o->theater_swap[0] && me != a && me != b) {
        int ia[CIT_MAX_CHARS_PER_SEAT], ib[CIT_MAX_CHARS_PER_SEAT], na = 0, nb = 0;
        for (int i = 0; i < ns; i++)
            if (slots[i].kind == SL_HELD && slots[i].seat == a)
                ia[na++] = slots[i].index;
            else if (slots[i].kind == SL_HELD && slots[i].seat == b)
                ib[nb++] = slots[i].index;
        if (na && nb) {
            int i = ia[gh_rng_below(g, (uint32_t)na)], j = ib[gh_rng_below(g, (uint32_t)nb)];
            uint8_t ra = o->players[a].chars[i], rb = o->players[b].chars[j];
            o->players[a].chars[i] = rb;
            o->players[b].chars[j] = ra;
            o->holder[rb] = (int8_t)a;
            o->holder[ra] = (int8_t)b;
        }
    }
}

/* The deal's pile order (the crown is picking: the rest is dealt from it). */
static void redeal_char_deck(cit_state *o, gh_rng *g)
{
    uint16_t m = 0;
    for (int i = 0; i < o->nchar_deck; i++)
        m |= (uint16_t)(1u << o->char_deck[i]);
    int n = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (m & (1u << r))
            o->char_deck[n++] = (uint8_t)r;
    gh_rng_shuffle_u8(g, o->char_deck, n);
    memset(o->char_deck + n, 0, sizeof o->char_deck - (size_t)n);
}

/* The Magistrat's seal or the Erpresserin's rose, for a seat that did not
 * place it: one of the `placed` tokens; those no longer on the table are
 * spent (their rank is not known), so the secret is spent with the odds of
 * a spent token, else it lies on one of the remaining ones. */
static uint8_t draw_secret(const cit_state *o, uint16_t tokens, int placed, gh_rng *g)
{
    int left[CIT_MAX_RANK + 1], n = 0, spent = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (tokens & (1u << r))
            left[n++] = r;
    if (!n)
        return 0;
    for (int r = 1; r <= CIT_MAX_RANK && !spent; r++)
        if (o->cfg.lineup[r] && !(tokens & (1u << r)))
            spent = r; /* any rank without a token: never asked again */
    int k = (int)gh_rng_below(g, (uint32_t)(placed > n ? placed : n));
    return (uint8_t)(k < n || !spent ? left[k % n] : spent);
}

static void redeal_secrets(cit_state *o, int me, gh_rng *g)
{
    if (o->phase != CIT_PHASE_ACTION)
        return;
    int mr = cit_rank_of_char(o, CIT_C_MAGISTRATE), br = cit_rank_of_char(o, CIT_C_BLACKMAILER);
    if (o->signed_warrant && !(me >= 0 && mr && cit_agent_seat(o, mr) == me))
        o->signed_warrant = draw_secret(o, o->warrants, 3, g);
    if (o->rose && !(me >= 0 && br && cit_agent_seat(o, br) == me))
        o->rose = draw_secret(o, o->threats, 2, g);
}

int cit_determinize(const void *st, int me, uint64_t seed, void *out)
{
    const cit_state *s = st;
    if (me < GAME_SPECTATOR || me >= s->cfg.nplayers)
        return -1;
    cit_state *o = out;
    memcpy(o, s, sizeof *o);
    gh_rng g;
    gh_rng_seed(&g, seed);
    /* The secrets first: they are read with the true holders (whether `me`
     * placed them), which the characters' redeal changes. */
    redeal_secrets(o, me, &g);
    redeal_cards(o, me, &g);
    redeal_characters(o, me, &g);
    redeal_char_deck(o, &g);
    /* What the other seats saw of the pile is theirs, not `me`'s. */
    for (int p = 0; p < CIT_MAX_SEATS; p++)
        if (p != me)
            o->sel_seen[p][0] = o->sel_seen[p][1] = 0;
    gh_rng_seed(&o->rng, gh_rng_next(&g));
    return 0;
}

/* citadels_holders.c — who likely holds each character, as the deciding
 * seat may reason it out: the heuristic bot's picture of the round's
 * characters, for the abilities that name a character (kill, theft,
 * threats, warrants) and the Theater.
 *
 * What it reads is all in the seat's view or its own memory: the lineup,
 * the face-up discards, the revealed characters and their holders, the
 * ranks already called, the seat's own characters and the face-down cards
 * it laid, the public order of the picks (the selection script follows
 * from the crown and the player count), and the piles the seat itself saw
 * at its picks (sel_seen[me], kept by the determinization). It never
 * reads another seat's unrevealed characters, a face-down card it did not
 * lay, or another seat's piles: in a determinization those are samples.
 *
 * The reasoning is determinize.c's, turned into odds: every place a rank
 * can be in this round (another seat's pick, a face-down card, the deal)
 * gets a "band" — how many of the seat's looks at the pile came before the
 * step that filled it — and every rank the number of those looks that
 * showed it. A rank lies in a place of its own band: one the seat never
 * saw was taken (or laid down) before its first look, one it passed on
 * went to a later picker or the last face-down card. Places known to be
 * filled (a revealed holder's, a face-down card the seat laid, a rank
 * called with nobody answering) drop out, and each other rank is spread
 * over the free places of its band, a seat a little likelier for a
 * character whose income its city would draw. So the last picker knows the
 * card it passed on is out of the round, and the Thief knows the Assassin's
 * revealed holder holds nothing else (with one character each).
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include "bots/citadels_heur.h"

#include <string.h>

#define OUT (-1) /* a place that holds no player's character */
#define MAX_PLACES (2 * CIT_MAX_SEATS + CIT_MAX_RANK + 4)

typedef struct place {
    int8_t seat;   /* the holder, or OUT */
    int8_t laid;   /* OUT places: who laid it (-1: nobody, at random) */
    uint8_t band;  /* how many of me's looks came before it was filled */
    uint8_t filled;
    int16_t step;  /* the script step that filled it (-1: before the first) */
} place;

typedef struct picture {
    int nobs;
    int obs_step[2];
    uint16_t obs_pile[2];
    place pl[MAX_PLACES];
    int np;
    int take_step; /* the 7/8-player set-aside card comes back here, or -1 */
} picture;

static int band_of_step(const picture *pc, int step)
{
    int b = 0;
    for (int i = 0; i < pc->nobs; i++)
        b += pc->obs_step[i] < step;
    return b;
}

static int band_of_rank(const picture *pc, int r)
{
    int b = 0;
    for (int i = 0; i < pc->nobs; i++)
        b += (pc->obs_pile[i] >> r) & 1;
    return b;
}

static int mine(const cit_state *s, int me, int r)
{
    const cit_player *p = &s->players[me];
    for (int i = 0; i < p->nchars; i++)
        if (p->chars[i] == r)
            return 1;
    return 0;
}

/* me's looks at the pile: the steps of its picks with what it saw. Piles
 * that do not fit the round (a hand-made position keeps the setup's
 * script) are dropped: a face-up rank in one, or a character of me's that
 * none showed. */
static void observations(const cit_state *s, int me, picture *pc)
{
    pc->nobs = 0;
    if (s->cfg.selection == CIT_SELECTION_DEAL && s->crown != me)
        return;
    int k = 0;
    uint16_t all = 0;
    for (int i = 0; i < s->nsel_steps && k < 2; i++)
        if (s->sel_steps[i][0] == CIT_SEL_PICK && s->sel_steps[i][1] == me) {
            if (!s->sel_seen[me][k])
                break;
            pc->obs_step[k] = i;
            pc->obs_pile[k] = s->sel_seen[me][k];
            all |= pc->obs_pile[k];
            k++;
        }
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (((all >> r) & 1) && (!s->cfg.lineup[r] || (s->rank_flags[r] & CIT_RF_FACEUP)))
            return;
    const cit_player *p = &s->players[me];
    if (s->cfg.selection != CIT_SELECTION_DEAL)
        for (int i = 0; i < p->nchars; i++)
            if (!((all >> p->chars[i]) & 1))
                return;
    pc->nobs = k;
}

static void add_place(picture *pc, int seat, int laid, int step)
{
    if (pc->np < MAX_PLACES)
        pc->pl[pc->np++] = (place){(int8_t)seat, (int8_t)laid,
                                   (uint8_t)band_of_step(pc, step), 0, (int16_t)step};
}

/* The round's places other than me's own characters, from the script. */
static void places(const cit_state *s, int me, picture *pc)
{
    int n = s->cfg.nplayers, deal = s->cfg.selection == CIT_SELECTION_DEAL;
    int per_seat = cit_chars_per_player(&s->cfg), my_places = 0, deal_step = -1;
    int picks[CIT_MAX_SEATS] = {0};
    pc->np = 0;
    pc->take_step = -1;
    for (int i = 0; i < s->nsel_steps; i++)
        if (s->sel_steps[i][0] == CIT_SEL_TAKE_SETASIDE)
            pc->take_step = i;
    if (!deal && pc->take_step < 0)
        add_place(pc, OUT, -1, -1); /* the face-down card laid before the picks */
    for (int i = 0; i < s->nsel_steps; i++) {
        int op = s->sel_steps[i][0], seat = s->sel_steps[i][1];
        if (op == CIT_SEL_PICK) {
            picks[seat]++;
            if (seat == me)
                my_places++;
            else
                add_place(pc, seat, -1, i);
        } else if (op == CIT_SEL_DISCARD) {
            add_place(pc, OUT, seat, i);
        } else if (op == CIT_SEL_RANDOM_DISCARD) {
            add_place(pc, OUT, -1, i);
        } else if (op == CIT_SEL_DEAL) {
            deal_step = i;
            for (int p = 0; p < n; p++)
                for (int k = picks[p]; k < per_seat; k++) {
                    if (p == me)
                        my_places++;
                    else
                        add_place(pc, p, -1, i);
                }
        }
    }
    int ranks = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        ranks += s->cfg.lineup[r] && !(s->rank_flags[r] & CIT_RF_FACEUP);
    int last = s->nsel_steps ? s->sel_steps[s->nsel_steps - 1][1] : -1;
    for (int left = ranks - pc->np - my_places; left > 0; left--) /* the cards nobody took */
        add_place(pc, OUT, deal ? -1 : last, deal ? deal_step : s->nsel_steps);
}

/* Marks a free place of `seat` (or OUT) as filled, one of band b if there
 * is one (and laid by `laid`, for OUT, if that matches one). */
static void fill(picture *pc, int seat, int b, int laid)
{
    int best = -1, best_score = -1;
    for (int i = 0; i < pc->np; i++) {
        const place *p = &pc->pl[i];
        if (p->filled || p->seat != seat)
            continue;
        int score = (p->band == b) * 2 + (seat == OUT && p->laid == laid);
        if (score > best_score) {
            best = i;
            best_score = score;
        }
    }
    if (best >= 0)
        pc->pl[best].filled = 1;
}

/* The rank's place is known to me; *seat = its holder or OUT. */
static int placed(const cit_state *s, int me, int r, int *seat, int *laid)
{
    uint8_t f = s->rank_flags[r];
    *laid = -1;
    if (mine(s, me, r)) {
        *seat = me;
        return 1;
    }
    if ((f & CIT_RF_REVEALED) && s->holder[r] >= 0) {
        *seat = s->holder[r];
        return 1;
    }
    if ((f & CIT_RF_FACEDOWN) && s->discarded_by[r] == me) {
        *seat = OUT;
        *laid = me;
        return 1;
    }
    if ((f & CIT_RF_DONE) && !(f & (CIT_RF_REVEALED | CIT_RF_KILLED))) {
        *seat = OUT; /* called, and nobody answered */
        return 1;
    }
    return 0;
}

void ch_holders_guess(const cit_state *s, int me, ch_holders *h)
{
    picture pc;
    memset(h, 0, sizeof *h);
    observations(s, me, &pc);
    places(s, me, &pc);
    uint16_t floating = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (!s->cfg.lineup[r] || (s->rank_flags[r] & CIT_RF_FACEUP)) {
            h->known[r] = 1;
            continue;
        }
        int seat, laid;
        if (!placed(s, me, r, &seat, &laid)) {
            floating |= (uint16_t)(1u << r);
            continue;
        }
        h->known[r] = 1;
        if (seat >= 0) {
            h->p[r][seat] = 1;
            h->held[r] = 1;
        }
        if (seat != me)
            fill(&pc, seat, band_of_rank(&pc, r), laid);
    }
    int type_bonus[CIT_MAX_SEATS];
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (!((floating >> r) & 1))
            continue;
        int b = band_of_rank(&pc, r), type = cit_characters[cit_char_at(s, r)].income_type;
        for (int p = 0; p < s->cfg.nplayers; p++)
            type_bonus[p] = type != CIT_TYPE_NONE ? cit_type_count(s, p, type) : 0;
        float w[MAX_PLACES], total = 0;
        for (int pass = 0; pass < 2 && total <= 0; pass++)
            for (int i = 0; i < pc.np; i++) {
                const place *p = &pc.pl[i];
                /* the set-aside card was in no pile, yet the last chooser
                 * took it up: a rank never seen may lie past its return */
                int fits = pass || p->band == b ||
                           (b == 0 && pc.take_step >= 0 && p->step >= pc.take_step);
                w[i] = p->filled || !fits ? 0
                       : p->seat == OUT   ? 1.0f
                                          : 1.0f + 0.25f * (float)type_bonus[p->seat];
                total += w[i];
            }
        if (total <= 0)
            continue; /* no free place: it cannot be anywhere me can see */
        for (int i = 0; i < pc.np; i++)
            if (w[i] > 0 && pc.pl[i].seat != OUT) {
                h->p[r][pc.pl[i].seat] += w[i] / total;
                h->held[r] += w[i] / total;
            }
    }
}

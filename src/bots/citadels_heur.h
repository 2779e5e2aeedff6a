/* citadels_heur.h — the heuristic bot's Citadels knowledge, between its
 * files (src/bots/citadels_*.c). These files are the one exception to the
 * layering (docs/architecture.md): they include citadels/state.h, cards.h
 * and engine.h read-only, to read the flat state and ask the engine's rule
 * queries (prices, targets, scores). They only read what the deciding seat
 * may know: its own hand and characters, public cities, gold, hand counts,
 * revealed / face-up / killed / robbed characters, the pile it is passed,
 * the public order of the picks (sel_steps) and the piles it saw at its
 * own picks (sel_seen[me]; the determinization clears the others').
 * The state they get is a determinization (game.h determinize): other
 * hands and unrevealed characters in it are samples, never facts, so no
 * file here reads another seat's hand cards or an unrevealed holder.
 *
 * Every value is in "points of the seat's position" (citadels_eval.c): the
 * score a district gives, half a point a gold coin, about one a useful
 * card; an action's value is how much it raises the seat's position
 * against the best other player. */
#ifndef GH_BOTS_CITADELS_HEUR_H
#define GH_BOTS_CITADELS_HEUR_H

#include "citadels/engine.h"

/* The value below which an action is never worth taking (weight 0). */
#define CH_NEVER (-1000.0f)

/* ---- citadels_eval.c: the position and the players ---- */
/* The cards `me` knew before an action (a bitset by card id): its hand and
 * the cards of its own pending decision. After a draw, a hand card not in
 * it is one me has not seen when choosing — in a determinization a sample
 * — so it counts as an average card, never by what it is. */
typedef struct ch_known {
    uint8_t bits[CIT_MAX_CARDS / 8];
} ch_known;
void ch_known_before(const cit_state *s, int me, ch_known *k);
/* ch_position / ch_margin with unseen hand cards at an average worth
 * (k NULL: every hand card is known). */
float ch_position_k(const cit_state *s, int seat, int me, const ch_known *k);
float ch_margin_k(const cit_state *s, int me, const ch_known *k);
/* The other seats' positions in a state `s`, kept to weigh many actions
 * from it: after an action, a seat whose scoring inputs it left alone has
 * the same position (ch_margin_since), so only the seats it touched are
 * scored again (issue 13: the heuristic's playouts score every seat after
 * every action they weigh). `s` must outlive the struct. */
typedef struct ch_before {
    const cit_state *s;
    int target;                /* cit_city_target(s) */
    float pos[CIT_MAX_SEATS];  /* ch_position(s, p, me) for p != me */
    float margin;              /* ch_margin(s, me) */
} ch_before;
void ch_before_init(ch_before *b, const cit_state *s, int me);
/* ch_margin_k(t, me, k), equal to the last float, for a state t reached
 * from b->s (test_heuristic holds the two equal over random games). */
float ch_margin_since(const cit_state *t, int me, const ch_known *k, const ch_before *b);
/* heuristic.h bot_heuristic_values: every seat's ch_position by itself. */
int cit_heur_values(const void *st, float *v);
/* How good `seat`'s position is, in points, from what `me` may know of it
 * (its hand's cards only when seat == me, else the count). */
float ch_position(const cit_state *s, int seat, int me);
/* me's position minus the best other one. */
float ch_margin(const cit_state *s, int me);
/* How threatening `seat` is to `me` (0..~2): leads, is rich, nearly complete. */
float ch_threat(const cit_state *s, int seat, int me);
/* The worth to `me` of a card in my hand (a district to build later). */
float ch_card_worth(const cit_state *s, int me, int card);
/* Districts still missing from `seat`'s city. */
int ch_missing(const cit_state *s, int seat);
/* 1 when `me` knows rank r is out of play for abilities this round: no
 * character, face up, killed, already played or revealed, or me's own. */
int ch_rank_known_out(const cit_state *s, int me, int r);

/* ---- citadels_holders.c: who likely holds each character ---- */
/* me's odds, from its view and the piles it saw at its picks, that seat p
 * holds rank r (p[r][p]; 1 for its own and revealed ones), that anybody
 * does (held[r]; 0 for a rank me knows is out of the round), and whether
 * me knows where r is (known[r]). Never reads another seat's hidden
 * characters: the same for every determinization of one view. */
typedef struct ch_holders {
    float p[CIT_MAX_RANK + 1][CIT_MAX_SEATS];
    float held[CIT_MAX_RANK + 1];
    uint8_t known[CIT_MAX_RANK + 1];
} ch_holders;
void ch_holders_guess(const cit_state *s, int me, ch_holders *h);

/* ---- citadels_characters.c: which character to take ---- */
/* The worth to `me` of taking the character of rank r this round. */
float ch_pick_value(const cit_state *s, int me, int r);

/* ---- citadels_targets.c: whom an ability hits ---- */
/* By the likely holder (ch_holders): its threat for a kill, its purse for
 * a theft; CH_NEVER for a rank me knows is out of the round or its own. */
float ch_kill_value(const cit_state *s, int me, int r);  /* Assassin, Witch */
float ch_steal_value(const cit_state *s, int me, int r); /* Thief */
/* What the role of rank r usually loses to a kill (steal 0) or a theft
 * (steal 1) in a turn, whoever holds it (a pick's danger). */
float ch_role_target_value(const cit_state *s, int me, int r, int steal);
/* The Blackmailer's two threats (the rose on `rose`) and the Magistrate's
 * three warrants (the seal on `signed_rank`). */
float ch_threaten_value(const cit_state *s, int me, int rose, int other);
float ch_warrants_value(const cit_state *s, int me, int signed_rank, int b, int c);

/* ---- citadels_builds.c: income and building ---- */
float ch_build_value(const cit_state *s, int me, int card); /* on top of the one-step margin */
float ch_draw_value(const cit_state *s, int me);            /* draw instead of 2 gold */
float ch_magic_discard_value(const cit_state *s, int me, int card);
/* A built unique district's effect over the rest of the game (0: none). */
float ch_district_effect(const cit_state *s, int card);

/* ---- citadels_cards.c: Spion, Theater, Kaiser, action cards ---- */
float ch_spy_value(const cit_state *s, int me, int seat, int type);
float ch_theater_value(const cit_state *s, int me, int seat, int my_rank);
float ch_crown_value(const cit_state *s, int me, int seat); /* on top of the margin */
float ch_director_value(const cit_state *s, int me);
float ch_rasputin_value(const cit_state *s, int me);
float ch_acrobat_value(const cit_state *s, int me);
float ch_fortune_value(const cit_state *s, int me, int seat);
float ch_fortune_take_value(const cit_state *s, int me, int card);

/* ---- citadels_action_cards.c: Kassenwagen, Kanonenkugel, Zirkuszelt ---- */
/* Rounds the game likely still lasts (0 in the last round). */
float ch_rounds_left(const cit_state *s);
float ch_lay_booth_value(const cit_state *s, int me);
float ch_use_booth_value(const cit_state *s, int me, int owner); /* on top of the margin */
float ch_booth_keep_value(const cit_state *s, int me, int card);
float ch_leave_booth_value(const cit_state *s, int me); /* against cashing: the margin's coins */
float ch_overbuild_value(const cit_state *s, int me, int card, int old); /* on top of the margin */
float ch_lay_tent_value(const cit_state *s, int me);                   /* on top of the margin */
float ch_bell_earlier_value(const cit_state *s, int me);               /* on top of the margin */
float ch_smithy_value(const cit_state *s, int me);                     /* on top of the margin */
/* 1 when spending `cost` gold now costs me the build this turn it pays for. */
float ch_build_gold_spent(const cit_state *s, int me, int cost);

/* ---- citadels_weights.c: the per-action table ---- */
int cit_heur_weights(const void *st, int seat, const game_action *acts, int n, float *w);

/* ---- citadels_rollout.c: the search's cheap playout policy ---- */
/* rollout.h bot_rollout_pick for Citadels: an index into acts[0..n-1]. */
int cit_rollout_pick(const void *st, int seat, const game_action *acts, int n, gh_rng *rng);

#endif

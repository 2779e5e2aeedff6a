/* cards_common.h — helpers shared by the cards' hooks (cards_common.c) and
 * the per-set hook lookups. Only the cards_*.c files include it. */
#ifndef GH_DOMINION_CARDS_COMMON_H
#define GH_DOMINION_CARDS_COMMON_H

#include "dominion/engine.h"

void dom_plus(dom_state *s, int seat, int cards, int actions, int buys, int coins, dom_ctx *cx);
/* Moves f->target to the next other player the Attack affects; -1 when the
 * round is back at the attacker. Start with f->target == f->seat. */
int dom_next_victim(const dom_state *s, dom_frame *f);
/* The same for every other player (not an Attack: Council Room, Masquerade). */
int dom_next_other(const dom_state *s, dom_frame *f);
/* The only kind in hand of these types, or DC_NONE (none, or several). */
int dom_single_hand_kind(const dom_state *s, int seat, unsigned types);
void dom_discard_from_hand(dom_state *s, int seat, int kind, dom_ctx *cx);
void dom_trash_from_hand(dom_state *s, int seat, int kind, dom_ctx *cx);
/* A hook's first question "choose a card from your hand" (not optional):
 * asks it and moves frame `f` to step 1, or, with an empty hand, pops the
 * frame, since there is nothing to choose (Umbau, Anbau, Höflinge,
 * Austausch, Geheimgang). The hook returns after either. */
void dom_ask_hand_or_done(dom_state *s, dom_frame *f, int card, int purpose);
void dom_topdeck_from_hand(dom_state *s, int seat, int kind, dom_ctx *cx);
/* Takes `seat`'s top card (shuffling if needed) into the aside zone, seen by
 * `seen` (-1: revealed to all); its aside index, or -1 with none left. */
int dom_reveal_top(dom_state *s, int seat, int seen, dom_ctx *cx);
/* Discards every aside card of frame `f` to its owner's discard pile. */
void dom_aside_discard_all(dom_state *s, dom_frame *f, dom_ctx *cx);
/* Moves aside card `index` to its owner's hand, deck top, discard, or the trash (DZ_TRASH). */
void dom_aside_to(dom_state *s, int index, int zone, dom_ctx *cx);

dom_hook dom_base_hook(int kind);
dom_hook dom_intrigue_hook(int kind);
dom_hook dom_intrigue2_hook(int kind); /* cards_intrigue2.c: Intrigue's interactive cards */

#endif

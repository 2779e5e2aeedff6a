/* cards_intrigue2.c — Intrigue's cards that reach other players (Masquerade,
 * the Attacks, Tribute), the Reactions (Secret Chamber, Diplomat: the
 * reaction round pushes their frame with flags 1 at step 100) and the cards
 * that reorder a deck (Scout, Patrol, Secret Passage). The rest of
 * Intrigue is cards_intrigue.c; docs/dominion-rules.md lists the rulings. */
#include "dominion/cards_common.h"

/* Discards `seat`'s whole hand, face up. */
static void discard_hand(dom_state *s, int seat, dom_ctx *cx)
{
    for (int k = 1; k < DC_COUNT; k++)
        while (s->p[seat].hand[k])
            dom_discard_from_hand(s, seat, k, cx);
}

/* Discards f->n more cards from `seat`'s hand: the whole hand when it holds
 * no more (no choice left), else asks for one. Returns 1 when it asked. */
static int discard_some(dom_state *s, dom_frame *f, int seat, dom_ctx *cx)
{
    if (f->n <= 0)
        return 0;
    if (s->p[seat].hand_n > f->n) {
        dom_ask_hand(s, seat, f->card, DU_DISCARD, 0, 0);
        s->pending.count = (uint8_t)f->n;
        return 1;
    }
    discard_hand(s, seat, cx);
    f->n = 0;
    return 0;
}

/* Whether the frame's aside cards are of two or more kinds (an order to choose). */
static int aside_mixed(const dom_state *s, const dom_frame *f)
{
    for (int i = f->aside_base + 1; i < s->aside_n; i++)
        if (s->aside[i].kind != s->aside[f->aside_base].kind)
            return 1;
    return 0;
}

/* Späher, Patrouille: reveal the top 4 cards; those of `types` go to the
 * hand, the others back onto the deck in the order the player chooses (the
 * first chosen goes back first, so it ends lowest). The revealed cards are
 * not shuffled in if the deck runs out meanwhile (Späher). */
static void reveal_four(dom_state *s, dom_frame *f, const game_action *ans, unsigned types,
                        dom_ctx *cx)
{
    if (!ans) {
        for (int i = 0; i < 4; i++)
            if (dom_reveal_top(s, f->seat, -1, cx) < 0)
                break;
        for (int i = s->aside_n - 1; i >= f->aside_base; i--)
            if (dom_is(s->aside[i].kind, types))
                dom_aside_to(s, i, DZ_HAND, cx);
    } else {
        dom_aside_to(s, dom_aside_find(s, ans->a), DZ_DECK, cx);
    }
    if (aside_mixed(s, f)) {
        dom_ask_aside(s, f->seat, f->card, DU_ORDER, 0);
        return;
    }
    while (s->aside_n > f->aside_base)
        dom_aside_to(s, s->aside_n - 1, DZ_DECK, cx);
    dom_pop(s);
}

/* Späher (1E): +1 action; Victory cards (Action-Victory too) to hand. */
static void scout(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans)
        dom_plus(s, f->seat, 0, 1, 0, 0, cx);
    reveal_four(s, f, ans, DT_VICTORY, cx);
}

/* Patrouille (2E): +3 cards; Victory cards and Curses to hand. */
static void patrol(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans)
        dom_plus(s, f->seat, 3, 0, 0, 0, cx);
    reveal_four(s, f, ans, DT_VICTORY | DT_CURSE, cx);
}

/* Maskerade: +2 cards; each player with a card in hand, you first, chooses
 * one and lays it face down for the left neighbour; when all have chosen
 * each takes the card passed to them; then you may trash a card from your
 * hand. 2E errata: a player with an empty hand neither passes nor receives,
 * so a card goes to the next player on the left who passes. Not an Attack:
 * no reactions (Maskerade). A passed card is seen by giver and receiver
 * only. f->flags: the seats that pass; f->m: seats asked so far. */
static void masquerade(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 2, 0, 0, 0, cx);
        f->step = 1;
        f->target = f->seat;
        f->m = 0;
        f->flags = 0;
    } else if (f->step == 1) {
        /* The chosen card waits face down, seen only by its giver. */
        dom_hand_remove(s, f->target, ans->a);
        dom_aside_push(s, ans->a, f->target, f->target);
        f->flags |= (uint8_t)(1u << f->target);
        f->m++;
        f->target = (int8_t)dom_next_seat(s, f->target);
    } else {
        if (ans->type == DA_CHOOSE_CARD)
            dom_trash_from_hand(s, f->seat, ans->a, cx);
        dom_pop(s);
        return;
    }
    while (f->m < s->nseats) {
        if (s->p[f->target].hand_n > 0) {
            dom_ask_hand(s, f->target, DC_MASQUERADE, DU_PASS, 0, 0);
            return;
        }
        f->m++;
        f->target = (int8_t)dom_next_seat(s, f->target);
    }
    for (int i = f->aside_base; i < s->aside_n; i++) {
        const dom_aside *a = &s->aside[i];
        int to = dom_next_seat(s, a->owner);
        while (!(f->flags & (1u << to)))
            to = dom_next_seat(s, to);
        dom_hand_add(s, to, a->kind);
        dom_emit(cx, DE_PASS, GAME_VIS_SEAT, a->owner, a->owner, a->kind, to);
        if (to != a->owner)
            dom_emit(cx, DE_PASS, GAME_VIS_SEAT, to, a->owner, a->kind, to);
        dom_emit_all(cx, DE_PASS_N, a->owner, 1, to);
    }
    s->aside_n = f->aside_base;
    f->step = 2;
    if (s->p[f->seat].hand_n == 0) {
        dom_pop(s);
        return;
    }
    dom_ask_hand(s, f->seat, DC_MASQUERADE, DU_TRASH, 0, 1);
}

/* Trickser: +2 coins; each other player the Attack affects, from your left,
 * trashes their top card and gains a card costing exactly the same that
 * you choose (the same card is allowed, a Curse for a Copper); none in the
 * supply at that cost (empty piles do not count): nothing (Trickser 1E/2E). */
static void swindler(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
        f->step = 1;
    } else if (ans) {
        dom_gain(s, f->target, ans->a, DEST_DISCARD, cx);
    }
    while (dom_next_victim(s, f) >= 0) {
        int k = dom_take_top(s, f->target, cx);
        if (k == DC_NONE)
            continue;
        dom_emit_all(cx, DE_REVEAL, f->target, k, 0);
        dom_trash_card(s, f->target, k, DZ_DECK, cx);
        int c = dom_cost(s, k);
        if (dom_supply_has(s, c, c, 0, DDF_EXACT)) {
            dom_ask_supply(s, f->seat, DC_SWINDLER, DU_GAIN, c, c, 0, DDF_EXACT);
            s->pending.except = (uint8_t)k; /* the trashed card, for the prompt */
            return;
        }
    }
    dom_pop(s);
}

/* Lakai: +1 action; choose +2 coins (0), or (1) discard your hand and draw
 * 4, and each other player the Attack affects with 5 or more cards in hand
 * does the same. Reactions come first, whatever you choose (Lakai 1E). */
static void minion(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        dom_plus(s, f->seat, 0, 1, 0, 0, cx);
        dom_ask_option(s, f->seat, DC_MINION, 0x3);
        return;
    }
    dom_emit_all(cx, DE_CHOOSE, f->seat, DC_MINION, ans->a);
    if (ans->a == 0) {
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
    } else {
        discard_hand(s, f->seat, cx);
        dom_draw(s, f->seat, 4, cx);
        while (dom_next_victim(s, f) >= 0)
            if (s->p[f->target].hand_n >= 5) {
                discard_hand(s, f->target, cx);
                dom_draw(s, f->target, 4, cx);
            }
    }
    dom_pop(s);
}

/* Kerkermeister: +3 cards; each other player the Attack affects, from your
 * left, chooses: discard 2 cards (0; fewer if they have fewer), or gain a
 * Curse into their hand (1; may be chosen with no Curse left, then nothing
 * happens) (Kerkermeister 1E/2E). */
static void torturer(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 3, 0, 0, 0, cx);
        f->step = 1;
    } else if (f->step == 2) {
        dom_emit_all(cx, DE_CHOOSE, f->target, DC_TORTURER, ans->a);
        if (ans->a == 1) {
            dom_gain(s, f->target, DC_CURSE, DEST_HAND, cx);
        } else {
            f->n = 2;
            f->step = 3;
            if (discard_some(s, f, f->target, cx))
                return;
        }
        f->step = 1;
    } else if (f->step == 3) {
        dom_discard_from_hand(s, f->target, ans->a, cx);
        f->n--;
        if (discard_some(s, f, f->target, cx))
            return;
        f->step = 1;
    }
    if (dom_next_victim(s, f) >= 0) {
        f->step = 2;
        dom_ask_option(s, f->target, DC_TORTURER, 0x3);
        return;
    }
    dom_pop(s);
}

/* Geheimkammer (1E). Played: discard any number of cards, then +1 coin per
 * card discarded. As a Reaction to an Attack (even one that does not affect
 * you, and as often as you like): +2 cards, then put 2 cards from your hand
 * onto your deck (the Secret Chamber may be one); it does not block the
 * Attack (Geheimkammer). */
static void secret_chamber(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step >= 100) { /* the reaction */
        if (f->step == 100) {
            dom_draw(s, f->seat, 2, cx);
            f->step = 101;
            f->n = 2;
        } else {
            dom_topdeck_from_hand(s, f->seat, ans->a, cx);
            f->n--;
        }
        if (f->n > 0 && s->p[f->seat].hand_n > 0) {
            dom_ask_hand(s, f->seat, DC_SECRET_CHAMBER, DU_TOPDECK, 0, 0);
            s->pending.count = (uint8_t)f->n;
            return;
        }
        dom_pop(s);
        return;
    }
    if (ans && ans->type == DA_CHOOSE_CARD) {
        dom_discard_from_hand(s, f->seat, ans->a, cx);
        f->n++;
    }
    if ((!ans || ans->type == DA_CHOOSE_CARD) && s->p[f->seat].hand_n > 0) {
        dom_ask_hand(s, f->seat, DC_SECRET_CHAMBER, DU_DISCARD, 0, 1);
        return;
    }
    dom_plus(s, f->seat, 0, 0, 0, f->n, cx);
    dom_pop(s);
}

/* Diplomatin (2E). Played: +2 cards; then with 5 or fewer cards in hand +2
 * actions. As a Reaction (only with 5 or more cards in hand, dom_can_react;
 * again as long as that holds): +2 cards, then discard 3 (the Diplomat may
 * be one) (Diplomatin). */
static void diplomat(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step >= 100) {
        if (f->step == 100) {
            dom_draw(s, f->seat, 2, cx);
            f->step = 101;
            f->n = 3;
        } else {
            dom_discard_from_hand(s, f->seat, ans->a, cx);
            f->n--;
        }
        if (!discard_some(s, f, f->seat, cx))
            dom_pop(s);
        return;
    }
    dom_plus(s, f->seat, 2, 0, 0, 0, cx);
    if (s->p[f->seat].hand_n <= 5)
        dom_plus(s, f->seat, 0, 2, 0, 0, cx);
    dom_pop(s);
}

/* Saboteur (1E): each other player the Attack affects reveals cards from
 * their deck until one costs 3 or more (costs as lowered by Bridge), trashes
 * it and may gain a card costing at most 2 less; the other revealed cards
 * are discarded. Without such a card, after one reshuffle (the revealed
 * cards stay out of it), all revealed cards are discarded (Saboteur). */
static void saboteur(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        f->step = 1;
    } else if (ans && ans->type == DA_CHOOSE_PILE) {
        dom_gain(s, f->target, ans->a, DEST_DISCARD, cx);
    }
    while (dom_next_victim(s, f) >= 0) {
        int v = f->target, found = -1;
        for (;;) {
            int i = dom_reveal_top(s, v, -1, cx);
            if (i < 0)
                break;
            if (dom_cost(s, s->aside[i].kind) >= 3) {
                found = i;
                break;
            }
        }
        if (found < 0) {
            dom_aside_discard_all(s, f, cx);
            continue;
        }
        int c = dom_cost(s, s->aside[found].kind) - 2;
        dom_aside_to(s, found, DZ_TRASH, cx);
        dom_aside_discard_all(s, f, cx);
        if (dom_supply_has(s, -1, c, 0, 0)) {
            f->step = 2;
            dom_ask_supply(s, v, DC_SABOTEUR, DU_GAIN, -1, c, 0, DDF_OPTIONAL);
            return;
        }
    }
    dom_pop(s);
}

/* Tribut (1E): the player to your left reveals and discards their top 2
 * cards; for each differently named card: Action +2 actions, Treasure +2
 * coins, Victory +2 cards, both bonuses for a card of two types; a Curse
 * gives nothing. Not an Attack (Tribut). */
static void tribute_bonus(dom_state *s, int seat, int k, dom_ctx *cx)
{
    dom_plus(s, seat, dom_is(k, DT_VICTORY) ? 2 : 0, dom_is(k, DT_ACTION) ? 2 : 0, 0,
             dom_is(k, DT_TREASURE) ? 2 : 0, cx);
}

static void tribute(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    int left = dom_next_seat(s, f->seat);
    int a = DC_NONE, b = DC_NONE, i;
    if ((i = dom_reveal_top(s, left, -1, cx)) >= 0)
        a = s->aside[i].kind;
    if ((i = dom_reveal_top(s, left, -1, cx)) >= 0)
        b = s->aside[i].kind;
    dom_aside_discard_all(s, f, cx);
    if (a)
        tribute_bonus(s, f->seat, a, cx);
    if (b && b != a)
        tribute_bonus(s, f->seat, b, cx);
    dom_pop(s);
}

/* Asks Secret Passage's place: cards above it, f->n..f->m; a range of more
 * than 48 places first offers every 16th, then the 16 from the one chosen. */
static void ask_position(dom_state *s, dom_frame *f)
{
    dom_ask(s, DD_POSITION, f->seat, DC_SECRET_PASSAGE, DU_PLACE);
    f->flags = f->m - f->n + 1 > 48; /* remembered: apply clears the pending */
    if (f->flags)
        s->pending.flags |= DDF_COARSE;
}

/* Geheimgang (2E): +2 cards, +1 action; take a card from your hand and put
 * it anywhere in your deck: on top, at the bottom or between any two cards
 * (you may count the deck, not look at it); an empty deck: it becomes the
 * deck (Geheimgang). The card is seen only by its owner. */
static void secret_passage(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_player *p = &s->p[f->seat];
    if (f->step == 0) {
        dom_plus(s, f->seat, 2, 1, 0, 0, cx);
        dom_ask_hand_or_done(s, f, DC_SECRET_PASSAGE, DU_PLACE);
        return;
    }
    if (f->step == 1) {
        f->kind = (uint8_t)ans->a;
        dom_hand_remove(s, f->seat, ans->a);
        dom_aside_push(s, ans->a, f->seat, f->seat); /* face down meanwhile */
        f->n = 0;
        f->m = (int16_t)p->deck_n;
        f->step = 2;
        if (f->m > 0) {
            ask_position(s, f);
            return;
        }
    } else if (f->flags) {
        /* The coarse step: narrow to the 16 places from the one chosen. */
        f->n = ans->a;
        f->m = (int16_t)(ans->a + 15 < p->deck_n ? ans->a + 15 : p->deck_n);
        ask_position(s, f);
        return;
    }
    int above = f->m == 0 ? 0 : ans->a;
    int at = p->deck_n - above; /* index the card takes; deck[deck_n-1] is the top */
    for (int i = p->deck_n; i > at; i--)
        p->deck[i] = p->deck[i - 1];
    p->deck[at] = f->kind;
    p->deck_n++;
    s->aside_n = f->aside_base;
    dom_emit(cx, DE_TOPDECK, GAME_VIS_SEAT, f->seat, f->seat, f->kind, above);
    dom_emit(cx, DE_TOPDECK_N, GAME_VIS_ALL, -1, f->seat, 1, above);
    dom_pop(s);
}

/* Austausch (2E): trash a card from your hand, gain a card costing up to 2
 * more; an Action or Treasure gained goes onto your deck; a Victory card
 * gained makes every other player the Attack affects, from your left, gain
 * a Curse; a card that is both (Mühle, Harem, Adelige) does both
 * (Austausch). */
static void replace(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_ask_hand_or_done(s, f, DC_REPLACE, DU_TRASH);
        return;
    }
    if (f->step == 1) {
        int c = dom_cost(s, ans->a) + 2;
        dom_trash_from_hand(s, f->seat, ans->a, cx);
        f->step = 2;
        if (dom_supply_has(s, -1, c, 0, 0)) {
            dom_ask_supply(s, f->seat, DC_REPLACE, DU_GAIN, -1, c, 0, 0);
            return;
        }
        dom_pop(s);
        return;
    }
    int k = ans->a;
    int dest = dom_is(k, DT_ACTION | DT_TREASURE) ? DEST_DECK : DEST_DISCARD;
    if (dom_gain(s, f->seat, k, dest, cx) == 0 && dom_is(k, DT_VICTORY))
        while (dom_next_victim(s, f) >= 0)
            dom_gain(s, f->target, DC_CURSE, DEST_DISCARD, cx);
    dom_pop(s);
}

dom_hook dom_intrigue2_hook(int kind)
{
    switch (kind) {
    case DC_MASQUERADE: return masquerade;
    case DC_SWINDLER: return swindler;
    case DC_MINION: return minion;
    case DC_TORTURER: return torturer;
    case DC_SECRET_CHAMBER: return secret_chamber;
    case DC_DIPLOMAT: return diplomat;
    case DC_SCOUT: return scout;
    case DC_SABOTEUR: return saboteur;
    case DC_TRIBUTE: return tribute;
    case DC_SECRET_PASSAGE: return secret_passage;
    case DC_PATROL: return patrol;
    case DC_REPLACE: return replace;
    default: return NULL;
    }
}

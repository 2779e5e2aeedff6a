/* cards_intrigue.c — the instructions of Intrigue's kingdom cards that touch
 * only their own player, both editions ("Edition I / II – Die Intrige" of
 * the dividers); the cards that reach other players, react, or reorder a
 * deck are in cards_intrigue2.c. One hook per card, as in cards_base.c: a
 * hook runs from its frame's `step` and returns when it asks, pushes or
 * finishes. Each hook names the divider ruling it follows where the card
 * text alone would leave a question; docs/dominion-rules.md lists them. */
#include "dominion/cards_common.h"

/* Whether the card with play id `id` is still in `seat`'s play area. */
static int in_play(const dom_state *s, int seat, uint16_t id)
{
    const dom_player *p = &s->p[seat];
    for (int i = 0; i < p->play_n; i++)
        if (p->play[i].id == id)
            return 1;
    return 0;
}

/* Cards with fixed bonuses (and the turn's fields they change). */
static void simple(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    switch (f->card) {
    case DC_GREAT_HALL: dom_plus(s, f->seat, 1, 1, 0, 0, cx); break;
    case DC_BRIDGE:
        /* Brücke (1 less, the 1E divider's "2" is a lost symbol, docs): every
         * card costs 1 less this turn, cumulative (twice under a Throne
         * Room), never below 0 (dom_cost). */
        dom_plus(s, f->seat, 0, 0, 1, 1, cx);
        s->turn.cost_reduction++;
        break;
    case DC_COPPERSMITH:
        /* Kupferschmied: cumulative, so a Throne Room makes each Copper +2. */
        s->turn.copper_bonus++;
        break;
    case DC_CONSPIRATOR:
        /* Verschwörer: checked when played, counting this play; a card played
         * twice by a Throne Room counts twice (dom_push_play counts). */
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
        if (s->turn.actions_played >= 3)
            dom_plus(s, f->seat, 1, 1, 0, 0, cx);
        break;
    default: break;
    }
    dom_pop(s);
}

/* Reveals `seat`'s hand to everyone (events only: the hand stays put). */
static void reveal_hand(dom_state *s, int seat, dom_ctx *cx)
{
    dom_emit_all(cx, DE_REVEAL_HAND, seat, 0, 0);
    for (int k = 1; k < DC_COUNT; k++)
        for (int i = 0; i < s->p[seat].hand[k]; i++)
            dom_emit_all(cx, DE_REVEAL, seat, k, 0);
}

/* Trashes f->n more cards from `seat`'s hand: the whole hand at once when it
 * holds no more than that (no choice left), else asks for one. Counts the
 * cards trashed in f->m. Returns 1 when it asked. */
static int trash_from_hand(dom_state *s, dom_frame *f, int seat, dom_ctx *cx)
{
    dom_player *p = &s->p[seat];
    if (f->n > 0 && p->hand_n > f->n) {
        dom_ask_hand(s, seat, f->card, DU_TRASH, 0, 0);
        s->pending.count = (uint8_t)f->n;
        return 1;
    }
    for (int k = 1; k < DC_COUNT && f->n > 0; k++)
        while (p->hand[k] && f->n > 0) {
            dom_trash_from_hand(s, seat, k, cx);
            f->n--;
            f->m++;
        }
    return 0;
}

/* Burghof: +3 cards, then put a card from your hand onto your deck (any
 * card, not only one just drawn: Burghof 2E). */
static void courtyard(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        dom_plus(s, f->seat, 3, 0, 0, 0, cx);
        if (s->p[f->seat].hand_n > 0) {
            dom_ask_hand(s, f->seat, DC_COURTYARD, DU_TOPDECK, 0, 0);
            return;
        }
    } else {
        dom_topdeck_from_hand(s, f->seat, ans->a, cx);
    }
    dom_pop(s);
}

/* Handlanger: choose two different of +1 card / +1 action / +1 buy / +1
 * coin (options 0-3), both before either is carried out (Handlanger 1E/2E). */
static void pawn_give(dom_state *s, int seat, int option, dom_ctx *cx)
{
    dom_plus(s, seat, option == 0, option == 1, option == 2, option == 3, cx);
}

static void pawn(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        f->step = 1;
        dom_ask_option(s, f->seat, DC_PAWN, 0xF);
        s->pending.count = 2;
        return;
    }
    dom_emit_all(cx, DE_CHOOSE, f->seat, DC_PAWN, ans->a);
    if (f->step == 1) {
        f->m = ans->a;
        f->step = 2;
        dom_ask_option(s, f->seat, DC_PAWN, 0xFu & ~(1u << ans->a));
        s->pending.count = 1;
        return;
    }
    pawn_give(s, f->seat, f->m, cx);
    pawn_give(s, f->seat, ans->a, cx);
    dom_pop(s);
}

/* Armenviertel: +2 actions; reveal your hand; with no Action in it
 * (Action-Victory cards count) +2 cards. */
static void shanty_town(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_plus(s, f->seat, 0, 2, 0, 0, cx);
    reveal_hand(s, f->seat, cx);
    if (!dom_hand_has(s, f->seat, DT_ACTION, DC_NONE))
        dom_draw(s, f->seat, 2, cx);
    dom_pop(s);
}

/* Verwalter: choose one: +2 cards (0), +2 coins (1), or trash 2 cards from
 * your hand (2): exactly 2 with 2 or more in hand, the only one with one. */
static void steward(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        f->step = 1;
        dom_ask_option(s, f->seat, DC_STEWARD, 0x7);
        return;
    }
    if (f->step == 1) {
        dom_emit_all(cx, DE_CHOOSE, f->seat, DC_STEWARD, ans->a);
        if (ans->a != 2) {
            dom_plus(s, f->seat, ans->a == 0 ? 2 : 0, 0, 0, ans->a == 1 ? 2 : 0, cx);
            dom_pop(s);
            return;
        }
        f->step = 2;
        f->n = 2;
    } else if (ans) {
        dom_trash_from_hand(s, f->seat, ans->a, cx);
        f->n--;
    }
    if (!trash_from_hand(s, f, f->seat, cx))
        dom_pop(s);
}

/* Wunschbrunnen: +1 card, +1 action; name a card, reveal your top card; if
 * it is the named card, into your hand, else back onto the deck. Any card
 * of the game may be named, an empty pile's too (DDF_EMPTY_OK); every card
 * a deck can hold comes from the supply. With no card left to reveal
 * nothing is named (nothing could come of it). */
static void wishing_well(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        dom_plus(s, f->seat, 1, 1, 0, 0, cx);
        if (s->p[f->seat].deck_n + s->p[f->seat].discard_n == 0) {
            dom_pop(s);
            return;
        }
        dom_ask_supply(s, f->seat, DC_WISHING_WELL, DU_NAME, -1, -1, 0, DDF_EMPTY_OK);
        return;
    }
    dom_emit_all(cx, DE_NAME, f->seat, ans->a, 0);
    int i = dom_reveal_top(s, f->seat, -1, cx);
    if (i >= 0) {
        int k = s->aside[i].kind;
        if (k == ans->a) {
            dom_aside_to(s, i, DZ_HAND, cx);
        } else {
            dom_aside_to(s, i, DZ_DECK, cx);
            dom_emit_all(cx, DE_TOPDECK, f->seat, k, 0); /* revealed: public */
        }
    }
    dom_pop(s);
}

/* Baron (+4 coins; the 1E divider's "+2" is a lost symbol, docs): +1 buy;
 * you may discard an Estate for +4 coins; if you don't (or can't), gain an
 * Estate while the pile lasts (Baron 1E/2E). */
static void baron(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        dom_plus(s, f->seat, 0, 0, 1, 0, cx);
        if (s->p[f->seat].hand[DC_ESTATE]) {
            dom_ask_yesno(s, f->seat, DC_BARON, DU_DISCARD);
            s->pending.except = DC_ESTATE;
            return;
        }
    } else if (ans->type == DA_YES) {
        dom_discard_from_hand(s, f->seat, DC_ESTATE, cx);
        dom_plus(s, f->seat, 0, 0, 0, 4, cx);
        dom_pop(s);
        return;
    }
    dom_gain(s, f->seat, DC_ESTATE, DEST_DISCARD, cx);
    dom_pop(s);
}

/* Eisenhütte: gain a card costing up to 4 (Bridge lowers costs); by its
 * types: Action +1 action, Treasure +1 coin, Victory +1 card, every bonus of
 * a card with two types (Eisenhütte 1E/2E: Große Halle gives both). */
static void ironworks(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        if (dom_supply_has(s, -1, 4, 0, 0)) {
            dom_ask_supply(s, f->seat, DC_IRONWORKS, DU_GAIN, -1, 4, 0, 0);
            return;
        }
        dom_pop(s);
        return;
    }
    int k = ans->a;
    if (dom_gain(s, f->seat, k, DEST_DISCARD, cx) == 0)
        dom_plus(s, f->seat, dom_is(k, DT_VICTORY), dom_is(k, DT_ACTION), 0,
                 dom_is(k, DT_TREASURE), cx);
    dom_pop(s);
}

/* Bergwerk: +1 card, +2 actions; you may trash this card for +2 coins. Under
 * a Throne Room the card can be trashed once only, so the +2 coins come
 * once (Bergwerk 1E/2E): the second play finds its play id gone. */
static void mining_village(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        dom_plus(s, f->seat, 1, 2, 0, 0, cx);
        if (f->play_id && in_play(s, f->seat, f->play_id)) {
            dom_ask_yesno(s, f->seat, DC_MINING_VILLAGE, DU_TRASH);
            return;
        }
    } else if (ans->type == DA_YES && dom_play_take(s, f->seat, f->play_id) != DC_NONE) {
        dom_trash_card(s, f->seat, DC_MINING_VILLAGE, DZ_PLAY, cx);
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
    }
    dom_pop(s);
}

/* Handelsposten: trash 2 cards from your hand; if you did, gain a Silver
 * into your hand. One card in hand: it is trashed, no Silver; none: nothing
 * (Handelsposten 1E/2E). No Silver left: the 2 are trashed all the same. */
static void trading_post(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        f->n = 2;
        f->m = 0;
    } else {
        dom_trash_from_hand(s, f->seat, ans->a, cx);
        f->n--;
        f->m++;
    }
    if (trash_from_hand(s, f, f->seat, cx))
        return;
    if (f->m == 2)
        dom_gain(s, f->seat, DC_SILVER, DEST_HAND, cx);
    dom_pop(s);
}

/* Anbau: +1 card, +1 action; trash a card from your hand (you must, if you
 * have one) and gain a card costing exactly 1 more; none at that cost: no
 * gain (Anbau 1E/2E). */
static void upgrade(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 1, 1, 0, 0, cx);
        dom_ask_hand_or_done(s, f, DC_UPGRADE, DU_TRASH);
        return;
    }
    if (f->step == 1) {
        int c = dom_cost(s, ans->a) + 1;
        dom_trash_from_hand(s, f->seat, ans->a, cx);
        f->step = 2;
        if (dom_supply_has(s, c, c, 0, DDF_EXACT)) {
            dom_ask_supply(s, f->seat, DC_UPGRADE, DU_GAIN, c, c, 0, DDF_EXACT);
            return;
        }
    } else {
        dom_gain(s, f->seat, ans->a, DEST_DISCARD, cx);
    }
    dom_pop(s);
}

/* Adelige: choose +3 cards (0) or +2 actions (1), not a mix (Adelige). */
static void nobles(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        dom_ask_option(s, f->seat, DC_NOBLES, 0x3);
        return;
    }
    dom_emit_all(cx, DE_CHOOSE, f->seat, DC_NOBLES, ans->a);
    dom_plus(s, f->seat, ans->a == 0 ? 3 : 0, ans->a == 1 ? 2 : 0, 0, 0, cx);
    dom_pop(s);
}

/* Mühle: +1 card, +1 action; you may discard 2 cards for +2 coins. With one
 * card in hand you may discard it, for nothing (Mühle 2E); with two or more,
 * once you start you discard two. */
static void mill(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 1, 1, 0, 0, cx);
        f->step = 1;
        if (s->p[f->seat].hand_n == 0) {
            dom_pop(s);
            return;
        }
        dom_ask_hand(s, f->seat, DC_MILL, DU_DISCARD, 0, 1);
        s->pending.count = 2;
        return;
    }
    if (ans->type == DA_DONE) {
        dom_pop(s);
        return;
    }
    dom_discard_from_hand(s, f->seat, ans->a, cx);
    if (f->step == 1 && s->p[f->seat].hand_n > 0) {
        f->step = 2;
        dom_ask_hand(s, f->seat, DC_MILL, DU_DISCARD, 0, 0);
        s->pending.count = 1;
        return;
    }
    if (f->step == 2)
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
    dom_pop(s);
}

/* Herumtreiberin: +1 action; choose one: trash an Action card from the
 * supply (0), or gain an Action card from the trash (1). Either may be
 * chosen though it would do nothing (the card says "wähle"; nothing asks
 * that it be possible); the gained card goes to the discard pile. */
static void lurker(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 0, 1, 0, 0, cx);
        f->step = 1;
        dom_ask_option(s, f->seat, DC_LURKER, 0x3);
        return;
    }
    if (f->step == 1) {
        dom_emit_all(cx, DE_CHOOSE, f->seat, DC_LURKER, ans->a);
        f->step = 2;
        if (ans->a == 0 && dom_supply_has(s, -1, -1, DT_ACTION, 0)) {
            dom_ask_supply(s, f->seat, DC_LURKER, DU_TRASH, -1, -1, DT_ACTION, 0);
            return;
        }
        if (ans->a == 1) {
            for (int k = 1; k < DC_COUNT; k++)
                if (s->trash[k] && dom_is(k, DT_ACTION)) {
                    dom_ask(s, DD_TRASH, f->seat, DC_LURKER, DU_GAIN);
                    s->pending.types = DT_ACTION;
                    return;
                }
        }
    } else if (ans->type == DA_CHOOSE_PILE) {
        s->piles[s->pile_of[ans->a] - 1].count--;
        dom_trash_card(s, f->seat, ans->a, DZ_SUPPLY, cx);
    } else if (ans->type == DA_CHOOSE_TRASH) {
        s->trash[ans->a]--;
        s->trash_n--;
        dom_discard_card(s, f->seat, ans->a);
        if (f->seat == s->active)
            s->turn.gained++;
        dom_emit_all(cx, DE_GAIN, f->seat, ans->a, DEST_DISCARD);
    }
    dom_pop(s);
}

/* Höflinge: reveal a card from your hand; for each of its types choose a
 * different one of +1 action (0), +1 buy (1), +3 coins (2), gain a Gold
 * (3, to the discard pile). No card to reveal: nothing (Höflinge). */
static void courtier(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_ask_hand_or_done(s, f, DC_COURTIER, DU_REVEAL);
        return;
    }
    if (f->step == 1) {
        dom_emit_all(cx, DE_REVEAL, f->seat, ans->a, 0);
        f->n = (int16_t)__builtin_popcount(dom_cards[ans->a].types);
        f->flags = 0; /* options taken */
        f->step = 2;
    } else {
        int o = ans->a;
        dom_emit_all(cx, DE_CHOOSE, f->seat, DC_COURTIER, o);
        f->flags |= (uint8_t)(1u << o);
        f->n--;
        if (o == 3)
            dom_gain(s, f->seat, DC_GOLD, DEST_DISCARD, cx);
        else
            dom_plus(s, f->seat, 0, o == 0, o == 1, o == 2 ? 3 : 0, cx);
    }
    if (f->n > 0 && f->flags != 0xF) {
        dom_ask_option(s, f->seat, DC_COURTIER, 0xFu & ~f->flags);
        s->pending.count = (uint8_t)f->n;
        return;
    }
    dom_pop(s);
}

dom_hook dom_intrigue_hook(int kind)
{
    switch (kind) {
    case DC_GREAT_HALL:
    case DC_BRIDGE:
    case DC_COPPERSMITH:
    case DC_CONSPIRATOR: return simple;
    case DC_COURTYARD: return courtyard;
    case DC_PAWN: return pawn;
    case DC_SHANTY_TOWN: return shanty_town;
    case DC_STEWARD: return steward;
    case DC_WISHING_WELL: return wishing_well;
    case DC_BARON: return baron;
    case DC_IRONWORKS: return ironworks;
    case DC_MINING_VILLAGE: return mining_village;
    case DC_TRADING_POST: return trading_post;
    case DC_UPGRADE: return upgrade;
    case DC_NOBLES: return nobles;
    case DC_MILL: return mill;
    case DC_LURKER: return lurker;
    case DC_COURTIER: return courtier;
    default: return dom_intrigue2_hook(kind);
    }
}

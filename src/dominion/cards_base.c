/* cards_base.c — the instructions of the base game's kingdom cards, both
 * editions ("Edition I / II – Das Basisspiel" of the dividers). One hook per
 * card; a hook runs from its frame's `step` and returns when it asks, pushes
 * or finishes (engine.h, dom_hook). Each hook names the divider ruling it
 * follows where the card text alone would leave a question. */
#include "dominion/cards_common.h"

/* +cards +actions +buys +coins and nothing else. */
static void vanilla(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    switch (f->card) {
    case DC_VILLAGE: dom_plus(s, f->seat, 1, 2, 0, 0, cx); break;
    case DC_SMITHY: dom_plus(s, f->seat, 3, 0, 0, 0, cx); break;
    case DC_MOAT: dom_plus(s, f->seat, 2, 0, 0, 0, cx); break;
    case DC_FESTIVAL: dom_plus(s, f->seat, 0, 2, 1, 2, cx); break;
    case DC_LABORATORY: dom_plus(s, f->seat, 2, 1, 0, 0, cx); break;
    case DC_MARKET: dom_plus(s, f->seat, 1, 1, 1, 1, cx); break;
    case DC_WOODCUTTER: dom_plus(s, f->seat, 0, 0, 1, 2, cx); break;
    default: break;
    }
    dom_pop(s);
}

/* Keller: +1 action; discard any number, then draw as many. */
static void cellar(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 0, 1, 0, 0, cx);
        f->step = 1;
    } else if (ans && ans->type == DA_CHOOSE_CARD) {
        dom_discard_from_hand(s, f->seat, ans->a, cx);
        f->n++;
    } else if (ans && ans->type == DA_DONE) {
        dom_draw(s, f->seat, f->n, cx);
        dom_pop(s);
        return;
    }
    if (s->p[f->seat].hand_n == 0) {
        dom_draw(s, f->seat, f->n, cx);
        dom_pop(s);
        return;
    }
    dom_ask_hand(s, f->seat, DC_CELLAR, DU_DISCARD, 0, 1);
}

/* Kapelle: trash up to 4 cards from hand. */
static void chapel(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (ans && ans->type == DA_CHOOSE_CARD) {
        dom_trash_from_hand(s, f->seat, ans->a, cx);
        f->n++;
    } else if (ans && ans->type == DA_DONE) {
        dom_pop(s);
        return;
    }
    if (f->n >= 4 || s->p[f->seat].hand_n == 0) {
        dom_pop(s);
        return;
    }
    dom_ask_hand(s, f->seat, DC_CHAPEL, DU_TRASH, 0, 1);
    s->pending.count = (uint8_t)(4 - f->n);
}

/* A "gain a card costing up to N" step shared by Workshop, Feast, Artisan:
 * asks when the supply has one, else ends. Returns 1 when it asked. */
static int ask_gain_upto(dom_state *s, dom_frame *f, int card, int cost_max, unsigned types)
{
    if (!dom_supply_has(s, -1, cost_max, types, 0))
        return 0;
    dom_ask_supply(s, f->seat, card, DU_GAIN, -1, cost_max, types, 0);
    return 1;
}

/* Werkstatt: gain a card costing up to 4. */
static void workshop(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (ans && ans->type == DA_CHOOSE_PILE) {
        dom_gain(s, f->seat, ans->a, DEST_DISCARD, cx);
        dom_pop(s);
        return;
    }
    if (!ask_gain_upto(s, f, DC_WORKSHOP, 4, 0))
        dom_pop(s);
}

/* Bürokrat: gain a Silver onto your deck; each other player puts a Victory
 * card from hand onto their deck, or reveals a hand without one. */
static void bureaucrat(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_gain(s, f->seat, DC_SILVER, DEST_DECK, cx);
        f->step = 1;
    } else if (ans && ans->type == DA_CHOOSE_CARD) {
        dom_hand_remove(s, f->target, ans->a);
        dom_topdeck_card(s, f->target, ans->a);
        dom_emit_all(cx, DE_REVEAL, f->target, ans->a, 0);
        dom_emit_all(cx, DE_TOPDECK, f->target, ans->a, 0);
    }
    while (dom_next_victim(s, f) >= 0) {
        int v = f->target;
        if (!dom_hand_has(s, v, DT_VICTORY, DC_NONE)) {
            dom_emit_all(cx, DE_REVEAL_HAND, v, 0, 0);
            for (int k = 1; k < DC_COUNT; k++)
                for (int i = 0; i < s->p[v].hand[k]; i++)
                    dom_emit_all(cx, DE_REVEAL, v, k, 0);
            continue;
        }
        int only = dom_single_hand_kind(s, v, DT_VICTORY);
        if (only) {
            dom_hand_remove(s, v, only);
            dom_topdeck_card(s, v, only);
            dom_emit_all(cx, DE_REVEAL, v, only, 0);
            dom_emit_all(cx, DE_TOPDECK, v, only, 0);
            continue;
        }
        dom_ask_hand(s, v, DC_BUREAUCRAT, DU_TOPDECK, DT_VICTORY, 0);
        return;
    }
    dom_pop(s);
}

/* Miliz: +2 coins; each other player discards down to 3 cards in hand. */
static void militia(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
        f->step = 1;
        if (dom_next_victim(s, f) < 0) {
            dom_pop(s);
            return;
        }
    } else if (ans && ans->type == DA_CHOOSE_CARD) {
        dom_discard_from_hand(s, f->target, ans->a, cx);
    }
    for (;;) {
        if (s->p[f->target].hand_n > 3) {
            dom_ask_hand(s, f->target, DC_MILITIA, DU_DISCARD, 0, 0);
            s->pending.count = (uint8_t)(s->p[f->target].hand_n - 3);
            return;
        }
        if (dom_next_victim(s, f) < 0) {
            dom_pop(s);
            return;
        }
    }
}

/* Geldverleiher (errata: "darfst"): you may trash a Copper for +3 coins. */
static void moneylender(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (ans && ans->type == DA_YES) {
        dom_trash_from_hand(s, f->seat, DC_COPPER, cx);
        dom_plus(s, f->seat, 0, 0, 0, 3, cx);
    } else if (!ans && s->p[f->seat].hand[DC_COPPER]) {
        dom_ask_yesno(s, f->seat, DC_MONEYLENDER, DU_TRASH);
        return;
    }
    dom_pop(s);
}

/* Umbau (2 more; the 2nd edition divider's "5" is a lost symbol, docs):
 * trash a card from hand, gain one costing up to 2 more. Without a card to
 * trash nothing is gained (Umbau). */
static void remodel(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_ask_hand_or_done(s, f, DC_REMODEL, DU_TRASH);
        return;
    }
    if (f->step == 1 && ans) {
        f->kind = (uint8_t)ans->a;
        f->m = (int16_t)dom_cost(s, ans->a);
        dom_trash_from_hand(s, f->seat, ans->a, cx);
        f->step = 2;
        if (ask_gain_upto(s, f, DC_REMODEL, f->m + 2, 0))
            return;
    } else if (f->step == 2 && ans) {
        dom_gain(s, f->seat, ans->a, DEST_DISCARD, cx);
    }
    dom_pop(s);
}

/* Thronsaal (errata: "darfst"): you may play an Action from your hand twice.
 * The second play happens even when the card left play after the first
 * (Festmahl, 2nd edition divider: "so vollständig wie möglich"). */
static void throne_room(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    switch (f->step) {
    case 0:
        if (!dom_hand_has(s, f->seat, DT_ACTION, DC_NONE) || dom_stack_room(s) < 4) {
            dom_pop(s);
            return;
        }
        f->step = 1;
        dom_ask_hand(s, f->seat, DC_THRONE_ROOM, DU_PLAY, DT_ACTION, 1);
        return;
    case 1:
        if (!ans || ans->type == DA_DONE) {
            dom_pop(s);
            return;
        }
        f->kind = (uint8_t)ans->a;
        dom_hand_remove(s, f->seat, ans->a);
        f->n = (int16_t)dom_put_in_play(s, f->seat, ans->a);
        f->step = 2;
        dom_push_play(s, f->seat, f->kind, (uint16_t)f->n, 0, cx);
        return;
    case 2:
        f->step = 3;
        dom_push_play(s, f->seat, f->kind, (uint16_t)f->n, 1, cx);
        return;
    default:
        dom_pop(s);
    }
}

/* Ratsversammlung: +4 cards, +1 buy; each other player draws a card. */
static void council_room(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_plus(s, f->seat, 4, 0, 1, 0, cx);
    while (dom_next_other(s, f) >= 0)
        dom_draw(s, f->target, 1, cx);
    dom_pop(s);
}

/* Bibliothek: draw until 7 cards in hand; an Action drawn may be set aside
 * (face up) instead; the set-aside cards are discarded when drawing ends.
 * They are not shuffled in if the deck runs out meanwhile (they are aside). */
static void library(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (ans) {
        int i = s->aside_n - 1; /* the Action just drawn, shown to its owner */
        if (ans->type == DA_YES) {
            s->aside[i].seen = -1;
            dom_emit_all(cx, DE_SET_ASIDE, f->seat, s->aside[i].kind, 0);
        } else {
            int k = s->aside[i].kind;
            dom_aside_remove(s, i);
            dom_hand_add(s, f->seat, k);
        }
    }
    while (s->p[f->seat].hand_n < 7) {
        int k = dom_take_top(s, f->seat, cx);
        if (k == DC_NONE)
            break;
        dom_emit(cx, DE_DRAW_CARD, GAME_VIS_SEAT, f->seat, f->seat, k, 0);
        dom_emit_all(cx, DE_DRAW, f->seat, 1, 0);
        if (dom_is(k, DT_ACTION)) {
            dom_aside_push(s, k, f->seat, f->seat);
            dom_ask_yesno(s, f->seat, DC_LIBRARY, DU_SET_ASIDE);
            return;
        }
        dom_hand_add(s, f->seat, k);
    }
    dom_aside_discard_all(s, f, cx);
    dom_pop(s);
}

/* Mine (errata: "darfst"; up to 3 more, the dividers' 2 and 5 are lost
 * symbols, docs): you may trash a Treasure from hand and gain a Treasure
 * costing up to 3 more into your hand. */
static void mine(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        if (!dom_hand_has(s, f->seat, DT_TREASURE, DC_NONE)) {
            dom_pop(s);
            return;
        }
        f->step = 1;
        dom_ask_hand(s, f->seat, DC_MINE, DU_TRASH, DT_TREASURE, 1);
        return;
    }
    if (f->step == 1 && ans && ans->type == DA_CHOOSE_CARD) {
        int c = dom_cost(s, ans->a);
        dom_trash_from_hand(s, f->seat, ans->a, cx);
        f->step = 2;
        if (dom_supply_has(s, -1, c + 3, DT_TREASURE, 0)) {
            dom_ask_supply(s, f->seat, DC_MINE, DU_GAIN, -1, c + 3, DT_TREASURE, 0);
            return;
        }
    } else if (f->step == 2 && ans) {
        dom_gain(s, f->seat, ans->a, DEST_HAND, cx);
    }
    dom_pop(s);
}

/* Hexe: +2 cards; each other player gains a Curse, in turn order from the
 * left while Curses last (Hexe). */
static void witch(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_plus(s, f->seat, 2, 0, 0, 0, cx);
    while (dom_next_victim(s, f) >= 0)
        dom_gain(s, f->target, DC_CURSE, DEST_DISCARD, cx);
    dom_pop(s);
}

/* Kanzler: +2 coins; you may put your deck into your discard pile at once
 * (without looking through it). */
static void chancellor(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (!ans) {
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
        if (s->p[f->seat].deck_n == 0) {
            dom_pop(s);
            return;
        }
        dom_ask_yesno(s, f->seat, DC_CHANCELLOR, DU_DISCARD);
        return;
    }
    if (ans->type == DA_YES) {
        dom_player *p = &s->p[f->seat];
        int n = p->deck_n;
        /* The deck goes over as one pile; its order is kept, unseen. */
        for (int i = 0; i < n; i++)
            p->discard[p->discard_n++] = p->deck[i];
        p->deck_n = 0;
        dom_emit_all(cx, DE_DISCARD_N, f->seat, n, 0);
    }
    dom_pop(s);
}

/* Festmahl (up to 5; the divider's 4 is a lost symbol, docs): trash this
 * card, gain a card costing up to 5. Under a Throne Room the second play
 * gains again though there is nothing left to trash (Festmahl). */
static void feast(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (ans && ans->type == DA_CHOOSE_PILE) {
        dom_gain(s, f->seat, ans->a, DEST_DISCARD, cx);
        dom_pop(s);
        return;
    }
    if (dom_play_take(s, f->seat, f->play_id) != DC_NONE)
        dom_trash_card(s, f->seat, DC_FEAST, DZ_PLAY, cx);
    if (!ask_gain_upto(s, f, DC_FEAST, 5, 0))
        dom_pop(s);
}

/* Spion: +1 card, +1 action; each player, you first, then the others the
 * Attack affects clockwise, reveals the top card of their deck and you choose
 * whether it is discarded or put back. */
static void spy(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 1, 1, 0, 0, cx);
        f->step = 1;
        f->target = f->seat;
        f->flags = 1; /* the player's own card first */
    } else if (ans) {
        int i = s->aside_n - 1;
        const dom_aside a = s->aside[i];
        dom_aside_to(s, i, ans->type == DA_YES ? DZ_DISCARD : DZ_DECK, cx);
        if (ans->type != DA_YES) /* a revealed card goes back: everyone saw which */
            dom_emit_all(cx, DE_TOPDECK, a.owner, a.kind, 0);
    }
    for (;;) {
        if (f->flags) {
            f->flags = 0;
        } else if (dom_next_victim(s, f) < 0) {
            dom_pop(s);
            return;
        }
        if (dom_reveal_top(s, f->target, -1, cx) >= 0) {
            dom_ask_yesno(s, f->seat, DC_SPY, DU_DISCARD);
            s->pending.count = (uint8_t)f->target; /* whose card (also in the aside zone) */
            return;
        }
    }
}

/* Dieb: each other player reveals their top 2 cards; of the Treasures among
 * them you choose one to trash; you may gain any trashed card; the other
 * revealed cards are discarded. */
/* Trashes the revealed Treasure at aside index `i`, discards the victim's
 * other revealed card, and asks the attacker whether to gain the trashed one. */
static void thief_trash(dom_state *s, dom_frame *f, int i, dom_ctx *cx)
{
    f->kind = s->aside[i].kind;
    dom_aside_to(s, i, DZ_TRASH, cx);
    dom_aside_discard_all(s, f, cx);
    f->step = 3;
    dom_ask_yesno(s, f->seat, DC_THIEF, DU_GAIN);
    s->pending.except = f->kind;
}

static void thief(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        f->step = 1;
    } else if (f->step == 2 && ans) { /* which Treasure is trashed */
        thief_trash(s, f, dom_aside_find(s, ans->a), cx);
        return;
    } else if (f->step == 3 && ans) { /* gain the trashed Treasure? */
        if (ans->type == DA_YES && s->trash[f->kind]) {
            s->trash[f->kind]--;
            s->trash_n--;
            dom_discard_card(s, f->seat, f->kind);
            dom_emit_all(cx, DE_GAIN, f->seat, f->kind, DEST_DISCARD);
        }
        f->step = 1;
    }
    while (dom_next_victim(s, f) >= 0) {
        int v = f->target;
        dom_reveal_top(s, v, -1, cx);
        dom_reveal_top(s, v, -1, cx);
        int treasures = 0, one = -1;
        for (int i = f->aside_base; i < s->aside_n; i++)
            if (dom_is(s->aside[i].kind, DT_TREASURE))
                treasures++, one = i;
        if (treasures == 0) {
            dom_aside_discard_all(s, f, cx);
            continue;
        }
        if (treasures == 2 && s->aside[f->aside_base].kind != s->aside[f->aside_base + 1].kind) {
            f->step = 2;
            dom_ask_aside(s, f->seat, DC_THIEF, DU_TRASH, 0);
            s->pending.types = DT_TREASURE;
            return;
        }
        thief_trash(s, f, one, cx);
        return;
    }
    dom_pop(s);
}

/* Abenteurer: reveal until 2 Treasures; they go to hand, the other revealed
 * cards are discarded. The revealed cards are not shuffled in when the deck
 * runs out (Abenteurer). */
static void adventurer(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    int found = 0;
    while (found < 2) {
        int i = dom_reveal_top(s, f->seat, -1, cx);
        if (i < 0)
            break;
        if (dom_is(s->aside[i].kind, DT_TREASURE)) {
            dom_aside_to(s, i, DZ_HAND, cx);
            found++;
        }
    }
    dom_aside_discard_all(s, f, cx);
    dom_pop(s);
}

/* Vorbotin: +1 card, +1 action; look through your discard pile, you may put
 * a card from it onto your deck. */
static void harbinger(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_player *p = &s->p[f->seat];
    if (!ans) {
        dom_plus(s, f->seat, 1, 1, 0, 0, cx);
        if (p->discard_n == 0) {
            dom_pop(s);
            return;
        }
        /* The pile is looked at where it lies: it moves aside, seen by its owner. */
        for (int i = 0; i < p->discard_n; i++)
            dom_aside_push(s, p->discard[i], f->seat, f->seat);
        p->discard_n = 0;
        dom_ask_aside(s, f->seat, DC_HARBINGER, DU_TOPDECK, 1);
        return;
    }
    if (ans->type == DA_CHOOSE_ASIDE) {
        int i = dom_aside_find(s, ans->a);
        dom_aside_remove(s, i);
        dom_topdeck_card(s, f->seat, ans->a);
        dom_emit_all(cx, DE_TOPDECK, f->seat, ans->a, 0); /* from a face-up pile: public */
    }
    for (int i = f->aside_base; i < s->aside_n; i++)
        dom_discard_card(s, f->seat, s->aside[i].kind);
    s->aside_n = f->aside_base;
    dom_pop(s);
}

/* Händlerin: +1 card, +1 action; the first Silver played after it this turn
 * makes +1 coin more, one per Merchant, and only if no Silver was played
 * before it (Händlerin). */
static void merchant(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_plus(s, f->seat, 1, 1, 0, 0, cx);
    if (!s->turn.silver_played)
        s->turn.merchants++;
    dom_pop(s);
}

/* Vasall: +2 coins; discard the top card of your deck; if it is an Action
 * you may play it, without using an action (Vasall). */
static void vassal(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_player *p = &s->p[f->seat];
    if (f->step == 0) {
        dom_plus(s, f->seat, 0, 0, 0, 2, cx);
        int k = dom_take_top(s, f->seat, cx);
        if (k == DC_NONE) {
            dom_pop(s);
            return;
        }
        dom_discard_card(s, f->seat, k);
        dom_emit_all(cx, DE_DISCARD, f->seat, k, 0);
        if (!dom_is(k, DT_ACTION) || dom_stack_room(s) < 4) {
            dom_pop(s);
            return;
        }
        f->kind = (uint8_t)k;
        f->step = 1;
        dom_ask_yesno(s, f->seat, DC_VASSAL, DU_PLAY);
        s->pending.except = (uint8_t)k;
        return;
    }
    if (f->step == 1 && ans && ans->type == DA_YES) {
        p->discard_n--; /* the card just discarded is still on top */
        uint16_t id = dom_put_in_play(s, f->seat, f->kind);
        f->step = 2;
        dom_push_play(s, f->seat, f->kind, id, 0, cx);
        return;
    }
    dom_pop(s);
}

/* Wilddiebin (+1 coin; the divider's "+5" is a lost symbol, docs): +1 card,
 * +1 action, +1 coin; discard a card per empty supply pile, as many as you
 * can. */
static void poacher(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 1, 1, 0, 1, cx);
        f->n = (int16_t)dom_empty_piles(s);
        f->step = 1;
    } else if (ans) {
        dom_discard_from_hand(s, f->seat, ans->a, cx);
        f->n--;
    }
    if (f->n > 0 && s->p[f->seat].hand_n > 0) {
        dom_ask_hand(s, f->seat, DC_POACHER, DU_DISCARD, 0, 0);
        s->pending.count = (uint8_t)f->n;
        return;
    }
    dom_pop(s);
}

/* Banditin: gain a Gold; each other player reveals their top 2 cards, trashes
 * a revealed Treasure other than Copper (their choice of two), and discards
 * the rest. */
static void bandit(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_gain(s, f->seat, DC_GOLD, DEST_DISCARD, cx);
        f->step = 1;
    } else if (ans) {
        dom_aside_to(s, dom_aside_find(s, ans->a), DZ_TRASH, cx);
        dom_aside_discard_all(s, f, cx);
    }
    while (dom_next_victim(s, f) >= 0) {
        int v = f->target;
        dom_reveal_top(s, v, -1, cx);
        dom_reveal_top(s, v, -1, cx);
        int kinds = 0, one = -1;
        for (int i = f->aside_base; i < s->aside_n; i++)
            if (dom_is(s->aside[i].kind, DT_TREASURE) && s->aside[i].kind != DC_COPPER) {
                if (one < 0 || s->aside[one].kind != s->aside[i].kind)
                    kinds++;
                one = i;
            }
        if (kinds >= 2) {
            dom_ask_aside(s, v, DC_BANDIT, DU_TRASH, 0);
            s->pending.types = DT_TREASURE;
            s->pending.flags |= DDF_NOT_SELF;
            s->pending.except = DC_COPPER;
            return;
        }
        if (one >= 0)
            dom_aside_to(s, one, DZ_TRASH, cx);
        dom_aside_discard_all(s, f, cx);
    }
    dom_pop(s);
}

/* A looked-at card back onto the deck: its owner knows which, the others
 * only that one went back (as dom_topdeck_from_hand). */
static void sentry_put_back(dom_state *s, dom_frame *f, int i, dom_ctx *cx)
{
    int k = s->aside[i].kind;
    dom_aside_to(s, i, DZ_DECK, cx);
    dom_emit(cx, DE_TOPDECK, GAME_VIS_SEAT, f->seat, f->seat, k, 0);
    dom_emit(cx, DE_TOPDECK_N, GAME_VIS_ALL, -1, f->seat, 1, 0);
}

/* Torwächterin: +1 card, +1 action; look at your top 2 cards; trash and/or
 * discard any of them, put the others back in any order. Steps: one option
 * per card (0 trash, 1 discard, 2 keep), then the order of those kept. */
static void sentry(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        dom_plus(s, f->seat, 1, 1, 0, 0, cx);
        dom_reveal_top(s, f->seat, f->seat, cx);
        dom_reveal_top(s, f->seat, f->seat, cx);
        f->n = 0; /* the next looked-at card to decide */
        f->m = 0; /* cards kept */
        f->step = 1;
    } else if (f->step == 1 && ans) {
        /* Decided cards leave the aside zone; kept ones stay in front. */
        int i = f->aside_base + f->m;
        if (ans->a == 0) {
            dom_aside_to(s, i, DZ_TRASH, cx);
        } else if (ans->a == 1) {
            dom_aside_to(s, i, DZ_DISCARD, cx);
        } else {
            f->m++;
        }
        f->n++;
    } else if (f->step == 2 && ans) { /* the card to put back next (the lower one first) */
        sentry_put_back(s, f, dom_aside_find(s, ans->a), cx);
    }
    if (f->step == 1) {
        if (f->aside_base + f->m < s->aside_n) {
            dom_ask_option(s, f->seat, DC_SENTRY, 0x7);
            s->pending.count = (uint8_t)(f->aside_base + f->m); /* which aside card */
            return;
        }
        f->step = 2;
    }
    int left = s->aside_n - f->aside_base;
    if (left == 2 && s->aside[f->aside_base].kind != s->aside[f->aside_base + 1].kind) {
        dom_ask_aside(s, f->seat, DC_SENTRY, DU_ORDER, 0);
        return;
    }
    while (s->aside_n > f->aside_base)
        sentry_put_back(s, f, s->aside_n - 1, cx);
    dom_pop(s);
}

/* Töpferei: gain a card costing up to 5 into your hand, then put a card
 * from your hand onto your deck. */
static void artisan(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (f->step == 0) {
        f->step = 1;
        if (ask_gain_upto(s, f, DC_ARTISAN, 5, 0))
            return;
    } else if (f->step == 1 && ans) {
        dom_gain(s, f->seat, ans->a, DEST_HAND, cx);
    } else if (f->step == 2 && ans) {
        dom_topdeck_from_hand(s, f->seat, ans->a, cx);
        dom_pop(s);
        return;
    }
    f->step = 2;
    if (s->p[f->seat].hand_n == 0) {
        dom_pop(s);
        return;
    }
    dom_ask_hand(s, f->seat, DC_ARTISAN, DU_TOPDECK, 0, 0);
}

dom_hook dom_base_hook(int kind)
{
    switch (kind) {
    case DC_VILLAGE:
    case DC_SMITHY:
    case DC_MOAT:
    case DC_FESTIVAL:
    case DC_LABORATORY:
    case DC_MARKET:
    case DC_WOODCUTTER: return vanilla;
    case DC_CELLAR: return cellar;
    case DC_CHAPEL: return chapel;
    case DC_WORKSHOP: return workshop;
    case DC_BUREAUCRAT: return bureaucrat;
    case DC_MILITIA: return militia;
    case DC_MONEYLENDER: return moneylender;
    case DC_REMODEL: return remodel;
    case DC_THRONE_ROOM: return throne_room;
    case DC_COUNCIL_ROOM: return council_room;
    case DC_LIBRARY: return library;
    case DC_MINE: return mine;
    case DC_WITCH: return witch;
    case DC_CHANCELLOR: return chancellor;
    case DC_FEAST: return feast;
    case DC_SPY: return spy;
    case DC_THIEF: return thief;
    case DC_ADVENTURER: return adventurer;
    case DC_HARBINGER: return harbinger;
    case DC_MERCHANT: return merchant;
    case DC_VASSAL: return vassal;
    case DC_POACHER: return poacher;
    case DC_BANDIT: return bandit;
    case DC_SENTRY: return sentry;
    case DC_ARTISAN: return artisan;
    default: return NULL;
    }
}

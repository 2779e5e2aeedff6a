/* play.c — apply(): the one gate every action passes.
 *
 * apply() accepts an action iff legal() lists it (legal.c; the action
 * table's gen functions are the single definition of legality), then runs
 * it. A rejected action gets a named error — the most specific one
 * diagnose() can find — and leaves the state untouched. */
#include "citadels/engine.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *const cit_error_names[CIT_ERR_COUNT] = {
#define X(id, wire) [CIT_ERR_##id] = wire,
    CIT_ERROR_LIST(X)
#undef X
};

void cit_fail(game_err *e, int code, const char *fmt, ...)
{
    if (!e)
        return;
    e->code = code;
    snprintf(e->name, sizeof e->name, "%s", cit_error_names[code]);
    e->reason[0] = e->reason_card[0] = 0; /* a reused game_err keeps no old reason */
    e->reason_n = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
}

static int gen_type(const cit_state *s, int type, game_action *out, int max)
{
    const cit_action_def *d = &cit_actions[type];
    if (!(d->decisions & (1u << s->decision)))
        return 0;
    if (!cit_online_step_allows(s, type)) /* issue 12: online — the fixed step order */
        return 0;
    return d->gen(s, out, 0, max);
}

/* Issue 13 (perf): whether gen would list exactly this action, asked
 * without listing the whole type — for the types where listing is dear. It
 * must answer as the list does: test_properties submits every listed
 * action and its unlisted neighbours at every step of its games. A build
 * lists each hand card (cards are instances: at most one entry per card)
 * whose refusal is none, with b = c = 0 (gen_build, CIT_PUSH). */
static int accepts_build(const cit_state *s, const game_action *a)
{
    if (a->b || a->c || !cit_build_open(s) || cit_hand_find(s, s->active, a->a) < 0)
        return 0;
    cit_build_facts f;
    cit_build_facts_init(s, s->active, &f);
    return cit_build_refusal_in_hand(s, &f, a->a, 0) == 0;
}

static int (*const type_accepts[CIT_A_COUNT])(const cit_state *, const game_action *) = {
    [CIT_A_BUILD] = accepts_build,
};


/* Explains why a well-formed action of the right decision is not legal. */
static void diagnose(const cit_state *s, const game_action *a, game_err *e)
{
    int seat = s->active;
    const cit_player *p = seat >= 0 ? &s->players[seat] : NULL;
    int ch = cit_active_char(s);
    switch (a->type) {
    case CIT_A_BUILD:
        if (!p || cit_hand_find(s, seat, a->a) < 0)
            return cit_fail(e, CIT_ERR_NOT_IN_HAND, "that card is not in your hand");
        if (cit_def(s, a->a)->flags & CIT_DF_UNBUILDABLE) /* issue 11: districts */
            return cit_fail(e, CIT_ERR_UNBUILDABLE, "the %s can never be built",
                            cit_def(s, a->a)->name_en);
        if (s->builds >= cit_build_limit(s))
            return cit_fail(e, CIT_ERR_BUILD_LIMIT, "you may build %d district(s) this turn",
                            cit_build_limit(s));
        if (!cit_can_build_name(s, seat, a->a))
            return cit_fail(e, CIT_ERR_DUPLICATE, "your city already has a %s",
                            cit_def(s, a->a)->name_en);
        return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "building it costs %d gold, you have %d",
                        cit_build_price(s, seat, a->a), p->gold);
    case CIT_A_KILL:
    case CIT_A_STEAL:
    case CIT_A_SWAP_HANDS:
    case CIT_A_DESTROY:
    case CIT_A_MERCHANT_GOLD:
    case CIT_A_ARCHITECT_DRAW:
    case CIT_A_TYPE_INCOME:
    case CIT_A_BEAUTIFY:
    case CIT_A_MAGIC_DISCARD: {
        static const uint8_t owner[CIT_A_COUNT] = {
            [CIT_A_KILL] = CIT_C_ASSASSIN,        [CIT_A_STEAL] = CIT_C_THIEF,
            [CIT_A_SWAP_HANDS] = CIT_C_MAGICIAN,  [CIT_A_MAGIC_DISCARD] = CIT_C_MAGICIAN,
            [CIT_A_DESTROY] = CIT_C_WARLORD,      [CIT_A_MERCHANT_GOLD] = CIT_C_MERCHANT,
            [CIT_A_ARCHITECT_DRAW] = CIT_C_ARCHITECT, [CIT_A_BEAUTIFY] = CIT_C_ARTIST,
        };
        if (a->type == CIT_A_TYPE_INCOME) {
            if (!ch || !cit_characters[cit_active_card(s)].income_type)
                return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER,
                                "your character gets no income from districts");
            if (s->turn_flags & CIT_TF_TYPE_INCOME)
                return cit_fail(e, CIT_ERR_ALREADY_USED, "already collected this turn");
        } else if (ch != owner[a->type]) {
            return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER, "that is not your character's ability");
        }
        if (!cit_ability_open(s) && s->decision != CIT_DEC_MAGIC_DISCARD)
            return cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
        int extra = a->type == CIT_A_MERCHANT_GOLD || a->type == CIT_A_ARCHITECT_DRAW;
        int used = a->type == CIT_A_BEAUTIFY     ? s->beautify_count >= 2
                   : a->type == CIT_A_TYPE_INCOME ? 0 /* checked above */
                   : s->decision == CIT_DEC_MAGIC_DISCARD
                       ? 0
                       : (s->turn_flags & (extra ? CIT_TF_EXTRA : CIT_TF_ABILITY)) != 0;
        if (used)
            return cit_fail(e, CIT_ERR_ALREADY_USED, "that ability was already used this turn");
        if (a->type == CIT_A_DESTROY && a->a >= 0 && a->a < s->cfg.nplayers) {
            if (cit_city_complete(s, a->a))
                return cit_fail(e, CIT_ERR_CITY_COMPLETE,
                                "districts of a completed city cannot be destroyed");
            if (cit_is_protected_from_rank8(s, a->a))
                return cit_fail(e, CIT_ERR_PROTECTED, "the Bishop protects that city this round");
            if (!cit_classic_may_destroy_in(s, a->a)) /* issue 12: classic */
                return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET,
                                "the Söldner removes only another player's districts");
            if (a->b >= 0 && a->b < s->ncards && cit_kind(s, a->b) == CIT_D_KEEP)
                return cit_fail(e, CIT_ERR_PROTECTED, "the Keep cannot be destroyed");
            /* issue 12: DE16 "Zirkuszelt": no rank-8 ability may target it */
            if (a->b >= 0 && a->b < s->ncards && cit_is_circus_tent(s, a->b))
                return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET,
                                "no rank-8 ability may target a Circus Tent");
            if (a->b >= 0 && a->b < s->ncards && cit_city_find(s, a->a, a->b) >= 0)
                return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "destroying it costs %d gold",
                                cit_district_cost(s, a->b) - 1);
        }
        return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "that target is not allowed");
    }
    case CIT_A_LAB_DISCARD:
    case CIT_A_SMITHY:
        if (!cit_city_has_kind(s, seat, a->type == CIT_A_SMITHY ? CIT_D_SMITHY
                                                                : CIT_D_LABORATORY))
            return cit_fail(e, CIT_ERR_ILLEGAL, "you do not own that district");
        if (s->turn_flags & (a->type == CIT_A_SMITHY ? CIT_TF_SMITHY : CIT_TF_LABORATORY))
            return cit_fail(e, CIT_ERR_ALREADY_USED, "usable once per turn");
        return cit_fail(e, CIT_ERR_ILLEGAL, "not possible now");
    case CIT_A_DRAW_CARDS:
        return cit_fail(e, CIT_ERR_EMPTY_DECK, "the district deck is empty");
    default:
        return cit_fail(e, CIT_ERR_ILLEGAL, "that choice is not available");
    }
}

int cit_apply(cit_state *s, int seat, const game_action *a, const game_event_sink *ev, game_err *e)
{
    if (s->phase == CIT_PHASE_OVER) {
        cit_fail(e, CIT_ERR_GAME_OVER, "the game is over");
        return -1;
    }
    if (seat != s->dec_seat) {
        cit_fail(e, CIT_ERR_NOT_YOUR_TURN, "seat %d must decide now", s->dec_seat);
        return -1;
    }
    if (a->type == 0 || a->type >= CIT_A_COUNT) {
        cit_fail(e, CIT_ERR_UNKNOWN_ACTION, "unknown action type %d", a->type);
        return -1;
    }
    if (!(cit_actions[a->type].decisions & (1u << s->decision))) {
        cit_fail(e, CIT_ERR_WRONG_DECISION, "%s does not answer the pending decision",
                 cit_action_wire[a->type]);
        if (s->decision == CIT_DEC_INCOME && cit_actions[a->type].decisions & (1u << CIT_DEC_TURN))
            cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first (2 gold or draw cards)");
        /* --- issue 11: agents --- */
        if (s->decision == CIT_DEC_INCOME && a->type == CIT_A_BEWITCH)
            cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first, then bewitch");
        if (s->decision == CIT_DEC_BRIBE && cit_actions[a->type].decisions & (1u << CIT_DEC_TURN))
            cit_fail(e, CIT_ERR_THREAT_UNRESOLVED,
                     "resolve the threat first: bribe the Blackmailer or refuse");
        return -1;
    }
    if (type_accepts[a->type]) {
        if (cit_online_step_allows(s, a->type) && type_accepts[a->type](s, a)) {
            game_action listed = *a;
            cit_online_before(s, a->type, ev); /* issue 12: online — the step it begins */
            cit_actions[a->type].run(s, &listed, ev);
            return 0;
        }
        goto refused;
    }
    game_action list[CIT_LEGAL_MAX];
    int n = gen_type(s, a->type, list, CIT_LEGAL_MAX);
    for (int i = 0; i < n && i < CIT_LEGAL_MAX; i++) {
        if (list[i].a == a->a && list[i].b == a->b && list[i].c == a->c) {
            cit_online_before(s, a->type, ev); /* issue 12: online — the step it begins */
            cit_actions[a->type].run(s, &list[i], ev);
            return 0;
        }
    }
refused:
    /* --- issue 12: online: an earlier step of the fixed order --- */
    if (cit_online_step_refusal(s, a, e))
        return -1;
    /* --- issue 11: agents: a threatened character's abilities wait for the threat --- */
    if (s->called_rank && (s->threats & (1u << s->called_rank)) &&
        (cit_actions[a->type].decisions & (1u << CIT_DEC_TURN)))
        cit_fail(e, CIT_ERR_THREAT_UNRESOLVED, "take your income and resolve the threat first");
    else if (cit_actions[a->type].why)
        cit_actions[a->type].why(s, a, e);
    else
        diagnose(s, a, e);
    return -1;
}

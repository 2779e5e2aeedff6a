/* action_cards.c — the action-card variant of the 2016 edition (rule set
 * "2016-actions"): the one-card-per-turn rule and the cards played in one's
 * own turn — Direktor, Zirkuszelt, Wahrsagerin, Lebende Kanonenkugel — plus
 * the score of the cards left in hand. The Kassenwagen, Rasputin and the
 * Akrobatin, which reach into other players' turns, are in
 * action_cards_out.c.
 * RULE: DE16 "Variante: Aktionskarten" and the seven card texts after it;
 * the readings A12-* of docs/citadels-rules.md ("Issue 12 — action cards
 * readings"). */
#include "citadels/engine.h"
#include "citadels/memory.h"

/* RULE: DE16 "Variante: Aktionskarten": "pro Zug 1 Aktionskarte", "zu einem
 * beliebigen Zeitpunkt in deinem Zug" — before or after the income (A12-1),
 * never in a Hospital turn (income only) or while the agents close the turn
 * (an unresolved threat, the bewitched holder: A12-2). */
int cit_action_card_open(const cit_state *s)
{
    if (!s->cfg.action_cards || s->phase != CIT_PHASE_ACTION || s->active < 0)
        return 0;
    if (s->decision != CIT_DEC_TURN && s->decision != CIT_DEC_INCOME)
        return 0;
    if (s->turn_flags & (CIT_TF_ACTION_CARD | CIT_TF_HOSPITAL))
        return 0;
    return cit_agents_open(s);
}

/* Plays `card` from the active player's hand: it is told to all, the turn's
 * action card is used. `under`: the card goes under the deck now (DE16:
 * "legst die Karte ab, also verdeckt unter den Gebäudestapel"). */
void cit_play_action_card(cit_state *s, int seat, int card, int rank, int under,
                          const game_event_sink *ev)
{
    cit_hand_remove(s, seat, card);
    cit_seen_public(s, card); /* issue 13: everyone saw it go */
    if (seat == s->active)
        s->turn_flags |= CIT_TF_ACTION_CARD;
    cit_emit(ev, CIT_E_ACTION_PLAYED, GAME_VIS_ALL, -1, seat, card, rank, 0, 0);
    if (under)
        cit_discard(s, card);
}

int cit_action_cards_in_hand(const cit_state *s, int seat)
{
    const cit_player *p = &s->players[seat];
    int n = 0;
    for (int i = 0; i < p->nhand; i++)
        n += cit_def(s, p->hand[i])->type == CIT_ACTION;
    return n;
}

/* ---- Direktor ----
 * The extra builds: cit_actions_extra_builds (engine.h, inline: every
 * build list asks it). */

static int first_in_hand(const cit_state *s, int kind)
{
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++)
        if (cit_kind(s, p->hand[i]) == kind)
            return p->hand[i];
    return -1;
}

int cit_gen_play_director(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_action_card_open(s) && first_in_hand(s, CIT_D_DIRECTOR) >= 0 &&
        cit_build_limit(s) > 0)
        CIT_PUSH(CIT_A_PLAY_DIRECTOR, 0, 0);
    return n;
}

void cit_run_play_director(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    cit_play_action_card(s, s->active, first_in_hand(s, CIT_D_DIRECTOR), 0, 1, ev);
    s->turn_flags |= CIT_TF_DIRECTOR;
}

/* ---- Zirkuszelt ----
 * RULE: DE16 "Zirkuszelt": laid into the city like a district, outside the
 * building limit, one per turn (the one action card), no cost, no points, no
 * type; it counts for the end and as a district for the scoring. Laying it
 * is not building (A12-10): no tax, no warrant, the Kapitänin may lay it. */
int cit_gen_lay_tent(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_action_card_open(s))
        return n;
    int card = first_in_hand(s, CIT_D_CIRCUS_TENT);
    if (card >= 0)
        CIT_PUSH(CIT_A_LAY_TENT, card, 0);
    return n;
}

void cit_run_lay_tent(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active;
    cit_play_action_card(s, seat, a->a, 0, 0, ev);
    cit_city_add(s, seat, a->a);
    cit_emit(ev, CIT_E_TENT_LAID, GAME_VIS_ALL, -1, seat, a->a, 0, 0, 0);
    cit_check_complete(s, seat, ev);
}

/* RULE: DE16 "Zirkuszelt": "Der Charakter mit der Nummer 8 … darf seine
 * Fähigkeit nicht auf das Zirkuszelt anwenden." */
int cit_is_circus_tent(const cit_state *s, int card)
{
    return cit_kind(s, card) == CIT_D_CIRCUS_TENT;
}

/* ---- Wahrsagerin ----
 * RULE: DE16 (the card after Rasputin): look at another player's hand and
 * take one card of it. The hand is shown to her alone (view "looking_at");
 * a player with an empty hand cannot be chosen (A12-8). */
int cit_gen_play_fortune(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_action_card_open(s) || first_in_hand(s, CIT_D_FORTUNE_TELLER) < 0)
        return n;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != s->active && s->players[p].nhand > 0)
            CIT_PUSH(CIT_A_PLAY_FORTUNE, p, 0);
    return n;
}

void cit_run_play_fortune(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active;
    cit_play_action_card(s, seat, first_in_hand(s, CIT_D_FORTUNE_TELLER), 0, 1, ev);
    s->court_seat = (int8_t)a->a;
    cit_seen_look(s, seat, a->a); /* issue 13: remembered after the look */
    s->act_resume = s->decision;
    s->decision = CIT_DEC_FORTUNE_PICK;
    cit_emit(ev, CIT_E_HAND_SEEN, GAME_VIS_ALL, -1, seat, a->a, 0, 0, 0);
}

int cit_gen_fortune_take(const cit_state *s, game_action *out, int n, int max)
{
    if (s->court_seat < 0)
        return n;
    const cit_player *t = &s->players[s->court_seat];
    for (int i = 0; i < t->nhand; i++)
        CIT_PUSH(CIT_A_FORTUNE_TAKE, t->hand[i], 0);
    return n;
}

void cit_run_fortune_take(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, from = s->court_seat;
    cit_seen_hand_hidden(s, from, seat); /* issue 13: the two alone see the card */
    cit_hand_remove(s, from, a->a);
    cit_hand_add(s, seat, a->a);
    cit_emit(ev, CIT_E_CARD_PASSED, GAME_VIS_SEAT, seat, seat, from, seat, a->a, 0);
    cit_emit(ev, CIT_E_CARD_PASSED, GAME_VIS_SEAT, from, from, from, seat, a->a, 0);
    cit_emit(ev, CIT_E_CARDS_PASSED, GAME_VIS_ALL, -1, from, seat, 1, 0, 0);
    s->court_seat = CIT_NO_SEAT;
    s->decision = s->act_resume;
    s->dec_seat = (int8_t)seat;
}

/* ---- Lebende Kanonenkugel (overbuild) ----
 * RULE: DE16 (the card after the Kassenwagen): besides the normal build,
 * discard one district of your city and build from your hand one that
 * costs more, paying only the difference. Readings A12-5: it is a build
 * (the gates of building, the duplicate and Monument rules, the tax, a
 * warrant, the completed city all apply) that does not count against the
 * limit; "costs" are the districts' costs (a beautified district costs 1
 * more, DE16 "Künstlerin"); the price is the builder's price of the new one
 * (Fabrik) less the old one's cost, at least 0; the replaced district goes
 * under the deck (not destroyed: no Friedhof; the Museum's cards go with
 * it). The Zirkuszelt (no cost) may be overbuilt. */
static int overbuild_refusal(const cit_state *s, int card, int old)
{
    int seat = s->active;
    if (!cit_action_card_open(s) || s->decision != CIT_DEC_TURN ||
        first_in_hand(s, CIT_D_CANNONBALL) < 0)
        return CIT_ERR_ILLEGAL;
    if (old < 0 || old >= s->ncards || cit_city_find(s, seat, old) < 0)
        return CIT_ERR_NO_DISTRICT;
    if (card < 0 || card >= s->ncards || cit_hand_find(s, seat, card) < 0)
        return CIT_ERR_NOT_IN_HAND;
    const cit_district_def *d = cit_def(s, card);
    if ((d->flags & CIT_DF_UNBUILDABLE) || d->type == CIT_ACTION)
        return CIT_ERR_UNBUILDABLE;
    if (!cit_build_open(s) || cit_build_limit(s) == 0)
        return CIT_ERR_BUILD_LIMIT;
    if (!cit_can_build_name(s, seat, card))
        return CIT_ERR_DUPLICATE;
    /* the Monument's limit counts the city without the replaced district */
    if (cit_kind(s, card) == CIT_D_MONUMENT && s->players[seat].ncity - 1 > 4)
        return CIT_ERR_CITY_TOO_LARGE;
    if (cit_district_cost(s, card) <= cit_district_cost(s, old))
        return CIT_ERR_NOT_CHEAPER;
    int price = cit_build_price(s, seat, card) - cit_district_cost(s, old);
    if (s->players[seat].gold < (price < 0 ? 0 : price))
        return CIT_ERR_NOT_ENOUGH_GOLD;
    return 0;
}

int cit_gen_overbuild(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_action_card_open(s) || s->decision != CIT_DEC_TURN ||
        first_in_hand(s, CIT_D_CANNONBALL) < 0)
        return n;
    /* Issue 13 (perf): overbuild_refusal's checks, with what depends on the
     * turn alone asked once, what depends on the new card once per hand
     * card (the builder's facts, rules.c), and only the cost comparison
     * per (card, district) pair; test_properties holds this list to the
     * refusal apply() asks. */
    if (!cit_build_open(s) || cit_build_limit(s) == 0)
        return n;
    const cit_player *p = &s->players[s->active];
    cit_build_facts f;
    cit_build_facts_init(s, s->active, &f);
    for (int i = 0; i < p->nhand; i++) {
        int card = p->hand[i];
        const cit_district_def *d = cit_def(s, card);
        if ((d->flags & CIT_DF_UNBUILDABLE) || d->type == CIT_ACTION ||
            !cit_build_name_allowed_with(s, &f, card))
            continue;
        if (cit_kind(s, card) == CIT_D_MONUMENT && p->ncity - 1 > 4)
            continue;
        int cost = cit_district_cost(s, card), price = cit_build_price_with(s, &f, card);
        for (int j = 0; j < p->ncity; j++) {
            int old_cost = cit_district_cost(s, p->city[j]);
            int rest = price - old_cost;
            if (cost > old_cost && p->gold >= (rest < 0 ? 0 : rest))
                CIT_PUSH(CIT_A_OVERBUILD, card, p->city[j]);
        }
    }
    return n;
}

void cit_run_overbuild(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, card = a->a, old = a->b;
    int price = cit_build_price(s, seat, card) - cit_district_cost(s, old);
    cit_play_action_card(s, seat, first_in_hand(s, CIT_D_CANNONBALL), 0, 1, ev);
    cit_city_remove(s, seat, old);
    if (cit_kind(s, old) == CIT_D_MUSEUM)
        cit_museum_release(s);
    cit_discard(s, old);
    cit_emit(ev, CIT_E_OVERBUILT, GAME_VIS_ALL, -1, seat, old, card, 0, 0);
    s->overbuilding = 1;
    cit_finish_build(s, card, price < 0 ? 0 : price, 0, ev);
    s->overbuilding = 0;
}

/* ---- refusals ---- */

void cit_why_action_card(const cit_state *s, const game_action *a, game_err *e)
{
    if (!s->cfg.action_cards)
        return cit_fail(e, CIT_ERR_ILLEGAL, "this game has no action cards");
    if (s->turn_flags & CIT_TF_ACTION_CARD)
        return cit_fail(e, CIT_ERR_ONE_ACTION_CARD, "you have played an action card this turn");
    if (a->type == CIT_A_OVERBUILD) {
        int code = overbuild_refusal(s, a->a, a->b);
        switch (code) {
        case CIT_ERR_NOT_CHEAPER:
            return cit_fail(e, code, "the new district must cost more than the one it replaces");
        case CIT_ERR_NOT_ENOUGH_GOLD:
            return cit_fail(e, code, "the difference is more gold than you have");
        case CIT_ERR_DUPLICATE:
            return cit_fail(e, code, "your city already has that district");
        case CIT_ERR_NO_DISTRICT:
            return cit_fail(e, code, "that district is not in your city");
        case CIT_ERR_NOT_IN_HAND:
            return cit_fail(e, code, "that card is not in your hand");
        case CIT_ERR_UNBUILDABLE:
            return cit_fail(e, code, "that card can never be built");
        case CIT_ERR_CITY_TOO_LARGE:
            return cit_fail(e, code, "the Monument needs a city of at most 4 districts");
        case CIT_ERR_BUILD_LIMIT:
            return cit_fail(e, code, "you may not build now");
        default:
            break;
        }
    }
    cit_fail(e, CIT_ERR_ILLEGAL, "that action card cannot be played now");
}

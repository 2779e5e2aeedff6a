/* districts.c — unique district effects that are actions: during a turn
 * (Laboratorium, Schmiede, Waffenkammer, Museum) and the small decisions a
 * district opens (Friedhof, Leuchtturm). Passive effects live where they
 * apply: Fabrik and Steinbruch in rules.c (price, duplicates), Bibliothek and
 * Sternwarte and Goldmine in district_flow.c (income), Zitadelle in
 * abilities.c (Warlord), Zauberschule in rules.c (per-type income), Spelunke in
 * actions.c (payment), scoring bonuses in score.c, flow points (Theater,
 * Hospital, Thronsaal, Armenhaus, Park) in district_flow.c. Readings: the
 * "Issue 11 — districts readings" of docs/citadels-rules.md. */
#include "citadels/engine.h"
#include "citadels/memory.h"

/* The refusal shared by every district action: the district, then the
 * moment, then once per turn (the most specific error first). */
static int why_district(const cit_state *s, int kind, int flag, game_err *e)
{
    if (!cit_city_has_kind(s, s->active, kind)) {
        cit_fail(e, CIT_ERR_NO_DISTRICT, "your city has no %s", cit_districts[kind].name_en);
        return 1;
    }
    if (flag && (s->turn_flags & flag)) {
        cit_fail(e, CIT_ERR_ALREADY_USED, "usable once per turn");
        return 1;
    }
    if (!cit_ability_open(s)) {
        cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
        return 1;
    }
    return 0;
}

/* RULE: Laboratorium — once during your turn, discard a hand card to gain 2 gold. */
int cit_gen_laboratory(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_ability_open(s) || (s->turn_flags & CIT_TF_LABORATORY) ||
        !cit_city_has_kind(s, s->active, CIT_D_LABORATORY))
        return n;
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++)
        CIT_PUSH(CIT_A_LAB_DISCARD, p->hand[i], 0);
    return n;
}

void cit_run_laboratory(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_LABORATORY;
    cit_seen_hand_hidden(s, s->active, -1); /* issue 13: discarded face down */
    cit_hand_remove(s, s->active, a->a);
    cit_discard(s, a->a); /* issue 12: classic (reading R1) */
    cit_emit(ev, CIT_E_CARDS_DISCARDED, GAME_VIS_ALL, -1, s->active, 1, 0, 0, 0);
    cit_gain_gold(s, s->active, cit_classic_laboratory_gold(s), /* issue 12: classic */
                  CIT_WHY_LABORATORY, ev);
}

void cit_why_laboratory(const cit_state *s, const game_action *a, game_err *e)
{
    if (why_district(s, CIT_D_LABORATORY, CIT_TF_LABORATORY, e))
        return;
    if (cit_hand_find(s, s->active, a->a) < 0)
        return cit_fail(e, CIT_ERR_NOT_IN_HAND, "that card is not in your hand");
    cit_fail(e, CIT_ERR_ILLEGAL, "not possible now");
}

/* RULE: Schmiede — once during your turn, pay 2 gold to draw 3 cards (the one
 * card effect DE16 prints in full, "Gebäudekarten"). */
int cit_gen_smithy(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_ability_open(s) && !(s->turn_flags & CIT_TF_SMITHY) &&
        cit_city_has_kind(s, s->active, CIT_D_SMITHY) && s->players[s->active].gold >= 2 &&
        s->deck_len > 0)
        CIT_PUSH(CIT_A_SMITHY, 0, 0);
    return n;
}

void cit_run_smithy(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_SMITHY;
    cit_pay_gold(s, s->active, 2, CIT_WHY_SMITHY, ev);
    cit_draw_to_hand(s, s->active, 3, ev);
}

void cit_why_smithy(const cit_state *s, const game_action *a, game_err *e)
{
    (void)a;
    if (why_district(s, CIT_D_SMITHY, CIT_TF_SMITHY, e))
        return;
    if (s->players[s->active].gold < 2)
        return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "the Smithy costs 2 gold, you have %d",
                        s->players[s->active].gold);
    cit_fail(e, CIT_ERR_EMPTY_DECK, "the district deck is empty");
}

/* ---- Waffenkammer (Armory) ----
 * RULE: card text (citadels-cards.md §5.1 #1): during your turn, sacrifice it
 * to destroy any one district. DE16 "Waffenkammer": never in a completed city.
 * Readings: it is no rank-8 ability, so neither the Bischof nor the Zitadelle
 * protects against it and the Große Mauer adds nothing; it may hit the own
 * city; it costs no gold; the Friedhof does not answer it. */
static int armory_target(const cit_state *s, int seat, int card)
{
    return card != -1 && cit_kind(s, card) != CIT_D_ARMORY && !cit_city_complete(s, seat) &&
           !cit_dark_powderhouse_own(s, seat); /* issue 12: dark city (Pulverturm) */
}

int cit_gen_armory(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_ability_open(s) || !cit_city_has_kind(s, s->active, CIT_D_ARMORY))
        return n;
    for (int t = 0; t < s->cfg.nplayers; t++) {
        const cit_player *p = &s->players[t];
        for (int i = 0; i < p->ncity; i++)
            if (armory_target(s, t, p->city[i]))
                CIT_PUSH(CIT_A_ARMORY, t, p->city[i]);
    }
    return n;
}

void cit_run_armory(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, victim = a->a, card = a->b;
    const cit_player *me = &s->players[seat];
    int armory = -1;
    for (int i = 0; i < me->ncity; i++)
        if (cit_kind(s, me->city[i]) == CIT_D_ARMORY)
            armory = me->city[i];
    cit_city_remove(s, seat, armory);
    cit_discard(s, armory); /* issue 12: classic (reading R1) */
    cit_city_remove(s, victim, card);
    cit_emit(ev, CIT_E_ARMORY_DESTROYED, GAME_VIS_ALL, -1, seat, victim, card, 0, 0);
    cit_district_destroyed(s, seat, victim, card, 0, ev);
}

void cit_why_armory(const cit_state *s, const game_action *a, game_err *e)
{
    if (why_district(s, CIT_D_ARMORY, 0, e))
        return;
    int seat = a->a, card = a->b;
    if (seat < 0 || seat >= s->cfg.nplayers || card < 0 || card >= s->ncards ||
        cit_city_find(s, seat, card) < 0)
        return cit_fail(e, CIT_ERR_BAD_ARGUMENT, "that district is not in that city");
    if (cit_city_complete(s, seat))
        return cit_fail(e, CIT_ERR_CITY_COMPLETE,
                        "districts of a completed city cannot be destroyed");
    cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "the Armory cannot destroy itself");
}

/* ---- Museum ----
 * RULE: card text (§5.1 #17): once during your turn, tuck a hand card face
 * down under the Museum; each scores 1 point at the end. DE16 "Museum": the
 * cards stay with it when it is exchanged or seized, and go under the deck
 * when it is destroyed. Reading: the count is public, the cards are not. */
int cit_museum_owner(const cit_state *s)
{
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (cit_city_has_kind(s, p, CIT_D_MUSEUM))
            return p;
    return -1;
}

int cit_gen_museum_tuck(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_ability_open(s) || (s->turn_flags & CIT_TF_MUSEUM) ||
        !cit_city_has_kind(s, s->active, CIT_D_MUSEUM))
        return n;
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++)
        CIT_PUSH(CIT_A_MUSEUM_TUCK, p->hand[i], 0);
    return n;
}

void cit_run_museum_tuck(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_MUSEUM;
    cit_seen_hand_hidden(s, s->active, -1); /* issue 13: tucked face down */
    cit_hand_remove(s, s->active, a->a);
    s->museum_under[s->nmuseum++] = (uint8_t)a->a;
    cit_emit(ev, CIT_E_MUSEUM_TUCKED, GAME_VIS_ALL, -1, s->active, s->nmuseum, 0, 0, 0);
}

void cit_why_museum_tuck(const cit_state *s, const game_action *a, game_err *e)
{
    if (why_district(s, CIT_D_MUSEUM, CIT_TF_MUSEUM, e))
        return;
    if (cit_hand_find(s, s->active, a->a) < 0)
        return cit_fail(e, CIT_ERR_NOT_IN_HAND, "that card is not in your hand");
    cit_fail(e, CIT_ERR_ILLEGAL, "not possible now");
}

void cit_museum_release(cit_state *s)
{
    int n = s->nmuseum;
    s->nmuseum = 0; /* first: cit_deck_bottom calls back here for the Museum */
    for (int i = 0; i < n; i++)
        cit_discard(s, s->museum_under[i]); /* issue 12: classic (reading R1) */
}

/* ---- Friedhof (Graveyard; German extra, classic card adapted) ----
 * When a rank-8 ability destroys a district, the Friedhof's owner may buy it
 * into his hand for 1 gold, unless he is the destroyer. The card waits aside
 * until he decides. */
int cit_gen_graveyard_buy(const cit_state *s, game_action *out, int n, int max)
{
    if (s->naside == 1 && s->players[s->dec_seat].gold >= 1)
        CIT_PUSH(CIT_A_GRAVEYARD_BUY, 0, 0);
    return n;
}

/* Back to the Söldner: his turn, or his income if he destroyed before it
 * (house rule ability_before_income). */
static void graveyard_done(cit_state *s)
{
    s->naside = 0;
    s->decision = (s->turn_flags & CIT_TF_INCOME) ? CIT_DEC_TURN : CIT_DEC_INCOME;
    s->dec_seat = s->active;
}

void cit_run_graveyard_buy(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    int seat = s->dec_seat, card = s->aside[0];
    cit_pay_gold(s, seat, 1, CIT_WHY_GRAVEYARD, ev);
    cit_hand_add(s, seat, card);
    cit_emit(ev, CIT_E_GRAVEYARD_BOUGHT, GAME_VIS_ALL, -1, seat, card, 1, 0, 0);
    graveyard_done(s);
}

void cit_why_graveyard_buy(const cit_state *s, const game_action *a, game_err *e)
{
    (void)a;
    cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "buying it costs 1 gold, you have %d",
             s->players[s->dec_seat].gold);
}

int cit_gen_graveyard_pass(const cit_state *s, game_action *out, int n, int max)
{
    (void)s;
    CIT_PUSH(CIT_A_GRAVEYARD_PASS, 0, 0);
    return n;
}

void cit_run_graveyard_pass(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    (void)ev;
    cit_discard(s, s->aside[0]); /* issue 12: classic — OFuA "Söldner": "Ablagestapel" */
    graveyard_done(s);
}

/* ---- Leuchtturm (Lighthouse; German extra, DdL card adapted) ----
 * On building it, its builder looks through the deck, takes one card into his
 * hand, and the deck is shuffled. */
void cit_lighthouse_built(cit_state *s, int seat, int card)
{
    if (cit_kind(s, card) != CIT_D_LIGHTHOUSE || s->deck_len == 0)
        return;
    s->decision = CIT_DEC_LIGHTHOUSE;
    s->dec_seat = (int8_t)seat;
}

int cit_gen_lighthouse_take(const cit_state *s, game_action *out, int n, int max)
{
    for (int i = 0; i < s->deck_len; i++)
        CIT_PUSH(CIT_A_LIGHTHOUSE_TAKE, s->deck[(s->deck_head + i) & CIT_DECK_MASK], 0);
    return n;
}

void cit_run_lighthouse_take(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->dec_seat, card = a->a;
    /* take the card out of the ring buffer, keeping the others in order */
    uint8_t rest[CIT_MAX_CARDS];
    int n = 0;
    for (int i = 0; i < s->deck_len; i++) {
        int c = s->deck[(s->deck_head + i) & CIT_DECK_MASK];
        if (c != card)
            rest[n++] = (uint8_t)c;
    }
    for (int i = 0; i < n; i++)
        s->deck[i] = rest[i];
    s->deck_head = 0;
    s->deck_len = (uint8_t)n;
    cit_deck_shuffle(s);
    cit_seen_forget(s, card); /* issue 13: which card he took, he alone knows */
    cit_hand_add(s, seat, card);
    cit_emit(ev, CIT_E_CARD_KEPT, GAME_VIS_SEAT, seat, seat, card, 0, 0, 0);
    cit_emit(ev, CIT_E_LIGHTHOUSE_TOOK, GAME_VIS_ALL, -1, seat, 0, 0, 0, 0);
    s->decision = CIT_DEC_TURN;
    s->dec_seat = s->active;
}

/* court_cards.c — the court's hand-card abilities: the Beschwörer (looks at
 * a hand, takes one card or builds it at once), the Seherin (a random card
 * from everyone, one card back to each) and the Gelehrte (draws 7, keeps 1,
 * shuffles the rest back). Hidden information: the looked-at hand only for
 * the Beschwörer (view "looking_at"), each card that moves only for the two
 * players it moves between (card_passed), the Gelehrte's 7 only for her
 * (view "aside"). The readings are in docs/citadels-rules.md, "Issue 11 —
 * court readings". */
#include "citadels/court.h"
#include "citadels/memory.h"

/* ---- Beschwörer ----
 * RULE: DE16 "Beschwörer": "Schau dir die Kartenhand eines Mitspielers an und
 * wähle 1 Karte. Du kannst die Karte auf die Hand nehmen oder … sofort seine
 * Baukosten bezahlen und in deine Stadt bauen … zählt das Gebäude nicht zum
 * Baulimit". Only a hand with cards may be chosen (an empty one offers
 * nothing to take). */
int cit_gen_look_at_hand(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_may_use(s, CIT_C_WIZARD, CIT_TF_ABILITY))
        return n;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != s->active && s->players[p].nhand > 0)
            CIT_PUSH(CIT_A_LOOK_AT_HAND, p, 0);
    return n;
}

void cit_run_look_at_hand(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    s->court_seat = (int8_t)a->a;
    cit_seen_look(s, s->active, a->a); /* issue 13: remembered after the look */
    s->decision = CIT_DEC_WIZARD_PICK;
    s->dec_seat = s->active;
    cit_emit(ev, CIT_E_HAND_SEEN, GAME_VIS_ALL, -1, s->active, a->a, 0, 0, 0);
}

int cit_gen_take_card(const cit_state *s, game_action *out, int n, int max)
{
    const cit_player *p = &s->players[s->court_seat];
    for (int i = 0; i < p->nhand; i++)
        CIT_PUSH(CIT_A_TAKE_CARD, p->hand[i], 0);
    return n;
}

void cit_run_take_card(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    court_pass_card(s, s->court_seat, s->active, a->a, ev);
    s->court_seat = CIT_NO_SEAT;
    court_back_to_turn(s);
}

/* Built at once for its price (Fabrik included), outside the limit, a
 * duplicate allowed (cit_can_build_name). Not the Geheimkammer (never
 * built) and not the Spelunke (court reading 5: its payment in cards is for
 * a build from the hand; he may take it and build it so). */
int cit_gen_build_taken(const cit_state *s, game_action *out, int n, int max)
{
    const cit_player *p = &s->players[s->court_seat];
    int gold = s->players[s->active].gold;
    /* issue 13 (perf): the duplicate rule and the price by the builder's
     * facts, built once (rules.c) */
    cit_build_facts f;
    cit_build_facts_init(s, s->active, &f);
    for (int i = 0; i < p->nhand; i++) {
        int card = p->hand[i];
        /* issue 12: action cards — taken, never built (A12-11) */
        if (cit_def(s, card)->type == CIT_ACTION || cit_kind(s, card) == CIT_D_THIEVES_DEN ||
            !cit_build_name_allowed_with(s, &f, card) || cit_build_price_with(s, &f, card) > gold)
            continue;
        CIT_PUSH(CIT_A_BUILD_TAKEN, card, 0);
    }
    return n;
}

void cit_run_build_taken(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    court_pass_card(s, s->court_seat, s->active, a->a, ev);
    s->court_seat = CIT_NO_SEAT;
    court_back_to_turn(s);
    uint8_t builds = s->builds;
    court_build(s, a->a, ev);
    s->builds = builds; /* "zählt das Gebäude nicht zum Baulimit" */
}

/* ---- Seherin ----
 * RULE: DE16 "Seherin": "Ziehe zufällig 1 Handkarte von jedem deiner
 * Mitspieler … Danach gibst du jedem Mitspieler, von dem du 1 Handkarte
 * genommen hast, nach deiner Wahl 1 deiner Handkarten. Hat ein Spieler keine
 * Handkarten, dann nimmst du dir von ihm weder 1 Karte noch gibst du ihm 1
 * Karte." With nobody holding a card the ability has nothing to do. */
int cit_gen_seer_take(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_may_use(s, CIT_C_SEER, CIT_TF_ABILITY))
        return n;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != s->active && s->players[p].nhand > 0) {
            CIT_PUSH(CIT_A_SEER_TAKE, 0, 0);
            break;
        }
    return n;
}

void cit_run_seer_take(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    s->seer_owed = 0;
    for (int p = 0; p < s->cfg.nplayers; p++) {
        const cit_player *pl = &s->players[p];
        if (p == s->active || pl->nhand == 0)
            continue;
        int card = pl->hand[gh_rng_below(&s->rng, pl->nhand)];
        court_pass_card(s, p, s->active, card, ev);
        s->seer_owed |= (uint8_t)(1u << p);
    }
    s->decision = CIT_DEC_SEER_GIVE;
    s->dec_seat = s->active;
}

/* "Du darfst einem Spieler auch dieselbe Karte wieder zurückgeben": any hand
 * card to any seat still owed one. */
int cit_gen_give_card(const cit_state *s, game_action *out, int n, int max)
{
    const cit_player *me = &s->players[s->active];
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (s->seer_owed & (1u << p))
            for (int i = 0; i < me->nhand; i++)
                CIT_PUSH(CIT_A_GIVE_CARD, me->hand[i], p);
    return n;
}

void cit_run_give_card(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    court_pass_card(s, s->active, a->b, a->a, ev);
    s->seer_owed &= (uint8_t) ~(1u << a->b);
    if (!s->seer_owed)
        court_back_to_turn(s);
}

/* ---- Gelehrte ----
 * RULE: DE16 "Gelehrte": "Ziehe 7 Karten vom Gebäudestapel, wähle 1 Karte
 * davon aus und nimm diese auf die Hand. Mische die übrigen 6 Karten in den
 * Gebäudestapel zurück." The whole deck is shuffled. A deck of fewer than 7
 * gives what it has (court reading 6); a single card is kept at once. */
int cit_gen_scholar_draw(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_may_use(s, CIT_C_SCHOLAR, CIT_TF_ABILITY) && s->deck_len > 0)
        CIT_PUSH(CIT_A_SCHOLAR_DRAW, 0, 0);
    return n;
}

static void scholar_keep(cit_state *s, int card, const game_event_sink *ev)
{
    int seat = s->active;
    int back = cit_keep_from_aside(s, seat, card, ev);
    cit_deck_shuffle(s);
    cit_emit(ev, CIT_E_DECK_SHUFFLED, GAME_VIS_ALL, -1, seat, back, s->deck_len, 0, 0);
    court_back_to_turn(s);
}

void cit_run_scholar_draw(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active;
    s->turn_flags |= CIT_TF_ABILITY;
    cit_draw_aside(s, seat, 7, ev);
    if (s->naside == 1) {
        scholar_keep(s, s->aside[0], ev);
        return;
    }
    s->decision = CIT_DEC_SCHOLAR_KEEP;
    s->dec_seat = seat;
}

int cit_gen_scholar_keep(const cit_state *s, game_action *out, int n, int max)
{
    for (int i = 0; i < s->naside; i++)
        CIT_PUSH(CIT_A_SCHOLAR_KEEP, s->aside[i], 0);
    return n;
}

void cit_run_scholar_keep(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    scholar_keep(s, a->a, ev);
}

/* strategy_kingdom.c — "kingdom": a bot that reads the kingdom and picks a
 * plan from it, then buys by Big Money Ultimate's frame (strategy_money.c)
 * with the plan's cards slotted in.
 *
 * The plans, strongest first:
 *   - Gardens with a gainer (Workshop, Ironworks): the Gardens rush — gainers,
 *     then Gardens and Estates, every buy used.
 *   - Otherwise money plus support: the best terminal of the kingdom (a
 *     curser, strong draw or an attack: the "payload", rated below) in as many
 *     copies as the deck carries without collisions — one, a second from 16
 *     cards, one more per village owned; a village of the kingdom once the
 *     terminals outnumber the villages by two (money plus draw plus
 *     villages: a light engine); the best non-terminal at 5 (Laboratory,
 *     Market, …) over Silver; a trasher on an opening of 2 coins (Chapel
 *     trashes Curses, Estates and, while money enough stays, Coppers).
 * Its Actions are played villages first, then cantrips, then the terminals
 * (strategy_facts.c); every other decision is strategy_answer.c's. */
#include "dominion/strategy.h"

/* How good a terminal is as the one Action of a money deck (0: not one):
 * ordered by what money with that card alone wins against Big Money
 * Ultimate (arena, 2,000 games each, docs/ai.md: Witch 95 %, Torturer 84,
 * Courtyard 80, Patrol 79, Council Room 75, Smithy 74, Militia 74,
 * Swindler 73, Tribute 70, Library 69, Masquerade 69, Bandit 68, Courtier
 * 66, Baron 64, Bridge 60, Bureaucrat 56, Moat 55, Saboteur 55, Diplomat
 * 54, Steward 51, Moneylender 50, Artisan 50). */
static int payload_rating(int kind)
{
    switch (kind) {
    case DC_WITCH: return 100;
    case DC_TORTURER: return 90;
    case DC_COURTYARD: return 86;
    case DC_PATROL: return 85;
    case DC_COUNCIL_ROOM: return 80;
    case DC_SMITHY: return 79;
    case DC_MILITIA: return 78;
    case DC_SWINDLER: return 77;
    case DC_TRIBUTE: return 74;
    case DC_LIBRARY: return 73;
    case DC_MASQUERADE: return 72;
    case DC_BANDIT: return 71;
    case DC_COURTIER: return 69;
    case DC_BARON: return 67;
    case DC_BRIDGE: return 62;
    case DC_BUREAUCRAT: return 58;
    case DC_MOAT: return 57;
    case DC_SABOTEUR: return 56;
    case DC_DIPLOMAT: return 55;
    case DC_STEWARD: return 52;
    case DC_MONEYLENDER: return 51;
    case DC_ARTISAN: return 50;
    default: return 0;
    }
}

/* A non-terminal worth more than a Silver at its cost. */
static int cantrip_rating(int kind)
{
    switch (kind) {
    case DC_LABORATORY: return 90;
    case DC_MARKET: return 70;
    case DC_FESTIVAL: return 60;
    case DC_UPGRADE: return 50;
    case DC_MINING_VILLAGE: return 45;
    default: return 0;
    }
}

typedef struct plan {
    int payload, payload_copies;
    int village;   /* the kingdom's best village, when the plan uses one */
    int cantrip;   /* the best non-terminal over Silver */
    int trasher;
    int gainer;    /* Gardens plan: the gainer */
    int draw;      /* the payload draws (Province threshold lower) */
} plan;

static void make_plan(const dom_seen *k, plan *p)
{
    const dom_state *s = k->s;
    *p = (plan){0};
    int best = 0, best_c = 0, has_draw = 0;
    for (int i = 0; i < s->npiles; i++) {
        int c = s->piles[i].kind;
        if (dom_cards[c].set == DSET_BASIC)
            continue;
        if (payload_rating(c) > best)
            best = payload_rating(c), p->payload = c;
        if (cantrip_rating(c) > best_c)
            best_c = cantrip_rating(c), p->cantrip = c;
        if (dom_card_plus_actions(c) >= 2 && (!p->village || dom_card_plus_cards(c) >
                                                                 dom_card_plus_cards(p->village)))
            p->village = c;
        if (c == DC_CHAPEL)
            p->trasher = c;
        if ((c == DC_WORKSHOP || c == DC_IRONWORKS) && s->pile_of[DC_GARDENS] &&
            !s->pile_of[DC_WITCH])
            p->gainer = c;
        has_draw |= dom_card_plus_cards(c) >= 3;
    }
    p->draw = p->payload && dom_card_plus_cards(p->payload) >= 2;
    if (!has_draw)
        p->village = DC_NONE; /* villages without draw only dilute */
    p->payload_copies = 1 + (k->owned >= 16) + k->villages;
    /* A curser wants one more (the Curses run out sooner); a second
     * Moat, Courtyard or Masquerade only collides (measured: Masquerade
     * 42 % against BMU with two, 69 % with one). */
    if (p->payload == DC_WITCH || p->payload == DC_TORTURER)
        p->payload_copies += 1;
}

static int first(const dom_seen *k, int coins, const int *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i] != DC_NONE && dom_seen_can(k, list[i], coins))
            return list[i];
    return DC_NONE;
}

/* The Gardens rush: every Workshop (the game must end on three piles:
 * Gardens, Workshops, Estates), Gardens once five gainers run, Estates
 * when nothing dearer, Coppers with what is left — every card is a tenth
 * of a point per Gardens. */
static int gardens_buy(const dom_seen *k, const plan *p, int coins)
{
    int gainers = k->own[p->gainer];
    int list[] = {
        DC_PROVINCE,
        gainers >= 5 || k->gains_to_end <= 8 ? DC_GARDENS : DC_NONE,
        p->gainer,
        DC_GARDENS,
        k->gains_to_end <= 4 ? DC_DUCHY : DC_NONE,
        DC_ESTATE,
        k->gaining ? DC_SILVER : DC_COPPER,
    };
    return first(k, coins, list, (int)(sizeof list / sizeof list[0]));
}

static int kingdom_buy(const dom_seen *k, int coins)
{
    plan p;
    make_plan(k, &p);
    if (p.gainer)
        return gardens_buy(k, &p, coins);
    int g = k->gains_to_end;
    int opening = k->owned <= 11;
    int want_payload = p.payload && k->own[p.payload] < p.payload_copies &&
                       k->terminals < p.payload_copies;
    int curser_first = want_payload && p.payload == DC_WITCH && k->own[DC_WITCH] == 0;
    int want_village = p.village && k->terminals >= k->villages + 2;
    /* The Victory cards of Intrigue: a Duke over a Duchy once it is worth
     * more (a point per Duchy owned against 3 and a point per Duke); a
     * Harem (a Silver with 2 points) over a Gold, always (measured on
     * victory-dance, 4,000 games: 81.3 % without, 84.4 % from 6 gains to
     * the end, 88.4 % always); a Great Hall (a cantrip with a point) over a
     * Silver near the end (from 10 gains to the end it loses: 54.6 % on
     * Intrigue's kingdoms against 71.6 %). */
    const dom_state *s = k->s;
    int duchy = s->pile_of[DC_DUKE] && k->own[DC_DUCHY] > 3 + k->own[DC_DUKE] ? DC_DUKE
                                                                                : DC_DUCHY;
    int gold = s->pile_of[DC_HAREM] ? DC_HAREM : DC_GOLD;
    int silver = s->pile_of[DC_GREAT_HALL] && g <= 3 ? DC_GREAT_HALL : DC_SILVER;
    int list[] = {
        k->money > (p.draw ? 16 : 18) ? DC_PROVINCE : DC_NONE,
        g <= 4 ? duchy : DC_NONE,
        g <= 2 ? DC_ESTATE : DC_NONE,
        curser_first ? p.payload : DC_NONE,
        gold,
        g <= 6 ? duchy : DC_NONE,
        want_payload ? p.payload : DC_NONE,
        want_village ? p.village : DC_NONE,
        p.cantrip,
        opening && coins <= 2 && !k->own[DC_CHAPEL] ? p.trasher : DC_NONE,
        silver,
    };
    return first(k, coins, list, (int)(sizeof list / sizeof list[0]));
}

static int kingdom_play_value(const dom_seen *k, int kind)
{
    /* A Chapel with nothing worth trashing is skipped for the terminal
     * that draws or pays; the rest keeps the shared order. */
    return dom_default_play_value(k, kind);
}

const dom_strategy dom_strategy_kingdom = {"kingdom", kingdom_buy, kingdom_play_value};

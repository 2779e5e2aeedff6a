/* agents_magistrate.c — the Magistrat (rank 1): three warrants face down on
 * three different characters, one of them signed (DE16 "Magistrat"). When a
 * warranted character builds the first district of its turn that it pays
 * gold for, the Magistrat is asked — on every warrant, so the question tells
 * nobody which one is signed; only on the signed one may he confiscate.
 * Confiscated, the district goes into his city for free, the builder gets
 * his gold back and the build still counts against the builder's limit.
 * The rest of the build (tax, Glockenturm, Leuchtturm, completed city) waits
 * for his answer and then runs for the seat whose city got the district
 * (cit_build_effects), so the tax on a confiscated district is his. */
#include "citadels/engine.h"

/* Warrants go on characters other than his own (reading A6): any three of
 * the other ranks of the lineup. */
int cit_gen_warrants(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_active_char(s) != CIT_C_MAGISTRATE || !cit_ability_open(s) ||
        (s->turn_flags & CIT_TF_ABILITY))
        return n;
    /* Issue 13 (perf): the other ranks once, in rank order; then the signed
     * one (a), and every pair b < c of the others but a, in that order */
    int me = s->called_rank;
    uint8_t other[CIT_MAX_RANK];
    int no = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->cfg.lineup[r] && r != me)
            other[no++] = (uint8_t)r;
    for (int i = 0; i < no; i++)
        for (int j = 0; j < no; j++)
            for (int k = j + 1; k < no; k++)
                if (j != i && k != i) {
                    if (n < max)
                        out[n] = (game_action){.type = CIT_A_WARRANTS, .a = other[i],
                                               .b = other[j], .c = other[k]};
                    n++;
                }
    return n;
}

void cit_run_warrants(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    s->warrants = (uint16_t)((1u << a->a) | (1u << a->b) | (1u << a->c));
    s->signed_warrant = (uint8_t)a->a;
    int r[3] = {a->a, a->b, a->c};
    for (int i = 0; i < 3; i++) /* public order: by rank, the seal hidden */
        for (int j = i + 1; j < 3; j++)
            if (r[j] < r[i]) {
                int t = r[i];
                r[i] = r[j];
                r[j] = t;
            }
    cit_emit(ev, CIT_E_WARRANTS_PLACED, GAME_VIS_ALL, -1, s->active, r[0], r[1], r[2], 0);
}

/* RULE: DE16 "Magistrat": only the first district of the turn paid with gold
 * (Gerüst, Totenstadt and a Spelunke paid wholly in cards cost no gold and do
 * not trigger; the next paid one does). */
int cit_confiscation_asked(cit_state *s, int card, int gold)
{
    int r = s->called_rank;
    /* the warrant is spent once asked (decided() below), so a later paid
     * build of the same turn is never asked again */
    if (gold <= 0 || !r || !(s->warrants & (1u << r)))
        return 0;
    int mr = cit_rank_of_char(s, CIT_C_MAGISTRATE);
    int mag = mr ? cit_agent_seat(s, mr) : CIT_NO_SEAT;
    if (mag < 0)
        return 0;
    s->confiscation_card = (uint8_t)card;
    s->confiscation_gold = (uint8_t)gold;
    s->decision = CIT_DEC_CONFISCATE;
    s->dec_seat = (int8_t)mag;
    return 1;
}

/* RULE: DE16 "Magistrat — Hinweis": never a district whose name his city
 * already has (not even with a Steinbruch, DE16 "Steinbruch"). */
int cit_gen_confiscate(const cit_state *s, game_action *out, int n, int max)
{
    int card = s->confiscation_card;
    if (s->called_rank == s->signed_warrant &&
        !cit_city_has_kind(s, s->dec_seat, cit_kind(s, card)))
        CIT_PUSH(CIT_A_CONFISCATE, 0, 0);
    return n;
}

static void decided(cit_state *s)
{
    s->warrants &= (uint16_t) ~(1u << s->called_rank);
    s->decision = CIT_DEC_TURN;
    s->dec_seat = s->active;
}

/* RULE: DE16 "Magistrat": into his city for free; the builder gets back all
 * the gold he paid (DE16 "Spelunke": only the gold, not the cards). */
void cit_run_confiscate(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int victim = s->active, mag = s->dec_seat, card = s->confiscation_card;
    int gold = s->confiscation_gold;
    cit_city_remove(s, victim, card);
    cit_city_add(s, mag, card);
    cit_emit(ev, CIT_E_CONFISCATED, GAME_VIS_ALL, -1, mag, victim, card, gold, 0);
    cit_gain_gold(s, victim, gold, CIT_WHY_CONFISCATION, ev);
    /* RULE: DE16 "Alchemistin": the refund is of gold spent on building;
     * this gold came back already, so it is no longer spent */
    s->build_spent = (uint16_t)(s->build_spent > gold ? s->build_spent - gold : 0);
    decided(s);
    cit_build_effects(s, mag, card, ev);
}

int cit_gen_decline_confiscation(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_DECLINE_CONFISCATION, 0, 0);
    return n;
}

void cit_run_decline_confiscation(cit_state *s, const game_action *a,
                                  const game_event_sink *ev)
{
    int victim = s->active, card = s->confiscation_card;
    cit_emit(ev, CIT_E_CONFISCATION_DECLINED, GAME_VIS_ALL, -1, s->dec_seat, victim, 0, 0, 0);
    decided(s);
    cit_build_effects(s, victim, card, ev);
}

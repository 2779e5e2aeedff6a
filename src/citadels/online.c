/* online.c — what the online site's rules (citadels-online-variant-de.txt,
 * rule sets "online-classic" and "online-dark-city", cfg.online) add on top
 * of the classic and Dark City rules.
 *
 * - The fixed step order of a turn (ONLINE "Spielverlauf"): 1 effects on the
 *   character (murder, theft: automatic at the call), 2 the character's
 *   ability, 3 resources (2 gold or draw) and income, 4 the districts'
 *   abilities, 5 build. Every action of the turn belongs to one step
 *   (step_of); the turn remembers the latest step begun (3 bits of
 *   turn_flags) and an action of an earlier step is refused with
 *   "step_passed" (cit_online_step_allows is the gate legal.c and play.c
 *   ask for legal() and apply(), so the timer's random answer stays inside
 *   it too).
 *   Moving on is done by acting: the income closes step 2, a district's
 *   ability or a build closes step 3, end_turn closes them all — no extra
 *   action. A free benefit left unused (the income per district type, the
 *   Händler's gold, the Baumeister's cards) is still taken at the end of the
 *   turn (benefits.c, reading 26), as in every rule set.
 * - The Condottiere may attack a city at the target; a city brought below
 *   it loses its completion (cit_online_city_dropped).
 * - The scoring: all four colours (purple not needed) and no tie-break.
 * Readings O12-1 … in docs/citadels-rules.md, "Issue 12 — online readings". */
#include "citadels/engine.h"

#include <string.h>

/* The step of an action of the turn (the decisions income and turn). */
enum { STEP_ABILITY = 0, STEP_RESOURCES = 1, STEP_DISTRICTS = 2, STEP_BUILD = 3, STEP_END = 4 };

#define STEP_SHIFT 26
#define STEP_MASK (7u << STEP_SHIFT)

static int step_of(int type)
{
    switch (type) {
    case CIT_A_TAKE_GOLD:
    case CIT_A_DRAW_CARDS:
    case CIT_A_TYPE_INCOME:
    case CIT_A_MIXED_INCOME:
        return STEP_RESOURCES;
    /* ONLINE "Spielverlauf" 4: "Eigenschaften besonderer Bezirke, z. B.
     * Labor oder Schmiede" — the purple districts one uses in one's turn */
    case CIT_A_LAB_DISCARD:
    case CIT_A_SMITHY:
    case CIT_A_ARMORY:
    case CIT_A_MUSEUM_TUCK:
        return STEP_DISTRICTS;
    case CIT_A_BUILD:
    case CIT_A_FRAMEWORK:
    case CIT_A_NECROPOLIS:
    case CIT_A_CARDINAL_BUILD:
        return STEP_BUILD;
    case CIT_A_END_TURN:
        return STEP_END;
    default: /* every character ability, whoever's */
        return STEP_ABILITY;
    }
}

static int turn_step(const cit_state *s)
{
    return (int)((s->turn_flags & STEP_MASK) >> STEP_SHIFT);
}

static int gated(const cit_state *s)
{
    return s->cfg.online && (s->decision == CIT_DEC_INCOME || s->decision == CIT_DEC_TURN);
}

int cit_online_step(const cit_state *s)
{
    return s->cfg.online && s->phase == CIT_PHASE_ACTION ? turn_step(s) + 2 : 0;
}

int cit_online_step_allows(const cit_state *s, int type)
{
    if (!gated(s))
        return 1;
    int step = step_of(type);
    if (step == STEP_END)
        return 1;
    /* steps 4 and 5 come after the resources, which nobody skips */
    if (step >= STEP_DISTRICTS && !(s->turn_flags & CIT_TF_INCOME))
        return 0;
    return step >= turn_step(s);
}

int cit_online_step_refusal(const cit_state *s, const game_action *a, game_err *e)
{
    if (!gated(s) || cit_online_step_allows(s, a->type))
        return 0;
    static const char *const names[] = {"the character's ability", "resources and income",
                                        "the districts' abilities", "building"};
    int step = step_of(a->type);
    if (step >= STEP_DISTRICTS && !(s->turn_flags & CIT_TF_INCOME))
        cit_fail(e, CIT_ERR_INCOME_FIRST, "take your resources first (2 gold or draw cards)");
    else
        cit_fail(e, CIT_ERR_STEP_PASSED,
                 "the step \"%s\" is over: this turn is at \"%s\" (the online rules' fixed order)",
                 names[step], names[turn_step(s)]);
    return 1;
}

void cit_online_before(cit_state *s, int type, const game_event_sink *ev)
{
    (void)ev;
    if (!gated(s))
        return;
    int step = step_of(type);
    if (step <= turn_step(s))
        return;
    if (step > STEP_BUILD)
        step = STEP_BUILD;
    s->turn_flags = (s->turn_flags & ~STEP_MASK) | ((uint32_t)step << STEP_SHIFT);
}

/* ---- the end of the game (ONLINE "Spielende") ---- */

int cit_online_attack_complete(const cit_state *s)
{
    return s->cfg.online;
}

/* The order in which cities reached the target (1 = first), kept so that
 * the first of the cities still at the target has the 4 points when an
 * earlier one was brought back below it (reading O12-6). */
void cit_online_reached(cit_state *s, int seat)
{
    if (!s->cfg.online || s->online_reached[seat])
        return;
    int last = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (s->online_reached[p] > last)
            last = s->online_reached[p];
    s->online_reached[seat] = (uint8_t)(last + 1);
}

/* After a district left `seat`'s city: below the target now, the city no
 * longer counts as having reached it — neither for the end of the game nor
 * for the 4 or 2 points. If it was the first, the first of the cities still
 * at the target takes its place (a city whose order is unknown — a position
 * set up so — counts after the known ones); with none, nobody ends the game
 * until a city reaches the target again. */
void cit_online_city_dropped(cit_state *s, int seat)
{
    unsigned bit = 1u << seat;
    if (!s->cfg.online || cit_city_complete(s, seat) ||
        (s->first_complete != seat && !(s->complete_told & bit)))
        return;
    s->online_reached[seat] = 0;
    s->complete_told &= (uint8_t)~bit;
    if (s->first_complete == seat) {
        int first = CIT_NO_SEAT;
        for (int p = 0; p < s->cfg.nplayers; p++) {
            if (!cit_city_complete(s, p))
                continue;
            int r = s->online_reached[p] ? s->online_reached[p] : 255;
            int best = first < 0 ? 256 : s->online_reached[first] ? s->online_reached[first] : 255;
            if (r < best)
                first = p;
        }
        s->first_complete = (int8_t)first;
    }
    s->ending = s->first_complete >= 0;
}

/* ---- scoring (ONLINE "Spielende") ---- */

unsigned cit_online_types_needed(const cit_state *s, unsigned all)
{
    /* "3 Punkte für denjenigen, der alle Bezirkstypen gebaut hat
     * (Bonusbezirke nicht inbegriffen)" */
    return s->cfg.online ? all & ~(1u << CIT_UNIQUE) : all;
}

/* "Es kann nur einen Sieger geben, jedoch ist auch ein Unentschieden
 * möglich": places by points alone; equal points share the place, and a
 * shared first place has no winner (-1). */
void cit_online_outcome(const cit_state *s, game_outcome *o)
{
    memset(o, 0, sizeof *o);
    int n = s->cfg.nplayers;
    o->nseats = n;
    o->finished = s->phase == CIT_PHASE_OVER;
    for (int p = 0; p < n; p++) {
        cit_score sc;
        cit_score_seat(s, p, &sc);
        o->score[p] = sc.total;
    }
    int firsts = 0;
    o->winner = -1;
    for (int p = 0; p < n; p++) {
        int better = 0;
        for (int q = 0; q < n; q++)
            better += o->score[q] > o->score[p];
        o->place[p] = better + 1;
        if (!better) {
            firsts++;
            o->winner = p;
        }
    }
    if (firsts != 1)
        o->winner = -1;
}

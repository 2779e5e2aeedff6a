/* deal.c — the deal selection of the online variant (config "selection":
 * "deal"), an alternative to the 2016 draft of select.c.
 *
 * RULE: ONLINE "Spielverlauf": "Zu Beginn jeder Runde, wenn die Krone einen
 * Besitzer hat, wählt dieser einen Charakter für die aktuelle Runde.
 * Anschließend werden die verbleibenden Charaktere zufällig an die Spieler
 * verteilt." ONLINE "Spielvorbereitung": the room sets how many characters
 * each player gets (characters_per_player); ONLINE "Spielstart": at the start
 * nobody holds the crown (first_crown -1).
 *
 * The round's script is one pick by the crown holder (from the whole lineup),
 * if there is one, then one automatic deal step. The cards are dealt in the
 * order of the character pile that select.c shuffled with the state's RNG at
 * the start of the round (or that a scenario fixed with character_order),
 * skipping the one the crown holder took: a uniformly random deal, since the
 * pick cannot see that order. Characters nobody gets stay face down, seen by
 * nobody. */
#include "citadels/engine.h"

/* Called by select.c with the shuffled pile in char_deck (top = last). */
void cit_deal_script(cit_state *s)
{
    s->sel_steps[s->nsel_steps][0] = CIT_SEL_PICK;
    s->sel_steps[s->nsel_steps][1] = (uint8_t)(s->crown >= 0 ? s->crown : 0);
    s->nsel_steps += s->crown >= 0;
    s->sel_steps[s->nsel_steps][0] = CIT_SEL_DEAL;
    s->sel_steps[s->nsel_steps][1] = (uint8_t)(s->crown >= 0 ? s->crown : 0);
    s->nsel_steps++;
}

/* Deals one card at a time around the table, starting left of the crown
 * (seat 0 without one), until every seat holds characters_per_player; the
 * crown holder already holds his pick. */
void cit_deal_rest(cit_state *s, const game_event_sink *ev)
{
    int n = s->cfg.nplayers, per_seat = cit_chars_per_player(&s->cfg);
    int first = s->crown >= 0 ? (s->crown + 1) % n : 0;
    for (int round = 0; round < per_seat; round++) {
        for (int i = 0; i < n; i++) {
            int seat = (first + i) % n;
            cit_player *p = &s->players[seat];
            if (p->nchars >= per_seat)
                continue;
            int rank = 0;
            while (s->nchar_deck && !rank) {
                int r = s->char_deck[--s->nchar_deck];
                if (s->pile & (1u << r))
                    rank = r;
            }
            if (!rank) /* validation guarantees enough characters */
                return;
            s->holder[rank] = (int8_t)seat;
            p->chars[p->nchars++] = (uint8_t)rank;
            s->pile &= (uint16_t) ~(1u << rank);
            cit_emit(ev, CIT_E_DEALT, GAME_VIS_ALL, -1, seat, 0, 0, 0, 0);
            cit_emit(ev, CIT_E_DEALT, GAME_VIS_SEAT, seat, seat, rank, 0, 0, 0);
        }
    }
    /* The unused characters: face down, known to nobody. */
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (!(s->pile & (1u << r)))
            continue;
        s->rank_flags[r] |= CIT_RF_FACEDOWN;
        s->discarded_by[r] = -1;
        cit_emit(ev, CIT_E_FACEDOWN_DISCARD, GAME_VIS_ALL, -1, -1, 0, 0, 0, 0);
    }
    s->pile = 0;
    s->nchar_deck = 0;
}

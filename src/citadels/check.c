/* check.c — the invariants of a Citadels state. Tests call cit_check after
 * every action of every random game; a failure names the broken invariant.
 *
 * - conservation: every card instance is in exactly one zone;
 * - no negative gold, zone sizes within bounds;
 * - characters: each rank is held by at most one seat, matching the players'
 *   lists; face-up and face-down discards are never held;
 * - the pending decision belongs to a valid seat, consistent with the phase;
 * - the memory of seen cards (issue 13, memory.h) where it is certain. */
#include "citadels/engine.h"

#include <string.h>

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        cit_fail(e, CIT_ERR_INVARIANT, __VA_ARGS__);                                               \
        return -1;                                                                                 \
    } while (0)

int cit_check(const cit_state *s, game_err *e)
{
    int n = s->cfg.nplayers;
    uint8_t seen[CIT_MAX_CARDS];
    memset(seen, 0, sizeof seen);
    int total = s->deck_len + s->naside;

    if (s->ncards > CIT_MAX_CARDS || s->deck_len > s->ncards)
        FAIL("card counts out of range");
    for (int i = 0; i < s->deck_len; i++) {
        int c = s->deck[(s->deck_head + i) & CIT_DECK_MASK];
        if (c >= s->ncards || seen[c]++)
            FAIL("deck card %d invalid or duplicated", c);
    }
    for (int i = 0; i < s->naside; i++) {
        int c = s->aside[i];
        if (c >= s->ncards || seen[c]++)
            FAIL("aside card %d invalid or duplicated", c);
    }
    /* issue 11: districts — the cards under the Museum, only while it stands */
    total += s->nmuseum;
    for (int i = 0; i < s->nmuseum; i++) {
        int c = s->museum_under[i];
        if (c >= s->ncards || seen[c]++)
            FAIL("museum card %d invalid or duplicated", c);
    }
    /* issue 12: the classic open discard pile (empty under the 2016 rules) */
    total += s->ndiscard;
    if (s->ndiscard && !cit_classic(s))
        FAIL("%d cards on a discard pile the 2016 rules do not have", s->ndiscard);
    for (int i = 0; i < s->ndiscard; i++) {
        int c = s->discard[i];
        if (c >= s->ncards || seen[c]++)
            FAIL("discarded card %d invalid or duplicated", c);
    }
    /* --- issue 12: action cards (cards laid out in front of a player) --- */
    for (int i = 0; i < 3; i++) {
        if (!s->booth_seat1[i])
            continue;
        int c = s->booth_card[i];
        total++;
        if (s->booth_seat1[i] > n || c >= s->ncards || seen[c]++ ||
            s->card_kind[c] != CIT_D_TICKET_BOOTH)
            FAIL("laid Kassenwagen %d invalid or duplicated", c);
    }
    if (s->rasputin_seat1) {
        int c = s->rasputin_card;
        total++;
        if (s->rasputin_seat1 > n || c >= s->ncards || seen[c]++ ||
            s->card_kind[c] != CIT_D_RASPUTIN)
            FAIL("laid Rasputin %d invalid or duplicated", c);
    }
    for (int p = 0; p < n; p++) {
        const cit_player *pl = &s->players[p];
        total += pl->nhand + pl->ncity;
        if (pl->gold < 0)
            FAIL("seat %d has negative gold", p);
        /* issue 13: the cache of the district kinds in the city (state.h) */
        uint64_t kinds = 0;
        for (int i = 0; i < pl->ncity; i++)
            if (pl->city[i] < s->ncards)
                kinds |= 1ull << s->card_kind[pl->city[i]];
        for (int t = 0; t < CIT_TYPE_COUNT; t++) {
            int count = 0;
            for (int i = 0; i < pl->ncity; i++)
                count += pl->city[i] < s->ncards && cit_def(s, pl->city[i])->type == t;
            if (count != s->city_types[p][t])
                FAIL("the cached count of type %d in seat %d's city is %d, the city has %d", t, p,
                     s->city_types[p][t], count);
        }
        if (kinds != s->city_kinds[p])
            FAIL("the cached district kinds of seat %d's city are %#llx, the city has %#llx", p,
                 (unsigned long long)s->city_kinds[p], (unsigned long long)kinds);
        for (int i = 0; i < pl->nhand; i++)
            if (pl->hand[i] >= s->ncards || seen[pl->hand[i]]++)
                FAIL("hand card %d of seat %d invalid or duplicated", pl->hand[i], p);
        for (int i = 0; i < pl->ncity; i++)
            if (pl->city[i] >= s->ncards || seen[pl->city[i]]++)
                FAIL("city card %d of seat %d invalid or duplicated", pl->city[i], p);
    }
    {
        int museum_stands = 0;
        for (int p = 0; p < n; p++)
            museum_stands |= cit_city_has_kind(s, p, CIT_D_MUSEUM);
        if (s->nmuseum && !museum_stands)
            FAIL("%d cards under a Museum that stands in no city", s->nmuseum);
    }
    if (total != s->ncards)
        FAIL("%d cards in zones, %d instances", total, s->ncards);
    uint64_t game_kinds = 0;
    for (int c = 0; c < s->ncards; c++)
        game_kinds |= 1ull << (s->card_kind[c] & 63);
    if (game_kinds != s->game_kinds) /* issue 13: the cache legal() gates on */
        FAIL("the cached district kinds of the game are %#llx, its cards have %#llx",
             (unsigned long long)s->game_kinds, (unsigned long long)game_kinds);
    {
        cit_state live = {.game_kinds = s->game_kinds};
        cit_live_types_fill(&live);
        if (memcmp(live.live_types, s->live_types, sizeof live.live_types))
            FAIL("the cached live action types do not match the game's cards");
    }
    if (s->lineup_ranks & ~(((1u << CIT_MAX_RANK) - 1) << 1))
        FAIL("the cached lineup mask has bits outside ranks 1..%d", CIT_MAX_RANK);
    if (s->rank_role[0] != CIT_C_NONE) /* cit_active_char reads it outside a turn */
        FAIL("the cached role of rank 0 is %d", s->rank_role[0]);
    if (s->cfg.lineup[0] != CIT_C_NONE) /* cit_active_card reads it outside a turn */
        FAIL("the lineup has card %d at rank 0", s->cfg.lineup[0]);
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        int role = cit_character_role(s->cfg.lineup[r]);
        if (s->rank_role[r] != role || (role && cit_rank_of_char(s, role) > r) ||
            (role && cit_role_at(s, cit_rank_of_char(s, role)) != role))
            FAIL("the cached role of rank %d is %d, its card plays as %d", r, s->rank_role[r], role);
        if (((s->lineup_ranks >> r) & 1u) != (s->cfg.lineup[r] != 0))
            FAIL("the cached lineup mask says rank %d is %s", r,
                 s->cfg.lineup[r] ? "missing" : "present");
    }
    for (int c = 0; c < s->ncards; c++) {
        if (!seen[c])
            FAIL("card %d is in no zone", c);
        if (s->card_kind[c] == 0 || s->card_kind[c] >= CIT_D_COUNT)
            FAIL("card %d has no kind", c);
    }
    /* issue 13: the memory of seen cards (memory.h): no seat outside the
     * game, no card outside it; a hand's owner knows its cards, and every
     * seat the cities and the open pile. */
    uint8_t all = (uint8_t)((1u << n) - 1);
    for (int c = 0; c < CIT_MAX_CARDS; c++)
        if (s->seen_by[c] & ~(c < s->ncards ? all : 0))
            FAIL("card %d is remembered by seats %#x, not of this game", c, s->seen_by[c]);
    for (int p = 0; p < n; p++) {
        const cit_player *pl = &s->players[p];
        for (int i = 0; i < pl->nhand; i++)
            if (!(s->seen_by[pl->hand[i]] & (1u << p)))
                FAIL("seat %d does not remember its hand card %d", p, pl->hand[i]);
        for (int i = 0; i < pl->ncity; i++)
            if (s->seen_by[pl->city[i]] != all)
                FAIL("city card %d of seat %d is not known to all", pl->city[i], p);
    }
    for (int i = 0; i < s->ndiscard; i++)
        if (s->seen_by[s->discard[i]] != all)
            FAIL("card %d on the open pile is not known to all", s->discard[i]);
    for (int c = 0; c < s->ncards; c++) {
        if (!cit_is_beautified(s, c))
            continue;
        int in_city = 0;
        for (int p = 0; p < n && !in_city; p++)
            in_city = cit_city_find(s, p, c) >= 0;
        if (!in_city)
            FAIL("beautified card %d is not in a city", c);
    }

    /* characters */
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        int h = s->holder[r];
        if (h >= n || h < -1)
            FAIL("rank %d held by invalid seat %d", r, h);
        if (h >= 0 && (s->rank_flags[r] & (CIT_RF_FACEUP | CIT_RF_FACEDOWN)))
            FAIL("rank %d is both held and discarded", r);
        if (h >= 0 && !s->cfg.lineup[r])
            FAIL("rank %d is held but not in the lineup", r);
        if (h >= 0) {
            const cit_player *pl = &s->players[h];
            int found = 0;
            for (int i = 0; i < pl->nchars; i++)
                found |= pl->chars[i] == r;
            if (!found)
                FAIL("rank %d held by seat %d who does not list it", r, h);
        }
    }
    int per_seat = cit_chars_per_player(&s->cfg);
    for (int p = 0; p < n; p++) {
        const cit_player *pl = &s->players[p];
        if (pl->nchars > per_seat)
            FAIL("seat %d holds %d characters", p, pl->nchars);
        for (int i = 0; i < pl->nchars; i++)
            if (s->holder[pl->chars[i]] != p)
                FAIL("seat %d lists rank %d it does not hold", p, pl->chars[i]);
        if (s->phase == CIT_PHASE_ACTION && pl->nchars != per_seat)
            FAIL("seat %d has %d characters in the action phase", p, pl->nchars);
    }

    /* decision */
    /* Only the deal selection may start with nobody holding the crown. */
    if (s->crown >= n || s->crown < (s->cfg.selection == CIT_SELECTION_DEAL ? -1 : 0))
        FAIL("crown at invalid seat %d", s->crown);
    if (s->phase == CIT_PHASE_OVER) {
        if (s->decision != CIT_DEC_GAME_OVER || s->dec_seat != CIT_NO_SEAT)
            FAIL("finished game with a pending decision");
    } else {
        if (s->dec_seat < 0 || s->dec_seat >= n)
            FAIL("pending decision at invalid seat %d", s->dec_seat);
        int selecting = s->decision == CIT_DEC_PICK_CHARACTER ||
                        s->decision == CIT_DEC_DISCARD_CHARACTER;
        if (selecting != (s->phase == CIT_PHASE_SELECTION))
            FAIL("decision %d does not fit phase %d", s->decision, s->phase);
        /* --- issue 11: agents: the Magistrat and the Erpresserin decide in
         * another's turn; the Hexe plays the bewitched character's --- */
        int other_decides = s->decision == CIT_DEC_CONFISCATE ||
                            s->decision == CIT_DEC_REVEAL_THREAT ||
                            /* a confiscated Leuchtturm or Glockenturm: the
                             * Magistrat, its new owner, decides */
                            s->decision == CIT_DEC_LIGHTHOUSE ||
                            s->decision == CIT_DEC_BELL_TOWER;
        int witch = s->witch_turn && s->bewitched == s->called_rank;
        /* issue 11: districts — the Theater decides before any rank is
         * called; the Friedhof's owner decides in another player's turn */
        if (s->phase == CIT_PHASE_ACTION && s->decision == CIT_DEC_THEATER) {
            if (s->called_rank != 0 || s->active != CIT_NO_SEAT)
                FAIL("the Theater decides only when the selection has ended");
        } else if (s->phase == CIT_PHASE_ACTION && s->decision == CIT_DEC_GRAVEYARD) {
            if (s->naside != 1 || (!witch && s->holder[s->called_rank] != s->active))
                FAIL("the Friedhof decides on one destroyed card in a turn");
        } else if (s->phase == CIT_PHASE_ACTION &&
                   (s->decision == CIT_DEC_ACROBAT || s->decision == CIT_DEC_RASPUTIN)) {
            /* --- issue 12: action cards: answered at a rank's call, before
             * its turn (action_cards_out.c) --- */
            if (s->active != CIT_NO_SEAT || !s->called_rank)
                FAIL("the Akrobatin and Rasputin answer a call before any turn");
            if (s->decision == CIT_DEC_RASPUTIN && s->holder[s->called_rank] != s->dec_seat)
                FAIL("Rasputin is asked of the called rank's holder");
        } else if (s->phase == CIT_PHASE_ACTION) {
            /* issue 12: action cards — the Kassenwagen's owner cashes in
             * in the payer's turn */
            other_decides |= s->decision == CIT_DEC_TICKET_CASH;
            if ((!other_decides && s->active != s->dec_seat) ||
                (!witch && s->holder[s->called_rank] != s->active))
                FAIL("the active seat does not hold the called rank");
        }
        if (s->naside && s->decision != CIT_DEC_KEEP_CARD &&
            s->decision != CIT_DEC_MAGIC_DISCARD && s->decision != CIT_DEC_DEN_PAYMENT &&
            s->decision != CIT_DEC_SCHOLAR_KEEP /* issue 11: court (the Gelehrte's 7) */ &&
            s->decision != CIT_DEC_GRAVEYARD /* issue 11: districts */ &&
            s->decision != CIT_DEC_TICKET_KEEP /* issue 12: action cards */)
            FAIL("cards aside outside a multi-step decision");
    }
    return 0;
}

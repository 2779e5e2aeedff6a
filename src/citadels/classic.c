/* classic.c — where the classic 2000 rules ("Ohne Furcht und Adel", OFuA)
 * differ from the 2016 texts the engine plays by default. Each difference is
 * one small query here; the shared file that needs it calls it from one
 * marked line (`issue 12: classic`). Everything else the classic cards do is
 * the 2016 role's hook unchanged (the Meuchler kills as the Assassine, the
 * Dieb's targets are the Dieb's, …): the scenarios classic-*.json show both.
 * The queries ask cit_classic(s), so Dark City ("Spielablauf und Spielziel
 * bleiben genau wie im Grundspiel") plays by them too. Readings C12-n:
 * docs/citadels-rules.md, "Issue 12 — classic readings". */
#include "citadels/engine.h"

/* RULE: OFuA "Spielende & Sieger": the game ends after the round in which a
 * player has 8 districts, with any number of players. 0: not classic. */
int cit_classic_city_target(const cit_state *s)
{
    return cit_classic(s) ? 8 : 0;
}

/* RULE: OFuA is silent on districts of the same name; the DdL "Steinbruch"
 * (a discount per identical district already built) presupposes them
 * (reading C12-3): under the classic rules a city may hold duplicates. */
int cit_classic_allows_duplicates(const cit_state *s)
{
    return cit_classic(s);
}

/* RULE: OFuA "Söldner": "eine Bauwerkarte eines Mitspielers" — never his
 * own city (2016: his own too). */
int cit_classic_may_destroy_in(const cit_state *s, int victim)
{
    return !cit_classic(s) || victim != s->active;
}

/* RULE: the classic Laboratorium (citadels-cards.md §6.1): a discarded hand
 * card gives 1 gold (2016: 2). */
int cit_classic_laboratory_gold(const cit_state *s)
{
    return cit_classic(s) ? 1 : 2;
}

/* RULE: OFuA "Ablauf einer Runde": "Nach dem Aufdecken sieht sich der König
 * die oberste Charakterkarte an und legt sie verdeckt in die Tischmitte"
 * (and the same for 2 and 3 players): the crown holder has seen the card he
 * lays face down; 2016 draws it unseen (-1). */
int cit_classic_facedown_seen_by(const cit_state *s)
{
    return cit_classic(s) ? s->crown : -1;
}

/* RULE: OFuA "Änderungen für 2 und 3 Spieler": with 3 players the 8
 * characters go round twice with no card discarded at random (2016: 9
 * characters, C discards one of 5 at random). */
int cit_classic_random_discard(const cit_state *s)
{
    return !cit_classic(s);
}

/* RULE: OFuA "Spielende & Sieger": "Bei Gleichstand gewinnt der Spieler, der
 * die meisten Punkte allein mit seinen Bauwerkarten sammeln kann" — the
 * cards' own points (their value; the Drachenhort's and the Universität's 8),
 * no bonus (reading C12-6). Under 2016 the highest rank revealed in the
 * last round. */
int cit_classic_tiebreak(const cit_state *s, int seat, const cit_score *sc)
{
    return cit_classic(s) ? sc->districts : s->last_round_top_rank[seat];
}

/* ---- Geisterstadt (citadels-cards.md §6.1) ----
 * RULE: the classic card: for the five-colour bonus it counts as a colour of
 * its owner's choice — not if he built it in the last round (2016: always).
 * A game has one Geisterstadt, so one round number is enough; reading
 * C12-7: "the last round" is the round the game ends with, and the live
 * score knows it once a city of 8 has ended the game (s->ending). */
void cit_classic_built(cit_state *s, int card)
{
    if (cit_classic(s) && cit_kind(s, card) == CIT_D_HAUNTED_QUARTER)
        s->haunted_round = s->round;
}

int cit_classic_haunted_fixed(const cit_state *s)
{
    return cit_classic(s) && s->haunted_round && s->haunted_round == s->round &&
           (s->ending || s->phase == CIT_PHASE_OVER);
}

/* RULE: OFuA "Ablauf einer Runde" (Sonderfall bei 7 Spielern): the card the
 * King looked at and laid face down is the one the last player adds to his
 * single card. While it lies in the middle the King alone knows it: his
 * view marks it face down (view.c) and his log names it (the private copy
 * of the face-down event; the public copy says a card was laid). Once the
 * last player has taken it up it is no longer shown (reading C12-8). */
void cit_classic_setaside_seen(cit_state *s, int rank, const game_event_sink *ev)
{
    int king = cit_classic_facedown_seen_by(s);
    if (king < 0)
        return;
    s->discarded_by[rank] = (int8_t)king;
    cit_emit(ev, CIT_E_FACEDOWN_DISCARD, GAME_VIS_ALL, -1, king, 0, 0, 0, 0);
    cit_emit(ev, CIT_E_FACEDOWN_DISCARD, GAME_VIS_SEAT, king, king, rank, 0, 0, 0);
}

int cit_classic_sees_setaside(const cit_state *s, int rank, int me)
{
    return cit_classic(s) && me >= 0 && s->setaside == rank && s->discarded_by[rank] == me;
}

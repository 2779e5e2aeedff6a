/* citadels_targets.c — whom the heuristic bot's abilities that name a
 * character hit (Assassin's kill, Witch's spell, Thief's theft, the
 * Blackmailer's threats, the Magistrate's warrants).
 *
 * A rank the seat knows to be out of the round — no card, face up,
 * already killed, already played or revealed, its own, or out by what the
 * seat saw at its picks (citadels_holders.c: the card the last picker
 * passed on, a rank no free place can hold) — is never worth it: the
 * ability would be wasted. Otherwise the rank is worth, for each seat that
 * may hold it, the chance that it does times what the ability does to that
 * seat: what the role usually gains in a turn (one row per 2016 role, a
 * default for the others, plus the per-type income the best other city
 * would draw) and, for a kill, how much of a threat the holder is (leads,
 * nearly complete, rich: ch_threat), for a theft, its purse when r is
 * called (with the income its other characters take before). So the
 * Assassin names the character the leader likely took, the Thief the one
 * of the richest purse.
 *
 * Layering: includes citadels/state.h, cards.h and engine.h read-only (the
 * one exception, for the bot's Citadels files; citadels_heur.h says what
 * they may read: only what the deciding seat may know).
 */
#include "bots/citadels_heur.h"

typedef struct target_row {
    uint8_t role;
    float kill, steal;
} target_row;

static const target_row rows[] = {
    {CIT_C_THIEF, 1.6f, 0},
    {CIT_C_MAGICIAN, 1.5f, 1.2f},
    {CIT_C_KING, 2.4f, 2.0f},
    {CIT_C_BISHOP, 1.8f, 1.8f},
    {CIT_C_MERCHANT, 2.4f, 2.6f},
    {CIT_C_ARCHITECT, 2.8f, 2.2f},
    {CIT_C_WARLORD, 2.3f, 2.0f},
    {CIT_C_ARTIST, 1.4f, 1.6f},
    {CIT_C_NAVIGATOR, 1.6f, 1.8f},
    {CIT_C_ALCHEMIST, 1.8f, 2.2f},
    {CIT_C_TRADER, 2.2f, 2.4f},
    {CIT_C_SCHOLAR, 2.0f, 1.6f},
    {CIT_C_EMPEROR, 2.0f, 2.0f},
    {CIT_C_QUEEN, 1.6f, 2.0f},
};
#define DEFAULT_KILL 1.8f
#define DEFAULT_STEAL 1.7f

/* The most districts of `type` in any other city: what that character's
 * income would pay its likeliest holder. */
static int best_other_type_count(const cit_state *s, int me, int type)
{
    int best = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != me) {
            int c = cit_type_count(s, p, type);
            if (c > best)
                best = c;
        }
    return best;
}

static float role_value(const cit_state *s, int me, int r, int steal)
{
    int ch = cit_char_at(s, r);
    int role = cit_character_role(ch);
    float v = steal ? DEFAULT_STEAL : DEFAULT_KILL;
    for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].role == role) {
            v = steal ? rows[i].steal : rows[i].kill;
            break;
        }
    int type = cit_characters[ch].income_type;
    if (type != CIT_TYPE_NONE)
        v += (steal ? 0.3f : 0.4f) * (float)best_other_type_count(s, me, type);
    return v;
}

/* Below this chance that anybody holds it, a rank counts as out. */
#define HELD_MIN 0.02f
/* A kill: per point of the holder's threat (ch_threat, about 1 for an
 * average player, 2 and more for a leader near completion). */
#define KILL_THREAT 1.5f

float ch_role_target_value(const cit_state *s, int me, int r, int steal)
{
    if (ch_rank_known_out(s, me, r) || (steal && r == s->killed_rank))
        return CH_NEVER;
    return role_value(s, me, r, steal);
}

/* The purse seat p likely has when rank r is called — the theft takes it
 * then, not now: its gold and, where a seat holds more than one character
 * (2 and 3 players), the income of its other likely characters called
 * before r (2 gold, and a coin a district of their income type). With one
 * character a seat (4 and more players) its purse waits untouched. */
static float purse_at_call(const cit_state *s, int me, int p, int r, const ch_holders *h)
{
    float g = (float)s->players[p].gold;
    if (cit_chars_per_player(&s->cfg) < 2)
        return g;
    for (int q = s->called_rank + 1; q < r; q++) {
        if (ch_rank_known_out(s, me, q) || h->p[q][p] <= 0)
            continue;
        int type = cit_characters[cit_char_at(s, q)].income_type;
        float income = 2.0f;
        if (type != CIT_TYPE_NONE)
            income += (float)cit_type_count(s, p, type);
        g += h->p[q][p] * income;
    }
    return g;
}

/* What the ability does to seat p if it holds rank r. */
static float on_holder(const cit_state *s, int me, int r, int p, float role, int steal,
                       const ch_holders *h)
{
    if (!steal)
        return role + KILL_THREAT * ch_threat(s, p, me);
    float g = purse_at_call(s, me, p, r, h);
    return 0.6f * role + 0.45f * (g < 10 ? g : 10) + 0.4f * ch_threat(s, p, me);
}

/* Σ over the seats that may hold r of its chance times the harm. */
static float by_holder(const cit_state *s, int me, int r, int steal, const ch_holders *h)
{
    float role = ch_role_target_value(s, me, r, steal);
    if (role <= CH_NEVER || h->held[r] < HELD_MIN)
        return CH_NEVER;
    float v = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != me && h->p[r][p] > 0)
            v += h->p[r][p] * on_holder(s, me, r, p, role, steal, h);
    return v;
}

float ch_kill_value(const cit_state *s, int me, int r)
{
    ch_holders h;
    ch_holders_guess(s, me, &h);
    return by_holder(s, me, r, 0, &h);
}

float ch_steal_value(const cit_state *s, int me, int r)
{
    ch_holders h;
    ch_holders_guess(s, me, &h);
    return by_holder(s, me, r, 1, &h);
}

/* A token (the Blackmailer's threat, the Magistrate's warrant) on a rank
 * known to be out of the round is wasted: it counts against the choice. */
static float token(const cit_state *s, int me, int r, int steal, const ch_holders *h)
{
    float v = by_holder(s, me, r, steal, h);
    return v <= CH_NEVER ? -2.0f : v;
}

float ch_threaten_value(const cit_state *s, int me, int rose, int other)
{
    ch_holders h;
    ch_holders_guess(s, me, &h);
    return 0.6f * token(s, me, rose, 1, &h) + 0.4f * token(s, me, other, 1, &h);
}

float ch_warrants_value(const cit_state *s, int me, int signed_rank, int b, int c)
{
    ch_holders h;
    ch_holders_guess(s, me, &h);
    return 0.6f * token(s, me, signed_rank, 0, &h) +
           0.2f * (token(s, me, b, 0, &h) + token(s, me, c, 0, &h));
}

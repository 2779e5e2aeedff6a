/* citadels_targets.c — whom the heuristic bot's abilities that name a
 * character hit (Assassin's kill, Witch's spell, Thief's theft).
 *
 * A rank the seat knows to be out of the round — no card, face up,
 * already killed, already played or revealed, or its own — is never worth
 * it (the ability would be wasted). Otherwise the holder is unknown (in the
 * determinization it is a sample, never a fact), so a rank is worth what
 * its role usually gains in a turn: one row per 2016 role with a default
 * for roles without a row, plus the per-type income the best-placed other
 * city would draw from that character. */
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

float ch_kill_value(const cit_state *s, int me, int r)
{
    if (ch_rank_known_out(s, me, r))
        return CH_NEVER;
    return role_value(s, me, r, 0);
}

float ch_steal_value(const cit_state *s, int me, int r)
{
    if (ch_rank_known_out(s, me, r) || r == s->killed_rank)
        return CH_NEVER;
    return role_value(s, me, r, 1);
}

/* A token (the Blackmailer's threat, the Magistrate's warrant) on a rank
 * known to be out of the round is wasted: it counts against the choice. */
static float token(const cit_state *s, int me, int r, int steal)
{
    if (ch_rank_known_out(s, me, r))
        return -2.0f;
    return role_value(s, me, r, steal);
}

float ch_threaten_value(const cit_state *s, int me, int rose, int other)
{
    return 0.6f * token(s, me, rose, 1) + 0.4f * token(s, me, other, 1);
}

float ch_warrants_value(const cit_state *s, int me, int signed_rank, int b, int c)
{
    return 0.6f * token(s, me, signed_rank, 0) + 0.2f * (token(s, me, b, 0) + token(s, me, c, 0));
}

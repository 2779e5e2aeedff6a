/* setup.c — configuration defaults and validation, and dealing a new game.
 * RULE: DE16 "Dein erstes Spiel", "Gesamter Aufbau", "Das Spiel mit 9
 * Charakteren", "Änderungen bei 2/3 Spielern", "Das Spiel mit 8 Spielern";
 * ONLINE "Spielvorbereitung", "Spielstart" (characters per player, no crown). */
#include "citadels/engine.h"

#include <string.h>

void cit_config_default(cit_config *c, int nplayers)
{
    memset(c, 0, sizeof *c);
    c->nplayers = (uint8_t)nplayers;
    /* The first game: 8 characters, the Künstlerin as rank 9 where the
     * rules need one (3 and 8 players), and its 14 uniques (lineups.c). */
    c->preset = CIT_PRESET_FIRST_GAME;
    cit_preset_apply(c);
    c->starting_gold = 2;
    c->starting_cards = 4;
    c->first_crown = 0;
}

/* RULE: DE16 "Änderungen bei 2/3 Spielern": two characters each with 2–3
 * players, one otherwise. ONLINE "Spielvorbereitung": with the deal selection
 * the room may set another number. */
int cit_chars_per_player(const cit_config *c)
{
    if (c->characters_per_player)
        return c->characters_per_player;
    return c->nplayers <= 3 ? 2 : 1;
}

int cit_config_validate(const cit_config *c, game_err *e)
{
    if (c->nplayers < CIT_MIN_SEATS || c->nplayers > CIT_MAX_SEATS) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "players must be 2 to 8, not %d", c->nplayers);
        return -1;
    }
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        int ch = c->lineup[r];
        if (!ch) {
            if (r <= 8) {
                cit_config_refuse(e, "missing_rank", "", r,
                                  "the lineup has no character of rank %d", r);
                return -1;
            }
            continue;
        }
        if (ch >= CIT_C_COUNT || cit_characters[ch].rank != r) {
            cit_fail(e, CIT_ERR_BAD_CONFIG, "character %d does not have rank %d", ch, r);
            return -1;
        }
    }
    /* Issue 12: the rule set's own checks (rulesets.c) first: a card of
     * another box is the clearest reason. */
    int y2016 = c->rules == CIT_RULES_2016;
    if (cit_ruleset_validate(c, e) < 0)
        return -1;
    /* RULE: DE16 "Änderungen bei 2 Spielern" (no Kaiser) and the Königin's
     * "nur ab 5 Spielern"; issue 11: only cards the engine plays. */
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        const cit_character_def *d = &cit_characters[c->lineup[r]];
        if (!c->lineup[r])
            continue;
        /* The player count first: it is the more useful reason when both
         * apply (the Königin with 4 players, before she is playable). */
        if (c->nplayers < d->min_players) {
            cit_config_refuse(e, "too_few_players", d->wire, d->min_players,
                              "the %s needs at least %d players", d->name_en, d->min_players);
            return -1;
        }
        if (y2016 && !cit_character_playable(c->lineup[r])) {
            cit_config_refuse(e, "character_unplayable", d->wire, 0,
                              "the %s is not playable yet", d->name_en);
            return -1;
        }
    }
    int nine = c->lineup[9] != 0;
    int draft = c->selection == CIT_SELECTION_DRAFT;

    if (c->selection > CIT_SELECTION_DEAL) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "selection must be \"draft\" or \"deal\"");
        return -1;
    }
    /* The draft's card counts fix the lineup size for 2, 3 and 8 players; the
     * deal needs only enough characters (checked below). */
    /* The older sets' counts are in cit_ruleset_validate. */
    if (y2016 && draft && (c->nplayers == 3 || c->nplayers == 8) && !nine) {
        cit_config_refuse(e, "ninth_required", "", c->nplayers,
                          "%d players need a rank-9 character (9 characters)", c->nplayers);
        return -1;
    }
    if (y2016 && draft && c->nplayers == 2 && nine) {
        cit_config_refuse(e, "ninth_with_two", "", 2,
                          "2 players cannot play with 9 characters");
        return -1;
    }
    if (c->ncharacters != 8 + nine) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "ncharacters does not match the lineup");
        return -1;
    }
    unsigned seen[CIT_D_COUNT] = {0};
    for (int i = 0; i < c->nuniques; i++) {
        int k = c->uniques[i];
        if (k <= 0 || k >= CIT_D_COUNT || cit_districts[k].type != CIT_UNIQUE) {
            /* (an action card is not a unique either: the action_cards key) */
            cit_config_refuse(e, "not_unique", k > 0 && k < CIT_D_COUNT ? cit_districts[k].wire : "",
                              0, "unique districts must be distinct unique kinds (%s is not unique)",
                              k > 0 && k < CIT_D_COUNT ? cit_districts[k].name_en : "?");
            return -1;
        }
        if (seen[k]++) {
            cit_config_refuse(e, "duplicate_unique", cit_districts[k].wire, 0,
                              "unique districts must be distinct unique kinds (%s twice)",
                              cit_districts[k].name_en);
            return -1;
        }
        /* The Geheimkammer is never built but is a unique like any other:
         * it may be one of the 14 (DE16 "Erklärungen der Gebäude"). */
        if (y2016 && !cit_district_playable(k)) {
            cit_config_refuse(e, "district_unplayable", cit_districts[k].wire, 0,
                              "the %s is not playable yet", cit_districts[k].name_en);
            return -1;
        }
    }
    /* RULE: DE16 "Gesamter Aufbau": 14 uniques, chosen or drawn (a random
     * draw has none before the set-up draws them). */
    if (y2016 && !(c->random_uniques && c->nuniques == 0) &&
        c->nuniques != CIT_UNIQUES_PER_GAME) {
        cit_config_refuse(e, "uniques_count", "", c->nuniques,
                          "the game needs exactly %d different unique districts, not %d",
                          CIT_UNIQUES_PER_GAME, c->nuniques);
        return -1;
    }
    if (c->city_target > CIT_CITY_TARGET_MAX) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "city target must be 0 (by the rules) to %d",
                 CIT_CITY_TARGET_MAX);
        return -1;
    }
    int rules_cpp = c->nplayers <= 3 ? 2 : 1;
    if (c->characters_per_player > CIT_MAX_CHARS_PER_SEAT) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "characters_per_player must be 0 (by the rules) to %d",
                 CIT_MAX_CHARS_PER_SEAT);
        return -1;
    }
    if (draft && c->characters_per_player && c->characters_per_player != rules_cpp) {
        cit_fail(e, CIT_ERR_BAD_CONFIG,
                 "the draft gives %d character%s per player with %d players; "
                 "other numbers need \"selection\": \"deal\"",
                 rules_cpp, rules_cpp > 1 ? "s" : "", c->nplayers);
        return -1;
    }
    int cpp = cit_chars_per_player(c);
    if (c->nplayers * cpp > c->ncharacters) {
        cit_fail(e, CIT_ERR_BAD_CONFIG,
                 "%d players with %d characters each need %d characters; the lineup has %d",
                 c->nplayers, cpp, c->nplayers * cpp, c->ncharacters);
        return -1;
    }
    if (c->first_crown < CIT_CROWN_RANDOM || c->first_crown >= c->nplayers) {
        cit_fail(e, CIT_ERR_BAD_CONFIG,
                 "first_crown must be a seat (0 to %d), -1 (nobody) or -2 (a random seat)",
                 c->nplayers - 1);
        return -1;
    }
    if (draft && c->first_crown == -1) {
        cit_fail(e, CIT_ERR_BAD_CONFIG,
                 "the draft needs a crowned seat; first_crown -1 (nobody) needs "
                 "\"selection\": \"deal\"");
        return -1;
    }
    return 0;
}

int cit_setup(cit_state *s, const cit_config *cfg, uint64_t seed, game_err *e)
{
    return cit_setup_ev(s, cfg, seed, NULL, e);
}

int cit_setup_ev(cit_state *s, const cit_config *cfg, uint64_t seed, const game_event_sink *ev,
                 game_err *e)
{
    if (cit_config_validate(cfg, e) < 0)
        return -1;
    memset(s, 0, sizeof *s);
    s->cfg = *cfg;
    cit_role_cache_fill(s);
    gh_rng_seed(&s->rng, seed);
    if (cfg->random_uniques)
        cit_draw_random_uniques(s);

    /* Instances: every copy of every base kind, then each chosen unique (the
     * classic Wehrturm twice: its row under the rule set, rulesets.c), then
     * the action cards when the variant is on (DE16 "Variante:
     * Aktionskarten": shuffled into the deck before the game). */
    for (int k = 1; k < CIT_D_COUNT; k++) {
        const cit_district_def *d = cit_kind_def(cfg->rules, k);
        int base = d->type >= CIT_NOBLE && d->type <= CIT_MILITARY;
        int action = d->type == CIT_ACTION && cfg->action_cards;
        if (base || action)
            for (int i = 0; i < d->count; i++)
                s->card_kind[s->ncards++] = (uint8_t)k;
    }
    for (int i = 0; i < s->cfg.nuniques; i++)
        for (int n = 0; n < cit_kind_def(cfg->rules, s->cfg.uniques[i])->count; n++)
            s->card_kind[s->ncards++] = s->cfg.uniques[i];
    for (int i = 0; i < s->ncards; i++) {
        s->deck[i] = (uint8_t)i;
        s->game_kinds |= 1ull << s->card_kind[i];
    }
    cit_live_types_fill(s);
    s->deck_len = s->ncards;
    cit_deck_shuffle(s);

    for (int p = 0; p < cfg->nplayers; p++) {
        s->players[p].gold = cfg->starting_gold;
        for (int i = 0; i < cfg->starting_cards; i++) {
            int card = cit_deck_draw(s);
            if (card >= 0)
                cit_hand_add(s, p, card);
        }
    }
    /* A random first crown is drawn from the game's own generator, after
     * the deal: part of what the seed commits to, so anyone can check it. */
    s->crown = cfg->first_crown == CIT_CROWN_RANDOM
                   ? (int8_t)gh_rng_below(&s->rng, (uint32_t)cfg->nplayers)
                   : cfg->first_crown;
    s->first_complete = CIT_NO_SEAT;
    s->active = CIT_NO_SEAT;
    cit_start_round(s, ev);
    return 0;
}

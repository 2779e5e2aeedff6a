/* dom_bot_positions.h — positions for the Dominion strategies' tests
 * (test_dominion_bots.c, test_dominion_bot_answers.c): a two-player game of
 * a given kingdom with a scenario "position" laid over it, the strategy's
 * choice as text, and a step that takes it. */
#ifndef GH_TEST_DOM_BOT_POSITIONS_H
#define GH_TEST_DOM_BOT_POSITIONS_H

#include <jansson.h>

#include "dominion/engine.h"
#include "game/game.h"

typedef struct pos {
    const game_ops *ops;
    dom_state *s;
} pos;

/* A two-player game of `kingdom` (wire names, comma-separated) with the
 * position `json` laid over it (the scenario format's "position"). */
static inline pos position_in(const char *kingdom, const char *json)
{
    pos p = {game_find("dominion"), calloc(1, sizeof(dom_state))};
    dom_config c;
    game_err e;
    char cfg_text[512] = "{\"players\": 2, \"kingdom\": [\"";
    size_t n = strlen(cfg_text);
    for (const char *k = kingdom; *k && n < sizeof cfg_text - 8; k++)
        n += (size_t)(*k == ',' ? snprintf(cfg_text + n, sizeof cfg_text - n, "\", \"")
                                : snprintf(cfg_text + n, sizeof cfg_text - n, "%c", *k));
    snprintf(cfg_text + n, sizeof cfg_text - n, "\"]}");
    json_t *cfg = json_loads(cfg_text, 0, NULL);
    assert_non_null(cfg);
    if (p.ops->config_from_json(&c, cfg, &e) < 0)
        fail_msg("config %s: %s", cfg_text, e.msg);
    json_decref(cfg);
    assert_int_equal(p.ops->setup(p.s, &c, 5, &e), 0);
    json_t *j = json_loads(json, 0, NULL);
    assert_non_null(j);
    if (p.ops->position_from_json(p.s, j, &e) < 0)
        fail_msg("position: %s", e.msg);
    json_decref(j);
    return p;
}

static inline pos position(const char *json)
{
    return position_in("cellar,chapel,moat,village,militia,smithy,throne_room,library,mine,witch",
                       json);
}

/* The strategy's choice for the deciding seat: "type:card", "type:N" for an
 * option or a place, "type:" otherwise. */
static inline const char *choice(const pos *p, const char *level)
{
    static char buf[64];
    game_action a;
    assert_int_equal(p->ops->strategy_choose(level, p->s, p->s->pending.seat, NULL, &a), 0);
    json_t *j = p->ops->action_to_json(p->s, &a);
    json_t *card = json_object_get(j, "card");
    json_t *num = json_object_get(j, "option");
    num = num ? num : json_object_get(j, "position");
    const char *type = json_string_value(json_object_get(j, "type"));
    if (num)
        snprintf(buf, sizeof buf, "%s:%d", type, (int)json_integer_value(num));
    else
        snprintf(buf, sizeof buf, "%s:%s", type, card ? json_string_value(card) : "");
    json_decref(j);
    return buf;
}

static inline void step(pos *p, const char *level)
{
    game_action a;
    game_err e;
    assert_int_equal(p->ops->strategy_choose(level, p->s, p->s->pending.seat, NULL, &a), 0);
    assert_int_equal(p->ops->apply(p->s, p->s->pending.seat, &a, NULL, &e), 0);
}

/* Asserts the kingdom bot's choice is `want`, then takes it. */
#define EXPECT(p, want)                                                                            \
    do {                                                                                           \
        assert_string_equal(choice(&(p), "kingdom"), (want));                                      \
        step(&(p), "kingdom");                                                                     \
    } while (0)

#endif

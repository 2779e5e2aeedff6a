/* view.c — what one seat may know, as JSON. RULE: DE16 "Offene Informationen":
 * every player's gold and hand size are open; hands, face-down characters and
 * unrevealed choices are not. A seat sees its own hand and characters, the
 * cards it is choosing between, face-down characters it laid itself, and
 * everything public. Seat GAME_SPECTATOR (-1) sees only what is public.
 * tests/unit/test_properties.c checks every view against the state. */
#include "citadels/engine.h"


static const char *const decision_wire[CIT_DEC_COUNT] = {
    [CIT_DEC_NONE] = "none",
    [CIT_DEC_PICK_CHARACTER] = "pick_character",
    [CIT_DEC_DISCARD_CHARACTER] = "discard_character",
    [CIT_DEC_INCOME] = "income",
    [CIT_DEC_KEEP_CARD] = "keep_card",
    [CIT_DEC_TURN] = "turn",
    [CIT_DEC_MAGIC_DISCARD] = "magician_discard",
    [CIT_DEC_DEN_PAYMENT] = "thieves_den_payment",
    [CIT_DEC_GAME_OVER] = "game_over",
    /* --- issue 11: agents --- */
    [CIT_DEC_BEWITCH] = "bewitch",
    [CIT_DEC_CONFISCATE] = "confiscation",
    [CIT_DEC_BRIBE] = "bribe",
    [CIT_DEC_REVEAL_THREAT] = "reveal_threat",
    /* --- issue 11: court --- */
    [CIT_DEC_WIZARD_PICK] = "wizard_pick",
    [CIT_DEC_SEER_GIVE] = "seer_give",
    [CIT_DEC_SCHOLAR_KEEP] = "scholar_keep",
    [CIT_DEC_CARDINAL_PAY] = "cardinal_payment",
    [CIT_DEC_EMPEROR_HEIR] = "emperor_crown",
    /* --- issue 11: builders --- */
    [CIT_DEC_BELL_TOWER] = "bell_tower",
    /* --- issue 11: districts --- */
    [CIT_DEC_THEATER] = "theater",
    [CIT_DEC_GRAVEYARD] = "graveyard",
    [CIT_DEC_LIGHTHOUSE] = "lighthouse",
    /* --- issue 12: action cards --- */
    [CIT_DEC_ACROBAT] = "acrobat",
    [CIT_DEC_RASPUTIN] = "rasputin",
    [CIT_DEC_TICKET_KEEP] = "ticket_booth_keep",
    [CIT_DEC_TICKET_CASH] = "ticket_booth_cash",
    [CIT_DEC_FORTUNE_PICK] = "fortune_teller_pick",
    /* --- issue 12: dark city --- */
    [CIT_DEC_BALLROOM] = "thank_the_king",
};

const char *cit_decision_wire(int d)
{
    return d >= 0 && d < CIT_DEC_COUNT ? decision_wire[d] : "none";
}

static const char *phase_wire(int p)
{
    return p == CIT_PHASE_SELECTION ? "selection" : p == CIT_PHASE_ACTION ? "action" : "over";
}

static json_t *seat_or_null(int seat)
{
    return seat >= 0 ? json_integer(seat) : json_null();
}

static json_t *city_json(const cit_state *s, int seat)
{
    json_t *arr = json_array();
    const cit_player *p = &s->players[seat];
    for (int i = 0; i < p->ncity; i++) {
        json_t *c = cit_card_json(s, p->city[i]);
        if (cit_is_beautified(s, p->city[i]))
            json_object_set_new(c, "beautified", json_true());
        /* issue 11: districts — the Museum's tucked cards: a public count */
        if (cit_kind(s, p->city[i]) == CIT_D_MUSEUM)
            json_object_set_new(c, "under", json_integer(s->nmuseum));
        json_array_append_new(arr, c);
    }
    return arr;
}

static json_t *cards_json(const cit_state *s, const uint8_t *v, int n)
{
    json_t *arr = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(arr, cit_card_json(s, v[i]));
    return arr;
}

static json_t *rank_json(const cit_state *s, int rank)
{
    json_t *j = json_object();
    json_object_set_new(j, "rank", json_integer(rank));
    json_object_set_new(j, "character", json_string(cit_rank_wire(s, rank)));
    return j;
}

/* The lineup with the public facts of the round, plus what `me` knows. */
static json_t *characters_json(const cit_state *s, int me)
{
    json_t *arr = json_array();
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (!s->cfg.lineup[r])
            continue;
        uint8_t f = s->rank_flags[r];
        json_t *c = rank_json(s, r);
        int holder = s->holder[r];
        if (f & CIT_RF_FACEUP)
            json_object_set_new(c, "face_up", json_true());
        if (((f & CIT_RF_FACEDOWN) && me >= 0 && s->discarded_by[r] == me) ||
            cit_classic_sees_setaside(s, r, me)) /* issue 12: classic */
            json_object_set_new(c, "face_down", json_true());
        if (f & CIT_RF_KILLED)
            json_object_set_new(c, "killed", json_true());
        if (f & CIT_RF_ROBBED)
            json_object_set_new(c, "robbed", json_true());
        if (holder >= 0 && ((f & CIT_RF_REVEALED) || holder == me))
            json_object_set_new(c, "seat", json_integer(holder));
        if (f & CIT_RF_REVEALED)
            json_object_set_new(c, "revealed", json_true());
        if (s->phase == CIT_PHASE_ACTION && r <= s->called_rank)
            json_object_set_new(c, "called", json_true());
        json_array_append_new(arr, c);
    }
    return arr;
}

/* The decision as `me` may know it. Each decision was checked for what its
 * name alone tells (docs/engine.md, "Decisions and hidden information"):
 * only the Thieves' Den payment names a card from a hidden hand, so
 * everyone else sees the turn going on. */
static const char *decision_seen_by(const cit_state *s, int me)
{
    if (s->decision == CIT_DEC_DEN_PAYMENT && me != s->dec_seat)
        return cit_decision_wire(CIT_DEC_TURN);
    return cit_decision_wire(s->decision);
}

/* The live score: what the final scoring would give now, from public
 * information only, so every seat and the spectator see the same numbers
 * (score.c, cit_score_public). The parts carry the outcome's names. */
static void score_json(const cit_state *s, int seat, json_t *j)
{
    cit_score sc;
    cit_score_public(s, seat, &sc);
    json_object_set_new(j, "score_now", json_integer(sc.total));
    json_t *parts = json_object();
    json_object_set_new(parts, "districts", json_integer(sc.districts));
    json_object_set_new(parts, "all_types", json_integer(sc.all_types));
    json_object_set_new(parts, "completion", json_integer(sc.completion));
    json_object_set_new(parts, "uniques", json_integer(sc.uniques));
    json_object_set_new(j, "score_parts", parts);
}

static json_t *player_json(const cit_state *s, int seat, int me)
{
    const cit_player *p = &s->players[seat];
    json_t *j = json_object();
    /* A Thieves' Den paid for card by card: until the build completes, the
     * cards paid so far wait aside and may yet go back (cancel_build). For
     * everyone but the builder they are still in the hand: a shrinking hand
     * with no build would betray a Den in it (reading 16 of
     * docs/citadels-rules.md). */
    int hand_size = seat == me ? p->nhand : cit_public_hand_size(s, seat);
    json_object_set_new(j, "seat", json_integer(seat));
    json_object_set_new(j, "gold", json_integer(p->gold));
    json_object_set_new(j, "hand_size", json_integer(hand_size));
    json_object_set_new(j, "city", city_json(s, seat));
    json_object_set_new(j, "city_complete", json_boolean(cit_city_complete(s, seat)));
    json_t *chars = json_array();
    for (int i = 0; i < p->nchars; i++) {
        int r = p->chars[i];
        if (seat == me || (s->rank_flags[r] & CIT_RF_REVEALED))
            json_array_append_new(chars, rank_json(s, r));
    }
    json_object_set_new(j, "characters", chars);
    score_json(s, seat, j);
    /* --- issue 12: action cards: the laid Kassenwagen and their gold (public) --- */
    if (s->cfg.action_cards) {
        json_t *booths = json_array();
        for (int i = 0; i < 3; i++)
            if (s->booth_seat1[i] == seat + 1) {
                json_t *b = json_object();
                json_object_set_new(b, "card", cit_card_json(s, s->booth_card[i]));
                json_object_set_new(b, "gold", json_integer(s->booth_gold[i]));
                json_array_append_new(booths, b);
            }
        json_object_set_new(j, "ticket_booths", booths);
    }
    if (seat == me)
        json_object_set_new(j, "hand", cards_json(s, p->hand, p->nhand));
    return j;
}

/* --- issue 11: agents --- */
static json_t *ranks_json(const cit_state *s, unsigned mask)
{
    json_t *arr = json_array();
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (mask & (1u << r))
            json_array_append_new(arr, json_string(cit_rank_wire(s, r)));
    return arr;
}

/* The agents' tokens: warrants and threats are public as placed tokens, the
 * seal and the rose only for the one who placed them (the Hexe, if she plays
 * the Erpresserin); the spied hand only for the Spion during his turn. */
static void agents_view(const cit_state *s, int me, json_t *j)
{
    if (s->phase != CIT_PHASE_ACTION)
        return;
    if (s->bewitched)
        json_object_set_new(j, "bewitched", json_string(cit_rank_wire(s, s->bewitched)));
    if (s->bewitched && s->witch_turn && s->bewitched == s->called_rank)
        json_object_set_new(json_object_get(j, "turn"), "witch", json_integer(s->active));
    int mr = cit_rank_of_char(s, CIT_C_MAGISTRATE), br = cit_rank_of_char(s, CIT_C_BLACKMAILER);
    if (s->warrants)
        json_object_set_new(j, "warrants", ranks_json(s, s->warrants));
    if (s->signed_warrant && me >= 0 && mr && cit_agent_seat(s, mr) == me)
        json_object_set_new(j, "signed_warrant", json_string(cit_rank_wire(s, s->signed_warrant)));
    if (s->threats)
        json_object_set_new(j, "threats", ranks_json(s, s->threats));
    if (s->rose && me >= 0 && br && cit_agent_seat(s, br) == me)
        json_object_set_new(j, "rose", json_string(cit_rank_wire(s, s->rose)));
    if (s->spied && me >= 0 && me == s->active) {
        json_t *sp = json_object();
        const cit_player *v = &s->players[s->spied - 1];
        json_object_set_new(sp, "seat", json_integer(s->spied - 1));
        json_object_set_new(sp, "hand", cards_json(s, v->hand, v->nhand));
        json_object_set_new(j, "spied_hand", sp);
    }
}

static json_t *pending_json(const cit_state *s, int me)
{
    json_t *j = json_object();
    json_object_set_new(j, "seat", seat_or_null(s->dec_seat));
    json_object_set_new(j, "decision", json_string(decision_seen_by(s, me)));
    if (me >= 0 && me == s->dec_seat) {
        game_action acts[CIT_LEGAL_MAX];
        int n = cit_legal(s, me, acts, CIT_LEGAL_MAX);
        json_t *opts = json_array();
        for (int i = 0; i < n && i < CIT_LEGAL_MAX; i++)
            json_array_append_new(opts, cit_action_to_json(s, &acts[i]));
        json_object_set_new(j, "options", opts);
        /* What the decision is about, for its prompt; all public (the
         * build was seen by all; the bribe is half the gold on the table;
         * the Ticket Booth's payment, the booth and its gold). */
        if (s->decision == CIT_DEC_CONFISCATE) {
            json_object_set_new(j, "builder", seat_or_null(s->active));
            json_object_set_new(j, "card", cit_card_json(s, s->confiscation_card));
            json_object_set_new(j, "refund", json_integer(s->confiscation_gold));
        } else if (s->decision == CIT_DEC_BRIBE) {
            json_object_set_new(j, "bribe", json_integer(s->players[s->active].gold / 2));
        } else if (s->decision == CIT_DEC_TICKET_CASH && s->booth_paid1) {
            /* the payment was public (its event names payer, owner, gold) */
            int slot = s->booth_paid1 - 1;
            json_object_set_new(j, "payer", seat_or_null(s->active));
            json_object_set_new(j, "card", cit_card_json(s, s->booth_card[slot]));
            json_object_set_new(j, "gold", json_integer(s->booth_gold[slot]));
        }
    }
    return j;
}

json_t *cit_view_json(const void *st, int me)
{
    const cit_state *s = st;
    if (me < GAME_SPECTATOR || me >= s->cfg.nplayers)
        me = GAME_SPECTATOR;
    json_t *j = json_object();
    json_object_set_new(j, "game", json_string("citadels"));
    /* issue 12: the rule set (its cards' names and texts in the client) */
    int rs = cit_ruleset_of(&s->cfg);
    json_object_set_new(j, "rules", json_string(cit_ruleset_wire[rs < 0 ? 0 : rs]));
    json_object_set_new(j, "seat", seat_or_null(me));
    json_object_set_new(j, "round", json_integer(s->round));
    json_object_set_new(j, "phase", json_string(phase_wire(s->phase)));
    json_object_set_new(j, "crown", seat_or_null(s->crown));
    json_object_set_new(j, "city_target", json_integer(cit_city_target(s)));
    json_object_set_new(j, "deck_size", json_integer(s->deck_len));
    json_object_set_new(j, "first_complete", seat_or_null(s->first_complete));
    json_object_set_new(j, "last_round", json_boolean(s->ending));
    json_object_set_new(j, "characters", characters_json(s, me));

    json_t *players = json_array();
    for (int p = 0; p < s->cfg.nplayers; p++)
        json_array_append_new(players, player_json(s, p, me));
    json_object_set_new(j, "players", players);

    int facedown = 0;
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        facedown += (s->rank_flags[r] & CIT_RF_FACEDOWN) != 0;
    json_object_set_new(j, "face_down_count", json_integer(facedown + (s->setaside != 0)));

    if (s->phase == CIT_PHASE_SELECTION) {
        /* Who still chooses, in order (public: it follows from the crown). */
        int order[2 * CIT_MAX_SEATS + 4];
        int n = cit_pick_order(s, order, (int)(sizeof order / sizeof order[0]));
        json_t *arr = json_array();
        for (int i = 0; i < n && i < (int)(sizeof order / sizeof order[0]); i++)
            json_array_append_new(arr, json_integer(order[i]));
        json_object_set_new(j, "pick_order", arr);
    }
    if (s->phase == CIT_PHASE_SELECTION && me >= 0 && me == s->dec_seat) {
        json_t *pile = json_array();
        for (int r = 1; r <= CIT_MAX_RANK; r++)
            if (s->pile & (1u << r))
                json_array_append_new(pile, rank_json(s, r));
        json_object_set_new(j, "pile", pile);
    }
    if (s->phase == CIT_PHASE_ACTION) {
        json_t *t = json_object();
        json_object_set_new(t, "character", json_string(cit_rank_wire(s, s->called_rank)));
        json_object_set_new(t, "seat", seat_or_null(s->active));
        json_object_set_new(t, "income_taken", json_boolean(s->turn_flags & CIT_TF_INCOME));
        json_object_set_new(t, "builds", json_integer(s->builds));
        json_object_set_new(t, "build_limit", json_integer(cit_build_limit(s)));
        json_object_set_new(j, "turn", t);
        if (me >= 0 && me == s->active && s->naside)
            json_object_set_new(j, "aside", cards_json(s, s->aside, s->naside));
        if (s->decision == CIT_DEC_DEN_PAYMENT && me == s->active)
            json_object_set_new(j, "den_card", cit_card_json(s, s->den_card));
    }
    /* --- issue 11: agents --- */
    agents_view(s, me, j);
    /* --- issue 11: court --- */
    /* issue 12: action cards — the Wahrsagerin looks the same way */
    if ((s->decision == CIT_DEC_WIZARD_PICK || s->decision == CIT_DEC_FORTUNE_PICK) && me >= 0 &&
        me == s->active) {
        /* the Beschwörer alone sees the hand he looks at */
        json_t *look = json_object();
        const cit_player *t = &s->players[s->court_seat];
        json_object_set_new(look, "seat", json_integer(s->court_seat));
        json_object_set_new(look, "hand", cards_json(s, t->hand, t->nhand));
        json_object_set_new(j, "looking_at", look);
    }
    if (s->decision == CIT_DEC_SEER_GIVE) {
        json_t *owed = json_array();
        for (int p = 0; p < s->cfg.nplayers; p++)
            if (s->seer_owed & (1u << p))
                json_array_append_new(owed, json_integer(p));
        json_object_set_new(j, "owed", owed);
    }
    /* --- issue 11: builders --- */
    if (cit_rank_of_char(s, CIT_C_TAX_COLLECTOR))
        json_object_set_new(j, "tax_pile", json_integer(s->tax_pile));
    if (cit_bell_tower(s))
        json_object_set_new(j, "bell_tower", json_string(cit_bell_tower(s) == CIT_BELL_EARLIER
                                                             ? "earlier"
                                                             : "normal"));
    /* --- issue 11: districts --- */
    if (s->decision == CIT_DEC_LIGHTHOUSE && me >= 0 && me == s->dec_seat) {
        json_t *deck = json_array();
        for (int i = 0; i < s->deck_len; i++)
            json_array_append_new(deck,
                                  cit_card_json(s, s->deck[(s->deck_head + i) & CIT_DECK_MASK]));
        json_object_set_new(j, "deck_cards", deck);
    }
    if (s->decision == CIT_DEC_GRAVEYARD && s->naside == 1)
        json_object_set_new(j, "graveyard_card", cit_card_json(s, s->aside[0]));
    /* --- issue 12: the classic open discard pile (OFuA "offener Ablagestapel") --- */
    if (cit_classic(s))
        json_object_set_new(j, "discard_pile", cards_json(s, s->discard, s->ndiscard));
    /* --- issue 12: action cards --- */
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    /* --- issue 12: online --- */
    /* the step of the fixed order the turn is at (2 ability … 5 build; public:
     * every step taken is seen by the table) */
    json_t *turn = s->cfg.online ? json_object_get(j, "turn") : NULL;
    if (turn)
        json_object_set_new(turn, "step", json_integer(cit_online_step(s)));
    json_object_set_new(j, "pending", pending_json(s, me));
    if (s->phase == CIT_PHASE_OVER)
        json_object_set_new(j, "outcome", cit_outcome_to_json(s));
    return j;
}

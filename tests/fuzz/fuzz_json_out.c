/* fuzz_json_out.c — libFuzzer target: json_out (src/server/json_out.c), the
 * hub's own JSON writer, which every message to a client goes through and
 * which promises to write byte for byte what json_dumps(JSON_COMPACT) does.
 *
 * The input is read as one JSON value (any type, NUL allowed in strings) and
 * written both ways: the texts must be equal, or json_out must have refused
 * for the one reason it may, nesting deeper than its limit (512). What it
 * writes must also read back as the same value. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "server/json_out.h"

#define JSON_OUT_MAX_DEPTH 512 /* json_out.c's limit */

static int depth_of(const json_t *j)
{
    int d = 0;
    const char *key;
    size_t i;
    json_t *v;
    if (json_is_object(j)) {
        json_object_foreach((json_t *)j, key, v) {
            int k = depth_of(v);
            d = k > d ? k : d;
        }
        return d + 1;
    }
    if (json_is_array(j)) {
        json_array_foreach(j, i, v) {
            int k = depth_of(v);
            d = k > d ? k : d;
        }
        return d + 1;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static json_out out; /* reused between runs, as the hub reuses its own */
    json_error_t e;
    json_t *j = json_loadb((const char *)data, size, JSON_DECODE_ANY | JSON_ALLOW_NUL, &e);
    if (!j)
        return 0;
    char *want = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
    FUZZ_CHECK(want, "json_dumps failed on a value it read");
    if (json_out_dump(&out, j) < 0) {
        FUZZ_CHECK(depth_of(j) > JSON_OUT_MAX_DEPTH, "json_out refused: %.200s", want);
    } else {
        FUZZ_CHECK(out.len == strlen(want) && memcmp(out.text, want, out.len) == 0,
                   "json_out wrote %.*s, json_dumps %.200s", (int)(out.len < 200 ? out.len : 200),
                   out.text, want);
        json_t *back = json_loadb(out.text, out.len, JSON_DECODE_ANY | JSON_ALLOW_NUL, &e);
        FUZZ_CHECK(back && json_equal(back, j), "json_out's text reads back differently");
        json_decref(back);
    }
    free(want);
    json_decref(j);
    return 0;
}

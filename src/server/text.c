/* text.c — what the hub accepts as text from players, and how it keeps its
 * own texts valid.
 *
 * Names, room names and chat lines end up on other players' screens, so they
 * must show what they say: valid UTF-8 with no control characters, no
 * direction overrides or isolates (U+202E turns "Anna" around and everything
 * after it on the line), and at least one visible character (not only spaces,
 * zero-width characters or combining marks). Nicknames are stricter: no
 * invisible characters inside either (so "Al<ZWSP>ice" cannot pass for
 * "Alice"), a visible character at both ends, and the bots' names ("Bot 1",
 * "bot  2", "ＢＯＴ３" ...) are reserved. docs/protocol.md lists the rules.
 *
 * The character properties are ICU's (Unicode's own data), not a table of
 * ours. The other half of the file mends the hub's own texts: an error
 * message cut to a length by printf may end inside a character, and jansson
 * refuses a string that is not valid UTF-8 (the message would vanish). */
#include "server/hub_internal.h"

#include <string.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

void utf8_scrub(char *text)
{
    const uint8_t *s = (const uint8_t *)text;
    int32_t len = (int32_t)strlen(text), i = 0;
    char *out = text;
    while (i < len) {
        int32_t start = i;
        UChar32 c;
        U8_NEXT(s, i, len, c);
        /* An ill-formed or cut sequence is skipped whole (U8_NEXT consumed
         * its longest invalid prefix, never a following valid byte). */
        if (c >= 0) {
            memmove(out, text + start, (size_t)(i - start));
            out += i - start;
        }
    }
    *out = '\0';
}

/* Characters that change the display direction: embeddings, overrides,
 * isolates and the marks. */
static int is_bidi_control(UChar32 c)
{
    return u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL);
}

/* Cc (C0, DEL, C1), line and paragraph separators, and noncharacters. */
static int is_control(UChar32 c)
{
    int8_t t = u_charType(c);
    return t == U_CONTROL_CHAR || t == U_LINE_SEPARATOR || t == U_PARAGRAPH_SEPARATOR ||
           u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT);
}

static int is_mark(UChar32 c)
{
    return (U_GET_GC_MASK(c) & U_GC_M_MASK) != 0;
}

/* Something that leaves ink on the screen: not white space, not a format or
 * default-ignorable character (zero-width spaces, joiners, Hangul fillers,
 * tags...), not a combining mark on its own, not unassigned (it may be
 * invisible tomorrow), and not the blank Braille pattern, a favourite
 * "empty" name. */
static int is_visible(UChar32 c)
{
    int8_t t = u_charType(c);
    return !u_isUWhiteSpace(c) && !u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) &&
           !is_mark(c) && t != U_FORMAT_CHAR && t != U_UNASSIGNED && t != U_CONTROL_CHAR &&
           c != 0x2800;
}

/* Invisible characters a name may still hold between visible ones: the
 * joiners (emoji sequences, Persian and Indic spelling) and variation
 * selectors (emoji presentation). */
static int name_may_hold(UChar32 c)
{
    return c == 0x200C || c == 0x200D || u_hasBinaryProperty(c, UCHAR_VARIATION_SELECTOR);
}

/* "Bot 1", "bot 2", "BOT-3", "Ｂｏｔ ４", "B<ZWSP>ot 5": the letters and digits
 * of the name, after compatibility folding and case folding (which also
 * drop default-ignorables), are "bot" and then only decimal digits. */
static int is_bot_name(const char *name)
{
    UChar in[2 * HUB_NAME_MAX + 2], folded[1024];
    UErrorCode err = U_ZERO_ERROR;
    int32_t n;
    u_strFromUTF8(in, (int32_t)(sizeof in / sizeof in[0]), &n, name, -1, &err);
    const UNormalizer2 *nfkc_cf = unorm2_getNFKCCasefoldInstance(&err);
    if (U_FAILURE(err))
        return 0;
    n = unorm2_normalize(nfkc_cf, in, n, folded, (int32_t)(sizeof folded / sizeof folded[0]),
                         &err);
    if (U_FAILURE(err))
        return 0; /* longer than any "Bot n" could fold to */
    static const char bot[] = "bot";
    int letters = 0, digits = 0;
    for (int32_t i = 0; i < n;) {
        UChar32 c;
        U16_NEXT(folded, i, n, c);
        if (!u_isalnum(c))
            continue; /* spaces, punctuation, symbols */
        if (letters < 3) {
            if (c != (UChar32)bot[letters])
                return 0;
            letters++;
        } else if (u_isdigit(c)) {
            digits++;
        } else {
            return 0;
        }
    }
    return letters == 3 && digits > 0;
}

text_fault text_check(const char *text, size_t max, int flags)
{
    size_t bytes = strlen(text);
    if (bytes == 0 || bytes > max)
        return TEXT_LENGTH;
    const uint8_t *s = (const uint8_t *)text;
    int32_t len = (int32_t)bytes, i = 0;
    int visible = 0;
    UChar32 first = -1, c = -1;
    while (i < len) {
        U8_NEXT(s, i, len, c);
        if (c < 0)
            return TEXT_ENCODING;
        if (is_control(c))
            return TEXT_CONTROL;
        if (is_bidi_control(c))
            return TEXT_BIDI;
        if (first < 0) {
            first = c;
            /* It would sit on whatever the screen shows before the text. */
            if (is_mark(c))
                return TEXT_LEADING_MARK;
        }
        if ((flags & TEXT_NAME) && !is_visible(c) && !u_isUWhiteSpace(c) && !is_mark(c) &&
            !name_may_hold(c))
            return TEXT_INVISIBLE;
        visible |= is_visible(c);
    }
    if (!visible)
        return TEXT_INVISIBLE;
    if (flags & TEXT_NAME) {
        /* "Anna" and "Anna " or "Anna<ZWJ>" must not be two names that look
         * alike; a mark or a variation selector may end a visible letter. */
        if (!is_visible(first) ||
            !(is_visible(c) || is_mark(c) || u_hasBinaryProperty(c, UCHAR_VARIATION_SELECTOR)))
            return TEXT_EDGES;
        if (is_bot_name(text))
            return TEXT_RESERVED;
    }
    return TEXT_OK;
}

int text_valid(const char *text, size_t max)
{
    return text_check(text, max, 0) == TEXT_OK;
}

const char *text_fault_message(text_fault f)
{
    switch (f) {
    case TEXT_OK:
        return "valid";
    case TEXT_LENGTH:
        return "empty or too long";
    case TEXT_ENCODING:
        return "not valid UTF-8";
    case TEXT_CONTROL:
        return "control characters are not allowed";
    case TEXT_BIDI:
        return "direction overrides, isolates and marks are not allowed";
    case TEXT_LEADING_MARK:
        return "it may not begin with a combining mark";
    case TEXT_INVISIBLE:
        return "it needs visible characters, and names no invisible ones";
    case TEXT_EDGES:
        return "a name begins and ends with a visible character";
    case TEXT_RESERVED:
        return "names like \"Bot 1\" are reserved for bots";
    }
    return "invalid";
}

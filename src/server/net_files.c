/* net_files.c — the guard in front of the static files. lws' file mount
 * (net.c) serves the browser client from the web root; it refuses ".." in
 * paths but follows symlinks, so a link inside the web root (left by a
 * deployment, or made by anyone who can write there) would publish whatever
 * it points at. Before lws serves a file, the filter here resolves the path
 * the mount would open (realpath: every symlink, every "..") and refuses
 * the request unless the result lies inside the web root's own real path.
 *
 * Why a filter and not our own file server: lws already serves files on the
 * loop without blocking it (ranges, ETags, MIME types), and the check needs
 * only the path. The check and lws' open are two steps; replacing a file by
 * a link in between needs write access to the web root, which this does not
 * defend against. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/net_internal.h"

/* Mountpoints that are not files (net.c, setup_tables), and the WebSocket. */
static const char *const not_files[] = {"/healthz", "/metrics", "/api", "/ws"};

void net_files_init(net_server *s)
{
    /* NULL when the directory is missing: then every file is refused (lws
     * would answer 404 for each anyway; check_web_root warned). */
    s->web_real = realpath(s->opt.web_root, NULL);
}

void net_files_free(net_server *s)
{
    free(s->web_real);
    s->web_real = NULL;
}

static int is_dynamic(const char *uri)
{
    for (size_t i = 0; i < sizeof not_files / sizeof not_files[0]; i++) {
        size_t n = strlen(not_files[i]);
        if (strncmp(uri, not_files[i], n) == 0 && (uri[n] == '\0' || uri[n] == '/'))
            return 1;
    }
    return 0;
}

/* 1 if path (already resolved) is the root or lies below it. */
static int inside(const char *root, const char *path)
{
    size_t n = strlen(root);
    if (strncmp(path, root, n) != 0)
        return 0;
    return path[n] == '\0' || path[n] == '/' || (n == 1 && root[0] == '/');
}

int net_files_filter(net_server *s, struct lws *wsi, const char *uri, size_t len)
{
    char u[PATH_MAX], path[PATH_MAX];
    if (len >= sizeof u || len == 0) {
        lws_return_http_status(wsi, HTTP_STATUS_NOT_FOUND, NULL);
        return -1;
    }
    memcpy(u, uri, len);
    u[len] = '\0';
    if (is_dynamic(u))
        return 0;
    /* What the mount opens: the root, the path, and index.html for a
     * directory's URL (its "def"). */
    int n = snprintf(path, sizeof path, "%s%s%s", s->web_real ? s->web_real : "", u,
                     u[len - 1] == '/' ? "index.html" : "");
    char *real = s->web_real && n > 0 && (size_t)n < sizeof path ? realpath(path, NULL) : NULL;
    if (!real) {
        /* Missing (or unreadable): lws could not serve it either. */
        lws_return_http_status(wsi, HTTP_STATUS_NOT_FOUND, NULL);
        return -1;
    }
    int ok = inside(s->web_real, real);
    free(real);
    if (ok)
        return 0;
    s->counters.http_outside_root++;
    lws_return_http_status(wsi, HTTP_STATUS_FORBIDDEN, NULL);
    return -1;
}

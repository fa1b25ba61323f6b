/*
 * The C library's malloc_trim(0), for Node.js: gives the pages that glibc's allocator keeps free
 * inside its heaps (its main heap and each thread's arena) back to the system. glibc gives back
 * only the free memory at the top of a heap by itself; what a burst freed below memory still in
 * use stays resident until this is called (docs/decisions/0024-giving-back-free-memory.md).
 *
 * Built by `npm run build` where a C compiler and glibc are found (scripts/build.mjs); elsewhere
 * the server runs without it.
 */
#define NAPI_VERSION 8
#include <node_api.h>

#ifndef __GLIBC__
#error "malloc_trim is glibc's"
#endif
#include <malloc.h>

/* mallocTrim(): true if memory was given back. */
static napi_value MallocTrim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value result;
  if (napi_get_boolean(env, malloc_trim(0) == 1, &result) != napi_ok) return NULL;
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "mallocTrim", NAPI_AUTO_LENGTH, MallocTrim, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "mallocTrim", fn) != napi_ok) return NULL;
  return exports;
}

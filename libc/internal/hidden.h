/* Internal to the library: hidden symbols are reached directly under -fPIC (no GOT load,
   no PLT call; on i386 no GOT pointer either where nothing else needs one), and stay
   out of libt64.so.1's dynamic table whatever the version script says. */
#ifndef T64_INTERNAL_HIDDEN_H
#define T64_INTERNAL_HIDDEN_H
#define T64_HIDDEN __attribute__((__visibility__("hidden")))
#endif

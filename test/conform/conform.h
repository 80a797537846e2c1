/* The checks of the conformance files: each names what POSIX.1-2024 (or C23) requires
   of a header, and fails to compile when the header does not provide it as required.
   Every check defines an object of its own (conform_<line>), so none is unused. */
#ifndef T64_CONFORM_H
#define T64_CONFORM_H
#define CONFORM_CAT_(a, b) a##b
#define CONFORM_CAT(a, b) CONFORM_CAT_(a, b)
#define CONFORM_ID CONFORM_CAT(conform_, __LINE__)

/* A type that can be named (it may be incomplete). */
#define TYPE(t) extern t *CONFORM_ID
/* A complete type (an object of it can be defined). */
#define COMPLETE(t) extern char CONFORM_ID[sizeof(t)]
/* An integer type, unsigned when u is 1. */
#define INTEGER(t, u) extern char CONFORM_ID[((t)1 / 2 == 0 && ((t)-1 > 0) == (u)) ? 1 : -1]
/* Member m of struct type s, of type t exactly (comparing distinct pointer types is a
   constraint violation). */
#define MEMBER(s, t, m) extern char CONFORM_ID[sizeof(&((s *)0)->m == (t *)0)]
/* Member m of s, whatever its type. */
#define HAS_MEMBER(s, m) extern char CONFORM_ID[sizeof(((s *)0)->m)]
/* An integer constant expression. */
#define CONSTANT(c) extern char CONFORM_ID[(c) || 1]
/* A function with the standard's prototype: its address converts to a pointer to the
   standard's function type without a diagnostic only when the types are compatible. */
#define FUNCTION(ret, f, params) ret (*CONFORM_ID) params = &f
/* An object of type t. */
#define OBJECT(t, v) t *CONFORM_ID = &v
#endif

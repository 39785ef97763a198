/**
 * The builders' type state. A container (blueprint, group, registration) holds its routes as a
 * union of {@link RouteEntry} records relative to itself, plus a union of collision keys. Adding a
 * route adds one member to each; putting a container into another lifts each entry once. Nothing
 * re-walks the tree per call, so type-check cost grows linearly with the number of routes.
 *
 * Every record comes twice: a plain interface (`AnyRouteEntry`) that constraints and indexed
 * reads use, and a generic one that extends it (`RouteEntry<...>`) that the state holds. Records
 * are interfaces, not type literals: TypeScript re-instantiates a type literal under every mapper
 * that touches it, but leaves an instantiated interface with concrete arguments alone.
 *
 * Except one argument: an entry's handler result is an object type written in a handler, which
 * TypeScript walks whenever a mapper reaches it. So a mapper must not reach the entries twice. A
 * conditional over entries tests the part it reads as it is (`E["version"] extends undefined`), not
 * wrapped in a tuple (`[E["version"]] extends [undefined]`: a tuple there is a deferred reference
 * over `E`, instantiated again under the conditional's mapper); no `infer` binds entries or a
 * builder that holds them; and a builder's method reads its routes through `this`, not through the
 * builder's type arguments. (The part tested is not a bare type parameter: it does not distribute.)
 *
 * The state gathers its parts, one concept each: the levels' settings (`state-settings.ts`), the
 * records (`state-entries.ts`), the keys and composed paths (`state-keys.ts`), the lift of routes
 * under levels (`state-lift.ts`) and the registration's checks (`state-clash.ts`).
 */

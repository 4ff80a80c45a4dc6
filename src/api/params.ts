import * as z from 'zod/mini';

/*
 * Request fields many calls share. Written once so that a limit means the same on every call that
 * takes the field, and a change to it cannot miss one of them.
 */

/** A stored row's id in a path, query or body: a positive 32-bit integer, as both databases store it. */
export const rowId = z.lazy(() => z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)));

/** `/:id`: the row the call acts on. */
export const idParams = z.object({ id: rowId });

/** An edition's content code as a caller sends it. */
export const contentCodeParam = z.lazy(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));

/** `?contentCode=…` (or the `:contentCode` path segment): the edition the call is about. */
export const contentCodeQuery = z.object({ contentCode: contentCodeParam });

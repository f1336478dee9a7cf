// The address book (My Account > Addresses, decisions §7): the shopper's own addresses only. Writes
// that touch the default run under the shopper's lock, so there is never more than one default.
// The country is one of the list the checkout offers (GET /api/countries), kept as the list writes
// it: a typed 'Inida' or 'Bharat' would have escaped the pincode rule an address in India obeys.
import { COUNTRY_NOT_LISTED, addressBody, addressListSchema, addressParams, savedAddressSchema } from '@storefront/shared/contract';
import type { Db } from '../db/index';
import { currentUser } from '../lib/auth';
import { badRequest } from '../lib/errors';
import { withLock } from '../lib/locks';
import type { RoutePlugin } from '../lib/route-plugin';
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from '../repositories/addresses';
import { listedCountry } from '../repositories/countries';

/** The address's fields with its country as listed; 400 when the country is not in the list. */
async function withListedCountry<T extends { country: string }>(db: Db, fields: T): Promise<T> {
  const country = await listedCountry(db, fields.country);
  if (!country) throw badRequest(COUNTRY_NOT_LISTED);
  return { ...fields, country };
}

export const addressRoutes: RoutePlugin = async (app) => {
  const lockOf = (userId: string) => `addresses:${userId}`;

  app.get('/api/addresses', { schema: { response: { 200: addressListSchema } }, onRequest: app.authenticate }, async (request) =>
    listAddresses(app.db, currentUser(request).id),
  );

  app.post(
    '/api/addresses',
    { schema: { body: addressBody, response: { 201: savedAddressSchema } }, onRequest: app.authenticate },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { isDefault, ...typed } = request.body;
      const fields = await withListedCountry(app.db, typed);
      const saved = await withLock(app.db, lockOf(userId), (trx) => addAddress(trx, userId, fields, isDefault === true));
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/api/addresses/:id',
    { schema: { params: addressParams, body: addressBody, response: { 200: savedAddressSchema } }, onRequest: app.authenticate },
    async (request) => {
      const userId = currentUser(request).id;
      const { isDefault, ...typed } = request.body;
      const fields = await withListedCountry(app.db, typed);
      return withLock(app.db, lockOf(userId), async (trx) => {
        const saved = await updateAddress(trx, userId, request.params.id, fields);
        if (isDefault && !saved.isDefault) {
          await makeDefaultAddress(trx, userId, saved.id);
          return { ...saved, isDefault: true };
        }
        return saved;
      });
    },
  );

  app.delete(
    '/api/addresses/:id',
    { schema: { params: addressParams, response: { 200: addressListSchema } }, onRequest: app.authenticate },
    async (request) => {
      const userId = currentUser(request).id;
      return withLock(app.db, lockOf(userId), async (trx) => {
        await deleteAddress(trx, userId, request.params.id);
        return listAddresses(trx, userId);
      });
    },
  );

  app.post(
    '/api/addresses/:id/default',
    { schema: { params: addressParams, response: { 200: addressListSchema } }, onRequest: app.authenticate },
    async (request) => {
      const userId = currentUser(request).id;
      return withLock(app.db, lockOf(userId), async (trx) => {
        await makeDefaultAddress(trx, userId, request.params.id);
        return listAddresses(trx, userId);
      });
    },
  );
};

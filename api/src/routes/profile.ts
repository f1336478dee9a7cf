// The signed-in shopper's own profile, password and images (spec §7: GET/PUT /api/user/{id},
// PUT /api/user/changePassword/{id}, POST /api/user/upload, GET /api/imageUpload, DELETE
// /api/imageUpload/deleteAllImages). Identity from the token only; another shopper's id is a 403.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  changePasswordBody,
  passwordChangedSchema,
  profileSchema,
  updateProfileBody,
  uploadedSchema,
  uploadRecordListSchema,
  uploadsDeletedSchema,
  userIdParams,
} from '@storefront/shared/contract';
import { NOT_AN_IMAGE, PASSWORD_CHANGED, passwordProblem } from '@storefront/shared/rules';
import type { UsersTable } from '../db/schema';
import { currentUser, OWN_DATA_ONLY, ownDataOnly } from '../lib/auth';
import { badRequest, conflict, forbidden, HttpError } from '../lib/errors';
import { parseList } from '../lib/json';
import { hashPassword, verifyPassword } from '../lib/passwords';
import type { RoutePlugin } from '../lib/route-plugin';
import { setSessionCookie } from '../lib/session-cookie';
import { signAccessToken } from '../lib/tokens';
import { reencodeUpload, type EncodedVariant } from '../lib/images';
import { createImageStorage, detectImageKind } from '../lib/storage';
import { S3Error } from '../lib/s3';
import { adoptUploads, addPendingUploads, countPendingUploads, listPendingUploads, takePendingUploads, toUploadRecord } from '../repositories/uploads';
import { changePassword, findUserById, phoneOwnerId, toProfile, updateProfile } from '../repositories/users';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_PENDING_UPLOADS = 20;
export const USER_UPDATED = 'user updated';
export const WRONG_OLD_PASSWORD = 'Your old password is not correct';
export const EMAIL_FIXED = 'Your e-mail address cannot be changed';
export const IMAGES_NOT_UPLOADED = 'Please upload the images first';
export const UPLOAD_MALFORMED = 'The upload could not be read: send the images as multipart/form-data in the field "images".';

/** A profile path names its shopper: only the token's own id is allowed. */
function selfOnly(request: FastifyRequest, userId: string): string {
  const me = currentUser(request).id;
  if (userId !== me) throw forbidden(OWN_DATA_ONLY);
  return me;
}

export const profileRoutes: RoutePlugin = async (app) => {
  const storage = createImageStorage(app.config);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: 20 },
  });

  async function loadSelf(request: FastifyRequest, userId: string): Promise<UsersTable> {
    const user = await findUserById(app.db, selfOnly(request, userId));
    if (!user) throw forbidden(OWN_DATA_ONLY);
    return user;
  }

  /** Deletes files that are no longer referenced: not in the profile and not pending. */
  async function dropFiles(paths: readonly string[], keep: readonly string[]) {
    for (const path of paths) {
      if (keep.includes(path) || !storage.owns(path)) continue;
      // A file left behind costs a little space; the shopper's change stands either way.
      await storage.remove(path).catch((err: unknown) => app.log.warn({ err, path }, 'an unused image could not be removed'));
    }
  }

  app.get(
    '/api/user/:userId',
    { schema: { params: userIdParams, response: { 200: profileSchema } }, onRequest: app.authenticate },
    async (request) => toProfile(await loadSelf(request, request.params.userId)),
  );

  app.put(
    '/api/user/:userId',
    {
      schema: {
        params: userIdParams,
        body: updateProfileBody,
        response: { 200: profileSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await loadSelf(request, request.params.userId);
      const { name, email, phone: phoneNo, images } = request.body;
      if (email !== undefined && email.toLowerCase() !== user.email) throw badRequest(EMAIL_FIXED);

      const current = parseList(user.images);
      const pending = (await listPendingUploads(app.db, user.id)).map((u) => u.path);
      const wanted = [...new Set(images)];
      if (wanted.some((p) => !current.includes(p) && !pending.includes(p))) throw badRequest(IMAGES_NOT_UPLOADED);

      if (await phoneOwnerId(app.db, phoneNo, user.id)) throw conflict('This phone number is already used by another account');

      await app.db.transaction().execute(async (trx) => {
        await updateProfile(trx, user.id, { name, phone: phoneNo, images: wanted });
        await adoptUploads(trx, user.id, wanted);
      });
      // Pictures the profile stopped using go away with their files.
      await dropFiles(current, wanted);
      const fresh = await findUserById(app.db, user.id);
      if (!fresh) throw forbidden(OWN_DATA_ONLY);
      return toProfile(fresh);
    },
  );

  app.put(
    '/api/user/changePassword/:userId',
    {
      schema: {
        params: userIdParams,
        body: changePasswordBody,
        response: { 200: passwordChangedSchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = await loadSelf(request, request.params.userId);
      const { password, newPass } = request.body;
      // 400, not 401: a wrong old password must not sign the shopper out.
      if (!(await verifyPassword(user.password_hash, password))) throw badRequest(WRONG_OLD_PASSWORD);
      const weak = passwordProblem(newPass, user.email);
      if (weak) throw badRequest(weak);
      // Every earlier session ends (on every device); this one goes on with a fresh token.
      const sessionVersion = await changePassword(app.db, user.id, await hashPassword(newPass));
      const token = await signAccessToken(user.id, app.config.jwtSecret, app.config.jwtTtlSeconds, sessionVersion);
      reply.header('cache-control', 'no-store');
      setSessionCookie(reply, token, app.config);
      return { error: false as const, msg: PASSWORD_CHANGED, token };
    },
  );

  app.post(
    '/api/user/upload',
    { schema: { response: { 201: uploadedSchema } }, onRequest: app.authenticate },
    async (request, reply) => {
      const me = currentUser(request).id;
      if (!request.isMultipart()) throw badRequest('Send the images as multipart/form-data in the field "images"');
      const files: { name: string; bytes: Buffer }[] = [];
      try {
        for await (const part of request.files()) {
          if (part.fieldname !== 'images') {
            part.file.resume();
            throw badRequest('Send the images in the field "images"');
          }
          const bytes = await part.toBuffer();
          // Judged by content, never by the name or the declared type.
          const kind = detectImageKind(bytes);
          if (!kind) throw badRequest(NOT_AN_IMAGE, { file: part.filename.slice(0, 100) });
          files.push({ name: part.filename, bytes });
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `Each image must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller`);
        if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `You can upload at most ${MAX_FILES_PER_UPLOAD} images at a time`);
        // Nothing else can fail while the parts are read: the body is not a well-formed form
        // (no boundary, no closing boundary, garbage). Nothing was stored.
        request.log.info({ err }, 'a malformed upload was refused');
        throw badRequest(UPLOAD_MALFORMED);
      }
      if (files.length === 0) throw badRequest('Please choose an image to upload');
      if ((await countPendingUploads(app.db, me)) + files.length > MAX_PENDING_UPLOADS) {
        throw new HttpError(429, 'Too many unsaved uploads. Save your profile or reload the page, then try again.');
      }
      // Each file decoded and written anew (no metadata survives), all before the first is stored.
      const encoded: EncodedVariant[][] = [];
      for (const f of files) {
        try {
          encoded.push(await reencodeUpload(f.bytes));
        } catch (err) {
          if (err instanceof HttpError) throw new HttpError(err.statusCode, err.message, { file: f.name.slice(0, 100) });
          throw err;
        }
      }
      // All or nothing.
      const paths: string[] = [];
      try {
        for (const variants of encoded) paths.push(await storage.save(variants));
        await addPendingUploads(app.db, me, paths);
      } catch (err) {
        for (const p of paths) await storage.remove(p).catch(() => {});
        if (err instanceof S3Error) {
          request.log.error({ err }, 'upload not stored');
          throw new HttpError(503, 'Your image could not be stored right now. Please try again in a moment.');
        }
        throw err;
      }
      return reply.code(201).send({ images: paths });
    },
  );

  app.get(
    '/api/imageUpload',
    { schema: { response: { 200: uploadRecordListSchema } }, onRequest: app.authenticate, preValidation: ownDataOnly },
    async (request) => {
      const me = currentUser(request).id;
      return (await listPendingUploads(app.db, me)).map((u) => toUploadRecord(u, me));
    },
  );

  app.delete(
    '/api/imageUpload/deleteAllImages',
    {
      schema: { response: { 200: uploadsDeletedSchema } },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => {
      const me = currentUser(request).id;
      const taken = await takePendingUploads(app.db, me);
      const user = await findUserById(app.db, me);
      await dropFiles(taken, user ? parseList(user.images) : []);
      return { success: true as const, deleted: taken.length };
    },
  );
};

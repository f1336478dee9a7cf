// The signed-in shopper's own profile, password and images (spec §7: GET/PUT /api/user/{id},
// PUT /api/user/changePassword/{id}, POST /api/user/upload, GET /api/imageUpload, DELETE
// /api/imageUpload/deleteAllImages).
import { z } from 'zod';
import { FILL_ALL_DETAILS } from '../rules/messages';
import { currentPasswordField, NAME_TOO_LONG, newPasswordField, phoneField } from './account';
import { entity, requiredText } from './common';

export const MAX_PROFILE_IMAGES = 10;

export const profileSchema = z.strictObject({
  ...entity,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  images: z.array(z.string()),
  isAdmin: z.boolean(),
});

export const userIdParams = z.object({ userId: z.string().max(64, 'userId is not valid') });

/** PUT /api/user/:userId. isAdmin may come along (the spec's payload) and is ignored. */
export const updateProfileBody = z.object({
  name: requiredText(FILL_ALL_DETAILS, 100, NAME_TOO_LONG),
  email: z.string().trim().max(254).optional(),
  phone: phoneField(FILL_ALL_DETAILS),
  images: z
    .array(z.string().max(500), { error: FILL_ALL_DETAILS })
    .min(1, FILL_ALL_DETAILS)
    .max(MAX_PROFILE_IMAGES, `At most ${MAX_PROFILE_IMAGES} images`),
});

/** PUT /api/user/changePassword/:userId. name, email, phone and images may come along and are ignored. */
export const changePasswordBody = z.object({
  password: currentPasswordField(FILL_ALL_DETAILS),
  newPass: newPasswordField(FILL_ALL_DETAILS),
});
/** The password changed: a fresh token for this session (every other one ended). */
export const passwordChangedSchema = z.strictObject({ error: z.literal(false), msg: z.string(), token: z.string() });

/** POST /api/user/upload (multipart, field "images"): the stored pictures' paths. */
export const uploadedSchema = z.strictObject({ images: z.array(z.string()) });

/** GET /api/imageUpload: pictures uploaded but not yet saved in the profile. */
export const uploadRecordSchema = z.strictObject({ ...entity, images: z.array(z.string()), userId: z.string() });
export const uploadRecordListSchema = z.array(uploadRecordSchema);

/** DELETE /api/imageUpload/deleteAllImages */
export const uploadsDeletedSchema = z.strictObject({ success: z.literal(true), deleted: z.number().int() });

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { changePassword, JPEG_TINY, multipart, PNG_1X1, putProfile, WEBP_TINY } from './account-helpers';
import { useShopper, useTestContext } from './helpers';

const t = useTestContext();
const me = useShopper(t, { email: 'meera@example.in', password: 'Meera@123', name: 'Meera Iyer' });
const other = useShopper(t, { email: 'other@example.in', password: 'Other@123', name: 'Other Shopper' });

beforeAll(async () => {
  await t.db.updateTable('users').set({ phone: '9811111111' }).where('email', '=', 'other@example.in').execute();
});

const fileOf = (path: string) => join(t.uploadDir, path.replace(/^\/uploads\//, ''));

async function upload(auth: Record<string, string>, files: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(files);
  return t.app.inject({ method: 'POST', url: '/api/user/upload', payload, headers: { ...headers, ...auth } });
}

/** Meera's profile as the API answers it. */
const myProfile = (fields: { name: string; phone: string; images: string[] }) => ({
  id: me.userId,
  _id: me.userId,
  email: 'meera@example.in',
  isAdmin: false,
  ...fields,
});

describe('GET /api/user/:userId', () => {
  it("answers the shopper's own profile", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${me.userId}`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(myProfile({ name: 'Meera Iyer', phone: '9000000000', images: [] }));
  });

  it("refuses another shopper's id (403) and a visitor (401)", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${other.userId}`, headers: me.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, msg: 'You can only access your own data' });
    expect(res.body).not.toContain('other@example.in');
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${me.userId}` })).statusCode).toBe(401);
  });
});

describe('POST /api/user/upload', () => {
  it('stores jpeg, png and webp under generated names, judged by content', async () => {
    const res = await upload(me.auth, [
      { name: 'me.png', type: 'image/png', bytes: PNG_1X1 },
      { name: 'holiday photo.JPG', type: 'image/jpeg', bytes: JPEG_TINY },
      { name: 'x.webp', type: 'image/webp', bytes: WEBP_TINY },
    ]);
    expect(res.statusCode).toBe(201);
    const { images } = res.json<{ images: string[] }>();
    expect(images).toHaveLength(3);
    // Each re-encoded as a JPEG (the name handed out) plus a WebP, whatever was sent.
    expect(images[0]).toMatch(/^\/uploads\/u\/[A-Za-z0-9]{24}-1\.jpg$/);
    expect(images[1]).toMatch(/^\/uploads\/u\/[A-Za-z0-9]{24}-2\.jpg$/);
    expect(images[2]).toMatch(/^\/uploads\/u\/[A-Za-z0-9]{24}-1\.jpg$/);
    expect(images.join()).not.toMatch(/holiday|me\.png/);
    for (const p of images) expect(existsSync(fileOf(p))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: images[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const pending = await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth });
    expect(pending.json()).toEqual(images.map((p) => expect.objectContaining({ images: [p], userId: me.userId })));
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: me.auth });
  });

  it('refuses bad content with a good file name, and stores nothing of the request', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth })).json<unknown[]>().length;
    const res = await upload(me.auth, [
      { name: 'fine.png', type: 'image/png', bytes: PNG_1X1 },
      { name: 'cat.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, msg: 'Please select a valid JPG or PNG image file.', file: 'cat.png' });
    const html = await upload(me.auth, [{ name: 'avatar.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a....') }]);
    expect(html.statusCode).toBe(400);
    const after = (await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth })).json<unknown[]>().length;
    expect(after).toBe(before);
  });

  it('limits size and count, and needs a signed-in shopper', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload(me.auth, [{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().msg).toBe('Each image must be 5 MB or smaller');

    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: PNG_1X1 }));
    const tooMany = await upload(me.auth, six);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().msg).toBe('You can upload at most 5 images at a time');

    const empty = await t.app.inject({ method: 'POST', url: '/api/user/upload', headers: { ...me.auth, 'content-type': 'application/json' }, payload: {} });
    expect(empty.statusCode).toBe(400);

    const visitor = await upload({}, [{ name: 'a.png', type: 'image/png', bytes: PNG_1X1 }]);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/user/:userId', () => {
  it('saves name, phone and uploaded images; isAdmin in the body is ignored; pending uploads are adopted', async () => {
    const up = (await upload(me.auth, [{ name: 'a.png', type: 'image/png', bytes: PNG_1X1 }, { name: 'b.png', type: 'image/png', bytes: PNG_1X1 }])).json<{ images: string[] }>();
    const res = await putProfile(t, me, { name: 'Meera I.', email: 'meera@example.in', phone: '9822222222', images: [up.images[0]], isAdmin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(myProfile({ name: 'Meera I.', phone: '9822222222', images: [up.images[0]] }));
    const row = await t.db.selectFrom('users').select('is_admin').where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(0);

    // The unused upload is still pending; clearing drops it (file too) but keeps the profile picture.
    const pending = (await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth })).json<{ images: string[] }[]>();
    expect(pending.map((p) => p.images[0])).toEqual([up.images[1]]);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: me.auth });
    expect(cleared.json()).toEqual({ success: true, deleted: 1 });
    expect(existsSync(fileOf(up.images[1]))).toBe(false);
    expect(existsSync(fileOf(up.images[0]))).toBe(true);

    // A new picture replaces the old one, whose file goes.
    const next = (await upload(me.auth, [{ name: 'c.png', type: 'image/png', bytes: PNG_1X1 }])).json<{ images: string[] }>();
    const again = await putProfile(t, me, { name: 'Meera I.', email: 'meera@example.in', phone: '9822222222', images: next.images });
    expect(again.statusCode).toBe(200);
    expect(existsSync(fileOf(up.images[0]))).toBe(false);
  });

  it("refuses another shopper's id, a changed e-mail, images not uploaded by the shopper, and a phone in use", async () => {
    const mine = (await upload(me.auth, [{ name: 'a.png', type: 'image/png', bytes: PNG_1X1 }])).json<{ images: string[] }>();
    const base = { name: 'X', email: 'other@example.in', phone: '9833333333', images: mine.images };

    const foreign = await putProfile(t, me, base, other.userId);
    expect(foreign.statusCode).toBe(403);

    // Someone else's upload cannot be claimed.
    const stolen = await putProfile(t, other, base);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().msg).toBe('Please upload the images first');

    const email = await putProfile(t, me, { ...base, email: 'new@example.in' });
    expect(email.statusCode).toBe(400);
    expect(email.json().msg).toBe('Your e-mail address cannot be changed');

    const phone = await putProfile(t, me, { ...base, email: 'meera@example.in', phone: '9811111111' });
    expect(phone.statusCode).toBe(409);

    const blank = await putProfile(t, me, { ...base, email: 'meera@example.in', images: [] });
    expect(blank.statusCode).toBe(400);
    // The spec's words (spec §8: 'Please fill all the details').
    expect(blank.json().msg).toBe('Please fill all the details');
    const none = await putProfile(t, me, { name: 'X', email: 'meera@example.in', phone: '9833333333' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Please fill all the details');

    const otherRow = await t.db.selectFrom('users').select(['name', 'images']).where('id', '=', other.userId).executeTakeFirstOrThrow();
    expect(otherRow).toEqual({ name: 'Other Shopper', images: '[]' });
  });
});

describe('PUT /api/user/changePassword/:userId', () => {
  it('checks the old password: a wrong one is a 400 (not a sign-out), the right one changes it', async () => {
    const body = { name: 'Meera', email: 'meera@example.in', phone: '9822222222', images: [] };
    const wrong = await changePassword(t, me, { ...body, password: 'Nope@123', newPass: 'Fresh@123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: true, msg: 'Your old password is not correct' });

    const ok = await changePassword(t, me, { ...body, password: 'Meera@123', newPass: 'Fresh@123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ error: false, msg: 'Password changed successfully', token: expect.any(String) });
    // Earlier sessions ended; this one goes on with the fresh token.
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${me.userId}`, headers: me.auth })).statusCode).toBe(401);
    Object.assign(me, { token: ok.json().token, auth: { authorization: `Bearer ${ok.json().token}` } });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${me.userId}`, headers: me.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'meera@example.in', password: 'Fresh@123' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'meera@example.in', password: 'Meera@123' } })).statusCode).toBe(401);
  });

  it("refuses another shopper's id even with their right password", async () => {
    const res = await changePassword(t, me, { password: 'Other@123', newPass: 'Hacked@123' }, other.userId);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'other@example.in', password: 'Other@123' } })).statusCode).toBe(200);
  });

  it('asks for every field', async () => {
    const res = await changePassword(t, me, { password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Please fill all the details');
  });
});

describe('image records are private', () => {
  it("a shopper's pending uploads are neither listed nor deleted for someone else", async () => {
    const mine = (await upload(me.auth, [{ name: 'a.png', type: 'image/png', bytes: PNG_1X1 }])).json<{ images: string[] }>();
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: other.auth })).json<{ images: string[] }[]>();
    expect(theirs.flatMap((r) => r.images)).not.toContain(mine.images[0]);
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: other.auth });
    expect(existsSync(fileOf(mine.images[0]))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/imageUpload' })).statusCode).toBe(401);
  });
});

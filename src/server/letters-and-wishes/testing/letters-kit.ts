import { expect } from 'vitest';
import { DecryptionError } from '../../crypto/aead';
import type { TestApp } from '../../testing/test-app';
import { PASSWORD, person, trust, type Person } from '../../trusted-people/testing/trusted-kit';

export const LETTER = 'Dear Kim, the blue box in the attic is yours.';
export const WISHES = 'A quiet service by the sea, then cremation.';
export const PATH = '/api/letters-and-wishes';

/** An owner with an executor and a child (viewer of all areas), a letter to the child, wishes for all. */
export async function family(t: TestApp) {
  const owner = await person(t, { firstName: 'Olive', lastName: 'Owner' });
  const executor = await person(t, { firstName: 'Ed', lastName: 'Executor' });
  const child = await person(t, { firstName: 'Kim', lastName: 'Child' });
  const exGrant = await trust(t, owner, executor, { role: 'executor' });
  const childGrant = await trust(t, owner, child, { role: 'viewer', areas: 'all' });
  const letter = await owner.api.post(PATH, {
    itemType: 'Letter',
    title: 'For Kim',
    recipient: 'Kim',
    letter: LETTER,
    readers: childGrant.id,
  });
  expect(letter.statusCode, letter.body).toBe(201);
  const wishes = await owner.api.post(PATH, {
    itemType: 'Final wishes',
    title: 'My funeral',
    service: WISHES,
    disposition: 'Cremation',
    readers: 'all',
  });
  expect(wishes.statusCode, wishes.body).toBe(201);
  return { owner, executor, child, exGrant, childGrant, letterId: letter.json().id as string };
}

/** The executor asks and the owner approves: the owner's release. */
export async function release(owner: Person, executor: Person, grantId: string) {
  await executor.api.post(`/api/trusted-people/${grantId}/request`, { reason: 'died' });
  const res = await owner.api.post(`/api/trusted-people/${grantId}/approve`, {
    password: PASSWORD,
    code: '',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A recorded message as an M4A file holds it: an `ftyp` box first, then (here) a marker. */
export const M4A = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypM4A \0\0\0\0M4A mp42isom\0\0\0\0'),
  Buffer.from('spoken words: the key is under the third stone'),
]);

/** Uploads a letter's file as the owner and attaches it to the letter; answers the letter. */
export async function attachFile(
  owner: Person,
  letterId: string,
  file = { filename: 'For Kim.m4a', content: M4A },
) {
  const up = await owner.api.upload(file, `${PATH}/upload`);
  expect(up.statusCode, up.body).toBe(201);
  const res = await owner.api.patch(`${PATH}/${letterId}`, { filePath: up.json().filePath });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fileUrl: string; filePath: string; fileName: string; mimeType: string };
}

/** Whether `reader` still holds the owner's current after key in this instance's key ring. */
export async function holdsAfterKey(t: TestApp, reader: Person, owner: Person) {
  const keyId = (await t.context.keys.afterKeyFor(owner.id)).id;
  return t.context.keys.afterKeyById(reader.id, owner.id, keyId).then(
    () => true,
    (err: unknown) => {
      if (err instanceof DecryptionError) return false;
      throw err;
    },
  );
}

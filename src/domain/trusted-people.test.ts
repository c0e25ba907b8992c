import { describe, expect, it } from 'vitest';
import { GRANT_DECRYPTION, invitationSchema } from './trusted-people';

const said = (label: string) => GRANT_DECRYPTION.find((d) => d.label === label)?.text ?? '';

// The Security Centre and the user guide show these words; grant-crypto.test.ts checks each claim.
describe('who could decrypt what, as the Security Centre and the guide say it', () => {
  it('viewers and editors: the person in their session from confirmation; the operator only with their keys', () => {
    const text = said('Viewers and editors');
    expect(text).toMatch(/^From the moment you confirm them, the person can decrypt/);
    expect(text).toContain('in their own signed-in session');
    expect(text).toContain(
      "The server operator could too, but only together with that person's keys",
    );
    expect(text).toContain('The database and the server key alone open nothing.');
  });

  it('executors: nobody alone before release, the executor after approval or the wait', () => {
    const text = said('Executors');
    expect(text).toMatch(/^Before access is released, nobody can decrypt your records/);
    expect(text).toContain('Only the executor and the server operator together could.');
    expect(text).toContain(
      'Once you approve, or the waiting period passes without your rejection, the executor can decrypt',
    );
  });

  it('ended grants open for nobody', () => {
    expect(said('Ended grants')).toContain('nobody can decrypt your records through that grant');
  });
});

describe('the public invitation answer', () => {
  it('does not carry the invited address (the server cannot read it)', () => {
    // The name, relationship and note are opened with the link's token (issue 28).
    expect(Object.keys(invitationSchema.shape).sort()).toEqual([
      'areas',
      'expiresAt',
      'inviteeName',
      'note',
      'ownerName',
      'relationship',
      'role',
      'waitDays',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { currentToasts, holdToasts, toast } from './use-toast';

const titles = () => currentToasts().map((t) => t.title);

describe('holding toasts back (nothing may cover the recovery key)', () => {
  it('takes back the toast on screen, holds new ones, and shows the newest on release', () => {
    toast({
      title: 'Welcome to Kinfolio!',
      description: 'Your account has been created successfully.',
    });
    expect(titles()).toEqual(['Welcome to Kinfolio!']);

    const release = holdToasts();
    expect(titles()).toEqual([]);
    toast({ title: 'Held while the key shows' });
    expect(titles()).toEqual([]);

    release();
    expect(titles()).toEqual(['Held while the key shows']);
    expect(currentToasts()[0]!.open).toBe(true);
    // Released: toasts show again at once.
    toast({ title: 'After' });
    expect(titles()).toEqual(['After']);
  });

  it('shows the welcome toast after the key screen when nothing else came meanwhile', () => {
    toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    const release = holdToasts();
    expect(titles()).toEqual([]);
    release();
    expect(currentToasts()[0]).toMatchObject({
      title: 'Welcome back!',
      description: 'You have successfully logged in.',
      open: true,
    });
  });
});

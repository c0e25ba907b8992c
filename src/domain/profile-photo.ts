/**
 * The profile photo a person uploads in Account Settings: the avatar (header menu) shows it
 * instead of the initials (part 1 §2: "profile image or initials"). Stored sealed like any file.
 */

/** Photo files accepted, by extension, with the MIME type stored; the bytes must match. */
export const PROFILE_PHOTO_TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
} as const;

/** Largest photo accepted, in MB (an avatar needs far less; a phone's photo fits). */
export const PROFILE_PHOTO_MAX_MB = 5;

/** What the file picker offers. */
export const PROFILE_PHOTO_ACCEPT = Object.keys(PROFILE_PHOTO_TYPES).join(',');

/** Where the signed-in person's photo is served; a new photo gets a new address. */
export const profilePhotoUrl = (fileId: string) => `/api/account/photo/${fileId}`;

/**
 * Where a family member's photo is served (issue 41, docs/decisions/032): the same types, limit
 * and sealing as the profile photo; a new photo gets a new address.
 */
export const familyPhotoUrl = (recordId: string, fileId: string) =>
  `/api/family-members/${recordId}/photo/${fileId}`;

/**
 * True for a photo address the app serves itself (a relative /api/ path). An outside address
 * is blocked by the page's Content-Security-Policy, so a card shows the initials instead.
 */
export const isServedPhotoUrl = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/api/');

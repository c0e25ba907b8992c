/**
 * Makes text match itself literally inside a LIKE pattern: `%`, `_` and the escape character `\`
 * (PostgreSQL's default for LIKE) get a backslash. Key ids are base64url, so `_` is common in
 * them, and an unescaped one would match any character.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

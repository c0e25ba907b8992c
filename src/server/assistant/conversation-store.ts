import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { ChatMessage, Conversation, ConversationSummary } from '../../domain/assistant/api';
import { DecryptionError } from '../crypto/aead';
import type { KeyRing } from '../crypto/key-ring';
import { openRow, sealRow } from '../crypto/row-sealer';
import type { Database } from '../db/client';
import { aiConversations, aiMessages } from '../db/schema';

/**
 * Where a reply came from. History sent back to the AI service is chosen by it: replies built
 * from the user's records only travel again when the user has consented this time too.
 */
export type ReplySource = 'model' | 'model+records' | 'records' | 'notice';

/** A stored message with its source (replies only). */
export interface StoredMessage extends ChatMessage {
  source?: ReplySource;
}

const CONVERSATIONS = 'ai_conversations';
const MESSAGES = 'ai_messages';
const LOCKED_TITLE = 'Conversation (cannot be opened)';

/**
 * Conversations and messages, per user. Titles and contents are sealed like record fields, bound
 * to their row, so a database reader sees neither. Every query is scoped by user id.
 */
export function conversationStore(db: Database, keys: KeyRing) {
  const open = async (
    table: string,
    row: { id: string; userId: string; sealed: string | null },
  ) => {
    try {
      return await openRow(keys, { table, rowId: row.id, userId: row.userId }, row.sealed);
    } catch (err) {
      if (err instanceof DecryptionError) return null; // shown as locked, never lost
      throw err;
    }
  };

  const summary = async (
    row: typeof aiConversations.$inferSelect,
  ): Promise<ConversationSummary> => ({
    id: row.id,
    title: (await open(CONVERSATIONS, row))?.title ?? LOCKED_TITLE,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** Starts a conversation titled after its first question. */
    async create(userId: string, title: string): Promise<string> {
      const id = randomUUID();
      const sealed = await sealRow(keys, { table: CONVERSATIONS, rowId: id, userId }, { title });
      await db.insert(aiConversations).values({ id, userId, sealed });
      return id;
    },

    /** True when the conversation exists and is the user's. */
    async owns(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: aiConversations.id })
        .from(aiConversations)
        .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)));
      return Boolean(row);
    },

    /** The last `limit` messages, oldest first. */
    async messages(userId: string, conversationId: string, limit = 500): Promise<StoredMessage[]> {
      const rows = await db
        .select()
        .from(aiMessages)
        .where(and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.userId, userId)))
        .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
        .limit(limit);
      const out: StoredMessage[] = [];
      for (const row of rows.reverse()) {
        const values = await open(MESSAGES, row);
        out.push({
          id: row.id,
          content: values?.content ?? '',
          sender: row.sender === 'user' ? 'user' : 'ai',
          timestamp: row.createdAt.toISOString(),
          source: (values?.source as ReplySource | undefined) ?? undefined,
        });
      }
      return out;
    },

    /** Appends a message (at `at`, default now) and marks the conversation as used then. */
    async add(
      userId: string,
      conversationId: string,
      sender: 'user' | 'ai',
      content: string,
      options: { source?: ReplySource; at?: Date } = {},
    ): Promise<void> {
      const at = options.at ?? new Date();
      const id = randomUUID();
      const sealed = await sealRow(
        keys,
        { table: MESSAGES, rowId: id, userId },
        { content, source: options.source ?? null },
      );
      await db
        .insert(aiMessages)
        .values({ id, conversationId, userId, sender, sealed, createdAt: at });
      await db
        .update(aiConversations)
        .set({ updatedAt: at })
        .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, userId)));
    },

    /** The user's conversations, most recently used first. */
    async list(userId: string, limit = 100): Promise<ConversationSummary[]> {
      const rows = await db
        .select()
        .from(aiConversations)
        .where(eq(aiConversations.userId, userId))
        .orderBy(desc(aiConversations.updatedAt))
        .limit(limit);
      return Promise.all(rows.map(summary));
    },

    /** One conversation with its messages, or null when it is not the user's. */
    async get(userId: string, id: string): Promise<Conversation | null> {
      const [row] = await db
        .select()
        .from(aiConversations)
        .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)));
      if (!row) return null;
      const messages = (await this.messages(userId, id)).map(({ source: _, ...m }) => m);
      return { ...(await summary(row)), messages };
    },

    /** Deletes a conversation and its messages; false when it is not the user's. */
    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(aiConversations)
        .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
        .returning({ id: aiConversations.id });
      return gone.length > 0;
    },

    /** Questions the user has sent since `since` (for the daily allowance). */
    async questionsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(aiMessages)
        .where(
          and(
            eq(aiMessages.userId, userId),
            eq(aiMessages.sender, 'user'),
            gte(aiMessages.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}

export type ConversationStore = ReturnType<typeof conversationStore>;

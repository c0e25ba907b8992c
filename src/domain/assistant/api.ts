/**
 * The AI assistant's request and answer shapes, shared by the server (validation, response
 * schemas) and the screen (types, client-side checks).
 */
import { z } from 'zod';

/** Longest message accepted, in characters: longer ones answer 400. */
export const MAX_MESSAGE_LENGTH = 2000;

/** POST /api/ai-assistant and /api/ai-assistant/stream. */
export const askSchema = z.object({
  /** The question; blank after trimming is refused (part 1 §5). */
  message: z
    .string()
    .trim()
    .min(1, 'Type a message first.')
    .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters long.`),
  /** Continue this conversation; omitted starts a new one. */
  conversationId: z.uuid('conversationId must be a UUID').optional(),
  /** Consent to add a summary of the user's records to the prompt (off unless true). */
  useMyRecords: z.boolean().optional().default(false),
});
export type AskInput = z.input<typeof askSchema>;

/** The plain answer: `response` is what the spec's client reads. */
export const askAnswerSchema = z.object({
  response: z.string(),
  conversationId: z.uuid(),
});
export type AskAnswer = z.infer<typeof askAnswerSchema>;

/** One chat message as part 1 §3 names it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  sender: z.enum(['user', 'ai']),
  /** ISO timestamp. */
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A kept conversation in the list. */
export const conversationSummarySchema = z.object({
  id: z.uuid(),
  /** The first question, shortened. */
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A reopened conversation with its messages, oldest first. */
export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/ai-assistant/status: drives the badge and the allowance line. */
export const assistantStatusSchema = z.object({
  configured: z.boolean(),
  /** The connected model's name, when configured. */
  model: z.string().nullable(),
  /** Today's allowance when the plan limits it, else null. */
  allowance: z.object({ limit: z.number().int(), used: z.number().int() }).nullable(),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

/**
 * Events of the streamed answer (text/event-stream): `conversation` first, then `delta` pieces as
 * they arrive, then `done` with the whole reply (which replaces the pieces: on a late failure it
 * is the failure message).
 */
export type StreamEvent =
  | { event: 'conversation'; data: { conversationId: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: AskAnswer };

/** A conversation's title from its first question: one line, at most 80 characters. */
export function conversationTitle(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

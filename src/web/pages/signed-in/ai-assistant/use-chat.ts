import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '../../../../domain/assistant/api';
import { NOT_CONFIGURED_REPLY, UNAVAILABLE_REPLY } from '../../../../domain/assistant/texts';
import { toast } from '../../../hooks/use-toast';
import {
  ApiError,
  apiRequest,
  isUnauthorizedError,
  readJson,
  serverMessage,
} from '../../../lib/api';
import { redirectToLogin } from '../../../lib/redirect-to-login';
import { streamAsk } from './stream-ask';

/** Query keys the chat refreshes after each message. */
export const CONVERSATIONS_KEY = ['/api/ai-assistant/conversations'] as const;
export const STATUS_KEY = ['/api/ai-assistant/status'] as const;

/** What became of a send: sent, ignored (blank or busy), or refused by the server (input kept). */
export type SendOutcome = 'sent' | 'ignored' | 'refused';

let localId = 0;
const local = (sender: ChatMessage['sender'], content: string): ChatMessage => ({
  id: `local-${++localId}`,
  content,
  sender,
  timestamp: new Date().toISOString(),
});

/**
 * The chat's state (part 1 §4): sent messages append, the reply streams into its bubble, send
 * is refused while waiting, and kept conversations can be reopened or a new one started.
 */
export function useChat() {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const busy = useRef(false);

  const send = useCallback(
    async (text: string, useMyRecords: boolean): Promise<SendOutcome> => {
      const message = text.trim();
      if (!message || busy.current) return 'ignored';
      busy.current = true;
      setWaiting(true);
      const question = local('user', message);
      const reply = local('ai', '');
      setMessages((all) => [...all, question]);
      const showReply = (content: string, append = false) =>
        setMessages((all) => {
          const at = all.findIndex((m) => m.id === reply.id);
          if (at === -1) return [...all, { ...reply, content }];
          const next = [...all];
          next[at] = { ...next[at], content: append ? next[at].content + content : content };
          return next;
        });
      try {
        const answer = await streamAsk(
          { message, conversationId: conversationId ?? undefined, useMyRecords },
          { onConversation: setConversationId, onDelta: (piece) => showReply(piece, true) },
        );
        // The whole reply replaces the pieces; no text at all is the spec's "not configured".
        showReply(answer.response || NOT_CONFIGURED_REPLY);
        return 'sent';
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) {
          setMessages((all) => all.filter((m) => m.id !== question.id && m.id !== reply.id));
          if (isUnauthorizedError(error)) redirectToLogin();
          else
            toast({
              title: 'Message not sent',
              description: serverMessage(error),
              variant: 'destructive',
            });
          return 'refused';
        }
        showReply(UNAVAILABLE_REPLY);
        return 'sent';
      } finally {
        busy.current = false;
        setWaiting(false);
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      }
    },
    [conversationId, queryClient],
  );

  const open = useCallback(async (id: string) => {
    if (busy.current) return;
    try {
      const found = await readJson<Conversation>(
        await apiRequest('GET', `/api/ai-assistant/conversations/${id}`),
      );
      setMessages(found.messages);
      setConversationId(found.id);
    } catch (error) {
      if (isUnauthorizedError(error)) redirectToLogin();
      else
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to open conversation'),
          variant: 'destructive',
        });
    }
  }, []);

  const startNew = useCallback(() => {
    if (busy.current) return;
    setMessages([]);
    setConversationId(null);
  }, []);

  return { messages, conversationId, waiting, send, open, startNew };
}

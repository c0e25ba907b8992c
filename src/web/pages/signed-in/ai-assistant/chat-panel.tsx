import { useEffect, useRef, useState, type RefObject } from 'react';
import { MessageSquare, MessageSquarePlus, Send } from 'lucide-react';
import type { AssistantStatus, ChatMessage } from '../../../../domain/assistant/api';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/assistant/api';
import {
  assistantGreeting,
  NO_SERVICE_BADGE,
  QUESTIONS_GO_TO_PROVIDER,
} from '../../../../domain/assistant/texts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ChatBubble, ThinkingBubble } from './chat-bubble';
import { RecordsSwitch } from './records-switch';

/** 'AI service not set up' while the server has no AI service; otherwise the connected model. */
function ServiceBadge({ status }: { status: AssistantStatus | undefined }) {
  if (!status) return null;
  if (!status.configured) {
    return (
      <Badge variant="outline" className="border-amber-500/60 text-amber-700 dark:text-amber-400">
        {NO_SERVICE_BADGE}
      </Badge>
    );
  }
  return (
    <Badge variant="secondary" title="The AI service answering your questions">
      Connected · {status.model}
    </Badge>
  );
}

/** The chat panel (part 1 §2): 600 px, greeting, bubbles, 'Thinking...', input and send. */
export function ChatPanel({
  status,
  messages,
  waiting,
  input,
  onInput,
  onSend,
  onNew,
  useMyRecords,
  onUseMyRecords,
  inputRef,
}: {
  status: AssistantStatus | undefined;
  messages: ChatMessage[];
  waiting: boolean;
  input: string;
  onInput: (value: string) => void;
  onSend: () => void;
  /** Starts a new conversation. */
  onNew: () => void;
  useMyRecords: boolean;
  onUseMyRecords: (value: boolean) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // The greeting is preset, not stored: it carries the time the chat was opened.
  const [openedAt] = useState(() => new Date().toISOString());
  const greeting: ChatMessage = {
    id: 'greeting',
    // Without a service, the greeting says so and what still works (issue 41).
    content: assistantGreeting(status?.configured !== false),
    sender: 'ai',
    timestamp: openedAt,
  };
  const last = messages[messages.length - 1];
  const thinking = waiting && (!last || last.sender === 'user' || last.content === '');
  const allowance = status?.allowance;

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [messages, thinking]);

  return (
    <Card className="h-[600px] gap-0 overflow-hidden py-0">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3 sm:px-6">
        <CardTitle className="font-display flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="text-primary size-5" />
          Ask your assistant
        </CardTitle>
        <div className="flex items-center gap-2">
          <ServiceBadge status={status} />
          <Button
            variant="ghost"
            size="sm"
            onClick={onNew}
            disabled={waiting || messages.length === 0}
          >
            <MessageSquarePlus /> New chat
          </Button>
        </div>
      </div>
      <div className="border-b px-4 py-3 sm:px-6">
        <RecordsSwitch checked={useMyRecords} onChange={onUseMyRecords} />
        {status?.configured && (
          <p className="text-muted-foreground mt-1.5 text-xs leading-relaxed">
            {QUESTIONS_GO_TO_PROVIDER}
          </p>
        )}
      </div>
      <div ref={scroller} className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        <ol aria-label="Messages" aria-live="polite" className="grid gap-4">
          <ChatBubble message={greeting} />
          {messages
            .filter((m) => m.content !== '')
            .map((m) => (
              <ChatBubble key={m.id} message={m} />
            ))}
          {thinking && <ThinkingBubble />}
        </ol>
      </div>
      <form
        className="grid gap-1.5 border-t px-4 py-3 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            value={input}
            onChange={(e) => onInput(e.target.value)}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder="Ask about investments, estate planning or taxes..."
            aria-label="Your question"
            autoComplete="off"
          />
          <Button type="submit" size="icon" aria-label="Send" disabled={waiting || !input.trim()}>
            <Send />
          </Button>
        </div>
        {allowance && (
          <p className="text-muted-foreground text-xs">
            {Math.max(0, allowance.limit - allowance.used)} of {allowance.limit} messages left today
          </p>
        )}
      </form>
    </Card>
  );
}

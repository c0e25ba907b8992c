import { Bot, LoaderCircle, User } from 'lucide-react';
import type { ChatMessage } from '../../../../domain/assistant/api';
import { cn } from '../../../lib/utils';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function Avatar({ sender }: { sender: ChatMessage['sender'] }) {
  const Icon = sender === 'user' ? User : Bot;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        sender === 'user' ? 'bg-gold/25 text-gold-foreground' : 'bg-primary/10 text-primary',
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}

/** One message: the user's on the right, the assistant's on the left, each with its time. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'user';
  return (
    <li
      data-sender={message.sender}
      className={cn('flex items-end gap-2', mine ? 'flex-row-reverse' : 'flex-row')}
    >
      <Avatar sender={message.sender} />
      <div className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]', mine && 'items-end')}>
        <div
          className={cn(
            'rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
            mine
              ? 'bg-primary text-primary-foreground rounded-br-sm'
              : 'bg-muted text-foreground rounded-bl-sm',
          )}
        >
          <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
          {message.content}
        </div>
        <time dateTime={message.timestamp} className="text-muted-foreground px-1 text-xs">
          {timeFormat.format(new Date(message.timestamp))}
        </time>
      </div>
    </li>
  );
}

/** The assistant's 'Thinking...' bubble while a reply has not started. */
export function ThinkingBubble() {
  return (
    <li className="flex items-end gap-2" role="status">
      <Avatar sender="ai" />
      <div className="bg-muted text-muted-foreground flex items-center gap-2 rounded-2xl rounded-bl-sm px-4 py-2.5 text-sm">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Thinking...
      </div>
    </li>
  );
}
